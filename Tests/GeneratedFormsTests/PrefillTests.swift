import Foundation
import Testing
import FormDSL
import FormRuntime

/// A generated model that can be prefilled: every generated model is one.
protocol Prefillable: FormState where Values: Codable & Equatable {}

extension BookingModel: Prefillable {}
extension StyleClassicModel: Prefillable {}
extension ContactCardModel: Prefillable {}
extension StyleModernModel: Prefillable {}
extension FeedbackModel: Prefillable {}
extension CheckoutModel: Prefillable {}
extension RegisterModel: Prefillable {}
extension ChoicesModel: Prefillable {}
extension ShippingModel: Prefillable {}
extension ConformanceChoicesModel: Prefillable {}
extension ConformanceMultipleChoicesModel: Prefillable {}
extension ConformanceConditionsModel: Prefillable {}
extension ConformanceDatesModel: Prefillable {}
extension ConformanceNumbersModel: Prefillable {}
extension ConformanceDoublesModel: Prefillable {}
extension ConformanceCurrenciesModel: Prefillable {}
extension ConformancePatternsModel: Prefillable {}
extension ConformanceFormatsModel: Prefillable {}
extension ConformanceTextModel: Prefillable {}
extension ConformanceTextFiltersModel: Prefillable {}
extension ConformanceTogglesModel: Prefillable {}
extension ContactDetailsModel: Prefillable {}
extension HostileModel: Prefillable {}
extension ShiftLoginModel: Prefillable {}
extension NamesModel: Prefillable {}
extension StockCountModel: Prefillable {}
extension ProjectBudgetModel: Prefillable {}
extension PriceAdjustmentModel: Prefillable {}
extension ProfileModel: Prefillable {}
extension ChangePasswordModel: Prefillable {}
extension ShippingAddressModel: Prefillable {}
extension PizzaOrderModel: Prefillable {}
extension SignUpModel: Prefillable {}
extension TableBookingModel: Prefillable {}
extension PreferencesModel: Prefillable {}
extension SteppersModel: Prefillable {}
extension SlidersModel: Prefillable {}
extension OrderModel: Prefillable {}
extension ComputedModel: Prefillable {}
extension ConformanceComputedModel: Prefillable {}
extension AgeModel: Prefillable {}

