import Foundation
import Testing
@testable import FormDSL

/// Text from a `.form` file reaches generated code only as data: every label, prompt, help,
/// message, header, footer, title, pattern, default and allowed-characters string comes out
/// of the Swift and the JSON as exactly the text the compiler read, code point for code point,
/// whatever it holds. Swift string literals are decoded by a small decoder of their own
/// (`SwiftLiterals`), which also covers the SwiftUI view, compiled only on Apple platforms.
@Suite struct InjectionTests {
    /// Every string of a checked form that generated Swift carries as a literal: each text, and
    /// for a default message its template and arguments.
    static func texts(of form: FormModel) -> [String] {
        var texts = [form.submitLabel] + [form.title].compactMap { $0 }
        for section in form.sections { texts += [section.header, section.footer].compactMap { $0 } }
        for field in form.fields {
            texts += [field.label] + [field.prompt, field.help, field.allowedCharacters, field.shortcut?.key].compactMap { $0 }
            if case .string(let value)? = field.defaultValue { texts.append(value) }
            for validator in field.validators {
                if validator.hasCustomMessage {
                    texts.append(validator.message)
                } else {
                    // A default message is looked up at run time: the Swift holds its template's
                    // key and the arguments that fill it (`MessageTemplate`); FormRuntime holds
                    // the template.
                    let use = MessageTemplate.use(for: validator.name, validator.argument, value: field.kind.value)
                    texts += [use.template.key] + use.arguments
                }
                if let pattern = validator.anchoredPattern { texts.append(pattern) }
            }
        }
        return texts
    }

    /// The strings a JSON document holds, keys and values.
    static func jsonStrings(_ value: Any) -> [String] {
        switch value {
        case let s as String: return [s]
        case let a as [Any]: return a.flatMap(jsonStrings)
        case let o as [String: Any]: return o.keys.map { $0 } + o.values.flatMap(jsonStrings)
        default: return []
        }
    }

    static let formFiles: [URL] = TestSupport.files(in: TestSupport.packageRoot.appendingPathComponent("Tests/Forms"), withExtension: "form")
        + TestSupport.files(in: TestSupport.packageRoot.appendingPathComponent("Examples"), withExtension: "form")

    /// Each text of each form is one literal of the Swift, and one string of the JSON.
    @Test(arguments: formFiles)
    func everyTextIsExactInEveryOutput(_ url: URL) throws {
        let file = try TestSupport.source(url)
        let model = try #require(Compiler.compile(file).model, "\(url.lastPathComponent) has errors")
        let swift = Generator.single(for: model, source: file, target: .swift)
        let literals = try SwiftLiterals.decode(swift)
        let swiftSet = Set(literals.map { Array($0.unicodeScalars) })
        for form in model.forms {
            for text in Self.texts(of: form) {
                #expect(swiftSet.contains(Array(text.unicodeScalars)), "not a literal of the Swift: \(text.debugDescription)")
            }
            var jsonSet = Set<[Unicode.Scalar]>()
            for target in [OutputTarget.jsonSchema, .uiSchema] {
                for generated in Generator.files(for: model, source: file, target: target) {
                    let document = try JSONSerialization.jsonObject(with: Data(generated.contents.utf8))
                    for s in Self.jsonStrings(document) { jsonSet.insert(Array(s.unicodeScalars)) }
                }
            }
            // The JSON carries the texts people see; patterns and allowed characters appear
            // in other forms (ECMA-262 syntax, character classes), checked by the schema tests.
            var shown = [form.submitLabel] + [form.title].compactMap { $0 }
            for section in form.sections { shown += [section.header, section.footer].compactMap { $0 } }
            // A field that is not submitted is not in the JSON, which describes the submitted
            // record (docs/JSON-SCHEMA.md).
            for field in form.fields where field.isSubmitted {
                shown += [field.label] + [field.prompt, field.help].compactMap { $0 } + field.validators.map(\.message)
            }
            for text in shown {
                #expect(jsonSet.contains(Array(text.unicodeScalars)), "not a string of the JSON: \(text.debugDescription)")
            }
        }
    }

