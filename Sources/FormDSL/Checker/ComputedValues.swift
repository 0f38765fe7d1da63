/// Computed values: `computed total: decimal? = quantity * unitPrice`. Each expression is
/// typed against the fields it reads (docs/LANGUAGE.md, "Computed values"), every name is
/// recorded in the resolution, cycles are rejected by name, divisions must say their rounding,
/// and a value that can be absent behind a type without `?` is warned about.
///
/// Expressions are as deep as they are written (the parser holds them to its nesting limit),
/// so the walks here recurse.
extension FormChecker {
    /// Types the expression of every computed value of the form into its draft's `computed`,
    /// then looks for cycles through computed values and for values that can be absent.
    func resolveComputedValues(_ drafts: [FieldDraft], names: NameTable, conditions: FormConditions,
                               groups: [RepeatSettings] = [], groupOf: [Int?] = [],
                               uses: inout [FormResolution.Use]) {
        guard drafts.contains(where: \.isComputed) else { return }
        let typer = ComputedTyper(checker: self, drafts: drafts, names: names, conditions: conditions, groups: groups,
                                  groupOf: groupOf.isEmpty ? Array(repeating: nil, count: drafts.count) : groupOf)
        for i in drafts.indices where drafts[i].isComputed { _ = typer.type(i) }
        if recordsUses { uses += typer.uses }
        checkComputedCycles(drafts, conditions: conditions)
        for (i, d) in drafts.enumerated() where d.isComputed && d.optionalMark == nil {
            guard let typed = typer.typed[i], typed.expression.canBeAbsent, !typer.failed[i] else { continue }
            var name: String?, read: Span?
            if case .field(let f, let at)? = typed.absentBy { (name, read) = (drafts[f].name, at) }
            emit(.computedCanBeAbsent(d.identifier, type: text(span(d.typeNode)), typeEnd: Int(nodes[d.typeNode].end),
                                      field: name, read: read, zero: typed.expression.type == .text ? "\"\"" : "0"))
        }
    }

    /// Every cycle through a computed value: a computed value depends on the fields it reads,
    /// and reading a field depends on its visibility, so on the fields its conditions (and its
    /// section's) read. A cycle of visibility alone is FC0405's.
    private func checkComputedCycles(_ drafts: [FieldDraft], conditions: FormConditions) {
        var edges: [[Int]] = Array(repeating: [], count: drafts.count)
        for (i, d) in drafts.enumerated() {
            if let computed = d.computed { edges[i] += computed.reads }
            conditions.visibility(ofField: i, section: d.sectionIndex)?.forEachRead { if !edges[i].contains($0) { edges[i].append($0) } }
        }
        // Depth-first from each computed value, in declaration order; a cycle is reported at
        // the first computed value on it, once.
        var reported = Set<[Int]>()
        var state = [UInt8](repeating: 0, count: drafts.count)   // 0 new, 1 on the path, 2 done
        var path: [Int] = []
        func visit(_ f: Int) {
            state[f] = 1
            path.append(f)
            for g in edges[f] {
                if state[g] == 1, let start = path.lastIndex(of: g) {
                    let cycle = Array(path[start...])
                    guard let first = cycle.first(where: { drafts[$0].isComputed }) else { continue }
                    let key = cycle.sorted()
                    guard reported.insert(key).inserted else { continue }
                    let at = cycle.firstIndex(of: first)!
                    let ordered = Array(cycle[at...] + cycle[..<at])
                    emit(.computedCycle(drafts[first].identifier, through: (ordered + [first]).map { drafts[$0].name }))
                    drafts[first].computed = nil
                } else if state[g] == 0 {
                    visit(g)
                }
            }
            path.removeLast()
            state[f] = 2
        }
        for i in drafts.indices where drafts[i].isComputed && state[i] == 0 { visit(i) }
    }
}

/// Why a value can be absent: the first field read that can be (where it is read), or a
/// division by something that can be zero.
enum AbsenceCause {
    case field(Int, Span)
    case division
}

