#!/usr/bin/env python3
"""formc's JSON Schemas through three validators and every pattern through Node with `u` and `v`
(docs/JSON-SCHEMA.md, "Validators compared").

    python3 Tests/Conformance/differential.py FORMC_BINARY
    python3 Tests/Conformance/differential.py DIRECTORY

With the formc binary, every form in Examples/, Tests/Forms/, Tests/Conformance/, Tests/Repeats/
and Tests/Computed/ is compiled
with `formc generate --emit json-schema` (one file per form, and each file's whole document);
with a directory, the schemas in it are used (`Name.schema.json`, `stdout/*.json-schema.json`).

 1. Every schema document passes the metaschema check of python-jsonschema
    (`check_schema`, with the format checker, so every `pattern` compiles in Python's `re`),
    jsonschema-rs (`meta.validate`, then a validator is built, which compiles every pattern)
    and jschon (`JSONSchema.validate()`).
 2. Every case (each conformance vector of vectors.json as the JSON instance check.py submits,
    each whole record of records.json without its hidden fields and with each hidden field
    submitted anyway, each record of choices-records.json) is validated by each configuration
    in CONFIGURATIONS, and each answer is compared with the case's expected verdict: a vector's
    `valid` (the schema accepts the `swiftOnly` ones, which it cannot decide), a record's fields.
 3. Every `pattern` of every schema compiles in Python `re` and in Node with `u` and with `v`,
    and answers alike in the three on every string of every case (and a few fixed probes).

Every answer that differs from the expected one must be listed in known_differences.py, in
KNOWN with its reason (a documented limit of that validator), and every listed one must still
occur: a new difference and a fixed one both fail. Exits 1 on any unlisted difference, 2 on a
usage or setup error. Prints the counts docs/JSON-SCHEMA.md's table gives.
"""

import decimal
import json
import multiprocessing
import os
import re
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

try:
    import jschon
    import jsonschema_rs
    from jsonschema import Draft202012Validator
except ImportError as missing:  # pragma: no cover - setup problem, not a test failure
    sys.stderr.write("differential.py needs %s: pip install -r Tests/Conformance/requirements.txt\n" % missing.name)
    sys.exit(2)

import check  # noqa: E402 - the instances are built exactly as check.py builds them
from known_differences import KNOWN, vector_case  # noqa: E402

# Each configuration: its name in known_differences.py and in the table, and what it is.
# python-jsonschema reads numbers as formc's docs tell a server to (decimal.Decimal), the others
# as they read JSON by default (binary doubles).
CONFIGURATIONS = [
    ("python-jsonschema +formats", "python-jsonschema 4.26.0, formats asserted, numbers read as Decimal (check.py)"),
    ("python-jsonschema", "python-jsonschema 4.26.0, formats not asserted (its default), numbers read as Decimal"),
    ("jsonschema-rs +formats", "jsonschema-rs 0.61.0, formats asserted, numbers read as doubles"),
    ("jsonschema-rs", "jsonschema-rs 0.61.0, formats not asserted (its default), numbers read as doubles"),
    ("jschon", "jschon 0.11.1, formats not asserted (it has no format checkers of its own), numbers read as doubles"),
    ("jsonschema-rs regex", "jsonschema-rs 0.61.0 with its RE2-style `regex` engine and each `(?![\\s\\S])` written `$`, "
                            "formats not asserted, numbers read as doubles"),
]

FIXED_PROBES = ["", " ", "\n", "a\n", "\r\n", "\u2028", "\u0085", "\u00a0", "\u200b", "\ufeff", "é", "e\u0301",
                "\U0001F600", "a\U0001F600c", "\U0001D7CE", "\u0663", "\uff11", "x", "0", "-", "/", "|", "(", ")"]

NODE = r"""
const data = JSON.parse(require("fs").readFileSync(0, "utf8"));
const out = data.patterns.map(pattern => ["u", "v"].map(flag => {
    let regex;
    try { regex = new RegExp(pattern, flag); } catch (error) { return "error: " + error.message; }
    return data.strings.map(text => regex.test(text) ? "1" : "0").join("");
}));
process.stdout.write(JSON.stringify(out));
"""

GUARD = "(?![\\s\\S])"


def exact_json(value):
    """JSON text of a value whose numbers are Decimal or int, each written exactly."""
    if isinstance(value, dict):
        return "{" + ",".join(json.dumps(k) + ":" + exact_json(v) for k, v in value.items()) + "}"
    if isinstance(value, list):
        return "[" + ",".join(exact_json(v) for v in value) + "]"
    if isinstance(value, bool) or value is None or isinstance(value, str):
        return json.dumps(value)
    if isinstance(value, (int, decimal.Decimal)):
        return str(value)
    raise TypeError("not JSON: %r" % (value,))


