import Foundation
import Testing
@testable import FormDSL

/// The machine-readable formats of `formc check`: JSON, SARIF and GitHub workflow commands.
///
/// One report goes through every renderer: two broken files shown under `Forms/` of a
/// project at `/work/app`, a note at the end of a file, a clean file, and a file that could
/// not be read from outside the project. `Golden/formats/report.*` hold the exact output
/// (SARIF without its 77 rules, which `sarifRulesCarryTheCatalog` checks instead).
@Suite struct ReportFormatTests {
    static let base = "/work/app"
    static let formats = TestSupport.goldenDirectory.appendingPathComponent("formats")

    static func report() throws -> CheckReport {
        var report = CheckReport()
        let inputs: [(URL, String)] = [
            (formats.appendingPathComponent("mixed.form"), "Forms/mixed.form"),
            (formats.appendingPathComponent("unicode.form"), "Forms/unicode.form"),
            (TestSupport.goldenDirectory.appendingPathComponent("syntax/missing-brace.form"), "./Forms/Nested/../missing-brace.form"),
            (TestSupport.packageRoot.appendingPathComponent("Examples/SignUp.form"), "/work/app/Forms/SignUp.form"),
        ]
        for (url, path) in inputs {
            let file = try TestSupport.source(url, displayPath: path)
            report.append(.checked(FileDiagnostics(file: file, diagnostics: Compiler.compile(file).diagnostics)))
        }
        report.append(.unreadable(path: "/elsewhere/Gone.form", reason: "No such file or directory"))
        return report
    }