/// A typed expression with what its checks need.
struct TypedValue {
    var expression: ValueExpression
    /// A number or text written as such: a decimal literal adapts to a `double`.
    var isLiteral = false
    var absentBy: AbsenceCause?
}

/// Types the computed values of one form, each once, on demand: reading a computed value needs
/// to know whether it can be absent.
final class ComputedTyper {
    let checker: FormChecker
    let drafts: [FieldDraft]
    let names: NameTable
    let conditions: FormConditions
    /// The form's groups, and the group each draft is a row field of (nil: the form's).
    let groups: [RepeatSettings]
    let groupOf: [Int?]
    private(set) var typed: [TypedValue?]
    /// Whether a computed value's expression had an error (it is then not warned about).
    private(set) var failed: [Bool]
    private var state: [UInt8]
    private(set) var uses: [FormResolution.Use] = []
    /// Unknown names reported in the current expression, each once.
    private var unknown: Set<String> = []
    private var hadError = false
    /// The computed value being typed (a draft index).
    private var current: Int?

    init(checker: FormChecker, drafts: [FieldDraft], names: NameTable, conditions: FormConditions,
         groups: [RepeatSettings] = [], groupOf: [Int?]) {
        self.checker = checker
        self.drafts = drafts
        self.names = names
        self.conditions = conditions
        self.groups = groups
        self.groupOf = groupOf
        typed = Array(repeating: nil, count: drafts.count)
        failed = Array(repeating: false, count: drafts.count)
        state = Array(repeating: 0, count: drafts.count)
    }

    private var nodes: [SyntaxNode] { checker.nodes }
    private func emit(_ d: @autoclosure () -> Diagnostic) {
        hadError = true
        checker.emit(d())
    }

    /// Types computed value `i` (a draft index) into its draft; its typed expression, or nil
    /// after an error.
    func type(_ i: Int) -> TypedValue? {
        if state[i] == 2 { return typed[i] }
        guard state[i] == 0, let e = drafts[i].expression else { return nil }
        state[i] = 1
        let outerUnknown = unknown, outerError = hadError, outerCurrent = current
        unknown = []
        hadError = false
        current = i
        var result = value(e, insideRound: false)
        if let r = result, let declared = ValueType(kind: drafts[i].kind) {
            if !fits(r, declared) {
                emit(.computedTypeMismatch(drafts[i].identifier, declared: checker.text(checker.span(drafts[i].typeNode)),
                                           found: r.expression.type, isDivision: isDivision(e), at: checker.span(e)))
                result = nil
            }
        }
        failed[i] = hadError
        if let r = result, !hadError {
            var reads: [Int] = []
            r.expression.forEachRead { if !reads.contains($0) { reads.append($0) } }
            drafts[i].computed = ComputedValue(expression: r.expression, reads: reads, readsRows: Self.rowsRead(r.expression))
        }
        typed[i] = hadError ? nil : result
        unknown = outerUnknown
        hadError = outerError
        current = outerCurrent
        state[i] = 2
        return typed[i]
    }

    /// Whether a value of `v`'s type may be held by a computed value of type `declared`: the
    /// same type, an `int` widened exactly, or a decimal literal as a `double`.
    private func fits(_ v: TypedValue, _ declared: ValueType) -> Bool {
        let t = v.expression.type
        if t == declared { return true }
        if t == .int { return declared == .decimal || declared == .double }
        return t == .decimal && v.isLiteral && declared == .double
    }

    private func isDivision(_ e: Int) -> Bool {
        nodes[e].kind == .binary && BinaryOperator(code: nodes[e].word) == .divide
    }

    private func source(_ e: Int) -> String { checker.text(checker.span(e)) }

    // MARK: Typing

