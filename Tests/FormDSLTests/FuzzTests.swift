import Foundation
import Testing
@testable import FormDSL

/// The fuzzing harness from the test side: every input the fuzzer ever broke formc with is
/// replayed through the same checks (PipelineInvariants), the checks themselves are shown to
/// catch what they claim to, and the fuzzing dictionary keeps up with the language.
@Suite struct FuzzTests {
    static let fuzzDirectory = TestSupport.packageRoot.appendingPathComponent("fuzz")

    /// fuzz/regressions: one file per fixed finding, named for what it broke.
    static let regressions: [URL] = {
        let directory = fuzzDirectory.appendingPathComponent("regressions")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { !$0.hasPrefix(".") }.sorted().map { directory.appendingPathComponent($0) }
    }()

    @Test(arguments: regressions)
    func regressionKeepsEveryInvariant(_ url: URL) throws {
        let bytes = [UInt8](try Data(contentsOf: url))
        #expect(PipelineInvariants.check(bytes, path: url.lastPathComponent) == [])
    }

    /// The fuzz target checks with this very file, not a copy that could drift.
    @Test func fuzzTargetSharesTheInvariants() throws {
        let link = Self.fuzzDirectory.appendingPathComponent("Sources/FormFuzz/PipelineInvariants.swift").path
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "../../../Tests/FormDSLTests/PipelineInvariants.swift")
    }

    @Test func regressionsArePresent() {
        #expect(Self.regressions.count >= 6)
    }

    /// The seeds hold every invariant too, so a clean form with a real model runs through
    /// every generator check (the Swift literal scan included).
    @Test func examplesKeepEveryInvariant() throws {
        var files = TestSupport.files(in: TestSupport.packageRoot.appendingPathComponent("Examples"), withExtension: "form")
        files += TestSupport.files(in: TestSupport.packageRoot.appendingPathComponent("Tests/Forms"), withExtension: "form")
        #expect(files.count >= 10)
        for url in files {
            let bytes = [UInt8](try Data(contentsOf: url))
            #expect(PipelineInvariants.check(bytes, path: url.lastPathComponent) == [], "\(url.lastPathComponent)")
        }
    }

    /// The checks are not vacuous: each flags the mistake it exists for.
    @Test func invariantsCatchBrokenOutput() {
        let problem = PipelineInvariants.swiftLiteralProblem
        #expect(problem("let a = \"fine \\\" \\\\ \\u{2028}\" // \"odd") == nil)
        #expect(problem("let a = #\"raw \\ \"# + ##\"\"#\"##") == nil)
        #expect(problem("#if canImport(SwiftUI)\nlet a = \"x\"\n#endif") == nil)
        #expect(problem("let a = \"open\nrest\"") != nil, "a line break inside a literal")
        #expect(problem("let a = \"\\(code)\"") != nil, "an interpolation")
        #expect(problem("let a = #\"\\#(code)\"#") != nil, "an escape in a raw literal")
        #expect(problem("let a = #\"ends\"# \"") != nil)
        let json = PipelineInvariants.jsonProblem
        #expect(json("{\n  \"a\": [1, -0.5, 2e3, true, null, \"\\u2028\\\"\"],\n  \"b\": {}\n}\n") == nil)
        #expect(json("{\"a\": 1, \"a\": 2}") != nil, "a key twice")
        #expect(json("{\"a\": \"line\nbreak\"}") != nil, "a raw line break in a string")
        #expect(json("{\"a\": \"\\x\"}") != nil, "a bad escape")
        #expect(json("[01]") != nil && json("[1,]") != nil && json("{} {}") != nil)
        #expect(PipelineInvariants.firstUnsafeScalar("a\tb\n", allowTab: true) == nil)
        #expect(PipelineInvariants.firstUnsafeScalar("a\tb", allowTab: false) == "U+0009")
        #expect(PipelineInvariants.firstUnsafeScalar("\u{1B}[31m", allowTab: true) == "U+001B")
        #expect(PipelineInvariants.firstUnsafeScalar("a\u{202E}b", allowTab: true) == "U+202E")
        #expect(PipelineInvariants.firstUnsafeScalar("\u{2028}", allowTab: true) == "U+2028")
        #expect(PipelineInvariants.firstUnsafeScalar("\u{9B}", allowTab: true) == "U+009B")
    }

    /// fuzz/formc.dict has the language's punctuation; its vocabulary is the language table's
    /// (`TableDerivedFilesTests`).
    @Test func dictionaryHasThePunctuation() throws {
        let text = try String(contentsOf: Self.fuzzDirectory.appendingPathComponent("formc.dict"), encoding: .utf8)
        var entries: Set<String> = []
        for line in text.split(separator: "\n") where line.hasPrefix("\"") && line.hasSuffix("\"") {
            entries.insert(String(line.dropFirst().dropLast()).replacing("\\\"", with: "\"").replacing("\\\\", with: "\\"))
        }
        let punctuation = ["{", "}", "(", ")", "[", "]", ":", ";", ",", "?", "...", "..<", "==", "!=", "!", "<", "<=", ">", ">=",
                           "&&", "||", "\"", "\\u{", "//", "/*", "*/", "+", "-", "*", "/", "=", "??"]
        let missing = punctuation.filter { !entries.contains($0) }
        #expect(missing.isEmpty, "add to fuzz/formc.dict: \(missing)")
    }
}
