import FormDSL

/// A JSON-RPC error a request is answered with: the codes of JSON-RPC 2.0 and of LSP 3.17.
struct ResponseError: Error {
    var code: Int
    var message: String

    static let parseError = -32700
    static let invalidRequest = -32600
    static let methodNotFound = -32601
    static let invalidParams = -32602
    static let internalError = -32603
    static let serverNotInitialized = -32002
    static let requestFailed = -32803

    static func invalidParams(_ message: String) -> ResponseError { ResponseError(code: invalidParams, message: message) }

    var json: JSONValue {
        .record(["code": .integer(code), "message": .string(message)])
    }
}
