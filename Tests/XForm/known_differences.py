"""The differences between JavaRosa running formc's XForms and the generated Swift model that
Tests/XForm/judge.py expects, each with its reason, which docs/XFORM.md ("Differences")
explains under the same name. A case is (kind, case): kind as judge.py names its comparisons
(`verdict`, `message`, `submit-errors`, `record`, `record-schema`, `record-verdicts`,
`refused`; for computed values `computed-value`, `computed-verdict`, `computed-record`,
`computed-record-schema`; for repeating groups `repeat-rows`, `repeat-value`, `repeat-verdict`,
`repeat-record`, `repeat-schema`), case a vector (`Form.field "input"`), `records.json[N]`, a script
of Tests/Computed/scripts.json (`Computed[N]`, with the value's name), or a script of
Tests/Repeats/scripts.json (`Repeats[N]`). judge.py fails on a
difference that is not listed here, and on a listed one that no longer happens.

Every one is a limit of the XForm or of JavaRosa, not a rule formc could write otherwise:
"""

# The Swift model's text filters (`allowedCharacters`, a text's `maxLength`) refuse an edit as it
# is typed; an XForm has no filter on typing, so JavaRosa holds the text.
TEXT_FILTERS = "text-filters"
# The Swift model's number fields take at most their digits (`maxLength`, the fraction digits of a
# currency or format), a sign only with `allowNegative`, and refuse the rest as typed, or say the
# text is no number of the field; JavaRosa's `decimal` and `int` take any number.
NUMBER_LIMITS = "number-limits"
# JavaRosa holds every `decimal` (and every `int` the XForm types as decimal) as a double: a
# number of more than 15 significant digits is another number there, and the Swift model's
# `double` refuses one ("at most 15 significant digits"), which JavaRosa cannot say.
DOUBLES = "doubles"
# JavaRosa's number parser refuses "." and "-.", which the Swift model holds as an unfinished
# number (no value) in an optional field.
NUMBER_TEXT = "number-text"
# JavaRosa's date parser reads texts no date picker gives ("2024-1-5", "24-01-05", full-width
# digits) as days; the Swift model's days are YYYY-MM-DD only.
DAY_TEXT = "day-text"
# JavaRosa cannot hold the years 0000 (it refuses 0000-02-29) and writes years below 1000 with
# fewer digits ("1-01-01"), which is no RFC 3339 day.
EARLY_YEARS = "early-years"
# A message of a date range writes its days as the app's locale does ("Jan 1, 2024"); the
# XForm, written once for every language, writes them as YYYY-MM-DD.
DAYS_IN_MESSAGES = "days-in-messages"

KNOWN = {}

KNOWN.update({key: DAYS_IN_MESSAGES for key in [
    ("message", "ConformanceDates.window \"2023-12-31\""),
    ("submit-errors", "ConformanceDates.window \"2023-12-31\""),
    ("message", "ConformanceDates.window \"2025-01-01\""),
    ("submit-errors", "ConformanceDates.window \"2025-01-01\""),
]})

KNOWN.update({key: DAY_TEXT for key in [
    ("verdict", "ConformanceDates.start \"2024-1-5\""),
    ("verdict", "ConformanceDates.start \"24-01-05\""),
    ("verdict", "ConformanceDates.start \"\\uff12\\uff10\\uff12\\uff14-01-05\""),
    ("verdict", "ConformanceDates.end \"2024-2-3\""),
]})

