import Foundation

/// How a numeric text field filters, displays and parses what the user types.
///
/// It binds the `TextField` to a `String`, filters every edit, reformats for display and
/// parses to a number, and closes the usual gaps of that approach: the locale's own digits and
/// separators, every space a French user may type as a grouping separator, a minus accepted
/// only in front, digit limits that ignore sign and separators, and parsing that is exact for
/// `Decimal` and can never trap for `Int`.
///
/// The same value drives `filter`, `reformat` and `parse`, and they agree: every text `filter`
/// accepts is one that `reformat` can display and `parse` can read (or, for an unfinished text
/// such as `-` or `12,`, one that `parse` reads as `nil` or `12`).
public struct NumberField: Sendable, Hashable {
    /// Whether the number has a fractional part. `double` fields use `.decimal` and `parseDouble`.
    public enum Kind: String, Sendable, Hashable {
        case integer
        case decimal
    }

    /// The most digits an `integer` field takes when no `maxLength` is given, formc's default:
    /// every 15-digit integer lies below 2^53, so `Int` and every JSON reader (JavaScript's
    /// `JSON.parse` and other readers that make every number a `Double`) hold it exactly. An
    /// explicit `maxLength` goes up to 19, where `Int` overflows.
    public static let defaultIntegerDigits = 15
    /// `Decimal` keeps 38 significant digits exactly; more would silently round.
    public static let maximumDecimalDigits = 38
    /// The significant digits a `Double` keeps exactly (C's `DBL_DIG`): a decimal number with
    /// at most 15 of them (within a `Double`'s range) is read as the `Double` whose shortest
    /// text is that same number, and two such numbers compare the same as decimals and as
    /// `Double`s. `NumberInput<Double>` refuses a number with more.
    public static let doubleSignificantDigits = 15

    public let kind: Kind
    public let allowNegative: Bool
    /// The declared limit on digits (sign, separators and grouping not counted), if any.
    public let maxLength: Int?
    /// The most digits after the decimal separator; nil for no limit, 0 forbids the separator.
    public let fractionDigits: Int?
    /// Whether `reformat` inserts grouping separators while the user types.
    public let groupsWhileTyping: Bool
    public let locale: Locale
    /// The locale's number symbols, read once.
    public let symbols: NumberSymbols
    /// The currency of a `currency(...)` field as the locale writes it; nil for other numbers.
    public let currency: CurrencySymbol?

    /// - Parameters:
    ///   - kind: `.integer` for `int` fields, `.decimal` for everything with a fraction.
    ///   - allowNegative: whether a leading minus is accepted (the `.form` `allowNegative`).
    ///   - maxLength: most digits, sign and separators not counted; nil means the type's limit.
    ///   - fractionDigits: most digits after the separator: the `fractionDigits:` of a `number`
    ///     or `currency` format, else a currency's ISO 4217 minor units (formc passes them).
    ///   - groupsWhileTyping: insert grouping separators live (real-time formatting).
    ///   - currency: the ISO 4217 code of a `currency(...)` field, whose symbol the view shows;
    ///     it does not set `fractionDigits`.
    ///   - locale: the locale whose digits and separators are typed and shown.
    public init(
        _ kind: Kind,
        allowNegative: Bool = false,
        maxLength: Int? = nil,
        fractionDigits: Int? = nil,
        groupsWhileTyping: Bool = true,
        currency: String? = nil,
        locale: Locale = .current
    ) {
        self.kind = kind
        self.allowNegative = allowNegative
        self.maxLength = maxLength
        self.fractionDigits = fractionDigits
        self.groupsWhileTyping = groupsWhileTyping
        self.locale = locale
        self.symbols = NumberSymbols(locale: locale)
        self.currency = currency.map { CurrencySymbol(code: $0, locale: locale) }
    }

    /// The symbol shown beside a currency field (`$` for USD in en_US, `US$` in en_GB); "" for
    /// other numbers.
    public var currencySymbol: String { currency?.symbol ?? "" }

    /// Whether the locale writes the currency's symbol before the amount (`$` in en_US), so
    /// the view shows it before the field; false after it (`12,50 $` in de_DE) and for other
    /// numbers.
    public var currencySymbolPrecedesAmount: Bool { currency?.precedesAmount ?? false }

    /// The most digits an `integer` field takes whatever its `maxLength`: `Int.max` and
    /// `Int.min` have 19, and the filter rejects the 19-digit numbers beyond them.
    public static let maximumIntegerDigits = 19

