import Foundation
import Testing
@testable import FormRuntime // @testable for the oracle: the rules' and the server's messages apart

/// One source of truth for a field's errors: what the model says blocks submit is what the
/// field's own input says, in every state a form reaches (typing in the field, typing in a field
/// its conditions read, prefill, reset, server errors, submit), for every field of forms with
/// `visible when` and `required when` (docs/SWIFT.md, "A field's errors").
@Suite struct FieldErrorsTests {
    /// What the model says of `field` from first principles: nothing while hidden; the
    /// `required` message (then the server's) while `required when` holds and it is empty; its
    /// own rules' messages, then the server's.
    static func expected<Model: FormState>(_ model: Model, _ field: Model.Field) -> [String] {
        guard model.isVisible(field) else { return [] }
        let input = Model.form[field].driven(of: model)
        if model.isRequired(field), !model.conditionValue(field).isPresent {
            let key = input is ToggleInput ? "formc.required.toggle" : "formc.required"
            return [model.strings.message(key, model.label(field))] + input.serverErrors
        }
        return input.ownErrors + input.serverErrors
    }

    /// Every field's input, the model's `errors(_:)`, `visibleErrors(_:)` and
    /// `currentErrors()` agree with `expected`, and telling the inputs the conditions again
    /// changes nothing (no input holds a stale state).
    static func check<Model: FormState & Equatable>(_ model: Model, _ step: String,
                                                     sourceLocation: SourceLocation = #_sourceLocation) {
        let current = model.currentErrors()
        for field in Model.Field.allCases {
            let input = Model.form[field].input(of: model)
            let expected = expected(model, field)
            #expect(input.errors == expected, "\(step): \(field.rawValue)'s input", sourceLocation: sourceLocation)
            #expect(model.errors(field) == expected, "\(step): model.errors(.\(field.rawValue))", sourceLocation: sourceLocation)
            #expect(current[field] == expected, "\(step): currentErrors()[.\(field.rawValue)]", sourceLocation: sourceLocation)
            #expect(input.visibleErrors == model.visibleErrors(field), "\(step): \(field.rawValue)'s visible errors",
                    sourceLocation: sourceLocation)
            if !model.isVisible(field) { #expect(input.visibleErrors.isEmpty, sourceLocation: sourceLocation) }
        }
        var again = model
        Model.form.applyConditions(in: &again)
        #expect(again == model, "\(step): an input's conditions were stale", sourceLocation: sourceLocation)
    }

    /// The case a person meets first: a field under `required when`, bound in an app's own
    /// view to the field's errors, says what the model says.
    @Test func aRequiredWhenFieldSaysItself() throws {
        var model = ShippingAddressModel(locale: enUS)
        #expect(model.state.errors.isEmpty, "hidden until a country is picked")
        model.country.value = .us
        #expect(model.state.errors == ["State is required."])
        #expect(model.errors(.state) == ["State is required."])
        #expect(model.state.visibleErrors.isEmpty, "not shown before the person leaves it or submits")
        guard case .failure(let errors) = model.submit() else { Issue.record("submitted"); return }
        #expect(errors[.state] == ["State is required."])
        #expect(model.state.visibleErrors == ["State is required."], "shown once submitted")
        model.state.text = "NY"
        #expect(model.state.errors.isEmpty)
        model.state.text = ""
        #expect(model.state.visibleErrors == ["State is required."])
        model.country.value = .ca
        #expect(model.state.errors.isEmpty && model.state.visibleErrors.isEmpty, "hidden again")
        #expect(model.province.errors == ["Province is required."])
    }

    /// A toggle's condition turns a `choices` field's `required` on: its input says so.
    @Test func aToggleThatRequiresAnotherField() {
        var model = PizzaOrderModel(locale: enUS)
        #expect(model.candles.errors.isEmpty)
        model.birthday.value = true
        #expect(model.candles.errors == ["Candles is required."])
        #expect(model.errors(.candles) == model.candles.errors)
        model.candles.value.insert(.sparklers)
        #expect(model.candles.errors.isEmpty)
        model.birthday.value = false
        model.candles.value = []
        #expect(model.candles.errors.isEmpty)
    }

