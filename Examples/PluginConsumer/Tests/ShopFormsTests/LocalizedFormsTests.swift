import Foundation
import Testing
import FormRuntime
import ShopForms

/// The generated models look their texts up in the target's own translations
/// (Localizations/de.lproj and zh-Hans.lproj, through `Bundle.shopForms`, the public name of
/// ShopForms's `Bundle.module`; this file imports ShopForms without `@testable`, as an app
/// would), then in formc's.
@Suite struct LocalizedFormsTests {
    @Test func germanLabelsAndMessages() {
        var model = ShopSignUpModel(locale: Locale(identifier: "de_DE"), bundle: .shopForms)
        #expect(model.label(.username) == "Benutzername")
        #expect(model.label(.email) == "E-Mail")
        // formc's default message, in German, with the translated label.
        #expect(model.errors(.email) == ["E-Mail ist erforderlich."])
        model.username.text = "Anna!"
        #expect(model.errors(.username) == ["Nur Kleinbuchstaben, Ziffern und _"])
        model.password.text = "short"
        #expect(model.errors(.password) == ["Passwort muss mindestens 8 Zeichen lang sein."])
        // A key the table does not translate: the .form file's text.
        #expect(model.strings.text("ShopSignUp.submit", default: ShopSignUpModel.submitLabel) == "Sign up")
    }

    @Test func chineseLabelsAndMessages() {
        var model = ShopSignUpModel(locale: Locale(identifier: "zh-Hans"), bundle: .shopForms)
        #expect(model.label(.password) == "密码")
        #expect(model.errors(.email) == ["电子邮件为必填项。"])
        model.username.text = "Anna!"
        #expect(model.errors(.username) == ["只能包含小写字母、数字和 _"])
        #expect(model.strings.text("ShopSignUp.submit", default: ShopSignUpModel.submitLabel) == "Sign up")
    }

    /// A form without a table of its own still gets formc's messages in the locale's language.
    @Test func formcsOwnTranslationsWithoutATable() {
        var shipping = ShippingDetailsModel(locale: Locale(identifier: "de_DE"), bundle: .shopForms)
        #expect(shipping.label(.name) == "Full name")
        #expect(shipping.errors(.name) == ["Full name ist erforderlich."])
        shipping.quantity.text = "21"
        #expect(shipping.errors(.quantity) == ["Between 1 and 20 per order"])
    }

    /// A model filled in in English, put in German (what the form's view does when SwiftUI's
    /// `\.locale` is German): the target's German texts and messages, what was typed kept,
    /// and the number written as German writes it.
    @Test func relocalizedToGerman() {
        var model = ShopSignUpModel(locale: Locale(identifier: "en_US"), bundle: .shopForms)
        model.username.text = "Anna!"
        model.password.text = "short"
        model.relocalize(to: Locale(identifier: "de_DE"))
        #expect(model.label(.username) == "Benutzername")
        #expect(model.username.text == "Anna!")
        #expect(model.username.errors == ["Nur Kleinbuchstaben, Ziffern und _"])
        #expect(model.errors(.password) == ["Passwort muss mindestens 8 Zeichen lang sein."])
        var shipping = ShippingDetailsModel(locale: Locale(identifier: "en_US"), bundle: .shopForms)
        shipping.quantity.text = "21"
        shipping.relocalize(to: Locale(identifier: "de_DE"))
        #expect(shipping.quantity.value == 21 && shipping.errors(.name) == ["Full name ist erforderlich."])
    }

    /// Without a bundle, in English, every text is the .form file's.
    @Test func englishIsTheSource() {
        let model = ShopSignUpModel(locale: Locale(identifier: "en_US"))
        #expect(model.label(.username) == "Username")
        #expect(model.errors(.email) == ["Email is required."])
    }
}
