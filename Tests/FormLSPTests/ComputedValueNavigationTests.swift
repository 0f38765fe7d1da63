import Testing
@testable import FormLSP
@testable import FormDSL

/// A name in a computed value's expression is a use of its field: references and rename reach
/// it, from the checker's resolution and, while the file has errors, from the syntax tree; and
/// the server answers hover, symbols and tokens on a file with computed values.
@Suite struct ComputedValueNavigationTests {
    static let uri = "file:///t/O.form"
    static let text = """
    form Order {
        field quantity: int
        field unitPrice: decimal?
        computed total: decimal? = quantity * unitPrice { label "Total" }
        computed twice: decimal? = total + total
        keyboardToolbar previous, next, done
    }

    """

    private func renamed(_ text: String, line: Int, character: Int) throws -> [JSONValue?] {
        let client = TestClient()
        client.open(Self.uri, text)
        var params = client.at(Self.uri, line, character)
        if case .object(var members) = params {
            members.append(JSONMember("newName", .string("sum")))
            params = .object(members)
        }
        let edits = try #require(client.request("textDocument/rename", params)["result"]?["changes"]?[Self.uri]?.array)
        return edits.map { $0["range"]?["start"] }
    }

    @Test func renameReachesExpressions() throws {
        let client = TestClient()
        #expect(try renamed(Self.text, line: 3, character: 15) == [client.position(3, 13), client.position(4, 31), client.position(4, 39)])
        #expect(try renamed(Self.text, line: 1, character: 12) == [client.position(1, 10), client.position(3, 31)])
    }

    @Test func renameInAFileWithErrorsReachesExpressions() throws {
        let client = TestClient()
        let broken = Self.text.replacingOccurrences(of: "keyboardToolbar previous, next, done", with: "field broken: nosuchtype")
        #expect(try renamed(broken, line: 3, character: 15) == [client.position(3, 13), client.position(4, 31), client.position(4, 39)])
    }

    @Test func theServerAnswersOnAComputedValue() throws {
        let client = TestClient()
        client.open(Self.uri, Self.text)
        #expect(client.request("textDocument/hover", client.at(Self.uri, 3, 15))["error"] == nil)
        #expect(client.request("textDocument/hover", client.at(Self.uri, 3, 40))["error"] == nil)
        #expect(client.request("textDocument/completion", client.at(Self.uri, 3, 33))["error"] == nil)
        #expect(client.request("textDocument/documentSymbol", .object([JSONMember("textDocument", .object([JSONMember("uri", .string(Self.uri))]))]))["error"] == nil)
        #expect(client.request("textDocument/semanticTokens/full", .object([JSONMember("textDocument", .object([JSONMember("uri", .string(Self.uri))]))]))["error"] == nil)
        #expect(client.request("textDocument/formatting", .object([JSONMember("textDocument", .object([JSONMember("uri", .string(Self.uri))])),
                                                                   JSONMember("options", .object([]))]))["error"] == nil)
    }
}
