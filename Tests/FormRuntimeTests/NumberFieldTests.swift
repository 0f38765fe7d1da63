import Foundation
import Testing
@testable import FormRuntime

let enUS = Locale(identifier: "en_US")
let frFR = Locale(identifier: "fr_FR")
let deDE = Locale(identifier: "de_DE")
/// Swedish groups with a space (U+00A0 in current ICU) and writes minus as U+2212.
let svSE = Locale(identifier: "sv_SE")

/// Types `keys` one at a time, as a user would, and returns the text after each keystroke.
func typing(_ keys: [String], into field: NumberField, from start: String = "") -> [String] {
    var text = start
    var shown: [String] = []
    for key in keys {
        text = field.edit(proposed: text + key, previous: text)
        shown.append(text)
    }
    return shown
}

/// Deletes the last character, as the backspace key does.
func backspace(_ text: String, in field: NumberField) -> String {
    field.edit(proposed: String(text.dropLast()), previous: text)
}

@Suite("Locale symbols")
struct LocaleSymbolTests {
    @Test func frenchGroupsWithANoBreakSpaceOfSomeKind() {
        let symbols = NumberSymbols(locale: frFR)
        #expect(symbols.decimalSeparator == ",")
        // ICU moved fr from U+00A0 to U+202F; detect, do not assume.
        #expect(["\u{202F}", "\u{00A0}"].contains(symbols.groupingSeparator))
        // Whichever the data says, every space variant is read as grouping.
        for space: Unicode.Scalar in [" ", "\u{00A0}", "\u{202F}"] {
            #expect(symbols.groupingScalars.contains(space))
        }
    }

    @Test func germanSwapsTheSeparators() {
        let symbols = NumberSymbols(locale: deDE)
        #expect(symbols.decimalSeparator == ",")
        #expect(symbols.groupingSeparator == ".")
        #expect(!symbols.groupingScalars.contains(" "))
    }

    @Test func englishSymbols() {
        let symbols = NumberSymbols(locale: enUS)
        #expect(symbols.decimalSeparator == ".")
        #expect(symbols.groupingSeparator == ",")
        #expect(symbols.digits == ["0", "1", "2", "3", "4", "5", "6", "7", "8", "9"])
    }

    @Test func swedishMinusSignIsAccepted() {
        let symbols = NumberSymbols(locale: svSE)
        #expect(symbols.minusScalars.contains("-"))
        #expect(symbols.minusScalars.contains("\u{2212}"))
        #expect(symbols.groupingScalars.contains("\u{00A0}"))
    }
}

@Suite("Filtering keystroke by keystroke")
struct FilterTests {
    @Test func frenchDecimalKeystrokes() {
        let field = NumberField(.decimal, allowNegative: true, locale: frFR)
        #expect(typing(["1", "2", ",", "5"], into: field) == ["1", "12", "12,", "12,5"])
    }

    @Test func minusRules() {
        let field = NumberField(.decimal, allowNegative: true, locale: frFR)
        #expect(typing(["-"], into: field) == ["-"])
        #expect(typing(["-", "-"], into: field) == ["-", "-"], "a second minus is rejected")
        #expect(typing(["1", "-"], into: field) == ["1", "1"], "a minus after a digit is rejected")
        #expect(typing(["-", "3"], into: field) == ["-", "-3"])
        let positive = NumberField(.decimal, allowNegative: false, locale: frFR)
        #expect(typing(["-"], into: positive) == [""], "no minus when negatives are not allowed")
    }

    @Test func everyMinusSpellingIsAccepted() {
        let field = NumberField(.integer, allowNegative: true, groupsWhileTyping: false, locale: enUS)
        #expect(field.filter(proposed: "-5", previous: "") == "-5")
        #expect(field.filter(proposed: "\u{2212}5", previous: "") == "\u{2212}5")
        #expect(field.parseInt("\u{2212}5") == -5)
        let swedish = NumberField(.integer, allowNegative: true, locale: svSE)
        #expect(swedish.parseInt("\u{2212}1\u{00A0}234") == -1234)
    }

    @Test func secondDecimalSeparatorIsRejected() {
        let field = NumberField(.decimal, locale: deDE)
        #expect(typing(["1", ",", "5", ","], into: field) == ["1", "1,", "1,5", "1,5"])
    }

    @Test func integerFieldsRejectTheSeparator() {
        let field = NumberField(.integer, locale: frFR)
        #expect(typing(["4", ","], into: field) == ["4", "4"])
    }

