import FormDSL

/// Walks of the syntax tree the editor features share.
enum SyntaxWalk {
    /// Calls `body` on every member of `members` and of the sections among them, in source order.
    static func visit(_ members: [Member], _ body: (Member) -> Void) {
        for member in members {
            body(member)
            if case .section(let section) = member { visit(section.members, body) }
        }
    }

    /// Every field of `form`, sections included, in source order.
    static func fields(of form: FormDecl) -> [FieldDecl] {
        var fields: [FieldDecl] = []
        visit(form.members) { if case .field(let field) = $0 { fields.append(field) } }
        return fields
    }

    /// The repeating group each field of `form` belongs to, by the field's name: the fields
    /// outside any group are left out. A row's field is read only in its own row (FC0430).
    static func groups(of form: FormDecl) -> [String: String] {
        var groups: [String: String] = [:]
        func walk(_ members: [Member], group: String?) {
            for member in members {
                switch member {
                case .field(let field):
                    if let group, groups[field.name.name] == nil { groups[field.name.name] = group }
                case .section(let section):
                    walk(section.members, group: section.repeatName?.name ?? group)
                case .property:
                    break
                }
            }
        }
        walk(form.members, group: nil)
        return groups
    }

    /// The names of the repeating groups of `form`, in source order.
    static func groupNames(of form: FormDecl) -> [String] {
        var names: [String] = []
        visit(form.members) { if case .section(let section) = $0, let name = section.repeatName { names.append(name.name) } }
        return names
    }

    /// The repeating group `section` is, or nil for a plain section (or none).
    static func group(_ section: SectionDecl?) -> String? { section?.repeatName?.name }
}
