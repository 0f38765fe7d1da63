import Foundation

/// How a day is written in the messages a form shows: `format date(style: ...)` of a `date`
/// field, the styles of Foundation's `Date.FormatStyle.DateStyle`.
public enum DayStyle: String, Sendable, CaseIterable {
    /// Digits only: 1/1/2025 in en_US, 1.1.2025 in de_DE.
    case numeric
    /// A short month name: Jan 1, 2025 in en_US (the default).
    case abbreviated
    /// The month's full name: January 1, 2025 in en_US.
    case long
    /// With the weekday: Wednesday, January 1, 2025 in en_US.
    case complete

    var foundationStyle: Date.FormatStyle.DateStyle {
        switch self {
        case .numeric: return .numeric
        case .abbreviated: return .abbreviated
        case .long: return .long
        case .complete: return .complete
        }
    }
}

extension FormStrings {
    /// The day `text` (`YYYY-MM-DD`, as a `range` bound is written) as the locale writes it,
    /// in `style` and in the locale's own calendar (a Buddhist year in th_TH): what a date
    /// field's messages show instead of the ISO day. A text that is not a day comes back as
    /// it is.
    ///
    /// The day is a calendar day, not an instant: it is placed at noon UTC and written for
    /// UTC, so no time zone can move it to the day before or after.
    public func day(_ text: String, style: DayStyle) -> String {
        guard let day = CalendarDay(text) else { return text }
        var gregorian = Calendar(identifier: .gregorian)
        gregorian.timeZone = TimeZone(identifier: "UTC")!
        var components = DateComponents()
        components.year = day.year
        components.month = day.month
        components.day = day.day
        components.hour = 12
        guard let date = gregorian.date(from: components) else { return text }
        let format = Date.FormatStyle(date: style.foundationStyle, time: .omitted, locale: locale,
                                      calendar: locale.calendar, timeZone: gregorian.timeZone)
        return date.formatted(format)
    }
}
