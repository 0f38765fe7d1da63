import Foundation

/// How a locale writes a currency beside an amount: its symbol, and on which side.
///
/// Read once from Foundation's currency formatter for the locale, as `NumberSymbols` reads
/// the digits and separators: en_US writes `$` before `12.50`, en_GB writes `US$` for the same
/// dollars, de_DE and fr_FR write `12,50 $` and `12,50 $US`, after the amount. A currency the
/// locale has no symbol for is written with its ISO 4217 code (`BHD` in en_US).
public struct CurrencySymbol: Sendable, Hashable {
    /// The ISO 4217 code (`USD`).
    public let code: String
    /// The symbol the locale writes for it (`$`, `US$`, `$US`, `¥`, `JP¥`); the code when
    /// Foundation has none.
    public let symbol: String
    /// Whether the locale writes the symbol before the amount (`$12.50` in en_US) rather than
    /// after it (`12,50 $` in de_DE).
    public let precedesAmount: Bool

    /// - Parameters:
    ///   - code: an ISO 4217 code, such as `"USD"`.
    ///   - locale: the locale whose symbol and order are wanted.
    public init(code: String, locale: Locale) {
        self.code = code
        let formatter = NumberFormatter()
        formatter.locale = locale
        formatter.numberStyle = .currency
        formatter.currencyCode = code
        let symbol = formatter.currencySymbol.flatMap { $0.isEmpty ? nil : $0 } ?? code
        self.symbol = symbol
        // Where the symbol stands in a formatted amount, compared with the first digit (any
        // script's digits: ar_EG writes Arabic-Indic ones).
        let sample = formatter.string(from: 1) ?? ""
        if let symbolStart = sample.range(of: symbol)?.lowerBound,
           let firstDigit = sample.firstIndex(where: \.isNumber) {
            precedesAmount = symbolStart < firstDigit
        } else {
            precedesAmount = true
        }
    }
}
