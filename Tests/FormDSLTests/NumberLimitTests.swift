import Foundation
import Testing
@testable import FormDSL

/// The limits of numbers, end to end: which literals the lexer takes (every `Int`, from
/// `Int.min` to `Int.max`), how many digits an `int` field takes, which range bounds cannot be
/// typed (FC0220), which numbers a reader of JSON doubles changes (FC0245), and what the
/// outputs say about all of them.
@Suite struct NumberLimitTests {
    static let intMin = "-9223372036854775808"
    static let intMax = "9223372036854775807"

    // MARK: Literals

    @Test func intMinIsALiteral() {
        #expect(TestSupport.lexDiagnostics(Self.intMin).isEmpty)
        #expect(TestSupport.lexDiagnostics("-0009223372036854775808").isEmpty, "leading zeros do not count")
        #expect(TestSupport.lexDiagnostics("-" + Self.intMax).isEmpty)
        // Without its minus the magnitude of Int.min is one more than Int.max.
        #expect(TestSupport.lexDiagnostics("9223372036854775808").map(\.code) == [.numberTooLarge])
        // A '-' is a sign only directly before the digits, as the parser reads it.
        #expect(TestSupport.lexDiagnostics("- 9223372036854775808").map(\.code) == [.numberTooLarge])
    }

    @Test func belowIntMinIsRefusedClearly() {
        let d = TestSupport.lexDiagnostics("x -9223372036854775809")
        #expect(d.map(\.code) == [.numberTooLarge])
        // The message names the limit passed, not the digits: 19-digit literals are fine up to it.
        #expect(d.first?.message == "integer literal is below -9223372036854775808, the smallest Int")
        let help = "integer literals must fit in Int, and every JSON reader holds integers exactly only within ±9007199254740991 (2^53 - 1); a longer identifier, such as an account number, belongs in a 'text' field with pattern(\"[0-9]+\")"
        #expect(d.first?.help == help)
        #expect(d.first?.span == Span(2, 22), "the span includes the minus sign")
        let many = TestSupport.lexDiagnostics("-" + String(repeating: "9", count: 40))
        #expect(many.first?.message == "integer literal is below -9223372036854775808, the smallest Int")
        let positive = TestSupport.lexDiagnostics("9223372036854775808")
        #expect(positive.first?.message == "integer literal is above 9223372036854775807, the largest Int")
        #expect(positive.first?.help == help)
    }

