/// Conditions and validators as XPath 1.0 expressions over the form's instance, as an XForm's
/// `relevant`, `required` and `constraint` take them (docs/XFORM.md, "Conditions" and
/// "Validators"). Every field is named by its absolute path (`/Root/key`), so an expression
/// means the same wherever it is evaluated; `.` is the field a constraint is on.
struct XPathCondition {
    var form: FormModel
    /// Each field's path in the instance, by field index.
    var paths: [String]

    /// `condition` in XPath: docs/LANGUAGE.md's table, where every comparison needs the field
    /// present (not empty, and visible: its own `visible when` read in turn).
    func expression(_ condition: Condition) -> String {
        switch condition {
        case .present(let f):
            return present(f)
        case .compare(let f, let op, let literal):
            let path = paths[f]
            let compared: String
            switch literal {
            case .text(let text):
                // The checker allows only `==` on texts and choices.
                compared = path + " " + xpathOperator(op) + " " + XPathText.literal(text)
            case .number(let number):
                // JavaRosa's `=` takes numbers within 1e-12 of each other as equal; `<=` and
                // `>=` compare the doubles exactly.
                compared = op == .equal
                    ? path + " >= " + number + " and " + path + " <= " + number
                    : path + " " + xpathOperator(op) + " " + number
            case .day(let bound):
                compared = path + " " + xpathOperator(op) + " " + day(bound)
            }
            return "(" + present(f) + " and " + compared + ")"
        case .not(let inner):
            return "not(" + expression(inner) + ")"
        case .all(let items):
            return "(" + items.map(expression).joined(separator: " and ") + ")"
        case .any(let items):
            return "(" + items.map(expression).joined(separator: " or ") + ")"
        }
    }

    /// The field holds a value and is visible.
    func present(_ f: Int) -> String {
        let field = form.fields[f]
        let path = paths[f]
        let holds: String
        switch field.kind.value {
        case .boolean: holds = path + " = 'true'"
        case .optionSet: holds = "count-selected(" + path + ") > 0"
        case .text, .integer, .fraction, .date, .option: holds = path + " != ''"
        }
        guard let visible = field.visibleWhen else { return holds }
        return "(" + holds + " and " + expression(visible) + ")"
    }

    /// A day as XPath: `date('YYYY-MM-DD')`, or `today()`.
    func day(_ bound: DateBound) -> String {
        switch bound {
        case .day(let text): return "date('" + text + "')"
        case .today: return "today()"
        }
    }

    func xpathOperator(_ op: ConditionOperator) -> String {
        switch op {
        case .equal: return "="
        case .less: return "<"
        case .lessEqual: return "<="
        case .greater: return ">"
        case .greaterEqual: return ">="
        }
    }

    /// What a validator other than `required` checks of a field's value `.`, as XPath; nil
    /// for `required` (the bind's `required`) and for a rule that holds for every value.
    func rule(_ validator: Validator, of field: FieldModel, value v: String = ".") -> String? {
        switch validator.argument {
        case .none:
            switch validator.name {
            case .email: return regex(ValidatorPatterns.email, value: v)
            case .url: return regex(ValidatorPatterns.url, value: v)
            case .phone: return regex(ValidatorPatterns.phone, value: v)
            case .required, .length, .pattern, .range, .equals, .count: return nil
            }
        case .counts(let min, let max):
            switch validator.name {
            case .count:
                var parts: [String] = []
                if let min { parts.append("count-selected(\(v)) >= \(min)") }
                if let max { parts.append("count-selected(\(v)) <= \(max)") }
                return parts.isEmpty ? nil : parts.joined(separator: " and ")
            case .required, .length, .pattern, .range, .email, .url, .phone, .equals:
                // Code points, as formc counts them: a class in Java's regex engine matches
                // a whole code point, where `string-length` counts UTF-16 code units.
                let lower = min ?? 0
                let upper = max.map(String.init) ?? ""
                return regex("^[\\s\\S]{\(lower),\(upper)}$(?![\\s\\S])", value: v)
            }
        case .pattern(let body):
            return regex(validator.anchoredPattern ?? PatternSyntax.anchor(body), value: v)
        case .numbers(let min, let max):
            var parts: [String] = []
            if let min { parts.append(v + " " + (min.inclusive ? ">=" : ">") + " " + min.text) }
            if let max { parts.append(v + " " + (max.inclusive ? "<=" : "<") + " " + max.text) }
            return parts.isEmpty ? nil : parts.joined(separator: " and ")
        case .days(let min, let max):
            var parts: [String] = []
            if let min { parts.append(v + " >= " + day(min)) }
            if let max { parts.append(v + " <= " + day(max)) }
            return parts.isEmpty ? nil : parts.joined(separator: " and ")
        case .field(let other):
            switch field.kind.value {
            case .integer, .fraction:
                // Exactly, as for a number in a condition.
                return v + " >= " + paths[other] + " and " + v + " <= " + paths[other]
            case .text, .date, .boolean, .option, .optionSet:
                return v + " = " + paths[other]
            }
        }
    }

    /// Whether the rule can fail on an empty value, as XPath (evaluated with the field empty),
    /// for a non-optional text field, whose empty text is a value every rule checks (JavaRosa
    /// checks no constraint on an empty value, so the bind's `required` says it); nil when it
    /// never fails on one.
    func failsOnEmpty(_ validator: Validator) -> String? {
        switch validator.argument {
        case .none:
            switch validator.name {
            case .email: return "not(" + regex(ValidatorPatterns.email, value: "''") + ")"
            case .url: return "not(" + regex(ValidatorPatterns.url, value: "''") + ")"
            case .phone: return "not(" + regex(ValidatorPatterns.phone, value: "''") + ")"
            case .required, .length, .pattern, .range, .equals, .count: return nil
            }
        case .counts(let min, _):
            return (min ?? 0) > 0 ? "true()" : nil
        case .pattern(let body):
            return "not(" + regex(validator.anchoredPattern ?? PatternSyntax.anchor(body), value: "''") + ")"
        case .field(let other):
            return paths[other] + " != ''"
        case .numbers, .days:
            return nil
        }
    }

    /// `regex(value, 'pattern')`, the pattern made safe for XML.
    func regex(_ pattern: String, value: String = ".") -> String {
        "regex(" + value + ", " + XPathText.literal(XPathText.regexSafe(pattern)) + ")"
    }
}
