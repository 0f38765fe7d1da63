#!/usr/bin/env python3
"""The Python half of formc's conformance check (docs/JSON-SCHEMA.md, "Conformance vectors").

    python3 Tests/Conformance/check.py FORMC_BINARY
    python3 Tests/Conformance/check.py DIRECTORY

With the formc binary, every form in Examples/, Tests/Forms/ and Tests/Conformance/ is compiled with
`formc generate --emit json-schema` and `--emit ui-schema` (per-form files with -o DIR, and
the whole-file document on standard output). With a directory, the schemas already in it
are used (`Name.schema.json`, `Name.ui.json`, and `stdout/*.json-schema.json` if present),
for example Tests/FormDSLTests/Golden/json, which the Swift tests keep equal to the emitter.

Then:
 1. every schema passes Draft202012Validator.check_schema (with the format checker, so
    every `pattern` must compile in Python's `re`), and uses only the formats that
    python-jsonschema checks without optional packages (FORMATS_WITHOUT_EXTRAS);
 2. every uiSchema is well formed for react-jsonschema-form (ui:order lists each property
    once, known widgets, HTML autofill tokens, inputmode/enterkeyhint/autocapitalize values);
 3. every vector in vectors.json is validated with
    Draft202012Validator(schema, format_checker=Draft202012Validator.FORMAT_CHECKER) and must
    give the expected answer (or the other one where known_differences.py lists a documented
    limit of python-jsonschema's format checkers), except vectors marked swiftOnly (rules the docs list as not
    expressible in JSON Schema), whose reason is itself checked against the schema, and
    which the schema must accept (else it decides them after all);
 4. every whole record in records.json (conditions: fields shown, hidden and required by
    other fields' values) is submitted as a front end would, without its hidden fields, and
    each field's errors must match its verdict (a field the record marks swiftOnly must be
    accepted, for the reason given); each hidden field's value, submitted anyway, must be
    rejected;
 5. every whole record in choices-records.json (multiple choices: arrays of options, their
    counts, duplicates, unknown and decomposed values, order) is accepted exactly when it
    says it is valid.

Numbers are read exactly (decimal.Decimal), as a validator must to agree with formc's exact
range checks; differential.py runs the same cases through validators that read doubles.
Exits 1 on any disagreement, 2 on a usage or setup error.
"""

import decimal
import json
import os
import re
import subprocess
import sys
import tempfile

try:
    from jsonschema import Draft202012Validator
except ImportError:  # pragma: no cover - setup problem, not a test failure
    sys.stderr.write("check.py needs jsonschema: pip install -r Tests/Conformance/requirements.txt\n")
    sys.exit(2)

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from known_differences import KNOWN, vector_case  # noqa: E402
ROOT = os.path.dirname(os.path.dirname(HERE))
SOURCES = [os.path.join(ROOT, "Examples"), os.path.join(ROOT, "Tests", "Forms"), HERE, os.path.join(ROOT, "Tests", "Repeats")]

AUTOFILL_TOKENS = {
    "name", "honorific-prefix", "given-name", "additional-name", "family-name", "honorific-suffix",
    "nickname", "username", "new-password", "current-password", "one-time-code",
    "organization-title", "organization", "street-address", "address-line1", "address-line2",
    "address-line3", "address-level4", "address-level3", "address-level2", "address-level1",
    "country", "country-name", "postal-code", "cc-name", "cc-given-name", "cc-additional-name",
    "cc-family-name", "cc-number", "cc-exp", "cc-exp-month", "cc-exp-year", "cc-csc", "cc-type",
    "transaction-currency", "transaction-amount", "language", "bday", "bday-day", "bday-month",
    "bday-year", "sex", "url", "photo", "tel", "tel-country-code", "tel-national", "tel-area-code",
    "tel-local", "tel-extension", "email", "impp",
}
UI_OPTIONS = {
    "inputMode": {"none", "text", "decimal", "numeric", "tel", "search", "email", "url"},
    "enterKeyHint": {"enter", "done", "go", "next", "previous", "search", "send"},
    "autoCapitalize": {"none", "sentences", "words", "characters"},
    "autoCorrect": {"on", "off"},
}
FIELD_UI_KEYS = {"ui:autofocus", "ui:placeholder", "ui:help", "ui:widget", "ui:disabled",
                 "ui:emptyValue", "ui:autocomplete", "ui:options", "x-formc-visibleWhen", "x-formc-requiredWhen",
                 "x-formc-step", "ui:readonly"}
