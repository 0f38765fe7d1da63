import Testing
@testable import FormDSL

// Cross-engine check done by hand when this file was written (not run by the test suite): the
// normalised and anchored outputs of ~70 patterns were compiled and matched against ~70 sample
// strings with node (RegExp with no flag, 'u' and 'v'), Python 3.11 `re` (with FutureWarning
// turned into an error) and ICU through swift-corelibs-foundation's NSRegularExpression. All
// three accept every `\uHHHH` escape emitted here. Tests/Patterns holds the corpus that the
// test suite (ICU) and `.ci/run` (Python and Node) now run on every change.

private func analyze(_ pattern: String) -> PatternAnalysis { PatternSyntax.analyze(pattern) }

private func issue(_ offset: Int, _ length: Int, _ message: String) -> PatternIssue {
    PatternIssue(offset: offset, length: length, message: message)
}

private func notPortable(_ what: String) -> String {
    "\(what) is not in the JSON Schema interoperable subset; Swift, Python and web validators may disagree"
}

private let space = "\\u0009-\\u000D\\u0020\\u00A0\\u1680\\u2000-\\u200A\\u2028\\u2029\\u202F\\u205F\\u3000\\uFEFF"
/// "Any one character but `contents`": a plain negated class, which every engine formc
/// promises (ICU, Python, ECMA-262 with `u` or `v`) reads as one code point.
private func any(except contents: String) -> String {
    "[^" + contents + "]"
}
private let dot = any(except: "\\n\\r\\u2028\\u2029")

// MARK: - Valid, portable patterns

@Test(arguments: [
    "[a-z0-9_]+", "[A-Z0-9]+", "^[0-9]{3}-[0-9]{4}$", "(a|b)*c", "(?:ab)+?", "a{2,}", "a{2,3}?",
    "[^abc]", "", "café", "\\.\\*\\+\\?\\(\\)\\[\\]\\{\\}\\|\\/\\^\\$", "[-a]", "[a-]", "[+--]", "a{0}",
])
func portablePatternsHaveNoFindings(_ pattern: String) {
    let result = analyze(pattern)
    #expect(result.errors == [])
    #expect(result.portabilityWarnings == [])
}

@Test func plainPatternIsCopiedVerbatim() {
    #expect(analyze("[a-z0-9_]+").normalized == "[a-z0-9_]+")
    #expect(analyze("(a|b)*c{2,3}?").normalized == "(a|b)*c{2,3}?")
    #expect(analyze("\\.\\*\\/a/b").normalized == "\\.\\*\\/a/b")
}

@Test func anchoredWrapsNormalisedForm() {
    let result = analyze("a|b\\d")
    #expect(result.normalized == "a|b[0-9]")
    #expect(result.anchored == "^(?:a|b[0-9])$(?![\\s\\S])")
    #expect(analyze("").anchored == "^(?:)$(?![\\s\\S])")
}

// MARK: - Normalisation

@Test func shorthandsOutsideClasses() {
    #expect(analyze("\\d").normalized == "[0-9]")
    #expect(analyze("\\D").normalized == any(except: "0-9"))
    #expect(analyze("\\w").normalized == "[A-Za-z0-9_]")
    #expect(analyze("\\W").normalized == any(except: "A-Za-z0-9_"))
    #expect(analyze("\\s").normalized == "[" + space + "]")
    #expect(analyze("\\S").normalized == any(except: space))
    #expect(analyze("\\d{3}").normalized == "[0-9]{3}")
}

@Test func positiveShorthandsAreSplicedIntoClasses() {
    #expect(analyze("[\\d.]").normalized == "[0-9.]")
    #expect(analyze("[\\w-]").normalized == "[A-Za-z0-9_\\-]")
    #expect(analyze("[\\s,]").normalized == "[" + space + ",]")
    #expect(analyze("[^\\d\\s]").normalized == any(except: "0-9" + space))
    #expect(analyze("[\\d.]").portabilityWarnings == [])
}

@Test func negatedShorthandsInClassesStayAndWarn() {
    for (pattern, escape) in [("[\\D]", "\\D"), ("[a\\W]", "\\W"), ("[^\\S]", "\\S")] {
        let result = analyze(pattern)
        #expect(result.errors == [])
        #expect(result.normalized == pattern)
        let offset = pattern.utf8.count - 3
        #expect(result.portabilityWarnings == [issue(offset, 2,
            "'\(escape)' inside a character class cannot be rewritten to its ASCII meaning, so Swift and Python may "
            + "match Unicode characters that web validators reject; write the class without it, for example with '[^...]'")])
    }
}

