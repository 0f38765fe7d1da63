import Testing
@testable import FormDSL

/// Optimal string alignment distance over lowercased scalars, written as plainly as possible.
private func referenceDistance(_ a: String, _ b: String) -> Int {
    let x = Array(a.lowercased().unicodeScalars), y = Array(b.lowercased().unicodeScalars)
    var d = [[Int]](repeating: [Int](repeating: 0, count: y.count + 1), count: x.count + 1)
    for i in 0...x.count { d[i][0] = i }
    for j in 0...y.count { d[0][j] = j }
    for i in stride(from: 1, through: x.count, by: 1) {
        for j in stride(from: 1, through: y.count, by: 1) {
            d[i][j] = min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + (x[i - 1] == y[j - 1] ? 0 : 1))
            if i > 1, j > 1, x[i - 1] == y[j - 2], x[i - 2] == y[j - 1] { d[i][j] = min(d[i][j], d[i - 2][j - 2] + 1) }
        }
    }
    return d[x.count][y.count]
}

/// The rule of `Spelling`, written out: the nearest candidate other than the word, within a
/// third of the candidate's length (1 to 3), the earliest of equally near ones.
private func referenceSuggestion(_ word: String, _ candidates: [String]) -> String? {
    var best: (candidate: String, distance: Int)?
    for candidate in candidates where candidate != word {
        let d = referenceDistance(word, candidate)
        if d <= max(1, min(3, candidate.unicodeScalars.count / 3)), d < best?.distance ?? Int.max {
            best = (candidate, d)
        }
    }
    return best?.candidate
}

@Test func suggestionsOfTheChecker() {
    #expect(Spelling.suggest("decmalPad", from: CheckerVocabulary.keyboardNames) == "decimalPad")
    #expect(Spelling.suggest("decimalpad", from: CheckerVocabulary.keyboardNames) == "decimalPad")
    #expect(Spelling.suggest("nubmerPad", from: CheckerVocabulary.keyboardNames) == "numberPad")
    #expect(Spelling.suggest("banana", from: CheckerVocabulary.keyboardNames) == nil)
    #expect(Spelling.distance("ab", "ba") == 1)
}

@Test func toleranceIsTheCandidates() {
    // `decimalPad` (10 scalars) allows three edits, whatever the length of the word typed.
    #expect(Spelling.suggest("decimal", from: ["decimalPad"]) == "decimalPad")
    #expect(Spelling.suggest("dec", from: ["decimalPad"]) == nil)
    // `blur` (4) allows one.
    #expect(Spelling.suggest("blurr", from: ["blur"]) == "blur")
    #expect(Spelling.suggest("blurrr", from: ["blur"]) == nil)
    // Short words allow one edit, long ones never more than three.
    #expect(Spelling.suggest("ab", from: ["a"]) == "a")
    #expect(Spelling.suggest("autocapitalizaton", from: ["autocapitalization"]) == "autocapitalization")
    #expect(Spelling.suggest("autocapitalizati", from: ["autocapitalization"]) == "autocapitalization")
    #expect(Spelling.suggest("autocapitalizat", from: ["autocapitalization"]) == "autocapitalization")
    #expect(Spelling.suggest("autocapitaliza", from: ["autocapitalization"]) == nil)
    #expect(Spelling.suggest(String(repeating: "a", count: 1_000_000), from: ["aaa", "aaaa"]) == nil)
}

@Test func nearestThenEarliestAndNeverTheWordItself() {
    #expect(Spelling.suggest("nxt", from: ["next", "nx"]) == "next")       // earliest of two at 1
    #expect(Spelling.suggest("nxt", from: ["nx", "next"]) == "nx")
    #expect(Spelling.suggest("texts", from: ["tex", "text"]) == "text")    // nearer wins over earlier
    #expect(Spelling.suggest("json", from: ["json"]) == nil)
    #expect(Spelling.suggest("json", from: ["json", "jsonl"]) == "jsonl")
    #expect(Spelling.suggest("JSON", from: ["sarif", "json"]) == "json")   // case alone is distance 0
    #expect(Spelling.suggest("x", from: [String]()) == nil)
}

/// Random words against random candidate lists, ASCII and not: the engine (with its ASCII
/// table and its length bounds) gives what the plain rule gives.
@Test func suggestionsFollowThePlainRule() {
    let letters: [String] = ["a", "b", "c", "d", "e", "A", "B", "é", "É", "ß", "İ", "ﬁ", "😀", "_", "1"]
    var random = SplitMix64(state: 0x5EED_0011)
    func word() -> String { (0..<random.below(9)).map { _ in letters[random.below(letters.count)] }.joined() }
    for _ in 0..<3_000 {
        let typed = word()
        let candidates = (0..<random.below(6)).map { _ in random.chance(20) ? typed : word() }
        #expect(Spelling.suggest(typed, from: candidates) == referenceSuggestion(typed, candidates), "\(typed) in \(candidates)")
        for candidate in candidates {
            #expect(Spelling.distance(typed, candidate) == referenceDistance(typed, candidate), "\(typed) vs \(candidate)")
            #expect(Spelling.isNear(typed, candidate) == (Spelling.suggest(typed, from: [candidate]) == candidate),
                    "\(typed) vs \(candidate)")
        }
    }
}

/// The parser's keywords: `isNear` is `suggest` with one candidate.
@Test func isNearIsSuggestWithOneCandidate() {
    let words = ["field", "fiel", "feild", "fieldd", "FIELD", "form", "from", "format", "forms", "fo",
                 "section", "sectoin", "secti", "action", "sect", "İeld", "fïeld", ""]
        + Language.allPropertySpellings
    for word in words {
        for keyword in ["field", "section", "form"] {
            #expect(Spelling.isNear(word, keyword) == (Spelling.suggest(word, from: [keyword]) == keyword), "\(word) vs \(keyword)")
        }
    }
    #expect(!Spelling.isNear("format", "form"))
    #expect(Spelling.isNear("secti", "section"))
}