    /// The typed value of expression node `e`; nil after reporting what is wrong.
    private func value(_ e: Int, insideRound: Bool) -> TypedValue? {
        switch nodes[e].kind {
        case .identifier:
            return read(e)
        case .string:
            return TypedValue(expression: ValueExpression(.text(checker.stringValue(e)), type: .text, canBeAbsent: false), isLiteral: true)
        case .integer:
            return TypedValue(expression: ValueExpression(.number(Literals.normalizeNumber(source(e))), type: .int, canBeAbsent: false),
                              isLiteral: true)
        case .decimal:
            return TypedValue(expression: ValueExpression(.number(Literals.normalizeNumber(source(e))), type: .decimal, canBeAbsent: false),
                              isLiteral: true)
        case .negate:
            guard let operand = value(e + 1, insideRound: insideRound) else { return nil }
            guard operand.expression.type != .text else {
                emit(.expressionNotANumber("'-'", found: .text, text: source(e + 1), at: checker.span(e)))
                return nil
            }
            return TypedValue(expression: ValueExpression(.negate(operand.expression), type: operand.expression.type,
                                                          canBeAbsent: operand.expression.canBeAbsent),
                              isLiteral: operand.isLiteral, absentBy: operand.absentBy)
        case .binary:
            let op = BinaryOperator(code: nodes[e].word)
            guard op.isArithmetic else {
                emit(.expressionNotAValue(source(e), at: checker.span(e), isCondition: true))
                return nil
            }
            return binary(e, op, insideRound: insideRound)
        case .conditional:
            return choice(e, insideRound: insideRound)
        case .call:
            return call(e)
        case .not:
            emit(.expressionNotAValue(source(e), at: checker.span(e), isCondition: true))
            return nil
        case .range, .list, .phrase, .when, .form, .section, .field, .type, .property, .argument:
            emit(.expressionNotAValue(source(e), at: checker.span(e), isCondition: false))
            return nil
        case .error:
            hadError = true
            return nil
        }
    }

    /// A name: a field or computed value of the form, read as its current value.
    private func read(_ e: Int) -> TypedValue? {
        let at = nodes[e].nameSpan
        let found = names.find(at, in: checker.source)
        let draft = checker.draftIndex(found, names)
        uses.append(FormResolution.Use(role: .expression, field: draft, span: at))
        guard found != nil else {
            let name = checker.text(at)
            if unknown.insert(name).inserted {
                emit(.expressionUnknownName(Identifier(name, span: at), suggestion: Spelling.suggest(name, from: drafts.map(\.name))))
            } else {
                hadError = true
            }
            return nil
        }
        // A field left out (a broken one, or one of unknown type) is reported already.
        guard let f = draft else { hadError = true; return nil }
        let d = drafts[f]
        if let g = groupOf[f], let i = current, groupOf[i] != g {
            emit(.rowFieldOutsideRow(Identifier(checker.text(at), span: at), group: checker.text(groups[g].nameSpan),
                                     numeric: d.kind.value.isNumeric, reader: drafts[i].name))
            return nil
        }
        guard let valueType = ValueType(kind: d.kind) else {
            emit(.expressionReadsNonValue(Identifier(checker.text(at), span: at), kind: d.kind))
            return nil
        }
        let hideable = d.visibleWhen != nil || conditions.visible(ofSection: d.sectionIndex) != nil
        var canBeAbsent: Bool
        if d.isComputed {
            // Being typed: a cycle, which is reported by name once the form is typed.
            if state[f] == 1 { canBeAbsent = true }
            else { canBeAbsent = type(f)?.expression.canBeAbsent ?? true }
        } else {
            // A stepper or slider always shows a number; anything typed may be empty.
            canBeAbsent = !d.control.movesThroughRange
        }
        canBeAbsent = canBeAbsent || hideable
        return TypedValue(expression: ValueExpression(.field(f), type: valueType, canBeAbsent: canBeAbsent),
                          absentBy: canBeAbsent ? .field(f, at) : nil)
    }

