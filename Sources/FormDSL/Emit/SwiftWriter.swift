/// Accumulates generated Swift line by line with four-space indentation.
///
/// Emitters never build indentation by hand: they open and close blocks, so nesting in the
/// output always matches nesting in the emitter, and no line carries trailing whitespace.
///
/// The text is kept as UTF-8 bytes and becomes a `String` once, at the end: appending bytes is a
/// copy, where appending to a `String` re-examines its storage on every call.
struct SwiftWriter {
    private(set) var bytes: [UInt8] = []
    private var level = 0

    init(capacity: Int = 0) {
        bytes.reserveCapacity(capacity)
    }

    /// Everything written so far.
    var text: String { String(decoding: bytes, as: UTF8.self) }

    private static let indentation = Array("    ".utf8)

    /// One line at the current indentation; an empty string writes an empty line.
    mutating func line(_ content: String) {
        if !content.isEmpty {
            for _ in 0..<level { bytes.append(contentsOf: Self.indentation) }
            bytes.append(contentsOf: content.utf8)
        }
        bytes.append(0x0A)
    }

    mutating func blank() { line("") }

    /// `header {`, the body one level deeper, then `}` (or `footer`, e.g. `})`).
    mutating func block(_ header: String, close: String = "}", _ body: (inout SwiftWriter) -> Void) {
        line(header + " {")
        level += 1
        body(&self)
        level -= 1
        line(close)
    }

    /// `if condition { … } else { … }` with the `else` on the closing brace's line.
    mutating func ifElse(_ condition: String, _ then: (inout SwiftWriter) -> Void,
                         else otherwise: (inout SwiftWriter) -> Void) {
        line("if \(condition) {")
        level += 1
        then(&self)
        level -= 1
        line("} else {")
        level += 1
        otherwise(&self)
        level -= 1
        line("}")
    }

    /// Runs `body` one level deeper, without braces (modifier chains).
    mutating func indented(_ body: (inout SwiftWriter) -> Void) {
        level += 1
        body(&self)
        level -= 1
    }

    /// `switch subject {`, the cases at the same indentation as the `switch` (Swift's own
    /// style), then `}`.
    mutating func switchBlock(_ subject: String, _ body: (inout SwiftWriter) -> Void) {
        line("switch \(subject) {")
        body(&self)
        line("}")
    }

    /// A `///` comment: each paragraph line of `text` word-wrapped to keep the line within
    /// 100 columns. Words are never split, so a long word makes a long line.
    mutating func docComment(_ text: String) {
        let width = max(40, 100 - level * 4 - 4)
        if docCommentASCII(text, width: width) { return }
        for piece in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let safe = SwiftLiteral.commentSafe(String(piece))
            if safe.isEmpty {
                line("///")
                continue
            }
            // Keep a list item's indentation on continuation lines.
            let leading = String(safe.prefix { $0 == " " })
            let hanging = leading + (safe.dropFirst(leading.count).hasPrefix("- ") ? "  " : "")
            var current = leading
            var empty = true
            for word in safe.split(separator: " ") {
                if !empty && current.count + 1 + word.count > width {
                    line("/// " + current)
                    current = hanging + word
                } else {
                    current += (empty ? "" : " ") + word
                }
                empty = false
            }
            line("/// " + current)
        }
    }
}

