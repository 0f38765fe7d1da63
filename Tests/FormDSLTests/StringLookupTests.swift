import Foundation
import Testing
@testable import FormDSL

/// The generated Swift looks each text up under the key the catalog has for it: every key a
/// lookup names (`strings.text("KEY", ...)`, `strings.format("KEY", ...)`) is one that
/// `formc generate --emit strings` writes for the form, and every key it writes is looked up
/// (but the announcement's and a text filter's messages, which FormRuntime looks up itself, and
/// the view's texts, which FormRuntimeSwiftUI looks up under keys it makes from the layout).
@Suite struct StringLookupTests {
    /// The keys FormRuntimeSwiftUI looks up for `form`, made as its `FormContent`, `FormRow`
    /// and `KeyboardToolbar` make them: the title, the submit button, section headers and
    /// footers, option labels, and formc's own words (each spelled out in its sources, as
    /// `runtimeWordsAreLiterals` checks).
    static func viewKeys(_ form: FormModel, words: Set<String>) -> Set<String> {
        var keys: Set<String> = [StringKeys.submit(form: form.name)]
        if form.title != nil { keys.insert(StringKeys.title(form: form.name)) }
        for (index, section) in form.sections.enumerated() {
            // A group's section: its heading, help and add button under the group's own keys.
            if let g = section.repeatGroup {
                let group = form.repeats[g]
                keys.insert(StringKeys.field(form: form.name, field: group.name, role: "label"))
                keys.insert(StringKeys.field(form: form.name, field: group.name, role: "addLabel"))
                if group.help != nil { keys.insert(StringKeys.field(form: form.name, field: group.name, role: "help")) }
                continue
            }
            let first = section.fields.first.map { form.fields[$0].name }
            if section.header != nil { keys.insert(StringKeys.section(form: form.name, firstField: first, index: index, role: "header")) }
            if section.footer != nil { keys.insert(StringKeys.section(form: form.name, firstField: first, index: index, role: "footer")) }
        }
        for field in form.fields {
            for option in field.options { keys.insert(StringKeys.option(form: form.name, field: field.name, value: option.value)) }
        }
        return keys.union(words)
    }

