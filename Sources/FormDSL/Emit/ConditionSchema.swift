/// Conditions (`visible when`, `required when`) in JSON Schema 2020-12 and in the uiSchema.
///
/// A condition becomes a schema that a record satisfies exactly when the condition holds on the
/// record's values, with the meaning docs/LANGUAGE.md gives it ("Conditions"): a field reads as
/// absent when its property is missing, when it is empty text, or when the field is hidden.
/// The rules then use it in `if`/`then`/`else`:
///
/// - a field with `visible when V`: `{"if": V, "then": {"required": [f]}, "else": {"not":
///   {"required": [f]}}}` (`then` only for a field that is always submitted when shown): a
///   hidden field's property must be absent;
/// - a field with `required when R`: `{"if": R (and V), "then": {"required": [f],
///   "properties": {f: {"minLength": 1}}}}` (`minLength` for text).
///
/// A date compares with a fixed day by `const` or by a pattern that orders `YYYY-MM-DD`
/// strings (`DayPattern`). A rule whose condition reads `today`, or a field that is not
/// submitted, is left out (`leftOut`).
///
/// docs/JSON-SCHEMA.md ("Conditions") documents both; `Tests/Conformance` proves that
/// python-jsonschema and the generated Swift accept and reject the same whole records.
enum ConditionSchema {
    /// Whether the form has a conditional rule: a field with a condition that does not read
    /// `today`.
    static func apply(to form: FormModel) -> Bool {
        guard form.fields.contains(where: { $0.visibleWhen != nil || $0.requiredWhen != nil }),
              case .array(let items) = rules(of: form) else { return false }
        return !items.isEmpty
    }

    /// The root `allOf` of the form's conditional rules, one per condition, in field order.
    static func rules(of form: FormModel) -> JSONValue {
        var rules: [JSONValue] = []
        for field in form.fields {
            let name = JSONValue.string(field.jsonName)
            // A field that is not submitted has no property to require or forbid.
            guard field.isSubmitted else { continue }
            if let visible = field.visibleWhen, !leftOut(visible, in: form) {
                var rule = JSONObjectBuilder()
                rule.add("if", schema(visible, in: form))
                if JSONSchemaEmitter.isRequiredProperty(field) { rule.add("then", object([("required", .array([name]))])) }
                rule.add("else", object([("not", object([("required", .array([name]))]))]))
                rules.append(rule.value)
            }
            if let required = field.requiredWhen {
                let condition = field.visibleWhen.map { $0 == required ? required : Condition.all([$0, required]) } ?? required
                if leftOut(condition, in: form) { continue }
                var then: [(String, JSONValue)] = [("required", .array([name]))]
                if let value = presentValue(field) { then.append(("properties", object([(field.jsonName, value)]))) }
                rules.append(object([("if", schema(condition, in: form)), ("then", object(then))]))
            }
        }
        return .array(rules)
    }

    /// A schema that a record satisfies exactly when `condition` holds on it.
    static func schema(_ condition: Condition, in form: FormModel) -> JSONValue {
        switch condition {
        case .present(let f):
            return read(f, in: form, test: presence(form.fields[f]))
        case .compare(let f, let op, let literal):
            let field = form.fields[f]
            let keyword: String
            let value: JSONValue
            switch literal {
            case .text(let text):
                // An empty text is absent, so it equals no text: `""` in a record is a
                // non-optional field left empty.
                if text.isEmpty { return .bool(false) }
                (keyword, value) = ("const", .string(text))
            case .number(let text):
                switch op {
                case .equal: keyword = "const"
                case .less: keyword = "exclusiveMaximum"
                case .lessEqual: keyword = "maximum"
                case .greater: keyword = "exclusiveMinimum"
                case .greaterEqual: keyword = "minimum"
                }
                value = .number(JSONSchemaEmitter.jsonNumber(text))
            case .day(.day(let day)):
                // A day is a `YYYY-MM-DD` string: equal by `const`, ordered by a pattern.
                (keyword, value) = op == .equal ? ("const", .string(day)) : ("pattern", .string(DayPattern.pattern(op, day)))
            case .day(.today):
                preconditionFailure("ConditionSchema: a rule that reads today is not emitted (leftOut)")
            }
            return read(f, in: form, test: object([
                ("properties", object([(field.jsonName, object([(keyword, value)]))])),
                ("required", .array([.string(field.jsonName)])),
            ]))
        case .not(let inner):
            return object([("not", schema(inner, in: form))])
        case .all(let items):
            return object([("allOf", .array(items.map { schema($0, in: form) }))])
        case .any(let items):
            return object([("anyOf", .array(items.map { schema($0, in: form) }))])
        }
    }

