import Testing
import FormDSL
@testable import FormLSP

/// Validators and display formats are classified by where they stand, not by what else has
/// their name; a range request sends only the tokens on screen.
@Suite struct SemanticTokenTests {
    static let uri = "file:///t/S.form"

    /// Each token as (line, start character, length, type), decoded from LSP's relative form.
    private func tokens(_ result: JSONValue?) throws -> [(line: Int, start: Int, length: Int, type: SemanticTokenType)] {
        let data = try #require(result?["data"]?.array).map { $0.int! }
        var out: [(Int, Int, Int, SemanticTokenType)] = []
        var line = 0, start = 0
        for i in stride(from: 0, to: data.count, by: 5) {
            if data[i] > 0 { start = 0 }
            line += data[i]
            start += data[i + 1]
            out.append((line, start, data[i + 2], SemanticTokenType(rawValue: data[i + 3])!))
        }
        return out
    }

    @Test func validatorsAreFunctionsWithOrWithoutParentheses() throws {
        let client = TestClient()
        let text = """
        form A {
            field email: text { validate required, email, length(3...20) }
            field confirm: text { validate equals(email); format uppercase }
        }

        """
        client.open(Self.uri, text)
        let all = try tokens(client.result("textDocument/semanticTokens/full", client.document(Self.uri)))
        func type(line: Int, word: String) -> SemanticTokenType? {
            let lineText = text.split(separator: "\n", omittingEmptySubsequences: false)[line]
            let column = lineText.utf16.count - (lineText.range(of: word).map { lineText[$0.lowerBound...].utf16.count } ?? 0)
            return all.first { $0.line == line && $0.start == column }?.type
        }
        // `email` the validator, beside a field named `email`.
        #expect(type(line: 1, word: "required") == .function)
        #expect(type(line: 1, word: "email,") == .function)
        #expect(type(line: 1, word: "length") == .function)
        #expect(type(line: 1, word: "email:") == .variable)
        // Inside a validator's parentheses, a field name is still a field.
        #expect(type(line: 2, word: "email)") == .variable)
        #expect(type(line: 2, word: "equals") == .function)
        #expect(type(line: 2, word: "uppercase") == .function)
    }

    @Test func aRangeRequestSendsOnlyTheTokensInTheRange() throws {
        let client = TestClient()
        let text = "form A {\n    field a: text\n    field b: text\n    field c: text\n}\n"
        client.open(Self.uri, text)
        let full = try tokens(client.result("textDocument/semanticTokens/full", client.document(Self.uri)))
        let params = JSONValue.object([
            JSONMember("textDocument", .object([JSONMember("uri", .string(Self.uri))])),
            JSONMember("range", .object([JSONMember("start", client.position(2, 0)), JSONMember("end", client.position(3, 0))])),
        ])
        let ranged = try tokens(client.result("textDocument/semanticTokens/range", params))
        #expect(ranged.map(\.line) == [2, 2, 2])
        #expect(ranged.map(\.type) == full.filter { $0.line == 2 }.map(\.type))
        #expect(ranged.map(\.start) == full.filter { $0.line == 2 }.map(\.start))
        // A request without a range is refused, not answered with the whole file.
        let missing = client.request("textDocument/semanticTokens/range", client.document(Self.uri))
        #expect(missing["error"]?["code"] == .integer(-32602))
    }
}
