import Foundation
import Testing
@testable import FormRuntime // @testable for what a model does to an input (blur, submit, server errors): the rest is public API

/// `ToggleInput`: on or off, never empty; `required` means on.
@Suite struct ToggleInputTests {
    static let required = Rule.required(message: "Terms of service must be accepted.")

    @Test func startsOffUnlessTold() {
        #expect(ToggleInput().value == false)
        #expect(ToggleInput(value: true).value == true)
        #expect(ToggleInput().text == "false")
        #expect(ToggleInput(value: true).value)
    }

    @Test func requiredMeansOn() {
        var toggle = ToggleInput(rules: [Self.required])
        #expect(toggle.errors == ["Terms of service must be accepted."])
        toggle.value = true
        #expect(toggle.errors.isEmpty)
        toggle.value = false
        #expect(toggle.errors == ["Terms of service must be accepted."])
        #expect(ToggleInput(value: true, rules: [Self.required]).errors.isEmpty)
        #expect(Rules.isAccepted(true) && !Rules.isAccepted(false))
    }

    @Test func textIsTheJSONValue() {
        var toggle = ToggleInput()
        toggle.text = "true"
        #expect(toggle.value && toggle.text == "true")
        for other in ["", "yes", "TRUE", "1", " true"] {
            toggle.text = other
            #expect(toggle.value, "\(other.debugDescription) is ignored")
        }
        toggle.text = "false"
        #expect(!toggle.value)
    }

    @Test func aFlipIsAnEditAndTimingDecidesWhenErrorsShow() {
        var toggle = ToggleInput(rules: [Self.required], timing: .change)
        #expect(toggle.visibleErrors.isEmpty, "nothing shows before any interaction")
        toggle.value = false
        #expect(!toggle.interaction.edited, "setting the same value is no edit")
        toggle.value = true
        toggle.value = false
        #expect(toggle.interaction.edited)
        #expect(toggle.visibleErrors == ["Terms of service must be accepted."])

        var onBlur = ToggleInput(rules: [Self.required])
        onBlur.value = true
        onBlur.value = false
        #expect(onBlur.visibleErrors.isEmpty, "a toggle is never blurred: under blur, errors wait for submit")
        onBlur.markSubmitted()
        #expect(onBlur.visibleErrors == ["Terms of service must be accepted."])
    }
}

/// `DateInput` with `range` rules and no default: no day until one is chosen, `today` read
/// when checked, and the picker limited to the allowed days.
@Suite struct DateRangeTests {
    static var utc: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar
    }
    static let today = CalendarDay("2026-03-15")!.date(in: utc)!

    @Test func aDateWithoutDefaultStartsWithNoDay() {
        let date = DateInput(rules: [], missingMessage: "Arrival is required.", calendar: Self.utc, today: Self.today)
        #expect(date.text == "" && date.value == nil)
        #expect(date.errors == ["Arrival is required."], "a non-optional date never submits today by itself")
        #expect(DateInput(isOptional: true, calendar: Self.utc).errors.isEmpty)
    }

    @Test func rangesWithDaysAndToday() {
        let rule = Rule.dateRange(min: .today, max: .day("2026-12-31"), message: "Arrival must be between today and 2026-12-31.")
        var date = DateInput(rules: [rule], missingMessage: "x", calendar: Self.utc, today: Self.today)
        date.text = "2026-03-14"
        #expect(date.errors == ["Arrival must be between today and 2026-12-31."], "yesterday is before today")
        date.text = "2026-03-15"
        #expect(date.errors.isEmpty, "today itself is allowed")
        date.text = "2026-12-31"
        #expect(date.errors.isEmpty, "the last day is allowed")
        date.text = "2027-01-01"
        #expect(!date.errors.isEmpty)
        #expect(date.earliest == CalendarDay("2026-03-15") && date.latest == CalendarDay("2026-12-31"))
        #expect(date.selectableDays == CalendarDay("2026-03-15")!.date(in: Self.utc)!...CalendarDay("2026-12-31")!.date(in: Self.utc)!)
    }

    @Test func chooseStartsAtTodayMovedIntoTheRange() {
        let rule = Rule.dateRange(min: .day("2026-06-01"), max: nil, message: "x")
        var date = DateInput(rules: [rule], isOptional: true, calendar: Self.utc, today: Self.today)
        date.choose()
        #expect(date.text == "2026-06-01", "today lies before the range: its first day")
        var open = DateInput(isOptional: true, calendar: Self.utc, today: Self.today)
        open.choose()
        #expect(open.text == "2026-03-15")
        #expect(open.selectableDays.lowerBound == .distantPast && open.selectableDays.upperBound == .distantFuture)
    }
}

/// `CalendarDay(year:month:day:)` makes the days `CalendarDay("YYYY-MM-DD")` reads, and no other.
@Test func calendarDayFromItsParts() {
    #expect(CalendarDay(year: 2026, month: 2, day: 28) == CalendarDay("2026-02-28"))
    #expect(CalendarDay(year: 2024, month: 2, day: 29) == CalendarDay("2024-02-29"))
    #expect(CalendarDay(year: 2026, month: 2, day: 29) == nil, "not a leap year")
    #expect(CalendarDay(year: 2026, month: 13, day: 1) == nil)
    #expect(CalendarDay(year: 2026, month: 4, day: 31) == nil)
    #expect(CalendarDay(year: 10_000, month: 1, day: 1) == nil, "YYYY has four digits")
    #expect(CalendarDay(year: -1, month: 1, day: 1) == nil)
    #expect(CalendarDay(year: 7, month: 3, day: 9)?.description == "0007-03-09")
}
