"""Fails when generated Swift names a type of another module that Shadows.swift does not
shadow: such a name would not be tested by hostile.sh.

    python3 check_shadows.py GENERATED.swift...
"""
import pathlib, re, sys

here = pathlib.Path(__file__).resolve().parent
shadowed = set(re.findall(r"(?m)^struct (\w+) \{\}$", (here / "Shadows.swift").read_text(encoding="utf-8")))
modules = r"(?:Swift|Foundation|SwiftUI|FormRuntimeSwiftUI|FormRuntime|_Concurrency|UIKit|Accessibility)"
used = {}
for path in sys.argv[1:]:
    for line in pathlib.Path(path).read_text(encoding="utf-8").splitlines():
        if line.lstrip().startswith("//"):
            continue
        for name in re.findall(rf"(?<![\w.]){modules}\.([A-Z]\w*)", line):
            used.setdefault(name, path)
missing = sorted(set(used) - shadowed)
if missing:
    for name in missing:
        print(f"check_shadows: {used[name]} names '{name}', which Shadows.swift does not declare: add 'struct {name} {{}}'")
    sys.exit(1)
print(f"check_shadows: the {len(used)} names the generated code takes from other modules are all shadowed")
