import Foundation
import Testing
import FormRuntime

/// What setting a field's text does when the field cannot hold the text, as docs/RUNTIME.md and
/// `FormState.subscript(text:)` say: the value stays. And what `""` does on fields that may
/// not be empty.
@Suite struct TextSetterTests {
    enum Size: String, FormChoice {
        case small, large
        static let labels = ["Small", "Large"]
    }

    static let utc: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar
    }()

    @Test func aChoiceKeepsItsPickWhenTheTextIsNoOption() {
        var size = ChoiceInput<Size>(value: .large, missingMessage: "Size is required.")
        size.text = "medium"
        #expect(size.value == .large && size.text == "large")
        size.text = "Large"                      // options compare code point by code point
        #expect(size.value == .large)
        size.text = "small"
        #expect(size.value == .small)
    }

    @Test func emptyTextClearsANonOptionalChoiceWithADefault() {
        var size = ChoiceInput<Size>(value: .large, missingMessage: "Size is required.")
        #expect(size.errors.isEmpty)
        size.text = ""
        #expect(size.value == nil && size.value == nil)
        #expect(size.errors == ["Size is required."])
    }

    @Test func aDateIgnoresADayThatDoesNotExist() {
        var day = DateInput(literal: "2026-03-01", missingMessage: "Day is required.", calendar: Self.utc)
        for impossible in ["2026-02-29", "2026-13-01", "2026-04-31", "29.02.2026", "2026-2-28"] {
            day.text = impossible
            #expect(day.text == "2026-03-01", "\(impossible)")
        }
        day.text = ""                            // not optional: no way back to no day
        #expect(day.text == "2026-03-01")
        day.text = "2028-02-29"                  // a leap year's
        #expect(day.text == "2028-02-29")
        var open = DateInput(isOptional: true, calendar: Self.utc)
        open.text = "2026-02-29"
        #expect(open.text == "" && open.value == nil)
    }

    @Test func choicesTextIsAJSONArray() {
        var sizes = ChoicesInput<Size>(value: [.large])
        #expect(sizes.text == #"["large"]"#)
        sizes.text = #"["large","small"]"#
        #expect(sizes.text == #"["small","large"]"#)   // declaration order
        sizes.text = #"["small","small"]"#               // repeated: ignored
        #expect(sizes.value.options == [.small, .large])
        sizes.text = #"["medium"]"#                      // unknown: ignored
        #expect(sizes.value.options == [.small, .large])
        sizes.text = ""
        #expect(sizes.value.isEmpty && sizes.text == "")
    }
}