    private func binary(_ e: Int, _ op: BinaryOperator, insideRound: Bool) -> TypedValue? {
        let lhs = e + 1, rhs = nodes.end(of: e + 1)
        let a = value(lhs, insideRound: insideRound)
        let b = value(rhs, insideRound: insideRound)
        guard let a, let b else { return nil }
        let opText = op.rawValue
        if op == .coalesce {
            guard let type = unify(a, b, op: opText, lhs: lhs, rhs: rhs, at: e) else { return nil }
            return TypedValue(expression: ValueExpression(.coalesce(a.expression, b.expression), type: type,
                                                          canBeAbsent: b.expression.canBeAbsent),
                              isLiteral: a.isLiteral && b.isLiteral, absentBy: b.absentBy)
        }
        if a.expression.type == .text || b.expression.type == .text {
            guard op == .add, a.expression.type == .text, b.expression.type == .text else {
                emit(.expressionOperandsMismatch(opText, a.expression.type, source(lhs), b.expression.type, source(rhs),
                                                 at: checker.span(e)))
                return nil
            }
            return TypedValue(expression: ValueExpression(.join(a.expression, b.expression), type: .text,
                                                          canBeAbsent: a.expression.canBeAbsent || b.expression.canBeAbsent),
                              absentBy: a.absentBy ?? b.absentBy)
        }
        guard var type = unify(a, b, op: opText, lhs: lhs, rhs: rhs, at: e) else { return nil }
        var canBeAbsent = a.expression.canBeAbsent || b.expression.canBeAbsent
        var absentBy = a.absentBy ?? b.absentBy
        let arithmetic: ArithmeticOperator
        switch op {
        case .add: arithmetic = .add
        case .subtract: arithmetic = .subtract
        case .multiply: arithmetic = .multiply
        case .divide:
            arithmetic = .divide
            // A quotient of whole numbers is a decimal: never truncated, so never an `int`.
            if type == .int {
                type = .decimal
                if !insideRound, let i = current, ValueType(kind: drafts[i].kind) == .int {
                    emit(.computedTypeMismatch(drafts[i].identifier, declared: checker.text(checker.span(drafts[i].typeNode)),
                                               found: .decimal, isDivision: true, at: checker.span(e)))
                    return nil
                }
            }
            let divisor = b.isLiteral ? literalDigits(rhs) : nil
            if type == .decimal, !insideRound, !(divisor.map(Self.quotientEnds) ?? false) {
                emit(.divisionNeedsRounding(source(e), at: checker.span(e)))
                return nil
            }
            // A division by zero is absent.
            if divisor.map({ $0.allSatisfy { $0 == 0 } }) ?? true {
                canBeAbsent = true
                if absentBy == nil { absentBy = .division }
            }
        case .equal, .notEqual, .less, .lessEqual, .greater, .greaterEqual, .and, .or, .coalesce:
            return nil
        }
        return TypedValue(expression: ValueExpression(.arithmetic(arithmetic, a.expression, b.expression), type: type,
                                                      canBeAbsent: canBeAbsent),
                          isLiteral: a.isLiteral && b.isLiteral, absentBy: absentBy)
    }

    /// The type two operands combine to (`+ - * /`, `??`, the two values of `C ? a : b`); nil
    /// after reporting that they do not.
    private func unify(_ a: TypedValue, _ b: TypedValue, op: String, lhs: Int, rhs: Int, at e: Int) -> ValueType? {
        let x = a.expression.type, y = b.expression.type
        if x == y { return x }
        switch (x, y) {
        case (.int, .decimal), (.decimal, .int): return .decimal
        case (.int, .double), (.double, .int): return .double
        case (.decimal, .double) where a.isLiteral, (.double, .decimal) where b.isLiteral: return .double
        default:
            emit(.expressionOperandsMismatch(op, x, source(lhs), y, source(rhs), at: checker.span(e)))
            return nil
        }
    }

    /// The digits of number literal `e` (sign and point left out), most significant first.
    private func literalDigits(_ e: Int) -> [UInt8]? {
        guard nodes[e].kind == .integer || nodes[e].kind == .decimal else { return nil }
        let s = checker.span(e)
        return checker.source[s.start..<s.end].filter(\.isASCIIDigit).map { $0 - .zero }
    }

