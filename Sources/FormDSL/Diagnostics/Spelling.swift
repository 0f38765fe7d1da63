/// "Did you mean ...?" suggestions, shared by the parser (misspelt keywords) and the checker
/// (misspelt properties, keyboards, content types, field names).
public enum Spelling {
    /// Optimal string alignment distance (Levenshtein plus adjacent transpositions), over
    /// lowercased Unicode scalars, so `Decimalpad` and `decmialPad` are both near `decimalPad`.
    public static func distance(_ a: String, _ b: String) -> Int {
        let x = Array(a.lowercased().unicodeScalars)
        let y = Array(b.lowercased().unicodeScalars)
        if x.isEmpty { return y.count }
        if y.isEmpty { return x.count }
        var previous2 = [Int](repeating: 0, count: y.count + 1)
        var previous = Array(0...y.count)
        var current = [Int](repeating: 0, count: y.count + 1)
        for i in 1...x.count {
            current[0] = i
            for j in 1...y.count {
                let cost = x[i - 1] == y[j - 1] ? 0 : 1
                var best = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, x[i - 1] == y[j - 2], x[i - 2] == y[j - 1] {
                    best = min(best, previous2[j - 2] + 1)
                }
                current[j] = best
            }
            (previous2, previous, current) = (previous, current, previous2)
        }
        return previous[y.count]
    }

    /// The largest distance still taken for a typo of a word of this length: short words
    /// allow one edit, longer ones up to a third of their length.
    static func tolerance(for word: String) -> Int {
        max(1, min(3, word.unicodeScalars.count / 3))
    }

    /// Whether `word` is plausibly a misspelling of `keyword` (but not the keyword itself).
    public static func isNear(_ word: String, _ keyword: String) -> Bool {
        guard word != keyword else { return false }
        let tolerance = tolerance(for: keyword)
        // The distance is at least the difference in length. For ASCII text (every property
        // name the parser asks about) lowercasing keeps the length, so that bound is exact
        // and most words are ruled out without building the distance table.
        if word.utf8.count - keyword.utf8.count > tolerance || keyword.utf8.count - word.utf8.count > tolerance,
           word.utf8.allSatisfy({ $0 < 0x80 }), keyword.utf8.allSatisfy({ $0 < 0x80 }) {
            return false
        }
        return distance(word, keyword) <= tolerance
    }

    /// The candidate closest to `word` within tolerance; ties go to the earlier candidate, so
    /// suggestions are deterministic.
    public static func suggest<S: Sequence>(_ word: String, from candidates: S) -> String? where S.Element == String {
        var best: (String, Int)?
        for candidate in candidates {
            let d = distance(word, candidate)
            guard d <= tolerance(for: candidate) else { continue }
            if best == nil || d < best!.1 { best = (candidate, d) }
        }
        return best?.0
    }
}
