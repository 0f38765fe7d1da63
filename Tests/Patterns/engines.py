#!/usr/bin/env python3
"""The pattern corpus through formc, Python `re` and Node (no flag, `u`, `v`).

    engines.py update FORMC   rewrite expected.json from corpus.json
    engines.py check FORMC    fail unless expected.json is current (formc's verdicts, and every
                              engine's answers on the recorded probes), every pattern formc calls
                              clean matches alike in Python and Node with `u` and with `v` (the
                              engines formc promises, with ICU), and every pattern formc warns
                              FC0341 about is exponentially slow in Python on its attack

Node without a flag is recorded too, for information: it sees a character above U+FFFF as two
UTF-16 units, so `.` or `[^a]` takes half of an emoji there, and formc does not promise it.

FORMC is a built formc binary (.build/debug/formc). For each pattern of corpus.json, formc's
verdict (the ids it reports) and the anchored pattern it emits come from `formc check` and
`formc generate --emit json-schema`, exactly as a user gets them. The probes are generated here:
fixed strings (BMP and non-BMP characters, combining marks, line terminators, Unicode digits
and letters), the pattern's own characters, strings sampled from the pattern and near misses of
those (a character dropped, doubled, or replaced by an emoji, a combining mark, a newline...).

expected.json keeps, per pattern, the verdict, the anchored pattern, the probes and each
engine's results ("0110..." per probe, or "error: ..."). The Swift test PatternEngineTests runs
the same probes through ICU (NSRegularExpression) and compares with these results, so that
`swift test` needs neither Python nor Node; this script keeps the file honest in CI.
"""
import json
import random
import subprocess
import sys
import tempfile
import time
import warnings
from pathlib import Path

try:
    from re import _constants as sre_constants, _parser as sre_parse
except ImportError:  # Python before 3.11
    import sre_constants
    import sre_parse
import re

HERE = Path(__file__).resolve().parent
CORPUS = HERE / "corpus.json"
EXPECTED = HERE / "expected.json"
ENGINES = ("python", "ecma", "ecma_u", "ecma_v")
# The engines a clean pattern must agree in (ICU is PatternEngineTests's).
PROMISED = ("python", "ecma_u", "ecma_v")

FIXED_PROBES = [
    "", "a", "A", "z", "Z", "b", "x", "0", "9", "_", "-", ".", ":", " ", "  ", "\t", "\n", "\r", "\r\n",
    "a\n", "\u000b", "\u000c", "\u001c", "\u0085", "\u00a0", "\u1680", "\u180e", "\u2000", "\u200b",
    "\u2028", "\u2029", "\u202f", "\u3000", "\ufeff", "é", "e\u0301", "\u0301", "ß", "ſ", "\u212a",
    "İ", "ı", "ÿ", "Ā", "\u0663", "\u0966", "①", "²", "Ⅳ", "中", "ア", "가", "\ufffd", "\uffff",
    "😀", "😀😀", "a😀", "😀a", "👍🏽", "\U0001d400", "\U0001d7ce", "\U00020000", "\U0010ffff",
    "[", "]", "\\", "^", "$", "=", "&", "~", "ab", "aa", "abc", "a b",
]
NOISE = ["😀", "é", "\u0301", "\n", "\u0663", "\U0001d400", "a", "Z", "0", " ", "-", "_", ".", "\u00a0", "ß"]
# Probes per pattern besides FIXED_PROBES, which every pattern gets.
MAXIMUM_PROBES = 60
MAXIMUM_PROBE_LENGTH = 16
# Probes stay short on patterns formc warns catastrophic, so the engines answer at once.
MAXIMUM_PROBE_LENGTH_SLOW = 10


def form_string(text):
    """`text` as a .form string literal."""
    out = []
    for c in text:
        if c in '\\"':
            out.append("\\" + c)
        elif ord(c) < 0x20 or ord(c) == 0x7F:
            out.append("\\u{%X}" % ord(c))
        else:
            out.append(c)
    return '"' + "".join(out) + '"'


