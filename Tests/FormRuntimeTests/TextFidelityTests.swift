import Foundation
import Testing
import FormRuntime // not @testable: generated code sees only the public API

// A text field keeps the code points the person typed, and every rule checks those code points.
// Swift's `==` cannot tell canonically equivalent texts apart (precomposed `é` U+00E9 and `e` +
// U+0301, a Hangul syllable and its jamo), so each expectation here compares code points.

/// The code points of `text`, for expectations that must not use Swift's `==` on strings.
private func codePoints(_ text: String) -> [UInt32] { text.unicodeScalars.map(\.value) }

private let precomposed = "\u{E9}"                      // é, one code point
private let decomposed = "e\u{301}"                     // é, two code points
private let syllable = "\u{D55C}"                       // 한, one code point
private let jamo = "\u{1112}\u{1161}\u{11AB}"           // 한, three conjoining jamo

@Suite("Text kept as typed")
struct TextFidelityTests {
    @Test func theTestTextsAreCanonicallyEquivalent() {
        // What makes the rest of this suite necessary.
        #expect(precomposed == decomposed)
        #expect(syllable == jamo)
    }

    @Test func retypingPrecomposedAsDecomposedIsKept() {
        var field = TextInput(rules: [.length(min: nil, max: 1, message: "One code point at most")])
        field.text = precomposed
        #expect(field.errors.isEmpty)
        field.text = decomposed
        #expect(codePoints(field.text) == codePoints(decomposed))
        #expect(field.errors == ["One code point at most"], "length counts the code points typed last")
    }

    @Test func retypingDecomposedAsPrecomposedIsKept() {
        var field = TextInput(rules: [.length(min: 2, max: nil, message: "Two code points at least")])
        field.text = decomposed
        #expect(field.errors.isEmpty)
        field.text = precomposed
        #expect(codePoints(field.text) == codePoints(precomposed))
        #expect(field.errors == ["Two code points at least"])
    }

    @Test func retypingASyllableAsJamoIsKept() {
        // Hangul syllables only, U+AC00...U+D7A3: the jamo spelling of the same word fails.
        let syllables = Patterns.anchored("[\u{AC00}-\u{D7A3}]+")
        var field = TextInput(rules: [.pattern(syllables, message: "Hangul syllables only")])
        field.text = syllable
        #expect(field.errors.isEmpty)
        field.text = jamo
        #expect(codePoints(field.text) == codePoints(jamo))
        #expect(field.errors == ["Hangul syllables only"])
        field.text = syllable
        #expect(codePoints(field.text) == codePoints(syllable))
        #expect(field.errors.isEmpty)
    }

    @Test func anEquivalentRetypeIsAnEdit() {
        var field = TextInput(precomposed, timing: .change)
        #expect(!field.interaction.edited)
        field.text = decomposed
        #expect(field.interaction.edited)
    }

    @Test func optionalValueIsWhatWasTyped() {
        var field = TextInput(isOptional: true)
        field.text = jamo
        field.text = syllable
        #expect(field.value.map(codePoints) == codePoints(syllable))
    }

    // MARK: Filters

