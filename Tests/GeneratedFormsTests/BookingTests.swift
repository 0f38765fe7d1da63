import Foundation
import Testing
@_spi(FormViews) import FormRuntime

/// Tests/Forms/AllFeatures.form: dates, money, percentages, signed numbers, filtered text,
/// disabled fields, timing, and a second form for iOS 17.
@Suite struct BookingTests {
    func filledIn(_ locale: Locale = enUS) -> BookingModel {
        var model = BookingModel(locale: locale)
        model.guestName.text = "Ada"
        model.email.text = "ada@example.com"
        model.confirmEmail.text = "ada@example.com"
        return model
    }

    @Test func defaultsAreInPlace() throws {
        let model = BookingModel(locale: enUS)
        #expect(model.day.text == "2026-12-24")
        #expect(model.birthday.text == "", "an optional date starts empty")
        #expect(model.guests.text == "2")
        #expect(model.deposit.text == "20.00")
        #expect(model.reference.text == "REF-001")
        #expect(BookingModel.initialFocus == .guestName)
        #expect(BookingModel.title == "Book a table")
        #expect(BookingModel.submitLabel == "Book")
    }

    @Test func disabledAndDateFieldsAreOutOfTheFocusOrder() {
        #expect(!BookingModel.focusOrder.contains(.reference))
        #expect(!BookingModel.focusOrder.contains(.day))
        #expect(!BookingModel.focusOrder.contains(.birthday))
        #expect(BookingModel.focusOrder.next(after: .guestName) == .guests)
    }

    @Test func submitsTypedValues() throws {
        var model = filledIn(deDE)
        model.deposit.text = "1.000,5"
        // The model's locale is German, so formc's default message is too (the label is as written).
        #expect(model.errors(.deposit) == ["Deposit muss zwischen 0 und 1000 liegen."])
        model.deposit.text = "99,5"
        model.type("12,5", into: .tip)
        model.type("-3,25", into: .adjustment)
        model.birthday.text = "1990-02-28"
        model.birthday.text = "1990-02-30"
        #expect(model.birthday.text == "1990-02-28", "not a day: ignored")
        let values = try model.submit().get()
        #expect(values.day == CalendarDay("2026-12-24"))
        #expect(values.birthday == CalendarDay("1990-02-28"))
        #expect(values.guests == 2)
        #expect(values.deposit == Decimal(string: "99.5"))
        #expect(values.tip == Decimal(string: "12.5"))
        #expect(values.adjustment == Decimal(string: "-3.25"))
        #expect(values.temperature == nil)
        #expect(values.voucher == nil)
        #expect(values.reference == "REF-001")
        #expect(values.notes == nil)

        let json = String(decoding: try JSONEncoder().encode(values), as: UTF8.self)
        #expect(json.contains("\"day\":\"2026-12-24\""), "a day encodes as the JSON Schema date string")
    }

    @Test func halfOpenRangeAndFractionDigits() {
        var model = filledIn()
        model.type("49.99", into: .tip)
        #expect(model.tip.text == "49.9", "one fraction digit")
        #expect(model.errors(.tip).isEmpty)
        model.tip.text = "50"
        #expect(model.errors(.tip) == ["Tip must be at least 0 and less than 50."])
    }

    @Test func signKeyFlipsOnlySignedNumbers() {
        var model = filledIn()
        #expect(BookingModel.canToggleSign(.adjustment))
        #expect(BookingModel.canToggleSign(.temperature))
        #expect(!BookingModel.canToggleSign(.deposit))
        #expect(!BookingModel.canToggleSign(.guestName))
        model.adjustment.text = "5"
        model.toggleSign(.adjustment)
        #expect(model.adjustment.value == -5)
        model.deposit.text = "5"
        model.toggleSign(.deposit)
        #expect(model.deposit.value == 5)
    }

    @Test func voucherFilteringAndSubmitTiming() {
        var model = filledIn()
        model.type("abc", into: .voucher)
        #expect(model.voucher.text == "", "lower case is not allowed")
        model.type("AB12CD34XYZ", into: .voucher)
        #expect(model.voucher.text == "AB2CD34X", "1 is not allowed, and at most 8 characters")
        model.voucher.text = "AB2"
        model.focusChanged(to: .voucher)
        model.focusChanged(to: .email)
        #expect(model.visibleErrors(.voucher).isEmpty, "validateOn submit: still hidden after blur")
        _ = model.submit()
        #expect(model.visibleErrors(.voucher) == ["Voucher must be 8 characters.", "Voucher is not in the expected format."])
    }

    @Test func changeTimingShowsErrorsWhileTyping() {
        var model = BookingModel(locale: enUS)
        model.type("ada@", into: .email)
        #expect(model.visibleErrors(.email) == ["Email must be a valid email address."])
        model.type("example.com", into: .email)
        #expect(model.visibleErrors(.email).isEmpty)
        #expect(model.visibleErrors(.confirmEmail).isEmpty, "not edited yet")
        model.confirmEmail.text = "ada@example.co"
        #expect(model.visibleErrors(.confirmEmail) == ["Confirm email must match Email."])
    }

    @Test func requiredDateAlwaysHasADay() throws {
        var model = filledIn()
        model.day.text = ""
        #expect(model.day.text == "2026-12-24", "a required date cannot be emptied")
        model.birthday.text = "2000-01-01"
        model.birthday.value = nil
        #expect(try model.submit().get().birthday == nil)
        model.day.value = nil
        #expect(model.day.text == "2026-12-24", "nor by its value")
    }

    /// What the view's Choose button does for an empty optional date: starts it at today, which
    /// is then chosen and submitted; a disabled optional date stays empty.
    @Test func choosingAnEmptyOptionalDateStartsAtToday() throws {
        var model = filledIn()
        #expect(model.birthday.value == nil)
        let now = Date()
        model.birthday.pickerDate = now
        let today = CalendarDay(now, in: model.birthday.calendar).description
        #expect(model.birthday.text == today)
        #expect(try model.submit().get().birthday == CalendarDay(today))
        #expect(model.issuedOn.value == nil)
        #expect(try model.submit().get().issuedOn == nil)
    }

    @Test func feedbackForIOS17() throws {
        var model = FeedbackModel(locale: frFR)
        // The model's locale is French, so formc's default messages are too.
        #expect(model.errors(.rating) == ["Le champ Rating doit être un nombre entier."])
        model.rating.text = "6"
        #expect(model.errors(.rating) == ["Le champ Rating doit être compris entre 1 et 5."])
        model.rating.text = "5"
        let values = try model.submit().get()
        #expect(values == FeedbackValues(rating: 5, comment: nil))
    }
}
