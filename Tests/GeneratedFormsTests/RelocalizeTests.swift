import Foundation
import Testing
import FormRuntime

/// A model in another language (`relocalize(to:bundle:)`, what `FormView` does when SwiftUI's
/// `\.locale` is not the model's): every text and message in the new language, what the person
/// did kept as it was (docs/SWIFT.md, "Texts and languages").
@Suite struct RelocalizeTests {
    static func germanSignUp() throws -> LocalizedModelTests.StringsBundle {
        try LocalizedModelTests.StringsBundle(["de": ["SignUp": [
            ("SignUp.username.label", "Benutzername"),
            ("SignUp.username.pattern.message", "Nur Kleinbuchstaben, Ziffern und _"),
            ("SignUp.password.label", "Passwort"),
            ("SignUp.title", "Konto anlegen"),
        ]]])
    }

    /// What a person does to a sign-up form: typing (a decomposed `é` too), leaving a field,
    /// a submit, a server error, focus on a field.
    static func fillIn(_ model: inout SignUpModel) {
        model.focusChanged(to: .username)
        model.username.text = "Bob!"
        model.focusChanged(to: .email)
        model.email.text = "bob@example"
        model.focusChanged(to: .bio)
        model.bio.text = "Caf" + "e\u{301}" + " owner"
        model.terms.value = true
        _ = model.submit()
        model.setServerErrors([.email: ["This address is taken."]])
        model.focusChanged(to: .password)
        model.password.text = "123"
    }

    /// Relocalized, the model is the one made in the new language and filled in the same way:
    /// the same texts, interaction, focus and server errors, and every label, rule and error
    /// in the new language.
    @Test func aRelocalizedModelIsTheOneFilledInInThatLanguage() throws {
        let german = try Self.germanSignUp()
        var model = SignUpModel(locale: enUS, bundle: german.bundle)
        Self.fillIn(&model)
        let before = model
        model.relocalize(to: deDE)
        var direct = SignUpModel(locale: deDE, bundle: german.bundle)
        Self.fillIn(&direct)
        #expect(model == direct)
        #expect(model.label(.username) == "Benutzername" && model.localizedTitle == "Konto anlegen")
        #expect(model.errors(.username) == ["Nur Kleinbuchstaben, Ziffern und _"])
        #expect(model.errors(.password) == ["Passwort muss mindestens 8 Zeichen lang sein."])
        #expect(model.errors(.email).last == "This address is taken.", "the server's words stay the server's")
        for field in SignUpModel.Field.allCases {
            #expect(model[text: field].unicodeScalars.elementsEqual(before[text: field].unicodeScalars),
                    "\(field.rawValue): the text typed, code point for code point")
        }
        #expect(model.focusTracker == before.focusTracker)
        #expect(model.bio.interaction == before.bio.interaction && model.username.interaction.blurred)
        // And back: the model it was.
        model.relocalize(to: enUS)
        #expect(model == before)
    }

    /// `relocalize(to:)` keeps the bundle, and does nothing for the model's own locale.
    @Test func theSameLocaleChangesNothing() throws {
        let german = try Self.germanSignUp()
        var model = SignUpModel(locale: deDE, bundle: german.bundle)
        model.username.text = "bob"
        let before = model
        model.relocalize(to: Locale(identifier: "de_DE"))
        #expect(model == before)
        model.relocalize(to: enUS)
        #expect(model.strings.bundle == german.bundle && model.strings.locale.identifier == "en_US")
        model.relocalize(to: deDE, bundle: nil)
        #expect(model.label(.username) == "Username", "no bundle: formc's translations and the source's texts")
        #expect(model.errors(.email) == ["Email ist erforderlich."])
    }

    /// A `required when` message, which the model looks up when the condition starts to hold,
    /// is said in the new language too.
    @Test func aRequiredWhenMessageFollows() {
        var model = ShippingAddressModel(locale: enUS)
        model.country.value = .us
        #expect(model.state.errors == ["State is required."])
        model.relocalize(to: deDE)
        #expect(model.state.errors == ["State ist erforderlich."])
        #expect(model.errors(.state) == model.state.errors)
        var direct = ShippingAddressModel(locale: deDE)
        direct.country.value = .us
        #expect(model == direct)
    }

    /// A text the filter would refuse (a prefill) is kept, and relocalizing is no edit.
    @Test func nothingIsFilteredAgain() {
        var model = CheckoutModel(locale: enUS)
        let field = CheckoutModel.Field.allCases.first { CheckoutModel.form[$0].label == "Card number" }!
        #expect(field == .cardNumber)
        model.cardNumber.prefill("4111-1111-1111-1111-9999")
        let before = model.cardNumber
        model.relocalize(to: deDE)
        #expect(model.cardNumber.text == before.text && model.cardNumber.interaction == before.interaction)
        #expect(!model.cardNumber.errors.isEmpty)
    }

    /// A number keeps its digits and its value: written in the new locale's digits and
    /// separators, unfinished text unfinished, tidy text tidy; never another number.
    @Test func numbersKeepTheirDigits() throws {
        var model = ShippingModel(locale: deDE)
        model.weight.text = "1,5"
        model.relocalize(to: enUS)
        #expect(model.weight.text == "1.5" && model.weight.value == Decimal(string: "1.5"))
        model.weight.text = "1234.5"
        #expect(model.weight.text == "1,234.5")
        model.relocalize(to: deDE)
        #expect(model.weight.text == "1.234,5" && model.weight.value == Decimal(string: "1234.5"))
        model.weight.text = "25,"
        model.relocalize(to: enUS)
        #expect(model.weight.text == "25." && model.isVisible(.insurance), "unfinished, and the same number")
        model.focusChanged(to: .weight)
        model.focusChanged(to: nil)
        #expect(model.weight.text == "25")
        model.relocalize(to: Locale(identifier: "ar_EG"))
        #expect(model.weight.text == "٢٥" && model.weight.value == 25)
        model.relocalize(to: Locale(identifier: "fr_FR"))
        model.weight.text = "1234,5"
        let french = model.weight.text
        model.relocalize(to: enUS)
        #expect(model.weight.text == "1,234.5")
        model.relocalize(to: Locale(identifier: "fr_FR"))
        #expect(model.weight.text.unicodeScalars.elementsEqual(french.unicodeScalars), "and back, the same text")
        // From then on the field reads what is typed as the new locale writes it.
        model.relocalize(to: enUS)
        model.weight.text = "2.75"
        #expect(model.weight.value == Decimal(string: "2.75"))
    }
}
