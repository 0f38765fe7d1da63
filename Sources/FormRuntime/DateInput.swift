import Foundation

/// The state of a `date` field, shown with a `DatePicker`.
///
/// A date is a calendar day, not an instant: it is kept as year, month and day, written
/// `YYYY-MM-DD` (as JSON Schema's `format: date`), and turned into a `Date` at the start of
/// that day in the input's calendar only when the view or the submitted values need one.
public struct DateInput: FieldInput, DrivenInput, Hashable {
    public let rules: [Rule]
    public let timing: ValidationTiming
    public let isOptional: Bool
    public let calendar: Calendar
    /// The error of a non-optional field with no day chosen when no `required` rule spoke.
    public let missingMessage: String
    /// The day `today` means in date ranges; nil for the current day, read when checked.
    public let fixedToday: CalendarDay?

    /// The chosen day as `YYYY-MM-DD`; empty when no day is chosen (optional fields only).
    /// ASCII only (the setter checks), so Swift's `==` on it already compares code points.
    private var storage: String
    private var counterpartStorage = ExactText("")
    /// The messages of the failing rules, in declaration order.
    private(set) var ruleErrors: [String] = []
    /// Errors the app set from its server's answer (`setServerErrors`); cleared by an edit of
    /// this field, `prefill` and `reset`, never by edits of other fields.
    var serverErrors: [String] = []
    var condition = FieldCondition()
    public var errors: [String] { conditionedErrors }
    public var visibleErrors: [String] { conditionedVisibleErrors }
    var ownErrors: [String] { ruleErrors }
    /// What the person has done to the field so far (edited, left, submitted).
    public internal(set) var interaction = Interaction()

    /// The other field's text for an `equals` rule (compared code point by code point).
    public var counterpart: String {
        get { counterpartStorage.string }
        set {
            counterpartStorage = ExactText(newValue)
            validate()
        }
    }

    /// - Parameters:
    ///   - literal: the declared default, `YYYY-MM-DD`. Without one the field starts with no
    ///     day chosen, optional or not: a non-optional field that started at today would
    ///     submit today without anyone having chosen it. It reports `missingMessage` (or its
    ///     `required` message) until a day is chosen.
    ///   - today: the day `today` means in date ranges; nil for the current day.
    public init(
        literal: String? = nil,
        rules: [Rule] = [],
        timing: ValidationTiming = .blur,
        isOptional: Bool = false,
        missingMessage: String = "",
        calendar: Calendar = .current,
        today: Date? = nil
    ) {
        self.rules = rules
        self.timing = timing
        self.isOptional = isOptional
        self.missingMessage = missingMessage
        self.calendar = calendar
        self.fixedToday = today.map { CalendarDay($0, in: calendar) }
        if let literal, DateInput.components(of: literal) != nil {
            storage = literal
        } else {
            storage = ""
        }
        validate()
    }

    /// The day `today` means now: the fixed one, else the current day in `calendar`.
    public var today: CalendarDay { fixedToday ?? CalendarDay(Date(), in: calendar) }

    /// The earliest and latest day the `range` rules allow, `today` resolved; nil for no limit.
    public var earliest: CalendarDay? {
        var day: CalendarDay?
        for case .dateRange(let min?, _, _) in rules {
            let limit = min.resolved(today: today)
            if day.map({ limit > $0 }) ?? true { day = limit }
        }
        return day
    }

    public var latest: CalendarDay? {
        var day: CalendarDay?
        for case .dateRange(_, let max?, _) in rules {
            let limit = max.resolved(today: today)
            if day.map({ limit < $0 }) ?? true { day = limit }
        }
        return day
    }

    /// The days a `DatePicker` offers (`in:`): from `earliest` to `latest`, each end open
    /// (`Date.distantPast`, `.distantFuture`) without a limit.
    public var selectableDays: ClosedRange<Date> {
        let lower = earliest?.date(in: calendar) ?? .distantPast
        let upper = latest?.date(in: calendar) ?? .distantFuture
        return lower...max(lower, upper)
    }

    /// Chooses a day for a field with none: today, moved into the allowed days if it lies
    /// outside them (what the view's "Choose" button does).
    public mutating func choose() {
        var day = today
        if let earliest, day < earliest { day = earliest }
        if let latest, day > latest { day = latest }
        text = day.description
    }

    /// The day as `YYYY-MM-DD`, or empty. Setting text that is not a valid day is ignored.
    public var text: String {
        get { storage }
        set {
            guard !sameScalars(newValue, storage) else { return }
            guard newValue.isEmpty ? isOptional : DateInput.components(of: newValue) != nil else { return }
            storage = newValue
            interaction.edited = true
            serverErrors = []
            validate()
        }
    }

