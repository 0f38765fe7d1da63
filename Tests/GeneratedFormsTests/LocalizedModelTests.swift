import Foundation
import Testing
@testable import FormDSL
import FormRuntime

/// A generated model shows every text looked up for its locale: the app's table in the bundle
/// it is given, then formc's translations, then the `.form` file's text. The bundles here are
/// directories of `.lproj/TABLE.strings` files, as a Swift package's resources are on Linux.
@Suite struct LocalizedModelTests {
    /// A bundle with one `.strings` file per language: `tables[language][table]` = entries.
    final class StringsBundle {
        let root: URL
        let bundle: Bundle

        init(_ tables: [String: [String: [(String, String)]]]) throws {
            root = FileManager.default.temporaryDirectory.appendingPathComponent("formc-localized-\(UUID().uuidString)")
            for (language, files) in tables {
                let folder = root.appendingPathComponent("\(language).lproj")
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                for (table, entries) in files {
                    let text = entries.map { StringsFile.quoted($0.0) + " = " + StringsFile.quoted($0.1) + ";\n" }.joined()
                    try Data(text.utf8).write(to: folder.appendingPathComponent("\(table).strings"))
                }
            }
            bundle = try #require(Bundle(path: root.path))
        }

        deinit { try? FileManager.default.removeItem(at: root) }
    }

    /// Without a bundle, in English, every text is the `.form` file's.
    /// A model made without a bundle reads the app's own (`Bundle.main`); a test process has
    /// no `SignUp` table there, so the texts are the source's.
    @Test func englishWithoutBundleIsTheSource() throws {
        let form = try Sources.form("SignUp", in: "Examples/SignUp.form")
        let model = SignUpModel(locale: enUS)
        for field in SignUpModel.Field.allCases {
            let checked = try #require(form.fields.first { $0.name == field.rawValue })
            #expect(model.label(field) == checked.label)
            #expect(model.prompt(field) == checked.prompt)
            #expect(model.help(field) == checked.help)
        }
        #expect(model.strings.table == "SignUp")
        #expect(model.strings.bundle == Bundle.main)
    }

    /// German from the app's table: labels, a declared message and formc's default messages
    /// with the translated label; a key the table lacks falls back to the source text.
    @Test func germanFromTheBundle() throws {
        let strings = try StringsBundle(["de": ["SignUp": [
            ("SignUp.username.label", "Benutzername"),
            ("SignUp.username.prompt", "Pflichtfeld"),
            ("SignUp.username.pattern.message", "Nur Kleinbuchstaben, Ziffern und _"),
            ("SignUp.confirmPassword.label", "Passwort bestätigen"),
            ("SignUp.password.label", "Passwort"),
            ("SignUp.title", "Konto anlegen"),
            ("SignUp.submit", "Registrieren"),
        ]]])
        var model = SignUpModel(locale: deDE, bundle: strings.bundle)
        #expect(model.localizedTitle == "Konto anlegen")
        #expect(model.localizedSubmitLabel == "Registrieren")
        #expect(SignUpModel(locale: enUS).localizedSubmitLabel == SignUpModel.submitLabel)
        #expect(model.label(.username) == "Benutzername")
        #expect(model.prompt(.username) == "Pflichtfeld")
        #expect(model.label(.email) == "Email", "not in the table: the source text")
        #expect(model.errors(.username) == ["Benutzername ist erforderlich."])
        model.username.text = "Bob!"
        #expect(model.errors(.username) == ["Nur Kleinbuchstaben, Ziffern und _"])
        #expect(model.errors(.email) == ["Email ist erforderlich."])
        model.password.text = "123"
        #expect(model.errors(.password) == ["Passwort muss mindestens 8 Zeichen lang sein."])
        // `reset()` keeps the bundle and the locale.
        model.reset()
        #expect(model.label(.username) == "Benutzername")
        #expect(model.errors(.username) == ["Benutzername ist erforderlich."])
        let values = SignUpValues(username: "bob", email: "bob@example.org", password: "12345678",
                                  age: nil, bio: "", terms: true, newsletter: false)
        let prefilled = SignUpModel(values: values, locale: deDE, bundle: strings.bundle)
        #expect(prefilled.label(.username) == "Benutzername")
    }

    /// An option's label from the app's table under `Form.field.option.VALUE`, else as written.
    @Test func optionLabelsFromTheBundle() throws {
        let strings = try StringsBundle(["de": ["ShippingAddress": [
            ("ShippingAddress.country.option.US", "Vereinigte Staaten"),
        ]]])
        let model = ShippingAddressModel(locale: deDE, bundle: strings.bundle)
        #expect(model.label(ShippingAddressValues.CountryOption.us, of: .country) == "Vereinigte Staaten")
        #expect(model.label(ShippingAddressValues.CountryOption.ca, of: .country) == ShippingAddressValues.CountryOption.ca.label)
        #expect(ShippingAddressValues.CountryOption.ca.label == "Canada")
    }

