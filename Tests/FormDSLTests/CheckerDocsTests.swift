import Foundation
import Testing
@testable import FormDSL

/// Every FC02xx/FC03xx/FC04xx entry of docs/DIAGNOSTICS.md: the "before" example reports the id and
/// the "after" example does not.
@Test func diagnosticsDocExamplesAreTrue() throws {
    let docs = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("docs/DIAGNOSTICS.md")
    let text = try String(contentsOf: docs, encoding: .utf8)
    var checked = 0
    for entry in text.components(separatedBy: "\n## ").dropFirst() {
        let id = String(entry.prefix(6))
        guard id.hasPrefix("FC02") || id.hasPrefix("FC03") || id.hasPrefix("FC04") else { continue }
        let blocks = entry.components(separatedBy: "```form\n").dropFirst().map { $0.components(separatedBy: "\n```")[0] }
        #expect(blocks.count == 2, "\(id) needs a before and an after example")
        guard blocks.count == 2 else { continue }
        let before = Checked(blocks[0]), after = Checked(blocks[1])
        #expect(before.diagnostics.contains { $0.id == id }, "\(id) before: \(before.lines)")
        #expect(!after.diagnostics.contains { $0.id == id }, "\(id) after: \(after.lines)")
        #expect(!after.diagnostics.hasErrors, "\(id) after has errors: \(after.lines)")
        checked += 1
    }
    #expect(checked == DiagnosticCode.allCases.filter { $0.id.hasPrefix("FC02") || $0.id.hasPrefix("FC03") || $0.id.hasPrefix("FC04") }.count)
}

/// Every lexer and parser entry with examples: the "before" reports the id, the "after"
/// checks clean. Every id in the catalog has an entry.
@Test func syntaxDiagnosticsDocIsComplete() throws {
    let url = TestSupport.packageRoot.appendingPathComponent("docs/DIAGNOSTICS.md")
    let text = try String(contentsOf: url, encoding: .utf8)
    let entries = text.components(separatedBy: "\n## ").dropFirst()
    let documented = Set(entries.map { String($0.prefix(6)) })
    for code in DiagnosticCode.allCases {
        #expect(documented.contains(code.id), "docs/DIAGNOSTICS.md has no entry for \(code.id)")
    }
    var checked = 0
    for entry in entries {
        let id = String(entry.prefix(6))
        guard id.hasPrefix("FC00") || id.hasPrefix("FC01") else { continue }
        let blocks = entry.components(separatedBy: "```form\n").dropFirst().map { $0.components(separatedBy: "\n```")[0] }
        guard blocks.count == 2 else { continue }
        let before = Compiler.compile(SourceFile(path: "before.form", text: blocks[0]))
        let after = Compiler.compile(SourceFile(path: "after.form", text: blocks[1]))
        #expect(before.diagnostics.contains { $0.id == id }, "\(id) before: \(before.diagnostics.map(\.message))")
        #expect(after.diagnostics.isEmpty, "\(id) after: \(after.diagnostics.map(\.message))")
        checked += 1
    }
    #expect(checked >= 10)
}

/// Every "After" example of docs/DIAGNOSTICS.md is what `formc check --strict` passes: no
/// error and no warning of any id, so a reader who copies the fix gets a clean form.
@Test func everyAfterExampleIsCleanUnderStrict() throws {
    let url = TestSupport.packageRoot.appendingPathComponent("docs/DIAGNOSTICS.md")
    let text = try String(contentsOf: url, encoding: .utf8)
    var checked = 0
    for entry in text.components(separatedBy: "\n## ").dropFirst() {
        let id = String(entry.prefix(6))
        guard let after = entry.range(of: "\nAfter:\n") else { continue }
        let rest = entry[after.upperBound...]
        guard let open = rest.range(of: "```form\n"), let close = rest[open.upperBound...].range(of: "\n```") else { continue }
        let example = String(rest[open.upperBound..<close.lowerBound])
        let report = Compiler.compile(SourceFile(path: "after.form", text: example))
        let failing = report.diagnostics.filter { $0.severity == .error || $0.severity == .warning }
        #expect(failing.isEmpty, "\(id) after: \(failing.map { "\($0.id) \($0.message)" })")
        checked += 1
    }
    // Every entry with a before and an after example: the checker's and the syntax ones.
    #expect(checked >= DiagnosticCode.allCases.filter { $0.id.hasPrefix("FC02") || $0.id.hasPrefix("FC03") || $0.id.hasPrefix("FC04") }.count + 10)
}
