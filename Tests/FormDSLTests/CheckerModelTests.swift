import Testing
@testable import FormDSL

@Test func labelsFromFieldNames() {
    #expect(Names.label(fromFieldName: "firstName") == "First name")
    #expect(Names.label(fromFieldName: "email") == "Email")
    #expect(Names.label(fromFieldName: "postalCode2") == "Postal code 2")
    #expect(Names.label(fromFieldName: "homeURL") == "Home URL")
    #expect(Names.label(fromFieldName: "first_name") == "First name")
}

@Test func defaultsOfASignUpForm() {
    let c = Checked("""
    form SignUp {
        field firstName: text
        field email: text { validate required, email }
        field phone: text { contentType telephoneNumber }
        field age: int { validate range(13...120) }
        field delta: int { allowNegative }
        field price: currency("EUR")
        field password: secure { contentType newPassword }
        field confirmPassword: secure { contentType newPassword; validate equals(password) }
        field bio: multiline
        field born: date
        field locked: text { disabled }
    }
    """)
    // phone (phonePad), age (numberPad) and price (decimalPad) have no return key mid-chain.
    #expect(c.diagnostics.map(\.id) == ["FC0201", "FC0201", "FC0201"])
    let f = c.form
    #expect(f.platform == PlatformVersion(15))
    #expect(f.submitLabel == "Submit")
    #expect(f.initialFocus == nil)
    #expect(f.focusOrder == ["firstName", "email", "phone", "age", "delta", "price", "password", "confirmPassword", "bio"])
    #expect(f.sections.count == 1 && f.sections[0].header == nil && f.sections[0].fields.count == 11)

    #expect(c.field("firstName").label == "First name")
    #expect(c.field("firstName").keyboard == .default)
    #expect(c.field("firstName").autocapitalization == .sentences)
    #expect(c.field("firstName").autocorrectionDisabled == false)
    #expect(c.field("firstName").submitLabel == .next)
    #expect(c.field("firstName").validateOn == .blur)

    #expect(c.field("email").keyboard == .emailAddress)
    #expect(c.field("email").autocapitalization == .never)
    #expect(c.field("email").autocorrectionDisabled)
    #expect(c.field("email").validators.map(\.message) == ["Email is required.", "Email must be a valid email address."])

    #expect(c.field("phone").keyboard == .phonePad)
    #expect(c.field("phone").submitLabel == nil)

    #expect(c.field("age").keyboard == .numberPad)
    #expect(c.field("age").maxLength == 3)
    #expect(c.field("age").validators[0].message == "Age must be between 13 and 120.")
    #expect(c.field("age").autocapitalization == .never)
    #expect(c.field("delta").keyboard == .numbersAndPunctuation)
    #expect(c.field("delta").maxLength == 15)
    #expect(c.field("delta").submitLabel == .next)
    #expect(c.field("price").keyboard == .decimalPad)
    #expect(c.field("price").maxLength == 15)

    #expect(c.field("password").autocapitalization == .never)
    #expect(c.field("confirmPassword").validators[0].message == "Confirm password must match Password.")
    #expect(c.field("bio").submitLabel == nil)
    #expect(c.field("born").submitLabel == nil)
    #expect(c.field("locked").submitLabel == nil)
    #expect(!c.field("locked").isFocusable)
}

@Test func explicitValuesWin() {
    let c = Checked("""
    form Login {
        platform iOS 17.4
        validateOn change
        field user: text { label "Email"; keyboard emailAddress; contentType username; submitLabel go; validateOn submit }
        field pass: secure { contentType password; validate required(message: "Enter it") }
        field code: text { label "Code"; validate length(6...6), pattern("[0-9]+") }
        focus user, pass, code
        initialFocus pass
        submit "Sign in", action: signIn
        keyboardToolbar previous, next, done
        scrollDismissesKeyboard interactively
    }
    """)
    #expect(c.diagnostics.isEmpty)
    let f = c.form
    #expect(f.platform == PlatformVersion(17, 4))
    #expect(f.submitLabel == "Sign in" && f.submitAction == "signIn")
    #expect(f.keyboardToolbar == [.previous, .next, .done])
    #expect(f.scrollDismissesKeyboard == .interactively)
    #expect(f.initialFocus == "pass")
    #expect(c.field("user").submitLabel == .go)
    #expect(c.field("user").validateOn == .submit)
    #expect(c.field("pass").validateOn == .change)
    #expect(c.field("pass").validators[0].message == "Enter it")
    #expect(c.field("pass").validators[0].hasCustomMessage)
    #expect(c.field("code").submitLabel == .done)
    #expect(c.field("code").validators[0].message == "Code must be 6 characters.")
    let pattern = c.field("code").validators[1]
    #expect(pattern.name == .pattern && pattern.argument == .pattern("[0-9]+"))
    #expect(pattern.message == "Code is not in the expected format.")
    #expect(pattern.anchoredPattern != nil)
}

