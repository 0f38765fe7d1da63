/// A form as the Swift emitters read it: the checked model and its fields.
///
/// A class, like `SwiftField`: the emitters and the closures they write blocks with hold it,
/// and copying a reference does not copy the model's Strings.
final class SwiftForm {
    let model: FormModel
    let fields: [SwiftField]

    /// `XValues`, `XModel`, `XForm`: the types generated for form `X`.
    let values: SwiftCode
    let modelType: SwiftCode
    let view: SwiftCode
    /// Whether any field has a condition (`SwiftConditions.apply`), asked once: the emitters
    /// ask it for every field.
    let hasConditions: Bool

    init(_ model: FormModel) {
        self.model = model
        let choiceTypes = SwiftChoiceNames.typeNames(for: model.fields)
        var fields: [SwiftField] = []
        fields.reserveCapacity(model.fields.count)
        // By index: each field's model is copied once, into its `SwiftField`.
        for index in model.fields.indices {
            fields.append(SwiftField(model.fields[index], index: index,
                                     choiceType: choiceTypes[index].map { (model.name + "Values", $0) }))
        }
        self.fields = fields
        hasConditions = SwiftConditions.apply(to: model)
        values = .raw(model.name + "Values")
        modelType = .raw(model.name + "Model")
        view = .raw(model.name + "Form")
    }
}

/// A field as the Swift emitters read it: its checked model (a copy, read by value), and its
/// name, label and types as Swift, which the emitters write many times.
///
/// A class, so that passing a field around (the emitters go over the fields some twenty times)
/// shares one copy of its model instead of copying its Strings each time.
final class SwiftField {
    let model: FieldModel
    /// The field's place in the form's `fields`.
    let index: Int
    /// Whether the name is a keyword (`member` has backticks).
    let isKeyword: Bool
    /// The name as an identifier, in backticks when it is a keyword (`SwiftLiteral.identifier`).
    let member: SwiftCode
    /// The label as a string literal (`SwiftLiteral.string`).
    let label: SwiftCode
    /// The name as an argument label in a call (`SwiftLiteral.callLabel`).
    let callLabel: SwiftCode
    /// The submitted value's Swift type, as `XValues` declares it (a choice's options enum):
    /// optional for an optional field, and for a field that may be hidden (`visible when`),
    /// which submits nil while hidden.
    let valueType: SwiftCode
    /// The FormRuntime input type holding the field's state (`TextInput`, `ChoiceInput<...>`).
    let inputType: SwiftCode
    /// For a choice: its options' enum, nested in `XValues` (the name without and with
    /// `XValues.`), and each option's case name (`SwiftChoiceNames`), in backticks where needed.
    let choiceType: String?
    let qualifiedChoiceType: String?
    let optionCases: [String]

    /// `choiceType`: for a choice, `XValues` and the name of its options' enum.
    init(_ model: consuming FieldModel, index: Int, choiceType: (values: String, name: String)? = nil) {
        isKeyword = SwiftLiteral.isKeyword(model.name)
        self.index = index
        self.choiceType = choiceType?.name
        qualifiedChoiceType = choiceType.map { $0.values + "." + $0.name }
        optionCases = model.options.isEmpty ? [] : SwiftChoiceNames.caseNames(model.options.map(\.value)).map(SwiftLiteral.identifier)
        member = .raw(SwiftLiteral.identifier(model.name))
        label = .string(model.label)
        callLabel = .raw(SwiftLiteral.callLabel(model.name))
        // A choices field submits a set of its options' enum (`ChoiceSet<XOption>`).
        let optionalMark = model.isOptional || model.visibleWhen != nil ? "?" : ""
        if model.kind == .choices {
            valueType = .raw(Self.qualified(model.kind.spec.swiftType) + "<" + (choiceType?.name ?? "") + ">" + optionalMark)
        } else {
            valueType = .raw((choiceType?.name ?? Self.qualified(model.kind.spec.swiftType)) + optionalMark)
        }
        // The kind's input; a choice's is generic over the enum of its options.
        if model.computed != nil {
            // A computed value's input holds what the model works out, of the kind's type.
            inputType = .raw(Self.qualified(SwiftComputed.inputType(model)))
        } else {
            inputType = model.kind.value.hasOptions ? .raw(Self.qualified(model.kind.spec.input) + "<" + (qualifiedChoiceType ?? "") + ">")
                : .raw(Self.qualified(model.kind.spec.input))
        }
        self.model = model
    }

    /// A type of the language table (`FieldKindSpec.swiftType` and `.input`) with its module,
    /// and its generic argument's: `Decimal` is `Foundation.Decimal`, `NumberInput<Int>` is
    /// `FormRuntime.NumberInput<Swift.Int>`. A name the table gains must be added here (a test
    /// asks for every kind's), so no type is ever written without its module.
    static func qualified(_ type: String) -> String {
        if let open = type.firstIndex(of: "<"), type.hasSuffix(">") {
            let argument = type[type.index(after: open)..<type.index(before: type.endIndex)]
            return qualified(String(type[..<open])) + "<" + qualified(String(argument)) + ">"
        }
        guard let module = modules[type] else {
            preconditionFailure("the module of '\(type)' is not known: add it to SwiftField.modules")
        }
        return module + "." + type
    }

    /// The module of each type the language table names.
    static let modules: [String: String] = [
        "String": "Swift", "Int": "Swift", "Double": "Swift", "Bool": "Swift",
        "Decimal": "Foundation",
        "CalendarDay": "FormRuntime", "ChoiceSet": "FormRuntime", "TextInput": "FormRuntime", "NumberInput": "FormRuntime",
        "DateInput": "FormRuntime", "ToggleInput": "FormRuntime", "ChoiceInput": "FormRuntime", "ChoicesInput": "FormRuntime",
        "ComputedNumber": "FormRuntime", "ComputedText": "FormRuntime",
    ]
}
