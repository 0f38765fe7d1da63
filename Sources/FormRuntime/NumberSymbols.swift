import Foundation

/// The characters a locale uses to write numbers, read once from Foundation's locale data.
///
/// Read from ICU at run time rather than hard-coded, because the data changes between ICU
/// releases: fr_FR grouped with U+00A0 NO-BREAK SPACE for years and now groups with U+202F
/// NARROW NO-BREAK SPACE, and which one a device has depends on its OS version. Everything is
/// captured once at `init` so that per-keystroke filtering never touches a `NumberFormatter`.
public struct NumberSymbols: Sendable, Hashable {
    /// The locale's decimal separator as one scalar (`.` in en_US, `,` in fr_FR and de_DE,
    /// U+066B in Arabic locales).
    public let decimalSeparator: Unicode.Scalar
    /// The grouping separator the locale displays (`,` en_US, `.` de_DE, U+202F or U+00A0 fr_FR).
    public let groupingSeparator: String
    /// Every scalar read as a grouping separator and ignored while typing and parsing. For a
    /// locale that groups with any kind of space this holds all of U+0020, U+00A0, U+2007,
    /// U+2009 and U+202F, since users (and older OS versions) type or paste any of them; for a
    /// locale that groups with U+2019 (de_CH) it also holds the ASCII apostrophe.
    public let groupingScalars: Set<Unicode.Scalar>
    /// The minus sign the locale displays (`-`, U+2212 in sv_SE, U+061C + `-` in ar_EG).
    public let minusSign: String
    /// Every scalar read as a minus: `-`, U+2212 MINUS SIGN and the locale's own minus.
    public let minusScalars: Set<Unicode.Scalar>
    /// The locale's ten digits, zero first (ASCII for latn locales, U+0660... for ar_EG).
    public let digits: [Character]
    /// Digit values by scalar: ASCII digits always, plus the locale's native digits.
    public let digitValues: [Unicode.Scalar: UInt8]
    /// Digits per group (3 nearly everywhere).
    public let groupingSize: Int
    /// Digits per group after the first, when it differs (2 for the Indian lakh grouping); 0 if
    /// the same as `groupingSize`.
    public let secondaryGroupingSize: Int
    /// How many digits must come before the first group for grouping to apply: 1 normally, 2
    /// where the locale writes 1234 but 12 345 (pl_PL, es_ES).
    public let minimumGroupingDigits: Int

    /// Scalars that carry no meaning in a number and are skipped: the bidi marks ICU puts
    /// around the minus sign of right-to-left locales (U+061C, U+200E, U+200F).
    public static let ignorableScalars: Set<Unicode.Scalar> = ["\u{061C}", "\u{200E}", "\u{200F}"]

    /// Space-like characters that fr_FR, pl_PL, sv_SE and others use, or used, for grouping.
    static let spaceScalars: Set<Unicode.Scalar> = [" ", "\u{00A0}", "\u{2007}", "\u{2009}", "\u{202F}"]

    public init(locale: Locale) {
        let formatter = NumberFormatter()
        formatter.locale = locale
        formatter.numberStyle = .decimal

        let decimalText = formatter.decimalSeparator ?? locale.decimalSeparator ?? "."
        let decimal = decimalText.unicodeScalars.first { !Self.ignorableScalars.contains($0) } ?? "."
        decimalSeparator = decimal

        let grouping = formatter.groupingSeparator ?? locale.groupingSeparator ?? ""
        groupingSeparator = grouping
        var groupingSet = Set(grouping.unicodeScalars)
        if !groupingSet.isDisjoint(with: Self.spaceScalars) { groupingSet.formUnion(Self.spaceScalars) }
        if groupingSet.contains("\u{2019}") { groupingSet.insert("'") }
        groupingSet.subtract(Self.ignorableScalars)
        groupingSet.remove(decimal)
        groupingScalars = groupingSet

        let minus = formatter.minusSign ?? "-"
        minusSign = minus
        var minusSet: Set<Unicode.Scalar> = ["-", "\u{2212}"]
        minusSet.formUnion(minus.unicodeScalars.filter { !Self.ignorableScalars.contains($0) })
        minusSet.remove(decimal)
        minusScalars = minusSet.subtracting(groupingSet)

        let digitFormatter = NumberFormatter()
        digitFormatter.locale = locale
        digitFormatter.numberStyle = .none
        digitFormatter.usesGroupingSeparator = false
        var native: [Character] = []
        var values: [Unicode.Scalar: UInt8] = [:]
        for d in 0...9 {
            let ascii = Unicode.Scalar(UInt8(48 + d))
            values[ascii] = UInt8(d)
            let text = digitFormatter.string(from: NSNumber(value: d)) ?? String(ascii)
            let scalars = text.unicodeScalars.filter { !Self.ignorableScalars.contains($0) }
            if scalars.count == 1, let scalar = scalars.first {
                native.append(Character(scalar))
                values[scalar] = UInt8(d)
            } else {
                native.append(Character(ascii))
            }
        }
        // A locale whose "digits" collide with its own separators would be unusable; fall back.
        if Set(native.map { $0.unicodeScalars.first! }).count != 10 {
            native = (0...9).map { Character(Unicode.Scalar(UInt8(48 + $0))) }
        }
        digits = native
        digitValues = values

        groupingSize = formatter.groupingSize > 0 ? formatter.groupingSize : 3
        secondaryGroupingSize = formatter.secondaryGroupingSize > 0 ? formatter.secondaryGroupingSize : 0
        // Foundation does not expose ICU's minimum grouping digits; detect it from 1234.
        let sample = formatter.string(from: 1234) ?? ""
        let groupsFourDigits = !Set(sample.unicodeScalars).isDisjoint(with: groupingSet)
        minimumGroupingDigits = groupsFourDigits || grouping.isEmpty ? 1 : 2
    }
}
