import Testing
@testable import FormDSL

/// The checker records why it made a field quiet input (`autocapitalization never`,
/// `autocorrection off`), the first reason of docs/LANGUAGE.md's Defaults table that applies.
@Test(arguments: [
    ("field f: secure", QuietInput.hiddenInput(.secure)),
    ("field f: int", .number(.int)),
    ("field f: currency(\"EUR\")", .number(.currency)),
    ("field f: text { keyboard emailAddress }", .keyboard(.emailAddress)),
    ("field f: text { keyboard URL }", .keyboard(.URL)),
    // The email validator picks the emailAddress keyboard, and the keyboard is the first reason.
    ("field f: text { validate email }", .keyboard(.emailAddress)),
    ("field f: text { contentType username }", .contentType("username")),
    ("field f: text { contentType oneTimeCode }", .contentType("oneTimeCode")),
    // A keyboard written in the file wins over the validator's, which is still a reason.
    ("field f: text { keyboard asciiCapable; validate email }", .validator(.email)),
    ("field f: text { keyboard asciiCapable; validate url }", .validator(.url)),
    // Secure comes first, whatever else applies.
    ("field f: secure { contentType password }", .hiddenInput(.secure)),
] as [(String, QuietInput)])
func quietInputRecordsWhy(_ field: String, _ reason: QuietInput) throws {
    let checked = Checked("form A {\n    \(field)\n}\n")
    let model = try #require(checked.model.forms.first?.fields.first)
    #expect(model.quietInput == reason, "\(field)")
    #expect(model.autocapitalization == .never)
    #expect(model.autocorrectionDisabled)
}

@Test func quietInputIsNilWhereCapitalsHelp() throws {
    for field in ["field f: text", "field f: multiline", "field f: text { contentType name }",
                  "field f: text { autocapitalization never; autocorrection off }"] {
        let checked = Checked("form A {\n    \(field)\n}\n")
        let model = try #require(checked.model.forms.first?.fields.first)
        #expect(model.quietInput == nil, "\(field)")
    }
    #expect(QuietInput.hiddenInput(.secure).description == "secure field")
    #expect(QuietInput.keyboard(.emailAddress).description == "emailAddress keyboard")
    #expect(QuietInput.number(.int).description == "numeric field (int)")
    #expect(QuietInput.contentType("username").description == "username content type")
    #expect(QuietInput.validator(.email).description == "email validator")
}