@Test func dotBecomesECMADot() {
    #expect(analyze(".").normalized == dot)
    #expect(analyze("a.*b").normalized == "a" + dot + "*b")
    #expect(analyze("[.]").normalized == "[.]")
}

@Test func dollarBecomesEndOfInput() {
    #expect(analyze("a$").normalized == "a(?![\\s\\S])")
    #expect(analyze("^a|b$").normalized == "^a|b(?![\\s\\S])")
}

@Test func emptyAndFullClasses() {
    #expect(analyze("[]").normalized == "[^\\s\\S]")
    #expect(analyze("[^]").normalized == "[\\s\\S]")
    #expect(analyze("a[]b").errors == [])
}

@Test func characterEscapesBecomePortableSpellings() {
    #expect(analyze("\\x41\\u00e9").normalized == "Aé")
    #expect(analyze("\\t\\n\\r\\f\\v\\0").normalized == "\\t\\n\\r\\f\\u000B\\u0000")
    #expect(analyze("[\\b]").normalized == "[\\u0008]")
    #expect(analyze("\\x7F\\x01").normalized == "\\u007F\\u0001")
    #expect(analyze("\\_\\@\\-").normalized == "_@-")
    #expect(analyze("\\x2E\\x2F").normalized == "\\.\\/")
}

@Test func classLiteralsThatOtherEnginesTreatAsOperatorsAreEscaped() {
    #expect(analyze("[&&~~[-]").normalized == "[\\u0026\\u0026\\u007E\\u007E\\[\\-]")
    #expect(analyze("[(){}/|]").normalized == "[\\(\\)\\{\\}\\/\\|]")
    #expect(analyze("[\\^a]").normalized == "[\\^a]")
    #expect(analyze("[\\-\\]\\\\]").normalized == "[\\-\\]\\\\]")
}

@Test func quantifiedAstralCharacterIsGrouped() {
    #expect(analyze("😀+").normalized == "(?:😀)+")
    #expect(analyze("x😀y").normalized == "x😀y")
    #expect(analyze("é+").normalized == "é+")
    let escaped = analyze("\\u{1F600}{2}")
    #expect(escaped.normalized == "(?:😀){2}")
}

@Test func nestedGroupsAreKeptAndCounted() {
    let result = analyze("((a)(?:b(c)))\\3")
    #expect(result.errors == [])
    #expect(result.normalized == "((a)(?:b(c)))\\3")
    #expect(analyze("((a)(?:b(c)))\\4").errors.count == 1)
}

/// Every `\u` the normaliser writes is `\uHHHH`, the one form ECMA-262 (with or without `u`),
/// ICU and Python `re` all read; none of the forms they disagree on survive.
@Test func emittedEscapesAreInTheSharedSubset() {
    let patterns = ["\\s\\S.", "[\\s\\b]", "\\v\\0\\cJ\\x01", "\\u{41}\\uD83D", "[&~]", "\\x7F"]
    for pattern in patterns {
        let result = analyze(pattern)
        #expect(result.errors == [])
        let bytes = Array(result.anchored.utf8)
        var i = 0
        while i < bytes.count {
            if bytes[i] == .backslash, i + 1 < bytes.count {
                let next = bytes[i + 1]
                #expect(![UInt8(ascii: "v"), UInt8(ascii: "0"), UInt8(ascii: "c"), UInt8(ascii: "x")].contains(next), "\(pattern)")
                if next == .lowerU {
                    let digits = bytes[min(i + 2, bytes.count)..<min(i + 6, bytes.count)]
                    #expect(digits.count == 4 && digits.allSatisfy(\.isHexDigit), "\(pattern)")
                }
                i += 2
            } else {
                i += 1
            }
        }
    }
}

// MARK: - Errors

@Test func unterminatedGroup() {
    #expect(analyze("abc(").errors == [issue(3, 1, "unterminated group: '(' at offset 3 is never closed")])
    // Every group open at the end is unterminated; the innermost is reported once.
    #expect(analyze("(a(b").errors == [issue(2, 1, "unterminated group: '(' at offset 2 is never closed")])
}