/// `Model(values: v).submit()` is `.success(v)` for every generated form, in several locales:
/// prefill writes each value as its field shows it, and that text submits as the value again.
@Suite struct PrefillTests {
    /// Every generated model, with the form it was generated from.
    static let forms: [(model: any Prefillable.Type, form: String, file: String)] = [
        (BookingModel.self, "Booking", "Tests/Forms/AllFeatures.form"),
        (FeedbackModel.self, "Feedback", "Tests/Forms/AllFeatures.form"),
        (CheckoutModel.self, "Checkout", "Examples/Checkout.form"),
        (RegisterModel.self, "Register", "Examples/ChineseLabels.form"),
        (ChoicesModel.self, "Choices", "Tests/Forms/Choices.form"),
        (ShippingModel.self, "Shipping", "Tests/Forms/Conditions.form"),
        (ConformanceChoicesModel.self, "ConformanceChoices", "Tests/Conformance/Choices.form"),
        (ConformanceMultipleChoicesModel.self, "ConformanceMultipleChoices", "Tests/Conformance/MultipleChoices.form"),
        (ConformanceConditionsModel.self, "ConformanceConditions", "Tests/Forms/ConformanceConditions.form"),
        (ConformanceDatesModel.self, "ConformanceDates", "Tests/Conformance/Dates.form"),
        (ConformanceNumbersModel.self, "ConformanceNumbers", "Tests/Conformance/Numbers.form"),
        (ConformanceDoublesModel.self, "ConformanceDoubles", "Tests/Conformance/Doubles.form"),
        (ConformanceCurrenciesModel.self, "ConformanceCurrencies", "Tests/Conformance/Currencies.form"),
        (ConformancePatternsModel.self, "ConformancePatterns", "Tests/Conformance/Patterns.form"),
        (ConformanceFormatsModel.self, "ConformanceFormats", "Tests/Conformance/Patterns.form"),
        (ConformanceTextModel.self, "ConformanceText", "Tests/Conformance/Text.form"),
        (ConformanceTextFiltersModel.self, "ConformanceTextFilters", "Tests/Conformance/Text.form"),
        (ConformanceTogglesModel.self, "ConformanceToggles", "Tests/Conformance/Toggles.form"),
        (ContactDetailsModel.self, "ContactDetails", "Examples/FocusChain.form"),
        (HostileModel.self, "Hostile", "Tests/Forms/Hostile.form"),
        (ShiftLoginModel.self, "ShiftLogin", "Examples/Login.form"),
        (NamesModel.self, "Names", "Tests/Forms/Names.form"),
        (StockCountModel.self, "StockCount", "Examples/NumberValidation.form"),
        (ProjectBudgetModel.self, "ProjectBudget", "Examples/OptionalValues.form"),
        (PriceAdjustmentModel.self, "PriceAdjustment", "Examples/Price.form"),
        (ProfileModel.self, "Profile", "Examples/Profile.form"),
        (ChangePasswordModel.self, "ChangePassword", "Examples/Profile.form"),
        (ShippingAddressModel.self, "ShippingAddress", "Examples/ShippingAddress.form"),
        (PizzaOrderModel.self, "PizzaOrder", "Examples/PizzaOrder.form"),
        (SignUpModel.self, "SignUp", "Examples/SignUp.form"),
        (TableBookingModel.self, "TableBooking", "Examples/TableBooking.form"),
        (ContactCardModel.self, "ContactCard", "Examples/ContactCard.form"),
        (PreferencesModel.self, "Preferences", "Tests/Forms/Toggles.form"),
        (SteppersModel.self, "Steppers", "Tests/Forms/Steppers.form"),
        (SlidersModel.self, "Sliders", "Tests/Forms/Sliders.form"),
        (StyleClassicModel.self, "StyleClassic", "Tests/Forms/Styles.form"),
        (StyleModernModel.self, "StyleModern", "Tests/Forms/Styles.form"),
        (OrderModel.self, "Order", "Examples/Order.form"),
        (ComputedModel.self, "Computed", "Tests/Forms/Computed.form"),
        (ConformanceComputedModel.self, "ConformanceComputed", "Tests/Computed/ConformanceComputed.form"),
        (AgeModel.self, "Age", "Tests/Computed/Age.form"),
    ]

    static let locales = [enUS, deDE, frFR, Locale(identifier: "ar_EG"), Locale(identifier: "de_CH"), Locale(identifier: "sv_SE")]

    @Test func everyGeneratedModelIsListed() throws {
        let directory = Sources.packageRoot.appendingPathComponent("Tests/GeneratedFormsTests/Generated")
        var declared = Set<String>()
        for file in try FileManager.default.contentsOfDirectory(atPath: directory.path) where file.hasSuffix(".swift") {
            let text = try String(contentsOf: directory.appendingPathComponent(file), encoding: .utf8)
            for line in text.split(separator: "\n") where line.hasPrefix("public struct ") && line.hasSuffix("Model: FormRuntime.FormState, Swift.Equatable {") {
                declared.insert(String(line.dropFirst("public struct ".count).dropLast(": FormRuntime.FormState, Swift.Equatable {".count)))
            }
        }
        // A form with repeating groups is prefilled row by row from its scripts' records
        // (`RepeatScriptsTests.prefilledRecordsSubmitUnchanged`), or from what the example's
        // own test submits (`RepeatExamplesTests`), its row models with it.
        let byRows: Set<String> = ["ConformanceRepeatsModel", "ConformanceRepeatsItemsRowModel", "ConformanceRepeatsPeopleRowModel",
                                   "OrderLinesModel", "OrderLinesItemsRowModel", "HouseholdModel", "HouseholdPeopleRowModel"]
        #expect(declared.subtracting(byRows) == Set(Self.forms.map { String(describing: $0.model) }))
        #expect(declared.isSuperset(of: byRows))
    }

