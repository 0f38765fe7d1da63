/// A span of source text: a half-open range of byte offsets into one `SourceFile`.
///
/// Positions are byte offsets, as in Go's `go/token`: cheap to store and compare. Lines and
/// columns are computed only when a diagnostic is printed.
public struct Span: Hashable, Sendable, Comparable {
    public var start: Int
    public var end: Int

    public init(_ start: Int, _ end: Int) {
        self.start = start
        self.end = max(start, end)
    }

    /// An empty span at `offset`, for "missing token" diagnostics.
    public static func at(_ offset: Int) -> Span { Span(offset, offset) }

    /// The number of bytes the span covers.
    public var length: Int { end - start }

    /// The smallest span covering both.
    public func union(_ other: Span) -> Span { Span(min(start, other.start), max(end, other.end)) }

    public static func < (lhs: Span, rhs: Span) -> Bool {
        lhs.start != rhs.start ? lhs.start < rhs.start : lhs.end < rhs.end
    }
}

/// A line and column, both starting at 1, as editors and compilers print them.
///
/// The column counts extended grapheme clusters (what a person sees as one character, and what
/// Xcode counts), with a tab counting as one column. `utf8Column` is kept for tools that want
/// bytes, and `utf16Column` for editors and SARIF consumers that count UTF-16 code units.
public struct SourceLocation: Hashable, Sendable {
    public var line: Int
    public var column: Int
    public var utf8Column: Int
    public var utf16Column: Int
}

