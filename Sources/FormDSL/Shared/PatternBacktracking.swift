/// The shape of a parsed pattern, as far as the backtracking analysis needs it. Offsets are
/// UTF-8 bytes into the pattern text, like `PatternIssue`'s.
indirect enum PatternNode: Sendable {
    /// One character from `set`; `nil` when formc does not know the set (property escapes,
    /// negated shorthands inside a class). `mergeable` marks a literal, a positive class or a
    /// positive shorthand, whose source text can be spliced into another class.
    case character(PatternCharacterSet?, source: Range<Int>, mergeable: Bool)
    case sequence([PatternNode])
    case alternation([PatternNode])
    case group(PatternNode)
    /// `atom` repeated `minimum` to `maximum` times (`nil`: no upper bound).
    case repetition(PatternNode, minimum: Int, maximum: Int?, atomSource: Range<Int>, source: Range<Int>)
    /// An assertion, lookaround, backreference or invalid part: the analysis assumes nothing.
    case opaque
}

/// The code points `lowerBound...upperBound`. A type of formc's own rather than
/// `ClosedRange<UInt32>`: that generic type's metadata costs every run that checks a pattern
/// a search of the runtime's conformance records for `UInt32: Comparable`.
struct CodePointRange: Equatable, Sendable {
    var lowerBound: UInt32
    var upperBound: UInt32

    init(_ lowerBound: UInt32, _ upperBound: UInt32) {
        self.lowerBound = lowerBound
        self.upperBound = upperBound
    }

    func overlaps(_ other: CodePointRange) -> Bool {
        lowerBound <= other.upperBound && other.lowerBound <= upperBound
    }
}

/// A set of code points as sorted, disjoint, non-adjacent ranges: only what the analysis asks
/// of it, whether two sets share a character.
struct PatternCharacterSet: Sendable {
    private(set) var ranges: [CodePointRange]

    /// One character: the parser makes one per literal, so this skips the sorting.
    init(single value: UInt32) {
        ranges = [CodePointRange(value, value)]
    }

    init(_ ranges: [CodePointRange], negated: Bool = false) {
        var merged: [CodePointRange] = []
        for range in ranges.sorted(by: { $0.lowerBound < $1.lowerBound }) {
            if let last = merged.last, range.lowerBound <= last.upperBound &+ 1 {
                merged[merged.count - 1] = CodePointRange(last.lowerBound, max(last.upperBound, range.upperBound))
            } else {
                merged.append(range)
            }
        }
        guard negated else {
            self.ranges = merged
            return
        }
        var complement: [CodePointRange] = []
        var next: UInt32 = 0
        for range in merged {
            if range.lowerBound > next { complement.append(CodePointRange(next, range.lowerBound - 1)) }
            next = range.upperBound + 1
        }
        if next <= 0x10FFFF { complement.append(CodePointRange(next, 0x10FFFF)) }
        self.ranges = complement
    }

    func intersects(_ other: PatternCharacterSet) -> Bool {
        var i = 0, j = 0
        while i < ranges.count && j < other.ranges.count {
            if ranges[i].overlaps(other.ranges[j]) { return true }
            if ranges[i].upperBound < other.ranges[j].upperBound { i += 1 } else { j += 1 }
        }
        return false
    }

    static let digits = PatternCharacterSet([CodePointRange(0x30, 0x39)])
    static let word = PatternCharacterSet([CodePointRange(0x30, 0x39), CodePointRange(0x41, 0x5A), CodePointRange(0x5F, 0x5F),
                                           CodePointRange(0x61, 0x7A)])
    static let space = PatternCharacterSet([
        CodePointRange(0x09, 0x0D), CodePointRange(0x20, 0x20), CodePointRange(0xA0, 0xA0), CodePointRange(0x1680, 0x1680),
        CodePointRange(0x2000, 0x200A), CodePointRange(0x2028, 0x2029), CodePointRange(0x202F, 0x202F),
        CodePointRange(0x205F, 0x205F), CodePointRange(0x3000, 0x3000), CodePointRange(0xFEFF, 0xFEFF),
    ])
    static let lineTerminators = PatternCharacterSet([CodePointRange(0x0A, 0x0A), CodePointRange(0x0D, 0x0D),
                                                      CodePointRange(0x2028, 0x2029)])

    func negated() -> PatternCharacterSet { PatternCharacterSet(ranges, negated: true) }
}

