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

    /// Without a bundle, in English, every text is the .form file's.
    @Test func englishIsTheSource() {
        let model = ShopSignUpModel(locale: Locale(identifier: "en_US"))
        #expect(model.label(.username) == "Username")
        #expect(model.errors(.email) == ["Email is required."])
    }
}
