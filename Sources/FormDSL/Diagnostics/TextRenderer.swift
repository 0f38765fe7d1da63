/// Renders diagnostics as text, the way swiftc and Xcode print them:
///
///     Examples/Login.form:4:19: error: expected ':' after the field name 'age', found 'int' [FC0101]
///         4 |         field age int? {
///           |                   ^~~
///           = help: ...
///
/// The first line is greppable and clickable in editors and Xcode. Colour is used only when
/// asked for (the CLI asks when standard error is a terminal and NO_COLOR is unset).
public struct TextRenderer: Sendable {
    public var useColor: Bool
    /// Longest source excerpt shown, in bytes; longer lines are shown as a window around the
    /// span, so a 5 MB line never floods the terminal.
    public var maxExcerptBytes = 160

    public init(useColor: Bool = false) {
        self.useColor = useColor
    }

    /// The diagnostics of `file` as `formc check` prints them: location, message, the line with
    /// a caret under the span, notes and help.
    public func render(_ diagnostics: [Diagnostic], in file: SourceFile) -> String {
        var out = ""
        for diagnostic in diagnostics {
            render(diagnostic, in: file, into: &out)
        }
        return out
    }

    /// Every piece of text that can come from the input (the path, and messages that quote
    /// the file) goes through `visible`, like the excerpt: a diagnostic is always the lines it
    /// looks like, and cannot move the cursor, recolour the terminal or reorder itself.
    public func render(_ d: Diagnostic, in file: SourceFile, into out: inout String) {
        let loc = file.location(of: d.span.start)
        let path = Self.visible(file.path)
        let label: String
        switch d.severity {
        case .error: label = paint("error:", "1;31")
        case .warning: label = paint("warning:", "1;35")
        case .note: label = paint("note:", "1;36")
        }
        out += paint("\(path):\(loc.line):\(loc.column):", "1") + " \(label) " + paint(Self.visible(d.message), "1") + " [\(d.id)]\n"
        excerpt(d.span, in: file, into: &out)
        for note in d.notes {
            if let span = note.span {
                let l = file.location(of: span.start)
                out += paint("\(path):\(l.line):\(l.column):", "1") + " " + paint("note:", "1;36") + " \(Self.visible(note.message))\n"
                excerpt(span, in: file, into: &out)
            } else {
                out += "      = note: \(Self.visible(note.message))\n"
            }
        }
        if let help = d.help {
            out += "      = " + paint("help:", "1;32") + " \(Self.visible(help))\n"
        }
    }

    private func paint(_ text: String, _ code: String) -> String {
        useColor ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }

    /// The source line with a caret under the span. Tabs in the line are copied into the
    /// caret line and wide (East Asian) characters count two cells, so the caret lines up in
    /// a terminal whatever the text.
    private func excerpt(_ span: Span, in file: SourceFile, into out: inout String) {
        guard !file.bytes.isEmpty else { return }
        let line = file.line(of: span.start)
        let range = file.lineRange(line)
        var lo = range.lowerBound
        var hi = range.upperBound
        if line == 1, file.bytes.count >= 3, file.bytes[0] == 0xEF, file.bytes[1] == 0xBB, file.bytes[2] == 0xBF { lo = max(lo, 3) }
        let start = min(max(span.start, lo), hi)
        let end = min(max(span.end, start), hi)
        var prefixEllipsis = false
        var suffixEllipsis = false
        if hi - lo > maxExcerptBytes {
            let newLo = max(lo, start - maxExcerptBytes / 3)
            let newHi = min(hi, newLo + maxExcerptBytes)
            prefixEllipsis = newLo > lo
            suffixEllipsis = newHi < hi
            lo = Self.boundary(file.bytes, newLo)
            hi = Self.boundary(file.bytes, newHi)
        }
        let before = Self.visible(String(decoding: file.bytes[lo..<max(lo, start)], as: UTF8.self))
        let marked = Self.visible(String(decoding: file.bytes[start..<max(start, min(end, hi))], as: UTF8.self))
        let after = Self.visible(String(decoding: file.bytes[min(max(start, end), hi)..<hi], as: UTF8.self))
        let number = String(line)
        let gutter = String(repeating: " ", count: max(0, 5 - number.count)) + number
        let blank = String(repeating: " ", count: gutter.count)
        out += paint("\(gutter) |", "34") + " " + (prefixEllipsis ? "..." : "") + before + marked + after + (suffixEllipsis ? "..." : "") + "\n"
        var pad = prefixEllipsis ? "   " : ""
        for ch in before {
            pad += ch == "\t" ? "\t" : String(repeating: " ", count: Self.cells(ch))
        }
        let width = max(1, marked.reduce(0) { $0 + ($1 == "\t" ? 1 : Self.cells($1)) })
        let caret = "^" + String(repeating: "~", count: width - 1)
        out += paint("\(blank) |", "34") + " " + pad + paint(caret, "1;32") + "\n"
    }

    /// Moves `i` back to the start of a UTF-8 sequence.
    private static func boundary(_ bytes: [UInt8], _ i: Int) -> Int {
        var i = i
        while i > 0, i < bytes.count, bytes[i] & 0xC0 == 0x80 { i -= 1 }
        return i
    }

    /// Control characters (NUL, ESC, ...) shown as their Unicode control pictures, so an
    /// excerpt can never drive the terminal; C1 controls, line and paragraph separators and
    /// bidirectional controls (which would break or reorder the line on screen) as U+FFFD.
    static func visible(_ s: String) -> String {
        // Fast path: most text has nothing to replace.
        if !s.unicodeScalars.contains(where: needsReplacement) { return s }
        var out = ""
        out.reserveCapacity(s.utf8.count)
        for scalar in s.unicodeScalars {
            if scalar.value < 0x20 && scalar != "\t" {
                out.unicodeScalars.append(Unicode.Scalar(0x2400 + scalar.value)!)
            } else if scalar.value == 0x7F {
                out.unicodeScalars.append(Unicode.Scalar(0x2421)!)
            } else if needsReplacement(scalar) {
                out.unicodeScalars.append("\u{FFFD}")
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    private static func needsReplacement(_ scalar: Unicode.Scalar) -> Bool {
        scalar != "\t" && InvisibleCharacters.hides(scalar)
    }

    /// Terminal cells taken by a character: 2 for East Asian wide and fullwidth characters
    /// and emoji, 1 otherwise.
    static func cells(_ ch: Character) -> Int {
        guard let v = ch.unicodeScalars.first?.value else { return 1 }
        switch v {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
             0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
             0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x3FFFD:
            return 2
        default:
            return 1
        }
    }
}
