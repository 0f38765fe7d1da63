import Foundation
import Testing
@testable import FormDSL

/// formc's copy of ISO 4217 List one (`ISO4217`): its shape, sample rows whose minor units
/// are not 2, and how it stands against the currency data Foundation carries.
@Suite("ISO 4217 table")
struct ISO4217Tests {
    @Test func everyRowIsAnActiveCodeOnce() {
        #expect(ISO4217.currencies.count == 178)
        #expect(ISO4217.publicationDate == "2026-01-01")
        var seen = Set<String>()
        for row in ISO4217.currencies {
            #expect(row.code.utf8.count == 3 && row.code.utf8.allSatisfy { $0 >= 0x41 && $0 <= 0x5A }, "\(row.code)")
            #expect(seen.insert(row.code).inserted, "\(row.code) twice")
            #expect((1...999).contains(row.number), "\(row.code)")
            #expect(row.minorUnits.map { (0...4).contains($0) } ?? true, "\(row.code)")
        }
        #expect(ISO4217.currencies.map(\.code) == ISO4217.currencies.map(\.code).sorted())
    }

    /// `currency(_:)` searches the rows by halves; it answers as a scan of them would.
    @Test func lookUpAnswersAsAScan() {
        var asked = ISO4217.currencies.map(\.code)
        asked += ["", "A", "AAA", "AED ", "aed", "ZZZ", "ZWH", "EUX", "HRK", "USDX", "US", "ÄED", "\u{0}"]
        for row in ISO4217.currencies { asked.append(String(row.code.dropLast()) + "A") }
        for code in asked {
            #expect(ISO4217.currency(code) == ISO4217.currencies.first { $0.code == code }, "\(code.debugDescription)")
        }
    }

    @Test(arguments: [
        ("USD", 2), ("EUR", 2), ("GBP", 2), ("CHF", 2), ("CNY", 2), ("IDR", 2),
        ("JPY", 0), ("KRW", 0), ("CLP", 0), ("ISK", 0), ("VND", 0), ("XOF", 0), ("XAF", 0), ("XPF", 0),
        ("BHD", 3), ("IQD", 3), ("JOD", 3), ("KWD", 3), ("LYD", 3), ("OMR", 3), ("TND", 3),
        ("CLF", 4), ("UYW", 4),
    ])
    func minorUnits(code: String, digits: Int) {
        #expect(ISO4217.minorUnits(code) == digits)
    }

    @Test func codesWithoutMinorUnits() {
        for code in ["XAU", "XAG", "XPD", "XPT", "XDR", "XXX", "XTS", "XSU", "XUA", "XBA", "XBB", "XBC", "XBD"] {
            #expect(ISO4217.currency(code) != nil, "\(code)")
            #expect(ISO4217.minorUnits(code) == nil, "\(code)")
        }
    }

    /// Codes List one no longer holds, and their successors, which it does.
    @Test func withdrawnCodesAreRefusedWithTheirSuccessor() {
        for (old, new) in [("HRK", "EUR"), ("ANG", "XCG"), ("SLL", "SLE"), ("ZWL", "ZWG"), ("VEF", "VES"), ("DEM", "EUR")] {
            #expect(ISO4217.currency(old) == nil, "\(old)")
            #expect(ISO4217.successor(of: old) == new)
            #expect(ISO4217.currency(new) != nil, "\(new)")
        }
        #expect(ISO4217.currency("eur") == nil)
    }

    @Test func nearestCodeSharesTheCountryLetters() {
        #expect(ISO4217.nearest(to: "USX")?.code == "USD")
        #expect(ISO4217.nearest(to: "EUX")?.code == "EUR")
        #expect(ISO4217.nearest(to: "QQQ") == nil)
    }

    /// Foundation (ICU's CLDR data) knows every code of the table but `XAD` (added to List one
    /// in 2025, after this ICU), and formats each with the table's minor units except where
    /// CLDR shows fewer digits for the cash in use; those exceptions are listed, so a change in
    /// either shows here. docs/LANGUAGE.md names them.
    @Test func foundationAgreesExceptForCLDRCashDigits() {
        let known = Set(Locale.commonISOCurrencyCodes)
            .union(Locale.Currency.isoCurrencies.map(\.identifier))
        #expect(ISO4217.currencies.filter { !known.contains($0.code) }.map(\.code) == ["XAD"])
        var differing: [String] = []
        for row in ISO4217.currencies {
            guard let minor = row.minorUnits else { continue }
            let formatter = NumberFormatter()
            formatter.locale = Locale(identifier: "en_US_POSIX@currency=\(row.code)")
            formatter.numberStyle = .currency
            let text = formatter.string(from: 1234.56789) ?? ""
            // The digits after the last "." that is followed by one (a symbol may hold a dot: "Cg.").
            var digits = 0
            if let dot = text.range(of: ".", options: .backwards), text[dot.upperBound...].first?.isNumber == true {
                digits = text[dot.upperBound...].prefix(while: \.isNumber).count
            }
            if digits != minor { differing.append(row.code) }
        }
        #expect(differing == ["AFN", "ALL", "COP", "IDR", "IQD", "IRR", "KPW", "LAK", "LBP", "MGA", "MMK", "PKR", "RSD",
                              "SOS", "SYP", "YER"])
    }
}
