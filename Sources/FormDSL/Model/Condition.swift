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
        forEachRead { read.append($0) }
        // Each field's first read is kept. Sorted by field, then by position, a field's first
        // read comes first among its own: no `Set<Int>` (whose first use makes the runtime
        // look up `Int`'s `Hashable` conformance) and no table as long as the largest index.
        let byField = read.indices.sorted { read[$0] != read[$1] ? read[$0] < read[$1] : $0 < $1 }
        var isFirst = [Bool](repeating: false, count: read.count)
        for (k, position) in byField.enumerated() where k == 0 || read[byField[k - 1]] != read[position] {
            isFirst[position] = true
        }
        return read.indices.compactMap { isFirst[$0] ? read[$0] : nil }
    }

    /// Calls `body` with every field the condition reads, in the order they are met, as often
    /// as they are: the one walk over a condition's fields (`fields` keeps each first read).
    public func forEachRead(_ body: (Int) -> Void) {
        var pending = [self]
        while let c = pending.popLast() {
            switch c {
            case .present(let f), .compare(let f, _, _): body(f)
            case .not(let inner): pending.append(inner)
            case .all(let items), .any(let items): pending.append(contentsOf: items.reversed())
            }
        }
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
