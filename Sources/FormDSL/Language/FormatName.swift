/// The display formats of `format ...`. Everything formc knows about a format is declared
/// once, in `spec`.
public enum FormatName: UInt8, CaseIterable, Sendable {
    case number, currency, percent, date

    /// The format's entry in the language table.
    public var spec: FormatSpec { FormatSpec.all[Int(rawValue)] }

    /// The entry of each format, in one switch: the language table's rows for formats.
    fileprivate var declaration: FormatSpec {
        switch self {
        case .number:
            return FormatSpec(name: self, spelling: "number", synopsis: "number(fractionDigits: N)",
                              labels: [.fractionDigits], appliesTo: .numeric, doc: "a number in the locale's style")
        case .currency:
            return FormatSpec(name: self, spelling: "currency", synopsis: "currency", labels: [.code, .fractionDigits],
                              appliesTo: FieldKindSet([.currency]),
                              doc: "an amount of money, on `currency(...)` fields (on `decimal` or `double` it is FC0380: make the field a currency)")
        case .percent:
            return FormatSpec(name: self, spelling: "percent", synopsis: "percent", labels: [.fractionDigits],
                              appliesTo: FieldKindSet([.percent, .double, .decimal]), doc: "a percentage")
        case .date:
            return FormatSpec(name: self, spelling: "date", synopsis: "date(style: S)", labels: [.style],
                              appliesTo: FieldKindSet([.date]),
                              // Every `DateStyle`, in order (`LanguageTableTests.dateFormatDocListsEveryStyle`):
                              // one literal, where joining the names would cost every run that builds the table.
                              doc: """
                                  how the field's messages write a day, in the locale's words; `style:` is \
                                  `numeric`, `abbreviated`, `long`, `complete` (default: `abbreviated`). \
                                  The date picker shows days the system's way
                                  """)
        }
    }
}

/// What a display format is: one row of the language table.
public struct FormatSpec: Sendable {
    public let name: FormatName
    /// How the format is written.
    public let spelling: String
    /// The format as documented, with its usual arguments.
    public let synopsis: String
    /// The argument labels it takes, in the order messages list them.
    let labels: [Keyword]
    /// The field kinds it applies to.
    public let appliesTo: FieldKindSet
    /// One line for documentation and completion lists.
    public let doc: String

    /// The argument labels, as written.
    public var labelSpellings: [String] { labels.map(\.spelling) }

    /// Every format's row, in declaration order (the order messages list them in).
    public static let all: [FormatSpec] = FormatName.allCases.map(\.declaration)
}
