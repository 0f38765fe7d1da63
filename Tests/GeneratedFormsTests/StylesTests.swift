import Foundation
import Testing
import FormRuntime

/// The validity border and the clear button of `Tests/Forms/Styles.form`, through the generated
/// model: the border turns red exactly when the error text shows (per the field's validation
/// timing), green once the value is valid and not empty; clearing goes through the model, so
/// the field revalidates.
@Suite struct StylesTests {
    let locale = Locale(identifier: "en_US")

    @Test func theBorderIsRedOnlyOnceTheErrorShows() {
        var model = StyleClassicModel(locale: locale)
        #expect(model.validity(.email) == .unknown, "empty and untouched")
        model.focusChanged(to: .email)
        model.email.text = "anna@"
        // `blur` timing: still typing in the field for the first time, no red yet.
        #expect(!model.errors(.email).isEmpty)
        #expect(model.visibleErrors(.email).isEmpty)
        #expect(model.validity(.email) == .unknown)
        model.focusChanged(to: .pin)
        #expect(model.validity(.email) == .invalid, "left the field with an invalid address")
        model.email.text = "anna@example.org"
        #expect(model.validity(.email) == .valid)
    }

    @Test func greenNeedsAValueAndNoErrors() {
        var model = StyleClassicModel(locale: locale)
        model.amount.text = "12"
        #expect(model.validity(.amount) == .valid, "valid needs no timing")
        model.amount.text = "2000"
        #expect(model.validity(.amount) == .unknown, "out of range, not shown yet")
        _ = model.submit()
        #expect(model.validity(.amount) == .invalid)
        #expect(model.validity(.nickname) == .unknown, "empty optional field: no colour")
    }

    @Test func serverErrorsTurnTheBorderRed() {
        var model = StyleClassicModel(locale: locale)
        model.email.text = "anna@example.org"
        model.setServerErrors([.email: ["This address is taken."]])
        #expect(model.validity(.email) == .invalid)
    }

    /// The clear button sets the text to "" through the model: the field's rules run again.
    @Test func clearingRevalidates() {
        var model = StyleClassicModel(locale: locale)
        model.email.text = "anna@example.org"
        _ = model.submit()
        #expect(model.visibleErrors(.email).isEmpty)
        model.email.text = ""
        #expect(model.visibleErrors(.email) == ["Email is required."])
        #expect(model.validity(.email) == .invalid)
    }
}
