#!/usr/bin/env bash
# Typechecks Swift files that import SwiftUI/UIKit against the test-only stub modules in this
# directory, on Linux, in Swift 6 language mode with warnings as errors. First it builds
# Sources/FormRuntimeSwiftUI as a module against the stubs, checked the same way, so the code
# under test can import it; a runtime that does not build fails every run.
#
#   typecheck.sh FILE_OR_DIR...          each FILE is checked alone; each DIR is checked as one
#                                        module made of all its *.swift files. Exit 1 if any fails.
#   typecheck.sh --should-fail FILE...   each FILE must fail to typecheck, and if it holds a line
#                                        `// expect: TEXT`, the diagnostics must contain TEXT.
#   typecheck.sh --self-test             Samples/*.swift must pass (each with the files its
#                                        `// with: PATH` lines name), Samples/ShouldFail/*.swift
#                                        must fail as they expect; prints "N passed, N failed".
#
# Environment: SWIFTC (default swiftc); FORMRUNTIME_MODULES, a directory holding
# FormRuntime.swiftmodule (default: built here with `swift build --target FormRuntime`).
#
# What a pass proves and what it cannot: see README.md next to this script.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/../.." && pwd)"
swiftc="${SWIFTC:-swiftc}"
out="$root/.build/platform-stubs"
domains="$here/Availability"
feature=(-enable-experimental-feature CustomAvailability)

