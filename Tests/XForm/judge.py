#!/usr/bin/env python3
"""A second engine as the judge of formc's XForms (docs/XFORM.md, "The judge").

    python3 Tests/XForm/judge.py FORMC_BINARY

ODK's own form engine, JavaRosa, as the ODK Validate jar of the pinned pyxform wheel
(Tests/XForm/requirements.txt) ships it, runs the XForms `formc generate --emit xform` writes:

 1. ODK Validate (`java -jar ODK_Validate.jar FILE...`) passes every XForm of Examples/*.form,
    Tests/Forms/*.form and Tests/Conformance/*.form, with no warning;
 2. Tests/XForm/XFormJudge.java, compiled here with the machine's javac against the jar, plays
    answer scripts and says, for every field, what JavaRosa holds, whether it is relevant and
    required, and the message it shows;
 3. the replayed scripts: every vector of Tests/Conformance/vectors.json and every record of
    Tests/Conformance/records.json, compared with what the generated Swift models say of them
    (Tests/Web/swift-outcomes.json): the field's verdict and first message, every field's
    verdict (valid, invalid, hidden) and message after a submit, and the submitted record,
    which JavaRosa's instance XML is turned into (Tests/XForm/record.py's rules) and compared
    with the Swift model's JSON, and checked with python-jsonschema against formc's JSON
    Schema of the form;
 4. the written scripts: Tests/XForm/scripts.json, written from docs/LANGUAGE.md before they
    were run, on Tests/XForm/Judge.form, each with every field's expected verdict;
 5. the pattern corpus of Tests/Patterns/expected.json through Java's regex, as JavaRosa's
    regex() runs it: every pattern formc accepts without a warning matches every probe as
    ECMA-262 and Python's re agree it does;
 6. the computed values' scripts (Tests/Computed/scripts.json) and the repeating groups'
    (Tests/Repeats/scripts.json, with rows added, removed and moved), each value, verdict and
    record as written, the records also through python-jsonschema.

A disagreement is allowed only where Tests/XForm/known_differences.py lists it, with its
reason, which docs/XFORM.md documents; the run fails on any other, and on a listed one that no
longer occurs. Exits 1 on a failure, 2 when Java, javac or the jar is missing.
"""

import decimal
import importlib.metadata
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, HERE)
import known_differences  # noqa: E402

PYXFORM = "4.5.0"

# What JavaRosa's XPath gives for Tests/XForm/XPathFacts.xml, a hand-written XForm: the facts
# docs/XFORM.md ("Computed values") builds on. An empty node is NaN as a number, and a NaN
# calculation leaves its node empty; but a join with an empty text is not empty, a division by
# zero is Infinity, a node that is not relevant reads as empty, `round` takes a half up towards
# positive infinity (from the double's shortest text), and decimals are doubles. None: empty.
XPATH_FACTS = {
    "emptyTimesTwo": None,
    "joinEmpty": "x",
    "byZero": "Infinity",
    "zeroByZero": None,
    "readsHidden": None,
    "roundNegativeHalf": "-2",
    "roundHalf": "2.35",
    "roundText": "1.01",
    "tenths": "0.30000000000000004",
}
# What JavaRosa gives for Tests/XForm/RepeatFacts.xml, a hand-written XForm with a repeat of
# three rows (n: 2, empty, 3; `hidden` relevant only in the second row, holding 7) and an empty
# one: docs/XFORM.md ("Repeating groups") builds on them. None: empty.
REPEAT_FACTS = {
    "countRows": "3",
    "countNone": "0",
    "sumPresent": "5",
    "sumNone": "0",
    "maxPresent": "3",
    "minPresent": "2",
    "maxNone": None,
    "minNone": None,
    "minSkipsEmpty": "2",
    "sumSkipsHidden": "7",
    "hiddenInPredicate": "1",
    "countPresent": "2",
}
JAR_IN_WHEEL = "pyxform/validators/odk_validate/bin/ODK_Validate.jar"
XF = "{http://www.w3.org/2002/xforms}"


def fail_setup(message):
    print("FAIL: " + message, file=sys.stderr)
    sys.exit(2)


def find_jar():
    """The ODK Validate jar of the pinned pyxform, or a loud failure: never a skip."""
    try:
        version = importlib.metadata.version("pyxform")
    except importlib.metadata.PackageNotFoundError:
        fail_setup("pyxform is not installed; pip install --no-deps -r Tests/XForm/requirements.txt")
    if version != PYXFORM:
        fail_setup("pyxform %s is installed; the judge is pinned to %s" % (version, PYXFORM))
    jar = str(importlib.metadata.distribution("pyxform").locate_file(JAR_IN_WHEEL))
    if not os.path.isfile(jar):
        fail_setup("the pyxform wheel has no " + JAR_IN_WHEEL)
    for tool in ("java", "javac"):
        if shutil.which(tool) is None:
            fail_setup("no '%s' on PATH: the judge needs Java 17" % tool)
    return jar


def forms_in(folder):
    path = os.path.join(ROOT, folder)
    return sorted(os.path.join(path, f) for f in os.listdir(path) if f.endswith(".form"))


def generate(formc, out, files):
    """The XForms of `files`; formc's warnings about the test forms are shown only on a failure."""
    result = subprocess.run([formc, "generate", "--emit", "xform", "-o", out + "/"] + files, capture_output=True, text=True)
    if result.returncode != 0:
        print(result.stderr, file=sys.stderr)
        raise SystemExit("FAIL: formc generate --emit xform exited %d" % result.returncode)


def odk_validate(jar, files):
    """ODK Validate on every file in one run: it must say each is valid, and warn of nothing."""
    result = subprocess.run(["java", "-jar", jar] + files, capture_output=True, text=True)
    said = result.stdout + result.stderr
    problems = []
    if result.returncode != 0:
        problems.append("ODK Validate exited %d:\n%s" % (result.returncode, said[-4000:]))
    if said.count("Xform is valid!") != len(files):
        problems.append("ODK Validate said 'Xform is valid!' %d times for %d files" % (said.count("Xform is valid!"), len(files)))
    if re.search(r"(?i)warning", said):
        problems.append("ODK Validate warned:\n" + said[-4000:])
    return problems