SWIFT_ONLY_REASONS = {"equals", "fractionDigits", "maxDigits", "significantDigits", "notANumber", "dateRange", "today"}
# Documented limits (docs/JSON-SCHEMA.md, "Numbers"): the schema's verdict is the opposite of the
# app's. `beyondDoubles`: an int field that takes integers beyond ±(2^53 - 1) has its bounds
# moved inward to doubles, so an exact validator refuses the integers between them and the
# field's own limit, which the app accepts.
LIMITS = {"beyondDoubles"}
LARGEST_EXACT_INTEGER = 2 ** 53 - 1
# The formats a schema may carry: those python-jsonschema checks with the standard library
# alone. Any other (uri, iri, hostname, ...) is checked only when an optional package is
# installed, so the app and a validator would agree or not depending on that package. `email`
# is not among them either: its rule (RFC 5321's address, to some validators) is not formc's,
# so an email field carries its pattern and `x-formc-format: email` instead.
FORMATS_WITHOUT_EXTRAS = {"date"}
NUMBER = re.compile(r"-?(?:[0-9]+(?:\.[0-9]*)?|\.[0-9]+)")


def load_json(path):
    with open(path, encoding="utf-8") as handle:
        return json.load(handle, parse_float=decimal.Decimal)


def form_files():
    files = []
    for directory in SOURCES:
        files += sorted(os.path.join(directory, name) for name in os.listdir(directory) if name.endswith(".form"))
    return files


def generate(formc, directory):
    """Runs formc on every form file: per-form files into `directory`, whole-file documents
    (standard output) into `directory/stdout`. Returns the problems found on the way."""
    problems = []
    stdout_dir = os.path.join(directory, "stdout")
    os.makedirs(stdout_dir)
    for path in form_files():
        base = os.path.splitext(os.path.basename(path))[0]
        for emit, suffix in (("json-schema", ".json-schema.json"), ("ui-schema", ".ui-schema.json")):
            for extra, out in (([ "-o", directory ], None), ([], os.path.join(stdout_dir, base + suffix))):
                command = [formc, "generate", "--emit", emit] + extra + [path]
                result = subprocess.run(command, capture_output=True)
                if result.returncode != 0:
                    problems.append("%s exited %d: %s" % (" ".join(command), result.returncode, result.stderr.decode("utf-8", "replace").strip()))
                    continue
                if out is not None:
                    with open(out, "wb") as handle:
                        handle.write(result.stdout)
                    again = subprocess.run(command, capture_output=True)
                    if again.stdout != result.stdout:
                        problems.append("%s: output differs between two runs" % " ".join(command))
    return problems


def check_schemas(directory):
    """check_schema on every schema document; returns (schemas by form name, problems)."""
    problems = []
    schemas = {}
    paths = [os.path.join(directory, n) for n in sorted(os.listdir(directory)) if n.endswith(".schema.json")]
    stdout_dir = os.path.join(directory, "stdout")
    if os.path.isdir(stdout_dir):
        paths += [os.path.join(stdout_dir, n) for n in sorted(os.listdir(stdout_dir)) if n.endswith(".json-schema.json")]
    if not paths:
        problems.append("no *.schema.json in %s" % directory)
    for path in paths:
        raw = open(path, "rb").read()
        if not raw.endswith(b"\n") or b"\\/" in raw.replace(b"\\\\", b""):
            problems.append("%s: not printed by formc's JSON printer (final newline, unescaped '/')" % path)
        try:
            schema = load_json(path)
            Draft202012Validator.check_schema(schema, format_checker=Draft202012Validator.FORMAT_CHECKER)
        except Exception as error:  # noqa: BLE001 - report every kind of failure
            problems.append("%s: %s" % (path, str(error).splitlines()[0]))
            continue
        for where, value in formats(schema):
            if value not in FORMATS_WITHOUT_EXTRAS:
                problems.append("%s: %s has format %r, which python-jsonschema checks only with an optional package" % (path, where, value))
        if path.endswith(".schema.json"):
            schemas[os.path.basename(path)[: -len(".schema.json")]] = schema
        else:
            # A whole-file document: one schema, or a bundle of them under $defs.
            for name, inner in (schema.get("$defs") or {}).items():
                own = os.path.join(directory, name + ".schema.json")
                if os.path.exists(own) and load_json(own) != inner:
                    problems.append("%s: $defs/%s differs from %s" % (path, name, own))
    return schemas, problems


