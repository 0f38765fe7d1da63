import Testing
@testable import FormDSL

@Suite struct ParserTests {
    @Test func parsesTheSignUpSketch() {
        let (syntax, diagnostics) = TestSupport.parse("""
        // A sign-up form.
        form SignUp {
            title "Create account"
            section "Account" {
                field username: text {
                    label "Username"
                    validate required, length(3...20),
                             pattern("^[a-z0-9_]+$", message: "Lowercase letters, digits and _ only")
                }
                field email: text { label "Email"; keyboard emailAddress; validate required, email }
            }
            section "Details" {
                field age: int? { label "Age"; keyboard numberPad; validate range(13...120) }
                field price: currency("EUR") { format number(fractionDigits: 2); allowNegative; maxLength 10 }
            }
            focus username, email, age, price
            platform iOS 15
        }
        """)
        #expect(diagnostics.isEmpty)
        #expect(syntax.forms.count == 1)
        let form = syntax.forms[0]
        #expect(form.name.name == "SignUp")
        #expect(form.members.count == 5)
        guard case .section(let account) = form.members[1], case .field(let username) = account.members[0] else {
            Issue.record("expected a section with a field")
            return
        }
        #expect(username.name.name == "username")
        #expect(username.type?.name.name == "text")
        #expect(username.properties.map(\.name.name) == ["label", "validate"])
        let validate = username.properties[1]
        #expect(validate.arguments.count == 3)
        guard case .call(let callee, let args) = validate.arguments[2].value.kind else {
            Issue.record("expected pattern(...)")
            return
        }
        #expect(callee.name == "pattern")
        #expect(args.map { $0.label?.name } == [nil, "message"])
        guard case .section(let details) = form.members[2], case .field(let age) = details.members[0] else {
            Issue.record("expected the details section")
            return
        }
        #expect(age.type?.isOptional == true)
        guard case .field(let price) = details.members[1] else { return }
        #expect(price.type?.hasArgumentList == true)
        #expect(price.properties.map(\.name.name) == ["format", "allowNegative", "maxLength"])
        #expect(price.properties[1].arguments.isEmpty)
        guard case .property(let platform) = form.members[4], case .phrase(let parts) = platform.arguments[0].value.kind else {
            Issue.record("expected 'platform iOS 15' as a phrase")
            return
        }
        #expect(parts.count == 2)
        #expect(syntax.comments.count == 1)
    }

    @Test func rangesOfEveryShape() {
        let (syntax, diagnostics) = TestSupport.parse("form F { field a: int { validate range(1...), range(...5), range(-3..<7), length(2...2) } }")
        #expect(diagnostics.isEmpty)
        guard case .field(let f) = syntax.forms[0].members[0] else { return }
        let shapes: [String] = f.properties[0].arguments.map { argument in
            guard case .call(_, let args) = argument.value.kind, case .range(let lo, let hi, let halfOpen) = args[0].value.kind else { return "?" }
            func text(_ e: Expr?) -> String {
                guard let e else { return "_" }
                switch e.kind {
                case .integer(let t): return t
                default: return "?"
                }
            }
            return "\(text(lo))\(halfOpen ? "..<" : "...")\(text(hi))"
        }
        #expect(shapes == ["1..._", "_...5", "-3..<7", "2...2"])
    }

    @Test func conditionsParse() {
        let (syntax, diagnostics) = TestSupport.parse("form F { field a: text { visible when country == \"US\" && !(guest || age < 18) } }")
        #expect(diagnostics.isEmpty)
        guard case .field(let f) = syntax.forms[0].members[0], case .when(let condition) = f.properties[0].arguments[0].value.kind,
              case .binary(.and, _, let rhs) = condition.kind, case .not = rhs.kind else {
            Issue.record("expected a condition tree")
            return
        }
    }

