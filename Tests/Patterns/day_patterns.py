#!/usr/bin/env python3
"""DayPattern's patterns (Tests/Patterns/day-patterns.json) through Python `re` and Node.

    python3 Tests/Patterns/day_patterns.py

day-patterns.json is written by the Swift test DayPatternTests, which checks the same patterns
on the same probes through ICU. Here each ordering pattern must match a probe, with JSON
Schema's search semantics (`re.search`, `RegExp.prototype.test` with no flag, with `u` and with
`v`), exactly when plain string comparison of the probe with the bound says so: for
`YYYY-MM-DD` days, the order of the days. No pattern may match a probe followed by a line
terminator (Python's `$` alone would). `calendarDay`, the pattern of every date property, must
match exactly the days of the calendar (0000-01-01 to 9999-12-31), on probes made here: February
28 to 30 and January and April 31 of every year, every month 00 to 13 and day 00 to 32 of the
years whose leap rule differs, and texts that are not of the shape. Exits 1 on any
disagreement, 2 when node is missing.
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
FLAGS = ("", "u", "v")
# Node answers with one "0"/"1" string per pattern and flag, a character per probe.
NODE = r"""
const data = JSON.parse(require("fs").readFileSync(0, "utf8"));
const out = data.patterns.map(p => data.flags.map(flags => {
    const regex = new RegExp(p.pattern, flags);
    return p.probes.map(probe => regex.test(probe) ? "1" : "0").join("");
}));
process.stdout.write(JSON.stringify(out));
"""


def is_leap(year):
    return year % 4 == 0 and (year % 100 != 0 or year % 400 == 0)


def is_day(text):
    """Whether `text` is a `YYYY-MM-DD` day of the proleptic Gregorian calendar, 0000 to 9999
    (not `datetime.date`, whose years start at 1)."""
    if len(text) != 10 or text[4] != "-" or text[7] != "-":
        return False
    digits = text[:4] + text[5:7] + text[8:]
    if not all("0" <= c <= "9" for c in digits):
        return False
    year, month, day = int(text[:4]), int(text[5:7]), int(text[8:])
    if not 1 <= month <= 12:
        return False
    return 1 <= day <= [31, 29 if is_leap(year) else 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]


def calendar_probes():
    probes = []
    for year in range(10000):
        probes += ["%04d-02-28" % year, "%04d-02-29" % year, "%04d-02-30" % year, "%04d-01-31" % year, "%04d-04-31" % year]
    for year in (0, 1, 4, 100, 400, 1900, 2000, 2023, 2024, 9999):
        probes += ["%04d-%02d-%02d" % (year, month, day) for month in range(14) for day in range(33)]
    probes += ["", "hello", "2027-13-45", "2024-1-05", "24-01-05", "2024/01/05", "2024-01-05T00:00:00Z",
               " 2024-01-05", "2024-01-05 ", "2024-01-051", "\uff12\uff10\uff12\uff14-01-05", "2024-01-0\u0663"]
    return probes


def main():
    data = json.loads((HERE / "day-patterns.json").read_text(encoding="utf-8"))
    probes = data["probes"]
    # Each probe with a line terminator after it: no pattern may match one.
    suffixed = [p + end for p in probes for end in ("\n", "\r\n", "\r", "\u2028", "\u0085")]
    runs = []
    for entry in data["patterns"]:
        test = COMPARE[entry["op"]]
        wanted = "".join("1" if test(probe, entry["bound"]) else "0" for probe in probes) + "0" * len(suffixed)
        runs.append(("%s %s" % (entry["op"], entry["bound"]), entry["pattern"], probes + suffixed, wanted))
    calendar = calendar_probes()
    calendar += [p + "\n" for p in calendar if is_day(p)][:2000]
    runs.append(("calendarDay", data["calendarDay"], calendar, "".join("1" if is_day(p) else "0" for p in calendar)))
    failures = []
    for name, pattern, texts, wanted in runs:
        regex = re.compile(pattern)
        python = "".join("1" if regex.search(text) else "0" for text in texts)
        if python != wanted:
            first = next(i for i in range(len(texts)) if python[i] != wanted[i])
            failures.append("python re: %s, first on %r" % (name, texts[first]))
    if shutil.which("node") is None:
        sys.stderr.write("day_patterns.py needs node\n")
        sys.exit(2)
    node_input = {"flags": FLAGS, "patterns": [{"pattern": pattern, "probes": texts} for _, pattern, texts, _ in runs]}
    done = subprocess.run(["node", "-e", NODE], input=json.dumps(node_input), capture_output=True, text=True, check=True)
    for (name, _, texts, wanted), answers in zip(runs, json.loads(done.stdout)):
        for flags, answer in zip(FLAGS, answers):
            if answer != wanted:
                first = next(i for i in range(len(texts)) if answer[i] != wanted[i])
                failures.append("node (%s): %s, first on %r" % (flags or "no flag", name, texts[first]))
    for failure in failures:
        print(failure)
    print("day patterns: %d patterns x %d probes (and each with a final line terminator), calendarDay x %d probes; "
          "Python re and Node (no flag, u, v): %d disagreements" % (len(data["patterns"]), len(probes), len(calendar), len(failures)))
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