    /// The digit limit actually enforced: `maxLength` capped by what the type holds exactly.
    /// Without `maxLength`, `defaultIntegerDigits` for an `integer` field and
    /// `maximumDecimalDigits` for a `decimal` one (formc passes `maxLength: 15` for its
    /// `decimal`, `currency` and `percent` fields, and a `double` field's limit is
    /// `doubleSignificantDigits`, which `NumberInput<Double>` checks).
    public var digitLimit: Int {
        let typeLimit = kind == .integer ? Self.maximumIntegerDigits : Self.maximumDecimalDigits
        guard let maxLength else { return kind == .integer ? Self.defaultIntegerDigits : typeLimit }
        return max(0, min(maxLength, typeLimit))
    }

    /// Whether a decimal separator may be typed at all.
    public var acceptsSeparator: Bool { kind == .decimal && fractionDigits != 0 }

    // MARK: - Scanning

    /// A number text taken apart: what every operation below works on.
    struct Scanned: Equatable {
        /// The minus as typed (one scalar), or nil.
        var minus: Unicode.Scalar?
        var integerDigits: [UInt8] = []
        var hasSeparator = false
        var fractionDigits: [UInt8] = []

        var digitCount: Int { integerDigits.count + fractionDigits.count }
        /// Digits from the first nonzero digit to the last, wherever the separator is: what
        /// a binary floating-point number must keep to hold the value exactly (`0.000120` and
        /// `1200` have two). Zero has none.
        var valueDigitCount: Int {
            let digits = integerDigits + fractionDigits
            guard let first = digits.firstIndex(where: { $0 != 0 }),
                  let last = digits.lastIndex(where: { $0 != 0 }) else { return 0 }
            return last - first + 1
        }
        /// Digits that carry value: leading zeros of the integer part do not count, so the
        /// `0` that display puts before a leading separator (`.5` → `0.5`) never pushes a
        /// number over `maxLength`.
        var significantDigitCount: Int {
            integerDigits.drop { $0 == 0 }.count + fractionDigits.count
        }
        var isEmpty: Bool { minus == nil && !hasSeparator && digitCount == 0 }
        /// Has at least one digit: something `parse` can turn into a number.
        var isComplete: Bool { digitCount > 0 }
    }

    /// Takes `text` apart, or returns nil if it breaks a rule of this field. Grouping separators
    /// and bidi marks are skipped wherever they are; `enforceLimits` is off only for `reformat`
    /// and `normalize` of texts that were never filtered (say, a long default).
    func scan(_ text: String, enforceLimits: Bool = true) -> Scanned? {
        var result = Scanned()
        for scalar in text.unicodeScalars {
            if NumberSymbols.ignorableScalars.contains(scalar) || symbols.groupingScalars.contains(scalar) {
                continue
            }
            if let digit = symbols.digitValues[scalar] {
                if result.hasSeparator { result.fractionDigits.append(digit) } else { result.integerDigits.append(digit) }
            } else if scalar == symbols.decimalSeparator {
                // A field without fraction digits (a JPY amount) still reads a separator when
                // limits are off, so a text it was given (`1.5`) is shown, reported invalid and
                // can be corrected digit by digit, never silently turned into `15`.
                guard acceptsSeparator || (kind == .decimal && !enforceLimits), !result.hasSeparator else { return nil }
                result.hasSeparator = true
            } else if symbols.minusScalars.contains(scalar) {
                // Only one, only in front, only if negatives are allowed.
                guard allowNegative, result.minus == nil, result.digitCount == 0, !result.hasSeparator else { return nil }
                result.minus = scalar
            } else {
                return nil
            }
        }
        if enforceLimits {
            if result.significantDigitCount > digitLimit { return nil }
            if let fractionDigits, result.fractionDigits.count > fractionDigits { return nil }
            if kind == .integer, result.isComplete, Self.integer(from: result) == nil { return nil }
        }
        return result
    }

    // MARK: - Filtering and display

    /// Seed 004's filter, for a `TextField` bound to a `String`: the text to keep after the
    /// user turned `previous` into `proposed` (by typing, deleting or pasting).
    ///
    /// Returns `proposed` without grouping separators and bidi marks (digits in the locale's
    /// digit set, minus and separator as typed) when every rule holds, else `previous` unchanged: the edit is rejected whole, never half-applied, so a paste
    /// of `12a` does not become `12`. An edit that removes digits is always accepted, so a
    /// field whose text is over the limit (a long default) can still be corrected.
    public func filter(proposed: String, previous: String) -> String {
        if sameScalars(proposed, previous) { return proposed }
        if let scanned = scan(proposed) { return plain(scanned) }
        if let lenient = scan(proposed, enforceLimits: false),
           let before = scan(previous, enforceLimits: false),
           lenient.digitCount < before.digitCount {
            return plain(lenient)
        }
        return previous
    }

