import Foundation
import Testing
import FormRuntime

/// `ToggleInput`: on or off, never empty; `required` means on.
@Suite struct ToggleInputTests {
    static let required = Rule.required(message: "Terms of service must be accepted.")

    @Test func startsOffUnlessTold() {
        #expect(ToggleInput().isOn == false)
        #expect(ToggleInput(isOn: true).isOn == true)
        #expect(ToggleInput().text == "false")
        #expect(ToggleInput(isOn: true).value)
    }

    @Test func requiredMeansOn() {
        var toggle = ToggleInput(rules: [Self.required])
        #expect(toggle.errors == ["Terms of service must be accepted."])
        toggle.isOn = true
        #expect(toggle.errors.isEmpty)
        toggle.isOn = false
        #expect(toggle.errors == ["Terms of service must be accepted."])
        #expect(ToggleInput(isOn: true, rules: [Self.required]).errors.isEmpty)
        #expect(Rules.isAccepted(true) && !Rules.isAccepted(false))
    }

    @Test func textIsTheJSONValue() {
        var toggle = ToggleInput()
        toggle.text = "true"
        #expect(toggle.isOn && toggle.text == "true")
        for other in ["", "yes", "TRUE", "1", " true"] {
            toggle.text = other
            #expect(toggle.isOn, "\(other.debugDescription) is ignored")
        }
        toggle.text = "false"
        #expect(!toggle.isOn)
    }

    @Test func aFlipIsAnEditAndTimingDecidesWhenErrorsShow() {
        var toggle = ToggleInput(rules: [Self.required], timing: .change)
        #expect(toggle.visibleErrors.isEmpty, "nothing shows before any interaction")
        toggle.isOn = false
        #expect(!toggle.interaction.edited, "setting the same value is no edit")
        toggle.isOn = true
        toggle.isOn = false
        #expect(toggle.interaction.edited)
        #expect(toggle.visibleErrors == ["Terms of service must be accepted."])

        var onBlur = ToggleInput(rules: [Self.required])
        onBlur.isOn = true
        onBlur.isOn = false
        #expect(onBlur.visibleErrors.isEmpty, "a toggle is never blurred: under blur, errors wait for submit")
        onBlur.markSubmitted()
        #expect(onBlur.visibleErrors == ["Terms of service must be accepted."])
    }
}