/// One input file: its display path and its bytes.
///
/// The line table is built on the first request for a line or column, so files that check
/// clean never pay for it.
public final class SourceFile: @unchecked Sendable {
    public let path: String
    public let bytes: [UInt8]
    /// Set once, on first use; only read afterwards. Access is not synchronised: a file is
    /// compiled on one thread, and lines and columns are asked for on it.
    private var lineStarts: [Int]?
    /// Column checkpoints of long lines, by line, built on the first request for a column far
    /// into the line (same rules of access as `lineStarts`).
    private var checkpoints: [Int: [ColumnCheckpoint]] = [:]

    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
    }

    public convenience init(path: String, text: String) {
        self.init(path: path, bytes: Array(text.utf8))
    }

    /// Byte offsets at which each line starts. A line ends at LF, CRLF or a lone CR.
    private func lines() -> [Int] {
        if let lineStarts { return lineStarts }
        var starts = [0]
        var i = 0
        while i < bytes.count {
            let b = bytes[i]
            if b == .lineFeed {
                starts.append(i + 1)
            } else if b == .carriageReturn {
                if i + 1 < bytes.count, bytes[i + 1] == .lineFeed { i += 1 }
                starts.append(i + 1)
            }
            i += 1
        }
        lineStarts = starts
        return starts
    }

    /// The number of lines (an empty text has one; a final line break starts one more).
    public var lineCount: Int { lines().count }

    /// The 1-based line containing `offset`.
    public func line(of offset: Int) -> Int {
        let starts = lines()
        var lo = 0
        var hi = starts.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if starts[mid] <= offset { lo = mid } else { hi = mid - 1 }
        }
        return lo + 1
    }

    /// Bytes scanned so far by `lineStart(containing:)` and `nextLineStart(after:)` without
    /// the line table, and the most they may scan before building it.
    private var scannedForLines = 0
    private static let lineScanBudget = 1 << 20

    /// The offset at which the line holding `offset` starts (`lineRange(line(of:))`'s lower
    /// bound), found by scanning back from `offset`: lines are short, so placing a few
    /// diagnostics costs no table of every line of a large file. Past a budget of scanning
    /// (a huge line full of diagnostics) the table is built and used instead.
    public func lineStart(containing offset: Int) -> Int {
        let offset = min(max(0, offset), bytes.count)
        guard lineStarts == nil, scannedForLines < Self.lineScanBudget else {
            return lineRange(line(of: offset)).lowerBound
        }
        var j = offset - 1
        while j >= 0 {
            // LF ends a line; so does CR, unless the LF of its CRLF is at `offset`.
            if bytes[j] == .lineFeed { break }
            if bytes[j] == .carriageReturn, !(j + 1 < bytes.count && bytes[j + 1] == .lineFeed) { break }
            j -= 1
        }
        scannedForLines += offset - j
        return j + 1
    }

    /// The offset at which the line after the one holding `offset` starts; nil when that is
    /// the last line. Scans forward, with the budget of `lineStart(containing:)`.
    func nextLineStart(after offset: Int) -> Int? {
        let offset = min(max(0, offset), bytes.count)
        guard lineStarts == nil, scannedForLines < Self.lineScanBudget else {
            let line = line(of: offset)
            return line < lineCount ? lineRange(line + 1).lowerBound : nil
        }
        var i = offset
        while i < bytes.count {
            if bytes[i] == .lineFeed { break }
            if bytes[i] == .carriageReturn, !(i + 1 < bytes.count && bytes[i + 1] == .lineFeed) { break }
            i += 1
        }
        scannedForLines += i - offset + 1
        return i < bytes.count ? i + 1 : nil
    }

    /// Byte range of line `line` (1-based), without its terminator.
    public func lineRange(_ line: Int) -> Range<Int> {
        let starts = lines()
        let start = starts[line - 1]
        var end = line < starts.count ? starts[line] : bytes.count
        // Strip the terminator (LF, CRLF or CR).
        if end > start, line < starts.count {
            end -= 1
            if bytes[end] == .lineFeed, end > start, bytes[end - 1] == .carriageReturn { end -= 1 }
        }
        return start..<end
    }

    /// The text of line `line`, with invalid UTF-8 replaced by U+FFFD.
    public func lineText(_ line: Int) -> String {
        String(decoding: bytes[lineRange(line)], as: UTF8.self)
    }

    /// The `line:column` of a byte offset as diagnostics print it (columns count characters as
    /// an editor shows them).
    public func location(of offset: Int) -> SourceLocation {
        let offset = min(max(0, offset), bytes.count)
        let line = line(of: offset)
        let start = lineRange(line).lowerBound
        var prefixStart = start
        // A UTF-8 BOM at the very start of the file is not a column.
        if line == 1, bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF, offset >= 3 {
            prefixStart = 3
        }
        // Count from the nearest checkpoint: on a 5 MB line, a hundred diagnostics would
        // otherwise each count the characters of the whole line before them.
        var from = ColumnCheckpoint(offset: prefixStart, column: 1, utf16Column: 1)
        if offset - prefixStart > Self.checkpointStride {
            from = checkpoint(line: line, lineStart: prefixStart, before: offset) ?? from
        }
        let prefix = String(decoding: bytes[from.offset..<max(from.offset, offset)], as: UTF8.self)
        return SourceLocation(
            line: line,
            column: from.column + prefix.count,
            utf8Column: offset - prefixStart + 1,
            utf16Column: from.utf16Column + prefix.utf16.count
        )
    }

    /// A position in a line with its columns, where counting can resume.
    private struct ColumnCheckpoint {
        var offset: Int
        var column: Int
        var utf16Column: Int
    }

    /// Bytes between checkpoints, at least.
    static let checkpointStride = 4096

    /// The last checkpoint of `line` at or before `offset`. Checkpoints sit between two ASCII
    /// bytes, where a character always ends and the next begins with nothing carried over
    /// (no UTF-8 sequence, combining mark, emoji or flag sequence spans an ASCII byte), so
    /// counting from one gives the same column as counting from the start of the line. A
    /// line with no such place (all CJK, say) has no checkpoints and is counted whole.
    private func checkpoint(line: Int, lineStart: Int, before offset: Int) -> ColumnCheckpoint? {
        if checkpoints[line] == nil {
            let end = lineRange(line).upperBound
            var list: [ColumnCheckpoint] = []
            var last = ColumnCheckpoint(offset: lineStart, column: 1, utf16Column: 1)
            var p = lineStart + Self.checkpointStride
            while p < end {
                if bytes[p - 1] < 0x80 && bytes[p] < 0x80 {
                    let piece = String(decoding: bytes[last.offset..<p], as: UTF8.self)
                    last = ColumnCheckpoint(offset: p, column: last.column + piece.count,
                                            utf16Column: last.utf16Column + piece.utf16.count)
                    list.append(last)
                    p += Self.checkpointStride
                } else {
                    p += 1
                }
            }
            checkpoints[line] = list
        }
        guard let list = checkpoints[line], let first = list.first, first.offset <= offset else { return nil }
        // Binary search for the last checkpoint at or before `offset`.
        var lo = 0
        var hi = list.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if list[mid].offset <= offset { lo = mid } else { hi = mid - 1 }
        }
        return list[lo]
    }

    // MARK: Positions both ways

    /// The offset where the columns of line `line` (1-based, in range) start: its first byte,
    /// or on line 1 the byte after a UTF-8 byte order mark. A BOM is not a column, as in
    /// `location(of:)`, and editors leave it out of the text they show.
    private func columnStart(ofLine line: Int) -> Int {
        let start = lineRange(line).lowerBound
        if line == 1, bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
            return 3
        }
        return start
    }

    /// The byte offset of a line and a UTF-16 column, both 1-based: a position as a language
    /// server receives it (LSP's `Position` counts from 0: pass `line + 1` and
    /// `character + 1`).
    ///
    /// Columns are counted as `location(of:)` counts `utf16Column`, over the text decoded by
    /// `UTF8Scalar`:
    /// - A scalar above U+FFFF (an emoji, say) is two units; a tab, and every other scalar,
    ///   is one. Combining marks are scalars of their own, so each is a unit.
    /// - Invalid UTF-8 is one U+FFFD, so one unit, per maximal subpart (see `UTF8Scalar`):
    ///   a stray or impossible byte is one unit, and so is the start of a multi-byte
    ///   sequence cut short (`E2 82` before ASCII is one unit over two bytes), as editors
    ///   that decode the same bytes count it.
    /// - Lines end at LF, CRLF or a lone CR, as `lineCount` counts them (and as LSP does).
    /// - A UTF-8 byte order mark at the start of the file is not a column: line 1 column 1 is
    ///   the byte after it.
    ///
    /// Positions that point at no character boundary are clamped, never trapped on:
    /// - A column past the end of its line gives the line's end, before its line break (LSP:
    ///   "if the character value is greater than the line length it defaults back to the
    ///   line length"). A position can therefore never fall between the CR and LF of a CRLF.
    /// - A column between the two UTF-16 units of a surrogate pair (inside an emoji, say)
    ///   gives the start of that character, so an edit never splits one.
    /// - A line past the last gives the end of the file, whatever the column.
    /// - A line below 1 is line 1, and a column below 1 is column 1.
    public func offset(line: Int, utf16Column: Int) -> Int {
        guard line <= lineCount else { return bytes.count }
        let line = max(1, line)
        let end = lineRange(line).upperBound
        var offset = columnStart(ofLine: line)
        var column = 1
        while offset < end {
            let scalar = UTF8Scalar.scalar(bytes, at: offset)
            let next = column + UTF8Scalar.utf16Length(scalar.value)
            // A target inside the character (between its surrogates) stops at its start.
            if next > utf16Column { break }
            column = next
            offset += scalar.length
        }
        return offset
    }

    /// The byte offset of a line and a UTF-8 column, both 1-based (a column counts bytes
    /// from the start of the line, after a byte order mark on line 1, as
    /// `SourceLocation.utf8Column` does). The clamping is that of
    /// `offset(line:utf16Column:)`: past the line's end gives its end, before the line
    /// break; past the last line gives the end of the file; below 1 is 1. A column inside a
    /// multi-byte character, or inside the bytes of one U+FFFD, gives that character's start.
    public func offset(line: Int, utf8Column: Int) -> Int {
        guard line <= lineCount else { return bytes.count }
        let line = max(1, line)
        let end = lineRange(line).upperBound
        var offset = columnStart(ofLine: line)
        let target = offset + max(1, utf8Column) - 1
        while offset < end {
            let length = UTF8Scalar.scalar(bytes, at: offset).length
            if offset + length > target { break }
            offset += length
        }
        return offset
    }

    /// The line and UTF-16 column, both 1-based, of a byte offset: the inverse of
    /// `offset(line:utf16Column:)`, counting as it does, so that turning the result back
    /// gives `offset` again wherever a scalar (or one U+FFFD) starts. There it agrees with
    /// `location(of:).utf16Column`. An offset at no such place is taken as the start of what
    /// it falls in: inside a multi-byte scalar or the bytes of one U+FFFD, that character's
    /// start; inside a byte order mark, column 1; between the CR and LF of a CRLF, the end of
    /// the line. Offsets outside the file are clamped to it.
    public func utf16Position(of offset: Int) -> (line: Int, utf16Column: Int) {
        let offset = min(max(0, offset), bytes.count)
        let line = line(of: offset)
        let target = min(offset, lineRange(line).upperBound)
        var i = columnStart(ofLine: line)
        var column = 1
        while i < target {
            let scalar = UTF8Scalar.scalar(bytes, at: i)
            if i + scalar.length > target { break }
            column += UTF8Scalar.utf16Length(scalar.value)
            i += scalar.length
        }
        return (line, column)
    }

    /// The source text covered by `span`, decoded leniently.
    public func text(_ span: Span) -> String {
        let lo = min(max(0, span.start), bytes.count)
        let hi = min(max(lo, span.end), bytes.count)
        return String(decoding: bytes[lo..<hi], as: UTF8.self)
    }
}