def formats(node, where="#"):
    """Every `format` keyword in a schema, with where it is."""
    if isinstance(node, dict):
        for key, value in node.items():
            if key == "format" and isinstance(value, str):
                yield where, value
            else:
                yield from formats(value, where + "/" + key)
    elif isinstance(node, list):
        for index, value in enumerate(node):
            yield from formats(value, "%s/%d" % (where, index))


def check_ui_schemas(directory, schemas):
    problems = []
    for name, schema in sorted(schemas.items()):
        path = os.path.join(directory, name + ".ui.json")
        if not os.path.exists(path):
            problems.append("%s: missing" % path)
            continue
        ui = load_json(path)
        problems += ui_object_problems(path, ui, schema, None, ("ui:order", "ui:submitButtonOptions"))
    return problems


def is_rows(prop):
    """A repeating group's property: an array of row objects."""
    return prop.get("type") == "array" and isinstance(prop.get("items"), dict) and prop["items"].get("type") == "object"


def ui_object_problems(path, ui, schema, form_properties, own_keys):
    """The uiSchema of an object (the form, or a repeating group's row, `schema`): ui:order
    lists each property once, and each other key is a property's entry. `form_properties`:
    in a row, the form's, which a condition names with `"of": "form"`."""
    problems = []
    properties = list(schema["properties"])
    order = ui.get("ui:order", [])
    if sorted(order) != sorted(properties) or len(set(order)) != len(order):
        problems.append("%s: ui:order %s does not list each property once" % (path, order))
    for key, value in ui.items():
        if key in own_keys:
            continue
        if key not in schema["properties"]:
            problems.append("%s: '%s' is not a property" % (path, key))
            continue
        prop = schema["properties"][key]
        if is_rows(prop):
            problems += rows_ui_problems("%s: %s" % (path, key), value, prop, schema["properties"])
            continue
        for ui_key, ui_value in value.items():
            where = "%s: %s.%s" % (path, key, ui_key)
            if ui_key not in FIELD_UI_KEYS:
                problems.append("%s: unknown key" % where)
            elif ui_key == "ui:readonly" and (ui_value is not True or prop.get("readOnly") is not True):
                problems.append("%s: only a computed value (readOnly in the schema) is read-only, with true" % where)
            elif ui_key == "ui:widget" and ui_value not in ("password", "textarea", "checkbox", "checkboxes", "radio", "updown", "range", "email"):
                problems.append("%s: widget %r" % (where, ui_value))
            elif ui_key == "x-formc-step":
                problems += ["%s: %s" % (where, p) for p in step_problems(ui_value, value, prop)]
            elif ui_key == "ui:autocomplete" and ui_value not in AUTOFILL_TOKENS:
                problems.append("%s: %r is not an HTML autofill token" % (where, ui_value))
            elif ui_key in ("x-formc-visibleWhen", "x-formc-requiredWhen"):
                problems += ["%s: %s" % (where, p) for p in condition_problems(ui_value, schema["properties"], form_properties)]
            elif ui_key == "ui:options":
                for option, option_value in ui_value.items():
                    if option_value not in UI_OPTIONS.get(option, ()):
                        problems.append("%s.%s: %r" % (where, option, option_value))
    return problems


def rows_ui_problems(where, ui, prop, form_properties):
    """A repeating group's entry (docs/JSON-SCHEMA.md, "Repeating groups"): RJSF's array
    options addable, removable and orderable, all true (the app adds, removes and moves rows);
    `x-formc-addLabel`, a text; `items`, the row's uiSchema, checked as the form's is."""
    problems = []
    for key, value in ui.items():
        if key == "ui:options":
            if value != {"addable": True, "removable": True, "orderable": True}:
                problems.append("%s.ui:options: %r, not addable, removable and orderable" % (where, value))
        elif key == "x-formc-addLabel":
            if not isinstance(value, str) or not value:
                problems.append("%s.x-formc-addLabel: %r is not a text" % (where, value))
        elif key == "items":
            problems += ui_object_problems(where + ".items", value, prop["items"], form_properties, ("ui:order",))
        else:
            problems.append("%s.%s: unknown key" % (where, key))
    if "items" not in ui:
        problems.append("%s: no items (the row's ui:order)" % where)
    return problems


