import Foundation
import Testing
import FormRuntime

/// A number's text in another locale (`NumberField.transliterate(_:from:)`, what
/// `relocalize(to:)` does to a number field; docs/RUNTIME.md, "A number when the locale
/// changes"): the same sign, digits and separator, so the same number.
@Suite struct TransliterateTests {
    static func field(_ identifier: String, negative: Bool = true) -> NumberField {
        NumberField(.decimal, allowNegative: negative, maxLength: 15, locale: Locale(identifier: identifier))
    }

    @Test(arguments: [
        ("de_DE", "1,5", "en_US", "1.5"),
        ("de_DE", "1.234,5", "en_US", "1,234.5"),
        ("de_DE", "12,", "en_US", "12."),
        ("de_DE", "-", "en_US", "-"),
        ("de_DE", ",", "en_US", "."),
        ("de_DE", "-1,5", "en_US", "-1.5"),
        ("en_US", "1,234.5", "fr_FR", "1\u{202F}234,5"),
        ("ar_EG", "٢٥", "en_US", "25"),
        ("en_US", "", "de_DE", ""),
    ])
    func theSameNumber(_ from: String, _ text: String, _ to: String, _ expected: String) {
        let written = Self.field(to).transliterate(text, from: Self.field(from))
        #expect(written.unicodeScalars.elementsEqual(expected.unicodeScalars), "\(written.unicodeScalars.map { String($0.value, radix: 16) })")
        #expect(Self.field(to).parseDecimal(written) == Self.field(from).parseDecimal(text))
    }

    /// sv_SE's minus is U+2212, which every locale reads; a text another locale cannot read
    /// is kept as it is.
    @Test func aMinusAndTextNoLocaleReads() {
        let swedish = Self.field("sv_SE")
        let typed = swedish.edit(proposed: "-12", previous: "")
        let english = Self.field("en_US").transliterate(typed, from: swedish)
        #expect(Self.field("en_US").parseDecimal(english) == -12)
        #expect(Self.field("en_US").transliterate("12a", from: swedish) == "12a")
    }

    /// Locales that write numbers alike keep the text as it is.
    @Test func alikeLocalesKeepTheText() {
        let text = "1,234.5"
        #expect(Self.field("en_GB").transliterate(text, from: Self.field("en_US")) == text)
    }
}
