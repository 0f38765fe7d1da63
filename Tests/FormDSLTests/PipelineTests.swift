import Foundation
import Testing
@testable import FormDSL

// Every entry point runs the same stages: parse, then check what parsed. `Compiler.diagnose`
// (`formc check`) asks the checker for no model; it must report exactly what `compile` does.

/// Every .form file of the repository's examples and tests.
private func allForms() -> [URL] {
    var urls: [URL] = []
    let root = TestSupport.packageRoot
    let walker = FileManager.default.enumerator(at: root.appendingPathComponent("Tests"), includingPropertiesForKeys: nil)
    while let url = walker?.nextObject() as? URL {
        if url.pathExtension == "form" { urls.append(url) }
    }
    urls += TestSupport.files(in: root.appendingPathComponent("Examples"), withExtension: "form")
    return urls.sorted { $0.path < $1.path }
}

@Test func diagnoseReportsWhatCompileReports() throws {
    let urls = allForms()
    #expect(urls.count > 20)
    // Syntax errors before, between and after clean forms; a duplicate form name.
    let mixed = [
        "form A { field x: text }\nform B { field y int }\nform C { field z: text { label 3 } }",
        "form A { field x: text { label 3 } }\nform B { field y: text }\nform C { field z int }",
        "form A { field x: text }\nform A { field y: text }",
        "form A {\n    field x: text\n    field x: int\n}\n}\nform B { field y: text }",
        "form A { field n: int { keyboard decimalPad } } // formc:ignore FC0203\nform B {}",
    ]
    var sources = try urls.map { try TestSupport.source($0) }
    sources += mixed.enumerated().map { SourceFile(path: "mixed\($0.offset).form", text: $0.element) }
    for file in sources {
        let compiled = Compiler.compile(file)
        #expect(Compiler.diagnose(file) == compiled.diagnostics, "diagnose differs for \(file.path)")
        let checked = Compiler.check(file)
        #expect(checked.diagnostics == compiled.diagnostics, "check differs for \(file.path)")
        #expect((checked.model == nil) == compiled.hasErrors, "model presence for \(file.path)")
        let (syntax, _) = Parser.parse(file)
        #expect(compiled.syntax.forms.count == syntax.forms.count)
        #expect(compiled.syntax.comments == syntax.comments)
    }
}

/// The parts of a file beside its syntax errors are checked too, and the error limit is the
/// file's, not each stage's: 60 syntax errors and 80 checker errors give 100 errors and one
/// FC0104 note, from `compile` and `diagnose` alike.
@Test func syntaxAndCheckerErrorsShareOneLimit() {
    var lines = ["form A {"]
    lines += (0..<60).map { "    field s\($0): text { maxLength 3 ) }" }
    lines += (0..<80).map { "    field e\($0): text { minLength 5; maxLength 2 }" }
    let file = SourceFile(path: "limit.form", text: (lines + ["}"]).joined(separator: "\n"))
    for diagnostics in [Compiler.compile(file).diagnostics, Compiler.diagnose(file)] {
        let errors = diagnostics.filter { $0.severity == .error }
        #expect(errors.count == 100)
        #expect(errors.filter { $0.code == .expectedToken }.count == 60)
        #expect(diagnostics.filter { $0.code == .tooManyErrors }.count == 1)
        #expect(diagnostics.last?.code == .tooManyErrors)
    }
    // Once the parser stops at the limit, nothing more is checked, not even the forms before.
    let full = SourceFile(path: "full.form", text: (["form A { field e: text { minLength 5; maxLength 2 } }", "form B {"]
        + (0..<120).map { "    field s\($0): text { maxLength 3 ) }" } + ["}"]).joined(separator: "\n"))
    let diagnostics = Compiler.compile(full).diagnostics
    #expect(diagnostics.filter { $0.severity == .error }.count == 100)
    #expect(!diagnostics.contains { $0.code != .expectedToken && $0.code != .tooManyErrors })
    #expect(diagnostics.filter { $0.code == .tooManyErrors }.count == 1)
}
