"""The differences between JavaRosa running formc's XForms and the Swift model that
Tests/XForm/judge.py expects, each with the reason docs/XFORM.md ("Differences") explains under
the same name. A case is (kind, case): kind as judge.py names its comparisons, case a vector
(`Form.field "input"`), `records.json[N]`, or `scripts.json[N] (note)`. judge.py fails on a
difference that is not listed here, and on a listed one that no longer happens.
"""

KNOWN = {}