@Test func unmatchedCloseParenIsReportedAndParsingContinues() {
    #expect(analyze("a)b").errors == [issue(1, 1, "unmatched ')': there is no '(' before it to close")])
    #expect(analyze("a)b)").errors.map(\.offset) == [1, 3])
    #expect(analyze("a)*").errors.map(\.offset) == [1, 2])
}

@Test func nothingToRepeat() {
    #expect(analyze("*a").errors == [issue(0, 1, "nothing to repeat before '*'")])
    #expect(analyze("a|+b").errors == [issue(2, 1, "nothing to repeat before '+'")])
    #expect(analyze("(?:?)").errors == [issue(3, 1, "nothing to repeat before '?'")])
    #expect(analyze("{2}a").errors == [issue(0, 3, "nothing to repeat before '{2}'")])
    #expect(analyze("*?").errors == [issue(0, 2, "nothing to repeat before '*?'")])
}

@Test func possessiveQuantifierIsExplained() {
    #expect(analyze("a++").errors == [issue(2, 1,
        "nothing to repeat before '+': possessive quantifiers such as '++' do not exist in ECMA-262; write '+'")])
    #expect(analyze("a{2}+").errors == [issue(4, 1,
        "nothing to repeat before '+': possessive quantifiers such as '{2}+' do not exist in ECMA-262; write '{2}'")])
}

@Test func stackedQuantifiers() {
    #expect(analyze("a**").errors == [issue(2, 1, "nothing to repeat before '*': a quantifier cannot follow another quantifier")])
    #expect(analyze("a+??").errors == [issue(3, 1, "nothing to repeat before '?': a quantifier cannot follow another quantifier")])
    #expect(analyze("a+?").errors == [])
}

@Test func quantifiedAssertions() {
    #expect(analyze("^*").errors == [issue(1, 1, "nothing to repeat before '*': '^' is an assertion and matches no characters")])
    #expect(analyze("a$+").errors == [issue(2, 1, "nothing to repeat before '+': '$' is an assertion and matches no characters")])
    #expect(analyze("(?=a)+").errors == [issue(5, 1,
        "nothing to repeat before '+': lookahead '(?=' is an assertion and matches no characters")])
    #expect(analyze("\\b?").errors == [issue(2, 1,
        "nothing to repeat before '?': word boundary '\\b' is an assertion and matches no characters")])
}

@Test func rangeOutOfOrder() {
    #expect(analyze("[z-a]").errors == [issue(1, 3, "range out of order in character class: 'z-a'")])
    #expect(analyze("[0-9A-Fz-a]").errors == [issue(7, 3, "range out of order in character class: 'z-a'")])
    #expect(analyze("[\\x7A-a]").errors == [issue(1, 6, "range out of order in character class: '\\x7A-a'")])
    #expect(analyze("[a-a]").errors == [])
}

@Test func classEscapeAsRangeEnd() {
    #expect(analyze("[\\d-z]").errors == [issue(1, 4,
        "'\\d-z' is not a valid range: '\\d' stands for a set of characters and cannot be an end of a range")])
    #expect(analyze("[a-\\w]").errors == [issue(1, 4,
        "'a-\\w' is not a valid range: '\\w' stands for a set of characters and cannot be an end of a range")])
}

@Test func emptyQuantifierRange() {
    #expect(analyze("a{5,2}").errors == [issue(1, 5, "quantifier range {5,2} is empty (minimum 5 is above maximum 2)")])
    #expect(analyze("a{10,9}").errors.count == 1)
    #expect(analyze("a{9,10}").errors == [])
    #expect(analyze("a{0010,9}").errors.count == 1)
    #expect(analyze("a{99999999999999999999999,100000000000000000000000}").errors == [])
}

@Test func loneBraces() {
    #expect(analyze("a{").errors == [issue(1, 1,
        "'{' does not start a quantifier such as '{2}', '{2,}' or '{2,5}'; write '\\{' for a literal brace")])
    #expect(analyze("a{x}").errors.map(\.offset) == [1])
    #expect(analyze("a{,5}").errors == [issue(1, 4,
        "'{,5}' is not a quantifier in ECMA-262, which requires a minimum; write '{0,5}'")])
    #expect(analyze("a{,5}").portabilityWarnings == [])
}