KNOWN.update({key: DOUBLES for key in [
    ("record", "ConformanceNumbers.top \"9223372036854775807\""),
    ("record-schema", "ConformanceNumbers.top \"9223372036854775807\""),
    ("record", "ConformanceNumbers.top \"9223372036854774784\""),
    ("record-schema", "ConformanceNumbers.top \"9223372036854774784\""),
    ("record", "ConformanceNumbers.top \"9223372036854774785\""),
    ("record-schema", "ConformanceNumbers.top \"9223372036854774785\""),
    ("record", "ConformanceNumbers.top \"0009223372036854775807\""),
    ("record-schema", "ConformanceNumbers.top \"0009223372036854775807\""),
    ("record", "ConformanceNumbers.long \"99999999999999999999999999999999999999\""),
    ("record", "ConformanceNumbers.long \"1234567890123456789.0123456789012345678\""),
    ("record", "ConformanceNumbers.long \"000099999999999999999999999999999999999999\""),
    ("verdict", "ConformanceNumbers.floor \"2.5000000000000000000000000000000000001\""),
    ("submit-errors", "ConformanceNumbers.floor \"2.5000000000000000000000000000000000001\""),
    ("verdict", "ConformanceNumbers.floor \"2.49999999999999999\""),
    ("submit-errors", "ConformanceNumbers.floor \"2.49999999999999999\""),
    ("verdict", "ConformanceDoubles.ratio \"0.10000000000000001\""),
    ("submit-errors", "ConformanceDoubles.ratio \"0.10000000000000001\""),
    ("verdict", "ConformanceDoubles.ratio \"9007199254740993\""),
    ("submit-errors", "ConformanceDoubles.ratio \"9007199254740993\""),
    ("verdict", "ConformanceDoubles.ratio \"9007199254740992\""),
    ("submit-errors", "ConformanceDoubles.ratio \"9007199254740992\""),
    ("verdict", "ConformanceDoubles.ratio \"0.30000000000000004\""),
    ("submit-errors", "ConformanceDoubles.ratio \"0.30000000000000004\""),
    ("verdict", "ConformanceDoubles.ratio \"0.1234567890123456\""),
    ("submit-errors", "ConformanceDoubles.ratio \"0.1234567890123456\""),
    ("submit-errors", "ConformanceDoubles.huge \"x\""),
    ("message", "ConformanceDoubles.below \"0.29999999999999999\""),
    ("submit-errors", "ConformanceDoubles.below \"0.29999999999999999\""),
    ("message", "ConformanceDoubles.below \"0.30000000000000004\""),
    ("submit-errors", "ConformanceDoubles.below \"0.30000000000000004\""),
    ("verdict", "ConformanceDoubles.below \"-0.1\""),
    ("submit-errors", "records.json[241]"),
    ("submit-errors", "records.json[246]"),
    ("record-verdicts", "records.json[250]"),
    ("submit-errors", "records.json[250]"),
    ("record-verdicts", "records.json[251]"),
    ("submit-errors", "records.json[251]"),
    ("record-verdicts", "records.json[252]"),
    ("submit-errors", "records.json[252]"),
    ("record-verdicts", "records.json[253]"),
    ("submit-errors", "records.json[253]"),
    ("record-verdicts", "records.json[254]"),
    ("submit-errors", "records.json[254]"),
    ("record-verdicts", "records.json[255]"),
    ("submit-errors", "records.json[255]"),
    ("record-verdicts", "records.json[256]"),
    ("submit-errors", "records.json[256]"),
    ("record-verdicts", "records.json[257]"),
    ("submit-errors", "records.json[257]"),
    ("record-verdicts", "records.json[258]"),
    ("submit-errors", "records.json[258]"),
    ("record-verdicts", "records.json[259]"),
    ("submit-errors", "records.json[259]"),
    ("submit-errors", "records.json[261]"),
    ("submit-errors", "records.json[266]"),
    ("submit-errors", "records.json[271]"),
    ("record-verdicts", "records.json[275]"),
    ("submit-errors", "records.json[275]"),
    ("record-verdicts", "records.json[276]"),
    ("submit-errors", "records.json[276]"),
    ("record-verdicts", "records.json[277]"),
    ("submit-errors", "records.json[277]"),
    ("record-verdicts", "records.json[278]"),
    ("submit-errors", "records.json[278]"),
    ("record-verdicts", "records.json[279]"),
    ("submit-errors", "records.json[279]"),
    ("record-verdicts", "records.json[280]"),
    ("submit-errors", "records.json[280]"),
    ("record-verdicts", "records.json[281]"),
    ("submit-errors", "records.json[281]"),
    ("record-verdicts", "records.json[282]"),
    ("submit-errors", "records.json[282]"),
    ("record-verdicts", "records.json[283]"),
    ("submit-errors", "records.json[283]"),
    ("record-verdicts", "records.json[284]"),
    ("submit-errors", "records.json[284]"),
    ("submit-errors", "records.json[286]"),
    ("record-verdicts", "records.json[292]"),
    ("submit-errors", "records.json[292]"),
    ("record-verdicts", "records.json[293]"),
    ("submit-errors", "records.json[293]"),
    ("record-verdicts", "records.json[297]"),
    ("submit-errors", "records.json[297]"),
    ("record-verdicts", "records.json[298]"),
    ("submit-errors", "records.json[298]"),
]})

KNOWN.update({key: EARLY_YEARS for key in [
    ("record", "ConformanceDates.start \"0001-01-01\""),
    ("record-schema", "ConformanceDates.start \"0001-01-01\""),
    ("record", "ConformanceDates.start \"0000-01-01\""),
    ("record-schema", "ConformanceDates.start \"0000-01-01\""),
    ("refused", "ConformanceDates.start \"0000-02-29\""),
]})

