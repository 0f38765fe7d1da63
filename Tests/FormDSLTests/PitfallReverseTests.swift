import Testing
@testable import FormDSL

/// Pitfalls that are the reverse of another: a letter keyboard on a number field (FC0203), and
/// a range below zero without `allowNegative` (FC0225, the reverse of FC0217).
struct PitfallReverseTests {
    private func diagnostics(_ text: String) -> [String] {
        Compiler.compile(SourceFile(path: "t.form", text: text)).diagnostics.map { "\($0.id) \($0.message)" }
    }

    @Test(arguments: ["default", "asciiCapable", "URL", "namePhonePad", "emailAddress", "twitter", "webSearch"])
    func aLetterKeyboardOnANumberField(_ keyboard: String) {
        let int = Compiler.compile(SourceFile(path: "t.form", text: "form F {\n    field age: int { keyboard \(keyboard) }\n}\n"))
        let warning = int.diagnostics.first { $0.code == .keyboardTypeMismatch }
        #expect(warning?.message == "'\(keyboard)' offers letters, which int field 'age' rejects as they are typed")
        #expect(warning?.fixIts.map(\.replacement) == ["numberPad"])
        let decimal = diagnostics("form F {\n    field price: decimal { keyboard \(keyboard) }\n}\n")
        #expect(decimal.contains { $0.hasPrefix("FC0203 '\(keyboard)' offers letters") }, "\(decimal)")
    }

    @Test func numberKeyboardsStayQuietOnNumberFields() {
        for keyboard in ["numberPad", "numbersAndPunctuation", "asciiCapableNumberPad"] {
            #expect(!diagnostics("form F {\n    field age: int { keyboard \(keyboard) }\n}\n").contains { $0.hasPrefix("FC0203") })
        }
        #expect(diagnostics("form F {\n    field price: decimal { keyboard decimalPad }\n}\n").isEmpty)
    }

    @Test func aNegativeRangeNeedsAllowNegative() {
        #expect(diagnostics("form F {\n    field t: decimal { validate range(-10.5...10.5) }\n}\n")
            == ["FC0225 the range of 't' starts at -10.5, but without 'allowNegative' no minus sign can be typed"])
        #expect(diagnostics("form F {\n    field t: int { allowNegative; keyboard numbersAndPunctuation; validate range(-10...10) }\n}\n").isEmpty)
        #expect(diagnostics("form F {\n    field t: int { validate range(0...10) }\n}\n").isEmpty)
    }
}

/// The reverses of FC0207, FC0221, FC0223 and FC0208: a content type a number field cannot
/// hold (FC0227), range bounds finer than the format lets people type (FC0228), letters
/// allowed on a keyboard without letter keys (FC0229), and capitals a pattern rejects (FC0230).
struct ReversePitfallTests {
    private func ids(_ text: String) -> [String] {
        Compiler.compile(SourceFile(path: "t.form", text: "form F {\n\(text)\n}\n")).diagnostics.map(\.id)
    }

    @Test(arguments: ["postalCode", "telephoneNumber", "oneTimeCode", "creditCardNumber", "givenName"])
    func aTextContentTypeOnANumberField(_ contentType: String) {
        #expect(ids("    field a: int { contentType \(contentType) }").contains("FC0227"))
        #expect(ids("    field a: decimal { contentType \(contentType) }").contains("FC0227"))
        #expect(!ids("    field a: text { contentType \(contentType) }").contains("FC0227"))
    }

    @Test func numberContentTypesFitNumberFields() {
        for contentType in ["birthdateDay", "birthdateMonth", "birthdateYear", "creditCardExpirationMonth", "creditCardExpirationYear"] {
            #expect(!ids("    platform iOS 17\n    field a: int { contentType \(contentType) }").contains("FC0227"), "\(contentType)")
        }
    }

    @Test func fractionDigitsOfTheRange() {
        #expect(ids("    field a: decimal { format number(fractionDigits: 2); validate range(0.001...1) }") == ["FC0228"])
        #expect(ids("    field a: decimal { format number(fractionDigits: 2); validate range(0...1.005) }") == ["FC0228"])
        #expect(ids("    field a: currency(\"EUR\") { format currency(fractionDigits: 0); validate range(0.5...) }") == ["FC0228"])
        // Trailing zeros need not be typed; no fractionDigits, or a percentage, sets no limit.
        #expect(ids("    field a: decimal { format number(fractionDigits: 1); validate range(0.50...2.0) }").isEmpty)
        #expect(ids("    field a: decimal { validate range(0.001...1) }").isEmpty)
        #expect(ids("    field a: decimal { format number; validate range(0.001...1) }").isEmpty)
        #expect(!ids("    field a: percent { format percent(fractionDigits: 0); validate range(0.05...0.5) }").contains("FC0228"))
    }

    @Test func capitalsAgainstALowercasePattern() {
        #expect(ids("    field a: text { validate pattern(\"[a-z]+\") }") == ["FC0230"])
        #expect(ids("    field a: text { autocapitalization words; validate pattern(\"[a-z]+\") }") == ["FC0230"])
        #expect(ids("    field a: text { autocapitalization never; validate pattern(\"[a-z]+\") }").isEmpty)
        // Digits first: 'sentences' leaves the letters after them small; 'characters' does not.
        #expect(ids("    field a: text { validate pattern(\"\\\\d{4}[a-z]{2}\") }").isEmpty)
        #expect(ids("    field a: text { autocapitalization characters; validate pattern(\"\\\\d{4}[a-z]{2}\") }") == ["FC0230"])
        #expect(ids("    field a: text { validate pattern(\"(?:[a-z0-9]+)\") }") == ["FC0230"])
        // Quiet fields get 'never' by default; an email field's written capitals are FC0208's.
        #expect(ids("    field a: text { contentType username; validate pattern(\"[a-z]+\") }").isEmpty)
        #expect(ids("    field a: text { keyboard emailAddress; autocapitalization words; validate pattern(\"[a-z@.]+\") }") == ["FC0208"])
    }

