/// What an output target cannot make of a checked form: `formc generate` and `formc preview`
/// ask before writing anything, and refuse the file with these errors (nothing written, exit
/// 1) rather than emit a form that would behave otherwise than its `.form` file says.
extension OutputTarget {
    /// Whether the target shows repeating groups (docs/LANGUAGE.md, "Repeating groups"). A
    /// target that does not refuses every form with one (FC0903).
    public var showsRepeatingGroups: Bool {
        switch self {
        case .swift: return true
        case .jsonSchema: return true
        case .uiSchema: return true
        case .web: return true
        case .xform: return true
        }
    }

    /// The errors that keep this target from making `checked`: one per repeating group it
    /// cannot show (`shows(group:of:)`).
    public func refusals(of checked: CheckedFile) -> [Diagnostic] {
        var refusals: [Diagnostic] = []
        for form in checked.forms {
            for (g, group) in form.repeats.enumerated() where !shows(group: g, of: form) {
                refusals.append(.repeatTargetUnsupported(Identifier(group.name, span: group.nameSpan), target: name))
            }
        }
        return refusals
    }

    /// Whether the target shows group `g` of `form`: every group, in a target that shows
    /// repeating groups, but for the Swift target a group with a computed value that reads an
    /// aggregate (`share = quantity / sum(quantity)` in a row), which a row cannot work out
    /// from the rows around it yet, or the `age` of a form field (docs/SWIFT.md, "Repeating
    /// groups").
    public func shows(group g: Int, of form: FormModel) -> Bool {
        guard showsRepeatingGroups else { return false }
        switch self {
        case .swift:
            return !form.repeats[g].fields.contains { f in
                guard let computed = form.fields[f].computed else { return false }
                return !computed.readsRows.isEmpty || Self.readsAge(computed.expression) { form.fields[$0].repeatGroup != g }
            }
        case .jsonSchema, .uiSchema, .web, .xform:
            return true
        }
    }

    /// Whether `expression` takes the `age` of a field `outside` says is not its row's.
    private static func readsAge(_ expression: ValueExpression, outside: (Int) -> Bool) -> Bool {
        var pending = [expression]
        while let e = pending.popLast() {
            switch e.kind {
            case .age(let f): if outside(f) { return true }
            case .field, .number, .text, .aggregate: break
            case .arithmetic(_, let a, let b), .join(let a, let b), .coalesce(let a, let b), .choose(_, let a, let b):
                pending += [a, b]
            case .negate(let a), .round(let a, _): pending.append(a)
            }
        }
        return false
    }
}