def schema_files(directory):
    paths = [os.path.join(directory, n) for n in sorted(os.listdir(directory)) if n.endswith(".schema.json")]
    stdout_dir = os.path.join(directory, "stdout")
    if os.path.isdir(stdout_dir):
        paths += [os.path.join(stdout_dir, n) for n in sorted(os.listdir(stdout_dir)) if n.endswith(".json-schema.json")]
    return paths


# Beside check.py's sources: the computed values' forms, whose answer scripts' records are cases.
COMPUTED = os.path.join(os.path.dirname(os.path.dirname(HERE)), "Tests", "Computed")


def generate(formc, directory):
    """Per-form schemas into `directory`, each file's whole document into `directory/stdout`."""
    forms = check.form_files() + sorted(os.path.join(COMPUTED, n) for n in os.listdir(COMPUTED) if n.endswith(".form"))
    stdout_dir = os.path.join(directory, "stdout")
    os.makedirs(stdout_dir)
    # One output directory per source directory: two of them may hold forms of the same name.
    for source in check.SOURCES + [COMPUTED]:
        own = [f for f in forms if os.path.dirname(f) == source]
        subprocess.run([formc, "generate", "--emit", "json-schema", "-o", directory + "/"] + own, check=True, capture_output=True)
    for path in forms:
        done = subprocess.run([formc, "generate", "--emit", "json-schema", path], check=True, capture_output=True)
        name = os.path.splitext(os.path.basename(path))[0]
        with open(os.path.join(stdout_dir, name + ".json-schema.json"), "wb") as handle:
            handle.write(done.stdout)


def patterns_in(node, found):
    """Every `pattern` string in a schema (keywords and the x-formc-validators copies alike)."""
    if isinstance(node, dict):
        for key, value in node.items():
            if key == "pattern" and isinstance(value, str):
                found.add(value)
            else:
                patterns_in(value, found)
    elif isinstance(node, list):
        for value in node:
            patterns_in(value, found)
    return found


def regex_rewrite(node):
    """The schema with every end guard `(?![\\s\\S])` of its patterns written `$`, which is the
    end of the text in RE2-style engines (Rust's regex, RE2, Go)."""
    if isinstance(node, dict):
        return {k: (v.replace(GUARD, "$") if k == "pattern" and isinstance(v, str) else regex_rewrite(v)) for k, v in node.items()}
    if isinstance(node, list):
        return [regex_rewrite(v) for v in node]
    return node


class Validators:
    """Each configuration's validator of one schema, built from its JSON text."""

    def __init__(self, text):
        self.text = text
        self.exact = json.loads(text, parse_float=decimal.Decimal)
        self.doubles = json.loads(text)
        self.built = {}
        self.load_errors = {}

    def get(self, configuration):
        if configuration not in self.built:
            try:
                self.built[configuration] = self.build(configuration)
            except Exception as error:  # noqa: BLE001 - a schema a validator refuses is a finding
                self.built[configuration] = None
                self.load_errors[configuration] = str(error).splitlines()[0]
        return self.built[configuration]

    def build(self, configuration):
        if configuration == "python-jsonschema +formats":
            v = Draft202012Validator(self.exact, format_checker=Draft202012Validator.FORMAT_CHECKER)
            return lambda text: v.is_valid(json.loads(text, parse_float=decimal.Decimal))
        if configuration == "python-jsonschema":
            v = Draft202012Validator(self.exact)
            return lambda text: v.is_valid(json.loads(text, parse_float=decimal.Decimal))
        if configuration == "jsonschema-rs +formats":
            v = jsonschema_rs.Draft202012Validator(self.doubles, validate_formats=True)
            return lambda text: v.is_valid(json.loads(text))
        if configuration == "jsonschema-rs":
            v = jsonschema_rs.Draft202012Validator(self.doubles)
            return lambda text: v.is_valid(json.loads(text))
        if configuration == "jschon":
            v = jschon.JSONSchema.loads(self.text)
            return lambda text: v.evaluate(jschon.JSON.loads(text)).valid
        if configuration == "jsonschema-rs regex":
            v = jsonschema_rs.Draft202012Validator(regex_rewrite(self.doubles), pattern_options=jsonschema_rs.RegexOptions())
            return lambda text: v.is_valid(json.loads(text))
        raise ValueError(configuration)