    /// Whether every quotient by the number whose digits are `digits` ends: its digits, read as
    /// a whole number, have no prime factor but 2 and 5 (the point only adds factors of 10).
    static func quotientEnds(_ digits: [UInt8]) -> Bool {
        var n = Array(digits.drop { $0 == 0 })
        guard !n.isEmpty else { return false }
        for divisor: UInt8 in [2, 5] {
            while true {
                var quotient: [UInt8] = []
                var remainder = 0
                for d in n {
                    let current = remainder * 10 + Int(d)
                    let q = current / Int(divisor)
                    remainder = current % Int(divisor)
                    if !(quotient.isEmpty && q == 0) { quotient.append(UInt8(q)) }
                }
                guard remainder == 0, !quotient.isEmpty else { break }
                n = quotient
            }
        }
        return n == [1]
    }

    /// `C ? a : b`: the condition is typed as conditions are, the two values as one type.
    private func choice(_ e: Int, insideRound: Bool) -> TypedValue? {
        let c = e + 1, then = nodes.end(of: c), otherwise = nodes.end(of: then)
        var conditionUses: [FormResolution.Use] = []
        let condition = checker.isError(c) ? nil : checker.typeCondition(c, drafts: drafts, names: names, uses: &conditionUses)
        uses += conditionUses
        if condition == nil { hadError = true }
        let a = value(then, insideRound: insideRound)
        let b = value(otherwise, insideRound: insideRound)
        guard let condition, let a, let b, let type = unify(a, b, op: "?:", lhs: then, rhs: otherwise, at: e) else { return nil }
        return TypedValue(expression: ValueExpression(.choose(condition.model, a.expression, b.expression), type: type,
                                                      canBeAbsent: a.expression.canBeAbsent || b.expression.canBeAbsent),
                          absentBy: a.absentBy ?? b.absentBy)
    }

    /// The functions: the groups' aggregates, and `round(x, places)`.
    private func call(_ e: Int) -> TypedValue? {
        let name = checker.nameText(e)
        if let aggregate = Aggregate(rawValue: name) { return self.aggregate(e, aggregate) }
        if name == "age" { return age(e) }
        guard name == "round" else {
            emit(.expressionUnknownFunction(checker.identifier(e),
                                            suggestion: Spelling.suggest(name, from: ["round", "age"] + Aggregate.allCases.map(\.rawValue))))
            return nil
        }
        let arguments = nodes.children(of: e)
        guard arguments.count == 2 else {
            emit(.roundArguments(at: checker.span(e), found: source(e)))
            return nil
        }
        let x = checker.value(ofArgument: arguments[0]), placesNode = checker.value(ofArgument: arguments[1])
        guard let operand = value(x, insideRound: true) else { return nil }
        guard operand.expression.type != .text else {
            emit(.expressionNotANumber("'round'", found: .text, text: source(x), at: checker.span(x)))
            return nil
        }
        guard nodes[placesNode].kind == .integer, let places = checker.integer(placesNode), (0...28).contains(places) else {
            if !checker.isError(placesNode) { emit(.roundArguments(at: checker.span(placesNode), found: source(placesNode))) }
            else { hadError = true }
            return nil
        }
        let type: ValueType = operand.expression.type == .double ? .double : .decimal
        return TypedValue(expression: ValueExpression(.round(operand.expression, places: places), type: type,
                                                      canBeAbsent: operand.expression.canBeAbsent),
                          absentBy: operand.absentBy)
    }

    /// The name a one-name function (`sum(f)`, `count(g)`, `age(d)`) takes: the span of its one
    /// unlabelled identifier argument; nil after reporting anything else (`wrong`, given what
    /// was written and where).
    private func loneName(_ e: Int, wrong: (String, Span) -> Diagnostic) -> Span? {
        let arguments = nodes.children(of: e)
        guard arguments.count == 1, !checker.hasLabel(arguments[0]), nodes[checker.value(ofArgument: arguments[0])].kind == .identifier else {
            if arguments.count == 1, checker.isError(checker.value(ofArgument: arguments[0])) { hadError = true; return nil }
            emit(wrong(source(e), checker.span(e)))
            return nil
        }
        return nodes[checker.value(ofArgument: arguments[0])].nameSpan
    }

