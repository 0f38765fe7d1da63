/// What an output target cannot make of a checked form: `formc generate` and `formc preview`
/// ask before writing anything, and refuse the file with these errors (written nothing, exit 1)
/// rather than emit a form that would behave otherwise than its `.form` file says.
extension OutputTarget {
    /// Whether the target shows and works out computed values (docs/LANGUAGE.md, "Computed
    /// values"). A target that does not refuses every form with one (FC0902).
    public var showsComputedValues: Bool {
        self == .swift || self == .jsonSchema || self == .uiSchema
    }

    /// The errors that keep this target from making `checked`: for a target without computed
    /// values, one per form that has any, at its first, naming them all.
    public func refusals(of checked: CheckedFile) -> [Diagnostic] {
        guard !showsComputedValues else { return [] }
        var refusals: [Diagnostic] = []
        for form in checked.forms {
            let computed = form.fields.indices.filter { form.fields[$0].computed != nil }
            guard let first = computed.first else { continue }
            let span = form.resolution.definitions.first { $0.field == first }?.span ?? form.fields[first].span
            refusals.append(.computedTargetUnsupported(Identifier(form.fields[first].name, span: span), form: form.name,
                                                       values: computed.map { form.fields[$0].name }, target: name))
        }
        return refusals
    }
}
