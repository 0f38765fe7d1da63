/// How a flat tree's nodes are laid out (the table in `SyntaxTree`), in one place: every
/// reader of the tree (the checker, the nested view, `SyntaxTree.children`) walks children and
/// finds a node's parts through these, never by offsets of its own.
extension Array where Element == SyntaxNode {
    /// One past the last node of `i`'s subtree: its next sibling.
    func end(of i: Int) -> Int { i + Int(self[i].size) }

    /// Calls `body` with each child of `i`, in order, from child `first` on (default: the first).
    func forEachChild(of i: Int, from first: Int? = nil, _ body: (Int) -> Void) {
        var c = first ?? i + 1
        let stop = end(of: i)
        while c < stop {
            body(c)
            c += Int(self[c].size)
        }
    }

    /// The children of `i`, in order.
    func children(of i: Int) -> [Int] {
        var result: [Int] = []
        forEachChild(of: i) { result.append($0) }
        return result
    }

    /// Whether `i` has children (a property with arguments, say).
    func hasChildren(_ i: Int) -> Bool { self[i].size > 1 }

    /// The first child of `i`, if it has one.
    func firstChild(of i: Int) -> Int? { hasChildren(i) ? i + 1 : nil }

    /// The child of `i` when it has exactly one.
    func onlyChild(of i: Int) -> Int? {
        guard hasChildren(i), end(of: i + 1) == end(of: i) else { return nil }
        return i + 1
    }

    /// The value of the only argument of `p` when that argument is unlabelled and its value
    /// is one node (a name, string or number): the common property line, answered from the
    /// subtree's size alone.
    func loneValue(of p: Int) -> Int? {
        self[p].size == 3 && !self[p + 1].has(SyntaxNode.hasLabel) ? p + 2 : nil
    }

    /// The value of argument node `a` (its one child).
    func value(ofArgument a: Int) -> Int { a + 1 }

    /// The first member of form `f` (whether it has any or not).
    func firstMember(ofForm f: Int) -> Int { f + 1 }

    /// The title string of section `s`, if it has one.
    func title(ofSection s: Int) -> Int? { self[s].has(SyntaxNode.hasTitle) ? s + 1 : nil }

    /// The first member of section `s`: its first child after the title.
    func firstMember(ofSection s: Int) -> Int { title(ofSection: s).map { end(of: $0) } ?? s + 1 }

    /// The type node of field `f`, if it has one.
    func type(ofField f: Int) -> Int? { self[f].has(SyntaxNode.hasType) ? f + 1 : nil }

    /// The expression of computed value `f`, after its type, if it has one.
    func expression(ofField f: Int) -> Int? {
        guard self[f].has(SyntaxNode.hasExpression) else { return nil }
        return type(ofField: f).map { end(of: $0) } ?? f + 1
    }

    /// The first property of field `f`: its first child after the type (and a computed
    /// value's expression).
    func firstProperty(ofField f: Int) -> Int {
        if let e = expression(ofField: f) { return end(of: e) }
        return type(ofField: f).map { end(of: $0) } ?? f + 1
    }

    /// Calls `body` with each field of form or section `block`, those of its sections too.
    func forEachField(in block: Int, _ body: (Int) -> Void) {
        let first = self[block].kind == .section ? firstMember(ofSection: block) : firstMember(ofForm: block)
        forEachChild(of: block, from: first) { member in
            switch self[member].kind {
            case .field: body(member)
            case .section: forEachField(in: member, body)
            default: break
            }
        }
    }

    /// The bounds of range node `r`, each if written, and whether it is half-open (`..<`).
    func bounds(ofRange r: Int) -> (lower: Int?, upper: Int?, halfOpen: Bool) {
        let node = self[r]
        var next = r + 1
        var lower: Int?, upper: Int?
        if node.has(SyntaxNode.hasLower) { lower = next; next = end(of: next) }
        if node.has(SyntaxNode.hasUpper) { upper = next }
        return (lower, upper, node.has(SyntaxNode.halfOpen))
    }
}