    /// Int.min wherever an integer literal goes: a default and both ends of a range, through
    /// the model, the messages, the JSON Schema and the Swift. Such fields take integers that
    /// readers of JSON doubles change, so they warn (FC0245), and their schema bounds move
    /// inward to doubles.
    @Test func intMinEverywhere() throws {
        let source = """
            form F {
                field n: int {
                    allowNegative
                    keyboard numbersAndPunctuation
                    default \(Self.intMin)
                    validate range(\(Self.intMin)...\(Self.intMax))
                }
                field m: int { allowNegative; keyboard numbersAndPunctuation; maxLength 19; validate range(...\(Self.intMin)) }
                field k: decimal { allowNegative; keyboard numbersAndPunctuation; maxLength 19; default \(Self.intMin) }
                keyboardToolbar next, done
            }
            """
        let c = Checked(source)
        #expect(c.lines.map { String($0.prefix(14)) } == ["FC0245 6:47 in", "FC0245 8:77 in", "FC0245 9:81 ma"], "\(c.lines)")
        let n = c.field("n")
        #expect(n.defaultValue == .integer(Self.intMin))
        #expect(n.validators[0].argument == .numbers(min: NumberBound(text: Self.intMin, inclusive: true),
                                               max: NumberBound(text: Self.intMax, inclusive: true)))
        #expect(n.validators[0].message == "N must be between \(Self.intMin) and \(Self.intMax).")
        #expect(c.field("k").defaultValue == .integer(Self.intMin))

        let schema = JSONSchemaEmitter.schema(for: c.form)
        let p = schema["properties"]
        #expect(p?["n"]?["default"] == .number(Self.intMin))
        // Inward to doubles a double-based reader cannot push outside the range: the
        // field's only number, Int.min, is then outside the schema's interval.
        #expect(p?["n"]?["minimum"] == .number("-9223372036854774784"))
        #expect(p?["n"]?["maximum"] == .number("9223372036854774784"))
        #expect(p?["m"]?["maximum"] == .number("-9223372036854777856"))
        #expect(p?["k"]?["default"] == .number(Self.intMin))

        let run = PipelineRun(source)
        #expect(run.ids == ["FC0245", "FC0245", "FC0245"])
        let swift = try #require(run.swift)
        #expect(swift.contains("literal: \"\(Self.intMin)\""))
        #expect(swift.contains(".range(min: .inclusive(\"\(Self.intMin)\"), max: .inclusive(\"\(Self.intMax)\")"))
        #expect(swift.contains(".range(min: nil, max: .inclusive(\"\(Self.intMin)\")"))
    }

    @Test func belowIntMinIsRefusedInAForm() {
        let run = PipelineRun("""
            form F {
                field n: int { allowNegative; keyboard numbersAndPunctuation; default -9223372036854775809 }
                field m: int { validate range(-9223372036854775809...0) }
            }
            """)
        #expect(run.lines == [
            "FC0007 2:75 integer literal is below -9223372036854775808, the smallest Int",
            "FC0007 3:35 integer literal is below -9223372036854775808, the smallest Int",
        ])
        #expect(run.result.model == nil)
    }

    // MARK: Digits of int fields

    /// The derived maxLength is the digits of the larger bound, up to the 19 of Int.max; the
    /// runtime's filter rejects the 19-digit numbers outside Int as they are typed. Each such
    /// field warns FC0245, and the schema's bounds are the doubles just inside Int's limits.
    @Test func intFieldsTakeTheDigitsOfTheirBounds() throws {
        let source = """
            form F {
                field wide: int {
                    allowNegative
                    keyboard numbersAndPunctuation
                    validate range(-9223372036854775807...9223372036854775807)
                }
                field all: int { allowNegative; keyboard numbersAndPunctuation; validate range(\(Self.intMin)...\(Self.intMax)) }
                field top: int { maxLength 19; validate range(0...) }
                keyboardToolbar next, done
            }
            """
        let c = Checked(source)
        #expect(c.lines.map { String($0.prefix(6)) } == ["FC0245", "FC0245", "FC0245"])
        #expect(c.field("wide").maxLength == 19)
        #expect(c.field("all").maxLength == 19)
        #expect(c.field("top").maxLength == 19)
        let p = JSONSchemaEmitter.schema(for: c.form)["properties"]
        #expect(p?["wide"]?["minimum"] == .number("-9223372036854774784"))
        #expect(p?["wide"]?["maximum"] == .number("9223372036854774784"))
        #expect(p?["all"]?["minimum"] == .number("-9223372036854774784"))
        #expect(p?["all"]?["maximum"] == .number("9223372036854774784"))
        #expect(p?["top"]?["maximum"] == .number("9223372036854774784"), "19 digits: bounded by Int, not by 10^19 - 1")
        #expect(p?["top"]?["x-formc-input"]?["maxDigits"] == .integer(19))
        let swift = try #require(PipelineRun(source).swift)
        #expect(swift.contains(".init(.integer, allowNegative: true, maxLength: 19, locale: locale)"))
        #expect(swift.contains(".init(.integer, maxLength: 19, locale: locale)"))
    }

    @Test func intMaxLengthIsAtMost19() {
        let bad = Checked("form F {\n    field a: int { maxLength 20 }\n}")
        #expect(bad.lines == ["FC0204 2:30 maxLength 20 allows more digits than int field 'a' can hold"])
        #expect(bad.diagnostics.first?.fixIts.first?.replacement == "19")
    }

    // MARK: Range bounds that cannot be typed (FC0220)

    /// Every bound is checked against the digits the field takes: its maxLength, else the
    /// limit formc derives (int), 15 (decimal, currency, percent) or the 38 digits of Decimal
    /// (double).
    @Test(arguments: [
        // Declared maxLength, as before.
        ("field n: int { maxLength 3; validate range(0...1000) }",
         ["FC0220 1:35 range bound 1000 needs 4 digits, but maxLength of 'n' is 3"]),
        // One bound only: an int field takes 15 digits.
        ("field n: int { validate range(1000000000000000...) }",
         ["FC0220 1:40 range bound 1000000000000000 needs 16 digits, but int field 'n' takes at most 15"]),
        ("field n: int { validate range(100000000000000...) }", []),
        ("field n: int { allowNegative; keyboard numbersAndPunctuation; validate range(...-1000000000000000000) }",
         ["FC0220 1:90 range bound -1000000000000000000 needs 19 digits, but int field 'n' takes at most 15"]),
        ("field n: int { allowNegative; keyboard numbersAndPunctuation; validate range(-9223372036854775808...) }",
         ["FC0220 1:87 range bound -9223372036854775808 needs 19 digits, but int field 'n' takes at most 15"]),
        // Both bounds: the field takes the digits of the larger, so every bound can be typed.
        ("field n: int { validate range(0...1000000000000000000) }", []),
        ("field n: int { maxLength 19; validate range(1000000000000000000...) }", []),
        // Decimals take 15 digits without maxLength, and other numbers at most 38 whatever it says.
        ("field d: decimal { validate range(0.000000000000000000000000000000000000001...) }",
         ["FC0220 1:44 range bound 0.000000000000000000000000000000000000001 needs 39 digits, but decimal field 'd' takes at most 15"]),
        ("field d: decimal { validate range(0.0000000000000001...) }",
         ["FC0220 1:44 range bound 0.0000000000000001 needs 16 digits, but decimal field 'd' takes at most 15"]),
        ("field d: decimal { validate range(0.000000000000001...) }", []),
        ("field d: double { validate range(0.000000000000000000000000000000000000001...) }",
         ["FC0220 1:43 range bound 0.000000000000000000000000000000000000001 needs 39 digits, but double field 'd' takes at most 38"]),
        ("field d: double { validate range(0.00000000000000000000000000000000000001...) }", []),
        ("field d: double { maxLength 50; validate range(...0.000000000000000000000000000000000000001) }",
         ["FC0220 1:60 range bound 0.000000000000000000000000000000000000001 needs 39 digits, but double field 'd' takes at most 38"]),
        ("field d: decimal { maxLength 38; validate range(0.000000000000000000000000000000000000001...) }",
         ["FC0220 1:58 range bound 0.000000000000000000000000000000000000001 needs 39 digits, but decimal field 'd' takes at most 38"]),
        ("field d: decimal { maxLength 38; validate range(0.00000000000000000000000000000000000001...) }", []),
        // Digits as the filter counts them: a leading zero is not typed, a trailing one need not be.
        ("field d: decimal { maxLength 1; validate range(0.5...0.90) }", []),
        ("field d: decimal { maxLength 2; validate range(0.05...9.9) }", []),
        ("field d: decimal { maxLength 2; validate range(0.005...1) }",
         ["FC0220 1:39 range bound 0.005 needs 3 digits, but maxLength of 'd' is 2"]),
        // An excluded upper bound is not typed: the number just inside it is.
        ("field n: int { maxLength 2; validate range(0..<100) }", []),
        ("field n: int { maxLength 2; validate range(0..<101) }",
         ["FC0220 1:35 range bound 101 is excluded, but 100 just inside it needs 3 digits, and maxLength of 'n' is 2"]),
        ("field n: int { allowNegative; keyboard numbersAndPunctuation; maxLength 3; validate range(...-99) }", []),
        ("field d: decimal { maxLength 2; validate range(0..<100) }", []),
        ("field d: decimal { maxLength 3; validate range(0..<99.5) }", []),
        ("field d: decimal { maxLength 2; validate range(0..<99.5) }",
         ["FC0220 1:39 range bound 99.5 is excluded, but 99.4 just inside it needs 3 digits, and maxLength of 'd' is 2"]),
        ("field d: decimal { maxLength 1; validate range(0..<0.10) }", []),
    ])
    func boundsThatCannotBeTyped(field: String, expected: [String]) {
        let c = Checked("form F { " + field + " }")
        #expect(c.lines.filter { $0.hasPrefix("FC0220") } == expected)
        #expect(!c.diagnostics.contains { $0.severity == .error }, "\(c.lines)")
    }
}

