/// The plain `.strings` files of a catalog, one per language (`de.lproj/SignUp.strings`),
/// for Linux, where nothing compiles a String Catalog, and for older tooling. UTF-8, which
/// Foundation reads on every platform; keys in catalog order, each with its comment.
public enum StringsFile {
    /// `LANGUAGE.lproj/TABLE.strings` for every language of the catalog: each key that is
    /// not stale and has a string in that language (the source text in the source language).
    /// A translation nobody has made is left out, so that the app falls back to the source
    /// text or formc's own translation rather than show nothing: one in state `new` (Xcode
    /// adds a language's keys that way, with an empty or a copied value), and an empty one
    /// where the source text is not empty.
    public static func files(for catalog: StringCatalog, table: String) -> [GeneratedFile] {
        let keys = catalog.keys.sorted { CatalogKeyOrder.precedes($0, $1) }
        let source = catalog.sourceLanguage
        var files: [GeneratedFile] = []
        for language in catalog.languages {
            var text = ""
            for key in keys {
                guard let entry = catalog.entry(key), entry.extractionState != "stale",
                      let value = entry.value(in: language) else { continue }
                if language != source {
                    if entry.state(in: language) == "new" { continue }
                    if value.isEmpty, entry.value(in: source).map({ !$0.isEmpty }) ?? true { continue }
                }
                if case .string(let comment)? = JSONValue.object(entry.members)["comment"] {
                    text += "/* " + comment.replacingStars() + " */\n"
                }
                text += quoted(key) + " = " + quoted(value) + ";\n\n"
            }
            files.append(GeneratedFile(name: "\(language).lproj/\(table).strings", contents: text))
        }
        return files
    }

    /// A `.strings` string literal: `"`, `\` and control characters escaped (`\U` and four
    /// hex digits for those without a letter escape), every other character as is.
    static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    let hex = String(scalar.value, radix: 16, uppercase: true)
                    out += "\\U" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}

private extension String {
    /// The text with `*/` broken, so it cannot end the comment it is in.
    func replacingStars() -> String {
        var out = ""
        var previous: Character?
        for ch in self {
            if previous == "*" && ch == "/" { out += " " }
            out.append(ch)
            previous = ch
        }
        return out
    }
}
