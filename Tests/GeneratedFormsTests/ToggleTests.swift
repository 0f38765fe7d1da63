import Foundation
import Testing
import FormRuntime

/// Tests/Forms/Toggles.form: toggles start as declared, are never focused, and a required one
/// must be on to submit.
@Suite struct ToggleTests {
    @Test func togglesStartAsDeclaredAndStayOutOfTheFocusOrder() {
        let model = PreferencesModel(locale: enUS)
        #expect(!model.terms.value && model.reminders.value && !model.beta.value)
        #expect(model[text: .reminders] == "true")
        #expect(PreferencesModel.focusOrder.contains(.email))
        for toggle: PreferencesModel.Field in [.terms, .reminders, .beta] {
            #expect(!PreferencesModel.focusOrder.contains(toggle))
        }
        #expect(PreferencesModel.focusOrder.next(after: .email) == nil, "Return on the last text field submits")
    }

    @Test func aRequiredToggleMustBeOn() throws {
        var model = PreferencesModel(locale: enUS)
        #expect(model.visibleErrors(.terms).isEmpty)
        model.terms.value = true
        model.terms.value = false
        #expect(model.visibleErrors(.terms) == ["Accept the terms to continue"], "validateOn change: a flip shows it")
        guard case .failure(let errors) = model.submit() else {
            Issue.record("a required toggle that is off must not submit")
            return
        }
        #expect(errors[.terms] == ["Accept the terms to continue"])
        #expect(errors.firstInvalid == .terms)

        model[text: .terms] = "true"
        model[text: .reminders] = "false"
        let values = try model.submit().get()
        #expect(values == PreferencesValues(email: nil, terms: true, reminders: false, beta: false))
    }

    @Test func togglesEncodeAsJSONBooleans() throws {
        let values = PreferencesValues(email: nil, terms: true, reminders: false, beta: false)
        let data = try JSONEncoder().encode(values)
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.contains("\"terms\":true") && text.contains("\"reminders\":false"))
        #expect(try JSONDecoder().decode(PreferencesValues.self, from: data) == values)
    }
}