    @Test(arguments: [
        ("[a-z0-9_]+", true), ("yes|no", true), ("a\\sb", true), ("[a-z]{2}-\\d{4}", true), ("(?:ab)+", true),
        ("[A-Za-z]+", false), ("[0-9]+", false), ("\\d+", false), ("a.c", false), ("\\w+", false), ("[^0-9]+", false),
        ("[0-z]+", false), ("(?i)abc", false), ("(?<n>ab)", false), ("é+", false), ("\\p{Ll}+", false), ("\\u0041", false), ("[a-z\\S]", false),
    ])
    func whichPatternsRejectCapitals(_ pattern: String, _ rejects: Bool) {
        #expect(FormChecker.rejectsCapitals(pattern) == rejects, "\(pattern)")
    }

    @Test func lettersNeedALetterKeyboard() {
        for keyboard in ["numberPad", "asciiCapableNumberPad", "decimalPad", "phonePad"] {
            #expect(ids("    field a: text { keyboard \(keyboard); allowedCharacters \"0123456789xX\" }").contains("FC0229"), "\(keyboard)")
        }
        // A content type's number pad counts too.
        #expect(ids("    field a: text { contentType oneTimeCode; allowedCharacters \"0123456789ABC\" }").contains("FC0229"))
        #expect(ids("    field a: text { keyboard asciiCapable; allowedCharacters \"0123456789ABC\" }").isEmpty)
        #expect(!ids("    field a: text { keyboard numberPad; allowedCharacters \"0123456789\" }").contains("FC0229"))
    }

    /// FC0229 names the first letter of the allowed characters, as `first(where: \.isLetter)`
    /// finds it in their value, whether they are plain ASCII, escaped or not ASCII.
    @Test(arguments: [
        ("0123456789", "0123456789"), ("12-xY", "12-xY"), ("@[`{09", "@[`{09"), ("0\\u{41}", "0A"),
        ("0\u{663}\u{E9}9", "0\u{663}\u{E9}9"), ("12e\u{301}", "12e\u{301}"), ("12\\u{65}\\u{301}", "12e\u{301}"),
    ])
    func theLetterFC0229Names(_ literal: String, _ value: String) {
        let source = "form F {\n    field a: text { keyboard numberPad; allowedCharacters \"\(literal)\" }\n}\n"
        let messages = Compiler.compile(SourceFile(path: "t.form", text: source)).diagnostics.filter { $0.id == "FC0229" }.map(\.message)
        let expected = value.first(where: \.isLetter).map { ["'allowedCharacters' of 'a' lists letters such as '\($0)', but 'numberPad' has no letter keys"] } ?? []
        #expect(messages == expected, "\(literal)")
    }
}

struct SecureContentTypeTests {
    @Test(arguments: ["password", "newPassword", "oneTimeCode", "creditCardSecurityCode", "creditCardNumber"])
    func aSecureFieldWithAFittingContentTypeIsFine(_ contentType: String) {
        let text = "form F {\n    platform iOS 17\n    field c: secure { contentType \(contentType) }\n}\n"
        let ids = Compiler.compile(SourceFile(path: "t.form", text: text)).diagnostics.map(\.id)
        #expect(!ids.contains("FC0205"), "\(ids)")
    }

    @Test func aSecureFieldWithAnotherContentTypeWarns() {
        let text = "form F {\n    field c: secure { contentType username }\n}\n"
        #expect(Compiler.compile(SourceFile(path: "t.form", text: text)).diagnostics.map(\.id).contains("FC0205"))
    }
}

struct ContentTypeSuggestionTests {
    @Test func aShortenedContentTypeSuggestsTheFullName() {
        for (typed, expected) in [("email", "emailAddress"), ("street", "fullStreetAddress"), ("Email", "emailAddress")] {
            let text = "form F {\n    field a: text { contentType \(typed) }\n}\n"
            let d = Compiler.compile(SourceFile(path: "t.form", text: text)).diagnostics.first { $0.id == "FC0308" }
            #expect(d?.help == "did you mean '\(expected)'?", "\(typed): \(String(describing: d?.help))")
            #expect(d?.fixIts.map(\.replacement) == [expected])
        }
        #expect(Spelling.suggestLonger("em", from: ["emailAddress"]) == nil)
        #expect(Spelling.suggestLonger("zzz", from: ["emailAddress"]) == nil)
    }
}

/// Names people bring from SwiftUI, UIKit and other tools get one diagnostic that says what
/// to write instead, with a fix-it.
struct HabitTests {
    private func first(_ text: String) -> Diagnostic? {
        Compiler.compile(SourceFile(path: "t.form", text: text)).diagnostics.first
    }

    @Test func habitualValueNames() {
        for (line, expected) in [("autocapitalization none", "never"), ("validate matches(\"a+\")", "pattern")] {
            let d = first("form F {\n    field r: text { \(line) }\n}\n")
            #expect(d?.help == "did you mean '\(expected)'?", "\(line)")
            #expect(d?.fixIts.map(\.replacement) == [expected])
        }
    }

    @Test func aLeadingDotIsOneDiagnosticWithAFixIt() {
        let all = Compiler.compile(SourceFile(path: "t.form", text: "form F {\n    field a: int { keyboard .numberPad }\n}\n")).diagnostics
        #expect(all.count == 1)
        #expect(all.first?.message == "unexpected '.' before 'numberPad'")
        #expect(all.first?.fixIts.map(\.replacement) == [""])
    }
}
