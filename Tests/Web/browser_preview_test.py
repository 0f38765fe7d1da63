#!/usr/bin/env python3
"""`formc preview` as an author runs it (docs/CLI.md, "preview").

    python3 Tests/Web/browser_preview_test.py FORMC_BINARY

 - SignUp with Chromium, into a directory whose name a file: URL must percent-encode: two
   PNGs of the window's width that end in the page's background, the dark one darker;
 - every example with a stand-in browser that records its arguments: the pages are the bytes
   `formc generate --emit web` writes, one light and one dark run per form, each with a
   profile that is gone afterwards, in a window at least as high as the page is at that width
   in Chromium (the whole form fits);
 - no Chromium (FORMC_CHROMIUM naming none, or none on PATH): standard error says so and
   where formc looked, the pages are written, no picture, exit 0;
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


def png_size(path):
    """A PNG's width and height, from its header."""
    with open(path, "rb") as f:
        head = f.read(24)
    if head[:8] != b"\x89PNG\r\n\x1a\n" or head[12:16] != b"IHDR":
        raise ValueError("%s is not a PNG" % path)
    return struct.unpack(">II", head[16:24])


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

    # A form with a computed value has no page: the web target refuses it (FC0902, docs/WEB.md).
    def has_computed_value(name):
        with open(os.path.join(ROOT, "Examples", name), encoding="utf-8") as f:
            return any(line.lstrip().startswith("computed ") for line in f)
    examples = sorted(f for f in os.listdir(os.path.join(ROOT, "Examples")) if f.endswith(".form") and not has_computed_value(f))
    with tempfile.TemporaryDirectory(prefix="formc-preview-test.") as scratch:
        generated = os.path.join(scratch, "generated")
        subprocess.run([formc, "generate", "--emit", "web", "-o", generated + "/"]
                       + [os.path.join(ROOT, "Examples", f) for f in examples], check=True)
        profiles_before = set(n for n in os.listdir("/tmp") if n.startswith("formc-preview-"))

        # Chromium itself, on one example, into a directory whose name needs percent-encoding
        # in a file: URL.
        out = os.path.join(scratch, "with Chromium #1")
        result = run(formc, ["-o", out, os.path.join(ROOT, "Examples", "SignUp.form")])
        expect(result.returncode == 0, "SignUp: exit %d: %s" % (result.returncode, result.stderr))
        light, dark = os.path.join(out, "SignUp.png"), os.path.join(out, "SignUp-dark.png")
        expect(result.stdout.split("\n")[:3] == [os.path.join(out, n) for n in ("SignUp.html", "SignUp.png", "SignUp-dark.png")],
               "SignUp: standard output does not list the files written: %r" % result.stdout)
        if expect(os.path.exists(light) and os.path.exists(dark), "SignUp: no pictures: %s" % os.listdir(out) if os.path.isdir(out) else out):
            shades = []
            for path in (light, dark):
                width, height, rows = read_png(path)
                expect(width == WIDTH, "SignUp: %s is %d pixels wide, not %d" % (os.path.basename(path), width, WIDTH))
                # The page is there, not an error page: the bottom rows are its background.
                expect(len(set(pixel for row in rows[-12:] for pixel in row)) == 1, "SignUp: %s does not end in plain background" % os.path.basename(path))
                shades.append(luminance(rows))
            expect(shades[1] + 60 < shades[0], "SignUp: the dark picture is not darker than the light one (%.0f, %.0f)" % (shades[1], shades[0]))
        expect(not [n for n in os.listdir(out) if n.startswith(".")], "SignUp: temporary files left: %s" % os.listdir(out))

        # Every example through a stand-in browser that records how formc runs it and copies
        # SignUp's picture: the pages are generate's bytes, and the window is at least as high
        # as the page is at that width in Chromium.
        record = os.path.join(scratch, "record")
        os.makedirs(record)
        stand_in = os.path.join(scratch, "stand-in-chromium")
        with open(stand_in, "w") as f:
            f.write('#!/bin/sh\nprintf "%%s\\n" "$@" > "%s/$$.args"\n'
                    'for a; do case "$a" in --screenshot=*) cp "%s" "${a#--screenshot=}";; esac; done\n' % (record, light))
        os.chmod(stand_in, 0o755)
        windows = {}
        for example in examples:
            out = os.path.join(scratch, "out", example[:-len(".form")])
            for name in os.listdir(record):
                os.remove(os.path.join(record, name))
            result = run(formc, ["-o", out, os.path.join(ROOT, "Examples", example)], {"FORMC_CHROMIUM": stand_in})
            if not expect(result.returncode == 0, "%s: exit %d: %s" % (example, result.returncode, result.stderr)):
                continue
            pages = [n for n in os.listdir(out) if n.endswith((".html", ".js"))]
            for name in pages:
                with open(os.path.join(out, name), "rb") as a, open(os.path.join(generated, name), "rb") as b:
                    expect(a.read() == b.read(), "%s: preview's %s differs from generate --emit web's" % (example, name))
            for name in os.listdir(record):
                arguments = open(os.path.join(record, name)).read().split("\n")
                url = arguments[-2]
                form = os.path.basename(url)[:-len(".html")]
                size = next(a for a in arguments if a.startswith("--window-size="))[len("--window-size="):]
                width, height = map(int, size.split(","))
                expect(width == WIDTH and "--headless" in arguments, "%s: the browser was run with %s" % (example, arguments))
                profile = next(a for a in arguments if a.startswith("--user-data-dir="))[len("--user-data-dir="):]
                expect(not os.path.exists(profile), "%s: the browser's profile %s was left" % (example, profile))
                windows.setdefault(form, set()).add(("dark" if "--force-dark-mode" in arguments else "light", height, url))
            forms = [n[:-len(".html")] for n in pages if n.endswith(".html")]
            for form in forms:
                expect(sorted(kind for kind, _, _ in windows.get(form, ())) == ["dark", "light"], "%s: not one light and one dark run: %s" % (form, windows.get(form)))
                for picture in (form + ".png", form + "-dark.png"):
                    expect(os.path.join(out, picture) in result.stdout.split("\n"), "%s: %s not listed" % (form, picture))
        # The whole form fits in the window: the page's height at that width, as Chromium lays
        # it out, is at most the window's.
        sys.path.insert(0, HERE)
        import browser_harness
        browser = browser_harness.Browser(width=WIDTH, height=200)
        try:
            for form, runs in sorted(windows.items()):
                browser.open(os.path.join(generated, form + ".html"))
                needed = browser.js("return document.documentElement.scrollHeight")
                height = min(h for _, h, _ in runs)
                expect(needed <= height, "%s: the page is %d pixels high at width %d, but formc's window only %d" % (form, needed, WIDTH, height))
                print("  %s: window %d high, page %d" % (form, height, needed))
        finally:
            browser.close()
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
        # No browser on PATH, none named: the same, and standard error says where formc looked.
        out = os.path.join(scratch, "no-path")
        environment = {k: v for k, v in os.environ.items() if k != "FORMC_CHROMIUM"}
        environment["PATH"] = "/nonexistent"
        result = subprocess.run([formc, "preview", "-o", out, signup], capture_output=True, text=True, env=environment, timeout=60)
        expect(result.returncode == 0 and "looked for chromium, chromium-browser, google-chrome on PATH" in result.stderr,
               "no browser on PATH: exit %d, %r" % (result.returncode, result.stderr))
        expect(sorted(os.listdir(out)) == ["SignUp.html", "SignUp.js"] if os.path.isdir(out) else False, "no browser on PATH: the pages were not written alone")
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
