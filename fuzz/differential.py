#!/usr/bin/env python3
"""Differential run of two formc binaries over the same inputs.

    python3 fuzz/differential.py OLD_FORMC NEW_FORMC [--mutants N] [--seed S] [--keep DIR]

For a change that must not alter behaviour (a refactoring of the compiler), runs both binaries
on every `.form` file in the repository, every saved fuzz regression, the fuzz corpus if one
is present (fuzz/corpus), and N forms made from those by random edits (default 10,000), and
compares, byte for byte:

 - `formc check --format json` over all inputs (diagnostics, their order, ids, spans, fix-its,
   and the exit status);
 - `formc generate --emit <every target> -o DIR` for each input that checks clean (every
   output file, the exit status and the diagnostics);
 - `formc fmt --in-place` over a copy of all inputs (every file's formatted bytes, and which
   files fmt refused, with the exit status).

Differences are printed per input (at most 20) and the script exits 1 if there are any.
Mutants are deterministic for a seed, so a difference can be reproduced; --keep DIR keeps the
inputs and both sides' outputs there. Each binary checks and formats the whole set in one process
each and generates each clean input in a process of its own.
"""

import argparse
import filecmp
import os
import random
import re
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

# Pieces an edit may insert: the dictionary's words and punctuation, and texts that cross
# the lexer's and the checker's edges.
EXTRA_PIECES = [
    "{", "}", "(", ")", "[", "]", ",", ":", ";", "...", "..<", "==", "!=", "&&", "||", "!",
    '"', '"x"', '""', "\\", "\\u{41}", "\n", "\r\n", "\t", " ", "//", "/*", "*/",
    "0", "-1", "1.5", "9223372036854775807", "-9223372036854775808", "99999999999999999999",
    "é", "e\u0301", "😀", "\u2028", "# formc:ignore", "// formc:ignore FC0205",
    "field x: text", "field y: int { }", "section \"S\" {", "validate required",
    "computed c: int? = y * 2", "repeat items {", "rows 1...3", "computed t: int = sum(y)", "count(items)",
    "age(", "min(", "max(",
]


def read_dictionary():
    words = []
    path = os.path.join(ROOT, "fuzz", "formc.dict")
    with open(path, encoding="utf-8") as f:
        for line in f:
            line = line.strip()
            if line.startswith('"') and line.endswith('"'):
                words.append(line[1:-1].encode().decode("unicode_escape"))
    return words


def seed_files():
    paths = []
    for base, dirs, files in os.walk(ROOT):
        dirs[:] = [d for d in dirs if not d.startswith(".build") and d not in (".git", "corpus", "crashes")]
        for name in files:
            if name.endswith(".form"):
                paths.append(os.path.join(base, name))
    regressions = os.path.join(ROOT, "fuzz", "regressions")
    if os.path.isdir(regressions):
        paths += [os.path.join(regressions, n) for n in os.listdir(regressions)]
    corpus = os.path.join(ROOT, "fuzz", "corpus")
    if os.path.isdir(corpus):
        paths += [os.path.join(corpus, n) for n in os.listdir(corpus)]
    return sorted(set(paths))


def mutate(rng, data, pieces, donors):
    """One to three random edits of `data` (bytes), most often one."""
    for _ in range(rng.choice((1, 1, 1, 2, 2, 3))):
        kind = rng.randrange(8)
        n = len(data)
        at = rng.randint(0, n)
        if kind == 0 and n:  # delete a short run
            end = min(n, at + rng.randint(1, 12))
            data = data[:at] + data[end:]
        elif kind == 1:  # insert a piece
            data = data[:at] + pieces[rng.randrange(len(pieces))].encode() + data[at:]
        elif kind == 2 and n:  # replace a word with a piece
            words = [m.span() for m in re.finditer(rb"[A-Za-z_][A-Za-z0-9_]*|\d+", data)]
            if words:
                s, e = words[rng.randrange(len(words))]
                data = data[:s] + pieces[rng.randrange(len(pieces))].encode() + data[e:]
        elif kind == 3:  # duplicate a line
            lines = data.split(b"\n")
            i = rng.randrange(len(lines))
            lines.insert(i, lines[i])
            data = b"\n".join(lines)
        elif kind == 4:  # delete a line
            lines = data.split(b"\n")
            if len(lines) > 1:
                del lines[rng.randrange(len(lines))]
            data = b"\n".join(lines)
        elif kind == 5 and n:  # flip one byte
            i = rng.randrange(n)
            data = data[:i] + bytes([rng.randrange(256)]) + data[i + 1:]
        elif kind == 6:  # splice a line from another input
            donor = donors[rng.randrange(len(donors))].split(b"\n")
            line = donor[rng.randrange(len(donor))]
            data = data[:at] + line + b"\n" + data[at:]
        else:  # swap two lines
            lines = data.split(b"\n")
            if len(lines) > 1:
                i, j = rng.randrange(len(lines)), rng.randrange(len(lines))
                lines[i], lines[j] = lines[j], lines[i]
            data = b"\n".join(lines)
    return data


def run(cmd, cwd):
    p = subprocess.run(cmd, cwd=cwd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=600)
    return p.returncode, p.stdout, p.stderr


def targets(formc, cwd):
    """The output targets, as formc names them in its error for an unknown one."""
    code, out, err = run([formc, "generate", "--emit", "?", "x.form"], cwd)
    m = re.search(r"the targets are (.*)", err.decode())
    if not m:
        sys.exit(f"cannot read the targets from: {err.decode()!r}")
    return [t.strip().strip("'") for t in m.group(1).split(",")]


