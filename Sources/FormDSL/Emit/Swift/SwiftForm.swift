/// A form as the Swift emitters read it: the checked model and its fields, seen from one
/// generated struct. A form makes one model of its own fields, where each repeating group is
/// one field holding its rows (`RowsInput`); each group makes a row model of its fields, which
/// holds each form field its rows read as an `OuterValue` (docs/SWIFT.md, "Repeating groups").
///
/// A class, like `SwiftField`: the emitters and the closures they write blocks with hold it,
/// and copying a reference does not copy the model's Strings.
final class SwiftForm {
    let model: FormModel
    /// The group whose row model this is; nil for the form's own model.
    let group: Int?
    /// Every field of the form by its index in `model.fields` (row fields too): what
    /// conditions, expressions and validators name by index. Then one field per repeating
    /// group (`groupField(_:)`), which the form's model declares in place of the group's fields.
    let all: [SwiftField]
    /// The fields the generated struct declares, in declaration order.
    let fields: [SwiftField]
    /// In a row model: the form fields its fields read (conditions, computed values), in
    /// declaration order, each an `OuterValue` the form writes into every row.
    let outer: [SwiftField]

    /// `XValues`, `XModel`, `XForm`: the types generated for form `X`; for its group `items`,
    /// `XItemsRow` and `XItemsRowModel`.
    let values: SwiftCode
    let modelType: SwiftCode
    let view: SwiftCode
    /// Whether any field the struct declares has a condition (`SwiftConditions.apply`), asked
    /// once: the emitters ask it for every field.
    let hasConditions: Bool

    convenience init(_ model: FormModel) {
        self.init(model, all: SwiftForm.allFields(of: model), group: nil)
    }

    private init(_ model: FormModel, all: [SwiftField], group: Int?) {
        self.model = model
        self.group = group
        self.all = all
        if let group {
            let repeatModel = model.repeats[group]
            fields = repeatModel.fields.map { all[$0] }
            // The form fields read by the rows: in their conditions and computed values.
            var read = Set<Int>()
            for index in repeatModel.fields {
                let field = model.fields[index]
                field.visibleWhen?.forEachRead { read.insert($0) }
                field.requiredWhen?.forEachRead { read.insert($0) }
                for f in field.computed?.reads ?? [] { read.insert(f) }
            }
            outer = read.filter { model.fields[$0].repeatGroup == nil }.sorted().map { all[$0] }
            let name = SwiftForm.rowTypeName(model, group: group)
            values = .raw(name)
            modelType = .raw(name + "Model")
            view = .raw(name + "Model")
        } else {
            // The form's own fields, each group in the place of its first field.
            var members: [SwiftField] = []
            var placed = Set<Int>()
            for (index, field) in model.fields.enumerated() {
                if let g = field.repeatGroup {
                    if placed.insert(g).inserted { members.append(all[model.fields.count + g]) }
                } else {
                    members.append(all[index])
                }
            }
            for g in model.repeats.indices where !placed.contains(g) { members.append(all[model.fields.count + g]) }
            fields = members
            outer = []
            values = .raw(model.name + "Values")
            modelType = .raw(model.name + "Model")
            view = .raw(model.name + "Form")
        }
        hasConditions = fields.contains { $0.model.visibleWhen != nil || $0.model.requiredWhen != nil }
        if group == nil && !model.repeats.isEmpty {
            rowsStorage = model.repeats.indices.map { SwiftForm(model, all: all, group: $0) }
        }
    }

    /// The row models (set once, after the form's own fields).
    private var rowsStorage: [SwiftForm] = []

    /// The row models of the form's groups, by group.
    var groupModels: [SwiftForm] { rowsStorage }

    /// The field that stands for group `g` in the form's model.
    func groupField(_ g: Int) -> SwiftField { all[model.fields.count + g] }

    /// Whether field `index` (of `all`) is one the struct reads from the form (`outer`).
    func isOuter(_ index: Int) -> Bool {
        guard let group else { return false }
        return index < model.fields.count && model.fields[index].repeatGroup != group
    }

    /// `XItemsRow`: the group's name with a capital after the form's, then `Row`.
    static func rowTypeName(_ model: FormModel, group: Int) -> String {
        let name = model.repeats[group].name
        return model.name + name.prefix(1).uppercased() + String(name.dropFirst()) + "Row"
    }

