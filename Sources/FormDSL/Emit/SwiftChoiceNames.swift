/// The Swift names of `choice` fields' options: per field an enum type nested in `XValues`,
/// and per option a case. Option values are any non-empty text ("en-US", "1", "default",
/// "美国", "🇺🇸"), so names are made from their ASCII letters and digits, and made safe and
/// unique deterministically: the same options always get the same names. The values
/// themselves reach Swift only as string literals (the cases' raw values).
enum SwiftChoiceNames {
    /// Names no case may take: members every option enum has (`rawValue`, `allCases`,
    /// `label`, ...), and `none` and `some`, which `Optional`'s cases would shadow where the
    /// view tags a `Picker` row with `Option?`.
    static let reservedCases: Set<String> = [
        "rawValue", "allCases", "AllCases", "RawValue", "hashValue", "hash", "label", "labels", "init", "encode",
        "self", "Self", "Type", "Protocol", "none", "some", "description",
    ]

    /// The case name of each option, in order: lowerCamelCase from the value's runs of ASCII
    /// letters and digits (`"en-US"` → `enUS`, `"United States"` → `unitedStates`, `"US"` →
    /// `us`); `_` before a leading digit (`"1"` → `_1`); `option1`, `option2`, ... (by
    /// position) for a value without ASCII letters or digits; `_` after a reserved name; and
    /// `_2`, `_3`, ... after a name an earlier option took (`"US"` and `"us"` → `us`, `us_2`).
    /// Keywords stay as they are: writers put them in backticks (`SwiftLiteral.identifier`).
    static func caseNames(_ values: [String]) -> [String] {
        var taken: Set<String> = []
        var names: [String] = []
        for (index, value) in values.enumerated() {
            var name = base(value)
            if name.isEmpty { name = "option\(index + 1)" }
            if let first = name.utf8.first, first >= 0x30 && first <= 0x39 { name = "_" + name }
            if reservedCases.contains(name) { name += "_" }
            names.append(unique(name, separator: "_", take: { taken.insert($0).inserted }))
        }
        return names
    }

    /// The ASCII words of `value` joined in lowerCamelCase; empty when it has none. A word in
    /// capitals is an acronym: lowercased as the first word (`US` → `us`), kept after it.
    static func base(_ value: String) -> String {
        // Words are ASCII, so they are changed byte by byte: a word's first byte is lowered
        // (first word) or raised (later words), and the first word's other bytes are lowered
        // once it shows no lowercase letter (an acronym).
        func isWordByte(_ b: UInt8) -> Bool { (b >= 0x30 && b <= 0x39) || (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) }
        func isLower(_ b: UInt8) -> Bool { b >= 0x61 && b <= 0x7A }
        func lower(_ b: UInt8) -> UInt8 { b >= 0x41 && b <= 0x5A ? b + 0x20 : b }
        func upper(_ b: UInt8) -> UInt8 { isLower(b) ? b - 0x20 : b }
        var name: [UInt8] = []
        var inWord = false
        var firstWordEnd: Int?   // set once the first word has ended
        var firstWordHasLower = false
        for byte in value.utf8 {
            guard isWordByte(byte) else {
                if inWord && firstWordEnd == nil { firstWordEnd = name.count }
                inWord = false
                continue
            }
            if !inWord {
                name.append(firstWordEnd == nil ? lower(byte) : upper(byte))
                inWord = true
            } else {
                name.append(byte)
            }
            if firstWordEnd == nil && isLower(byte) { firstWordHasLower = true }
        }
        if !firstWordHasLower {
            for i in 0..<(firstWordEnd ?? name.count) { name[i] = lower(name[i]) }
        }
        return String(decoding: name, as: UTF8.self)
    }

    /// The enum type of each choice (and choices) field, by the field's index (nil for every
    /// other kind): the name with a capital and `Option` (`country` → `CountryOption`), with
    /// `2`, `3`, ... after a name already taken by another choice or by a field (fields are
    /// `XValues`' properties, in the same scope).
    static func typeNames(for fields: [FieldModel]) -> [String?] {
        var names = [String?](repeating: nil, count: fields.count)
        // Fields are few, and choices fewer: a name is looked for among them one by one.
        func isTaken(_ candidate: String) -> Bool {
            fields.indices.contains { fields[$0].name == candidate || names[$0] == candidate }
        }
        for index in fields.indices where fields[index].kind.value.hasOptions {
            let name = fields[index].name
            // `String(...)`: a Substring added to a String goes through the generic `append`,
            // whose first call searches the runtime's conformance tables.
            names[index] = unique(name.prefix(1).uppercased() + String(name.dropFirst()) + "Option", separator: "",
                                  take: { !isTaken($0) })
        }
        return names
    }

    /// `name`, or the first of `name` + separator + 2, 3, ... that `take` takes: it answers
    /// whether a candidate was free (and may claim it, as inserting into a table does).
    private static func unique(_ name: String, separator: String, take: (String) -> Bool) -> String {
        var candidate = name
        var n = 2
        while !take(candidate) {
            candidate = name + separator + String(n)
            n += 1
        }
        return candidate
    }
}
