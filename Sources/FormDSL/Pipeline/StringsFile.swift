/// The plain `.strings` files of a catalog, one per language (`de.lproj/SignUp.strings`),
/// for Linux, where nothing compiles a String Catalog, and for older tooling. UTF-8, which
/// Foundation reads on every platform; keys in catalog order, each with its comment.
public enum StringsFile {
    /// `LANGUAGE.lproj/TABLE.strings` for every language of the catalog: each key with a text
    /// the app shows in that language (`StringCatalog.shownText`: not stale, and no
    /// translation nobody has made).
    public static func files(for catalog: StringCatalog, table: String) -> [GeneratedFile] {
        let keys = catalog.keys.sorted { CatalogKeyOrder.precedes($0, $1) }
        var files: [GeneratedFile] = []
        for language in catalog.languages {
            var text = ""
            for key in keys {
                guard let value = catalog.shownText(key, in: language), let entry = catalog.entry(key) else { continue }
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
