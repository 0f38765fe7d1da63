#!/usr/bin/env python3
"""A computed age through JavaRosa (docs/XFORM.md, "Computed values"):

    python3 Tests/XForm/age.py FORMC_BINARY

`formc generate --emit xform` of Tests/Computed/Age.form, then every vector of
Tests/Computed/ages.json (written from docs/LANGUAGE.md before it was run) through
Tests/XForm/XFormJudge.java: the date set, then the age JavaRosa calculates and whether the
guardian field, relevant while the age is under 18, is relevant. JavaRosa's `today()` is the
machine's day, so for each vector the XForm's `today()` is replaced by the vector's day,
`date('YYYY-MM-DD')`: what is judged is the XPath formula formc writes, on that day. Exits 1 on
a disagreement, 2 when Java, javac or the jar is missing.
"""

import json
import os
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, HERE)
import judge  # noqa: E402


def main():
    formc = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else os.path.join(ROOT, ".build/debug/formc"))
    jar = judge.find_jar()
    vectors = json.load(open(os.path.join(ROOT, "Tests/Computed/ages.json"), encoding="utf-8"))["vectors"]
    with tempfile.TemporaryDirectory() as work:
        made = subprocess.run([formc, "generate", "--emit", "xform", os.path.join(ROOT, "Tests/Computed/Age.form")],
                              capture_output=True, text=True, check=True).stdout
        if "today()" not in made:
            raise SystemExit("FAIL: the XForm of Age.form does not read today()")
        classes = os.path.join(work, "classes")
        os.makedirs(classes)
        judge.compile_judge(jar, classes)
        commands = []
        for i, v in enumerate(vectors):
            path = os.path.join(work, "age-%d.xml" % i)
            with open(path, "w", encoding="utf-8") as f:
                f.write(made.replace("today()", "date('%s')" % v["today"]))
            commands += ["FORM " + path, "SCRIPT %d" % i]
            if v["born"] is not None:
                commands.append("SET /Age/born " + v["born"].encode("utf-8").hex())
            commands.append("READ")
        outcomes = judge.run_judge(jar, classes, commands)
    wrong = []
    for v, outcome in zip(vectors, outcomes):
        fields = outcome["fields"]
        said = fields["/Age/years"]["value"]
        years = None if said in (None, "") else int(float(said))
        guardian = fields["/Age/guardian"]["relevant"]
        if years != v["years"] or guardian != v["guardian"]:
            wrong.append("born %s, today %s: JavaRosa says %r (guardian %s), expected %r (guardian %s)"
                         % (v["born"], v["today"], said, guardian, v["years"], v["guardian"]))
    if len(outcomes) != len(vectors):
        wrong.append("%d outcomes for %d vectors" % (len(outcomes), len(vectors)))
    if wrong:
        print("\n".join(wrong), file=sys.stderr)
        print("age.py: %d of %d vectors disagree" % (len(wrong), len(vectors)), file=sys.stderr)
        return 1
    print("age.py: %d vectors of age(d) through JavaRosa, each on its own day, agree with docs/LANGUAGE.md" % len(vectors))
    return 0


if __name__ == "__main__":
    sys.exit(main())
