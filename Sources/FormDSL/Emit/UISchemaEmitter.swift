/// Emits a react-jsonschema-form (RJSF) `uiSchema` for a form: the presentation half that the
/// JSON Schema does not carry, translated from UIKit's vocabulary to the web's through the
/// tables in `Vocabulary.swift` (never a raw iOS name: `password` becomes `current-password`).
///
/// Per field, keys appear only when they have something to say:
/// - `ui:autofocus` on the form's `initialFocus` field;
/// - `ui:placeholder` from `prompt`, `ui:help` from `help`;
/// - `ui:widget`: the web widget of the field's control (`Control.webWidget`): `password` for
///   `secure`, `textarea` for `multiline`, `checkbox` for `toggle`, `updown` for a `stepper`;
///   `radio` for a `choice` shown `segmented` or `inline` (`webWidget(_:)`); `email` for a
///   text field with the `email` rule, which RJSF would otherwise pick by a `format` the
///   schema does not carry (`JSONSchemaEmitter.textFormat(of:)`);
/// - `x-formc-step` on a control that moves through the range (`stepper`): how far one move
///   goes (RJSF's `updown` widget is an `<input type="number">`, whose `step` a front end
///   sets from it);
/// - `ui:disabled` for `disabled` fields;
/// - `ui:readonly` for computed values, which the app works out and nobody types;
/// - `ui:emptyValue: ""` for non-optional text fields, which submit `""` when empty (RJSF
///   would otherwise leave the property out, and the schema requires it);
/// - `ui:autocomplete`: the content type's HTML autofill token, when it has one;
/// - `ui:options`: `inputMode` (keyboard), `enterKeyHint` (submit label), `autoCapitalize`
///   and `autoCorrect`, for fields typed on a keyboard (`FieldModel.takesKeyboard`: not a
///   stepper).
///
/// The root has `ui:order` (see `order(of:)`) and `ui:submitButtonOptions` with the submit label.
///
/// A repeating group's property (an array of rows) has `ui:options` `addable`, `removable`
/// and `orderable` (RJSF's array buttons: the app adds, removes and moves rows, within the
/// schema's `minItems` and `maxItems`), `x-formc-addLabel` (the add button's text, which RJSF
/// words itself), and `items`: the row's `ui:order` and each row field's entry as above.
public enum UISchemaEmitter {
    /// The file a form's UI schema is written to with `-o DIR`.
    public static func fileName(for form: FormModel) -> String { form.name + ".ui.json" }

    /// What `formc generate --emit ui-schema` prints for a whole file: the form's UI schema when
    /// the file holds one form; for several, an object with one UI schema per form, keyed by
    /// form name in declaration order.
    public static func document(for file: CheckedFile) -> JSONValue {
        if file.forms.count == 1 { return uiSchema(for: file.forms[0]) }
        var root = JSONObjectBuilder()
        for form in file.forms { root.add(form.name, uiSchema(for: form)) }
        return root.value
    }

    /// One form's UI schema: field order, widgets and the `x-formc` rules a front end applies.
    public static func uiSchema(for form: FormModel) -> JSONValue {
        var root = JSONObjectBuilder()
        root.add("ui:order", .array(order(of: form).map(JSONValue.string)))
        var submit = JSONObjectBuilder()
        submit.add("submitText", form.submitLabel)
        root.add("ui:submitButtonOptions", submit.value)
        for member in JSONSchemaEmitter.members(of: form) {
            switch member {
            case .field(let index):
                let field = form.fields[index]
                guard field.isSubmitted else { continue }
                let ui = fieldUISchema(field, in: form)
                if case .object(let members) = ui, !members.isEmpty { root.add(field.jsonName, ui) }
            case .rows(let g):
                root.add(form.repeats[g].jsonName, rowsUISchema(g, in: form))
            }
        }
        return root.value
    }

    /// A repeating group's entry: RJSF's array options, the add button's text, and the row's
    /// order and fields under `items`.
    static func rowsUISchema(_ g: Int, in form: FormModel) -> JSONValue {
        let group = form.repeats[g]
        var options = JSONObjectBuilder()
        options.add("addable", true)
        options.add("removable", true)
        options.add("orderable", true)
        var items = JSONObjectBuilder()
        items.add("ui:order", .array(placed(group.focusFields, among: group.fields).compactMap { index in
            form.fields[index].isSubmitted ? .string(form.fields[index].jsonName) : nil
        }))
        for index in group.fields where form.fields[index].isSubmitted {
            let ui = fieldUISchema(form.fields[index], in: form)
            if case .object(let members) = ui, !members.isEmpty { items.add(form.fields[index].jsonName, ui) }
        }
        var ui = JSONObjectBuilder()
        ui.add("ui:options", options.value)
        ui.add("x-formc-addLabel", group.addLabel)
        ui.add("items", items.value)
        return ui.value
    }

