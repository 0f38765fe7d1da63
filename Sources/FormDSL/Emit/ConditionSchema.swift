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
    /// Where a condition is read. At the root of the record every field is a property there;
    /// in a row of a repeating group (`group`), the row's fields are the row object's
    /// properties, and the form's fields, which no row object holds, are the `atoms`: each
    /// condition on a form field the rule reads, fixed to a truth value (`values`) by the
    /// root-level rule that applies the row rule (`crossRules`).
    struct Context {
        var group: Int?
        var atoms: [Condition] = []
        var values: [Bool] = []

        static let root = Context(group: nil)
    }

    /// The most conditions on form fields one row rule may read: a rule is applied once per
    /// combination of their truth values (2^3 = 8 root rules). A rule that reads more is left
    /// out of the schema, as docs/JSON-SCHEMA.md says ("Repeating groups").
    static let maximumAtoms = 3

    /// Whether the form has a conditional rule at the root: a form field with a condition that
    /// does not read `today`, or a row field whose condition reads a form field.
    static func apply(to form: FormModel) -> Bool {
        guard form.fields.contains(where: { $0.visibleWhen != nil || $0.requiredWhen != nil }),
              case .array(let items) = rules(of: form) else { return false }
        return !items.isEmpty
    }

    /// The root `allOf` of the form's conditional rules, one per condition, in field order;
    /// a row field's rule that reads the form's fields is applied to every row from here.
    static func rules(of form: FormModel) -> JSONValue {
        var rules: [JSONValue] = []
        for field in form.fields where field.isSubmitted {
            if let g = field.repeatGroup {
                rules += crossRules(of: field, in: g, form: form)
            } else {
                rules += fieldRules(field, in: form, context: .root)
            }
        }
        return .array(rules)
    }

    /// The `allOf` of a row object: the rules of the group's fields that read only the row's
    /// own fields.
    static func rowRules(of g: Int, in form: FormModel) -> [JSONValue] {
        var rules: [JSONValue] = []
        for index in form.repeats[g].fields {
            let field = form.fields[index]
            guard field.isSubmitted else { continue }
            for (rule, condition) in conditions(of: field) where atoms(of: condition, in: form, group: g).isEmpty {
                rules += fieldRules(field, in: form, context: Context(group: g), only: rule)
            }
        }
        return rules
    }

    /// A row field's rules that read form fields: for each combination of the truth values of
    /// the conditions on form fields it reads, a root rule `{"if": those values, "then":
    /// {"properties": {"items": {"items": the row rule}}}}`, the row rule read with those
    /// values, so that it holds in every row.
    private static func crossRules(of field: FieldModel, in g: Int, form: FormModel) -> [JSONValue] {
        var rules: [JSONValue] = []
        for (rule, condition) in conditions(of: field) {
            let atoms = atoms(of: condition, in: form, group: g)
            guard !atoms.isEmpty, atoms.count <= maximumAtoms else { continue }
            for combination in 0..<(1 << atoms.count) {
                let values = atoms.indices.map { combination & (1 << $0) != 0 }
                let context = Context(group: g, atoms: atoms, values: values)
                let inner = fieldRules(field, in: form, context: context, only: rule)
                guard !inner.isEmpty else { continue }
                let given: [JSONValue] = atoms.indices.map { i in
                    let atom = schema(atoms[i], in: form)
                    return values[i] ? atom : object([("not", atom)])
                }
                let rows = object([("items", inner.count == 1 ? inner[0] : object([("allOf", .array(inner))]))])
                rules.append(object([
                    ("if", given.count == 1 ? given[0] : object([("allOf", .array(given))])),
                    ("then", object([("properties", object([(form.repeats[g].jsonName, rows)]))])),
                ]))
            }
        }
        return rules
    }

    /// A field's two kinds of rule.
    enum Rule {
        /// `visible when V`: a hidden field's property is absent.
        case visible
        /// `required when R`: the property is present while `R` (and `V`) hold.
        case required
    }

    /// The condition each of a field's rules reads: its `visible when`, its `required when`
    /// (with its `visible when`).
    private static func conditions(of field: FieldModel) -> [(Rule, Condition)] {
        var list: [(Rule, Condition)] = []
        if let visible = field.visibleWhen { list.append((.visible, visible)) }
        if let required = field.requiredWhen {
            list.append((.required, field.visibleWhen.map { $0 == required ? required : Condition.all([$0, required]) } ?? required))
        }
        return list
    }

    /// The rules of one field (`only` the one named), read in `context`: for `visible when
    /// V`, that a hidden field's property is absent (and a shown one present, when it is
    /// always submitted); for `required when R`, that it is present while `R` (and `V`) hold.
    /// A rule that no schema can judge is left out (`leftOut`).
    private static func fieldRules(_ field: FieldModel, in form: FormModel, context: Context, only: Rule? = nil) -> [JSONValue] {
        var rules: [JSONValue] = []
        let name = JSONValue.string(field.jsonName)
        for (rule, condition) in conditions(of: field) where (only == nil || only == rule) && !leftOut(condition, in: form) {
            let read = schema(condition, in: form, context: context)
            switch rule {
            case .visible:
                let then = JSONSchemaEmitter.isRequiredProperty(field) ? object([("required", .array([name]))]) : nil
                let otherwise = object([("not", object([("required", .array([name]))]))])
                switch read {
                case .bool(true) where context.group != nil: if let then { rules.append(then) }
                case .bool(false) where context.group != nil: rules.append(otherwise)
                default:
                    var built = JSONObjectBuilder()
                    built.add("if", read)
                    built.add("then", then)
                    built.add("else", otherwise)
                    rules.append(built.value)
                }
            case .required:
                var then: [(String, JSONValue)] = [("required", .array([name]))]
                if let value = presentValue(field) { then.append(("properties", object([(field.jsonName, value)]))) }
                switch read {
                case .bool(true) where context.group != nil: rules.append(object(then))
                case .bool(false) where context.group != nil: break
                default: rules.append(object([("if", read), ("then", object(then))]))
                }
            }
        }
        return rules
    }

    /// The conditions on form fields (outside group `g`) that `condition`, read in a row of
    /// `g`, reads: itself, or through the visibility of a row field it reads. Each once.
    static func atoms(of condition: Condition, in form: FormModel, group g: Int) -> [Condition] {
        var found: [Condition] = []
        func walk(_ c: Condition) {
            switch c {
            case .present(let f), .compare(let f, _, _):
                if form.fields[f].repeatGroup != g {
                    if !found.contains(c) { found.append(c) }
                } else if let visible = form.fields[f].visibleWhen {
                    walk(visible)
                }
            case .not(let inner): walk(inner)
            case .all(let items), .any(let items): items.forEach(walk)
            }
        }
        walk(condition)
        return found
    }

    /// A schema that a record satisfies exactly when `condition` holds on it; in a row
    /// (`context.group`), a schema of the row object, the form's fields read as the context
    /// fixes them (`true` or `false`, folded into what reads them).
    static func schema(_ condition: Condition, in form: FormModel, context: Context = .root) -> JSONValue {
        if context.group != nil {
            switch condition {
            case .present(let f), .compare(let f, _, _):
                if form.fields[f].repeatGroup != context.group, let i = context.atoms.firstIndex(of: condition) {
                    return .bool(context.values[i])
                }
            case .not(let inner):
                let read = schema(inner, in: form, context: context)
                if case .bool(let value) = read { return .bool(!value) }
                return object([("not", read)])
            case .all(let items):
                let reads = items.map { schema($0, in: form, context: context) }
                if reads.contains(.bool(false)) { return .bool(false) }
                let rest = reads.filter { $0 != .bool(true) }
                return rest.isEmpty ? .bool(true) : rest.count == 1 ? rest[0] : object([("allOf", .array(rest))])
            case .any(let items):
                let reads = items.map { schema($0, in: form, context: context) }
                if reads.contains(.bool(true)) { return .bool(true) }
                let rest = reads.filter { $0 != .bool(false) }
                return rest.isEmpty ? .bool(false) : rest.count == 1 ? rest[0] : object([("anyOf", .array(rest))])
            }
        }
        switch condition {
        case .present(let f):
            return read(f, in: form, test: presence(form.fields[f]), context: context)
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
            ]), context: context)
        case .not(let inner):
            return object([("not", schema(inner, in: form, context: context))])
        case .all(let items):
            return object([("allOf", .array(items.map { schema($0, in: form, context: context) }))])
        case .any(let items):
            return object([("anyOf", .array(items.map { schema($0, in: form, context: context) }))])
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
    private static func read(_ f: Int, in form: FormModel, test: JSONValue, context: Context) -> JSONValue {
        guard let visible = form.fields[f].visibleWhen else { return test }
        switch schema(visible, in: form, context: context) {
        case .bool(true) where context.group != nil: return test
        case .bool(false) where context.group != nil: return .bool(false)
        case let shown: return object([("allOf", .array([shown, test]))])
        }
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
    static func annotation(_ condition: Condition, in form: FormModel, group: Int? = nil) -> JSONValue {
        // In a row (`group`), a key names the row's own field; a field of the form, which
        // may have the same key, is marked `"of": "form"`.
        func named(_ f: Int, _ members: [(String, JSONValue)]) -> JSONValue {
            guard group != nil, form.fields[f].repeatGroup != group else { return object(members) }
            return object(members + [("of", .string("form"))])
        }
        switch condition {
        case .present(let f):
            return named(f, [("present", .string(form.fields[f].jsonName))])
        case .compare(let f, let op, let literal):
            let value: JSONValue
            switch literal {
            case .text(let text): value = .string(text)
            case .number(let text): value = .number(JSONSchemaEmitter.jsonNumber(text))
            case .day(let day): value = .string(day.text)
            }
            return named(f, [("field", .string(form.fields[f].jsonName)), ("op", .string(op.rawValue)), ("value", value)])
        case .not(let inner):
            return object([("not", annotation(inner, in: form, group: group))])
        case .all(let items):
            return object([("all", .array(items.map { annotation($0, in: form, group: group) }))])
        case .any(let items):
            return object([("any", .array(items.map { annotation($0, in: form, group: group) }))])
        }
    }
}
