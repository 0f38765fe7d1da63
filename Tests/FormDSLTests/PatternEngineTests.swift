import Foundation
import Testing
@testable import FormDSL

/// The ICU half of the pattern corpus (Tests/Patterns). `Tests/Patterns/engines.py` records,
/// for every corpus pattern, formc's verdict, the anchored pattern it emits, the probe strings
/// and what Python `re` and Node (no flag, `u`, `v`) answer on each probe; `.ci/run` keeps that
/// file current. Here the same anchored patterns run through ICU (`NSRegularExpression`, what the
/// app uses), so plain `swift test` needs neither Python nor Node:
/// - formc's verdict and anchored pattern are still the recorded ones (else: run engines.py update);
/// - every pattern formc calls clean compiles in ICU and matches exactly like Python and Node with
///   `u` and with `v`, the engines formc promises (Node without a flag is recorded, not promised:
///   it reads a character above U+FFFF as two);
/// - every kind of warning names a real difference: some pattern warned about only that kind
///   fails to compile in one of those engines or answers differently on some probe.
@Suite struct PatternEngineTests {
    struct Entry {
        var pattern: String
        var ids: [String]
        var anchored: String?
        var probes: [String]
        var results: [String: String]
    }

    static let engines = ["python", "ecma", "ecma_u", "ecma_v"]
    /// The engines a clean pattern matches alike in, with ICU.
    static let promised = ["python", "ecma_u", "ecma_v"]

    /// Warning kinds whose difference does not show in the anchored patterns run here, with the reason.
    static let exempt: [String: String] = [
        "FC0341": "catastrophic backtracking is a matter of time, not of answers; engines.py times each warned pattern",
        "lookahead '…' is not in the JSON Schema interoperable subset; Swift, Python and web validators may disagree":
            "ICU, Python and ECMA-262 agree; RE2-based validators (Go, Rust) reject lookarounds",
        "backreference '…' is not in the JSON Schema interoperable subset; Swift, Python and web validators may disagree":
            "ICU, Python and ECMA-262 agree; RE2-based validators (Go, Rust) reject backreferences",
        "named backreference '…' is not in the JSON Schema interoperable subset; Swift, Python and web validators may disagree":
            "never comes alone: it needs a named group, which Python rejects",
        // The source text itself means something else elsewhere; formc emits a spelling every engine reads alike.
        "code point escape '…' needs the '…' flag in ECMA-N and is not in the JSON Schema interoperable subset; Swift, Python and web validators may disagree":
            "ECMA-262 without 'u' reads the source '\\u{61}' as 61 'u's; formc emits the character",
        "a lone '…' is read literally only by ECMA-N's legacy web grammar and rejected with the '…' flag; write '…'":
            "the source is a syntax error with 'u'; formc emits it escaped",
        "control escape '…' is not in the JSON Schema interoperable subset; Swift, Python and web validators may disagree (Python's re has no '…')":
            "Python rejects the source '\\cJ'; formc emits the control character as '\\n' or '\\uHHHH'",
    ]

