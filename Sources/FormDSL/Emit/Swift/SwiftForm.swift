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

    /// The names are spelled by `w`, and the form is for writing with `w` only.
    init(_ model: FormModel, spellingInto w: inout SwiftWriter) {
        self.model = model
        let choiceTypes = SwiftChoiceNames.typeNames(for: model.fields)
        var fields: [SwiftField] = []
        fields.reserveCapacity(model.fields.count)
        // By index: each field's model is copied once, into its `SwiftField`.
        for index in model.fields.indices {
            fields.append(SwiftField(model.fields[index], index: index, form: model.name,
                                     choiceType: choiceTypes[index].map { (model.name + "Values", $0) }, spellingInto: &w))
        }
        self.fields = fields
        hasConditions = SwiftConditions.apply(to: model)
        values = w.spell(.raw(model.name), "Values")
        modelType = w.spell(.raw(model.name), "Model")
        view = w.spell(.raw(model.name), "Form")
    }
}

/// A field as the Swift emitters read it: its checked model (a copy, read by value), and its
/// name, label and type spelled as Swift once, since every field's are written many times.
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
    /// The opening quote and `Form.field.` of a literal of one of the field's keys: the part
    /// `StringKeys.field` and `StringKeys.option` share. Every lookup of the field's texts
    /// (`SwiftLookups.label`, `fieldText`, `optionText`) writes it, then the rest of its key;
    /// `SwiftWriterTests` holds the keys made so to `StringKeys`.
    let keyPrefix: SwiftCode
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
    /// The label as doc comment lines at an indentation, once `SwiftWriter.labelDocComment`
    /// has written them.
    var labelDocComment: (indentation: Int, lines: SwiftCode)?

    /// The spellings are `w`'s, and the field is for writing with `w` only. `form` is the
    /// form's name; `choiceType`: for a choice, `XValues` and the name of its options' enum.
    init(_ model: consuming FieldModel, index: Int, form: String, choiceType: (values: String, name: String)? = nil,
         spellingInto w: inout SwiftWriter) {
        let isKeyword = SwiftLiteral.isKeyword(model.name)
        self.isKeyword = isKeyword
        self.index = index
        self.choiceType = choiceType?.name
        qualifiedChoiceType = choiceType.map { $0.values + "." + $0.name }
        optionCases = model.options.isEmpty ? [] : SwiftChoiceNames.caseNames(model.options.map(\.value)).map(SwiftLiteral.identifier)
        member = isKeyword ? w.spell("`", .raw(model.name), "`") : w.spell(.raw(model.name))   // SwiftLiteral.identifier
        label = w.spell(.string(model.label))
        // Written a part at a time: making it a String first cost more than the rest of a field.
        keyPrefix = w.spell("\"", .stringPart(form), ".", .stringPart(model.name), ".")
        callLabel = w.spell(.raw(SwiftLiteral.callLabel(model.name)))
        // A choices field submits a set of its options' enum (`ChoiceSet<XOption>`).
        let optionalMark: StaticString = model.isOptional || model.visibleWhen != nil ? "?" : ""
        if model.kind == .choices {
            valueType = w.spell("ChoiceSet<", .raw(choiceType?.name ?? ""), ">", .text(optionalMark))
        } else {
            valueType = w.spell(.rawThen(choiceType?.name ?? model.kind.spec.swiftType, optionalMark))
        }
        // The kind's input; a choice's is generic over the enum of its options.
        inputType = model.kind.value.hasOptions ? w.spell(.raw(model.kind.spec.input), "<", .raw(qualifiedChoiceType ?? ""), ">")
            : w.spell(.raw(model.kind.spec.input))
        self.model = model
    }
}
