import Foundation
import Testing
@testable import FormDSL

/// `formc fmt` formats every file that parses without errors: it never refuses one, and its
/// own check never fails. Checked on every `.form` file of the package and on mutations of
/// them: tokens deleted, repeated or swapped, stray `;` and line breaks, and `formc:ignore`
/// comments at the ends of lines (the placements the layout has to keep).
struct FormatterNeverRefusesTests {
    /// Every `.form` file under the package root, outside build directories.
    static let formFiles: [(name: String, bytes: [UInt8])] = {
        let root = TestSupport.packageRoot
        var files: [(String, [UInt8])] = []
        guard let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else { return [] }
        for case let url as URL in walker {
            let relative = String(url.path.dropFirst(root.path.count + 1))
            if relative.hasPrefix(".") || relative.contains("/.build") || relative.contains("/.") { continue }
            if url.pathExtension == "form", let data = try? Data(contentsOf: url) { files.append((relative, [UInt8](data))) }
        }
        return files.sorted { $0.0 < $1.0 }
    }()

    /// Nil when fmt formatted the file or rightly refused it for syntax errors; else why not.
    static func refusal(_ bytes: [UInt8], name: String) -> String? {
        let file = SourceFile(path: name, bytes: bytes)
        let parses = !Parser.parse(file).1.hasErrors
        switch SourceFormatter.format(file) {
        case .formatted: return nil
        case .syntaxErrors: return parses ? "refused a file without syntax errors" : nil
        case .internalError(let problem): return "internal error: \(problem)"
        }
    }

    @Test func aStraySemicolonBeforeAFormcIgnoreComment() {
        let input = "form L {\n  field g: text {}\n  ; // formc:ignore\n}\n"
        guard let output = FormatTestSupport.format(input) else { return }
        #expect(output == "form L {\n    field g: text {}\n    ;  // formc:ignore\n}\n")
        #expect(FormatTestSupport.meaning(input) == FormatTestSupport.meaning(output))
        #expect(FormatTestSupport.format(output) == output)
        // With an id, the directive still applies to the line of the `;`: it silences nothing.
        let withID = "form L {\n  field g: int { keyboard decimalPad }\n  ; // formc:ignore FC0203\n}\n"
        guard let formatted = FormatTestSupport.format(withID) else { return }
        #expect(FormatTestSupport.meaning(withID) == FormatTestSupport.meaning(formatted))
    }

    /// Inside brackets a bound on the line after `...` is the range's upper bound (line breaks
    /// are free there): the range is joined onto one line, and means the same.
    @Test func aLineBreakAfterARangeOperatorInBracketsIsJoined() {
        let input = "form F {\n    field a: int { validate range(1...\n10), range(..<\n  20) }\n}\n"
        guard let output = FormatTestSupport.format(input) else { return }
        #expect(output == "form F {\n    field a: int {\n        validate range(1...10), range(..<20)\n    }\n}\n")
        #expect(FormatTestSupport.meaning(input) == FormatTestSupport.meaning(output))
        #expect(FormatTestSupport.format(output) == output)
    }

    @Test func everyFormFileThatParsesIsFormatted() {
        #expect(Self.formFiles.count >= 20)
        for (name, bytes) in Self.formFiles {
            if let problem = Self.refusal(bytes, name: name) { Issue.record("\(name): \(problem)") }
            if let problem = PipelineInvariants.checkFormatter(SourceFile(path: name, bytes: bytes), Compiler.compile(SourceFile(path: name, bytes: bytes))).first {
                Issue.record("\(name): \(problem)")
            }
        }
    }

    @Test func mutationsThatParseAreFormatted() {
        let sources = Self.formFiles.map(\.bytes) + FormatTestSupport.corpus.prefix(40).map(\.bytes)
        var random = SplitMix64(state: 0x5EED_F0A7)
        var parsed = 0
        for round in 0..<400 {
            let seed = random.state
            let bytes = Self.mutate(sources[random.below(sources.count)], random: &random)
            let name = "mutation-\(round)-seed-\(seed).form"
            if !Parser.parse(SourceFile(path: name, bytes: bytes)).1.hasErrors { parsed += 1 }
            if let problem = Self.refusal(bytes, name: name) {
                Issue.record("\(name): \(problem)\n\(String(decoding: bytes, as: UTF8.self))")
            }
        }
        #expect(parsed >= 50, "too few mutations parse to test anything: \(parsed)")
    }

    /// One to three edits at token boundaries.
    static func mutate(_ bytes: [UInt8], random: inout SplitMix64) -> [UInt8] {
        var result = bytes
        for _ in 0...random.below(3) {
            let tokens = FormatVerifier.lex(result)
            guard !tokens.isEmpty else { return result }
            let t = tokens[random.below(tokens.count)]
            let piece = Array(result[t.span.start..<t.span.end])
            switch random.below(7) {
            case 0: result.removeSubrange(t.span.start..<t.span.end)
            case 1: result.insert(contentsOf: piece + [0x20], at: t.span.start)
            case 2: result.insert(contentsOf: Array("; ".utf8), at: t.span.start)
            case 3: result.insert(contentsOf: Array("\n;".utf8), at: t.span.end)
            case 4: result.insert(contentsOf: Array(" // formc:ignore FC0203\n".utf8), at: t.span.end)
            case 5: result.insert(contentsOf: Array("\n  ; // formc:ignore\n".utf8), at: t.span.end)
            default: result.insert(0x0A, at: t.span.end)
            }
        }
        return result
    }
}
