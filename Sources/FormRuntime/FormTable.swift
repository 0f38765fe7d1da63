import Foundation

/// The one table of a generated model: the form's texts as its `.form` file writes them, its
/// focus order, and per field where its input is. Texts here are the source's; the model's
/// `label(_:)`, `title` and the others look them up for its locale.
///
/// A class, as every field's `FieldEntry` is: the model reads its table (`Self.form`) and a
/// field's entry for every per-field job, and a reference is one retain where a struct of
/// texts, arrays and closures is one per member.
public final class FormTable<Model: FormState>: Sendable {
    /// The form's name: the first part of every text key (`SignUp.username.label`).
    public let name: String
    /// The strings table the texts are looked up in: the `.form` file's name.
    public let table: String
    /// The language the `.form` file's texts are written in.
    public let sourceLanguage: String
    /// The form's title as written, if any.
    public let title: String?
    /// The submit button's text as written.
    public let submitLabel: String
    /// Return, Next and Previous move through the fields in this order.
    public let focusOrder: FocusOrder<Model.Field>
    /// The field focused shortly after the view appears.
    public let initialFocus: Model.Field?
    /// Every field, in declaration order (`Field.allCases`).
    public let fields: [FieldEntry<Model>]
    /// Each field's place in `fields`, so finding a field's entry does not grow with the form.
    private let positions: [Model.Field: Int]
    /// The entries of the form's repeating groups, in declaration order.
    let groups: [FieldEntry<Model>]

    /// - Parameter table: the strings table; the form's name when nil.
    public init(name: String, table: String? = nil, language: String = "en", title: String? = nil,
                submitLabel: String, focusOrder: FocusOrder<Model.Field>, initialFocus: Model.Field? = nil,
                fields: [FieldEntry<Model>]) {
        self.name = name
        self.table = table ?? name
        self.sourceLanguage = language
        self.title = title
        self.submitLabel = submitLabel
        self.focusOrder = focusOrder
        self.initialFocus = initialFocus
        self.fields = fields
        var positions: [Model.Field: Int] = [:]
        for (index, entry) in fields.enumerated() { positions[entry.field] = index }
        self.positions = positions
        groups = fields.filter { $0.rows != nil }
        precondition(fields.map(\.field) == Model.Field.allCases,
                     "FormRuntime: a form table lists every field once, in declaration order")
    }

    /// The entry of `field`.
    public subscript(field: Model.Field) -> FieldEntry<Model> {
        fields[positions[field]!]
    }

    /// The field's label looked up in `strings`, as the model's `label(_:)` looks it up: for a
    /// model's initialiser, which builds its rules' messages before it has `strings` itself.
    public func label(_ field: Model.Field, in strings: FormStrings) -> String {
        strings.text(key(field, "label"), default: self[field].label)
    }

    /// The key of one of a field's texts: `Form.field.role` (docs/LOCALIZATION.md).
    public func key(_ field: Model.Field, _ role: String) -> String {
        name + "." + field.rawValue + "." + role
    }
}

extension FormTable {
    /// Tells each of `fields` whether it is shown and required now, so that its input's own
    /// `errors` say what the model's `errors(_:)` says. A generated model calls it from the
    /// `didSet` of every field a condition reads, with the fields whose conditions read it;
    /// a model written by hand whose `isVisible(_:)` or `isRequired(_:)` changes calls it too.
    /// Only an input whose state changes is written (its `errors` follow from it: nothing is
    /// validated again).
    public func applyConditions(to fields: [Model.Field], in model: inout Model) {
        for (entry, condition) in changedConditions(fields.map { self[$0] }, in: model) {
            entry.writeCondition(&model, condition)
        }
    }

    /// `applyConditions(to:in:)` for every field: what a generated model's initialiser and
    /// `prefill(_:)` call last.
    public func applyConditions(in model: inout Model) {
        for (entry, condition) in changedConditions(fields, in: model) {
            entry.writeCondition(&model, condition)
        }
    }

