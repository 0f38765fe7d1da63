/// A text as a `.form` string literal, the way messages show a string from the file and the
/// language server inserts one: on one line, as written, with `"`, `\\`, line breaks, tabs,
/// and invisible or direction-changing characters escaped (`"a\nb"`, `"\u{202E}"`).
public enum FormLiteral {
    /// `text` between double quotes, escaped as the lexer reads it back.
    public static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if InvisibleCharacters.hides(scalar) {
                    out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}