def formc_verdicts(formc, patterns):
    """(ids, anchored or None) per pattern, from formc's command line: one file per pattern,
    so per-file diagnostic limits never cut a verdict short."""
    with tempfile.TemporaryDirectory() as tmp:
        forms = Path(tmp) / "forms"
        forms.mkdir()
        for i, pattern in enumerate(patterns):
            # `autocapitalization never`: the verdicts are about the pattern alone, not about a
            # keyboard that would capitalise what a lowercase pattern rejects (FC0230).
            (forms / f"p{i:04}.form").write_text(
                f"form P{i:04} {{\n    field f: text {{ autocapitalization never; validate pattern({form_string(pattern)}) }}\n}}\n",
                encoding="utf-8")
        checked = subprocess.run([formc, "check", "--format", "json", str(forms)], capture_output=True, text=True)
        ids = [[] for _ in patterns]
        for d in json.loads(checked.stdout)["diagnostics"]:
            ids[int(Path(d["file"]).stem[1:])].append(d["id"])
        usable = [i for i in range(len(patterns)) if not {"FC0324", "FC0340"} & set(ids[i])]
        out = Path(tmp) / "out"
        generated = subprocess.run([formc, "generate", "--emit", "json-schema", "-o", str(out) + "/"]
                                   + [str(forms / f"p{i:04}.form") for i in usable], capture_output=True, text=True)
        if generated.returncode != 0:
            sys.exit("formc generate failed on patterns it checked without errors:\n" + generated.stderr[:2000])
        anchored = [None] * len(patterns)
        for i in usable:
            schema = json.loads((out / f"P{i:04}.schema.json").read_text(encoding="utf-8"))
            anchored[i] = schema["properties"]["f"]["pattern"]
        return [sorted(x) for x in ids], anchored


def compile_python(anchored):
    """Python `re` as python-jsonschema uses it; a FutureWarning (a construct whose meaning
    Python announces it will change) counts as an error."""
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        return re.compile(anchored)


def python_results(anchored, probes):
    try:
        regex = compile_python(anchored)
    except (re.error, FutureWarning, OverflowError, RecursionError) as error:
        return f"error: {error}"
    return "".join("1" if regex.search(p) else "0" for p in probes)