# What the worker processes read: set before they are forked.
RUN = {}


def run_cases(task):
    """Runs every `step`-th case from `start` through one configuration: (agreeing count,
    [(case, verdict)] of the differing ones, forms whose schema it refused, their errors)."""
    configuration, start, step = task
    validators, agree, differ, refused = RUN["validators"], 0, [], {}
    for case, form, instance, expected in RUN["cases"][start::step]:
        validate = validators[form].get(configuration)
        if validate is None:
            refused[form] = validators[form].load_errors[configuration]
            continue
        said = validate(exact_json(instance))
        if said == expected:
            agree += 1
        else:
            differ.append((case, said))
    return agree, differ, sorted(refused), refused


def metaschema_problems(path, text):
    """What each validator's metaschema check says is wrong with a schema document."""
    problems = []
    exact = json.loads(text, parse_float=decimal.Decimal)
    try:
        Draft202012Validator.check_schema(exact, format_checker=Draft202012Validator.FORMAT_CHECKER)
    except Exception as error:  # noqa: BLE001
        problems.append("%s: python-jsonschema check_schema: %s" % (path, str(error).splitlines()[0]))
    try:
        jsonschema_rs.meta.validate(json.loads(text))
        jsonschema_rs.Draft202012Validator(json.loads(text))
    except Exception as error:  # noqa: BLE001
        problems.append("%s: jsonschema-rs: %s" % (path, str(error).splitlines()[0]))
    try:
        result = jschon.JSONSchema.loads(text).validate()
        if not result.valid:
            problems.append("%s: jschon metaschema: %s" % (path, json.dumps(result.output("basic"))[:300]))
    except Exception as error:  # noqa: BLE001
        problems.append("%s: jschon: %s" % (path, str(error).splitlines()[0]))
    return problems


def vector_cases(schemas):
    data = check.load_json(os.path.join(HERE, "vectors.json"))
    cases = []
    for vector in data["vectors"]:
        schema = schemas[vector["form"]]
        inputs = dict(data["baselines"][vector["form"]])
        inputs.update(vector.get("with", {}))
        inputs[vector["field"]] = vector["input"]
        instance = {}
        try:
            for name, text in inputs.items():
                value = check.instance_value(schema["properties"][name], name in schema["required"], text)
                if value is not None:
                    instance[name] = value
        except ValueError:
            continue  # swiftOnly notANumber: no JSON instance
        case = vector_case(vector)
        # A vector with a `limit` is one where the schema's verdict is documented to be the
        # opposite of the app's (check.py checks the reason): an int bound moved inward to a
        # double ("Numbers"), which every validator reads alike.
        expected = vector["valid"] != ("limit" in vector)
        if "swiftOnly" in vector:
            # The schema cannot decide the field, so it accepts it (check.py checks that); the
            # record as a whole is valid when the other fields are, which for a swiftOnly
            # vector's `with` (an empty counterpart, say) check.py does not require.
            errors = check.attributed_errors(Draft202012Validator(schema, format_checker=Draft202012Validator.FORMAT_CHECKER),
                                             instance, schema)
            expected = not any(field != vector["field"] for field in errors)
        cases.append((case, vector["form"], instance, expected))
    return cases


def record_cases(schemas):
    data = check.load_json(os.path.join(HERE, "records.json"))
    cases = []
    for index, record in enumerate(data["records"]):
        schema = schemas[record["form"]]
        submitted = check.always_submitted(schema)
        instance = {}
        for name, text in record["values"].items():
            if record["expect"][name] == "hidden":
                continue
            value = check.instance_value(schema["properties"][name], name in submitted, text)
            if value is not None:
                instance[name] = value
        case = "records.json[%d]" % index
        # A field the record marks swiftOnly is one the schema cannot decide (a `double`'s
        # digits): the schema accepts its value.
        undecided = record.get("swiftOnly", {})
        valid = all(verdict != "invalid" or name in undecided for name, verdict in record["expect"].items())
        cases.append((case, record["form"], instance, valid))
        for name, verdict in record["expect"].items():
            text = record["values"][name]
            if verdict == "hidden" and text != "":
                with_hidden = dict(instance)
                with_hidden[name] = check.instance_value(schema["properties"][name], True, text)
                cases.append(("%s with hidden %s" % (case, name), record["form"], with_hidden, False))
    return cases