    /// The conditions of `entries` that differ from what their inputs hold, read from `model`
    /// as it is (a condition reads values, never another input's conditions, so they can all
    /// be read before any is written). `model` is read as a value, not `inout`: every read of
    /// an `inout` model through a protocol copies the whole model, some 40 kB in a form of
    /// 200 fields, which once per reading field cost a keystroke 40 copies.
    private func changedConditions(_ entries: [FieldEntry<Model>], in model: Model) -> [(FieldEntry<Model>, FieldCondition)] {
        var changed: [(FieldEntry<Model>, FieldCondition)] = []
        for entry in entries {
            if let condition = entry.changedCondition(in: model) { changed.append((entry, condition)) }
        }
        return changed
    }
}

/// One field of a `FormTable`: its texts as written, and the path to its input, through which
/// FormRuntime reads and changes the input whatever its type.
public final class FieldEntry<Model: FormState>: Sendable {
    public let field: Model.Field
    /// The label as the `.form` file writes it.
    public let label: String
    /// The placeholder as written, if any.
    public let prompt: String?
    /// The help text as written, if any.
    public let help: String?
    private let read: @Sendable (Model) -> any DrivenInput
    private let write: @Sendable (inout Model, (inout any DrivenInput) -> Void) -> Void
    /// Takes what the person did to the field in the first model into the second's.
    private let carry: @Sendable (inout Model, Model) -> Void
    /// The key of the field's `required when` message.
    private let requiredKey: String
    /// What the input holds of its conditions, and its value as conditions read it: read and
    /// written without putting the input in an existential, since a keystroke in a field that
    /// many conditions read goes through them once per reading field.
    private let readCondition: @Sendable (Model) -> FieldCondition
    fileprivate let writeCondition: @Sendable (inout Model, FieldCondition) -> Void
    private let readConditionValue: @Sendable (Model) -> ConditionValue
    /// For a repeating group: what the form does with its rows. Nil for every other field.
    let rows: GroupAccess<Model>?

    private init<Input: DrivenInput>(field: Model.Field, input: WritableKeyPath<Model, Input> & Sendable,
                                     label: String, prompt: String?, help: String?, rows: GroupAccess<Model>? = nil) {
        self.field = field
        self.label = label
        self.prompt = prompt
        self.help = help
        self.rows = rows
        requiredKey = Input.requiredKey
        read = { $0[keyPath: input] }
        readCondition = { $0[keyPath: input].condition }
        readConditionValue = { $0[keyPath: input].conditionValue }
        write = { model, change in
            var erased: any DrivenInput = model[keyPath: input]
            change(&erased)
            // `change` works on the input it was given, which is an `Input`.
            model[keyPath: input] = erased as! Input
        }
        carry = { new, old in new[keyPath: input].carryOver(from: old[keyPath: input]) }
        // Through the key path, which runs the property's observers if it has any; a key path
        // appended to `input` would copy the whole model on every read.
        writeCondition = { $0[keyPath: input].condition = $1 }
    }

    /// A text, secure or multiline field.
    public convenience init(_ field: Model.Field, _ input: WritableKeyPath<Model, TextInput> & Sendable,
                label: String, prompt: String? = nil, help: String? = nil) {
        self.init(field: field, input: input, label: label, prompt: prompt, help: help)
    }

    /// A number field.
    public convenience init<Value>(_ field: Model.Field, _ input: WritableKeyPath<Model, NumberInput<Value>> & Sendable,
                       label: String, prompt: String? = nil, help: String? = nil) {
        self.init(field: field, input: input, label: label, prompt: prompt, help: help)
    }

    /// A date field.
    public convenience init(_ field: Model.Field, _ input: WritableKeyPath<Model, DateInput> & Sendable,
                label: String, prompt: String? = nil, help: String? = nil) {
        self.init(field: field, input: input, label: label, prompt: prompt, help: help)
    }

    /// A toggle.
    public convenience init(_ field: Model.Field, _ input: WritableKeyPath<Model, ToggleInput> & Sendable,
                label: String, prompt: String? = nil, help: String? = nil) {
        self.init(field: field, input: input, label: label, prompt: prompt, help: help)
    }

    /// A choice.
    public convenience init<Option>(_ field: Model.Field, _ input: WritableKeyPath<Model, ChoiceInput<Option>> & Sendable,
                        label: String, prompt: String? = nil, help: String? = nil) {
        self.init(field: field, input: input, label: label, prompt: prompt, help: help)
    }

    /// A choices field.
    public convenience init<Option>(_ field: Model.Field, _ input: WritableKeyPath<Model, ChoicesInput<Option>> & Sendable,
                        label: String, prompt: String? = nil, help: String? = nil) {
        self.init(field: field, input: input, label: label, prompt: prompt, help: help)
    }

