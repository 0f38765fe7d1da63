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
                field m: int { allowNegative; keyboard numbersAndPunctuation; validate range(...\(Self.intMin)) }
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
}