    @Test(arguments: 0..<forms.count)
    func prefilledValuesSubmitUnchanged(_ index: Int) throws {
        let entry = Self.forms[index]
        let form = try Sources.form(entry.form, in: entry.file)
        try Self.roundTrip(entry.model, form)
    }

    /// Types into each field that is not submitted what its `equals` rule asks for: the text
    /// of the field it must equal, as a person retypes a password confirmation.
    static func retypeUnsubmitted<M: FormState>(_ model: inout M, _ form: FormModel) {
        for field in form.fields where !field.isSubmitted {
            for validator in field.validators {
                guard case .field(let other) = validator.argument,
                      let target = M.Field(rawValue: form.fields[other].name),
                      let own = M.Field(rawValue: field.name) else { continue }
                model[text: own] = model[text: target]
            }
        }
    }

    static func roundTrip<M: Prefillable>(_: M.Type, _ form: FormModel) throws {
        var filled = fill(M.self, form)
        // The sample is not vacuous: every field shown holds a value (but one that must be empty).
        let mustBeEmpty = Set(form.fields.filter { field in
            field.validators.contains { $0.name == .length && $0.argument == .counts(min: nil, max: 0) }
        }.map(\.name))
        // A computed value is worked out, not typed: it may be absent (a division by zero).
        let computed = Set(form.fields.filter { $0.computed != nil }.map(\.name))
        for field in M.Field.allCases where filled.isVisible(field) && !mustBeEmpty.contains(field.rawValue) && !computed.contains(field.rawValue) {
            #expect(!filled[text: field].isEmpty, "\(form.name).\(field.rawValue): no candidate fits")
        }
        let submitted = filled.submit()
        guard case .success(let values) = submitted else {
            Issue.record("\(form.name): the sample does not submit: \(submitted)")
            return
        }
        for locale in locales {
            var model = M(values: values, locale: locale)
            // A field that is not submitted is not in `values`: it starts empty, and the person
            // types it again (a password confirmation); that is the only edit. A computed value
            // that is not submitted is worked out from the values instead.
            for field in M.Field.allCases
            where !form.fields.contains(where: { $0.name == field.rawValue && ($0.isSubmitted || $0.computed != nil) }) {
                #expect(model[text: field] == M(locale: locale)[text: field], "\(form.name).\(field.rawValue): as declared")
            }
            retypeUnsubmitted(&model, form)
            for field in M.Field.allCases {
                #expect(model.visibleErrors(field).isEmpty, "\(form.name).\(field.rawValue): a prefilled field shows no error")
                // Nor holds one to show once it is left: an `equals` field knows its prefilled
                // counterpart from the start.
                #expect(model.errors(field).isEmpty, "\(form.name).\(field.rawValue): a prefilled field has no error")
            }
            let again = model.submit()
            #expect(again == .success(values), "\(form.name) in \(locale.identifier)")

            // `reset(to:)` goes back to the values, `reset()` to the defaults.
            model[text: M.Field.allCases.first!] = "x"
            model.reset(to: values)
            retypeUnsubmitted(&model, form)
            #expect(model.submit() == .success(values), "\(form.name): reset(to:)")
            model.reset(to: nil)
            var fresh = M(locale: locale)
            #expect(model.submit() == fresh.submit(), "\(form.name): reset()")
        }

        // Optional fields left nil are empty after prefill (a hidden one may keep its default).
        let encoded = try JSONEncoder().encode(values)
        guard var object = try JSONSerialization.jsonObject(with: encoded) as? [String: Any] else { return }
        var emptied: [M.Field] = []
        // A computed value is worked out from the fields again, whatever the values say of it.
        for field in form.fields where field.isOptional && field.computed == nil {
            object[field.name] = nil
            if let key = M.Field(rawValue: field.name) { emptied.append(key) }
        }
        let sparse = try JSONDecoder().decode(M.Values.self, from: JSONSerialization.data(withJSONObject: object))
        let model = M(values: sparse, locale: enUS)
        for field in emptied where model.isVisible(field) {
            #expect(model[text: field] == "", "\(form.name).\(field.rawValue): nil prefills an empty field")
        }
    }

