import Testing
@testable import FormDSL

// Positions both ways: byte offsets to (line, UTF-16 column) and back, checked against a
// reference built from Swift's own decoding, line by line.

/// The content of each line of `bytes` (without its LF, CRLF or lone CR), one byte at a time.
private func referenceLines(_ bytes: [UInt8]) -> [Range<Int>] {
    var lines: [Range<Int>] = []
    var start = 0
    var i = 0
    while i < bytes.count {
        if bytes[i] == 0x0A {
            lines.append(start..<i)
            start = i + 1
        } else if bytes[i] == 0x0D {
            lines.append(start..<i)
            if i + 1 < bytes.count, bytes[i + 1] == 0x0A { i += 1 }
            start = i + 1
        }
        i += 1
    }
    lines.append(start..<bytes.count)
    return lines
}

private func hasBOM(_ bytes: [UInt8]) -> Bool { bytes.starts(with: [0xEF, 0xBB, 0xBF]) }

/// Where a line's columns start: after a byte order mark on line 1.
private func columnStart(_ bytes: [UInt8], _ lines: [Range<Int>], _ index: Int) -> Int {
    index == 0 && hasBOM(bytes) ? 3 : lines[index].lowerBound
}

/// Whether `offset` is a scalar boundary of `range`, judged by Swift alone: decoding the
/// bytes before and after it separately gives the scalars of decoding them together.
private func isBoundary(_ bytes: [UInt8], _ range: Range<Int>, _ offset: Int) -> Bool {
    func scalars(_ r: Range<Int>) -> [Unicode.Scalar] { Array(String(decoding: bytes[r], as: UTF8.self).unicodeScalars) }
    return scalars(range.lowerBound..<offset) + scalars(offset..<range.upperBound) == scalars(range)
}

/// For every offset of `bytes`: the expected line and UTF-16 column, and the offset that
/// position turns back into (the boundary at or before it, within the line's text).
private func reference(_ bytes: [UInt8]) -> [(line: Int, utf16Column: Int, back: Int)] {
    let lines = referenceLines(bytes)
    var result: [(line: Int, utf16Column: Int, back: Int)] = []
    for offset in 0...bytes.count {
        // The line holding `offset`: the last that starts at or before it.
        let index = lines.lastIndex { $0.lowerBound <= offset }!
        let start = columnStart(bytes, lines, index)
        var back = min(max(offset, start), lines[index].upperBound)
        while !isBoundary(bytes, start..<lines[index].upperBound, back) { back -= 1 }
        let column = String(decoding: bytes[start..<back], as: UTF8.self).utf16.count + 1
        result.append((index + 1, column, back))
    }
    return result
}

/// Checks every offset of `bytes` against the reference, both ways, and against
/// `location(of:)` where an offset is a boundary.
private func checkEveryOffset(_ bytes: [UInt8], sourceLocation: Testing.SourceLocation = #_sourceLocation) {
    let file = SourceFile(path: "t.form", bytes: bytes)
    let expected = reference(bytes)
    for offset in 0...bytes.count {
        let position = file.utf16Position(of: offset)
        let want = expected[offset]
        #expect(position.line == want.line && position.utf16Column == want.utf16Column,
                "\(bytes) offset \(offset)", sourceLocation: sourceLocation)
        #expect(file.offset(line: position.line, utf16Column: position.utf16Column) == want.back,
                "\(bytes) offset \(offset)", sourceLocation: sourceLocation)
        if want.back == offset {
            // A boundary: the existing location agrees, and UTF-8 columns round trip too.
            let location = file.location(of: offset)
            #expect(location.utf16Column == position.utf16Column, "\(bytes) offset \(offset)", sourceLocation: sourceLocation)
            #expect(file.offset(line: location.line, utf8Column: location.utf8Column) == offset,
                    "\(bytes) offset \(offset)", sourceLocation: sourceLocation)
        }
    }
}

@Test(arguments: [
    "form Sign {\n  field name: text\n}\n",          // ASCII
    "名前 = \"山田\"\n用é",                          // CJK, two and three bytes
    "a😀b\n👍🏽x😀",                                  // emoji: four bytes, two UTF-16 units
    "e\u{301}x\nn\u{303}\u{323}",                   // combining marks, one unit each
    "\tx\t\ty\n\t",                                 // tabs, one unit each
    "a\r\nb\r\n\r\nc\r\n",                          // CRLF
    "a\rb\r\rc\r",                                  // lone CR
    "a\n\rb\r\n\nc",                                // all three
    "\u{FEFF}ab\ncd",                               // byte order mark
    "\u{FEFF}",
    "",
])
func everyOffsetRoundTrips(_ text: String) {
    checkEveryOffset(Array(text.utf8))
}

@Test func everyOffsetRoundTripsInInvalidUTF8() {
    checkEveryOffset([0x61, 0xFF, 0x62, 0xE2, 0x82, 0x0A, 0xC3, 0xF0, 0x9F, 0x98, 0x0D, 0x0A, 0x80, 0x63])
    checkEveryOffset([0xED, 0xA0, 0x80, 0xC0, 0x80, 0xF4, 0x90, 0x80, 0x80, 0xE2, 0x82, 0xAC, 0x0D])
    checkEveryOffset([0xEF, 0xBB, 0xBF, 0xF0, 0x9F, 0x98, 0x80, 0xF0, 0x9F])   // a BOM, then an emoji and half of one
    checkEveryOffset([0xEF, 0xBB, 0x0A, 0xBF])   // not a BOM
}