@Test func untitledSectionsKeepDeclarationOrder() {
    let c = Checked("""
    form F {
        field a: text
        section "S" {
            footer "Foot"
            field b: text
        }
        field c: text
        field d: text
    }
    """)
    #expect(c.diagnostics.isEmpty)
    #expect(c.form.sections.map(\.header) == [nil, "S", nil])
    #expect(c.form.sections.map { $0.fields.map { c.form.fields[$0].name } } == [["a"], ["b"], ["c", "d"]])
    #expect(c.form.sections[1].footer == "Foot")
    #expect(c.field("c").sectionIndex == 2)
}

@Test func numbersStayExact() {
    let c = Checked("""
    form F {
        field p: decimal { default 0.10; validate range(-0...99.90) ; allowNegative; keyboard numbersAndPunctuation }
        field h: int { validate range(0..<1000) }
    }
    """)
    #expect(c.field("p").defaultValue == .decimal("0.10"))
    #expect(c.field("p").validators[0].argument == .numbers(min: NumberBound(text: "0", inclusive: true),
                                                         max: NumberBound(text: "99.90", inclusive: true)))
    #expect(c.field("h").validators[0].argument == .numbers(min: NumberBound(text: "0", inclusive: true),
                                                         max: NumberBound(text: "1000", inclusive: false)))
    #expect(c.field("h").validators[0].message == "H must be at least 0 and less than 1000.")
    #expect(c.field("h").maxLength == 4)
    #expect(c.only(.negativeNeverAllowed).count == 1)
}

@Test func decimalComparisonIsExact() {
    #expect(DecimalText("10.5")! > DecimalText("10.25")!)
    #expect(DecimalText("-0")! == DecimalText("0.000")!)
    #expect(DecimalText("-3")! < DecimalText("-2.5")!)
    #expect(DecimalText("0.30000000000000000001")! > DecimalText("0.3")!)
    #expect(Literals.isValidDate("2024-02-29"))
    #expect(!Literals.isValidDate("2023-02-29"))
    #expect(!Literals.isValidDate("2023-13-01"))
}

@Test func fixItsReplaceTheMisspeltName() {
    let c = Checked("form F {\n    field a: decimal { keyboard decmalPad }\n}")
    let d = c.diagnostics[0]
    #expect(d.code == .unknownKeyboard)
    #expect(d.help == "did you mean 'decimalPad'?")
    #expect(d.fixIts.count == 1)
    #expect(c.file.text(d.fixIts[0].span) == "decmalPad")
    #expect(d.fixIts[0].replacement == "decimalPad")
}

@Test func unknownContentTypePassesThroughRaw() {
    let c = Checked("form F {\n    field a: text { contentType customThing }\n}")
    #expect(c.diagnostics.map(\.id) == ["FC0308"])
    #expect(c.diagnostics[0].severity == .warning)
    #expect(c.field("a").contentType == .raw("customThing"))
}

@Test func alphabetIsAsciiCapable() {
    let c = Checked("form F {\n    field a: text { keyboard alphabet }\n}")
    #expect(c.diagnostics.map(\.id) == ["FC0226"])
    #expect(c.diagnostics.first?.fixIts.map(\.replacement) == ["asciiCapable"])
    #expect(c.field("a").keyboard == .asciiCapable)
}

@Test func patternErrorsPointIntoTheLiteralThroughEscapes() {
    // The value is `\d\u{e9}(`: the '(' is value byte 4..5 (é is two bytes), source column 33.
    let source = "form F {\n    field a: text { validate pattern(\"\\\\d\\u{e9}(\") }\n}"
    let c = Checked(source)
    let d = c.only(.invalidPattern)
    #expect(d.count == 1)
    if let d = d.first {
        #expect(c.file.text(d.span) == "(")
    }
    let file = SourceFile(path: "t", text: "x \"a\\n\\u{1F600}b\"")
    let literal = Span(2, file.bytes.count)
    #expect(file.text(file.sourceSpan(forValueRange: 1..<2, inStringLiteral: literal)) == "\\n")
    #expect(file.text(file.sourceSpan(forValueRange: 2..<6, inStringLiteral: literal)) == "\\u{1F600}")
    #expect(file.text(file.sourceSpan(forValueRange: 3..<4, inStringLiteral: literal)) == "\\u{1F600}")
    #expect(file.text(file.sourceSpan(forValueRange: 6..<7, inStringLiteral: literal)) == "b")
    #expect(file.sourceSpan(forValueRange: 7..<7, inStringLiteral: literal) == Span(file.bytes.count - 1, file.bytes.count - 1))
}

@Test func suppressionRules() {
    let c = Checked("""
    form F {
        // formc:ignore FC0203 FC0201 -- reviewed
        field a: int { keyboard decimalPad }
        field b: int { keyboard decimalPad } // formc:ignore fc0203
        field b: text // formc:ignore FC0304
        field c: text
    }
    """)
    #expect(c.lines == [
        "FC0201 4:29 'decimalPad' has no return key, so people cannot move on from 'b'",
        "FC0304 5:11 field 'b' is declared twice in form 'F'",
        "FC0333 5:35 'FC0304' is an error and cannot be ignored",
    ])
}

