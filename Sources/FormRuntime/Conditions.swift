import Foundation

/// A field's current value as a condition reads it (docs/LANGUAGE.md, "Conditions"): absent
/// while the field is empty, holds text that is not a value of its type, or is hidden.
///
/// Generated models read each field through `conditionValue(_:)`, which answers `.absent` for a
/// hidden field, and render `visible when country == "US"` as
/// `conditionValue(.country).equals("US")`. Literals are passed as their source text and
/// compared exactly: texts by code points, numbers as exact decimals; days are passed as a
/// `DateLimit` (`isAtLeast(.day("2025-01-01"))`, `isLess(than: .today)`).
public enum ConditionValue: Sendable, Hashable {
    case absent
    case text(String)
    case number(Decimal)
    /// A chosen day, with the day `today` means for its field (`DateInput.today`: the field's
    /// fixed today, or the current day in its calendar).
    case day(CalendarDay, today: CalendarDay)
    /// A toggle that is on; one that is off is absent.
    case on

    /// The presence test: a bare field name in a condition.
    public var isPresent: Bool {
        if case .absent = self { return false }
        return true
    }

    /// `field == literal`: false when absent. Text compares code point by code point (not
    /// Swift's `==`, which equates canonically equivalent texts); a number compares exactly
    /// with the decimal `literal` (`"1.50"` equals 1.5).
    public func equals(_ literal: String) -> Bool {
        switch self {
        case .absent, .day, .on: return false
        case .text(let text): return text.unicodeScalars.elementsEqual(literal.unicodeScalars)
        case .number(let number): return Self.compare(number, literal) == .orderedSame
        }
    }

    /// `field < literal`, numbers only; false when absent.
    public func isLess(than literal: String) -> Bool { order(literal) == .orderedAscending }
    /// `field <= literal`.
    public func isAtMost(_ literal: String) -> Bool { order(literal).map { $0 != .orderedDescending } ?? false }
    /// `field > literal`.
    public func isGreater(than literal: String) -> Bool { order(literal) == .orderedDescending }
    /// `field >= literal`.
    public func isAtLeast(_ literal: String) -> Bool { order(literal).map { $0 != .orderedAscending } ?? false }

    /// `field == day`: the chosen day is that day; false when absent. A condition compares
    /// days as a date's `range(...)` checks its bounds (`Rules.isWithin`), with `today`
    /// resolved as the field resolves it.
    public func equals(_ limit: DateLimit) -> Bool { within(earliest: limit, latest: limit) }
    /// `field < day`.
    public func isLess(than limit: DateLimit) -> Bool { isPresent && !within(earliest: limit, latest: nil) }
    /// `field <= day`.
    public func isAtMost(_ limit: DateLimit) -> Bool { within(earliest: nil, latest: limit) }
    /// `field > day`.
    public func isGreater(than limit: DateLimit) -> Bool { isPresent && !within(earliest: nil, latest: limit) }
    /// `field >= day`.
    public func isAtLeast(_ limit: DateLimit) -> Bool { within(earliest: limit, latest: nil) }

    /// Whether a chosen day lies within the limits, both inclusive; false when absent or not
    /// a day.
    private func within(earliest: DateLimit?, latest: DateLimit?) -> Bool {
        guard case .day(let day, let today) = self else { return false }
        return Rules.isWithin(day, earliest: earliest?.resolved(today: today), latest: latest?.resolved(today: today))
    }

    private func order(_ literal: String) -> ComparisonResult? {
        guard case .number(let number) = self else { return nil }
        return Self.compare(number, literal)
    }

    /// How `number` compares with the decimal literal; nil for a literal that is not one.
    private static func compare(_ number: Decimal, _ literal: String) -> ComparisonResult? {
        guard let bound = ExactNumber.decimal(literal: literal) else { return nil }
        if number == bound { return .orderedSame }
        return number < bound ? .orderedAscending : .orderedDescending
    }
}

extension TextInput {
    /// The text, or absent when empty.
    public var conditionValue: ConditionValue { text.isEmpty ? .absent : .text(text) }
}

extension NumberInput {
    /// The number, or absent when the text holds none (empty, or unfinished like `-`).
    public var conditionValue: ConditionValue { exactValue.map(ConditionValue.number) ?? .absent }
}

extension ToggleInput {
    /// On, or absent when off: a toggle's name in a condition means "is on".
    public var conditionValue: ConditionValue { value ? .on : .absent }
}

extension ChoiceInput {
    /// The picked option's value, or absent while none is picked.
    public var conditionValue: ConditionValue { value.map { .text($0.rawValue) } ?? .absent }
}

extension DateInput {
    /// The day, or absent when none is chosen; `today` is the field's own (`today`).
    public var conditionValue: ConditionValue { value.map { .day($0, today: today) } ?? .absent }
}
