// The libFuzzer entry point for formc lsp: each input is a session of messages fed to a
// fresh LanguageServer after `initialize` and the opening of a document. Whatever the bytes,
// the server must not crash, and everything it writes must be framed, valid JSON.
// Build and run with fuzz/run-lsp.sh.

import FormDSL
import FormLSP

/// The session's start: a client that initialized and opened one form.
let prelude: [[UInt8]] = [
    #"{"jsonrpc":"2.0","id":0,"method":"initialize","params":{"capabilities":{}}}"#,
    #"{"jsonrpc":"2.0","method":"initialized","params":{}}"#,
    #"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"file:///f.form","languageId":"formc","version":1,"text":"form A {\n\tfield a: text { label \"中😀\"; keyboard numberPadd }\n    field b: int\n    focus a, b\n}\n"}}}"#,
].map { Array($0.utf8) }

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let bytes = Array(UnsafeRawBufferPointer(start: start, count: count))
    let server = LanguageServer()
    var output: [UInt8] = []
    for message in prelude { output += server.receive(frame(message)) }
    // NUL splits the input into chunks: a chunk whose first byte is odd goes in raw, as the
    // client's byte stream (headers included); any other is framed as one message's content.
    for chunk in bytes.split(separator: 0, omittingEmptySubsequences: false) {
        if let first = chunk.first, first & 1 == 1 {
            output += server.receive(chunk.dropFirst())
        } else {
            output += server.receive(frame(Array(chunk.dropFirst())))
        }
    }
    checkFramed(output)
    return 0
}

func frame(_ content: [UInt8]) -> [UInt8] {
    Array("Content-Length: \(content.count)\r\n\r\n".utf8) + content
}

/// Everything the server wrote is a sequence of `Content-Length` frames of JSON objects.
func checkFramed(_ output: [UInt8]) {
    var i = 0
    let prefix = Array("Content-Length: ".utf8)
    while i < output.count {
        guard output[i...].starts(with: prefix) else { fatalError("output is not framed at byte \(i)") }
        i += prefix.count
        var length = 0
        while i < output.count, output[i] >= 0x30, output[i] <= 0x39 {
            length = length * 10 + Int(output[i] - 0x30)
            i += 1
        }
        guard output[i...].starts(with: Array("\r\n\r\n".utf8)), i + 4 + length <= output.count else {
            fatalError("bad frame header at byte \(i)")
        }
        i += 4
        guard case .success(.object) = JSONReader.read(Array(output[i..<i + length])) else {
            fatalError("the server wrote a message that is not a JSON object: \(String(decoding: output[i..<i + length], as: UTF8.self))")
        }
        i += length
    }
}
