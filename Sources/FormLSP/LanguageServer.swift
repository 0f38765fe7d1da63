import FormDSL

/// formc's language server: JSON-RPC messages in, messages out, over documents the client
/// has open. Transport-free: `receive` takes bytes as they arrive and returns bytes to
/// write, so tests, the fuzzer and the benchmark drive the same code as `formc lsp`.
///
/// Nothing a client sends can stop the server: malformed JSON, bad headers, unknown methods,
/// unknown documents and positions out of range each get an error response or a log line.
/// Requests are answered in the order they arrive, each before the next is read, so
/// `$/cancelRequest` never finds work to cancel and is accepted and ignored.
public final class LanguageServer {
    /// What the process should exit with, once the client has sent `exit`: 0 after
    /// `shutdown`, 1 without (LSP 3.17, "exit Notification").
    public private(set) var exitCode: Int32?

    private enum State {
        case uninitialized
        case running
        case shutDown
    }

    private var state = State.uninitialized
    var encoding = PositionEncoding.utf16
    /// Where docs/DIAGNOSTICS.md is published, from `initializationOptions.diagnosticsDocumentation`
    /// (a non-empty string); nil without it, and then diagnostics carry no `codeDescription`.
    var documentationURL: String?
    /// What the client accepts: snippets, Markdown (set by `initialize`).
    var client = ClientCapabilities()
    private(set) var documents: [String: TextDocument] = [:]
    private var framer = MessageFramer()
    private let version: String
    private let log: (String) -> Void
    /// Messages to send after the current response: diagnostics, log lines.
    private var pending: [JSONValue] = []
    /// Open documents changed since their diagnostics were last published, in order.
    private var stale: [String] = []

    /// `version` is reported as `serverInfo.version`; `log` receives one line per problem
    /// worth a person's attention (the command writes them to standard error).
    public init(version: String = "", log: @escaping (String) -> Void = { _ in }) {
        self.version = version
        self.log = log
    }

    // MARK: Transport

    /// Feeds bytes read from the client; returns the framed messages to write back.
    public func receive<Bytes: Sequence>(_ bytes: Bytes) -> [UInt8] where Bytes.Element == UInt8 {
        framer.append(bytes)
        var out: [UInt8] = []
        while let frame = framer.next() {
            switch frame {
            case .message(let content):
                for message in process(content: content) {
                    out += MessageFramer.frame(JSONPrinter.compact(message).utf8Array)
                }
            case .badHeader(let problem):
                report("dropped a message with a bad header: \(problem)")
                for message in takePending() {
                    out += MessageFramer.frame(JSONPrinter.compact(message).utf8Array)
                }
            }
        }
        // Diagnostics for the changes in this read, once per document.
        flushDiagnostics()
        for message in takePending() {
            out += MessageFramer.frame(JSONPrinter.compact(message).utf8Array)
        }
        return out
    }

    /// Handles one message's content; returns the messages to send, in order, diagnostics
    /// for a change included.
    public func handle(content: [UInt8]) -> [JSONValue] {
        let out = process(content: content)
        flushDiagnostics()
        return out + takePending()
    }

    /// Handles one message. Diagnostics of changed documents wait for `flushDiagnostics`, so
    /// the changes of a burst of keystrokes that arrive in one read are checked once; a
    /// request publishes them first, so it never answers about text the client has not seen
    /// diagnosed.
    private func process(content: [UInt8]) -> [JSONValue] {
        let message: JSONValue
        switch JSONReader.read(content) {
        case .failure(let error):
            report("malformed JSON: \(error)")
            return [Self.response(id: .null, error: ResponseError(code: ResponseError.parseError, message: "malformed JSON: \(error)"))]
                + takePending()
        case .success(let value):
            message = value
        }
        guard case .object = message else {
            return [Self.response(id: .null, error: ResponseError(code: ResponseError.invalidRequest, message: "a message must be a JSON object"))]
        }
        let id = message["id"]
        guard let method = message["method"]?.string else {
            // A response to a request of ours (the server sends none), or garbage.
            if id == nil || message["result"] == nil && message["error"] == nil {
                return [Self.response(id: id ?? .null, error: ResponseError(code: ResponseError.invalidRequest, message: "a message needs a method"))]
            }
            return []
        }
        let params = message["params"] ?? .null
        if let id {
            flushDiagnostics()
            var out = takePending()
            switch request(method, params) {
            case .success(let value): out.append(Self.response(id: id, result: value))
            case .failure(let error): out.append(Self.response(id: id, error: error))
            }
            out += takePending()
            return out
        }
        notification(method, params)
        return takePending()
    }

