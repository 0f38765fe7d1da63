import Testing
import FormDSL
@testable import FormLSP

@Suite struct RobustnessTests {
    static let uri = "file:///t/R.form"

    @Test func malformedJSONGetsAParseError() {
        let client = TestClient()
        let messages = client.send(bytes: MessageFramer.frame(Array("{\"jsonrpc\": \"2.0\", \"id\": 1,".utf8)))
        #expect(messages.first?["error"]?["code"] == .integer(-32700))
        #expect(messages.first?["id"] == .null)
        // The session goes on.
        #expect(client.request("shutdown", .null)["result"] == .null)
    }

    @Test func badHeadersAreDroppedAndReadingResumes() {
        let client = TestClient()
        var bytes = Array("Content-Length: banana\r\n\r\n".utf8)
        bytes += Array("Bogus\r\n\r\n".utf8)
        bytes += Array("Content-Type: x\r\n\r\n".utf8)
        bytes += MessageFramer.frame(Array(#"{"jsonrpc":"2.0","id":7,"method":"shutdown"}"#.utf8))
        let messages = client.send(bytes: bytes)
        #expect(messages.filter { $0["method"] == .string("window/logMessage") }.count == 3)
        #expect(messages.contains { $0["id"] == .integer(7) && $0["result"] == .null })
    }

    @Test func messagesSplitAnywhereAreReassembled() {
        let client = TestClient()
        let bytes = MessageFramer.frame(Array(#"{"jsonrpc":"2.0","id":"x","method":"shutdown"}"#.utf8))
        var replies: [JSONValue] = []
        for byte in bytes { replies += client.send(bytes: [byte]) }
        #expect(replies.count == 1)
        #expect(replies.first?["id"] == .string("x"))
    }

    /// Keystrokes that arrive in one read are checked once, for the last version.
    @Test func aBurstOfChangesPublishesOnce() {
        let client = TestClient()
        client.open(Self.uri, "form A {\n    field a: text\n}\n")
        var bytes: [UInt8] = []
        for (version, character) in [(2, 17), (3, 18), (4, 19)] {
            let change = JSONValue.object([
                JSONMember("textDocument", .object([JSONMember("uri", .string(Self.uri)), JSONMember("version", .integer(version))])),
                JSONMember("contentChanges", .array([.object([
                    JSONMember("range", .object([JSONMember("start", client.position(1, character)), JSONMember("end", client.position(1, character))])),
                    JSONMember("text", .string("?")),
                ])])),
            ])
            bytes += MessageFramer.frame(Array(JSONPrinter.compact(.object([
                JSONMember("jsonrpc", .string("2.0")), JSONMember("method", .string("textDocument/didChange")), JSONMember("params", change),
            ])).utf8))
        }
        let published = client.send(bytes: bytes).filter { $0["method"] == .string("textDocument/publishDiagnostics") }
        #expect(published.count == 1)
        #expect(published.first?["params"]?["version"] == .integer(4))
        #expect(client.server.text(of: Self.uri) == Array("form A {\n    field a: text???\n}\n".utf8))
    }

    @Test func unknownDocumentsAndWrongShapes() {
        let client = TestClient()
        #expect(client.request("textDocument/hover", client.at("file:///nope", 0, 0))["error"]?["code"] == .integer(-32602))
        #expect(client.request("textDocument/formatting", .object([]))["error"]?["code"] == .integer(-32602))
        #expect(client.request("textDocument/hover", .string("x"))["error"]?["code"] == .integer(-32602))
        #expect(client.send(.array([])).first?["error"]?["code"] == .integer(-32600))
        let notJSONRPC = client.send(.integer(3))
        #expect(notJSONRPC.first?["error"]?["code"] == .integer(-32600))
        // Changes to documents never opened are logged, not fatal.
        let sent = client.change("file:///nope", version: 2, from: (0, 0), to: (0, 0), text: "x")
        #expect(sent.isEmpty)
        #expect(client.notifications.last?["method"] == .string("window/logMessage"))
    }

    @Test func positionsOutOfRangeAreClamped() throws {
        let client = TestClient()
        client.open(Self.uri, "form A {\n    field a: text\n}\n")
        client.change(Self.uri, version: 2, from: (99, 99), to: (-5, 1_000_000), text: "")
        client.change(Self.uri, version: 3, from: (1, 1_000_000), to: (1, 1_000_000), text: " { label \"A\" }")
        #expect(client.server.text(of: Self.uri) == Array("form A {\n    field a: text { label \"A\" }\n}\n".utf8))
        for method in ["textDocument/hover", "textDocument/completion", "textDocument/definition", "textDocument/references"] {
            for (line, character) in [(-1, -1), (0, Int.max), (Int.max, 0), (1, 12)] {
                #expect(client.request(method, client.at(Self.uri, line, character))["error"] == nil)
            }
        }
    }

    /// 10 MB: a thousand fields and, to keep the test quick in debug builds, a long comment
    /// of CJK and emoji (the lexer still reads every byte; positions after it count them).
    @Test func aTenMegabyteDocument() throws {
        let client = TestClient()
        var text = "form Big {\n    /*"
        let filler = String(repeating: "中文 😀 text ", count: 100) + "\n"
        while text.utf8.count < 10_000_000 { text += filler }
        text += "*/\n"
        for i in 0..<1000 { text += "    field f\(i): text { label \"Field \(i)\" }\n" }
        text += "}\n"
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).count
        #expect(client.open(Self.uri, text).isEmpty)
        let end = client.change(Self.uri, version: 2, from: (lines - 2, 0), to: (lines - 2, 1), text: "")
        #expect(end.contains { $0["severity"] == .integer(1) })
        #expect(client.server.text(of: Self.uri)?.count == text.utf8.count - 1)
    }

    /// 10,000 keystrokes, each an incremental change: the store still holds one document,
    /// whose text is exactly the result of the edits.
    @Test func tenThousandEditsKeepOneCopy() {
        let client = TestClient()
        client.open(Self.uri, "form A {\n    field a: text {\n        label \"\"\n    }\n}\n")
        var expected = Array("form A {\n    field a: text {\n        label \"\"\n    }\n}\n".utf8)
        let labelColumn = 15
        for n in 0..<10_000 {
            let character = labelColumn + n % 100
            if n % 100 == 99 {
                // Delete the hundred characters typed so far.
                client.change(Self.uri, version: n + 2, from: (2, labelColumn), to: (2, labelColumn + 99), text: "")
                expected.removeSubrange(expected.startIndex + 29 + labelColumn..<expected.startIndex + 29 + labelColumn + 99)
            } else {
                client.change(Self.uri, version: n + 2, from: (2, character), to: (2, character), text: "x")
                expected.insert(UInt8(ascii: "x"), at: 29 + character)
            }
        }
        #expect(client.server.openDocumentCount == 1)
        #expect(client.server.text(of: Self.uri) == expected)
        let document = client.server.documents[Self.uri]!
        #expect(document.bytes.capacity < 4096)
    }

    @Test func randomMessagesNeverCrash() {
        var rng = SplitMix64(state: 22)
        let seeds = [
            #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"capabilities":{}}}"#,
            #"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"u","version":1,"text":"form A { field a: text }"}}}"#,
            #"{"jsonrpc":"2.0","method":"textDocument/didChange","params":{"textDocument":{"uri":"u","version":2},"contentChanges":[{"range":{"start":{"line":0,"character":9},"end":{"line":0,"character":14}},"text":"field b"}]}}"#,
            #"{"jsonrpc":"2.0","id":2,"method":"textDocument/hover","params":{"textDocument":{"uri":"u"},"position":{"line":0,"character":16}}}"#,
            #"{"jsonrpc":"2.0","id":3,"method":"textDocument/semanticTokens/full","params":{"textDocument":{"uri":"u"}}}"#,
        ].map { Array($0.utf8) }
        for _ in 0..<300 {
            let server = LanguageServer()
            for seed in seeds {
                var bytes = seed
                for _ in 0..<rng.below(3) {
                    bytes[rng.below(bytes.count)] = UInt8(rng.below(128))
                }
                _ = server.receive(MessageFramer.frame(bytes))
            }
        }
    }
}

struct SplitMix64: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
    mutating func below(_ n: Int) -> Int { Int(next() % UInt64(n)) }
}