def compile_judge(jar, classes):
    subprocess.run(["javac", "-d", classes, "-cp", jar, os.path.join(HERE, "XFormJudge.java")], check=True)


def run_judge(jar, classes, commands):
    """Plays `commands` (XFormJudge's lines) and returns its outcomes, one per READ."""
    result = subprocess.run(["java", "-cp", jar + os.pathsep + classes, "XFormJudge"], input="\n".join(commands) + "\n",
                            capture_output=True, text=True, encoding="utf-8")
    if result.returncode != 0:
        print(result.stderr[-4000:], file=sys.stderr)
        raise SystemExit("FAIL: XFormJudge exited %d" % result.returncode)
    return [json.loads(line) for line in result.stdout.split("\n") if line]


def skip_string(source, i):
    """The index after the string literal that starts at source[i] (a quote)."""
    i += 1
    while i < len(source) and source[i] != '"':
        i += 2 if source[i] == "\\" else 1
    return i + 1


def block_end(source, i):
    """The index after the `}` that closes the `{` at source[i], strings and comments skipped."""
    depth = 0
    while i < len(source):
        c = source[i]
        if c == '"':
            i = skip_string(source, i)
            continue
        if source.startswith("//", i):
            i = source.find("\n", i)
            i = len(source) if i < 0 else i
            continue
        if c == "{":
            depth += 1
        elif c == "}":
            depth -= 1
            if depth == 0:
                return i + 1
        i += 1
    return i


def body_after(source, i):
    """A declaration's body: the braces that follow it on its line, or "" when it has none."""
    while i < len(source) and source[i] != "\n":
        if source[i] == '"':
            i = skip_string(source, i)
            continue
        if source.startswith("//", i):
            return ""
        if source[i] == "{":
            return source[i:block_end(source, i)]
        i += 1
    return ""


def own_json_name(body):
    """The `jsonName` of a body, not of a body nested in it."""
    flat, i = [], 1
    while i < len(body) - 1:
        if body[i] == "{":
            i = block_end(body, i)
            continue
        if body[i] == '"':
            j = skip_string(body, i)
            flat.append(body[i:j])
            i = j
            continue
        flat.append(body[i])
        i += 1
    match = re.search(r'\bjsonName\s+"((?:[^"\\]|\\.)*)"', "".join(flat))
    return json.loads('"' + match.group(1) + '"') if match else None