    /// The chosen day, nil while none is: the submitted value. Setting a day is an edit, as
    /// setting `text` is; nil clears an optional field and is ignored on a non-optional one,
    /// which has no way back to no day (`prefill(nil)` has).
    public var value: CalendarDay? {
        get { CalendarDay(storage) }
        set { text = newValue?.description ?? "" }
    }

    /// What a `DatePicker` binds to: the chosen day at its start in `calendar`. A picker always
    /// shows a day, so the view shows none while no day is chosen; this reads today then.
    /// FormRuntimeSwiftUI's (`Binding<DateInput>.pickerDate` gives it to an app's own picker).
    @_spi(FormViews) public var pickerDate: Date {
        get { value?.date(in: calendar) ?? calendar.startOfDay(for: Date()) }
        set { value = CalendarDay(newValue, in: calendar) }
    }

    /// Starts the field at `day` (nil: no day chosen). Not an edit: the field is as untouched
    /// as a new one, and its server errors are cleared. Unlike setting `text`, this also
    /// empties a non-optional field, which then reports its missing day as a new one does.
    public mutating func prefill(_ day: CalendarDay?) {
        storage = day?.description ?? ""
        interaction = Interaction()
        serverErrors = []
        validate()
    }

    mutating func carryOver(from old: DateInput) {
        storage = old.storage
        interaction = old.interaction
        serverErrors = old.serverErrors
        validate()
    }

    mutating func validate() {
        ruleErrors = Rule.failures(of: rules, text: storage, number: nil, isNumeric: false,
                                isAbsent: storage.isEmpty, counterpart: counterpart, today: today)
        if ruleErrors.isEmpty, !isOptional, storage.isEmpty { ruleErrors = [missingMessage] }
    }

    static func format(year: Int, month: Int, day: Int) -> String {
        func padded(_ value: Int, _ width: Int) -> String {
            let digits = String(value)
            return String(repeating: "0", count: max(0, width - digits.count)) + digits
        }
        return "\(padded(year, 4))-\(padded(month, 2))-\(padded(day, 2))"
    }

    /// Year, month and day of a valid `YYYY-MM-DD` in the proleptic Gregorian calendar
    /// (RFC 3339 `full-date`, what JSON Schema's `format: date` accepts); nil otherwise.
    public static func components(of text: String) -> (year: Int, month: Int, day: Int)? {
        let bytes = Array(text.utf8)
        guard bytes.count == 10, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-") else { return nil }
        func number(_ range: Range<Int>) -> Int? {
            var value = 0
            for byte in bytes[range] {
                guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
                value = value * 10 + Int(byte - UInt8(ascii: "0"))
            }
            return value
        }
        guard let year = number(0..<4), let month = number(5..<7), let day = number(8..<10),
              (1...12).contains(month), day >= 1 else { return nil }
        let leap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
        let lengths = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
        guard day <= lengths[month - 1] else { return nil }
        return (year, month, day)
    }
}

/// A day in the proleptic Gregorian calendar, without a time or a time zone: what a `date`
/// field holds. Encodes as `"YYYY-MM-DD"`, the JSON Schema `format: date` string, so the
/// values a model submits and the JSON the schema checks are the same data.
public struct CalendarDay: Sendable, Hashable, Comparable, Codable, CustomStringConvertible {
    public let year: Int
    public let month: Int
    public let day: Int

    /// The day written `YYYY-MM-DD`; nil unless that is a real day.
    public init?(_ text: String) {
        guard let parts = DateInput.components(of: text) else { return nil }
        (year, month, day) = parts
    }

    /// The day of `year`, `month` and `day` (`CalendarDay(year: 2026, month: 2, day: 28)`);
    /// nil unless that is a real day of the Gregorian calendar in `YYYY-MM-DD`'s range, as
    /// `init?(_:)` reads them.
    public init?(year: Int, month: Int, day: Int) {
        guard (0...9999).contains(year), (1...12).contains(month), (1...31).contains(day) else { return nil }
        self.init(DateInput.format(year: year, month: month, day: day))
    }

    /// The day `date` falls on in `calendar`.
    public init(_ date: Date, in calendar: Calendar) {
        let parts = calendar.dateComponents([.year, .month, .day], from: date)
        year = parts.year ?? 1
        month = parts.month ?? 1
        day = parts.day ?? 1
    }

    public var description: String { DateInput.format(year: year, month: month, day: day) }

    /// The start of this day in `calendar`.
    public func date(in calendar: Calendar) -> Date? {
        var components = DateComponents()
        components.year = year
        components.month = month
        components.day = day
        return calendar.date(from: components)
    }

    public static func < (a: CalendarDay, b: CalendarDay) -> Bool {
        (a.year, a.month, a.day) < (b.year, b.month, b.day)
    }

    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        guard let day = CalendarDay(text) else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath,
                                                    debugDescription: "expected a day as YYYY-MM-DD, found \(text)"))
        }
        self = day
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}
