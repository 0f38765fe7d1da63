import Foundation
import Testing
@testable import FormDSL

/// The text inventory: every text with a stable key, templates that say exactly what
/// formc's default messages say today, and the `language` property.
@Suite struct StringsInventoryTests {
    static func model(_ text: String) -> CheckedFile {
        let checked = Checked(text)
        #expect(!checked.diagnostics.hasErrors, "\(checked.lines)")
        return checked.model
    }

    /// `%@` filled in order, as FormRuntime's `FormStrings.format` does.
    @Test func keysOfAForm() {
        let model = Self.model("""
        form SignUp {
            title "Create account"
            section "Account" {
                footer "We never share it."
                field email: text { label "Email"; prompt "you@example.com"; help "For receipts"; validate required, email }
                field code: text { validate pattern("[0-9]+", message: "Digits"), pattern("1.*", message: "Starts with 1") }
            }
            field size: choice { option "S", label: "Small"; option "M" }
            submit "Sign up"
        }
        """)
        let inventory = StringInventory(model)
        let pairs = inventory.entries.map { "\($0.key)=\($0.source)" }
        #expect(pairs == [
            "SignUp.title=Create account",
            "SignUp.section.email.header=Account",
            "SignUp.email.label=Email", "SignUp.email.prompt=you@example.com", "SignUp.email.help=For receipts",
            "SignUp.code.label=Code", "SignUp.code.pattern.message=Digits", "SignUp.code.pattern2.message=Starts with 1",
            "SignUp.section.email.footer=We never share it.",
            "SignUp.size.label=Size", "SignUp.size.option.S=Small", "SignUp.size.option.M=M",
            "SignUp.submit=Sign up",
            "formc.required=%@ is required.", "formc.email=%@ must be a valid email address.",
            "formc.announce.one=1 field needs attention.", "formc.announce.many=%@ fields need attention.", "formc.view.choose=Choose",
        ])
        #expect(inventory.sourceLanguage == "en")
        #expect(inventory.entry("SignUp.code.label")?.comment == "SignUp: the label of field 'code' (made from its name)")
    }

    /// Reordering fields and sections, and adding a field, keeps every key and text.
    /// A prefilled text its filter refuses is invalid (FormRuntime's `TextFilter.Messages`):
    /// the templates of those messages are among the form's texts, so a catalog and FC0511
    /// see them.
    @Test func textFiltersBringTheirMessages() {
        let keys = { (field: String) in
            Set(StringInventory(Self.model("form F {\n    \(field)\n}")).entries.map(\.key))
        }
        let card = keys(#"field card: text { allowedCharacters "0123456789 "; maxLength 19 }"#)
        #expect(card.isSuperset(of: ["formc.allowedCharacters", "formc.length.atMost"]))
        #expect(keys("field initial: text { maxLength 1 }").contains("formc.length.atMost.one"))
        let plain = keys("field name: text")
        #expect(plain.isDisjoint(with: ["formc.allowedCharacters", "formc.length.atMost"]))
        // A number's maxLength counts digits, and its own messages say so.
        #expect(!keys("field n: int { maxLength 3 }").contains("formc.length.atMost"))
    }

    @Test func keysSurviveReordering() {
        let a = StringInventory(Self.model("""
        form F {
            section "One" { field a: text { label "A" }; field b: int { label "B" } }
            section "Two" { field c: text { label "C"; help "h" } }
        }
        """))
        let b = StringInventory(Self.model("""
        form F {
            section "Two" { field c: text { help "h"; label "C" } }
            field z: text
            section "One" { field a: text { label "A" }; field b: int { label "B" } }
        }
        """))
        let pairsA = Set(a.entries.map { "\($0.key)=\($0.source)" })
        let pairsB = Set(b.entries.map { "\($0.key)=\($0.source)" })
        #expect(pairsA.isSubset(of: pairsB))
        #expect(pairsB.subtracting(pairsA) == ["F.z.label=Z"])
    }

    /// Every example and test form: keys are unique, and every text the checked model holds
    /// (labels, prompts, help, options, messages, headers, footers, title, submit) is in it.
    @Test(arguments: ["Examples", "Tests/Forms", "Tests/Conformance"])
    func everyFormHasUniqueKeysForEveryText(_ folder: String) throws {
        let dir = TestSupport.packageRoot.appendingPathComponent(folder)
        for url in TestSupport.files(in: dir, withExtension: "form") {
            let result = Compiler.check(try TestSupport.source(url))
            guard let model = result.model else { continue }
            let inventory = StringInventory(model)
            let keys = inventory.entries.map(\.key)
            #expect(Set(keys.map { Array($0.utf8) }).count == keys.count, "\(url.lastPathComponent): duplicate keys")
            let sources = Set(inventory.entries.map(\.source))
            for form in model.forms {
                var texts = [form.submitLabel] + [form.title].compactMap { $0 }
                texts += form.sections.flatMap { [$0.header, $0.footer].compactMap { $0 } }
                for field in form.fields {
                    texts += [field.label] + [field.prompt, field.help].compactMap { $0 } + field.options.map(\.label)
                    texts += field.validators.filter(\.hasCustomMessage).map(\.message)
                }
                for text in texts { #expect(sources.contains(text), "\(url.lastPathComponent): '\(text)' has no key") }
            }
        }
    }

    /// The English a rule's default message says: its template filled with the label and the
    /// rule's bounds (docs/LANGUAGE.md's defaults list these sentences).
    @Test func defaultMessagesAreTheEnglishTemplatesFilled() {
        func says(_ kind: ValidatorKind, _ value: ValueCategory = .text) -> String {
            DefaultMessages.message(for: kind, label: "Age", otherLabel: "Other", value: value)
        }
        let (b13, b120, b100) = (NumberBound(text: "13", inclusive: true), NumberBound(text: "120", inclusive: true),
                                 NumberBound(text: "100", inclusive: false))
        #expect(says(.required) == "Age is required.")
        #expect(says(.required, .boolean) == "Age must be accepted.")
        #expect(says(.length(min: 3, max: 20)) == "Age must be 3 to 20 characters.")
        #expect(says(.length(min: 6, max: 6)) == "Age must be 6 characters.")
        #expect(says(.length(min: 1, max: 1)) == "Age must be 1 character.")
        #expect(says(.length(min: nil, max: 0)) == "Age must be empty.")
        #expect(says(.length(min: 3, max: nil)) == "Age must be at least 3 characters.")
        #expect(says(.length(min: nil, max: 1)) == "Age must be at most 1 character.")
        #expect(says(.range(min: b13, max: b120)) == "Age must be between 13 and 120.")
        #expect(says(.range(min: b13, max: b100)) == "Age must be at least 13 and less than 100.")
        #expect(says(.range(min: b13, max: nil)) == "Age must be at least 13.")
        #expect(says(.range(min: nil, max: b120)) == "Age must be at most 120.")
        #expect(says(.range(min: nil, max: b100)) == "Age must be less than 100.")
        #expect(says(.dateRange(min: .today, max: .day("2027-12-31")), .date) == "Age must be between today and 2027-12-31.")
        #expect(says(.dateRange(min: .today, max: nil), .date) == "Age must be today or later.")
        #expect(says(.dateRange(min: nil, max: .day("1900-01-01")), .date) == "Age must be 1900-01-01 or earlier.")
        #expect(says(.pattern("x")) == "Age is not in the expected format.")
        #expect(says(.email) == "Age must be a valid email address.")
        #expect(says(.url) == "Age must be a valid URL.")
        #expect(says(.phone) == "Age must be a valid phone number.")
        #expect(says(.equals(0)) == "Age must match Other.")
        // A label is put in as written, never read as a template itself.
        #expect(DefaultMessages.message(for: .required, label: "50%@ off", otherLabel: nil, value: .text) == "50%@ off is required.")
        #expect(DefaultMessages.invalidNumber(label: "Age", type: .int, format: nil) == "Age must be a whole number.")
        #expect(DefaultMessages.invalidNumber(label: "Price", type: .decimal, format: nil) == "Price must be a number.")
        // A field that takes no fraction digits asks for a whole number, since "1.5" is a number.
        #expect(DefaultMessages.invalidNumber(label: "Yen", type: .currency(code: "JPY"), format: nil) == "Yen must be a whole number.")
        #expect(MessageTemplate.invalidNumber(.decimal, format: .number(fractionDigits: 0)) == .wholeNumber)
        #expect(MessageTemplate.invalidNumber(.currency(code: "EUR"), format: nil) == .number)
        #expect(MessageTemplate.invalidNumber(.currency(code: "JPY"), format: .currency(code: "JPY", fractionDigits: 2)) == .number)
    }

    @Test func languageProperty() {
        let checked = Checked("form F {\n    language \"zh-Hans\"\n    field a: decimal { label \"充值金额\" }\n}\n")
        #expect(checked.diagnostics.isEmpty, "\(checked.lines)")
        #expect(checked.form.language == "zh-Hans")
        #expect(StringInventory(checked.model).sourceLanguage == "zh-Hans")
        #expect(Checked("form F {\n    field a: text\n}\n").form.language == nil)

        let bad = Checked("form F {\n    language \"zh_CN\"\n    field a: text\n}\n")
        #expect(bad.lines == ["FC0510 2:14 'zh_CN' is not a language tag: subtags are separated by '-', not '_'"])

        let korean = Checked("form F {\n    language \"ko\"\n    field a: int { validate required }\n    field b: text { validate required(message: \"필수\") }\n}\n")
        let fc0511 = korean.diagnostics.filter { $0.id == "FC0511" }
        #expect(fc0511.count == 1)
        #expect(fc0511.first?.message == "formc has no translation of its default messages in 'ko' (only in en, zh-Hans, de, fr, es, ja); this form needs 'formc.required' (\"%@ is required.\"), 'formc.number.whole' (\"%@ must be a whole number.\")")
        // Every message written: no warning.
        #expect(Checked("form F {\n    language \"ko\"\n    field b: text { validate required(message: \"필수\") }\n}\n").diagnostics.isEmpty)
        #expect(Checked("form F {\n    language \"de-CH\"\n    field a: int\n}\n").diagnostics.isEmpty)
    }

    @Test func languageTags() {
        for good in ["en", "zh-Hans", "pt-BR", "es-419", "sr-Latn-RS", "de-CH-1996", "haw", "EN"] {
            #expect(LanguageTag.problem(good) == nil, "\(good)")
        }
        for bad in ["", "e", "english", "zh_CN", "en-", "en--US", "中文", "en-US-x"] {
            #expect(LanguageTag.problem(bad) != nil, "\(bad)")
        }
        #expect(BuiltInLanguages.builtInTag(for: "zh-CN") == "zh-Hans")
        #expect(BuiltInLanguages.builtInTag(for: "zh-TW") == nil)
        #expect(BuiltInLanguages.builtInTag(for: "fr-CA") == "fr")
        #expect(BuiltInLanguages.builtInTag(for: "ko") == nil)
    }
}
