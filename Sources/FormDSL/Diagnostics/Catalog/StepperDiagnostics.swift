// Steppers and sliders (FC0234–FC0236 warnings, FC0386–FC0388 errors): a number field shown as
// a control that moves through its range, a SwiftUI `Stepper` (`stepper`, on an `int`) or
// `Slider` (`slider`, on an `int` or a `double`), its range and its step. Either property on a
// field of another kind is FC0336.

extension DiagnosticCode {
    /// The codes this file declares; `allCases` is made of such lists.
    static let steppers: [DiagnosticCode] = [
        .stepperIgnoresProperty, .stepperDefaultOffStep, .stepperRangeOffStep, .stepperWithoutBounds, .invalidStep,
        .optionalStepper
    ]
}

extension DiagnosticCode {
    public static let stepperIgnoresProperty = DiagnosticCode("FC0234", .warning, "Keyboard property on a stepper or slider", #"""
        A field with `stepper` is a SwiftUI `Stepper`, and one with `slider` a `Slider`: it is pressed or dragged, never typed into, and takes no focus. The properties of a typed field (`prompt`, `keyboard`, `contentType`, `autocapitalization`, `autocorrection`, `submitLabel`, `maxLength`, `textFieldStyle`, `clearButton`, `validityBorder`) have nothing to act on, `shortcut` has no focus to give, and `allowNegative` is decided by the range (a stepper or slider whose range goes below zero holds negative numbers without it). formc ignores each one and says so; the fix-it removes the line. The same properties written on the form pass such a field by.
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
    public static let stepperDefaultOffStep = DiagnosticCode("FC0235", .warning, "Stepper or slider starts between its steps", #"""
        A stepper or slider with a step counts from the lower bound of its range in steps of that size (`range(0...100)` with `step: 5`: 0, 5, 10, ...), but it starts where the field starts. A `default` between two steps (`default 12`) leaves the steps: a stepper's − and + move from it to values that lie between the steps too (17, 22, ... and never 0, 5 or 10), and a slider, once moved, snaps to the steps and never comes back to it. Start on a step, or change the step.
        """#)
}

extension Diagnostic {
    /// `next` is the step after `lower`.
    static func stepperDefaultOffStep(_ span: Span, field: String, control: Control, start: String, step: String, lower: String,
                                      next: String) -> Diagnostic {
        let why = control == .stepper ? "− and + move from \(start), so they never reach \(lower), \(next), ..."
            : "the \(control.swiftUIName) moves in steps of \(step) from \(lower), so once moved it never comes back to \(start)"
        return Diagnostic(.stepperDefaultOffStep,
                          "\(phrase(control)) '\(field)' starts at \(start), between its steps of \(step) from \(lower)",
                          at: span, help: why + ": start on a step, or change the step")
    }
}

extension DiagnosticCode {
    public static let stepperRangeOffStep = DiagnosticCode("FC0236", .warning, "Stepper or slider range is not a whole number of steps", #"""
        A stepper or slider with a step counts from the lower bound of its range in steps of that size. When the range is not a whole number of steps (`range(1...12)` with `step: 5`: 1, 6, 11), the steps stop short of the upper bound: 12 is not on a step, so a stepper's last press of + cannot move a whole step, and − from 12 moves through 7 and 2, off the steps; a slider's last step stops at 11. End the range on a step (`1...11` or `1...16`), or take a step that divides the range's width (for `1...12`, whose width is 11, only 1).
        """#)
}

extension Diagnostic {
    /// `width` is `upper - lower`, `last` the last step below the upper bound and `next` the
    /// one after it (nil beyond 64 bits), `fitting` the smallest steps that divide the width.
    static func stepperRangeOffStep(_ span: Span, field: String, control: Control, step: String, lower: String, upper: String,
                                    width: String, last: String, next: String?, fitting: [String]) -> Diagnostic {
        let steps = fitting.count < 6 ? fitting.joined(separator: ", ") : fitting.prefix(5).joined(separator: ", ") + ", ..."
        var ends = "\(lower)...\(last)"
        if let next { ends += " or \(lower)...\(next)" }
        let why = control == .stepper
            ? "\(upper) is not on a step, so the last press of + cannot move a whole step, and − from \(upper) moves off the steps"
            : "\(upper) is not on a step, so the \(control.swiftUIName) cannot reach it"
        return Diagnostic(.stepperRangeOffStep,
                          "the range \(lower)...\(upper) of \(phrase(control)) '\(field)' is not a whole number of steps of \(step): its steps from \(lower) stop at \(last)",
                          at: span, help: "\(why); end the range on a step (\(ends)), or take a step that divides \(width) (\(steps))")
    }
}

extension DiagnosticCode {
    public static let stepperWithoutBounds = DiagnosticCode("FC0386", .error, "Stepper or slider without a closed range", #"""
        A SwiftUI `Stepper(value:in:step:)` or `Slider(value:in:step:)` takes a closed range: it stops at both ends. A stepper or slider field needs a `validate range(...)` with a lower and an upper bound; the message says which one is missing, or that there is no range at all. A half-open range of whole numbers is closed too: `range(1..<13)` is `range(1...12)`; a `double`'s half-open range has no last value, so a slider on one needs `...`.
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

    /// A `double`'s `a..<b`, whose upper end is no value the control can stop at.
    static func stepperRangeNotClosed(_ span: Span, field: String, control: Control, range: String) -> Diagnostic {
        Diagnostic(.stepperWithoutBounds,
                   "\(phrase(control)) '\(field)' needs a closed range, but '\(range)' leaves out its upper bound",
                   at: span, help: "a \(control.swiftUIName) stops at both ends: write the range with '...', such as 'range(0...1)'")
    }
}

extension DiagnosticCode {
    public static let invalidStep = DiagnosticCode("FC0387", .error, "Step that cannot move the stepper or slider", #"""
        `step:` is how far one press of a stepper's + moves up and − down, or one step of a slider. It must be above 0 (a whole number on an `int`), no larger than the range (`upper - lower`): a larger step would leave the range at the first move; and on a field whose `format` takes fewer fraction digits, no finer than those, or the field could not hold the values it moves to. A range that holds one value (`range(5...5)`) leaves the control nothing to move to.
        """#)
}

extension Diagnostic {
    static func stepNotPositive(_ span: Span, step: String, field: String, control: Control) -> Diagnostic {
        Diagnostic(.invalidStep, "step \(step) of \(phrase(control)) '\(field)' is not positive", at: span,
                   help: control == .stepper ? "a step is how far one press of + moves up (and − down): a whole number from 1"
                       : "a step is how far the \(control.swiftUIName) moves at a time: a number above 0")
    }

    static func stepLargerThanRange(_ span: Span, step: String, lower: String, upper: String, width: String, field: String,
                                    control: Control) -> Diagnostic {
        Diagnostic(.invalidStep,
                   "step \(step) of \(phrase(control)) '\(field)' is larger than its range \(lower)...\(upper)",
                   at: span, help: "one \(control == .stepper ? "press" : "step") would leave the range: take a step of at most \(width)")
    }

    static func stepperCannotMove(_ span: Span, field: String, control: Control, value: String) -> Diagnostic {
        Diagnostic(.invalidStep, "the range of \(phrase(control)) '\(field)' holds only \(value), so its \(control.swiftUIName) cannot move",
                   at: span, help: "widen the range, or show the value without '\(control.property?.spelling ?? "")'")
    }

    /// A step with more fraction digits than the field's format takes (`digits`).
    static func stepFinerThanField(_ span: Span, step: String, field: String, control: Control, digits: Int) -> Diagnostic {
        Diagnostic(.invalidStep,
                   "step \(step) of \(phrase(control)) '\(field)' has more fraction digits than the field takes (\(digits))",
                   at: span, help: "the field could not hold the values its \(control.swiftUIName) moves to: take a coarser step, or raise the format's 'fractionDigits:'")
    }
}

extension DiagnosticCode {
    public static let optionalStepper = DiagnosticCode("FC0388", .error, "Optional stepper or slider", #"""
        A `Stepper` or `Slider` always shows a number and has no way to show or choose "none", so a stepper or slider field cannot be optional (`int?`, `double?`): it would never submit nil, and a nil prefilled into it would show a number that is not the field's value. Such a field starts at its `default`, else at the lower bound of its range, and is never empty. Write the type without `?` (the fix-it removes it), or keep it optional and drop `stepper` or `slider` for a number that may be left out.
        """#)
}

extension Diagnostic {
    static func optionalStepper(_ mark: Span, field: String, kind: FieldKind, control: Control) -> Diagnostic {
        Diagnostic(.optionalStepper,
                   "\(phrase(control)) '\(field)' cannot be optional: a \(control.swiftUIName) always shows a number", at: mark,
                   help: "write '\(kind.spec.spelling)' without '?': it starts at its default, else at the range's lower bound",
                   fixIts: [FixIt(span: mark, replacement: "", safe: false)])
    }
}

extension Diagnostic {
    /// How these messages name a field shown by `control`: by the property that shows it,
    /// "stepper field".
    static func phrase(_ control: Control) -> String { "\(control.property?.spelling ?? control.swiftUIName) field" }
}
