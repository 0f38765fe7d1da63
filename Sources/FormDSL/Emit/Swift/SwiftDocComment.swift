/// `///` comments: any text, a `.form` label included, laid out as doc comment lines.
///
/// Each line of the text is made safe for a comment (`SwiftLiteral.commentSafe`) and
/// word-wrapped by Characters so that the comment line, indentation included, stays within
/// 100 columns (the text is never given fewer than 40). Words are never split, so a long word
/// makes a long line. A list item (`- `) keeps its indentation on continuation lines, and a
/// line of spaces only is `///` alone: generated files carry no trailing whitespace.
enum SwiftDocComment {
    /// The columns a comment's text may take after `indentation` and `/// `.
    static func width(indentation: Int) -> Int {
        max(40, 100 - indentation - 4)
    }

    /// Appends `text` as doc comment lines, each indented by `indentation` spaces and ending
    /// in a line break.
    static func append(_ text: String, indentation: Int, to out: inout [UInt8]) {
        let width = width(indentation: indentation)
        for paragraph in paragraphs(text) {
            let (leading, words) = words(SwiftLiteral.commentSafe(String(paragraph)))
            guard let first = words.first else {   // nothing but spaces
                appendLine([UInt8](), indentation: indentation, to: &out)
                continue
            }
            let hanging = leading + (first.bytes == [0x2D] ? 2 : 0)   // "- "
            var current = [UInt8](repeating: 0x20, count: leading) + first.bytes
            var column = leading + first.width
            for word in words.dropFirst() {
                if column + 1 + word.width > width {
                    appendLine(current, indentation: indentation, to: &out)
                    current = [UInt8](repeating: 0x20, count: hanging) + word.bytes
                    column = hanging + word.width
                } else {
                    current.append(0x20)
                    current += word.bytes
                    column += 1 + word.width
                }
            }
            appendLine(current, indentation: indentation, to: &out)
        }
    }

    /// One comment line: `///` alone for no content.
    private static func appendLine(_ content: some Collection<UInt8>, indentation: Int, to out: inout [UInt8]) {
        out += repeatElement(0x20, count: indentation)
        if content.isEmpty {
            out += "///".utf8
        } else {
            out += "/// ".utf8
            out += content
        }
        out.append(0x0A)
    }

    /// A word of a comment line, and its width in Characters. A line's width is the sum of its
    /// words' and the spaces between them: a word starts after a space, so joining words with
    /// spaces never joins two Characters into one.
    private struct Word {
        let bytes: ArraySlice<UInt8>
        let width: Int
    }

    /// The lines of `text`: split at each line break Character. A line break is a Character
    /// of its own except in "\r\n", so text without a "\r" is split at its bytes.
    private static func paragraphs(_ text: String) -> [Substring] {
        if text.utf8.contains(0x0D) { return text.split(separator: "\n", omittingEmptySubsequences: false) }
        return text.utf8.split(separator: 0x0A, omittingEmptySubsequences: false).map { Substring($0) }
    }

    /// The words of a line, split at each space Character, and how many spaces come before the
    /// first. In printable ASCII each byte is a Character, so such a line, as formc's own
    /// comments and most labels are, is split and measured by its bytes; any other line by its
    /// Characters. Splitting every line by Characters (the Swift of a typical form has some
    /// fifty such comments) made `formc generate` on it 10.9 million instructions rather than
    /// 9.5, and 1.65x the start-up of an empty program rather than 1.59x (1.50x before the
    /// writer was made plain; 100 rounds, the three taking turns).
    private static func words(_ line: String) -> (leading: Int, words: [Word]) {
        if line.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) {
            let bytes = Array(line.utf8)
            let words = bytes.split(separator: 0x20).map { Word(bytes: $0, width: $0.count) }
            return (bytes.prefix { $0 == 0x20 }.count, words)
        }
        let words = line.split(separator: " ").map { Word(bytes: ArraySlice($0.utf8), width: $0.count) }
        return (line.prefix { $0 == " " }.count, words)
    }

    /// Appends each line of `text` (UTF-8) as one comment line, as it is: what `append` makes
    /// of text that `isWrapped`.
    static func appendAsWritten(_ text: [UInt8], indentation: Int, to out: inout [UInt8]) {
        for line in text.split(separator: 0x0A, omittingEmptySubsequences: false) {
            appendLine(line, indentation: indentation, to: &out)
        }
    }

    /// Whether `append` leaves each line of `text` as it is, one comment line each: the text is
    /// safe for a comment, and no line is wider than the comment's width at `indentation`, has
    /// a space at its end, or two spaces between words.
    static func isWrapped(_ text: String, indentation: Int) -> Bool {
        var wrapped: [UInt8] = []
        append(text, indentation: indentation, to: &wrapped)
        var asWritten: [UInt8] = []
        appendAsWritten(Array(text.utf8), indentation: indentation, to: &asWritten)
        return wrapped == asWritten
    }
}
