import Foundation
import Testing
@testable import FormDSL

/// Files outside the compiler that list the language's words come from the language table, as
/// docs/LANGUAGE.md's tables do: the TextMate grammar's keyword lists (editors/) and the fuzzing
/// dictionary's vocabulary (fuzz/formc.dict). Each test prints the list from the table and
/// compares; FORMC_UPDATE_GOLDEN=1 writes it into the file.
@Suite struct TableDerivedFilesTests {
    /// The words formc gives a meaning to, by what they are, in the language table's order: a
    /// word of a later group that an earlier one has is left out.
    static var vocabulary: [(heading: String, words: [String])] {
        let wordLists = Language.properties.compactMap(\.argument.wordList)
        var seenLists = Set<WordList>()
        let listWords = wordLists.filter { seenLists.insert($0).inserted }.flatMap { $0.entries.map(\.spelling) }
        var groups: [(String, [String])] = [
            ("keywords and argument labels", Keyword.allCases.map(\.spelling)),
            ("properties, and those reserved for later versions", Language.properties.map(\.spelling) + Language.reservedProperties),
            ("field kinds, and the control names people write as a type", Language.fieldKindSpellings + Language.controlNames),
            ("validators", Language.validatorSpellings),
            ("formats and their date styles", Language.formatSpellings + DateStyle.allCases.map(\.rawValue)),
            ("the words properties take: keyboards, content types, submit labels, styles, ...", listWords),
            ("shortcut modifiers", ShortcutModifier.allCases.map(\.rawValue)),
            ("names the generated Swift reserves", SwiftReservedNames.fieldNames.sorted()),
        ]
        var seen = Set<String>()
        for i in groups.indices { groups[i].1 = groups[i].1.filter { seen.insert($0).inserted } }
        return groups
    }

    /// fuzz/formc.dict's generated part: every word of `vocabulary`, as libFuzzer reads them.
    static var dictionaryBlock: String {
        vocabulary.map { group in
            "# \(group.heading)\n" + group.words.map { "\"\($0)\"\n" }.joined()
        }.joined(separator: "\n")
    }

    @Test func fuzzDictionaryHasTheTablesVocabulary() throws {
        let url = TestSupport.packageRoot.appendingPathComponent("fuzz/formc.dict")
        try Self.compareBlock(in: url, name: "vocabulary", comment: "#", expected: Self.dictionaryBlock)
    }

    /// The grammar's keyword lists: each rule's `match` with its alternation of words.
    static var grammarRules: [(rule: String, prefix: String, words: [String], suffix: String)] {
        [("field", #"\\b(field)\\s+([A-Za-z_][A-Za-z0-9_]*)\\s*(:)\\s*(?:("#,
          Language.fieldKindSpellings + Language.controlNames, #")\\b)?"#),
         ("property", #"(?:^|(?<=[{;]))\\s*\\b("#, Language.properties.map(\.spelling) + Language.reservedProperties, #")\\b"#),
         ("validator", #"\\b("#, Language.validatorSpellings, #")\\b"#)]
    }

    @Test func grammarKeywordsComeFromTheTable() throws {
        let url = TestSupport.packageRoot.appendingPathComponent("editors/formc.tmLanguage.json")
        let text = try String(contentsOf: url, encoding: .utf8)
        var lines = text.components(separatedBy: "\n")
        for rule in Self.grammarRules {
            guard let start = lines.firstIndex(of: "    \"\(rule.rule)\": {"),
                  let match = lines[start...].firstIndex(where: { $0.hasPrefix("      \"match\": \"") }) else {
                Issue.record("editors/formc.tmLanguage.json has no rule '\(rule.rule)' with a match")
                continue
            }
            let expected = "      \"match\": \"" + rule.prefix + rule.words.joined(separator: "|") + rule.suffix + "\","
            if lines[match] != expected {
                if TestSupport.updatingGolden { lines[match] = expected }
                else { #expect(lines[match] == expected, "the grammar's '\(rule.rule)' words differ from the table; FORMC_UPDATE_GOLDEN=1 rewrites them") }
            }
        }
        let updated = lines.joined(separator: "\n")
        if updated != text { try updated.write(to: url, atomically: true, encoding: .utf8) }
        // Still JSON, with the rules where the grammar reads them.
        let grammar = try JSONSerialization.jsonObject(with: Data(updated.utf8)) as? [String: Any]
        let repository = grammar?["repository"] as? [String: Any]
        for rule in Self.grammarRules {
            #expect((repository?[rule.rule] as? [String: Any])?["match"] is String, "\(rule.rule)")
        }
    }

    /// Replaces (with FORMC_UPDATE_GOLDEN=1) or compares the text between `BEGIN GENERATED:
    /// name` and `END GENERATED: name` comment lines.
    static func compareBlock(in url: URL, name: String, comment: String, expected: String) throws {
        let text = try String(contentsOf: url, encoding: .utf8)
        let begin = "\(comment) BEGIN GENERATED: \(name) (TableDerivedFilesTests; FORMC_UPDATE_GOLDEN=1 swift test writes it)\n"
        let end = "\(comment) END GENERATED: \(name)\n"
        guard let start = text.range(of: begin), let stop = text.range(of: end, range: start.upperBound..<text.endIndex) else {
            Issue.record("\(url.lastPathComponent) has no generated block '\(name)'")
            return
        }
        let current = String(text[start.upperBound..<stop.lowerBound])
        guard current != expected else { return }
        if TestSupport.updatingGolden {
            var updated = text
            updated.replaceSubrange(start.upperBound..<stop.lowerBound, with: expected)
            try updated.write(to: url, atomically: true, encoding: .utf8)
        } else {
            #expect(current == expected, "\(url.lastPathComponent)'s '\(name)' differs from the language table; FORMC_UPDATE_GOLDEN=1 rewrites it")
        }
    }
}
