/// Checks the tag of a form's `language`: a BCP 47 language tag of the shape Apple platforms
/// name localizations with (RFC 5646's `langtag` without extensions and private use).
public enum LanguageTag {
    /// Why `tag` is not a language tag, or nil when it is one:
    /// `language` (2–3 letters) [`-` script (4 letters)] [`-` region (2 letters or 3 digits)]
    /// {`-` variant (5–8 letters or digits, or a digit and 3)}.
    public static func problem(_ tag: String) -> String? {
        if tag.isEmpty { return "the tag is empty" }
        if tag.contains("_") { return "subtags are separated by '-', not '_'" }
        let parts = tag.split(separator: "-", omittingEmptySubsequences: false).map(String.init)
        func isLetters(_ s: String) -> Bool { s.utf8.allSatisfy { ($0 | 0x20) >= 0x61 && ($0 | 0x20) <= 0x7A } }
        func isDigits(_ s: String) -> Bool { s.utf8.allSatisfy { $0 >= 0x30 && $0 <= 0x39 } }
        func isAlphanumeric(_ s: String) -> Bool { s.utf8.allSatisfy { isLetters(String(UnicodeScalar($0))) || ($0 >= 0x30 && $0 <= 0x39) } }
        guard (2...3).contains(parts[0].count), isLetters(parts[0]) else {
            return "'\(parts[0])' is not a language subtag (2 or 3 letters, such as 'en' or 'zh')"
        }
        var index = 1
        if index < parts.count, parts[index].count == 4, isLetters(parts[index]) { index += 1 }
        if index < parts.count, (parts[index].count == 2 && isLetters(parts[index])) || (parts[index].count == 3 && isDigits(parts[index])) {
            index += 1
        }
        while index < parts.count {
            let part = parts[index]
            let variant = ((5...8).contains(part.count) && isAlphanumeric(part))
                || (part.count == 4 && isAlphanumeric(part) && isDigits(String(part.prefix(1))))
            guard variant else {
                return part.isEmpty ? "the tag has an empty subtag" : "'\(part)' is not a script, region or variant subtag here"
            }
            index += 1
        }
        return nil
    }
}
