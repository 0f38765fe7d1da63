/// The names the generated Swift gives a meaning of its own next to a form's fields, which a
/// field therefore cannot take. The checker asks every target (`OutputTarget.reserves`), so
/// it holds no target's names itself.
enum SwiftReservedNames {
    /// Names a field cannot take because the generated Swift already uses them next to the
    /// fields: the model's `submit()`, its nested `Field` and `Values` types, its focus
    /// tracker and its `strings` (where its texts are looked up), and what `Codable` and
    /// `Hashable` synthesise on the values struct. Every other identifier works, Swift keywords
    /// included (they are emitted in backticks), except the three that Swift cannot use as an
    /// enum case even in backticks: `_`, `Type`, `Protocol`. Also the FormRuntime types the
    /// model calls by name (`TextInput(...)`): inside the model a property of that name would
    /// be found instead of the type. Names used only as types (`String`, `Locale`, ...) are
    /// fine: Swift looks up only types there. Each form also reserves the names of its own
    /// values and model types, `<Form>Values` and `<Form>Model` (`contains`).
    static let fieldNames: [String] = [
        "submit", "Field", "Values", "focusTracker", "strings", "CodingKeys", "hashValue", "_", "Type", "Protocol",
        "TextInput", "NumberInput", "DateInput", "NumberField", "TextFilter", "FormErrors", "FocusTracker",
    ]

    /// Whether a field of form `formName` may not be called `name`. Both are UTF-8, compared
    /// byte for byte as Swift compares identifiers (as `String`s, a name with the Kelvin sign
    /// would equal `CodingKeys`).
    static func contains(_ name: some Collection<UInt8>, inForm formName: some Collection<UInt8>) -> Bool {
        if fieldNameBytes.contains(where: { name.elementsEqual($0) }) { return true }
        guard name.starts(with: formName) else { return false }
        let suffix = name.dropFirst(formName.count)
        return suffix.elementsEqual("Values".utf8) || suffix.elementsEqual("Model".utf8)
    }

    private static let fieldNameBytes = fieldNames.map { Array($0.utf8) }
}

extension OutputTarget {
    /// Whether this target's output gives the name `name` a meaning of its own in form
    /// `formName`, so that no field of that form may be called so. Both are UTF-8 bytes.
    func reserves(fieldName name: some Collection<UInt8>, inForm formName: some Collection<UInt8>) -> Bool {
        switch self {
        case .swift: return SwiftReservedNames.contains(name, inForm: formName)
        // The web module names fields only inside its data, never as code.
        case .jsonSchema, .uiSchema, .web: return false
        // An XForm's own elements (`orx:meta`) are in a namespace no field's element is in.
        case .xform: return false
        }
    }
}
