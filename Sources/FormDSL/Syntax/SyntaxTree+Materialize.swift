/// The nested view of a flat `SyntaxTree`: `SourceFileSyntax` with its forms, members and
/// expressions as Swift values, names and literals as `String`s.
///
/// The formatter and the tests read this view; the compiler's own pipeline reads the flat
/// tree. Making the view costs what the old tree cost to build (a few allocations per node),
/// which is why the checker does not use it.
extension SyntaxTree {
    /// The nested syntax (`SourceFileSyntax`) of the flat tree, for tools that walk it.
    public func materialize() -> SourceFileSyntax {
        let view = SyntaxView(nodes: nodes, file: file)
        return SourceFileSyntax(forms: forms.map(view.formDecl), comments: comments, endOfFile: file.bytes.count)
    }

    /// The nested syntax of the part of the file that `window` (byte offsets) overlaps: the
    /// forms it touches, each with only its members (and, in a section, the section's
    /// members) that overlap it; every comment. What an editor needs for one screen, made in
    /// time that follows the screen: the members outside it are stepped over, not read.
    public func materialize(overlapping window: Range<Int>) -> SourceFileSyntax {
        let view = SyntaxView(nodes: nodes, file: file)
        let touched = forms.filter { overlaps(nodes[$0].span, window) }
        return SourceFileSyntax(forms: touched.map { view.formDecl($0, overlapping: window) }, comments: comments,
                                endOfFile: file.bytes.count)
    }

    /// The spans of the members of each form (fields, sections and the form's properties), in
    /// source order: where an edit inside one member cannot change how another is read.
    public func memberSpans() -> [Span] {
        var spans: [Span] = []
        for form in forms {
            nodes.forEachChild(of: form, from: nodes.firstMember(ofForm: form)) { spans.append(nodes[$0].span) }
        }
        return spans
    }
}

/// Whether `span` and `window` share a byte, or `span` is empty and lies inside `window`, or
/// `span` ends where `window` starts (the token just typed before the cursor).
private func overlaps(_ span: Span, _ window: Range<Int>) -> Bool {
    span.start <= window.upperBound && span.end >= window.lowerBound
}

/// Reads nodes of a flat tree as the nested values of `Syntax.swift`. The checker makes its
/// messages' `Identifier`s, `Expr`s and `Property`s with it, only when it reports something.
struct SyntaxView {
    let nodes: [SyntaxNode]
    let file: SourceFile

    func children(of index: Int) -> [Int] { nodes.children(of: index) }

    func stringValue(_ index: Int) -> String {
        StringLiteral.value(file.bytes, nodes[index].span)
    }

    func name(_ index: Int) -> Identifier {
        let span = nodes[index].nameSpan
        return Identifier(file.text(span), span: span)
    }

    func formDecl(_ index: Int) -> FormDecl {
        let node = nodes[index]
        return FormDecl(keyword: node.keywordSpan, name: name(index), members: children(of: index).map { member($0) }, span: node.span)
    }

    /// The form at `index` with only its members that overlap `window`.
    func formDecl(_ index: Int, overlapping window: Range<Int>) -> FormDecl {
        let node = nodes[index]
        var members: [Member] = []
        nodes.forEachChild(of: index, from: nodes.firstMember(ofForm: index)) {
            if overlaps(nodes[$0].span, window) { members.append(member($0, overlapping: window)) }
        }
        return FormDecl(keyword: node.keywordSpan, name: name(index), members: members, span: node.span)
    }

    /// The member at `index`; a section with only its members that overlap `window`.
    func member(_ index: Int, overlapping window: Range<Int>? = nil) -> Member {
        switch nodes[index].kind {
        case .section: return .section(sectionDecl(index, overlapping: window))
        case .field: return .field(fieldDecl(index))
        default: return .property(property(index))
        }
    }

    func sectionDecl(_ index: Int, overlapping window: Range<Int>? = nil) -> SectionDecl {
        let node = nodes[index]
        var members: [Member] = []
        nodes.forEachChild(of: index, from: nodes.firstMember(ofSection: index)) {
            if let window, !overlaps(nodes[$0].span, window) { return }
            members.append(member($0, overlapping: window))
        }
        return SectionDecl(keyword: node.keywordSpan, title: nodes.title(ofSection: index).map(expr),
                           repeatName: node.has(SyntaxNode.isRepeat) ? name(index) : nil, members: members,
                           span: node.span)
    }

    func fieldDecl(_ index: Int) -> FieldDecl {
        let node = nodes[index]
        var properties: [Property] = []
        nodes.forEachChild(of: index, from: nodes.firstProperty(ofField: index)) { properties.append(property($0)) }
        return FieldDecl(keyword: node.keywordSpan, name: name(index), type: nodes.type(ofField: index).map(typeSyntax),
                         isComputed: node.has(SyntaxNode.isComputed), expression: nodes.expression(ofField: index).map(expr),
                         properties: properties,
                         hasBody: node.has(SyntaxNode.hasBody), span: node.span)
    }

    func typeSyntax(_ index: Int) -> TypeSyntax {
        let node = nodes[index]
        // The `?` is the type's last token, so its last byte.
        let optionalMark = node.has(SyntaxNode.isOptional) ? Span(Int(node.end) - 1, Int(node.end)) : nil
        return TypeSyntax(name: name(index), arguments: children(of: index).map(argument),
                          hasArgumentList: node.has(SyntaxNode.hasArgumentList), optionalMark: optionalMark, span: node.span)
    }

    func property(_ index: Int) -> Property {
        Property(name: name(index), arguments: children(of: index).map(argument), span: nodes[index].span)
    }

    func argument(_ index: Int) -> Argument {
        let node = nodes[index]
        return Argument(label: node.has(SyntaxNode.hasLabel) ? name(index) : nil, value: expr(nodes.value(ofArgument: index)),
                        span: node.span)
    }

    func expr(_ index: Int) -> Expr {
        let node = nodes[index]
        let kind: ExprKind
        switch node.kind {
        case .identifier:
            // A name in parentheses is the name: the node's span has the parentheses (they
            // belong to the condition), the name's span does not.
            return Expr(.identifier(file.text(node.nameSpan)), span: node.nameSpan)
        case .string: kind = .string(stringValue(index))
        case .integer: kind = .integer(file.text(node.span))
        case .decimal: kind = .decimal(file.text(node.span))
        case .call: kind = .call(name(index), children(of: index).map(argument))
        case .range:
            let (lower, upper, halfOpen) = nodes.bounds(ofRange: index)
            kind = .range(lower: lower.map(expr), upper: upper.map(expr), halfOpen: halfOpen)
        case .list: kind = .list(children(of: index).map(expr))
        case .phrase: kind = .phrase(children(of: index).map(expr))
        case .not: kind = .not(expr(nodes.firstChild(of: index)!))
        case .when: kind = .when(expr(nodes.firstChild(of: index)!))
        case .binary:
            let children = children(of: index)
            kind = .binary(BinaryOperator(code: node.word), expr(children[0]), expr(children[1]))
        case .negate: kind = .negate(expr(nodes.firstChild(of: index)!))
        case .conditional:
            let children = children(of: index)
            kind = .conditional(expr(children[0]), expr(children[1]), expr(children[2]))
        case .error, .form, .section, .field, .type, .property, .argument: kind = .error
        }
        return Expr(kind, span: node.span)
    }
}
