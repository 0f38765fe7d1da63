import Foundation
import Testing
@testable import FormDSL

/// The limits of numbers, end to end: which literals the lexer takes (every `Int`, from
/// `Int.min` to `Int.max`), how many digits an `int` field takes, which range bounds cannot be
/// typed (FC0220), and what the outputs say about all of them.
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
        #expect(d.first?.message == "integer literal is too small (19 digits)")
        #expect(d.first?.help == "integers must fit in 64 bits: at least -9223372036854775808")
        #expect(d.first?.span == Span(2, 22), "the span includes the minus sign")
        let many = TestSupport.lexDiagnostics("-" + String(repeating: "9", count: 40))
        #expect(many.first?.message == "integer literal is too small (40 digits)")
        let positive = TestSupport.lexDiagnostics("9223372036854775808")
        #expect(positive.first?.message == "integer literal is too large (19 digits)")
        #expect(positive.first?.help == "integers must fit in 64 bits: at most 9223372036854775807")
    }

    /// Int.min wherever an integer literal goes: a default and both ends of a range, through
    /// the model, the messages, the JSON Schema and the Swift.
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
                field k: decimal { allowNegative; keyboard numbersAndPunctuation; default \(Self.intMin) }
                keyboardToolbar next, done
            }
            """
        let c = Checked(source)
        #expect(c.lines == [])
        let n = c.field("n")
        #expect(n.defaultValue == .integer(Self.intMin))
        #expect(n.validators[0].kind == .range(min: NumberBound(text: Self.intMin, inclusive: true),
                                               max: NumberBound(text: Self.intMax, inclusive: true)))
        #expect(n.validators[0].message == "N must be between \(Self.intMin) and \(Self.intMax).")
        #expect(c.field("k").defaultValue == .integer(Self.intMin))

        let schema = JSONSchemaEmitter.schema(for: c.form)
        let p = schema["properties"]
        #expect(p?["n"]?["default"] == .number(Self.intMin))
        #expect(p?["m"]?["maximum"] == .number(Self.intMin))
        #expect(p?["k"]?["default"] == .number(Self.intMin))

        let run = PipelineRun(source)
        #expect(run.ids == [])
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
            "FC0007 2:75 integer literal is too small (19 digits)",
            "FC0007 3:35 integer literal is too small (19 digits)",
        ])
        #expect(run.result.model == nil)
    }

    // MARK: Digits of int fields

    /// The derived maxLength is the digits of the larger bound, up to the 19 of Int.max; the
    /// runtime's filter rejects the 19-digit numbers outside Int as they are typed.
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
        #expect(c.lines == [])
        #expect(c.field("wide").maxLength == 19)
        #expect(c.field("all").maxLength == 19)
        #expect(c.field("top").maxLength == 19)
        let p = JSONSchemaEmitter.schema(for: c.form)["properties"]
        #expect(p?["wide"]?["minimum"] == .number("-9223372036854775807"))
        #expect(p?["wide"]?["maximum"] == .number(Self.intMax))
        #expect(p?["all"]?["minimum"] == .number(Self.intMin))
        #expect(p?["all"]?["maximum"] == .number(Self.intMax))
        #expect(p?["top"]?["maximum"] == .number(Self.intMax), "19 digits: bounded by Int, not by 10^19 - 1")
        #expect(p?["top"]?["x-formc-input"]?["maxDigits"] == .integer(19))
        let swift = try #require(PipelineRun(source).swift)
        #expect(swift.contains("NumberField(.integer, allowNegative: true, maxLength: 19, locale: locale)"))
        #expect(swift.contains("NumberField(.integer, maxLength: 19, locale: locale)"))
    }

    @Test func intMaxLengthIsAtMost19() {
        let bad = Checked("form F {\n    field a: int { maxLength 20 }\n}")
        #expect(bad.lines == ["FC0204 2:30 maxLength 20 allows more digits than int field 'a' can hold"])
        #expect(bad.diagnostics.first?.fixIts.first?.replacement == "19")
    }

    // MARK: Range bounds that cannot be typed (FC0220)

    /// Every bound is checked against the digits the field takes: its maxLength, else the
    /// limit formc derives (int) or the 38 digits of Decimal (other numbers).
    @Test(arguments: [
        // Declared maxLength, as before.
        ("field n: int { maxLength 3; validate range(0...1000) }",
         ["FC0220 1:35 range bound 1000 needs 4 digits, but maxLength of 'n' is 3"]),
        // One bound only: an int field takes 18 digits.
        ("field n: int { validate range(1000000000000000000...) }",
         ["FC0220 1:40 range bound 1000000000000000000 needs 19 digits, but int field 'n' takes at most 18"]),
        ("field n: int { allowNegative; keyboard numbersAndPunctuation; validate range(...-1000000000000000000) }",
         ["FC0220 1:90 range bound -1000000000000000000 needs 19 digits, but int field 'n' takes at most 18"]),
        ("field n: int { allowNegative; keyboard numbersAndPunctuation; validate range(-9223372036854775808...) }",
         ["FC0220 1:87 range bound -9223372036854775808 needs 19 digits, but int field 'n' takes at most 18"]),
        // Both bounds: the field takes the digits of the larger, so every bound can be typed.
        ("field n: int { validate range(0...1000000000000000000) }", []),
        ("field n: int { maxLength 19; validate range(1000000000000000000...) }", []),
        // Other numbers take at most 38 digits, declared maxLength or not.
        ("field d: decimal { validate range(0.000000000000000000000000000000000000001...) }",
         ["FC0220 1:44 range bound 0.000000000000000000000000000000000000001 needs 39 digits, but decimal field 'd' takes at most 38"]),
        ("field d: double { maxLength 50; validate range(...0.000000000000000000000000000000000000001) }",
         ["FC0220 1:60 range bound 0.000000000000000000000000000000000000001 needs 39 digits, but double field 'd' takes at most 38"]),
        ("field d: decimal { maxLength 38; validate range(0.000000000000000000000000000000000000001...) }",
         ["FC0220 1:58 range bound 0.000000000000000000000000000000000000001 needs 39 digits, but decimal field 'd' takes at most 38"]),
        ("field d: decimal { validate range(0.00000000000000000000000000000000000001...) }", []),
        // Digits as the filter counts them: a leading zero is not typed, a trailing one need not be.
        ("field d: decimal { maxLength 1; validate range(0.5...0.90) }", []),
        ("field d: decimal { maxLength 2; validate range(0.05...9.9) }", []),
        ("field d: decimal { maxLength 2; validate range(0.005...1) }",
         ["FC0220 1:39 range bound 0.005 needs 3 digits, but maxLength of 'd' is 2"]),
    ])
    func boundsThatCannotBeTyped(field: String, expected: [String]) {
        let c = Checked("form F { " + field + " }")
        #expect(c.lines.filter { $0.hasPrefix("FC0220") } == expected)
        #expect(!c.diagnostics.contains { $0.severity == .error }, "\(c.lines)")
    }
}

extension NumberLimitTests {
    /// A default is checked against maxLength with the same count: a leading zero is not typed.
    @Test func defaultDigitsCountAsTyped() {
        #expect(Checked("form F { field d: decimal { maxLength 1; default 0.5 } }").lines == [])
        #expect(Checked("form F { field d: decimal { maxLength 2; default 0.050 } }").lines == [])
        #expect(Checked("form F { field d: decimal { maxLength 2; default 0.005 } }").lines == [
            "FC0218 1:50 default value 0.005 of 'd' fails its own 'maxLength 2'",
        ])
    }
}
