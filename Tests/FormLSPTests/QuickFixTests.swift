import Testing
import FormDSL
@testable import FormLSP

/// A quick fix is preferred (applied by an editor's auto-fix) only when `formc check --fix`
/// would apply it: marked safe, and holding when applied alone.
@Suite struct QuickFixTests {
    static let uri = "file:///t/Q.form"

    private func actions(_ text: String) -> [JSONValue] {
        let client = TestClient()
        client.open(Self.uri, text)
        let end = text.split(separator: "\n", omittingEmptySubsequences: false).count
        let params = JSONValue.object([
            JSONMember("textDocument", .object([JSONMember("uri", .string(Self.uri))])),
            JSONMember("range", .object([JSONMember("start", client.position(0, 0)), JSONMember("end", client.position(end, 0))])),
            JSONMember("context", .object([JSONMember("diagnostics", .array([]))])),
        ])
        return client.result("textDocument/codeAction", params)?.array ?? []
    }

    @Test func aSafeFixThatHoldsIsPreferred() throws {
        let found = actions("form A {\n    field a: text { lable \"A\" }\n}\n")
        let fix = try #require(found.first { $0["title"]?.string == "Replace 'lable' with 'label'" })
        #expect(fix["isPreferred"] == .bool(true))
    }

    /// `count2()` is a near miss of `count`, a guess marked safe; but `count()` needs a value,
    /// so applying it adds an error, and an editor must not apply it unasked.
    @Test func aSafeFixThatDoesNotHoldIsOnlyOffered() throws {
        let found = actions("form A {\n    field pair: choices { option \"a\"; option \"b\"; validate count2() }\n}\n")
        let fix = try #require(found.first { $0["title"]?.string == "Replace 'count2' with 'count'" })
        #expect(fix["isPreferred"] == nil)
    }

    /// The three fix-its that broke files, as an editor offers them.
    @Test func quickFixesSayWhatTheyDo() throws {
        #expect(actions("form A {\n    field a: int { keyboard UIKeyboardType.numberPad }\n}\n")
            .contains { $0["title"]?.string == "Remove 'UIKeyboardType.'" })
        #expect(actions("form A {\n    field b: text { disableAutocorrection true }\n}\n")
            .contains { $0["title"]?.string == "Replace 'disableAutocorrection true' with 'autocorrection off'" })
        #expect(actions("form A {\n    field a: int?\n    field c: text? { visible when a = 5 }\n}\n")
            .contains { $0["title"]?.string == "Replace '=' with '=='" })
    }

    /// The quick fixes a person reaches for: a Swift type's formc kind, a field added to the
    /// focus order, the toolbar the generated view would add.
    @Test func quickFixesForTypesFocusAndToolbar() throws {
        #expect(actions("form A {\n    field a: Bool\n}\n").contains {
            $0["title"]?.string == "Replace 'Bool' with 'toggle'" && $0["isPreferred"] == .bool(true)
        })
        #expect(actions("form A {\n    field a: String\n}\n").contains {
            $0["title"]?.string == "Replace 'String' with 'text'" && $0["isPreferred"] == nil
        })
        let form = "form A {\n    field a: text\n    field n: int { submitLabel next }\n    field b: text\n    focus a, n\n}\n"
        let found = actions(form)
        #expect(found.contains { $0["title"]?.string == "Insert ', b'" })
        #expect(found.contains { $0["title"]?.string == "Insert '\n    keyboardToolbar previous, next, done'" })
    }

    /// Typing `field` on a new line: the error is at the end of that line, where the person
    /// is typing, not on the next line's `}`.
    @Test func anExpectedErrorIsWhereThePersonIsTyping() throws {
        let client = TestClient()
        let published = client.open(Self.uri, "form A {\n    field a: text\n    field\n}\n")
        let error = try #require(published.first { $0["code"] == .string("FC0101") })
        #expect(error["range"]?["start"] == client.position(2, 9))
        #expect(error["range"]?["end"] == client.position(2, 9))
    }
}
