/// Where things are in a catalog's bytes, for diagnostics: `JSONReader` gives values, not
/// offsets, so this scans the text once more (it has already been read as JSON, so the scan
/// need not check the grammar).
struct CatalogPositions {
    /// The span of the top-level `"strings"` and `"sourceLanguage"` keys, if present.
    var stringsKey: Span?
    var sourceLanguageKey: Span?
    /// The span of each key of the `strings` object, by key (the first of duplicates).
    var keys: [[UInt8]: Span] = [:]

    /// The span of `key` in the `strings` object.
    func span(of key: String) -> Span? { keys[key.exactKey] }

    init(_ bytes: [UInt8]) {
        var i = 0
        func skipSpace() { while i < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[i]) { i += 1 } }
        /// Reads a string at `i` (its opening quote) and returns its decoded text.
        func string() -> String {
            var scalars = String.UnicodeScalarView()
            var raw: [UInt8] = []
            i += 1
            func flush() { scalars.append(contentsOf: String(decoding: raw, as: UTF8.self).unicodeScalars); raw.removeAll() }
            while i < bytes.count, bytes[i] != 0x22 {
                if bytes[i] == 0x5C, i + 1 < bytes.count {
                    flush()
                    let e = bytes[i + 1]
                    i += 2
                    switch e {
                    case 0x6E: scalars.append("\n")
                    case 0x72: scalars.append("\r")
                    case 0x74: scalars.append("\t")
                    case 0x62: scalars.append("\u{08}")
                    case 0x66: scalars.append("\u{0C}")
                    case 0x75:
                        var value = hex4()
                        if (0xD800..<0xDC00).contains(value), i + 1 < bytes.count, bytes[i] == 0x5C, bytes[i + 1] == 0x75 {
                            i += 2
                            let low = hex4()
                            value = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
                        }
                        if let s = Unicode.Scalar(value) { scalars.append(s) }
                    default: scalars.append(Unicode.Scalar(e))
                    }
                } else {
                    raw.append(bytes[i])
                    i += 1
                }
            }
            flush()
            i += 1
            return String(scalars)
        }
        func hex4() -> UInt32 {
            var value: UInt32 = 0
            for _ in 0..<4 where i < bytes.count {
                let b = bytes[i]
                let digit: UInt32 = b <= 0x39 ? UInt32(b - 0x30) : UInt32((b | 0x20) - 0x61 + 10)
                value = value * 16 + digit
                i += 1
            }
            return value
        }
        /// Skips one value starting at `i`, nested ones included, without recursion.
        func skipValue() {
            var depth = 0
            repeat {
                skipSpace()
                guard i < bytes.count else { return }
                switch bytes[i] {
                case 0x22: _ = string()
                case 0x7B, 0x5B: depth += 1; i += 1
                case 0x7D, 0x5D: depth -= 1; i += 1
                default:
                    while i < bytes.count, ![0x2C, 0x7D, 0x5D, 0x20, 0x09, 0x0A, 0x0D].contains(bytes[i]) { i += 1 }
                }
                skipSpace()
                if depth > 0, i < bytes.count, bytes[i] == 0x2C || bytes[i] == 0x3A { i += 1 }
            } while depth > 0 && i < bytes.count
        }
        /// Calls `member` with each key of the object at `i`, `i` then at its value.
        func members(_ member: (String, Span) -> Void) {
            skipSpace()
            guard i < bytes.count, bytes[i] == 0x7B else { skipValue(); return }
            i += 1
            while true {
                skipSpace()
                guard i < bytes.count, bytes[i] == 0x22 else { if i < bytes.count { i += 1 }; return }
                let start = i
                let key = string()
                let span = Span(start, i)
                skipSpace()
                if i < bytes.count, bytes[i] == 0x3A { i += 1 }
                let before = i
                member(key, span)
                if i == before { skipValue() }
                skipSpace()
                if i < bytes.count, bytes[i] == 0x2C { i += 1 }
            }
        }
        var result = self
        members { key, span in
            switch key {
            case "strings":
                if result.stringsKey == nil { result.stringsKey = span }
                members { key, span in
                    if result.keys[key.exactKey] == nil { result.keys[key.exactKey] = span }
                }
            case "sourceLanguage":
                if result.sourceLanguageKey == nil { result.sourceLanguageKey = span }
            default:
                break
            }
        }
        self = result
    }
}