    @Test func lettersAndForeignSeparatorsAreRejectedWhole() {
        let field = NumberField(.decimal, locale: frFR)
        #expect(field.filter(proposed: "12a", previous: "12") == "12")
        #expect(field.filter(proposed: "12.5", previous: "12") == "12", "'.' means nothing in fr_FR")
        #expect(field.filter(proposed: "1a2", previous: "") == "", "a paste is rejected whole, not half-applied")
    }

    @Test func groupingSeparatorsAreStrippedAndReinserted() {
        let fr = NumberField(.integer, locale: frFR)
        let group = fr.symbols.groupingSeparator
        // Pasted with a plain space, an U+00A0 or an U+202F: all read as grouping.
        #expect(fr.filter(proposed: "1 234 567", previous: "") == "1234567")
        #expect(fr.filter(proposed: "1\u{00A0}234", previous: "") == "1234")
        #expect(fr.filter(proposed: "1\u{202F}234", previous: "") == "1234")
        #expect(fr.edit(proposed: "1234567", previous: "") == "1\(group)234\(group)567")

        let de = NumberField(.decimal, locale: deDE)
        #expect(typing(["1", "2", "3", "4", ",", "5"], into: de) == ["1", "12", "123", "1.234", "1.234,", "1.234,5"])

        let en = NumberField(.decimal, locale: enUS)
        #expect(typing(["1", "2", "3", "4", "5", ".", "0"], into: en)
            == ["1", "12", "123", "1,234", "12,345", "12,345.", "12,345.0"])
    }

    @Test func spaceGroupingLocaleTypesAndGroups() {
        let field = NumberField(.decimal, allowNegative: true, locale: svSE)
        let group = field.symbols.groupingSeparator
        let minus = field.symbols.minusSign
        let shown = typing(["-", "1", "2", "3", "4", "5", ",", "2"], into: field)
        #expect(shown.first == "-", "a lone minus stays as typed")
        #expect(shown.last == "\(minus)12\(group)345,2")
        #expect(field.parseDecimal(shown.last!) == Decimal(sign: .minus, exponent: -1, significand: 123452))
    }

    @Test func maxLengthCountsDigitsOnly() {
        let field = NumberField(.decimal, allowNegative: true, maxLength: 4, locale: enUS)
        let shown = typing(["-", "1", "2", ".", "3", "4", "5"], into: field)
        #expect(shown == ["-", "-1", "-12", "-12.", "-12.3", "-12.34", "-12.34"])
        #expect(field.filter(proposed: "12345", previous: "") == "", "a paste over the limit is rejected")
    }

    @Test func leadingZerosDoNotCountTowardsMaxLength() {
        // Typing `.0001` shows `0.0001`: the zero display adds is not a fifth digit.
        let field = NumberField(.decimal, maxLength: 4, locale: enUS)
        let shown = typing([".", "0", "0", "0", "1"], into: field)
        #expect(shown == [".", "0.0", "0.00", "0.000", "0.0001"])
        #expect(field.parseDecimal("0.0001") == ExactNumber.decimal(literal: "0.0001"))
        #expect(field.filter(proposed: "0.00012", previous: "0.0001") == "0.0001", "a fifth significant digit is still rejected")
        var input = NumberInput<Decimal>(field, rules: [], isOptional: true, invalidMessage: "Not a number")
        for key in [".", "0", "0", "0", "1"] { input.text += key }
        #expect(input.value == ExactNumber.decimal(literal: "0.0001"))
        #expect(input.errors.isEmpty)
        let integer = NumberField(.integer, maxLength: 3, groupsWhileTyping: false, locale: enUS)
        #expect(integer.edit(proposed: "0071", previous: "") == "71")
    }

    @Test func fractionDigitsLimit() {
        let field = NumberField(.decimal, fractionDigits: 2, locale: frFR)
        #expect(typing(["9", ",", "9", "9", "9"], into: field) == ["9", "9,", "9,9", "9,99", "9,99"])
        let none = NumberField(.decimal, fractionDigits: 0, locale: frFR)
        #expect(typing(["9", ","], into: none) == ["9", "9"])
    }

    /// Without maxLength an integer field takes 15 digits: every such number lies below 2^53,
    /// so readers of JSON numbers as doubles hold it exactly too.
    @Test func integerStopsAtFifteenDigits() {
        let field = NumberField(.integer, groupsWhileTyping: false, locale: enUS)
        let fifteen = String(repeating: "9", count: 15)
        #expect(field.edit(proposed: fifteen, previous: "") == fifteen)
        #expect(field.edit(proposed: fifteen + "9", previous: fifteen) == fifteen, "the 16th digit is rejected")
        #expect(field.filter(proposed: "9007199254740993", previous: "") == "", "a 16-digit paste too")
        #expect(field.filter(proposed: "92233720368547758070", previous: "") == "", "and a 20-digit one")
        #expect(field.digitLimit == 15)
        #expect(NumberField(.integer, maxLength: 25, locale: enUS).digitLimit == 19, "Int's 19 digits at most")
        #expect(NumberField(.decimal, locale: enUS).digitLimit == 38)
    }

    /// Every digit typed counts against maxLength, a trailing zero of the fraction too: a person
    /// typing `1.50` into a 2-digit field types three digits, and the third is refused
    /// (docs/LANGUAGE.md, "Defaults"). A leading zero is not typed (`.5` shows as `0.5`).
    @Test func trailingFractionZerosCountAsTyped() {
        let field = NumberField(.decimal, maxLength: 2, groupsWhileTyping: false, locale: enUS)
        #expect(field.filter(proposed: "0.50", previous: "") == "0.50", "two digits")
        #expect(field.filter(proposed: ".5", previous: "") == ".5")
        #expect(field.filter(proposed: "1.5", previous: "") == "1.5")
        #expect(field.filter(proposed: "1.50", previous: "1.5") == "1.5", "the third digit, a zero, is refused")
        #expect(field.parseDecimal("1.50") == nil, "1.50 given past the filter is not a number this field takes")
    }

    @Test func integerWithDeclaredNineteenDigitsStillNeverOverflows() {
        let field = NumberField(.integer, allowNegative: true, maxLength: 19, groupsWhileTyping: false, locale: enUS)
        #expect(field.filter(proposed: "9223372036854775807", previous: "") == "9223372036854775807")
        #expect(field.filter(proposed: "9223372036854775808", previous: "") == "", "Int.max + 1 is rejected")
        #expect(field.filter(proposed: "-9223372036854775808", previous: "") == "-9223372036854775808")
        #expect(field.parseInt("-9223372036854775808") == Int.min)
    }

    @Test func deletingAlwaysWorksEvenOverTheLimit() {
        let field = NumberField(.integer, maxLength: 3, groupsWhileTyping: false, locale: enUS)
        // A default longer than the limit can still be shortened.
        #expect(field.filter(proposed: "1234", previous: "12345") == "1234")
        #expect(backspace("1", in: field) == "")
    }

    @Test func reformatKeepsUnfinishedInput() {
        let fr = NumberField(.decimal, allowNegative: true, locale: frFR)
        #expect(fr.reformat("-") == "-")
        #expect(fr.reformat("\u{2212}") == "\u{2212}", "a lone minus is kept exactly as typed")
        #expect(fr.reformat("12,") == "12,")
        #expect(fr.reformat(",") == ",", "a lone separator is not 0")
        #expect(fr.reformat("-,") == "-,")
        #expect(fr.reformat(",5") == "0,5")
        #expect(fr.reformat("007") == "7")
        #expect(fr.reformat("-0") == "-0")
        #expect(fr.reformat("abc") == "abc", "unreadable text is left alone")
    }

    @Test func normalizeFinishesTheText() {
        let en = NumberField(.decimal, allowNegative: true, locale: enUS)
        #expect(en.normalize("12.") == "12")
        #expect(en.normalize("-") == "")
        #expect(en.normalize(".") == "")
        #expect(en.normalize("-0") == "0")
        #expect(en.normalize("1234.50") == "1,234.50")
    }

    @Test func toggleSign() {
        let en = NumberField(.integer, allowNegative: true, locale: enUS)
        #expect(en.toggleSign("1,234") == "-1,234")
        #expect(en.toggleSign("-1,234") == "1,234")
        #expect(en.toggleSign("") == "-")
        #expect(en.toggleSign("-") == "")
        let decimal = NumberField(.decimal, allowNegative: true, locale: enUS)
        #expect(decimal.toggleSign(".") == "-.")
        #expect(decimal.toggleSign("-.") == ".")
        #expect(decimal.toggleSign(".5") == "-0.5")
        let positive = NumberField(.integer, locale: enUS)
        #expect(positive.toggleSign("5") == "5")
    }

    @Test func groupingOnlyFromFiveDigitsWhereTheLocaleSaysSo() {
        // Polish (like Spanish) writes 1234 but 12 345; detected from the locale data.
        let pl = NumberField(.integer, locale: Locale(identifier: "pl_PL"))
        let group = pl.symbols.groupingSeparator
        if pl.symbols.minimumGroupingDigits == 2 {
            #expect(pl.reformat("1234") == "1234")
        } else {
            #expect(pl.reformat("1234") == "1\(group)234")
        }
        #expect(pl.reformat("12345") == "12\(group)345")
    }
}