@Test func unterminatedClass() {
    #expect(analyze("[abc").errors == [issue(0, 1, "unterminated character class: '[' at offset 0 is never closed")])
    #expect(analyze("x[a\\]").errors == [issue(1, 1, "unterminated character class: '[' at offset 1 is never closed")])
    #expect(analyze("[a-").errors.map(\.offset) == [0])
}

@Test func invalidLetterEscapes() {
    #expect(analyze("\\q").errors == [issue(0, 2,
        "invalid escape '\\q': ECMA-262 engines, Swift and Python disagree on escaped letters; write 'q' for the letter itself")])
    #expect(analyze("a\\A").errors.map(\.offset) == [1])
    #expect(analyze("[\\B]").errors.map(\.offset) == [1])
    #expect(analyze("\\z\\h").errors.count == 2)
}

@Test func malformedCharacterEscapes() {
    #expect(analyze("\\01").errors == [issue(0, 3,
        "invalid escape '\\01': octal escapes are not part of ECMA-262; write the character as '\\xHH' or '\\uHHHH'")])
    #expect(analyze("\\c1").errors == [issue(0, 2, "'\\c' must be followed by an ASCII letter, as in '\\cJ'")])
    #expect(analyze("\\x4").errors == [issue(0, 2, "'\\x' must be followed by two hex digits, as in '\\x41'")])
    #expect(analyze("\\u12").errors == [issue(0, 2,
        "'\\u' must be followed by four hex digits, as in '\\u00E9', or a code point in braces")])
    #expect(analyze("\\u{110000}").errors == [issue(0, 10,
        "code point escape '\\u{110000}' is above U+10FFFF, the largest Unicode code point")])
    #expect(analyze("\\u{12").errors == [issue(0, 5,
        "'\\u{' must be followed by hex digits and a closing '}', as in '\\u{1F600}'")])
    #expect(analyze("a\\").errors == [issue(1, 1, "the pattern ends with a lone '\\'; write '\\\\' for a backslash")])
}

@Test func malformedPropertyEscapes() {
    #expect(analyze("\\p").errors == [issue(0, 2, "'\\p' must be followed by a property name in braces, as in '\\p{L}'")])
    #expect(analyze("\\P{L").errors == [issue(0, 3, "unterminated property escape: '\\P{' at offset 0 is never closed by '}'")])
    #expect(analyze("\\p{}").errors == [issue(0, 4, "empty property name in '\\p{}'")])
    #expect(analyze("\\p{L-u}").errors.map(\.offset) == [4])
}

@Test func backreferenceToMissingGroup() {
    #expect(analyze("\\1").errors == [issue(0, 2, "backreference '\\1' refers to group 1, but the pattern has no capturing groups")])
    #expect(analyze("(a)\\2").errors == [issue(3, 2, "backreference '\\2' refers to group 2, but the pattern has only 1 capturing group")])
    #expect(analyze("(a)(?:b)(c)\\10").errors == [issue(11, 3,
        "backreference '\\10' refers to group 10, but the pattern has only 2 capturing groups")])
    // ECMA-262 allows forward references.
    #expect(analyze("\\1(a)").errors == [])
    #expect(analyze("(?<n>a)\\k<m>").errors == [issue(7, 5, "backreference '\\k<m>' names a group that does not exist")])
    #expect(analyze("\\k").errors == [issue(0, 2, "'\\k' must be followed by a group name in angle brackets, as in '\\k<name>'")])
    #expect(analyze("[\\1]").errors == [issue(1, 2, "backreference '\\1' cannot be used inside a character class")])
}

@Test func duplicateGroupName() {
    #expect(analyze("(?<n>a)(?<n>b)").errors == [issue(10, 1, "duplicate group name 'n': the group at offset 0 already has this name")])
    #expect(analyze("(?<n>a)(?<n>b)|(?<n>c)").errors.map(\.offset) == [10, 18])
}

@Test func malformedGroupNames() {
    #expect(analyze("(?<1a>x)").errors == [issue(3, 2, "group name '1a' must not start with a digit")])
    #expect(analyze("(?<>x)").errors == [issue(2, 2, "empty group name '<>'")])
    #expect(analyze("(?<a-b>x)").errors == [issue(4, 1, "invalid character '-' in group name; names are made of letters, digits, '_' and '$'")])
    #expect(analyze("(?<ab)").errors == [issue(2, 3, "unterminated group name: '<' at offset 2 is never closed by '>'")])
}

