/// A field shown by a control that moves its number through the field's closed range rather
/// than taking what is typed (`Control.movesThroughRange`): `stepper`, an `int` shown as a
/// SwiftUI `Stepper` (FC0234–FC0236, FC0386–FC0388).
///
/// The control needs both ends of the field's `range` (`Stepper(value:in:step:)` takes a
/// closed range), moves by a positive `step:` no larger than the range, always shows a number
/// (so the field cannot be optional), and takes no keyboard and no focus: the keyboard's
/// properties written on it do nothing, and the focus order and the Return-key chain leave it
/// out, as they leave out a toggle. It starts at its `default`, else at the lower bound, so it
/// is never empty. Which control a property shows is its row's `presents`.
extension FormChecker {
    /// The property `k` that shows field `d` as a control moving through its range, with
    /// nothing or `step:` and a whole number: `stepper`, `stepper step: 2`.
    func readRangeControl(_ k: PropertyName, _ p: Int, _ d: FieldDraft) {
        guard checkLabels(p, allowed: [.step]) else { return }
        // Shown as its control even when its step is wrong: the field's other checks then
        // speak of a stepper, not of a text field.
        if let control = k.spec.presents { d.control = control }
        d.controlSpan = span(p)
        var count = 0
        forEachChild(of: p) { _ in count += 1 }
        if count > 1 {
            emit(.tooManyArguments(property(p), expected: "at most one 'step:'"))
            return
        }
        forEachChild(of: p) { a in
            let value = self.value(ofArgument: a)
            guard hasLabel(a) else {
                if !isError(value) {
                    emit(.wrongArgument("'\(nameText(p))'", expected: "nothing or 'step:' and a whole number", found: expr(value)))
                }
                return
            }
            guard kind(value) == .integer, let step = integer(value) else {
                if !isError(value) { emit(.wrongArgument("'step:'", expected: "a whole number", found: expr(value))) }
                return
            }
            if step <= 0 {
                emit(.stepNotPositive(span(value), step: text(span(value)), field: d.name, control: d.control))
                return
            }
            d.stepNode = value
        }
    }

    /// Checks a field shown by a control that moves through its range, once all its properties
    /// are read: the optional mark, the bounds and the step, the keyboard's properties.
    func checkRangeControl(_ d: FieldDraft, decl: Int, first: Int?) {
        guard let controlSpan = d.controlSpan else { return }
        let control = d.control
        if let mark = d.optionalMark { emit(.optionalStepper(mark, field: d.name, control: control)) }
        warnKeyboardProperties(d, decl: decl, first: first)

        // Bounds: the field's `range`, both ends (`a..<b` ends at b - 1).
        var lower: Int?, upper: Int?
        if let r = d.rangeValidator, case let (lo, hi) = r.bounds {
            lower = lo.flatMap { integer($0.node) }
            if let hi, let value = integer(hi.node) {
                upper = hi.inclusive ? value : value.subtractingReportingOverflow(1).partialValue
            }
            if lo == nil || hi == nil {
                emit(.stepperWithoutBounds(controlSpan, field: d.name, control: control, missing: lo == nil ? "lower" : "upper",
                                           range: r.rangeNode.map { text(span($0)) }))
                return
            }
        } else {
            // A range whose bounds were wrong has been reported: only a field without one is.
            if !d.has(.range) { emit(.stepperWithoutBounds(controlSpan, field: d.name, control: control, missing: nil, range: nil)) }
            return
        }
        guard let lower, let upper, lower <= upper else { return }
        let step = d.stepNode.flatMap(integer) ?? 1
        let stepSpan = d.stepNode.map(span)
        let bounds = lower...upper
        let (width, overflow) = upper.subtractingReportingOverflow(lower)
        if width == 0 {
            emit(.stepperCannotMove(controlSpan, field: d.name, control: control, value: lower))
            return
        }
        if !overflow, step > width, let at = stepSpan {
            emit(.stepLargerThanRange(at, step: step, bounds: bounds, field: d.name, control: control))
            return
        }
        d.controlRange = ControlRange(lower: String(lower), upper: String(upper), step: String(step))
        // FC0236: a range that is not a whole number of steps, so the top is reached only by a
        // shorter step, and − from it leaves the steps.
        if !overflow, step > 1, width % step != 0, let at = stepSpan {
            emit(.stepperRangeOffStep(at, field: d.name, control: control, step: step, bounds: bounds, width: width,
                                      last: upper - width % step))
        }
        // FC0235: a default between the steps, so − and + never reach the values the steps mean.
        if step > 1, let e = d.defaultValue, kind(e) == .integer, let start = integer(e), bounds.contains(start),
           (start - lower) % step != 0 {
            emit(.stepperDefaultOffStep(span(e), field: d.name, control: control, start: start, step: step, lower: lower))
        }
    }

    /// FC0234: each property of the keyboard (and `shortcut`, which focuses, and
    /// `allowNegative`, which the range decides) written on such a field: reported, then
    /// forgotten, so that it does nothing indeed.
    private func warnKeyboardProperties(_ d: FieldDraft, decl: Int, first: Int?) {
        forEachChild(of: decl, from: first) { p in
            guard kind(p) == .property, let k = propertyName(p), k.spec.appliesTo.contains(d.kind),
                  Self.rangeControlIgnores(k) else { return }
            emit(.stepperIgnoresProperty(identifier(p), whole: span(p), field: d.name, control: d.control))
        }
        d.prompt = nil
        d.keyboard = nil; d.keyboardSpan = nil
        d.contentTypeIndex = nil; d.rawContentType = nil; d.contentTypeSpan = nil
        d.autocapitalization = nil; d.autocapitalizationSpan = nil
        d.autocorrection = nil; d.autocorrectionSpan = nil
        d.submitLabel = nil; d.submitLabelSpan = nil; d.submitLabelPropertySpan = nil
        d.allowedCharacters = nil; d.allowedCharactersSpan = nil
        d.maxLength = nil; d.maxLengthSpan = nil
        d.allowNegative = false; d.allowNegativeSpan = nil
        d.shortcut = nil; d.shortcutSpan = nil
        d.style = StyleDraft()
    }

    /// The properties a control that moves through the range has no use for: those of typed
    /// fields only, `shortcut` and `allowNegative`.
    static func rangeControlIgnores(_ k: PropertyName) -> Bool {
        k.spec.presents == nil && (k.spec.appliesTo.isSubset(of: .keyboardInput) || k == .shortcut || k == .allowNegative)
    }

    /// The field's range and step in its model. Without a `default` it starts at its lower
    /// bound, and says so (as a toggle says it starts off), so the JSON Schema's `default`
    /// gives a web form the same start; a range below zero lets the field hold the minus sign
    /// the control puts there, which no `allowNegative` needs to allow.
    func applyRangeControl(_ d: FieldDraft, to model: inout FieldModel) {
        guard let range = d.controlRange else { return }
        model.controlRange = range
        if model.defaultValue == nil { model.defaultValue = .integer(range.lower) }
        if range.lower.hasPrefix("-") { model.allowNegative = true }
    }
}
