/// What an output target cannot make of a checked form: `formc generate` and `formc preview`
/// ask before writing anything, and refuse the file with these errors (nothing written, exit
/// 1) rather than emit a form that would behave otherwise than its `.form` file says.
extension OutputTarget {
    /// Whether the target shows repeating groups (docs/LANGUAGE.md, "Repeating groups"). A
    /// target that does not refuses every form with one (FC0903).
    public var showsRepeatingGroups: Bool {
        switch self {
        case .swift: return true
        case .jsonSchema: return false
        case .uiSchema: return false
        case .web: return false
        case .xform: return false
        }
    }

    /// The errors that keep this target from making `checked`: one per repeating group, for a
    /// target that has none.
    public func refusals(of checked: CheckedFile) -> [Diagnostic] {
        guard !showsRepeatingGroups else { return [] }
        var refusals: [Diagnostic] = []
        for form in checked.forms {
            for group in form.repeats {
                refusals.append(.repeatTargetUnsupported(Identifier(group.name, span: group.nameSpan), target: name))
            }
        }
        return refusals
    }
}