    /// `focused` (a focus order) with every other one of `all` (declaration order) placed
    /// right after the nearest one declared before it that is placed, or first if none is.
    static func placed(_ focused: [Int], among all: [Int]) -> [Int] {
        var order = focused
        var placed = Set(focused)
        for (position, index) in all.enumerated() where !placed.contains(index) {
            if let before = all[..<position].reversed().first(where: { placed.contains($0) }),
               let at = order.firstIndex(of: before) {
                order.insert(index, at: at + 1)
            } else {
                // No earlier one is placed yet: go before the first placed one declared later.
                let later = Set(all[(position + 1)...])
                order.insert(index, at: order.firstIndex { later.contains($0) } ?? order.count)
            }
            placed.insert(index)
        }
        return order
    }

    /// The order fields are shown in: the focus order, which is also the tab order on the
    /// web, with each field outside it (disabled fields and dates) placed right after the
    /// nearest field declared before it, or first if none is. A repeating group is one entry,
    /// its property, at its place in the focus order (or, outside it, placed as a field is).
    /// Every property appears once, as RJSF requires of a `ui:order` without `"*"`.
    public static func order(of form: FormModel) -> [String] {
        // The root's members, as indices into one list: each form field and each group.
        let members = JSONSchemaEmitter.members(of: form)
        let focused: [Int] = form.focusSteps.compactMap { step in
            switch step {
            case .field(let index): return members.firstIndex(of: .field(index))
            case .rows(let g): return members.firstIndex(of: .rows(g))
            }
        }
        return placed(focused, among: Array(members.indices)).compactMap { position in
            switch members[position] {
            case .field(let index): return form.fields[index].isSubmitted ? form.fields[index].jsonName : nil
            case .rows(let g): return form.repeats[g].jsonName
            }
        }
    }

    static func fieldUISchema(_ field: FieldModel, in form: FormModel) -> JSONValue {
        var ui = JSONObjectBuilder()
        if form.initialFocus == field.name { ui.add("ui:autofocus", true) }
        ui.add("ui:placeholder", field.prompt)
        ui.add("ui:help", field.help)
        let kind = field.kind.spec
        ui.add("ui:widget", field.control.webWidget ?? field.pickerStyle.flatMap(webWidget)
            ?? (JSONSchemaEmitter.textFormat(of: field) == "email" ? "email" : nil))
        if field.isDisabled { ui.add("ui:disabled", true) }
        if field.computed != nil { ui.add("ui:readonly", true) }
        if kind.value == .text && !field.isOptional && field.computed == nil { ui.add("ui:emptyValue", "") }
        ui.add("ui:autocomplete", autocompleteToken(field.contentType))
        ui.add("x-formc-step", field.controlRange?.step.map(JSONValue.number))
        if field.takesKeyboard {
            var options = JSONObjectBuilder()
            options.add("inputMode", field.keyboard.html.inputMode)
            options.add("enterKeyHint", field.submitLabel?.enterKeyHint)
            options.add("autoCapitalize", field.autocapitalization.html)
            options.add("autoCorrect", field.autocorrectionDisabled ? "off" : "on")
            ui.add("ui:options", options.value)
        }
        // Conditions, for a front end to apply as the app does (`Emit/ConditionSchema.swift`).
        ui.add("x-formc-visibleWhen", field.visibleWhen.map { ConditionSchema.annotation($0, in: form, group: field.repeatGroup) })
        ui.add("x-formc-requiredWhen", field.requiredWhen.map { ConditionSchema.annotation($0, in: form, group: field.repeatGroup) })
        return ui.value
    }

    /// RJSF's widget for a choice shown with `style`: radio buttons for the styles that show
    /// every option at once (`segmented`, `inline`); nil (RJSF's select) for the others.
    static func webWidget(_ style: PickerStyle) -> String? {
        switch style {
        case .segmented, .inline: return "radio"
        case .menu, .wheel, .navigationLink: return nil
        }
    }

    /// The HTML autofill token of a content type; nil for content types the web has no token
    /// for and for raw (unknown) values, which are never passed on.
    static func autocompleteToken(_ contentType: ContentType?) -> String? {
        guard case .known(let info)? = contentType else { return nil }
        return info.autocomplete
    }
}
