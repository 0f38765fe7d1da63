"""The differences between formc's web page in Chromium and the Swift model that the browser
proof expects (Tests/Web/browser_test.py; docs/WEB.md, "In a browser").

Each is a limit of the platform, not of formc: a control that cannot hold the text a vector
types (a date control holds only days, a select only its options), or the browser's own
handling of what is typed into a single-line control. A case is named as
Tests/Conformance/known_differences.py names it (`vector_case`), or `records.json[N]`.
browser_test.py fails on a difference that is not listed here, and on a listed one that no
longer happens.
"""

# Differences that are the platform's: case -> why.
KNOWN = {}

# The hand-written fixture page's (browser_test.py --self-test): its date control cannot hold
# a day that does not exist, and its select has no option "green".
FIXTURE_KNOWN = {
    'Fixture.day "2024-02-30"': "a date control holds only days: 2024-02-30 is none",
    'Fixture.color "green"': "a select holds only its options",
}