    static func load() throws -> [Entry] {
        let url = TestSupport.packageRoot.appendingPathComponent("Tests/Patterns/expected.json")
        let root = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
        let fixed = try #require(root["fixedProbes"] as? [String])
        let patterns = try #require(root["patterns"] as? [[String: Any]])
        return try patterns.map { p in
            var results: [String: String] = [:]
            for engine in engines { results[engine] = p[engine] as? String }
            return Entry(pattern: try #require(p["pattern"] as? String), ids: try #require(p["ids"] as? [String]),
                         anchored: p["anchored"] as? String, probes: fixed + (try #require(p["probes"] as? [String])),
                         results: results)
        }
    }

    /// The ids the checker reports for a pattern, sorted as engines.py records them.
    static func ids(_ analysis: PatternAnalysis) -> [String] {
        let groups: [(DiagnosticCode, [PatternIssue])] = [
            (.invalidPattern, analysis.errors), (.patternNestedTooDeep, analysis.limitErrors),
            (.nonPortablePattern, analysis.portabilityWarnings), (.patternBacktracking, analysis.backtrackingWarnings),
        ]
        return groups.flatMap { code, issues in issues.map { _ in code.id } }.sorted()
    }

    /// ICU's answers, "0"/"1" per probe, or "error: ..." when the pattern does not compile.
    static func icu(_ anchored: String, _ probes: [String]) -> String {
        guard let regex = try? NSRegularExpression(pattern: anchored) else { return "error: ICU does not compile it" }
        return String(probes.map { probe in
            regex.firstMatch(in: probe, range: NSRange(probe.startIndex..., in: probe)) != nil ? "1" : "0"
        })
    }

    /// A warning's kind: its message with the quoted parts (no spaces inside: "Python's" is not
    /// one) and the numbers left out.
    static func kind(_ message: String) -> String {
        message.replacingOccurrences(of: "'[^' ]*'", with: "'…'", options: .regularExpression)
            .replacingOccurrences(of: "[0-9]+", with: "N", options: .regularExpression)
    }

    static func kinds(_ analysis: PatternAnalysis) -> Set<String> {
        Set(analysis.portabilityWarnings.map { kind($0.message) })
            .union(analysis.backtrackingWarnings.isEmpty ? [] : [DiagnosticCode.patternBacktracking.id])
    }

    /// Whether the engines' answers differ anywhere, a compile failure in some but not all included.
    static func disagree(_ answers: [String]) -> Bool {
        Set(answers.map { $0.hasPrefix("error") ? "error" : $0 }).count > 1
    }

    @Test func corpusIsLargeAndCurrent() throws {
        let entries = try Self.load()
        #expect(entries.count >= 300)
        for entry in entries {
            let analysis = PatternSyntax.analyze(entry.pattern)
            #expect(Self.ids(analysis) == entry.ids,
                    "\(entry.pattern.debugDescription): formc's verdict changed; run Tests/Patterns/engines.py update .build/debug/formc")
            #expect((analysis.isUsable ? analysis.anchored : nil) == entry.anchored,
                    "\(entry.pattern.debugDescription): the anchored pattern changed; run Tests/Patterns/engines.py update .build/debug/formc")
        }
    }

    @Test func cleanPatternsMatchAlikeInICUAndEveryOtherEngine() throws {
        var checked = 0
        for entry in try Self.load() where entry.ids.isEmpty {
            let anchored = try #require(entry.anchored)
            let icu = Self.icu(anchored, entry.probes)
            #expect(!icu.hasPrefix("error"), "\(entry.pattern.debugDescription) is clean but ICU cannot compile \(anchored)")
            for engine in Self.promised {
                let other = try #require(entry.results[engine])
                guard other != icu else { continue }
                let first = zip(icu, other).enumerated().first { $0.element.0 != $0.element.1 }?.offset
                let probe = first.map { entry.probes[$0].debugDescription } ?? "-"
                Issue.record("\(entry.pattern.debugDescription) is clean but ICU and \(engine) differ (\(other.prefix(40))); first on \(probe)")
            }
            checked += 1
        }
        #expect(checked >= 250)
    }

    @Test func everyKindOfWarningNamesARealDifference() throws {
        var seen: Set<String> = []
        var shown: Set<String> = []
        for entry in try Self.load() where entry.anchored != nil && !entry.ids.isEmpty {
            let analysis = PatternSyntax.analyze(entry.pattern)
            let kinds = Self.kinds(analysis)
            seen.formUnion(kinds)
            guard kinds.count == 1, let kind = kinds.first else { continue }
            let answers = [Self.icu(try #require(entry.anchored), entry.probes)] + Self.promised.compactMap { entry.results[$0] }
            if Self.disagree(answers) { shown.insert(kind) }
        }
        #expect(seen.count >= 10)
        for kind in seen.subtracting(shown) where Self.exempt[kind] == nil {
            Issue.record("no pattern of the corpus warned only '\(kind)' shows a difference between ICU, Python and ECMA-262")
        }
        for kind in Self.exempt.keys {
            #expect(!shown.contains(kind), "'\(kind)' now shows a difference: remove its exemption")
        }
    }
}
