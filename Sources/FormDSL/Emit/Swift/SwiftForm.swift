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

    init(_ model: FormModel) {
        self.model = model
        fields = model.fields.indices.map { SwiftField(model.fields[$0], index: $0) }
        values = .raw(model.name + "Values")
        modelType = .raw(model.name + "Model")
        view = .raw(model.name + "Form")
    }
}

/// A field as the Swift emitters read it: its checked model (a copy, read by value), and its
/// name and label spelled as Swift once, since every field's are written many times.
///
/// A class, so that passing a field around (the emitters go over the fields some twenty times)
/// shares one copy of its model instead of copying its Strings each time.
final class SwiftField {
    let model: FieldModel
    /// The field's place in the form's `fields`.
    let index: Int
    /// Whether the name is a keyword (`member` has backticks).
    let isKeyword: Bool
    private let memberName: String
    private let callLabelName: String
    private let labelLiteral: String

    init(_ model: FieldModel, index: Int) {
        self.model = model
        self.index = index
        isKeyword = SwiftLiteral.isKeyword(model.name)
        memberName = isKeyword ? "`\(model.name)`" : model.name   // SwiftLiteral.identifier
        callLabelName = SwiftLiteral.callLabel(model.name)
        labelLiteral = SwiftLiteral.string(model.label)
    }

    /// The name as an identifier, in backticks when it is a keyword (`SwiftLiteral.identifier`).
    var member: SwiftCode { .raw(memberName) }
    /// The label as a string literal (`SwiftLiteral.string`).
    var label: SwiftCode { .raw(labelLiteral) }
    /// The name as an argument label in a call (`SwiftLiteral.callLabel`).
    var callLabel: SwiftCode { .raw(callLabelName) }

    /// The FormRuntime input type holding the field's state.
    var inputType: SwiftCode {
        switch model.type {
        case .text, .secure, .multiline: return "TextInput"
        case .int: return "NumberInput<Int>"
        case .double: return "NumberInput<Double>"
        case .decimal, .currency, .percent: return "NumberInput<Decimal>"
        case .date: return "DateInput"
        }
    }

    /// The submitted value's Swift type: optional for an optional field, and for a field that
    /// may be hidden (`visible when`), which submits nil while hidden.
    var valueType: SwiftCode {
        .rawThen(model.type.swiftType, model.isOptional || model.visibleWhen != nil ? "?" : "")
    }
}