KNOWN.update({key: NUMBER_LIMITS for key in [
    ("message", "ConformanceNumbers.count \"-1\""),
    ("message", "ConformanceNumbers.count \"99999\""),
    ("message", "ConformanceNumbers.delta \"-100\""),
    ("verdict", "ConformanceNumbers.quantity \"1000\""),
    ("verdict", "ConformanceNumbers.quantity \"-1\""),
    ("verdict", "ConformanceNumbers.big \"999999999999999999\""),
    ("verdict", "ConformanceNumbers.big \"-999999999999999999\""),
    ("verdict", "ConformanceNumbers.big \"123456789012345678\""),
    ("verdict", "ConformanceNumbers.big \"1000000000000000\""),
    ("verdict", "ConformanceNumbers.big \"9007199254740993\""),
    ("verdict", "ConformanceNumbers.big \"1000000000000000000\""),
    ("verdict", "ConformanceNumbers.big \"-1000000000000000000\""),
    ("verdict", "ConformanceNumbers.big \"9223372036854775807\""),
    ("verdict", "ConformanceNumbers.top \"9223372036854775808\""),
    ("verdict", "ConformanceNumbers.top \"-1\""),
    ("message", "ConformanceNumbers.price \"-0.01\""),
    ("verdict", "ConformanceNumbers.exact \"0.30000000000000001\""),
    ("verdict", "ConformanceNumbers.exact \"0.10000000000000001\""),
    ("verdict", "ConformanceNumbers.exact \"0.3000000000000000000000000000000000001\""),
    ("verdict", "ConformanceNumbers.temperature \"29.95\""),
    ("message", "ConformanceNumbers.temperature \"-40.05\""),
    ("verdict", "ConformanceNumbers.tip \"12.345\""),
    ("verdict", "ConformanceCurrencies.usd \"1.005\""),
    ("verdict", "ConformanceCurrencies.usd \"0.001\""),
    ("verdict", "ConformanceCurrencies.jpy \"1.5\""),
    ("verdict", "ConformanceCurrencies.jpy \"0.1\""),
    ("verdict", "ConformanceCurrencies.jpy \"100.0\""),
    ("verdict", "ConformanceCurrencies.bhd \"1.2345\""),
    ("verdict", "ConformanceCurrencies.wholeDollars \"19.99\""),
    ("verdict", "ConformanceCurrencies.wholeDollars \"0.5\""),
    ("verdict", "ConformanceNumbers.ratio \"99999\""),
    ("verdict", "ConformanceNumbers.ratio \"123.45\""),
    ("verdict", "ConformanceNumbers.plain \"-1\""),
    ("verdict", "ConformanceNumbers.plain \"99999999999999999999999999999999999999\""),
    ("verdict", "ConformanceNumbers.plain \"999999999999999999999999999999999999999\""),
    ("verdict", "ConformanceNumbers.plain \"0.00000000000000000000000000000000000001\""),
    ("verdict", "ConformanceNumbers.plain \"0.000000000000000000000000000000000000001\""),
    ("verdict", "ConformanceNumbers.plain \"1234567890123456789.0123456789012345678\""),
    ("verdict", "ConformanceNumbers.plain \"1234567890123456789.01234567890123456789\""),
    ("verdict", "ConformanceNumbers.plain \"000099999999999999999999999999999999999999\""),
    ("verdict", "ConformanceNumbers.plain \"9999999999999999\""),
    ("verdict", "ConformanceNumbers.long \"999999999999999999999999999999999999999\""),
    ("verdict", "ConformanceNumbers.ceiling \"-99999999999999999999999999999999999999\""),
    ("verdict", "ConformanceNumbers.ceiling \"-999999999999999999999999999999999999999\""),
    ("verdict", "ConformanceNumbers.tip \"0.000000000000000000000000000000000000001\""),
    ("verdict", "ConformanceNumbers.rate \"-0.000000000000000000000000000000000000001\""),
    ("verdict", "ConformanceNumbers.floor \"2.50000000000000000000000000000000000001\""),
]})

KNOWN.update({key: NUMBER_TEXT for key in [
    ("refused", "ConformanceNumbers.exact \".\""),
    ("refused", "ConformanceNumbers.ceiling \"-.\""),
]})

