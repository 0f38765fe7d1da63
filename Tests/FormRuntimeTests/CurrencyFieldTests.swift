import Foundation
import Testing
@testable import FormRuntime

/// Currency fields: the symbol each locale writes, and fraction digits limited to the
/// currency's minor units (formc passes them as `fractionDigits`: 2 for USD, 0 for JPY, 3 for
/// BHD) while typing, when a value is given, and when pasting.
@Suite("Currency fields")
struct CurrencyFieldTests {
    /// The symbol and its side, as swift-corelibs-foundation's ICU data gives them on Linux.
    /// Apple platforms read the same CLDR data; a test that fails here after an ICU update
    /// shows the new data, which the runtime follows (nothing is hard-coded).
    @Test(arguments: [
        ("en_US", "USD", "$", true), ("en_US", "EUR", "€", true), ("en_US", "JPY", "¥", true), ("en_US", "BHD", "BHD", true),
        ("en_GB", "USD", "US$", true), ("en_GB", "GBP", "£", true), ("en_GB", "JPY", "JP¥", true),
        ("de_DE", "USD", "$", false), ("de_DE", "EUR", "€", false), ("de_DE", "BHD", "BHD", false),
        ("fr_FR", "USD", "$US", false), ("fr_FR", "EUR", "€", false), ("fr_FR", "JPY", "JPY", false),
        ("ja_JP", "JPY", "¥", true), ("ja_JP", "USD", "$", true), ("ja_JP", "CNY", "元", true),
        ("zh_CN", "CNY", "¥", true), ("zh_CN", "USD", "US$", true), ("zh_CN", "JPY", "JP¥", true),
    ])
    func symbolAsTheLocaleWritesIt(locale: String, code: String, symbol: String, before: Bool) {
        let currency = CurrencySymbol(code: code, locale: Locale(identifier: locale))
        #expect(currency.code == code)
        #expect(currency.symbol == symbol)
        #expect(currency.precedesAmount == before)
        let field = NumberField(.decimal, fractionDigits: 2, currency: code, locale: Locale(identifier: locale))
        #expect(field.currencySymbol == symbol)
        #expect(field.currencySymbolPrecedesAmount == before, "the view puts the symbol on this side")
    }

    @Test func otherNumbersHaveNoSymbol() {
        let field = NumberField(.decimal, locale: enUS)
        #expect(field.currency == nil)
        #expect(field.currencySymbol == "")
        #expect(!field.currencySymbolPrecedesAmount)
    }

    @Test func yenTakesNoSeparator() {
        let yen = NumberField(.decimal, fractionDigits: 0, currency: "JPY", locale: Locale(identifier: "ja_JP"))
        #expect(!yen.acceptsSeparator)
        // The separator key does nothing: the next digit joins the whole yen.
        #expect(typing(["1", "2", "3", "4", ".", "5"], into: yen) == ["1", "12", "123", "1,234", "1,234", "12,345"])
        // A paste with a fraction is refused whole, not turned into 15.
        #expect(yen.edit(proposed: "1.5", previous: "") == "")
        #expect(yen.parseDecimal("1234") == Decimal(1234))
        #expect(yen.parseDecimal("1.5") == nil)
    }

    @Test func dollarsTakeTwoDigitsAndDinarsThree() {
        let usd = NumberField(.decimal, fractionDigits: 2, currency: "USD", locale: enUS)
        #expect(typing(["1", "9", ".", "9", "9", "9"], into: usd) == ["1", "19", "19.", "19.9", "19.99", "19.99"])
        #expect(usd.parseDecimal("0.07") == Decimal(string: "0.07"))
        let bhd = NumberField(.decimal, fractionDigits: 3, currency: "BHD", locale: enUS)
        #expect(typing(["1", ".", "2", "3", "4", "5"], into: bhd) == ["1", "1.", "1.2", "1.23", "1.234", "1.234"])
        #expect(bhd.parseDecimal("1.234") == Decimal(string: "1.234"))
    }

    /// A value with more digits than the currency has is shown as it is and reported, never
    /// rounded or cut: the field says what it was given.
    @Test func aValueWithTooManyDigitsIsShownAndInvalid() {
        let yen = NumberField(.decimal, fractionDigits: 0, currency: "JPY", locale: enUS)
        var input = NumberInput<Decimal>(yen, value: Decimal(string: "1.5"), invalidMessage: "Enter whole yen.")
        #expect(input.text == "1.5")
        #expect(input.value == nil)
        #expect(input.errors == ["Enter whole yen."])
        // Blur keeps it too.
        input.blur()
        #expect(input.text == "1.5")
        // Deleting the fraction digit is accepted, then the separator goes on blur.
        input.text = "1."
        #expect(input.text == "1.")
        input.blur()
        #expect(input.text == "1")
        #expect(input.value == Decimal(1))
        #expect(input.errors.isEmpty)

        let literal = NumberInput<Decimal>(yen, literal: "100.0", invalidMessage: "Enter whole yen.")
        #expect(literal.text == "100.0")
        #expect(literal.errors == ["Enter whole yen."])

        let cents = NumberField(.decimal, fractionDigits: 2, currency: "USD", locale: enUS)
        let three = NumberInput<Decimal>(cents, value: Decimal(string: "1.005"), invalidMessage: "Enter dollars and cents.")
        #expect(three.text == "1.005")
        #expect(three.value == nil)
        #expect(three.errors == ["Enter dollars and cents."])
    }
}
