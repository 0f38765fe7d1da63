/// How a date field shows its day (`format date(style: ...)`).
public enum DateStyle: String, CaseIterable, Sendable {
    case numeric
    case abbreviated
    case long
    case complete

    /// One line for an editor's completion of `format date(style: ...)`.
    public var doc: String {
        switch self {
        case .numeric: return "digits only, as 11/25/2026 in en_US (Date.FormatStyle.DateStyle.numeric)"
        case .abbreviated: return "a short month name, as Nov 25, 2026 in en_US (DateStyle.abbreviated)"
        case .long: return "the full month name, as November 25, 2026 in en_US (DateStyle.long)"
        case .complete: return "the weekday too, as Wednesday, November 25, 2026 in en_US (DateStyle.complete)"
        }
    }
}
