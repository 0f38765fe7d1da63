/// The Swift of computed values in a generated model: `recompute(_:edited:)`, which works one
/// value out again from the fields it reads, and, per field, the computed values to work out
/// again when it changes (its `didSet` calls them, in the order they depend on each other).
///
/// An expression is written as implicit member calls on FormRuntime's optionals
/// (`.formcProduct(.formcDecimal(self.quantity.value), self.unitPrice.value)`), whose type
/// comes from where they stand: no type and no module is named inside the model, whose fields
/// may be named like either. Literals reach the Swift only as string literals.
struct SwiftComputed {
    let form: SwiftForm

    /// The form's computed values, each after every computed value it reads.
    let order: [Int]
    /// Per field, the computed values that depend on it, in `order`: those that read it, or
    /// read a field whose visibility its value decides, or read such a computed value.
    let dependants: [[Int]]

    init?(form: SwiftForm) {
        let fields = form.model.fields
        guard form.fields.contains(where: { $0.model.computed != nil }) else { return nil }
        self.form = form
        let count = form.all.count
        // What a read changes with: in the form's model, a row field's aggregate changes with
        // its group's rows (the group's field); in a row model, a form field is its `OuterValue`.
        func source(_ f: Int) -> Int {
            if form.group == nil, f < fields.count, let g = fields[f].repeatGroup { return fields.count + g }
            return f
        }
        // What each computed value depends on directly: what it reads, and for each field it
        // reads, the fields its visibility reads (a hidden field reads as absent). A form
        // field a row reads is written into the row shown or hidden, as the row reads it.
        var direct = [[Int]](repeating: [], count: count)
        for field in form.fields {
            guard let computed = field.model.computed else { continue }
            var pending = computed.reads
            if form.group == nil { pending += computed.readsRows.map { fields.count + $0 } }
            var seen = Set<Int>()
            while let read = pending.popLast() {
                let f = source(read)
                guard seen.insert(f).inserted else { continue }
                direct[field.index].append(f)
                if f < fields.count && !form.isOuter(f) { fields[f].visibleWhen?.forEachRead { pending.append($0) } }
            }
        }
        // Each computed value after the computed values it depends on (the checker has
        // rejected every cycle); only the struct's own are worked out here.
        let members = Set(form.fields.map(\.index))
        var order: [Int] = []
        var state = [UInt8](repeating: 0, count: count)
        func visit(_ i: Int) {
            guard state[i] == 0 else { return }
            state[i] = 1
            for f in direct[i] where members.contains(f) && form.all[f].model.computed != nil { visit(f) }
            state[i] = 2
            order.append(i)
        }
        for field in form.fields where field.model.computed != nil { visit(field.index) }
        self.order = order
        // Transitively: a field reaches a computed value through the computed values between.
        var reaches = [Set<Int>](repeating: [], count: count)
        for c in order {
            for f in direct[c] {
                reaches[f].insert(c)
            }
        }
        var dependants = [[Int]](repeating: [], count: count)
        for f in 0..<count {
            var all = Set<Int>()
            var pending = Array(reaches[f])
            while let c = pending.popLast() {
                guard all.insert(c).inserted else { continue }
                pending += reaches[c]
            }
            dependants[f] = order.filter { all.contains($0) && $0 != f }
        }
        self.dependants = dependants
    }

    /// `self.recompute([.a, .b], edited: ...)`, `fields` in order: after a change of `source`,
    /// edited once `source` has been (its `didSet` also runs when its conditions or its
    /// blur change it), else (as the form is made or prefilled) not.
    func emitCalls(_ fields: [Int], after source: SwiftField?, into w: inout SwiftWriter) {
        w.startLine("self.recompute([")
        for (i, f) in fields.enumerated() { w.add(i == 0 ? "." : ", .", form.all[f].member) }
        w.add("], edited: ")
        if let source { w.add("self.", source.member, ".interaction.edited") } else { w.add("false") }
        w.endLine(")")
    }

    /// `recompute(_:edited:)`: one case per computed value, each worked out in the order given.
    func emitMember(into w: inout SwiftWriter) {
        w.docLines("Works computed values `fields` out again, in order (`edited`: after an edit).")
        w.block("private mutating func recompute(_ fields: [Field], edited: Swift.Bool)") { w in
            w.block("for field in fields") { w in
                w.switchBlock("field") { w in
                    for index in order {
                        let field = form.all[index]
                        guard let computed = field.model.computed, let type = ValueType(kind: field.model.kind) else { continue }
                        w.startLine("case .", field.member, ": self.", field.member)
                        w.add(".update(")
                        expression(computed.expression, as: type, into: &w)
                        w.endLine(", edited: edited)")
                    }
                    if order.count < form.fields.count { w.line("default: break") }
                }
            }
        }
    }

