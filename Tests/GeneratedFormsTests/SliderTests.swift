import Foundation
@_spi(FormViews) import FormRuntime
import Testing

/// Tests/Forms/Sliders.form: an `int` or `double` with `slider` is the number it always was (a
/// `NumberInput`, an `Int` or `Double` submitted), starts at its default or its lower bound,
/// and the slider's binding moves it to the nearest step inside its range and writes it as
/// typing would, so what the slider shows is exactly what is validated and submitted.
@Suite struct SliderTests {
    @Test func startsAtItsDefaultElseItsLowerBound() {
        let model = SlidersModel(locale: enUS)
        #expect(model.volume.value == 0.5 && model.volume.text == "0.5")
        #expect(model.balance.value == -1, "a double without a default starts at its lower bound")
        #expect(model.bass.value == -12 && model.bass.errors.isEmpty, "a slider is never empty")
        #expect(model.tempo.value == 120)
        #expect(model.quality.value == 0)
        #expect(model.gain.value == 2.5)
    }

    @Test func takesNoFocus() {
        #expect(SlidersModel.focusOrder.fields == [.title])
        #expect(!SlidersModel.canToggleSign(.balance), "a slider's range goes below zero, not the -/+ key")
    }

    @Test func settingClampsToTheRange() {
        var model = SlidersModel(locale: enUS)
        model.volume[sliding: 0...1, step: 0.1] = 1.7
        #expect(model.volume.value == 1 && model.volume.text == "1")
        model.volume[sliding: 0...1, step: 0.1] = -3
        #expect(model.volume.value == 0 && model.volume.text == "0")
        model.bass[sliding: -12...12, step: 1] = 40
        #expect(model.bass.value == 12)
        model.bass[sliding: -12...12, step: 1] = -40
        #expect(model.bass.value == -12 && model.bass.text == "-12", "below zero without allowNegative")
        model.balance[sliding: -1...1] = 9
        #expect(model.balance.value == 1)
        model.balance[sliding: -1...1] = .nan
        #expect(model.balance.value == 1, "a value that is no number leaves the field as it was")
    }

    @Test func settingMovesToTheNearestStepFromTheLowerBound() {
        var model = SlidersModel(locale: enUS)
        model.volume[sliding: 0...1, step: 0.1] = 0.34
        #expect(model.volume.text == "0.3", "the step's value in decimal, not 0.30000000000000004")
        #expect(model.volume.value == 0.3)
        model.volume[sliding: 0...1, step: 0.1] = 0.76
        #expect(model.volume.text == "0.8")
        model.tempo[sliding: 60...200, step: 5] = 123.4
        #expect(model.tempo.value == 125 && model.tempo.text == "125")
        model.tempo[sliding: 60...200, step: 5] = 61
        #expect(model.tempo.value == 60)
        model.bass[sliding: -12...12, step: 1] = 3.6
        #expect(model.bass.value == 4)
        model.quality[sliding: 0...1, step: 0.25] = 0.6
        #expect(model.quality.value == 0.5 && model.quality.text == "0.5")
        model.echo[sliding: 0...0.5, step: 0.05] = 0.33
        #expect(model.echo.text == "0.35")
    }

    @Test func aFreeSliderWritesWhatTheFieldHolds() {
        var model = SlidersModel(locale: enUS)
        model.balance[sliding: -1...1] = 0.1 + 0.2
        #expect(model.balance.text == "0.3", "rounded to the 15 significant digits a Double keeps")
        model.balance[sliding: -1...1] = -0.123456789
        #expect(model.balance.value == -0.123456789)
        model.gain[sliding: 0...10] = 7.25
        #expect(model.gain.value == 7.25)
    }

    @Test func theGetterShowsTheValueInsideTheRange() throws {
        let start = SlidersValues(volume: 3, balance: 0.25, bass: -20, tempo: 90, quality: 0.5, gain: 1, echo: 0.25, title: "Take")
        var model = SlidersModel(values: start, locale: enUS)
        #expect(model.volume[sliding: 0...1, step: 0.1] == 1, "the slider shows the nearest end")
        #expect(model.bass[sliding: -12...12, step: 1] == -12)
        #expect(model.balance[sliding: -1...1] == 0.25)
        guard case .failure(let errors) = model.submit() else {
            Issue.record("a volume of 3 is outside 0...1")
            return
        }
        #expect(errors[.volume] == ["Volume must be between 0 and 1."])
        #expect(errors[.bass] == ["Between -12 and 12 dB"])
        model.volume[sliding: 0...1, step: 0.1] = 0.9
        model.bass[sliding: -12...12, step: 1] = -6
        let values = try model.submit().get()
        #expect(values.volume == 0.9 && values.bass == -6)
    }

    @Test func movingRevalidatesClearsServerErrorsAndSubmits() throws {
        var model = SlidersModel(locale: enUS)
        model.setServerErrors([.tempo: ["That tempo is taken."]])
        #expect(model.visibleErrors(.tempo) == ["That tempo is taken."])
        model.tempo[sliding: 60...200, step: 5] = 140
        #expect(model.visibleErrors(.tempo).isEmpty && model.errors(.tempo).isEmpty)
        model.volume[sliding: 0...1, step: 0.1] = 0.7
        model.title.text = "Take one"
        let values = try model.submit().get()
        #expect(values.tempo == 140 && values.volume == 0.7 && values.bass == -12 && values.balance == -1)
        let json = try JSONSerialization.jsonObject(with: JSONEncoder().encode(values)) as? [String: Any]
        #expect(json?["tempo"] as? Int == 140)
        #expect(json?["volume"] as? Double == 0.7)
    }
}
