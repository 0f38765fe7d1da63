import FormDSL

/// The declarations of forms and fields and the places a field is named (`focus` and
/// `initialFocus` lists, `equals(...)`). Go to definition, find references and rename all
/// read it.
///
/// When the file checks clean, this is the checker's own resolution (`CheckedFile.resolution`):
/// exactly the names the generated code ties to each field. While the file has errors there
/// is no model, so the same places are found in the syntax tree instead (conditions too),
/// and navigation keeps working as someone types.
struct FieldReferences {
    struct Symbol {
        enum Kind { case form, field }
        var kind: Kind
        var name: String
        /// Index of the form in `SourceFileSyntax.forms`.
        var formIndex: Int
        var declaration: Span
        var uses: [Span]
    }

    private(set) var symbols: [Symbol] = []

    init(_ syntax: SourceFileSyntax, model: CheckedFile?) {
        if let model, model.forms.map(\.name) == syntax.forms.map(\.name.name) {
            self.init(syntax, resolution: model.resolution, model: model)
        } else {
            self.init(syntax)
        }
    }

    private init(_ syntax: SourceFileSyntax, resolution: Resolution, model: CheckedFile) {
        var index: [[Int: Int]] = Array(repeating: [:], count: model.forms.count)   // form → field → symbol
        for (formIndex, form) in syntax.forms.enumerated() {
            symbols.append(Symbol(kind: .form, name: form.name.name, formIndex: formIndex, declaration: form.name.span, uses: []))
        }
        for definition in resolution.definitions {
            index[definition.form][definition.field] = symbols.count
            symbols.append(Symbol(kind: .field, name: model.forms[definition.form].fields[definition.field].name,
                                  formIndex: definition.form, declaration: definition.span, uses: []))
        }
        for use in resolution.uses {
            if let field = use.field, let symbol = index[use.form][field] { symbols[symbol].uses.append(use.span) }
        }
        for i in symbols.indices { symbols[i].uses.sort() }
    }

    /// The references found in the syntax tree alone.
    init(_ syntax: SourceFileSyntax) {
        for (formIndex, form) in syntax.forms.enumerated() {
            symbols.append(Symbol(kind: .form, name: form.name.name, formIndex: formIndex, declaration: form.name.span, uses: []))
            var index: [String: Int] = [:]
            for field in SyntaxWalk.fields(of: form) where index[field.name.name] == nil {
                index[field.name.name] = symbols.count
                symbols.append(Symbol(kind: .field, name: field.name.name, formIndex: formIndex, declaration: field.name.span, uses: []))
            }
            func use(_ expr: Expr) {
                if case .identifier(let name) = expr.kind, let i = index[name] { symbols[i].uses.append(expr.span) }
            }
            func scan(_ property: Property) {
                let listsFields = property.name.name == "focus" || property.name.name == "initialFocus"
                for argument in property.arguments { walk(argument.value, isName: listsFields, inCondition: false) }
            }
            func walk(_ root: Expr, isName: Bool, inCondition: Bool) {
                do {
                    var stack = [(root, isName, inCondition)]
                    while let (expr, isName, inCondition) = stack.popLast() {
                        switch expr.kind {
                        case .identifier:
                            if isName || inCondition { use(expr) }
                        case .call(let callee, let arguments):
                            for (i, inner) in arguments.enumerated() {
                                stack.append((inner.value, callee.name == "equals" && i == 0 && inner.label == nil, inCondition))
                            }
                        case .list(let items), .phrase(let items):
                            for item in items { stack.append((item, isName, inCondition)) }
                        case .when(let condition): stack.append((condition, false, true))
                        case .not(let operand), .negate(let operand): stack.append((operand, false, inCondition))
                        case .conditional(let c, let a, let b):
                            for inner in [c, a, b] { stack.append((inner, false, inCondition)) }
                        case .binary(_, let lhs, let rhs):
                            stack.append((lhs, false, inCondition))
                            stack.append((rhs, false, inCondition))
                        case .range, .string, .integer, .decimal, .error:
                            break
                        }
                    }
                }
            }
            SyntaxWalk.visit(form.members) { member in
                switch member {
                case .property(let property): scan(property)
                case .field(let field):
                    // A computed value's expression reads names as a condition does.
                    if let e = field.expression { walk(e, isName: false, inCondition: true) }
                    field.properties.forEach(scan)
                case .section: break
                }
            }
        }
        for i in symbols.indices { symbols[i].uses.sort() }
    }

    /// The symbol whose declaration or one of whose uses contains `offset` (at its end too,
    /// where a cursor after the last letter is).
    func symbol(at offset: Int) -> Symbol? {
        func contains(_ span: Span) -> Bool { span.start <= offset && offset <= span.end }
        return symbols.first { contains($0.declaration) || $0.uses.contains(where: contains) }
    }
}
