/// A string literal token's contents: its escapes decoded, with where each piece came from.
/// The lexer reports a bad escape; the parser, the checker and the syntax tree read the value.
enum StringLiteral {
    /// The one walk over a string literal's contents, shared by decoding (`value`) and
    /// by the checker's mapping of value offsets back to source (patterns point into strings).
    ///
    /// Calls `unit(sourceStart, sourceEnd, scalar)` for each piece between the quotes, in
    /// order: `scalar` is nil for bytes kept verbatim (plain text, and the backslash of an
    /// invalid escape, which the lexer has reported and which is kept as written so nothing
    /// the user typed is lost), or the scalar an escape stands for. Returns the offset where
    /// the contents end (the closing quote, or the end of the span).
    @discardableResult
    static func walk(_ bytes: [UInt8], _ span: Span, _ unit: (Int, Int, Unicode.Scalar?) -> Void) -> Int {
        let start = min(span.start + 1, span.end)
        var end = min(span.end, bytes.count)
        if end > start, bytes[end - 1] == .quote { end -= 1 }
        var i = start
        while i < end {
            guard bytes[i] == .backslash, i + 1 < end else {
                // A run of plain bytes as one piece.
                var j = i + 1
                while j < end, bytes[j] != .backslash { j += 1 }
                unit(i, j, nil)
                i = j
                continue
            }
            let e = bytes[i + 1]
            switch e {
            case .lowerN: unit(i, i + 2, "\n"); i += 2
            case .lowerR: unit(i, i + 2, "\r"); i += 2
            case .lowerT: unit(i, i + 2, "\t"); i += 2
            case .zero: unit(i, i + 2, "\0"); i += 2
            case .quote, .apostrophe, .backslash: unit(i, i + 2, Unicode.Scalar(e)); i += 2
            case .lowerU:
                var k = i + 2
                var value: UInt32 = 0
                var digits = 0
                if k < end, bytes[k] == .leftBrace {
                    k += 1
                    while k < end, bytes[k].isHexDigit, digits < 8 { value = value << 4 | bytes[k].hexValue; k += 1; digits += 1 }
                }
                if digits > 0, k < end, bytes[k] == .rightBrace, let scalar = Unicode.Scalar(value) {
                    unit(i, k + 1, scalar)
                    i = k + 1
                } else {
                    unit(i, i + 1, nil); i += 1
                }
            default:
                unit(i, i + 1, nil); i += 1
            }
        }
        return end
    }

    /// The decoded value of a string literal token. The lexer has already reported any bad
    /// escape; here they are kept as written so that nothing the user typed is lost.
    static func value(_ bytes: [UInt8], _ span: Span) -> String {
        let start = min(span.start + 1, span.end)
        var end = min(span.end, bytes.count)
        if end > start, bytes[end - 1] == .quote { end -= 1 }
        // Fast path: no escapes.
        if !bytes[start..<end].contains(.backslash) { return String(decoding: bytes[start..<end], as: UTF8.self) }
        var out: [UInt8] = []
        out.reserveCapacity(end - start)
        walk(bytes, span) { lo, hi, scalar in
            if let scalar { out.append(contentsOf: String(scalar).utf8) } else { out.append(contentsOf: bytes[lo..<hi]) }
        }
        return String(decoding: out, as: UTF8.self)
    }
}
