import Foundation
import Testing
import FormDSL
import FormRuntime

/// FormDSL's view of the built-in translations agrees with FormRuntime's table, and the
/// `.strings` files formc writes are read back exactly by `FormStrings` through Foundation.
@Suite struct LocalizationTableTests {
    @Test func languagesAgree() {
        #expect(BuiltInLanguages.tags == BuiltInTranslations.languages)
    }

    /// Every template formc writes into catalogs is in the runtime's table with the same
    /// English text, and the table has no key formc does not know.
    @Test func templatesAgree() {
        for template in MessageTemplate.allCases {
            #expect(BuiltInTranslations.text(template.key, language: "en") == template.english, "\(template.key)")
            for language in BuiltInTranslations.languages {
                #expect(BuiltInTranslations.text(template.key, language: language) != nil, "\(template.key) in \(language)")
            }
        }
        #expect(Set(BuiltInTranslations.table.keys) == Set(MessageTemplate.allCases.map(\.key)))
    }

    /// Hostile keys and texts through a catalog, its `.strings` files and a real bundle.
    @Test func stringsFilesReadBackExactly() throws {
        let source = SourceFile(path: "Hostile.form", text: #"""
        form Hostile {
            language "en"
            title "Quote \" backslash \\ percent %@ %% %1$@ new\nline tab\t emoji 👍🏽 é"
            field x: text { label "*/ /* comment \u{0001} control"; help "\\n is not a newline" }
            field y: choice { option "a\"b", label: "Ä \\ \"" ; option "e\u{301}"; option "é"; option "%@ %% \\ \n 👍🏽 \"" }
        }
        """#)
        let result = Compiler.check(source)
        let model = try #require(result.model, "\(result.diagnostics.map(\.message))")
        let inventory = StringInventory(model)
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("formc-hostile-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let files = try StringsOutput.files(for: model, source: source, existing: nil).get()
        for file in files {
            let url = root.appendingPathComponent(file.name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(file.bytes).write(to: url)
        }
        let strings = FormStrings(bundle: Bundle(path: root.path), table: "Hostile", locale: Locale(identifier: "en_US"))
        var checked = 0
        for entry in inventory.entries where entry.template == nil {
            // A default that differs from the text proves the bundle answered.
            #expect(strings.text(entry.key, default: "\u{FFFD}") == entry.source, "\(entry.key)")
            checked += 1
        }
        #expect(checked >= 7)
        // "é" and "e\u{301}" are two options and two keys, each with its own text.
        #expect(inventory.entries.filter { $0.key.hasPrefix("Hostile.y.option.") }.count == 4)
        #expect(inventory.entry("Hostile.y.option.%@ %% \\ \n 👍🏽 \"")?.source == "%@ %% \\ \n 👍🏽 \"")
        // The catalog holds every key exactly, and reads back to the same bytes.
        let catalog = try StringsOutput.catalog(for: model, existing: nil).get()
        for entry in inventory.entries { #expect(catalog.keys.contains { $0.utf8.elementsEqual(entry.key.utf8) }, "\(entry.key)") }
        #expect(try StringCatalog.read(catalog.bytes).get().bytes == catalog.bytes)
    }

    /// Hostile translations, written into the catalog as a translator would, reach the app
    /// exactly through the German `.strings` file.
    @Test func hostileTranslationsReadBackExactly() throws {
        let source = SourceFile(path: "T.form", text: "form T {\n    field a: text { label \"A\"; validate required }\n}\n")
        let model = try #require(Compiler.check(source).model)
        let hostile = "„%@“ \\ \" %% \n\t👍🏽 */ é"
        var text = String(decoding: try StringsOutput.catalog(for: model, existing: nil).get().bytes, as: UTF8.self)
        var quoted: [UInt8] = [0x22]
        for scalar in hostile.unicodeScalars {
            switch scalar {
            case "\"": quoted += Array("\\\"".utf8)
            case "\\": quoted += Array("\\\\".utf8)
            case "\n": quoted += Array("\\n".utf8)
            case "\t": quoted += Array("\\t".utf8)
            default: quoted += Array(String(scalar).utf8)
            }
        }
        quoted.append(0x22)
        let value = String(decoding: quoted, as: UTF8.self)
        for key in ["T.a.label", "formc.required"] {
            let marker = "\"\(key)\" : {"
            let at = try #require(text.range(of: marker))
            let localizations = try #require(text.range(of: "\"localizations\" : {", range: at.upperBound..<text.endIndex))
            text.insert(contentsOf: "\"de\" : { \"stringUnit\" : { \"state\" : \"translated\", \"value\" : \(value) } },",
                        at: localizations.upperBound)
        }
        let catalog = try StringCatalog.read(Array(text.utf8)).get()
        #expect(catalog.entry("T.a.label")?.value(in: "de") == hostile)
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("formc-hostile-de-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        for file in StringsFile.files(for: catalog, table: "T") {
            let url = root.appendingPathComponent(file.name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(file.bytes).write(to: url)
        }
        let strings = FormStrings(bundle: Bundle(path: root.path), table: "T", locale: Locale(identifier: "de_DE"))
        #expect(strings.text("T.a.label", default: "A") == hostile)
        // As a template, its specifiers are filled: `%@` by the label, `%%` a percent sign.
        #expect(strings.format("formc.required", default: "%@ is required.", "Name") == "„Name“ \\ \" % \n\t👍🏽 */ é")
    }
}