@Test func otherEnginesGroupSyntax() {
    #expect(analyze("(?>a)").errors == [issue(0, 3, "atomic group '(?>' does not exist in ECMA-262; write '(?:' for a plain group")])
    #expect(analyze("(?P<x>a)").errors == [issue(0, 3,
        "Python-style group '(?P' is not ECMA-262 syntax; write '(?<name>' for a named group and '\\k<name>' to refer back to it")])
    #expect(analyze("(?#note)a").errors == [issue(0, 3, "comment group '(?#' does not exist in ECMA-262")])
    #expect(analyze("(?i)abc").errors == [issue(0, 3,
        "inline modifiers '(?i' are not supported: most ECMA-262 engines reject them and Swift and Python read them differently")])
    #expect(analyze("(?-i:a)").errors.map(\.length) == [4])
    #expect(analyze("(?%a)").errors == [issue(0, 2, "'(?' must be followed by ':', '=', '!', '<=', '<!' or '<name>'")])
}

@Test func independentMistakesAreAllReportedInOrder() {
    let result = analyze("*)[z-a")
    #expect(result.errors.map(\.offset) == [0, 1, 2, 3])
    #expect(result.errors.map(\.message).last == "range out of order in character class: 'z-a'")
}

@Test func offsetsAreUTF8Bytes() {
    // "é" is two bytes, "😀" four.
    #expect(analyze("é(").errors.map(\.offset) == [2])
    #expect(analyze("😀[b-a]").errors == [issue(5, 3, "range out of order in character class: 'b-a'")])
}

// MARK: - Portability warnings

@Test func lookaroundWarnings() {
    let result = analyze("(?<=a)(?<!b)(?=c)(?!d)")
    #expect(result.errors == [])
    #expect(result.portabilityWarnings == [
        issue(0, 4, notPortable("lookbehind '(?<='")),
        issue(6, 4, notPortable("lookbehind '(?<!'")),
        issue(12, 3, notPortable("lookahead '(?='")),
        issue(17, 3, notPortable("lookahead '(?!'")),
    ])
    #expect(result.normalized == "(?<=a)(?<!b)(?=c)(?!d)")
}

@Test func backreferenceAndNamedGroupWarnings() {
    let result = analyze("(?<n>a)\\k<n>(b)\\2")
    #expect(result.errors == [])
    #expect(result.portabilityWarnings == [
        issue(0, 5, notPortable("named group '(?<n>'") + " (Python spells it '(?P<name>')"),
        issue(7, 5, notPortable("named backreference '\\k<n>'")),
        issue(15, 2, notPortable("backreference '\\2'")),
    ])
    #expect(result.normalized == "(?<n>a)\\k<n>(b)\\2")
}

@Test func propertyEscapeWarnings() {
    let result = analyze("\\p{L}[\\P{Lu}a]")
    #expect(result.errors == [])
    #expect(result.portabilityWarnings == [
        issue(0, 5, notPortable("property escape '\\p{L}'") + " (Python's re has no property escapes)"),
        issue(6, 6, notPortable("property escape '\\P{Lu}'") + " (Python's re has no property escapes)"),
    ])
    #expect(result.normalized == "\\p{L}[\\P{Lu}a]")
}

@Test func wordBoundaryWarnings() {
    let result = analyze("\\bx\\B")
    let tail = " (Swift and Python count Unicode letters as word characters, ECMA-262 only ASCII)"
    #expect(result.portabilityWarnings == [
        issue(0, 2, notPortable("word boundary '\\b'") + tail),
        issue(3, 2, notPortable("word boundary '\\B'") + tail),
    ])
    #expect(result.normalized == "\\bx\\B")
    // Inside a class `\b` is a backspace, which is portable.
    #expect(analyze("[\\b]").portabilityWarnings == [])
}

@Test func controlAndCodePointEscapeWarnings() {
    let control = analyze("\\cJ")
    #expect(control.portabilityWarnings == [issue(0, 3, notPortable("control escape '\\cJ'") + " (Python's re has no '\\c')")])
    #expect(control.normalized == "\\n")
    let codePoint = analyze("\\u{1F600}")
    #expect(codePoint.portabilityWarnings == [issue(0, 9, "code point escape '\\u{1F600}' needs the 'u' flag in ECMA-262 and "
        + "is not in the JSON Schema interoperable subset; Swift, Python and web validators may disagree")])
    #expect(codePoint.normalized == "😀")
}