extension SwiftWriter {
    /// `docComment` for text that `commentSafe` leaves as it is (ASCII, no control character
    /// but line feed, no `*/`), where a Character is a byte: the same lines, wrapped
    /// by byte counts, without building Strings word by word. Returns false, writing nothing,
    /// for any other text.
    private mutating func docCommentASCII(_ text: String, width: Int) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            guard SwiftLiteral.isPlainASCII(bytes, allowingLineFeed: true) else { return false }
            let slashes = Array("/// ".utf8)
            func emit(_ piece: Slice<UnsafeBufferPointer<UInt8>>) {
                for _ in 0..<level { self.bytes.append(contentsOf: Self.indentation) }
                self.bytes.append(contentsOf: slashes)
                self.bytes.append(contentsOf: piece)
                self.bytes.append(0x0A)
            }
            var pieceStart = 0
            while pieceStart <= bytes.count {
                var pieceEnd = pieceStart
                while pieceEnd < bytes.count, bytes[pieceEnd] != 0x0A { pieceEnd += 1 }
                wrapPiece(bytes, pieceStart, pieceEnd, width: width)
                pieceStart = pieceEnd + 1
            }
            return true
        }
    }

    /// One paragraph line `bytes[start..<end]`, as `docComment` wraps it.
    private mutating func wrapPiece(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int, width: Int) {
        if start == end {
            line("///")
            return
        }
        var leading = start
        while leading < end, bytes[leading] == 0x20 { leading += 1 }
        let leadingCount = leading - start
        let isListItem = end - leading >= 2 && bytes[leading] == 0x2D && bytes[leading + 1] == 0x20   // "- "
        let hangingCount = leadingCount + (isListItem ? 2 : 0)
        // The line being built: `current` as in docComment, kept as bytes.
        var current: [UInt8] = Array(repeating: 0x20, count: leadingCount)
        var empty = true
        var i = leading
        while i < end {
            while i < end, bytes[i] == 0x20 { i += 1 }
            if i == end { break }
            let wordStart = i
            while i < end, bytes[i] != 0x20 { i += 1 }
            let wordCount = i - wordStart
            if !empty && current.count + 1 + wordCount > width {
                flush(current)
                current = Array(repeating: 0x20, count: hangingCount)
            } else if !empty {
                current.append(0x20)
            }
            current.append(contentsOf: bytes[wordStart..<i])
            empty = false
        }
        flush(current)
    }

    private mutating func flush(_ current: [UInt8]) {
        for _ in 0..<level { bytes.append(contentsOf: Self.indentation) }
        bytes.append(contentsOf: [0x2F, 0x2F, 0x2F, 0x20])  // "/// "
        bytes.append(contentsOf: current)
        bytes.append(0x0A)
    }
}

/// Spelling values as Swift source: string literals, identifiers, raw-string patterns.
///
/// The one rule: text from a `.form` file reaches generated Swift only through `string` (or
/// `rawString`, which falls back to it), so a label can never become code.
enum SwiftLiteral {
    /// A `"..."` literal whose value is exactly `text`.
    ///
    /// Escapes `\` and `"` (so `\(` and `"#` stay text), line and paragraph separators and
    /// every other control character, and the invisible bidirectional controls: the generated
    /// file then reads in the same order it compiles, and no character can end the literal or
    /// hide code from a reviewer. Everything else, every script and emoji, is written as is.
    static func string(_ text: String) -> String {
        var copy = text
        if copy.withUTF8({ bytes in bytes.allSatisfy { $0 >= 0x20 && $0 < 0x7F && $0 != 0x22 && $0 != 0x5C } }) {
            // Printable ASCII without `"` or `\`: nothing to escape.
            return "\"" + text + "\""
        }
        // Built on a String: appending to a `String.UnicodeScalarView` copies the whole view
        // each time, which made a 1 MB label take seconds.
        var out = "\""
        out.reserveCapacity(text.utf8.count + 2)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": out += #"\\"#
            case "\"": out += #"\""#
            case "\n": out += #"\n"#
            case "\r": out += #"\r"#
            case "\t": out += #"\t"#
            case "\0": out += #"\0"#
            default:
                if needsUnicodeEscape(scalar) {
                    out += "\\u{\(hex(scalar.value))}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        out += "\""
        return out
    }

    /// A raw literal `#"..."#` for regular expressions, whose backslashes then read as in the
    /// `.form` file; a plain `string` when the text holds anything a raw literal cannot show
    /// safely (line breaks, controls, bidi marks).
    static func rawString(_ text: String) -> String {
        if text.unicodeScalars.contains(where: { needsUnicodeEscape($0) || $0.value < 0x20 || $0 == "\u{7F}" }) {
            return string(text)
        }
        // Enough `#`s that neither `"#…` nor `\#…` inside the text can end the literal or
        // start an escape: one more than the longest run of `#` after a quote or backslash.
        var longest = 0
        let scalars = Array(text.unicodeScalars)
        for (index, scalar) in scalars.enumerated() where scalar == "\"" || scalar == "\\" {
            var run = 0
            while index + 1 + run < scalars.count, scalars[index + 1 + run] == "#" { run += 1 }
            longest = max(longest, run)
        }
        let hashes = String(repeating: "#", count: longest + 1)
        return hashes + "\"" + text + "\"" + hashes
    }

    /// Whether `commentSafe` keeps these bytes as they are: ASCII with no control character
    /// (but line feed, when allowed; a tab is escaped), and no `*/`.
    static func isPlainASCII(_ bytes: UnsafeBufferPointer<UInt8>, allowingLineFeed: Bool) -> Bool {
        var previous: UInt8 = 0
        for b in bytes {
            if b >= 0x7F || (b < 0x20 && !(allowingLineFeed && b == 0x0A)) { return false }
            if previous == 0x2A && b == 0x2F { return false }   // "*/"
            previous = b
        }
        return true
    }

    /// Whether every Character of `text` is one byte: ASCII, and no CR (CRLF is one Character).
    static func isASCIIWithoutCR(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            for b in bytes where b >= 0x80 || b == 0x0D { return false }
            return true
        }
    }