    static func parse(_ text: String) throws -> [String: Any] {
        try #require(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    // MARK: JSON

    @Test func jsonMatchesGolden() throws {
        let rendered = JSONDiagnosticRenderer().render(try Self.report())
        let difference = TestSupport.compareGolden(rendered, Self.formats.appendingPathComponent("report.json"))
        #expect(difference == nil, "\(difference ?? "")")
    }

    @Test func jsonHasTheDocumentedShape() throws {
        let document = try Self.parse(JSONDiagnosticRenderer().render(try Self.report()))
        #expect(document["version"] as? Int == 1)
        let summary = try #require(document["summary"] as? [String: Int])
        #expect(summary == ["files": 5, "errors": 5, "warnings": 3, "notes": 0])
        let diagnostics = try #require(document["diagnostics"] as? [[String: Any]])
        let keys: Set = ["file", "line", "column", "endLine", "endColumn", "offset", "endOffset",
                         "severity", "id", "title", "message", "help", "notes", "fixIts"]
        for d in diagnostics {
            #expect(Set(d.keys) == keys, "every diagnostic has every key: \(d.keys.sorted())")
        }
        #expect(diagnostics.map { $0["id"] as? String } == ["FC0201", "FC0203", "FC0301", "FC0304", "FC0206", "FC0307", "FC0101", "FC0901"])

        let duplicate = diagnostics[3]
        let note = try #require((duplicate["notes"] as? [[String: Any]])?.first)
        #expect(note["message"] as? String == "'amount' is first declared here")
        #expect(note["line"] as? Int == 3 && note["column"] as? Int == 11 && note["endColumn"] as? Int == 17)

        let misspelt = diagnostics[2]
        let fix = try #require((misspelt["fixIts"] as? [[String: Any]])?.first)
        #expect(fix["replacement"] as? String == "help")
        #expect(fix["safe"] as? Bool == true)
        #expect(fix["line"] as? Int == 6 && fix["column"] as? Int == 9 && fix["endColumn"] as? Int == 14)

        let unreadable = diagnostics[7]
        #expect(unreadable["file"] as? String == "/elsewhere/Gone.form")
        #expect(unreadable["message"] as? String == "cannot read file: No such file or directory")
        #expect(unreadable["line"] is NSNull && unreadable["offset"] is NSNull && unreadable["help"] is NSNull)
    }

    /// The line `    field name: text { label "名前 😀👍🏽 é"; keyboard bogusPad }` has, before
    /// 'bogusPad', 49 characters as a person counts them, 51 code points (the thumbs-up has
    /// a skin tone, the é a combining accent), 54 UTF-16 code units and 65 bytes.
    @Test func columnsAfterCJKAndEmojiUseEachFormatsUnit() throws {
        let url = Self.formats.appendingPathComponent("unicode.form")
        let file = try TestSupport.source(url, displayPath: "Forms/unicode.form")
        let diagnostics = Compiler.compile(file).diagnostics
        let d = try #require(diagnostics.first)
        #expect(diagnostics.count == 1 && d.id == "FC0307")
        let prefix = "    field name: text { label \"名前 😀👍🏽 e\u{301}\"; keyboard "
        #expect(file.text(Span(file.lineRange(2).lowerBound, d.span.start)) == prefix)
        #expect((prefix.count, prefix.unicodeScalars.count, prefix.utf16.count, prefix.utf8.count) == (49, 51, 54, 65))

        let report = CheckReport(inputs: [.checked(FileDiagnostics(file: file, diagnostics: diagnostics))])
        let json = try #require(try Self.parse(JSONDiagnosticRenderer().render(report))["diagnostics"] as? [[String: Any]]).first
        #expect(json?["column"] as? Int == 50 && json?["endColumn"] as? Int == 58)
        #expect(json?["offset"] as? Int == d.span.start && json?["endOffset"] as? Int == d.span.end)

        let sarif = try Self.parse(SARIFRenderer(toolVersion: "0.1.0", basePath: Self.base).render(report))
        let region = try #require(Self.results(sarif).first.flatMap(Self.region))
        #expect(region == ["startLine": 2, "startColumn": 55, "endLine": 2, "endColumn": 63])

        let github = GitHubRenderer(basePath: Self.base).render(report)
        #expect(github.contains(",line=2,col=55,endLine=2,endColumn=63,"))
    }

    // MARK: SARIF

    static func results(_ sarif: [String: Any]) -> [[String: Any]] {
        let runs = sarif["runs"] as? [[String: Any]] ?? []
        return runs.first?["results"] as? [[String: Any]] ?? []
    }

    static func region(_ result: [String: Any]) -> [String: Int]? {
        let location = (result["locations"] as? [[String: Any]])?.first
        let physical = location?["physicalLocation"] as? [String: Any]
        return physical?["region"] as? [String: Int]
    }

    static func withoutRules(_ value: JSONValue) -> JSONValue {
        switch value {
        case .object(let members):
            return .object(members.map { member in
                if member.key == "rules", case .array(let rules) = member.value {
                    return JSONMember("rules", .string("\(rules.count) rules, one per DiagnosticCode"))
                }
                return JSONMember(member.key, withoutRules(member.value))
            })
        case .array(let items):
            return .array(items.map(withoutRules))
        default:
            return value
        }
    }

    @Test func sarifMatchesGolden() throws {
        let document = SARIFRenderer(toolVersion: "0.1.0", basePath: Self.base).document(try Self.report())
        let rendered = JSONPrinter.print(Self.withoutRules(document))
        let difference = TestSupport.compareGolden(rendered, Self.formats.appendingPathComponent("report.sarif"))
        #expect(difference == nil, "\(difference ?? "")")
    }

    @Test func sarifURIsAreRelativeToTheBaseAndArtifactsUnique() throws {
        var report = try Self.report()
        // The same file named twice, once through a detour, is one artifact.
        let again = try TestSupport.source(Self.formats.appendingPathComponent("mixed.form"), displayPath: "Forms/./mixed.form")
        report.append(.checked(FileDiagnostics(file: again, diagnostics: Compiler.compile(again).diagnostics)))
        let sarif = try Self.parse(SARIFRenderer(toolVersion: "0.1.0", basePath: Self.base).render(report))
        let run = try #require((sarif["runs"] as? [[String: Any]])?.first)
        let artifacts = try #require(run["artifacts"] as? [[String: Any]])
        let locations = artifacts.compactMap { $0["location"] as? [String: String] }
        #expect(locations == [
            ["uri": "Forms/mixed.form", "uriBaseId": "%SRCROOT%"],
            ["uri": "Forms/unicode.form", "uriBaseId": "%SRCROOT%"],
            ["uri": "Forms/missing-brace.form", "uriBaseId": "%SRCROOT%"],
            ["uri": "Forms/SignUp.form", "uriBaseId": "%SRCROOT%"],
            ["uri": "file:///elsewhere/Gone.form"],
        ])
        let last = try #require(Self.results(sarif).last)
        let artifact = ((last["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])?["artifactLocation"] as? [String: Any]
        #expect(artifact?["uri"] as? String == "Forms/mixed.form" && artifact?["index"] as? Int == 0)
        #expect(run["columnKind"] as? String == "utf16CodeUnits")
    }

    @Test func sarifRulesCarryTheCatalog() throws {
        let sarif = try Self.parse(SARIFRenderer(toolVersion: "0.1.0", basePath: Self.base).render(CheckReport()))
        let run = try #require((sarif["runs"] as? [[String: Any]])?.first)
        #expect(sarif["version"] as? String == "2.1.0")
        #expect(Self.results(sarif).isEmpty && (run["results"] as? [Any]) != nil, "a clean run has an empty results array")
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "formc" && driver["semanticVersion"] as? String == "0.1.0")
        let rules = try #require(driver["rules"] as? [[String: Any]])
        // In id order (docs/CLI.md), every id once.
        let ids = rules.compactMap { $0["id"] as? String }
        #expect(ids.count == DiagnosticCode.allCases.count && Set(ids) == Set(DiagnosticCode.allCases.map(\.id)))
        #expect(zip(ids, ids.dropFirst()).allSatisfy { $0 < $1 }, "rules out of id order: \(ids)")
        for (rule, code) in zip(rules, SARIFRenderer.rules) {
            #expect((rule["shortDescription"] as? [String: String])?["text"] == code.title)
            let full = rule["fullDescription"] as? [String: String]
            #expect(full?["markdown"] == code.explanation)
            #expect(full?["text"].map { !$0.contains("`") && $0.count > 20 } == true)
            let help = rule["help"] as? [String: String]
            #expect(help?["text"]?.contains("formc explain \(code.id)") == true)
            let level = (rule["defaultConfiguration"] as? [String: String])?["level"]
            #expect(level == ["error": "error", "warning": "warning", "note": "note"][code.defaultSeverity.rawValue])
        }
        let ruleIDs = Self.results(try Self.parse(SARIFRenderer(toolVersion: "0.1.0", basePath: Self.base).render(try Self.report())))
            .map { ($0["ruleId"] as? String, $0["ruleIndex"] as? Int) }
        for (id, index) in ruleIDs {
            #expect(index.flatMap { rules[$0]["id"] as? String } == id)
        }
    }

    @Test func sarifFixesAndRelatedLocations() throws {
        let sarif = try Self.parse(SARIFRenderer(toolVersion: "0.1.0", basePath: Self.base).render(try Self.report()))
        let results = Self.results(sarif)
        let misspelt = try #require(results.first { $0["ruleId"] as? String == "FC0301" })
        let fix = try #require((misspelt["fixes"] as? [[String: Any]])?.first)
        let change = try #require((fix["artifactChanges"] as? [[String: Any]])?.first)
        let replacement = try #require((change["replacements"] as? [[String: Any]])?.first)
        #expect(replacement["deletedRegion"] as? [String: Int] == ["startLine": 6, "startColumn": 9, "endLine": 6, "endColumn": 14])
        #expect((replacement["insertedContent"] as? [String: String])?["text"] == "help")

        let duplicate = try #require(results.first { $0["ruleId"] as? String == "FC0304" })
        #expect((duplicate["message"] as? [String: String])?["text"] == "field 'amount' is declared twice in form 'Payment'\nnote: 'amount' is first declared here\nhelp: rename or remove one of them")
        let related = try #require((duplicate["relatedLocations"] as? [[String: Any]])?.first)
        #expect(related["id"] as? Int == 1)
        #expect(((related["physicalLocation"] as? [String: Any])?["region"] as? [String: Int]) == ["startLine": 3, "startColumn": 11, "endLine": 3, "endColumn": 17])

        // An empty span (a missing '}' at the end of the file) is an insertion point.
        let missingBrace = try #require(results.first { $0["ruleId"] as? String == "FC0101" })
        #expect(Self.region(missingBrace) == ["startLine": 5, "startColumn": 1, "endLine": 5, "endColumn": 1])

        let unreadable = try #require(results.last)
        #expect(unreadable["ruleId"] as? String == "FC0901" && unreadable["level"] as? String == "error")
        #expect(Self.region(unreadable) == nil, "an unreadable file has no region")
    }

    // MARK: GitHub

    @Test func githubMatchesGolden() throws {
        let rendered = GitHubRenderer(basePath: Self.base).render(try Self.report())
        let difference = TestSupport.compareGolden(rendered, Self.formats.appendingPathComponent("report.github"))
        #expect(difference == nil, "\(difference ?? "")")
    }

    @Test func githubCommandsAreOneLineEach() throws {
        let lines = GitHubRenderer(basePath: Self.base).render(try Self.report()).split(separator: "\n")
        #expect(lines.count == 8)
        #expect(lines.allSatisfy { $0.hasPrefix("::error ") || $0.hasPrefix("::warning ") })
        #expect(lines[0].hasPrefix("::warning file=Forms/mixed.form,line=5,col=18,endLine=5,endColumn=27,title=FC0201%3A Keyboard has no return key::"))
        #expect(lines[7] == "::error file=/elsewhere/Gone.form,title=FC0901%3A Cannot read file::cannot read file: No such file or directory")
    }

    @Test func githubEscapingFollowsActionsToolkit() {
        #expect(GitHubRenderer.escapeData("100% done\r\nnext: a, b") == "100%25 done%0D%0Anext: a, b")
        #expect(GitHubRenderer.escapeProperty("100% done\r\nnext: a, b") == "100%25 done%0D%0Anext%3A a%2C b")
        #expect(GitHubRenderer.escapeData("%0A") == "%250A", "an escape in the input is not an escape in the output")

        let file = SourceFile(path: "odd,dir/a:b.form", text: "form A {\n    field x: text { label \"50%\" }\n    field x: text\n}\n")
        let diagnostics = Compiler.compile(file).diagnostics
        let out = GitHubRenderer(basePath: Self.base).render(CheckReport(inputs: [.checked(FileDiagnostics(file: file, diagnostics: diagnostics))]))
        #expect(out.hasPrefix("::error file=odd%2Cdir/a%3Ab.form,line=3,col=11,endLine=3,endColumn=12,title=FC0304%3A Duplicate field::field 'x' is declared twice in form 'A'%0Anote: line 2: 'x' is first declared here%0Ahelp: "))
    }

    @Test func githubLeavesOutColumnsForSpansOverSeveralLines() {
        let file = SourceFile(path: "a.form", text: "one\ntwo\n")
        let d = Diagnostic(.expectedForm, "spans lines", at: Span(1, 6))
        let out = GitHubRenderer(basePath: nil).render(CheckReport(inputs: [.checked(FileDiagnostics(file: file, diagnostics: [d]))]))
        #expect(out == "::error file=a.form,line=1,endLine=2,title=FC0102%3A Expected a form declaration::spans lines\n")
    }

    // MARK: Paths

    @Test func pathsAreRelativeToTheBaseWhenInside() {
        let paths = ReportPaths(base: "/work/app/")
        #expect(paths.relative("Forms/A.form") == "Forms/A.form")
        #expect(paths.relative("./Forms//B/../A.form") == "Forms/A.form")
        #expect(paths.relative("/work/app/Forms/A.form") == "Forms/A.form")
        #expect(paths.relative("/work/application/A.form") == "/work/application/A.form")
        #expect(paths.relative("../other/A.form") == "../other/A.form")
        #expect(paths.uri("../other/A.form") == ("file:///work/other/A.form", false))
        #expect(paths.uri("Forms/My Form #1.form") == ("Forms/My%20Form%20%231.form", true))
        #expect(paths.uri("Formulare/Anmeldung:alt.form") == ("Formulare/Anmeldung%3Aalt.form", true))
        #expect(paths.uri("表单/登录.form").uri == "%E8%A1%A8%E5%8D%95/%E7%99%BB%E5%BD%95.form")
        #expect(paths.uri("<stdin>") == ("%3Cstdin%3E", true))
        #expect(ReportPaths(base: nil).relative("./a/../b.form") == "b.form")
        #expect(ReportPaths.normalized("/../a") == "/a")
    }
}
