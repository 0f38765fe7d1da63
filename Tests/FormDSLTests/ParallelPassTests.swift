import Foundation
import Testing
@testable import FormDSL

// A large file is parsed and checked in parts side by side (Compiler.parallelPass). The join
// must give exactly what one pass gives, or be refused so that one pass runs; these tests
// force parts on small files to cover both, whatever the machine.

private func examples() throws -> String {
    let urls = TestSupport.files(in: TestSupport.packageRoot.appendingPathComponent("Examples"), withExtension: "form")
    return try urls.map { try String(contentsOf: $0, encoding: .utf8) }.joined(separator: "\n")
}

/// Compiles, checks and diagnoses `text` in one piece and in several parts, and expects the
/// same diagnostics, models and tree.
private func expectSameInParts(_ text: String, _ what: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
    let file = SourceFile(path: "parts.form", text: text)
    let one = Compiler.compile(file, parallelism: .never)
    let oneSwift = one.model.map { Generator.single(for: $0, source: file, target: .swift) }
    for parts in [2, 3, 4, 7] {
        let split = Compiler.Parallelism(threshold: 0, parts: parts)
        let many = Compiler.compile(file, parallelism: split)
        #expect(many.diagnostics == one.diagnostics, "\(what), \(parts) parts: diagnostics", sourceLocation: sourceLocation)
        #expect(many.model.map { Generator.single(for: $0, source: file, target: .swift) } == oneSwift,
                "\(what), \(parts) parts: model", sourceLocation: sourceLocation)
        #expect(many.tree.nodes == one.tree.nodes, "\(what), \(parts) parts: nodes", sourceLocation: sourceLocation)
        #expect(many.tree.forms == one.tree.forms, "\(what), \(parts) parts: forms", sourceLocation: sourceLocation)
        #expect(many.tree.comments == one.tree.comments, "\(what), \(parts) parts: comments", sourceLocation: sourceLocation)
        #expect(Compiler.diagnose(file, parallelism: split) == one.diagnostics, "\(what), \(parts) parts: diagnose",
                sourceLocation: sourceLocation)
        let checked = Compiler.check(file, parallelism: split)
        #expect(checked.diagnostics == one.diagnostics, "\(what), \(parts) parts: check", sourceLocation: sourceLocation)
        #expect(checked.model.map { Generator.single(for: $0, source: file, target: .swift) } == oneSwift,
                "\(what), \(parts) parts: check's model", sourceLocation: sourceLocation)
    }
}

/// What checking `text` in `parts` parts gives: "joined", "one pass" or "syntax errors".
private func outcome(_ text: String, parts: Int) -> String {
    let file = SourceFile(path: "parts.form", text: text)
    switch Compiler.parallelPass(file, errorLimit: 100, keepTree: true, keepModels: true,
                                 parallelism: .init(threshold: 0, parts: parts)) {
    case .joined: return "joined"
    case .onePass: return "one pass"
    case .onePassWithSyntaxErrors: return "syntax errors"
    }
}

/// Whether the parts of `text` are joined (rather than refused) in `parts` parts.
private func joins(_ text: String, parts: Int) -> Bool {
    outcome(text, parts: parts) == "joined"
}

@Test func cleanFormsJoinAsOnePass() throws {
    let text = try examples()
    #expect(joins(text, parts: 2))
    #expect(joins(text, parts: 4))
    expectSameInParts(text, "the examples")
}

@Test func warningsAndIgnoreCommentsJoinAsOnePass() {
    // Warnings in every part, silenced in some, with formc:ignore comments of both kinds
    // and an unknown id.
    var text = ""
    for i in 0..<12 {
        text += "// Form \(i).\nform F\(i) {\n    field a: int   // formc:ignore FC0201\n    field b: secure\n"
        text += "    // formc:ignore FC0205, FC9999 -- checked elsewhere\n    field c: secure\n    field d: text\n}\n\n"
    }
    #expect(joins(text, parts: 3))
    expectSameInParts(text, "warnings")
}