class Form:
    """What the judge needs of a form: from its .form source (each field's kind, whether it is
    optional, its key, and the repeating group it belongs to) and from its XForm (each field's
    path, type and control). A row field is named by its path, `items[0].quantity`."""

    FIELD = re.compile(r'^\s*(?:field|computed)\s+(\w+)\s*:\s*(\w+)(\("[^"]*"\))?(\?)?', re.M)
    NOT_SUBMITTED = re.compile(r'^\s*(?:field|computed)\s+(\w+)\b[^\n]*\bnotSubmitted\b', re.M)
    REPEAT = re.compile(r'^\s*repeat\s+(\w+)\s*\{', re.M)
    ROW_PATH = re.compile(r'(\w+)\[(\d+)\]\.(\w+)')

    def __init__(self, name, source, xform_path, schema):
        self.name = name
        self.source = source
        self.path = xform_path
        self.schema = schema
        tree = ET.parse(xform_path)
        instance = tree.find(".//" + XF + "instance")[0]
        self.root = instance.tag.replace(XF, "")
        self.controls = {}
        for element in tree.iter():
            ref = element.get("ref")
            if ref is not None:
                self.controls[ref] = element.tag.replace(XF, "")
        self.types = {b.get("nodeset"): b.get("type") for b in tree.iter(XF + "bind")}
        # Each select's option values, in the order of the form's options.
        self.options = {}
        for element in tree.iter():
            if element.tag in (XF + "select", XF + "select1") and element.get("ref"):
                self.options[element.get("ref")] = [item.find(XF + "value").text or "" for item in element.iter(XF + "item")]
        # The repeating groups: each one's span of the source, and its key.
        self.group_keys, spans = {}, []
        for match in self.REPEAT.finditer(source):
            end = block_end(source, match.end() - 1)
            spans.append((match.start(), end, match.group(1)))
            self.group_keys[match.group(1)] = own_json_name(source[match.end() - 1:end]) or match.group(1)
        self.kinds, self.optional, self.keys, self.group = {}, {}, {}, {}
        for match in self.FIELD.finditer(source):
            field = match.group(1)
            self.kinds[field] = match.group(2)
            self.optional[field] = match.group(4) == "?"
            self.keys[field] = own_json_name(body_after(source, match.end())) or field
            self.group[field] = next((g for (a, b, g) in spans if a <= match.start() < b), None)
        self.names = {(self.group[f], k): f for f, k in self.keys.items()}
        # The keys a record holds: the JSON Schema's properties, or, for a form the JSON Schema
        # target cannot make yet, every field not declared `notSubmitted` on its line.
        if schema is not None:
            self.properties = schema.get("properties", {})
        else:
            hidden = set(self.NOT_SUBMITTED.findall(source))
            self.properties = {self.keys[name]: {} for name in self.kinds if name not in hidden and self.group[name] is None}
        self.computed = [m.group(1) for m in re.finditer(r'^\s*computed\s+(\w+)', source, re.M)]

    def row_properties(self, group):
        """The keys a record holds: the form's (`group` nil) or a row's of `group`."""
        if group is None:
            return self.properties
        if self.schema is not None:
            return self.properties.get(self.group_keys[group], {}).get("items", {}).get("properties", {})
        hidden = set(self.NOT_SUBMITTED.findall(self.source))
        return {self.keys[f]: {} for f in self.kinds if self.group[f] == group and f not in hidden}

    def form_fields(self):
        return [f for f in self.kinds if self.group[f] is None]

    def field_of(self, path):
        """The field a path names: `quantity` or `items[0].quantity`."""
        match = self.ROW_PATH.fullmatch(path)
        return match.group(3) if match else path

    def group_ref(self, group):
        return "/%s/%s" % (self.root, self.group_keys[group])

    def ref(self, path):
        """The node of a field (`customer`) or of a row's field (`items[0].quantity`), as
        XFormJudge names it: `/F/customer`, `/F/items[0]/quantity`."""
        match = self.ROW_PATH.fullmatch(path)
        if match:
            group, position, field = match.groups()
            generic = "%s/%s" % (self.group_ref(group), self.keys[field])
            ref = "%s[%s]/%s" % (self.group_ref(group), position, self.keys[field])
        else:
            generic = ref = "/%s/%s" % (self.root, self.keys.get(path, path))
        if generic not in self.controls:
            raise SystemExit("FAIL: %s has no element for field %s" % (self.name, path))
        return ref

    def generic(self, path):
        """A row's field without its row: the XForm's control and options name it so."""
        return re.sub(r"\[[0-9]+\]", "", self.ref(path))

    def commands(self, values):
        """The SET and CLEAR lines that give each field its text, in name order."""
        lines = []
        for field in sorted(values):
            text = values[field]
            ref = self.ref(field)
            if self.kinds.get(self.field_of(field)) == "choices":
                try:
                    picked = json.loads(text) if text != "" else []
                except ValueError:
                    picked = None
                if not isinstance(picked, list) or not all(isinstance(p, str) for p in picked):
                    lines.append("SET %s %s" % (ref, text.encode("utf-8").hex()))
                    continue
                text = " ".join(picked)
            if text == "":
                lines.append("CLEAR " + ref)
            else:
                lines.append("SET %s %s" % (ref, text.encode("utf-8").hex()))
        return lines

    def step(self, step):
        """XFormJudge's lines for one step of a script: a text (null clears the field), or a
        repeat's add, remove or move."""
        if step[0] == "add":
            return ["ADD " + self.group_ref(step[1])]
        if step[0] == "remove":
            return ["REMOVE %s %d" % (self.group_ref(step[1]), step[2])]
        if step[0] == "move":
            return ["MOVE %s %d %d" % (self.group_ref(step[1]), step[2], step[3])]
        return self.commands({step[0]: step[1]}) if step[1] is not None else ["CLEAR " + self.ref(step[0])]

    def verdict(self, outcome, path):
        """A field's verdict (hidden, refused, invalid, valid) and message, as JavaRosa says."""
        f = outcome["fields"][self.ref(path)]
        if not f["relevant"]:
            return ("hidden", None)
        if self.ref(path) in outcome["refused"]:
            return ("refused", None)
        if f["message"] is not None:
            return ("invalid", f["message"])
        return ("valid", None)

    def verdicts(self, outcome):
        """Each field's verdict and message, the rows' fields named by their paths."""
        said = {field: self.verdict(outcome, field) for field in self.form_fields()}
        for group in self.group_keys:
            for position in range(outcome.get("rows", {}).get(self.group_ref(group), 0)):
                for field in self.kinds:
                    if self.group[field] == group:
                        path = "%s[%d].%s" % (group, position, field)
                        said[path] = self.verdict(outcome, path)
        return said

    def record(self, outcome):
        """The JSON record of JavaRosa's instance XML, as docs/XFORM.md ("Records") says a
        server turns it into one: the relevant fields the schema names, each as its kind's
        JSON value; an empty optional field left out, an empty non-optional text as ""; a
        repeating group's rows as an array of such objects, in row order."""
        return self.object(parse_instance(outcome["instance"]), outcome, None, "")

    def object(self, elements, outcome, group, prefix):
        record = {}
        positions = {}
        for element in elements:
            key = element.tag
            if key.startswith("{"):
                continue
            if group is None and key in self.group_keys.values():
                name = next(g for g, k in self.group_keys.items() if k == key)
                position = positions.get(name, 0)
                positions[name] = position + 1
                if key in self.properties or self.schema is None:
                    record.setdefault(key, []).append(self.object(element, outcome, name, "%s[%d]." % (name, position)))
                continue
            field = self.names.get((group, key))
            if field is None:
                continue
            path = prefix + field
            if not outcome["fields"][self.ref(path)]["relevant"]:
                continue
            if key not in self.row_properties(group):
                continue
            text = element.text or ""
            kind = self.kinds[field]
            if text == "":
                if kind in ("text", "secure", "multiline") and not self.optional[field]:
                    record[key] = ""
                elif kind == "choices":
                    record[key] = []
                continue
            if kind == "toggle":
                record[key] = {"true": True, "false": False}.get(text, text)
            elif kind == "choices":
                # A set: in the order of the options, as formc's record lists them.
                picked = text.split(" ")
                order = self.options[self.generic(path)]
                record[key] = sorted(picked, key=lambda v: order.index(v) if v in order else len(order))
            elif kind == "int":
                # An `int` beyond 32 bits is a decimal in the XForm, which JavaRosa writes as
                # a double ("12.0", "1.0E14"): a whole one is the integer.
                number = decimal.Decimal(text)
                record[key] = int(number) if number == number.to_integral_value() else number
            elif kind in ("double", "decimal", "currency", "percent"):
                record[key] = decimal.Decimal(text)
            else:
                record[key] = text
        # A group whose rows are all removed submits an empty array.
        if group is None:
            for name, key in self.group_keys.items():
                if key not in record and (key in self.properties or self.schema is None):
                    record[key] = []
        return record

    def held(self, outcome):
        """The value each relevant node holds in JavaRosa's instance, by path (`net`,
        `items[0].lineTotal`); a node that is not relevant is left out, as it is not submitted."""
        held = {}
        positions = {}
        keys = {k: g for g, k in self.group_keys.items()}
        for element in parse_instance(outcome["instance"]):
            if element.tag in keys:
                group = keys[element.tag]
                position = positions.get(group, 0)
                positions[group] = position + 1
                for child in element:
                    field = self.names.get((group, child.tag))
                    path = "%s[%d].%s" % (group, position, field)
                    if field is not None and outcome["fields"][self.ref(path)]["relevant"]:
                        held[path] = child.text or ""
                continue
            field = self.names.get((None, element.tag))
            if field is not None and outcome["fields"][self.ref(field)]["relevant"]:
                held[field] = element.text or ""
        return held


