import Foundation
import Testing
import FormRuntime

/// The currency fields of Tests/Conformance/Currencies.form through the generated model: each
/// takes its currency's ISO 4217 minor units (USD 2, JPY 0, BHD 3, or a format's fewer) and
/// knows its symbol in the model's locale, which the generated view shows beside it.
@Suite struct CurrencyTests {
    @Test func symbolsFollowTheModelsLocale() {
        let us = ConformanceCurrenciesModel(locale: enUS)
        #expect(us.usd.field.currencySymbol == "$")
        #expect(us.jpy.field.currencySymbol == "¥")
        #expect(us.bhd.field.currencySymbol == "BHD")
        let numbers = ConformanceNumbersModel(locale: enUS)
        #expect(numbers.tip.field.currencySymbol == "€")
        #expect(numbers.plain.field.currencySymbol == "", "not a currency field")
        let french = ConformanceCurrenciesModel(locale: frFR)
        #expect(french.usd.field.currencySymbol == "$US")
        #expect(french.usd.field.currency?.precedesAmount == false)
        let british = ConformanceCurrenciesModel(locale: Locale(identifier: "en_GB"))
        #expect(british.usd.field.currencySymbol == "US$")
        #expect(british.jpy.field.currencySymbol == "JP¥")
    }

    @Test func eachCurrencyTakesItsMinorUnits() {
        var model = ConformanceCurrenciesModel(locale: enUS)
        model.type("19.999", into: .usd)
        #expect(model.usd.text == "19.99")
        model.type("12.5", into: .jpy)
        #expect(model.jpy.text == "125", "the separator cannot be typed into a yen field")
        model.type("1.2345", into: .bhd)
        #expect(model.bhd.text == "1.234")
        model.type("20.5", into: .wholeDollars)
        #expect(model.wholeDollars.text == "205", "format currency(fractionDigits: 0)")
        #expect(model.usd.field.fractionDigits == 2)
        #expect(model.jpy.field.fractionDigits == 0)
        #expect(model.bhd.field.fractionDigits == 3)
    }

    /// A prefilled amount with more digits than the currency has is shown as it is and
    /// blocks the submit: it is never rounded into a different amount.
    @Test func aPrefilledFractionOfAYenIsShownAndInvalid() {
        var model = ConformanceCurrenciesModel(locale: enUS)
        model.jpy.prefill(Decimal(string: "1.5"))
        #expect(model.jpy.text == "1.5")
        #expect(model.jpy.value == nil)
        #expect(model.jpy.errors == ["Yen must be a whole number."], "1.5 is a number, but not one a yen field takes")
        model.jpy.prefill(Decimal(1500))
        #expect(model.jpy.text == "1,500")
        #expect(model.jpy.errors.isEmpty)
    }
}