@Test func loneClosingBracketsWarnAndAreEscaped() {
    let result = analyze("a}]")
    #expect(result.errors == [])
    #expect(result.portabilityWarnings == [
        issue(1, 1, "a lone '}' is read literally only by ECMA-262's legacy web grammar and rejected with the 'u' flag; write '\\}'"),
        issue(2, 1, "a lone ']' is read literally only by ECMA-262's legacy web grammar and rejected with the 'u' flag; write '\\]'"),
    ])
    #expect(result.normalized == "a\\}\\]")
}

@Test func surrogateWarningsButNoneForAstralCharacters() {
    #expect(analyze("\\uD83D\\uDE00").portabilityWarnings.map(\.offset) == [0, 6])
    #expect(analyze("\\uD83D").portabilityWarnings == [issue(0, 6,
        "UTF-16 surrogate escape '\\uD83D' is not portable: Swift and Python match whole code points, never half of one; write the character itself")])
    // With the `u` flag, as formc's patterns are read, a class of characters above U+FFFF
    // means the same in every engine formc promises.
    #expect(analyze("[😀-😂]").portabilityWarnings == [])
    #expect(analyze("[^😀]").portabilityWarnings == [])
    #expect(analyze("😀+").portabilityWarnings == [])
}

/// No pattern formc writes names a surrogate code point unless its author wrote one (and was
/// warned): a lone surrogate is outside JSON Schema's interoperable subset, and validators
/// whose strings cannot hold one (jsonschema-rs) refuse to load the schema.
@Test func noSurrogateEscapesInThePortableRewrite() {
    for pattern in [".", "\\D", "\\W", "\\S", "[^a]", "[^]", "[^\\d\\s]", "a.*b", "[^\\u0020-\\uFFFD]", "[\\u0000-\\uFFFF]"] {
        let result = analyze(pattern)
        #expect(result.portabilityWarnings == [], "\(pattern)")
        for surrogate in ["\\uD8", "\\uD9", "\\uDA", "\\uDB", "\\uDC", "\\uDD", "\\uDE", "\\uDF"] {
            #expect(!result.anchored.uppercased().contains(surrogate.uppercased()), "\(pattern): \(result.anchored)")
        }
    }
}

@Test func repetitionCountBeyondICUWarns() {
    #expect(analyze("a{16777215}").portabilityWarnings == [])
    #expect(analyze("a{0,16777215}").portabilityWarnings == [])
    let message = "is larger than Swift (ICU) accepts (at most 16777215): the app could not compile the pattern and would reject every value"
    #expect(analyze("a{16777216}").portabilityWarnings == [issue(2, 8, "repetition count 16777216 " + message)])
    #expect(analyze("a{1,2147483648}").portabilityWarnings == [issue(4, 10, "repetition count 2147483648 " + message)])
}

// MARK: - Robustness

@Test func nestingUpToTheCapIsAccepted() {
    let depth = PatternSyntax.maximumGroupDepth
    let pattern = String(repeating: "(", count: depth) + "a" + String(repeating: ")", count: depth)
    let result = analyze(pattern)
    #expect(result.errors == [])
    #expect(result.normalized == pattern)
}

@Test func nestingBeyondTheCapIsAnErrorAndTheRestIsStillChecked() {
    let depth = PatternSyntax.maximumGroupDepth + 1
    let pattern = String(repeating: "(", count: depth) + "[a)]" + String(repeating: ")", count: depth) + "*{"
    let result = analyze(pattern)
    #expect(result.limitErrors == [issue(64, 1, tooDeep(64))])
    #expect(result.errors == [
        issue(pattern.utf8.count - 1, 1, "'{' does not start a quantifier such as '{2}', '{2,}' or '{2,5}'; write '\\{' for a literal brace"),
    ])
    #expect(!result.isUsable)
    #expect(!analyze(String(repeating: "(", count: depth) + "a" + String(repeating: ")", count: depth)).isUsable)
}

private func tooDeep(_ offset: Int) -> String {
    "the group at offset \(offset) is nested more than 64 levels deep, formc's limit (ICU refuses about 100); simplify the pattern"
}

