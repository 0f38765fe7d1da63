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
        for field in form.fields where field.isSubmitted {
            let ui = fieldUISchema(field, in: form)
            if case .object(let members) = ui, !members.isEmpty { root.add(field.jsonName, ui) }
        }
        return root.value
    }

    /// The order fields are shown in: the focus order, which is also the tab order on the
    /// web, with each field outside it (disabled fields and dates) placed right after the
    /// nearest field declared before it, or first if none is. Every field appears once, as
    /// RJSF requires of a `ui:order` without `"*"`.
    public static func order(of form: FormModel) -> [String] {
        // Indices into `form.fields`, and which are placed so far.
        var order = form.focusFields
        var placed = [Bool](repeating: false, count: form.fields.count)
        for i in order { placed[i] = true }
        for index in form.fields.indices where !placed[index] {
            if let before = form.fields.indices[..<index].reversed().first(where: { placed[$0] }),
               let position = order.firstIndex(of: before) {
                order.insert(index, at: position + 1)
            } else {
                // No earlier field is placed yet: go before the first placed field declared later.
                let position = order.firstIndex { $0 > index } ?? order.count
                order.insert(index, at: position)
            }
            placed[index] = true
        }
        // RJSF's `ui:order` names the schema's properties only: a field that is not submitted
        // has none.
        return order.filter { form.fields[$0].isSubmitted }.map { form.fields[$0].jsonName }
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
        ui.add("x-formc-visibleWhen", field.visibleWhen.map { ConditionSchema.annotation($0, in: form) })
        ui.add("x-formc-requiredWhen", field.requiredWhen.map { ConditionSchema.annotation($0, in: form) })
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
