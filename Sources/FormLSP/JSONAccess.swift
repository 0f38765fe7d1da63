import FormDSL

/// Typed reads of the JSON a client sends: each answers nil for a missing member or a value
/// of another kind, so a handler checks a message's shape in one `guard`.
extension JSONValue {
    var string: String? {
        if case .string(let text) = self { return text }
        return nil
    }

    var bool: Bool? {
        if case .bool(let flag) = self { return flag }
        return nil
    }

    /// An integer within `Int`'s range written without fraction or exponent (LSP's
    /// `integer` and `uinteger`).
    var int: Int? {
        if case .number(let text) = self { return Int(text) }
        return nil
    }

    var array: [JSONValue]? {
        if case .array(let items) = self { return items }
        return nil
    }

    var isNull: Bool {
        if case .null = self { return true }
        return false
    }

    /// `self[a][b]...`, nil as soon as a step is missing.
    subscript(path first: String, _ rest: String...) -> JSONValue? {
        var value = self[first]
        for key in rest { value = value?[key] }
        return value
    }

    static func record(_ pairs: KeyValuePairs<String, JSONValue?>) -> JSONValue {
        var builder = JSONObjectBuilder()
        for (key, value) in pairs { builder.add(key, value) }
        return builder.value
    }
}
