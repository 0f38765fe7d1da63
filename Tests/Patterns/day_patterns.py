#!/usr/bin/env python3
"""DayPattern's patterns (Tests/Patterns/day-patterns.json) through Python `re` and Node.

    python3 Tests/Patterns/day_patterns.py

day-patterns.json is written by the Swift test DayPatternTests, which checks the same patterns
on the same probes through ICU. Here each pattern must match a probe, with JSON Schema's
search semantics (`re.search`, `RegExp.prototype.test`, with and without the `u` flag), exactly
when plain string comparison of the probe with the bound says so: for `YYYY-MM-DD` days, the
order of the days. Exits 1 on any disagreement, 2 when node is missing.
"""
import json
import re
import shutil
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
COMPARE = {
    "<": lambda a, b: a < b, "<=": lambda a, b: a <= b, ">": lambda a, b: a > b,
    ">=": lambda a, b: a >= b, "==": lambda a, b: a == b,
}
# Node answers with one "0"/"1" string per pattern and flag, a character per probe.
NODE = r"""
const data = JSON.parse(require("fs").readFileSync(0, "utf8"));
const out = data.patterns.map(p => ["", "u"].map(flags => {
    const regex = new RegExp(p.pattern, flags);
    return data.probes.map(probe => regex.test(probe) ? "1" : "0").join("");
}));
process.stdout.write(JSON.stringify(out));
"""


def main():
    data = json.loads((HERE / "day-patterns.json").read_text(encoding="utf-8"))
    probes = data["probes"]
    failures = []
    expected = []
    for entry in data["patterns"]:
        test = COMPARE[entry["op"]]
        wanted = "".join("1" if test(probe, entry["bound"]) else "0" for probe in probes)
        expected.append(wanted)
        regex = re.compile(entry["pattern"])
        python = "".join("1" if regex.search(probe) else "0" for probe in probes)
        if python != wanted:
            failures.append("python re: %s %s" % (entry["op"], entry["bound"]))
    if shutil.which("node") is None:
        sys.stderr.write("day_patterns.py needs node\n")
        sys.exit(2)
    done = subprocess.run(["node", "-e", NODE], input=json.dumps(data), capture_output=True, text=True, check=True)
    for entry, wanted, answers in zip(data["patterns"], expected, json.loads(done.stdout)):
        for flags, answer in zip(("no flag", "u"), answers):
            if answer != wanted:
                failures.append("node (%s): %s %s" % (flags, entry["op"], entry["bound"]))
    for failure in failures:
        print(failure)
    print("day patterns: %d patterns x %d probes, %d disagreements" % (len(data["patterns"]), len(probes), len(failures)))
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
