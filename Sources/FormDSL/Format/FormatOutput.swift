/// The formatter's output: bytes, plus the column and indentation of the current line, which
/// the layout needs to align continuation lines.
///
/// Spaces are written only directly before content, and comment lines lose their trailing
/// whitespace, so no line ever ends in whitespace. Columns count characters (grapheme clusters)
/// as diagnostics do, so `"用户名"` is three columns.
struct FormatOutput {
    static let indentWidth = 4
    /// Tab stops assumed when a block comment on its own line is moved and its inner lines move
    /// with it.
    static let tabWidth = 4

    private(set) var bytes: [UInt8] = []
    private(set) var column = 0
    /// Indentation of the current line.
    private(set) var lineIndent = 0
    /// Whether the last thing written is a comment.
    private(set) var lastWasComment = false
    /// True after a line break, until the first content of the line; its indentation is
    /// written with that content, so empty lines stay empty.
    private var atLineStart = true
    private var pendingIndent = 0

    var isEmpty: Bool { bytes.isEmpty }

    mutating func newline(indent: Int, blank: Bool) {
        pendingIndent = indent
        lineIndent = indent
        column = 0
        guard !bytes.isEmpty else { return }
        if !atLineStart { bytes.append(.lineFeed) }
        if blank && !(bytes.count >= 2 && bytes[bytes.count - 2] == .lineFeed) { bytes.append(.lineFeed) }
        atLineStart = true
    }

    mutating func space(_ count: Int) {
        guard !atLineStart, count > 0 else { return }
        bytes.append(contentsOf: repeatElement(.space, count: count))
        column += count
    }

    mutating func write<C: Collection<UInt8>>(_ text: C, width: Int? = nil) {
        startContent()
        bytes.append(contentsOf: text)
        column += width ?? Self.width(text)
        lastWasComment = false
    }

    private mutating func startContent() {
        guard atLineStart else { return }
        bytes.append(contentsOf: repeatElement(.space, count: pendingIndent))
        column = pendingIndent
        atLineStart = false
    }

    /// Writes a comment. Line ends become LF and trailing whitespace goes. With `shift` (a
    /// block comment that starts its own line and moved by `shift` columns), the inner lines
    /// move by as much, keeping their alignment with the first; otherwise they are kept as
    /// written.
    mutating func writeComment(_ text: ArraySlice<UInt8>, shift: Int?) {
        var lines: [ArraySlice<UInt8>] = []
        var start = text.startIndex
        var i = start
        while i < text.endIndex {
            let b = text[i]
            if b == .lineFeed || b == .carriageReturn {
                lines.append(text[start..<i])
                if b == .carriageReturn, i + 1 < text.endIndex, text[i + 1] == .lineFeed { i += 1 }
                start = i + 1
            }
            i += 1
        }
        lines.append(text[start..<text.endIndex])

        write(Self.trimmingTrailingWhitespace(lines[0]))
        for line in lines.dropFirst() {
            var content = Self.trimmingTrailingWhitespace(line)
            var indent: [UInt8] = []
            if let shift, !content.isEmpty {
                var width = 0
                var j = content.startIndex
                while j < content.endIndex, Self.isHorizontalSpace(content[j]) {
                    width = content[j] == .tab ? (width / Self.tabWidth + 1) * Self.tabWidth : width + 1
                    j += 1
                }
                content = content[j...]
                indent = Array(repeating: .space, count: max(0, width + shift))
            }
            bytes.append(.lineFeed)
            bytes.append(contentsOf: indent)
            bytes.append(contentsOf: content)
            lineIndent = indent.count + content.prefix(while: Self.isHorizontalSpace).count
            column = indent.count + Self.width(content)
            atLineStart = false
        }
        lastWasComment = true
    }

    /// The output, with the final newline.
    mutating func finish() -> [UInt8] {
        if let last = bytes.last, last != .lineFeed { bytes.append(.lineFeed) }
        return bytes
    }

    // MARK: Measuring

    static func width<C: Collection<UInt8>>(_ text: C) -> Int {
        if text.allSatisfy({ $0 < 0x80 }) { return text.count }
        return String(decoding: text, as: UTF8.self).count
    }

    /// The column at which `offset` starts on its source line, with tabs to stops of
    /// `tabWidth`; a byte order mark is not a column.
    static func sourceColumn(of offset: Int, in bytes: [UInt8]) -> Int {
        var start = offset
        while start > 0, bytes[start - 1] != .lineFeed, bytes[start - 1] != .carriageReturn { start -= 1 }
        if start == 0, offset >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { start = 3 }
        var column = 0
        for b in bytes[start..<offset] {
            column = b == .tab ? (column / tabWidth + 1) * tabWidth : column + 1
        }
        return column
    }

    static func isHorizontalSpace(_ b: UInt8) -> Bool {
        b == .space || b == .tab || b == .formFeed || b == .verticalTab
    }

    static func trimmingTrailingWhitespace(_ line: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        var end = line.endIndex
        while end > line.startIndex, isHorizontalSpace(line[end - 1]) { end -= 1 }
        return line[line.startIndex..<end]
    }
}