@Suite("Parsing")
struct ParseTests {
    @Test func parsesEachLocale() {
        #expect(NumberField(.decimal, locale: enUS).parseDecimal("1,234.5") == ExactNumber.decimal(literal: "1234.5"))
        #expect(NumberField(.decimal, locale: deDE).parseDecimal("1.234,5") == ExactNumber.decimal(literal: "1234.5"))
        let fr = NumberField(.decimal, locale: frFR)
        #expect(fr.parseDecimal("1\u{202F}234,5") == ExactNumber.decimal(literal: "1234.5"))
        #expect(fr.parseDecimal("1\u{00A0}234,5") == ExactNumber.decimal(literal: "1234.5"))
        #expect(fr.parseDouble("0,25") == 0.25)
        #expect(fr.parseDecimal("12,") == Decimal(12), "a trailing separator reads as the integer")
    }

    @Test func unfinishedTextHasNoValue() {
        let field = NumberField(.decimal, allowNegative: true, locale: enUS)
        #expect(field.parseDecimal("") == nil)
        #expect(field.parseDecimal("-") == nil)
        #expect(field.parseDecimal(".") == nil)
        #expect(field.parseInt("-") == nil)
    }

    @Test func decimalIsExactNotThroughDouble() {
        let field = NumberField(.decimal, locale: enUS)
        let tenth = field.parseDecimal("0.1")
        #expect(tenth == Decimal(1) / Decimal(10))
        #expect(tenth.map { ExactNumber.posix($0) } == "0.1")
        let long = "12345678901234567890123456789012345678"
        #expect(field.parseDecimal(long).map { ExactNumber.posix($0) } == long, "38 digits survive")
        #expect(field.parseDecimal("0.30") == Decimal(sign: .plus, exponent: -1, significand: 3))
    }