def step_problems(step, ui, prop):
    """What is wrong with the `x-formc-step` of a stepper or slider (docs/LANGUAGE.md,
    "Steppers" and "Sliders"): a positive number, no larger than the range, on an `updown`
    integer or a `range` integer or number with both bounds inclusive; a whole number on an
    integer."""
    problems = []
    widget = ui.get("ui:widget")
    if widget not in ("updown", "range"):
        problems.append("a step without the updown or range widget")
    kinds = ("integer",) if widget == "updown" else ("integer", "number")
    if prop.get("type") not in kinds or "minimum" not in prop or not ("maximum" in prop or "exclusiveMaximum" in prop):
        return problems + ["a step on a property that is not %s with both bounds" % " or ".join(kinds)]
    if "exclusiveMaximum" in prop and prop["type"] != "integer":
        return problems + ["a step on a number without an inclusive maximum"]
    upper = prop["maximum"] if "maximum" in prop else prop["exclusiveMaximum"] - 1
    whole = prop["type"] == "integer"
    if isinstance(step, bool) or not isinstance(step, (int, decimal.Decimal)) or step <= 0 \
            or (whole and step != int(step)) or step > upper - prop["minimum"]:
        problems.append("step %r does not fit %s...%s" % (step, prop["minimum"], upper))
    return problems


def condition_problems(condition, properties, form_properties=None):
    """What is wrong with a uiSchema condition (docs/JSON-SCHEMA.md, "Conditions"). In a row
    of a repeating group, `properties` are the row's and `form_properties` the form's, which a
    leaf names with `"of": "form"`; elsewhere no leaf has `of`."""
    if not isinstance(condition, dict):
        return ["not a condition: %r" % (condition,)]
    names = properties
    if "of" in condition:
        if form_properties is None or condition["of"] != "form" or not ("present" in condition or "field" in condition):
            return ["'of' is 'form', on a field of the form read in a row: %r" % (condition,)]
        names = form_properties
        condition = {k: v for k, v in condition.items() if k != "of"}
    if len(condition) not in (1, 3):
        return ["not a condition: %r" % (condition,)]
    if "present" in condition:
        return [] if condition["present"] in names else ["unknown field %r" % condition["present"]]
    if "not" in condition:
        return condition_problems(condition["not"], properties, form_properties)
    for key in ("all", "any"):
        if key in condition:
            items = condition[key]
            if not isinstance(items, list) or len(items) < 2:
                return ["'%s' needs a list of two or more" % key]
            return [p for item in items for p in condition_problems(item, properties, form_properties)]
    if set(condition) == {"field", "op", "value"} and condition["field"] in names \
            and condition["op"] in ("==", "<", "<=", ">", ">="):
        return []
    return ["not a condition: %r" % (condition,)]


def instance_value(prop, required, text):
    """The JSON value a front end submits for `text` typed into a field, or None for an
    absent property. Raises ValueError for text that is not a number in a numeric field."""
    kind = prop.get("type")
    if kind in ("integer", "number"):
        if text == "":
            return None
        if not NUMBER.fullmatch(text):
            raise ValueError("not a number")
        if "." in text:
            return decimal.Decimal(text)
        return int(text)
    if kind == "boolean":
        # A toggle's text is "true" or "false"; it is never empty (the vector is filtered).
        return {"true": True, "false": False, "": None}.get(text, text)
    if kind == "array":
        # A choices field's text is a JSON array of option values (FormRuntime's
        # ChoicesInput.text), "" while nothing is picked: the empty array, always submitted.
        if text == "":
            return [] if required else None
        return json.loads(text, parse_float=decimal.Decimal)
    if text == "" and (prop.get("format") == "date" or not required):
        return None
    return text


