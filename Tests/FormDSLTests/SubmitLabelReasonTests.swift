import Testing
@testable import FormDSL

/// The checker records why a field's Return key has its label, or none, the first rule of
/// docs/LANGUAGE.md's Defaults table that decides it, beside the label it chose.
@Test(arguments: [
    ("field a: text\n    field f: text { submitLabel search }", SubmitLabel?.some(.search), SubmitLabelReason.written),
    // Written on a multiline field (warned about, FC0213), it is still what the field has.
    ("field a: text\n    field f: multiline { submitLabel send }", .send, .written),
    ("field a: text\n    field f: text", .done, .lastInFocusOrder),
    ("field f: text\n    field a: text", .next, .notLastInFocusOrder),
    ("field a: text\n    field f: multiline", nil, .returnAddsLine(.multiline)),
    ("field a: text\n    field f: date", nil, .noKeyboard(.date)),
    ("field a: text\n    field f: toggle", nil, .noKeyboard(.toggle)),
    ("field a: text\n    field f: choice { option \"a\"; option \"b\" }", nil, .noKeyboard(.choice)),
    ("field a: text\n    field f: int", nil, .keyboardWithoutReturnKey(.numberPad)),
    ("field a: text\n    field f: text { keyboard phonePad }", nil, .keyboardWithoutReturnKey(.phonePad)),
    ("field a: text\n    field f: text { disabled }", nil, .notInFocusOrder),
    ("field a: text\n    field f: text\n    focus a", nil, .notInFocusOrder),
] as [(String, SubmitLabel?, SubmitLabelReason)])
func submitLabelRecordsWhy(_ fields: String, _ label: SubmitLabel?, _ reason: SubmitLabelReason) throws {
    let checked = Checked("form A {\n    \(fields)\n}\n")
    let model = try #require(checked.model.forms.first?.field(named: "f"), "\(fields)")
    #expect(model.submitLabel == label, "\(fields)")
    #expect(model.submitLabelReason == reason, "\(fields)")
}

@Test func submitLabelReasonSaysWhyInAFewWords() {
    #expect(SubmitLabelReason.written.description == "written in the file")
    #expect(SubmitLabelReason.lastInFocusOrder.description == "last in the focus order")
    #expect(SubmitLabelReason.notLastInFocusOrder.description == "not last in the focus order")
    #expect(SubmitLabelReason.returnAddsLine(.multiline).description == "a multiline field's Return key adds a line")
    #expect(SubmitLabelReason.noKeyboard(.date).description == "a date field has no keyboard")
    #expect(SubmitLabelReason.keyboardWithoutReturnKey(.numberPad).description == "the numberPad keyboard has no return key")
    #expect(SubmitLabelReason.notInFocusOrder.description == "not in the focus order")
}
