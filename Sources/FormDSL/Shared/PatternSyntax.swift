/// One finding inside a `pattern("...")` string. Offsets are UTF-8 bytes into the pattern text
/// itself, not into the `.form` file: only the checker knows where the string literal starts
/// and how its own escapes shift bytes, so it maps these onto the source.
struct PatternIssue: Sendable, Hashable {
    var offset: Int
    var length: Int
    var message: String

    init(offset: Int, length: Int, message: String) {
        self.offset = offset
        self.length = length
        self.message = message
    }
}

/// What the checker learns from one pattern. Errors and warnings are separate lists because
/// they lead to different diagnostics: an error stops code generation, a portability warning
/// only fails `--strict` builds.
struct PatternAnalysis: Sendable {
    /// Non-empty means the pattern is invalid and `normalized`/`anchored` must not be used.
    var errors: [PatternIssue]
    /// Valid ECMA-262 that formc still refuses: groups nested deeper than
    /// `PatternSyntax.maximumGroupDepth`. Non-empty means, as for `errors`, that
    /// `normalized`/`anchored` must not be used.
    var limitErrors: [PatternIssue]
    /// Constructs that are valid ECMA-262 but outside the JSON Schema interoperable subset
    /// (Core §6.4), so a server validating the original pattern may disagree with the app.
    var portabilityWarnings: [PatternIssue]
    /// Repetitions a backtracking engine can take exponential time on; see `PatternBacktracking`.
    var backtrackingWarnings: [PatternIssue]
    /// The pattern rewritten so ECMA-262, ICU and Python `re` read it the same way.
    var normalized: String
    /// `normalized`, made to match only the whole value; see `PatternSyntax.anchor(_:)`.
    var anchored: String
    /// The pattern's shape, for the checks that ask what it matches (`PatternKeys.swift`).
    var tree: PatternNode = .opaque

    /// Whether `normalized` and `anchored` may be used.
    var isUsable: Bool { errors.isEmpty && limitErrors.isEmpty }

    init(errors: [PatternIssue], limitErrors: [PatternIssue] = [], portabilityWarnings: [PatternIssue],
                backtrackingWarnings: [PatternIssue] = [], normalized: String, anchored: String) {
        self.errors = errors
        self.limitErrors = limitErrors
        self.portabilityWarnings = portabilityWarnings
        self.backtrackingWarnings = backtrackingWarnings
        self.normalized = normalized
        self.anchored = anchored
    }
}

/// Compile-time checking of `validate pattern("...")` without any regex library.
///
/// Patterns are JSON Schema `pattern`s, i.e. ECMA-262 regular expressions, but the generated
/// app runs them on ICU (NSRegularExpression), the reference server on Python `re`, and web
/// forms on a JavaScript engine. Those engines agree only on a subset, so this parser both
/// validates the ECMA-262 syntax and rewrites the pattern into a form all three read alike.
///
/// The grammar is ECMA-262's RegExp grammar without the `u` flag and without the Annex B
/// legacy extensions, with these deliberate choices:
/// - Unknown escapes of ASCII letters (`\q`, `\A`, `\z`, `\h`) are errors, although Annex B
///   makes browsers read `\q` as `q`: ICU gives many of them meanings (`\h`, `\R`, `\X`,
///   `\Q…\E`, `\A`, `\z`) and Python rejects them, so the same text would mean three things.
///   Escapes of punctuation, `_` and non-ASCII characters are identity escapes, as everywhere.
/// - A lone `{` that does not start a quantifier is an error (Annex B takes it literally, ICU
///   rejects it); a lone `]` or `}` is accepted, warned about and escaped in the output.
/// - `\p{…}` and `\u{…}` get their `u`-flag meaning (without `u` they would silently mean
///   `p{…}` and repeated `u`s, which nobody writes on purpose), with a portability warning.
/// - Octal escapes (`\01`) and quantified assertions (`^*`, `(?=a)+`) are errors, as in the
///   strict grammar: engines disagree on both.
/// - Duplicate group names are errors even in different alternatives (ES2025 allows that;
///   ICU and Python do not).
/// - Groups nested deeper than `maximumGroupDepth` are refused (`limitErrors`): valid
///   ECMA-262, but beyond what formc parses.
/// - The output is read with the `u` flag (or `v`, as HTML's `pattern` attribute compiles it),
///   as JSON Schema's own tests of `pattern` expect: a character above U+FFFF is one character,
///   as in ICU and Python. "Any one character" (`.`, `\D`, `\W`, `\S`, `[^…]`) is therefore a
///   plain negated class (`anyCharacter(except:)`), which every engine formc promises (and
///   Rust's `regex`, whose strings hold no lone surrogate) reads alike. ECMA-262 without a flag
///   sees two UTF-16 units in such a character, and is not among those engines.
enum PatternSyntax {
    /// The parser recurses once per group level, so nesting is capped to keep stack use bounded
    /// on hostile input; no real validation pattern comes near it. ICU refuses patterns nested
    /// about 100 levels deep, so the cap also leaves room for the groups the rewrite and the
    /// anchoring add.
    static let maximumGroupDepth = 64

    /// ICU's largest repetition count; `a{16777216}` does not compile in the app.
    static let maximumICURepetitionCount = "16777215"

    static func analyze(_ pattern: String) -> PatternAnalysis {
        var parser = PatternParser(Array(pattern.utf8))
        let tree = parser.parsePattern()
        parser.checkBackreferences()
        let normalized = String(decoding: parser.output, as: UTF8.self)
        var backtracking: [PatternIssue] = []
        if parser.errors.isEmpty && parser.limitErrors.isEmpty {
            let hasBackreferences = !parser.numberedReferences.isEmpty || !parser.namedReferences.isEmpty
            let budget = 20_000 + pattern.utf8.count
            for finding in PatternBacktracking.findings(in: tree, text: parser.text, hasBackreferences: hasBackreferences, budget: budget) {
                backtracking.append(PatternIssue(offset: finding.source.lowerBound, length: finding.source.count, message: finding.message))
            }
        }
        var analysis = PatternAnalysis(
            errors: inSourceOrder(parser.errors),
            limitErrors: parser.limitErrors,
            portabilityWarnings: inSourceOrder(parser.warnings),
            backtrackingWarnings: backtracking,
            normalized: normalized,
            anchored: anchor(normalized)
        )
        analysis.tree = tree
        return analysis
    }

