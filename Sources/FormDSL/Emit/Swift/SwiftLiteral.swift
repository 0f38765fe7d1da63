/// Spelling values as Swift source: string literals, raw-string patterns, comment-safe text
/// (identifiers and the keyword table are in SwiftKeywords.swift).
///
/// The one rule: text from a `.form` file reaches generated Swift only as a literal whose value
/// is that text (`string`, or `rawString`, which falls back to it) or as a comment made safe
/// (`commentSafe`), so a label can never become code.
///
/// Each spelling is written once, appending to an `OutputBuffer` (what `SwiftWriter` uses);
/// the `String` versions return what it appends.
enum SwiftLiteral {
    /// A `"..."` literal whose value is exactly `text`.
    ///
    /// Escapes `\` and `"` (so `\(` and `"#` stay text), line and paragraph separators and
    /// every other control character, and the invisible bidirectional controls: the generated
    /// file then reads in the same order it compiles, and no character can end the literal or
    /// hide code from a reviewer. Everything else, every script and emoji, is written as is.
    static func string(_ text: String) -> String {
        var out = OutputBuffer(reservingCapacity: text.utf8.count + 2)
        appendString(text, to: &out)
        return out.text
    }

    static func appendString(_ text: String, to out: inout OutputBuffer) {
        out.append(0x22)   // "
        appendStringContent(text, to: &out)
        out.append(0x22)
    }

    /// What `appendString` writes between the quotes. Escaping goes scalar by scalar, so a
    /// literal written in parts holds exactly the parts' text one after another.
    static func appendStringContent(_ text: String, to out: inout OutputBuffer) {
        let isPlain = text.utf8.withContiguousStorageIfAvailable { isPlainInString(UnsafeRawBufferPointer($0)) }
            ?? text.utf8.allSatisfy(isPlainInString)
        if isPlain {
            out.append(text)
        } else {
            for scalar in text.unicodeScalars {
                appendEscaped(scalar, to: &out)
            }
        }
    }

    /// Printable ASCII other than `"` and `\`: what a literal holds as it is.
    static func isPlainInString(_ byte: UInt8) -> Bool {
        byte >= 0x20 && byte < 0x7F && byte != 0x22 && byte != 0x5C
    }

    /// Whether every byte is `isPlainInString`, eight bytes at a time (`ByteWord`): every text
    /// of every field is written as a literal, and this test is most of the cost of writing
    /// one. The last few bytes are tested one by one. `FastPathTests` holds it to
    /// `isPlainInString(_: UInt8)` on every byte and on mixed words.
    static func isPlainInString(_ bytes: UnsafeRawBufferPointer) -> Bool {
        var i = 0
        while i + 8 <= bytes.count {
            let word = ByteWord.load(bytes, at: i)
            let unplain = ByteWord.below(word, 0x20) | ByteWord.above7E(word)
                | ByteWord.equal(word, 0x22) | ByteWord.equal(word, 0x5C)   // " and \
            if unplain != 0 { return false }
            i += 8
        }
        while i < bytes.count {
            if !isPlainInString(bytes[i]) { return false }
            i += 1
        }
        return true
    }

    private static func appendEscaped(_ scalar: Unicode.Scalar, to out: inout OutputBuffer) {
        switch scalar {
        case "\\": out.append(#"\\"#)
        case "\"": out.append(#"\""#)
        case "\n": out.append(#"\n"#)
        case "\r": out.append(#"\r"#)
        case "\t": out.append(#"\t"#)
        case "\0": out.append(#"\0"#)
        default:
            if needsUnicodeEscape(scalar) {
                appendUnicodeEscape(scalar, to: &out)
            } else {
                out.append(scalar)
            }
        }
    }

    /// A raw literal `#"..."#` for regular expressions, whose backslashes then read as in the
    /// `.form` file; a plain `string` when the text holds anything a raw literal cannot show
    /// safely (line breaks, controls, bidi marks).
    static func rawString(_ text: String) -> String {
        var out = OutputBuffer()
        appendRawString(text, to: &out)
        return out.text
    }

    static func appendRawString(_ text: String, to out: inout OutputBuffer) {
        if text.unicodeScalars.contains(where: { needsUnicodeEscape($0) || $0.value < 0x20 || $0 == "\u{7F}" }) {
            appendString(text, to: &out)
            return
        }
        // Enough `#`s that neither `"#…` nor `\#…` inside the text can end the literal or
        // start an escape: one more than the longest run of `#` after a quote or backslash.
        var longest = 0
        var run = 0
        var inRun = false
        for byte in text.utf8 {
            if byte == 0x23 && inRun {   // #
                run += 1
                longest = max(longest, run)
            } else {
                inRun = byte == 0x22 || byte == 0x5C
                run = 0
            }
        }
        for _ in 0...longest { out.append(0x23) }
        out.append(0x22)
        out.append(text)
        out.append(0x22)
        for _ in 0...longest { out.append(0x23) }
    }

    /// Text safe inside a `//` or `///` comment: one line, no bidi tricks, no `*/`, and no
    /// tab (generated files hold none).
    static func commentSafe(_ text: String) -> String {
        if isCommentSafe(text) { return text }
        var out = OutputBuffer()
        appendCommentSafe(text, to: &out)
        return out.text
    }

    static func appendCommentSafe(_ text: String, to out: inout OutputBuffer) {
        if isCommentSafe(text) {
            out.append(text)
            return
        }
        var afterStar = false
        for scalar in text.unicodeScalars {
            if needsUnicodeEscape(scalar) || scalar == "\n" || scalar == "\r" || scalar == "\t" {
                appendUnicodeEscape(scalar, to: &out)
                afterStar = false
            } else {
                if afterStar && scalar == "/" { out.append(0x20) }   // "*/" becomes "* /"
                out.append(scalar)
                afterStar = scalar == "*"
            }
        }
    }

    /// Whether `commentSafe` keeps `text` as it is because it is printable ASCII (no control
    /// character, a tab included) without `*/`; text it keeps for other reasons (letters of
    /// other scripts) answers false.
    static func isCommentSafe(_ text: String) -> Bool {
        var previous: UInt8 = 0
        for byte in text.utf8 {
            if byte < 0x20 || byte >= 0x7F { return false }
            if previous == 0x2A && byte == 0x2F { return false }   // "*/"
            previous = byte
        }
        return true
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

    /// `\u{XXXX}`: at least four upper-case hex digits.
    private static func appendUnicodeEscape(_ scalar: Unicode.Scalar, to out: inout OutputBuffer) {
        let digits = String(scalar.value, radix: 16, uppercase: true)
        out.append(#"\u{"#)
        for _ in digits.utf8.count..<max(4, digits.utf8.count) { out.append(0x30) }   // 0
        out.append(digits)
        out.append(0x7D)   // }
    }
}