@Test func hugeNestingDoesNotExhaustTheStack() {
    let result = analyze(String(repeating: "(", count: 200_000))
    #expect(result.errors == [issue(63, 1, "unterminated group: '(' at offset 63 is never closed")])
    #expect(result.limitErrors == [issue(64, 1, tooDeep(64))])
    let closed = analyze(String(repeating: "(?:", count: 100_000) + String(repeating: ")", count: 100_000))
    #expect(closed.errors.count + closed.limitErrors.count == 1)
}

@Test func longInputsAreHandled() {
    let pattern = String(repeating: "(a|[b-d]\\d)*😀+", count: 20_000)
    let result = analyze(pattern)
    #expect(result.errors == [])
    #expect(result.normalized == String(repeating: "(a|[b-d][0-9])*(?:😀)+", count: 20_000))
    let errors = analyze(String(repeating: "**", count: 20_000)).errors
    #expect(errors.count == 40_000)
}

@Test func randomGarbageNeverCrashesAndIssuesStayInBounds() {
    var random = SplitMix64(state: 0x5EED)
    let alphabet = Array("()[]{}|^$\\.*+?-,:=!<>PpkKcuUxbBdDsSwW0123456789az_é😀 ".unicodeScalars)
    var validCount = 0
    for round in 0..<2000 {
        let length = Int(random.next() % 40)
        var text = ""
        if round % 2 == 0 {
            for _ in 0..<length { text.unicodeScalars.append(alphabet[Int(random.next() % UInt64(alphabet.count))]) }
        } else {
            // Arbitrary bytes, repaired into a String the way the lexer would receive them.
            let bytes = (0..<length).map { _ in UInt8(truncatingIfNeeded: random.next()) }
            text = String(decoding: bytes, as: UTF8.self)
        }
        let result = analyze(text)
        let size = text.utf8.count
        for found in result.errors + result.portabilityWarnings {
            #expect(found.offset >= 0 && found.length >= 0 && found.offset + found.length <= size, "\(text.debugDescription)")
            #expect(!found.message.isEmpty)
        }
        if result.errors.isEmpty {
            validCount += 1
            // A valid pattern normalises to a valid pattern that normalises to itself.
            let again = analyze(result.normalized)
            #expect(again.errors == [], "\(text.debugDescription) -> \(result.normalized.debugDescription)")
        }
    }
    #expect(validCount > 100)
}

// MARK: - Characters above U+FFFF against "any one character"

@Test func negatedClassesCountAnAstralCharacterOnce() {
    #expect(analyze("[^a-z]").normalized == any(except: "a-z"))
    #expect(analyze("[^a-z]{2}").normalized == any(except: "a-z") + "{2}")
    #expect(analyze("[^:a]").normalized == any(except: "\\x3Aa"))
    #expect(analyze("[^a-z]").portabilityWarnings == [])
}

@Test func negatedClassesStayAsWritten() {
    let astral = analyze("[^😀]")
    #expect(astral.normalized == "[^😀]")
    let property = analyze("[^\\p{L}]")
    #expect(property.normalized == "[^\\p{L}]")
    #expect(property.portabilityWarnings.count == 1)
}

@Test func rangesAcrossTheSurrogatesAreSplit() {
    #expect(analyze("[\\u0000-\\uFFFD]").normalized == "[\\u0000-\\uD7FF\\uE000-\u{FFFD}]")
    #expect(analyze("[^\\u0020-\\uFFFD]").normalized == any(except: " -\\uD7FF\\uE000-\u{FFFD}"))
    #expect(analyze("[a-\\uD7FF]").normalized == "[a-\u{D7FF}]")
}

// MARK: - ICU's POSIX-style sets

@Test func colonOpeningAClassIsEscapedForICU() {
    #expect(analyze("[:a:]").normalized == "[\\x3Aa:]")
    #expect(analyze("[\\:a:]").normalized == "[\\x3Aa:]")
    #expect(analyze("[:alpha:]").normalized == "[\\x3Aalpha:]")
    #expect(analyze("[:-z]").normalized == "[\\x3A-z]")
    #expect(analyze("[a:b:]").normalized == "[a:b:]")
    #expect(analyze("[:a:]").portabilityWarnings == [])
}

