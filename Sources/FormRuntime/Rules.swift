import Foundation

/// One end of a numeric range, exact.
public struct RangeBound: Sendable, Hashable {
    public var value: Decimal
    /// False for the upper end of `a..<b`, and for JSON Schema's `exclusiveMinimum`/`Maximum`.
    public var inclusive: Bool

    public init(_ value: Decimal, inclusive: Bool = true) {
        self.value = value
        self.inclusive = inclusive
    }

    /// A bound from a POSIX literal such as `"13"` or `"0.1"`, the exact text formc keeps.
    /// Generated code passes text, not a Swift float literal, because `0.1 as Decimal` goes
    /// through `Double` and is not one tenth. Traps on a malformed literal: formc only emits
    /// literals its checker has read, so a bad one is a compiler bug, not a user error.
    public init(_ literal: String, inclusive: Bool = true) {
        guard let value = ExactNumber.decimal(literal: literal) else {
            preconditionFailure("FormRuntime: malformed number literal \(literal)")
        }
        self.init(value, inclusive: inclusive)
    }

    public static func inclusive(_ literal: String) -> RangeBound { RangeBound(literal, inclusive: true) }
    public static func exclusive(_ literal: String) -> RangeBound { RangeBound(literal, inclusive: false) }
}

/// One end of a date range: a fixed day, or the day the rule is checked on.
public enum DateLimit: Sendable, Hashable {
    case day(CalendarDay)
    /// The current day in the input's calendar, when the rule is checked.
    case today

    /// A fixed day from its `YYYY-MM-DD` text, the exact text formc keeps. Traps on a
    /// malformed day: formc only emits days its checker has read.
    public static func day(_ text: String) -> DateLimit {
        guard let day = CalendarDay(text) else { preconditionFailure("FormRuntime: malformed day \(text)") }
        return .day(day)
    }

    /// The day this limit stands for when `today` is today.
    public func resolved(today: CalendarDay) -> CalendarDay {
        switch self {
        case .day(let day): return day
        case .today: return today
        }
    }
}

/// The validation rules as pure functions, one per `.form` validator. `Rule` and the JSON
/// Schema emitter both follow these definitions; docs/RUNTIME.md states them.
public enum Rules {
    /// `required` for text: at least one code point. Whitespace counts, as in HTML `required`
    /// and JSON Schema `minLength: 1`, so the app, the web form and the schema agree; reject
    /// blank values with a `pattern` if a form needs to.
    public static func isPresent(_ text: String) -> Bool { !text.isEmpty }

    /// `required` for a toggle: it is on. A toggle always has a value, so "required" can only
    /// mean that it must be switched on, as an "I accept the terms" box must be ticked
    /// (JSON Schema `const: true`).
    public static func isAccepted(_ isOn: Bool) -> Bool { isOn }

    /// `length(min...max)`: the number of Unicode code points (`unicodeScalars.count`) lies in
    /// the range, both ends inclusive. Code points, because JSON Schema `minLength`/`maxLength`
    /// count them: `é` typed as e + U+0301 is two, `👍🏽` is two.
    public static func hasLength(_ text: String, min: Int?, max: Int?) -> Bool {
        let count = text.unicodeScalars.count
        if let min, count < min { return false }
        if let max, count > max { return false }
        return true
    }

    /// `count(min...max)`: how many options a `choices` field has picked lies in the range, both
    /// ends inclusive (JSON Schema `minItems`/`maxItems` on an array without duplicates).
    public static func hasCount(_ count: Int, min: Int?, max: Int?) -> Bool {
        if let min, count < min { return false }
        if let max, count > max { return false }
        return true
    }

    /// `range(...)`: exact decimal comparison against each bound present.
    public static func isWithin(_ value: Decimal, min: RangeBound?, max: RangeBound?) -> Bool {
        if let min {
            if min.inclusive ? value < min.value : value <= min.value { return false }
        }
        if let max {
            if max.inclusive ? value > max.value : value >= max.value { return false }
        }
        return true
    }

    /// `range(...)` on a date: the day lies between the limits, both inclusive.
    public static func isWithin(_ day: CalendarDay, earliest: CalendarDay?, latest: CalendarDay?) -> Bool {
        if let earliest, day < earliest { return false }
        if let latest, day > latest { return false }
        return true
    }

    /// `pattern(...)`: JSON Schema semantics (search); the caller passes an anchored pattern.
    public static func matches(_ text: String, pattern: String) -> Bool {
        Patterns.matches(text, pattern: pattern)
    }

    public static func isEmail(_ text: String) -> Bool { Patterns.matches(text, pattern: Patterns.email) }
    public static func isURL(_ text: String) -> Bool { Patterns.matches(text, pattern: Patterns.url) }
    public static func isPhone(_ text: String) -> Bool { Patterns.matches(text, pattern: Patterns.phone) }

    /// `equals(field)`: the same code points in the same order. Deliberately not Swift's `==`,
    /// which treats canonically equivalent strings (precomposed and decomposed `é`) as equal;
    /// JavaScript and JSON Schema `const` compare code points, and so does a password check.
    public static func isEqual(_ text: String, _ other: String) -> Bool {
        sameScalars(text, other)
    }
}

