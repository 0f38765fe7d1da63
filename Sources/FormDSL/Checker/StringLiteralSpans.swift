extension SourceFile {
    /// Maps a byte range inside the decoded value of a string literal back to the source bytes
    /// that spell it, re-walking the literal's escapes (`\n \t \r \0 \" \' \\ \u{...}`).
    ///
    /// `span` covers the whole literal, quotes included. A range that starts or ends inside
    /// the bytes an escape decodes to widens to the whole escape. Offsets past the value's end
    /// map to the closing quote.
    func sourceSpan(forValueRange range: Range<Int>, inStringLiteral span: Span) -> Span {
        // Segments: (value offset, value length, source start, source end).
        var segments: [(value: Int, length: Int, start: Int, end: Int)] = []
        let bytes = self.bytes
        let end = min(span.end, bytes.count)
        var i = span.start
        if i < end, bytes[i] == .quote { i += 1 }
        var value = 0
        while i < end {
            let b = bytes[i]
            if b == .quote { break }
            if b == .backslash, i + 1 < end {
                let e = bytes[i + 1]
                if e == .lowerU, i + 2 < end, bytes[i + 2] == .leftBrace {
                    var j = i + 3
                    var scalar: UInt32 = 0
                    while j < end, bytes[j].isHexDigit { scalar = scalar &* 16 &+ bytes[j].hexValue; j += 1 }
                    if j < end, bytes[j] == .rightBrace { j += 1 }
                    let length = Unicode.Scalar(scalar).map { String($0).utf8.count } ?? 3
                    segments.append((value, length, i, j))
                    value += length
                    i = j
                } else {
                    segments.append((value, 1, i, i + 2))
                    value += 1
                    i += 2
                }
                continue
            }
            segments.append((value, 1, i, i + 1))
            value += 1
            i += 1
        }
        let closing = i
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