def parse_instance(text):
    """JavaRosa's instance XML as elements. JavaRosa writes a control character that XML 1.0
    cannot carry as a character reference (`&#1;`), which XML 1.0 forbids too; such references
    are read here as the characters they name, as a server that reads JavaRosa's submissions
    must."""
    held = []

    def hold(match):
        held.append(chr(int(match.group(1)[1:], 16) if match.group(1).startswith("x") else int(match.group(1))))
        return "\ue000%d\ue001" % (len(held) - 1)

    def xml_char(n):
        return n in (9, 10, 13) or 0x20 <= n <= 0xD7FF or 0xE000 <= n <= 0xFFFD or 0x10000 <= n <= 0x10FFFF

    def maybe_hold(match):
        ref = match.group(1)
        n = int(ref[1:], 16) if ref.startswith("x") else int(ref)
        return match.group(0) if xml_char(n) else hold(match)

    root = ET.fromstring(re.sub(r"&#(x[0-9A-Fa-f]+|[0-9]+);", maybe_hold, text).encode("utf-8"))
    for element in root.iter():
        if element.text:
            element.text = re.sub("\ue000([0-9]+)\ue001", lambda m: held[int(m.group(1))], element.text)
    return root


def same_json(a, b):
    """Equal as JSON values, numbers compared exactly."""
    if isinstance(a, dict) and isinstance(b, dict):
        return a.keys() == b.keys() and all(same_json(a[k], b[k]) for k in a)
    if isinstance(a, list) and isinstance(b, list):
        return len(a) == len(b) and all(same_json(x, y) for x, y in zip(a, b))
    if isinstance(a, bool) or isinstance(b, bool):
        return a is b
    if isinstance(a, (int, decimal.Decimal)) and isinstance(b, (int, decimal.Decimal)):
        return decimal.Decimal(a) == decimal.Decimal(b)
    return a == b


class Judge:
    def __init__(self):
        self.failures = []
        self.seen = set()
        self.counts = {}
        # The unlisted differences, for XFORM_JUDGE_UNLISTED=FILE to write as JSON (the
        # material of a review, never of an automatic update of the list).
        self.unlisted = []

    def count(self, what):
        self.counts[what] = self.counts.get(what, 0) + 1

    def differ(self, kind, case, what):
        """A disagreement: allowed when known_differences.py lists it, else a failure. Either
        way the case does not agree: returns False."""
        if (kind, case) in known_differences.KNOWN:
            self.seen.add((kind, case))
        else:
            self.failures.append("%s %s: %s" % (kind, case, what))
            self.unlisted.append([kind, case, what])
        return False


def case_name(vector):
    return "%s.%s %s" % (vector["form"], vector["field"], json.dumps(vector["input"]))


def judge_repeats(judge, form, scripts, outcomes, checker):
    """6: the repeating groups' scripts (Tests/Repeats/scripts.json, written from the docs before
    they were run) through JavaRosa: each group's rows after the steps, each computed value
    (form and row) JavaRosa's `calculate` leaves in the instance, each field's verdict (a row's
    field by its path), and the record; then python-jsonschema on the records: the script's
    own record, and JavaRosa's, which the JSON Schema must accept exactly when the script says
    the form submits (every rule of the form is one a schema can say). A difference is one per
    script and kind (`repeat-rows`, `repeat-value`, `repeat-verdict`, `repeat-record`,
    `repeat-schema`), case `Repeats[N]`."""
    for index, script in enumerate(scripts["scripts"]):
        outcome = outcomes["repeats %d" % index]
        case = "Repeats[%d]" % index
        judge.count("repeat scripts")
        agrees = True
        rows = {group: outcome["rows"].get(form.group_ref(group)) for group in script.get("rows", {})}
        if rows != script.get("rows", {}):
            agrees = judge.differ("repeat-rows", case, "expected rows %s, JavaRosa %s (%s)" % (
                json.dumps(script["rows"]), json.dumps(rows), script["note"]))
        held = form.held(outcome)
        wrong = {}
        for path, expected in script.get("values", {}).items():
            judge.count("repeat values")
            got = held.get(path, "")
            if form.kinds[form.field_of(path)] == "text":
                same = got == (expected if expected is not None else "")
            else:
                same = (got == "") if expected is None else (got != "" and decimal.Decimal(got) == decimal.Decimal(expected))
            if not same:
                wrong[path] = [expected, got]
        if wrong:
            agrees = judge.differ("repeat-value", case, "expected, JavaRosa: %s (%s)" % (json.dumps(wrong, ensure_ascii=False), script["note"]))
        wrong = {}
        for path, expected in script.get("expect", {}).items():
            judge.count("repeat verdicts")
            try:
                verdict, message = form.verdict(outcome, path)
                got = verdict if verdict != "invalid" else ["invalid", message]
            except KeyError:
                got = "no such row"
            if got != (expected if isinstance(expected, str) else list(expected)):
                wrong[path] = [expected, got]
        if wrong:
            agrees = judge.differ("repeat-verdict", case, "expected, JavaRosa: %s (%s)" % (json.dumps(wrong, ensure_ascii=False), script["note"]))
        record = form.record(outcome)
        if "record" in script:
            judge.count("repeat records")
            refused = {f: m for f, (v, m) in form.verdicts(outcome).items() if v in ("invalid", "refused")}
            if refused:
                agrees = judge.differ("repeat-record", case, "JavaRosa refuses the submit: %s" % json.dumps(refused, ensure_ascii=False))
            elif not same_json(record, script["record"]):
                agrees = judge.differ("repeat-record", case, "expected %s, JavaRosa %s" % (
                    json.dumps(script["record"], default=str, ensure_ascii=False), json.dumps(record, default=str, ensure_ascii=False)))
            errors = [e.message for e in checker(form).iter_errors(script["record"])]
            if errors:
                agrees = judge.differ("repeat-schema", case, "the JSON Schema refuses the script's record: %s" % errors[:3])
            else:
                judge.count("records checked with python-jsonschema")
                judge.count("repeat records checked with python-jsonschema")
        # JavaRosa's record, submitted as it stands: the schema accepts it exactly when the
        # script expects every field valid or hidden.
        submits = all(v == "valid" or v == "hidden" for v in script.get("expect", {}).values())
        errors = [e.message for e in checker(form).iter_errors(record)]
        judge.count("repeat schema verdicts")
        if bool(errors) == submits:
            agrees = judge.differ("repeat-schema", case, "the script %s, the JSON Schema %s JavaRosa's record %s" % (
                "submits" if submits else "refuses", "refuses" if errors else "accepts",
                json.dumps(record, default=str, ensure_ascii=False) + (": %s" % errors[:3] if errors else "")))
        if agrees:
            judge.count("repeat scripts agreeing")
    c = judge.counts
    print("repeating groups: %d scripts of Tests/Repeats/scripts.json, %d exactly as written (%d values, %d verdicts, %d records, "
          "%d of them checked with python-jsonschema; %d records of JavaRosa's instance judged by the JSON Schema)" % (
              c.get("repeat scripts", 0), c.get("repeat scripts agreeing", 0), c.get("repeat values", 0), c.get("repeat verdicts", 0),
              c.get("repeat records", 0), c.get("repeat records checked with python-jsonschema", 0), c.get("repeat schema verdicts", 0)))