class Sampler:
    """Random strings a parsed Python pattern matches (usually: lookarounds are ignored)."""

    def __init__(self, rng, pool):
        self.rng = rng
        self.pool = pool
        self.groups = {}

    def member(self, items, c):
        o = ord(c)
        for op, av in items:
            if op is sre_constants.LITERAL and o == av:
                return True
            if op is sre_constants.RANGE and av[0] <= o <= av[1]:
                return True
            if op is sre_constants.CATEGORY:
                probe = {sre_constants.CATEGORY_DIGIT: r"\d", sre_constants.CATEGORY_NOT_DIGIT: r"\D",
                         sre_constants.CATEGORY_SPACE: r"\s", sre_constants.CATEGORY_NOT_SPACE: r"\S",
                         sre_constants.CATEGORY_WORD: r"\w", sre_constants.CATEGORY_NOT_WORD: r"\W"}.get(av)
                if probe and re.fullmatch(probe, c):
                    return True
        return False

    def one_of(self, items):
        negated = bool(items) and items[0][0] is sre_constants.NEGATE
        if negated:
            items = items[1:]
        choices = [c for c in self.pool if self.member(items, c) != negated]
        if not negated:
            for op, av in items:
                if op is sre_constants.LITERAL:
                    choices.append(chr(av))
                elif op is sre_constants.RANGE:
                    choices += [chr(av[0]), chr(av[1]), chr((av[0] + av[1]) // 2)]
        choices = [c for c in choices if not 0xD800 <= ord(c) <= 0xDFFF]
        return self.rng.choice(choices) if choices else None

    def sample(self, parsed):
        out = []
        for op, av in parsed:
            piece = self.node(op, av)
            if piece is None:
                return None
            out.append(piece)
        return "".join(out)

    def node(self, op, av):
        c = sre_constants
        if op is c.LITERAL:
            return chr(av)
        if op is c.NOT_LITERAL:
            return self.one_of([(c.NEGATE, None), (c.LITERAL, av)])
        if op is c.ANY:
            return self.one_of([(c.NEGATE, None), (c.LITERAL, 10)])
        if op is c.IN:
            return self.one_of(list(av))
        if op is c.BRANCH:
            return self.sample(self.rng.choice(av[1]))
        if op is c.SUBPATTERN:
            group, _, _, parsed = av
            text = self.sample(parsed)
            if group is not None and text is not None:
                self.groups[group] = text
            return text
        if op in (c.MAX_REPEAT, c.MIN_REPEAT, getattr(c, "POSSESSIVE_REPEAT", None)):
            low, high, parsed = av
            if low > 40:
                return None
            count = self.rng.choice([low, low, low + 1, low + 2])
            count = min(count, high) if high != c.MAXREPEAT else count
            parts = [self.sample(parsed) for _ in range(count)]
            return None if None in parts else "".join(parts)
        if op is c.GROUPREF:
            return self.groups.get(av, "")
        if op in (c.AT, c.ASSERT, c.ASSERT_NOT):
            return ""
        return None


def probes_for(pattern, anchored, slow):
    rng = random.Random(pattern)
    limit = MAXIMUM_PROBE_LENGTH_SLOW if slow else MAXIMUM_PROBE_LENGTH
    pool = sorted({c for p in FIXED_PROBES + NOISE for c in p} | set(pattern))
    probes = sorted(set(pattern))
    samples = []
    if anchored is not None:
        try:
            parsed = sre_parse.parse(anchored)
        except Exception:
            parsed = None
        for _ in range(12 if parsed is not None else 0):
            text = Sampler(rng, pool).sample(parsed)
            if text is not None and len(text) <= limit:
                samples.append(text)
    for s in samples:
        probes.append(s)
        variants = [s[:-1], s[1:], s + s[-1:], s + "\n", "\n" + s]
        for _ in range(3):
            k = rng.randrange(len(s) + 1)
            noise = rng.choice(NOISE)
            variants.append(s[:k] + noise + s[k + 1:])
            variants.append(s[:k] + noise + s[k:])
        probes += variants
    seen, result = set(FIXED_PROBES), []
    for p in probes:
        if p not in seen and len(p) <= limit and not any(0xD800 <= ord(c) <= 0xDFFF for c in p):
            seen.add(p)
            result.append(p)
    return result[:MAXIMUM_PROBES]


def node_results(items):
    done = subprocess.run(["node", str(HERE / "engines.mjs")], input=json.dumps(items), capture_output=True,
                          text=True, check=True)
    return json.loads(done.stdout)


def compute(formc, known=None):
    """Every corpus pattern with formc's verdict, its probes and every engine's results. `known`
    maps (pattern, anchored) to probes recorded before, which are reused: the check then does not
    depend on this Python's sampling, only on its `re`."""
    corpus = json.loads(CORPUS.read_text(encoding="utf-8"))["patterns"]
    patterns = [e["pattern"] for e in corpus]
    ids, anchored = formc_verdicts(formc, patterns)
    entries = []
    for i, pattern in enumerate(patterns):
        own = (known or {}).get((pattern, anchored[i]))
        if own is None:
            own = probes_for(pattern, anchored[i], "FC0341" in ids[i])
        entries.append({"pattern": pattern, "ids": ids[i], "anchored": anchored[i], "probes": FIXED_PROBES + own})
    runnable = [e for e in entries if e["anchored"] is not None]
    for entry, results in zip(runnable, node_results([{"anchored": e["anchored"], "probes": e["probes"]} for e in runnable])):
        entry["python"] = python_results(entry["anchored"], entry["probes"])
        entry.update(results)
    return corpus, entries


def milliseconds(regex, text):
    best = None
    for _ in range(2):
        start = time.perf_counter()
        regex.search(text)
        elapsed = (time.perf_counter() - start) * 1000
        best = elapsed if best is None else min(best, elapsed)
    return best


def python_attack(regex, text):
    """Like engines.mjs's attack mode: the first pump count from 8 that takes 10 ms (or 40),
    and the time with up to four more pumps, stopping once it is 4 times as long."""
    pumps = 8
    while pumps < 40 and milliseconds(regex, text(pumps)) < 10:
        pumps += 2
    low = milliseconds(regex, text(pumps))
    high = low
    for more in range(1, 5):
        high = milliseconds(regex, text(pumps + more))
        if high >= 4 * low:
            break
    return {"pumps": pumps, "more": more, "low": low, "high": high}


def exponential(timing):
    return timing["low"] >= 5 and timing["high"] >= 4 * timing["low"]


def check_attacks(corpus, entries):
    """Each pattern formc warns FC0341 about must slow Python or Node down exponentially on its
    attack (at most four more pumps cost 4 times as long; a doubling per pump costs 16 times); each pattern formc leaves alone
    must take a long attack in stride in both."""
    problems = []
    attacked = [(source["attack"], entry) for source, entry in zip(corpus, entries)
                if "attack" in source and entry["anchored"] is not None]
    text_of = lambda attack: lambda n: attack["prefix"] + attack["pump"] * n + attack["suffix"]
    flagged = [(a, e) for a, e in attacked if "FC0341" in e["ids"]]
    node = subprocess.run(["node", str(HERE / "engines.mjs"), "attack"], capture_output=True, text=True, check=True,
                          input=json.dumps([dict(a, anchored=e["anchored"]) for a, e in flagged]))
    for (attack, entry), node_timing in zip(flagged, json.loads(node.stdout)):
        python_timing = python_attack(compile_python(entry["anchored"]), text_of(attack))
        shown = "; ".join(f"{name} {t['pumps']} pumps {t['low']:.0f} ms, {t['pumps'] + t['more']} pumps {t['high']:.0f} ms"
                          for name, t in (("python", python_timing), ("node", node_timing)))
        slow = [name for name, t in (("python", python_timing), ("node", node_timing)) if exponential(t)]
        print(f"  FC0341 {entry['pattern']!r}: {shown}: exponential in {', '.join(slow) or 'neither'}")
        if not slow:
            problems.append(f"{entry['pattern']!r} is warned FC0341 but its attack is not exponential in Python or Node")
    for attack, entry in attacked:
        if "FC0341" in entry["ids"]:
            continue
        elapsed = milliseconds(compile_python(entry["anchored"]), text_of(attack)(2000))
        print(f"  clean  {entry['pattern']!r}: 2000 pumps {elapsed:.1f} ms in python")
        if elapsed > 500:
            problems.append(f"{entry['pattern']!r} has no FC0341 but takes {elapsed:.0f} ms on its attack")
    return problems


def disagreements(entry, engines=PROMISED):
    """The probes on which Python and Node with `u` and `v` disagree, or a compile failure."""
    results = {name: entry[name] for name in engines}
    errors = [name for name, r in results.items() if r.startswith("error")]
    if errors:
        return [f"does not compile in {', '.join(errors)}: {results[errors[0]]}"]
    found = []
    for k, probe in enumerate(entry["probes"]):
        answers = {name: r[k] for name, r in results.items()}
        if len(set(answers.values())) > 1:
            found.append(f"{probe!r}: " + ", ".join(f"{n} {a}" for n, a in answers.items()))
    return found


def main():
    if len(sys.argv) != 3 or sys.argv[1] not in ("update", "check"):
        sys.exit(__doc__)
    mode, formc = sys.argv[1], sys.argv[2]
    old = json.loads(EXPECTED.read_text(encoding="utf-8")) if mode == "check" else None
    known = {(e["pattern"], e["anchored"]): e["probes"] for e in old["patterns"]} if old else None
    corpus, entries = compute(formc, known)
    stored = [dict(e, probes=e["probes"][len(FIXED_PROBES):]) for e in entries]
    document = {"about": "Generated by Tests/Patterns/engines.py update from corpus.json; do not edit. Each "
                         "pattern's probes are fixedProbes followed by its own; each engine's result has one "
                         "0 or 1 per probe.",
                "node": subprocess.run(["node", "--version"], capture_output=True, text=True).stdout.strip(),
                "python": ".".join(map(str, sys.version_info[:2])),
                "fixedProbes": FIXED_PROBES,
                "patterns": stored}
    text = json.dumps(document, ensure_ascii=True, indent=1) + "\n"
    clean = [e for e in entries if not e["ids"]]
    warned = [e for e in entries if e["ids"] and e["anchored"] is not None]
    print(f"patterns: {len(entries)}: {len(clean)} clean, {len(warned)} with warnings, "
          f"{len(entries) - len(clean) - len(warned)} with errors; {sum(len(e['probes']) for e in entries)} probes")
    if mode == "update":
        EXPECTED.write_text(text, encoding="utf-8")
        print(f"wrote {EXPECTED}")
        return
    problems = []
    for key in ("node", "python"):
        if old[key] != document[key]:
            print(f"note: expected.json was made with {key} {old[key]}, this is {document[key]}")
    new = json.loads(text)["patterns"]
    if old["patterns"] != new:
        before = {e["pattern"]: e for e in old["patterns"]}
        changed = [e["pattern"] for e in new if before.get(e["pattern"]) != e]
        changed += [p for p in before if p not in {e["pattern"] for e in new}]
        problems.append("expected.json is not current (run Tests/Patterns/engines.py update FORMC and read the diff): "
                        + ", ".join(map(repr, changed[:10])) + (" ..." if len(changed) > 10 else ""))
    for entry in clean:
        for difference in disagreements(entry)[:3]:
            problems.append(f"clean pattern {entry['pattern']!r} disagrees: {difference}")
    no_flag = sum(1 for entry in clean if entry["ecma"] != entry["python"])
    print(f"patterns: {no_flag} of {len(clean)} clean patterns answer differently in Node without a flag "
          "(a character above U+FFFF is two UTF-16 units there; formc's patterns are read with 'u')")
    problems += check_attacks(corpus, entries)
    for problem in problems:
        print("FAIL: " + problem)
    if problems:
        sys.exit(1)
    print("patterns: every clean pattern compiles and matches alike in Python re and Node with u and with v")


if __name__ == "__main__":
    main()
