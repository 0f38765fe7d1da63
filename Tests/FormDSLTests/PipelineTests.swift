import Foundation
import Testing
@testable import FormDSL

// Compiler.compile, check and diagnose check each form as soon as it is parsed. They must
// report exactly what parsing the whole file and then checking the whole tree reports.

/// The pipeline as it was before forms were checked one at a time.
private func referenceDiagnostics(_ file: SourceFile) -> [Diagnostic] {
    let (tree, syntaxDiagnostics) = Parser.parseTree(file)
    var diagnostics = syntaxDiagnostics
    if !syntaxDiagnostics.hasErrors {
        diagnostics += Checker.check(tree).1
    }
    return Suppression.apply(comments: tree.comments, file: file, diagnostics: diagnostics).sortedForOutput()
}

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

@Test func formByFormPipelineReportsWhatTheWholeTreeDoes() throws {
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
        let expected = referenceDiagnostics(file)
        let compiled = Compiler.compile(file)
        #expect(compiled.diagnostics == expected, "compile differs for \(file.path)")
        #expect(Compiler.diagnose(file) == expected, "diagnose differs for \(file.path)")
        let checked = Compiler.check(file)
        #expect(checked.diagnostics == expected, "check differs for \(file.path)")
        #expect((checked.model == nil) == (compiled.model == nil), "model presence differs for \(file.path)")
        if let a = checked.model, let b = compiled.model {
            #expect(SwiftEmitter.emit(a, sourceName: "x.form") == SwiftEmitter.emit(b, sourceName: "x.form"))
        }
        let (syntax, _) = Parser.parse(file)
        #expect(compiled.syntax.forms.count == syntax.forms.count)
        #expect(compiled.syntax.comments == syntax.comments)
    }
}
