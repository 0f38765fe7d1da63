/// A checked condition (`visible when ...`, `required when ...`): field names resolved to
/// field indices, literals typed by the field they are compared with, `!=` written as the
/// negation of `==`, and chains of `&&` and `||` flattened. docs/LANGUAGE.md ("Conditions")
/// defines what each case means; every emitter renders this tree and nothing else.
public indirect enum Condition: Sendable, Hashable {
    /// The field (an index into `FormModel.fields`) is present: not empty, a value of its
    /// type, and visible.
    case present(Int)
    /// The field is present and compares with the literal so. Literals are of the field's
    /// value category: `.text` for text fields and choices, `.number` for numbers, `.day` for
    /// dates.
    case compare(Int, ConditionOperator, ConditionLiteral)
    case not(Condition)
    /// Every condition holds (`&&`); at least two.
    case all([Condition])
    /// At least one condition holds (`||`); at least two.
    case any([Condition])

    /// The fields the condition reads, each once, in the order they are first met.
    public var fields: [Int] {
        var read: [Int] = []   // in order, with repeats
        var pending = [self]
        while let c = pending.popLast() {
            switch c {
            case .present(let f), .compare(let f, _, _): read.append(f)
            case .not(let inner): pending.append(inner)
            case .all(let items), .any(let items): pending.append(contentsOf: items.reversed())
            }
        }
        // Field indices are small and dense: which were met is an array, not a `Set<Int>`,
        // whose first use makes the runtime look up `Int`'s `Hashable` conformance.
        var seen = [Bool](repeating: false, count: (read.max() ?? -1) + 1)
        var order: [Int] = []
        for f in read where !seen[f] {
            seen[f] = true
            order.append(f)
        }
        return order
    }
}

/// The comparisons of a condition; `!=` is `.not(.compare(_, .equal, _))`.
public enum ConditionOperator: String, Sendable, Hashable, CaseIterable {
    case equal = "=="
    case less = "<"
    case lessEqual = "<="
    case greater = ">"
    case greaterEqual = ">="

    /// The operator with its operands swapped: `3 < n` is `n > 3`.
    public var swapped: ConditionOperator {
        switch self {
        case .equal: return .equal
        case .less: return .greater
        case .lessEqual: return .greaterEqual
        case .greater: return .less
        case .greaterEqual: return .lessEqual
        }
    }
}

/// The literal side of a comparison.
public enum ConditionLiteral: Sendable, Hashable {
    /// A string's value, compared code point by code point.
    case text(String)
    /// A number's exact decimal text, normalised as range bounds are (`-0` is `0`, no `+`).
    case number(String)
    /// A day (`YYYY-MM-DD`, a real calendar day) or `today`, compared with a date field's
    /// chosen day as a date's `range(...)` bounds are.
    case day(DateBound)
}
