/// Spelling values as Swift source: string literals, raw-string patterns, comment-safe text
/// (identifiers and the keyword set are in SwiftKeywords.swift).
///
/// The one rule: text from a `.form` file reaches generated Swift only as a literal whose value
/// is that text (`string`, or `rawString`, which falls back to it) or as a comment made safe
/// (`commentSafe`), so a label can never become code.
enum SwiftLiteral {
    /// A `"..."` literal whose value is exactly `text`.
    ///
    /// Escapes `\` and `"` (so `\(` and `"#` stay text), line and paragraph separators and
    /// every other control character, and the invisible bidirectional controls: the generated
    /// file then reads in the same order it compiles, and no character can end the literal or
    /// hide code from a reviewer. Everything else, every script and emoji, is written as is.
    static func string(_ text: String) -> String {
        if text.utf8.allSatisfy(isPlainInString) { return "\"\(text)\"" }
        var out = "\""
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
                    out += unicodeEscape(scalar)
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    /// Printable ASCII other than `"` and `\`: what a literal holds as it is.
    private static func isPlainInString(_ byte: UInt8) -> Bool {
        byte >= 0x20 && byte < 0x7F && byte != 0x22 && byte != 0x5C
    }

    /// A raw literal `#"..."#` for regular expressions, whose backslashes then read as in the
    /// `.form` file; a plain `string` when the text holds anything a raw literal cannot show
    /// safely (line breaks, controls, bidi marks).
    static func rawString(_ text: String) -> String {
        if text.unicodeScalars.contains(where: needsUnicodeEscape) {
            return string(text)
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
        let hashes = String(repeating: "#", count: longest + 1)
        return hashes + "\"" + text + "\"" + hashes
    }

    /// Text safe inside a `//` or `///` comment: one line, no bidi tricks, no `*/`, and no
    /// tab (generated files hold none).
    static func commentSafe(_ text: String) -> String {
        if isCommentSafe(text) { return text }
        var out = ""
        var afterStar = false
        for scalar in text.unicodeScalars {
            if needsUnicodeEscape(scalar) || scalar == "\n" || scalar == "\r" || scalar == "\t" {
                out += unicodeEscape(scalar)
                afterStar = false
            } else {
                if afterStar && scalar == "/" { out += " " }   // "*/" becomes "* /"
                out.unicodeScalars.append(scalar)
                afterStar = scalar == "*"
            }
        }
        return out
    }

    /// Whether `commentSafe` keeps `text` as it is: nothing in it to escape, and no `*/`.
    private static func isCommentSafe(_ text: String) -> Bool {
        var afterStar = false
        for scalar in text.unicodeScalars {
            if needsUnicodeEscape(scalar) || scalar == "\n" || scalar == "\r" || scalar == "\t" { return false }
            if afterStar && scalar == "/" { return false }
            afterStar = scalar == "*"
        }
        return true
    }

    /// What a literal or comment writes as `\u{...}`: what `InvisibleCharacters` hides.
    static func needsUnicodeEscape(_ scalar: Unicode.Scalar) -> Bool {
        InvisibleCharacters.hides(scalar)
    }

    /// `\u{XXXX}`: at least four upper-case hex digits.
    private static func unicodeEscape(_ scalar: Unicode.Scalar) -> String {
        let digits = String(scalar.value, radix: 16, uppercase: true)
        return #"\u{"# + String(repeating: "0", count: max(0, 4 - digits.utf8.count)) + digits + "}"
    }
}
