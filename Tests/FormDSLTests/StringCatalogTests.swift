import Foundation
import Testing
@testable import FormDSL

/// Reading, updating and printing String Catalogs, and `formc check --strings`.
@Suite struct StringCatalogTests {
    static func model(_ text: String) -> CheckedFile {
        let result = Compiler.check(SourceFile(path: "F.form", text: text))
        #expect(result.model != nil, "\(result.diagnostics.map(\.message))")
        return result.model!
    }

    static func catalog(_ bytes: [UInt8]) -> StringCatalog { try! StringCatalog.read(bytes).get() }

    /// Adds a translation to every key of the form (not formc's templates) in `language`.
    static func translate(_ catalog: StringCatalog, into language: String, _ make: (String) -> String) -> [UInt8] {
        var text = String(decoding: catalog.bytes, as: UTF8.self)
        for key in catalog.keys where !key.hasPrefix("formc.") {
            let value = catalog.entry(key)!.value(in: catalog.sourceLanguage)!
            var unit: [UInt8] = []
            CatalogPrinter.writeString(make(value), into: &unit)
            var quotedKey: [UInt8] = []
            CatalogPrinter.writeString(key, into: &quotedKey)
            // Insert the language before the source language's localization of the key.
            let marker = String(decoding: quotedKey, as: UTF8.self) + " : {"
            let range = text.range(of: marker)!
            let localizations = text.range(of: "\"localizations\" : {", range: range.upperBound..<text.endIndex)!
            text.insert(contentsOf: "\n        \"\(language)\" : { \"stringUnit\" : { \"state\" : \"translated\", \"value\" : \(String(decoding: unit, as: UTF8.self)) } },",
                        at: localizations.upperBound)
        }
        return Array(text.utf8)
    }

    /// The shape and layout Xcode writes: `sourceLanguage`, `strings`, `version`, keys sorted,
    /// two spaces, `" : "`, no final newline, `/` and non-ASCII as written.
    @Test func printsAsXcodeDoes() {
        let model = Self.model("form F {\n    field a: text { label \"A/B 中文\"; help \"x\" }\n}\n")
        let bytes = try! StringsOutput.catalog(for: model, existing: nil).get().bytes
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(text.hasPrefix("{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n    \"F.a.help\" : {\n      \"comment\" : \"F: the help text under field 'a'\",\n      \"extractionState\" : \"manual\",\n      \"localizations\" : {\n        \"en\" : {\n          \"stringUnit\" : {\n            \"state\" : \"translated\",\n            \"value\" : \"x\"\n          }\n        }\n      }\n    },\n    \"F.a.label\" : {"))
        #expect(text.contains("\"value\" : \"A/B 中文\""))
        #expect(text.hasSuffix("\n  },\n  \"version\" : \"1.0\"\n}"))
        // Reading it and printing it again changes nothing.
        #expect(Self.catalog(bytes).bytes == bytes)
        #expect(CatalogPrinter.bytes(.object([JSONMember("a", .object([]))])) == Array("{\n  \"a\" : {\n\n  }\n}".utf8))
    }

