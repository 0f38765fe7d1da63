/// How texts of a `.form` file reach the web output: never as markup or code.
///
/// - Into JavaScript (the module's data table): as JSON string literals in which `"` and `\`
///   are escaped, and, as `\uXXXX`, every character that could end or change the script it
///   stands in: `<`, `>` and `&` (so `</script>`, `<!--` and `]]>` can never appear in an
///   inline script), U+2028 and U+2029 (line terminators in older JavaScript), the C0 and C1
///   controls and DEL, and the characters that hide or reorder text in a reviewer's editor:
///   the bidirectional controls, the zero-width characters, the byte order mark. Every other
///   character, every script and emoji, is written as UTF-8. The value read is the same.
/// - Into HTML (the page): text and attribute values with `&`, `<`, `>`, `"` and `'` as
///   character references, and the same invisible characters as numeric references, so a
///   text is shown as exactly its characters.
enum WebEscaping {
    /// Whether `scalar` is written as an escape in both JavaScript and HTML output.
    static func isHidden(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F: return true
        case 0x061C, 0x200B...0x200F, 0x202A...0x202E, 0x2060...0x2064, 0x2066...0x206F, 0xFEFF: return true
        case 0x2028, 0x2029: return true
        default: return false
        }
    }

    /// `text` as a JavaScript (and JSON) string literal, quotes included.
    static func scriptString(_ text: String) -> String {
        var out = String.UnicodeScalarView()
        out.append("\"")
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out.append(contentsOf: "\\\"".unicodeScalars)
            case "\\": out.append(contentsOf: "\\\\".unicodeScalars)
            case "\n": out.append(contentsOf: "\\n".unicodeScalars)
            case "\t": out.append(contentsOf: "\\t".unicodeScalars)
            case "<", ">", "&": out.append(contentsOf: unicodeEscape(scalar.value).unicodeScalars)
            default:
                if isHidden(scalar) {
                    out.append(contentsOf: unicodeEscape(scalar.value).unicodeScalars)
                } else {
                    out.append(scalar)
                }
            }
        }
        out.append("\"")
        return String(out)
    }

    /// `\uXXXX` of a BMP code point (every escaped one is).
    static func unicodeEscape(_ value: UInt32) -> String {
        let hex = String(value, radix: 16, uppercase: true)
        return "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }

    /// `text` as HTML text or a quoted attribute value.
    static func html(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default:
                // A line feed in text is shown as one; NUL, which HTML refuses, as U+FFFD.
                if scalar == "\n" {
                    out += "&#10;"
                } else if scalar.value == 0 {
                    out += "&#xFFFD;"
                } else if isHidden(scalar) {
                    out += "&#x" + String(scalar.value, radix: 16, uppercase: true) + ";"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }

    /// A JSON value as JavaScript: two-space indent, members in their order, strings by
    /// `scriptString`.
    static func script(_ value: JSONValue, indent: Int = 0) -> String {
        var out = ""
        write(value, indent: indent, into: &out)
        return out
    }

    private static func write(_ value: JSONValue, indent: Int, into out: inout String) {
        let pad = String(repeating: "  ", count: indent + 1)
        let close = String(repeating: "  ", count: indent)
        switch value {
        case .null: out += "null"
        case .bool(let b): out += b ? "true" : "false"
        case .number(let n): out += n
        case .string(let s): out += scriptString(s)
        case .array(let items):
            if items.isEmpty { out += "[]"; return }
            // Arrays of plain values on one line: field lists, options' values.
            if items.allSatisfy({ if case .object = $0 { return false }; if case .array = $0 { return false }; return true }) {
                out += "[" + items.map { script($0) }.joined(separator: ", ") + "]"
                return
            }
            out += "[\n"
            for (i, item) in items.enumerated() {
                out += pad
                write(item, indent: indent + 1, into: &out)
                out += i + 1 < items.count ? ",\n" : "\n"
            }
            out += close + "]"
        case .object(let members):
            if members.isEmpty { out += "{}"; return }
            out += "{\n"
            for (i, member) in members.enumerated() {
                out += pad + scriptString(member.key) + ": "
                write(member.value, indent: indent + 1, into: &out)
                out += i + 1 < members.count ? ",\n" : "\n"
            }
            out += close + "}"
        }
    }
}
