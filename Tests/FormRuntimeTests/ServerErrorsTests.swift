import Foundation
import Testing
@testable import FormRuntime

/// Server errors on inputs: shown at once, part of `errors`, cleared by an edit of their field.
@Suite struct ServerErrorsTests {
    @Test func aServerErrorShowsAtOnceAndCountsAsAnError() {
        var username = TextInput("ann", rules: [.required(message: "Required.")], timing: .submit)
        #expect(username.errors.isEmpty)
        username.serverErrors = ["This username is taken."]
        #expect(username.errors == ["This username is taken."])
        #expect(username.visibleErrors == ["This username is taken."], "shown before any submit, whatever the timing")
        #expect(username.ruleErrors.isEmpty)
        #expect(!username.errors.isEmpty)
    }

    @Test func rulesComeFirstThenTheServer() {
        var username = TextInput("", rules: [.required(message: "Required.")], timing: .change)
        username.serverErrors = ["Taken."]
        username.markSubmitted()
        #expect(username.errors == ["Required.", "Taken."])
        #expect(username.visibleErrors == ["Required.", "Taken."])
    }

    @Test func anEditOfTheFieldClearsThem() {
        var text = TextInput("ann")
        text.serverErrors = ["Taken."]
        text.text = "ann"   // the same code points: no edit
        #expect(text.serverErrors == ["Taken."])
        text.blur()
        #expect(text.serverErrors == ["Taken."], "a blur is no edit")
        text.text = "anna"
        #expect(text.serverErrors.isEmpty)
        #expect(text.errors.isEmpty)

        var number = NumberInput<Int>(NumberField(.integer, locale: Locale(identifier: "en_US")), literal: "5", invalidMessage: "Number.")
        number.serverErrors = ["Too many."]
        number.text = "5x"   // rejected: no edit
        #expect(number.serverErrors == ["Too many."])
        number.blur()        // tidies, but is no edit
        #expect(number.serverErrors == ["Too many."])
        number.text = "6"
        #expect(number.serverErrors.isEmpty)

        var toggle = ToggleInput()
        toggle.serverErrors = ["No."]
        toggle.value = false
        #expect(toggle.serverErrors == ["No."])
        toggle.value = true
        #expect(toggle.serverErrors.isEmpty)

        var date = DateInput(literal: "2024-01-01")
        date.serverErrors = ["Booked."]
        date.text = "not a day"
        #expect(date.serverErrors == ["Booked."])
        date.text = "2024-01-02"
        #expect(date.serverErrors.isEmpty)
    }

    @Test func anotherFieldsEditLeavesThem() {
        var confirm = TextInput("pw", rules: [.equals(message: "Differs.")])
        confirm.counterpart = "pw"
        confirm.serverErrors = ["Server says no."]
        confirm.counterpart = "other"   // the other field was edited
        #expect(confirm.errors == ["Differs.", "Server says no."])
    }

    @Test func requiredWhenKeepsTheServerErrors() {
        var field = TextInput("")
        field.serverErrors = ["Taken."]
        field.condition = FieldCondition(requiredMessage: ExactText("Required."))
        #expect(field.errors == ["Required.", "Taken."])
        #expect(field.visibleErrors == ["Taken."])
    }

    @Test func prefillIsNoEditAndClearsServerErrors() {
        var text = TextInput(rules: [.length(min: nil, max: 3, message: "Too long.")], timing: .change,
                             filter: TextFilter(maxLength: 5))
        text.serverErrors = ["Taken."]
        text.prefill("abcd")   // kept as given; a rule's error waits for the timing
        #expect(text.text == "abcd")
        #expect(text.serverErrors.isEmpty)
        #expect(text.interaction == Interaction())
        #expect(text.errors == ["Too long."])
        #expect(text.visibleErrors.isEmpty, "untouched: nothing shows yet")
        // (A text over the filter's own maxLength shows its error at once: PrefillFilterTests.)
        text.prefill(nil)
        #expect(text.text == "")

        let field = NumberField(.decimal, locale: Locale(identifier: "de_DE"))
        var number = NumberInput<Decimal>(field, invalidMessage: "Number.")
        number.prefill(Decimal(string: "1234.5"))
        #expect(number.text == "1.234,5")
        #expect(number.value == Decimal(string: "1234.5"))
        #expect(number.interaction == Interaction())
        number.prefill(nil)
        #expect(number.text == "" && number.value == nil)

        var toggle = ToggleInput()
        toggle.prefill(true)
        #expect(toggle.value && toggle.interaction == Interaction())
        toggle.prefill(nil)
        #expect(!toggle.value)

        var date = DateInput(literal: "2024-01-01", missingMessage: "Pick a day.")
        date.prefill(CalendarDay("2025-02-03"))
        #expect(date.text == "2025-02-03" && date.interaction == Interaction())
        date.prefill(nil)
        #expect(date.text == "" && date.errors == ["Pick a day."], "a non-optional date is emptied too")
    }

    @Test func theAnnouncementCountsFieldsAndSaysTheFirstError() {
        let order: FocusOrder<String> = ["a", "b", "c"]
        let one = FormErrors(order: order, [("a", []), ("b", ["B is required."]), ("c", [])])
        #expect(one.announcement == "1 field needs attention. B is required.")
        let two = FormErrors(order: order, [("a", []), ("b", ["B is required.", "B is short."]), ("c", ["C."])])
        #expect(two.fieldCount == 2)
        #expect(two.announcement == "2 fields need attention. B is required.")
        #expect(FormErrors(order: order, [("a", [])]).announcement == "")
    }
}

/// A server's answer that arrives after the person edited a field is not put on that field.
@Suite struct LateServerErrorsTests {
    struct Model: FormState {
        enum Field: String, FormField {
            case name, code
        }
        typealias Values = String
        static let form = FormTable<Model>(name: "M", table: "M", submitLabel: "Send", focusOrder: [.name, .code],
                                           fields: [.init(.name, \.name, label: "name"), .init(.code, \.code, label: "code")])
        var name = TextInput("ann")
        var code = TextInput("e\u{301}")
        var focusTracker = FocusTracker<Field>()
        let strings: FormStrings
        init(strings: FormStrings) { self.strings = strings }
        mutating func prefill(_ values: String) { name.prefill(values) }
        static func values(of model: Model) -> String? { model.name.text }
    }

    @Test func errorsOnFieldsEditedSinceTheSubmitAreDropped() {
        var model = Model(locale: Locale(identifier: "en_US"))
        let texts = model.fieldTexts()
        #expect(texts == [.name: "ann", .code: "e\u{301}"])
        model.name.text = "anna"            // edited while the request ran
        model.code.text = "\u{E9}"          // canonically equivalent, but other code points: an edit
        let answer = ServerErrors<Model.Field>([.name: ["Taken."], .code: ["Unknown."]])
        #expect(answer.keeping(unchangedSince: texts, in: model).byField.isEmpty)
        model.name.text = "ann"
        #expect(answer.keeping(unchangedSince: texts, in: model).byField == [.name: ["Taken."]])
        #expect(Model.Field.name.serverError("A", "B") == ServerErrors([.name: ["A", "B"]]))
    }
}
