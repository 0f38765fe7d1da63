/// A form as the web module's data: `export const form = {...}` in `NAME.js`, which the
/// module's runtime (`WebRuntime`) reads. Everything the runtime needs to behave as the
/// generated Swift model does is here, decided by the compiler: the texts as written, with
/// their catalog keys; each field's input (filter, number limits, options, default); each
/// rule with the pattern the JSON Schema has and the template of its message; conditions as
/// trees. The runtime holds no knowledge of any particular form.
///
/// Messages are data, never text with the label already in it: `{"template": KEY, "args":
/// [...]}` for formc's templates (an argument is a text, `{"label": FIELD}`, or `{"day":
/// YYYY-MM-DD, "style": STYLE}`), or `{"key": KEY, "text": TEXT}` for a message the `.form`
/// file wrote. The runtime looks each up for its language when a state is created, exactly as
/// the generated Swift model's initialiser does.
///
/// Every text reaches the module only as a string inside this JSON value, which
/// `WebScript.literal` prints with every character that could end a script escaped.
enum WebTable {
    /// The form's table; with `catalog`, its translations of the form's texts and of formc's
    /// templates (`translations`).
    static func table(for form: FormModel, table tableName: String, catalog: StringCatalog? = nil) -> JSONValue {
        var root = JSONObjectBuilder()
        root.add("name", form.name)
        root.add("table", tableName)
        root.add("language", form.language ?? "en")
        root.add("title", form.title)
        root.add("titleKey", form.title.map { _ in StringKeys.title(form: form.name) })
        root.add("submit", form.submitLabel)
        root.add("submitKey", StringKeys.submit(form: form.name))
        root.add("focus", .array(form.focusOrder.map(JSONValue.string)))
        root.add("initialFocus", form.initialFocus)
        var sections: [JSONValue] = []
        for (index, section) in form.sections.enumerated() {
            var s = JSONObjectBuilder()
            let first = section.fields.first.map { form.fields[$0].name }
            if let header = section.header {
                s.add("header", header)
                s.add("headerKey", StringKeys.section(form: form.name, firstField: first, index: index, role: "header"))
            }
            if let footer = section.footer {
                s.add("footer", footer)
                s.add("footerKey", StringKeys.section(form: form.name, firstField: first, index: index, role: "footer"))
            }
            s.add("fields", .array(section.fields.map { .string(form.fields[$0].name) }))
            s.add("visibleWhen", section.visibleWhen.map { condition($0, in: form) })
            sections.append(s.value)
        }
        root.add("sections", .array(sections))
        root.add("fields", .array(form.fields.map { field($0, in: form) }))
        if let catalog { root.add("translations", translations(catalog, form: form)) }
        return root.value
    }

    /// The catalog's texts of this form's keys (`Form.…`) and of formc's templates (`formc.…`),
    /// by language: what the language's `.strings` file holds (`StringsFile`): not a stale key,
    /// not a translation in state `new`, not an empty one where the source is not empty.
    static func translations(_ catalog: StringCatalog, form: FormModel) -> JSONValue {
        let keys = catalog.keys.sorted { CatalogKeyOrder.precedes($0, $1) }
            .filter { $0.hasPrefix(form.name + ".") || $0.hasPrefix("formc.") }
        var languages = JSONObjectBuilder()
        for language in catalog.languages {
            var texts = JSONObjectBuilder()
            for key in keys {
                if let value = catalog.shownText(key, in: language) { texts.add(key, value) }
            }
            languages.add(language, texts.value)
        }
        return languages.value
    }