def script_cases(schemas):
    """The records the answer scripts of computed values (Tests/Computed/scripts.json) and of
    repeating groups (Tests/Repeats/scripts.json) say a submit sends, each valid; and, for a
    form with groups, each record made invalid twice: a group's rows below its `minItems`
    (none, or one fewer), and its first row without a key the row object requires."""
    root = os.path.dirname(os.path.dirname(HERE))
    cases = []
    for path in (os.path.join(root, "Tests", "Computed", "scripts.json"), os.path.join(root, "Tests", "Repeats", "scripts.json")):
        data = check.load_json(path)
        form = data["form"]
        schema = schemas[form]
        short = os.path.relpath(path, root)
        for index, script in enumerate(data["scripts"]):
            if "record" not in script:
                continue
            record = script["record"]
            case = "%s[%d]" % (short, index)
            cases.append((case, form, record, True))
            for key, prop in sorted(schema.get("properties", {}).items()):
                if prop.get("type") != "array" or not isinstance(record.get(key), list):
                    continue
                rows = record[key]
                fewest = prop.get("minItems", 0)
                if fewest > 0 and len(rows) >= fewest:
                    cases.append(("%s with %s cut to %d rows" % (case, key, fewest - 1), form,
                                  dict(record, **{key: rows[:fewest - 1]}), False))
                required = prop.get("items", {}).get("required", [])
                if rows and required and required[0] in rows[0]:
                    first = {k: v for k, v in rows[0].items() if k != required[0]}
                    cases.append(("%s with %s[0] without %s" % (case, key, required[0]), form,
                                  dict(record, **{key: [first] + rows[1:]}), False))
    return cases


def choices_cases():
    data = check.load_json(os.path.join(HERE, "choices-records.json"))
    return [("choices-records.json[%d]" % index, data["form"], entry["record"], entry["valid"])
            for index, entry in enumerate(data["records"])]


def strings_in(value, found):
    if isinstance(value, str):
        found.add(value)
    elif isinstance(value, dict):
        for v in value.values():
            strings_in(v, found)
    elif isinstance(value, list):
        for v in value:
            strings_in(v, found)
    return found


def pattern_problems(patterns, strings):
    """Each pattern in Python `re` and Node with `u` and `v`: compiles in all three, answers alike."""
    if shutil.which("node") is None:
        sys.stderr.write("differential.py needs node\n")
        sys.exit(2)
    patterns, strings = sorted(patterns), sorted(strings)
    done = subprocess.run(["node", "-e", NODE], input=json.dumps({"patterns": patterns, "strings": strings}),
                          capture_output=True, text=True, check=True)
    problems = []
    for pattern, (u, v) in zip(patterns, json.loads(done.stdout)):
        try:
            regex = re.compile(pattern)
            python = "".join("1" if regex.search(s) else "0" for s in strings)
        except re.error as error:
            python = "error: %s" % error
        for name, answer in (("python re", python), ("node u", u), ("node v", v)):
            if answer.startswith("error"):
                problems.append("%s does not compile %r: %s" % (name, pattern, answer))
        if len({python, u, v}) > 1 and not any(a.startswith("error") for a in (python, u, v)):
            first = next(i for i in range(len(strings)) if len({python[i], u[i], v[i]}) > 1)
            problems.append("%r answers differently on %r: python %s, node u %s, node v %s" % (
                pattern, strings[first], python[first], u[first], v[first]))
    return problems