    @Test func propertiesEndAtLineBreaks() {
        let (syntax, diagnostics) = TestSupport.parse("form F {\n field a: text {\n disabled\n keyboard numberPad\n }\n}")
        #expect(diagnostics.isEmpty)
        guard case .field(let f) = syntax.forms[0].members[0] else { return }
        #expect(f.properties.map(\.name.name) == ["disabled", "keyboard"])
        #expect(f.properties[0].arguments.isEmpty)
    }

    /// A lone value ends its property at a line break, `;` or `}`; but a range operator on
    /// the next line continues it, and a colon there makes an identifier a label (the parser
    /// reads the common lone value by a shorter path, which must agree).
    @Test func loneValuesAndWhatContinuesThem() {
        func arguments(_ body: String) -> [Argument] {
            let (syntax, _) = TestSupport.parse("form F {\n field a: text {\n \(body)\n }\n}")
            guard case .field(let f) = syntax.forms[0].members[0] else { return [] }
            return f.properties.first?.arguments ?? []
        }
        for value in ["\"Email\"", "12", "1.5", "emailAddress"] {
            let lone = arguments("label \(value)\n disabled")
            #expect(lone.count == 1 && lone[0].label == nil, "\(value)")
            if case .range = lone.first?.value.kind { Issue.record("\(value) read as a range") }
            for end in ["; disabled", " }", ""] {
                #expect(arguments("label \(value)\(end)").count == 1, "\(value)\(end)")
            }
            guard case .range(let lower, let upper, false)? = arguments("label \(value)\n ...5").first?.value.kind else {
                Issue.record("\(value) then '...' on the next line is not a range")
                continue
            }
            #expect(lower != nil && upper != nil)
            guard case .range(_, _, true)? = arguments("label \(value)\n ..<5").first?.value.kind else {
                Issue.record("\(value) then '..<' on the next line is not a range")
                continue
            }
        }
        let labelled = arguments("validate message\n : \"x\"")
        #expect(labelled.first?.label?.name == "message")
    }

    /// Inside brackets a line break is free (docs/LANGUAGE.md, "Grammar"): a range's upper
    /// bound may start the next line, in an argument list and in a list.
    @Test func aRangeContinuesOntoTheNextLineInsideBrackets() {
        let (syntax, diagnostics) = TestSupport.parse("form F {\n field a: text { validate length(1...\n 20), length(..<\n 5, message: \"m\") }\n}")
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
        guard case .field(let f) = syntax.forms[0].members[0] else { Issue.record("no field"); return }
        let ranges = f.properties[0].arguments.map { argument -> String in
            guard case .call(_, let args) = argument.value.kind, case .range(let lo, let hi, let halfOpen) = args[0].value.kind else { return "?" }
            func text(_ e: Expr?) -> String {
                guard let e else { return "_" }
                if case .integer(let t) = e.kind { return t }
                return "?"
            }
            return "\(text(lo))\(halfOpen ? "..<" : "...")\(text(hi))"
        }
        #expect(ranges == ["1...20", "_..<5"])
        let checked = Compiler.compile(SourceFile(path: "t.form", text: "form F {\n    field a: text { validate length(1...\n        20) }\n}\n"))
        #expect(checked.diagnostics.isEmpty, "\(checked.diagnostics.map(\.message))")
        // Outside brackets the range ends with its line, as a property does.
        let (_, open) = TestSupport.parse("form F {\n lines 1...\n 5\n}")
        #expect(open.hasErrors)
    }

    @Test func severalFormsAndBodilessFields() {
        let (syntax, diagnostics) = TestSupport.parse("form A { field x: text? }\nform B {\n field y: int\n field z: double\n}")
        #expect(diagnostics.isEmpty)
        #expect(syntax.forms.map(\.name.name) == ["A", "B"])
        #expect(syntax.forms[1].members.count == 2)
    }

