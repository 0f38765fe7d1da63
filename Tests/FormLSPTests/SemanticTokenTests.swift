import Foundation
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

    /// In a computed value's expression every name is a field, inside `round(...)` too.
    @Test func namesInAComputedValueAreFields() throws {
        let client = TestClient()
        let text = """
        form A {
            field price: decimal?
            field count: int?
            computed total: decimal? = round(price * count, 2) ?? 0
        }

        """
        client.open(Self.uri, text)
        let all = try tokens(client.result("textDocument/semanticTokens/full", client.document(Self.uri)))
        let line = text.split(separator: "\n", omittingEmptySubsequences: false)[3]
        func type(_ word: String) -> SemanticTokenType? {
            let column = line.utf16.count - line[line.range(of: word)!.lowerBound...].utf16.count
            return all.first { $0.line == 3 && $0.start == column }?.type
        }
        #expect(type("computed") == .keyword)
        #expect(type("total") == .variable)
        #expect(type("round") == .function)
        #expect(type("price *") == .variable)
        #expect(type("count,") == .variable)
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

    /// A form of `count` fields, with a block comment over two lines in the middle.
    static func big(_ count: Int) -> String {
        var lines = ["form Big {", "    title \"Big\""]
        for i in 0..<count {
            if i == count / 2 { lines += ["    /* a comment", "       over two lines */"] }
            lines.append("    field f\(i): text { label \"Field \(i)\"; keyboard email; validate required, length(1...40) }")
        }
        lines += ["    focus " + (0..<count).map { "f\($0)" }.joined(separator: ", "), "}", ""]
        return lines.joined(separator: "\n")
    }

    private func params(_ client: TestClient, _ extra: [JSONMember]) -> JSONValue {
        .object([JSONMember("textDocument", .object([JSONMember("uri", .string(Self.uri))]))] + extra)
    }

    /// `data` with `edits` applied, as LSP 3.17's `SemanticTokensEdit`s are.
    private func apply(_ edits: [JSONValue], to data: [Int]) throws -> [Int] {
        var data = data
        for edit in edits.reversed() {
            let start = try #require(edit["start"]?.int), count = try #require(edit["deleteCount"]?.int)
            let inserted = (edit["data"]?.array ?? []).compactMap(\.int)
            data.replaceSubrange(start..<(start + count), with: inserted)
        }
        return data
    }

    @Test func theServerOffersDeltas() throws {
        let client = TestClient(initialize: false)
        let response = client.request("initialize", .object([JSONMember("capabilities", .object([]))]))
        #expect(response["result"]?["capabilities"]?["semanticTokensProvider"]?["full"]?["delta"] == .bool(true))
    }

    @Test func aDeltaAppliedToThePreviousResultIsTheFullResult() throws {
        let client = TestClient()
        let text = Self.big(300)
        client.open(Self.uri, text)
        let lastLine = text.split(separator: "\n", omittingEmptySubsequences: false).count - 2
        // At the start, in the middle, at the end; typing, deleting a line, and a new field.
        let edits: [((Int, Int), (Int, Int), String)] = [
            ((1, 11), (1, 11), "x"),
            ((152, 0), (153, 0), ""),
            ((160, 500), (160, 500), "\n    field extra: int { label \"E\" }"),
            ((lastLine, 0), (lastLine, 0), "    // the end\n"),
            ((0, 0), (0, 0), "/* first */ "),
        ]
        var previous = try #require(client.result("textDocument/semanticTokens/full", client.document(Self.uri)))
        var version = 1
        for (start, end, newText) in edits {
            version += 1
            client.change(Self.uri, version: version, from: start, to: end, text: newText)
            let id = try #require(previous["resultId"]?.string)
            let delta = try #require(client.result("textDocument/semanticTokens/full/delta",
                                                   params(client, [JSONMember("previousResultId", .string(id))])))
            let edits = try #require(delta["edits"]?.array, "an edit is answered with edits")
            // One edit changes one run of tokens: the delta is short beside the whole.
            let sent = edits.reduce(0) { $0 + ($1["data"]?.array?.count ?? 0) }
            let old = try #require(previous["data"]?.array).compactMap(\.int)
            let full = try #require(client.result("textDocument/semanticTokens/full", client.document(Self.uri)))
            let now = try #require(full["data"]?.array).compactMap(\.int)
            #expect(try apply(edits, to: old) == now, "\(start) \(newText)")
            #expect(sent < now.count / 10, "\(start): \(sent) of \(now.count)")
            #expect(delta["resultId"]?.string != id)
            previous = full
        }
        // Nothing changed: no edit.
        let id = try #require(previous["resultId"]?.string)
        let same = client.result("textDocument/semanticTokens/full/delta", params(client, [JSONMember("previousResultId", .string(id))]))
        #expect(same?["edits"]?.array?.isEmpty == true)
    }

    /// Random edits, one to three between two requests, into every example and a large form:
    /// typing into a label and new lines in a field as a person does, and anywhere: text,
    /// new lines, quotes, braces, comment markers, a new field, non-ASCII text. After each burst the delta, applied to the tokens the
    /// client holds, is the whole file's tokens; edits inside one member are answered from
    /// that member's lines, and the rest from the whole file, and both happen.
    @Test func deltasAfterRandomEditsAreTheWholeFilesTokens() throws {
        var random = SplitMix64(state: 20261128)
        let pieces = ["x", "é👍🏽", " ", "\n", "\"", "{", "}", "(", ")", "/*", "*/", "// ", ";", ",", "field g: text",
                      "label \"L\"", "validate required", "when a == 1", "section {", "1...9",
                      "computed t: int? = f1 * 2 ?? 0", "round(", " + "]
        var texts = [Self.big(120)]
        let examples = CompletionPropertyTests.root.appendingPathComponent("Examples")
        for name in try FileManager.default.contentsOfDirectory(atPath: examples.path).sorted() where name.hasSuffix(".form") {
            texts.append(try String(contentsOf: examples.appendingPathComponent(name), encoding: .utf8))
        }
        var fromEdits = 0, bursts = 0
        for text in texts {
            let client = TestClient()
            client.open(Self.uri, text)
            var lines = text.components(separatedBy: "\n")
            var previous = try #require(client.result("textDocument/semanticTokens/full", client.document(Self.uri)))
            var held = try #require(previous["data"]?.array).compactMap(\.int)
            var version = 1
            for _ in 0..<40 {
                for _ in 0...Int.random(in: 0...2, using: &random) {
                    // A place on a line, at a character boundary; then an insertion or a deletion.
                    let line = Int.random(in: 0..<lines.count, using: &random)
                    let characters = Array(lines[line])
                    let at = Int.random(in: 0...characters.count, using: &random)
                    let column = String(characters[..<at]).utf16.count
                    version += 1
                    // As a person types, half the time: into a label, or a new line after a field's `{`.
                    if Bool.random(using: &random), let line = lines.indices.filter({ lines[$0].contains("{ label \"") }).randomElement(using: &random) {
                        let text = lines[line]
                        let brace = text.range(of: "{ label \"")!
                        let newLine = Bool.random(using: &random)
                        let at = newLine ? text.index(after: brace.lowerBound) : brace.upperBound
                        let piece = newLine ? "\n        " : "ab"
                        let column = text[..<at].utf16.count
                        client.change(Self.uri, version: version, from: (line, column), to: (line, column), text: piece)
                        lines.replaceSubrange(line...line, with: (String(text[..<at]) + piece + String(text[at...])).components(separatedBy: "\n"))
                    } else if Bool.random(using: &random) || characters.isEmpty {
                        let piece = pieces.randomElement(using: &random)!
                        client.change(Self.uri, version: version, from: (line, column), to: (line, column), text: piece)
                        let joined = String(characters[..<at]) + piece + String(characters[at...])
                        lines.replaceSubrange(line...line, with: joined.components(separatedBy: "\n"))
                    } else {
                        let to = min(characters.count, at + Int.random(in: 1...6, using: &random))
                        client.change(Self.uri, version: version, from: (line, column), to: (line, String(characters[..<to]).utf16.count), text: "")
                        lines[line] = String(characters[..<at]) + String(characters[to...])
                    }
                }
                bursts += 1
                let id = try #require(previous["resultId"]?.string)
                let delta = try #require(client.result("textDocument/semanticTokens/full/delta",
                                                       params(client, [JSONMember("previousResultId", .string(id))])))
                held = try apply(try #require(delta["edits"]?.array), to: held)
                // The whole file's tokens, from a server that sees the text for the first time.
                let current = lines.joined(separator: "\n")
                #expect(current == String(decoding: client.server.documents[Self.uri]!.bytes, as: UTF8.self))
                let reference = TestClient()
                reference.open(Self.uri, current)
                let now = try #require(reference.result("textDocument/semanticTokens/full", reference.document(Self.uri))?["data"]?.array)
                    .compactMap(\.int)
                if held != now {
                    let first = (0..<min(held.count, now.count)).first { held[$0] != now[$0] } ?? min(held.count, now.count)
                    Issue.record("after edit \(version - 1): token \(first / 5) differs (\(held.count / 5) tokens held, \(now.count / 5) now) in\n\(current)")
                    return
                }
                previous = delta
            }
            fromEdits += client.server.documents[Self.uri]!.semanticTokenDeltasFromEdits
        }
        #expect(fromEdits > bursts / 10, "\(fromEdits) of \(bursts) deltas from the edited member's lines")
        #expect(fromEdits < bursts, "some edits reach outside one member")
    }

    /// A keystroke inside a field is answered from the field's lines; one between two members,
    /// or that changes which members there are, from the whole file.
    @Test func anEditInsideOneFieldReadsOnlyItsLines() throws {
        let client = TestClient()
        client.open(Self.uri, Self.big(300))
        let document = try #require(client.server.documents[Self.uri])
        var id = try #require(client.result("textDocument/semanticTokens/full", client.document(Self.uri))?["resultId"]?.string)
        var version = 1
        func edit(_ at: (Int, Int), _ text: String) throws {
            version += 1
            client.change(Self.uri, version: version, from: at, to: at, text: text)
            let delta = try #require(client.result("textDocument/semanticTokens/full/delta",
                                                   params(client, [JSONMember("previousResultId", .string(id))])))
            id = try #require(delta["resultId"]?.string)
        }
        try edit((10, 40), "x")                    // in field f8's label
        #expect(document.semanticTokenDeltasFromEdits == 1)
        try edit((10, 20), "\n")                   // a new line inside the same field
        #expect(document.semanticTokenDeltasFromEdits == 2)
        try edit((10, 0), "    field g: int\n")   // a new member: the whole file
        #expect(document.semanticTokenDeltasFromEdits == 2)
        try edit((20, 0), "// between\n")         // between two members
        #expect(document.semanticTokenDeltasFromEdits == 2)
    }

    @Test func aStaleResultIdGetsTheWholeResult() throws {
        let client = TestClient()
        client.open(Self.uri, Self.big(20))
        let first = try #require(client.result("textDocument/semanticTokens/full", client.document(Self.uri)))
        _ = client.result("textDocument/semanticTokens/full", client.document(Self.uri))
        client.change(Self.uri, version: 2, from: (1, 11), to: (1, 11), text: "x")
        for previous in [first["resultId"], .string("no such result"), nil] {
            let extra = previous.map { [JSONMember("previousResultId", $0)] } ?? []
            let answer = try #require(client.result("textDocument/semanticTokens/full/delta", params(client, extra)))
            #expect(answer["edits"] == nil)
            let data = try #require(answer["data"]?.array)
            let full = client.result("textDocument/semanticTokens/full", client.document(Self.uri))?["data"]?.array
            #expect(data == full)
        }
    }

    @Test func aRangeOfALargeFileIsTheFullResultOnItsLines() throws {
        let client = TestClient()
        let text = Self.big(300)
        client.open(Self.uri, text)
        let full = try tokens(client.result("textDocument/semanticTokens/full", client.document(Self.uri)))
        // From a line start, from inside the block comment, across the middle, to the end.
        for (first, last) in [(0, 5), (151, 160), (153, 154), (100, 220), (295, 310)] {
            let range = JSONValue.object([JSONMember("start", client.position(first, 0)), JSONMember("end", client.position(last, 0))])
            let ranged = try tokens(client.result("textDocument/semanticTokens/range", params(client, [JSONMember("range", range)])))
            let expected = full.filter { $0.line >= first && $0.line < last }
            let inside = ranged.filter { $0.line >= first && $0.line < last }
            #expect(inside.map(\.line) == expected.map(\.line), "\(first)..<\(last)")
            #expect(inside.map(\.start) == expected.map(\.start), "\(first)..<\(last)")
            #expect(inside.map(\.type) == expected.map(\.type), "\(first)..<\(last)")
            // Outside the range, only the rest of a token that reaches into it (the comment's
            // first line), as the full result has it.
            for token in ranged where token.line < first || token.line >= last {
                #expect(token.type == .comment && full.contains { $0.line == token.line && $0.start == token.start })
            }
        }
    }

    @Test func aWordFromAListIsAValueBesideAFieldOfItsName() throws {
        let client = TestClient()
        let text = "form A {\n    field email: text { keyboard email; validate required }\n    focus email\n}\n"
        client.open(Self.uri, text)
        let all = try tokens(client.result("textDocument/semanticTokens/full", client.document(Self.uri)))
        #expect(all.first { $0.line == 1 && $0.start == 33 }?.type == .enumMember)
        #expect(all.first { $0.line == 2 && $0.start == 10 }?.type == .variable)
    }

    @Test func columnsCountUTF16OnALineOfManyTokens() throws {
        let client = TestClient()
        let line = "    field a: text { label \"名前 😀\"; help \"😀😀\"; keyboard email; prompt \"é\" }"
        client.open(Self.uri, "form A {\n\(line)\n}\n")
        let found = try tokens(client.result("textDocument/semanticTokens/full", client.document(Self.uri))).filter { $0.line == 1 }
        func column(_ word: String) -> Int { line.utf16.distance(from: line.utf16.startIndex, to: line.range(of: word)!.lowerBound.samePosition(in: line.utf16)!) }
        #expect(found.map(\.start) == ["field", "a:", "text", "label", "\"名前", "help", "\"😀😀", "keyboard", "email", "prompt", "\"é"].map(column))
        #expect(found.first { $0.start == column("\"😀😀") }?.length == 6)
    }
}
