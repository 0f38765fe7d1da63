#!/usr/bin/env python3
"""The cost of one keystroke in a generated model: a 200-field form against a 5-field one.

    python3 bench/keystroke.py [--formc PATH] [--smoke]

Writes two forms (5 and 200 fields of every typed kind, with validators, an `equals`, and
`visible when` / `required when` conditions), generates their Swift with formc, builds a
small release executable that links them with FormRuntime (in a scratch directory, outside the
repository), and times keystrokes: a text set on one field, as a SwiftUI binding does
(`model.field.text = ...`) and as generic code does (`model[text: .field] = ...`), followed by
what the view reads after it (that field's `visibleErrors`): on a field nothing reads, and on
one that other fields compare with (`equals`), which re-validates them with it. Each figure is the median of
several rounds, and is given as a ratio to the same keystroke in the 5-field form, measured
side by side in the same run: the machine's speed cancels out. A model that re-validated every
field per keystroke would cost some 40 times more in the larger form on every field; one that
re-validates only the edited field and what depends on it costs about the same on a field
nothing reads, and grows with the fields that compare with the edited one.

--smoke builds in debug and runs a few keystrokes only, so CI can check that the benchmark
still builds and runs; its figures mean nothing.
"""
import argparse
import os
import pathlib
import shutil
import subprocess
import sys
import tempfile

ROOT = pathlib.Path(__file__).resolve().parent.parent


def form(name, fields):
    """A form of `fields` fields cycling through the kinds; the last fields read the first."""
    lines = [f"form {name} {{"]
    focus = []
    for i in range(fields):
        kind = i % 5
        if kind == 0:
            lines.append(f'    field t{i}: text {{ label "Text {i}"; autocapitalization never; validate required, length(2...40), pattern("[a-z]+") }}')
        elif kind == 1:
            lines.append(f'    field n{i}: int? {{ label "Number {i}"; validate range(1...9999) }}')
        elif kind == 2:
            lines.append(f'    field e{i}: text? {{ label "Email {i}"; contentType emailAddress; validate email }}')
        elif kind == 3:
            lines.append(f'    field d{i}: decimal? {{ label "Amount {i}"; visible when t0 == "show" }}')
        else:
            lines.append(f'    field c{i}: text? {{ label "Copy {i}"; validate equals(t0); required when n1 > 10 }}')
        focus.append(lines[-1].split()[1].rstrip(":"))
    lines.append("    focus " + ", ".join(focus))
    lines.append("    keyboardToolbar previous, next, done")
    lines.append("}")
    return "\n".join(lines) + "\n"


MAIN = r'''
import Foundation
import FormRuntime

/// Nanoseconds of `body`, run `count` times, per run: the median of `rounds` rounds.
func measure(_ count: Int, rounds: Int, _ body: () -> Void) -> Double {
    var results: [Double] = []
    for _ in 0..<rounds {
        let start = DispatchTime.now().uptimeNanoseconds
        for _ in 0..<count { body() }
        results.append(Double(DispatchTime.now().uptimeNanoseconds - start) / Double(count))
    }
    return results.sorted()[rounds / 2]
}

/// The measurements, in a function: its models are locals, which Swift changes in place and
/// lends to a method without copying (a global in `main.swift` is read through an accessor).
func run(count: Int, rounds: Int) {
let texts = ["a@b.co", "a@b.com", "a@b.co", "a@b.c"]
var small = SmallModel(locale: Locale(identifier: "en_US"))
var large = LargeModel(locale: Locale(identifier: "en_US"))
var i = 0
var sink = 0
// An email field that nothing reads (e2 in the small form, e102 in the middle of the large
// one): a keystroke should cost the same in both.
let bindingSmall = measure(count, rounds: rounds) {
    i &+= 1; small.e2.text = texts[i & 3]; sink &+= small.visibleErrors(.e2).count
}
let bindingLarge = measure(count, rounds: rounds) {
    i &+= 1; large.e102.text = texts[i & 3]; sink &+= large.visibleErrors(.e102).count
}
let genericSmall = measure(count, rounds: rounds) {
    i &+= 1; small[text: .e2] = texts[i & 3]; sink &+= small.visibleErrors(.e2).count
}
let genericLarge = measure(count, rounds: rounds) {
    i &+= 1; large[text: .e102] = texts[i & 3]; sink &+= large.visibleErrors(.e102).count
}
// t0, which every `c` field compares with (`equals(t0)`: 1 in the small form, 40 in the large)
// and every `d` field's condition reads: what depends on it is re-validated with it.
let dependedSmall = measure(count, rounds: rounds) {
    i &+= 1; small.t0.text = texts[i & 3]; sink &+= small.visibleErrors(.t0).count
}
let dependedLarge = measure(count, rounds: rounds) {
    i &+= 1; large.t0.text = texts[i & 3]; sink &+= large.visibleErrors(.t0).count
}
func row(_ name: String, _ a: Double, _ b: Double) {
    print(name.padding(toLength: 50, withPad: " ", startingAt: 0)
          + String(format: "%9.0f ns %9.0f ns %7.2fx", a, b, b / a))
}
print("keystroke".padding(toLength: 50, withPad: " ", startingAt: 0) + "  5 fields 200 fields   ratio")
row("e-field nothing reads, as a binding sets it", bindingSmall, bindingLarge)
row("e-field nothing reads, model[text:]", genericSmall, genericLarge)
row("t0, which 1 / 40 fields compare with (equals)", dependedSmall, dependedLarge)
if sink == -1 { print(sink) }
}

run(count: Int(CommandLine.arguments[1])!, rounds: Int(CommandLine.arguments[2])!)
'''

PACKAGE = '''// swift-tools-version:6.0
import PackageDescription
let package = Package(
    name: "keystroke",
    dependencies: [.package(name: "formc", path: "{root}")],
    targets: [.executableTarget(name: "keystroke", dependencies: [.product(name: "FormRuntime", package: "formc")])],
    swiftLanguageModes: [.v6]
)
'''


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--formc", default=str(ROOT / ".build/debug/formc"))
    parser.add_argument("--smoke", action="store_true", help="debug build, a few keystrokes: does it still run")
    args = parser.parse_args()
    scratch = pathlib.Path(tempfile.mkdtemp(prefix="formc-keystroke."))
    try:
        sources = scratch / "Sources" / "keystroke"
        sources.mkdir(parents=True)
        for name, fields in (("Small", 5), ("Large", 200)):
            (scratch / f"{name}.form").write_text(form(name, fields), encoding="utf-8")
            subprocess.run([args.formc, "generate", "--emit", "swift", "--access-level", "internal",
                            "-o", str(sources / f"{name}.swift"), str(scratch / f"{name}.form")], check=True)
        (sources / "main.swift").write_text(MAIN, encoding="utf-8")
        (scratch / "Package.swift").write_text(PACKAGE.replace("{root}", str(ROOT)), encoding="utf-8")
        configuration = "debug" if args.smoke else "release"
        subprocess.run(["swift", "build", "-c", configuration, "--package-path", str(scratch)], check=True,
                       stdout=subprocess.DEVNULL)
        binary = scratch / ".build" / configuration / "keystroke"
        count, rounds = ("20", "1") if args.smoke else ("20000", "9")
        subprocess.run([str(binary), count, rounds], check=True)
    finally:
        shutil.rmtree(scratch, ignore_errors=True)


if __name__ == "__main__":
    main()
