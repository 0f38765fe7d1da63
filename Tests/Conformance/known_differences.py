"""The differences between JSON Schema validators on formc's schemas that CI expects
(Tests/Conformance/differential.py; docs/JSON-SCHEMA.md, "Validators compared").

A case is named by `vector_case` (a conformance vector), `records.json[N]` (a whole record,
`... with hidden F` when hidden field F is submitted anyway) or `choices-records.json[N]`; a
configuration by its name in differential.py's CONFIGURATIONS. Every entry must still occur:
differential.py fails on a difference that is not listed and on a listed one that is gone.
check.py, which is python-jsonschema with formats asserted, reads the same list.
"""

import json

YEAR_ZERO = ("python-jsonschema's `date` format checker is Python's date.fromisoformat, whose years start at 1; "
             "RFC 3339's full-date, the date pattern and the app have year 0000")


def vector_case(vector):
    """The name of a conformance vector's case: form, field, input and `with`, in JSON."""
    case = "%s.%s %s" % (vector["form"], vector["field"], json.dumps(vector["input"]))
    if "with" in vector:
        case += " with " + json.dumps(vector["with"], sort_keys=True)
    return case


# Differences that are a validator's documented limit: (configuration, case) -> why. Each is
# named in docs/JSON-SCHEMA.md ("Validators compared").
KNOWN = {
    ("python-jsonschema +formats", 'ConformanceDates.start "0000-01-01"'): YEAR_ZERO,
    ("python-jsonschema +formats", 'ConformanceDates.start "0000-02-29"'): YEAR_ZERO,
}

# Values the app refuses for their digits, which a validator that reads doubles cannot see:
# more significant digits than a Double keeps (a `double` field takes 15, and a `decimal` field
# with no `maxLength` 15 digits; docs/JSON-SCHEMA.md, "Numbers"). The nearest double of such a
# value can fall on the other side of a bound (`0.29999999999999999` is read as 0.3, so
# `exclusiveMaximum: 0.3` refuses it; `2.49999999999999999` as 2.5, so `minimum: 2.5` takes
# it); exact readers and the app decide on the digits. No formc front end submits such a value.
DIGITS = ("a value with more significant digits than a double keeps, which the app refuses for its digits: "
          "a reader of doubles sees its nearest double, on the other side of a bound")
DOUBLE_READERS = ("jsonschema-rs +formats", "jsonschema-rs", "jschon", "jsonschema-rs regex")
DIGIT_CASES = [
    'ConformanceDoubles.below "0.29999999999999999"',
    'ConformanceNumbers.exact "0.30000000000000001"',
    'ConformanceNumbers.exact "0.3000000000000000000000000000000000001"',
    'ConformanceNumbers.floor "2.49999999999999999"',
    # ConformanceDoubles records whose `below` or `ratio` is typed with 17 significant digits.
] + ["records.json[%d]" % index for index in (241, 246, 250, 251, 252, 254, 256, 261, 266, 271, 276, 281, 286)]
KNOWN.update({(configuration, case): DIGITS for configuration in DOUBLE_READERS for case in DIGIT_CASES})
