extension SourceFile {
    /// Maps a byte range inside the decoded value of a string literal back to the source bytes
    /// that spell it, over the lexer's own walk of the literal (`StringLiteral.walk`), so the
    /// mapping can never disagree with how the value was decoded.
    ///
    /// `span` covers the whole literal, quotes included. A range that starts or ends inside
    /// the bytes an escape decodes to widens to the whole escape. Offsets past the value's end
    /// map to the closing quote.
    func sourceSpan(forValueRange range: Range<Int>, inStringLiteral span: Span) -> Span {
        // Segments: (value offset, value length, source start, source end).
        var segments: [(value: Int, length: Int, start: Int, end: Int)] = []
        var value = 0
        let closing = StringLiteral.walk(bytes, span) { lo, hi, scalar in
            if let scalar {
                let length = String(scalar).utf8.count
                segments.append((value, length, lo, hi))
                value += length
            } else {
                // Verbatim bytes map one to one.
                for k in lo..<hi { segments.append((value, 1, k, k + 1)); value += 1 }
            }
        }
        func segment(containing offset: Int) -> (value: Int, length: Int, start: Int, end: Int)? {
            var lo = 0, hi = segments.count - 1
            while lo <= hi {
                let mid = (lo + hi) / 2
                let s = segments[mid]
                if offset < s.value { hi = mid - 1 } else if offset >= s.value + s.length { lo = mid + 1 } else { return s }
            }
            return nil
        }
        let start = segment(containing: range.lowerBound)?.start ?? closing
        if range.isEmpty { return Span(start, start) }
        let stop = segment(containing: range.upperBound - 1)?.end ?? closing
        return Span(start, max(start, stop))
    }
}
