/// Conditions: `visible when ...` and `required when ...` on fields, `visible when ...` on
/// sections. Each condition is typed against the fields it names (docs/LANGUAGE.md,
/// "Conditions"), every name is recorded in the resolution, the visibility of fields is checked
/// for cycles, and conditions that cannot change anything are reported.
///
/// The syntax tree of a condition is shallow however long it is (the parser balances chains of
/// `&&` and `||`), so the walks here recurse.

/// A condition as the checker types it: the model's `Condition` with the spans messages need.
indirect enum TypedCondition {
    case present(field: Int, span: Span)
    case compare(field: Int, op: ConditionOperator, literal: ConditionLiteral, span: Span)
    case not(TypedCondition, span: Span)
    case all([TypedCondition], span: Span)
    case any([TypedCondition], span: Span)

    var span: Span {
        switch self {
        case .present(_, let span), .compare(_, _, _, let span), .not(_, let span), .all(_, let span), .any(_, let span):
            return span
        }
    }

    var model: Condition {
        switch self {
        case .present(let field, _): return .present(field)
        case .compare(let field, let op, let literal, _): return .compare(field, op, literal)
        case .not(let inner, _): return .not(inner.model)
        case .all(let items, _): return .all(items.map(\.model))
        case .any(let items, _): return .any(items.map(\.model))
        }
    }

    /// Each field the condition reads, with where it is first named.
    func fields(into list: inout [(field: Int, span: Span)]) {
        switch self {
        case .present(let field, let span), .compare(let field, _, _, let span):
            if !list.contains(where: { $0.field == field }) { list.append((field, span)) }
        case .not(let inner, _): inner.fields(into: &list)
        case .all(let items, _), .any(let items, _): for item in items { item.fields(into: &list) }
        }
    }
}

/// The conditions of a form once typed: per field (by draft index) its own `visible when`
/// and `required when`, and per section its `visible when`. The conditions are kept in one
/// list and a table holds indexes into it, -1 for none: a table of plain numbers is made and
/// freed without visiting each entry, which a table of optional conditions is not.
struct FormConditions {
    private var typed: [TypedCondition] = []
    /// Each field's `visible when` and `required when`, then each section's `visible when`;
    /// empty for a form without conditions.
    private var table: [Int32] = []
    private let fieldCount: Int
    let sectionCount: Int

    /// No conditions yet; `hasAny` false for a form that has none, which then takes no table.
    init(fields: Int, sections: Int, hasAny: Bool) {
        fieldCount = fields
        sectionCount = sections
        if hasAny { table = Array(repeating: -1, count: 2 * fields + sections) }
    }

    func visible(ofField field: Int) -> TypedCondition? { condition(at: 2 * field) }
    func required(ofField field: Int) -> TypedCondition? { condition(at: 2 * field + 1) }
    func visible(ofSection section: Int) -> TypedCondition? { condition(at: 2 * fieldCount + section) }

    mutating func setVisible(_ c: TypedCondition?, ofField field: Int) { set(c, at: 2 * field) }
    mutating func setRequired(_ c: TypedCondition?, ofField field: Int) { set(c, at: 2 * field + 1) }
    mutating func setVisible(_ c: TypedCondition?, ofSection section: Int) { set(c, at: 2 * fieldCount + section) }

    private func condition(at slot: Int) -> TypedCondition? {
        guard !table.isEmpty, table[slot] >= 0 else { return nil }
        return typed[Int(table[slot])]
    }

    private mutating func set(_ c: TypedCondition?, at slot: Int) {
        guard let c else {
            table[slot] = -1
            return
        }
        typed.append(c)
        table[slot] = Int32(typed.count - 1)
    }

    /// The field's whole visibility: its section's condition and its own.
    func visibility(ofField field: Int, section: Int) -> Condition? {
        switch (visible(ofSection: section)?.model, visible(ofField: field)?.model) {
        case (nil, nil): return nil
        case (let s?, nil): return s
        case (nil, let f?): return f
        case (let s?, let f?): return .all([s, f])
        }
    }
}

extension FormChecker {
    // MARK: Reading the property

