import Testing
@testable import FormDSL

/// The checker records why a field's validators run when they do: the field's own
/// `validateOn`, else the form's, else formc's default, `blur`.
@Test(arguments: [
    ("field f: text { validateOn submit }", ValidationTiming.submit, ValidateOnReason.written),
    // The field's wins over the form's.
    ("validateOn change\n    field f: text { validateOn submit }", .submit, .written),
    ("validateOn change\n    field f: text", .change, .form),
    ("field f: text", .blur, .standard),
] as [(String, ValidationTiming, ValidateOnReason)])
func validateOnRecordsWhy(_ members: String, _ timing: ValidationTiming, _ reason: ValidateOnReason) throws {
    let checked = Checked("form A {\n    \(members)\n}\n")
    let model = try #require(checked.model.forms.first?.field(named: "f"), "\(members)")
    #expect(model.validateOn == timing, "\(members)")
    #expect(model.validateOnReason == reason, "\(members)")
}

@Test func validateOnReasonSaysWhyInAFewWords() {
    #expect(ValidateOnReason.written.description == "written in the file")
    #expect(ValidateOnReason.form.description == "the form's validateOn")
    #expect(ValidateOnReason.standard.description == "formc's default")
}
