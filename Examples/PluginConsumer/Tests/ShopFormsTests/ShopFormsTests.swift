import Foundation
import Testing
import FormRuntime
import ShopForms

/// The generated models, used from a test as an app's tests would use them.
@Suite struct ShopFormsTests {
    let locale = Locale(identifier: "en_US")

    @Test func bothDetailsFormsAreGenerated() {
        // Account/Details.form and Shipping/Details.form: one file name, two models.
        #expect(AccountDetailsModel.Field.allCases.map(\.rawValue) == ["email", "password"])
        #expect(ShippingDetailsModel.Field.allCases.map(\.rawValue) == ["name", "postalCode", "quantity"])
        #expect(AccountDetailsModel.title == "Your account")
        #expect(ShippingDetailsModel.submitLabel == "Continue")
    }

    @Test func validationFollowsTheForm() {
        var account = AccountDetailsModel(locale: locale)
        account.email.text = "not an email"
        account.password.text = "short"
        #expect(!account.errors(.email).isEmpty)
        #expect(!account.errors(.password).isEmpty)
        guard case .failure(let errors) = account.submit() else {
            Issue.record("an invalid account must not submit")
            return
        }
        #expect(errors.firstInvalid == .email)
    }

    @Test func submittedValuesAreTyped() throws {
        var shipping = ShippingDetailsModel(locale: locale)
        #expect(shipping.quantity.text == "1", "the default from the .form file")
        shipping.name.text = "Anna Example"
        shipping.postalCode.text = "10115"
        shipping.quantity.text = "21"
        #expect(shipping.errors(.quantity) == ["Between 1 and 20 per order"])
        shipping.quantity.text = "3"
        let values = try shipping.submit().get()
        #expect(values == ShippingDetailsValues(name: "Anna Example", postalCode: "10115", quantity: 3))

        var account = AccountDetailsModel(locale: locale)
        account.email.text = "anna@example.org"
        account.password.text = "correct horse"
        let checkout = Checkout(account: try account.submit().get(), shipping: values)
        #expect(checkout.summary == "3 item(s) for Anna Example (10115), account anna@example.org")
    }

    @Test func aTakenUsernameComesBackOnTheUsernameField() async throws {
        let service = SignUpService(taken: ["anna"])
        var model = ShopSignUpModel(locale: locale)
        model.username.text = "anna"
        model.email.text = "anna@example.org"
        model.password.text = "correct horse"
        let values = try model.submit().get()

        // What the generated view does with the action's answer: the server's errors go on
        // their fields, and focus to the first of them.
        do {
            try await service.signUp(values)
            Issue.record("a taken username must be refused")
        } catch let errors as ServerErrors<ShopSignUpModel.Field> {
            model.setServerErrors(errors.byField)
        }
        #expect(model.visibleErrors(.username) == ["This username is taken."])
        #expect(model.currentErrors().firstInvalid == .username)
        #expect(model.currentErrors().announcement == "1 field needs attention. This username is taken.")
        #expect(throws: FormErrors<ShopSignUpModel.Field>.self) { try model.submit().get() }

        // Editing another field leaves the message; editing the username clears it.
        model.email.text = "anna.example@example.org"
        #expect(model.visibleErrors(.username) == ["This username is taken."])
        model.username.text = "anna_2"
        #expect(model.visibleErrors(.username).isEmpty)
        try await service.signUp(try model.submit().get())
    }
}
