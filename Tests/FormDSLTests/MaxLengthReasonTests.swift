import Testing
@testable import FormDSL

/// The checker records why a field has its maxLength, beside the limit it chose: written, or
/// one of docs/LANGUAGE.md's Defaults for a number field.
@Test(arguments: [
    ("field f: text { maxLength 5 }", Int?.some(5), MaxLengthReason?.some(.written)),
    ("field f: int { maxLength 4; validate range(0...99) }", 4, .written),
    ("field f: int { validate range(13...120) }", 3, .rangeBounds),
    ("field f: int { validate range(5...100000) }", 6, .rangeBounds),
    ("field f: int", 15, .exactDigits),
    // A range with one bound says nothing about the digits.
    ("field f: int { validate range(0...) }", 15, .exactDigits),
    ("field f: int { validate range(0...9007199254740991) }", 16, .rangeBounds),
    ("field f: decimal", 15, .exactDigits),
    ("field f: currency(\"EUR\")", 15, .exactDigits),
    ("field f: percent { validate range(0...100) }", 15, .exactDigits),
    ("field f: decimal { maxLength 6 }", 6, .written),
    ("field f: text", nil, nil),
    // A double keeps 15 significant digits whatever it is typed with: no digit default.
    ("field f: double", nil, nil),
] as [(String, Int?, MaxLengthReason?)])
func maxLengthRecordsWhy(_ field: String, _ maxLength: Int?, _ reason: MaxLengthReason?) throws {
    let checked = Checked("form A {\n    \(field)\n}\n")
    let model = try #require(checked.model.forms.first?.fields.first, "\(field)")
    #expect(model.maxLength == maxLength, "\(field)")
    #expect(model.maxLengthReason == reason, "\(field)")
}

@Test func maxLengthReasonSaysWhyInAFewWords() {
    #expect(MaxLengthReason.written.description == "written in the file")
    #expect(MaxLengthReason.rangeBounds.description == "digits of the range's larger bound")
    #expect(MaxLengthReason.exactDigits.description == "the most digits every JSON reader holds exactly")
}