@Test func documentedClamping() {
    let file = SourceFile(path: "t.form", text: "ab\r\ncd\n")
    #expect(file.offset(line: 1, utf16Column: 99) == 2)          // past the line: its end, before CRLF
    #expect(file.offset(line: 2, utf16Column: 99) == 6)          // before LF
    #expect(file.offset(line: 3, utf16Column: 1) == 7)           // the empty last line
    #expect(file.offset(line: 4, utf16Column: 1) == 7)           // past the last line: end of file
    #expect(file.offset(line: 99, utf16Column: 5) == 7)
    #expect(file.offset(line: 0, utf16Column: 2) == 1)           // below 1 is 1
    #expect(file.offset(line: 2, utf16Column: -3) == 4)
    #expect(file.offset(line: 1, utf8Column: 99) == 2)
    #expect(file.offset(line: 9, utf8Column: 1) == 7)
    #expect(file.utf16Position(of: 3) == (1, 3))                  // between CR and LF: the line's end
    #expect(file.utf16Position(of: -5) == (1, 1))
    #expect(file.utf16Position(of: 99) == (3, 1))
}

/// LSP's own example: in `a𐐀b`, `a` is at character 0, `𐐀` at 1 and `b` at 3.
@Test func surrogatePairs() {
    let file = SourceFile(path: "t.form", text: "a𐐀b")
    #expect(file.offset(line: 1, utf16Column: 1) == 0)
    #expect(file.offset(line: 1, utf16Column: 2) == 1)
    #expect(file.offset(line: 1, utf16Column: 3) == 1)           // inside the pair: its start
    #expect(file.offset(line: 1, utf16Column: 4) == 5)
    #expect(file.offset(line: 1, utf16Column: 5) == 6)
    #expect(file.utf16Position(of: 3) == (1, 2))                  // inside the bytes: the start
    #expect(file.utf16Position(of: 5) == (1, 4))
}

@Test func unitsOfEachKindOfCharacter() {
    // A tab is one unit; a combining mark is one unit of its own.
    let file = SourceFile(path: "t.form", text: "\te\u{301}x")
    #expect(file.offset(line: 1, utf16Column: 2) == 1)
    #expect(file.offset(line: 1, utf16Column: 3) == 2)
    #expect(file.offset(line: 1, utf16Column: 4) == 4)
    // Invalid UTF-8: one unit per U+FFFD; `E2 82` cut short by ASCII is one.
    let bad = SourceFile(path: "t.form", bytes: [0x61, 0xE2, 0x82, 0x62, 0xFF, 0x80, 0x63])
    #expect(bad.offset(line: 1, utf16Column: 3) == 3)
    #expect(bad.offset(line: 1, utf16Column: 5) == 5)
    #expect(bad.offset(line: 1, utf16Column: 6) == 6)
    #expect(bad.utf16Position(of: 2) == (1, 2))
    #expect(bad.offset(line: 1, utf8Column: 3) == 1)             // inside one U+FFFD: its start
    // A byte order mark is not a column.
    let bom = SourceFile(path: "t.form", text: "\u{FEFF}ab")
    #expect(bom.offset(line: 1, utf16Column: 1) == 3)
    #expect(bom.offset(line: 1, utf8Column: 2) == 4)
    #expect(bom.utf16Position(of: 0) == (1, 1))
    #expect(bom.utf16Position(of: 4) == (1, 2))
}

/// Random texts from the pieces above: at every scalar boundary, offset → position → offset
/// is the identity, and at every position, position → offset → position is too (columns
/// past the line's end, or inside a pair, come back clamped).
@Test func randomTextsRoundTripAtEveryBoundary() {
    let pieces: [[UInt8]] = ["a", "Z", " ", "\t", "é", "e\u{301}", "名", "😀", "👍🏽", "\n", "\r\n", "\r"].map { Array($0.utf8) }
        + [[0xFF], [0x80], [0xE2, 0x82], [0xF0, 0x9F, 0x98], [0xC0, 0x80], [0xED, 0xA0, 0x80]]
    var random = SplitMix64(state: 0x5EED_0010)
    for round in 0..<600 {
        var bytes: [UInt8] = random.chance(15) ? [0xEF, 0xBB, 0xBF] : []
        for _ in 0..<random.below(30) { bytes += pieces[random.below(pieces.count)] }
        let file = SourceFile(path: "t.form", bytes: bytes)
        let lines = referenceLines(bytes)
        for (index, line) in lines.enumerated() {
            let start = columnStart(bytes, lines, index)
            for offset in start...line.upperBound where isBoundary(bytes, start..<line.upperBound, offset) {
                let position = file.utf16Position(of: offset)
                #expect(position.line == index + 1, "round \(round): \(bytes) offset \(offset)")
                #expect(file.offset(line: position.line, utf16Column: position.utf16Column) == offset,
                        "round \(round): \(bytes) offset \(offset)")
            }
            let width = String(decoding: bytes[start..<line.upperBound], as: UTF8.self).utf16.count
            for column in 1...width + 3 {
                let back = file.utf16Position(of: file.offset(line: index + 1, utf16Column: column))
                #expect(back.line == index + 1 && back.utf16Column <= min(column, width + 1)
                        && back.utf16Column >= min(column, width + 1) - 1,
                        "round \(round): \(bytes) line \(index + 1) column \(column)")
            }
        }
    }
}
