import Foundation
@_spi(FormViews) import FormRuntime
import Testing

/// Tests/Forms/Steppers.form and Examples/TableBooking.form: an `int` with `stepper` is the
/// `int` it always was (a `NumberInput<Int>`, an `Int` submitted), starts at its default or
/// its lower bound, and the stepper's binding moves it within its range as typing would.
@Suite struct StepperTests {
    @Test func startsAtItsDefaultElseItsLowerBound() throws {
        let model = SteppersModel(locale: enUS)
        #expect(model.adults.value == 1 && model.adults.errors.isEmpty, "a required stepper is never empty")
        #expect(model.children.value == 4)
        #expect(model.oven.value == 180)
        #expect(model.tables.value == 2)
        let values = try #require(model.currentValues())
        #expect(values == SteppersValues(adults: 1, children: 4, highChairs: 0, oven: 180, tables: 2, note: ""))
    }

    @Test func takesNoFocus() {
        #expect(SteppersModel.focusOrder.fields == [.note])
        #expect(TableBookingModel.focusOrder.fields == [.name, .phone])
        #expect(!SteppersModel.canToggleSign(.oven), "a stepper's − goes below zero, not the -/+ key")
    }

    @Test func theBindingClampsRevalidatesAndClearsServerErrors() throws {
        var model = SteppersModel(locale: enUS)
        model.setServerErrors([.children: ["No room for 4 children."]])
        #expect(model.visibleErrors(.children) == ["No room for 4 children."])
        model.children[stepping: 0...10] += 2
        #expect(model.children.value == 6)
        #expect(model.visibleErrors(.children).isEmpty && model.errors(.children).isEmpty)
        model.children[stepping: 0...10] += 6
        #expect(model.children.value == 10, "a press past the end stops at it")
        model.oven[stepping: -20...250] = -30
        #expect(model.oven.value == -20 && model.oven.text == "-20", "below zero without allowNegative")
        let values = try model.submit().get()
        #expect(values.children == 10 && values.oven == -20)
    }

    @Test func aValueOutsideTheRangeFromThePrefillIsReportedAndStepsBackIn() throws {
        let start = SteppersValues(adults: 20, children: 3, highChairs: 0, oven: 180, tables: 2, note: "")
        var model = SteppersModel(values: start, locale: enUS)
        #expect(model.adults[stepping: 1...12] == 12, "the stepper shows the nearest end")
        guard case .failure(let errors) = model.submit() else {
            Issue.record("20 adults is outside 1...12")
            return
        }
        #expect(errors[.adults] == ["Adults must be at least 1 and less than 13."])
        #expect(model.children.value == 3, "a value between the steps is kept: the step is no rule")
        model.adults[stepping: 1...12] -= 1
        #expect(model.adults.value == 11)
        #expect(try model.submit().get().adults == 11)
    }

    @Test func theRecordIsThatOfAnInt() throws {
        var model = TableBookingModel(locale: enUS)
        #expect(model.guests.value == 2)
        model.guests[stepping: 1...12] += 1
        model.name.text = "Ada"
        model.phone.text = "+44 20 7946 0958"
        model.day.choose()
        let values = try model.submit().get()
        #expect(values.guests == 3)
        let json = try JSONSerialization.jsonObject(with: JSONEncoder().encode(values)) as? [String: Any]
        #expect(json?["guests"] as? Int == 3)
    }
}
