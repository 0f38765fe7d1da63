import Testing
@testable import FormDSL

/// The checker records why a field has its keyboard, the step of docs/LANGUAGE.md's Defaults
/// table that chose it, beside the keyboard it chose.
@Test(arguments: [
    ("field f: text { keyboard asciiCapable }", KeyboardType.asciiCapable, KeyboardReason.written),
    // Written wins over everything formc would choose.
    ("field f: int { keyboard numbersAndPunctuation; contentType oneTimeCode }", .numbersAndPunctuation, .written),
    ("field f: text { contentType telephoneNumber }", .phonePad, .contentType("telephoneNumber")),
    ("field f: text { contentType emailAddress; validate url }", .emailAddress, .contentType("emailAddress")),
    // The first of the content type's keyboards that has a minus sign, for allowNegative.
    ("field f: int { contentType creditCardNumber; allowNegative }", .numbersAndPunctuation, .contentType("creditCardNumber")),
    ("field f: text { validate email }", .emailAddress, .validator(.email)),
    ("field f: text { validate url }", .URL, .validator(.url)),
    ("field f: text { validate required, phone }", .phonePad, .validator(.phone)),
    // A content type without keyboards leaves the choice to the validator.
    ("field f: text { contentType name; validate email }", .emailAddress, .validator(.email)),
    ("field f: int", .numberPad, .kind(.int)),
    ("field f: currency(\"EUR\")", .decimalPad, .kind(.currency)),
    ("field f: text", .default, .kind(.text)),
    ("field f: date", .default, .kind(.date)),
    ("field f: toggle", .default, .kind(.toggle)),
    ("field f: choice { option \"a\"; option \"b\" }", .default, .kind(.choice)),
    ("field f: int { allowNegative }", .numbersAndPunctuation, .allowNegative(.int)),
    ("field f: double { allowNegative }", .numbersAndPunctuation, .allowNegative(.double)),
] as [(String, KeyboardType, KeyboardReason)])
func keyboardRecordsWhy(_ field: String, _ keyboard: KeyboardType, _ reason: KeyboardReason) throws {
    let checked = Checked("form A {\n    \(field)\n}\n")
    let model = try #require(checked.model.forms.first?.fields.first, "\(field)")
    #expect(model.keyboard == keyboard, "\(field)")
    #expect(model.keyboardReason == reason, "\(field)")
    #expect(model.hasExplicitKeyboard == (reason == .written), "\(field)")
}

@Test func keyboardReasonSaysWhyInAFewWords() {
    #expect(KeyboardReason.written.description == "written in the file")
    #expect(KeyboardReason.contentType("telephoneNumber").description == "default for contentType telephoneNumber")
    #expect(KeyboardReason.validator(.email).description == "default for the email validator")
    #expect(KeyboardReason.kind(.int).description == "default for int")
    #expect(KeyboardReason.allowNegative(.int).description == "default for int with allowNegative")
}
