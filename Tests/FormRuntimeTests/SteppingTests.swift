import Foundation
import Testing
@_spi(FormViews) @testable import FormRuntime

/// `NumberInput<Int>[stepping:]`, which a generated stepper binds to: it reads the value moved
/// into the bounds, and sets the field's text through the same setter as typing.
@Suite struct SteppingTests {
    func guests(_ literal: String? = "2", allowNegative: Bool = false) -> NumberInput<Int> {
        NumberInput<Int>(NumberField(.integer, allowNegative: allowNegative, maxLength: 2, locale: enUS), literal: literal,
                         rules: [.range(min: .inclusive("1"), max: .inclusive("12"), message: "Between 1 and 12")],
                         timing: .change, invalidMessage: "Guests must be a whole number.")
    }

    @Test func readsTheValueMovedIntoTheBounds() {
        var input = guests()
        #expect(input[stepping: 1...12] == 2)
        input.prefill(40)
        #expect(input[stepping: 1...12] == 12)
        #expect(input.value == 40, "reading moves nothing")
        input.prefill(nil)
        #expect(input[stepping: 1...12] == 1, "no number shows the lower bound")
    }

    @Test func setsTheTextClampedAsAnEdit() {
        var input = guests()
        #expect(!input.interaction.edited)
        input[stepping: 1...12] = 3
        #expect(input.text == "3" && input.value == 3)
        #expect(input.interaction.edited)
        input[stepping: 1...12] = 13
        #expect(input.value == 12, "a press past the end stops at it")
        input[stepping: 1...12] = 0
        #expect(input.value == 1)
        #expect(input.errors.isEmpty)
    }

    @Test func revalidatesAsTyping() {
        var input = guests("40")
        #expect(input.errors == ["Between 1 and 12"])
        input[stepping: 1...12] = input[stepping: 1...12] - 1
        #expect(input.value == 11 && input.errors.isEmpty)
        #expect(input.visibleErrors.isEmpty)
    }

    @Test func clearsServerErrorsOnAChangeOnly() {
        var input = guests()
        input.serverErrors = ["No table for 2."]
        input[stepping: 1...12] = 2
        #expect(input.serverErrors == ["No table for 2."], "the same value is no edit")
        input[stepping: 1...12] = 4
        #expect(input.serverErrors.isEmpty)
        #expect(input.errors.isEmpty)
    }

    @Test func stepsBelowZeroWhenTheFieldTakesTheMinus() {
        var input = NumberInput<Int>(NumberField(.integer, allowNegative: true, maxLength: 1, locale: enUS), literal: "-5",
                                     invalidMessage: "x")
        #expect(input[stepping: -5...5] == -5)
        input[stepping: -5...5] = -4
        #expect(input.value == -4)
        input[stepping: -5...5] = 5
        #expect(input.value == 5)
    }

    @Test func aValueWithGroupingDigitsRoundTrips() {
        var input = NumberInput<Int>(NumberField(.integer, maxLength: 4, locale: deDE), literal: "999", invalidMessage: "x")
        input[stepping: 0...5000] = 1000
        #expect(input.value == 1000)
        #expect(input[stepping: 0...5000] == 1000)
    }
}
