import Foundation
import Testing
@testable import FormRuntime // @testable for `serverErrors`, which a model sets

/// One name per meaning: every input's typed value is `value` and its text is `text`; setting
/// the value is an edit, as typing is (docs/SWIFT.md, "`XModel`").
@Suite struct ValueNameTests {
    enum Size: String, FormChoice {
        case small, large
        static let labels = ["Small", "Large"]
    }

    @Test func aToggleIsItsValue() {
        var toggle = ToggleInput(value: false)
        toggle.serverErrors = ["No."]
        toggle.value = true
        #expect(toggle.text == "true" && toggle.interaction.edited && toggle.serverErrors.isEmpty)
        toggle.text = "false"
        #expect(toggle.value == false)
    }

    @Test func aChoiceIsItsValue() {
        var choice = ChoiceInput<Size>(value: .small)
        #expect(choice.text == "small" && !choice.interaction.edited)
        choice.value = .large
        #expect(choice.text == "large" && choice.interaction.edited)
        choice.text = ""
        #expect(choice.value == nil)
        var choices = ChoicesInput<Size>(value: [.large])
        choices.value.insert(.small)
        #expect(choices.value == [.small, .large] && choices.text == #"["small","large"]"#)
        #expect(choices.interaction.edited)
    }

    /// A day is set as a `CalendarDay`; nil empties an optional date and is ignored by a
    /// non-optional one, as `""` is.
    @Test func aDateIsItsValue() {
        var date = DateInput(literal: "2026-03-01")
        date.value = CalendarDay(year: 2026, month: 2, day: 28)
        #expect(date.text == "2026-02-28" && date.interaction.edited)
        date.value = nil
        #expect(date.text == "2026-02-28", "a non-optional date keeps its day")
        var optional = DateInput(literal: "2026-03-01", isOptional: true)
        optional.value = nil
        #expect(optional.text.isEmpty && optional.value == nil)
    }

    /// A number set as a value is written as the field shows it, and filtered as typing is.
    @Test func aNumberIsItsValue() {
        var amount = NumberInput<Decimal>(NumberField(.decimal, maxLength: 6, locale: Locale(identifier: "de_DE")),
                                          invalidMessage: "?")
        amount.value = Decimal(string: "1234.5")
        #expect(amount.text == "1.234,5" && amount.interaction.edited)
        amount.value = Decimal(string: "1234567.5")
        #expect(amount.text == "1.234,5", "more digits than the field takes are ignored, as typing them is")
        amount.value = Decimal(string: "-1")
        #expect(amount.value == Decimal(string: "1234.5"), "and so is a negative number where none may be typed")
        amount.value = nil
        #expect(amount.text.isEmpty && amount.value == nil)
    }

    /// A text's value is its text; an optional text's is nil while empty.
    @Test func aTextsValueIsItsText() {
        #expect(TextInput("").value == "")
        #expect(TextInput("", isOptional: true).value == nil)
        #expect(TextInput("a", isOptional: true).value == "a")
    }

    /// `fieldCount` counts fields, not messages, and the announcement says so.
    @Test func errorsCountFields() {
        let errors = FormErrors<String>(order: ["a", "b"], [("a", ["one", "two"]), ("b", [])])
        #expect(errors.fieldCount == 1)
        #expect(errors.byField.values.map(\.count).reduce(0, +) == 2)
        #expect(errors.announcement == "1 field needs attention. one")
    }
}