    /// `filter` then `reformat`: the one call a generated text setter makes per edit.
    public func edit(proposed: String, previous: String) -> String {
        reformat(filter(proposed: proposed, previous: previous))
    }

    /// The text as shown while typing: the locale's digits, minus sign and separator, grouped
    /// (if `groupsWhileTyping`), redundant leading zeros removed.
    ///
    /// Unfinished input survives. A text without digits stays exactly as typed: a lone minus
    /// (`-` is not replaced by U+2212), a lone separator (`,`), or both (`-,`). Showing `0,` for
    /// `,` would show a number the user did not type, and the field would hold 0; the zero before
    /// a leading separator appears once a digit follows (`,5` shows as `0,5`). A trailing
    /// separator stays (`12,` not `12`). A text this field cannot read is returned unchanged.
    public func reformat(_ text: String) -> String {
        guard let scanned = scan(text, enforceLimits: false) else { return text }
        if !scanned.isComplete { return plain(scanned) }
        return display(scanned, grouped: groupsWhileTyping, keepSeparator: true)
    }

    /// The finished text, for when the field loses focus or the form is submitted: unfinished
    /// input is dropped (a lone minus or separator becomes empty, `12,` becomes `12`, `-0`
    /// becomes `0`) and grouping is applied. A text this field cannot read is returned unchanged.
    public func normalize(_ text: String) -> String {
        guard var scanned = scan(text, enforceLimits: false) else { return text }
        if !scanned.isComplete { return "" }
        if scanned.integerDigits.allSatisfy({ $0 == 0 }) && scanned.fractionDigits.allSatisfy({ $0 == 0 }) {
            scanned.minus = nil
        }
        return display(scanned, grouped: true, keepSeparator: !scanned.fractionDigits.isEmpty)
    }

    /// Adds or removes the leading minus: the "-/+" toolbar key, for number pads
    /// without a minus key. Does nothing when negatives are not allowed. Text without digits
    /// stays unfinished, as `reformat` leaves it: `,` becomes `-,`, not `-0,`.
    public func toggleSign(_ text: String) -> String {
        guard allowNegative, var scanned = scan(text, enforceLimits: false) else { return text }
        scanned.minus = scanned.minus == nil ? "-" : nil
        if !scanned.isComplete { return plain(scanned) }
        return display(scanned, grouped: groupsWhileTyping, keepSeparator: true)
    }

    /// `scanned` written with the locale's own digits, minus sign and separators.
    private func display(_ scanned: Scanned, grouped: Bool, keepSeparator: Bool) -> String {
        var integer = scanned.integerDigits
        while integer.count > 1 && integer.first == 0 { integer.removeFirst() }
        if integer.isEmpty { integer = [0] }
        var out = ""
        if scanned.minus != nil { out += symbols.minusSign }
        out += grouped ? group(integer) : String(integer.map { symbols.digits[Int($0)] })
        if scanned.hasSeparator && (keepSeparator || !scanned.fractionDigits.isEmpty) {
            out.unicodeScalars.append(symbols.decimalSeparator)
            out += String(scanned.fractionDigits.map { symbols.digits[Int($0)] })
        }
        return out
    }

    /// The integer digits with the locale's grouping.
    private func group(_ digits: [UInt8]) -> String {
        let chars = digits.map { symbols.digits[Int($0)] }
        let size = symbols.groupingSize
        guard !symbols.groupingSeparator.isEmpty, size > 0,
              chars.count >= size + symbols.minimumGroupingDigits else { return String(chars) }
        var groups: [String] = []
        var end = chars.count
        var current = size
        while end > 0 {
            let start = max(0, end - current)
            groups.append(String(chars[start..<end]))
            end = start
            if symbols.secondaryGroupingSize > 0 { current = symbols.secondaryGroupingSize }
        }
        return groups.reversed().joined(separator: symbols.groupingSeparator)
    }

    /// `text`, read as `other` (the same field in another locale) reads it, written in this
    /// field's locale: the same digits, sign and separator, so the same number, never another
    /// (`1,5` in de_DE is `1.5` in en_US, `1.234,5` is `1,234.5`, `٤٠` in ar_EG is `40`).
    /// What was unfinished stays unfinished (`12,` is `12.`, a lone `-` stays), what was tidy
    /// (`normalize`d, as after leaving the field) is tidy, the rest is shown as while typing
    /// (`reformat`). A minus this locale does not read becomes `-`. A text `other` cannot
    /// read is returned unchanged.
    public func transliterate(_ text: String, from other: NumberField) -> String {
        guard var scanned = other.scan(text, enforceLimits: false) else { return text }
        if let minus = scanned.minus, !symbols.minusScalars.contains(minus) { scanned.minus = "-" }
        let written = plain(scanned)
        return sameScalars(other.normalize(text), text) ? normalize(written) : reformat(written)
    }