    /// The condition node of `visible when C` or `required when C`; nil after reporting why not.
    func conditionArgument(_ p: Int) -> Int? {
        guard nodes.hasChildren(p) else {
            emit(.conditionMissingWhen(identifier(p), at: nameSpan(p)))
            return nil
        }
        guard let e = singleArgument(p) else { return nil }
        guard kind(e) == .when else {
            emit(.conditionMissingWhen(identifier(p), at: span(e)))
            return nil
        }
        let condition = e + 1
        guard condition < end(e), !isError(condition) else { return nil }
        return condition
    }

    // MARK: Typing

    /// Types every condition of the form, records each field name it uses, and reports what
    /// is wrong or pointless. `sectionConditions` holds each section's `visible when` node.
    func resolveConditions(_ drafts: [FieldDraft], sectionConditions: [Int?], names: NameTable,
                           initialFocus: Int?, uses: inout [FormResolution.Use]) -> FormConditions {
        let hasAny = sectionConditions.contains { $0 != nil } || drafts.contains { $0.visibleWhen != nil || $0.requiredWhen != nil }
        var result = FormConditions(fields: drafts.count, sections: sectionConditions.count, hasAny: hasAny)
        guard hasAny else { return result }
        for (index, node) in sectionConditions.enumerated() {
            if let node { result.setVisible(typeCondition(node, drafts: drafts, names: names, uses: &uses), ofSection: index) }
        }
        for (index, d) in drafts.enumerated() {
            if let node = d.visibleWhen {
                result.setVisible(typeCondition(node, drafts: drafts, names: names, uses: &uses), ofField: index)
            }
            if let node = d.requiredWhen {
                result.setRequired(typeCondition(node, drafts: drafts, names: names, uses: &uses), ofField: index)
                // A toggle and a set of options are never optional (FC0360): `required when`
                // asks for the toggle to be on, for at least one option of the set.
                if d.optionalMark == nil, d.kind.value.canBeAbsent {
                    emit(.requiredWhenNotOptional(d.identifier, type: d.kind, at: d.requiredWhenSpan ?? d.nameSpan,
                                                  typeEnd: Int(nodes[d.typeNode].end)))
                    result.setRequired(nil, ofField: index)
                }
            }
        }
        for section in 0..<result.sectionCount {
            if let condition = result.visible(ofSection: section) { checkMeaning(condition, drafts: drafts) }
        }
        for field in drafts.indices {
            if let condition = result.visible(ofField: field) { checkMeaning(condition, drafts: drafts) }
        }
        for field in drafts.indices {
            if let condition = result.required(ofField: field) { checkMeaning(condition, drafts: drafts) }
        }
        checkVisibilityCycles(drafts, &result)
        for (index, d) in drafts.enumerated() {
            if let required = result.required(ofField: index),
               let visible = result.visible(ofField: index) ?? result.visible(ofSection: d.sectionIndex) {
                var literals: [(Literal, Span)] = []
                if collectConjunction(visible, into: &literals), collectConjunction(required, into: &literals),
                   Literal.contradict(literals.map(\.0)) {
                    emit(.requiredWhenExcludedByVisibility(d.identifier, required: required.span, visible: visible.span))
                }
            }
        }
        if let initial = initialFocus,
           result.visible(ofField: initial) != nil || result.visible(ofSection: drafts[initial].sectionIndex) != nil {
            emit(.initialFocusConditional(drafts[initial].identifier))
        }
        return result
    }

    /// The typed condition of node `c`; nil after reporting what is wrong. Every error in the
    /// condition is reported, not only the first.
    func typeCondition(_ c: Int, drafts: [FieldDraft], names: NameTable, uses: inout [FormResolution.Use]) -> TypedCondition? {
        var unknown: Set<String> = []
        return typeNode(c, drafts: drafts, names: names, uses: &uses, unknown: &unknown)
    }

