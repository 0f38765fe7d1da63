import Foundation
import Testing
@testable import FormDSL

/// `formc generate --emit web`: the module and page of an example against golden files
/// (`Golden/web/`, `FORMC_UPDATE_GOLDEN=1` rewrites them; read the diff), the same bytes on
/// every run, hostile texts coming out as text, and the command line's refusal without a
/// directory. Tests/Web/node_conformance.mjs proves the module's behaviour in Node.
@Suite struct WebEmitterTests {
    static let goldenDirectory = TestSupport.goldenDirectory.appendingPathComponent("web")

    static func files(_ relativePath: String) throws -> [GeneratedFile] {
        let url = TestSupport.packageRoot.appendingPathComponent(relativePath)
        let result = Compiler.compile(try TestSupport.source(url))
        let model = try #require(result.model, "\(relativePath) has errors")
        return Generator.files(for: model, source: result.file, target: .web)
    }

    static func files(source text: String, path: String = "Test.form") throws -> [GeneratedFile] {
        let file = SourceFile(path: path, text: text)
        let result = Compiler.compile(file)
        let model = try #require(result.model, "errors: \(result.diagnostics.map(\.message))")
        return Generator.files(for: model, source: file, target: .web)
    }

    /// The form's table: the JSON after `export const form = ` (the module writes it as JSON).
    static func table(_ module: String) throws -> [String: Any] {
        let start = try #require(module.range(of: "export const form = "))
        let end = try #require(module.range(of: ";\n\n", range: start.upperBound..<module.endIndex))
        let json = String(module[start.upperBound..<end.lowerBound])
        return try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    }

    @Test func signUpMatchesTheGoldenFiles() throws {
        let files = try Self.files("Examples/SignUp.form")
        #expect(files.map(\.name) == ["SignUp.js", "SignUp.html"])
        for file in files {
            if let difference = TestSupport.compareGolden(file.contents, Self.goldenDirectory.appendingPathComponent(file.name)) {
                Issue.record("\(difference)")
            }
        }
    }

    @Test func everyFormGetsAModuleAndAPageThatHoldsIt() throws {
        let files = try Self.files("Examples/Profile.form")
        let names = files.map(\.name)
        #expect(names.count >= 4 && names.count % 2 == 0)
        for index in stride(from: 0, to: files.count, by: 2) {
            let module = files[index], page = files[index + 1]
            #expect(module.name.hasSuffix(".js") && page.name == module.name.dropLast(3) + ".html")
            // The page holds the module byte for byte, in its one script element, and loads nothing.
            #expect(page.contents.contains("<script type=\"module\">\n" + module.contents))
            #expect(page.contents.components(separatedBy: "<script").count == 2)
            #expect(page.contents.components(separatedBy: "</script>").count == 2)
            #expect(!page.contents.contains(" src=") && !page.contents.contains(" href=") && !page.contents.contains("url("))
            #expect(page.contents.contains("default-src 'none'"))
        }
    }

    @Test func outputIsTheSameBytesEveryTime() throws {
        for path in ["Examples/SignUp.form", "Tests/Forms/AllFeatures.form", "Tests/Forms/Conditions.form", "Tests/Forms/Hostile.form"] {
            let first = try Self.files(path), second = try Self.files(path)
            #expect(first == second, "\(path)")
        }
    }

