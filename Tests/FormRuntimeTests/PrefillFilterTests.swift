import Foundation
import Testing
@testable import FormRuntime // @testable for what a model does to an input (blur, submit, server errors): the rest is public API

// A prefill skips the text filter, so an edit screen shows stored text exactly. A text the
// filter could never have let through (over `maxLength`, or holding a code point outside
// `allowedCharacters`) is invalid, says why at once, and does not submit until it is fixed:
// JSON Schema's `maxLength` and `allowedCharacters` pattern refuse it too (docs/RUNTIME.md,
// "What a prefill may hold").

@Suite struct PrefillFilterTests {
    static let card = TextFilter(allowedCharacters: "0123456789 ", maxLength: 19)
    static let cardMessages = TextFilter.Messages(nil, label: "Card number")

    @Test func aPrefillOverMaxLengthIsInvalidUntilShortened() {
        var code = TextInput(filter: TextFilter(maxLength: 4), filterMessages: TextFilter.Messages(nil, label: "Code"))
        code.prefill("123456")
        #expect(code.text == "123456", "shown exactly as stored")
        #expect(code.filterErrors == ["Code must be at most 4 characters."])
        #expect(code.errors == ["Code must be at most 4 characters."])
        #expect(!code.errors.isEmpty)
        code.text = "12345"
        #expect(code.errors == ["Code must be at most 4 characters."], "shorter, still over the limit")
        code.text = "1234"
        #expect(code.errors.isEmpty)
        #expect(code.filterErrors.isEmpty)
    }

    @Test func aPrefillWithACharacterTheFilterRefusesIsInvalidUntilItIsGone() {
        var card = TextInput(filter: Self.card, filterMessages: Self.cardMessages)
        card.prefill("4111-1111/1111")
        #expect(card.errors == ["Card number cannot contain “-”."], "the first refused code point in the text")
        card.text = "4111 1111/1111"
        #expect(card.errors == ["Card number cannot contain “/”."], "then the next")
        card.text = "4111 1111 1111"
        #expect(card.errors.isEmpty)
    }

    /// Both limits broken: the refused character first (removing it may fix the length too),
    /// then the length.
    @Test func bothViolationsInOrder() {
        #expect(Self.card.violations(of: "4111-1111-1111-1111") == [.disallowed("-")], "19 code points fit")
        #expect(Self.card.violations(of: "4111-1111-1111-11112") == [.disallowed("-"), .tooLong(maxLength: 19)])
        var card = TextInput(filter: Self.card, filterMessages: Self.cardMessages)
        card.prefill("4111-1111-1111-11112")
        #expect(card.errors == ["Card number cannot contain “-”.", "Card number must be at most 19 characters."])
    }

    /// Every text the filter could have let through breaks nothing: the empty text, a text at
    /// the limit, one made only of allowed code points, and every text without limits.
    @Test func textsTheFilterTakesBreakNothing() {
        #expect(Self.card.violations(of: "").isEmpty)
        #expect(Self.card.violations(of: "4111 1111 1111 1111").isEmpty)
        #expect(Self.card.violations(of: "0000000000000000000").isEmpty, "19 code points")
        #expect(Self.card.violations(of: "00000000000000000000") == [.tooLong(maxLength: 19)], "20")
        #expect(TextFilter().violations(of: "anything at all, \u{0} 👍🏽").isEmpty)
        // Code points, not characters: é as e + U+0301 is two of them.
        #expect(TextFilter(maxLength: 1).violations(of: "e\u{301}") == [.tooLong(maxLength: 1)])
        #expect(TextFilter(allowedCharacters: "é").violations(of: "e\u{301}") == [.disallowed("e")])
        #expect(TextFilter(allowedCharacters: "e").violations(of: "e\u{301}") == [.disallowed("\u{301}")])
    }

    /// The error shows when the edit screen opens, under every timing: the person never typed
    /// the text, so there is nothing to wait for, and the filter already refuses to let them
    /// type one more of a character the field shows.
    @Test(arguments: [ValidationTiming.change, .blur, .submit])
    func filterErrorsShowAtOnce(_ timing: ValidationTiming) {
        var card = TextInput(rules: [.pattern(Patterns.anchored("[0-9 ]{12,19}"), message: "Enter the card number")],
                             timing: timing, filter: Self.card, filterMessages: Self.cardMessages)
        card.prefill("4111-1111-1111")
        #expect(card.interaction == Interaction(), "still untouched")
        #expect(card.visibleErrors == ["Card number cannot contain “-”."], "the filter's error at once, the rule's with the timing")
        #expect(card.errors == ["Card number cannot contain “-”.", "Enter the card number"])
        card.markSubmitted()
        #expect(card.visibleErrors == card.errors)
        // `required when` views read visible errors through the same rule.
        var fresh = TextInput(timing: timing, filter: Self.card, filterMessages: Self.cardMessages)
        fresh.prefill("4111-1111")
        fresh.condition = FieldCondition(requiredMessage: ExactText("Required."))
        #expect(fresh.visibleErrors == ["Card number cannot contain “-”."])
    }