/// `Suppression.isSilenced` searches the silenced (line, code) pairs, sorted by line, by
/// halves: it answers as a plain look through every pair does, with several codes on a line,
/// repeats, and lines before, between and after the silenced ones.
@Test func silencedLinesAreFoundAsAPlainSearchFindsThem() {
    var random = SplitMix64(state: 7)
    let codes: [DiagnosticCode] = [.deprecatedKeyboardName, .duplicateProperty, .focusRepeatedField, .unknownIgnoredCode]
    for _ in 0..<200 {
        let pairs = (0..<Int.random(in: 0...12, using: &random)).map { _ in
            Suppression.Silenced(line: Int.random(in: 0...8, using: &random) * 10, code: codes.randomElement(using: &random)!)
        }.sorted { $0.line < $1.line }
        for line in stride(from: -10, through: 90, by: 5) {
            for code in codes {
                let plain = pairs.contains { $0.line == line && $0.code == code }
                #expect(Suppression.isSilenced(code, onLineStarting: line, in: pairs) == plain)
            }
        }
    }
}

@Test func errorsKeepGoing() {
    let c = Checked("""
    form F {
        field a: txt { keyboard numberPad }
        field b: text { validate equals(a) }
        focus a, b
    }
    """)
    // The unknown type is reported once; 'a' is not reported again as unknown elsewhere.
    #expect(c.diagnostics.map(\.id) == ["FC0306"])
}

@Test func intMaxLengthBounds() {
    // 19 is allowed; beyond 15 digits, readers of JSON doubles change the number (FC0245).
    let ok = Checked("form F {\n    field a: int { maxLength 19 }\n}")
    #expect(ok.diagnostics.map(\.id) == ["FC0245"])
    #expect(ok.field("a").maxLength == 19)
    let bad = Checked("form F {\n    field a: int { maxLength 25 }\n}")
    #expect(bad.diagnostics.map(\.severity) == [.error])
    #expect(bad.diagnostics[0].fixIts.first?.replacement == "19")
}

/// SwiftUI spellings of properties are too far from formc's for edit distance; the checker
/// knows them and offers the formc name with a fix-it.
@Test func swiftUIPropertyNamesSuggestFormcNames() {
    let file = SourceFile(path: "t.form", text: "form K {\n    field n: int { keyboardType numberPad; textContentType oneTimeCode; placeholder \"0\" }\n}\n")
    let diagnostics = Compiler.compile(file).diagnostics.filter { $0.code == .unknownProperty }
    #expect(diagnostics.map(\.help) == ["did you mean 'keyboard'?", "did you mean 'contentType'?", "did you mean 'prompt'?"])
    #expect(diagnostics.map { $0.fixIts.first?.replacement } == ["keyboard", "contentType", "prompt"])
}

/// `length(0)` is not empty: the empty text satisfies it, and it is kept (with warning FC0339).
@Test func lengthZeroAllowsTheEmptyText() {
    let c = Checked("form F {\n    field a: text { validate length(0) }  // formc:ignore FC0339\n    field b: text { validate length(0..<1) }  // formc:ignore FC0339\n}")
    #expect(c.lines == [])
    for name in ["a", "b"] {
        #expect(c.field(name).validators.map(\.argument) == [.counts(min: nil, max: 0)], "\(name)")
        #expect(c.field(name).validators.first?.message == "\(name.uppercased()) must be empty.")
    }
    let schema = JSONSchemaEmitter.schema(for: c.form)
    #expect(schema["properties"]?["a"]?["maxLength"] == .integer(0))
    #expect(schema["properties"]?["a"]?["minLength"] == nil)
}

/// A default message is made when read, from what the validator keeps: the same sentence
/// `DefaultMessages` gives. Validators compare and hash by their message's text, however it
/// was made, and setting a message replaces the default.
@Test func defaultMessagesAreMadeWhenRead() {
    let c = Checked("""
    form F {
        field password: secure { contentType newPassword }
        field again: secure { contentType newPassword; validate required, equals(password) }
        field terms: toggle { validate required }
    }
    """)
    let again = c.field("again").validators
    #expect(again[1].message == DefaultMessages.message(for: again[1].name, again[1].argument, label: "Again", otherLabel: "Password", value: .text))
    #expect(c.field("terms").validators[0].message
        == DefaultMessages.message(for: .required, label: "Terms", otherLabel: nil, value: .boolean))

    var written = again[0]
    written.wording = .written(again[0].message)
    #expect(written == again[0] && written.hashValue == again[0].hashValue)
    written.message = "Type it again."
    #expect(written.message == "Type it again." && written != again[0])
}

/// A validator draft is plain data, as its comment says: a field's list of them is copied
/// and freed without touching each one.
@Test func validatorDraftsArePlainData() {
    #expect(_isPOD(ValidatorDraft.self))
}