// MARK: - Catastrophic backtracking

@Test(arguments: [
    ("(a*)*", "a*"), ("(a+)+", "a+"), ("(a+)*", "a*"), ("(a*)+", "a*"), ("(?:a+)+", "a+"),
    ("(a{2,})*", "(?:a{2,})?"), ("(a{2,}){3,}", "a{6,}"), ("((ab)+)+", "(ab)+"), ("(\\d+)+", "\\d+"),
    ("(a|a)*", "[aa]*"), ("(a|[a-z])+", "[aa-z]+"), ("(\\d|[0-9a-f])*", "[\\d0-9a-f]*"),
])
func nestedRepetitionsAreFlaggedWithARewrite(_ pattern: String, _ rewrite: String) {
    let result = analyze("x" + pattern + "y")
    #expect(result.backtrackingWarnings.count == 1)
    let found = result.backtrackingWarnings.first
    #expect(found?.offset == 1 && found?.length == pattern.utf8.count)
    #expect(found?.message.hasSuffix("; write '\(rewrite)', which matches the same values") == true, "\(found?.message ?? "")")
}

@Test(arguments: ["(\\w+\\s?)*", "(.|\\s)*", "(a|ab|b)*", "( ?[0-9]+)*", "(x+x+)+y", "(([a-z])+.)+[A-Z]([a-z])+",
                  "(\\w+[-.]?)+@", "(a|b|ab)+"])
func ambiguousLoopsWithoutAnObviousRewriteAreFlagged(_ pattern: String) {
    let result = analyze(pattern)
    #expect(result.backtrackingWarnings.count == 1, "\(pattern)")
    #expect(result.backtrackingWarnings.first?.message.hasSuffix(
        "make each repetition start with, or end with, something the previous one cannot match") == true)
}

@Test(arguments: [
    "^[A-Z]{2}[0-9]{2}( ?[0-9]{4})*$", "(a|ab)*c", "([a-z]+\\.)*[a-z]+", "[A-Za-z]+(?: [A-Za-z]+)*", "(a|b)*",
    "^[\\w.-]+@([\\w-]+\\.)+[\\w-]{2,4}$", "(\\d{3}-)*\\d{4}", "(.|\\n)*", "(a+)?", "(a+){2}", "a*a*", "(?:a+b)+",
    "([^,]+,)*[^,]+", "(\\p{L}+|\\p{L})*", "(a+)\\1*", "(?=a+)+", "(a+(?=b))+", "(ab|cd)+", "(0[1-9]|1[0-2])/[0-9]{2}",
])
func unambiguousOrUnknownLoopsAreNotFlagged(_ pattern: String) {
    #expect(analyze(pattern).backtrackingWarnings == [], "\(pattern)")
}

@Test func backtrackingIsNotAnalysedInInvalidPatterns() {
    #expect(analyze("(a+)+(").backtrackingWarnings == [])
}

@Test func nestedAmbiguousLoopsAreEachReported() {
    let result = analyze("((a+)+b?)*")
    #expect(result.backtrackingWarnings.map(\.offset) == [0, 1])
}

@Test func rewriteIsWithheldWhenGroupsAreReferredTo() {
    let result = analyze("(a+)+\\1")
    #expect(result.backtrackingWarnings.first?.message.contains("write '") == false)
}

@Test func doubledPunctuatorsInClassesAreSplitForTheVFlag() {
    #expect(analyze("[..]").normalized == "[.\\u002E]")
    #expect(analyze("[a..z]").normalized == "[a.\\u002Ez]")
    #expect(analyze("[::]").normalized == "[\\x3A:]")
    #expect(analyze("[.,]").normalized == "[.,]")
    #expect(analyze("[==<<>>]").normalized == "[=\\u003D<\\u003C>\\u003E]")
    #expect(analyze("[..]").portabilityWarnings == [])
}

@Test func manyLoopsOfManyAlternativesStayLinear() {
    let loop = "(?:a|b|c|d|e|f|gh|ij|kl|mn|op|qr|stu|vwx|yz0|123|456|789|ABCD|EFGH|IJKL|MNOP|QRST|UVWX)*"
    let result = analyze("(a+)+" + String(repeating: loop, count: 2000))
    #expect(result.errors == [])
    #expect(result.backtrackingWarnings.map(\.offset) == [0])
}