    @Test func filterChecksAnEquivalentText() {
        // Only precomposed é (and ASCII letters) may be typed; e + U+0301 has a code point that may not.
        let filter = TextFilter(allowedCharacters: "abc" + precomposed)
        #expect(codePoints(filter.filter(proposed: decomposed, previous: precomposed)) == codePoints(precomposed))
        #expect(codePoints(filter.filter(proposed: "caf" + decomposed, previous: "caf" + precomposed))
            == codePoints("caf" + precomposed))
        // A Hangul field that allows only the syllable: its jamo are other code points.
        let hangul = TextFilter(allowedCharacters: syllable)
        #expect(codePoints(hangul.filter(proposed: jamo, previous: syllable)) == codePoints(syllable))
    }

    @Test func filterCountsTheCodePointsOfAnEquivalentText() {
        let filter = TextFilter(maxLength: 1)
        #expect(codePoints(filter.filter(proposed: decomposed, previous: precomposed)) == codePoints(precomposed))
        #expect(codePoints(filter.filter(proposed: jamo, previous: syllable)) == codePoints(syllable))
        // Shortening is always allowed, also when the shorter text is the equivalent one.
        #expect(codePoints(filter.filter(proposed: syllable, previous: jamo)) == codePoints(syllable))
    }

    @Test func inputRejectsAnEquivalentTextItsFilterRejects() {
        var field = TextInput(filter: TextFilter(allowedCharacters: "abcdefghijklmnopqrstuvwxyz" + precomposed))
        field.text = "caf" + precomposed
        field.text = "caf" + decomposed
        #expect(codePoints(field.text) == codePoints("caf" + precomposed), "U+0301 is not allowed")
    }

    // MARK: equals

    /// Two fields wired as generated code wires `field confirm: text { validate equals(password) }`.
    struct Passwords {
        var password = TextInput() {
            didSet { confirm.counterpart = password.text }
        }
        var confirm = TextInput(rules: [.equals(message: "Does not match")])
    }

    @Test func equalsFollowsTheOtherFieldChangingForm() {
        var form = Passwords()
        form.password.text = "caf" + precomposed
        form.confirm.text = "caf" + precomposed
        #expect(form.confirm.errors.isEmpty)

        // The password is retyped with a decomposed é: the texts are no longer the same code points.
        form.password.text = "caf" + decomposed
        #expect(codePoints(form.password.text) == codePoints("caf" + decomposed))
        #expect(form.confirm.errors == ["Does not match"])

        // And back: the confirmation matches again.
        form.password.text = "caf" + precomposed
        #expect(form.confirm.errors.isEmpty)
    }

    @Test func equalsFollowsItsOwnFieldChangingForm() {
        var form = Passwords()
        form.password.text = jamo
        form.confirm.text = jamo
        #expect(form.confirm.errors.isEmpty)
        form.confirm.text = syllable
        #expect(codePoints(form.confirm.text) == codePoints(syllable))
        #expect(form.confirm.errors == ["Does not match"])
    }

    // MARK: Equality of inputs and rules

    @Test func inputsWithEquivalentTextsAreNotEqual() {
        // Change detection outside the runtime (`onChange(of:)`, diffing) must see the retype.
        #expect(TextInput(precomposed) != TextInput(decomposed))
        #expect(TextInput(jamo) != TextInput(syllable))
        #expect(TextInput(syllable) == TextInput(syllable))
        var a = TextInput(rules: [.equals(message: "m")])
        var b = a
        a.counterpart = precomposed
        b.counterpart = decomposed
        #expect(a != b)
        #expect(Set([TextInput(precomposed), TextInput(decomposed)]).count == 2)
    }

    @Test func patternRulesWithEquivalentPatternsAreNotEqual() {
        // They match different texts, so they are different rules.
        let nfc = Rule.pattern(Patterns.anchored(precomposed), message: "m")
        let nfd = Rule.pattern(Patterns.anchored(decomposed), message: "m")
        #expect(nfc != nfd)
        #expect(Set([nfc, nfd]).count == 2)
        #expect(nfc == Rule.pattern(Patterns.anchored(precomposed), message: "m"))
    }

    @Test func equivalentPatternsAreCompiledSeparately() {
        // Compiled patterns are cached by pattern text: the cache must not hand out the
        // precomposed pattern for the decomposed one, or the app and the schema disagree.
        let nfc = Patterns.anchored("caf" + precomposed)
        let nfd = Patterns.anchored("caf" + decomposed)
        #expect(Patterns.matches("caf" + precomposed, pattern: nfc))
        #expect(Patterns.matches("caf" + decomposed, pattern: nfd))
        #expect(!Patterns.matches("caf" + decomposed, pattern: nfc))
        #expect(!Patterns.matches("caf" + precomposed, pattern: nfd))
    }
}
