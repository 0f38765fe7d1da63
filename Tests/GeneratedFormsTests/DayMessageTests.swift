import Foundation
import Testing
import FormRuntime

/// A date field's messages write their days as the model's locale writes them, in the
/// field's `format date(style:)` (docs/LANGUAGE.md), never as the ISO day the `.form` file
/// wrote.
@Suite struct DayMessageTests {
    static func profile(birthday: String, locale: Locale) -> ProfileModel {
        let values = ProfileValues(givenName: "Anna", familyName: "Example", displayName: nil,
                                   birthday: CalendarDay(birthday)!, city: "Berlin", website: nil, weeklyHours: 12)
        return ProfileModel(values: values, locale: locale)
    }

    @Test func aBirthdayBefore1900IsRefusedInTheLocalesWords() {
        let english = Self.profile(birthday: "1899-12-31", locale: enUS)
        #expect(english.birthday.errors == ["Date of birth must be between January 1, 1900 and today."])
        let german = Self.profile(birthday: "1899-12-31", locale: deDE)
        #expect(german.birthday.errors == ["Date of birth muss zwischen 1. Januar 1900 und heute liegen."], "the label has no translation here; the template and the day do")
        #expect(Self.profile(birthday: "1900-01-01", locale: enUS).birthday.errors.isEmpty)
    }

    @Test func eachStyleWritesTheDayAsFoundationDoes() {
        let strings = FormStrings(bundle: nil, table: nil, locale: enUS)
        #expect(strings.day("2025-01-01", style: .numeric) == "1/1/2025")
        #expect(strings.day("2025-01-01", style: .abbreviated) == "Jan 1, 2025")
        #expect(strings.day("2025-01-01", style: .long) == "January 1, 2025")
        #expect(strings.day("2025-01-01", style: .complete) == "Wednesday, January 1, 2025")
        let german = FormStrings(bundle: nil, table: nil, locale: deDE)
        #expect(german.day("2030-12-31", style: .numeric) == "31.12.2030")
        #expect(german.day("2030-12-31", style: .long) == "31. Dezember 2030")
        #expect(german.day("2027-12-31", style: .abbreviated) == "31. Dez. 2027", "docs/LANGUAGE.md's example")
        #expect(strings.day("2027-12-31", style: .abbreviated) == "Dec 31, 2027")
    }

    @Test func theDayIsTheSameInEveryTimeZoneAndItsLocalesCalendar() {
        // Noon UTC, written for UTC: the day never moves, whatever the process's time zone.
        let japanese = FormStrings(bundle: nil, table: nil, locale: Locale(identifier: "ja_JP"))
        #expect(japanese.day("2025-12-31", style: .long) == "2025年12月31日")
        // th_TH counts years in the Buddhist era: 2025 is 2568.
        let thai = FormStrings(bundle: nil, table: nil, locale: Locale(identifier: "th_TH"))
        #expect(thai.day("2025-01-01", style: .long).contains("2568"))
    }

    @Test func aTextThatIsNoDayComesBackAsItIs() {
        let strings = FormStrings(bundle: nil, table: nil, locale: enUS)
        #expect(strings.day("2025-02-30", style: .long) == "2025-02-30")
        #expect(strings.day("", style: .long) == "")
    }
}
