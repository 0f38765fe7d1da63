import Foundation
import Testing
import FormRuntime

/// The generated model as an app's edit screen uses it: prefilled from stored values, read
/// back, reset, and showing the server's answer on its fields.
@Suite struct EditScreenTests {
    static let profile = ProfileValues(givenName: "Anna", familyName: "Example", displayName: nil,
                                       birthday: CalendarDay("1988-04-12")!, city: "München",
                                       website: "https://anna.example.org", weeklyHours: 12)

    @Test func aProfileIsPrefilledAndSavedUnchanged() throws {
        var model = ProfileModel(values: Self.profile, locale: deDE)
        #expect(model.givenName.text == "Anna")
        #expect(model.displayName.text == "", "nil prefills an empty field")
        #expect(model.birthday.text == "1988-04-12")
        #expect(model.city.text == "München", "not the declared default, Berlin")
        #expect(model.weeklyHours.text == "12")
        #expect(ProfileModel.Field.allCases.allSatisfy { model.visibleErrors($0).isEmpty })
        #expect(model.currentValues() == Self.profile, "read back without showing anything")
        #expect(ProfileModel.Field.allCases.allSatisfy { model.visibleErrors($0).isEmpty })

        // An edit, then Save. The model is Equatable, so a view can observe it (`onChange`).
        let untouched = model
        model.type(" Maria", into: .givenName)
        #expect(model != untouched)
        var expected = Self.profile
        expected.givenName = "Anna Maria"
        #expect(model.currentValues() == expected)
        #expect(try model.submit().get() == expected)

        // Revert, then back to a new form's defaults.
        model.reset(to: Self.profile)
        #expect(model.givenName.text == "Anna")
        #expect(ProfileModel.Field.allCases.allSatisfy { model.visibleErrors($0).isEmpty }, "the submit attempt is forgotten")
        model.reset()
        #expect(model.city.text == "Berlin" && model.givenName.text == "")
        #expect(model.currentValues() == nil, "a new profile needs a name")
    }

    @Test func numbersArePrefilledAsTheFieldShowsThem() throws {
        var values = Self.profile
        values.weeklyHours = 40
        #expect(ProfileModel(values: values, locale: Locale(identifier: "ar_EG")).weeklyHours.text == "٤٠")
        var arabic = ProfileModel(values: values, locale: Locale(identifier: "ar_EG"))
        #expect(try arabic.submit().get() == values)
    }

    @Test func aHiddenFieldStartsAsInANewForm() throws {
        let values = ShippingValues(country: "CA", state: nil, province: "QC", postalCode: "H2X 1Y4", express: nil,
                                    phone: nil, weight: Decimal(string: "2.5"), insurance: nil, note: "Back door",
                                    count: nil, message: nil, from: nil)
        var model = ShippingModel(values: values, locale: frFR)
        #expect(!model.isVisible(.state) && !model.isVisible(.insurance))
        // What it holds and what was done to it; whether it is shown (and so has errors) is
        // the prefilled form's own.
        let new = ShippingModel(locale: frFR).state
        #expect(model.state.text.unicodeScalars.elementsEqual(new.text.unicodeScalars) && model.state.interaction == new.interaction)
        #expect(model.weight.text == "2,5")
        #expect(model.submit() == .success(values))
    }

    @Test func serverErrorsShowOnTheirFieldUntilItIsEdited() throws {
        let values = SignUpValues(username: "anna", email: "anna@example.org", password: "correct horse", age: 30, bio: "", terms: true, newsletter: false)
        var model = SignUpModel(values: values, locale: enUS)
        // The confirmation is not submitted, so not prefilled: it is typed again.
        #expect(model.confirmPassword.text.isEmpty)
        model.type("correct horse", into: .confirmPassword)
        #expect(try model.submit().get() == values)

        // The server answers: the view sets the errors, then focuses the first of them.
        model.setServerErrors([.username: ["This username is taken."], .email: ["This email is taken."]])
        #expect(model.visibleErrors(.username) == ["This username is taken."])
        let current = model.currentErrors()
        #expect(current.firstInvalid == .username)
        #expect(current.announcement == "2 fields need attention. This username is taken.")
        guard case .failure(let errors) = model.submit() else {
            Issue.record("a value the server refused must not submit again unchanged")
            return
        }
        #expect(errors[.email] == ["This email is taken."])

        // Editing another field leaves them; editing the field clears its own.
        model.type("x", into: .bio)
        #expect(model.visibleErrors(.username) == ["This username is taken."])
        model.type("_1", into: .username)
        #expect(model.visibleErrors(.username).isEmpty)
        #expect(model.visibleErrors(.email) == ["This email is taken."])

        // Setting them again replaces all of them; reset clears them.
        model.setServerErrors([.username: ["Still taken."]])
        #expect(model.errors(.email).isEmpty && model.errors(.username) == ["Still taken."])
        model.reset(to: values)
        #expect(model.errors(.username).isEmpty)
    }

    @Test func theServersErrorsOnAHiddenFieldAreIgnored() {
        var model = ShippingModel(locale: enUS)
        model.setServerErrors([.province: ["Unknown province."]])
        #expect(!model.isVisible(.province))
        #expect(model.errors(.province).isEmpty)
        model.country.text = "CA"
        #expect(model.visibleErrors(.province) == ["Unknown province."], "shown once the field is")
    }
}

/// Server errors the app sets from outside the submit action (after a background check, on a
/// screen it reopens) are shown as those the action throws: the model asks its view to take
/// the user to the first field that shows an error, and to announce it.
@Suite struct ServerErrorsFromOutsideTests {
    @Test func settingThemAsksTheViewToShowTheFirst() {
        var model = SignUpModel(locale: enUS)
        let before = model.focusTracker.revealRequests
        // An untouched required username shows nothing yet: not a reason to go there.
        model.setServerErrors([.email: ["This email is taken."]])
        #expect(model.focusTracker.revealRequests == before + 1)
        let shown = model.currentVisibleErrors()
        #expect(shown.firstInvalid == .email)
        #expect(shown.announcement(in: model.strings) == "1 field needs attention. This email is taken.")
        #expect(model.currentErrors().firstInvalid == .username, "every error, shown or not, would start at the username")

        model.setServerErrors([.email: ["Still taken."], .username: ["Taken too."]])
        #expect(model.focusTracker.revealRequests == before + 2)
        #expect(model.currentVisibleErrors().firstInvalid == .username)

        // Clearing them moves no focus; reset keeps the count, so a view never sees it go back.
        model.setServerErrors([:])
        #expect(model.focusTracker.revealRequests == before + 2)
        model.reset()
        #expect(model.focusTracker.revealRequests == before + 2)
    }
}
