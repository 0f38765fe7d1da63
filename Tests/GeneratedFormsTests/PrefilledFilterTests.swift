import Foundation
import Testing
import FormRuntime

/// An edit screen opened on stored text its field's filter refuses: the generated model shows
/// the text exactly, says why it cannot be saved at once, in the model's language with the
/// field's label, and submits only once the person has fixed it (docs/RUNTIME.md, "What a
/// prefilled text may hold").
@Suite struct PrefilledFilterTests {
    static let order = CheckoutValues(
        email: "ann@example.org", phone: nil, fullName: "Ann Example", street: "1 Main St", street2: nil,
        city: "Springfield", state: "IL", postalCode: "62701", country: "US",
        cardNumber: "4111 1111 1111 1111", expiry: "12/30", securityCode: "123", nameOnCard: "Ann Example", tip: nil)

    @Test func aStoredCardNumberWithDashesIsShownRefusedAndFixed() throws {
        var stored = Self.order
        stored.cardNumber = "4111-1111-1111-1111"
        var model = CheckoutModel(values: stored, locale: enUS)
        #expect(model.cardNumber.text == "4111-1111-1111-1111", "shown exactly as stored")
        #expect(model.visibleErrors(.cardNumber) == ["Card number cannot contain “-”."], "at once, untouched")
        #expect(model.validity(.cardNumber) == .invalid)
        #expect(CheckoutModel.Field.allCases.filter { !model.visibleErrors($0).isEmpty } == [.cardNumber])
        #expect(model.currentValues() == nil, "Save is not offered")

        guard case .failure(let errors) = model.submit() else {
            Issue.record("a card number the schema refuses was submitted")
            return
        }
        #expect(errors.firstInvalid == .cardNumber)
        #expect(errors[.cardNumber] == ["Card number cannot contain “-”.", "Enter the number on the front of the card"],
                "the filter's message first, then the pattern's")

        // The person types a dash: refused, the field already holds what it cannot take.
        model[text: .cardNumber] = "4111-1111-1111-1111-"
        #expect(model.cardNumber.text == "4111-1111-1111-1111")
        // Fixed: the dashes become spaces, and the order saves.
        model[text: .cardNumber] = "4111 1111 1111 1111"
        #expect(model.visibleErrors(.cardNumber).isEmpty)
        #expect(try model.submit().get() == Self.order)
    }

    /// Over `maxLength`, and a `length` rule of its own: the filter's message first, the
    /// rule's with the field's timing; in the model's language, with the form's label.
    @Test func aStoredSecurityCodeOverItsLimitInGerman() {
        var stored = Self.order
        stored.securityCode = "12345"
        var model = CheckoutModel(values: stored, locale: deDE)
        #expect(model.visibleErrors(.securityCode) == ["Security code darf höchstens 4 Zeichen lang sein."])
        #expect(model.errors(.securityCode) == ["Security code darf höchstens 4 Zeichen lang sein.",
                                                "Security code muss 3 bis 4 Zeichen lang sein."])
        model[text: .securityCode] = "1234"
        #expect(model.errors(.securityCode).isEmpty)
    }

    /// A form written in Chinese, seen in Chinese: the label and formc's template both are.
    @Test func aStoredPhoneNumberInAChineseForm() {
        let stored = RegisterValues(username: "ann_1", password: "correct horse", confirmPassword: "correct horse",
                                    phone: "+86 13812345678", smsCode: "123456", email: nil, topUp: nil)
        let model = RegisterModel(values: stored, locale: Locale(identifier: "zh_CN"))
        #expect(model.visibleErrors(.phone) == ["手机号不能包含“+”。", "手机号最多只能有 11 个字符。"])
    }

    /// Every generated model with a filtered field names it: no field says "This field".
    @Test func everyFilteredFieldNamesItsLabel() {
        var card = Self.order
        card.cardNumber = "x"
        card.expiry = "x"
        card.securityCode = "x"
        card.phone = "x"
        let checkout = CheckoutModel(values: card, locale: enUS)
        #expect(checkout.errors(.cardNumber).first == "Card number cannot contain “x”.")
        #expect(checkout.errors(.expiry).first == "Expiry cannot contain “x”.")
        #expect(checkout.errors(.securityCode).first == "Security code cannot contain “x”.")
        #expect(checkout.errors(.phone).first == "Phone cannot contain “x”.")
    }
}