    /// Whether the condition compares a date with `today` or reads a field that is not
    /// submitted (`notSubmitted`), itself or through the visibility of a field it reads.
    /// `today` moves, and a field that is not submitted is not in the record, so no schema can
    /// judge such a rule: the schema leaves it out, accepting the field either way, and the
    /// uiSchema's condition carries it for the front end (docs/JSON-SCHEMA.md, "Not
    /// expressible in JSON Schema").
    static func leftOut(_ condition: Condition, in form: FormModel) -> Bool {
        switch condition {
        case .present(let f):
            if !form.fields[f].isSubmitted { return true }
            return form.fields[f].visibleWhen.map { leftOut($0, in: form) } ?? false
        case .compare(let f, _, let literal):
            if case .day(.today) = literal { return true }
            if !form.fields[f].isSubmitted { return true }
            return form.fields[f].visibleWhen.map { leftOut($0, in: form) } ?? false
        case .not(let inner):
            return leftOut(inner, in: form)
        case .all(let items), .any(let items):
            return items.contains { leftOut($0, in: form) }
        }
    }

    /// `test` on field `f`, which holds only while the field is visible: a hidden field reads
    /// as absent even in a record that (wrongly) holds its value.
    private static func read(_ f: Int, in form: FormModel, test: JSONValue) -> JSONValue {
        guard let visible = form.fields[f].visibleWhen else { return test }
        return object([("allOf", .array([schema(visible, in: form), test]))])
    }

    /// The field is present: its property is there, for text it is not `""`, and for a toggle
    /// it is `true` (a toggle that is off submits `false`).
    private static func presence(_ field: FieldModel) -> JSONValue {
        var members: [(String, JSONValue)] = []
        if let value = presentValue(field) {
            members.append(("properties", object([(field.jsonName, value)])))
        }
        members.append(("required", .array([.string(field.jsonName)])))
        return object(members)
    }

    /// What a present value of the field is beyond its property being there: at least one code
    /// point for text, `true` for a toggle, at least one option for a `choices`; nothing more
    /// for numbers and dates.
    private static func presentValue(_ field: FieldModel) -> JSONValue? {
        switch field.kind.value {
        case .text: return object([("minLength", .integer(1))])
        case .boolean: return object([("const", .bool(true))])
        case .optionSet: return object([("minItems", .integer(1))])
        case .integer, .fraction, .date, .option: return nil
        }
    }

    private static func object(_ members: [(String, JSONValue)]) -> JSONValue {
        var builder = JSONObjectBuilder()
        for (key, value) in members { builder.add(key, value) }
        return builder.value
    }

    // MARK: - uiSchema

    /// A condition as the uiSchema's `x-formc-visibleWhen` and `x-formc-requiredWhen` give it,
    /// for a front end to evaluate as the app does: `{"field": "country", "op": "==",
    /// "value": "US"}`, `{"present": "express"}`, `{"not": C}`, `{"all": [C, ...]}`,
    /// `{"any": [C, ...]}`. `!=` is `{"not": {... "op": "=="}}`; numbers are JSON numbers, exact;
    /// days are `"YYYY-MM-DD"` strings or `"today"`, as `x-formc-earliest` writes them.
    static func annotation(_ condition: Condition, in form: FormModel) -> JSONValue {
        switch condition {
        case .present(let f):
            return object([("present", .string(form.fields[f].jsonName))])
        case .compare(let f, let op, let literal):
            let value: JSONValue
            switch literal {
            case .text(let text): value = .string(text)
            case .number(let text): value = .number(JSONSchemaEmitter.jsonNumber(text))
            case .day(let day): value = .string(day.text)
            }
            return object([("field", .string(form.fields[f].jsonName)), ("op", .string(op.rawValue)), ("value", value)])
        case .not(let inner):
            return object([("not", annotation(inner, in: form))])
        case .all(let items):
            return object([("all", .array(items.map { annotation($0, in: form) }))])
        case .any(let items):
            return object([("any", .array(items.map { annotation($0, in: form) }))])
        }
    }
}