@Test func checkerErrorsPastTheLimitAreCutWhereOnePassCutsThem() {
    // Thirty errors a form, two forms a part: no part's checker reaches the limit of 100,
    // and the join must stop reporting in the fourth form, as one pass does.
    var text = ""
    for i in 0..<8 {
        text += "form E\(i) {\n" + (0..<30).map { "    field f\($0): text { label \($0) }\n" }.joined() + "}\n"
    }
    #expect(joins(text, parts: 4))
    let diagnostics = Compiler.diagnose(SourceFile(path: "e.form", text: text), parallelism: .init(threshold: 0, parts: 4))
    #expect(diagnostics.filter { $0.severity == .error }.count == 100)
    #expect(diagnostics.last?.code == .tooManyErrors)
    expectSameInParts(text, "checker errors past the limit")
}

@Test func refusedJoinsGiveOnePass() throws {
    let clean = try examples()
    // A form name in two parts, a syntax error in a later part, a cut inside a block
    // comment, a cut inside a form (a line starting with 'form ' in a field's block), and
    // text before the first form.
    let cases: [(String, String)] = [
        ("a form in two parts", clean + "\n" + clean),
        ("a syntax error late", clean + "\nform Late {\n    field x int\n}\n"),
        ("a cut inside a comment", clean + "\n/*\nform Hidden {\n    field x: text\n}\n*/\n" + clean.replacingOccurrences(of: "form ", with: "form B")),
        ("stray text", "stray\n" + clean),
        ("a form split by a nested 'form'", "form Outer {\n    field a: text\nform Inner {\n    field b: text\n}\n}\n" + clean),
    ]
    for (what, text) in cases {
        expectSameInParts(text, what)
    }
    #expect(!joins(clean + "\n" + clean, parts: 2))
}

/// A syntax error one pass is sure to find has the file parsed once without checking: the
/// same result, whichever part the error is in.
@Test func syntaxErrorsInAnyPartGiveOnePass() throws {
    let clean = try examples()
    let broken = "form Broken {\n    field x int\n}\n"
    // The examples again, each form renamed (only `form` at the start of a line: not `platform`).
    let renamed = String(("\n" + clean).replacingOccurrences(of: "\nform ", with: "\nform B").dropFirst())
    let cases: [(String, String)] = [
        ("a syntax error first", broken + clean),
        ("a syntax error in the middle", clean + "\n" + broken + renamed),
        ("a syntax error last", clean + "\n" + broken),
        ("syntax errors everywhere", broken + clean + "\n" + broken.replacingOccurrences(of: "Broken", with: "Broken2") + renamed
            + "\n" + broken.replacingOccurrences(of: "Broken", with: "Broken3")),
    ]
    for (what, text) in cases {
        #expect(outcome(text, parts: 3) == "syntax errors", "\(what)")
        expectSameInParts(text, what)
    }
    // After a refused part, an error further on proves nothing about one pass: here cuts
    // fall inside a comment (as large as the rest) full of broken forms, which one pass skips.
    let commented = (0..<clean.utf8.count / 32).map { "form Hidden\($0) {\n    field x int\n}\n" }.joined()
    let hidden = clean + "\n/*\n" + commented + "*/\n" + renamed
    #expect(Compiler.diagnose(SourceFile(path: "h.form", text: hidden), parallelism: .never).hasErrors == false)
    for parts in 2...7 {
        #expect(outcome(hidden, parts: parts) == "one pass", "\(parts) parts")
    }
    expectSameInParts(hidden, "syntax errors inside a comment across cuts")
}

@Test func theTestFormsJoinAsOnePass() throws {
    // Every test form, one after another: errors of every kind, so most joins are refused.
    let root = TestSupport.packageRoot.appendingPathComponent("Tests")
    let urls = (FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)?.allObjects as? [URL] ?? [])
        .filter { $0.pathExtension == "form" }
        .sorted { $0.path < $1.path }
    #expect(urls.count > 20)
    for url in urls {
        let text = try String(decoding: Data(contentsOf: url), as: UTF8.self)
        expectSameInParts(text + "\n" + text.replacingOccurrences(of: "form ", with: "form Z"), url.lastPathComponent)
    }
}