    @Test func intParsingNeverTraps() {
        let field = NumberField(.integer, allowNegative: true, maxLength: 40, groupsWhileTyping: false, locale: enUS)
        #expect(field.parseInt("9223372036854775807") == Int.max)
        #expect(field.parseInt("9223372036854775808") == nil)
        #expect(field.parseInt("-9223372036854775809") == nil)
        #expect(field.parseInt(String(repeating: "9", count: 40)) == nil)
        #expect(ExactNumber.int(negative: false, digits: Array(repeating: 9, count: 1000)) == nil)
    }

    @Test func parseRespectsTheFieldRules() {
        let positive = NumberField(.integer, locale: enUS)
        #expect(positive.parseInt("-5") == nil, "negative text in a non-negative field")
        #expect(positive.parseInt("5") == 5)
        #expect(NumberField(.decimal, fractionDigits: 2, locale: enUS).parseDecimal("1.234") == nil)
    }

    @Test func valuesToText() {
        let fr = NumberField(.decimal, allowNegative: true, locale: frFR)
        let group = fr.symbols.groupingSeparator
        #expect(fr.text(literal: "-1234.50") == "-1\(group)234,50", "literal digits kept as written")
        #expect(fr.text(Decimal(string: "0.1", locale: Locale(identifier: "en_US_POSIX"))!) == "0,1")
        #expect(NumberField(.decimal, locale: enUS).text(1e-7) == "0.0000001")
        #expect(NumberField(.integer, allowNegative: true, locale: deDE).text(-1234567) == "-1.234.567")
    }

    @Test func arabicDigitsAreReadAndShown() {
        let ar = NumberField(.integer, locale: Locale(identifier: "ar_EG"))
        guard ar.symbols.digits.first != "0" else { return } // ICU without Arabic-Indic digits
        #expect(ar.parseInt("\u{0661}\u{0662}") == 12)
        #expect(ar.parseInt("12") == 12, "ASCII digits are always accepted")
        #expect(ar.edit(proposed: "12", previous: "") == "\u{0661}\u{0662}")
    }
}
