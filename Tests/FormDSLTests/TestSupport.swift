import Foundation
@testable import FormDSL

/// Paths and golden-file helpers shared by the tests.
enum TestSupport {
    /// The package root, found from this file's path so tests run from any directory.
    static let packageRoot: URL = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static let goldenDirectory = packageRoot.appendingPathComponent("Tests/FormDSLTests/Golden")

    /// Set FORMC_UPDATE_GOLDEN=1 to rewrite every golden file from the current output; read
    /// the diff before committing.
    static var updatingGolden: Bool { ProcessInfo.processInfo.environment["FORMC_UPDATE_GOLDEN"] == "1" }

    static func files(in directory: URL, withExtension ext: String) -> [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { $0.hasSuffix("." + ext) }.sorted().map { directory.appendingPathComponent($0) }
    }

    static func source(_ url: URL, displayPath: String? = nil) throws -> SourceFile {
        let data = try Data(contentsOf: url)
        return SourceFile(path: displayPath ?? url.lastPathComponent, bytes: [UInt8](data))
    }

    /// Compares `actual` with the golden file, or rewrites it when updating. Returns nil when
    /// they agree, else a description of the first difference.
    static func compareGolden(_ actual: String, _ golden: URL) -> String? {
        if updatingGolden {
            try? FileManager.default.createDirectory(at: golden.deletingLastPathComponent(), withIntermediateDirectories: true)
            try? actual.write(to: golden, atomically: true, encoding: .utf8)
            return nil
        }
        guard let expected = try? String(contentsOf: golden, encoding: .utf8) else {
            return "missing golden file \(golden.path); run with FORMC_UPDATE_GOLDEN=1"
        }
        if expected == actual { return nil }
        let a = actual.split(separator: "\n", omittingEmptySubsequences: false)
        let e = expected.split(separator: "\n", omittingEmptySubsequences: false)
        for i in 0..<max(a.count, e.count) {
            let x = i < a.count ? String(a[i]) : "<end>"
            let y = i < e.count ? String(e[i]) : "<end>"
            if x != y { return "\(golden.lastPathComponent) line \(i + 1):\n  expected: \(y)\n  actual:   \(x)" }
        }
        return "\(golden.lastPathComponent) differs"
    }

    /// A token dump: one `kind 'text'` per line, as the lexer tests compare them.
    static func tokenDump(_ text: String) -> [String] {
        let bytes = Array(text.utf8)
        var lexer = Lexer(bytes: bytes)
        var sink = DiagnosticSink()
        var out: [String] = []
        while true {
            let t = lexer.next(&sink)
            if t.kind == .endOfFile { break }
            let s = String(decoding: bytes[t.span.start..<t.span.end], as: UTF8.self)
            out.append("\(t.kind) \(s)\(t.startsLine ? " ^" : "")")
        }
        return out
    }

    static func lexDiagnostics(_ text: String) -> [Diagnostic] {
        var lexer = Lexer(bytes: Array(text.utf8))
        var sink = DiagnosticSink()
        while lexer.next(&sink).kind != .endOfFile {}
        return sink.diagnostics
    }

    static func parse(_ text: String) -> (SourceFileSyntax, [Diagnostic]) {
        Parser.parse(SourceFile(path: "test.form", text: text))
    }

    static func render(_ text: String, path: String = "test.form") -> String {
        let file = SourceFile(path: path, text: text)
        let result = Compiler.compile(file)
        return TextRenderer().render(result.diagnostics, in: file)
    }
}