def attributed_errors(validator, instance, schema):
    """Errors of `instance`, by the property they concern."""
    by_field = {}
    for error in validator.iter_errors(instance):
        if error.absolute_path:
            fields = [error.absolute_path[0]]
        elif error.validator == "required":
            fields = [name for name in error.validator_value if name not in instance]
        elif error.validator == "not" and list(error.validator_value) == ["required"]:
            # A hidden field's property is present: `else: {"not": {"required": [f]}}`.
            fields = list(error.validator_value["required"])
        else:
            fields = ["<root>"]
        for field in fields:
            by_field.setdefault(field, []).append(error.message)
    return by_field


def check_swift_only(vector, prop, schema):
    """Whether a swiftOnly vector's reason holds for the emitted schema; a message if not."""
    reason = vector["swiftOnly"]
    text = vector["input"]
    annotations = prop.get("x-formc-input", {})
    if reason not in SWIFT_ONLY_REASONS:
        return "unknown swiftOnly reason %r" % reason
    if reason == "equals" and "x-formc-equals" not in prop:
        return "swiftOnly equals, but the property has no x-formc-equals"
    if reason == "today" and vector["field"] in conditional_fields(schema):
        return "swiftOnly today, but the schema has a conditional rule for the field"
    if reason == "dateRange" and "x-formc-earliest" not in prop and "x-formc-latest" not in prop:
        return "swiftOnly dateRange, but the property has no x-formc-earliest or x-formc-latest"
    if reason == "notANumber" and (prop.get("type") not in ("integer", "number") or NUMBER.fullmatch(text)):
        return "swiftOnly notANumber, but the input is representable"
    if reason == "fractionDigits":
        limit = annotations.get("fractionDigits")
        fraction = text.split(".")[1] if "." in text else ""
        if limit is None or len(fraction) <= limit:
            return "swiftOnly fractionDigits, but no x-formc-input.fractionDigits limit applies"
    if reason == "maxDigits":
        limit = annotations.get("maxDigits")
        if limit is None or prop.get("type") == "integer" or typed_digits(text) <= limit:
            return "swiftOnly maxDigits, but no x-formc-input.maxDigits limit applies"
    if reason == "significantDigits":
        limit = annotations.get("significantDigits")
        if limit is None or not NUMBER.fullmatch(text) or significant_digits(text) <= limit:
            return "swiftOnly significantDigits, but no x-formc-input.significantDigits limit applies"
    return None


def check_limit(vector, prop):
    """Whether a vector's documented limit holds for the emitted schema; a message if not."""
    if vector["limit"] not in LIMITS:
        return "unknown limit %r" % vector["limit"]
    text = vector["input"]
    if prop.get("type") != "integer" or not re.fullmatch(r"-?[0-9]+", text) or abs(int(text)) <= LARGEST_EXACT_INTEGER:
        return "limit beyondDoubles, but the input is not an integer beyond ±(2^53 - 1) in an int field"
    if not vector["valid"]:
        return "limit beyondDoubles is about numbers the app accepts"
    return None


def conditional_fields(schema):
    """The fields a root `if`/`then`/`else` rule requires or forbids (ConditionSchema)."""
    names = set()
    for rule in schema.get("allOf", []):
        names.update((rule.get("then") or {}).get("required", []))
        names.update(((rule.get("else") or {}).get("not") or {}).get("required", []))
    return names


def significant_digits(text):
    """Digits from the first nonzero digit to the last (FormRuntime's
    NumberField.significantDigits): `0.000120` and `1200` have two."""
    digits = text.lstrip("-").replace(".", "").strip("0")
    return len(digits)


def typed_digits(text):
    """Digits of a number text as the app's filter counts them against its limit: the sign
    and leading zeros of the integer part do not count (`0.05` is typed `.05`)."""
    integer, _, fraction = text.lstrip("-").partition(".")
    return len(integer.lstrip("0")) + len(fraction)


def describe(vector):
    shown = json.dumps(vector["input"], ensure_ascii=True)
    return "%s.%s %s (%s)" % (vector["form"], vector["field"], shown, vector.get("note", ""))


