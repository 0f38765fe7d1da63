import Foundation
import Testing
@testable import FormDSL

/// Each `Golden/syntax/NAME.form` is a broken file; `NAME.diagnostics` is exactly what
/// `formc check` prints for it. FORMC_UPDATE_GOLDEN=1 rewrites the expectations.
@Suite struct GoldenDiagnosticsTests {
    static let directory = TestSupport.goldenDirectory.appendingPathComponent("syntax")

    @Test(arguments: TestSupport.files(in: directory, withExtension: "form"))
    func diagnosticsMatch(_ url: URL) throws {
        let file = try TestSupport.source(url)
        let result = Compiler.compile(file)
        let rendered = TextRenderer().render(result.diagnostics, in: file)
        #expect(!rendered.isEmpty, "a broken-file test must produce diagnostics")
        let golden = url.deletingPathExtension().appendingPathExtension("diagnostics")
        let difference = TestSupport.compareGolden(rendered, golden)
        #expect(difference == nil, "\(difference ?? "")")
    }

    /// `Golden/checker/NAME.form` parses but breaks the checker's rules, or falls into a
    /// pitfall (warnings only): what `formc check` prints for it, as for the syntax goldens.
    static let checkerDirectory = TestSupport.goldenDirectory.appendingPathComponent("checker")

    @Test(arguments: TestSupport.files(in: checkerDirectory, withExtension: "form"))
    func checkerDiagnosticsMatch(_ url: URL) throws {
        let file = try TestSupport.source(url)
        #expect(!Parser.parse(file).1.hasErrors, "a checker golden must parse")
        let rendered = TextRenderer().render(Compiler.compile(file).diagnostics, in: file)
        #expect(!rendered.isEmpty, "a checker golden must produce diagnostics")
        let golden = url.deletingPathExtension().appendingPathExtension("diagnostics")
        let difference = TestSupport.compareGolden(rendered, golden)
        #expect(difference == nil, "\(difference ?? "")")
    }
}

/// The examples of docs/DIAGNOSTICS.md, `Golden/diagnostics/ID.before.form` and
/// `ID.after.form`: each Before reports its id, and `ID.before.diagnostics` is exactly what
/// `formc check` prints for it; each After checks clean, with no diagnostic at all, so what
/// `formc check --strict` passes, and a reader who copies the fix gets a clean form.
@Suite struct DiagnosticExampleTests {
    static let directory = DiagnosticsPage.examples

    @Test(arguments: TestSupport.files(in: directory, withExtension: "before.form"))
    func beforeReportsItsID(_ url: URL) throws {
        let id = String(url.lastPathComponent.prefix(6))
        let file = try TestSupport.source(url)
        let diagnostics = Compiler.compile(file).diagnostics
        #expect(diagnostics.contains { $0.id == id }, "\(id) before: \(diagnostics.map { "\($0.id) \($0.message)" })")
        let rendered = TextRenderer().render(diagnostics, in: file)
        let golden = url.deletingPathExtension().appendingPathExtension("diagnostics")
        let difference = TestSupport.compareGolden(rendered, golden)
        #expect(difference == nil, "\(difference ?? "")")
    }

    @Test(arguments: TestSupport.files(in: directory, withExtension: "after.form"))
    func afterIsClean(_ url: URL) throws {
        let diagnostics = Compiler.compile(try TestSupport.source(url)).diagnostics
        #expect(diagnostics.isEmpty, "\(url.lastPathComponent): \(diagnostics.map { "\($0.id) \($0.message)" })")
    }

    /// Every file of the folder is an example of a code, or the golden of one; a code the page
    /// shows with an example (`hasExample`, which `formc explain` mentions) has both forms,
    /// shown, and the other codes show none.
    @Test func examplesBelongToTheirCodes() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.directory.path)
        let kinds = ["before.form", "after.form", "before.md", "after.md", "before.diagnostics"]
        for name in names {
            let id = String(name.prefix(6))
            #expect(DiagnosticCode.byID(id)?.id == id && kinds.contains(String(name.dropFirst(7))), "\(name) is not an example")
        }
        let files = Set(names)
        #expect(files.count >= 280)
        for code in DiagnosticCode.allCases {
            let has = { (kind: String) in files.contains("\(code.id).\(kind)") }
            let shown = has("before.form") && has("after.form") && !has("before.md") && !has("after.md")
            #expect(code.hasExample == shown, "\(code.id): hasExample is \(code.hasExample), the files say \(shown)")
            #expect(has("before.form") == has("before.diagnostics"), "\(code.id): run FORMC_UPDATE_GOLDEN=1 swift test")
            #expect(!has("after.form") && !has("after.md") || has("before.form") || has("before.md"), "\(code.id): an After needs a Before")
        }
    }
}
