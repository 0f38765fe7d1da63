import Testing
@testable import FormDSL

@Suite struct JSONReaderTests {
    private func read(_ text: String) -> JSONValue? {
        try? JSONReader.read(text).get()
    }

    private func error(_ text: String) -> JSONReadError? {
        if case .failure(let error) = JSONReader.read(text) { return error }
        return nil
    }

    @Test func readsEveryKindOfValue() {
        #expect(read("null") == .null)
        #expect(read(" true ") == .bool(true))
        #expect(read("false") == .bool(false))
        #expect(read("\"a\"") == .string("a"))
        #expect(read("[]") == .array([]))
        #expect(read("{}") == .object([]))
        #expect(read("[1, \"x\", {\"k\": null}]") == .array([.number("1"), .string("x"), .object([JSONMember("k", .null)])]))
    }

    @Test func numbersKeepTheirExactText() {
        for text in ["0", "-0", "1.50", "12345678901234567890123", "1e3", "1E+3", "-2.5e-10", "0.0"] {
            #expect(read(text) == .number(text), "\(text)")
        }
    }

    @Test func rejectsWhatRFC8259Rejects() {
        for text in ["", " ", "+1", "01", ".5", "1.", "1e", "-", "NaN", "Infinity", "[1,]", "{\"a\":1,}", "{a:1}",
                     "'a'", "[1 2]", "{\"a\" 1}", "tru", "nulll", "\"\\x\"", "\"a", "[", "{", "1 2", "// c\n1",
                     "\"\t\"", "\"\\u12\"", "\"\\uD800\"", "\"\\uDC00\"", "\"\\uD800\\u0041\"", "\u{FEFF}1"] {
            #expect(error(text) != nil, "accepted \(text.debugDescription)")
        }
    }

    @Test func errorsSayWhere() throws {
        let e = try #require(error("[1, 2,, 3]"))
        #expect(e.offset == 6)
        #expect(error("{\"a\": 1} x")?.offset == 9)
        #expect(error("\"abc")?.offset == 0)
    }

    @Test func stringsDecodeEscapesAndUTF8() {
        #expect(read(#""\"\\\/\b\f\n\r\t""#) == .string("\"\\/\u{8}\u{C}\n\r\t"))
        #expect(read(#""\u00e9\u4e2d\ud83d\ude00""#) == .string("é中😀"))
        #expect(read("\"中文 😀 \u{FFFD}\"") == .string("中文 😀 \u{FFFD}"))
        #expect(JSONReader.read([0x22, 0xFF, 0x22]).isFailure)
        #expect(JSONReader.read([0x22, 0xED, 0xA0, 0x80, 0x22]).isFailure)
    }

    @Test func duplicateKeysAndOrderAreKept() {
        #expect(read(#"{"b": 1, "a": 2, "b": 3}"#) == .object([JSONMember("b", .number("1")), JSONMember("a", .number("2")),
                                                              JSONMember("b", .number("3"))]))
    }

    @Test func nestingIsLimited() {
        let ok = String(repeating: "[", count: 512) + String(repeating: "]", count: 512)
        #expect(read(ok) != nil)
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        #expect(error(deep)?.message.contains("nesting") == true)
        #expect(error(String(repeating: "{\"a\":", count: 600) + "1" + String(repeating: "}", count: 600)) != nil)
    }

    @Test func printedValuesReadBackEqual() {
        let value: JSONValue = .object([
            JSONMember("text", .string("tab\t \"q\" \u{2028} \u{7F} 中 😀")),
            JSONMember("n", .number("-1.25e3")),
            JSONMember("list", .array([.bool(true), .null, .object([])])),
        ])
        #expect(read(JSONPrinter.print(value)) == value)
        #expect(read(JSONPrinter.compact(value)) == value)
    }

    /// Random bytes, and random mutations of a valid document, never crash the reader.
    @Test func randomBytesNeverCrash() {
        var rng = SplitMix64(state: 0x15_0A)
        let alphabet = Array("{}[]\":,-+.0123456789eE truefalsnul\\u\t\n".utf8) + [0xFF, 0xC3, 0xE4, 0x00]
        for _ in 0..<3000 {
            let count = rng.below(64)
            let bytes = (0..<count).map { _ in rng.chance(50) ? alphabet[rng.below(alphabet.count)] : UInt8(rng.below(256)) }
            _ = JSONReader.read(bytes)
        }
        let seed = Array(#"{"jsonrpc":"2.0","id":1,"method":"x","params":{"a":[1,2.5,"\u00e9",null,true]}}"#.utf8)
        #expect(JSONReader.read(seed).isSuccess)
        for _ in 0..<3000 {
            var bytes = seed
            for _ in 0..<1 + rng.below(4) {
                let i = rng.below(bytes.count)
                switch rng.below(3) {
                case 0: bytes[i] = UInt8(rng.below(256))
                case 1: bytes.remove(at: i)
                default: bytes.insert(alphabet[rng.below(alphabet.count)], at: i)
                }
                if bytes.isEmpty { break }
            }
            _ = JSONReader.read(bytes)
        }
    }
}

extension Result {
    var isFailure: Bool {
        if case .failure = self { return true }
        return false
    }

    var isSuccess: Bool { !isFailure }
}
