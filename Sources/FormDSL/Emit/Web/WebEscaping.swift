/// How texts of a `.form` file reach the web output: never as markup or code.
///
/// - Into JavaScript (the module's data table): as JSON, by `JSONPrinter.script`, which also
///   escapes `<`, `>` and `&`, so `</script>`, `<!--` and `]]>` can never appear in an inline
///   script, and writes `InvisibleCharacters` as `\uXXXX`. The value read is the same.
/// - Into HTML (the page): text and attribute values with `&`, `<`, `>`, `"` and `'` as
///   character references, and `InvisibleCharacters` as numeric references, so a text is
///   shown as exactly its characters.
enum WebEscaping {
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
                } else if InvisibleCharacters.hides(scalar) {
                    out += "&#x" + String(scalar.value, radix: 16, uppercase: true) + ";"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }
}
