import Foundation
import Testing

/// FormDSL's public API is what a tool builds on (parse, check, emit, positions, the language
/// table, resolution), so each piece of it says what it is for: every public type, function,
/// static constant and computed property has a `///` comment. Stored properties are described
/// by their type's comment or their own; protocol witnesses (`<`, `description`) by the protocol;
/// a diagnostic's declaration (`DiagnosticCode(...)`) by the title and explanation it holds.
@Suite struct PublicAPIDocTests {
    static let declaration = try! NSRegularExpression(pattern:
        #"^\s*public\s+((?:static\s+|final\s+|mutating\s+|indirect\s+|nonisolated\s+)*)(func|var|let|struct|enum|class|typealias|protocol|subscript)\s*([A-Za-z_][A-Za-z0-9_]*|[<=]+)?(.*)$"#)

    /// The public declarations of `Sources/FormDSL` without a `///` comment, as `file:line: text`.
    static func undocumented() -> [String] {
        let sources = TestSupport.packageRoot.appendingPathComponent("Sources/FormDSL")
        let files = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
        var missing: [String] = []
        for file in files.sorted(by: { $0.path < $1.path }) {
            guard let text = try? String(contentsOf: file, encoding: .utf8) else { continue }
            let lines = text.components(separatedBy: "\n")
            for (index, line) in lines.enumerated() {
                let range = NSRange(line.startIndex..., in: line)
                guard let match = declaration.firstMatch(in: line, range: range) else { continue }
                func group(_ n: Int) -> String {
                    Range(match.range(at: n), in: line).map { String(line[$0]) } ?? ""
                }
                let (modifiers, keyword, name, rest) = (group(1), group(2), group(3), group(4))
                let stored = (keyword == "var" || keyword == "let") && !modifiers.contains("static") && !rest.contains("{")
                let witness = name == "<" || name == "==" || name == "description" || name == "hash"
                let diagnostic = rest.hasPrefix(" = DiagnosticCode(")
                if stored || witness || diagnostic { continue }
                var previous = index - 1
                while previous >= 0, lines[previous].trimmingCharacters(in: .whitespaces).hasPrefix("@") { previous -= 1 }
                let above = previous >= 0 ? lines[previous].trimmingCharacters(in: .whitespaces) : ""
                if above.hasPrefix("///") || above.hasSuffix("*/") { continue }
                missing.append("\(file.lastPathComponent):\(index + 1): \(line.trimmingCharacters(in: .whitespaces))")
            }
        }
        return missing
    }

    @Test func everyPublicDeclarationSaysWhatItIsFor() {
        let missing = Self.undocumented()
        #expect(missing.isEmpty, "public declarations without a /// comment:\n\(missing.joined(separator: "\n"))")
    }

    /// The scan finds declarations at all (a broken pattern would pass the test above vacuously).
    @Test func theScanSeesThePublicAPI() throws {
        let text = try String(contentsOf: TestSupport.packageRoot.appendingPathComponent("Sources/FormDSL/Pipeline/Compiler.swift"),
                              encoding: .utf8)
        let lines = text.components(separatedBy: "\n")
        let found = lines.filter { Self.declaration.firstMatch(in: $0, range: NSRange($0.startIndex..., in: $0)) != nil }
        #expect(found.count >= 5)
    }
}