    private func typeNode(_ c: Int, drafts: [FieldDraft], names: NameTable, uses: inout [FormResolution.Use],
                          unknown: inout Set<String>) -> TypedCondition? {
        switch kind(c) {
        case .identifier:
            guard let field = conditionField(c, drafts: drafts, names: names, uses: &uses, unknown: &unknown) else { return nil }
            return .present(field: field, span: span(c))
        case .not:
            guard let inner = typeNode(c + 1, drafts: drafts, names: names, uses: &uses, unknown: &unknown) else { return nil }
            return .not(inner, span: span(c))
        case .binary:
            let op = BinaryOperator(code: nodes[c].word)
            switch op {
            case .and, .or:
                var operands: [Int] = []
                collectChain(c, op, into: &operands)
                var items: [TypedCondition] = []
                var failed = false
                for operand in operands {
                    if let item = typeNode(operand, drafts: drafts, names: names, uses: &uses, unknown: &unknown) {
                        items.append(item)
                    } else {
                        failed = true
                    }
                }
                if failed { return nil }
                return op == .and ? .all(items, span: span(c)) : .any(items, span: span(c))
            case .equal, .notEqual, .less, .lessEqual, .greater, .greaterEqual:
                return typeComparison(c, op, drafts: drafts, names: names, uses: &uses, unknown: &unknown)
            case .add, .subtract, .multiply, .divide, .coalesce:
                // Only the condition of a computed value's `C ? a : b` can hold arithmetic.
                emit(.conditionNotACondition(span(c), found: text(span(c))))
                return nil
            }
        case .error:
            return nil
        case .string, .integer, .decimal, .call, .range, .list, .phrase, .when, .form, .section, .field, .type, .property,
             .argument, .negate, .conditional:
            emit(.conditionNotACondition(span(c), found: text(span(c))))
            return nil
        }
    }

    /// The operands of a chain of `op` (`a && b && c`), however the parser grouped it.
    private func collectChain(_ c: Int, _ op: BinaryOperator, into operands: inout [Int]) {
        if kind(c) == .binary, BinaryOperator(code: nodes[c].word) == op {
            let lhs = c + 1
            collectChain(lhs, op, into: &operands)
            collectChain(end(lhs), op, into: &operands)
        } else {
            operands.append(c)
        }
    }

    /// The draft a name in a condition stands for, recording the use; nil after reporting an
    /// unknown name (each name once per condition), or quietly for a field of unknown type.
    private func conditionField(_ id: Int, drafts: [FieldDraft], names: NameTable, uses: inout [FormResolution.Use],
                                unknown: inout Set<String>) -> Int? {
        // The name's own span: a name in parentheses has them in its node's span.
        let found = names.find(nameSpan(id), in: source)
        if recordsUses { uses.append(FormResolution.Use(role: .condition, field: draftIndex(found, names), span: nameSpan(id))) }
        guard let entry = found else {
            let name = nameText(id)
            if unknown.insert(name).inserted {
                emit(.conditionUnknownField(identifier(id), suggestion: Spelling.suggest(name, from: drafts.map(\.name))))
            }
            return nil
        }
        return draftIndex(entry, names)
    }