    /// Keys in the order Xcode saves them: without case, punctuation before digits before
    /// letters, `$` after `%`, digit runs by number, a space before `'`.
    @Test func keyOrder() {
        let ordered = ["", "%@ (%@)", "%lld", "%lld min", "%lld Points", "${name} left", "Item 2", "Item 10",
                       "Medium", "MIT License", "Not Set", "Notes", "Open", "Open Settings", "Open's", "open", "Open",
                       "SignUp.email.label", "SignUp.emailConfirm.label", "SignUp.email_2.label", "中文"]
        let expected = ["", "%@ (%@)", "%lld", "%lld min", "%lld Points", "${name} left", "Item 2", "Item 10",
                        "Medium", "MIT License", "Not Set", "Notes", "open", "Open", "Open", "Open Settings", "Open's",
                        "SignUp.email_2.label", "SignUp.email.label", "SignUp.emailConfirm.label", "中文"]
        #expect(ordered.shuffled().sorted(by: CatalogKeyOrder.precedes) == expected)
        // The order of a catalog Xcode saved (docs/LOCALIZATION.md): control characters and
        // spaces, then punctuation, symbols, digits, letters; equal but for case, lower first.
        let saved = ["", "\nIf", " Note", "-", "...", "(%@)", "[+2]", "%@", "%lld", "%lld d.p", "%lld Solves", "%lld.", "+2", "|",
                     "0.00", "0.000", "2x2", "3x3", "3x3 BLD", "A compsim", "Accessibility", "Ascending", "AVERAGE PHASES",
                     "Comment", "COMMENT", "Comment something"]
        #expect(saved.shuffled().sorted(by: CatalogKeyOrder.precedes) == saved)
        for (a, b) in zip(expected, expected.dropFirst()) { #expect(!CatalogKeyOrder.precedes(b, a), "\(a) / \(b)") }
    }

    /// Members formc does not manage, unknown keys' content and top-level members stay.
    @Test func keepsWhatItDoesNotManage() {
        let model = Self.model("form F {\n    field a: text { label \"A\" }\n}\n")
        let existing = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "F.a.label" : {
              "localizations" : {
                "de" : { "variations" : { "device" : { "mac" : { "stringUnit" : { "state" : "translated", "value" : "A (Mac)" } } } } },
                "en" : { "stringUnit" : { "state" : "translated", "value" : "A" } }
              },
              "shouldTranslate" : true,
              "x-tool" : [1, 2.50, null]
            },
            "Other" : { "comment" : "kept" }
          },
          "version" : "1.1",
          "x-top" : { }
        }
        """
        let updated = Self.catalog(try! StringsOutput.catalog(for: model, existing: Array(existing.utf8)).get().bytes)
        let entry = updated.entry("F.a.label")!
        #expect(entry.hasVariations(in: "de"))
        #expect(JSONValue.object(entry.members)["shouldTranslate"] == .bool(true))
        #expect(JSONValue.object(entry.members)["x-tool"] == .array([.integer(1), .number("2.50"), .null]))
        #expect(updated.entry("Other")?.extractionState == "stale")
        #expect(JSONValue.object(updated.entry("Other")!.members)["comment"] == .string("kept"))
        #expect(JSONValue.object(updated.members)["version"] == .string("1.1"))
        #expect(JSONValue.object(updated.members)["x-top"] == .object([]))
    }

    @Test func unreadableCatalogs() {
        let model = Self.model("form F {\n    field a: text\n}\n")
        for (text, id) in [("{ \"sourceLanguage\" : \"en\", }", "FC0501"), ("[]", "FC0502"), ("{\"strings\": {}}", "FC0502"),
                           ("{\"sourceLanguage\": \"en\", \"strings\": {\"k\": 1}}", "FC0502")] {
            guard case .failure(let error) = StringsOutput.catalog(for: model, existing: Array(text.utf8)) else {
                Issue.record("\(text) was read"); continue
            }
            #expect(error.diagnostic.id == id)
            #expect(CatalogLint.check(Array(text.utf8), against: StringInventory(model)).map(\.id) == [id])
        }
    }

    static let before = """
    form SignUp {
        title "Create account"
        field email: text { label "Email"; validate required }
        field nickname: text { label "Nickname"; help "Shown to others" }
        field quote: text { label "Say \\"hi\\" 100%% %@ \\\\ \\n 👍🏽" }
    }
    """

    static let after = """
    form SignUp {
        title "Create account"
        field email: text { label "Email address"; validate required }
        field quote: text { label "Say \\"hi\\" 100%% %@ \\\\ \\n 👍🏽" }
        field age: text { label "Age" }
    }
    """

    /// Generate, translate, change the form, generate again: every translation survives,
    /// the changed one needs review, the removed ones are stale, and the lint says exactly so.
    @Test func roundTrip() throws {
        let first = try StringsOutput.catalog(for: Self.model(Self.before), existing: nil).get()
        #expect(CatalogLint.check(first.bytes, against: StringInventory(Self.model(Self.before))).isEmpty)
        let translated = Self.translate(first, into: "de") { "DE " + $0 }
        #expect(CatalogLint.check(translated, against: StringInventory(Self.model(Self.before))).isEmpty)

        let lintBefore = CatalogLint.check(translated, against: StringInventory(Self.model(Self.after)))
        let catalogFile = SourceFile(path: "SignUp.xcstrings", bytes: translated)
        let lines = String(decoding: translated, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        for d in lintBefore where d.id != "FC0503" {
            // Each diagnostic is on its key's line.
            let line = lines[catalogFile.location(of: d.span.start).line - 1]
            #expect(d.message.contains(String(line.drop { $0 == " " }.prefix { $0 != " " }.dropFirst().dropLast())), "\(line)")
        }
        #expect(lintBefore.map { "\($0.id) \(catalogFile.location(of: $0.span.start).line) \($0.message)" } == [
            "FC0503 3 the catalog has no key 'SignUp.age.label' (\"Age\")",
            "FC0508 40 the source text of 'SignUp.email.label' is \"Email\" in the catalog but \"Email address\" in the form",
            "FC0505 53 'SignUp.nickname.help' is not a text of the form",
            "FC0505 66 'SignUp.nickname.label' is not a text of the form",
        ])

        let second = try StringsOutput.catalog(for: Self.model(Self.after), existing: translated).get()
        let hostile = "Say \"hi\" 100%% %@ \\ \n 👍🏽"
        #expect(second.entry("SignUp.quote.label")?.value(in: "en") == hostile)
        #expect(second.entry("SignUp.quote.label")?.value(in: "de") == "DE " + hostile)
        #expect(second.entry("SignUp.quote.label")?.state(in: "de") == "translated")
        #expect(second.entry("SignUp.email.label")?.value(in: "en") == "Email address")
        #expect(second.entry("SignUp.email.label")?.value(in: "de") == "DE Email")
        #expect(second.entry("SignUp.email.label")?.state(in: "de") == "needs_review")
        #expect(second.entry("SignUp.nickname.help")?.extractionState == "stale")
        #expect(second.entry("SignUp.nickname.help")?.value(in: "de") == "DE Shown to others")
        #expect(second.entry("SignUp.age.label")?.value(in: "de") == nil)
        #expect(second.entry("SignUp.title")?.state(in: "de") == "translated")
        // Every translation of the first catalog is still there.
        for key in first.keys where !key.hasPrefix("formc.") {
            #expect(second.entry(key)?.value(in: "de") == "DE " + first.entry(key)!.value(in: "en")!, "\(key)")
        }

        let lintAfter = CatalogLint.check(second.bytes, against: StringInventory(Self.model(Self.after)))
        #expect(lintAfter.map { "\($0.id) \($0.message)" } == [
            "FC0504 'SignUp.age.label' has no translation in 'de'",
            "FC0506 the translation of 'SignUp.email.label' in 'de' needs review: the source text changed",
            "FC0505 'SignUp.nickname.help' is stale: the form no longer shows it",
            "FC0505 'SignUp.nickname.label' is stale: the form no longer shows it",
        ])
        // Generating again changes nothing: the output is a fixed point.
        #expect(try StringsOutput.catalog(for: Self.model(Self.after), existing: second.bytes).get().bytes == second.bytes)
        // The field comes back: its key is no longer stale, its translation was kept.
        let third = try StringsOutput.catalog(for: Self.model(Self.before), existing: second.bytes).get()
        #expect(third.entry("SignUp.nickname.help")?.extractionState == "manual")
        #expect(third.entry("SignUp.nickname.help")?.value(in: "de") == "DE Shown to others")
    }

    /// A translation of a template must take the source's arguments.
    @Test func formatArguments() throws {
        #expect(try FormatSpecifiers.arguments("%@ must be %@ to %@.").get() == 3)
        #expect(try FormatSpecifiers.arguments("%2$@ und %1$@, 100%%").get() == 2)
        #expect((try? FormatSpecifiers.arguments("%d").get()) == nil)
        #expect((try? FormatSpecifiers.arguments("50%").get()) == nil)
        #expect((try? FormatSpecifiers.arguments("%@ %2$@").get()) == nil)
        #expect((try? FormatSpecifiers.arguments("%1$@ %3$@").get()) == nil)

        let model = Self.model("form F {\n    field a: text { validate required, length(2...5) }\n}\n")
        var text = String(decoding: try! StringsOutput.catalog(for: model, existing: nil).get().bytes, as: UTF8.self)
        text = text.replacingOccurrences(of: "\"value\" : \"%@ is required.\"",
                                         with: "\"value\" : \"%@ is required.\"\n          }\n        },\n        \"ko\" : {\n          \"stringUnit\" : {\n            \"state\" : \"translated\",\n            \"value\" : \"%@ %@ 필수\"")
        text = text.replacingOccurrences(of: "\"value\" : \"%@ must be %@ to %@ characters.\"",
                                         with: "\"value\" : \"%@ must be %@ to %@ characters.\"\n          }\n        },\n        \"ko\" : {\n          \"stringUnit\" : {\n            \"state\" : \"translated\",\n            \"value\" : \"%1$@: %3$@ %2$@ 50%\"")
        let lint = CatalogLint.check(Array(text.utf8), against: StringInventory(model))
        #expect(lint.filter { $0.id == "FC0507" }.map(\.message) == [
            "the translation of 'formc.length.between' in 'ko' cannot be filled: a lone '%' at the end; write '%%' for a percent sign",
            "the translation of 'formc.required' in 'ko' takes 2 arguments, the source 1",
        ])
        // Korean has no built-in translations: the templates formc uses need one.
        #expect(lint.contains { $0.id == "FC0504" && $0.message == "'F.a.label' has no translation in 'ko'" })
    }

    /// A key that is not to be translated needs no translation; a `new` string is none yet.
    @Test func shouldTranslateAndNewStrings() throws {
        let model = Self.model("form F {\n    field a: text { label \"A\" }\n    field b: text { label \"B\" }\n}\n")
        var text = String(decoding: try StringsOutput.catalog(for: model, existing: nil).get().bytes, as: UTF8.self)
        text = text.replacingOccurrences(of: "\"F.a.label\" : {", with: "\"F.a.label\" : {\n      \"shouldTranslate\" : false,")
        text = text.replacingOccurrences(of: "\"F.b.label\" : {\n      \"comment\" : \"F: the label of field 'b'\",\n      \"extractionState\" : \"manual\",\n      \"localizations\" : {",
                                         with: "\"F.b.label\" : {\n      \"comment\" : \"F: the label of field 'b'\",\n      \"extractionState\" : \"manual\",\n      \"localizations\" : {\n        \"fr\" : { \"stringUnit\" : { \"state\" : \"new\", \"value\" : \"B\" } },")
        let lint = CatalogLint.check(Array(text.utf8), against: StringInventory(model))
        #expect(lint.map { "\($0.id) \($0.message)" } == ["FC0504 'F.b.label' has no translation in 'fr'", "FC0504 'F.submit' has no translation in 'fr'"])
    }

    @Test func sourceLanguageOfTheForm() throws {
        let model = Self.model("form F {\n    language \"zh-Hans\"\n    field a: decimal { label \"充值金额\" }\n}\n")
        let catalog = try StringsOutput.catalog(for: model, existing: nil).get()
        #expect(catalog.sourceLanguage == "zh-Hans")
        #expect(catalog.entry("F.a.label")?.value(in: "zh-Hans") == "充值金额")
        // formc's English template is no Chinese source text: it has no localization, and
        // FormRuntime translates it.
        #expect(catalog.entry("formc.number")?.localizationLanguages == [])
        let english = try StringsOutput.catalog(for: Self.model("form F {\n    field a: decimal\n}\n"), existing: nil).get()
        #expect(CatalogLint.check(english.bytes, against: StringInventory(model)).map(\.id).contains("FC0509"))
    }

    /// FC0512: English texts in a `zh-Hans` form are no Chinese source text: the catalog
    /// records them for review, not as `translated`, also in a catalog that did; texts in the
    /// language are `translated`.
    @Test func textsNotInTheFormsLanguageAreForReview() throws {
        let english = Self.model("form Z {\n    language \"zh-Hans\"\n    field amount: decimal { label \"Amount\" }\n    submit \"Submit\"\n}\n")
        let catalog = try StringsOutput.catalog(for: english, existing: nil).get()
        #expect(catalog.entry("Z.amount.label")?.state(in: "zh-Hans") == "needs_review")
        #expect(catalog.entry("Z.submit")?.state(in: "zh-Hans") == "needs_review")
        #expect(catalog.entry("Z.amount.label")?.value(in: "zh-Hans") == "Amount")
        // A catalog that recorded them as translated is corrected, unchanged texts too.
        let marked = String(decoding: catalog.bytes, as: UTF8.self).replacingOccurrences(of: "needs_review", with: "translated")
        let again = try StringsOutput.catalog(for: english, existing: Array(marked.utf8)).get()
        #expect(again.entry("Z.amount.label")?.state(in: "zh-Hans") == "needs_review")
        // Written in Chinese, the texts are the source, translated.
        let chinese = Self.model("form Z {\n    language \"zh-Hans\"\n    field amount: decimal { label \"充值金额\" }\n    submit \"充值\"\n}\n")
        let fixed = try StringsOutput.catalog(for: chinese, existing: again.bytes).get()
        #expect(fixed.entry("Z.amount.label")?.state(in: "zh-Hans") == "translated")
        #expect(fixed.entry("Z.submit")?.state(in: "zh-Hans") == "translated")
        // A mixed form is the author's choice: "Email" stays translated.
        let mixed = Self.model("form Z {\n    language \"zh-Hans\"\n    field name: text { label \"用户名\" }\n    field mail: text { label \"Email\" }\n}\n")
        #expect(try StringsOutput.catalog(for: mixed, existing: nil).get().entry("Z.mail.label")?.state(in: "zh-Hans") == "translated")
    }

    /// The inventory marks texts for review exactly where the checker warns FC0512, on every
    /// form of the repository and on forms made to be warned about.
    @Test func theCatalogAndTheCheckerAgreeOnTheLanguage() throws {
        var sources = FormatterNeverRefusesTests.formFiles.map { String(decoding: $0.bytes, as: UTF8.self) }
        sources += [
            "form Z {\n    language \"zh-Hans\"\n    field amount: decimal { label \"Amount\" }\n    submit \"Submit\"\n}\n",
            "form Z {\n    language \"zh-Hans\"\n    field amount: decimal\n}\n",
            "form Z {\n    title \"注册\"\n    field name: text { label \"用户名\"; validate required(message: \"请输入\") }\n}\n",
            "form Z {\n    language \"ja\"\n    section \"Account\" {\n        field name: text { label \"Name\" }\n        footer \"Footer\"\n    }\n}\n",
        ]
        var warned = 0
        for source in sources {
            let result = Compiler.check(SourceFile(path: "F.form", text: source))
            guard let model = result.model else { continue }
            let warns = result.diagnostics.contains { $0.id == "FC0512" }
            let marks = StringInventory(model).entries.contains { $0.isNotInLanguage }
            #expect(warns == marks, "\(source.prefix(200))")
            if warns { warned += 1 }
        }
        #expect(warned >= 4)
    }

    /// A `.strings` file never gives an empty text for one the form shows: a translation in
    /// state `new` (Xcode adds a language's keys so, empty or not) and an empty translation of a
    /// text that is not empty are left out, so the app falls back to the source text.
    @Test func stringsFilesLeaveOutTranslationsNobodyMade() throws {
        let model = Self.model("form SignUp {\n    title \"Sign up\"\n    field a: text { label \"A\" }\n    field b: text { label \"B\" }\n}\n")
        var text = String(decoding: try StringsOutput.catalog(for: model, existing: nil).get().bytes, as: UTF8.self)
        func add(_ key: String, state: String, value: String) {
            let marker = "\"\(key)\" : {\n      \"comment\" : "
            let start = text.range(of: marker)!
            let localizations = text.range(of: "\"localizations\" : {", range: start.upperBound..<text.endIndex)!
            text.insert(contentsOf: "\n        \"fr\" : { \"stringUnit\" : { \"state\" : \"\(state)\", \"value\" : \"\(value)\" } },",
                        at: localizations.upperBound)
        }
        add("SignUp.title", state: "new", value: "")
        add("SignUp.a.label", state: "new", value: "A")
        add("SignUp.b.label", state: "translated", value: "")
        add("SignUp.submit", state: "translated", value: "Envoyer")
        let files = StringsFile.files(for: Self.catalog(Array(text.utf8)), table: "SignUp")
        let french = try #require(files.first { $0.name == "fr.lproj/SignUp.strings" })
        let frenchText = String(decoding: french.bytes, as: UTF8.self)
        #expect(!frenchText.contains("= \"\";"), "\(frenchText)")
        #expect(!frenchText.contains("SignUp.title") && !frenchText.contains("SignUp.a.label") && !frenchText.contains("SignUp.b.label"))
        #expect(frenchText.contains("\"SignUp.submit\" = \"Envoyer\";"))
        let source = try #require(files.first { $0.name == "en.lproj/SignUp.strings" })
        #expect(String(decoding: source.bytes, as: UTF8.self).contains("\"SignUp.title\" = \"Sign up\";"))
    }
}