    /// The filter's messages come first, then the rules', then the server's; a rule whose
    /// message is the filter's own (a `length` rule's default with the same limit) is said once.
    @Test func messagesInOrderAndNotRepeated() {
        let same = Rule.length(min: nil, max: 4, message: "Code must be at most 4 characters.")
        var code = TextInput(rules: [same], timing: .change, filter: TextFilter(maxLength: 4),
                             filterMessages: TextFilter.Messages(nil, label: "Code"))
        code.prefill("123456")
        #expect(code.ruleErrors == ["Code must be at most 4 characters."])
        #expect(code.errors == ["Code must be at most 4 characters."])
        code.serverErrors = ["Taken."]
        #expect(code.errors == ["Code must be at most 4 characters.", "Taken."])
        #expect(code.visibleErrors == ["Code must be at most 4 characters.", "Taken."])

        let own = Rule.length(min: nil, max: 4, message: "Too long.")
        var other = TextInput(rules: [own], timing: .blur, filter: TextFilter(maxLength: 4),
                              filterMessages: TextFilter.Messages(nil, label: "Code"))
        other.prefill("123456")
        #expect(other.errors == ["Code must be at most 4 characters.", "Too long."])
        #expect(other.visibleErrors == ["Code must be at most 4 characters."])
    }

    /// An input built without messages still refuses the text, in English.
    @Test func withoutMessagesTheFieldIsThisField() {
        var code = TextInput(filter: TextFilter(allowedCharacters: "0123456789", maxLength: 1))
        code.prefill("12")
        #expect(code.errors == ["This field must be at most 1 character."])
        code.prefill("a")
        #expect(code.errors == ["This field cannot contain “a”."])
        var none = TextInput(filter: TextFilter(maxLength: 0))
        none.prefill("a")
        #expect(none.errors == ["This field must be empty."])
    }

    /// A code point that shows nothing by itself is named by its value: a space would be an
    /// empty pair of quotes, a combining mark would fall on the quote before it.
    @Test func codePointsThatShowNothingAreNamedByValue() {
        let messages = TextFilter.Messages(nil, label: "Code")
        func named(_ scalar: Unicode.Scalar) -> String {
            messages.message(for: .disallowed(scalar))
        }
        #expect(named(" ") == "Code cannot contain “U+0020”.")
        #expect(named("\u{A0}") == "Code cannot contain “U+00A0”.")
        #expect(named("\t") == "Code cannot contain “U+0009”.")
        #expect(named("\u{301}") == "Code cannot contain “U+0301”.")
        #expect(named("\u{200D}") == "Code cannot contain “U+200D”.")
        #expect(named("\u{3164}") == "Code cannot contain “U+3164”.", "a Hangul filler is a letter that shows nothing")
        #expect(named("\u{E000}") == "Code cannot contain “U+E000”.")
        #expect(named("\u{E0041}") == "Code cannot contain “U+E0041”.")
        #expect(named("-") == "Code cannot contain “-”.")
        #expect(named("😀") == "Code cannot contain “😀”.")
        #expect(named("\u{1F3FD}") == "Code cannot contain “\u{1F3FD}”.", "a skin tone shows as a swatch")
        #expect(named("用") == "Code cannot contain “用”.")
    }

    /// The messages are formc's templates in the model's language, filled with the label.
    @Test func messagesInTheModelsLanguage() {
        func messages(_ locale: String, _ label: String) -> TextFilter.Messages {
            TextFilter.Messages(FormStrings(bundle: nil, table: nil, locale: Locale(identifier: locale)), label: label)
        }
        let de = messages("de_DE", "Kartennummer")
        #expect(de.message(for: .disallowed("-")) == "Kartennummer darf „-“ nicht enthalten.")
        #expect(de.message(for: .tooLong(maxLength: 19)) == "Kartennummer darf höchstens 19 Zeichen lang sein.")
        let zh = messages("zh_CN", "卡号")
        #expect(zh.message(for: .disallowed("-")) == "卡号不能包含“-”。")
        #expect(zh.message(for: .tooLong(maxLength: 1)) == "卡号最多只能有 1 个字符。")
        let fr = messages("fr_FR", "Numéro de carte")
        #expect(fr.message(for: .disallowed("-")) == "Le champ Numéro de carte ne peut pas contenir «\u{A0}-\u{A0}».")
        let ja = messages("ja_JP", "カード番号")
        #expect(ja.message(for: .disallowed("-")) == "カード番号に「-」は使用できません。")
        let es = messages("es_ES", "Número de tarjeta")
        #expect(es.message(for: .tooLong(maxLength: 0)) == "El campo Número de tarjeta debe estar vacío.")
        // A language formc has no table for: the form's own language, then English.
        let ko = messages("ko_KR", "카드 번호")
        #expect(ko.message(for: .disallowed("-")) == "카드 번호 cannot contain “-”.")
        // A label holding a specifier is shown as written.
        #expect(messages("en_US", "100%@").message(for: .disallowed("-")) == "100%@ cannot contain “-”.")
    }

