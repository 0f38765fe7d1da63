import Testing
@testable import FormDSL

@Test func lineAndColumnCountGraphemes() {
    let file = SourceFile(path: "t.form", text: "ab\r\n用é\rx\ny")
    #expect(file.lineCount == 4)
    let loc = file.location(of: Array("ab\r\n用é".utf8).count)
    #expect(loc.line == 2)
    #expect(loc.column == 3)
    #expect(file.lineText(2) == "用é")
    #expect(file.location(of: Array("ab\r\n用é\r".utf8).count).line == 3)
}

/// The line table skips eight bytes at a time; it must find every LF, CR and CRLF wherever
/// they fall in or across those words.
@Test func lineTableFindsEveryBreak() {
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
    let alphabet: [UInt8] = [0x0A, 0x0D, 0x0D, 0x0A, 0x09, 0x0B, 0x0C, 0x0E, 0x00, 0x20, 0x61, 0x7F, 0x80, 0xC3, 0xA9, 0xFF]
    for length in [0, 1, 7, 8, 9, 15, 16, 17, 63, 64, 65, 200] {
        for _ in 0..<20 {
            let bytes = (0..<length).map { _ in alphabet[Int(next() % UInt64(alphabet.count))] }
            // The reference: one byte at a time.
            var starts = [0]
            var i = 0
            while i < bytes.count {
                if bytes[i] == 0x0A { starts.append(i + 1) }
                else if bytes[i] == 0x0D {
                    if i + 1 < bytes.count, bytes[i + 1] == 0x0A { i += 1 }
                    starts.append(i + 1)
                }
                i += 1
            }
            let file = SourceFile(path: "t.form", bytes: bytes)
            #expect(file.lineCount == starts.count, "\(bytes)")
            for (line, start) in starts.enumerated() {
                #expect(file.line(of: start) == line + 1, "\(bytes) line \(line + 1)")
            }
            // Lines found by scanning near an offset, without the table, agree with it.
            let scanning = SourceFile(path: "t.form", bytes: bytes)
            for offset in 0...bytes.count {
                let line = file.line(of: offset)
                #expect(scanning.lineStart(containing: offset) == file.lineRange(line).lowerBound, "\(bytes) at \(offset)")
                let next = line < file.lineCount ? file.lineRange(line + 1).lowerBound : nil
                #expect(scanning.nextLineStart(after: offset) == next, "\(bytes) after \(offset)")
            }
        }
    }
}
