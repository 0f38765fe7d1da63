import Foundation
import Testing
import FormRuntime

/// Examples/SignUp.form, generated and driven as the view would drive it.
@Suite struct SignUpTests {
    @Test func fillingInTheFormFieldByField() throws {
        var model = SignUpModel(locale: enUS)
        #expect(SignUpModel.Field.allCases.allSatisfy { model.visibleErrors($0).isEmpty }, "nothing shows before any interaction")

        // Initial focus, then typing a username that breaks two rules: blur timing hides them.
        var focus = SignUpModel.initialFocus
        #expect(focus == .username)
        model.focusChanged(to: focus)
        model.type("Al", into: .username)
        #expect(model.visibleErrors(.username).isEmpty)
        #expect(model.errors(.username) == ["Username must be 3 to 20 characters.", "Lowercase letters, digits and _ only"])

        // Return moves on along the declared focus order; the username blurs and shows its errors.
        focus = SignUpModel.focusOrder.next(after: focus)
        model.focusChanged(to: focus)
        #expect(focus == .email)
        #expect(model.visibleErrors(.username).first == "Username must be 3 to 20 characters.")

        model.type("al@example", into: .email)
        model.type("secret-password", into: .password)
        model.type("secret-passwort", into: .confirmPassword)
        #expect(model.errors(.confirmPassword) == ["Passwords don't match"])
        model.confirmPassword.text = "secret-password"
        #expect(model.errors(.confirmPassword).isEmpty)

        // Editing the password re-checks the confirmation (equals follows the other field).
        model.password.text = "another-password"
        #expect(model.errors(.confirmPassword) == ["Passwords don't match"])
        model.password.text = "secret-password"

        // The age field takes digits only, at most three of them.
        model.type("1x9-", into: .age)
        #expect(model.age.text == "19")
        model.type("99", into: .age)
        #expect(model.age.text == "199")
        #expect(model.errors(.age) == ["You must be at least 13"])
        model.age.text = "42"

        // Submitting with the bad username fails and points at it.
        guard case .failure(let errors) = model.submit() else {
            Issue.record("a two-letter username must not submit")
            return
        }
        #expect(errors.firstInvalid == .username)
        #expect(model.visibleErrors(.username).count == 2, "submit shows every error")

        model.username.text = "al_42"

        // The terms must be accepted: an untouched toggle is off and stops the submit.
        guard case .failure(let termsErrors) = model.submit() else {
            Issue.record("the terms must be accepted before signing up")
            return
        }
        #expect(termsErrors.firstInvalid == .terms, "outside the focus order, the first invalid field in declaration order")
        #expect(termsErrors[.terms] == ["Terms of service must be accepted."])
        #expect(model.visibleErrors(.terms) == ["Terms of service must be accepted."])
        model.terms.value = true
        #expect(model.visibleErrors(.terms).isEmpty)

        let values = try model.submit().get()
        #expect(values == SignUpValues(username: "al_42", email: "al@example", password: "secret-password", age: 42, bio: "", terms: true,
                                       newsletter: false))
    }

    @Test func focusOrderFollowsTheDeclaration() {
        var order: [SignUpModel.Field] = []
        var field = SignUpModel.focusOrder.first
        while let current = field {
            order.append(current)
            field = SignUpModel.focusOrder.next(after: current)
        }
        #expect(order == [.username, .email, .password, .confirmPassword, .age, .bio])
        #expect(SignUpModel.focusOrder.previous(before: .email) == .username)
        #expect(SignUpModel.focusOrder.previous(before: .username) == nil)
        #expect(SignUpModel.focusOrder.next(after: .bio) == nil)
    }

    @Test func emptyOptionalAgeSubmitsNilAndBioIsLimited() throws {
        var model = SignUpModel(locale: deDE)
        model.username.text = "bob"
        model.email.text = "bob@example.org"
        model.password.text = "12345678"
        model.confirmPassword.text = "12345678"
        model.bio.text = String(repeating: "é", count: 501)
        // In the model's locale, German.
        #expect(model.errors(.bio) == ["Bio darf höchstens 500 Zeichen lang sein."])
        model.bio.text = String(repeating: "e\u{301}", count: 250)
        #expect(model.errors(.bio).isEmpty, "500 code points: a decomposed é counts twice")
        model[text: .terms] = "true"
        #expect(model.terms.value, "a toggle's text is its JSON value")
        let values = try model.submit().get()
        #expect(values.age == nil)
    }

    @Test func valuesEncodeAsPlainJSON() throws {
        let values = SignUpValues(username: "a", email: "b", password: "c", age: nil, bio: "",
                                  terms: true, newsletter: false)
        let data = try JSONEncoder().encode(values)
        let decoded = try JSONDecoder().decode(SignUpValues.self, from: data)
        #expect(decoded == values)
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(Set(object.keys) == ["username", "email", "password", "bio", "terms", "newsletter"],
                "nil age is left out, and confirmPassword is not submitted")
        #expect(object["terms"] as? Bool == true && object["newsletter"] as? Bool == false, "toggles are JSON booleans")
    }
}