    /// Two sets of messages are the same only with the same code points, as every text of
    /// FormRuntime compares.
    @Test func messagesCompareByCodePoint() {
        #expect(TextFilter.Messages(nil, label: "é") != TextFilter.Messages(nil, label: "e\u{301}"))
        #expect(TextFilter.Messages(nil, label: "é") == TextFilter.Messages(nil, label: "é"))
        #expect(TextFilter.Messages(nil, label: "This field") == TextFilter.Messages.english)
    }

    /// What is typed into an empty field never breaks the filter, whatever the edits: the
    /// filter errors can only come from a prefill or a default. Pseudo-random edits, fixed seed.
    @Test func typingNeverBreaksTheFilter() {
        var random = SplitMix(seed: 0x5EED)
        let pieces = ["1", "2", " ", "-", "/", "a", "é", "e\u{301}", "👍🏽", "12345", "4111 1111 1111 1111 1"]
        for _ in 0..<200 {
            var card = TextInput(filter: Self.card, filterMessages: Self.cardMessages)
            for _ in 0..<30 {
                var text = card.text
                switch random.next() % 3 {
                case 0: text += pieces[Int(random.next() % UInt64(pieces.count))]
                case 1: if !text.isEmpty { text.unicodeScalars.removeLast() }
                default:
                    let scalars = Array(text.unicodeScalars)
                    let cut = scalars.isEmpty ? 0 : Int(random.next() % UInt64(scalars.count + 1))
                    var edited = String.UnicodeScalarView(scalars[..<cut])
                    edited.append(contentsOf: pieces[Int(random.next() % UInt64(pieces.count))].unicodeScalars)
                    edited.append(contentsOf: scalars[cut...])
                    text = String(edited)
                }
                card.text = text
                #expect(card.filterErrors.isEmpty, "typed \(card.text.debugDescription)")
            }
        }
    }

    /// A default is not filtered either (formc checks the defaults it writes): the same rule.
    @Test func aDefaultTheFilterRefusesIsInvalidToo() {
        let code = TextInput("abcde", filter: TextFilter(maxLength: 4), filterMessages: TextFilter.Messages(nil, label: "Code"))
        #expect(code.errors == ["Code must be at most 4 characters."])
        #expect(code.visibleErrors == code.errors)
    }
}

/// A prefilled number goes through the field's digit limits already: a value the field could
/// not have taken as typed (more digits than `maxLength`, more fraction digits than it takes,
/// a minus it refuses, more significant digits than a `Double` keeps) is shown as it is and
/// is invalid until corrected, so it cannot be submitted either.
@Suite struct PrefillNumberLimitTests {
    /// The exact value of a POSIX literal this file writes.
    static func decimal(_ literal: String) -> Decimal {
        guard let value = ExactNumber.decimal(literal: literal) else { preconditionFailure(literal) }
        return value
    }

    @Test func anIntOverItsDigitsDoesNotSubmit() {
        var count = NumberInput<Int>(NumberField(.integer, maxLength: 6, locale: enUS), invalidMessage: "Whole number.")
        count.prefill(1_234_567)
        #expect(count.text == "1,234,567", "shown as it is")
        #expect(count.value == nil)
        #expect(count.errors == ["Whole number."])
        count.prefill(123_456)
        #expect(count.value == 123_456 && count.errors.isEmpty)
    }

    @Test func aDecimalOverItsDigitsOrFractionDigitsDoesNotSubmit() {
        var amount = NumberInput<Decimal>(NumberField(.decimal, maxLength: 15, fractionDigits: 2, locale: enUS),
                                          invalidMessage: "Number.")
        amount.prefill(Self.decimal("12.345"))
        #expect(amount.text == "12.345")
        #expect(amount.value == nil && amount.errors == ["Number."])
        amount.prefill(Self.decimal("1234567890123456"))
        #expect(amount.value == nil && amount.errors == ["Number."], "16 digits in a field of 15")
        amount.prefill(Self.decimal("12.34"))
        #expect(amount.value == Self.decimal("12.34") && amount.errors.isEmpty)
    }

    @Test func aNegativeNumberInAFieldWithoutMinusDoesNotSubmit() {
        var count = NumberInput<Int>(NumberField(.integer, locale: enUS), invalidMessage: "Whole number.")
        count.prefill(-5)
        #expect(count.text == "-5")
        #expect(count.value == nil && count.errors == ["Whole number."])
    }

    @Test func aDoubleWithMoreDigitsThanItKeepsDoesNotSubmit() {
        var ratio = NumberInput<Double>(NumberField(.decimal, locale: enUS), invalidMessage: "Number.",
                                        precisionMessage: "15 digits.")
        ratio.prefill(0.1 + 0.2)
        #expect(ratio.value == nil && ratio.errors == ["15 digits."])
        ratio.prefill(1.7976931348623157e308)
        #expect(ratio.value == nil && !ratio.errors.isEmpty, "309 digits, beyond what the field reads")
    }
}

/// SplitMix64: a small deterministic generator, so a failure replays.
struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
