import Testing
@testable import FormLSP
@testable import FormDSL

/// A field named in a condition is a use of it: go to definition, find references and rename
/// reach it, from the checker's resolution.
@Suite struct ConditionNavigationTests {
    static let uri = "file:///t/C.form"
    static let text = """
    form Ship {
        field country: text
        field state: text? { visible when country == "US"; required when !(country != "US") }
    }

    """

    /// After a comparison, completion offers no field (two fields cannot be compared, FC0407):
    /// `today` after a date field, nothing after a text field, where a string goes.
    @Test func conditionCompletionOffersTodayBesideADateField() throws {
        let text = """
        form Trip {
            field start: date
            field name: text
            field note: text? { visible when start >= }
            field other: text? { visible when name == }
        }

        """
        let client = TestClient()
        client.open("file:///t/T.form", text)
        func labels(line: Int) -> [String] {
            let character = text.split(separator: "\n", omittingEmptySubsequences: false)[line].utf16.count - 2
            return (client.result("textDocument/completion", client.at("file:///t/T.form", line, character))?.array ?? [])
                .compactMap { $0["label"]?.string }
        }
        #expect(labels(line: 3) == ["today"])
        #expect(labels(line: 4) == [])
    }

    @Test func conditionNamesAreReferences() throws {
        let client = TestClient()
        client.open(Self.uri, Self.text)
        // `country` in `visible when country == "US"` → the declaration on line 1.
        let definition = try #require(client.result("textDocument/definition", client.at(Self.uri, 2, 40)))
        #expect(definition["range"]?["start"] == client.position(1, 10))
        var params = client.at(Self.uri, 1, 12)
        if case .object(var members) = params {
            members.append(JSONMember("context", .object([JSONMember("includeDeclaration", .bool(true))])))
            params = .object(members)
        }
        let references = try #require(client.result("textDocument/references", params)?.array)
        #expect(references.map { $0["range"]?["start"] } == [client.position(1, 10), client.position(2, 38), client.position(2, 71)])
    }

    @Test func renameReachesConditions() throws {
        let client = TestClient()
        client.open(Self.uri, Self.text)
        var params = client.at(Self.uri, 1, 12)
        if case .object(var members) = params {
            members.append(JSONMember("newName", .string("nation")))
            params = .object(members)
        }
        let edits = try #require(client.request("textDocument/rename", params)["result"]?["changes"]?[Self.uri]?.array)
        #expect(edits.count == 3)
    }

    /// While the file has errors the references come from the syntax tree: a name in
    /// parentheses is renamed without its parentheses.
    @Test func renameInAFileWithErrorsKeepsParentheses() throws {
        let client = TestClient()
        let text = "form Ship {\n    field country: text\n    field state: text? { visible when (country) == \"US\" }\n    field broken: nosuchtype\n}\n"
        client.open(Self.uri, text)
        var params = client.at(Self.uri, 1, 12)
        if case .object(var members) = params {
            members.append(JSONMember("newName", .string("nation")))
            params = .object(members)
        }
        let edits = try #require(client.request("textDocument/rename", params)["result"]?["changes"]?[Self.uri]?.array)
        #expect(edits.map { $0["range"]?["start"] } == [client.position(1, 10), client.position(2, 39)])
        #expect(edits.map { $0["range"]?["end"] } == [client.position(1, 17), client.position(2, 46)])
    }
}
