// Steppers (FC0234–FC0236 warnings, FC0386–FC0388 errors): an `int` field shown as a SwiftUI
// `Stepper`, its range and its step. `stepper` on a field that is not an `int` is FC0336.

extension DiagnosticCode {
    /// The codes this file declares; `allCases` is made of such lists.
    static let steppers: [DiagnosticCode] = [
        .stepperIgnoresProperty, .stepperDefaultOffStep, .stepperRangeOffStep, .stepperWithoutBounds, .invalidStep,
        .optionalStepper
    ]
}

extension DiagnosticCode {
    public static let stepperIgnoresProperty = DiagnosticCode("FC0234", .warning, "Keyboard property on a stepper", #"""
        A field with `stepper` is a SwiftUI `Stepper`: it is pressed, never typed into, and takes no focus. The properties of a typed field (`prompt`, `keyboard`, `contentType`, `autocapitalization`, `autocorrection`, `submitLabel`, `maxLength`, `textFieldStyle`, `clearButton`, `validityBorder`) have nothing to act on, `shortcut` has no focus to give, and `allowNegative` is decided by the range (a stepper whose range goes below zero holds negative numbers without it). formc ignores each one and says so; the fix-it removes the line. The same properties written on the form pass the stepper by.
        """#)
}

extension Diagnostic {
    /// `whole` is the property's line, which the fix-it removes.
    static func stepperIgnoresProperty(_ name: Identifier, whole: Span, field: String, control: Control) -> Diagnostic {
        let why: String
        switch name.name {
        case "shortcut": why = "a \(control.swiftUIName) takes no focus for a shortcut to give it"
        case "allowNegative": why = "a \(control.swiftUIName.lowercased()) goes below zero when its range does"
        default: why = "a \(control.swiftUIName) has no keyboard and no text field"
        }
        return Diagnostic(.stepperIgnoresProperty, "'\(name.name)' does nothing on \(phrase(control)) '\(field)'", at: name.span,
                          help: "\(why); remove '\(name.name)'", fixIts: [FixIt(span: whole, replacement: "", safe: false)])
    }
}

extension DiagnosticCode {
    public static let stepperDefaultOffStep = DiagnosticCode("FC0235", .warning, "Stepper starts between its steps", #"""
        A stepper with `step:` counts from the lower bound of its range in steps of that size (`range(0...100)` with `step: 5`: 0, 5, 10, ...), but − and + move from where the field starts. A `default` between two steps (`default 12`) makes every value it reaches lie between the steps too: 17, 22, ... and never 0, 5 or 10. Start on a step, or change the step.
        """#)
}

extension Diagnostic {
    static func stepperDefaultOffStep(_ span: Span, field: String, control: Control, start: Int, step: Int, lower: Int) -> Diagnostic {
        Diagnostic(.stepperDefaultOffStep,
                   "\(phrase(control)) '\(field)' starts at \(start), between its steps of \(step) from \(lower)",
                   at: span, help: "− and + move from \(start), so they never reach \(lower), \(lower + step), ...: start on a step, or change the step")
    }
}

extension DiagnosticCode {
    public static let stepperRangeOffStep = DiagnosticCode("FC0236", .warning, "Stepper range is not a whole number of steps", #"""
        A stepper with `step:` counts from the lower bound of its range in steps of that size. When the range is not a whole number of steps (`range(1...12)` with `step: 5`: 1, 6, 11), the steps stop short of the upper bound: 12 is not on a step, so the last press of + cannot move a whole step, and − from 12 moves through 7 and 2, off the steps. End the range on a step (`1...11` or `1...16`), or take a step that divides the range's width (for `1...12`, whose width is 11, only 1).
        """#)
}

extension Diagnostic {
    /// `width` is `upper - lower`, `last` the last step below the upper bound.
    static func stepperRangeOffStep(_ span: Span, field: String, control: Control, step: Int, bounds: ClosedRange<Int>,
                                    width: Int, last: Int) -> Diagnostic {
        // The steps that fit, the smallest first; searched no further than 1,000.
        let fitting = (1...min(width - 1, 1_000)).lazy.filter { width % $0 == 0 }.prefix(6).map(String.init)
        let steps = fitting.count < 6 ? fitting.joined(separator: ", ") : fitting.prefix(5).joined(separator: ", ") + ", ..."
        var ends = "\(bounds.lowerBound)...\(last)"
        let (next, overflow) = last.addingReportingOverflow(step)
        if !overflow { ends += " or \(bounds.lowerBound)...\(next)" }
        return Diagnostic(.stepperRangeOffStep,
                          "the range \(bounds.lowerBound)...\(bounds.upperBound) of \(phrase(control)) '\(field)' is not a whole number of steps of \(step): its steps from \(bounds.lowerBound) stop at \(last)",
                          at: span, help: "\(bounds.upperBound) is not on a step, so the last press of + cannot move a whole step, and − from \(bounds.upperBound) moves off the steps; end the range on a step (\(ends)), or take a step that divides \(width) (\(steps))")
    }
}

extension DiagnosticCode {
    public static let stepperWithoutBounds = DiagnosticCode("FC0386", .error, "Stepper without both bounds", #"""
        A SwiftUI `Stepper(value:in:step:)` takes a closed range: it stops at both ends. A stepper field needs a `validate range(...)` with a lower and an upper bound; the message says which one is missing, or that there is no range at all. A half-open range of whole numbers is closed too: `range(1..<13)` is `range(1...12)`.
        """#)
}

extension Diagnostic {
    /// `missing` is "lower" or "upper", or nil when the field has no `range` at all.
    static func stepperWithoutBounds(_ span: Span, field: String, control: Control, missing: String?, range: String?) -> Diagnostic {
        if let missing, let range {
            return Diagnostic(.stepperWithoutBounds,
                              "\(phrase(control)) '\(field)' needs both ends of its range, but '\(range)' has no \(missing) bound",
                              at: span, help: "a \(control.swiftUIName) stops at both ends: write the range with both, such as 'range(1...12)'")
        }
        return Diagnostic(.stepperWithoutBounds, "\(phrase(control)) '\(field)' has no range, so its \(control.swiftUIName) has no ends",
                          at: span, help: "write the lowest and highest value it may take: 'validate range(1...12)'")
    }
}

extension DiagnosticCode {
    public static let invalidStep = DiagnosticCode("FC0387", .error, "Step that cannot move the stepper", #"""
        `step:` is how far one press of + moves up and − down. It must be a whole number from 1, and no larger than the range (`upper - lower`): a larger step would leave the range at the first press. A range that holds one value (`range(5...5)`) leaves the stepper nothing to move to.
        """#)
}

extension Diagnostic {
    static func stepNotPositive(_ span: Span, step: String, field: String, control: Control) -> Diagnostic {
        Diagnostic(.invalidStep, "step \(step) of \(phrase(control)) '\(field)' is not positive", at: span,
                   help: "a step is how far one press of + moves up (and − down): a whole number from 1")
    }

    static func stepLargerThanRange(_ span: Span, step: Int, bounds: ClosedRange<Int>, field: String, control: Control) -> Diagnostic {
        Diagnostic(.invalidStep,
                   "step \(step) of \(phrase(control)) '\(field)' is larger than its range \(bounds.lowerBound)...\(bounds.upperBound)",
                   at: span, help: "one press would leave the range: take a step of at most \(bounds.upperBound - bounds.lowerBound)")
    }

    static func stepperCannotMove(_ span: Span, field: String, control: Control, value: Int) -> Diagnostic {
        Diagnostic(.invalidStep, "the range of \(phrase(control)) '\(field)' holds only \(value), so its \(control.swiftUIName) cannot move",
                   at: span, help: "widen the range, or show the value without '\(control.property?.spelling ?? "")'")
    }
}

extension DiagnosticCode {
    public static let optionalStepper = DiagnosticCode("FC0388", .error, "Optional stepper", #"""
        A `Stepper` always shows a number and has no way to show or choose "none", so a stepper field cannot be `int?`: it would never submit nil, and a nil prefilled into it would show a number that is not the field's value. A stepper field starts at its `default`, else at the lower bound of its range, and is never empty. Write `int` without `?` (the fix-it removes it), or keep `int?` and drop `stepper` for a number that may be left out.
        """#)
}

extension Diagnostic {
    static func optionalStepper(_ mark: Span, field: String, control: Control) -> Diagnostic {
        Diagnostic(.optionalStepper,
                   "\(phrase(control)) '\(field)' cannot be optional: a \(control.swiftUIName) always shows a number", at: mark,
                   help: "write 'int' without '?': it starts at its default, else at the range's lower bound",
                   fixIts: [FixIt(span: mark, replacement: "", safe: false)])
    }
}

extension Diagnostic {
    /// How these messages name a field shown by `control`: by the property that shows it,
    /// "stepper field".
    static func phrase(_ control: Control) -> String { "\(control.property?.spelling ?? control.swiftUIName) field" }
}