build_stubs() {
    mkdir -p "$out"
    # Swift 5 mode, like the real SDK modules (their interfaces say `-swift-version 5`).
    "$swiftc" -emit-module -parse-as-library -swift-version 5 "${feature[@]}" -I "$domains" \
        -module-name UIKit -o "$out/UIKit.swiftmodule" "$here/UIKit/UIKit.swift"
    "$swiftc" -emit-module -parse-as-library -swift-version 5 "${feature[@]}" -I "$domains" \
        -module-name Accessibility -o "$out/Accessibility.swiftmodule" "$here/Accessibility/Accessibility.swift"
    "$swiftc" -emit-module -parse-as-library -swift-version 5 "${feature[@]}" -I "$domains" \
        -module-name Combine -o "$out/Combine.swiftmodule" "$here/Combine/Combine.swift"
    "$swiftc" -emit-module -parse-as-library -swift-version 5 "${feature[@]}" -I "$domains" -I "$out" \
        -module-name SwiftUI -o "$out/SwiftUI.swiftmodule" "$here"/SwiftUI/*.swift
}

# build_swiftui_runtime: FormRuntimeSwiftUI's sources as a module against the stubs, checked as
# generated code is (Swift 6, warnings as errors, iOS versions as availability domains), into
# $out, where the code under test finds it.
build_swiftui_runtime() {
    local tmp status=0 copies=() sed_args=()
    tmp="$(mktemp -d)"
    for f in "$root"/Sources/FormRuntimeSwiftUI/*.swift; do
        local copy="$tmp/$(basename "$f")"
        python3 "$here/availability_domains.py" "$f" "$copy" || { rm -rf "$tmp"; return 2; }
        copies+=("$copy")
        sed_args+=(-e "s|$copy|$f|g")
    done
    "$swiftc" -emit-module -parse-as-library -swift-version 6 -warnings-as-errors "${feature[@]}" \
        -I "$out" -I "$domains" -I "$runtime" -module-name FormRuntimeSwiftUI \
        -o "$out/FormRuntimeSwiftUI.swiftmodule" "${copies[@]}" >"$tmp/log" 2>&1 || status=$?
    sed "${sed_args[@]}" "$tmp/log" >&2
    rm -rf "$tmp"
    if [ "$status" -ne 0 ]; then echo "typecheck: FormRuntimeSwiftUI does not build against the stubs" >&2; fi
    return "$status"
}

formruntime_modules() {
    if [ -n "${FORMRUNTIME_MODULES:-}" ]; then
        echo "$FORMRUNTIME_MODULES"
        return
    fi
    (cd "$root" && swift build --target FormRuntime >&2)
    local bin
    bin="$(cd "$root" && swift build --show-bin-path)"
    # SwiftPM 6 puts modules in <bin>/Modules; older ones put them in <bin>.
    if [ -e "$bin/Modules/FormRuntime.swiftmodule" ]; then echo "$bin/Modules"; else echo "$bin"; fi
}

# typecheck_unit NAME FILE... : prints diagnostics (with the original paths); returns swiftc's status.
typecheck_unit() {
    local name="$1"; shift
    local tmp status=0
    tmp="$(mktemp -d)"
    local copies=() sed_args=()
    local i=0
    for f in "$@"; do
        i=$((i + 1))
        local copy="$tmp/$i-$(basename "$f")"
        if ! python3 "$here/availability_domains.py" "$f" "$copy" 2>&1; then
            rm -rf "$tmp"; return 2
        fi
        copies+=("$copy")
        sed_args+=(-e "s|$copy|$f|g")
    done
    local module
    module="$(echo "$name" | tr -c 'A-Za-z0-9_\n' '_' | sed 's/^[0-9]/_&/')"
    "$swiftc" -typecheck -parse-as-library -swift-version 6 -warnings-as-errors -package-name FormcTypecheck "${feature[@]}" \
        -I "$out" -I "$domains" -I "$runtime" -module-name "$module" "${copies[@]}" \
        >"$tmp/log" 2>&1 || status=$?
    sed "${sed_args[@]}" "$tmp/log"
    rm -rf "$tmp"
    return "$status"
}

# check_path PATH : typechecks a file alone or a directory as one module.
check_path() {
    local path="$1"
    if [ -d "$path" ]; then
        local files=()
        while IFS= read -r f; do files+=("$f"); done < <(find "$path" -maxdepth 1 -name '*.swift' | sort)
        [ "${#files[@]}" -gt 0 ] || { echo "error: no .swift files in $path" >&2; return 2; }
        typecheck_unit "$(basename "$path")" "${files[@]}"
    else
        # A sample checked with other files names each on a line `// with: PATH` (from the
        # repository's root): a generated form it shows, for example.
        local with=()
        while IFS= read -r f; do with+=("$root/$f"); done < <(sed -n 's|^// with: ||p' "$path")
        typecheck_unit "$(basename "$path" .swift)" "$path" ${with[@]+"${with[@]}"}
    fi
}

# expect_failure FILE : 0 if FILE fails to typecheck for the reason its `// expect:` lines give.
expect_failure() {
    local file="$1" log status=0
    log="$(typecheck_unit "$(basename "$file" .swift)" "$file")" || status=$?
    if [ "$status" -eq 0 ]; then
        echo "FAIL (typechecked, should not): $file"
        return 1
    fi
    local expected
    while IFS= read -r expected; do
        if ! grep -qF -- "$expected" <<<"$log"; then
            echo "FAIL (failed, but without '$expected'): $file"
            echo "$log" | grep -E 'error:' | head -5
            return 1
        fi
    done < <(sed -n 's|^// expect: ||p' "$file")
    echo "ok (fails as expected): $file"
}

mode=check
case "${1:-}" in
    --should-fail) mode=should-fail; shift ;;
    --self-test) mode=self-test; shift ;;
    -h|--help) sed -n '2,17p' "$0"; exit 0 ;;
    "") echo "usage: typecheck.sh [--should-fail] FILE_OR_DIR... | --self-test" >&2; exit 64 ;;
esac

runtime="$(formruntime_modules)"
build_stubs
build_swiftui_runtime

passed=0; failed=0
case "$mode" in
    check)
        for p in "$@"; do
            if check_path "$p"; then echo "ok: $p"; passed=$((passed + 1)); else echo "FAIL: $p"; failed=$((failed + 1)); fi
        done ;;
    should-fail)
        for f in "$@"; do
            if expect_failure "$f"; then passed=$((passed + 1)); else failed=$((failed + 1)); fi
        done ;;
    self-test)
        for f in "$here"/Samples/*.swift; do
            if check_path "$f"; then echo "ok: $f"; passed=$((passed + 1)); else echo "FAIL: $f"; failed=$((failed + 1)); fi
        done
        for f in "$here"/Samples/ShouldFail/*.swift; do
            if expect_failure "$f"; then passed=$((passed + 1)); else failed=$((failed + 1)); fi
        done ;;
esac

echo "typecheck: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
