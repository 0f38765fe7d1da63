/// `///` comments: any text, a `.form` label included, laid out as doc comment lines.
///
/// Each line of the text is made safe for a comment (`SwiftLiteral.commentSafe`) and
/// word-wrapped so that the comment line, indentation included, stays within 100 columns
/// (the text is never given fewer than 40). Words are never split, so a long word makes a long
/// line. A list item (`- `) keeps its indentation on continuation lines, and a line of spaces
/// only is `///` alone: generated files carry no trailing whitespace.
enum SwiftDocComment {
    /// The columns a comment's text may take after `indentation` and `/// `.
    static func width(indentation: Int) -> Int {
        max(40, 100 - indentation - 4)
    }

    /// Writes `text` (UTF-8) as doc comment lines, each indented by `indentation` spaces.
    ///
    /// Text that `commentSafe` keeps and whose scalars are each a Character of their own
    /// (`isPlain`), as formc's own comments and most labels are, is wrapped by counting scalars
    /// (`appendPlainLine`); any other text by Characters (`appendLines`). Both make the same
    /// lines, which `SwiftWriterTests` checks.
    static func append(_ text: Swift.Span<UInt8>, indentation: Int, to out: inout OutputBuffer) {
        guard isPlain(text) else {
            let string = text.withUnsafeBufferPointer { String(decoding: $0, as: UTF8.self) }
            appendLines(string, indentation: indentation, to: &out)
            return
        }
        let width = width(indentation: indentation)
        var start = 0
        while true {
            let end = lineEnd(text, from: start)
            appendPlainLine(text, start..<end, indentation: indentation, width: width, to: &out)
            if end == text.count { break }
            start = end + 1
        }
    }

    /// Whether `text`, line breaks aside, is what `commentSafe` keeps as it is (no control
    /// character, nothing `needsUnicodeEscape` names, no `*/`) and each scalar in it is a
    /// Character of its own: printable ASCII and `isSimpleScalar`s.
    ///
    /// Eight bytes at a time (`ByteWord`): a word of printable ASCII with no `/` in it is plain
    /// whatever came before it (a `*/` needs its `/`), and is passed over whole; any other word
    /// (a line break, a slash, a control, a non-ASCII byte) is tested byte by byte as
    /// `isPlainByBytes` tests it. Every field's label goes through it, and in debug builds
    /// every `docLines` text (`isWrapped`). `FastPathTests` holds it to `isPlainByBytes`.
    static func isPlain(_ text: Swift.Span<UInt8>) -> Bool {
        text.withUnsafeBytes { bytes in
            var previous: UInt8 = 0
            var i = 0
            while i < bytes.count {
                if i + 8 <= bytes.count {
                    let word = ByteWord.load(bytes, at: i)
                    if ByteWord.below(word, 0x20) | ByteWord.above7E(word) | ByteWord.equal(word, 0x2F) == 0 {
                        previous = UInt8(truncatingIfNeeded: word >> 56)
                        i += 8
                        continue
                    }
                }
                // One byte, as `isPlainByBytes` reads it; the next word starts after it.
                let byte = bytes[i]
                if byte >= 0x80 { return isPlainUnicode(text) }
                if (byte < 0x20 && byte != 0x0A) || byte == 0x7F { return false }
                if previous == 0x2A && byte == 0x2F { return false }   // "*/"
                previous = byte
                i += 1
            }
            return true
        }
    }

    /// `isPlain` one byte at a time: the definition the word-at-a-time test is held to.
    static func isPlainByBytes(_ text: Swift.Span<UInt8>) -> Bool {
        var previous: UInt8 = 0
        for i in text.indices {
            let byte = text[i]
            if byte >= 0x80 { return isPlainUnicode(text) }
            if (byte < 0x20 && byte != 0x0A) || byte == 0x7F { return false }
            if previous == 0x2A && byte == 0x2F { return false }   // "*/"
            previous = byte
        }
        return true
    }

    /// `isPlain` for text with non-ASCII bytes: each scalar decoded.
    private static func isPlainUnicode(_ span: Swift.Span<UInt8>) -> Bool {
        // Read-only, and every index is checked against `endIndex` (here and in UTF8Scalar).
        span.withUnsafeBufferPointer { isPlainUnicode($0) }
    }

    private static func isPlainUnicode(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
        var previous: UInt8 = 0
        var i = text.startIndex
        while i < text.endIndex {
            let byte = text[i]
            if byte < 0x80 {
                if (byte < 0x20 && byte != 0x0A) || byte == 0x7F { return false }
                if previous == 0x2A && byte == 0x2F { return false }   // "*/"
                previous = byte
                i += 1
            } else {
                let scalar = UTF8Scalar.scalar(text, at: i)
                guard scalar.isValid, isSimpleScalar(scalar.value) else { return false }
                previous = 0
                i += scalar.length
            }
        }
        return true
    }

