import Testing
@testable import FormDSL

/// `stepper`'s diagnostics: misuse (FC0336, from the language table; FC0386–FC0388) and
/// warnings (FC0234–FC0236).
/// `everyCheckerIdHasACase` counts these cases too.
let stepperDiagnosticCases: [DiagnosticCase] = [
    DiagnosticCase(id: "FC0234", source: "form F {\n    field guests: int { stepper; keyboard numberPad; submitLabel done; validate range(1...12) }\n}", expected: [
        "FC0234 2:34 'keyboard' does nothing on stepper field 'guests'",
        "FC0234 2:54 'submitLabel' does nothing on stepper field 'guests'",
    ]),
    DiagnosticCase(id: "FC0234", source: "form F {\n    field t: int { stepper; allowNegative; shortcut \"t\"; validate range(-3...3) }\n}", expected: [
        "FC0234 2:29 'allowNegative' does nothing on stepper field 't'",
        "FC0234 2:44 'shortcut' does nothing on stepper field 't'",
    ]),
    DiagnosticCase(id: "FC0235", source: "form F {\n    field discount: int { stepper step: 5; default 12; validate range(0...100) }\n}", expected: [
        "FC0235 2:52 stepper field 'discount' starts at 12, between its steps of 5 from 0",
    ]),
    DiagnosticCase(id: "FC0236", source: "form F {\n    field guests: int { stepper step: 5; validate range(1...12) }\n    field even: int { stepper step: 2; validate range(0...12) }\n    field hundred: int { stepper step: 3; validate range(0..<101) }\n}", expected: [
        "FC0236 2:39 the range 1...12 of stepper field 'guests' is not a whole number of steps of 5: its steps from 1 stop at 11",
        "FC0236 4:40 the range 0...100 of stepper field 'hundred' is not a whole number of steps of 3: its steps from 0 stop at 99",
    ]),
    DiagnosticCase(id: "FC0336", source: "form F {\n    field price: decimal { stepper; validate range(1...12) }\n    field name: text { stepper }\n}", expected: [
        "FC0201 2:11 'decimalPad' has no return key, so people cannot move on from 'price'",
        "FC0336 2:28 'stepper' does not apply to decimal field 'price'",
        "FC0336 3:24 'stepper' does not apply to text field 'name'",
    ]),
    DiagnosticCase(id: "FC0386", source: "form F {\n    field a: int { stepper }\n    field b: int { stepper; validate range(1...) }\n    field c: int { stepper; validate range(...9) }\n}", expected: [
        "FC0386 2:20 stepper field 'a' has no range, so its Stepper has no ends",
        "FC0386 3:20 stepper field 'b' needs both ends of its range, but '1...' has no upper bound",
        "FC0386 4:20 stepper field 'c' needs both ends of its range, but '...9' has no lower bound",
    ]),
    DiagnosticCase(id: "FC0387", source: "form F {\n    field a: int { stepper step: 0; validate range(1...12) }\n    field b: int { stepper step: 12; validate range(1...12) }\n    field c: int { stepper; validate range(5...5) }\n}", expected: [
        "FC0387 2:34 step 0 of stepper field 'a' is not positive",
        "FC0387 3:34 step 12 of stepper field 'b' is larger than its range 1...12",
        "FC0387 4:20 the range of stepper field 'c' holds only 5, so its Stepper cannot move",
    ]),
    DiagnosticCase(id: "FC0388", source: "form F {\n    field guests: int? { stepper; validate range(1...12) }\n}", expected: [
        "FC0388 2:22 stepper field 'guests' cannot be optional: a Stepper always shows a number",
    ]),
]

@Test(arguments: stepperDiagnosticCases)
func stepperCheckerReports(_ c: DiagnosticCase) {
    let checked = Checked(c.source)
    #expect(checked.syntaxDiagnostics.isEmpty, "the snippet must parse cleanly")
    #expect(checked.lines == c.expected)
    #expect(checked.diagnostics.contains { $0.id == c.id }, "\(c.id) must be reported")
}

/// A stepper's model: its bounds and step, where it starts, no keyboard and no focus, and the
/// typed fields' styles pass it by.
@Test func stepperModel() throws {
    let checked = Checked("""
        form F {
            textFieldStyle roundedBorder
            clearButton whileEditing
            validityBorder on
            field name: text { validate required }
            field guests: int { stepper; validate required, range(1..<13) }
            field tables: int { stepper step: 2; default 4; validate range(2...10) }
            field delta: int { stepper; validate range(-5...5) }
            field count: int { validate range(0...9) }
            keyboardToolbar previous, next, done
        }
        """)
    #expect(checked.lines == [])
    let guests = checked.field("guests")
    #expect(guests.controlRange == ControlRange(lower: "1", upper: "12", step: "1"))
    #expect(guests.defaultValue == .integer("1"), "a stepper without a default starts at its lower bound")
    #expect(guests.control == .stepper && !guests.takesKeyboard && !guests.takesFocus && guests.returnKey == .none)
    #expect(guests.submitLabel == nil)
    #expect(guests.textFieldStyle == nil && !guests.hasClearButton && !guests.hasValidityBorder)
    #expect(checked.field("tables").controlRange == ControlRange(lower: "2", upper: "10", step: "2"))
    #expect(checked.field("tables").defaultValue == .integer("4"))
    #expect(checked.field("delta").allowNegative, "a range below zero lets the field hold the minus")
    #expect(checked.field("count").controlRange == nil && checked.field("count").control == .textField)
    #expect(checked.form.focusOrder == ["name", "count"], "steppers leave the focus order")
    #expect(checked.field("name").submitLabel == .next && checked.field("count").submitLabel == nil)
}

/// `stepper` takes nothing or one `step:` and a whole number.
@Test func stepperArguments() {
    let checked = Checked("""
        form F {
            field a: int { stepper 2; validate range(1...12) }
            field b: int { stepper step: 2, step: 3; validate range(1...12) }
            field c: int { stepper by: 2; validate range(1...12) }
            field d: int { stepper step: "2"; validate range(1...12) }
        }
        """)
    #expect(checked.lines == [
        "FC0311 2:28 'stepper' expects nothing or 'step:' and a whole number, found an integer",
        "FC0311 3:37 'stepper' takes at most one 'step:', found 2",
        "FC0329 4:28 unknown argument label 'by:' for 'stepper'",
        "FC0311 5:34 'step:' expects a whole number, found a string",
    ])
}

/// A stepper named in `focus` or `initialFocus` is refused as a toggle is.
@Test func stepperTakesNoFocus() {
    let checked = Checked("""
        form F {
            field name: text
            field guests: int { stepper; validate range(1...12) }
            focus name, guests
            initialFocus guests
        }
        """)
    #expect(checked.lines == [
        "FC0337 4:17 stepper field 'guests' cannot take keyboard focus",
        "FC0322 5:18 'initialFocus' names stepper field 'guests', which cannot take keyboard focus",
    ])
}

/// FC0209's submit-label checks pass a stepper by: the field before it is the last of the
/// chain, and `done` there is right.
@Test func stepperLeavesTheReturnKeyChain() {
    let checked = Checked("""
        form F {
            field name: text { submitLabel next }
            field email: text { validate email; submitLabel done }
            field guests: int { stepper; validate range(1...12) }
        }
        """)
    #expect(checked.lines == [])
    #expect(checked.form.focusOrder == ["name", "email"])
}
