import Foundation
import Testing
@testable import FormDSL

// Compiler.check and diagnose check each form as soon as it is parsed (streamingPass), and a
// large file is checked in parts side by side (parallelPass). They must report exactly what
// the stages run one after the other report (Compiler.staged), and make the same models.

/// The stages by hand: parse the whole file, check the whole tree unless it has syntax errors.
private func referenceDiagnostics(_ file: SourceFile) -> [Diagnostic] {
    let parsed = Stages.parse(file)
    var diagnostics = parsed.diagnostics
    if !parsed.hasErrors {
        diagnostics += Stages.check(parsed.tree).diagnostics
    }
    return Suppression.apply(comments: parsed.tree.comments, file: file, diagnostics: diagnostics).sortedForOutput()
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

/// The fuzzer's regression seeds: inputs that once broke formc, as bytes.
private func fuzzSeeds() throws -> [SourceFile] {
    let directory = TestSupport.packageRoot.appendingPathComponent("fuzz/regressions")
    let names = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
    return try names.map { name in
        SourceFile(path: name, bytes: Array(try Data(contentsOf: directory.appendingPathComponent(name))))
    }
}

/// Every target's output for a model, for comparing models.
private func outputs(_ model: CheckedFile?, _ file: SourceFile) -> [[UInt8]]? {
    model.map { m in OutputTarget.allCases.map { Stages.emit(m, target: $0, source: file) } }
}

@Test func fastPathsGiveWhatTheStagesGive() throws {
    let urls = allForms()
    #expect(urls.count > 20)
    let seeds = try fuzzSeeds()
    #expect(!seeds.isEmpty)
    var sources = try urls.map { try TestSupport.source($0) } + seeds
    // Syntax errors before, between and after clean forms.
    sources.append(SourceFile(path: "mixed.form", text: "form A { field x: text }\nform B { field y int }\nform C { field z: text }"))
    for file in sources {
        let staged = Compiler.staged(file, errorLimit: 100, warningLimit: 100)
        let expected = outputs(staged.model, file)
        #expect(staged.diagnostics == Compiler.limited(referenceDiagnostics(file), warningLimit: 100), "\(file.path)")
        for parallelism in [Compiler.Parallelism.never, .init(threshold: 0, parts: 2), .init(threshold: 0, parts: 3)] {
            let what = "\(file.path), \(parallelism.parts ?? 1) parts"
            let compiled = Compiler.compile(file, parallelism: parallelism)
            #expect(compiled.diagnostics == staged.diagnostics, "compile: \(what)")
            #expect(outputs(compiled.model, file) == expected, "compile's model: \(what)")
            #expect(compiled.model?.resolution == staged.model?.resolution, "compile's resolution: \(what)")
            #expect(compiled.tree.nodes == staged.tree.nodes, "compile's tree: \(what)")
            let checked = Compiler.check(file, parallelism: parallelism)
            #expect(checked.diagnostics == staged.diagnostics, "check: \(what)")
            #expect(outputs(checked.model, file) == expected, "check's model: \(what)")
            #expect(checked.model?.resolution == staged.model?.resolution, "check's resolution: \(what)")
            #expect(Compiler.diagnose(file, parallelism: parallelism) == staged.diagnostics, "diagnose: \(what)")
        }
    }
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