    /// A model whose every field holds a value its rules accept, found by typing candidates in
    /// en_US: the first one each field keeps without an error. Three rounds, since `equals`,
    /// `required when` and `visible when` depend on other fields.
    static func fill<M: FormState>(_: M.Type, _ form: FormModel) -> M {
        var model = M(locale: enUS)
        for _ in 0..<3 {
            for field in form.fields {
                guard let key = M.Field(rawValue: field.name) else { continue }
                let original = model[text: key]
                var kept = false
                for candidate in candidates(field, form) + equalsCandidates(field, form, model) {
                    model[text: key] = candidate
                    if model.errors(key).isEmpty && !model[text: key].isEmpty {
                        kept = true
                        break
                    }
                }
                if !kept { model[text: key] = original }
            }
        }
        return model
    }

    static func equalsCandidates<M: FormState>(_ field: FieldModel, _ form: FormModel, _ model: M) -> [String] {
        var texts: [String] = []
        for validator in field.validators {
            if case .field(let other) = validator.argument, let key = M.Field(rawValue: form.fields[other].name) {
                texts.append(model[text: key])
            }
        }
        return texts
    }

    static func candidates(_ field: FieldModel, _ form: FormModel) -> [String] {
        switch field.kind.value {
        case .text:
            var texts: [String] = []
            for validator in field.validators {
                if validator.name == .length, case .counts(let min, let max) = validator.argument {
                    for count in [min, max].compactMap({ $0 }) where count > 0 && count < 100 {
                        texts.append(String(repeating: "a", count: count))
                        texts.append(String(repeating: "1", count: count))
                    }
                }
            }
            return texts + ["Ann", "ann_1", "ann@example.org", "https://example.org", "+49 30 1234567",
                            "4111 1111 1111 1111", "12/30", "13812345678", "12345", "ABCD1234", "ABCD2345", "AB12", "a-]", "ABC-1234",
                            "yes", "abc", "12", "a b", "用户", "😀", "x", "#\"#", "#\"##", "US", "Ann Example"]
        case .integer, .fraction:
            var texts: [String] = []
            for validator in field.validators {
                if case .numbers(let min, let max) = validator.argument {
                    for bound in [min, max].compactMap({ $0 }) where bound.inclusive { texts.append(bound.text) }
                }
            }
            return texts + ["2", "5", "13", "20", "42", "0.2", "2.5", "12.75", "1234", "-2", "-1.75", "0"]
        case .date:
            let today = CalendarDay(Date(), in: .current)
            var texts = [today.description]
            for validator in field.validators {
                if case .days(let min, let max) = validator.argument {
                    for bound in [min, max] {
                        if case .day(let day)? = bound { texts.append(day) }
                    }
                }
            }
            return texts + ["2024-06-15", "1990-05-17"]
        case .boolean:
            return ["true"]
        case .option:
            return field.options.map(\.value)
        case .optionSet:
            // The text of a choices field: a JSON array of option values (`ChoicesInput.text`).
            func array(_ values: [String]) -> String {
                String(decoding: try! JSONEncoder().encode(values), as: UTF8.self)
            }
            let values = field.options.map(\.value)
            return values.map { array([$0]) } + [array(Array(values.prefix(2))), array(Array(values.reversed().prefix(3))), array(values), ""]
        }
    }
}
