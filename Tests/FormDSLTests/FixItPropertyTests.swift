import Foundation
import Testing
@testable import FormDSL

/// Every fix-it of every diagnostic, over every form in the repository, the diagnostics'
/// before-and-after examples, the fuzz regressions and a few thousand mutants of them: a fix-it
/// marked safe, applied alone, removes its diagnostic and adds no error (`SafeFixes.holds`);
/// no fix-it, safe or not, turns a file that parses into one that does not.
@Suite struct FixItPropertyTests {
    static let corpus: [(name: String, bytes: [UInt8])] = {
        var corpus = SafeFixesTests.corpus
        for sub in ["diagnostics"] {
            for url in TestSupport.files(in: TestSupport.goldenDirectory.appendingPathComponent(sub), withExtension: "form") {
                if let data = try? Data(contentsOf: url) { corpus.append((sub + "/" + url.lastPathComponent, [UInt8](data))) }
            }
        }
        let regressions = TestSupport.packageRoot.appendingPathComponent("fuzz/regressions")
        for name in (try? FileManager.default.contentsOfDirectory(atPath: regressions.path))?.sorted() ?? [] {
            if let data = try? Data(contentsOf: regressions.appendingPathComponent(name)) { corpus.append(("regressions/" + name, [UInt8](data))) }
        }
        return corpus
    }()

    /// Token-level mutants of the corpus: a token deleted, doubled or swapped with the next, a
    /// line cut short. Seeded, so a failure names a mutant that comes back.
    static let mutants: [(name: String, bytes: [UInt8])] = {
        var rng = SplitMix64(state: 40)
        var out: [(String, [UInt8])] = []
        let sources = corpus.filter { $0.bytes.count < 20_000 }
        for i in 0..<1_000 {
            let (name, bytes) = sources[rng.below(sources.count)]
            var lexer = Lexer(bytes: bytes)
            var sink = DiagnosticSink()
            var tokens: [Span] = []
            while true {
                let token = lexer.next(&sink)
                if token.kind == .endOfFile { break }
                tokens.append(token.span)
            }
            guard tokens.count > 2 else { continue }
            let t = rng.below(tokens.count - 1)
            let a = tokens[t], b = tokens[t + 1]
            var mutant = bytes
            switch rng.below(4) {
            case 0: mutant.removeSubrange(a.start..<a.end)
            case 1: mutant.insert(contentsOf: bytes[a.start..<a.end] + [0x20], at: a.start)
            case 2: mutant.replaceSubrange(a.start..<b.end, with: Array(bytes[b.start..<b.end]) + bytes[a.end..<b.start] + bytes[a.start..<a.end])
            default:
                var end = a.end
                while end < bytes.count, bytes[end] != 0x0A { end += 1 }
                mutant.removeSubrange(a.end..<end)
            }
            out.append(("\(name)#\(i)", mutant))
        }
        return out
    }()

    /// Problems with the fix-its of one file. `strict`: every fix-it marked safe must hold
    /// (the repository's own files); otherwise only what `--fix` does must (mutants, where a
    /// fix-it's guess may meet text it could not foresee and `SafeFixes.holds` keeps it out).
    static func check(_ name: String, _ bytes: [UInt8], strict: Bool) -> [String] {
        let file = SourceFile(path: name, bytes: bytes)
        let diagnostics = SafeFixes.roundDiagnostics(file)
        let parses = !Stages.parse(file).hasErrors
        var problems: [String] = []
        for d in diagnostics where !d.fixIts.isEmpty {
            if strict, d.fixIts.allSatisfy(\.isSafe), !SafeFixes.holds(d, in: file, diagnostics: diagnostics) {
                let fixed = SourceFile(path: name, bytes: SafeFixes.replacing(d.fixIts.sorted { $0.span.start < $1.span.start }, in: bytes))
                let before = Set(diagnostics.map { "\($0.id) \($0.message)" })
                let added = SafeFixes.roundDiagnostics(fixed).filter { $0.severity == .error && !before.contains("\($0.id) \($0.message)") }
                problems.append("\(name): \(d.id) \(d.message): a fix-it marked safe does not hold; it adds \(added.map { "\($0.id) \($0.message)" })")
            }
            guard parses else { continue }
            for fix in d.fixIts where fix.span.end <= bytes.count {
                let fixed = SourceFile(path: name, bytes: SafeFixes.replacing([fix], in: bytes))
                if Stages.parse(fixed).hasErrors {
                    problems.append("\(name): \(d.id) \(d.message): replacing '\(file.text(fix.span))' with '\(fix.replacement)' breaks the syntax")
                }
            }
        }
        // What `--fix` writes has no error of an id the file had fewer of.
        if parses {
            let outcome = SafeFixes.apply(to: file)
            var count: [String: Int] = [:]
            for d in diagnostics where d.severity == .error { count[d.id, default: 0] += 1 }
            for d in outcome.diagnostics where d.severity == .error { count[d.id, default: 0] -= 1 }
            for (id, n) in count where n < 0 { problems.append("\(name): --fix adds \(-n) \(id)") }
        }
        return problems
    }

    @Test func everyFixItOfTheRepositoryHolds() {
        #expect(Self.corpus.count > 500, "\(Self.corpus.count) files")
        let problems = Self.corpus.flatMap { Self.check($0.name, $0.bytes, strict: true) }
        #expect(problems.isEmpty, "\(problems.count) problems:\n\(problems.prefix(40).joined(separator: "\n"))")
    }

    @Test func fixItsOfTheMutantsNeverBreakAFile() {
        #expect(Self.mutants.count >= 950)
        let problems = Self.mutants.flatMap { Self.check($0.name, $0.bytes, strict: false) }
        #expect(problems.isEmpty, "\(problems.count) problems:\n\(problems.prefix(40).joined(separator: "\n"))")
    }

    /// The three fix-its that once broke a file or inverted its meaning.
    @Test func theFixItsThatBrokeFilesNoLonger() {
        func fixes(_ text: String) -> [(String, String, Bool)] {
            let file = SourceFile(path: "t.form", text: text)
            return SafeFixes.roundDiagnostics(file).flatMap { d in d.fixIts.map { (file.text($0.span), $0.replacement, $0.isSafe) } }
        }
        let qualified = fixes("form A {\n    field a: int { keyboard UIKeyboardType.numberPad }\n}\n")
        #expect(qualified.map(\.0) == ["UIKeyboardType."] && qualified.map(\.1) == [""])
        let inverted = fixes("form A {\n    field b: text { disableAutocorrection true }\n}\n")
        #expect(inverted.map(\.1) == ["autocorrection off"])
        let kept = fixes("form A {\n    field b: text { disableAutocorrection false }\n}\n")
        #expect(kept.map(\.1) == ["autocorrection on"])
        // `lable` beside a `label`: named, but not made a second `label`.
        let twice = SafeFixes.roundDiagnostics(SourceFile(path: "t.form", text: "form A {\n    field a: text {\n        label \"A\"\n        lable \"B\"\n    }\n}\n"))
        #expect(twice.map(\.id) == ["FC0301"] && twice.first?.fixIts.isEmpty == true)
        #expect(twice.first?.help == "did you mean 'label'? there is a 'label' here already; remove one of them")
        let comparison = fixes("form A {\n    field a: int?\n    field c: text? { visible when a = 5 }\n}\n")
        #expect(comparison.map(\.1) == ["=="])
    }
}
