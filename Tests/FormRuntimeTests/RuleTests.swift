import Foundation
import Testing
@testable import FormRuntime

@Suite("Rules")
struct RuleTests {
    @Test func requiredMeansAtLeastOneCodePoint() {
        #expect(!Rules.isPresent(""))
        #expect(Rules.isPresent(" "), "whitespace counts, as in HTML required and minLength: 1")
        #expect(Rules.isPresent("a"))
    }

    @Test func lengthCountsCodePoints() {
        let decomposed = "e\u{0301}" // one Character, two code points
        #expect(decomposed.count == 1)
        #expect(Rules.hasLength(decomposed, min: 2, max: 2))
        #expect(!Rules.hasLength("👍🏽", min: nil, max: 1), "emoji with skin tone is two code points")
        #expect(Rules.hasLength("用户名", min: 3, max: 3))
        #expect(!Rules.hasLength("ab", min: 3, max: 20))
        #expect(!Rules.hasLength(String(repeating: "x", count: 21), min: 3, max: 20))
        #expect(Rules.hasLength("abc", min: 3, max: nil))
    }

    @Test func patternsMatchTheWholeValue() {
        let digits = Patterns.anchored("[0-9]+")
        #expect(digits == "^(?:[0-9]+)$(?![\\s\\S])")
        #expect(Rules.matches("123", pattern: digits))
        #expect(!Rules.matches("123a", pattern: digits))
        #expect(!Rules.matches("a123", pattern: digits))
        #expect(!Rules.matches("123\n", pattern: digits), "ICU's $ before a final newline is closed off")
        #expect(!Rules.matches("", pattern: digits))
        // Alternation is grouped, so both branches are anchored.
        let either = Patterns.anchored("a|ab")
        #expect(Rules.matches("ab", pattern: either))
        #expect(!Rules.matches("abc", pattern: either))
    }

    @Test func brokenPatternsFailClosed() {
        #expect(!Patterns.isValid("(unclosed"))
        #expect(!Rules.matches("anything", pattern: "(unclosed"))
    }

    @Test func patternsAreCompiledOnce() async {
        let pattern = Patterns.anchored("cache-test-[0-9]{3}")
        // Hammer the cache from many tasks: Sendable-correct and compiled once.
        await withTaskGroup(of: Bool.self) { group in
            for i in 0..<200 {
                group.addTask { Rules.matches("cache-test-\(100 + i % 900)", pattern: pattern) }
            }
            for await matched in group { #expect(matched) }
        }
        // The same compiled object every time (other tests compile in parallel, so no counts).
        let first = RegexCache.shared.regex(for: pattern)
        #expect(first != nil)
        #expect(first === RegexCache.shared.regex(for: pattern))
    }

    @Test func email() {
        for valid in ["a@b.co", "first.last+tag@example.com", "x@localhost", "o'brien@ex-ample.org", "{}|~@a.b"] {
            #expect(Rules.isEmail(valid), "\(valid)")
        }
        for invalid in ["", "a", "a@", "@b.com", "a b@c.com", "a@b..com", "a@-b.com", "a@b.com\n", "ü@b.com", "a@b_c.com"] {
            #expect(!Rules.isEmail(invalid), "\(invalid)")
        }
    }

    @Test func url() {
        for valid in ["https://example.com", "http://localhost:8080/path?q=1#top", "HTTPS://Example.COM/", "http://127.0.0.1", "https://a.b/用户"] {
            #expect(Rules.isURL(valid), "\(valid)")
        }
        for invalid in ["example.com", "ftp://example.com", "https://", "https://exa mple.com", "https://example.com/a b", "https://user@host.com", "https://ex.com:123456"] {
            #expect(!Rules.isURL(invalid), "\(invalid)")
        }
    }

    @Test func phone() {
        for valid in ["+33 1 23 45 67 89", "(555) 123-4567", "555.123.4567", "1234567", "+123456789012345"] {
            #expect(Rules.isPhone(valid), "\(valid)")
        }
        for invalid in ["123456", "+1234567890123456", "555-CALL-NOW", "12+34567", "", "+"] {
            #expect(!Rules.isPhone(invalid), "\(invalid)")
        }
    }

    @Test func rangeBoundsAreExactAndHonourExclusivity() {
        let min = RangeBound.inclusive("13"), max = RangeBound.inclusive("120")
        #expect(Rules.isWithin(13, min: min, max: max))
        #expect(Rules.isWithin(120, min: min, max: max))
        #expect(!Rules.isWithin(12, min: min, max: max))
        #expect(!Rules.isWithin(121, min: min, max: max))
        let upTo = RangeBound.exclusive("0.3")
        #expect(!Rules.isWithin(ExactNumber.decimal(literal: "0.3")!, min: nil, max: upTo))
        #expect(Rules.isWithin(ExactNumber.decimal(literal: "0.29999")!, min: nil, max: upTo))
        #expect(RangeBound("0.1").value == Decimal(1) / Decimal(10))
    }

    @Test func equalsComparesCodePoints() {
        #expect(Rules.isEqual("secret", "secret"))
        #expect(!Rules.isEqual("secret", "Secret"))
        #expect("\u{E9}" == "e\u{0301}", "Swift's == says canonically equivalent")
        #expect(!Rules.isEqual("\u{E9}", "e\u{0301}"), "but the rule, like JSON, compares code points")
    }

    @Test func failuresShowOnlyRequiredWhenEmpty() {
        let rules: [Rule] = [
            .required(message: "Enter a username"),
            .length(min: 3, max: 20, message: "3 to 20"),
            .pattern(Patterns.anchored("[a-z]+"), message: "letters"),
        ]
        #expect(Rule.failures(of: rules, text: "", number: nil, isNumeric: false, isAbsent: false) == ["Enter a username"])
        #expect(Rule.failures(of: rules, text: "A", number: nil, isNumeric: false, isAbsent: false) == ["3 to 20", "letters"])
        #expect(Rule.failures(of: rules, text: "abc", number: nil, isNumeric: false, isAbsent: false).isEmpty)
        // An optional, empty field is absent: no rule but required applies.
        let optional: [Rule] = [.length(min: 3, max: nil, message: "3+")]
        #expect(Rule.failures(of: optional, text: "", number: nil, isNumeric: false, isAbsent: true).isEmpty)
        #expect(Rule.failures(of: optional, text: "", number: nil, isNumeric: false, isAbsent: false) == ["3+"],
                "a non-optional empty text is the value \"\", as minLength sees it")
    }
}

