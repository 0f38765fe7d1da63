/// How the generated Swift shows a text: never as written, always looked up for the model's
/// locale through FormRuntime's `FormStrings` (docs/LOCALIZATION.md), with the key
/// `StringKeys` gives it and the `.form` file's text (or formc's English template) as the
/// default. Keys and defaults reach the output only as string literals, so a text can never
/// become code, and a looked-up text is only ever shown as a `String`, never read as a format
/// or a `LocalizedStringKey`.
///
/// `receiver` is the Swift that names the lookup: `strings` in the model's initialiser (a
/// local), `self.strings` in the model's members, `model.strings` in the view.
enum SwiftLookups {
    /// `RECEIVER.text("KEY", default: "TEXT")`.
    static func text(_ receiver: StaticString, key: String, default text: String, into w: inout SwiftWriter) {
        w.add(.text(receiver), ".text(", .string(key), ", default: ", .string(text))
        w.add(")")
    }

    /// `RECEIVER.text("Form.field.ROLE", default: "TEXT")`: one of the field's own texts.
    /// `role` is `prompt` or `help`, formc's own words.
    static func fieldText(_ receiver: StaticString, _ field: SwiftField, role: String, default text: String, form: SwiftForm,
                          into w: inout SwiftWriter) {
        let key = StringKeys.field(form: form.model.name, field: field.model.name, role: role)
        self.text(receiver, key: key, default: text, into: &w)
    }

    /// `RECEIVER.text("Form.field.option.VALUE", default: "LABEL")`: an option's label.
    static func optionText(_ receiver: StaticString, _ field: SwiftField, _ option: ChoiceOption, form: SwiftForm,
                           into w: inout SwiftWriter) {
        let key = StringKeys.option(form: form.model.name, field: field.model.name, value: option.value)
        text(receiver, key: key, default: option.label, into: &w)
    }

    /// The field's looked-up label.
    static func label(_ receiver: StaticString, _ field: SwiftField, form: SwiftForm, into w: inout SwiftWriter) {
        let key = StringKeys.field(form: form.model.name, field: field.model.name, role: "label")
        w.add(.text(receiver), ".text(", .string(key), ", default: ", field.label)
        w.add(")")
    }

    /// `RECEIVER.format("formc.KEY", default: "ENGLISH", LABEL, ARGUMENTS...)`: a template
    /// with the field's looked-up label first (and, for `equals`, the other field's second).
    static func template(_ receiver: StaticString, _ use: MessageTemplate.Use, field: SwiftField, other: SwiftField?,
                         form: SwiftForm, into w: inout SwiftWriter) {
        w.add(.text(receiver), ".format(", .string(use.template.key), ", default: ", .string(use.template.english))
        w.add(", ")
        label(receiver, field, form: form, into: &w)
        if let other {
            w.add(", ")
            label(receiver, other, form: form, into: &w)
        }
        for argument in use.arguments {
            if use.argumentsAreDays {
                w.add(", ", .text(receiver), ".day(", .string(argument))
                w.add(", style: .", .raw(dayStyle(of: field).rawValue), ")")
            } else {
                w.add(", ", .string(argument))
            }
        }
        w.add(")")
    }

    /// How a date field's messages write a day: its `format date(style:)`, else `abbreviated`
    /// (docs/LANGUAGE.md's defaults).
    private static func dayStyle(of field: SwiftField) -> DateStyle {
        if case .date(let style)? = field.model.format { return style }
        return .abbreviated
    }

    /// A validator's message: its own `message:` under its key (the ordinal counted among the
    /// field's validators of the same name, as `StringInventory` counts it), else formc's
    /// template for the rule.
    static func message(_ receiver: StaticString, _ validator: Validator, ordinal: Int, field: SwiftField, form: SwiftForm,
                        into w: inout SwiftWriter) {
        if validator.hasCustomMessage {
            let key = StringKeys.message(form: form.model.name, field: field.model.name, validator: validator.name.spec.spelling, ordinal: ordinal)
            text(receiver, key: key, default: validator.message, into: &w)
            return
        }
        var other: SwiftField?
        if case .field(let index) = validator.argument { other = form.all[index] }
        template(receiver, MessageTemplate.use(for: validator.name, validator.argument, value: field.model.kind.value), field: field, other: other,
                 form: form, into: &w)
    }

    /// In a model's initialiser: `strings.message("formc.KEY", label(.field), ARGUMENTS...)`,
    /// formc's template (FormRuntime has its English) with the field's looked-up label first
    /// (and, for `equals`, the other field's second). `label` is the initialiser's local.
    static func modelTemplate(_ use: MessageTemplate.Use, field: SwiftField, other: SwiftField?, form: SwiftForm,
                              into w: inout SwiftWriter) {
        w.add("strings.message(", .string(use.template.key), ", label(.", field.member, ")")
        if let other, form.isOuter(other.index) {
            // A form field a row field `equals`: the row's table has no entry for it.
            w.add(", ")
            text("strings", key: StringKeys.field(form: form.model.name, field: other.model.name, role: "label"),
                 default: other.model.label, into: &w)
        } else if let other {
            w.add(", label(.", other.member, ")")
        }
        for argument in use.arguments {
            if use.argumentsAreDays {
                w.add(", strings.day(", .string(argument))
                w.add(", style: .", .raw(dayStyle(of: field).rawValue), ")")
            } else {
                w.add(", ", .string(argument))
            }
        }
        w.add(")")
    }

    /// A validator's message in a model's initialiser: its own `message:` under its key, else
    /// formc's template for the rule (`modelTemplate`).
    static func modelMessage(_ validator: Validator, ordinal: Int, field: SwiftField, form: SwiftForm, into w: inout SwiftWriter) {
        if validator.hasCustomMessage {
            let key = StringKeys.message(form: form.model.name, field: field.model.name, validator: validator.name.spec.spelling, ordinal: ordinal)
            text("strings", key: key, default: validator.message, into: &w)
            return
        }
        var other: SwiftField?
        if case .field(let index) = validator.argument { other = form.all[index] }
        modelTemplate(MessageTemplate.use(for: validator.name, validator.argument, value: field.model.kind.value), field: field,
                      other: other, form: form, into: &w)
    }

    /// A view word (`formc.view.done`, ...): `RECEIVER.text("KEY", default: "ENGLISH")`.
    static func word(_ receiver: StaticString, _ template: MessageTemplate, into w: inout SwiftWriter) {
        w.add(.text(receiver), ".text(", .string(template.key), ", default: ", .string(template.english))
        w.add(")")
    }

    /// The strings table of a generated file: the `.form` file's name without `.form`, as
    /// `StringsOutput.table` names it (for standard input, the first form's name).
    static func table(sourceName: String, file: CheckedFile) -> String {
        if sourceName == "<stdin>" { return file.forms.first?.name ?? "Form" }
        return sourceName.hasSuffix(".form") ? String(sourceName.dropLast(5)) : sourceName
    }
}
