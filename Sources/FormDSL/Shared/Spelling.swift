/// "Did you mean ...?": formc's one spelling engine, used by the parser (misspelt keywords),
/// the checker (properties, keyboards, content types, field types and names, diagnostic ids)
/// and the command line (commands, options, formats, targets, diagnostic ids).
///
/// One rule decides every suggestion: a candidate is near a word when their `distance`
/// (optimal string alignment over lowercased Unicode scalars) is at most the candidate's
/// `tolerance(for:)`, a third of the candidate's length (at least 1, at most 3). The
/// tolerance belongs to the known word, not to what was typed, so a keyword accepts the same
/// typos wherever it is asked about, and no input, however long, widens it. A word is never
/// a suggestion for itself; among near candidates the closest wins, and of equally close ones
/// the earliest, so suggestions are deterministic.
public enum Spelling {
    /// Optimal string alignment distance (Levenshtein plus adjacent transpositions), over
    /// lowercased Unicode scalars, so `Decimalpad` and `decmialPad` are both near `decimalPad`.
    public static func distance(_ a: String, _ b: String) -> Int {
        let ax = Array(a.utf8), by = Array(b.utf8)
        if isASCII(ax) && isASCII(by) { return asciiDistance(ax, by) }
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

    /// The size of the multiset difference of two ASCII words' lowercased bytes, both ways:
    /// an insertion or deletion changes it by one, a substitution by at most two and a
    /// transposition not at all, so half of it (rounded up) is at most their distance.
    static func unsharedLetters(_ x: [UInt8], _ y: [UInt8]) -> Int {
        func slot(_ b: UInt8) -> Int { Int(b >= 0x41 && b <= 0x5A ? b | 0x20 : b) }
        var counts = [Int](repeating: 0, count: 128)
        for b in x { counts[slot(b)] += 1 }
        for b in y { counts[slot(b)] -= 1 }
        return counts.reduce(0) { $0 + abs($1) }
    }

    static func isASCII(_ bytes: [UInt8]) -> Bool {
        for b in bytes where b >= 0x80 { return false }
        return true
    }

    /// `distance` for ASCII text, where lowercasing is per byte and a scalar is a byte: the
    /// same table over the bytes, without lowercased copies or a split into scalars. The
    /// parser asks for it for property names on every line.
    static func asciiDistance(_ x: [UInt8], _ y: [UInt8]) -> Int {
        if x.isEmpty { return y.count }
        if y.isEmpty { return x.count }
        func lower(_ b: UInt8) -> UInt8 { b >= 0x41 && b <= 0x5A ? b | 0x20 : b }
        var previous2 = [Int](repeating: 0, count: y.count + 1)
        var previous = Array(0...y.count)
        var current = [Int](repeating: 0, count: y.count + 1)
        for i in 1...x.count {
            current[0] = i
            let xi = lower(x[i - 1])
            for j in 1...y.count {
                let yj = lower(y[j - 1])
                let cost = xi == yj ? 0 : 1
                var best = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, xi == lower(y[j - 2]), lower(x[i - 2]) == yj {
                    best = min(best, previous2[j - 2] + 1)
                }
                current[j] = best
            }
            (previous2, previous, current) = (previous, current, previous2)
        }
        return previous[y.count]
    }

    /// The largest distance still taken for a typo of `candidate`: short words allow one
    /// edit, longer ones up to a third of their length, never more than three.
    static func tolerance(for candidate: String) -> Int {
        max(1, min(3, candidate.unicodeScalars.count / 3))
    }

    /// Whether the distance between words of `x` and `y` scalars may be at most `limit`,
    /// judged from lengths alone: distances are computed only for words of about the
    /// candidate's length, so a 5 MB identifier costs nothing here. Lowercasing turns one
    /// scalar into one to three, so lowercased lengths lie between the length and three
    /// times it.
    static func mayBeWithin(_ limit: Int, _ x: Int, _ y: Int) -> Bool {
        x <= 3 * y + limit && y <= 3 * x + limit
    }

    /// Whether the distance of two ASCII words is surely above `limit`, by two lower bounds
    /// that need no table: the difference in length (lowercasing ASCII keeps it), and half the
    /// letters the two words do not share (an edit changes at most two of those).
    static func asciiSurelyBeyond(_ limit: Int, _ x: [UInt8], _ y: [UInt8]) -> Bool {
        abs(x.count - y.count) > limit || (unsharedLetters(x, y) + 1) / 2 > limit
    }

    /// Whether `word` is plausibly a misspelling of `keyword` (but not the keyword itself):
    /// `suggest(word, from: [keyword]) == keyword`, asked for many words of a file, so ASCII
    /// words are first ruled out by bounds that need no table.
    static func isNear(_ word: String, _ keyword: String) -> Bool {
        guard word != keyword else { return false }
        let x = Array(word.utf8), y = Array(keyword.utf8)
        if isASCII(x), isASCII(y) {
            // tolerance(for:) counts scalars; in ASCII that is the byte count.
            let tolerance = max(1, min(3, y.count / 3))
            if asciiSurelyBeyond(tolerance, x, y) { return false }
            return asciiDistance(x, y) <= tolerance
        }
        let limit = tolerance(for: keyword)
        return mayBeWithin(limit, word.unicodeScalars.count, keyword.unicodeScalars.count)
            && distance(word, keyword) <= limit
    }

    /// For a name that is a shortened form of a known one (`email` for `emailAddress`,
    /// `street` for `fullStreetAddress`): the shortest candidate that starts with `word` or
    /// holds it as one of its camel-case words, ignoring case; the earliest of equally short
    /// ones. Words under three letters suggest nothing. Asked when `suggest` finds no typo.
    static func suggestLonger<S: Sequence>(_ word: String, from candidates: S) -> String? where S.Element == String {
        let lowered = word.lowercased()
        guard lowered.count >= 3 else { return nil }
        var best: String?
        for candidate in candidates where candidate.count > word.count {
            let matches = candidate.lowercased().hasPrefix(lowered)
                || Names.words(of: candidate).contains { $0.lowercased() == lowered }
            if matches, best == nil || candidate.count < best!.count { best = candidate }
        }
        return best
    }

    /// Whether `suggestion`, what `suggest(word, from: candidates)` answered, is sure enough
    /// for a fix-it applied without a person choosing (`FixIt.isSafe`): it is at most one edit
    /// from `word` (a difference in case alone counts as none), and no other candidate is near
    /// `word`. `lable` is `label`; a word near two names, or two or three edits from the one
    /// it is near, is a guess a person confirms.
    static func isUnambiguous<S: Sequence>(_ word: String, _ suggestion: String, among candidates: S) -> Bool
    where S.Element == String {
        guard distance(word, suggestion) <= 1 else { return false }
        for candidate in candidates where candidate != suggestion && candidate != word {
            if distance(word, candidate) <= tolerance(for: candidate) { return false }
        }
        return true
    }

    /// The candidate nearest to `word` by the rule above, other than `word` itself; nil when
    /// none is near. A candidate that differs from `word` only in case is at distance 0, so
    /// it wins (`decimalpad` gives `decimalPad`).
    public static func suggest<S: Sequence>(_ word: String, from candidates: S) -> String? where S.Element == String {
        let length = word.unicodeScalars.count
        let x = Array(word.utf8)
        var best: (String, Int)?
        for candidate in candidates {
            let limit = tolerance(for: candidate)
            guard mayBeWithin(limit, length, candidate.unicodeScalars.count), candidate != word else { continue }
            let y = Array(candidate.utf8)
            if isASCII(x) && isASCII(y) && asciiSurelyBeyond(limit, x, y) { continue }
            let d = distance(word, candidate)
            guard d <= limit else { continue }
            if best == nil || d < best!.1 { best = (candidate, d) }
        }
        return best?.0
    }
}
