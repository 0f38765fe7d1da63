#!/usr/bin/env bash
# Compiles the Swift formc generates for FORMs in a module that declares its own `Task`,
# `Section`, `Result`, `Form`, `Text`, `Binding`, `Field`, `Locale`, `Decimal`, `Values` and
# every other name the generated code takes from another module (Hostile/Shadows.swift): the
# generated code must name each with its module. Once per access level (public, package,
# internal), each time:
#   - check_shadows.py: every name the code takes from another module is shadowed;
#   - swiftc alone, as Linux builds it: SwiftUI is absent, so this is the model part;
#   - typecheck.sh: the whole file, view included, against the platform stubs.
#
#   hostile.sh FORMC FORM...
#
# Environment: SWIFTC (default swiftc); FORMRUNTIME_MODULES as for typecheck.sh;
# ACCESS_LEVELS, the levels to check (default "public package internal").
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/../.." && pwd)"
swiftc="${SWIFTC:-swiftc}"
[ "$#" -ge 2 ] || { echo "usage: hostile.sh FORMC FORM..." >&2; exit 64; }
formc="$1"; shift

if [ -n "${FORMRUNTIME_MODULES:-}" ]; then
    runtime="$FORMRUNTIME_MODULES"
else
    (cd "$root" && swift build --target FormRuntime >&2)
    bin="$(cd "$root" && swift build --show-bin-path)"
    if [ -e "$bin/Modules/FormRuntime.swiftmodule" ]; then runtime="$bin/Modules"; else runtime="$bin"; fi
fi

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
for access in ${ACCESS_LEVELS:-public package internal}; do
    module="$work/HostileApp_$access"
    mkdir -p "$module"
    cp "$here/Hostile/Shadows.swift" "$module/"
    "$formc" generate --emit swift --access-level "$access" -o "$module/" "$@"
    python3 "$here/Hostile/check_shadows.py" "$module"/*.swift
    "$swiftc" -typecheck -parse-as-library -swift-version 6 -warnings-as-errors -package-name HostileApp \
        -I "$runtime" -module-name HostileApp "$module"/*.swift
    echo "ok (model, swiftc, $access): $# forms"
    FORMRUNTIME_MODULES="$runtime" bash "$here/typecheck.sh" "$module"
done
