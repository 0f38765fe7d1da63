import Foundation
import Testing
@testable import FormDSL

/// `SafeFixes`, behind `formc check --fix`: which fix-its are safe, how they are applied, and
/// that nothing but the replaced spans ever changes.
struct SafeFixesTests {
    private func fix(_ text: String) -> FixOutcome {
        SafeFixes.apply(to: SourceFile(path: "t.form", text: text))
    }

    private func fixed(_ text: String) -> String {
        String(decoding: fix(text).fixed.bytes, as: UTF8.self)
    }

    private func form(_ body: String) -> String { "form F {\n\(body)\n}\n" }

    // MARK: Each safe kind

    @Test(arguments: [
        // Swift's leading dot (FC0002).
        ("    field a: int { keyboard .numberPad; allowedCharacters \"0123456789\" }",
         "    field a: int { keyboard numberPad; allowedCharacters \"0123456789\" }"),
        // A SwiftUI modifier (FC0002).
        ("    field a: int { .keyboardType(.numberPad) }", "    field a: int { keyboard numberPad }"),
        // A property written like an argument label (FC0101).
        ("    field a: text { label: \"Name\" }", "    field a: text { label \"Name\" }"),
        // Typographic quotes (FC0002): both quotes at once.
        ("    field a: text { label “Name” }", "    field a: text { label \"Name\" }"),
        // A decimal number without its leading zero (FC0009).
        ("    field a: decimal { default .5 }", "    field a: decimal { default 0.5 }"),
        // A misspelt keyword (FC0105).
        ("    feild a: text", "    field a: text"),
        // A validator written as a property (FC0301).
        ("    field a: text { required }", "    field a: text { validate required }"),
        // A SwiftUI property name (FC0301) and a typo one edit from one property.
        ("    field a: text { placeholder \"x\" }", "    field a: text { prompt \"x\" }"),
        ("    field a: text { lable \"A\" }", "    field a: text { label \"A\" }"),
        // A keyboard name in the wrong case (FC0307), a UIKit value name (FC0310).
        ("    field a: int { keyboard numberpad }", "    field a: int { keyboard numberPad }"),
        ("    field a: text { autocapitalization none }", "    field a: text { autocapitalization never }"),
        // A currency code in lower case (FC0317), the platform's name (FC0330).
        ("    field a: currency(\"eur\")", "    field a: currency(\"EUR\")"),
        ("    platform ios 16\n    field a: text", "    platform iOS 16\n    field a: text"),
        // The deprecated keyboard name (FC0226).
        ("    field a: text { keyboard alphabet }", "    field a: text { keyboard asciiCapable }"),
        // A '?' on a kind that cannot be optional (FC0360).
        ("    field a: toggle? { label \"A\" }", "    field a: toggle { label \"A\" }"),
    ])
    func aSafeFixItIsApplied(_ before: String, _ after: String) {
        let outcome = fix(form(before))
        #expect(String(decoding: outcome.fixed.bytes, as: UTF8.self) == form(after))
        #expect(outcome.refusal == nil)
        #expect(!outcome.applied.isEmpty)
        #expect(outcome.notApplied.isEmpty)
    }

    @Test(arguments: [
        // Which field was meant is for a person to say.
        "    field email: text\n    field name: text\n    focus name, emial",
        // '..' may have meant '..<'.
        "    field a: int { validate range(1..5) }",
        // Where the string ends is a guess.
        "    field a: text { label \"Name }",
        // Pitfalls: which way out is a choice.
        "    field a: int { maxLength 3; validate range(0...1000) }",
        "    field a: text { contentType emailAddress; keyboard numberPad }",
        // A shortened name is a guess.
        "    field a: text { contentType email }",
        // Near several names.
        "    // formc:ignore FC0200\n    field a: text",
    ])
    func anUnsafeFixItIsLeft(_ body: String) {
        let text = form(body)
        let outcome = fix(text)
        #expect(!outcome.changed, "\(fixed(text))")
        #expect(outcome.rounds.isEmpty)
        #expect(outcome.diagnostics.contains { !$0.fixIts.isEmpty }, "the case must have a fix-it to leave")
    }

