import Testing
@testable import FormDSL

/// The style properties' and `lines`' diagnostics: misuse (FC0336, from the language table;
/// FC0375) and warnings (FC0231–FC0233). `everyCheckerIdHasACase` counts these cases too.
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
    DiagnosticCase(id: "FC0336", source: "form F {\n    field name: text { passwordReveal on }\n    field day: date { passwordReveal off }\n}", expected: [
        "FC0336 2:24 'passwordReveal' does not apply to text field 'name'",
        "FC0336 3:23 'passwordReveal' does not apply to date field 'day'",
    ]),
    DiagnosticCase(id: "FC0336", source: "form F {\n    field terms: toggle { clearButton whileEditing }\n    field size: choice { option \"S\"; clearButton never }\n    field day: date? { clearButton whileEditing }\n    field note: multiline { clearButton whileEditing }\n}", expected: [
        "FC0336 2:27 'clearButton' does not apply to toggle field 'terms'",
        "FC0336 3:38 'clearButton' does not apply to choice field 'size'",
        "FC0336 4:24 'clearButton' does not apply to date field 'day'",
        "FC0336 5:29 'clearButton' does not apply to multiline field 'note'",
    ]),
    DiagnosticCase(id: "FC0336", source: "form F {\n    field day: date { textFieldStyle roundedBorder }\n    field on: toggle { textFieldStyle plain }\n}", expected: [
        "FC0336 2:23 'textFieldStyle' does not apply to date field 'day'",
        "FC0336 3:24 'textFieldStyle' does not apply to toggle field 'on'",
    ]),
    DiagnosticCase(id: "FC0336", source: "form F {\n    field size: choice { option \"S\"; validityBorder on }\n}", expected: [
        "FC0336 2:38 'validityBorder' does not apply to choice field 'size'",
    ]),
    DiagnosticCase(id: "FC0336", source: "form F {\n    field title: text { lines 2...4 }\n    field code: int { lines 1 }\n}", expected: [
        "FC0336 2:25 'lines' does not apply to text field 'title'",
        "FC0336 3:23 'lines' does not apply to int field 'code'",
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

/// FC0336, built from the property's row, says what the property does, which kinds take it,
/// why this field has no use for it, and the kind to declare when one holds the same value; its
/// fix-it removes the line, and `--fix` does not apply it.
@Test(arguments: [
    ("field name: text { passwordReveal on }",
     "only 'secure' fields take 'passwordReveal': a show/hide button for the secret; declare 'x' 'secure', or remove 'passwordReveal'"),
    ("field day: date { passwordReveal on }",
     "only 'secure' fields take 'passwordReveal': a show/hide button for the secret; a date field is a DatePicker, which has no keyboard or text"),
    ("field title: text { lines 2...4 }",
     "only 'multiline' fields take 'lines': the lines a multiline field shows: 'lines 3...6', 'lines 4'; declare 'x' 'multiline', or remove 'lines'"),
    ("field code: int { lines 2 }",
     "only 'multiline' fields take 'lines': the lines a multiline field shows: 'lines 3...6', 'lines 4'; remove 'lines'"),
    ("field ratio: double { stepper; validate range(0...9) }",
     "only 'int' fields take 'stepper': a Stepper instead of a text field: − and + move through the 'range', by 'step:' (default 1); declare 'x' 'int', or remove 'stepper'"),
    ("field note: multiline { clearButton whileEditing }",
     "only one-line text and number fields take 'clearButton': a button that empties the field while it is edited; remove 'clearButton'"),
    ("field pin: int { allowedCharacters \"0123\" }",
     "only text fields take 'allowedCharacters': only these characters can be typed; a number field takes only digits, its locale's decimal separator and, with 'allowNegative', a minus sign: remove the line, or make 'x' a 'text' field for a code made of digits"),
    ("field on: toggle { keyboard numberPad }",
     "only keyboard fields take 'keyboard': 'UIKeyboardType'; a toggle field is a Toggle, which has no keyboard or text"),
])
func propertyNotApplicableSaysWhatThePropertyDoes(_ field: String, _ help: String) throws {
    let renamed = field.replacing(/field [a-z]+:/, with: "field x:")
    let source = "form F {\n    \(renamed)\n}\n"
    let result = Compiler.compile(SourceFile(path: "F.form", text: source))
    let d = try #require(result.diagnostics.first { $0.code == .propertyNotApplicable }, "\(result.diagnostics)")
    #expect(d.help == help)
    let fix = try #require(d.fixIts.first)
    #expect(!fix.isSafe && fix.replacement.isEmpty)
    let removed = String(decoding: Array(source.utf8)[fix.span.start..<fix.span.end], as: UTF8.self)
    #expect(d.message.hasPrefix("'\(removed.prefix { $0 != " " && $0 != ";" })'"), "the fix-it removes the property's line: \(removed)")
}
