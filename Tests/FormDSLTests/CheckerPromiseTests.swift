import Testing
@testable import FormDSL

// Checker promises from docs/DIAGNOSTICS.md that the goldens and the docs' examples leave open:
// each is checked on both sides of the condition that decides it.

/// FC0201: a number pad has no Return key, so "a field with such a keyboard in the middle of
/// the focus order, or with a submit label, strands the person unless the form shows a
/// keyboard toolbar with Next or Done".
@Test func fc0201FiresOnTheLastFieldWhenItsSubmitLabelCannotShow() {
    let written = Checked("""
        form Pin {
            field name: text
            field pin: int { submitLabel done }
        }
        """)
    #expect(written.only(.noReturnKey).count == 1, "\(written.lines)")
    // The same last field without a written label: nothing to strand.
    let plain = Checked("""
        form Pin {
            field name: text
            field pin: int
        }
        """)
    #expect(plain.only(.noReturnKey).isEmpty, "\(plain.lines)")
    // With a toolbar that moves on, the label is reachable.
    let toolbar = Checked("""
        form Pin {
            field name: text
            field pin: int { submitLabel done }
            keyboardToolbar done
        }
        """)
    #expect(toolbar.only(.noReturnKey).isEmpty, "\(toolbar.lines)")
}

/// FC0212: "A disabled field cannot take focus ... formc leaves it out of the focus order."
@Test func aDisabledFieldNamedInFocusIsLeftOutOfTheOrder() throws {
    let checked = Checked("""
        form Order {
            field a: text
            field b: text { disabled }
            field c: text
            focus c, b, a
        }
        """)
    #expect(checked.only(.disabledInFocusOrder).count == 1, "\(checked.lines)")
    #expect(checked.form.focusOrder == ["c", "a"])
    #expect(checked.field("a").submitLabel == .done, "a is last once b is left out")
    #expect(checked.field("c").submitLabel == .next)
}
