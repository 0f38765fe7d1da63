import Testing
import FormDSL
@testable import FormLSP

/// Completion around repeating groups offers only what `formc check` accepts there: a row's
/// fields are read only in their own row (FC0430), a number comparison goes on with a number,
/// and a new group's name is one no field or group of the form has (FC0434).
@Suite struct RepeatingGroupCompletionTests {
    static let uri = "file:///t/R.form"

    /// The items where `|` stands in `text` (the `|` taken out).
    private func items(_ text: String) -> [JSONValue] {
        let client = TestClient()
        let cursor = text.firstIndex(of: "|")!
        let before = text[..<cursor]
        let line = before.filter { $0 == "\n" }.count
        let character = before.split(separator: "\n", omittingEmptySubsequences: false).last!.utf16.count
        client.open(Self.uri, String(before) + text[text.index(after: cursor)...])
        return client.result("textDocument/completion", client.at(Self.uri, line, character))?.array ?? []
    }

    private func labels(_ text: String) -> [String] {
        items(text).compactMap { $0["label"]?.string }
    }

    /// A form with two groups, each with its own row fields, and fields outside any group.
    static let household = """
    form H {
        field street: text?
        section "Address" {
            field city: text?
        }
        repeat people {
            field name: text?
            field years: int?
            field nick: text?
        }
        repeat pets {
            field pet: text?
            field petName: text?
        }
        field note: text?
    }

    """

    private func household(_ old: String, _ new: String) -> String {
        Self.household.replacingOccurrences(old, new)
    }

    @Test func outsideAGroupNoRowField() {
        // A field of the form, in a section or not, and a section's condition.
        #expect(labels(household("field note: text?", "field note: text? { visible when | }")) == ["street", "city"])
        #expect(labels(household("field city: text?", "field city: text? { visible when | }")) == ["street", "note"])
        #expect(labels(household("field city: text?", "visible when |\n        field city: text?")) == ["street", "note"])
        #expect(labels(household("field note: text?", "field note: text? { validate equals(| }")) == ["street", "city"])
    }

    @Test func inARowItsOwnFieldsAndTheFormsOnly() {
        #expect(labels(household("field nick: text?", "field nick: text? { visible when | }"))
            == ["street", "city", "name", "years", "note"])
        #expect(labels(household("field petName: text?", "field petName: text? { required when | }"))
            == ["street", "city", "pet", "note"])
        #expect(labels(household("field nick: text?", "field nick: text? { validate equals(| }")) == ["street", "city", "name", "note"])
    }

    @Test func eachOfferedNameChecks() {
        for (old, new) in [("field note: text?", "field note: text? { visible when | }"),
                           ("field nick: text?", "field nick: text? { visible when | }"),
                           ("field petName: text?", "field petName: text? { validate equals(|) }")] {
            let text = household(old, new)
            for label in labels(text) {
                let written = text.replacingOccurrences("|", label)
                let errors = Compiler.diagnose(SourceFile(path: "R.form", bytes: Array(written.utf8))).filter { $0.severity == .error }
                #expect(errors.isEmpty, "\(label) in \(new): \(errors.map(\.message))")
            }
        }
    }

    @Test func aNumberComparisonGoesOnWithANumber() {
        let text = household("field nick: text?", "field nick: text? { visible when years < | }")
        #expect(labels(text) == ["0"])
        for op in ["==", "!=", "<=", ">", ">="] {
            #expect(labels(text.replacingOccurrences("years < ", "years \(op) ")) == ["0"])
        }
        let written = text.replacingOccurrences("|", "0")
        #expect(Compiler.diagnose(SourceFile(path: "R.form", bytes: Array(written.utf8))).filter { $0.severity == .error }.isEmpty)
        // Text compares with a string the person writes: nothing to offer.
        #expect(labels(text.replacingOccurrences("years < ", "name == ")).isEmpty)
    }

    @Test func aNewGroupsNameIsFree() throws {
        let text = "form A {\n    repeat items {\n        field product: text\n    }\n    |\n}\n"
        let found = items(text)
        let snippet = try #require(found.first { $0["label"] == .string("repeat") }?["insertText"]?.string)
        #expect(snippet.contains("items2"))
        // A new field's name is free of the group's too.
        let named = "form A {\n    repeat name {\n        field product: text\n    }\n    |\n}\n"
        let field = try #require(items(named).first { $0["label"] == .string("field") }?["insertText"]?.string)
        #expect(field.contains("name2"))
    }
}