    /// Doc comments: no `*/`, no line break, no invisible or reordering character; plain
    /// text unchanged.
    @Test(arguments: [
        ("plain text, (parens) and \\ backslashes", "plain text, (parens) and \\ backslashes"),
        ("end */ here", "end * / here"),
        ("**/ and */*/", "** / and * /* /"),
        ("a*\u{2028}/b", "a*\\u{2028}/b"),
        ("tab\there\nline", "tab\\u{0009}here\\u{000A}line"),
        ("bidi \u{202E}x\u{2066}", "bidi \\u{202E}x\\u{2066}"),
        ("用户名 👍🏽 */", "用户名 👍🏽 * /"),
    ])
    func commentsStaySafe(_ text: String, _ expected: String) {
        #expect(SwiftLiteral.commentSafe(text) == expected)
    }

    /// Every writer hides the same characters (`InvisibleCharacters`): generated Swift and
    /// JSON escape them, HTML and XML write a reference (XML U+FFFD for what it cannot carry), a `.form` literal in a message `\u{...}`, the
    /// terminal U+FFFD; and each writes the joiners of emoji and scripts, which are not hidden,
    /// as themselves.
    @Test func everyWriterHidesTheSameCharacters() {
        let probes: [UInt32] = Array(0x00...0x20) + Array(0x7E...0xA0) + [0x061C, 0x200B, 0x200C, 0x200D, 0x200E, 0x200F]
            + Array(0x2027...0x202F) + Array(0x205F...0x2070) + [0xFEFF, 0xFFFD, 0x1F44D]
        for value in probes {
            let scalar = Unicode.Scalar(value)!
            let text = "a" + String(Character(scalar)) + "b"
            let raw = { (written: String) in written.unicodeScalars.contains(scalar) }
            let hides = InvisibleCharacters.hides(scalar)
            let name = "U+" + String(value, radix: 16, uppercase: true)
            #expect(raw(SwiftLiteral.string(text)) == !hides, "Swift literal, \(name)")
            #expect(raw(SwiftLiteral.commentSafe(text)) == !hides, "Swift comment, \(name)")
            #expect(raw(JSONPrinter.compact(.string(text))) == !hides, "JSON, \(name)")
            #expect(raw(JSONPrinter.script(.string(text))) == !hides, "web module, \(name)")
            #expect(raw(FormLiteral.quoted(text)) == !hides, "message, \(name)")
            if scalar != "\n" {   // a line feed in HTML or XML text is one
                #expect(raw(WebEscaping.html(text)) == !hides, "HTML, \(name)")
                #expect(raw(XFormEscaping.text(text)) == !hides, "XML text, \(name)")
                #expect(raw(XFormEscaping.attribute(text)) == !hides, "XML attribute, \(name)")
            }
            if scalar != "\t" {   // a tab is kept in an excerpt so that the caret lines up
                #expect(raw(TextRenderer.visible(text)) == !hides, "terminal, \(name)")
            }
        }
        #expect(!InvisibleCharacters.hides("\u{200D}") && InvisibleCharacters.hides("\u{2060}"))
    }

    /// Hostile.form really holds what it is meant to test.
    @Test func hostileFormHoldsEveryHostileCharacter() throws {
        let file = try TestSupport.source(TestSupport.packageRoot.appendingPathComponent("Tests/Forms/Hostile.form"))
        let form = try #require(Compiler.compile(file).model?.forms.first)
        let all = Self.texts(of: form).joined(separator: "|")
        for needle in ["\"", "\\", "\\(", "\"#", "#\"", "*/", "/*", "\n", "\r", "\t", "\0", "\u{2028}", "\u{2029}",
                       "\u{202E}", "\u{2066}", "\u{2069}", "\u{200F}", "\u{061C}", "\u{FEFF}", "\u{200B}", "\u{7F}",
                       "\u{85}", "\u{1B}"] {
            #expect(all.unicodeScalars.contains(needle.unicodeScalars.first!) && all.contains(needle), "\(needle.debugDescription)")
        }
    }

    // MARK: Random strings

