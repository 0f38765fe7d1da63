/// `stepper`: an `int` field shown as a SwiftUI `Stepper` rather than typed (FC0234–FC0236,
/// FC0385–FC0388).
///
/// A stepper needs both ends of its field's `range` (`Stepper(value:in:step:)` takes a closed
/// range), moves by a positive `step:` no larger than the range, always shows a number (so the
/// field cannot be optional), and takes no keyboard and no focus: the keyboard's properties
/// written on it do nothing, and the focus order and the Return-key chain leave it out, as
/// they leave out a toggle. It starts at its `default`, else at the lower bound, so it is
/// never empty.
extension FormChecker {
    /// `stepper` or `stepper step: 2`.
    func readStepper(_ p: Int, _ d: FieldDraft) {
        guard checkLabels(p, allowed: [.step]) else { return }
        var count = 0
        forEachChild(of: p) { _ in count += 1 }
        if count > 1 {
            emit(.tooManyArguments(property(p), expected: "at most one 'step:'"))
            d.stepperSpan = span(p)
            d.control = .stepper
            return
        }
        var ok = true
        forEachChild(of: p) { a in
            let value = self.value(ofArgument: a)
            guard hasLabel(a) else {
                if !isError(value) { emit(.wrongArgument("'stepper'", expected: "nothing or 'step:' and a whole number", found: expr(value))) }
                ok = false
                return
            }
            guard kind(value) == .integer, let step = integer(value) else {
                if !isError(value) { emit(.wrongArgument("'step:'", expected: "a whole number", found: expr(value))) }
                ok = false
                return
            }
            d.stepSpan = span(value)
            if step <= 0 {
                emit(.stepNotPositive(span(value), step: text(span(value)), field: d.name))
                ok = false
                return
            }
            d.step = step
        }
        // Still a stepper when its step is wrong: the field's other checks then speak of a
        // stepper, not of a text field.
        d.stepperSpan = span(p)
        d.control = .stepper
        if !ok { d.stepSpan = nil; d.step = 1 }
    }

    /// Checks a field with `stepper` once all its properties are read: the optional mark, the
    /// bounds and the step, the keyboard's properties.
    func checkStepper(_ d: FieldDraft, decl: Int, first: Int?) {
        guard let stepperSpan = d.stepperSpan else { return }
        if let mark = d.optionalMark { emit(.optionalStepper(mark, field: d.name)) }
        warnKeyboardProperties(d, decl: decl, first: first)

        // Bounds: the field's `range`, both ends (`a..<b` ends at b - 1).
        var lower: Int?, upper: Int?
        if let r = d.rangeValidator, case let (lo, hi) = r.bounds {
            lower = lo.flatMap { integer($0.node) }
            if let hi, let value = integer(hi.node) {
                upper = hi.inclusive ? value : value.subtractingReportingOverflow(1).partialValue
            }
            if lo == nil || hi == nil {
                emit(.stepperWithoutBounds(stepperSpan, field: d.name, missing: lo == nil ? "lower" : "upper",
                                           range: r.rangeNode.map { text(span($0)) }))
                return
            }
        } else {
            // A range whose bounds were wrong has been reported: only a field without one is.
            if !d.has(.range) { emit(.stepperWithoutBounds(stepperSpan, field: d.name, missing: nil, range: nil)) }
            return
        }
        guard let lower, let upper, lower <= upper else { return }
        let bounds = lower...upper
        let (width, overflow) = upper.subtractingReportingOverflow(lower)
        if width == 0 {
            emit(.stepperCannotMove(stepperSpan, field: d.name, value: lower))
            return
        }
        if !overflow, d.step > width, let at = d.stepSpan {
            emit(.stepLargerThanRange(at, step: d.step, bounds: bounds, field: d.name))
            return
        }
        d.stepperBounds = bounds
        // FC0236: a range that is not a whole number of steps, so the top is reached only by a
        // shorter step, and − from it leaves the steps.
        if !overflow, d.step > 1, width % d.step != 0, let at = d.stepSpan {
            emit(.stepperRangeOffStep(at, field: d.name, step: d.step, bounds: bounds, width: width, last: upper - width % d.step))
        }
        // FC0235: a default between the steps, so − and + never reach the values the steps mean.
        if d.step > 1, let e = d.defaultValue, kind(e) == .integer, let start = integer(e), bounds.contains(start),
           (start - lower) % d.step != 0 {
            emit(.stepperDefaultOffStep(span(e), field: d.name, start: start, step: d.step, lower: lower))
        }
    }

    /// FC0234: each property of the keyboard (and `shortcut`, which focuses, and
    /// `allowNegative`, which the range decides for a stepper) written on a stepper field:
    /// reported, then forgotten, so that it does nothing indeed.
    private func warnKeyboardProperties(_ d: FieldDraft, decl: Int, first: Int?) {
        forEachChild(of: decl, from: first) { p in
            guard kind(p) == .property, let k = propertyName(p), k.spec.appliesTo.contains(d.kind),
                  Self.stepperIgnores(k) else { return }
            emit(.stepperIgnoresProperty(identifier(p), whole: span(p), field: d.name))
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

    /// The properties a stepper has no use for: those of typed fields only, `shortcut` and
    /// `allowNegative`.
    static func stepperIgnores(_ k: PropertyName) -> Bool {
        k != .stepper && (k.spec.appliesTo.isSubset(of: .keyboardInput) || k == .shortcut || k == .allowNegative)
    }

    /// The field's stepper in its model. A stepper without a `default` starts at its lower
    /// bound, and says so (as a toggle says it starts off), so the JSON Schema's `default`
    /// gives a web form the same start; a range below zero lets the field hold the minus sign
    /// the stepper puts there, which no `allowNegative` needs to allow.
    func applyStepper(_ d: FieldDraft, to model: inout FieldModel) {
        guard let bounds = d.stepperBounds else { return }
        model.controlRange = ControlRange(lower: String(bounds.lowerBound), upper: String(bounds.upperBound), step: String(d.step))
        if model.defaultValue == nil { model.defaultValue = .integer(String(bounds.lowerBound)) }
        if bounds.lowerBound < 0 { model.allowNegative = true }
    }
}