    @Test func everyPathOfAFormWithConditions() throws {
        var model = ShippingModel(locale: enUS)
        Self.check(model, "new")
        model.state.text = "N"
        Self.check(model, "typed in the field")
        model.state.text = ""
        Self.check(model, "emptied the field")
        model.country.text = "CA"
        Self.check(model, "typed in the field the conditions read")
        model.express.text = "GIFT\"); fatalError(\"\\(x) \u{202E}#"
        Self.check(model, "a section shown")
        model.message.text = "Happy birthday"
        Self.check(model, "a field read by a required when")
        model.weight.text = "30"
        Self.check(model, "a number read by three conditions")
        model.express.text = "BULK"
        Self.check(model, "a section hidden again, with what was typed in it")
        model.setServerErrors([.count: ["Too many."], .state: ["Unknown state."], .province: ["No such province."]])
        Self.check(model, "server errors, one on a hidden field")
        model.country.text = "US"
        Self.check(model, "the hidden field with server errors shown again")
        #expect(model.state.errors == ["State is required.", "Unknown state."])
        model.focusChanged(to: .state)
        model.focusChanged(to: .postalCode)
        Self.check(model, "blurred")
        _ = model.submit()
        Self.check(model, "submitted")
        let values = ShippingValues(country: "CA", state: nil, province: nil, postalCode: "H2X", express: "BULK",
                                    phone: nil, weight: 2, insurance: nil, note: nil, count: nil, message: nil, from: nil)
        model.prefill(values)
        Self.check(model, "prefilled")
        #expect(model.province.errors.isEmpty && model.count.errors == ["Count is required."])
        model.reset(to: values)
        Self.check(model, "reset to values")
        model.reset()
        Self.check(model, "reset")
        #expect(model.state.errors == ["State is required."], "the default country is US")
        let prefilled = ShippingModel(values: values, locale: enUS)
        Self.check(prefilled, "init(values:)")
    }

    /// A walk of edits in every field that a condition reads, with a check after each.
    @Test func aWalkThroughTheConditions() {
        var model = ShippingModel(locale: enUS)
        let edits: [(String, (inout ShippingModel) -> Void)] = [
            ("country US", { $0.country.text = "US" }), ("country CA", { $0.country.text = "CA" }),
            ("country empty", { $0.country.text = "" }), ("express", { $0.express.text = "x" }),
            ("express empty", { $0.express.text = "" }), ("express BULK", { $0.express.text = "BULK" }),
            ("weight 25", { $0.weight.text = "25" }), ("weight 0.5", { $0.weight.text = "0.5" }),
            ("weight 200", { $0.weight.text = "200" }), ("weight empty", { $0.weight.text = "" }),
            ("gift", { $0.express.text = ConditionsTests.gift }), ("message", { $0.message.text = "Hi" }),
            ("message empty", { $0.message.text = "" }), ("from", { $0.from.text = "Ann" }),
            ("by text", { $0[text: .country] = "MX" }), ("submit", { _ = $0.submit() }),
        ]
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        for round in 0..<120 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            let (name, edit) = edits[Int(state >> 33) % edits.count]
            edit(&model)
            Self.check(model, "step \(round): \(name)")
        }
    }

    @Test func theExamplesWithConditions() {
        var address = ShippingAddressModel(locale: enUS)
        Self.check(address, "new")
        for country in ShippingAddressValues.CountryOption.allCases {
            address.country.value = country
            Self.check(address, country.rawValue)
        }
        address.speed.value = .express
        Self.check(address, "express")
        address.giftWrap.value = true
        Self.check(address, "gift")
        _ = address.submit()
        Self.check(address, "submitted")
        var pizza = PizzaOrderModel(locale: enUS)
        pizza.birthday.value = true
        pizza.extras.value = [.napkins]
        Self.check(pizza, "birthday")
        _ = pizza.submit()
        Self.check(pizza, "submitted")
    }
}