    private func typeComparison(_ c: Int, _ op: BinaryOperator, drafts: [FieldDraft], names: NameTable,
                                uses: inout [FormResolution.Use], unknown: inout Set<String>) -> TypedCondition? {
        let lhs = c + 1
        let rhs = end(lhs)
        let isLiteral = { (i: Int) in self.kind(i) == .string || self.kind(i) == .integer || self.kind(i) == .decimal }
        if isError(lhs) || isError(rhs) { return nil }
        // `start >= today`: the word `today` beside a date field is the day the condition is
        // read on, as in a date's `range(today...)`.
        let isToday = { (name: Int, other: Int) -> Bool in
            guard self.kind(other) == .identifier, self.keyword(other) == .today, self.kind(name) == .identifier,
                  let field = self.draftIndex(names.find(self.nameSpan(name), in: self.source), names) else { return false }
            return drafts[field].kind.value == .date
        }
        if kind(lhs) == .identifier, kind(rhs) == .identifier, !isToday(lhs, rhs), !isToday(rhs, lhs) {
            // `n > today` beside a field that holds no day: `today` is the day, not an unknown
            // field (unless the form has a field of that name).
            for (name, other) in [(lhs, rhs), (rhs, lhs)]
            where keyword(other) == .today && names.find(nameSpan(other), in: source) == nil && keyword(name) != .today {
                guard let field = conditionField(name, drafts: drafts, names: names, uses: &uses, unknown: &unknown) else { return nil }
                let d = drafts[field]
                switch d.kind.value {
                case .boolean: emit(.conditionComparesToggle(identifier(name), at: span(c)))
                case .optionSet: emit(.conditionComparesChoices(identifier(name), at: span(c)))
                case .text, .integer, .fraction, .option, .date:
                    emit(.conditionComparesToday(identifier(name), type: d.kind, today: span(other)))
                }
                return nil
            }
            // `terms == true`: a toggle is tested by its name alone.
            for (name, other) in [(lhs, rhs), (rhs, lhs)] where ["true", "false"].contains(nameText(other)) {
                if let field = draftIndex(names.find(nameSpan(name), in: source), names), drafts[field].kind.value == .boolean {
                    _ = conditionField(name, drafts: drafts, names: names, uses: &uses, unknown: &unknown)
                    emit(.conditionComparesToggle(identifier(name), at: span(c)))
                    return nil
                }
            }
            let a = conditionField(lhs, drafts: drafts, names: names, uses: &uses, unknown: &unknown)
            let b = conditionField(rhs, drafts: drafts, names: names, uses: &uses, unknown: &unknown)
            if sameText(nameSpan(lhs), nameSpan(rhs)) {
                emit(.conditionComparesFieldWithItself(identifier(lhs), op: op, at: span(c)))
            } else if let a, let b {
                let days = drafts[a].kind.value == .date && drafts[b].kind.value == .date
                emit(.conditionComparesTwoFields(identifier(lhs), identifier(rhs), days: days, at: span(c)))
            }
            return nil
        }
        let fieldNode: Int, literalNode: Int, swapped: Bool
        if kind(lhs) == .identifier, isLiteral(rhs) || isToday(lhs, rhs) {
            (fieldNode, literalNode, swapped) = (lhs, rhs, false)
        } else if isLiteral(lhs) || isToday(rhs, lhs), kind(rhs) == .identifier {
            (fieldNode, literalNode, swapped) = (rhs, lhs, true)
        } else {
            emit(.conditionNotACondition(span(c), found: text(span(c))))
            return nil
        }
        guard let field = conditionField(fieldNode, drafts: drafts, names: names, uses: &uses, unknown: &unknown) else { return nil }
        let d = drafts[field]
        let literal: ConditionLiteral
        switch (d.kind.value, kind(literalNode)) {
        case (.date, .string):
            // A day is checked as a date's `range` bound is, and reported the same way.
            let value = stringValue(literalNode)
            guard Literals.isValidDate(value) else {
                emit(.invalidDate(span(literalNode), text: value, field: d.name))
                return nil
            }
            literal = .day(.day(value))
        case (.date, .identifier):
            literal = .day(.today)
        case (.date, _):
            emit(.conditionComparesDate(identifier(fieldNode), literal: span(literalNode),
                                        literalText: text(span(literalNode))))
            return nil
        case (.boolean, _):
            emit(.conditionComparesToggle(identifier(fieldNode), at: span(c)))
            return nil
        case (.optionSet, _):
            // A set of options: no operator asks whether it holds a value, so it is tested by
            // its name alone (FC0394).
            emit(.conditionComparesChoices(identifier(fieldNode), at: span(c)))
            return nil
        case (.text, .string):
            literal = .text(stringValue(literalNode))
        case (.option, .string):
            // A choice holds one of its options: any other value is a mistake, told with the
            // nearest option. Options have no order.
            if op != .equal, op != .notEqual {
                emit(.conditionOrdersText(identifier(fieldNode), op: op, at: span(c), kind: "choice"))
                return nil
            }
            let value = stringValue(literalNode)
            if firstOption(withValueOf: literalNode, in: d) == nil {
                let options = d.options.map { stringValue($0.value) }
                emit(.conditionNotAnOption(identifier(fieldNode), literal: span(literalNode), value: value, options: options,
                                           suggestion: Spelling.suggest(value, from: options)))
                return nil
            }
            literal = .text(value)
        case (.integer, .integer), (.integer, .decimal), (.fraction, .integer), (.fraction, .decimal):
            literal = .number(Literals.normalizeNumber(text(span(literalNode))))
            checkConditionLiteralBeyondDoubles(literalNode)
        default:
            emit(.conditionTypeMismatch(identifier(fieldNode), type: d.kind, literal: span(literalNode),
                                        literalText: text(span(literalNode))))
            return nil
        }
        var compared: ConditionOperator
        switch op {
        case .equal, .notEqual: compared = .equal
        case .less: compared = .less
        case .lessEqual: compared = .lessEqual
        case .greater: compared = .greater
        case .greaterEqual: compared = .greaterEqual
        case .and, .or, .add, .subtract, .multiply, .divide, .coalesce: return nil
        }
        if swapped { compared = compared.swapped }
        if compared != .equal, case .text = literal {
            emit(.conditionOrdersText(identifier(fieldNode), op: op, at: span(c)))
            return nil
        }
        if case .text("") = literal {
            emit(op == .equal ? .emptyTextNeverEqual(identifier(fieldNode), at: span(c))
                              : .emptyTextAlwaysUnequal(identifier(fieldNode), at: span(c)))
        }
        let comparison = TypedCondition.compare(field: field, op: compared, literal: literal, span: span(c))
        return op == .notEqual ? .not(comparison, span: span(c)) : comparison
    }