/// A validator of one field, with the message shown when it fails.
///
/// Generated code declares a field's rules as data (`[.required(message: "…"), …]`) and the
/// field inputs evaluate them. Messages come from the `.form` file or formc's defaults; the
/// runtime has no text of its own to show.
public enum Rule: Sendable, Hashable {
    case required(message: String)
    /// Code points, both ends inclusive; nil for an open end.
    case length(min: Int?, max: Int?, message: String)
    /// An anchored pattern (see `Patterns.anchored`), matched with search semantics.
    case pattern(String, message: String)
    case range(min: RangeBound?, max: RangeBound?, message: String)
    /// A date field's `range(...)`: the earliest and latest day allowed, both inclusive.
    case dateRange(min: DateLimit?, max: DateLimit?, message: String)
    case email(message: String)
    case url(message: String)
    case phone(message: String)
    /// The value equals the text of another field, which the model passes in as the
    /// input's `counterpart`.
    case equals(message: String)
    /// How many options a `choices` field picks, both ends inclusive; nil for an open end.
    /// `ChoicesInput` checks it; it holds for every other input, which has no options to count.
    case count(min: Int?, max: Int?, message: String)

    /// The same rule with the same code points in its pattern and message. Not the synthesized
    /// `==`, which compares texts with Swift's `==`: a pattern with precomposed `é` and one with
    /// `e` + U+0301 match different texts (in ICU and in JSON Schema), so they are different rules.
    /// `hash(into:)` stays synthesized: texts with the same code points hash alike.
    public static func == (a: Rule, b: Rule) -> Bool {
        switch (a, b) {
        case let (.required(x), .required(y)), let (.email(x), .email(y)), let (.url(x), .url(y)),
             let (.phone(x), .phone(y)), let (.equals(x), .equals(y)):
            return sameScalars(x, y)
        case let (.length(min1, max1, x), .length(min2, max2, y)):
            return min1 == min2 && max1 == max2 && sameScalars(x, y)
        case let (.pattern(pattern1, x), .pattern(pattern2, y)):
            return sameScalars(pattern1, pattern2) && sameScalars(x, y)
        case let (.range(min1, max1, x), .range(min2, max2, y)):
            return min1 == min2 && max1 == max2 && sameScalars(x, y)
        case let (.dateRange(min1, max1, x), .dateRange(min2, max2, y)):
            return min1 == min2 && max1 == max2 && sameScalars(x, y)
        case let (.count(min1, max1, x), .count(min2, max2, y)):
            return min1 == min2 && max1 == max2 && sameScalars(x, y)
        case (.required, _), (.length, _), (.pattern, _), (.range, _), (.dateRange, _), (.email, _), (.url, _),
             (.phone, _), (.equals, _), (.count, _):
            return false
        }
    }

    public var message: String {
        switch self {
        case .required(let message), .length(_, _, let message), .pattern(_, let message),
             .range(_, _, let message), .dateRange(_, _, let message), .email(let message), .url(let message),
             .phone(let message), .equals(let message), .count(_, _, let message):
            return message
        }
    }

    /// Whether this rule holds for a value.
    /// - Parameters:
    ///   - text: the field's text (for numbers, as displayed).
    ///   - number: the exact value of a numeric field, nil for text fields or no number.
    ///   - counterpart: the other field's text, for `equals`.
    /// Text rules (`length`, `pattern`, `email`, `url`, `phone`) hold for numeric fields and
    /// `range` holds for text fields: the checker does not allow those pairings, and JSON
    /// Schema ignores string keywords on numbers and number keywords on strings.
    ///   - today: the current day, for date ranges that name `today` (default: today in the
    ///     current calendar).
    public func holds(text: String, number: Decimal?, isNumeric: Bool, counterpart: String?,
                      today: CalendarDay? = nil) -> Bool {
        switch self {
        case .required:
            return isNumeric ? number != nil : Rules.isPresent(text)
        case .length(let min, let max, _):
            return isNumeric || Rules.hasLength(text, min: min, max: max)
        case .pattern(let pattern, _):
            return isNumeric || Rules.matches(text, pattern: pattern)
        case .range(let min, let max, _):
            guard isNumeric, let number else { return true }
            return Rules.isWithin(number, min: min, max: max)
        case .dateRange(let min, let max, _):
            guard let day = CalendarDay(text) else { return true }
            let now = today ?? CalendarDay(Date(), in: Calendar.current)
            return Rules.isWithin(day, earliest: min?.resolved(today: now), latest: max?.resolved(today: now))
        case .email:
            return isNumeric || Rules.isEmail(text)
        case .url:
            return isNumeric || Rules.isURL(text)
        case .phone:
            return isNumeric || Rules.isPhone(text)
        case .equals:
            return Rules.isEqual(text, counterpart ?? "")
        case .count:
            return true
        }
    }

    /// The messages of the failing rules, in declaration order.
    ///
    /// When a value is absent (empty text, or no number) only `required` is checked, and when
    /// `required` fails its message is the only one: "Enter a username" says all there is to
    /// say about an empty field. For a non-optional text field the empty string is a value and
    /// every rule applies, as JSON Schema applies `minLength` to `""`.
    public static func failures(
        of rules: [Rule], text: String, number: Decimal?, isNumeric: Bool,
        isAbsent: Bool, counterpart: String? = nil, today: CalendarDay? = nil
    ) -> [String] {
        if let required = rules.first(where: { if case .required = $0 { return true } else { return false } }),
           !required.holds(text: text, number: number, isNumeric: isNumeric, counterpart: counterpart) {
            return [required.message]
        }
        if isAbsent { return [] }
        return rules.compactMap { rule in
            if case .required = rule { return nil }
            return rule.holds(text: text, number: number, isNumeric: isNumeric, counterpart: counterpart, today: today)
                ? nil : rule.message
        }
    }
}
