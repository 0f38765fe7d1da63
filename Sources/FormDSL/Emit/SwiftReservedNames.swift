/// The names the generated Swift gives a meaning of its own next to a form's fields, which a
/// field therefore cannot take. The checker asks every target (`OutputTarget.reserves`), so
/// it holds no target's names itself.
enum SwiftReservedNames {
    /// Names a field cannot take because the generated Swift already uses them next to the
    /// fields: the model's `submit()`, its nested `Field` and `Values` types, its focus
    /// tracker and its `strings` (where its texts are looked up), and what `Codable` and `Hashable` synthesise on the values struct. Every other
    /// identifier works, Swift keywords included (they are emitted in backticks), except the
    /// three that Swift cannot use as an enum case even in backticks: `_`, `Type`, `Protocol`.
    /// Also the FormRuntime types the model calls by name (`TextInput(...)`): inside the model
    /// a property of that name would be found instead of the type. Names used only as types
    /// (`String`, `Locale`, ...) are fine: Swift looks up only types there. Each form also
    /// reserves the names of its own values and model types (`formTypeSuffixes`).
    static let fieldNames: [String] = [
        "submit", "Field", "Values", "focusTracker", "strings", "CodingKeys", "hashValue", "_", "Type", "Protocol",
        "TextInput", "NumberInput", "DateInput", "NumberField", "TextFilter", "FormErrors", "FocusTracker",
    ]

    /// `fieldNames` as bytes.
    static let fieldNameTable = ByteStringSet(fieldNames)

    /// Whether a field of form `formName` may not be called `name` (both as bytes).
    static func contains(_ name: UnsafeBufferPointer<UInt8>, inForm formName: UnsafeBufferPointer<UInt8>) -> Bool {
        fieldNameTable.contains(name) || isType(name, of: formName, suffix: "Values") || isType(name, of: formName, suffix: "Model")
    }

    /// Whether `name` is `formName` followed by `suffix`: the form's own types, `<Form>Values`
    /// and `<Form>Model`.
    private static func isType(_ name: UnsafeBufferPointer<UInt8>, of formName: UnsafeBufferPointer<UInt8>,
                               suffix: StaticString) -> Bool {
        guard name.count == formName.count + suffix.utf8CodeUnitCount else { return false }
        for i in 0..<formName.count where name[i] != formName[i] { return false }
        for i in 0..<suffix.utf8CodeUnitCount where name[formName.count + i] != suffix.utf8Start[i] { return false }
        return true
    }
}

extension OutputTarget {
    /// Whether this target's output gives the name `name` (bytes) a meaning of its own in
    /// form `formName`, so that no field of that form may be called so.
    func reserves(fieldName name: UnsafeBufferPointer<UInt8>, inForm formName: UnsafeBufferPointer<UInt8>) -> Bool {
        switch self {
        case .swift: return SwiftReservedNames.contains(name, inForm: formName)
        case .jsonSchema, .uiSchema: return false
        }
    }
}