    /// Non-ASCII scalars that `commentSafe` keeps and that are always a Character of their
    /// own: Unicode gives them the grapheme break property Other, and the only rules that join
    /// two such scalars need a joiner, an extending mark, a regional indicator or a Hangul
    /// jamo, none of which is here. A short list of blocks that labels use (Latin, Greek,
    /// Cyrillic, punctuation, currency signs, CJK, kana, emoji without modifiers); any other
    /// text is wrapped by Characters. `SwiftWriterTests` holds the list to Swift's own
    /// Character breaking.
    static func isSimpleScalar(_ value: UInt32) -> Bool {
        switch value {
        case 0xA0...0xAC, 0xAE...0x24F: return true             // Latin-1 (not the soft hyphen), Latin Extended-A and -B
        case 0x370...0x377, 0x37A...0x37F, 0x384...0x3FF: return true   // Greek
        case 0x400...0x482, 0x48A...0x4FF: return true           // Cyrillic, without its combining marks
        case 0x2010...0x2027, 0x2030...0x205E: return true       // general punctuation: dashes, quotes, bullets, primes
        case 0x20A0...0x20C0: return true                        // currency signs
        case 0x3000...0x3029, 0x3030...0x303F: return true       // CJK punctuation, without its tone marks
        case 0x3041...0x3096, 0x309B...0x30FF: return true       // kana, without the combining sound marks
        case 0x4E00...0x9FFF: return true                        // CJK unified ideographs
        case 0xFF01...0xFF60: return true                        // full-width forms
        case 0x1F300...0x1F3FA, 0x1F400...0x1F64F, 0x1F680...0x1F6FF: return true   // emoji, not the skin tones
        default: return false
        }
    }

    /// One line of plain text, `text[line]` (`isPlain`, no line break in it), as comment
    /// lines: a word's width is its number of scalars. Words that follow each other with one
    /// space between them are copied together.
    private static func appendPlainLine(_ text: Swift.Span<UInt8>, _ line: Range<Int>, indentation: Int, width: Int,
                                        to out: inout OutputBuffer) {
        var i = line.lowerBound
        while i < line.upperBound && text[i] == 0x20 { i += 1 }
        let leading = i - line.lowerBound
        out.append(spaces: indentation)
        if i == line.upperBound {
            out.append("///\n")
            return
        }
        let isListItem = i + 1 < line.upperBound && text[i] == 0x2D && text[i + 1] == 0x20   // "- "
        let hanging = leading + (isListItem ? 2 : 0)
        out.append("/// ")
        out.append(spaces: leading)
        var column = leading
        // The words placed but not yet copied: `text[run]`, one space between each two.
        var run = i..<i
        while i < line.upperBound {
            if text[i] == 0x20 {
                i += 1
                continue
            }
            let start = i
            var scalars = 0
            while i < line.upperBound && text[i] != 0x20 {
                if text[i] & 0xC0 != 0x80 { scalars += 1 }   // not a continuation byte
                i += 1
            }
            if run.isEmpty {
                run = start..<i
                column += scalars
            } else if column + 1 + scalars > width {
                out.append(text.extracting(run))
                out.append(0x0A)
                out.append(spaces: indentation)
                out.append("/// ")
                out.append(spaces: hanging)
                run = start..<i
                column = hanging + scalars
            } else if start == run.upperBound + 1 {
                run = run.lowerBound..<i
                column += 1 + scalars
            } else {
                out.append(text.extracting(run))
                out.append(0x20)
                run = start..<i
                column += 1 + scalars
            }
        }
        out.append(text.extracting(run))
        out.append(0x0A)
    }

    /// The index of the first line break in `text` at or after `start`, or `text.count`:
    /// eight bytes at a time (`ByteWord`), then byte by byte in the word that holds it.
    /// `FastPathTests` holds it to a byte loop.
    static func lineEnd(_ text: Swift.Span<UInt8>, from start: Int) -> Int {
        precondition(start >= 0 && start <= text.count)
        var i = start
        text.withUnsafeBytes { bytes in
            while i + 8 <= bytes.count && ByteWord.equal(ByteWord.load(bytes, at: i), 0x0A) == 0 { i += 8 }
        }
        while i < text.count && text[i] != 0x0A { i += 1 }
        return i
    }

    /// Each line of `text` (UTF-8) as one comment line, as it is: `///` alone for an empty
    /// line. What `append` makes of text that `isWrapped`.
    static func appendAsWritten(_ text: Swift.Span<UInt8>, indentation: Int, to out: inout OutputBuffer) {
        var start = 0
        while true {
            let end = lineEnd(text, from: start)
            out.append(spaces: indentation)
            if end == start {
                out.append("///\n")
            } else {
                out.append("/// ")
                out.append(text.extracting(start..<end))
                out.append(0x0A)
            }
            if end == text.count { break }
            start = end + 1
        }
    }

    /// Whether `append` leaves each line of `text` as it is, one comment line each: the text
    /// is plain and safe (`isPlain`), and no line is wider than the comment's width at
    /// `indentation`, has a space at its end, or two spaces between words.
    static func isWrapped(_ text: Swift.Span<UInt8>, indentation: Int) -> Bool {
        var wrapped = OutputBuffer()
        append(text, indentation: indentation, to: &wrapped)
        var written = OutputBuffer()
        appendAsWritten(text, indentation: indentation, to: &written)
        return wrapped.bytes == written.bytes
    }

    /// Any text as comment lines: each line made safe by `commentSafe`, then wrapped by
    /// Characters.
    static func appendLines(_ text: String, indentation: Int, to out: inout OutputBuffer) {
        let width = width(indentation: indentation)
        func line(_ content: String) {
            out.append(spaces: indentation)
            out.append("///")
            if !content.isEmpty {
                out.append(0x20)
                out.append(content)
            }
            out.append(0x0A)
        }
        for piece in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let safe = SwiftLiteral.commentSafe(String(piece))
            if safe.allSatisfy({ $0 == " " }) {
                line("")
                continue
            }
            let leading = String(safe.prefix { $0 == " " })
            let hanging = leading + (safe.dropFirst(leading.count).hasPrefix("- ") ? "  " : "")
            var current = leading
            var isEmpty = true
            for word in safe.split(separator: " ") {
                if !isEmpty && current.count + 1 + word.count > width {
                    line(current)
                    current = hanging + word
                } else {
                    current += (isEmpty ? "" : " ") + word
                }
                isEmpty = false
            }
            line(current)
        }
    }
}