    /// formc's words the runtime looks up: every `"formc.view.…"` literal in its sources.
    static let runtimeWords: Set<String> = {
        let directory = TestSupport.packageRoot.appendingPathComponent("Sources/FormRuntimeSwiftUI")
        let files = (try? FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: nil)) ?? []
        var words: Set<String> = []
        for file in files where file.pathExtension == "swift" {
            let text = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
            for match in text.matches(of: /"(formc\.view\.[A-Za-z]+)"/) { words.insert(String(match.1)) }
        }
        return words
    }()

    /// Every word of formc's the view shows is one the catalogs list for some form, and the
    /// runtime spells each one out (so the set above is all of them).
    @Test func runtimeWordsAreLiterals() throws {
        #expect(Self.runtimeWords.count >= 13, "\(Self.runtimeWords.sorted())")
        let known = Set(MessageTemplate.allCases.map(\.key))
        for word in Self.runtimeWords { #expect(known.contains(word), "\(word)") }
        let directory = TestSupport.packageRoot.appendingPathComponent("Sources/FormRuntimeSwiftUI")
        for file in try FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: nil) {
            let text = try String(contentsOf: file, encoding: .utf8)
            #expect(!text.contains("\"formc.view.\" +"), "\(file.lastPathComponent) makes a word's key")
        }
    }

    /// The first argument of every `.text(`, `.format(` and `.message(` call whose first
    /// argument is a literal.
    static func lookedUpKeys(_ swift: String) throws -> Set<[Unicode.Scalar]> {
        var keys = Set<[Unicode.Scalar]>()
        for line in swift.split(separator: "\n") {
            var rest = Substring(line)
            while true {
                let calls = [rest.firstRange(of: ".text(\""), rest.firstRange(of: ".format(\""), rest.firstRange(of: ".message(\"")]
                    .compactMap { $0 }
                guard let first = calls.min(by: { $0.lowerBound < $1.lowerBound }) else { break }
                let quote = rest.index(before: first.upperBound)
                let literals = try SwiftLiterals.decode(String(rest[quote...]))
                if let key = literals.first { keys.insert(Array(key.unicodeScalars)) }
                rest = rest[first.upperBound...]
            }
        }
        return keys
    }

    @Test(arguments: InjectionTests.formFiles)
    func everyLookupHasACatalogKey(_ url: URL) throws {
        let file = try TestSupport.source(url)
        let model = try #require(Compiler.compile(file).model, "\(url.lastPathComponent) has errors")
        let swift = Generator.single(for: model, source: file, target: .swift)
        var lookedUp = try Self.lookedUpKeys(swift)
        let inventory = StringInventory(model)
        for form in model.forms {
            lookedUp.formUnion(Self.viewKeys(form, words: Self.runtimeWords).map { Array($0.unicodeScalars) })
        }
        let written = Set(inventory.entries.map { Array($0.key.unicodeScalars) })
        for key in lookedUp where !written.contains(key) && !Self.runtimeWords.contains(String(String.UnicodeScalarView(key))) {
            Issue.record("looked up, not in the catalog: \(String(String.UnicodeScalarView(key)).debugDescription)")
        }
        // Keys FormRuntime looks up itself: the announcement's, and a text filter's messages
        // (`TextFilter.Messages`, made with the field's label) where the Swift makes one.
        var byRuntime: Set<String> = [MessageTemplate.announceOne.key, MessageTemplate.announceMany.key]
        // And the keys of the texts in the model's table (`FormTable.key`, which a test of the
        // generated models holds to `StringKeys`): every label, prompt and help, the title and
        // the submit label, and the message of a field under `required when`.
        for form in model.forms {
            byRuntime.insert(StringKeys.submit(form: form.name))
            if form.title != nil { byRuntime.insert(StringKeys.title(form: form.name)) }
            for field in form.fields {
                byRuntime.insert(StringKeys.field(form: form.name, field: field.name, role: "label"))
                if field.prompt != nil { byRuntime.insert(StringKeys.field(form: form.name, field: field.name, role: "prompt")) }
                if field.help != nil { byRuntime.insert(StringKeys.field(form: form.name, field: field.name, role: "help")) }
                if field.requiredWhen != nil {
                    byRuntime.insert(MessageTemplate.use(for: .required, value: field.kind.value).template.key)
                }
            }
        }
        if swift.contains("filterMessages: .init(") {
            byRuntime.formUnion([MessageTemplate.allowedCharacters, .lengthAtMostOne, .lengthAtMost].map(\.key))
        }
        for entry in inventory.entries where !byRuntime.contains(entry.key) && !lookedUp.contains(Array(entry.key.unicodeScalars)) {
            Issue.record("in the catalog, never looked up: \(entry.key.debugDescription)")
        }
        #expect(!lookedUp.isEmpty)
    }

    /// Validators of the same name with their own messages are looked up under keys counted
    /// among that name only (`pattern`, `pattern2`), beside validators without a message.
    @Test func repeatedValidatorsAreLookedUpUnderTheirOrdinals() throws {
        let file = SourceFile(path: "F.form", text: """
            form F {
                field code: text {
                    validate pattern("[a-z]+", message: "a"), required, pattern("[0-9]+"), length(1...9, message: "c"), pattern("x", message: "d")
                }
            }
            """)
        let model = try #require(Compiler.compile(file).model)
        let keys = try Self.lookedUpKeys(Generator.single(for: model, source: file, target: .swift))
            .map { String(String.UnicodeScalarView($0)) }.filter { $0.hasSuffix(".message") }
        #expect(keys.sorted() == ["F.code.length.message", "F.code.pattern.message", "F.code.pattern3.message"])
    }

    /// Dates without a day, enabled or not, optional or not: the words the row shows are
    /// words the catalog lists, and the runtime looks them up.
    @Test func dateRowsWordsAreTheCatalogs() throws {
        let source = SourceFile(path: "Days.form", text: """
            form Days {
                field a: date { disabled }
                field b: date? { disabled }
                field c: date?
                field d: date
                field e: text
            }
            """)
        let model = try #require(Compiler.compile(source).model)
        let words = Set(StringInventory(model).entries.map(\.key).filter { $0.hasPrefix("formc.view.") })
        #expect(Self.runtimeWords.isSuperset(of: words))
        #expect(words.isSuperset(of: ["formc.view.none", "formc.view.choose", "formc.view.clear"]))
    }

    /// The table the generated model names is the one `StringsOutput` writes.
    @Test func tableIsTheCatalogs() throws {
        for (path, table) in [("Forms/Login.form", "Login"), ("<stdin>", "ShiftLogin")] {
            let source = SourceFile(path: path, text: "form ShiftLogin { field a: text }")
            let model = try #require(Compiler.compile(source).model)
            #expect(StringsOutput.table(for: model, source: source) == table)
            let swift = Generator.single(for: model, source: source, target: .swift)
            // The table is written only where it is not the form's name, FormTable's default.
            if table == "ShiftLogin" {
                #expect(swift.contains("name: \"ShiftLogin\", submitLabel:"))
            } else {
                #expect(swift.contains("name: \"ShiftLogin\", table: \"\(table)\""))
            }
        }
    }
}
