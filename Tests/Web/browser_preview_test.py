#!/usr/bin/env python3
"""`formc preview` as an author runs it (docs/CLI.md, "preview").

    python3 Tests/Web/browser_preview_test.py FORMC_BINARY

 - every example: the pages are the bytes `formc generate --emit web` writes, and the two
   pictures are PNGs of the page's width in which the whole form fits (the last rows are the
   page's background) and the dark one is darker than the light one;
 - no Chromium (FORMC_CHROMIUM naming none): standard error says so, the pages are written,
   no picture, exit 0;
 - a browser that fails (FORMC_CHROMIUM=false): exit 1, the pages written, no picture, no
   temporary file left;
 - a form with errors: exit 1, nothing written, not even the directory; `-o` naming a file
   and a second operand: exit 64.
Needs Debian's chromium (CI installs it). Exits 1 on any failure.
"""

import os
import shutil
import struct
import subprocess
import sys
import tempfile
import zlib

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
WIDTH = 600  # PreviewCommand.windowWidth


def read_png(path):
    """(width, height, rows of (r, g, b) tuples) of an 8-bit, non-interlaced RGB or RGBA PNG,
    the kind Chromium writes; enough of PNG to look at a screenshot without a package."""
    with open(path, "rb") as f:
        data = f.read()
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        raise ValueError("not a PNG")
    offset, idat, header = 8, b"", None
    while offset < len(data):
        length, kind = struct.unpack(">I4s", data[offset:offset + 8])
        body = data[offset + 8:offset + 8 + length]
        if kind == b"IHDR":
            header = struct.unpack(">IIBBBBB", body)
        elif kind == b"IDAT":
            idat += body
        offset += 12 + length
    width, height, depth, color, _, _, interlace = header
    if depth != 8 or color not in (2, 6) or interlace:
        raise ValueError("a PNG this reader does not read: depth %d, colour type %d, interlace %d" % (depth, color, interlace))
    channels = 3 if color == 2 else 4
    raw = zlib.decompress(idat)
    stride = width * channels
    rows, previous = [], bytearray(stride)
    for y in range(height):
        start = y * (stride + 1)
        kind, line = raw[start], bytearray(raw[start + 1:start + 1 + stride])
        for i in range(stride):
            left = line[i - channels] if i >= channels else 0
            up = previous[i]
            corner = previous[i - channels] if i >= channels else 0
            if kind == 1:
                line[i] = (line[i] + left) & 255
            elif kind == 2:
                line[i] = (line[i] + up) & 255
            elif kind == 3:
                line[i] = (line[i] + (left + up) // 2) & 255
            elif kind == 4:
                p = left + up - corner
                pa, pb, pc = abs(p - left), abs(p - up), abs(p - corner)
                line[i] = (line[i] + (left if pa <= pb and pa <= pc else up if pb <= pc else corner)) & 255
        rows.append([tuple(line[x * channels:x * channels + 3]) for x in range(width)])
        previous = line
    return width, height, rows


def luminance(rows):
    total = count = 0
    for row in rows[::4]:
        for r, g, b in row[::4]:
            total += 0.2126 * r + 0.7152 * g + 0.0722 * b
            count += 1
    return total / count


def run(formc, args, env=None):
    environment = dict(os.environ)
    environment.update(env or {})
    return subprocess.run([formc, "preview", "--no-color"] + args, capture_output=True, text=True, env=environment, timeout=300)


def main(argv):
    if len(argv) != 1:
        sys.stderr.write("usage: browser_preview_test.py FORMC_BINARY\n")
        return 2
    formc = os.path.abspath(argv[0])
    failures = []

    def expect(condition, message):
        if not condition:
            failures.append(message)
        return condition

    examples = sorted(f for f in os.listdir(os.path.join(ROOT, "Examples")) if f.endswith(".form"))
    with tempfile.TemporaryDirectory(prefix="formc-preview-test.") as scratch:
        generated = os.path.join(scratch, "generated")
        subprocess.run([formc, "generate", "--emit", "web", "-o", generated + "/"]
                       + [os.path.join(ROOT, "Examples", f) for f in examples], check=True)
        profiles_before = set(n for n in os.listdir("/tmp") if n.startswith("formc-preview-"))
        for example in examples:
            out = os.path.join(scratch, "out", example[:-len(".form")])
            result = run(formc, ["-o", out, os.path.join(ROOT, "Examples", example)])
            if not expect(result.returncode == 0, "%s: exit %d: %s" % (example, result.returncode, result.stderr)):
                continue
            pages = [n for n in os.listdir(out) if n.endswith((".html", ".js"))]
            for name in pages:
                with open(os.path.join(out, name), "rb") as a, open(os.path.join(generated, name), "rb") as b:
                    expect(a.read() == b.read(), "%s: preview's %s differs from generate --emit web's" % (example, name))
            forms = [n[:-len(".html")] for n in pages if n.endswith(".html")]
            expect(forms, "%s: no page written" % example)
            listed = result.stdout.split()
            for form in forms:
                light, dark = os.path.join(out, form + ".png"), os.path.join(out, form + "-dark.png")
                expect(light in listed and dark in listed and os.path.join(out, form + ".html") in listed,
                       "%s: standard output does not list the files written: %r" % (example, result.stdout))
                pictures = {}
                for path in (light, dark):
                    if not expect(os.path.exists(path), "%s: no %s" % (example, os.path.basename(path))):
                        continue
                    width, height, rows = read_png(path)
                    pictures[path] = rows
                    expect(width == WIDTH, "%s: %s is %d pixels wide, not %d" % (example, os.path.basename(path), width, WIDTH))
                    # The whole form fits: the bottom rows are the page's background alone.
                    bottom = set(pixel for row in rows[-12:] for pixel in row)
                    expect(len(bottom) == 1, "%s: the form does not fit in %s: its last rows are not plain background (the window is %d high)"
                           % (example, os.path.basename(path), height))
                if len(pictures) == 2:
                    expect(luminance(pictures[dark]) + 60 < luminance(pictures[light]),
                           "%s: the dark picture is not darker than the light one (%.0f, %.0f)"
                           % (example, luminance(pictures[dark]), luminance(pictures[light])))
            leftovers = [n for n in os.listdir(out) if n.startswith(".")]
            expect(not leftovers, "%s: temporary files left: %s" % (example, leftovers))
        profiles_after = set(n for n in os.listdir("/tmp") if n.startswith("formc-preview-"))
        expect(profiles_after <= profiles_before, "browser profiles left in /tmp: %s" % sorted(profiles_after - profiles_before))

        signup = os.path.join(ROOT, "Examples", "SignUp.form")
        # No browser: the pages, no picture, exit 0, and standard error says why.
        out = os.path.join(scratch, "none")
        result = run(formc, ["-o", out, signup], {"FORMC_CHROMIUM": "/nonexistent/chromium"})
        expect(result.returncode == 0, "no browser: exit %d" % result.returncode)
        expect("no Chromium found" in result.stderr and "FORMC_CHROMIUM" in result.stderr, "no browser: standard error %r" % result.stderr)
        expect(os.path.exists(os.path.join(out, "SignUp.html")) and os.path.exists(os.path.join(out, "SignUp.js")), "no browser: the page was not written")
        expect(not any(n.endswith(".png") for n in os.listdir(out)) if os.path.isdir(out) else False, "no browser: a picture was written")
        # A browser that fails: exit 1, the pages still written, no picture and nothing temporary.
        out = os.path.join(scratch, "failing")
        result = run(formc, ["-o", out, signup], {"FORMC_CHROMIUM": shutil.which("false")})
        expect(result.returncode == 1 and "did not take" in result.stderr, "a failing browser: exit %d, %r" % (result.returncode, result.stderr))
        expect(sorted(os.listdir(out)) == ["SignUp.html", "SignUp.js"], "a failing browser: %s" % sorted(os.listdir(out)))
        # Errors write nothing.
        out = os.path.join(scratch, "bad")
        result = run(formc, ["-o", out, os.path.join(ROOT, "Tests", "FormDSLTests", "Golden", "syntax", "missing-colon.form")])
        expect(result.returncode == 1 and "FC0101" in result.stderr and "nothing was written" in result.stderr,
               "a form with errors: exit %d, %r" % (result.returncode, result.stderr))
        expect(not os.path.exists(out), "a form with errors: %s was made" % out)
        existing = os.path.join(scratch, "file.txt")
        open(existing, "w").close()
        result = run(formc, ["-o", existing, signup])
        expect(result.returncode == 64 and "names a file" in result.stderr, "-o naming a file: exit %d, %r" % (result.returncode, result.stderr))
        result = run(formc, ["-o", os.path.join(scratch, "two"), signup, signup])
        expect(result.returncode == 64 and not os.path.exists(os.path.join(scratch, "two")), "two operands: exit %d" % result.returncode)

    for failure in failures:
        print("FAIL: " + failure)
    print("formc preview: %d examples, %s" % (len(examples), "%d failure(s)" % len(failures) if failures else "ok"))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