    /// The table holds every text exactly as the model has it: quotes, `</script>`, `<!--`,
    /// line and paragraph separators, bidi controls and `%@` come back unchanged from the JSON,
    /// and none of them appears raw in the module or the page.
    @Test func hostileTextsStayText() throws {
        let source = #"""
        form Evil {
            title "</script><script>alert(1)</script> <!-- & ]]> \u{2028}\u{2029}"
            section "Header \u{202E}reversed\u{202C} <b>bold</b>" {
                footer "Footer '\"' `${x}` \u{2066}isolate\u{2069}"
                field name: text {
                    label "Name %@ %1$@ %% \" ' </SCRIPT > <!-- -->"
                    prompt "\u{0}nul \u{1B}[31m \u{7F} \u{85}"
                    help "help\nwith a line break and \u{200B}zero width \u{FEFF}"
                    validate required(message: "</script>%@"), pattern("<[a-z]+>", message: "\u{2028}")
                }
                field pick: choice? { option "</option>", label: "<!--"; option "a\"b" }
            }
            submit "Send </button>"
        }
        """#
        let files = try Self.files(source: source)
        let module = try #require(files.first { $0.name == "Evil.js" }).contents
        let page = try #require(files.first { $0.name == "Evil.html" }).contents
        let file = SourceFile(path: "Test.form", text: source)
        let model = try #require(Compiler.compile(file).model?.forms.first)
        let table = try Self.table(module)
        #expect(table["title"] as? String == model.title)
        #expect(table["submit"] as? String == model.submitLabel)
        let sections = try #require(table["sections"] as? [[String: Any]])
        #expect(sections.first?["header"] as? String == model.sections.first?.header)
        #expect(sections.first?["footer"] as? String == model.sections.first?.footer)
        let fields = try #require(table["fields"] as? [[String: Any]])
        let name = try #require(fields.first)
        let field = model.fields[0]
        for (key, expected) in [("label", field.label), ("prompt", field.prompt), ("help", field.help)] {
            let actual = name[key] as? String
            #expect(actual.map { Array($0.unicodeScalars) } == expected.map { Array($0.unicodeScalars) }, "\(key)")
        }
        let rules = try #require(name["rules"] as? [[String: Any]])
        #expect((rules[0]["message"] as? [String: Any])?["text"] as? String == "</script>%@")
        #expect((rules[1]["message"] as? [String: Any])?["text"] as? String == "\u{2028}")
        let options = try #require(fields[1]["options"] as? [[String: Any]])
        #expect(options.map { $0["value"] as? String } == ["</option>", "a\"b"])
        // Nothing that could end the script or a comment, no raw invisible character.
        for text in [module, page.replacingOccurrences(of: "<script type=\"module\">", with: "").replacingOccurrences(of: "</script>\n</body>", with: "")] {
            let lower = text.lowercased()
            #expect(!lower.contains("</script") && !lower.contains("<script"))
            for scalar in text.unicodeScalars {
                #expect(!(InvisibleCharacters.hides(scalar) && scalar != "\n"), "U+\(String(scalar.value, radix: 16)) raw in the output")
            }
        }
        #expect(!module.contains("<!--") && !module.contains("]]>"))
        // In the page every text is character references: the markup is the page's own.
        #expect(page.contains("&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &lt;!-- &amp; ]]&gt; &#x2028;&#x2029;"))
        #expect(page.contains("Name %@ %1$@ %% &quot; &#39; &lt;/SCRIPT &gt; &lt;!-- --&gt;"))
        #expect(page.contains("Header &#x202E;reversed&#x202C; &lt;b&gt;bold&lt;/b&gt;"))
        #expect(page.contains("<option value=\"&lt;/option&gt;\">&lt;!--</option>"))
        #expect(page.contains("Send &lt;/button&gt;</button>"))
        #expect(page.components(separatedBy: "<!--").count == 2, "only the page's own header comment")
    }

    @Test func textsEscapeForScriptsAndPages() {
        #expect(JSONPrinter.script(.string("a\"b\\c\n\t</script><!--&\u{2028}\u{202E}é👍🏽")) ==
                "\"a\\\"b\\\\c\\n\\t\\u003c/script\\u003e\\u003c!--\\u0026\\u2028\\u202eé👍🏽\"")
        #expect(JSONPrinter.script(.array([.string("<"), .integer(1)])) == #"["\u003c", 1]"#)
        #expect(JSONPrinter.print(.array([.string("<"), .integer(1)])) == "[\n  \"<\",\n  1\n]\n")
        #expect(WebEscaping.html("<a href=\"x\">'&'</a>\u{200B}\n\u{0}") == "&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;&#x200B;&#10;&#xFFFD;")
    }

    /// The page writes only the attributes that mean what formc means.
    @Test func attributesFollowTheLanguageTable() throws {
        let files = try Self.files("Examples/SignUp.form")
        let page = try #require(files.first { $0.name == "SignUp.html" }).contents
        #expect(page.contains("<input id=\"f-email\" name=\"email\" type=\"text\" inputmode=\"email\" autocomplete=\"email\" enterkeyhint=\"next\""))
        #expect(page.contains("<input id=\"f-password\" name=\"password\" type=\"password\""))
        #expect(page.contains("autocomplete=\"new-password\""))
        #expect(page.contains("<input id=\"f-terms\" name=\"terms\" type=\"checkbox\" role=\"switch\" required aria-checked=\"false\" aria-describedby=\"f-terms-help f-terms-error\">"))
        // A form without a title still has its one level-one heading, for screen readers.
        let feedback = try Self.files(source: "form Feedback {\n    field note: text?\n    field street: text? { contentType fullStreetAddress }\n}\n")
        let untitled = try #require(feedback.first { $0.name == "Feedback.html" }).contents
        #expect(untitled.contains("<h1 class=\"formc-visually-hidden\">Feedback</h1>"))
        #expect(untitled.contains("autocomplete=\"address-line1\""))
        #expect(page.contains("<textarea id=\"f-bio\""))
        #expect(!page.contains("maxlength") && !page.contains("minlength"))
        #expect(!page.contains("type=\"email\"") && !page.contains("type=\"tel\"") && !page.contains("type=\"url\""))
        #expect(page.contains("<div id=\"f-username-error\" class=\"formc-error\" aria-live=\"polite\"></div>"))
    }

    /// `--emit web` needs a directory: on standard output, or with `-o` naming a file, formc
    /// exits 64 and says to give one, writing nothing.
    @Test func withoutADirectoryItIsAUsageError() throws {
        let formc = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
            .deletingLastPathComponent().appendingPathComponent("formc")
        let binary = FileManager.default.fileExists(atPath: formc.path) ? formc
            : TestSupport.packageRoot.appendingPathComponent(".build/debug/formc")
        try #require(FileManager.default.fileExists(atPath: binary.path), "no formc binary beside the tests; run swift build")
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("formc-web-\(getpid())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let form = TestSupport.packageRoot.appendingPathComponent("Examples/SignUp.form").path
        func run(_ arguments: [String]) throws -> (Int32, String) {
            let process = Process()
            process.executableURL = binary
            process.arguments = arguments
            let errors = Pipe()
            process.standardError = errors
            process.standardOutput = Pipe()
            try process.run()
            let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            return (process.terminationStatus, text)
        }
        let (status, message) = try run(["generate", "--emit", "web", form])
        #expect(status == 64)
        #expect(message.contains("'--emit web' writes a page and a module per form (Name.html, Name.js); give a directory, such as '-o web/'"))
        let file = directory.appendingPathComponent("SignUp.html").path
        let (fileStatus, fileMessage) = try run(["generate", "--emit", "web", "-o", file, form])
        #expect(fileStatus == 64)
        #expect(fileMessage.contains("give a directory, such as '-o \(directory.path)/SignUp/'"))
        #expect(!FileManager.default.fileExists(atPath: file))
        let (okStatus, _) = try run(["generate", "--emit", "web", "-o", directory.appendingPathComponent("out").path, form])
        #expect(okStatus == 0)
        #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent("out/SignUp.js").path))
        #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent("out/SignUp.html").path))
    }
}