    @Test func aNameNearTwoOthersIsNotSafe() {
        #expect(!Spelling.isUnambiguous("FC0211", "FC0201", among: DiagnosticCode.allCases.map(\.id)))
        #expect(Spelling.isUnambiguous("lable", "label", among: ["label", "prompt", "keyboard"]))
        #expect(!Spelling.isUnambiguous("lbel", "label", among: ["label", "lbl"]))
        // Two edits away is a guess even when it is the only near name.
        #expect(!Spelling.isUnambiguous("keybrd", "keyboard", among: ["keyboard", "label"]))
        #expect(Spelling.isUnambiguous("KEYBOARD", "keyboard", among: ["keyboard", "label"]))
    }

    @Test func formcIgnoreKeepsAFixItOut() {
        let text = form("    // formc:ignore FC0226\n    field a: text { keyboard alphabet }")
        #expect(!fix(text).changed)
    }

    @Test func fixItsUncoveredByAFixAreAppliedInTheNextRound() {
        // The modifier becomes 'keyboard numberpad', whose keyboard is then written in the wrong case.
        let outcome = fix(form("    field a: int { .keyboardType(.numberpad) }"))
        #expect(String(decoding: outcome.fixed.bytes, as: UTF8.self) == form("    field a: int { keyboard numberPad }"))
        #expect(outcome.rounds.count == 2)
    }

    @Test func severalFixesInOneFileKeepEverythingElse() {
        let before = "// Sign-up\nform F {\n    /* block */ field a: text { lable “A” } // trailing\n\n    feild b: int { keyboard .numberPad }\n}\n"
        let after = "// Sign-up\nform F {\n    /* block */ field a: text { label \"A\" } // trailing\n\n    field b: int { keyboard numberPad }\n}\n"
        #expect(fixed(before) == after)
    }

    // MARK: Refusals

    @Test func aFileWithASyntaxErrorIsUntouched() throws {
        let url = TestSupport.goldenDirectory.appendingPathComponent("syntax/missing-colon.form")
        let file = try TestSupport.source(url)
        let outcome = SafeFixes.apply(to: file)
        #expect(!outcome.changed)
        #expect(outcome.fixed.bytes == file.bytes)
    }

    @Test func aFixThatLeavesASyntaxErrorIsRefused() {
        // The leading dot has a safe fix-it, but 'field b int' stays broken: nothing is applied.
        let text = form("    field a: int { keyboard .numberPad }\n    field b int")
        let outcome = fix(text)
        #expect(!outcome.changed)
        #expect(outcome.rounds.isEmpty && outcome.applied.isEmpty)
        guard case .wouldNotParse(let errors)? = outcome.refusal else {
            Issue.record("expected a refusal"); return
        }
        #expect(errors.map(\.id) == ["FC0101"])
        // What is reported is the original's diagnostics, the fixable one among them.
        #expect(outcome.notApplied.map(\.id) == ["FC0002"])
    }

    // MARK: Overlapping edits

    private func diagnostic(_ start: Int, _ end: Int, _ replacement: String, safe: Bool = true) -> Diagnostic {
        Diagnostic(.unknownProperty, "d", at: Span(start, end), fixIts: [FixIt(span: Span(start, end), replacement: replacement, safe: safe)])
    }

    @Test func onOverlapTheFirstIsKept() {
        let (edits, taken) = SafeFixes.selectEdits([
            diagnostic(4, 8, "A"), diagnostic(6, 10, "B"), diagnostic(10, 12, "C"), diagnostic(0, 2, "D"),
        ])
        #expect(edits.map(\.replacement) == ["D", "A", "C"])
        #expect(taken.count == 3)
    }

    @Test func insertionsAtTheSamePlaceConflict() {
        let (edits, _) = SafeFixes.selectEdits([diagnostic(5, 5, "x"), diagnostic(5, 5, "y"), diagnostic(5, 7, "z"), diagnostic(3, 5, "w")])
        #expect(edits.map(\.replacement) == ["x"])
        // The same edit proposed twice is applied once.
        let (same, taken) = SafeFixes.selectEdits([diagnostic(5, 7, "x"), diagnostic(5, 7, "x")])
        #expect(same.map(\.replacement) == ["x"] && taken.count == 2)
    }

