/// What an output target cannot make of a checked form: `formc generate` and `formc preview`
/// ask before writing anything, and refuse the file with these errors (written nothing, exit 1)
/// rather than emit a form that would behave otherwise than its `.form` file says.
extension OutputTarget {
    /// Whether the target shows and works out computed values (docs/LANGUAGE.md, "Computed
    /// values"). A target that does not refuses every form with one (FC0902).
    public var showsComputedValues: Bool {
        switch self {
        case .web, .xform: return true
        case .swift, .jsonSchema, .uiSchema: return false
        }
    }

    /// The errors that keep this target from making `checked`: one per computed value of a
    /// form, for a target that has none.
    public func refusals(of checked: CheckedFile) -> [Diagnostic] {
        guard !showsComputedValues else { return [] }
        var refusals: [Diagnostic] = []
        for form in checked.forms {
            for (index, field) in form.fields.enumerated() where field.computed != nil {
                let span = form.resolution.definitions.first { $0.field == index }?.span ?? field.span
                refusals.append(.computedTargetUnsupported(Identifier(field.name, span: span), target: name))
            }
        }
        return refusals
    }
}