@Suite("Timing and focus")
struct TimingFocusTests {
    @Test func whenErrorsShow() {
        let fresh = Interaction()
        let edited = Interaction(edited: true)
        let blurred = Interaction(blurred: true)
        let submitted = Interaction(submitted: true)
        #expect(!ValidationTiming.change.showsErrors(after: fresh))
        #expect(ValidationTiming.change.showsErrors(after: edited))
        #expect(!ValidationTiming.blur.showsErrors(after: edited), "blur waits for the field to lose focus")
        #expect(ValidationTiming.blur.showsErrors(after: blurred))
        #expect(ValidationTiming.blur.showsErrors(after: submitted))
        #expect(!ValidationTiming.submit.showsErrors(after: Interaction(edited: true, blurred: true)))
        #expect(ValidationTiming.submit.showsErrors(after: submitted))
        // Eagerness is monotonic: change shows whenever blur does, blur whenever submit does.
        for i in [fresh, edited, blurred, submitted, Interaction(edited: true, blurred: true)] {
            if ValidationTiming.submit.showsErrors(after: i) { #expect(ValidationTiming.blur.showsErrors(after: i)) }
            if ValidationTiming.blur.showsErrors(after: i) { #expect(ValidationTiming.change.showsErrors(after: i)) }
        }
    }

    @Test func textInputTiming() {
        var field = TextInput(rules: [.required(message: "Required")], timing: .blur)
        #expect(field.errors == ["Required"], "errors are computed from the start")
        #expect(field.visibleErrors.isEmpty, "but not shown before the field was left")
        field.blur()
        #expect(field.visibleErrors == ["Required"])
        field.text = "x"
        #expect(field.visibleErrors.isEmpty, "visible errors follow later edits live")
    }

    @Test func textFilter() {
        let filter = TextFilter(allowedCharacters: "0123456789ABCDEF", maxLength: 4)
        #expect(filter.filter(proposed: "1F", previous: "1") == "1F")
        #expect(filter.filter(proposed: "1g", previous: "1") == "1")
        #expect(filter.filter(proposed: "12345", previous: "1234") == "1234")
        #expect(filter.filter(proposed: "123", previous: "12345") == "123", "shortening is always allowed")
        var input = TextInput(filter: filter)
        input.text = "zz"
        #expect(input.text == "" && !input.interaction.edited, "a rejected keystroke is not an edit")
    }

    enum F: Hashable, Sendable { case a, b, c, hidden }

    @Test func focusOrder() {
        let order: FocusOrder<F> = [.a, .b, .c, .a]
        #expect(order.fields == [.a, .b, .c], "duplicates dropped")
        #expect(order.first == .a)
        #expect(order.next(after: .a) == .b)
        #expect(order.next(after: .c) == nil)
        #expect(order.next(after: nil) == .a)
        #expect(order.next(after: .hidden) == nil)
        #expect(order.previous(before: .b) == .a)
        #expect(order.previous(before: .a) == nil)
        #expect(order.previous(before: nil) == .c)
        #expect(order.isLast(.c))
        #expect(!order.isLast(.b))
        #expect(!order.isLast(.hidden))
    }

    @Test func focusTrackerReportsTheFieldThatLostFocus() {
        var tracker = FocusTracker<F>()
        #expect(tracker.move(to: .a) == nil)
        #expect(tracker.move(to: .b) == .a)
        #expect(tracker.move(to: .b) == nil, "no move, no blur")
        #expect(tracker.move(to: nil) == .b)
        #expect(tracker.current == nil)
    }
}

@Suite("Pattern constants")
struct PatternConstantTests {
    /// The exact strings docs/RUNTIME.md documents and the JSON Schema emitter copies. Every
    /// class character the `v` flag reserves (`( ) [ ] { } / - \ |`) is escaped: HTML's
    /// `pattern` attribute compiles with `v`, and ignores a pattern that does not compile.
    @Test func constantsAreStable() {
        #expect(Patterns.email == #"^(?:[A-Za-z0-9.!#$%&'*+\/=?^_`\{\|\}~\-]+@[A-Za-z0-9](?:[A-Za-z0-9\-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9\-]{0,61}[A-Za-z0-9])?)*)$(?![\s\S])"#)
        #expect(Patterns.url == #"^(?:[Hh][Tt][Tt][Pp][Ss]?://[A-Za-z0-9](?:[A-Za-z0-9\-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9\-]{0,61}[A-Za-z0-9])?)*(?::[0-9]{1,5})?(?:[\/?#][^\x00-\x20\x7F]*)?)$(?![\s\S])"#)
        #expect(Patterns.phone == #"^(?:\+?(?:[ \(\).\-]*[0-9]){7,15}[ \(\).\-]*)$(?![\s\S])"#)
        for pattern in [Patterns.email, Patterns.url, Patterns.phone] { #expect(Patterns.isValid(pattern)) }
    }
}