    @Test func recoversAndReportsEachIndependentMistake() {
        let (syntax, diagnostics) = TestSupport.parse("""
        form A {
            field a int { label "A" }
            field b: text { label "B" "C" }
            field c: text { label "C" }
        }
        form B { field d: }
        """)
        // `label "B" "C"` is a phrase to the parser; the checker reports it.
        #expect(diagnostics.map(\.code) == [.expectedToken, .expectedToken])
        guard diagnostics.count == 2 else { return }
        #expect(diagnostics[0].message == "expected ':' after the field name 'a', found 'int'")
        #expect(diagnostics[1].message == "expected a type after 'field d:', found '}'")
        #expect(syntax.forms.count == 2)
        #expect(syntax.forms[0].members.count == 3)
    }

    @Test func misspeltKeywordsAreRecognised() {
        let (syntax, diagnostics) = TestSupport.parse("from A {\n feild x: text\n sectoin \"S\" { }\n}")
        #expect(diagnostics.map(\.message) == [
            "unknown keyword 'from'; did you mean 'form'?",
            "unknown keyword 'feild'; did you mean 'field'?",
            "unknown keyword 'sectoin'; did you mean 'section'?",
        ])
        #expect(diagnostics.allSatisfy { $0.fixIts.count == 1 })
        #expect(syntax.forms.first?.members.count == 2)
    }

    @Test func missingClosingBraceNamesTheOpening() {
        let (_, diagnostics) = TestSupport.parse("form A {\n field x: text {\n label \"x\"\n")
        #expect(diagnostics.count == 2)
        #expect(diagnostics[0].message == "expected '}' to close field 'x', found end of file")
        #expect(diagnostics[0].notes.first?.message == "field 'x' opens here")
    }

    @Test func deepNestingIsOneDiagnostic() {
        for input in [
            "form A {" + String(repeating: "{", count: 200_000) + String(repeating: "}", count: 200_000) + "}",
            "form A { field x: text { validate " + String(repeating: "[", count: 200_000) + String(repeating: "]", count: 200_000) + " } }",
            "form A { visible when " + String(repeating: "(", count: 200_000) + "a" + String(repeating: ")", count: 200_000) + " }",
            "form A { visible when " + String(repeating: "!", count: 200_000) + "a }",
            "form A { validate " + String(repeating: "f(", count: 100_000) + String(repeating: ")", count: 100_000) + " }",
        ] {
            let (_, diagnostics) = TestSupport.parse(input)
            #expect(diagnostics.count == 1, "\(diagnostics.map(\.message))")
        }
        let (_, d) = TestSupport.parse("form A { validate " + String(repeating: "[", count: 70) + String(repeating: "]", count: 70) + " }")
        #expect(d.map(\.code) == [.nestingTooDeep])
    }

    @Test func errorCountIsCapped() {
        let input = "form A {\n" + String(repeating: "  ) ) )\n", count: 20_000) + "}"
        let (_, diagnostics) = TestSupport.parse(input)
        #expect(diagnostics.filter { $0.severity == .error }.count == 100)
        #expect(diagnostics.last?.code == .tooManyErrors)
    }

    @Test func strayInputAtTopLevel() {
        let (syntax, diagnostics) = TestSupport.parse("label \"x\"\n}\nform A { }")
        #expect(diagnostics.map(\.code) == [.expectedForm, .unexpectedClosingBrace])
        #expect(syntax.forms.count == 1)
    }

    @Test func everyDocumentationExampleParses() throws {
        let url = TestSupport.packageRoot.appendingPathComponent("docs/LANGUAGE.md")
        let text = try String(contentsOf: url, encoding: .utf8)
        let blocks = text.components(separatedBy: "```form\n").dropFirst().map { $0.components(separatedBy: "```")[0] }
        #expect(blocks.count >= 4)
        for block in blocks {
            let (_, diagnostics) = TestSupport.parse(block)
            #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message)) in\n\(block)")
            // Beyond parsing, every example is a clean form.
            let checked = Compiler.compile(SourceFile(path: "doc.form", text: block)).diagnostics
            #expect(checked.isEmpty, "\(checked.map(\.message)) in\n\(block)")
        }
    }
}
