import Foundation
import Testing
import FormRuntime // not @testable: what generated code sees

// Promises at the edges of a rule or a filter, each stated in docs/RUNTIME.md or the doc
// comment of the API it tests, and each pinned from both sides of its edge.

@Suite struct ExclusiveLowerBoundTests {
    /// `range` compares each bound "inclusive or exclusive" (docs/RUNTIME.md, "Rules"), the
    /// lower one included: JSON Schema's `exclusiveMinimum` is a bound the runtime takes too.
    @Test func anExclusiveMinimumRefusesItsOwnValue() throws {
        let aboveZero = RangeBound.exclusive("0")
        #expect(!Rules.isWithin(0, min: aboveZero, max: nil), "0 is not above 0")
        #expect(!Rules.isWithin(-1, min: aboveZero, max: nil))
        #expect(Rules.isWithin(try #require(ExactNumber.decimal(literal: "0.001")), min: aboveZero, max: nil))
        // The same bound inclusive takes 0: only `inclusive` tells the two apart.
        #expect(Rules.isWithin(0, min: .inclusive("0"), max: nil))
    }

    @Test func bothEndsExclusive() throws {
        let open = (min: RangeBound.exclusive("1.5"), max: RangeBound.exclusive("2.5"))
        for (literal, within) in [("1.5", false), ("1.50", false), ("1.51", true), ("2.49", true), ("2.5", false)] {
            let value = try #require(ExactNumber.decimal(literal: literal))
            #expect(Rules.isWithin(value, min: open.min, max: open.max) == within, "\(literal)")
        }
    }

    /// Through a field: a `Rule.range` with an exclusive minimum fails on the bound itself.
    @Test func aNumberFieldWithAnExclusiveMinimum() {
        let rule = Rule.range(min: .exclusive("0"), max: nil, message: "More than 0")
        var amount = NumberInput<Decimal>(NumberField(.decimal, locale: enUS), rules: [rule], invalidMessage: "A number")
        amount.text = "0"
        #expect(amount.errors == ["More than 0"])
        amount.text = "0."
        amount.text = "0.5"
        #expect(amount.errors.isEmpty)
    }
}

@Suite struct ShorteningEditTests {
    /// "An edit that shortens the text is always allowed" (`TextFilter.filter`): a text a
    /// prefill made longer than `maxLength` can be shortened one backspace at a time, though
    /// the shorter text is still over the limit.
    @Test func backspaceInAPrefilledTextLongerThanMaxLength() {
        var code = TextInput(filter: TextFilter(maxLength: 4))
        code.prefill("123456")
        code.text = "12345"
        #expect(code.text == "12345", "a backspace over the limit is kept")
        #expect(code.interaction.edited)
        code.text = "1234"
        #expect(code.text == "1234")
        code.text = "12345"
        #expect(code.text == "1234", "back within the limit, a keystroke past it is refused")
    }

    /// An edit that leaves an over-long text as long as it was, or longer, does not fit and is
    /// refused whole: only shortening is exempt from the limit.
    @Test func anEditThatDoesNotShortenAnOverlongTextIsRefused() {
        let filter = TextFilter(maxLength: 4)
        #expect(filter.filter(proposed: "12345", previous: "123456") == "12345")
        #expect(filter.filter(proposed: "123457", previous: "123456") == "123456", "same length, still too long")
        #expect(filter.filter(proposed: "1234567", previous: "123456") == "123456")
        #expect(filter.filter(proposed: "1234", previous: "123456") == "1234")
    }

    /// The same promise for `allowedCharacters`: a prefill is not filtered, so a stored card
    /// number written with dashes lands in a field that takes digits and spaces. Backspace
    /// still works there, and so does typing a digit; typing another dash does not.
    @Test func backspaceInAPrefilledTextWithCharactersTheFilterRefuses() {
        var card = TextInput(filter: TextFilter(allowedCharacters: "0123456789 ", maxLength: 19))
        card.prefill("4111-1111")
        card.text = "4111-111"
        #expect(card.text == "4111-111", "a backspace keeps the prefilled dash")
        card.text = "4111-1112"
        #expect(card.text == "4111-1112", "an allowed digit can be typed beside it")
        card.text = "4111-1112-"
        #expect(card.text == "4111-1112", "a second dash is a code point the field does not take")
        card.text = "4111 1112"
        #expect(card.text == "4111 1112", "replacing the dash with a space is taken")
        card.text = "4111-1112"
        #expect(card.text == "4111 1112", "and the dash, once gone, cannot be typed back")
    }

    /// Without a prefill nothing changes: every code point typed or pasted must be allowed,
    /// and a paste with one that is not is refused whole.
    @Test func typedAndPastedTextMustBeAllowed() {
        let filter = TextFilter(allowedCharacters: "0123456789")
        #expect(filter.filter(proposed: "12a", previous: "12") == "12")
        #expect(filter.filter(proposed: "1-2", previous: "12") == "12")
        #expect(filter.filter(proposed: "123", previous: "12") == "123")
        #expect(filter.filter(proposed: "x", previous: "12") == "12", "a shorter text that brings in a refused code point")
    }
}