/// Finds repetitions that make a backtracking engine (Python `re`, every JavaScript engine, ICU)
/// take time exponential in the length of a value it rejects.
///
/// A repetition `X*` (or `X+`, `X{n,}`) is flagged when some text can be matched by the loop
/// in two different ways from the same starting point: by two different alternatives of `X`,
/// or by one repetition of `X` and also by two. Then `n` copies of that text can be matched in
/// at least `2^n` ways, and an engine that backtracks tries every one before it reports a
/// failure. `(a+)+`, `(a*)*`, `(a|a)*`, `(.|\s)*` and `(\w+\s?)*` are such loops;
/// `( ?[0-9]{4})*` and `([a-z]+\.)*` are not (every repetition takes four digits, or ends with
/// the only dot).
///
/// The check is sound for what it flags: it proves the two ways exist by finding short texts
/// (up to `maximumLength` characters) that each way can match, from character sets formc
/// knows exactly. Anything it cannot see through (lookarounds, backreferences, property
/// escapes, long repetitions) is simply not flagged, so it can miss slow patterns but does not
/// raise false alarms on the structure.
enum PatternBacktracking {
    /// Longest sample text built per way; the ambiguities people write show up in a few characters.
    static let maximumLength = 6
    /// Most sample texts kept per node, so analysis time stays linear in the pattern.
    static let maximumSamples = 24
    /// Most alternatives of one loop compared pairwise, for the same reason.
    static let maximumAlternatives = 32

    /// One finding: the loop's source range and the message.
    struct Finding {
        var source: Range<Int>
        var message: String
    }

    /// A sample text: one character set per position.
    typealias Sample = [PatternCharacterSet]

    /// Every ambiguous loop of `node`, outermost first, each reported once; a loop nested inside
    /// a flagged loop is still checked, since fixing the outer one leaves it. `budget` caps the
    /// comparisons of samples, so hostile patterns (thousands of loops of many alternatives) stay
    /// fast; once it is spent, the remaining loops are not flagged.
    static func findings(in node: PatternNode, text: (Range<Int>) -> String, hasBackreferences: Bool, budget: Int) -> [Finding] {
        var found: [Finding] = []
        var budget = budget
        visit(node, text: text, hasBackreferences: hasBackreferences, into: &found, budget: &budget)
        return found
    }

    private static func visit(_ node: PatternNode, text: (Range<Int>) -> String, hasBackreferences: Bool,
                              into found: inout [Finding], budget: inout Int) {
        switch node {
        case .character, .opaque:
            return
        case .sequence(let children), .alternation(let children):
            for child in children {
                visit(child, text: text, hasBackreferences: hasBackreferences, into: &found, budget: &budget)
            }
        case .group(let inner):
            visit(inner, text: text, hasBackreferences: hasBackreferences, into: &found, budget: &budget)
        case let .repetition(atom, minimum, maximum, _, source):
            if maximum == nil, budget > 0, let why = ambiguity(of: atom, budget: &budget) {
                let loop = text(source)
                var message = "'\(loop)' can match the same text in more than one way (\(why)), so rejecting a "
                    + "long value can take exponential time in backtracking engines such as Python's re and browsers'"
                if !hasBackreferences, let rewrite = saferRewrite(atom: atom, minimum: minimum, text: text) {
                    message += "; write '\(rewrite)', which matches the same values"
                } else {
                    message += "; make each repetition start with, or end with, something the previous one cannot match"
                }
                found.append(Finding(source: source, message: message))
            }
            visit(atom, text: text, hasBackreferences: hasBackreferences, into: &found, budget: &budget)
        }
    }