    /// Wraps a normalised pattern so that it must match the whole value.
    ///
    /// Without the multiline flag `^` is start-of-input in ECMA-262, ICU and Python alike, and
    /// `$` is end-of-input in ECMA-262. ICU and Python, however, also let `$` match just before a
    /// final line terminator, so `^(?:a)$` would accept "a\n" there. The trailing `(?![\s\S])`
    /// (no character at all follows) closes that gap in every engine; `[\s\S]` is "any
    /// character" in all three whatever each thinks `\s` is. The group keeps a top-level `|`
    /// inside the anchors.
    static func anchor(_ normalized: String) -> String {
        "^(?:" + normalized + ")$(?![\\s\\S])"
    }

    /// Errors are found out of order (backreferences are checked at the end, since ECMA-262
    /// allows forward references), but are reported by position; ties keep discovery order.
    private static func inSourceOrder(_ issues: [PatternIssue]) -> [PatternIssue] {
        issues.enumerated()
            .sorted { ($0.element.offset, $0.offset) < ($1.element.offset, $1.offset) }
            .map(\.element)
    }
}

// MARK: - Parser

/// Whether a quantifier may follow a term: assertions match no characters, so repeating one is
/// an error; after a term that already failed, a quantifier is not worth a second message.
private enum TermKind {
    case repeatable
    case assertion(String)
    case invalid
}

/// The class escapes `\d \D \w \W \s \S \p{…} \P{…}`.
private enum ShorthandClass {
    case digit, notDigit, word, notWord, space, notSpace, property
}

/// One item between `[` and `]`: a single character or a class escape.
private enum ClassAtom {
    case character(UInt32)
    case shorthand(ShorthandClass, Range<Int>)
}

/// The shape of a quantifier in the source, found without consuming it so `{` can be told
/// apart from a literal brace before committing.
private struct QuantifierShape {
    var end: Int
    var minimum: Range<Int>?
    var maximum: Range<Int>?
}

/// A recursive-descent parser, one method per ECMA-262 grammar rule, that emits the normalised
/// pattern as it goes. Every method consumes at least one byte or stops at a byte its caller
/// handles, so the parse is linear and always terminates; recursion happens only through
/// groups, whose depth is capped.
private struct PatternParser {
    let bytes: [UInt8]
    var pos = 0
    var output: [UInt8] = []
    var errors: [PatternIssue] = []
    var limitErrors: [PatternIssue] = []
    var warnings: [PatternIssue] = []
    var depth = 0
    /// The node of the atom or assertion parsed last, for `parseTerm` to wrap in a repetition.
    var atomNode: PatternNode = .opaque
    /// Where the contents of the character class being emitted start in `output`.
    var classContentStart = -1
    /// The characters of the class being parsed, or nil once it holds something formc does not
    /// know the extent of.
    var classRanges: [CodePointRange]? = []
    var capturingGroupCount = 0
    var groupNames: [String: Int] = [:]
    var numberedReferences: [(number: Int, digits: Range<Int>)] = []
    var namedReferences: [(name: String, span: Range<Int>)] = []
    /// All groups open at the end of input are unterminated at once; one message is enough.
    var reportedUnterminatedGroup = false

