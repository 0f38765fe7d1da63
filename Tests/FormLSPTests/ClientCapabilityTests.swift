import Testing
import FormDSL
@testable import FormLSP

/// What the client declared in `initialize` decides the shape of completion items and hover:
/// snippets only with `snippetSupport`, plain text where Markdown is not accepted, and
/// snippets indented as the canonical style indents.
@Suite struct ClientCapabilityTests {
    static let uri = "file:///t/C.form"
    static let text = "form SignUp {\n    field age: int? { label \"Age\"; keyboard numberPad }\n    \n}\n"

    private func snippet(_ client: TestClient, _ label: String) throws -> JSONValue {
        client.open(Self.uri, Self.text)
        let items = try #require(client.result("textDocument/completion", client.at(Self.uri, 2, 4))?.array)
        return try #require(items.first { $0["label"]?.string == label })
    }

    private static func completion(snippets: Bool) -> JSONValue {
        .object([JSONMember("completion", .object([JSONMember("completionItem", .object([
            JSONMember("snippetSupport", .bool(snippets)),
        ]))]))])
    }

    @Test func snippetsOnlyForAClientThatTakesThem() throws {
        let taking = try snippet(TestClient(textDocument: Self.completion(snippets: true)), "field")
        #expect(taking["insertTextFormat"] == .integer(2))
        #expect(taking["insertText"]?.string == "field ${1:name}: ${2:text} {\n    label \"${3:Label}\"\n}")

        // Neovim 0.7 declares no snippet support: the text it inserts has no `${...}` in it.
        for client in [TestClient(textDocument: Self.completion(snippets: false)), TestClient()] {
            let plain = try snippet(client, "field")
            #expect(plain["insertTextFormat"] == nil)
            #expect(plain["insertText"]?.string == "field name: text {\n    label \"Label\"\n}")
            let section = try snippet(client, "section")
            #expect(section["insertText"]?.string == "section \"Title\" {\n    \n}")
        }
    }

    /// A snippet indents with four spaces, never a tab, so what it inserts is already in the
    /// canonical style.
    @Test func snippetsIndentAsTheCanonicalStyle() throws {
        for label in ["field", "section"] {
            let item = try snippet(TestClient(textDocument: Self.completion(snippets: true)), label)
            #expect(item["insertText"]?.string?.contains("\t") == false)
        }
        let client = TestClient(textDocument: Self.completion(snippets: false))
        client.open(Self.uri, "")
        let form = try #require(client.result("textDocument/completion", client.at(Self.uri, 0, 0))?.array?.first { $0["label"]?.string == "form" })
        let inserted = try #require(form["insertText"]?.string)
        #expect(!inserted.contains("\t"))
        // What a client without snippets inserts is a form `formc fmt` leaves as it is.
        let file = SourceFile(path: "new.form", text: inserted)
        guard case .formatted(let output) = SourceFormatter.format(file) else {
            Issue.record("the inserted form does not format")
            return
        }
        #expect(String(decoding: output, as: UTF8.self) == inserted)
    }

    @Test func hoverInPlainTextWhereMarkdownIsNotAccepted() throws {
        let plainOnly = JSONValue.object([
            JSONMember("hover", .object([JSONMember("contentFormat", .array([.string("plaintext")]))])),
            JSONMember("completion", .object([JSONMember("completionItem", .object([
                JSONMember("documentationFormat", .array([.string("plaintext")])),
            ]))])),
        ])
        let plain = TestClient(textDocument: plainOnly)
        plain.open(Self.uri, Self.text)
        let hover = try #require(plain.result("textDocument/hover", plain.at(Self.uri, 1, 11))?["contents"])
        #expect(hover["kind"] == .string("plaintext"))
        let value = try #require(hover["value"]?.string)
        #expect(value.hasPrefix("field age: "))
        #expect(!value.contains("**") && !value.contains("`"))
        let keyboards = try #require(plain.result("textDocument/completion", plain.at(Self.uri, 1, 50))?.array)
        #expect(keyboards.first?["documentation"]?["kind"] == .string("plaintext"))

        // A client that lists Markdown, or lists nothing, gets Markdown.
        let markdown = TestClient(textDocument: .object([
            JSONMember("hover", .object([JSONMember("contentFormat", .array([.string("markdown"), .string("plaintext")]))])),
        ]))
        for client in [markdown, TestClient()] {
            client.open(Self.uri, Self.text)
            let contents = try #require(client.result("textDocument/hover", client.at(Self.uri, 1, 11))?["contents"])
            #expect(contents["kind"] == .string("markdown"))
            #expect(contents["value"]?.string?.hasPrefix("**field** `age`") == true)
        }
    }

    @Test func plainTextOfASnippetKeepsEveryDefault() {
        #expect(ClientCapabilities.plainText(snippet: "a ${1:b} $2c ${3:d e}$0") == "a b c d e")
        #expect(ClientCapabilities.plainText(snippet: "no placeholders") == "no placeholders")
        #expect(ClientCapabilities.plainText(snippet: "cost $") == "cost ")
    }
}