    /// Why the body of a loop is ambiguous, or nil when no ambiguity is proven (or `budget`
    /// runs out first).
    static func ambiguity(of body: PatternNode, budget: inout Int) -> String? {
        if case .alternation(let alternatives) = unwrapped(body) {
            let samples = alternatives.prefix(maximumAlternatives).map { self.samples($0).filter { !$0.isEmpty } }
            for i in samples.indices {
                for j in samples.indices where j > i {
                    for a in samples[i] {
                        for b in samples[j] where a.count == b.count {
                            if overlap(a[...], b[...], budget: &budget) { return "two alternatives match the same text" }
                            if budget <= 0 { return nil }
                        }
                    }
                }
            }
        }
        // One repetition matching `single` against two matching its two halves, split anywhere.
        let all = samples(body).filter { !$0.isEmpty }
        var byLength: [Int: [Sample]] = [:]
        for sample in all { byLength[sample.count, default: []].append(sample) }
        for single in all where single.count >= 2 {
            for split in 1..<single.count {
                guard let heads = byLength[split], let tails = byLength[single.count - split] else { continue }
                let head = single[..<split], tail = single[split...]
                if heads.contains(where: { overlap($0[...], head, budget: &budget) })
                    && tails.contains(where: { overlap($0[...], tail, budget: &budget) }) {
                    return "one repetition or two"
                }
                if budget <= 0 { return nil }
            }
        }
        return nil
    }

    /// Whether some text matches both samples, position by position.
    static func overlap(_ a: ArraySlice<PatternCharacterSet>, _ b: ArraySlice<PatternCharacterSet>, budget: inout Int) -> Bool {
        budget -= 1
        guard a.count == b.count else { return false }
        for (x, y) in zip(a, b) where !x.intersects(y) { return false }
        return true
    }

    /// The node without the groups around it.
    static func unwrapped(_ node: PatternNode) -> PatternNode {
        if case .group(let inner) = node { return unwrapped(inner) }
        return node
    }

    /// Short texts `node` can match, each a sequence of known character sets. An empty result
    /// means nothing is known, not that nothing matches.
    static func samples(_ node: PatternNode) -> [Sample] {
        switch node {
        case .character(let set, _, _):
            guard let set else { return [] }
            return [[set]]
        case .opaque:
            return []
        case .group(let inner):
            return samples(inner)
        case .alternation(let alternatives):
            var result: [Sample] = []
            for alternative in alternatives {
                result.append(contentsOf: samples(alternative).prefix(maximumSamples - result.count))
                if result.count >= maximumSamples { break }
            }
            return result
        case .sequence(let children):
            var result: [Sample] = [[]]
            for child in children {
                result = concatenate(result, samples(child))
                if result.isEmpty { return [] }
            }
            return result
        case let .repetition(atom, minimum, maximum, _, _):
            guard minimum <= maximumLength else { return [] }
            let once = samples(atom)
            var result: [Sample] = []
            var power: [Sample] = [[]]
            for count in 0...(minimum + 3) {
                if let maximum, count > maximum { break }
                if count >= minimum { result.append(contentsOf: power.prefix(maximumSamples - result.count)) }
                power = concatenate(power, once)
                if power.isEmpty || result.count >= maximumSamples { break }
            }
            return result
        }
    }

    private static func concatenate(_ heads: [Sample], _ tails: [Sample]) -> [Sample] {
        var result: [Sample] = []
        for head in heads {
            for tail in tails where head.count + tail.count <= maximumLength {
                result.append(head + tail)
                if result.count == maximumSamples { return result }
            }
        }
        return result
    }

    /// A loop-free equivalent for the two shapes with an obvious one: a repeated repetition of
    /// one atom (`(a+)+` is `a+`; in general `(t{a,}){b,}` is `t{a·b,}`), and alternatives of
    /// single characters (`(a|[a-z])*` is `[aa-z]*`).
    static func saferRewrite(atom body: PatternNode, minimum outer: Int, text: (Range<Int>) -> String) -> String? {
        switch unwrapped(body) {
        case let .repetition(_, inner, nil, atomSource, _):
            let atom = text(atomSource)
            if outer == 0 && inner > 1 { return "(?:\(atom){\(inner),})?" }
            let total = outer == 0 ? 0 : inner * outer
            return atom + quantifier(minimum: total)
        case .alternation(let alternatives):
            var contents = ""
            for alternative in alternatives {
                guard case let .character(_, source, true) = unwrapped(alternative) else { return nil }
                let piece = text(source)
                if piece.hasPrefix("[") {
                    contents += piece.dropFirst().dropLast()
                } else if piece == "-" || piece == "^" || piece == "]" || piece == "[" {
                    contents += "\\" + piece
                } else {
                    contents += piece
                }
            }
            return "[\(contents)]" + quantifier(minimum: outer)
        default:
            return nil
        }
    }

    private static func quantifier(minimum: Int) -> String {
        switch minimum {
        case 0: return "*"
        case 1: return "+"
        default: return "{\(minimum),}"
        }
    }
}