    /// Every field of `model`, then one per group. A choice's options enum is nested in the
    /// values struct its field is a property of: a form field's in `XValues`, a row field's in
    /// its group's `XItemsRow`, each named among the fields of that struct.
    private static func allFields(of model: FormModel) -> [SwiftField] {
        var choiceTypes = [(values: String, name: String)?](repeating: nil, count: model.fields.count)
        let formFields = model.fields.indices.filter { model.fields[$0].repeatGroup == nil }
        for (position, name) in SwiftChoiceNames.typeNames(for: formFields.map { model.fields[$0] }).enumerated() {
            if let name { choiceTypes[formFields[position]] = (model.name + "Values", name) }
        }
        for g in model.repeats.indices {
            let rowFields = model.repeats[g].fields
            let values = rowTypeName(model, group: g)
            for (position, name) in SwiftChoiceNames.typeNames(for: rowFields.map { model.fields[$0] }).enumerated() {
                if let name { choiceTypes[rowFields[position]] = (values, name) }
            }
        }
        var fields: [SwiftField] = []
        fields.reserveCapacity(model.fields.count + model.repeats.count)
        // By index: each field's model is copied once, into its `SwiftField`.
        for index in model.fields.indices {
            fields.append(SwiftField(model.fields[index], index: index, choiceType: choiceTypes[index]))
        }
        for g in model.repeats.indices {
            fields.append(SwiftField(group: g, of: model, index: model.fields.count + g))
        }
        return fields
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
    /// For the field that stands for a repeating group in the form's model: the group.
    let group: Int?
    /// The field's value as a row model holds it when its rows read it
    /// (`FormRuntime.OuterValue<Foundation.Decimal>`).
    let outerType: String

    /// `choiceType`: for a choice, `XValues` and the name of its options' enum.
    init(_ model: consuming FieldModel, index: Int, choiceType: (values: String, name: String)? = nil) {
        isKeyword = SwiftLiteral.isKeyword(model.name)
        self.index = index
        group = nil
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
        // A form field as rows read it: its value's type, a choice's enum named with its struct.
        if model.kind == .choices {
            outerType = "FormRuntime.OuterValue<" + Self.qualified(model.kind.spec.swiftType) + "<" + (qualifiedChoiceType ?? "") + ">>"
        } else {
            outerType = "FormRuntime.OuterValue<" + (qualifiedChoiceType ?? Self.qualified(model.kind.spec.swiftType)) + ">"
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

    /// The field that stands for repeating group `g` of `form` in the form's model: named as
    /// the group, labelled and helped as it, its value the array of its rows' values
    /// (`[XItemsRow]`), its input their `RowsInput`. It has no kind of its own: its model is a
    /// text field's with none of a field's properties, which the emitters ask `group` first.
    init(group g: Int, of form: FormModel, index: Int) {
        let repeatModel = form.repeats[g]
        var model = FieldModel(
            name: repeatModel.name, kind: .text, isOptional: false, label: repeatModel.label, prompt: nil,
            help: repeatModel.help, defaultValue: nil, keyboard: .default, contentType: nil, autocapitalization: .sentences,
            autocorrectionDisabled: false, submitLabel: nil, format: nil, allowedCharacters: nil, maxLength: nil,
            allowNegative: false, isDisabled: false, shortcut: nil, validators: [], validateOn: .blur,
            span: repeatModel.span, control: .value)
        model.declaredJSONName = repeatModel.declaredJSONName
        model.sectionIndex = repeatModel.section
        model.isSubmitted = true
        isKeyword = SwiftLiteral.isKeyword(model.name)
        self.index = index
        group = g
        choiceType = nil
        qualifiedChoiceType = nil
        optionCases = []
        member = .raw(SwiftLiteral.identifier(model.name))
        label = .string(model.label)
        callLabel = .raw(SwiftLiteral.callLabel(model.name))
        let row = SwiftForm.rowTypeName(form, group: g)
        valueType = .raw("[" + row + "]")
        inputType = .raw("FormRuntime.RowsInput<" + row + "Model>")
        outerType = ""
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