def main(argv):
    if len(argv) != 2 or argv[1] in ("-h", "--help"):
        sys.stderr.write(__doc__)
        return 2
    jschon.create_catalog("2020-12")
    with tempfile.TemporaryDirectory(prefix="formc-differential-") as scratch:
        if os.path.isdir(argv[1]):
            directory = argv[1]
        elif os.path.isfile(argv[1]) and os.access(argv[1], os.X_OK):
            directory = scratch
            generate(os.path.abspath(argv[1]), directory)
        else:
            sys.stderr.write("differential.py: %s is neither the formc binary nor a directory of schemas\n" % argv[1])
            return 2
        documents = {path: open(path, encoding="utf-8").read() for path in schema_files(directory)}
    problems = []
    checked = set()
    for path, text in documents.items():
        if text not in checked:  # a file with one form prints that form's schema
            checked.add(text)
            problems += metaschema_problems(os.path.basename(path), text)
    per_form = {os.path.basename(p)[: -len(".schema.json")]: t for p, t in documents.items() if p.endswith(".schema.json")}
    validators = {name: Validators(text) for name, text in per_form.items()}
    schemas = {name: v.exact for name, v in validators.items()}

    vectors, records, choices = vector_cases(schemas), record_cases(schemas), choices_cases()
    choices += script_cases(schemas)
    names = [name for name, _ in CONFIGURATIONS]
    # vectors.json repeats a few vectors under other notes: the same instance, run once.
    expected_of, cases = {}, []
    for entry in vectors + records + choices:
        case, _, _, expected = entry
        if case not in expected_of:
            expected_of[case] = expected
            cases.append(entry)
        elif expected_of[case] != expected:
            problems.append("two cases called %r expect different verdicts" % case)
    listed = dict(KNOWN)
    found = {}
    table = []
    RUN.update(validators=validators, cases=cases)
    # jschon takes milliseconds a case (it collects every annotation), the others microseconds:
    # its cases are shared among worker processes, forked with the validators already read.
    tasks = [(c, 0, 1) for c in names if c != "jschon"] + [("jschon", k, 4) for k in range(4)]
    with multiprocessing.get_context("fork").Pool(2) as pool:
        results = pool.map(run_cases, tasks)
    for configuration in names:
        parts = [r for (c, _, _), r in zip(tasks, results) if c == configuration]
        agree = sum(r[0] for r in parts)
        said = {case: verdict for r in parts for case, verdict in r[1]}
        refused = sorted({form for r in parts for form in r[2]})
        for case, verdict in said.items():
            found[(configuration, case)] = verdict
        table.append((configuration, agree, len(said), refused))
        for form in refused:
            validators[form].load_errors[configuration] = next(r[3][form] for r in parts if form in r[3])
    for (configuration, case), said in sorted(found.items()):
        if (configuration, case) not in listed:
            problems.append("NEW DIFFERENCE: %s says %s on %s" % (configuration, "valid" if said else "invalid", case))
    for key in sorted(listed):
        if key not in found:
            problems.append("LISTED BUT GONE: %s on %s (remove it from differential.py)" % key)
    for configuration, _, _, refused in table:
        if refused and configuration != "jsonschema-rs regex":
            problems.append("%s refuses to load %s: %s" % (configuration, ", ".join(refused),
                                                          validators[refused[0]].load_errors[configuration]))

    # The RE2-style engine with the patterns as written: it has no lookahead, so it refuses every
    # schema with a pattern (each ends in the end guard), which the rewrite above makes it load.
    as_written = 0
    for v in validators.values():
        try:
            jsonschema_rs.Draft202012Validator(v.doubles, pattern_options=jsonschema_rs.RegexOptions())
            as_written += 1
        except Exception:  # noqa: BLE001 - a refusal is what is counted
            pass
    with_patterns = sum(1 for v in validators.values() if patterns_in(v.doubles, set()))

    patterns = set()
    for text in documents.values():
        patterns_in(json.loads(text), patterns)
    strings = set(FIXED_PROBES)
    for _, _, instance, _ in cases:
        strings_in(instance, strings)
    problems += pattern_problems(patterns, strings)

    print("schemas: %d documents (%d forms), metaschema-checked by python-jsonschema, jsonschema-rs and jschon"
          % (len(documents), len(per_form)))
    print("cases: %d (%d vectors, %d records and hidden-field variants, %d records of choices and of answer scripts; %d repeated vectors run once)" % (
        len(cases), len(vectors), len(records), len(choices), len(vectors) + len(records) + len(choices) - len(cases)))
    # The table docs/JSON-SCHEMA.md gives ("Validators compared"), as Markdown.
    print("| configuration | what | agree | differ | schemas refused |")
    print("|---|---|---|---|---|")
    for (configuration, agree, differ, refused), (_, about) in zip(table, CONFIGURATIONS):
        print("| %s | %s | %d | %d | %d |" % (configuration, about, agree, differ, len(refused)))
    print("jsonschema-rs regex with the patterns as written: loads %d of %d schemas (%d have a pattern)" % (
        as_written, len(validators), with_patterns))
    print("patterns: %d distinct, on %d strings, through Python re and Node with u and v" % (len(patterns), len(strings)))
    for (configuration, case), said in sorted(found.items()):
        why = KNOWN.get((configuration, case), "NOT LISTED")
        print("  differs: %s says %s on %s (%s)" % (configuration, "valid" if said else "invalid", case, why))
    for problem in problems:
        print("FAIL: " + problem)
    print("differential: %d configurations x %d cases, %d differences (%d listed), %d problem(s)" % (
        len(names), len(cases), len(found), len(listed), len(problems)))
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
