import FormDSL
@testable import FormLSP

/// Drives a `LanguageServer` in process as a client would: framed messages in, framed
/// messages out, parsed back into JSON.
final class TestClient {
    let server = LanguageServer(version: "test")
    private var nextID = 1
    /// Every notification the server sent, in order.
    private(set) var notifications: [JSONValue] = []

    /// `textDocument` is the client's `capabilities.textDocument` (snippets, Markdown).
    init(encodings: [String]? = nil, textDocument: JSONValue? = nil, initialize: Bool = true) {
        guard initialize else { return }
        var capabilities: [JSONMember] = []
        if let encodings {
            capabilities.append(JSONMember("general", .object([JSONMember("positionEncodings", .array(encodings.map(JSONValue.string)))])))
        }
        if let textDocument { capabilities.append(JSONMember("textDocument", textDocument)) }
        _ = request("initialize", .object([JSONMember("capabilities", .object(capabilities))]))
        notify("initialized", .object([]))
    }

    /// Sends raw bytes; returns every message the server wrote back.
    func send(bytes: [UInt8]) -> [JSONValue] {
        var framer = MessageFramer()
        framer.append(server.receive(bytes))
        var messages: [JSONValue] = []
        while case .message(let content)? = framer.next() {
            let value = try! JSONReader.read(content).get()
            messages.append(value)
            if value["method"] != nil { notifications.append(value) }
        }
        return messages
    }

    func send(_ message: JSONValue) -> [JSONValue] {
        send(bytes: MessageFramer.frame(Array(JSONPrinter.compact(message).utf8)))
    }

    /// Sends a request; returns its response (`result` or `error` inside).
    @discardableResult
    func request(_ method: String, _ params: JSONValue) -> JSONValue {
        let id = nextID
        nextID += 1
        let messages = send(.object([JSONMember("jsonrpc", .string("2.0")), JSONMember("id", .integer(id)),
                                     JSONMember("method", .string(method)), JSONMember("params", params)]))
        return messages.first { $0["id"] == .integer(id) } ?? .null
    }

    func result(_ method: String, _ params: JSONValue) -> JSONValue? {
        request(method, params)["result"]
    }

    @discardableResult
    func notify(_ method: String, _ params: JSONValue) -> [JSONValue] {
        send(.object([JSONMember("jsonrpc", .string("2.0")), JSONMember("method", .string(method)), JSONMember("params", params)]))
    }

    /// Opens a document; returns the diagnostics published for it.
    @discardableResult
    func open(_ uri: String, _ text: String, version: Int = 1) -> [JSONValue] {
        let sent = notify("textDocument/didOpen", .object([JSONMember("textDocument", .object([
            JSONMember("uri", .string(uri)), JSONMember("languageId", .string("formc")),
            JSONMember("version", .integer(version)), JSONMember("text", .string(text)),
        ]))]))
        return Self.diagnostics(in: sent, uri: uri)
    }

    /// Replaces a range (zero-based lines and characters); returns the diagnostics published.
    @discardableResult
    func change(_ uri: String, version: Int, from start: (Int, Int), to end: (Int, Int), text: String) -> [JSONValue] {
        let range = JSONValue.object([
            JSONMember("start", position(start.0, start.1)), JSONMember("end", position(end.0, end.1)),
        ])
        let sent = notify("textDocument/didChange", .object([
            JSONMember("textDocument", .object([JSONMember("uri", .string(uri)), JSONMember("version", .integer(version))])),
            JSONMember("contentChanges", .array([.object([JSONMember("range", range), JSONMember("text", .string(text))])])),
        ]))
        return Self.diagnostics(in: sent, uri: uri)
    }

    static func diagnostics(in messages: [JSONValue], uri: String) -> [JSONValue] {
        for message in messages where message["method"] == .string("textDocument/publishDiagnostics") {
            if message["params"]?["uri"] == .string(uri) { return message["params"]?["diagnostics"]?.array ?? [] }
        }
        return []
    }

    func position(_ line: Int, _ character: Int) -> JSONValue {
        .object([JSONMember("line", .integer(line)), JSONMember("character", .integer(character))])
    }

    func at(_ uri: String, _ line: Int, _ character: Int) -> JSONValue {
        .object([JSONMember("textDocument", .object([JSONMember("uri", .string(uri))])),
                 JSONMember("position", position(line, character))])
    }

    func document(_ uri: String) -> JSONValue {
        .object([JSONMember("textDocument", .object([JSONMember("uri", .string(uri))]))])
    }
}