    private func takePending() -> [JSONValue] {
        defer { pending = [] }
        return pending
    }

    static func response(id: JSONValue, result: JSONValue) -> JSONValue {
        .record(["jsonrpc": .string("2.0"), "id": id, "result": result])
    }

    static func response(id: JSONValue, error: ResponseError) -> JSONValue {
        .record(["jsonrpc": .string("2.0"), "id": id, "error": error.json])
    }

    func send(notification method: String, _ params: JSONValue) {
        pending.append(.record(["jsonrpc": .string("2.0"), "method": .string(method), "params": params]))
    }

    /// Logs a problem: to `log`, and to the client's log (`window/logMessage`) once the
    /// client has initialized the server (LSP lets the server send nothing before).
    func report(_ line: String, type: Int = 2) {
        log("formc lsp: " + line)
        guard state != .uninitialized else { return }
        send(notification: "window/logMessage", .record(["type": .integer(type), "message": .string(line)]))
    }

    // MARK: Dispatch

    private func request(_ method: String, _ params: JSONValue) -> Result<JSONValue, ResponseError> {
        switch state {
        case .uninitialized:
            guard method == "initialize" else {
                return .failure(ResponseError(code: ResponseError.serverNotInitialized, message: "the server is not initialized"))
            }
            return .success(initialize(params))
        case .shutDown:
            return .failure(ResponseError(code: ResponseError.invalidRequest, message: "the server is shut down"))
        case .running:
            break
        }
        switch method {
        case "initialize":
            return .failure(ResponseError(code: ResponseError.invalidRequest, message: "initialize was already sent"))
        case "shutdown":
            state = .shutDown
            return .success(.null)
        case "textDocument/formatting": return withDocument(params) { formatting($0) }
        case "textDocument/codeAction": return withDocument(params) { codeActions($0, params) }
        case "textDocument/documentSymbol": return withDocument(params) { documentSymbols($0) }
        case "textDocument/foldingRange": return withDocument(params) { foldingRanges($0) }
        case "textDocument/semanticTokens/full": return withDocument(params) { semanticTokens($0) }
        case "textDocument/semanticTokens/full/delta": return withDocument(params) { semanticTokensDelta($0, params) }
        case "textDocument/semanticTokens/range": return withDocument(params) { semanticTokens($0, range: params["range"] ?? .null) }
        case "textDocument/completion": return withDocument(params) { completion($0, params) }
        case "textDocument/hover": return withDocument(params) { hover($0, params) }
        case "textDocument/definition": return withDocument(params) { definition($0, params) }
        case "textDocument/references": return withDocument(params) { references($0, params) }
        case "textDocument/prepareRename": return withDocument(params) { prepareRename($0, params) }
        case "textDocument/rename": return withDocument(params) { rename($0, params) }
        default:
            return .failure(ResponseError(code: ResponseError.methodNotFound, message: "unknown method '\(method)'"))
        }
    }

    /// Runs `body` on the document `params.textDocument.uri` names, or fails the request.
    private func withDocument(_ params: JSONValue,
                              _ body: (TextDocument) -> Result<JSONValue, ResponseError>) -> Result<JSONValue, ResponseError> {
        guard let uri = params[path: "textDocument", "uri"]?.string else {
            return .failure(.invalidParams("missing textDocument.uri"))
        }
        guard let document = documents[uri] else {
            return .failure(.invalidParams("unknown document \(uri); open it first"))
        }
        return body(document)
    }

    private func notification(_ method: String, _ params: JSONValue) {
        if method == "exit" {
            exitCode = state == .shutDown ? 0 : 1
            return
        }
        guard state == .running else { return }
        switch method {
        case "initialized": break
        case "textDocument/didOpen": didOpen(params)
        case "textDocument/didChange": didChange(params)
        case "textDocument/didClose": didClose(params)
        default:
            // `$/cancelRequest`, `$/setTrace`, `didSave` and the rest need nothing.
            break
        }
    }

    // MARK: Lifecycle

