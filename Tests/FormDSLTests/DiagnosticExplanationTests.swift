import Foundation
import Testing
@testable import FormDSL

/// The explanation SARIF gives each rule is the docs' first paragraph for that id, word for
/// word (its lines joined): docs/DIAGNOSTICS.md is the source, Scripts/generate-explanations.py the copy.
@Test func explanationsMatchTheDocs() throws {
    let url = TestSupport.packageRoot.appendingPathComponent("docs/DIAGNOSTICS.md")
    let text = try String(contentsOf: url, encoding: .utf8)
    var documented: [String: String] = [:]
    for entry in text.components(separatedBy: "\n## ").dropFirst() {
        let id = String(entry.prefix(6))
        let body = entry.drop { $0 != "\n" }.trimmingCharacters(in: .whitespacesAndNewlines)
        let paragraph = body.components(separatedBy: "\n\n")[0]
            .split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
        let prefix = "*Severity: "
        guard paragraph.hasPrefix(prefix), let end = paragraph.range(of: ".* ") else { continue }
        #expect(paragraph.dropFirst(prefix.count).prefix { $0 != "." } == DiagnosticCode.byID(id)?.defaultSeverity.rawValue ?? "?",
                "\(id): the docs' severity is the catalog's")
        documented[id] = String(paragraph[end.upperBound...])
    }
    for code in DiagnosticCode.allCases {
        #expect(code.explanation == documented[code.id],
                "\(code.id): run Scripts/generate-explanations.py after editing docs/DIAGNOSTICS.md")
    }
}

/// `formc explain` promises an example before and after the fix exactly where the docs have one.
@Test func examplesAreWhereTheDocsHaveThem() throws {
    let url = TestSupport.packageRoot.appendingPathComponent("docs/DIAGNOSTICS.md")
    let text = try String(contentsOf: url, encoding: .utf8)
    var withExample: Set<String> = []
    for entry in text.components(separatedBy: "\n## ").dropFirst() where entry.contains("\nBefore:\n") {
        withExample.insert(String(entry.prefix(6)))
    }
    for code in DiagnosticCode.allCases {
        #expect(code.hasExample == withExample.contains(code.id),
                "\(code.id): run Scripts/generate-explanations.py after editing docs/DIAGNOSTICS.md")
    }
    #expect(!DiagnosticCode.cannotReadFile.hasExample)
    #expect(DiagnosticCode.submitLabelPosition.hasExample)
}

/// `DiagnosticCode.byID` finds every code by its id, in capitals or not, as
/// `init(rawValue:)` does, and nothing for what is not an id.
@Test func everyCodeIsFoundByItsID() {
    for code in DiagnosticCode.allCases {
        #expect(DiagnosticCode.byID(code.rawValue) == code)
        #expect(DiagnosticCode.byID(code.rawValue.lowercased()) == code)
    }
    for id in ["", "FC", "FC0", "FC99999", "FC0203 ", " FC0203", "XC0203", "FC02O3", "fc0203x"] {
        #expect(DiagnosticCode.byID(id) == nil, "\(id.debugDescription)")
    }
    #expect(DiagnosticCode.byID("fc0203") == DiagnosticCode(rawValue: "FC0203"))
}

/// FC0211 says what the warning means for the app the generated code makes: it compiles on the
/// older platform (a newer content type is guarded with `#available`), and below that iOS the
/// field has no AutoFill for it.
@Test func contentTypeTooNewSaysWhatTheGeneratedCodeDoes() throws {
    let source = SourceFile(path: "F.form", text: "form F {\n    field born: text { contentType birthdate }\n}\n")
    let result = Compiler.compile(source)
    let warning = try #require(result.diagnostics.first { $0.code == .contentTypeTooNew })
    #expect(warning.help?.contains("no AutoFill") == true, "\(warning.help ?? "")")
    #expect(!(warning.help?.contains("drop the content type") ?? true))
    let model = try #require(Compiler.check(source).model)
    let swift = Generator.single(for: model, source: source, target: .swift)
    #expect(swift.contains("if #available(iOS 17.0, *) { return .birthdate }"))
    let explanation = DiagnosticCode.contentTypeTooNew.explanation
    #expect(explanation.contains("#available") && explanation.contains("AutoFill"))
    #expect(!explanation.contains("would not compile"))
}