extension NumberLimitTests {
    /// A default is checked against maxLength as the app shows it: a leading zero is not
    /// typed, and a trailing zero of the fraction is shown, so it counts (`0.050` is three
    /// digits, which the app's filter refuses in a 2-digit field).
    @Test func defaultDigitsCountAsTyped() {
        #expect(Checked("form F { field d: decimal { maxLength 1; default 0.5 } }").lines == [])
        #expect(Checked("form F { field d: decimal { maxLength 2; default 0.05 } }").lines == [])
        #expect(Checked("form F { field d: decimal { maxLength 2; default 0.050 } }").lines == [
            "FC0218 1:50 default value 0.050 of 'd' fails its own 'maxLength 2'",
        ])
        #expect(Checked("form F { field d: decimal { maxLength 2; default 1.50 } }").lines == [
            "FC0218 1:50 default value 1.50 of 'd' fails its own 'maxLength 2'",
        ])
        #expect(Checked("form F { field d: decimal { maxLength 2; default 0.005 } }").lines == [
            "FC0218 1:50 default value 0.005 of 'd' fails its own 'maxLength 2'",
        ])
    }
}

// MARK: Numbers that readers of JSON doubles change (FC0245)

extension NumberLimitTests {
    /// An int field warns when the numbers it takes (its range within its digit limit) go
    /// beyond ±(2^53 - 1), the integers a double holds; formc's defaults never do.
    @Test(arguments: [
        ("field n: int", []),
        ("field n: int { maxLength 15 }", []),
        ("field n: int { validate range(0...9007199254740991) }", []),
        ("field n: int { allowNegative; keyboard numbersAndPunctuation; validate range(-9007199254740991...9007199254740991) }", []),
        // maxLength 16 admits 9999999999999999.
        ("field n: int { maxLength 16 }",
         ["FC0245 1:35 int field 'n' takes numbers up to 9999999999999999, beyond 9007199254740991 (2^53 - 1): JavaScript's JSON.parse and other readers that make every JSON number a double change such numbers (9007199254740993 reads as 9007199254740992)"]),
        // A range that keeps the numbers small makes a long maxLength harmless.
        ("field n: int { maxLength 19; validate range(0...100) }", []),
        ("field n: int { validate range(0...9007199254740992) }",
         ["FC0245 1:44 int field 'n' takes numbers up to 9007199254740992, beyond 9007199254740991 (2^53 - 1): JavaScript's JSON.parse and other readers that make every JSON number a double change such numbers (9007199254740993 reads as 9007199254740992)"]),
        // An excluded bound: 9007199254740992 is the largest number taken.
        ("field n: int { validate range(0..<9007199254740992) }", []),
        ("field n: int { validate range(0..<9007199254740993) }",
         ["FC0245 1:44 int field 'n' takes numbers up to 9007199254740992, beyond 9007199254740991 (2^53 - 1): JavaScript's JSON.parse and other readers that make every JSON number a double change such numbers (9007199254740993 reads as 9007199254740992)"]),
        // Below: only with allowNegative (or a stepper) can a minus be typed.
        ("field n: int { maxLength 19; validate range(...0) }", []),
        ("field n: int { allowNegative; keyboard numbersAndPunctuation; maxLength 17; validate range(...0) }",
         ["FC0245 1:82 int field 'n' takes numbers down to -99999999999999999, beyond -9007199254740991 (-(2^53 - 1)): JavaScript's JSON.parse and other readers that make every JSON number a double change such numbers (9007199254740993 reads as 9007199254740992)"]),
    ] as [(String, [String])])
    func intFieldsBeyondDoubles(field: String, expected: [String]) {
        let c = Checked("form F { " + field + " }")
        #expect(c.lines.filter { $0.hasPrefix("FC0245") } == expected)
    }