    @Test func aDiagnosticWithAnUnsafeFixItIsLeftWhole() {
        let mixed = Diagnostic(.unknownProperty, "d", at: Span(0, 1), fixIts: [
            FixIt(span: Span(0, 1), replacement: "a", safe: true), FixIt(span: Span(3, 4), replacement: "b", safe: false),
        ])
        #expect(SafeFixes.selectEdits([mixed]).edits.isEmpty)
    }

    @Test func replacingCopiesEveryOtherByte() {
        let bytes = Array("0123456789".utf8)
        let edits = [FixIt(span: Span(0, 0), replacement: "<", safe: true), FixIt(span: Span(2, 4), replacement: "", safe: true),
                     FixIt(span: Span(9, 10), replacement: "nine", safe: true)]
        #expect(String(decoding: SafeFixes.replacing(edits, in: bytes), as: UTF8.self) == "<0145678nine")
    }

    // MARK: Properties over every form in the repository

    /// Every form file and documentation snippet, broken ones included: the docs' "before"
    /// examples hold most kinds of fix-it.
    static let corpus: [(name: String, bytes: [UInt8])] = {
        var corpus: [(String, [UInt8])] = []
        let root = TestSupport.packageRoot
        var directories = ["Examples", "Tests/Forms", "Tests/Conformance"].map { root.appendingPathComponent($0) }
        for sub in ["syntax", "formats", "checker"] { directories.append(TestSupport.goldenDirectory.appendingPathComponent(sub)) }
        for directory in directories {
            for url in TestSupport.files(in: directory, withExtension: "form") {
                if let data = try? Data(contentsOf: url) { corpus.append((url.lastPathComponent, [UInt8](data))) }
            }
        }
        for document in ["LANGUAGE.md", "DIAGNOSTICS.md"] {
            for (name, text) in FormatTestSupport.snippets(document) { corpus.append((name, Array(text.utf8))) }
        }
        return corpus
    }()

    @Test func theCorpusHasFixes() {
        let changed = Self.corpus.filter { SafeFixes.apply(to: SourceFile(path: $0.name, bytes: $0.bytes)).changed }
        #expect(changed.count >= 10, "\(changed.map(\.name))")
    }

    @Test func onlyTheReplacedSpansChange() {
        for (name, bytes) in Self.corpus {
            let outcome = SafeFixes.apply(to: SourceFile(path: name, bytes: bytes))
            var current = bytes
            for edits in outcome.rounds {
                let next = SafeFixes.replacing(edits, in: current)
                // Walk the old and new text side by side: outside each edit, byte for byte.
                var old = 0, new = 0
                for edit in edits {
                    let keep = edit.span.start - old
                    #expect(Array(current[old..<edit.span.start]) == Array(next[new..<(new + keep)]), "\(name)")
                    new += keep + edit.replacement.utf8.count
                    old = edit.span.end
                }
                #expect(Array(current[old...]) == Array(next[new...]), "\(name)")
                current = next
            }
            #expect(current == outcome.fixed.bytes, "\(name)")
            if outcome.changed {
                #expect(!Stages.parse(outcome.fixed).hasErrors, "\(name): a fixed file must parse")
            }
        }
    }

    @Test func fixingIsIdempotent() {
        for (name, bytes) in Self.corpus {
            let once = SafeFixes.apply(to: SourceFile(path: name, bytes: bytes))
            let twice = SafeFixes.apply(to: once.fixed)
            #expect(!twice.changed, "\(name)")
            #expect(twice.fixed.bytes == once.fixed.bytes, "\(name)")
        }
    }

    @Test func cleanFilesAreNotChanged() {
        for (name, bytes) in Self.corpus where Compiler.diagnose(SourceFile(path: name, bytes: bytes)).isEmpty {
            #expect(!SafeFixes.apply(to: SourceFile(path: name, bytes: bytes)).changed, "\(name)")
        }
    }
}