def check_vectors(schemas):
    data = load_json(os.path.join(HERE, "vectors.json"))
    baselines = data["baselines"]
    failures, passed, skipped = [], 0, 0
    validators = {}
    for form, baseline in sorted(baselines.items()):
        if form not in schemas:
            failures.append("%s: no schema emitted" % form)
            continue
        schema = schemas[form]
        validators[form] = Draft202012Validator(schema, format_checker=Draft202012Validator.FORMAT_CHECKER)
        instance = {}
        for field, text in baseline.items():
            value = instance_value(schema["properties"][field], field in schema["required"], text)
            if value is not None:
                instance[field] = value
        errors = attributed_errors(validators[form], instance, schema)
        if errors:
            failures.append("baseline of %s is invalid: %s" % (form, errors))
    for vector in data["vectors"]:
        form, field = vector["form"], vector["field"]
        if form not in validators:
            continue
        schema = schemas[form]
        prop = schema["properties"].get(field)
        if prop is None:
            failures.append("%s: no property %r" % (describe(vector), field))
            continue
        inputs = dict(baselines[form])
        inputs.update(vector.get("with", {}))
        inputs[field] = vector["input"]
        instance = {}
        try:
            for name, text in inputs.items():
                value = instance_value(schema["properties"][name], name in schema["required"], text)
                if value is not None:
                    instance[name] = value
        except ValueError:
            instance = None
        if "swiftOnly" in vector:
            problem = check_swift_only(vector, prop, schema)
            # The schema cannot decide the case, so it accepts the value: a schema that
            # rejects it decides it after all, and the vector should not be swiftOnly.
            if not problem and instance is not None and field in attributed_errors(validators[form], instance, schema):
                problem = "swiftOnly %s, but the schema rejects the value: it is not swiftOnly" % vector["swiftOnly"]
            if problem:
                failures.append("%s: %s" % (describe(vector), problem))
            skipped += 1
            continue
        if instance is None:
            failures.append("%s: input is not a JSON number; mark the vector swiftOnly: notANumber" % describe(vector))
            continue
        errors = attributed_errors(validators[form], instance, schema)
        others = {k: v for k, v in errors.items() if k != field}
        if others:
            failures.append("%s: errors in other fields %s (baseline or 'with' is wrong)" % (describe(vector), others))
            continue
        valid = field not in errors
        # A documented limit: the schema says the opposite of the app, for the reason given.
        expected = vector["valid"]
        if "limit" in vector:
            problem = check_limit(vector, prop)
            if problem:
                failures.append("%s: %s" % (describe(vector), problem))
                continue
            expected = not expected
        if valid != expected and ("python-jsonschema +formats", vector_case(vector)) in KNOWN:
            # A documented limit of python-jsonschema's format checkers (known_differences.py);
            # differential.py fails once it no longer occurs.
            print("known: %s: python-jsonschema says %s: %s" % (describe(vector), "valid" if valid else "invalid",
                                                               KNOWN[("python-jsonschema +formats", vector_case(vector))]))
            passed += 1
        elif valid != expected:
            said = "valid" if valid else "invalid: " + "; ".join(errors[field])
            failures.append("%s: expected %s, python-jsonschema says %s" % (
                describe(vector), "valid" if expected else "invalid", said))
        else:
            passed += 1
    return passed, skipped, failures


def always_submitted(schema):
    """The fields whose property a front end always submits while the field is shown: the
    root `required`, and the non-optional fields that conditions hide (`then: required`)."""
    names = set(schema.get("required", []))
    for rule in schema.get("allOf", []):
        if "else" in rule and "then" in rule:
            names.update(rule["then"].get("required", []))
    return names