    /// A computed number (`computed total: decimal? = ...`).
    public convenience init<Value>(_ field: Model.Field, _ input: WritableKeyPath<Model, ComputedNumber<Value>> & Sendable,
                                   label: String, prompt: String? = nil, help: String? = nil) {
        self.init(field: field, input: input, label: label, prompt: prompt, help: help)
    }

    /// A computed text.
    public convenience init(_ field: Model.Field, _ input: WritableKeyPath<Model, ComputedText> & Sendable,
                            label: String, prompt: String? = nil, help: String? = nil) {
        self.init(field: field, input: input, label: label, prompt: prompt, help: help)
    }

    /// A repeating group (`repeat items { ... }`): `label` is its heading, `help` the text
    /// under it.
    public convenience init<Row>(_ field: Model.Field, _ input: WritableKeyPath<Model, RowsInput<Row>> & Sendable,
                                 label: String, help: String? = nil) {
        let name = field.rawValue
        self.init(field: field, input: input, label: label, prompt: nil, help: help, rows: GroupAccess(
            stops: { $0[keyPath: input].focusStops() },
            focus: { model, stop in
                // Only a group whose focus changes is written: every write runs the form's
                // `didSet` of the group.
                guard model[keyPath: input].focusedRow != nil
                    || stop?.row.map(model[keyPath: input].ids.contains) == true else { return }
                model[keyPath: input].focusChanged(to: stop)
            },
            errors: { $0[keyPath: input].rowErrors(group: name) },
            toggleSign: { model, stop in
                guard let id = stop.row, let field = Row.Field(rawValue: stop.field),
                      model[keyPath: input].position(of: id) != nil else { return }
                model[keyPath: input][row: id].toggleSign(field)
            },
            canToggleSign: { stop in Row.Field(rawValue: stop.field).map(Row.canToggleSign) ?? false }))
    }

    /// The field's input in `model`.
    public func input(of model: Model) -> any FieldInput { read(model) }

    /// The field's input in `model`, as FormRuntime drives it.
    func driven(of model: Model) -> any DrivenInput { read(model) }

    /// The field's value in `model` as a condition reads it, hidden or not.
    func conditionValue(of model: Model) -> ConditionValue { readConditionValue(model) }

    /// Changes the field's input in `model`.
    func update(_ model: inout Model, _ change: (inout any DrivenInput) -> Void) {
        write(&model, change)
    }

    /// Takes what the person did to this field in `old` into `model`'s input.
    func carryOver(from old: Model, into model: inout Model) {
        carry(&model, old)
    }

    /// Whether the field is shown and required in `model` now, if that is not what its input
    /// holds; nil if it is. The `required` message is looked up, in the model's language, only
    /// when it changes.
    fileprivate func changedCondition(in model: Model) -> FieldCondition? {
        let isHidden = !model.isVisible(field)
        let isRequired = !isHidden && model.isRequired(field)
        let current = readCondition(model)
        guard current.isHidden != isHidden || (current.requiredMessage != nil) != isRequired else { return nil }
        var changed = FieldCondition(isHidden: isHidden)
        if isRequired {
            changed.requiredMessage = ExactText(model.strings.message(requiredKey, model.label(field)))
        }
        return changed
    }
}

/// What a form does with one repeating group's rows, whatever their type.
struct GroupAccess<Model: FormState>: Sendable {
    /// The fields focus goes through, row after row.
    let stops: @Sendable (Model) -> [FocusStop]
    /// Tells the rows that focus moved.
    let focus: @Sendable (inout Model, FocusStop?) -> Void
    /// Every row's fields' errors.
    let errors: @Sendable (Model) -> [RowFieldErrors]
    /// The "-/+" key in a row's field.
    let toggleSign: @Sendable (inout Model, FocusStop) -> Void
    let canToggleSign: @Sendable (FocusStop) -> Bool
}

extension FormStrings {
    /// One of formc's messages (`formc.required`, ...) with `arguments` put in: the app's
    /// translation, else formc's for the locale, else its English.
    public func message(_ key: String, _ arguments: String...) -> String {
        FormStrings.format(text(key, default: BuiltInTranslations.text(key, language: "en") ?? key), arguments)
    }
}
