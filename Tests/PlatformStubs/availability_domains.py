#!/usr/bin/env python3
"""Rewrites iOS version checks into FormcAvailability domains, for typecheck.sh.

Linux ignores `@available(iOS 16.0, *)` and `#available(iOS 16.0, *)`. The stub modules mark
every API newer than iOS 15 with a custom availability domain (`@available(iOS16)`), which
Swift checks on any platform. This script makes the code under test speak the same language:

    #available(iOS 17.0, *)          ->  #available(iOS16), #available(iOS17)
    @available(iOS 16.0, *) struct S ->  @available(iOS 16.0, *) @available(iOS16) struct S
    #unavailable(iOS 16.0)           ->  #unavailable(iOS16)

A version implies every domain up to it (iOS 17.4 implies iOS16, iOS17 and iOS17_4); iOS 15
and older imply none, since iOS 15 is the oldest iOS formc generates for. Inside a scope that
already guarantees a version (a declaration marked `@available(iOS 16.0, *)`, or the body of an
`if #available(iOS 16.0, *)`), a `#available` names only the domains above it, as Swift itself
reasons; a check the scope already guarantees keeps every domain, so it fails as "unnecessary
check", the warning Xcode gives for it. Only the checks are
changed, on the lines they are on, so compiler diagnostics keep their line numbers. Forms this
script does not understand are refused (exit 2) rather than guessed at.

Usage: availability_domains.py INPUT OUTPUT
"""
import re
import sys

# Keep in sync with Availability/FormcAvailability.h.
DOMAINS = [((16, 0), "iOS16"), ((17, 0), "iOS17"), ((17, 4), "iOS17_4"),
           ((18, 0), "iOS18"), ((26, 0), "iOS26"), ((27, 0), "iOS27")]
MINIMUM = (15, 0)


def version(text):
    parts = [int(p) for p in text.split(".")]
    return tuple((parts + [0, 0])[:2])


def domains_for(v):
    return [name for (dv, name) in DOMAINS if dv <= v]


class Refused(Exception):
    pass


def ios_version(spec_list, where):
    """The iOS version in an availability spec list such as `iOS 16.0, macOS 13.0, *`."""
    for spec in (s.strip() for s in spec_list.split(",")):
        m = re.fullmatch(r"iOS\s+(\d+(?:\.\d+){0,2})", spec)
        if m:
            return version(m.group(1))
        if re.fullmatch(r"iOS\w*", spec) and spec != "iOS":
            # Already a domain (iOS16), or iOSApplicationExtension: leave alone.
            return None
    return None


def scope_floors(source):
    """The iOS version each `#available` (by offset) is already guaranteed by its enclosing
    scopes: `@available(iOS X, *)` on a declaration and `if #available(iOS X, *)` apply to the
    next `{ ... }`. Strings and comments are skipped, so braces in them do not count."""
    floors, stack, pending = {}, [MINIMUM], MINIMUM
    i, n = 0, len(source)
    while i < n:
        c = source[i]
        if source.startswith("//", i):
            i = source.find("\n", i)
            i = n if i < 0 else i
            continue
        if source.startswith("/*", i):
            depth, i = 1, i + 2
            while i < n and depth:
                if source.startswith("/*", i):
                    depth, i = depth + 1, i + 2
                elif source.startswith("*/", i):
                    depth, i = depth - 1, i + 2
                else:
                    i += 1
            continue
        m = re.match(r'(#*)("""|")', source[i:i + 8]) if c in '#"' else None
        if m:
            hashes, quote = m.group(1), m.group(2)
            close = quote + hashes
            j = i + len(m.group(0))
            while j < n and not source.startswith(close, j):
                j += 2 if (source[j] == "\\" and not hashes) else 1
            i = j + len(close)
            continue
        if c == "@" or c == "#":
            m = re.match(r"(@available|#available)\s*\(([^()]*)\)", source[i:])
            if m:
                if c == "#":
                    floors[i] = stack[-1]
                v = ios_version(m.group(2), "") if not re.match(r"\s*iOS\s*,", m.group(2)) else None
                if v is not None:
                    pending = max(pending, v)
                i += len(m.group(0))
                continue
        if c == "{":
            stack.append(max(stack[-1], pending))
            pending = MINIMUM
        elif c == "}":
            if len(stack) > 1:
                stack.pop()
            pending = MINIMUM
        elif c in ";=":
            pending = MINIMUM
        i += 1
    return floors


def rewrite(source, path):
    out = source
    floors = scope_floors(source)

    def check(m):
        keyword, specs = m.group(1), m.group(2)
        v = ios_version(specs, path)
        if v is None or v <= MINIMUM:
            return m.group(0)
        floor = floors.get(m.start(), MINIMUM)
        names = domains_for(v)
        if keyword == "#available" and floor < v:
            names = [name for (dv, name) in DOMAINS if floor < dv <= v]
        newlines = "\n" * m.group(0).count("\n")
        if keyword == "#available":
            return ", ".join(f"#available({n})" for n in names) + newlines
        if len(names) != 1:
            line = source.count("\n", 0, m.start()) + 1
            raise Refused(f"{path}:{line}: #unavailable(iOS {'.'.join(map(str, v))}) spans several "
                          f"availability domains ({', '.join(names)}); typecheck.sh cannot express it")
        return f"#unavailable({names[0]})" + newlines

    out = re.sub(r"(#available|#unavailable)\s*\(([^()]*)\)", check, out)

    def attribute(m):
        args = m.group(1)
        if re.match(r"\s*iOS\s*,", args):  # long form: @available(iOS, introduced: 16.0, ...)
            intro = re.search(r"introduced\s*:\s*(\d+(?:\.\d+){0,2})", args)
            if not intro:
                return m.group(0)
            v = version(intro.group(1))
        else:
            v = ios_version(args, path)
        if v is None or v <= MINIMUM:
            return m.group(0)
        return m.group(0) + "".join(f" @available({n})" for n in domains_for(v))

    out = re.sub(r"@available\s*\(([^()]*)\)", attribute, out)
    return out


def main():
    if len(sys.argv) != 3:
        print(__doc__.strip().splitlines()[-1], file=sys.stderr)
        return 64
    src, dst = sys.argv[1], sys.argv[2]
    with open(src, encoding="utf-8") as f:
        text = f.read()
    try:
        text = rewrite(text, src)
    except Refused as e:
        print(f"error: {e}", file=sys.stderr)
        return 2
    with open(dst, "w", encoding="utf-8") as f:
        f.write(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