    /// Digits without grouping, with the minus and separator exactly as typed.
    private func plain(_ scanned: Scanned) -> String {
        var out = String.UnicodeScalarView()
        if let minus = scanned.minus { out.append(minus) }
        for digit in scanned.integerDigits { out.append(contentsOf: symbols.digits[Int(digit)].unicodeScalars) }
        if scanned.hasSeparator { out.append(symbols.decimalSeparator) }
        for digit in scanned.fractionDigits { out.append(contentsOf: symbols.digits[Int(digit)].unicodeScalars) }
        return String(out)
    }

    // MARK: - Parsing

    /// The `Int` in `text`, or nil if it is empty, unfinished (`-`), breaks a rule of this
    /// field, or does not fit in `Int`. Never traps: digits are accumulated with overflow checks.
    public func parseInt(_ text: String) -> Int? {
        guard let scanned = scan(text), scanned.isComplete, scanned.fractionDigits.allSatisfy({ $0 == 0 }) else {
            return nil
        }
        return Self.integer(from: scanned)
    }

    /// The exact `Decimal` in `text`, built from its digits (never through `Double`, so `0,1`
    /// is exactly one tenth), or nil if it is empty, unfinished, or breaks a rule of this field.
    public func parseDecimal(_ text: String) -> Decimal? {
        guard let scanned = scan(text), scanned.isComplete else { return nil }
        return ExactNumber.decimal(negative: scanned.minus != nil,
                                   integerDigits: scanned.integerDigits,
                                   fractionDigits: scanned.fractionDigits)
    }

    /// The significant digits of the number in `text`: from its first nonzero digit to its
    /// last, so neither leading zeros nor trailing zeros count (`0.000120` and `1200` have
    /// two, `0` has none). Nil if `text` is empty, unfinished or breaks a rule of this field.
    /// `NumberInput<Double>` compares it with `doubleSignificantDigits`.
    public func significantDigits(_ text: String) -> Int? {
        guard let scanned = scan(text), scanned.isComplete else { return nil }
        return scanned.valueDigitCount
    }

    /// The `Double` nearest to the number in `text` (correctly rounded from its decimal digits).
    /// It is the number itself when `text` has at most `doubleSignificantDigits` significant
    /// digits; `NumberInput<Double>` refuses the others, so a field never submits another number
    /// than the one typed.
    public func parseDouble(_ text: String) -> Double? {
        guard let scanned = scan(text), scanned.isComplete else { return nil }
        return Double(Self.ascii(scanned))
    }

    static func integer(from scanned: Scanned) -> Int? {
        ExactNumber.int(negative: scanned.minus != nil, digits: scanned.integerDigits)
    }

    /// POSIX text (`-12.5`) of a scanned number.
    static func ascii(_ scanned: Scanned) -> String {
        var out = scanned.minus == nil ? "" : "-"
        out += scanned.integerDigits.isEmpty ? "0" : String(scanned.integerDigits.map { Character(Unicode.Scalar($0 + 48)) })
        if !scanned.fractionDigits.isEmpty {
            out += "." + String(scanned.fractionDigits.map { Character(Unicode.Scalar($0 + 48)) })
        }
        return out
    }

    // MARK: - Values to text

    /// The display text of a number written as a POSIX literal (`-12.50`), keeping every digit
    /// as written: how generated code shows a `default` value, since formc keeps literals as
    /// exact text. Returns "" for a malformed literal.
    public func text(literal: String) -> String {
        guard let parts = ExactNumber.posixParts(literal) else { return "" }
        var scanned = Scanned()
        scanned.minus = parts.negative ? "-" : nil
        scanned.integerDigits = parts.integer
        scanned.fractionDigits = parts.fraction
        scanned.hasSeparator = !parts.fraction.isEmpty
        return normalize(display(scanned, grouped: false, keepSeparator: true))
    }

    /// The display text of an `Int`.
    public func text(_ value: Int) -> String { text(literal: String(value)) }

    /// The display text of a `Decimal` (its shortest exact form: `12.50` shows as `12,5`).
    public func text(_ value: Decimal) -> String { text(literal: ExactNumber.posix(value)) }

    /// The display text of a `Double`, from its shortest round-tripping decimal form.
    public func text(_ value: Double) -> String {
        guard value.isFinite else { return "" }
        return text(literal: ExactNumber.expand("\(value)"))
    }
}
