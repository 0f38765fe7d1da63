/// Regular expressions that order days written `YYYY-MM-DD`, for JSON Schema, which can match
/// a string against a pattern but has no keyword that orders strings.
///
/// Strings of the same fixed shape sort as their characters do, and `YYYY-MM-DD` days sort so
/// as the days do. A string of the shape is later than `bound` exactly when, at the first digit
/// where the two differ, its digit is greater. So the pattern has one alternative per digit of
/// `bound`: `bound`'s text up to that digit, a greater digit there, and any digits after it.
/// "On or after" lets the last digit equal `bound`'s; "before" and "on or before" mirror it.
/// For `2025-03-15`, "on or after" is
/// `^(?:[3-9][0-9]{3}-[0-9]{2}-[0-9]{2}|2[1-9][0-9]{2}-[0-9]{2}-[0-9]{2}|...|2025-03-1[5-9])$(?![\s\S])`,
/// anchored as every pattern formc writes is (`PatternSyntax.anchor`): `(?![\s\S])` stops
/// Python and ICU from letting `$` match before a final line feed.
///
/// The pattern orders every string of the shape `dddd-dd-dd` (`d` a digit), real day or not;
/// a date property's `calendarDay` pattern rejects the others. `DayPatternTests` compares both
/// with plain string comparison and the calendar over every day of several years and the edges
/// of the calendar, and `Tests/Patterns/day_patterns.py` runs the same patterns through Python
/// `re` and Node (no flag, `u`, `v`).
enum DayPattern {
    /// Exactly the `YYYY-MM-DD` days of the proleptic Gregorian calendar from 0000-01-01 to
    /// 9999-12-31, anchored: what `DateInput` takes (RFC 3339 `full-date`). Months of 31 days,
    /// months of 30, February's 28, and February 29 of the leap years: those whose last two
    /// digits are a multiple of 4 other than 00 (2024), and those ending in 00 whose first two
    /// are a multiple of 4 (0000, 0400, 2000; not 1900). A date property carries it, so a
    /// validator that does not assert
    /// `format` (most do not, by default) still rejects `hello` and `2027-13-45`.
    static let calendarDay = PatternSyntax.anchor(calendarDayBody)

    /// `calendarDay` before anchoring: already in the form `PatternSyntax` writes, so the app's
    /// engines and the validators' read it alike.
    static let calendarDayBody = "[0-9]{4}-(?:0[13578]|1[02])-(?:0[1-9]|[12][0-9]|3[01])"
        + "|[0-9]{4}-(?:0[469]|11)-(?:0[1-9]|[12][0-9]|30)"
        + "|[0-9]{4}-02-(?:0[1-9]|1[0-9]|2[0-8])"
        + "|(?:[0-9]{2}(?:0[48]|[2468][048]|[13579][26])|(?:0[048]|[2468][048]|[13579][26])00)-02-29"

    /// The anchored pattern of the days that compare with `bound` (`YYYY-MM-DD`) as `op` says:
    /// `day op bound`.
    static func pattern(_ op: ConditionOperator, _ bound: String) -> String {
        let characters = Array(bound)
        precondition(characters.count == 10 && characters.enumerated().allSatisfy { index, c in
            index == 4 || index == 7 ? c == "-" : c.isASCII && c.isNumber
        }, "DayPattern: \(bound) is not YYYY-MM-DD")
        let later = op == .greater || op == .greaterEqual
        let inclusive = op == .greaterEqual || op == .lessEqual
        guard op != .equal else { return PatternSyntax.anchor(bound) }
        let last = characters.count - 1
        var alternatives: [String] = []
        for (index, character) in characters.enumerated() where character != "-" {
            let digit = character.wholeNumberValue!
            // The digits that make the string later (or earlier) at this position; at the last
            // one, an inclusive comparison also takes `bound`'s own digit.
            let same = inclusive && index == last ? 0 : 1
            let (low, high) = later ? (digit + same, 9) : (0, digit - same)
            guard low <= high else { continue }
            alternatives.append(String(characters[..<index]) + digitClass(low...high) + anyDigits(after: index))
        }
        // Only a bound past the shape's ends (`9999-99-99`, no real day) leaves no alternative:
        // then nothing matches (`[^\s\S]` is no character at all).
        if alternatives.isEmpty { return PatternSyntax.anchor("[^\\s\\S]") }
        return PatternSyntax.anchor(alternatives.joined(separator: "|"))
    }

    /// `[3-9]`, or the digit alone for a range of one.
    private static func digitClass(_ digits: ClosedRange<Int>) -> String {
        digits.count == 1 ? String(digits.lowerBound) : "[\(digits.lowerBound)-\(digits.upperBound)]"
    }

    /// Any digits in the positions of `YYYY-MM-DD` after `index`, separators kept:
    /// `[0-9]{2}-[0-9]{2}` after the year.
    private static func anyDigits(after index: Int) -> String {
        var text = ""
        var run = 0
        func flush() {
            if run == 1 { text += "[0-9]" } else if run > 1 { text += "[0-9]{\(run)}" }
            run = 0
        }
        for position in (index + 1)..<10 {
            if position == 4 || position == 7 {
                flush()
                text += "-"
            } else {
                run += 1
            }
        }
        flush()
        return text
    }
}
