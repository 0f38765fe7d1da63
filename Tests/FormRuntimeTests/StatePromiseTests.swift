import Foundation
import Testing
@testable import FormRuntime // @testable for what a model does to an input (blur, submit, server errors): the rest is public API

// What a rule, an input or a model promises beyond the path a generated form takes every day:
// the pairings the checker never writes, a prefill after edits, the errors read without
// showing them, and server errors on a field whose text was not recorded.

@Suite struct RulesOnOtherKindsTests {
    /// `Rule.holds`: "Text rules hold for numeric fields and `range` holds for text fields",
    /// as JSON Schema ignores string keywords on numbers and number keywords on strings.
    @Test func rulesOfTheOtherKindHold() {
        let textRules: [Rule] = [
            .length(min: 5, max: 9, message: "length"), .pattern(Patterns.anchored("[a-z]+"), message: "pattern"),
            .email(message: "email"), .url(message: "url"), .phone(message: "phone"),
        ]
        for rule in textRules {
            #expect(rule.holds(text: "12", number: 12, isNumeric: true, counterpart: nil), "\(rule.message)")
        }
        let range = Rule.range(min: .inclusive("13"), max: .inclusive("120"), message: "range")
        #expect(range.holds(text: "abc", number: nil, isNumeric: false, counterpart: nil))
        #expect(Rule.failures(of: [range], text: "abc", number: nil, isNumeric: false, isAbsent: false).isEmpty)
        #expect(!range.holds(text: "12", number: 12, isNumeric: true, counterpart: nil), "on a number it applies")
    }

    /// `equals` compares with the other field's text; with none given, with the empty text,
    /// as an input whose counterpart was never set does: `Rule.failures` says what an input
    /// shows.
    @Test func equalsWithoutACounterpartIsWhatAnInputShows() {
        let rules: [Rule] = [.equals(message: "Does not match")]
        let typed = TextInput("secret", rules: rules)
        #expect(typed.errors == ["Does not match"])
        #expect(Rule.failures(of: rules, text: "secret", number: nil, isNumeric: false, isAbsent: false) == typed.errors)
        let empty = TextInput("", rules: rules)
        #expect(empty.errors.isEmpty)
        #expect(Rule.failures(of: rules, text: "", number: nil, isNumeric: false, isAbsent: false) == empty.errors)
    }
}

@Suite struct PrefillAfterEditsTests {
    /// `prefill` is "not an edit: the field is as untouched as a new one", also after the
    /// person edited, left and submitted it (`reset(to:)` on an edit screen).
    @Test func aPrefillForgetsEveryEditBeforeIt() {
        var text = TextInput(rules: [.required(message: "Required")], timing: .change)
        text.text = "a"
        text.blur()
        text.markSubmitted()
        text.prefill("")
        #expect(text.interaction == Interaction())
        #expect(text.errors == ["Required"])
        #expect(text.visibleErrors.isEmpty, "untouched again: nothing shows")

        var number = NumberInput<Int>(NumberField(.integer, locale: enUS), timing: .change, invalidMessage: "A number")
        number.text = "1"
        number.blur()
        number.markSubmitted()
        number.prefill(nil)
        #expect(number.interaction == Interaction())
        #expect(number.visibleErrors.isEmpty)

        var toggle = ToggleInput(rules: [.required(message: "Accept")], timing: .change)
        toggle.value = true
        toggle.blur()
        toggle.markSubmitted()
        toggle.prefill(false)
        #expect(toggle.interaction == Interaction())
        #expect(toggle.visibleErrors.isEmpty)

        var day = DateInput(isOptional: false, missingMessage: "Pick a day")
        day.text = "2025-03-15"
        day.blur()
        day.markSubmitted()
        day.prefill(nil)
        #expect(day.interaction == Interaction())
        #expect(day.visibleErrors.isEmpty)
    }
}

@Suite struct CurrentErrorsTests {
    /// `currentErrors()`: every field's errors "without showing any", so before the person
    /// did anything it already holds every rule that fails, and shows nothing.
    @Test func currentErrorsAreThereBeforeAnyShow() {
        let model = ReorderedModel(locale: enUS)
        for field in ReorderedModel.Field.allCases { #expect(model.visibleErrors(field).isEmpty) }
        let errors = model.currentErrors()
        #expect(errors.fieldCount == 3)
        #expect(errors.firstInvalid == .code)
        #expect(errors[.name] == ["Enter a name"])
        #expect(model.currentValues() == nil)
        for field in ReorderedModel.Field.allCases { #expect(model.visibleErrors(field).isEmpty, "still none shown") }
    }
}

@Suite struct ServerErrorsWithoutTextsTests {
    /// `keeping(unchangedSince:in:)` drops the errors of fields "whose text is no longer what
    /// it was in `texts`": a field `texts` does not hold was not recorded, so nothing says it
    /// changed, and its errors stay.
    @Test func aFieldWithoutARecordedTextKeepsItsErrors() {
        var model = ReorderedModel(locale: enUS)
        model[text: .name] = "Ann"
        model[text: .email] = "ann@example.org"
        let errors = ServerErrors<ReorderedModel.Field>([.name: ["Taken."], .email: ["Unknown."]])
        let kept = errors.keeping(unchangedSince: [.email: "ann@example.org"], in: model)
        #expect(kept.byField == [.name: ["Taken."], .email: ["Unknown."]])
        let edited = errors.keeping(unchangedSince: [.email: "ann@example.com"], in: model)
        #expect(edited.byField == [.name: ["Taken."]], "the email was edited since the submit")
    }
}