    // MARK: Cycles

    /// Reports each field whose visibility depends on itself, naming the cycle once, and drops
    /// the conditions on it, so that emitters never meet a cycle.
    private func checkVisibilityCycles(_ drafts: [FieldDraft], _ result: inout FormConditions) {
        // Field → the fields its visibility reads (its own condition and its section's): field
        // f's are `reads[firstRead[f]..<firstRead[f + 1]]`, in one array for the whole form.
        var reads: [(field: Int, span: Span)] = []
        var firstRead: [Int] = []
        firstRead.reserveCapacity(drafts.count + 1)
        var fieldReads: [(field: Int, span: Span)] = []
        for (index, d) in drafts.enumerated() {
            firstRead.append(reads.count)
            let section = result.visible(ofSection: d.sectionIndex), own = result.visible(ofField: index)
            guard section != nil || own != nil else { continue }
            fieldReads.removeAll(keepingCapacity: true)
            section?.fields(into: &fieldReads)
            own?.fields(into: &fieldReads)
            if !fieldReads.isEmpty { reads.append(contentsOf: fieldReads) }
        }
        firstRead.append(reads.count)
        guard !reads.isEmpty else { return }
        // Iterative depth-first search: 0 new, 1 on the path, 2 done. A field that reads
        // nothing is in no cycle: no search starts from it.
        var state = [UInt8](repeating: 0, count: drafts.count)
        var inCycle = [Bool](repeating: false, count: drafts.count)
        var path: [(node: Int, next: Int)] = []
        for start in drafts.indices where state[start] == 0 && firstRead[start] < firstRead[start + 1] {
            path.append((start, 0))
            state[start] = 1
            while let top = path.last {
                let edges = firstRead[top.node]..<firstRead[top.node + 1]
                if top.next < edges.count {
                    path[path.count - 1].next += 1
                    let edge = reads[edges.lowerBound + top.next]
                    let target = edge.field
                    if state[target] == 0 {
                        state[target] = 1
                        path.append((target, 0))
                    } else if state[target] == 1 {
                        let from = path.firstIndex { $0.node == target }!
                        let cycle = path[from...].map(\.node)
                        if !cycle.contains(where: { inCycle[$0] }) {
                            let names = (cycle + [target]).map { drafts[$0].name }
                            emit(.conditionCycle(drafts[top.node].identifier, through: names, at: edge.span))
                        }
                        for f in cycle { inCycle[f] = true }
                    }
                } else {
                    state[top.node] = 2
                    path.removeLast()
                }
            }
        }
        for (index, d) in drafts.enumerated() where inCycle[index] {
            result.setVisible(nil, ofField: index)
            result.setVisible(nil, ofSection: d.sectionIndex)
        }
    }

