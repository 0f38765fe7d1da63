import Testing
@testable import FormDSL

/// The model says which of the values editors explain were written in the file, so hover
/// never reads the syntax to tell a written value from formc's default.
@Test func modelRecordsWhatWasWritten() throws {
    let checked = Checked("""
    form A {
        field a: text { label "Name"; autocapitalization words; autocorrection off }
        field b: secure
    }

    """)
    let a = checked.field("a"), b = checked.field("b")
    #expect(a.hasExplicitLabel && a.hasExplicitAutocapitalization && a.hasExplicitAutocorrection)
    #expect(a.label == "Name" && a.autocapitalization == .words && a.autocorrectionDisabled)
    #expect(!b.hasExplicitLabel && !b.hasExplicitAutocapitalization && !b.hasExplicitAutocorrection)
    // The defaults: the name in words, and quiet input for a secure field.
    #expect(b.label == "B" && b.autocapitalization == .never && b.autocorrectionDisabled)
}