    /// One field: what it is, its texts, its input and its rules.
    static func field(_ field: FieldModel, in form: FormModel) -> JSONValue {
        var f = JSONObjectBuilder()
        f.add("name", field.name)
        f.add("kind", field.kind.spec.spelling)
        f.add("value", valueName(field.kind.value))
        f.add("control", controlName(field.control))
        f.add("optional", field.isOptional)
        f.add("label", field.label)
        f.add("prompt", field.prompt)
        f.add("help", field.help)
        f.add("json", field.jsonName)
        if !field.isSubmitted { f.add("submitted", false) }
        if field.isDisabled { f.add("disabled", true) }
        f.add("timing", field.validateOn.rawValue)
        switch field.defaultValue {
        case .string(let text)?, .integer(let text)?, .decimal(let text)?, .date(let text)?: f.add("default", text)
        case .boolean(let on)?: f.add("default", on ? "true" : "false")
        case .options(let values)?: f.add("default", .array(values.map(JSONValue.string)))
        case nil: break
        }
        let value = field.kind.value
        switch value {
        case .text:
            if field.allowedCharacters != nil || field.maxLength != nil {
                var filter = JSONObjectBuilder()
                filter.add("allowed", field.allowedCharacters)
                filter.add("maxLength", field.maxLength)
                f.add("filter", filter.value)
            }
        case .integer, .fraction:
            var number = JSONObjectBuilder()
            number.add("kind", value == .integer ? "integer" : "decimal")
            number.add("type", field.kind == .int ? "int" : field.kind == .double ? "double" : "decimal")
            if field.allowNegative { number.add("allowNegative", true) }
            number.add("maxLength", field.maxLength)
            number.add("fractionDigits", field.fractionDigits)
            number.add("currency", field.currencyCode)
            f.add("number", number.value)
            f.add("invalid", template(MessageTemplate.Use(template: MessageTemplate.invalidNumber(field.kind, fractionDigits: field.fractionDigits),
                                                          arguments: []), field: field, other: nil))
            if let precision = MessageTemplate.precision(field.kind) {
                f.add("precision", template(MessageTemplate.Use(template: precision, arguments: []), field: field, other: nil))
            }
        case .date:
            if !field.isOptional && field.defaultValue == nil && !field.isRequired {
                f.add("missing", template(MessageTemplate.use(for: .required, value: .date), field: field, other: nil))
            }
        case .option:
            if !field.isOptional && !field.isRequired {
                f.add("missing", template(MessageTemplate.use(for: .required, value: .option), field: field, other: nil))
            }
        case .boolean, .optionSet:
            break
        }
        if !field.options.isEmpty {
            f.add("options", .array(field.options.map { option in
                var o = JSONObjectBuilder()
                o.add("value", option.value)
                o.add("label", option.label)
                return o.value
            }))
        }
        if let range = field.controlRange {
            var r = JSONObjectBuilder()
            r.add("lower", range.lower)
            r.add("upper", range.upper)
            r.add("step", range.step)
            f.add("range", r.value)
        }
        let ordinals = StringKeys.ordinals(of: field.validators)
        f.add("rules", .array(zip(field.validators, ordinals).map { rule($0, ordinal: $1, field: field, in: form) }))
        f.add("visibleWhen", field.visibleWhen.map { condition($0, in: form) })
        f.add("requiredWhen", field.requiredWhen.map { condition($0, in: form) })
        if let computed = field.computed {
            f.add("computed", expression(computed.expression, in: form))
            f.add("reads", .array(computed.reads.map { .string(form.fields[$0].name) }))
        }
        return f.value
    }

    /// A computed value's typed expression as a tree of plain objects, each node with its
    /// type (`int`, `decimal`, `double`, `text`), fields by name, numbers as their exact text:
    /// `{"op": "*", "a": {"field": "quantity", "type": "int"}, "b": ..., "type": "decimal"}`.
    /// The runtime evaluates it as docs/LANGUAGE.md ("Computed values") says.
    static func expression(_ e: ValueExpression, in form: FormModel) -> JSONValue {
        var o = JSONObjectBuilder()
        switch e.kind {
        case .field(let f):
            o.add("field", form.fields[f].name)
        case .number(let text):
            o.add("number", text)
        case .text(let text):
            o.add("text", text)
        case .arithmetic(let op, let a, let b):
            o.add("op", op.rawValue)
            o.add("a", expression(a, in: form))
            o.add("b", expression(b, in: form))
        case .join(let a, let b):
            o.add("join", .array([expression(a, in: form), expression(b, in: form)]))
        case .negate(let a):
            o.add("negate", expression(a, in: form))
        case .round(let a, let places):
            o.add("round", expression(a, in: form))
            o.add("places", places)
        case .coalesce(let a, let b):
            o.add("coalesce", .array([expression(a, in: form), expression(b, in: form)]))
        case .choose(let c, let a, let b):
            o.add("if", condition(c, in: form))
            o.add("then", expression(a, in: form))
            o.add("else", expression(b, in: form))
        case .aggregate:
            preconditionFailure("Generator refuses a form with repeating groups for the web target (OutputTarget.showsRepeatingGroups)")
        case .age(let f):
            o.add("age", form.fields[f].name)
        }
        o.add("type", e.type.rawValue)
        return o.value
    }

