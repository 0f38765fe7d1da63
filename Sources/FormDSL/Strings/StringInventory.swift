/// Every text a checked form shows, each with its key, default value and translator comment:
/// what `formc generate --emit strings` writes and `formc check --strings` compares.
///
/// Entries come in the form's order (title, sections and fields as declared, submit), then
/// formc's templates the form uses, in `MessageTemplate`'s order.
public struct StringInventory: Sendable {
    /// The form's texts, then the templates it uses.
    public var entries: [StringEntry]
    /// The language the texts are written in: the first form's `language`, else `en`.
    public var sourceLanguage: String

    /// The inventory of every form of a checked file.
    public init(_ file: CheckedFile) {
        var entries: [StringEntry] = []
        var templates = Set<MessageTemplate>()
        for form in file.forms {
            StringInventory.collect(form, into: &entries, templates: &templates)
        }
        for template in MessageTemplate.allCases where templates.contains(template) {
            entries.append(StringEntry(key: template.key, source: template.english, comment: template.comment, template: template))
        }
        self.entries = entries
        self.sourceLanguage = file.forms.first?.language ?? "en"
    }

    /// The entry of `key`, if the form has one.
    public func entry(_ key: String) -> StringEntry? { entries.first { $0.key.isSameKey(key) } }

    private static func collect(_ form: FormModel, into entries: inout [StringEntry], templates: inout Set<MessageTemplate>) {
        let name = form.name
        let first = entries.count
        // Which texts formc made rather than the author wrote, for `TextScript`.
        var made: [Bool] = []
        func add(_ key: String, _ source: String, _ comment: String, made isMade: Bool = false) {
            entries.append(StringEntry(key: key, source: source, comment: "\(name): " + comment))
            made.append(isMade)
        }
        defer {
            // FC0512: texts in another script than the form's language are marked for review.
            let texts = entries[first...].indices.map { (text: entries[$0].source, made: made[$0 - first]) }
            for i in TextScript.notInLanguage(texts, tag: form.language ?? "en") { entries[first + i].isNotInLanguage = true }
        }
        if let title = form.title { add(StringKeys.title(form: name), title, "the form's title") }
        for (index, section) in form.sections.enumerated() {
            let first = section.fields.first.map { form.fields[$0].name }
            let place = first.map { "the section that starts with field '\($0)'" } ?? "section \(index + 1)"
            if let g = section.repeatGroup {
                // A group's texts are keyed by its name, as a field's are: names are unique in a form.
                let group = form.repeats[g]
                add(StringKeys.field(form: name, field: group.name, role: "label"), group.label,
                    "the heading of repeating group '\(group.name)'" + (group.hasExplicitLabel ? "" : " (made from its name)"),
                    made: !group.hasExplicitLabel)
                add(StringKeys.field(form: name, field: group.name, role: "addLabel"), group.addLabel,
                    "the button that adds a row to repeating group '\(group.name)'", made: !group.hasExplicitAddLabel)
                if let help = group.help {
                    add(StringKeys.field(form: name, field: group.name, role: "help"), help,
                        "the help text of repeating group '\(group.name)'")
                }
            } else if let header = section.header {
                add(StringKeys.section(form: name, firstField: first, index: index, role: "header"), header, "the header of \(place)")
            }
            for i in section.fields { collect(form.fields[i], form: form, add: { add($0, $1, $2, made: $3) }, templates: &templates) }
            if let footer = section.footer {
                add(StringKeys.section(form: name, firstField: first, index: index, role: "footer"), footer, "the footer of \(place)")
            }
        }
        add(StringKeys.submit(form: name), form.submitLabel, "the submit button", made: form.submitLabel == TextScript.defaultSubmitLabel)
        // A failed submit announces how many fields need attention.
        templates.formUnion([.announceOne, .announceMany])
        collectViewWords(form, templates: &templates)
    }

