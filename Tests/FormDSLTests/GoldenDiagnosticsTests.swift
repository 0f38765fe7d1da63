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

    /// `Golden/checker/NAME.form` parses but breaks the checker's rules: what `formc check`
    /// prints for it, as for the syntax goldens.
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

/// Each `Golden/pitfalls/NAME.form` parses, and `NAME.diagnostics` is exactly what `formc
/// check` prints for it: warnings that trap the person typing into a form that compiles.
@Suite struct GoldenPitfallTests {
    static let directory = TestSupport.goldenDirectory.appendingPathComponent("pitfalls")

    @Test(arguments: TestSupport.files(in: directory, withExtension: "form"))
    func diagnosticsMatch(_ url: URL) throws {
        let file = try TestSupport.source(url)
        let result = Compiler.compile(file)
        #expect(!result.diagnostics.isEmpty && !result.diagnostics.hasErrors, "a pitfall golden has warnings and no error")
        let rendered = TextRenderer().render(result.diagnostics, in: file)
        let golden = url.deletingPathExtension().appendingPathExtension("diagnostics")
        let difference = TestSupport.compareGolden(rendered, golden)
        #expect(difference == nil, "\(difference ?? "")")
    }
}