    /// One rule, as FormRuntime's `Rule` of the validator, with its message.
    static func rule(_ validator: Validator, ordinal: Int, field: FieldModel, in form: FormModel) -> JSONValue {
        var r = JSONObjectBuilder()
        switch validator.name {
        case .required: r.add("rule", "required")
        case .length: r.add("rule", "length")
        case .pattern: r.add("rule", "pattern")
        case .range:
            if case .days = validator.argument { r.add("rule", "dateRange") } else { r.add("rule", "range") }
        case .email: r.add("rule", "email"); r.add("pattern", ValidatorPatterns.email)
        case .url: r.add("rule", "url"); r.add("pattern", ValidatorPatterns.url)
        case .phone: r.add("rule", "phone"); r.add("pattern", ValidatorPatterns.phone)
        case .equals: r.add("rule", "equals")
        case .count: r.add("rule", "count")
        }
        var other: FieldModel?
        switch validator.argument {
        case .none:
            break
        case .field(let index):
            other = form.fields[index]
            r.add("field", form.fields[index].name)
        case .counts(let min, let max):
            r.add("min", min.map(JSONValue.integer) ?? .null)
            r.add("max", max.map(JSONValue.integer) ?? .null)
        case .pattern(let body):
            // The JSON Schema's pattern: portable to ICU, Python, and ECMA-262 with `u` and `v`.
            r.add("pattern", validator.anchoredPattern ?? PatternSyntax.anchor(body))
        case .numbers(let min, let max):
            func bound(_ b: NumberBound?) -> JSONValue {
                guard let b else { return .null }
                var o = JSONObjectBuilder()
                o.add("value", b.text)
                o.add("inclusive", b.inclusive)
                return o.value
            }
            r.add("min", bound(min))
            r.add("max", bound(max))
        case .days(let min, let max):
            r.add("min", min.map { JSONValue.string($0.text) } ?? .null)
            r.add("max", max.map { JSONValue.string($0.text) } ?? .null)
        }
        if validator.hasCustomMessage {
            var m = JSONObjectBuilder()
            m.add("key", StringKeys.message(form: form.name, field: field.name, validator: validator.name.spec.spelling, ordinal: ordinal))
            m.add("text", validator.message)
            r.add("message", m.value)
        } else {
            r.add("message", template(MessageTemplate.use(for: validator.name, validator.argument, value: field.kind.value),
                                      field: field, other: other))
        }
        return r.value
    }

    /// A template's message: the field's label first (and, for `equals`, the other field's),
    /// then the arguments; days with the field's `format date` style.
    static func template(_ use: MessageTemplate.Use, field: FieldModel, other: FieldModel?) -> JSONValue {
        var args: [JSONValue] = [.object([JSONMember("label", .string(field.name))])]
        if let other { args.append(.object([JSONMember("label", .string(other.name))])) }
        for argument in use.arguments {
            if use.argumentsAreDays {
                var style = DateStyle.abbreviated
                if case .date(let declared)? = field.format { style = declared }
                args.append(.object([JSONMember("day", .string(argument)), JSONMember("style", .string(style.rawValue))]))
            } else {
                args.append(.string(argument))
            }
        }
        return .object([JSONMember("template", .string(use.template.key)), JSONMember("args", .array(args))])
    }

    /// A condition as a tree of plain objects, fields by name.
    static func condition(_ condition: Condition, in form: FormModel) -> JSONValue {
        switch condition {
        case .present(let f):
            return .object([JSONMember("present", .string(form.fields[f].name))])
        case .compare(let f, let op, let literal):
            var c = JSONObjectBuilder()
            c.add("compare", form.fields[f].name)
            c.add("op", op.rawValue)
            switch literal {
            case .text(let text): c.add("text", text)
            case .number(let number): c.add("number", number)
            case .day(let bound): c.add("day", bound.text)
            }
            return c.value
        case .not(let inner):
            return .object([JSONMember("not", self.condition(inner, in: form))])
        case .all(let items):
            return .object([JSONMember("all", .array(items.map { self.condition($0, in: form) }))])
        case .any(let items):
            return .object([JSONMember("any", .array(items.map { self.condition($0, in: form) }))])
        }
    }

    static func valueName(_ value: ValueCategory) -> String {
        switch value {
        case .text: return "text"
        case .integer: return "integer"
        case .fraction: return "fraction"
        case .date: return "date"
        case .boolean: return "boolean"
        case .option: return "option"
        case .optionSet: return "optionSet"
        }
    }

    static func controlName(_ control: Control) -> String {
        switch control {
        case .textField: return "textField"
        case .secureField: return "secureField"
        case .textEditor: return "textEditor"
        case .datePicker: return "datePicker"
        case .toggle: return "toggle"
        case .picker: return "picker"
        case .toggles: return "toggles"
        case .stepper: return "stepper"
        case .slider: return "slider"
        case .value: return "value"
        }
    }
}