    /// Decimal fields warn on a maxLength above 15; fraction fields on a range bound with more
    /// than 15 significant digits; a double's maxLength is digits typed, not kept, so it does not.
    @Test(arguments: [
        ("field d: decimal { maxLength 15 }", []),
        ("field d: decimal { maxLength 16 }",
         ["FC0245 1:39 maxLength 16 lets decimal field 'd' take numbers with more than 15 significant digits, which JavaScript's JSON.parse and other readers that make every JSON number a double round (12345678901234567 reads as 12345678901234568)"]),
        ("field d: currency(\"EUR\") { maxLength 20 }",
         ["FC0245 1:47 maxLength 20 lets currency field 'd' take numbers with more than 15 significant digits, which JavaScript's JSON.parse and other readers that make every JSON number a double round (12345678901234567 reads as 12345678901234568)"]),
        ("field d: percent { maxLength 16 }",
         ["FC0245 1:39 maxLength 16 lets percent field 'd' take numbers with more than 15 significant digits, which JavaScript's JSON.parse and other readers that make every JSON number a double round (12345678901234567 reads as 12345678901234568)"]),
        ("field d: double { maxLength 30 }", []),
        ("field d: double { validate range(...0.3) }", []),
        ("field d: double { validate range(..<0.30000000000000001) }",
         ["FC0245 1:46 range bound 0.30000000000000001 of 'd' has 17 significant digits: JavaScript's JSON.parse and other readers that make every JSON number a double read it as 0.3, and judge the numbers near it otherwise than the app"]),
        ("field d: decimal { maxLength 18; validate range(0.000000000000000001...0.1234567890123456) }",
         ["FC0245 1:39 maxLength 18 lets decimal field 'd' take numbers with more than 15 significant digits, which JavaScript's JSON.parse and other readers that make every JSON number a double round (12345678901234567 reads as 12345678901234568)",
          "FC0245 1:81 range bound 0.1234567890123456 of 'd' has 16 significant digits: JavaScript's JSON.parse and other readers that make every JSON number a double read it as 0.1234567890123456, and judge the numbers near it otherwise than the app"]),
        // Leading and trailing zeros are not significant: 0.000000000000000001 has one digit.
        ("field d: double { validate range(0.000000000000000001...1000000000000000000000.0) }", []),
    ] as [(String, [String])])
    func fractionFieldsBeyondDoubles(field: String, expected: [String]) {
        let c = Checked("form F { " + field + " }")
        #expect(c.lines.filter { $0.hasPrefix("FC0245") } == expected)
    }