def side(formc, inputs_dir, names, out_dir):
    """Everything one binary says about the inputs, written under out_dir."""
    os.makedirs(out_dir)
    rel = [os.path.join("in", n) for n in names]
    results = {}
    code, out, err = run([formc, "check", "--format", "json", "--no-color", *rel], os.path.dirname(inputs_dir))
    results["check"] = (code, out)
    # Clean inputs, by the JSON report: generate them all at once (one error would stop it).
    import json
    report = json.loads(out)
    broken = {d["file"] for d in report["diagnostics"] if d["severity"] == "error"}
    clean = [r for r in rel if r not in broken]
    # One directory per input: two inputs may hold forms of the same name.
    gen_dir = os.path.join(out_dir, "generated")
    all_targets = ",".join(targets(formc, os.path.dirname(inputs_dir)))
    generated = []
    for r in clean:
        target_dir = os.path.join(gen_dir, os.path.basename(r))
        code, gout, gerr = run([formc, "generate", "--emit", all_targets, "-o", target_dir, r], os.path.dirname(inputs_dir))
        generated.append((r, code, gerr))
    results["generate"] = generated
    # fmt: a copy of every input, formatted in place.
    fmt_dir = os.path.join(out_dir, "fmt")
    shutil.copytree(inputs_dir, fmt_dir)
    code, fout, ferr = run([formc, "fmt", "--in-place", "--no-color", *[os.path.join(fmt_dir, n) for n in names]], out_dir)
    results["fmt"] = (code, ferr.replace(out_dir.encode(), b"<out>"))
    return results, clean


def files_below(top):
    """Every file below `top`, as paths relative to it, sorted."""
    found = []
    for base, _, files in os.walk(top):
        found += [os.path.relpath(os.path.join(base, n), top) for n in files]
    return sorted(found)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("old")
    parser.add_argument("new")
    parser.add_argument("--mutants", type=int, default=10_000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--keep")
    args = parser.parse_args()
    old, new = os.path.abspath(args.old), os.path.abspath(args.new)

    work = args.keep or tempfile.mkdtemp(prefix="formc-diff.")
    if os.path.exists(os.path.join(work, "in")):
        shutil.rmtree(work)
    inputs_dir = os.path.join(work, "in")
    os.makedirs(inputs_dir)
    seeds = []
    for path in seed_files():
        with open(path, "rb") as f:
            data = f.read()
        if len(data) <= 65536:
            seeds.append(data)
    rng = random.Random(args.seed)
    pieces = read_dictionary() + EXTRA_PIECES
    names = []
    for i, data in enumerate(seeds):
        names.append(f"seed{i:05}.form")
        with open(os.path.join(inputs_dir, names[-1]), "wb") as f:
            f.write(data)
    for i in range(args.mutants):
        data = mutate(rng, seeds[rng.randrange(len(seeds))], pieces, seeds)
        names.append(f"mutant{i:05}.form")
        with open(os.path.join(inputs_dir, names[-1]), "wb") as f:
            f.write(data)

    a, clean_a = side(old, inputs_dir, names, os.path.join(work, "old"))
    b, clean_b = side(new, inputs_dir, names, os.path.join(work, "new"))

    differences = []
    for step in ("check", "fmt"):
        if a[step] != b[step]:
            differences.append(f"{step}: exit {a[step][0]} vs {b[step][0]}; output differs")
    for ga, gb in zip(a["generate"], b["generate"]):
        if ga != gb:
            differences.append(f"generate {ga[0]}: exit {ga[1]} vs {gb[1]}, or its diagnostics differ")
    if clean_a != clean_b:
        differences.append(f"clean inputs differ: {sorted(set(clean_a) ^ set(clean_b))[:20]}")
    for sub in ("generated", "fmt"):
        da, db = os.path.join(work, "old", sub), os.path.join(work, "new", sub)
        if not os.path.isdir(da) and not os.path.isdir(db):
            continue
        if not os.path.isdir(da) or not os.path.isdir(db):
            differences.append(f"{sub}: written by one side only")
            continue
        fa, fb = files_below(da), files_below(db)
        if fa != fb:
            differences.append(f"{sub}: different files: {sorted(set(fa) ^ set(fb))[:20]}")
        _, mismatch, errors = filecmp.cmpfiles(da, db, sorted(set(fa) & set(fb)), shallow=False)
        for name in mismatch + errors:
            differences.append(f"{sub}/{name} differs")
    if a["check"] != b["check"]:
        # Name the inputs whose diagnostics differ.
        import json
        def by_file(out):
            table = {}
            for d in json.loads(out)["diagnostics"]:
                table.setdefault(d["file"], []).append(d)
            return table
        ta, tb = by_file(a["check"][1]), by_file(b["check"][1])
        for name in sorted(set(ta) | set(tb)):
            if ta.get(name) != tb.get(name):
                differences.append(f"check {name}: {ta.get(name)} vs {tb.get(name)}")

    total = len(names)
    print(f"differential: {total} inputs ({len(seeds)} seeds, {args.mutants} mutants, seed {args.seed}), "
          f"{len(clean_a)} clean; check, {len(targets(new, work))} targets and fmt compared")
    if differences:
        for line in differences[:20]:
            print("  DIFF " + line[:2000])
        if len(differences) > 20:
            print(f"  ... and {len(differences) - 20} more")
        print(f"inputs and outputs kept in {work}")
        sys.exit(1)
    if not args.keep:
        shutil.rmtree(work)
    print("differential: no difference")


if __name__ == "__main__":
    main()