    /// The characters hostile strings are made of: everything that has a meaning in Swift or
    /// JSON string syntax, in comments, or to a terminal or an editor, and some ordinary text.
    static let alphabet: [Unicode.Scalar] = Array(##"\"#()*/'`$ {}[]"##.unicodeScalars)
        + ["\n", "\r", "\t", "\0", "\u{7}", "\u{1B}", "\u{7F}", "\u{85}", "\u{9B}", "\u{2028}", "\u{2029}", "\u{202A}",
           "\u{202E}", "\u{2066}", "\u{2069}", "\u{200E}", "\u{200F}", "\u{061C}", "\u{200B}", "\u{200D}", "\u{FEFF}",
           "\u{301}", "\u{FFFD}", "\u{10FFFF}", "a", "Z", "0", "é", "用", "👍", "🏽", "🇨", "🇭"]

    /// The `.form` spelling of `text`: a string literal the lexer decodes back to it. Control
    /// characters are escaped (a raw line break would end the string); other non-ASCII
    /// characters are written raw or as `\u{...}`, alternately, so both spellings are tested.
    static func formLiteral(_ text: String) -> String {
        var out = "\""
        for (index, scalar) in text.unicodeScalars.enumerated() {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || (scalar.value > 0x7F && index % 2 == 1) {
                    out += "\\u{" + String(scalar.value, radix: 16) + "}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    static func randomText(_ rng: inout SplitMix64) -> String {
        var s = ""
        for _ in 0..<Int(rng.next() % 24) {
            s.unicodeScalars.append(alphabet[Int(rng.next() % UInt64(alphabet.count))])
        }
        return s
    }

    /// 300 forms of random hostile text in every place text goes: each text is exact in the
    /// model, in the Swift literals and in the JSON; and the whole Swift file parses with
    /// `swiftc -parse` (one process for all of them).
    @Test func randomHostileTextRoundTrips() throws {
        var rng = SplitMix64(state: 0x5EED)
        var swiftFiles: [String] = []
        for round in 0..<300 {
            let texts = (0..<8).map { _ in Self.randomText(&rng) }
            let source = """
                form Random\(round) {
                    title \(Self.formLiteral(texts[0]))
                    section \(Self.formLiteral(texts[1])) {
                        footer \(Self.formLiteral(texts[2]))
                        field a: text {
                            label \(Self.formLiteral(texts[3]))
                            prompt \(Self.formLiteral(texts[4]))
                            help \(Self.formLiteral(texts[5]))
                            validate required(message: \(Self.formLiteral(texts[6])))
                        }
                    }
                    submit \(Self.formLiteral(texts[7]))
                }
                """
            let file = SourceFile(path: "random.form", text: source)
            let result = Compiler.compile(file)
            let form = try #require(result.model?.forms.first, "\(result.diagnostics.map(\.message)) in\n\(source)")
            let field = form.fields[0]
            let read = [form.title ?? "", form.sections[0].header ?? "", form.sections[0].footer ?? "", field.label,
                        field.prompt ?? "", field.help ?? "", field.validators[0].message, form.submitLabel]
            // The empty label gets a default, so compare only what was written.
            for (index, (want, got)) in zip(texts, read).enumerated() where !(index == 3 && want.isEmpty) {
                #expect(Array(got.unicodeScalars) == Array(want.unicodeScalars), "text \(index) of round \(round)")
            }
            let swift = Generator.single(for: result.model!, source: file, target: .swift)
            let literals = Set(try SwiftLiterals.decode(swift).map { Array($0.unicodeScalars) })
            for text in read { #expect(literals.contains(Array(text.unicodeScalars)), "round \(round): \(text.debugDescription)") }
            #expect(PipelineInvariants.checkGenerated(swift, target: .swift) == [])
            var strings = Set<[Unicode.Scalar]>()
            for target in [OutputTarget.jsonSchema, .uiSchema] {
                let json = Generator.single(for: result.model!, source: file, target: target)
                #expect(PipelineInvariants.checkGenerated(json, target: target) == [])
                for s in Self.jsonStrings(try JSONSerialization.jsonObject(with: Data(json.utf8))) { strings.insert(Array(s.unicodeScalars)) }
            }
            for text in read where !text.isEmpty {
                #expect(strings.contains(Array(text.unicodeScalars)), "round \(round), not in the JSON: \(text.debugDescription)")
            }
            // One file for swiftc: the header and imports once, then each file's forms.
            let parts = swift.components(separatedBy: "import FormRuntime\n")
            swiftFiles.append(round == 0 ? swift : parts.dropFirst().joined(separator: "import FormRuntime\n"))
        }
        try expectSwiftParses(swiftFiles.joined(separator: "\n"))
    }

    /// Runs `swiftc -parse` on `source`: syntax only, so it needs no SDK and covers the
    /// SwiftUI views too (inactive `#if` blocks are parsed as well).
    func expectSwiftParses(_ source: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("formc-injection-\(getpid())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("Random.swift")
        try source.write(to: path, atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swiftc", "-parse", path.path]
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let output = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "swiftc -parse: \(String(decoding: output.prefix(2_000), as: UTF8.self))",
                sourceLocation: sourceLocation)
    }
}

/// Decodes the string literals of Swift source as formc writes it: `"..."` with the escapes
/// `\\ \" \' \n \r \t \0 \u{...}`, and raw `#"..."#` literals. Comments are skipped. Anything
/// else a literal could hold (an interpolation, a multi-line literal, an escape in a raw
/// literal, a line break) is an error: formc never writes it.
enum SwiftLiterals {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    static func decode(_ source: String) throws -> [String] {
        let s = Array(source.unicodeScalars)
        var literals: [String] = []
        var i = 0
        func fail(_ what: String) -> Failure {
            let line = s[..<min(i, s.count)].filter { $0 == "\n" }.count + 1
            return Failure(description: "\(what) on line \(line)")
        }
        while i < s.count {
            let c = s[i]
            if c == "/", i + 1 < s.count, s[i + 1] == "/" {
                while i < s.count, s[i] != "\n" { i += 1 }
                continue
            }
            var hashes = 0
            if c == "#" {
                while i + hashes < s.count, s[i + hashes] == "#" { hashes += 1 }
                guard i + hashes < s.count, s[i + hashes] == "\"" else { i += hashes; continue }
                i += hashes
            } else if c != "\"" {
                i += 1
                continue
            }
            // At the opening quote.
            if i + 2 < s.count, s[i + 1] == "\"", s[i + 2] == "\"" { throw fail("a multi-line literal") }
            i += 1
            var text = String.UnicodeScalarView()
            while true {
                guard i < s.count, s[i] != "\n", s[i] != "\r" else { throw fail("an unterminated literal") }
                let d = s[i]
                if d == "\"" {
                    var run = 0
                    while i + 1 + run < s.count, s[i + 1 + run] == "#", run < hashes { run += 1 }
                    if run == hashes { i += 1 + hashes; break }
                    text.append(d)
                    i += 1
                    continue
                }
                if d == "\\" {
                    if hashes > 0 {
                        var run = 0
                        while i + 1 + run < s.count, s[i + 1 + run] == "#" { run += 1 }
                        if run >= hashes { throw fail("an escape in a raw literal") }
                        text.append(d)
                        i += 1
                        continue
                    }
                    guard i + 1 < s.count else { throw fail("a trailing backslash") }
                    let e = s[i + 1]
                    i += 2
                    switch e {
                    case "\\", "\"", "'": text.append(e)
                    case "n": text.append("\n")
                    case "r": text.append("\r")
                    case "t": text.append("\t")
                    case "0": text.append("\0")
                    case "u":
                        guard i < s.count, s[i] == "{" else { throw fail("a bad \\u escape") }
                        i += 1
                        var value: UInt32 = 0
                        var digits = 0
                        while i < s.count, s[i].isASCII, let h = UInt32(String(s[i]), radix: 16) {
                            value = value * 16 + h
                            digits += 1
                            i += 1
                        }
                        guard digits > 0, digits <= 8, i < s.count, s[i] == "}", let scalar = Unicode.Scalar(value) else {
                            throw fail("a bad \\u escape")
                        }
                        i += 1
                        text.append(scalar)
                    case "(": throw fail("an interpolation")
                    default: throw fail("an unknown escape \\\(e)")
                    }
                    continue
                }
                text.append(d)
                i += 1
            }
            literals.append(String(text))
        }
        return literals
    }
}