    /// A condition's number is read by a front end too: more than 15 significant digits, or
    /// an integer beyond ±(2^53 - 1), warns.
    @Test func conditionNumbersBeyondDoubles() {
        let c = Checked("""
            form F {
                field ratio: double?
                field n: int?
                field a: text? { visible when ratio == 0.10000000000000001 }
                field b: text? { visible when ratio > 0.1 }
                field c: text? { visible when n == 9007199254740993 }
                field e: text? { visible when n < 9007199254740991 }
                field f: text? { visible when ratio >= 100000000000000000000.0 }
            }
            """)
        #expect(c.lines.filter { $0.hasPrefix("FC0245") } == [
            "FC0245 4:44 0.10000000000000001 has 17 significant digits: JavaScript's JSON.parse and other readers that make every JSON number a double read it as 0.1, and decide the condition otherwise than the app",
            "FC0245 6:40 9007199254740993 has 16 significant digits: JavaScript's JSON.parse and other readers that make every JSON number a double read it as 9007199254740992, and decide the condition otherwise than the app",
        ])
    }

    /// A default the app would refuse: more digits than the field takes without maxLength, or
    /// more significant digits than a double keeps.
    @Test func defaultsBeyondWhatTheFieldTakes() {
        #expect(Checked("form F { field n: int { default 123456789012345 } }").lines == [])
        #expect(Checked("form F { field n: int { default 1234567890123456 } }").lines == [
            "FC0218 1:33 default value 1234567890123456 of 'n' has 16 digits, but int field 'n' takes at most 15",
        ])
        #expect(Checked("form F { field d: decimal { default 1234567890123.450 } }").lines == [
            "FC0218 1:37 default value 1234567890123.450 of 'd' has 16 digits, but decimal field 'd' takes at most 15",
        ])
        #expect(Checked("form F { field d: double { default 0.1 } }").lines == [])
        #expect(Checked("form F { field d: double { default 0.30000000000000004 } }").lines == [
            "FC0218 1:36 default value 0.30000000000000004 of 'd' has 17 significant digits, but a double keeps 15: the app refuses it",
        ])
        #expect(Checked("form F { field d: double { default 0.000000000000000000001 } }").lines == [])
    }
}
