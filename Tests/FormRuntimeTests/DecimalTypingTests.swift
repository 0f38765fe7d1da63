import Foundation
import Testing
@testable import FormRuntime // @testable for what a model does to an input (blur, submit, server errors): the rest is public API

// A decimal separator or a minus without a digit is unfinished text: it is shown as typed, it is
// not a number (so `required` fails and an optional field is absent), and finishing it (blur,
// submit) leaves the field empty. These tests type through `NumberInput`, one key at a time,
// as a bound `TextField` does.

/// Types `keys` one at a time into `input` and returns the text shown after each keystroke.
private func type(_ keys: [String], into input: inout NumberInput<Decimal>) -> [String] {
    keys.map { key in
        input.text = input.text + key
        return input.text
    }
}

/// A required decimal field that may be negative, in `locale`.
private func requiredPrice(_ locale: String) -> NumberInput<Decimal> {
    NumberInput(NumberField(.decimal, allowNegative: true, locale: Locale(identifier: locale)),
                rules: [.required(message: "Enter a price")], invalidMessage: "Enter a number")
}

/// The locales typed in below: ASCII digits with `.` or `,`; Arabic-Indic digits with U+066B;
/// Devanagari digits with `.`; Extended Arabic-Indic digits with U+066B and U+2212 minus.
private let locales = ["en_US", "de_DE", "fr_FR", "ar_EG", "hi_IN@numbers=deva", "fa_IR"]

@Suite("Typing decimals")
struct DecimalTypingTests {
    @Test(arguments: locales)
    func aLoneSeparatorIsNotANumber(locale: String) {
        var price = requiredPrice(locale)
        let separator = String(price.field.symbols.decimalSeparator)
        #expect(type([separator], into: &price) == [separator], "shown as typed, no zero added")
        #expect(price.value == nil)
        #expect(price.exactValue == nil)
        #expect(price.errors == ["Enter a price"])
        price.blur()
        #expect(price.text == "")
        #expect(price.value == nil)
        #expect(price.errors == ["Enter a price"])
    }

    @Test(arguments: locales)
    func aMinusAndASeparatorAreNotANumber(locale: String) {
        var price = requiredPrice(locale)
        let separator = String(price.field.symbols.decimalSeparator)
        #expect(type(["-", separator], into: &price) == ["-", "-" + separator])
        #expect(price.value == nil)
        #expect(price.errors == ["Enter a price"])
        price.markSubmitted()
        #expect(price.text == "")
        #expect(price.value == nil)
        #expect(price.errors == ["Enter a price"])
    }

    @Test(arguments: locales)
    func aLoneMinusIsNotANumber(locale: String) {
        var price = requiredPrice(locale)
        #expect(type(["-"], into: &price) == ["-"])
        #expect(price.value == nil)
        #expect(price.errors == ["Enter a price"])
        price.blur()
        #expect(price.text == "")
    }

    @Test(arguments: locales)
    func aDigitAfterTheSeparatorMakesANumber(locale: String) {
        var price = requiredPrice(locale)
        let symbols = price.field.symbols
        let separator = String(symbols.decimalSeparator)
        let zero = String(symbols.digits[0]), five = String(symbols.digits[5])
        // The zero before the separator is shown once a digit follows.
        #expect(type([separator, "5"], into: &price) == [separator, zero + separator + five])
        #expect(price.value == Decimal(5) / 10)
        #expect(price.errors.isEmpty)
        price.blur()
        #expect(price.text == zero + separator + five)
        #expect(price.value == Decimal(5) / 10)
    }

    @Test(arguments: locales)
    func aDigitAfterMinusAndSeparatorMakesANegativeNumber(locale: String) {
        var price = requiredPrice(locale)
        let symbols = price.field.symbols
        let separator = String(symbols.decimalSeparator)
        let zero = String(symbols.digits[0]), five = String(symbols.digits[5])
        let shown = type(["-", separator, "5"], into: &price)
        #expect(shown == ["-", "-" + separator, symbols.minusSign + zero + separator + five])
        #expect(price.value == Decimal(-5) / 10)
        #expect(price.errors.isEmpty)
    }

    @Test(arguments: locales)
    func deletingTheDigitsLeavesNoNumber(locale: String) {
        var price = requiredPrice(locale)
        let symbols = price.field.symbols
        let separator = String(symbols.decimalSeparator)
        let zero = String(symbols.digits[0])
        _ = type([separator, "5"], into: &price)
        price.text = String(price.text.dropLast())           // backspace: the 5
        #expect(price.text == zero + separator, "the zero on screen is a digit now")
        #expect(price.value == 0)
        price.text = String(price.text.dropFirst())          // the zero
        #expect(price.text == separator)
        #expect(price.value == nil)
        #expect(price.errors == ["Enter a price"])
    }

    @Test func germanDecimalCommaAlone() {
        var price = requiredPrice("de_DE")
        #expect(type([","], into: &price) == [","])
        #expect(price.value == nil)
        #expect(price.errors == ["Enter a price"])
        price.blur()
        #expect(price.text == "")
        // `.` groups in de_DE: typed alone it changes nothing and is not an edit.
        #expect(type(["."], into: &price) == [""])
        #expect(price.value == nil)
    }

    @Test func optionalFieldWithALoneSeparatorIsAbsent() {
        var tip = NumberInput<Decimal>(NumberField(.decimal, locale: Locale(identifier: "en_US")),
                                       isOptional: true, invalidMessage: "Enter a number")
        #expect(type(["."], into: &tip) == ["."])
        #expect(tip.value == nil)
        #expect(tip.errors.isEmpty, "absent, not zero and not an error")
        tip.markSubmitted()
        #expect(tip.text == "")
        #expect(tip.value == nil)
    }

    @Test func nonOptionalFieldWithoutRequiredReportsALoneSeparator() {
        var amount = NumberInput<Double>(NumberField(.decimal, locale: Locale(identifier: "fr_FR")),
                                         invalidMessage: "Enter a number")
        amount.text = ","
        #expect(amount.text == ",")
        #expect(amount.value == nil)
        #expect(amount.errors == ["Enter a number"])
    }

    @Test func toggleSignKeepsALoneSeparatorUnfinished() {
        var price = requiredPrice("en_US")
        price.text = "."
        price.toggleSign()
        #expect(price.text == "-.")
        #expect(price.value == nil)
        price.toggleSign()
        #expect(price.text == ".")
        #expect(price.value == nil)
        #expect(price.errors == ["Enter a price"])
    }
}
