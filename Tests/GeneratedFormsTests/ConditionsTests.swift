import Foundation
import Testing
import FormRuntime

/// Tests/Forms/Conditions.form: fields shown and required by conditions, in the Swift formc
/// generated for it. docs/LANGUAGE.md ("Conditions") states every rule tested here.
@Suite struct ConditionsTests {
    static let gift = "GIFT\"); fatalError(\"\\(x) \u{202E}#"

    func filledIn() -> ShippingModel {
        var model = ShippingModel(locale: enUS)
        model.state.text = "NY"
        model.postalCode.text = "10001"
        return model
    }

    @Test func visibilityFollowsTheCurrentValues() {
        var model = ShippingModel(locale: enUS)
        #expect(model.isVisible(.state), "the default country is US")
        #expect(!model.isVisible(.province))
        model.country.text = "CA"
        #expect(!model.isVisible(.state))
        #expect(model.isVisible(.province))
        model.country.text = ""
        #expect(!model.isVisible(.state) && !model.isVisible(.province), "an empty field equals nothing")
        #expect(model.isVisible(.note), "'country != \"US\"' holds for an absent country")
    }

    @Test func numbersCompareExactly() {
        var model = filledIn()
        #expect(!model.isVisible(.insurance))
        model.weight.text = "20.5"
        #expect(!model.isVisible(.insurance), "'weight > 20.5' is false at 20.5")
        // The smallest step above 20.5 that the field's 15 digits can type.
        model.weight.text = "20.5000000000001"
        #expect(model.isVisible(.insurance))
        // Longer digits cannot be typed: the decimal field takes 15 (what every JSON reader holds).
        model.weight.text = "20.50000000000000000000000000001"
        #expect(model.weight.text == "20.5000000000001")
        model.weight.text = "100"
        #expect(!model.isVisible(.insurance), "!(weight >= 100)")
        model.weight.text = "99.99"
        #expect(model.isVisible(.insurance))
        model.weight.text = "."
        #expect(model.weight.text == ".")
        #expect(!model.isVisible(.insurance), "unfinished text is no value")
        model.weight.text = "1.000"
        #expect(model.isVisible(.note), "weight <= 1")
    }

    @Test func hiddenFieldsAreNotValidatedAndSubmitNil() throws {
        var model = filledIn()
        model.country.text = "CA"
        model.phone.text = "not a phone"
        #expect(!model.isVisible(.phone))
        #expect(model.errors(.phone).isEmpty, "hidden: not validated")
        model.state.text = "NY"
        let values = try model.submit().get()
        #expect(values.state == nil, "hidden: the stale text is not submitted")
        #expect(values.phone == nil)
        #expect(values.insurance == nil, "a non-optional field that may be hidden submits an optional")
        #expect(values.note == nil, "empty")
        model.country.text = "US"
        #expect(model.state.text == "NY", "shown again, the text typed before is still there")
    }

    @Test func requiredWhenAppliesWhileItsConditionHolds() throws {
        var model = filledIn()
        model.state.text = ""
        #expect(model.errors(.state) == ["State is required."])
        #expect(model.visibleErrors(.state).isEmpty, "not shown before the field is left")
        model.focusChanged(to: .state)
        model.focusChanged(to: nil)
        #expect(model.visibleErrors(.state) == ["State is required."])
        model.express.text = "X1"
        #expect(model.errors(.phone) == ["Phone is required."])
        model.phone.text = "12"
        #expect(model.errors(.phone) == ["Phone must be a valid phone number."], "its own rules apply once it has a value")
        model.phone.text = "+1 212 555 0100"
        #expect(model.errors(.phone).isEmpty)
        #expect(model.errors(.count).isEmpty)
        model.express.text = "BULK"
        #expect(model.errors(.count) == ["Count is required."])
        model.express.text = ""
        model.weight.text = "3"
        #expect(model.errors(.count).isEmpty, "weight > 3 is false at 3")
        model.weight.text = "3.01"
        guard case .failure(let errors) = model.submit() else {
            Issue.record("submitted without the required fields")
            return
        }
        #expect(errors.firstInvalid == .state)
        #expect(errors[.count] == ["Count is required."])
    }

    @Test func aSectionConditionReachesEveryFieldAndAHostileLiteralStaysText() throws {
        var model = filledIn()
        #expect(!model.isVisible(.message) && !model.isVisible(.from))
        model.express.text = "GIFT"
        #expect(!model.isVisible(.message))
        model.express.text = Self.gift
        #expect(model.isVisible(.message) && model.isVisible(.from))
        model.express.text = "GIFT\"); fatalError(\"\\(x) \u{202E}#".decomposedStringWithCanonicalMapping + "\u{301}"
        #expect(!model.isVisible(.message), "code points, not canonical equivalence")
        model.express.text = Self.gift
        model.message.text = "Happy birthday"
        #expect(model.errors(.from) == ["From is required."])
        model.phone.text = "+1 212 555 0100"
        model.from.text = "Ada"
        let values = try model.submit().get()
        #expect(values.message == "Happy birthday")
        #expect(values.from == "Ada")
    }

    @Test func focusSkipsHiddenFields() {
        var model = filledIn()
        #expect(ShippingModel.focusOrder.fields.first == .country)
        #expect(model.nextFocus(after: .country) == .state)
        model.country.text = "FR"
        #expect(model.nextFocus(after: .country) == .postalCode, "state and province are hidden")
        #expect(model.previousFocus(before: .postalCode) == .country)
        #expect(model.focusKeeping(.state) == .postalCode, "a focused field that disappears hands focus on")
        #expect(model.focusKeeping(.country) == .country)
        #expect(model.isLastVisible(.count), "message and from are hidden")
        model.express.text = Self.gift
        #expect(!model.isLastVisible(.count))
        #expect(model.isLastVisible(.from))
        #expect(model.nextFocus(after: nil) == .country)
        #expect(model.previousFocus(before: nil) == .from)
    }
}