def check_records(schemas):
    """Whole records (records.json): the fields the record shows are submitted, and each
    field's errors must match its verdict; a hidden field's value, if submitted anyway, must
    be rejected."""
    data = load_json(os.path.join(HERE, "records.json"))
    failures, passed = [], 0
    for index, record in enumerate(data["records"]):
        form = record["form"]
        if form not in schemas:
            failures.append("record %d: no schema for %s" % (index, form))
            continue
        schema = schemas[form]
        validator = Draft202012Validator(schema, format_checker=Draft202012Validator.FORMAT_CHECKER)
        submitted = always_submitted(schema)
        expect = record["expect"]
        if set(expect) != set(schema["properties"]) or set(record["values"]) != set(schema["properties"]):
            failures.append("record %d: does not give every field of %s" % (index, form))
            continue
        instance = {}
        for name, text in record["values"].items():
            if expect[name] == "hidden":
                continue
            value = instance_value(schema["properties"][name], name in submitted, text)
            if value is not None:
                instance[name] = value
        errors = attributed_errors(validator, instance, schema)
        said = {name: ("invalid" if name in errors else "valid") for name in expect}
        wanted = {name: ("valid" if verdict == "hidden" else verdict) for name, verdict in expect.items()}
        # A verdict the schema cannot decide (a double's digits): the schema accepts the value.
        swift_only = record.get("swiftOnly", {})
        for name, reason in swift_only.items():
            vector = {"swiftOnly": reason, "input": record["values"][name], "field": name}
            problem = check_swift_only(vector, schema["properties"][name], schema)
            if problem:
                failures.append("record %d (%s): %s: %s" % (index, record["note"], name, problem))
            wanted[name] = "valid"
        if "<root>" in errors or said != wanted:
            diff = {n: (wanted[n], said[n]) for n in expect if wanted[n] != said[n]}
            failures.append("record %d (%s): expected/python-jsonschema %s %s" % (index, record["note"], diff,
                                                                                  errors.get("<root>", "")))
            continue
        # The hidden fields: the record with one of their values is rejected, at that field.
        for name, verdict in expect.items():
            text = record["values"][name]
            if verdict != "hidden" or text == "":
                continue
            value = instance_value(schema["properties"][name], True, text)
            with_hidden = dict(instance)
            with_hidden[name] = value
            if name not in attributed_errors(validator, with_hidden, schema):
                failures.append("record %d: hidden field %s submitted anyway is accepted" % (index, name))
        passed += 1
    return passed, failures


def check_choices_records(schemas):
    """Whole records of a form with `choices` fields (choices-records.json), each a JSON
    object as a server receives it: python-jsonschema must accept exactly the valid ones."""
    data = load_json(os.path.join(HERE, "choices-records.json"))
    form = data["form"]
    if form not in schemas:
        return 0, ["choices-records.json: no schema for %s" % form]
    validator = Draft202012Validator(schemas[form], format_checker=Draft202012Validator.FORMAT_CHECKER)
    failures, passed = [], 0
    for index, entry in enumerate(data["records"]):
        errors = [error.message for error in validator.iter_errors(entry["record"])]
        if (not errors) != entry["valid"]:
            failures.append("choices record %d (%s): expected %s, python-jsonschema says %s" % (
                index, entry["note"], "valid" if entry["valid"] else "invalid", "; ".join(errors) or "valid"))
        else:
            passed += 1
    return passed, failures


def main(argv):
    if len(argv) != 2 or argv[1] in ("-h", "--help"):
        sys.stderr.write(__doc__)
        return 2
    source = argv[1]
    problems = []
    with tempfile.TemporaryDirectory(prefix="formc-conformance-") as scratch:
        if os.path.isdir(source):
            directory = source
        elif os.path.isfile(source) and os.access(source, os.X_OK):
            directory = scratch
            problems += generate(os.path.abspath(source), directory)
        else:
            sys.stderr.write("check.py: %s is neither the formc binary nor a directory of schemas\n" % source)
            return 2
        schemas, schema_problems = check_schemas(directory)
        problems += schema_problems
        problems += check_ui_schemas(directory, schemas)
        print("schemas: %d checked with Draft202012Validator.check_schema, %d problem(s)" % (len(schemas), len(problems)))
        for problem in problems:
            print("  " + problem)
        passed, skipped, failures = check_vectors(schemas)
        records_passed, record_failures = check_records(schemas)
        passed += records_passed
        failures += record_failures
        print("records: %d whole records, %d agree" % (len(record_failures) + records_passed, records_passed))
        choices_passed, choices_failures = check_choices_records(schemas)
        passed += choices_passed
        failures += choices_failures
        print("choices records: %d whole records, %d agree" % (len(choices_failures) + choices_passed, choices_passed))
    for failure in failures:
        print("DISAGREE " + failure)
    failed = len(failures) + len(problems)
    print("conformance: %d passed, %d failed, %d skipped" % (passed, failed, skipped))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