    // MARK: Meaning

    /// Reports parts of the condition that are never true, always true, or repeat a comparison.
    private func checkMeaning(_ c: TypedCondition, drafts: [FieldDraft]) {
        switch c {
        case .present, .compare:
            break
        case .not(let inner, _):
            checkMeaning(inner, drafts: drafts)
        case .all(let items, let span), .any(let items, let span):
            let isAll: Bool
            if case .all = c { isAll = true } else { isAll = false }
            var literals: [(Literal, Span)] = []
            for item in items {
                if let literal = Literal(item) { literals.append((literal, item.span)) } else { checkMeaning(item, drafts: drafts) }
            }
            for (i, (literal, itemSpan)) in literals.enumerated() where literals[..<i].contains(where: { $0.0 == literal }) {
                emit(.conditionRepeatsComparison(at: itemSpan, first: literals.first { $0.0 == literal }!.1, isAll: isAll))
                break
            }
            // An `||` is always true when the negations of its comparisons cannot hold together.
            let set = isAll ? literals.map(\.0) : literals.map(\.0.negated)
            if Literal.contradict(set) {
                emit(isAll ? .conditionNeverTrue(at: span) : .conditionAlwaysTrue(at: span))
            }
        }
    }

    /// Adds the comparisons of a condition that is one comparison or an `&&` of them; false
    /// for any other condition.
    func collectConjunction(_ c: TypedCondition, into list: inout [(Literal, Span)]) -> Bool {
        if let literal = Literal(c) {
            list.append((literal, c.span))
            return true
        }
        guard case .all(let items, _) = c else { return false }
        for item in items {
            guard collectConjunction(item, into: &list) else { return false }
        }
        return true
    }
}

/// A comparison or a presence test, or its negation: what the checker reasons about when it
/// looks for conditions that cannot hold.
struct Literal: Equatable {
    /// Texts are equal by code points, numbers by value (`1.5` and `1.50`), as conditions compare.
    static func == (a: Literal, b: Literal) -> Bool {
        guard a.positive == b.positive else { return false }
        switch (a.atom, b.atom) {
        case (.present(let f), .present(let g)): return f == g
        case (.compare(let f, let op, let x), .compare(let g, let op2, let y)): return f == g && op == op2 && sameValue(x, y)
        default: return false
        }
    }

    enum Atom {
        case present(Int)
        case compare(Int, ConditionOperator, ConditionLiteral)

        var field: Int {
            switch self {
            case .present(let f), .compare(let f, _, _): return f
            }
        }
    }

    var atom: Atom
    var positive: Bool

    init(atom: Atom, positive: Bool) {
        self.atom = atom
        self.positive = positive
    }

    init?(_ c: TypedCondition) {
        switch c {
        case .present(let f, _): self.init(atom: .present(f), positive: true)
        case .compare(let f, let op, let literal, _): self.init(atom: .compare(f, op, literal), positive: true)
        case .not(let inner, _):
            guard let literal = Literal(inner) else { return nil }
            self.init(atom: literal.atom, positive: !literal.positive)
        case .all, .any: return nil
        }
    }

    var negated: Literal { Literal(atom: atom, positive: !positive) }

    /// Whether the literals cannot all hold at once, by what each says of its field alone. Sound
    /// (never says so of literals that can hold together) but not complete.
    static func contradict(_ literals: [Literal]) -> Bool {
        // Most conditions read one field: then its literals, in order, are the only group.
        if let field = literals.first?.atom.field, literals.allSatisfy({ $0.atom.field == field }) {
            return contradictOneField(literals)
        }
        return contradictByField(literals)
    }

    /// `contradict` for literals of any number of fields: each field's literals, in order,
    /// are judged on their own.
    static func contradictByField(_ literals: [Literal]) -> Bool {
        var byField: [Int: [Literal]] = [:]
        for literal in literals { byField[literal.atom.field, default: []].append(literal) }
        for (_, list) in byField where contradictOneField(list) { return true }
        return false
    }

