import Testing
@testable import FormDSL

/// The style properties' and `lines`' diagnostics: misuse (FC0370–FC0375) and warnings
/// (FC0231–FC0233). `everyCheckerIdHasACase` counts these cases too.
let styleDiagnosticCases: [DiagnosticCase] = [
    DiagnosticCase(id: "FC0231", source: "form F {\n    passwordReveal on\n    field name: text\n}", expected: [
        "FC0231 2:5 'passwordReveal' of form 'F' applies to no field of the form",
    ]),
    DiagnosticCase(id: "FC0231", source: "form F {\n    textFieldStyle roundedBorder\n    field note: multiline\n}", expected: [
        "FC0231 2:5 'textFieldStyle' of form 'F' applies to no field of the form",
    ]),
    DiagnosticCase(id: "FC0232", source: "form F {\n    field nickname: text { validityBorder on }\n}", expected: [
        "FC0232 2:28 field 'nickname' has no rules, so 'validityBorder' shows nothing",
    ]),
    DiagnosticCase(id: "FC0233", source: "form F {\n    field note: multiline { textFieldStyle plain }\n}", expected: [
        "FC0233 2:29 'textFieldStyle' has no effect on multiline field 'note' on iOS 15: it is a TextEditor",
    ]),
    DiagnosticCase(id: "FC0370", source: "form F {\n    field name: text { passwordReveal on }\n    field day: date { passwordReveal off }\n}", expected: [
        "FC0370 2:24 'passwordReveal' applies only to secure fields, not to text field 'name'",
        "FC0370 3:23 'passwordReveal' applies only to secure fields, not to date field 'day'",
    ]),
    DiagnosticCase(id: "FC0371", source: "form F {\n    field terms: toggle { clearButton whileEditing }\n    field size: choice { option \"S\"; clearButton never }\n    field day: date? { clearButton whileEditing }\n    field note: multiline { clearButton whileEditing }\n}", expected: [
        "FC0371 2:27 'clearButton' does not apply to toggle field 'terms'",
        "FC0371 3:38 'clearButton' does not apply to choice field 'size'",
        "FC0371 4:24 'clearButton' does not apply to date field 'day'",
        "FC0371 5:29 'clearButton' does not apply to multiline field 'note'",
    ]),
    DiagnosticCase(id: "FC0372", source: "form F {\n    field day: date { textFieldStyle roundedBorder }\n    field on: toggle { textFieldStyle plain }\n}", expected: [
        "FC0372 2:23 'textFieldStyle' does not apply to date field 'day'",
        "FC0372 3:24 'textFieldStyle' does not apply to toggle field 'on'",
    ]),
    DiagnosticCase(id: "FC0373", source: "form F {\n    field size: choice { option \"S\"; validityBorder on }\n}", expected: [
        "FC0373 2:38 'validityBorder' does not apply to choice field 'size'",
    ]),
    DiagnosticCase(id: "FC0374", source: "form F {\n    field title: text { lines 2...4 }\n    field code: int { lines 1 }\n}", expected: [
        "FC0374 2:25 'lines' applies only to multiline fields, not to text field 'title'",
        "FC0374 3:23 'lines' applies only to multiline fields, not to int field 'code'",
    ]),
    DiagnosticCase(id: "FC0375", source: "form F {\n    field a: multiline { lines 6...3 }\n    field b: multiline { lines 0...3 }\n    field c: multiline { lines 3... }\n    field d: multiline { lines 101 }\n    field e: multiline { lines 0 }\n    keyboardToolbar next, done\n}", expected: [
        "FC0375 2:32 'lines 6...3' is not a number of lines: it ends before it starts",
        "FC0375 3:32 'lines 0...3' is not a number of lines: a field shows at least one line",
        "FC0375 4:32 'lines 3...' is not a number of lines: a range of lines needs both ends",
        "FC0375 5:32 'lines 101' is not a number of lines: a field shows at most 100 lines",
        "FC0375 6:32 'lines 0' is not a number of lines: a field shows at least one line",
    ]),
    DiagnosticCase(id: "style-ok", source: "form F {\n    clearButton whileEditing\n    validityBorder on\n    passwordReveal on\n    textFieldStyle roundedBorder\n    field name: text { clearButton never; validate required }\n    field pin: secure { contentType password; passwordReveal off }\n    field note: multiline { lines 3..<7 }\n    field on: toggle\n}", expected: [
    ]),
]

@Test(arguments: styleDiagnosticCases)
func styleCheckerReports(_ c: DiagnosticCase) {
    let checked = Checked(c.source)
    #expect(checked.syntaxDiagnostics.isEmpty, "the snippet must parse cleanly")
    #expect(checked.lines == c.expected)
    if c.id.hasPrefix("FC") {
        #expect(checked.diagnostics.contains { $0.id == c.id }, "\(c.id) must be reported")
    }
}

/// A form's style properties are the default of every field they fit; a field's own value
/// wins, `off` and `never` included; a field without rules gets no validity border.
@Test func stylesResolveFieldOverForm() throws {
    let checked = Checked("""
        form F {
            clearButton whileEditing
            validityBorder on
            passwordReveal on
            textFieldStyle roundedBorder
            field name: text { validate required }
            field code: text { clearButton never; textFieldStyle plain; validityBorder off; validate required }
            field nick: text?
            field pin: secure { contentType password; validate required }
            field other: secure { contentType password; passwordReveal off }
            field age: int
            field note: multiline { lines 3..<7 }
            field on: toggle
            keyboardToolbar previous, next, done
        }
        """)
    #expect(checked.diagnostics.isEmpty, "\(checked.lines)")
    let form = try #require(checked.model.forms.first)
    func field(_ name: String) throws -> FieldModel { try #require(form.field(named: name)) }
    #expect(try field("name").hasClearButton && field("name").hasValidityBorder)
    #expect(try field("name").textFieldStyle == .roundedBorder)
    #expect(try !field("code").hasClearButton && !field("code").hasValidityBorder)
    #expect(try field("code").textFieldStyle == .plain)
    #expect(try field("nick").hasClearButton && !field("nick").hasValidityBorder, "no rules, no border")
    #expect(try field("pin").hasPasswordReveal && !field("other").hasPasswordReveal)
    #expect(try !field("name").hasPasswordReveal, "a text field has nothing to reveal")
    #expect(try field("age").hasValidityBorder, "a number field's text must parse")
    #expect(try field("note").lines == 3...6 && !field("note").hasClearButton)
    #expect(try field("note").textFieldStyle == nil, "a TextEditor on iOS 15 takes no text field style")
    #expect(try !field("on").hasClearButton && !field("on").hasValidityBorder && field("on").textFieldStyle == nil)
}

/// From iOS 16 a multiline field is a vertical TextField, and takes the form's text field style.
@Test func multilineTakesTheTextFieldStyleFromIOS16() throws {
    let checked = Checked("form F {\n    platform iOS 16\n    textFieldStyle roundedBorder\n    field note: multiline { lines 4 }\n}")
    #expect(checked.diagnostics.isEmpty, "\(checked.lines)")
    let note = try #require(checked.model.forms.first?.field(named: "note"))
    #expect(note.textFieldStyle == .roundedBorder)
    #expect(note.lines == 4...4)
}