    /// `addText(key, source, comment, made)` records one text; `made` for a label formc made.
    private static func collect(_ field: FieldModel, form: FormModel, add addText: (String, String, String, Bool) -> Void,
                                templates: inout Set<MessageTemplate>) {
        let name = form.name
        let f = field.name
        func add(_ key: String, _ source: String, _ comment: String) { addText(key, source, comment, false) }
        addText(StringKeys.field(form: name, field: f, role: "label"), field.label,
                "the label of field '\(f)'" + (field.hasExplicitLabel ? "" : " (made from its name)"), !field.hasExplicitLabel)
        if let prompt = field.prompt { add(StringKeys.field(form: name, field: f, role: "prompt"), prompt, "the placeholder of field '\(f)'") }
        if let help = field.help { add(StringKeys.field(form: name, field: f, role: "help"), help, "the help text under field '\(f)'") }
        for option in field.options {
            add(StringKeys.option(form: name, field: f, value: option.value), option.label,
                "an option of field '\(f)', the value '\(option.value)'")
        }
        for (validator, ordinal) in zip(field.validators, StringKeys.ordinals(of: field.validators)) {
            if validator.hasCustomMessage {
                add(StringKeys.message(form: name, field: f, validator: validator.name.spec.spelling, ordinal: ordinal), validator.message,
                    "the message of field '\(f)' when its '\(validator.name.spec.spelling)' rule fails")
            } else {
                templates.insert(MessageTemplate.use(for: validator.name, validator.argument, value: field.kind.value).template)
            }
        }
        let value = field.kind.value
        // What a prefilled text the filter refuses says (FormRuntime's `TextFilter.Messages`).
        if value == .text {
            if field.allowedCharacters != nil { templates.insert(.allowedCharacters) }
            // `maxLength` is at least 1 (FC0316).
            if let maxLength = field.maxLength { templates.insert(maxLength == 1 ? .lengthAtMostOne : .lengthAtMost) }
        }
        // A computed value is never typed, so never an unfinished number; one its type
        // requires says the `required` message while it cannot be worked out.
        if field.kind.value.isNumeric && field.computed == nil {
            templates.insert(MessageTemplate.invalidNumber(field.kind, fractionDigits: field.fractionDigits))
        }
        if field.computed == nil, let precision = MessageTemplate.precision(field.kind) { templates.insert(precision) }
        let missingWithoutRule = (field.kind == .date && !field.isOptional && field.defaultValue == nil)
            || (field.kind == .choice && !field.isOptional) || (field.computed != nil && !field.isOptional)
        if field.requiredWhen != nil || missingWithoutRule {
            templates.insert(MessageTemplate.use(for: .required, value: value).template)
        }
    }

    /// The view's own words the form shows: the keyboard toolbar's keys, and the rows of
    /// dates and choices with nothing chosen.
    private static func collectViewWords(_ form: FormModel, templates: inout Set<MessageTemplate>) {
        var toolbar = Set(form.keyboardToolbar)
        if toolbar.isEmpty {
            let focus = Set(form.focusOrder)
            if form.fields.contains(where: { $0.isFocusable && $0.kind != .multiline && !$0.keyboard.hasReturnKey && focus.contains($0.name) }) {
                toolbar.formUnion([.previous, .next, .done])
            }
        }
        if form.fields.contains(where: { $0.kind.value.isNumeric && $0.allowNegative && !$0.isDisabled && !$0.keyboard.hasMinusSign && $0.takesKeyboard }) {
            toolbar.insert(.toggleSign)
        }
        for item in ToolbarItem.allCases where toolbar.contains(item) {
            switch item {
            case .previous: templates.formUnion([.viewPrevious, .viewPreviousField])
            case .next: templates.formUnion([.viewNext, .viewNextField])
            case .done: templates.formUnion([.viewDone, .viewDismissKeyboard])
            case .toggleSign: templates.insert(.viewChangeSign)
            }
        }
        // A repeating group's rows each have a Remove button.
        if !form.repeats.isEmpty { templates.insert(.viewRemoveRow) }
        // A group prefilled with more rows than it takes says so (`formc.count.atMost`).
        if form.repeats.contains(where: { $0.maxRows != nil }) { templates.insert(.countAtMost) }
        for field in form.fields {
            if field.hasClearButton { templates.insert(.viewClearText) }
            if field.hasPasswordReveal { templates.formUnion([.viewShowPassword, .viewHidePassword]) }
            switch field.kind {
            case .date:
                // Without a day the row offers "Choose", or says "None" when disabled; only an
                // enabled optional date can be cleared (SwiftViewRows.emitDatePicker).
                if field.isOptional || field.defaultValue == nil { templates.insert(field.isDisabled ? .viewNone : .viewChoose) }
                if field.isOptional && !field.isDisabled { templates.insert(.viewClear) }
            case .choice:
                if field.isOptional { templates.insert(.viewNone) } else if field.defaultValue == nil { templates.insert(.viewChoose) }
            case .text, .secure, .multiline, .int, .double, .decimal, .currency, .percent, .toggle, .choices:
                break
            }
        }
    }
}