KNOWN.update({key: TEXT_FILTERS for key in [
    ("verdict", "ConformanceTextFilters.initials \"ABCD\""),
    ("verdict", "ConformanceTextFilters.initials \"\\ud83d\\udc4d\\ud83c\\udffd\\ud83d\\udc4d\\ud83c\\udffd\""),
    ("verdict", "ConformanceTextFilters.initials \"e\\u0301e\\u0301\""),
    ("verdict", "ConformanceTextFilters.digits \"12a\""),
    ("verdict", "ConformanceTextFilters.digits \"\\u0661\\u0662\\u0663\""),
    ("verdict", "ConformanceTextFilters.digits \"\\uff11\\uff12\""),
    ("verdict", "ConformanceTextFilters.digits \"1 2\""),
    ("verdict", "ConformanceTextFilters.symbols \"e\\u0301\""),
    ("verdict", "ConformanceTextFilters.symbols \"b\""),
    ("verdict", "ConformanceTextFilters.symbols \"a-z\""),
    ("message", "ConformanceTextFilters.postcode \"1234567\""),
    ("verdict", "ConformanceTextFilters.postcode \"12 34\""),
    ("verdict", "ConformanceTextFilters.symbols \"e\\u0301\""),
]})

# A computed value's arithmetic is XPath's, on doubles: a `decimal` (`currency`, `percent`) sum,
# difference or product that a double cannot hold is the nearest double there (0.1 + 0.2 is
# 0.30000000000000004), where the app works in exact decimals; a value that is rounded
# (`round(..., 2)`) agrees.
XPATH_DOUBLES = "xpath-doubles"

KNOWN.update({key: XPATH_DOUBLES for key in [
    ("computed-value", "Computed[2] tenths"),
    ("computed-value", "Computed[2] needed"),
    ("computed-record", "Computed[2]"),
    ("computed-value", "Computed[67] needed"),
    ("computed-value", "Computed[67] tenths"),
    ("computed-value", "Computed[69] subtotal"),
]})

KNOWN.update({key: XPATH_DOUBLES for key in [
    # 3 * 0.35 is 1.0499999999999998 in doubles: the line total, net and largest.
    ("repeat-value", "Repeats[6]"),
    ("repeat-record", "Repeats[6]"),
    # 0.1 + 0.2 summed over two rows is 0.30000000000000004.
    ("repeat-value", "Repeats[102]"),
    ("repeat-record", "Repeats[102]"),
]})

# An XForm cannot bound a repeating group's rows (ODK's jr:count fixes their number,
# jr:noAddRemove forbids adding and removing): where the app refuses an add beyond `rows`'s
# upper bound or a remove below its lower bound, JavaRosa adds or removes the row, and the
# rows, aggregates and record that follow differ; the JSON Schema's minItems and maxItems
# refuse that record.
ROW_BOUNDS = "row-bounds"

KNOWN.update({key: ROW_BOUNDS for key in [
    # Adds beyond items' upper bound (3) and people's (2).
    ("repeat-rows", "Repeats[10]"),
    ("repeat-value", "Repeats[10]"),
    ("repeat-rows", "Repeats[11]"),
    ("repeat-value", "Repeats[11]"),
    ("repeat-rows", "Repeats[15]"),
    ("repeat-value", "Repeats[15]"),
    ("repeat-rows", "Repeats[17]"),
    ("repeat-value", "Repeats[17]"),
    ("repeat-verdict", "Repeats[17]"),
    ("repeat-record", "Repeats[17]"),
    ("repeat-schema", "Repeats[17]"),
    # Removes below items' lower bound (1).
    ("repeat-rows", "Repeats[18]"),
    ("repeat-value", "Repeats[18]"),
    ("repeat-verdict", "Repeats[18]"),
    ("repeat-record", "Repeats[18]"),
    ("repeat-schema", "Repeats[18]"),
    ("repeat-rows", "Repeats[22]"),
    ("repeat-value", "Repeats[22]"),
    ("repeat-verdict", "Repeats[22]"),
    ("repeat-record", "Repeats[22]"),
    ("repeat-schema", "Repeats[22]"),
    ("repeat-rows", "Repeats[24]"),
    ("repeat-value", "Repeats[24]"),
    ("repeat-verdict", "Repeats[24]"),
    ("repeat-record", "Repeats[24]"),
    ("repeat-schema", "Repeats[24]"),
    ("repeat-rows", "Repeats[26]"),
    ("repeat-value", "Repeats[26]"),
    ("repeat-verdict", "Repeats[26]"),
    ("repeat-record", "Repeats[26]"),
    ("repeat-schema", "Repeats[26]"),
]})