def main():
    if len(sys.argv) != 2:
        print(__doc__, file=sys.stderr)
        sys.exit(2)
    formc = os.path.abspath(sys.argv[1])
    jar = find_jar()
    work = tempfile.mkdtemp(prefix="formc-xform-")
    try:
        run(formc, jar, work)
    finally:
        shutil.rmtree(work, ignore_errors=True)


def run(formc, jar, work):
    judge = Judge()
    out = os.path.join(work, "xforms")
    conformance = forms_in("Tests/Conformance") + [os.path.join(ROOT, "Tests/Forms/ConformanceConditions.form")]
    judge_form = os.path.join(HERE, "Judge.form")
    computed_form = os.path.join(ROOT, "Tests/Computed/ConformanceComputed.form")
    repeats_form = os.path.join(ROOT, "Tests/Repeats/Repeats.form")
    everything = sorted(set(forms_in("Examples") + forms_in("Tests/Forms") + forms_in("Tests/Conformance") + [judge_form, computed_form, repeats_form]))
    generate(formc, out, everything)
    files = sorted(os.path.join(out, f) for f in os.listdir(out) if f.endswith(".xml"))
    problems = odk_validate(jar, files)
    judge.failures += problems
    print("ODK Validate: %d XForms of %d .form files%s" % (len(files), len(everything), "" if problems else ", every one valid"))

    classes = os.path.join(work, "classes")
    os.makedirs(classes)
    compile_judge(jar, classes)

    # Each conformance form's source, XForm and JSON Schema.
    forms = {}
    schemas_dir = os.path.join(work, "schemas")
    subprocess.run([formc, "generate", "--emit", "json-schema", "-o", schemas_dir + "/"] + conformance + [judge_form], check=True)
    import jsonschema  # the pinned python-jsonschema of Tests/Conformance/requirements.txt
    for path in conformance + [judge_form]:
        source = open(path, encoding="utf-8").read()
        for name in re.findall(r"^form\s+(\w+)", source, re.M):
            start = source.index("form " + name)
            end = source.find("\nform ", start + 1)
            schema = json.load(open(os.path.join(schemas_dir, name + ".schema.json"), encoding="utf-8"), parse_float=decimal.Decimal)
            forms[name] = Form(name, source[start:end if end >= 0 else None], os.path.join(out, name + ".xml"), schema)

    # The forms of computed values and of repeating groups, with their JSON Schemas: their
    # records are checked with python-jsonschema as the others are.
    for own_form in (computed_form, repeats_form):
        own_schemas = os.path.join(work, "schema-" + os.path.basename(own_form))
        made = subprocess.run([formc, "generate", "--emit", "json-schema", "-o", own_schemas + "/", own_form], capture_output=True, text=True)
        if made.returncode != 0:
            fail_setup("the JSON Schema of %s: %s" % (own_form, made.stderr.strip()))
        source = open(own_form, encoding="utf-8").read()
        for name in re.findall(r"^form\s+(\w+)", source, re.M):
            schema = json.load(open(os.path.join(own_schemas, name + ".schema.json"), encoding="utf-8"), parse_float=decimal.Decimal)
            forms[name] = Form(name, source, os.path.join(out, name + ".xml"), schema)

    def checker(form):
        return jsonschema.Draft202012Validator(form.schema, format_checker=jsonschema.Draft202012Validator.FORMAT_CHECKER)

    vectors = json.load(open(os.path.join(ROOT, "Tests/Conformance/vectors.json"), encoding="utf-8"))
    records = json.load(open(os.path.join(ROOT, "Tests/Conformance/records.json"), encoding="utf-8"))["records"]
    golden = json.load(open(os.path.join(ROOT, "Tests/Web/swift-outcomes.json"), encoding="utf-8"), parse_float=decimal.Decimal)
    scripts = json.load(open(os.path.join(HERE, "scripts.json"), encoding="utf-8"), parse_float=decimal.Decimal)
    computed_scripts = json.load(open(os.path.join(ROOT, "Tests/Computed/scripts.json"), encoding="utf-8"), parse_float=decimal.Decimal)
    repeat_scripts = json.load(open(os.path.join(ROOT, "Tests/Repeats/scripts.json"), encoding="utf-8"), parse_float=decimal.Decimal)
    # The repeating groups' scripts are what Tests/Repeats/make_scripts.py writes from the docs'
    # rules: a script edited by hand, or a rule changed in one and not the other, fails here.
    made = subprocess.run([sys.executable, os.path.join(ROOT, "Tests/Repeats/make_scripts.py"), "--check"], capture_output=True, text=True)
    if made.returncode != 0:
        judge.failures.append("Tests/Repeats/scripts.json: " + (made.stderr.strip() or "not what make_scripts.py writes"))

    # Every script, grouped by form so that one JVM plays them all.
    plays = []   # (form, id, commands)
    for index, vector in enumerate(vectors["vectors"]):
        form = forms[vector["form"]]
        texts = dict(vectors["baselines"][vector["form"]])
        texts.update(vector.get("with", {}))
        commands = form.commands({k: v for k, v in texts.items() if k != vector["field"]})
        commands += form.commands({vector["field"]: vector["input"]})
        plays.append((form, "vector %d" % index, commands))
    for index, entry in enumerate(records):
        plays.append((forms[entry["form"]], "record %d" % index, forms[entry["form"]].commands(entry["values"])))
    for index, script in enumerate(scripts["scripts"]):
        form = forms[script["form"]]
        commands = []
        for step in script["steps"]:
            commands += form.step(step)
        plays.append((form, "script %d" % index, commands))
    for index, script in enumerate(computed_scripts["scripts"]):
        form = forms[computed_scripts["form"]]
        commands = []
        for step in script["steps"]:
            commands += form.step(step)
        plays.append((form, "computed %d" % index, commands))
    for index, script in enumerate(repeat_scripts["scripts"]):
        form = forms[repeat_scripts["form"]]
        plays.append((form, "repeats %d" % index, [line for step in script["steps"] for line in form.step(step)]))
    # The XPath facts: one script on the hand-written XForm, nothing given.
    facts_path = os.path.join(HERE, "XPathFacts.xml")
    judge.failures += odk_validate(jar, [facts_path])
    repeat_facts_path = os.path.join(HERE, "RepeatFacts.xml")
    judge.failures += odk_validate(jar, [repeat_facts_path])
    lines = ["FORM " + facts_path, "SCRIPT xpath_facts", "READ", "FORM " + repeat_facts_path, "SCRIPT repeat_facts", "READ"]
    for form, script_id, commands in plays:
        lines += ["FORM " + form.path, "SCRIPT " + script_id.replace(" ", "_")] + commands + ["READ"]
    outcomes = {o["script"].replace("_", " "): o for o in run_judge(jar, classes, lines)}

    def compare_submit(form, outcome, swift_submit, case):
        """A submit: which fields fail and their first messages, or the record, as JSON."""
        said = form.verdicts(outcome)
        if "errors" in swift_submit:
            theirs = {f: m[0] for f, m in swift_submit["errors"].items()}
            ours = {f: m for f, (v, m) in said.items() if v in ("invalid", "refused")}
            if theirs != ours:
                judge.differ("submit-errors", case, "Swift %s, JavaRosa %s" % (json.dumps(theirs, ensure_ascii=False), json.dumps(ours, ensure_ascii=False)))
                return False
            return True
        record = form.record(outcome)
        ok = True
        if any(v in ("invalid", "refused") for v, _ in said.values()):
            judge.differ("submit-refused", case, "Swift submits; JavaRosa says %s" % json.dumps({f: m for f, (v, m) in said.items() if v in ("invalid", "refused")}, ensure_ascii=False))
            return False
        swift = json.loads(swift_submit["json"], parse_float=decimal.Decimal)
        if not same_json(record, swift):
            ok = judge.differ("record", case, "Swift %s, JavaRosa's instance %s" % (swift_submit["json"], json.dumps(record, default=str, ensure_ascii=False)))
        errors = [e.message for e in checker(form).iter_errors(record)]
        if errors:
            ok = judge.differ("record-schema", case, "the JSON Schema refuses JavaRosa's record: %s" % errors[:3])
        else:
            judge.count("records checked with python-jsonschema")
        return ok

    # The patterns: Tests/Patterns/expected.json's corpus, each anchored pattern (the one the
    # XForm's regex() gets) on each probe, through Java's Pattern.matches, as JavaRosa's regex()
    # runs it. A pattern formc accepts without a warning must match exactly where ECMA-262 (u)
    # and Python's re agree; one that FC0325 calls not portable may differ, and is counted.
    corpus = json.load(open(os.path.join(ROOT, "Tests/Patterns/expected.json"), encoding="utf-8"))
    used = [p for p in corpus["patterns"] if p.get("anchored")]
    lines = []
    for pattern in used:
        for probe in corpus["fixedProbes"] + pattern["probes"]:
            lines.append("MATCH %s %s" % (pattern["anchored"].encode("utf-8", "surrogatepass").hex(), probe.encode("utf-8", "surrogatepass").hex()))
        lines.append("MATCHES")
    said = [o["matches"] for o in run_judge(jar, classes, lines)]
    warned_differ = 0
    for pattern, java in zip(used, said):
        probes = corpus["fixedProbes"] + pattern["probes"]
        wrong = [probes[i] for i, (j, e, py) in enumerate(zip(java, pattern["ecma_u"], pattern["python"])) if j != e and e == py]
        if not wrong:
            judge.count("patterns agreeing")
        elif pattern["ids"]:
            warned_differ += 1
        else:
            judge.failures.append("pattern %s: Java's regex answers otherwise than ECMA-262 and Python for %s" % (json.dumps(pattern["pattern"]), json.dumps(wrong[:5])))
        judge.counts["pattern probes"] = judge.counts.get("pattern probes", 0) + len(probes)
    print("patterns: %d of the corpus's %d through Java's regex (%d probes): %d as ECMA-262 and Python match them; "
          "%d that formc warns are not portable (FC0325) answer otherwise" % (
              len(used), len(corpus["patterns"]), judge.counts.get("pattern probes", 0), judge.counts.get("patterns agreeing", 0), warned_differ))

    # 3a: the vectors.
    for index, vector in enumerate(vectors["vectors"]):
        swift = golden["vectors"]["en_US"][index]
        if (swift["form"], swift["field"], swift["input"]) != (vector["form"], vector["field"], vector["input"]):
            judge.failures.append("vector %d: Tests/Web/swift-outcomes.json is stale" % index)
            continue
        form = forms[vector["form"]]
        outcome = outcomes["vector %d" % index]
        case = case_name(vector)
        verdict, message = form.verdicts(outcome)[vector["field"]]
        if verdict == "hidden":
            # A hidden field shows no error: the Swift model's vector says it is valid.
            verdict = "valid"
        judge.count("vectors")
        agrees = True
        if verdict == "refused":
            # JavaRosa cannot hold the text as the field's type: Collect's widget would not
            # take it. The Swift model refuses it too (filtered) or says it is no value.
            # Both refuse it: agreement (JavaRosa has no message, as no one can enter it).
            if swift["valid"]:
                agrees = judge.differ("refused", case, "Swift accepts the text; JavaRosa cannot hold it as the field's type")
            else:
                judge.count("vectors both refuse")
        elif (verdict == "valid") != swift["valid"]:
            agrees = judge.differ("verdict", case, "Swift says %s %s, JavaRosa %s %s" % (
                "valid" if swift["valid"] else "invalid", json.dumps(swift["errors"], ensure_ascii=False), verdict, json.dumps(message, ensure_ascii=False)))
        elif verdict == "invalid" and swift["errors"] and swift["errors"][0] != message:
            agrees = judge.differ("message", case, "Swift %s, JavaRosa %s" % (json.dumps(swift["errors"][0], ensure_ascii=False), json.dumps(message, ensure_ascii=False)))
        if agrees:
            judge.count("vectors agreeing")
        if verdict != "refused" and not swift.get("filtered"):
            judge.count("vector submits")
            if compare_submit(form, outcome, swift["submit"], case):
                judge.count("vector submits agreeing")

    # 3b: the records.
    for index, entry in enumerate(records):
        swift = golden["records"][index]
        form = forms[entry["form"]]
        outcome = outcomes["record %d" % index]
        case = "records.json[%d]" % index
        judge.count("records")
        said = {f: v for f, (v, _) in form.verdicts(outcome).items()}
        agrees = True
        if said != swift["verdicts"]:
            diff = {f: [swift["verdicts"][f], said.get(f)] for f in swift["verdicts"] if swift["verdicts"][f] != said.get(f)}
            agrees = judge.differ("record-verdicts", case, "Swift, JavaRosa: %s" % json.dumps(diff))
        if not compare_submit(form, outcome, swift["submit"], case):
            agrees = False
        if agrees:
            judge.count("records agreeing")

    # 4: the written scripts.
    for index, script in enumerate(scripts["scripts"]):
        form = forms[script["form"]]
        outcome = outcomes["script %d" % index]
        said = form.verdicts(outcome)
        case = "scripts.json[%d]" % index
        judge.count("written scripts")
        wrong = {}
        for field, expected in script["expect"].items():
            verdict, message = said[field]
            got = verdict if verdict != "invalid" else ["invalid", message]
            want = expected if isinstance(expected, str) else list(expected)
            if got != want:
                wrong[field] = {"expected": want, "JavaRosa": got}
        if "required" in script:
            for field, expected in script["required"].items():
                if outcome["fields"][form.ref(field)]["required"] != expected:
                    wrong[field + " required"] = {"expected": expected, "JavaRosa": not expected}
        for field, (label, hint) in script.get("labels", {}).items():
            f = outcome["fields"][form.ref(field)]
            if [f["label"], f["hint"]] != [label, hint]:
                wrong[field + " texts"] = {"expected": [label, hint], "JavaRosa": [f["label"], f["hint"]]}
        if "record" in script:
            record = form.record(outcome)
            if not same_json(record, script["record"]):
                wrong["record"] = {"expected": script["record"], "JavaRosa": json.loads(json.dumps(record, default=str))}
            elif list(checker(form).iter_errors(record)):
                wrong["record"] = "the JSON Schema refuses it"
        if wrong:
            judge.differ("script", case + " (" + script["note"] + ")", json.dumps(wrong, ensure_ascii=False))
        else:
            judge.count("written scripts agreeing")

    # The XPath facts that docs/XFORM.md ("Computed values") states.
    said = {ref.rsplit("/", 1)[1]: field["value"] for ref, field in outcomes["xpath facts"]["fields"].items()}
    for name, expected in XPATH_FACTS.items():
        judge.count("xpath facts")
        if said.get(name) != expected:
            judge.failures.append("XPathFacts.xml %s: docs/XFORM.md says JavaRosa gives %s, it gives %s" % (
                name, json.dumps(expected), json.dumps(said.get(name))))

    # The facts of JavaRosa's repeats that docs/XFORM.md ("Repeating groups") states.
    outcome = outcomes["repeat facts"]
    said = {ref.rsplit("/", 1)[1]: field["value"] for ref, field in outcome["fields"].items() if "[" not in ref}
    if outcome["rows"] != {"/facts/rows": 3, "/facts/none": 0}:
        judge.failures.append("RepeatFacts.xml: JavaRosa starts with rows %s, not the instance's copies" % json.dumps(outcome["rows"]))
    for name, expected in REPEAT_FACTS.items():
        judge.count("xpath facts")
        if said.get(name) != expected:
            judge.failures.append("RepeatFacts.xml %s: docs/XFORM.md says JavaRosa gives %s, it gives %s" % (
                name, json.dumps(expected), json.dumps(said.get(name))))

    # 5: the computed values' scripts (Tests/Computed/scripts.json): each value JavaRosa's
    # `calculate` holds in the instance, each verdict, and the record.
    form = forms[computed_scripts["form"]]
    for index, script in enumerate(computed_scripts["scripts"]):
        outcome = outcomes["computed %d" % index]
        case = "Computed[%d]" % index
        judge.count("computed scripts")
        # A node that is not relevant is not submitted: its value is absent, whatever it holds.
        held = form.held(outcome)
        said = form.verdicts(outcome)
        agrees = True
        for name, expected in script.get("values", {}).items():
            judge.count("computed values")
            got = held.get(name, "")
            if form.kinds[name] == "text":
                same = got == (expected if expected is not None else "")
            else:
                same = (got == "") if expected is None else (got != "" and decimal.Decimal(got) == decimal.Decimal(expected))
            if not same:
                agrees = judge.differ("computed-value", "%s %s" % (case, name), "expected %s, JavaRosa %s (%s)" % (
                    json.dumps(expected, ensure_ascii=False), json.dumps(got, ensure_ascii=False), script["note"]))
        for name, expected in script.get("expect", {}).items():
            verdict, message = said[name]
            got = verdict if verdict != "invalid" else ["invalid", message]
            if got != (expected if isinstance(expected, str) else list(expected)):
                agrees = judge.differ("computed-verdict", "%s %s" % (case, name), "expected %s, JavaRosa %s" % (
                    json.dumps(expected, ensure_ascii=False), json.dumps(got, ensure_ascii=False)))
        if "record" in script:
            judge.count("computed records")
            refused = {f: m for f, (v, m) in said.items() if v in ("invalid", "refused")}
            record = form.record(outcome)
            if refused:
                agrees = judge.differ("computed-record", case, "JavaRosa refuses the submit: %s" % json.dumps(refused, ensure_ascii=False))
            elif not same_json(record, script["record"]):
                agrees = judge.differ("computed-record", case, "expected %s, JavaRosa %s" % (
                    json.dumps(script["record"], default=str, ensure_ascii=False), json.dumps(record, default=str, ensure_ascii=False)))
            if form.schema is not None:
                errors = [e.message for e in checker(form).iter_errors(record)]
                if errors:
                    agrees = judge.differ("computed-record-schema", case, "the JSON Schema refuses JavaRosa's record: %s" % errors[:3])
                else:
                    judge.count("records checked with python-jsonschema")
                    judge.count("computed records checked with python-jsonschema")
        if agrees:
            judge.count("computed scripts agreeing")
    c = judge.counts
    print("computed values: %d XPath facts of XPathFacts.xml and RepeatFacts.xml checked; %d scripts of Tests/Computed/scripts.json, %d exactly as written (%d values, %d records, %d checked with python-jsonschema)" % (
        c.get("xpath facts", 0), c.get("computed scripts", 0), c.get("computed scripts agreeing", 0), c.get("computed values", 0), c.get("computed records", 0),
        c.get("computed records checked with python-jsonschema", 0)))

    judge_repeats(judge, forms[repeat_scripts["form"]], repeat_scripts, outcomes, checker)

    for key in known_differences.KNOWN:
        if key not in judge.seen:
            judge.failures.append("known_differences.py lists %s %s, which no longer occurs: remove it" % key)
    doc = open(os.path.join(ROOT, "docs/XFORM.md"), encoding="utf-8").read()
    for reason in sorted(set(known_differences.KNOWN.values())):
        if "`" + reason + "`" not in doc:
            judge.failures.append("docs/XFORM.md does not document the difference `%s`" % reason)

    c = judge.counts
    total = c.get("vectors", 0) + c.get("records", 0) + c.get("written scripts", 0) + c.get("computed scripts", 0) + c.get("repeat scripts", 0)
    print("scripts: %d (%d vectors and %d records replayed; written from docs/LANGUAGE.md: %d of Tests/XForm, %d of computed values, %d of repeating groups)" % (
        total, c.get("vectors", 0), c.get("records", 0), c.get("written scripts", 0), c.get("computed scripts", 0), c.get("repeat scripts", 0)))
    print("vectors: JavaRosa agrees with the Swift model on %d of %d (%d of them texts both refuse: JavaRosa cannot hold them as "
          "the field's type); the submit that follows (where JavaRosa holds the text) agrees on %d of %d" % (
        c.get("vectors agreeing", 0), c.get("vectors", 0), c.get("vectors both refuse", 0), c.get("vector submits agreeing", 0),
        c.get("vector submits", 0)))
    print("records: JavaRosa agrees with the Swift model on %d of %d; written scripts: %d of %d as written" % (
        c.get("records agreeing", 0), c.get("records", 0), c.get("written scripts agreeing", 0), c.get("written scripts", 0)))
    print("submitted records from JavaRosa's instance, checked with python-jsonschema against formc's JSON Schema: %d" % c.get("records checked with python-jsonschema", 0))
    print("known differences: %d listed, by reason: %s" % (len(known_differences.KNOWN), json.dumps(
        {r: list(known_differences.KNOWN.values()).count(r) for r in sorted(set(known_differences.KNOWN.values()))})))
    if total < 200:
        judge.failures.append("only %d scripts; the proof needs at least 200" % total)
    if os.environ.get("XFORM_JUDGE_UNLISTED"):
        with open(os.environ["XFORM_JUDGE_UNLISTED"], "w", encoding="utf-8") as f:
            json.dump(judge.unlisted, f, ensure_ascii=False, indent=1)
    if judge.failures:
        print("\n%d failures:\n%s" % (len(judge.failures), "\n".join(judge.failures[:300])))
        sys.exit(1)
    print("xform judge: ok")


if __name__ == "__main__":
    main()
