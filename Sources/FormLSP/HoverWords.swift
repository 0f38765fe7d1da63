import FormDSL

/// What hover says in words: a checked condition as a sentence ("shown when ticket is
/// picked and is 'student'"), and the one-line meaning of an operator, a validator, a display
/// format, a field type and an option.
enum HoverWords {
    /// `condition` as a sentence over the form's fields.
    static func words(_ condition: Condition, fields: [FieldModel]) -> String {
        func name(_ f: Int) -> String { f < fields.count ? fields[f].name : "?" }
        func present(_ f: Int) -> String {
            guard f < fields.count else { return "? is filled in" }
            switch fields[f].kind.value {
            case .boolean: return "\(name(f)) is on"
            case .option, .optionSet: return "\(name(f)) is picked"
            case .text, .integer, .fraction, .date: return "\(name(f)) is filled in"
            }
        }
        func literal(_ l: ConditionLiteral) -> String {
            switch l {
            case .text(let text): return "'\(text)'"
            case .number(let number): return number
            case .day(let bound): return bound.text
            }
        }
        func comparison(_ op: ConditionOperator, _ l: ConditionLiteral, negated: Bool) -> String {
            let isDay: Bool
            if case .day = l { isDay = true } else { isDay = false }
            let phrase: String
            switch op {
            case .equal: phrase = negated ? "is not" : "is"
            case .less: phrase = isDay ? "is before" : "is less than"
            case .lessEqual: phrase = isDay ? "is on or before" : "is at most"
            case .greater: phrase = isDay ? "is after" : "is more than"
            case .greaterEqual: phrase = isDay ? "is on or after" : "is at least"
            }
            return "\(phrase) \(literal(l))"
        }
        func render(_ c: Condition, nested: Bool) -> String {
            switch c {
            case .present(let f):
                return present(f)
            case .compare(let f, let op, let l):
                return "\(name(f)) \(comparison(op, l, negated: false))"
            case .not(.present(let f)):
                guard f < fields.count else { return "? is empty" }
                switch fields[f].kind.value {
                case .boolean: return "\(name(f)) is off"
                case .option, .optionSet: return "nothing is picked in \(name(f))"
                case .text, .integer, .fraction, .date: return "\(name(f)) is empty"
                }
            case .not(.compare(let f, .equal, let l)):
                return "\(name(f)) \(comparison(.equal, l, negated: true))"
            case .not(let inner):
                return "not (\(render(inner, nested: false)))"
            case .all(let items):
                let text = items.map { render($0, nested: true) }.joined(separator: " and ")
                return nested ? "(\(text))" : text
            case .any(let items):
                let text = items.map { render($0, nested: true) }.joined(separator: " or ")
                return nested ? "(\(text))" : text
            }
        }
        return render(condition, nested: false)
    }

    /// What a condition's operator means, for hover on it; nil for any other text.
    static func operatorMeaning(_ text: String) -> String? {
        switch text {
        case "==": return "`==`: holds while the field is filled in and equals the value"
        case "!=": return "`!=`: holds while the field does not equal the value, empty included"
        case "<": return "`<`: holds while the field is filled in and less than the value (before it, for a day)"
        case "<=": return "`<=`: holds while the field is filled in and at most the value (on or before it, for a day)"
        case ">": return "`>`: holds while the field is filled in and more than the value (after it, for a day)"
        case ">=": return "`>=`: holds while the field is filled in and at least the value (on or after it, for a day)"
        case "&&": return "`&&`: holds while both sides hold"
        case "||": return "`||`: holds while either side holds"
        case "!": return "`!`: holds while what follows does not"
        default: return nil
        }
    }
}

extension String {
    /// Without spaces and tabs at either end.
    var trimmed: String {
        String(drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
    }
}
