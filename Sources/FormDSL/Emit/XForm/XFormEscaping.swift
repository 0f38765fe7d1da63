/// How every text enters an XForm: the one place that escapes for XML and for XPath, so that
/// a label, message, option or pattern can never end an element, an attribute or a string
/// literal, whatever it holds (docs/XFORM.md, "Texts").
///
/// - XML text and attributes: `&`, `<`, `>` (so `]]>` cannot occur), and in attributes `"`,
///   `'` and the line feed and carriage return (as character references, which attribute
///   normalisation keeps); what `InvisibleCharacters` hides as character references
///   everywhere (`isInvisible`).
/// - The characters XML 1.0 cannot carry at all, not even as a character reference (C0
///   controls other than tab, line feed and carriage return, and U+FFFE, U+FFFF): in texts
///   people read they become U+FFFD; in a pattern, `XPathText.regexSafe` writes them as
///   `\uXXXX` first, which means the same character to the regex engine.
/// - XPath 1.0 string literals have no escapes: a text holding one kind of quote is quoted
///   with the other, and one holding both is `concat(...)` of pieces.
enum XFormEscaping {
    /// Whether XML 1.0 can carry the scalar (its `Char` production).
    static func isXMLChar(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x9, 0xA, 0xD: return true
        case 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: return true
        default: return false
        }
    }

    /// Whether the scalar is written as a character reference although XML could carry it
    /// raw: what every output of formc hides (`InvisibleCharacters`: a tab, DEL and the C1
    /// controls, the line and paragraph separators, the bidirectional controls, the zero-width
    /// characters), which would make the file read otherwise than it parses ("Trojan
    /// Source"), but the line feed, which element text holds as itself. The reference means
    /// the same character to every XML parser.
    static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        scalar != "\n" && InvisibleCharacters.hides(scalar)
    }

    /// `&#xHEX;`.
    static func reference(_ scalar: Unicode.Scalar) -> String {
        "&#x" + String(scalar.value, radix: 16, uppercase: true) + ";"
    }

    /// `text` as XML character data: element content.
    static func text(_ text: String) -> String { escaped(text, inAttribute: false) }

    /// `text` as the value of an attribute written between double quotes.
    static func attribute(_ text: String) -> String { escaped(text, inAttribute: true) }

    /// `text` with what XML reads as markup escaped; in an attribute also the quotes, and the
    /// line feed, which attribute normalisation would turn into a space. A raw carriage return
    /// would be read as a line feed anywhere.
    private static func escaped(_ text: String, inAttribute: Bool) -> String {
        var out = ""
        out.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\r": out += "&#13;"
            case "\"" where inAttribute: out += "&quot;"
            case "'" where inAttribute: out += "&apos;"
            case "\n" where inAttribute: out += "&#10;"
            default:
                if !isXMLChar(scalar) {
                    out += "\u{FFFD}"
                } else if isInvisible(scalar) {
                    out += reference(scalar)
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }

    /// Whether `name` is an XML name without a colon (an NCName) made of ASCII letters, digits,
    /// `_`, `-` and `.`, starting with a letter or `_`, and not starting with `xml` in any case
    /// (reserved by XML): a name every XForm engine takes as an instance element.
    static func isElementName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first else { return false }
        func isLetter(_ s: Unicode.Scalar) -> Bool { ("a"..."z").contains(s) || ("A"..."Z").contains(s) }
        guard isLetter(first) || first == "_" else { return false }
        if name.lowercased().hasPrefix("xml") { return false }
        return name.unicodeScalars.allSatisfy { isLetter($0) || ("0"..."9").contains($0) || $0 == "_" || $0 == "-" || $0 == "." }
    }
}

/// Texts inside XPath expressions.
enum XPathText {
    /// `text` as an XPath 1.0 string expression: `'text'`, `"text"`, or `concat(...)` when it
    /// holds both quotes. Characters XML cannot carry are replaced as `XFormEscaping` does;
    /// the expression is then escaped once more as an attribute where it is written.
    static func literal(_ text: String) -> String {
        if !text.contains("'") { return "'" + text + "'" }
        if !text.contains("\"") { return "\"" + text + "\"" }
        var pieces: [String] = []
        var current = ""
        for scalar in text.unicodeScalars {
            if scalar == "'" {
                if !current.isEmpty { pieces.append("'" + current + "'") }
                pieces.append("\"'\"")
                current = ""
            } else {
                current.unicodeScalars.append(scalar)
            }
        }
        if !current.isEmpty { pieces.append("'" + current + "'") }
        // concat() needs two arguments: a text of quotes alone is still two pieces or more,
        // since it holds both kinds.
        return pieces.count == 1 ? pieces[0] : "concat(" + pieces.joined(separator: ", ") + ")"
    }

    /// A regular expression with every character XML cannot carry written as a `\uXXXX`
    /// escape, which Java's and ECMA-262's engines read as that character; a character that
    /// follows a backslash is escaped the same way, as the backslash then escapes it.
    static func regexSafe(_ pattern: String) -> String {
        var out = ""
        // Whether the last scalar written is a backslash that escapes the next one.
        var escaping = false
        for scalar in pattern.unicodeScalars {
            if XFormEscaping.isXMLChar(scalar) {
                out.unicodeScalars.append(scalar)
                escaping = scalar == "\\" && !escaping
            } else {
                // `\` before the character escaped it: `\uXXXX` escapes it too, in its place.
                if escaping { out.unicodeScalars.removeLast() }
                let hex = String(scalar.value, radix: 16, uppercase: true)
                out += "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
                escaping = false
            }
        }
        return out
    }
}