    /// The field (a draft index) a function's argument names, its use recorded; nil after
    /// reporting an unknown name (or quietly, for a field left out of the model).
    private func field(namedAt at: Span) -> Int? {
        let found = names.find(at, in: checker.source)
        let draft = checker.draftIndex(found, names)
        uses.append(FormResolution.Use(role: .expression, field: draft, span: at))
        guard found != nil else {
            let name = checker.text(at)
            emit(.expressionUnknownName(Identifier(name, span: at), suggestion: Spelling.suggest(name, from: drafts.map(\.name))))
            return nil
        }
        if draft == nil { hadError = true }
        return draft
    }

    /// `sum(f)`, `min(f)`, `max(f)` over a number field of a group, `count(g)` of a group: one
    /// name, which a row field's scope does not limit (an aggregate reads every row).
    private func aggregate(_ e: Int, _ function: Aggregate) -> TypedValue? {
        let id = checker.identifier(e)
        let expected = function == .count ? "the name of a repeating group" : "a number field of a repeating group"
        guard let at = loneName(e, wrong: { .aggregateArgument(id, found: $0, expected: expected, at: $1) }) else { return nil }
        let name = checker.text(at)
        if function == .count {
            guard let g = groups.firstIndex(where: { checker.source.same($0.nameSpan, at) }) else {
                let suggestion = names.find(at, in: checker.source) == nil
                    ? Spelling.suggest(name, from: groups.map { checker.text($0.nameSpan) }) : nil
                emit(.aggregateArgument(id, found: name, expected: expected, at: at, suggestion: suggestion))
                return nil
            }
            return TypedValue(expression: ValueExpression(.aggregate(.count, group: g, field: nil), type: .int, canBeAbsent: false))
        }
        guard let f = field(namedAt: at) else { return nil }
        guard let g = groupOf[f], let valueType = ValueType(kind: drafts[f].kind), valueType != .text else {
            emit(.aggregateArgument(id, found: name, expected: expected, at: at))
            return nil
        }
        // Its value in each row is typed first: an error there is reported there.
        if drafts[f].isComputed {
            if state[f] == 0 { _ = type(f) }
            if failed[f] { hadError = true; return nil }
        }
        return TypedValue(expression: ValueExpression(.aggregate(function, group: g, field: f), type: valueType,
                                                      canBeAbsent: function != .sum))
    }

    /// `age(d)`: the whole years since the day of date field `d`, an `int`, absent while `d`
    /// is (empty or hidden) or after today. `d` is read as any name is: its row's scope holds.
    private func age(_ e: Int) -> TypedValue? {
        let id = checker.identifier(e)
        guard let at = loneName(e, wrong: { .ageArgument(id, found: $0, at: $1) }), let f = field(namedAt: at) else { return nil }
        let name = checker.text(at)
        guard drafts[f].kind.value == .date else {
            emit(.ageArgument(id, found: name, at: at))
            return nil
        }
        if let g = groupOf[f], let i = current, groupOf[i] != g {
            emit(.rowFieldOutsideRow(Identifier(name, span: at), group: checker.text(groups[g].nameSpan), numeric: false,
                                     reader: drafts[i].name))
            return nil
        }
        return TypedValue(expression: ValueExpression(.age(field: f), type: .int, canBeAbsent: true), absentBy: .field(f, at))
    }

    /// The groups whose rows `expression` reads through an aggregate, each once, in order.
    static func rowsRead(_ expression: ValueExpression) -> [Int] {
        var groups: [Int] = []
        var pending = [expression]
        while let e = pending.popLast() {
            switch e.kind {
            case .aggregate(_, let g, _): if !groups.contains(g) { groups.append(g) }
            case .field, .number, .text, .age: break
            case .arithmetic(_, let a, let b), .join(let a, let b), .coalesce(let a, let b), .choose(_, let a, let b):
                pending.append(b)
                pending.append(a)
            case .negate(let a), .round(let a, _): pending.append(a)
            }
        }
        return groups
    }
}
