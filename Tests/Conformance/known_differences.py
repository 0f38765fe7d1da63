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

# ---------------------------------------------------------------------------------------------
# NUMBER HANDLING: the differences below are number values read as binary doubles (jsonschema-rs
# and jschon) where formc's bounds and the app are exact. They belong to number handling
# (docs/JSON-SCHEMA.md, "How values are represented"), which decides how such numbers are
# written; they are listed here, apart from the validators' own limits, until it does, and
# every one of them must still occur.
# ---------------------------------------------------------------------------------------------
NUMBER_HANDLING = {
    (configuration, 'ConformanceNumbers.exact "%s"' % text): "maximum 0.3: the double nearest %s is 0.3" % text
    for configuration in ("jsonschema-rs +formats", "jsonschema-rs", "jschon", "jsonschema-rs regex")
    for text in ("0.30000000000000001", "0.3000000000000000000000000000000000001")
}
