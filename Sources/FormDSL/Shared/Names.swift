/// Name helpers of the checker: the words of a name, and labels made from field names.
enum Names {
    /// Splits an identifier into words: `firstName` → [first, Name], `postalCode2` →
    /// [postal, Code, 2], `homeURLPath` → [home, URL, Path], `first_name` → [first, name].
    static func words(of name: String) -> [String] {
        if let words = asciiWords(of: name) { return words }
        let chars = Array(name)
        var words: [String] = []
        var current = ""
        func flush() { if !current.isEmpty { words.append(current); current = "" } }
        for (i, c) in chars.enumerated() {
            if c == "_" || c == "-" || c == " " { flush(); continue }
            if let last = current.last {
                let startsWord: Bool
                if c.isUppercase {
                    // lower→Upper, digit→Upper, or the last capital of an acronym run (URLPath).
                    let nextIsLower = i + 1 < chars.count && chars[i + 1].isLowercase
                    startsWord = !last.isUppercase || nextIsLower
                } else if c.isNumber {
                    startsWord = !last.isNumber
                } else {
                    startsWord = last.isNumber
                }
                if startsWord { flush() }
            }
            current.append(c)
        }
        flush()
        return words
    }

    /// `words(of:)` for ASCII text without CR (every field name: identifiers are ASCII),
    /// where a Character is a byte and the Character tests are the ASCII ranges; nil for
    /// other text.
    static func asciiWords(of name: String) -> [String]? {
        let bytes = Array(name.utf8)
        for b in bytes where b >= 0x80 || b == 0x0D { return nil }
        var words: [String] = []
        forEachASCIIWord(bytes) { words.append(String(decoding: bytes[$0], as: UTF8.self)) }
        return words
    }

    /// Calls `body` with the range of each word of ASCII `bytes`, in order, by the rules of
    /// `words(of:)`: for ASCII, upper case is A-Z, lower case a-z and numbers 0-9. Shared by
    /// `asciiWords(of:)` and the checker's byte-level password test, so the two cannot split
    /// a name differently.
    static func forEachASCIIWord(_ bytes: [UInt8], _ body: (Range<Int>) -> Void) {
        func isUpper(_ b: UInt8) -> Bool { b >= 0x41 && b <= 0x5A }
        func isLower(_ b: UInt8) -> Bool { b >= 0x61 && b <= 0x7A }
        func isDigit(_ b: UInt8) -> Bool { b >= 0x30 && b <= 0x39 }
        var start = -1
        for i in bytes.indices {
            let c = bytes[i]
            if c == 0x5F || c == 0x2D || c == 0x20 {   // _ - space
                if start >= 0 { body(start..<i); start = -1 }
                continue
            }
            if start >= 0 {
                let last = bytes[i - 1]
                let startsWord: Bool
                if isUpper(c) {
                    // lower→Upper, digit→Upper, or the last capital of an acronym run (URLPath).
                    let nextIsLower = i + 1 < bytes.count && isLower(bytes[i + 1])
                    startsWord = !isUpper(last) || nextIsLower
                } else if isDigit(c) {
                    startsWord = !isDigit(last)
                } else {
                    startsWord = isDigit(last)
                }
                if startsWord { body(start..<i); start = i }
            } else {
                start = i
            }
        }
        if start >= 0 { body(start..<bytes.count) }
    }

    /// The default label of a field: its words, the first capitalised, the rest lower case,
    /// acronyms kept (`firstName` → "First name", `homeURL` → "Home URL", `postalCode2` →
    /// "Postal code 2").
    static func label(fromFieldName name: String) -> String {
        if let label = asciiLabel(fromFieldName: Array(name.utf8)) { return label }
        return characterLabel(fromFieldName: name)
    }

    /// `label(fromFieldName:)` over Characters: the general path, for names that are not ASCII.
    static func characterLabel(fromFieldName name: String) -> String {
        let parts = words(of: name).enumerated().map { index, word -> String in
            let isAcronym = word.count > 1 && word.allSatisfy { $0.isUppercase || $0.isNumber }
            if isAcronym { return word }
            let lower = word.lowercased()
            if index == 0, let first = lower.first { return first.uppercased() + lower.dropFirst() }
            return lower
        }
        return parts.joined(separator: " ")
    }

    /// `label(fromFieldName:)` for ASCII names without CR (every identifier), written as bytes
    /// in one pass: for ASCII a Character is a byte, upper case is A-Z and numbers are 0-9.
    /// Nil for other text.
    static func asciiLabel(fromFieldName name: [UInt8]) -> String? {
        for b in name where b >= 0x80 || b == 0x0D { return nil }
        var out: [UInt8] = []
        out.reserveCapacity(name.count * 2)
        var index = 0
        forEachASCIIWord(name) { word in
            if index > 0 { out.append(0x20) }
            var acronym = word.count > 1
            for i in word where !((name[i] >= 0x41 && name[i] <= 0x5A) || (name[i] >= 0x30 && name[i] <= 0x39)) {
                acronym = false
                break
            }
            for i in word {
                var b = name[i]
                if !acronym {
                    if b >= 0x41 && b <= 0x5A { b |= 0x20 }
                    if index == 0 && i == word.lowerBound && b >= 0x61 && b <= 0x7A { b &= ~0x20 }
                }
                out.append(b)
            }
            index += 1
        }
        return String(decoding: out, as: UTF8.self)
    }
}
