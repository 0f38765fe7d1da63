import Foundation
import Testing
@_spi(FormViews) import FormRuntime

/// Tests/Forms/Choices.form: every option value and label reaches Swift as the exact text the
/// `.form` file wrote, whatever it holds; nothing is picked unless declared or picked; a
/// non-optional choice cannot submit without a pick, an optional one submits nil.
@Suite struct ChoiceTests {
    @Test func optionValuesAndLabelsAreTheTextAsWritten() {
        #expect(ChoicesValues.LanguageOption.allCases.map(\.rawValue)
                == ["en-US", "1", "default", "US", "us", "中文", "🇺🇸", "--", "rawValue", "none", "self", "labels"])
        #expect(ChoicesValues.LanguageOption.allCases.map(\.label)
                == ["English (US)", "One", "default", "US", "us", "Chinese", "🇺🇸", "--", "rawValue", "none", "self", "labels"])
        let hostile = ChoicesValues.HostileOption.allCases
        #expect(hostile.map(\.rawValue) == ["say \"hi\"", "\\(x)", "a\nb", "\u{1F600}", "#\"raw\"#"])
        #expect(hostile.map(\.label) == ["quote \" and backslash \\", "*/ not a comment end", "line\u{2028}separator",
                                         "\u{202E}right-to-left", "#\"raw\"#"])
        // Code points, not just Swift's equality: nothing was normalised on the way.
        #expect(hostile.map { Array($0.rawValue.unicodeScalars) }
                == ["say \"hi\"", "\\(x)", "a\nb", "\u{1F600}", "#\"raw\"#"].map { Array($0.unicodeScalars) })
    }

    @Test func caseNamesAreSafeAndUnique() {
        #expect(ChoicesValues.LanguageOption.enUS.rawValue == "en-US")
        #expect(ChoicesValues.LanguageOption._1.rawValue == "1")
        #expect(ChoicesValues.LanguageOption.`default`.rawValue == "default")
        #expect(ChoicesValues.LanguageOption.us.rawValue == "US")
        #expect(ChoicesValues.LanguageOption.us_2.rawValue == "us")
        #expect(ChoicesValues.LanguageOption.option6.rawValue == "中文")
        #expect(ChoicesValues.LanguageOption.none_.rawValue == "none")
        #expect(ChoicesValues.LanguageOption.labels_.rawValue == "labels")
    }

    @Test func defaultsOptionalAndRequired() throws {
        var model = ChoicesModel(locale: enUS)
        #expect(model.language.value == .enUS, "the declared default is picked")
        #expect(model.hostile.value == nil && model.size.value == nil, "nothing is picked otherwise")
        #expect(!ChoicesModel.focusOrder.contains(.language), "a picker takes no keyboard focus")

        guard case .failure(let errors) = model.submit() else {
            Issue.record("a required choice with nothing picked must not submit")
            return
        }
        #expect(errors[.size] == ["Size is required."])
        #expect(errors[.hostile].isEmpty, "an optional choice may stay empty")

        // Driven by text, as FormState's users do: an option's value picks it, anything else is ignored.
        model[text: .size] = "m"
        #expect(model.size.value == nil, "values are compared exactly: 'm' is no option")
        model[text: .size] = "M"
        model[text: .hostile] = "a\nb"
        #expect(model.hostile.value == .aB)
        var values = try model.submit().get()
        #expect(values == ChoicesValues(language: .enUS, hostile: .aB, size: .m))

        model[text: .hostile] = ""
        values = try model.submit().get()
        #expect(values.hostile == nil)
        let json = String(decoding: try JSONEncoder().encode(values), as: UTF8.self)
        #expect(json.contains("\"size\":\"M\"") && json.contains("\"language\":\"en-US\"") && !json.contains("hostile"))
    }

    @Test func aNonOptionalChoiceWithoutRequiredStillNeedsAPick() {
        let input = ChoiceInput<ChoicesValues.SizeOption>(missingMessage: "Size is required.")
        #expect(input.errors == ["Size is required."])
        #expect(ChoiceInput<ChoicesValues.SizeOption>(isOptional: true).errors.isEmpty)
        #expect(ChoiceInput<ChoicesValues.SizeOption>(value: .s, missingMessage: "x").errors.isEmpty)
    }
}

/// Examples/ShippingAddress.form: the country must be picked, the delivery speed starts on
/// its declared default, and the labels are what the picker shows.
@Suite struct ShippingAddressTests {
    @Test func theCountryMustBePicked() throws {
        var model = ShippingAddressModel(locale: enUS)
        model.fullName.text = "Ada Lovelace"
        model.street.text = "12 St James's Square"
        model.city.text = "London"
        model.postalCode.text = "SW1Y 4JH"
        #expect(model.speed.value == .standard)
        #expect(model.country.value == nil)
        guard case .failure(let errors) = model.submit() else {
            Issue.record("no country was picked")
            return
        }
        #expect(errors[.country] == ["Choose the country to ship to"])
        model.country.value = .gb
        #expect(ShippingAddressValues.CountryOption.gb.label == "United Kingdom")
        let values = try model.submit().get()
        #expect(values.country == .gb && values.speed == .standard && values.giftWrap == false)
    }
}

/// Examples/TableBooking.form: the day starts unchosen and must be today or later.
@Suite struct TableBookingTests {
    @Test func theDayMustBeChosenAndNotInThePast() throws {
        var model = TableBookingModel(locale: enUS)
        #expect(model.day.text == "", "no day until one is chosen")
        model.name.text = "Ada"
        model.phone.text = "+44 20 7946 0000"
        guard case .failure(let errors) = model.submit() else {
            Issue.record("a booking without a day must not submit")
            return
        }
        #expect(errors[.day] == ["Day is required."])
        let calendar = model.day.calendar
        let yesterday = calendar.date(byAdding: .day, value: -1, to: Date())!
        model.day.pickerDate = yesterday
        #expect(model.errors(.day) == ["Day must be today or later."])
        model.day.choose()
        #expect(model.day.value == model.day.today)
        let values = try model.submit().get()
        #expect(values.guests == 2)
    }
}