    /// `text.split(separator: "\n", omittingEmptySubsequences: false)` for text where
    /// `isASCIIWithoutCR` holds, splitting bytes instead of Characters.
    static func asciiLines(_ text: String) -> [Substring] {
        var lines: [Substring] = []
        var start = text.utf8.startIndex
        var i = start
        while i != text.utf8.endIndex {
            if text.utf8[i] == 0x0A {
                lines.append(Substring(text.utf8[start..<i]))
                start = text.utf8.index(after: i)
            }
            i = text.utf8.index(after: i)
        }
        lines.append(Substring(text.utf8[start..<text.utf8.endIndex]))
        return lines
    }

    /// Line breaks and controls other than tab, Unicode line/paragraph separators, and the
    /// bidirectional formatting characters (the "Trojan Source" set) plus BOM/zero-width marks.
    static func needsUnicodeEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x08, 0x0B, 0x0C, 0x0E...0x1F, 0x7F...0x9F: return true
        case 0x2028, 0x2029: return true
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: return true
        case 0x200B, 0xFEFF: return true
        default: return false
        }
    }

    /// Text safe inside a `//` or `///` comment: one line, no bidi tricks, no `*/`, and no
    /// tab (generated files hold none).
    static func commentSafe(_ text: String) -> String {
        // Most comments are printable ASCII with no "*/": returned as they are.
        var copy = text
        if copy.withUTF8({ isPlainASCII($0, allowingLineFeed: false) }) { return text }
        var out = ""
        out.reserveCapacity(text.utf8.count)
        var afterStar = false
        for scalar in text.unicodeScalars {
            if needsUnicodeEscape(scalar) || scalar == "\n" || scalar == "\r" || scalar == "\t" {
                out += "\\u{\(hex(scalar.value))}"
            } else {
                if afterStar && scalar == "/" { out += " " }  // "*/" becomes "* /"
                out.unicodeScalars.append(scalar)
            }
            afterStar = out.unicodeScalars.last == "*"
        }
        return out
    }

    private static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    /// Words that must be written in backticks to serve as a name. Backticks around a word
    /// that does not need them are harmless, so contextual keywords are included too.
    static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import",
        "init", "inout", "internal", "let", "open", "operator", "private", "precedencegroup",
        "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var",
        "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough",
        "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while",
        "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try",
        "async", "actor", "any", "some", "consume", "copy", "discard", "borrowing", "consuming",
        "each", "macro", "package", "nonisolated", "isolated", "sending", "get", "set", "willSet",
        "didSet", "lazy", "weak", "unowned", "mutating", "nonmutating", "optional", "required",
        "convenience", "dynamic", "final", "indirect", "infix", "postfix", "prefix", "override",
        "then", "yield",
    ]

    /// `name` as an argument label in a declaration: any keyword may be a label except these
    /// three.
    static func label(_ name: String) -> String {
        ["inout", "var", "let"].contains(name) ? "`\(name)`" : name
    }

    /// `name` as an argument label in a call: only `inout` needs backticks there (Swift warns
    /// that `var` and `let` do not).
    static func callLabel(_ name: String) -> String {
        name == "inout" ? "`inout`" : name
    }

    /// `name` as a Swift identifier: in backticks when it is a keyword.
    static func identifier(_ name: String) -> String {
        keywords.contains(name) ? "`\(name)`" : name
    }
}
