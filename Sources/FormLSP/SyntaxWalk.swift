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
}
