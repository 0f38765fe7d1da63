import Foundation
import Testing
@testable import FormRuntime // @testable for what a model does to an input (blur, submit, server errors): the rest is public API

/// A `double` field decides on the number typed and submits that same number: it takes a
/// number only when a `Double` keeps it exactly (at most 15 significant digits), and refuses
/// the others with its `precisionMessage` instead of submitting a nearby `Double`.
@Suite struct DoublePrecisionTests {
    static let posix = Locale(identifier: "en_US_POSIX")
    static let field = NumberField(.decimal, allowNegative: true, groupsWhileTyping: false, locale: posix)

    static func input(_ text: String, rules: [Rule] = []) -> NumberInput<Double> {
        var input = NumberInput<Double>(field, rules: rules, isOptional: true, invalidMessage: "Not a number",
                                        precisionMessage: "At most 15 significant digits")
        input.text = text
        return input
    }

    @Test(arguments: [
        ("0.000120", 2), ("1200", 2), ("0", 0), ("-0.50", 1), ("100.5", 4), ("0.1", 1),
        ("123456789012345", 15), ("0.10000000000000001", 17), ("9007199254740993", 16),
        (".5", 1), ("-0", 0), ("1,200", 2),
    ])
    func significantDigitsLeaveOutLeadingAndTrailingZeros(text: String, digits: Int) {
        #expect(Self.field.significantDigits(text) == digits, "\(text)")
    }

    @Test func unfinishedTextHasNoSignificantDigits() {
        #expect(Self.field.significantDigits("") == nil)
        #expect(Self.field.significantDigits("-") == nil)
        #expect(Self.field.significantDigits("a") == nil)
    }

    /// The four cases of a `double` that would otherwise be submitted as another number.
    @Test(arguments: ["0.10000000000000001", "9007199254740993", "0.29999999999999999", "0.30000000000000004"])
    func moreThanFifteenSignificantDigitsIsRefused(text: String) {
        let input = Self.input(text, rules: [.range(min: nil, max: .exclusive("0.3"), message: "Below 0.3")])
        #expect(input.errors == ["At most 15 significant digits"], "alone, whatever the range says")
        #expect(input.value == nil, "no Double other than the number typed")
        #expect(input.exceedsPrecision)
        #expect(input.exactValue == ExactNumber.decimal(literal: text), "the digits typed, exactly")
        #expect(input.text == text, "the text is kept as typed: the filter takes it")
    }

    @Test func fifteenSignificantDigitsAreKept() {
        for text in ["0.1", "0.123456789012345", "123456789012345", "0.000000000000000000001",
                     "100000000000000000000", "-1.5", "2.5000000000000"] {
            let input = Self.input(text)
            #expect(input.errors.isEmpty, "\(text)")
            let value = try? #require(input.value, "\(text)")
            #expect(value.map { ExactNumber.decimal(literal: ExactNumber.expand("\($0)")) } == input.exactValue,
                    "\(text): the Double's shortest text is the number typed")
        }
    }

    /// The rule counts digits, not values: 2^53 - 1 is a Double, but has 16 significant digits.
    @Test func sixteenDigitsAreRefusedEvenWhenExact() {
        #expect(Self.input("9007199254740991").errors == ["At most 15 significant digits"])
    }

    /// The digits decide, then a rule: 0.3 itself is refused by `..<0.3`, and the precision
    /// message goes once the digits are fixed.
    @Test func rulesSpeakOnceTheDigitsFit() {
        var input = Self.input("0.29999999999999999", rules: [.range(min: nil, max: .exclusive("0.3"), message: "Below 0.3")])
        #expect(input.errors == ["At most 15 significant digits"])
        input.text = "0.3"
        #expect(input.errors == ["Below 0.3"])
        input.text = "0.299999999999999"
        #expect(input.errors.isEmpty)
        #expect(input.value == 0.299999999999999)
    }

    /// A condition compares the digits typed, as an exact JSON reader does: 0.10000000000000001
    /// is not 0.1, though the nearest Double is.
    @Test func conditionsReadTheDigitsTyped() {
        let input = Self.input("0.10000000000000001")
        #expect(!input.conditionValue.equals("0.1"))
        #expect(input.conditionValue.isGreater(than: "0.1"))
        let tenth = Self.input("0.1")
        #expect(tenth.conditionValue.equals("0.1"))
        #expect(!tenth.conditionValue.isGreater(than: "0.1"))
    }

    /// A Double given to the field shows with every digit of its shortest text; one that needs
    /// more than 15 is refused until corrected, never rounded.
    @Test func prefillOfADoubleThatNeedsMoreDigits() {
        var input = NumberInput<Double>(Self.field, invalidMessage: "Not a number", precisionMessage: "Too precise")
        input.prefill(0.1 + 0.2)
        #expect(input.text == "0.30000000000000004")
        #expect(input.errors == ["Too precise"])
        input.prefill(0.1)
        #expect(input.text == "0.1")
        #expect(input.errors.isEmpty)
        #expect(input.value == 0.1)
    }

    @Test func precisionMessageDefaultsToInvalidMessage() {
        var input = NumberInput<Double>(Self.field, invalidMessage: "Not a number")
        input.text = "0.10000000000000001"
        #expect(input.errors == ["Not a number"])
        #expect(input.precisionMessage == "Not a number")
    }

    /// Int and Decimal keep every digit their fields take: no precision rule.
    @Test func intAndDecimalKeepEveryDigit() {
        #expect(Int.exactSignificantDigits == nil)
        #expect(Decimal.exactSignificantDigits == nil)
        #expect(Double.exactSignificantDigits == 15)
        var decimal = NumberInput<Decimal>(Self.field, invalidMessage: "Not a number", precisionMessage: "Too precise")
        decimal.text = "0.10000000000000001"
        #expect(decimal.errors.isEmpty)
        #expect(decimal.value == ExactNumber.decimal(literal: "0.10000000000000001"))
    }

    /// The rule itself (C's DBL_DIG): every number of at most 15 significant digits reads as
    /// the Double whose shortest text is that number, and two of them compare alike as exact
    /// decimals and as Doubles. Random numbers across the magnitudes a field takes.
    @Test func fifteenDigitsRoundTripAndCompareAlike() {
        var state: UInt64 = 15
        func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        func number() -> String {
            let count = 1 + Int(next() % 15)
            var digits = (0..<count).map { _ in String(next() % 10) }.joined()
            digits = String(Int(next() % 9) + 1) + digits.dropFirst()
            // Place the digits anywhere in 38 typed digits: 0.000…ddd to ddd000….
            let shift = Int(next() % 46) - 23
            if shift >= 0 { return digits + String(repeating: "0", count: min(shift, 38 - count)) }
            let point = digits.count + shift
            if point > 0 { return String(digits.prefix(point)) + "." + String(digits.dropFirst(point)) }
            return "0." + String(repeating: "0", count: min(-point, 37 - count)) + digits
        }
        var previous: (String, Double, Decimal)?
        for _ in 0..<20_000 {
            let text = number()
            let input = Self.input(text)
            guard let value = input.value, let exact = input.exactValue else {
                Issue.record("\(text) was refused: \(input.errors)")
                continue
            }
            #expect(ExactNumber.decimal(literal: ExactNumber.expand("\(value)")) == exact, "\(text) reads as \(value)")
            if let (otherText, otherValue, otherExact) = previous {
                #expect((exact < otherExact) == (value < otherValue), "\(text) and \(otherText)")
                #expect((exact == otherExact) == (value == otherValue), "\(text) and \(otherText)")
            }
            previous = (text, value, exact)
        }
    }
}