    /// ECMA-262's `.`: anything but a LineTerminator. Python's `.` would also accept `\r`,
    /// `\u2028` and `\u2029`, ICU's would reject `\u0085`; spelling it out makes them agree.
    static let lineTerminatorContents = "\\n\\r\\u2028\\u2029"
    /// ECMA-262's WhiteSpace and LineTerminator code points. Python's `\s` adds U+001C–U+001F
    /// and U+0085, ICU's follows its Unicode version; the explicit list makes them agree.
    /// `\uHHHH` is understood by ECMA-262 (with or without `u`), ICU and Python `re` alike.
    static let spaceContents =
        "\\u0009-\\u000D\\u0020\\u00A0\\u1680\\u2000-\\u200A\\u2028\\u2029\\u202F\\u205F\\u3000\\uFEFF"
    static let digitContents = "0-9"
    /// ASCII only: Python and ICU would otherwise accept any Unicode letter or digit.
    static let wordContents = "A-Za-z0-9_"
    /// One character that is not in `contents` (class syntax): a plain negated class. ICU,
    /// Python and ECMA-262 with `u` or `v` all see a character above U+FFFF as one character,
    /// so `[^a]` takes a whole emoji in each. No surrogate escape is written: a lone surrogate
    /// is outside JSON Schema's interoperable subset (Core §6.4), and validators whose strings
    /// cannot hold one (Rust's, Swift's) refuse to load a pattern that names one.
    static func anyCharacter(except contents: String) -> String {
        "[^" + contents + "]"
    }

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        output.reserveCapacity(bytes.count + bytes.count / 2)
    }

    // MARK: Helpers

    func peek(_ ahead: Int = 0) -> UInt8? {
        let i = pos + ahead
        return i < bytes.count ? bytes[i] : nil
    }

    func text(_ from: Int, _ to: Int) -> String {
        let lower = min(max(from, 0), bytes.count)
        return String(decoding: bytes[lower..<min(max(to, lower), bytes.count)], as: UTF8.self)
    }

    func text(_ range: Range<Int>) -> String { text(range.lowerBound, range.upperBound) }

    mutating func error(_ offset: Int, _ length: Int, _ message: String) {
        errors.append(PatternIssue(offset: offset, length: max(length, 0), message: message))
    }

    mutating func warn(_ offset: Int, _ length: Int, _ message: String) {
        warnings.append(PatternIssue(offset: offset, length: max(length, 0), message: message))
    }

    static func notPortable(_ what: String) -> String {
        "\(what) is not in the JSON Schema interoperable subset; Swift, Python and web validators may disagree"
    }

    mutating func emit(_ string: String) { output.append(contentsOf: string.utf8) }

    mutating func copySource(_ from: Int, _ to: Int) { output.append(contentsOf: bytes[from..<to]) }

    /// Decodes the scalar at `i` with formc's one decoder. The input comes from a Swift
    /// `String` and is valid UTF-8; malformed bytes would still read as U+FFFD, not trap.
    func decodeScalar(at i: Int) -> (value: UInt32, length: Int) {
        let scalar = UTF8Scalar.scalar(bytes, at: i)
        return (scalar.value, scalar.length)
    }

    static func hexEscape(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return "\\u" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    /// The punctuators that the `v` flag (HTML's `pattern`) rejects twice in a row inside a class;
    /// `&&`, `~~` and `^^` are written differently anyway.
    static func isDoublePunctuator(_ b: UInt8) -> Bool {
        "!#$%*+,.:;<=>?@`".utf8.contains(b)
    }

    static func isSyntaxCharacter(_ b: UInt8) -> Bool {
        switch b {
        case .caret, .dollar, .backslash, .dot, .star, .plus, .question, .leftParen, .rightParen,
             .leftBracket, .rightBracket, .leftBrace, .rightBrace, .pipe:
            return true
        default:
            return false
        }
    }

    /// Writes one literal character so that ECMA-262 (with or without the `u` or `v` flag), ICU
    /// and Python all read that character. Control characters and surrogates become `\uHHHH`;
    /// inside a class, characters that ICU or Python treat as set operators (`[`, `&&`, `--`,
    /// `~~`) or that the `v` flag reserves are escaped. The `v` flag also rejects a punctuator
    /// twice in a row (`[..]`), so the second one is written `\uHHHH`; and ICU reads a `:` right
    /// after the opening `[` or `[^` as the start of a POSIX-style set such as `[:alpha:]`, so
    /// that one is written `\x3A` (`\:` is not allowed with the `u` flag).
    mutating func emitLiteral(_ value: UInt32, inClass: Bool) {
        switch value {
        case 0x09: emit("\\t")
        case 0x0A: emit("\\n")
        case 0x0C: emit("\\f")
        case 0x0D: emit("\\r")
        case 0..<0x20, 0x7F, 0xD800...0xDFFF:
            emit(Self.hexEscape(value))
        case 0x20..<0x80:
            let b = UInt8(value)
            if inClass {
                switch b {
                case .backslash, .rightBracket, .leftBracket, .minus, .caret, .leftParen, .rightParen,
                     .leftBrace, .rightBrace, .slash, .pipe:
                    output.append(contentsOf: [.backslash, b])
                case .ampersand, .tilde:
                    emit(Self.hexEscape(value))
                case .colon where output.count == classContentStart:
                    emit("\\x3A")
                case _ where output.last == b && output.count > classContentStart && Self.isDoublePunctuator(b):
                    emit(Self.hexEscape(value))
                default:
                    output.append(b)
                }
            } else if Self.isSyntaxCharacter(b) || b == .slash {
                output.append(contentsOf: [.backslash, b])
            } else {
                output.append(b)
            }
        default:
            if let scalar = Unicode.Scalar(value) {
                emit(String(Character(scalar)))
            } else {
                emit("\u{FFFD}")
            }
        }
    }

    /// Without the `u` flag ECMA-262 sees a character above U+FFFF as two UTF-16 units and a
    /// quantifier would repeat only the second; a group makes every engine repeat all of it.
    mutating func emitAtomLiteral(_ value: UInt32, sourceFrom start: Int? = nil) {
        let wrap = value > 0xFFFF && quantifierShape(at: pos) != nil
        if wrap { emit("(?:") }
        if let start { copySource(start, pos) } else { emitLiteral(value, inClass: false) }
        if wrap { emit(")") }
    }

    // MARK: Disjunctions and terms

    /// Pattern :: Disjunction
    ///
    /// A top-level disjunction stops only at an unmatched `)`, which is reported and skipped so
    /// the rest of the pattern is still checked.
    mutating func parsePattern() -> PatternNode {
        var parts = [parseDisjunction()]
        while pos < bytes.count {
            error(pos, 1, "unmatched ')': there is no '(' before it to close")
            pos += 1
            parts.append(parseDisjunction())
        }
        return parts.count == 1 ? parts[0] : .sequence(parts)
    }

    /// Disjunction :: Alternative | Alternative `|` Disjunction
    mutating func parseDisjunction() -> PatternNode {
        var alternatives = [parseAlternative()]
        while peek() == .pipe {
            output.append(.pipe)
            pos += 1
            alternatives.append(parseAlternative())
        }
        return alternatives.count == 1 ? alternatives[0] : .alternation(alternatives)
    }

    /// Alternative :: [empty] | Alternative Term
    mutating func parseAlternative() -> PatternNode {
        var terms: [PatternNode] = []
        while let b = peek(), b != .pipe, b != .rightParen {
            terms.append(parseTerm())
        }
        return terms.count == 1 ? terms[0] : .sequence(terms)
    }

    /// Term :: Assertion | Atom | Atom Quantifier
    mutating func parseTerm() -> PatternNode {
        let start = pos
        if let shape = quantifierShape(at: pos) {
            var end = shape.end
            if end < bytes.count && bytes[end] == .question { end += 1 }
            error(start, end - start, "nothing to repeat before '\(text(start, end))'")
            pos = end
            return .opaque
        }
        if bytes[pos] == .leftBrace {
            pos = reportLoneBrace()
            return .opaque
        }
        atomNode = .opaque
        let kind = parseAssertion() ?? parseAtom()
        let atom = atomNode
        let atomEnd = pos
        guard let shape = quantifierShape(at: pos) else { return atom }
        let (minimum, maximum) = bounds(shape, at: pos)
        parseQuantifier(after: kind)
        return .repetition(atom, minimum: minimum, maximum: maximum, atomSource: start..<atomEnd, source: start..<pos)
    }

    /// The counts of the quantifier at `i`, capped at a million (the analysis looks at a few).
    func bounds(_ shape: QuantifierShape, at i: Int) -> (minimum: Int, maximum: Int?) {
        func count(_ digits: Range<Int>) -> Int {
            var value = 0
            for k in digits { value = min(value * 10 + Int(bytes[k] - .zero), 1_000_000) }
            return value
        }
        switch bytes[i] {
        case .star: return (0, nil)
        case .plus: return (1, nil)
        case .question: return (0, 1)
        default: return (shape.minimum.map(count) ?? 0, shape.maximum.map(count))
        }
    }

    /// A `{` that does not open `{n}`, `{n,}` or `{n,m}`. Browsers take it literally, ICU
    /// rejects it and Python guesses; asking for `\{` removes the ambiguity. Returns where
    /// parsing resumes: after a whole `{,n}`, so its `}` is not reported a second time.
    mutating func reportLoneBrace() -> Int {
        var j = pos + 1
        if j < bytes.count && bytes[j] == .comma {
            j += 1
            let digitsStart = j
            while j < bytes.count && bytes[j].isASCIIDigit { j += 1 }
            if j > digitsStart && j < bytes.count && bytes[j] == .rightBrace {
                let shown = text(pos, j + 1)
                error(pos, j + 1 - pos,
                      "'\(shown)' is not a quantifier in ECMA-262, which requires a minimum; write '{0,\(text(digitsStart, j))}'")
                return j + 1
            }
        }
        error(pos, 1, "'{' does not start a quantifier such as '{2}', '{2,}' or '{2,5}'; write '\\{' for a literal brace")
        return pos + 1
    }

    /// QuantifierPrefix :: * | + | ? | { DecimalDigits } | { DecimalDigits , } | { DecimalDigits , DecimalDigits }
    func quantifierShape(at i: Int) -> QuantifierShape? {
        guard i < bytes.count else { return nil }
        switch bytes[i] {
        case .star, .plus, .question:
            return QuantifierShape(end: i + 1, minimum: nil, maximum: nil)
        case .leftBrace:
            var j = i + 1
            let minimumStart = j
            while j < bytes.count && bytes[j].isASCIIDigit { j += 1 }
            guard j > minimumStart, j < bytes.count else { return nil }
            let minimum = minimumStart..<j
            if bytes[j] == .rightBrace { return QuantifierShape(end: j + 1, minimum: minimum, maximum: minimum) }
            guard bytes[j] == .comma else { return nil }
            j += 1
            let maximumStart = j
            while j < bytes.count && bytes[j].isASCIIDigit { j += 1 }
            guard j < bytes.count, bytes[j] == .rightBrace else { return nil }
            return QuantifierShape(end: j + 1, minimum: minimum, maximum: j > maximumStart ? maximumStart..<j : nil)
        default:
            return nil
        }
    }

    /// Quantifier :: QuantifierPrefix | QuantifierPrefix ?
    ///
    /// A second quantifier right after the first has nothing to repeat. `a++` gets its own
    /// explanation because it is valid (possessive) in ICU and Java, so people do write it.
    mutating func parseQuantifier(after kind: TermKind) {
        guard let shape = quantifierShape(at: pos) else { return }
        let start = pos
        pos = shape.end
        let lazy = peek() == .question
        if lazy { pos += 1 }
        let quantifier = text(start, pos)
        switch kind {
        case .assertion(let name):
            error(start, pos - start, "nothing to repeat before '\(quantifier)': \(name) is an assertion and matches no characters")
        case .repeatable, .invalid:
            checkCounts(shape, start: start)
            copySource(start, pos)
        }
        while let extra = quantifierShape(at: pos) {
            let extraStart = pos
            pos = extra.end
            let shown = text(extraStart, pos)
            if bytes[extraStart] == .plus && !lazy && extraStart == start + quantifier.utf8.count {
                error(extraStart, 1,
                      "nothing to repeat before '+': possessive quantifiers such as '\(quantifier)+' do not exist in ECMA-262; write '\(quantifier)'")
            } else {
                error(extraStart, pos - extraStart, "nothing to repeat before '\(shown)': a quantifier cannot follow another quantifier")
            }
            if peek() == .question { pos += 1 }
        }
    }

    /// Counts are compared as decimal text, so no count is too long to check.
    mutating func checkCounts(_ shape: QuantifierShape, start: Int) {
        guard let minimum = shape.minimum else { return }
        let braces = text(start, shape.end)
        if let maximum = shape.maximum, Self.decimal(text(minimum), isGreaterThan: text(maximum)) {
            error(start, shape.end - start,
                  "quantifier range \(braces) is empty (minimum \(text(minimum)) is above maximum \(text(maximum)))")
        }
        // The first count above ICU's largest, minimum before maximum; no array of the two,
        // whose generic metadata would cost every run that checks a pattern.
        func isTooLarge(_ count: Range<Int>?) -> Bool {
            count.map { Self.decimal(text($0), isGreaterThan: PatternSyntax.maximumICURepetitionCount) } ?? false
        }
        if let count = isTooLarge(shape.minimum) ? shape.minimum : isTooLarge(shape.maximum) ? shape.maximum : nil {
            warn(count.lowerBound, count.count,
                 "repetition count \(text(count)) is larger than Swift (ICU) accepts (at most \(PatternSyntax.maximumICURepetitionCount)): "
                 + "the app could not compile the pattern and would reject every value")
        }
    }

    static func decimal(_ a: String, isGreaterThan b: String) -> Bool {
        let a = a.drop { $0 == "0" }, b = b.drop { $0 == "0" }
        if a.count != b.count { return a.count > b.count }
        return a > b
    }

    /// Assertion :: ^ | $ | \b | \B | (?= Disjunction ) | (?! Disjunction ) | (?<= Disjunction ) | (?<! Disjunction )
    ///
    /// The lookaround forms share the group machinery and are parsed by `parseGroup`. `$` is
    /// emitted as `(?![\s\S])` because ICU's and Python's `$` also match before a final newline.
    mutating func parseAssertion() -> TermKind? {
        switch bytes[pos] {
        case .caret:
            output.append(.caret)
            pos += 1
            return .assertion("'^'")
        case .dollar:
            emit("(?![\\s\\S])")
            pos += 1
            return .assertion("'$'")
        case .backslash:
            guard let next = peek(1), next == UInt8(ascii: "b") || next == UInt8(ascii: "B") else { return nil }
            let shown = text(pos, pos + 2)
            warn(pos, 2, Self.notPortable("word boundary '\(shown)'")
                + " (Swift and Python count Unicode letters as word characters, ECMA-262 only ASCII)")
            copySource(pos, pos + 2)
            pos += 2
            return .assertion("word boundary '\(shown)'")
        default:
            return nil
        }
    }

    // MARK: Atoms

    /// Atom :: PatternCharacter | . | \ AtomEscape | CharacterClass | ( GroupSpecifier Disjunction ) | (?: Disjunction )
    mutating func parseAtom() -> TermKind {
        switch bytes[pos] {
        case .dot:
            emit(Self.anyCharacter(except: Self.lineTerminatorContents))
            atomNode = .character(PatternCharacterSet.lineTerminators.negated(), source: pos..<(pos + 1), mergeable: false)
            pos += 1
            return .repeatable
        case .backslash:
            return parseAtomEscape()
        case .leftBracket:
            parseCharacterClass()
            return .repeatable
        case .leftParen:
            return parseGroup()
        default:
            return parsePatternCharacter()
        }
    }

    /// PatternCharacter :: SourceCharacter but not SyntaxCharacter
    ///
    /// A lone `]` or `}` is a syntax character, but browsers take it literally (Annex B), so it
    /// is accepted with a warning and escaped, which the `u` flag, ICU and Python all accept.
    mutating func parsePatternCharacter() -> TermKind {
        let b = bytes[pos]
        if b == .rightBracket || b == .rightBrace {
            let c = text(pos, pos + 1)
            warn(pos, 1, "a lone '\(c)' is read literally only by ECMA-262's legacy web grammar and rejected with the 'u' flag; write '\\\(c)'")
            output.append(contentsOf: [.backslash, b])
            atomNode = .character(PatternCharacterSet(single: UInt32(b)), source: pos..<(pos + 1), mergeable: true)
            pos += 1
            return .repeatable
        }
        let start = pos
        let (value, length) = decodeScalar(at: pos)
        pos += length
        emitAtomLiteral(value, sourceFrom: start)
        atomNode = .character(PatternCharacterSet(single: value), source: start..<pos, mergeable: true)
        return .repeatable
    }

    /// AtomEscape :: DecimalEscape | CharacterClassEscape | CharacterEscape | k GroupName
    mutating func parseAtomEscape() -> TermKind {
        let start = pos
        guard let c = peek(1) else {
            error(start, 1, "the pattern ends with a lone '\\'; write '\\\\' for a backslash")
            pos += 1
            return .invalid
        }
        pos += 1
        switch c {
        case UInt8(ascii: "1")...UInt8(ascii: "9"):
            parseDecimalEscape(start)
            return .repeatable
        case UInt8(ascii: "k"):
            parseNamedBackreference(start)
            return .repeatable
        case UInt8(ascii: "d"), UInt8(ascii: "D"), UInt8(ascii: "w"), UInt8(ascii: "W"),
             UInt8(ascii: "s"), UInt8(ascii: "S"), UInt8(ascii: "p"), UInt8(ascii: "P"):
            guard let shorthand = parseCharacterClassEscape(start) else { return .invalid }
            let set: PatternCharacterSet?
            switch shorthand {
            case .digit:
                emit("[" + Self.digitContents + "]")
                set = .digits
            case .notDigit:
                emit(Self.anyCharacter(except: Self.digitContents))
                set = PatternCharacterSet.digits.negated()
            case .word:
                emit("[" + Self.wordContents + "]")
                set = .word
            case .notWord:
                emit(Self.anyCharacter(except: Self.wordContents))
                set = PatternCharacterSet.word.negated()
            case .space:
                emit("[" + Self.spaceContents + "]")
                set = .space
            case .notSpace:
                emit(Self.anyCharacter(except: Self.spaceContents))
                set = PatternCharacterSet.space.negated()
            case .property:
                copySource(start, pos)
                set = nil
            }
            let positive = shorthand == .digit || shorthand == .word || shorthand == .space
            atomNode = .character(set, source: start..<pos, mergeable: positive)
            return .repeatable
        default:
            guard let value = parseCharacterEscape(start) else { return .invalid }
            emitAtomLiteral(value)
            atomNode = .character(PatternCharacterSet(single: value), source: start..<pos, mergeable: true)
            return .repeatable
        }
    }

    /// DecimalEscape :: NonZeroDigit DecimalDigits? [lookahead ∉ DecimalDigit]
    ///
    /// Whether the group exists is checked after the whole pattern, since ECMA-262 allows a
    /// reference to a group that comes later.
    mutating func parseDecimalEscape(_ start: Int) {
        var value = 0
        while let d = peek(), d.isASCIIDigit {
            value = min(value * 10 + Int(d - .zero), 1_000_000)
            pos += 1
        }
        numberedReferences.append((value, (start + 1)..<pos))
        warn(start, pos - start, Self.notPortable("backreference '\(text(start, pos))'"))
        copySource(start, pos)
    }

    /// AtomEscape :: k GroupName
    mutating func parseNamedBackreference(_ start: Int) {
        pos += 1
        guard peek() == .lessThan else {
            error(start, 2, "'\\k' must be followed by a group name in angle brackets, as in '\\k<name>'")
            return
        }
        guard let name = parseGroupName() else { return }
        namedReferences.append((name, start..<pos))
        warn(start, pos - start, Self.notPortable("named backreference '\(text(start, pos))'"))
        copySource(start, pos)
    }

    /// GroupName :: < RegExpIdentifierName >
    ///
    /// Names are checked on ASCII only; bytes above 0x7F pass as identifier characters rather
    /// than carrying Unicode ID tables for a construct that is warned about anyway.
    mutating func parseGroupName() -> String? {
        let open = pos
        var j = pos + 1
        while j < bytes.count {
            let b = bytes[j]
            guard b.isIdentifierContinue || b == .dollar || b >= 0x80 else { break }
            j += 1
        }
        guard j < bytes.count, bytes[j] == .greaterThan else {
            if j >= bytes.count || bytes[j] == .rightParen {
                error(open, j - open, "unterminated group name: '<' at offset \(open) is never closed by '>'")
            } else {
                let (_, length) = decodeScalar(at: j)
                error(j, length, "invalid character '\(text(j, j + length))' in group name; names are made of letters, digits, '_' and '$'")
            }
            pos = j
            return nil
        }
        pos = j + 1
        let name = text(open + 1, j)
        if name.isEmpty {
            error(open, 2, "empty group name '<>'")
            return nil
        }
        if bytes[open + 1].isASCIIDigit {
            error(open + 1, j - open - 1, "group name '\(name)' must not start with a digit")
            return nil
        }
        return name
    }

    /// CharacterClassEscape :: d | D | s | S | w | W | p{ UnicodePropertyValueExpression } | P{ UnicodePropertyValueExpression }
    mutating func parseCharacterClassEscape(_ start: Int) -> ShorthandClass? {
        let letter = bytes[pos]
        pos += 1
        switch letter {
        case UInt8(ascii: "d"): return .digit
        case UInt8(ascii: "D"): return .notDigit
        case UInt8(ascii: "w"): return .word
        case UInt8(ascii: "W"): return .notWord
        case UInt8(ascii: "s"): return .space
        case UInt8(ascii: "S"): return .notSpace
        default:
            let escape = text(start, pos)
            guard peek() == .leftBrace else {
                error(start, 2, "'\(escape)' must be followed by a property name in braces, as in '\(escape){L}'")
                return nil
            }
            var j = pos + 1
            while j < bytes.count, bytes[j].isIdentifierContinue || bytes[j] == .equals { j += 1 }
            if j >= bytes.count {
                error(start, 3, "unterminated property escape: '\(escape){' at offset \(start) is never closed by '}'")
                pos = j
                return nil
            }
            if bytes[j] != .rightBrace {
                let (_, length) = decodeScalar(at: j)
                error(j, length, "invalid character '\(text(j, j + length))' in property escape; property names are made of letters, digits, '_' and '='")
                pos = j
                return nil
            }
            if j == pos + 1 {
                error(start, j + 1 - start, "empty property name in '\(text(start, j + 1))'")
                pos = j + 1
                return nil
            }
            pos = j + 1
            warn(start, pos - start, Self.notPortable("property escape '\(text(start, pos))'")
                + " (Python's re has no property escapes)")
            return .property
        }
    }

    /// CharacterEscape :: ControlEscape | c AsciiLetter | 0 [lookahead ∉ DecimalDigit] | HexEscapeSequence | RegExpUnicodeEscapeSequence | IdentityEscape
    ///
    /// IdentityEscape rejects ASCII letters and digits only: see the type comment for why an
    /// escaped letter is an error rather than the letter.
    mutating func parseCharacterEscape(_ start: Int) -> UInt32? {
        let c = bytes[pos]
        switch c {
        case UInt8(ascii: "f"): pos += 1; return 0x0C
        case UInt8(ascii: "n"): pos += 1; return 0x0A
        case UInt8(ascii: "r"): pos += 1; return 0x0D
        case UInt8(ascii: "t"): pos += 1; return 0x09
        case UInt8(ascii: "v"): pos += 1; return 0x0B
        case UInt8(ascii: "c"): return parseControlEscape(start)
        case UInt8(ascii: "x"): return parseHexEscape(start)
        case UInt8(ascii: "u"): return parseUnicodeEscape(start)
        case .zero:
            pos += 1
            guard let next = peek(), next.isASCIIDigit else { return 0 }
            while let d = peek(), d.isASCIIDigit { pos += 1 }
            error(start, pos - start,
                  "invalid escape '\(text(start, pos))': octal escapes are not part of ECMA-262; write the character as '\\xHH' or '\\uHHHH'")
            return nil
        default:
            let (value, length) = decodeScalar(at: pos)
            pos += length
            if c.isASCIILetter || c.isASCIIDigit {
                let letter = text(pos - 1, pos)
                error(start, 2, "invalid escape '\\\(letter)': ECMA-262 engines, Swift and Python disagree on escaped letters; write '\(letter)' for the letter itself")
                return nil
            }
            return value
        }
    }

    /// CharacterEscape :: c AsciiLetter
    mutating func parseControlEscape(_ start: Int) -> UInt32? {
        pos += 1
        guard let letter = peek(), letter.isASCIILetter else {
            error(start, 2, "'\\c' must be followed by an ASCII letter, as in '\\cJ'")
            return nil
        }
        pos += 1
        warn(start, 3, Self.notPortable("control escape '\(text(start, pos))'") + " (Python's re has no '\\c')")
        return UInt32(letter % 32)
    }

    /// HexEscapeSequence :: x HexDigit HexDigit
    mutating func parseHexEscape(_ start: Int) -> UInt32? {
        pos += 1
        guard let high = peek(), high.isHexDigit, let low = peek(1), low.isHexDigit else {
            error(start, 2, "'\\x' must be followed by two hex digits, as in '\\x41'")
            return nil
        }
        pos += 2
        return high.hexValue * 16 + low.hexValue
    }

    /// RegExpUnicodeEscapeSequence :: u Hex4Digits | u{ CodePoint }
    ///
    /// A lone surrogate is valid ECMA-262 but meaningless to engines that match code points,
    /// and Swift strings cannot even contain one, hence the warning.
    mutating func parseUnicodeEscape(_ start: Int) -> UInt32? {
        pos += 1
        var value: UInt32 = 0
        if peek() == .leftBrace {
            var j = pos + 1
            while j < bytes.count && bytes[j].isHexDigit {
                value = min(value * 16 + bytes[j].hexValue, 0x110000)
                j += 1
            }
            guard j < bytes.count, bytes[j] == .rightBrace, j > pos + 1 else {
                error(start, min(j, bytes.count) - start, "'\\u{' must be followed by hex digits and a closing '}', as in '\\u{1F600}'")
                pos = j
                return nil
            }
            pos = j + 1
            guard value <= 0x10FFFF else {
                error(start, pos - start, "code point escape '\(text(start, pos))' is above U+10FFFF, the largest Unicode code point")
                return nil
            }
            warn(start, pos - start, "code point escape '\(text(start, pos))' needs the 'u' flag in ECMA-262 and "
                + "is not in the JSON Schema interoperable subset; Swift, Python and web validators may disagree")
        } else {
            for k in 0..<4 {
                guard let h = peek(k), h.isHexDigit else {
                    error(start, 2, "'\\u' must be followed by four hex digits, as in '\\u00E9', or a code point in braces")
                    return nil
                }
                value = value * 16 + h.hexValue
            }
            pos += 4
        }
        if (0xD800...0xDFFF).contains(value) {
            warn(start, pos - start, "UTF-16 surrogate escape '\(text(start, pos))' is not portable: Swift and Python "
                + "match whole code points, never half of one; write the character itself")
        }
        return value
    }

    // MARK: Groups

    /// Atom :: ( GroupSpecifier Disjunction ) | (?: Disjunction )
    /// Assertion :: (?= Disjunction ) | (?! Disjunction ) | (?<= Disjunction ) | (?<! Disjunction )
    mutating func parseGroup() -> TermKind {
        let open = pos
        if depth >= PatternSyntax.maximumGroupDepth {
            limitErrors.append(PatternIssue(offset: open, length: 1, message: "the group at offset \(open) is nested more than "
                + "\(PatternSyntax.maximumGroupDepth) levels deep, formc's limit (ICU refuses about 100); simplify the pattern"))
            skipGroup()
            return .invalid
        }
        pos += 1
        let kind: TermKind
        if peek() == .question {
            kind = parseGroupSpecifier(open)
        } else {
            capturingGroupCount += 1
            output.append(.leftParen)
            kind = .repeatable
        }
        depth += 1
        let inner = parseDisjunction()
        depth -= 1
        if peek() == .rightParen {
            output.append(.rightParen)
            pos += 1
        } else if !reportedUnterminatedGroup {
            reportedUnterminatedGroup = true
            error(open, 1, "unterminated group: '(' at offset \(open) is never closed")
        }
        switch kind {
        case .repeatable: atomNode = .group(inner)
        case .assertion, .invalid: atomNode = .opaque
        }
        return kind
    }

    /// GroupSpecifier :: [empty] | ? GroupName — together with the `(?:`, `(?=`, `(?!`, `(?<=`
    /// and `(?<!` openers that share its `(?` prefix. Other engines' `(?` forms get messages
    /// that name them, since that is usually where the pattern was copied from.
    mutating func parseGroupSpecifier(_ open: Int) -> TermKind {
        let q = pos + 1
        let c = q < bytes.count ? bytes[q] : nil
        switch c {
        case .colon?:
            pos = q + 1
            emit("(?:")
            return .repeatable
        case .equals?, .bang?:
            pos = q + 1
            let opener = text(open, pos)
            warn(open, pos - open, Self.notPortable("lookahead '\(opener)'"))
            copySource(open, pos)
            return .assertion("lookahead '\(opener)'")
        case .lessThan? where q + 1 < bytes.count && (bytes[q + 1] == .equals || bytes[q + 1] == .bang):
            pos = q + 2
            let opener = text(open, pos)
            warn(open, pos - open, Self.notPortable("lookbehind '\(opener)'"))
            copySource(open, pos)
            return .assertion("lookbehind '\(opener)'")
        case .lessThan?:
            pos = q
            capturingGroupCount += 1
            guard let name = parseGroupName() else {
                output.append(.leftParen)
                return .repeatable
            }
            if let first = groupNames[name] {
                error(q + 1, name.utf8.count, "duplicate group name '\(name)': the group at offset \(first) already has this name")
            } else {
                groupNames[name] = open
            }
            warn(open, pos - open, Self.notPortable("named group '\(text(open, pos))'") + " (Python spells it '(?P<name>')")
            copySource(open, pos)
            return .repeatable
        case .greaterThan?:
            pos = q + 1
            error(open, 3, "atomic group '(?>' does not exist in ECMA-262; write '(?:' for a plain group")
        case UInt8(ascii: "P")?:
            pos = q + 1
            error(open, 3, "Python-style group '(?P' is not ECMA-262 syntax; write '(?<name>' for a named group and '\\k<name>' to refer back to it")
        case .hash?:
            pos = q + 1
            error(open, 3, "comment group '(?#' does not exist in ECMA-262")
        case let letter? where letter.isASCIILetter || letter == .minus:
            var j = q
            while j < bytes.count && (bytes[j].isASCIILetter || bytes[j] == .minus) { j += 1 }
            error(open, j - open, "inline modifiers '\(text(open, j))' are not supported: most ECMA-262 engines reject them and Swift and Python read them differently")
            pos = j < bytes.count && bytes[j] == .colon ? j + 1 : j
        default:
            pos = q
            error(open, 2, "'(?' must be followed by ':', '=', '!', '<=', '<!' or '<name>'")
        }
        emit("(?:")
        return .invalid
    }

    /// Skips a group too deep to parse, counting brackets so the rest of the pattern is still
    /// checked; escapes and classes are stepped over because they may hold parentheses.
    mutating func skipGroup() {
        var level = 0
        while pos < bytes.count {
            switch bytes[pos] {
            case .backslash:
                pos += 1
            case .leftBracket:
                pos += 1
                while pos < bytes.count && bytes[pos] != .rightBracket {
                    pos += bytes[pos] == .backslash ? 2 : 1
                }
            case .leftParen:
                level += 1
            case .rightParen:
                level -= 1
                if level == 0 {
                    pos += 1
                    return
                }
            default:
                break
            }
            pos += 1
        }
        pos = bytes.count
    }

    // MARK: Character classes

    /// CharacterClass :: [ [lookahead ≠ ^] ClassContents ] | [^ ClassContents ]
    ///
    /// `[]` and `[^]` are valid ECMA-262 (nothing, anything) but Python and ICU read `]` there
    /// as a literal, so they are spelt `[^\s\S]` and `[\s\S]`. A negated class is written as
    /// it was read, `[^` and its contents: every engine formc promises counts a character above
    /// U+FFFF as one (see `anyCharacter(except:)`).
    mutating func parseCharacterClass() {
        let open = pos
        pos += 1
        let negated = peek() == .caret
        if negated { pos += 1 }
        if peek() == .rightBracket {
            pos += 1
            emit(negated ? "[\\s\\S]" : "[^\\s\\S]")
            atomNode = .character(PatternCharacterSet([], negated: negated), source: open..<pos, mergeable: false)
            return
        }
        emit(negated ? "[^" : "[")
        classContentStart = output.count
        classRanges = []
        parseClassContents()
        classContentStart = -1
        guard peek() == .rightBracket else {
            error(open, 1, "unterminated character class: '[' at offset \(open) is never closed")
            return
        }
        pos += 1
        atomNode = .character(classRanges.map { PatternCharacterSet($0, negated: negated) }, source: open..<pos, mergeable: !negated)
        output.append(.rightBracket)
    }

    /// ClassContents :: [empty] | NonemptyClassRanges
    /// NonemptyClassRanges :: ClassAtom | ClassAtom NonemptyClassRangesNoDash | ClassAtom - ClassAtom ClassContents
    ///
    /// Taking a range whenever `-` is followed by anything but `]` gives exactly the grammar's
    /// reading, including `[a-b-c]` and `[--x]`. A range across the surrogates (`\u0000-\uFFFF`)
    /// is split around them, so no class formc writes holds a surrogate code point: a lone
    /// surrogate is outside JSON Schema's interoperable subset, and no Swift or Rust string
    /// holds one.
    mutating func parseClassContents() {
        while let b = peek(), b != .rightBracket {
            let first = pos
            guard let low = parseClassAtom() else { continue }
            guard peek() == .minus, let after = peek(1), after != .rightBracket else {
                emitClassAtom(low)
                continue
            }
            pos += 1
            guard let high = parseClassAtom() else { continue }
            let range = text(first, pos)
            switch (low, high) {
            case let (.character(lowValue), .character(highValue)):
                if lowValue > highValue {
                    error(first, pos - first, "range out of order in character class: '\(range)'")
                } else {
                    classRanges?.append(CodePointRange(lowValue, highValue))
                }
                emitLiteral(lowValue, inClass: true)
                output.append(.minus)
                if lowValue < 0xD800 && highValue > 0xDFFF {
                    emit("\\uD7FF\\uE000-")
                }
                emitLiteral(highValue, inClass: true)
            case let (.shorthand(_, span), _), let (_, .shorthand(_, span)):
                error(first, pos - first,
                      "'\(range)' is not a valid range: '\(text(span))' stands for a set of characters and cannot be an end of a range")
            }
        }
    }

    /// ClassAtom :: - | ClassAtomNoDash
    /// ClassAtomNoDash :: SourceCharacter but not one of \ or ] or - | \ ClassEscape
    mutating func parseClassAtom() -> ClassAtom? {
        if bytes[pos] == .backslash { return parseClassEscape() }
        let (value, length) = decodeScalar(at: pos)
        pos += length
        return .character(value)
    }

    /// ClassEscape :: b | - | CharacterClassEscape | CharacterEscape
    mutating func parseClassEscape() -> ClassAtom? {
        let start = pos
        guard let c = peek(1) else {
            error(start, 1, "the pattern ends with a lone '\\'; write '\\\\' for a backslash")
            pos += 1
            return nil
        }
        pos += 1
        switch c {
        case UInt8(ascii: "b"):
            pos += 1
            return .character(0x08)
        case .minus:
            pos += 1
            return .character(UInt32(UInt8.minus))
        case UInt8(ascii: "d"), UInt8(ascii: "D"), UInt8(ascii: "w"), UInt8(ascii: "W"),
             UInt8(ascii: "s"), UInt8(ascii: "S"), UInt8(ascii: "p"), UInt8(ascii: "P"):
            guard let shorthand = parseCharacterClassEscape(start) else { return nil }
            return .shorthand(shorthand, start..<pos)
        case UInt8(ascii: "1")...UInt8(ascii: "9"):
            while let d = peek(), d.isASCIIDigit { pos += 1 }
            error(start, pos - start, "backreference '\(text(start, pos))' cannot be used inside a character class")
            return nil
        default:
            guard let value = parseCharacterEscape(start) else { return nil }
            return .character(value)
        }
    }

    /// Splices `\d`, `\w` and `\s` into the enclosing class. Their negations cannot be spliced
    /// (a class cannot hold "everything but 0-9" next to other items without set arithmetic),
    /// so they stay as written and keep each engine's own meaning.
    mutating func emitClassAtom(_ atom: ClassAtom) {
        switch atom {
        case .character(let value):
            classRanges?.append(CodePointRange(value, value))
            emitLiteral(value, inClass: true)
        case .shorthand(let kind, let span):
            switch kind {
            case .digit:
                classRanges?.append(contentsOf: PatternCharacterSet.digits.ranges)
                emit(Self.digitContents)
            case .word:
                classRanges?.append(contentsOf: PatternCharacterSet.word.ranges)
                emit(Self.wordContents)
            case .space:
                classRanges?.append(contentsOf: PatternCharacterSet.space.ranges)
                emit(Self.spaceContents)
            case .notDigit, .notWord, .notSpace:
                classRanges = nil
                warn(span.lowerBound, span.count, "'\(text(span))' inside a character class cannot be rewritten to its ASCII "
                    + "meaning, so Swift and Python may match Unicode characters that web validators reject; "
                    + "write the class without it, for example with '[^...]'")
                copySource(span.lowerBound, span.upperBound)
            case .property:
                classRanges = nil
                copySource(span.lowerBound, span.upperBound)
            }
        }
    }

    // MARK: Backreferences

    /// Runs after the whole pattern so forward references (`\1(a)`) are judged against every group.
    mutating func checkBackreferences() {
        for reference in numberedReferences where reference.number > capturingGroupCount {
            let groups: String
            switch capturingGroupCount {
            case 0: groups = "the pattern has no capturing groups"
            case 1: groups = "the pattern has only 1 capturing group"
            default: groups = "the pattern has only \(capturingGroupCount) capturing groups"
            }
            let digits = text(reference.digits)
            error(reference.digits.lowerBound - 1, reference.digits.count + 1,
                  "backreference '\\\(digits)' refers to group \(digits), but \(groups)")
        }
        for reference in namedReferences where groupNames[reference.name] == nil {
            error(reference.span.lowerBound, reference.span.count,
                  "backreference '\(text(reference.span))' names a group that does not exist")
        }
    }
}
