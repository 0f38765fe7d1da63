/// A field shown by a control that moves its number through the field's closed range rather
/// than taking what is typed (`Control.movesThroughRange`): `stepper`, an `int` shown as a
/// SwiftUI `Stepper`, and `slider`, an `int` or `double` shown as a `Slider` (FC0234–FC0236,
/// FC0386–FC0388).
///
/// The control needs both ends of the field's `range` (`Stepper(value:in:step:)` and
/// `Slider(value:in:step:)` take a closed range), moves by a positive `step:` no larger than
/// the range, always shows a number (so the field cannot be optional), and takes no keyboard
/// and no focus: the keyboard's properties written on it do nothing, and the focus order and
/// the Return-key chain leave it out, as they leave out a toggle. It starts at its `default`,
/// else at the lower bound, so it is never empty. Which control a property shows is its row's
/// `presents`. Bounds, steps and starts are compared exactly, as whole numbers of the finest
/// unit any of them writes (`ScaledNumbers`): `0.1` and `0.25` are 10 and 25 hundredths.
extension FormChecker {
    /// The property `k` that shows field `d` as a control moving through its range, with
    /// nothing or `step:` and a number, a whole one on an `int`: `stepper`, `stepper step: 2`,
    /// `slider step: 0.5`.
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
        let whole = d.kind.value == .integer
        forEachChild(of: p) { a in
            let value = self.value(ofArgument: a)
            let number = whole ? "a whole number" : "a number"
            guard hasLabel(a) else {
                if !isError(value) {
                    emit(.wrongArgument("'\(nameText(p))'", expected: "nothing or 'step:' and \(number)", found: expr(value)))
                }
                return
            }
            guard kind(value) == .integer || (!whole && kind(value) == .decimal), let step = NumberText(span(value), in: source) else {
                if !isError(value) { emit(.wrongArgument("'step:'", expected: number, found: expr(value))) }
                return
            }
            if step.negative || step.integer.isEmpty && step.fraction.isEmpty {
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
        if let mark = d.optionalMark { emit(.optionalStepper(mark, field: d.name, kind: d.kind, control: control)) }
        warnKeyboardProperties(d, decl: decl, first: first)

        // Bounds: the field's `range`, both ends; an `int`'s `a..<b` ends at b - 1, and a
        // `double`'s has no last value.
        guard let r = d.rangeValidator else {
            // A range whose bounds were wrong has been reported: only a field without one is.
            if !d.has(.range) { emit(.stepperWithoutBounds(controlSpan, field: d.name, control: control, missing: nil, range: nil)) }
            return
        }
        let written = r.rangeNode.map { text(span($0)) }
        guard let lo = r.bounds.lower, let hi = r.bounds.upper else {
            emit(.stepperWithoutBounds(controlSpan, field: d.name, control: control,
                                       missing: r.bounds.lower == nil ? "lower" : "upper", range: written))
            return
        }
        let whole = d.kind.value == .integer
        if !hi.inclusive && !whole {
            emit(.stepperRangeNotClosed(controlSpan, field: d.name, control: control, range: written ?? ""))
            return
        }
        var nodes = [lo.node, hi.node] + (d.stepNode.map { [$0] } ?? [])
        let start = d.defaultValue.flatMap { kind($0) == .integer || kind($0) == .decimal ? $0 : nil }
        if let start { nodes.append(start) }
        guard let numbers = ScaledNumbers(nodes, in: source, spans: { span($0) }) else {
            // Beyond 64 bits in the finest unit (a `double` from millions to millionths): moved
            // through as written, its step unchecked. (An `int`'s numbers always fit.)
            func number(_ e: Int) -> String { Literals.normalizeNumber(text(span(e))) }
            d.controlRange = ControlRange(lower: number(lo.node), upper: number(hi.node), step: d.stepNode.map(number))
            return
        }
        let lower = numbers.values[0]
        var upper = numbers.values[1]
        if !hi.inclusive { upper -= 1 }
        guard lower <= upper else { return }
        // An `int` moves by 1 unless it says; a `double` without a step moves freely.
        let step = d.stepNode != nil ? numbers.values[2] : (whole ? 1 : nil)
        let stepSpan = d.stepNode.map(span)
        let (width, overflow) = upper.subtractingReportingOverflow(lower)
        if width == 0 {
            emit(.stepperCannotMove(controlSpan, field: d.name, control: control, value: numbers.text(lower)))
            return
        }
        if let step, !overflow, step > width, let at = stepSpan {
            emit(.stepLargerThanRange(at, step: numbers.text(step), lower: numbers.text(lower), upper: numbers.text(upper),
                                      width: numbers.text(width), field: d.name, control: control))
            return
        }
        // A step the field cannot write: its format takes fewer fraction digits.
        if let stepNode = d.stepNode, let digits = d.fractionDigits, let written = NumberText(span(stepNode), in: source),
           written.fraction.count > digits {
            emit(.stepFinerThanField(span(stepNode), step: text(span(stepNode)), field: d.name, control: control, digits: digits))
            return
        }
        d.controlRange = ControlRange(lower: numbers.text(lower), upper: numbers.text(upper), step: step.map(numbers.text))
        guard let step, let at = stepSpan, !overflow else { return }
        // FC0236: a range that is not a whole number of steps, so the top is reached only by a
        // shorter step, and − from it leaves the steps.
        if width % step != 0 {
            let last = upper - width % step
            // The steps that fit, the smallest first; searched no further than 1,000.
            let fitting = (1...min(width - 1, 1_000)).lazy.filter { width % $0 == 0 }.prefix(6).map(numbers.text)
            let (next, beyond) = last.addingReportingOverflow(step)
            emit(.stepperRangeOffStep(at, field: d.name, control: control, step: numbers.text(step), lower: numbers.text(lower),
                                      upper: numbers.text(upper), width: numbers.text(width), last: numbers.text(last),
                                      next: beyond ? nil : numbers.text(next), fitting: Array(fitting)))
        }
        // FC0235: a default between the steps, so the control never reaches the values the
        // steps mean.
        if let e = start, case let value = numbers.values[nodes.count - 1], lower <= value, value <= upper,
           (value - lower) % step != 0 {
            emit(.stepperDefaultOffStep(span(e), field: d.name, control: control, start: numbers.text(value),
                                        step: numbers.text(step), lower: numbers.text(lower), next: numbers.text(lower + step)))
        }
    }

    /// FC0234: each property of the keyboard (and `shortcut`, which focuses, and
    /// `allowNegative`, which the range decides) written on such a field: reported, then
    /// forgotten, so that it does nothing indeed.
    private func warnKeyboardProperties(_ d: FieldDraft, decl: Int, first: Int?) {
        forEachChild(of: decl, from: first) { p in
            guard kind(p) == .property, let k = propertyName(p), k.spec.appliesTo.contains(d.kind),
                  k.spec.isIgnored(by: d.control) else { return }
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


    /// The field's range and step in its model. Without a `default` it starts at its lower
    /// bound, and says so (as a toggle says it starts off), so the JSON Schema's `default`
    /// gives a web form the same start; a range below zero lets the field hold the minus sign
    /// the control puts there, which no `allowNegative` needs to allow.
    func applyRangeControl(_ d: FieldDraft, to model: inout FieldModel) {
        guard let range = d.controlRange else { return }
        model.controlRange = range
        if model.defaultValue == nil { model.defaultValue = range.lower.contains(".") ? .decimal(range.lower) : .integer(range.lower) }
        if range.lower.hasPrefix("-") { model.allowNegative = true }
    }
}

/// Numbers written in a `.form` file as whole multiples of one unit, 10^-scale, the finest any
/// of them writes: `0.1`, `1` and `0.25` are 10, 100 and 25 hundredths. Their sums, differences
/// and remainders are then exact, as whole numbers are.
struct ScaledNumbers {
    /// The fraction digits of the unit.
    let scale: Int
    /// The numbers, in the order given, in units.
    let values: [Int]

    /// Nil when a number does not fit an `Int` in units.
    init?(_ nodes: [Int], in source: [UInt8], spans: (Int) -> Span) {
        let numbers = nodes.compactMap { NumberText(spans($0), in: source) }
        guard numbers.count == nodes.count else { return nil }
        scale = numbers.map(\.fraction.count).max() ?? 0
        var values: [Int] = []
        for n in numbers {
            var value = 0
            var digits = Array(source[n.integer]) + Array(source[n.fraction])
            digits += Array(repeating: UInt8.zero, count: scale - n.fraction.count)
            for b in digits {
                let (times, o1) = value.multipliedReportingOverflow(by: 10)
                let (sum, o2) = times.addingReportingOverflow(Int(b - .zero))
                if o1 || o2 { return nil }
                value = sum
            }
            values.append(n.negative ? -value : value)
        }
        self.values = values
    }

    /// `value` units as a number's text: `-0.05`, `12`.
    func text(_ value: Int) -> String {
        var digits = String(value.magnitude)
        guard scale > 0 else { return value < 0 ? "-" + digits : digits }
        if digits.count <= scale { digits = String(repeating: "0", count: scale - digits.count + 1) + digits }
        var fraction = String(digits.suffix(scale))
        while fraction.last == "0" { fraction.removeLast() }
        let integer = String(digits.dropLast(scale))
        return (value < 0 ? "-" : "") + integer + (fraction.isEmpty ? "" : "." + fraction)
    }
}
