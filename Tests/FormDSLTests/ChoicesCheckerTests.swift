import Foundation
import Testing
@testable import FormDSL

/// What the checker and the JSON Schema emitter make of `choices` fields beyond their
/// diagnostics (CheckerDiagnosticsTests holds one case per FC0255-FC0257 and FC0390-FC0394).
@Suite struct ChoicesCheckerTests {
    static func field(_ source: String, _ name: String = "t") throws -> FieldModel {
        let checked = Checked(source)
        #expect(!checked.diagnostics.hasErrors, "\(checked.lines)")
        return try #require(checked.model.forms.first?.field(named: name))
    }

    /// A default lists options in any order; the model keeps them in the options' order.
    @Test func defaultIsKeptInDeclarationOrder() throws {
        let f = try Self.field("form F {\n    field t: choices { option \"a\"; option \"b\"; option \"c\"; default [\"c\", \"a\"] }\n}")
        #expect(f.defaultValue == .options(["a", "c"]))
        #expect(f.options.map(\.value) == ["a", "b", "c"])
        #expect(!f.isFocusable)
        let schema = JSONSchemaEmitter.propertySchema(for: f, in: Checked("form F { field t: choices { option \"a\" } }").model.forms[0])
        #expect(JSONPrinter.print(schema).contains("\"default\": [\n    \"a\",\n    \"c\"\n  ]"))
    }

    /// `required` and `count` meet in one minItems/maxItems pair.
    @Test func requiredAndCountIntersect() throws {
        let source = "form F {\n    field t: choices { option \"a\"; option \"b\"; option \"c\"; validate required, count(...2) }\n}"
        let checked = Checked(source)
        let schema = JSONPrinter.print(JSONSchemaEmitter.schema(for: checked.model.forms[0]))
        #expect(schema.contains("\"minItems\": 1") && schema.contains("\"maxItems\": 2") && schema.contains("\"uniqueItems\": true"))
        #expect(schema.contains("\"type\": \"array\""))
        let counted = Checked("form F {\n    field t: choices { option \"a\"; option \"b\"; option \"c\"; validate count(2..<4) }\n}")
        let countedSchema = JSONPrinter.print(JSONSchemaEmitter.schema(for: counted.model.forms[0]))
        #expect(countedSchema.contains("\"minItems\": 2") && countedSchema.contains("\"maxItems\": 3"))
    }

    /// Conditions read a `choices` field by its name; `required when` needs no `?` on it.
    @Test func conditionsTestPresenceAndRequiredWhenNeedsNoMark() throws {
        let checked = Checked("""
            form F {
                field x: toggle
                field t: choices { option "a"; option "b"; required when x }
                field n: text? { visible when t && !x }
                focus n
            }
            """)
        #expect(checked.diagnostics.isEmpty, "\(checked.lines)")
        let form = try #require(checked.model.forms.first)
        #expect(form.fields[1].requiredWhen != nil)
        #expect(form.fields[2].visibleWhen != nil)
    }

    /// `choices?` is FC0360, whose words fit a set rather than a toggle, and whose fix removes `?`.
    @Test func optionalChoicesIsRefused() {
        let checked = Checked("form F {\n    field t: choices? { option \"a\" }\n}")
        #expect(checked.lines == ["FC0360 2:21 a choices field cannot be optional: nothing picked is the empty set"])
        #expect(checked.diagnostics.first?.fixIts.first?.replacement == "")
    }

    /// A default that is not a list, and a list item that is not a string, say what is wanted.
    @Test func defaultMustBeAListOfOptionValues() {
        let single = Checked("form F {\n    field t: choices { option \"a\"; default \"a\" }\n}")
        #expect(single.diagnostics.map(\.id) == ["FC0314"])
        #expect(single.lines.first?.contains("must be a list of its option values") == true)
        let number = Checked("form F {\n    field t: choices { option \"a\"; default [\"a\", 1] }\n}")
        #expect(number.diagnostics.map(\.id) == ["FC0314"])
    }

    /// The count's default messages, as docs/LANGUAGE.md gives them.
    @Test func countMessages() {
        func message(_ lo: Int?, _ hi: Int?) -> String {
            DefaultMessages.message(for: .count, .counts(min: lo, max: hi), label: "Toppings", otherLabel: nil, value: .optionSet)
        }
        #expect(message(1, 3) == "Toppings: choose 1 to 3.")
        #expect(message(2, 2) == "Toppings: choose 2.")
        #expect(message(2, nil) == "Toppings: choose at least 2.")
        #expect(message(nil, 2) == "Toppings: choose at most 2.")
        #expect(DefaultMessages.message(for: .required, label: "Agreements", otherLabel: nil, value: .optionSet) == "Agreements is required.")
    }

    /// FC0390's help writes the count without its upper bound only when it has a lower one.
    @Test func countAboveOptionsHelp() {
        let open = Checked("form F {\n    field t: choices { option \"a\"; option \"b\"; option \"c\"; validate count(...5) }\n}")
        #expect(open.diagnostics.first?.help == "write the upper bound as 2 or less, or remove the count: with 3 options it allows every pick")
        let closed = Checked("form F {\n    field t: choices { option \"a\"; option \"b\"; validate count(1...5) }\n}")
        #expect(closed.diagnostics.first?.help == "write the upper bound as 2 or less, or leave it out ('count(1...)')")
    }

    /// An option repeated in another spelling (an escape, a precomposed letter) is FC0362,
    /// pointing at the first; a decomposed letter is another option, as JSON Schema's `enum`
    /// compares code points. A default names an option in any spelling. The same whether the
    /// field lists a few options or enough for the checker to index them.
    @Test(arguments: [3, 40])
    func repeatedOptionsInAnySpelling(_ count: Int) {
        let plain = (0..<count).map { "option \"o\($0)\"" }.joined(separator: "; ")
        let source = """
        form F {
            field t: choice { \(plain); option "\\u{6F}1"; option "\u{E9}"; option "e\u{301}"; option "\\u{E9}"; default "\\u{6F}2" }
        }
        """
        let checked = Checked(source)
        let repeats = checked.diagnostics.filter { $0.id == "FC0362" }
        #expect(checked.diagnostics.count == repeats.count, "\(checked.lines)")
        #expect(repeats.map { checked.file.text($0.span) } == ["\"\\u{6F}1\"", "\"\\u{E9}\""])
        #expect(repeats.map { $0.notes.first?.span.map(checked.file.text) } == ["\"o1\"", "\"\u{E9}\""])
    }
}