    /// A form written in Chinese shows formc's messages in Chinese under a Chinese locale (no
    /// more "充值金额 must be a number."), and, in a language formc has no translation
    /// for, in its own language rather than English.
    @Test func chineseFormSpeaksChinese() throws {
        var model = RegisterModel(locale: Locale(identifier: "zh_Hans_CN"))
        model.topUp.text = "9999"
        #expect(model.errors(.topUp) == ["充值金额必须介于 1 和 5000 之间。"])
        // The message a number field shows for text that is not a number.
        #expect(model.strings.format("formc.number", default: "%@ must be a number.", model.label(.topUp)) == "充值金额必须是数字。")
        var korean = RegisterModel(locale: Locale(identifier: "ko_KR"))
        korean.topUp.text = "9999"
        #expect(korean.errors(.topUp) == ["充值金额必须介于 1 和 5000 之间。"])
        var english = RegisterModel(locale: enUS)
        english.topUp.text = "9999"
        #expect(english.errors(.topUp) == ["充值金额 must be between 1 and 5000."])
        #expect(model.errors(.username) == ["请输入用户名"])
    }

    /// A Chinese translation from the app's table wins over formc's own.
    @Test func chineseFromTheBundle() throws {
        let strings = try StringsBundle(["zh-Hans": ["SignUp": [
            ("SignUp.username.label", "用户名"),
            ("formc.required", "请填写%@。"),
        ]]])
        let model = SignUpModel(locale: Locale(identifier: "zh-Hans"), bundle: strings.bundle)
        #expect(model.label(.username) == "用户名")
        #expect(model.errors(.username) == ["请填写用户名。"])
        #expect(model.errors(.email) == ["请填写Email。"])
    }

    /// Hostile texts (quotes, `%@`, `%%`, backslashes, line breaks) as keys, defaults and
    /// translations come out exactly: a label is never a format, and a label with `%@` in a
    /// default message stays as written.
    @Test func hostileTextsSurviveTranslation() throws {
        let form = try Sources.form("Hostile", in: "Tests/Forms/Hostile.form")
        let english = HostileModel(locale: enUS)
        for field in HostileModel.Field.allCases {
            let checked = try #require(form.fields.first { $0.name == field.rawValue })
            #expect(english.label(field) == checked.label)
            #expect(english.prompt(field) == checked.prompt)
            #expect(english.help(field) == checked.help)
        }
        let hostile = "Übersetzt \" \\ %@ %% %1$@ \\n\nneue Zeile \u{202E}"
        var entries: [(String, String)] = []
        for field in HostileModel.Field.allCases {
            for role in ["label", "prompt", "help"] {
                entries.append(("Hostile.\(field.rawValue).\(role)", hostile + field.rawValue + role))
            }
        }
        entries.append(("Hostile.quote.required.message", hostile + "required"))
        let strings = try StringsBundle(["de": ["Hostile": entries]])
        var model = HostileModel(locale: deDE, bundle: strings.bundle)
        for field in HostileModel.Field.allCases {
            #expect(model.label(field) == hostile + field.rawValue + "label")
            let checked = try #require(form.fields.first { $0.name == field.rawValue })
            #expect(model.prompt(field) == checked.prompt.map { _ in hostile + field.rawValue + "prompt" })
            #expect(model.help(field) == checked.help.map { _ in hostile + field.rawValue + "help" })
        }
        #expect(model.errors(.quote).first == hostile + "required")
        // The label, with its `%@`, goes into formc's German template as written.
        model.class.text = String(repeating: "x", count: 41)
        #expect(model.errors(.class).contains(hostile + "classlabel darf höchstens 40 Zeichen lang sein."))
        var plain = HostileModel(locale: enUS)
        plain.class.text = String(repeating: "x", count: 41)
        #expect(plain.errors(.class).contains(#"Swift keyword as a name, %@ %% %1$@ %d \ " formats must be at most 40 characters."#))
    }

    /// The announcement after a failed submit, in the model's language.
    @Test func announcementInTheModelsLanguage() {
        var model = SignUpModel(locale: deDE)
        guard case .failure(let errors) = model.submit() else {
            Issue.record("an empty sign-up form submitted")
            return
        }
        #expect(errors.announcement(in: model.strings).hasPrefix("\(errors.fieldCount) Felder"))
        #expect(errors.announcement.hasPrefix("\(errors.fieldCount) fields need attention. "))
        #expect(errors.announcement(in: nil) == errors.announcement)
    }
}