    /// The input type of a computed value: `ComputedNumber<Value>` or `ComputedText`.
    static func inputType(_ model: FieldModel) -> String {
        model.kind.value == .text ? "ComputedText" : "ComputedNumber<" + model.kind.spec.swiftType + ">"
    }

    // MARK: Expressions

    /// `e` as Swift of type `type?` (which may widen `e`'s own type exactly).
    func expression(_ e: ValueExpression, as type: ValueType, into w: inout SwiftWriter) {
        // A literal is read in the type it stands in: `0` where a decimal is wanted is the
        // decimal 0, `0.5` where a double is wanted the nearest double.
        if e.type == type || (isLiteral(e) && (type == .decimal || type == .double)) {
            exact(e, as: type, into: &w)
            return
        }
        // An `int` widened into a `decimal` or a `double`.
        w.add(type == .double ? ".formcDouble(" : ".formcDecimal(")
        exact(e, as: e.type, into: &w)
        w.add(")")
    }

    private func isLiteral(_ e: ValueExpression) -> Bool {
        if case .number = e.kind { return true }
        return false
    }

    /// `e` as Swift of its own type (`type`, or `double` for a decimal literal beside one).
    private func exact(_ e: ValueExpression, as type: ValueType, into w: inout SwiftWriter) {
        switch e.kind {
        case .field(let f):
            let field = form.all[f]
            // A form field a row reads is written into it as absent while hidden.
            let hidden = field.model.visibleWhen != nil && !form.isOuter(f)
            if hidden { w.add("(self.isVisible(.", field.member, ") ? ") }
            w.add("self.", field.member, field.model.kind.value == .text && field.model.computed == nil ? ".computedValue" : ".value")
            if hidden { w.add(" : nil)") }
        case .number(let text), .text(let text):
            w.add(".formcLiteral(", .string(text), ")")
        case .arithmetic(let op, let a, let b):
            switch op {
            case .add: w.add(".formcSum(")
            case .subtract: w.add(".formcDifference(")
            case .multiply: w.add(".formcProduct(")
            case .divide: w.add(".formcQuotient(")
            }
            expression(a, as: type, into: &w)
            w.add(", ")
            expression(b, as: type, into: &w)
            w.add(")")
        case .join(let a, let b):
            w.add(".formcJoin(")
            expression(a, as: type, into: &w)
            w.add(", ")
            expression(b, as: type, into: &w)
            w.add(")")
        case .negate(let a):
            w.add(".formcNegative(")
            expression(a, as: type, into: &w)
            w.add(")")
        case .round(let a, let places):
            w.add(".formcRound(")
            expression(a, as: type, into: &w)
            w.add(", ", .int(places), ")")
        case .coalesce(let a, let b):
            w.add(".formcEither(")
            expression(a, as: type, into: &w)
            w.add(", ")
            expression(b, as: type, into: &w)
            w.add(")")
        case .choose(let condition, let a, let b):
            w.add(".formcChoice(")
            SwiftConditions(form: form).expression(condition, into: &w)
            w.add(", ")
            expression(a, as: type, into: &w)
            w.add(", ")
            expression(b, as: type, into: &w)
            w.add(")")
        case .aggregate(let aggregate, let group, let f):
            // Over the rows there are now: the values present and shown (`RowsInput.present`).
            let rows = form.groupField(group).member
            guard let f else {
                w.add(".formcCount(self.", rows, ")")
                return
            }
            switch aggregate {
            case .sum, .count: w.add(".formcSum(of: self.")
            case .min: w.add(".formcMin(of: self.")
            case .max: w.add(".formcMax(of: self.")
            }
            let field = form.all[f]
            w.add(rows, ".present(.", field.member, ") { $0.")
            w.add(field.member, ".value })")
        case .age(let f):
            // The date input's own today, which a fixed `today` of its date ranges sets too.
            let field = form.all[f]
            let hidden = field.model.visibleWhen != nil
            w.add(".formcAge(")
            if hidden { w.add("(self.isVisible(.", field.member, ") ? ") }
            w.add("self.", field.member, ".value")
            if hidden { w.add(" : nil)") }
            w.add(", today: self.", field.member, ".today)")
        }
    }
}