    private func initialize(_ params: JSONValue) -> JSONValue {
        state = .running
        encoding = PositionEncoding.negotiate(params[path: "capabilities", "general", "positionEncodings"]?.array)
        client = ClientCapabilities(params["capabilities"])
        // No default: formc cannot know where, or at which version, its documentation is
        // published, and a link to the wrong text is worse than none. An empty string is none.
        documentationURL = params[path: "initializationOptions", "diagnosticsDocumentation"]?.string.flatMap { $0.isEmpty ? nil : $0 }
        return .record([
            "capabilities": .record([
                "positionEncoding": .string(encoding.rawValue),
                "textDocumentSync": .record([
                    "openClose": .bool(true),
                    "change": .integer(2),   // TextDocumentSyncKind.Incremental
                ]),
                "documentFormattingProvider": .bool(true),
                "codeActionProvider": .record(["codeActionKinds": .array([.string("quickfix")])]),
                "documentSymbolProvider": .bool(true),
                "foldingRangeProvider": .bool(true),
                "semanticTokensProvider": .record([
                    "legend": .record([
                        "tokenTypes": .array(SemanticTokenType.allCases.map { .string($0.name) }),
                        "tokenModifiers": .array(SemanticTokenModifier.allCases.map { .string($0.name) }),
                    ]),
                    "full": .record(["delta": .bool(true)]),
                    "range": .bool(true),
                ]),
                "completionProvider": .record(["triggerCharacters": .array([" ", ",", "("].map(JSONValue.string))]),
                "hoverProvider": .bool(true),
                "definitionProvider": .bool(true),
                "referencesProvider": .bool(true),
                "renameProvider": .record(["prepareProvider": .bool(true)]),
            ]),
            "serverInfo": .record(["name": .string("formc"), "version": version.isEmpty ? nil : .string(version)]),
        ])
    }

    // MARK: Documents

    private func didOpen(_ params: JSONValue) {
        guard let item = params["textDocument"], let uri = item["uri"]?.string, let text = item["text"]?.string else {
            report("didOpen without textDocument.uri and text")
            return
        }
        let document = TextDocument(uri: uri, version: item["version"]?.int ?? 0, text: text)
        documents[uri] = document
        markStale(uri)
    }

    private func didChange(_ params: JSONValue) {
        guard let uri = params[path: "textDocument", "uri"]?.string, let changes = params["contentChanges"]?.array else {
            report("didChange without textDocument.uri and contentChanges")
            return
        }
        guard let document = documents[uri] else {
            report("didChange for \(uri), which is not open")
            return
        }
        let version = params[path: "textDocument", "version"]?.int ?? document.version + 1
        for change in changes {
            guard let text = change["text"]?.string else {
                report("a change to \(uri) without text; ignored")
                continue
            }
            if let range = change["range"] {
                if !document.replace(range, with: text, encoding: encoding) {
                    report("a change to \(uri) with an invalid range; ignored")
                }
            } else {
                document.replaceAll(with: text, version: version)
            }
        }
        document.setVersion(version)
        markStale(uri)
    }

    private func didClose(_ params: JSONValue) {
        guard let uri = params[path: "textDocument", "uri"]?.string, documents.removeValue(forKey: uri) != nil else { return }
        stale.removeAll { $0 == uri }
        send(notification: "textDocument/publishDiagnostics", .record(["uri": .string(uri), "diagnostics": .array([])]))
    }

    private func markStale(_ uri: String) {
        if !stale.contains(uri) { stale.append(uri) }
    }

    private func flushDiagnostics() {
        for uri in stale {
            if let document = documents[uri] { publishDiagnostics(document) }
        }
        stale = []
    }

    private func publishDiagnostics(_ document: TextDocument) {
        let converter = DiagnosticConverter(uri: document.uri, converter: document.converter(encoding),
                                            documentationURL: documentationURL)
        let diagnostics = document.compilation.diagnostics.map(converter.convert)
        send(notification: "textDocument/publishDiagnostics", .record([
            "uri": .string(document.uri),
            "version": .integer(document.version),
            "diagnostics": .array(diagnostics),
        ]))
    }

    // MARK: For tests and tools

    /// Whether the client has sent `shutdown`.
    public var isShutDown: Bool { state == .shutDown }

    /// The number of open documents.
    public var openDocumentCount: Int { documents.count }

    /// The text of an open document as the server has it.
    public func text(of uri: String) -> [UInt8]? { documents[uri]?.bytes }
}

extension String {
    var utf8Array: [UInt8] { Array(utf8) }
}

/// Reads the position a request names (`params.position`) as a byte offset.
extension LanguageServer {
    func offset(_ params: JSONValue, in document: TextDocument) -> Int? {
        guard let position = Position(params["position"]) else { return nil }
        return document.converter(encoding).offset(position)
    }
}
