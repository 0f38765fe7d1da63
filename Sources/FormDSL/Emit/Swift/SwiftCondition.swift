/// The Swift of conditions (`visible when`, `required when`) in a generated model: the
/// model's `isVisible(_:)` and `isRequired(_:)`, and each condition as a Swift expression over
/// FormRuntime's `ConditionValue`. A form without conditions gets none of it.
///
/// Literals reach the Swift only as string literals (`SwiftCode.string`), numbers too
/// (`isAtLeast("18")`, compared exactly by FormRuntime) and days as well
/// (`isAtLeast(.day("2025-01-01"))`), so no text in a condition can become code.
struct SwiftConditions {
    let form: SwiftForm

    /// Whether any field of the form has a condition.
    static func apply(to form: FormModel) -> Bool {
        form.fields.contains { $0.visibleWhen != nil || $0.requiredWhen != nil }
    }

    /// `isVisible(_:)` and `isRequired(_:)`, each for a form with such conditions; FormRuntime
    /// reads a field's value for a condition (`conditionValue(_:)`) and applies both to errors.
    func emitMembers(into w: inout SwiftWriter) {
        let visible = form.fields.filter { $0.model.visibleWhen != nil }
        let required = form.fields.filter { $0.model.requiredWhen != nil }
        if !visible.isEmpty {
            emitSwitch("func isVisible(_ field: Field) -> Swift.Bool", visible, \.visibleWhen, otherwise: "true", into: &w)
        }
        if !required.isEmpty {
            if !visible.isEmpty { w.blank() }
            emitSwitch("func isRequired(_ field: Field) -> Swift.Bool", required, \.requiredWhen, otherwise: "false", into: &w)
        }
    }

    /// `signature { switch field { case .x: <condition> ... default: <otherwise> } }`.
    private func emitSwitch(_ signature: StaticString, _ fields: [SwiftField], _ condition: KeyPath<FieldModel, Condition?>,
                            otherwise: StaticString, into w: inout SwiftWriter) {
        w.block(.access, .text(signature)) { w in
            w.switchBlock("field") { w in
                for field in fields {
                    w.startLine("case .", field.member, ": ")
                    expression(field.model[keyPath: condition]!, into: &w)
                    w.endLine()
                }
                if fields.count < form.fields.count { w.line("default: ", .text(otherwise)) }
            }
        }
    }

    /// The submitted value of a field that may be hidden: nil while it is.
    func emitValue(_ field: SwiftField, _ value: (inout SwiftWriter) -> Void, into w: inout SwiftWriter) {
        if field.model.visibleWhen != nil {
            w.add("model.isVisible(.", field.member, ") ? ")
            value(&w)
            w.add(" : nil")
        } else {
            value(&w)
        }
    }

    // MARK: The view

    /// `if <condition> {` around a section or a field's row, or nothing for one always shown.
    /// A section's own condition is tested on the section; a field's whole visibility (its
    /// section's included) through the model's `isVisible`.
    func viewCondition(section: SectionModel) -> ((inout SwiftWriter) -> Void)? {
        guard let condition = section.visibleWhen else { return nil }
        return { w in
            w.startLine("if ")
            expression(condition, receiver: "model", into: &w)
            w.endLine(" {")
        }
    }

    /// Whether the field's row is wrapped in `if model.isVisible(.field)`: it has a condition
    /// of its own beyond its section's.
    func rowIsConditional(_ field: SwiftField) -> Bool {
        guard let visible = field.model.visibleWhen else { return false }
        return visible != form.model.sections[field.model.sectionIndex].visibleWhen
    }

    /// Whether the field's Return key label follows visibility at run time: formc chose it
    /// (`next`, or `done` on the last field), and later fields may come and go.
    func hasRuntimeSubmitLabel(_ field: SwiftField) -> Bool {
        guard !field.model.hasExplicitSubmitLabel, let label = field.model.submitLabel else { return false }
        return label == .next || label == .done
    }

    /// The form's modifiers: fields appear and disappear animated, and focus leaves a field
    /// that disappears for the next visible one.
    func emitViewModifiers(into w: inout SwiftWriter) {
        w.line(".animation(.default, value: model.visibleFields())")
        w.block(".task(id: model.visibleFields())") { w in
            w.line("focus = model.focusKeeping(focus)")
        }
    }

    // MARK: Expressions

    /// The condition as a Swift `Bool` expression over `receiver`, the model: `self` inside
    /// it, `model` in the view.
    func expression(_ condition: Condition, receiver: StaticString = "self", into w: inout SwiftWriter) {
        switch condition {
        case .present(let f):
            read(f, receiver: receiver, into: &w)
            w.add(".isPresent")
        case .compare(let f, let op, let literal):
            read(f, receiver: receiver, into: &w)
            switch op {
            case .equal: w.add(".equals(")
            case .less: w.add(".isLess(than: ")
            case .lessEqual: w.add(".isAtMost(")
            case .greater: w.add(".isGreater(than: ")
            case .greaterEqual: w.add(".isAtLeast(")
            }
            switch literal {
            case .text(let value), .number(let value): w.add(.string(value))
            // A `DateLimit`, as a date's `range` bounds are written.
            case .day(.day(let day)): w.add(".day(", .string(day), ")")
            case .day(.today): w.add(".today")
            }
            w.add(")")
        case .not(let inner):
            w.add("!")
            operand(inner, receiver: receiver, into: &w)
        case .all(let items):
            for (i, item) in items.enumerated() {
                if i > 0 { w.add(" && ") }
                operand(item, receiver: receiver, into: &w)
            }
        case .any(let items):
            for (i, item) in items.enumerated() {
                if i > 0 { w.add(" || ") }
                operand(item, receiver: receiver, into: &w)
            }
        }
    }

    /// A part of a larger expression: in parentheses unless it is a single test.
    private func operand(_ condition: Condition, receiver: StaticString, into w: inout SwiftWriter) {
        switch condition {
        case .present, .compare, .not:
            expression(condition, receiver: receiver, into: &w)
        case .all, .any:
            w.add("(")
            expression(condition, receiver: receiver, into: &w)
            w.add(")")
        }
    }

    /// A field's value as a condition reads it: absent while the field is hidden. In the model
    /// the input is read directly (`self.field.conditionValue`), not through FormRuntime's
    /// `conditionValue(_:)`: a generic method is handed the model by address, which the
    /// model's own methods hold as a value, so every such call copies the whole model (some
    /// 40 kB in a form of 200 fields, once per condition evaluated on a keystroke).
    /// A field that no condition hides (its `visibleWhen` holds its section's too) is read
    /// without asking.
    private func read(_ field: Int, receiver: StaticString, into w: inout SwiftWriter) {
        let member = form.all[field].member
        // A form field a row reads is written into it as absent while hidden.
        if receiver.description == "self" && (form.all[field].model.visibleWhen == nil || form.isOuter(field)) {
            w.add("self.", member, ".conditionValue")
        } else if receiver.description == "self" {
            w.add("(self.isVisible(.", member, ") ? self.", member, ".conditionValue : .absent)")
        } else {
            w.add(.text(receiver), ".conditionValue(.", member, ")")
        }
    }
}