    /// One field's literals: its presence, equalities and bounds.
    private static func contradictOneField(_ list: [Literal]) -> Bool {
        // An atom and its negation.
        for a in list where list.contains(Literal(atom: a.atom, positive: !a.positive)) { return true }
        // Every positive comparison needs the field present.
        let needsPresent = list.contains { $0.positive }
        if needsPresent, list.contains(Literal(atom: .present(list[0].atom.field), positive: false)) { return true }
        var equal: ConditionLiteral? = nil
        var lower: (value: DecimalText, inclusive: Bool)?
        var upper: (value: DecimalText, inclusive: Bool)?
        for literal in list {
            guard case .compare(_, let written, let value) = literal.atom else { continue }
            // Without presence, a negated comparison also holds for an absent field: it bounds
            // nothing. With it, `!(n > 5)` is `n <= 5`.
            var op = written
            if !literal.positive {
                guard needsPresent else { continue }
                switch op {
                case .equal: continue
                case .less: op = .greaterEqual
                case .lessEqual: op = .greater
                case .greater: op = .lessEqual
                case .greaterEqual: op = .less
                }
            }
            if op == .equal {
                if let known = equal, differ(known, value) { return true }
                equal = value
                continue
            }
            guard let position = place(value) else { continue }
            switch op {
            case .greater, .greaterEqual:
                let inclusive = op == .greaterEqual
                if let l = lower, DecimalText.compare(l.value, position) > 0 || (l.value == position && !l.inclusive) { continue }
                lower = (position, inclusive)
            case .less, .lessEqual:
                let inclusive = op == .lessEqual
                if let u = upper, DecimalText.compare(u.value, position) < 0 || (u.value == position && !u.inclusive) { continue }
                upper = (position, inclusive)
            case .equal:
                break
            }
        }
        if let l = lower, let u = upper {
            let order = DecimalText.compare(l.value, u.value)
            if order > 0 || (order == 0 && !(l.inclusive && u.inclusive)) { return true }
        }
        if let equal, let value = place(equal) {
            if let l = lower, DecimalText.compare(value, l.value) < 0 || (value == l.value && !l.inclusive) { return true }
            if let u = upper, DecimalText.compare(value, u.value) > 0 || (value == u.value && !u.inclusive) { return true }
        }
        // `f == v` with `f != v` is an atom and its negation, above; numbers written two ways
        // (`1.5`, `1.50`) are compared by value.
        if let value = equal {
            for literal in list where !literal.positive {
                if case .compare(_, .equal, let other) = literal.atom, sameValue(value, other), needsPresent { return true }
            }
        }
        return false
    }

    private static func sameValue(_ a: ConditionLiteral, _ b: ConditionLiteral) -> Bool {
        switch (a, b) {
        case (.text(let x), .text(let y)): return x.unicodeScalars.elementsEqual(y.unicodeScalars)
        case (.number(let x), .number(let y)):
            guard let p = DecimalText(x), let q = DecimalText(y) else { return x == y }
            return p == q
        case (.day(let x), .day(let y)): return x == y
        default: return false
        }
    }

    /// Whether a field cannot equal both: different texts, numbers or days. `today` differs
    /// from no fixed day, since it may be any of them.
    private static func differ(_ a: ConditionLiteral, _ b: ConditionLiteral) -> Bool {
        switch (a, b) {
        case (.day(.today), .day(.day)), (.day(.day), .day(.today)): return false
        default: return !sameValue(a, b)
        }
    }

    /// Where a literal lies in its field's order: a number is its value, a fixed day its
    /// digits read as one number (`2025-03-15` is 20250315, which orders days as the calendar
    /// does). Texts have no order and `today` no fixed place, so they bound nothing here.
    private static func place(_ literal: ConditionLiteral) -> DecimalText? {
        switch literal {
        case .number(let text): return DecimalText(text)
        case .day(.day(let day)): return DecimalText(day.filter { $0 != "-" })
        case .text, .day(.today): return nil
        }
    }
}
