#!/usr/bin/env bash
# Headless Neovim, its built-in LSP client, and formc lsp: diagnostics, an incremental
# change, hover, formatting, the buffer options, and one server per project. Usage: bash Tests/LSP/neovim_smoke.sh path/to/formc
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
formc=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
dir=$(mktemp -d /tmp/formc-nvim.XXXXXX)
trap 'rm -rf "$dir"' EXIT
printf 'form Smoke {\n    title   "Smoke 中文 😀"\n    field age: int { keyboard numberPadd }\n}\n' > "$dir/Smoke.form"
# What formc fmt makes of the text once the typo is fixed.
sed 's/numberPadd/numberPad/' "$dir/Smoke.form" | "$formc" fmt - > "$dir/expected.form"
# Two more forms of the same project, and one in a package of its own.
printf 'form Two {\n    field a: text\n}\n' > "$dir/Two.form"
printf 'form Three {\n    field b: text\n}\n' > "$dir/Three.form"
mkdir "$dir/pkg" && touch "$dir/pkg/Package.swift"
printf 'form Four {\n    field c: text\n}\n' > "$dir/pkg/Four.form"
cd "$dir"
FORMC="$formc" EXPECTED="$dir/expected.form" SETUP="$here/../../editors/neovim/formc.lua" FORM_FILE=Smoke.form \
    timeout 60 nvim --headless --clean -n -c "luafile $here/neovim_smoke.lua"
