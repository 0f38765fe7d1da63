import Testing
import FormDSL
@testable import FormLSP

/// Formatting answers in the document's own line ends, so format-on-save settles: a canonical
/// CRLF document gets no edit, and one formatting of any other leaves it canonical.
@Suite struct LineEndTests {
    static let uri = "file:///t/E.form"

    @Test func aCanonicalDocumentGetsNoEditWhateverItsLineEnds() throws {
        for end in ["\n", "\r\n", "\r"] {
            let client = TestClient()
            client.open(Self.uri, ["form A {", "    field a: text", "}", ""].joined(separator: end))
            #expect(client.result("textDocument/formatting", client.document(Self.uri)) == .array([]), "line end \(Array(end.utf8))")
        }
    }

    @Test func formattingACRLFDocumentSettlesInOneStep() throws {
        let client = TestClient()
        client.open(Self.uri, "form A {\r\n  field a: text\r\n      field b: text\r\n}\r\n")
        let edits = try #require(client.result("textDocument/formatting", client.document(Self.uri))?.array)
        #expect(edits.count == 1)
        let edit = try #require(edits.first)
        let newText = try #require(edit["newText"]?.string)
        // Every line break the edit writes is the document's CRLF.
        #expect(!newText.unicodeScalars.enumerated().contains { i, c in
            c == "\n" && (i == 0 || Array(newText.unicodeScalars)[i - 1] != "\r")
        })
        let start = try #require(edit["range"]?["start"]), end = try #require(edit["range"]?["end"])
        client.change(Self.uri, version: 2, from: (start["line"]!.int!, start["character"]!.int!),
                      to: (end["line"]!.int!, end["character"]!.int!), text: newText)
        #expect(client.result("textDocument/formatting", client.document(Self.uri)) == .array([]))
    }

    @Test func lineEndsAreReadFromTheFirstLine() {
        #expect(LanguageServer.lineEnd(of: Array("a\r\nb\n".utf8)) == [0x0D, 0x0A])
        #expect(LanguageServer.lineEnd(of: Array("a\nb\r\n".utf8)) == [0x0A])
        #expect(LanguageServer.lineEnd(of: Array("a\rb".utf8)) == [0x0D])
        #expect(LanguageServer.lineEnd(of: Array("one line".utf8)) == [0x0A])
        #expect(LanguageServer.withLineEnds(Array("a\nb\n".utf8), [0x0D, 0x0A]) == Array("a\r\nb\r\n".utf8))
    }
}
