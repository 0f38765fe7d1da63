import Foundation
import Testing
import FormDSL
import FormRuntime

/// Every generated model has the fields, order, texts and rules of the form it came from.
@Suite struct ShapeTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let form: String
        let file: String
        let check: @Sendable (FormModel) throws -> Void
        var testDescription: String { form }
    }

    static func shape<M: FormState>(_ type: M.Type, _ form: String, _ file: String) -> Case {
        Case(form: form, file: file) { model in try checkShape(type, model) }
    }

    static let cases: [Case] = [
        shape(CheckoutModel.self, "Checkout", "Examples/Checkout.form"),
        shape(RegisterModel.self, "Register", "Examples/ChineseLabels.form"),
        shape(ContactDetailsModel.self, "ContactDetails", "Examples/FocusChain.form"),
        shape(ShiftLoginModel.self, "ShiftLogin", "Examples/Login.form"),
        shape(StockCountModel.self, "StockCount", "Examples/NumberValidation.form"),
        shape(ProjectBudgetModel.self, "ProjectBudget", "Examples/OptionalValues.form"),
        shape(PriceAdjustmentModel.self, "PriceAdjustment", "Examples/Price.form"),
        shape(ProfileModel.self, "Profile", "Examples/Profile.form"),
        shape(ChangePasswordModel.self, "ChangePassword", "Examples/Profile.form"),
        shape(SignUpModel.self, "SignUp", "Examples/SignUp.form"),
        shape(ShippingAddressModel.self, "ShippingAddress", "Examples/ShippingAddress.form"),
        shape(PizzaOrderModel.self, "PizzaOrder", "Examples/PizzaOrder.form"),
        shape(ShippingModel.self, "Shipping", "Tests/Forms/Conditions.form"),
        shape(TableBookingModel.self, "TableBooking", "Examples/TableBooking.form"),
        shape(ContactCardModel.self, "ContactCard", "Examples/ContactCard.form"),
        shape(PreferencesModel.self, "Preferences", "Tests/Forms/Toggles.form"),
        shape(SteppersModel.self, "Steppers", "Tests/Forms/Steppers.form"),
        shape(SlidersModel.self, "Sliders", "Tests/Forms/Sliders.form"),
        shape(ChoicesModel.self, "Choices", "Tests/Forms/Choices.form"),
        shape(BookingModel.self, "Booking", "Tests/Forms/AllFeatures.form"),
        shape(FeedbackModel.self, "Feedback", "Tests/Forms/AllFeatures.form"),
        shape(HostileModel.self, "Hostile", "Tests/Forms/Hostile.form"),
        shape(NamesModel.self, "Names", "Tests/Forms/Names.form"),
        shape(OrderModel.self, "Order", "Examples/Order.form"),
        shape(ComputedModel.self, "Computed", "Tests/Forms/Computed.form"),
        Case(form: "OrderLines", file: "Examples/OrderLines.form") { form in
            try checkGroupShape(OrderLinesModel.self, form, rows: [OrderLinesItemsRowModel.self])
        },
        Case(form: "Household", file: "Examples/Household.form") { form in
            try checkGroupShape(HouseholdModel.self, form, rows: [HouseholdPeopleRowModel.self])
        },
    ]

    @Test(arguments: cases)
    func generatedModelMatchesTheForm(_ c: Case) throws {
        try c.check(try Sources.form(c.form, in: c.file))
    }

    @Test func everyExampleHasAShapeTest() throws {
        let examples = try FileManager.default.contentsOfDirectory(atPath: Sources.packageRoot.appendingPathComponent("Examples").path)
            .filter { $0.hasSuffix(".form") }
        let covered = Set(Self.cases.map { ($0.file as NSString).lastPathComponent })
        #expect(Set(examples).subtracting(covered).isEmpty)
    }
}

/// Fields and their order, focus order, initial focus, title, submit label, every label,
/// prompt and help text, and the validation messages the model reports when all fields are
/// emptied and submitted.
func checkShape<M: FormState>(_ type: M.Type, _ form: FormModel) throws {
    #expect(M.Field.allCases.map(\.rawValue) == form.fields.map(\.name))
    #expect(M.focusOrder.fields.map(\.rawValue) == form.focusOrder)
    #expect(M.initialFocus?.rawValue == form.initialFocus)
    #expect(M.title == form.title)
    #expect(M.submitLabel == form.submitLabel)
    for field in form.fields {
        let generated = try #require(M.Field(rawValue: field.name))
        #expect(M.form[generated].label == field.label)
        #expect(M.form[generated].prompt == field.prompt)
        #expect(M.form[generated].help == field.help)
        // FormRuntime looks the texts up under the keys the catalog has for them.
        for role in ["label", "prompt", "help"] {
            #expect(M.form.key(generated, role) == StringKeys.field(form: form.name, field: field.name, role: role))
        }
    }
    #expect(M.form.name == form.name)
}

/// The generated files name `FormRuntime.GeneratedCodeVersion_N` of the emitter's `N` (this
/// target compiles them, so the runtime declares that type), and the runtime says the same `N`.
@Test func generatedCodeAndRuntimeVersionsMatch() {
    #expect(SwiftEmitter.generatedCodeVersion == FormRuntimeInfo.generatedCodeVersion)
}

/// The shape of a form with repeating groups: the form model's fields are the form's own and
/// one per group, in declaration order (a group where its first field is), its focus order the
/// form's focus steps with each group named where its rows go; each row model has its
/// group's fields and the group's focus order, with the labels and keys of the form.
func checkGroupShape<M: FormState>(_ type: M.Type, _ form: FormModel, rows: [any FormState.Type]) throws {
    var members: [String] = []
    for field in form.fields {
        if let g = field.repeatGroup {
            if !members.contains(form.repeats[g].name) { members.append(form.repeats[g].name) }
        } else {
            members.append(field.name)
        }
    }
    #expect(M.Field.allCases.map(\.rawValue) == members)
    let steps = form.focusSteps.map { step -> String in
        switch step {
        case .field(let f): return form.fields[f].name
        case .rows(let g): return form.repeats[g].name
        }
    }
    #expect(M.focusOrder.fields.map(\.rawValue) == steps)
    #expect(M.title == form.title)
    #expect(M.submitLabel == form.submitLabel)
    #expect(M.form.name == form.name)
    #expect(rows.count == form.repeats.count)
    for (group, row) in zip(form.repeats, rows) {
        try checkRowShape(row, group: group, of: form)
    }
}

private func checkRowShape<R: FormState>(_ type: R.Type, group: RepeatModel, of form: FormModel) throws {
    #expect(R.Field.allCases.map(\.rawValue) == group.fields.map { form.fields[$0].name })
    #expect(R.focusOrder.fields.map(\.rawValue) == group.focusFields.map { form.fields[$0].name })
    for f in group.fields {
        let field = form.fields[f]
        let generated = try #require(R.Field(rawValue: field.name))
        #expect(R.form[generated].label == field.label)
        #expect(R.form[generated].help == field.help)
        #expect(R.form.key(generated, "label") == StringKeys.field(form: form.name, field: field.name, role: "label"))
    }
}
