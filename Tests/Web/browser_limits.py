"""The differences between formc's web page in Chromium and the Swift model that the browser
proof expects (Tests/Web/browser_test.py; docs/WEB.md, "Limits of the browser's controls").

Each is a limit of the platform, not of formc: the page's control cannot hold the text the
vector gives the Swift model, so no person can give it to the page. A case is named as
Tests/Conformance/known_differences.py names it (`vector_case`), or `records.json[N]`.
browser_test.py fails on a difference that is not listed here, and on a listed one that no
longer happens.
"""

ONE_LINE = ("a single-line <input> holds no line break: the HTML value sanitization strips LF and CR, and "
            "Chromium's insertText turns one inside the text into a space, so the page never holds the vector's text; "
            "a person cannot type one there either (Enter moves on)")
LF_ONLY = ("a <textarea>'s value has LF line breaks only: HTML normalizes CR LF and a lone CR to LF, so a "
           "text with CR has fewer code points on the page than in the Swift model")
SLIDER = ("a range control holds only the positions between its bounds on its step, and always one of them: "
          "no empty value, none outside the range, none between two steps")
YEAR_ZERO = ("a date control holds only days of HTML's valid date strings, whose year is at least 0001; "
             "RFC 3339, the Swift model and the schema's pattern have year 0000")
NO_DAY = ("a date control holds only days: a text that is no day of the calendar (2023-02-29, 2024-13-01), "
          "or a day written otherwise than YYYY-MM-DD, cannot be typed into it")
SWITCH = "a switch is on or off: it holds no other text"
SELECT = "a select holds only its options: a value that is no option (another case, another normalization) cannot be picked"
CHECK_BOXES = ("check boxes pick each of their options once, or not: a list with a value that is no option, "
               "a value twice, or no list, cannot be given")

# Differences that are the platform's: case -> why.
KNOWN = {}

KNOWN.update({case: ONE_LINE for case in [
    "ConformanceText.name \"\\n\"",
    "ConformancePatterns.sku \"ABC-1234\\n\"",
    "ConformancePatterns.sku \"ABC-1234\\r\\n\"",
    "ConformancePatterns.answer \"yes\\n\"",
    "ConformancePatterns.middle \"a\\nc\"",
    "ConformancePatterns.middle \"a\\rc\"",
    "ConformancePatterns.gap \"a\\nb\"",
    "ConformancePatterns.han \"\\u7528\\u6237\\u540d\\n\"",
    "ConformanceFormats.email \"a@example.com\\n\"",
    "ConformanceFormats.website \"https://example.com\\n\"",
    "ConformanceFormats.phone \"5551234\\n\"",
]})

KNOWN.update({case: LF_ONLY for case in [
    "ConformanceText.bio \"line1\\r\\nline\"",
]})

KNOWN.update({case: SLIDER for case in [
    "ConformanceNumbers.rating \"0\"",
    "ConformanceNumbers.rating \"6\"",
    "ConformanceNumbers.rating \"\"",
    "ConformanceNumbers.level \"0.35\"",
    "ConformanceNumbers.level \"1.05\"",
    "ConformanceNumbers.level \"\"",
]})

KNOWN.update({case: YEAR_ZERO for case in [
    "ConformanceDates.start \"0000-01-01\"",
    "ConformanceDates.start \"0000-02-29\"",
]})

KNOWN.update({case: NO_DAY for case in [
    "ConformanceDates.start \"2100-02-29\"",
    "ConformanceDates.start \"2024-06-31\"",
    "ConformanceDates.start \"2027-13-45\"",
    "ConformanceDates.start \"hello\"",
    "ConformanceDates.start \"2023-02-29\"",
    "ConformanceDates.start \"1900-02-29\"",
    "ConformanceDates.start \"2024-04-31\"",
    "ConformanceDates.start \"2024-13-01\"",
    "ConformanceDates.start \"2024-00-10\"",
    "ConformanceDates.start \"2024-01-00\"",
    "ConformanceDates.start \"2024-1-5\"",
    "ConformanceDates.start \"24-01-05\"",
    "ConformanceDates.start \"2024/01/05\"",
    "ConformanceDates.start \"2024-01-05T00:00:00Z\"",
    "ConformanceDates.start \"2024-01-05\\n\"",
    "ConformanceDates.start \" 2024-01-05\"",
    "ConformanceDates.start \"\\uff12\\uff10\\uff12\\uff14-01-05\"",
    "ConformanceDates.end \"2024-02-30\"",
    "ConformanceDates.end \"2024-2-3\"",
    "ConformanceDates.window \"2024-02-30\"",
    "ConformanceDates.window \"2024-06-15\\n\"",
]})

KNOWN.update({case: SWITCH for case in [
    "ConformanceToggles.terms \"\"",
    "ConformanceToggles.news \"yes\"",
]})

KNOWN.update({case: SELECT for case in [
    "ConformanceChoices.country \"us\"",
    "ConformanceChoices.country \"United States\"",
    "ConformanceChoices.size \"XL\"",
    "ConformanceChoices.unicode \"\\u00e9\\u0301\"",
    "ConformanceChoices.accent \"cafe\\u0301\"",
    "ConformanceChoices.accent \"nai\\u0308ve\"",
    "ConformanceChoices.accent \"CAF\\u00c9\"",
]})

KNOWN.update({case: CHECK_BOXES for case in [
    "ConformanceMultipleChoices.toppings \"[\\\"cheese\\\",\\\"cheese\\\"]\"",
    "ConformanceMultipleChoices.toppings \"[\\\"pepperoni\\\"]\"",
    "ConformanceMultipleChoices.toppings \"[\\\"Cheese\\\"]\"",
    "ConformanceMultipleChoices.toppings \"[\\\"CHEESE\\\"]\"",
    "ConformanceMultipleChoices.toppings \"\\\"cheese\\\"\"",
    "ConformanceMultipleChoices.extras \"[\\\"spoon\\\"]\"",
    "ConformanceMultipleChoices.unicode \"[\\\"\\u00e9\\\",\\\"\\u00e9\\\"]\"",
    "ConformanceMultipleChoices.unicode \"[\\\"e\\u0301\\\",\\\"e\\u0301\\\"]\"",
    "ConformanceMultipleChoices.unicode \"[\\\"e\\\"]\"",
    "ConformanceMultipleChoices.paper \"[\\\"blue\\\"]\" with {\"wrapping\": \"true\"}",
]})

# The hand-written fixture page's (browser_test.py --self-test): its date control cannot hold
# a day that does not exist, and its select has no option "green".
FIXTURE_KNOWN = {
    'Fixture.day "2024-02-30"': NO_DAY,
    'Fixture.color "green"': SELECT,
}
