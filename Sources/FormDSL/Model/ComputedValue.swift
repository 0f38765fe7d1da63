/// A computed value's definition, checked: its typed expression and the fields it reads.
/// A computed value is a `FieldModel` with this set (`FieldModel.computed`): conditions,
/// `Resolution`, JSON keys and emitters treat it as a field that nobody types into.
/// docs/LANGUAGE.md ("Computed values") defines what each expression means.
public struct ComputedValue: Sendable, Hashable {
    /// The expression, typed; its type fits the computed value's declared kind.
    public var expression: ValueExpression
    /// The fields (and computed values) the expression reads, in its operands and in the
    /// conditions of its `C ? a : b`, each once, in the order they are first met: what the
    /// value must be worked out again after.
    public var reads: [Int]
    /// The groups whose number of rows the expression reads (`count(items)`, and every
    /// aggregate: adding or removing a row changes it), each once.
    public var readsRows: [Int] = []
}

/// What a computed value's expression works in: exact whole numbers, exact decimals (also
/// for `currency` and `percent`), binary doubles, or text.
public enum ValueType: String, Sendable, Hashable {
    case int
    case decimal
    case double
    case text

    /// The type a field of `kind` reads as; nil for a kind whose value is not a number or text
    /// (a toggle, a date, a choice).
    public init?(kind: FieldKind) {
        switch kind.value {
        case .integer: self = .int
        case .fraction: self = kind == .double ? .double : .decimal
        case .text: self = .text
        case .date, .boolean, .option, .optionSet: return nil
        }
    }
}

/// The operators of arithmetic on numbers.
public enum ArithmeticOperator: String, Sendable, Hashable {
    case add = "+"
    case subtract = "-"
    case multiply = "*"
    case divide = "/"
}

/// A typed expression of a computed value. Each node has its own type: an operand of another
/// type is widened exactly by whoever evaluates it (an `int` into a `decimal` or a `double`,
/// a decimal literal into a `double`); nothing else mixes.
public struct ValueExpression: Sendable, Hashable {
    /// What the expression does, with its operands.
    public indirect enum Kind: Sendable, Hashable {
        /// The current value of a field or computed value, by index into `FormModel.fields`:
        /// absent when it is empty, not a value of its type, or hidden.
        case field(Int)
        /// A number literal's exact text, normalised as range bounds are (`-0` is `0`).
        case number(String)
        case text(String)
        /// Arithmetic on numbers: absent when either operand is; a division by zero, and an
        /// `int` result beyond `Int`, are absent too.
        case arithmetic(ArithmeticOperator, ValueExpression, ValueExpression)
        /// Two texts joined.
        case join(ValueExpression, ValueExpression)
        /// `-x`.
        case negate(ValueExpression)
        /// `round(x, places)`: to `places` fraction digits, half away from zero.
        case round(ValueExpression, places: Int)
        /// `a ?? b`: `a` while it is present, else `b`.
        case coalesce(ValueExpression, ValueExpression)
        /// `C ? a : b`: `a` while the condition holds, else `b`.
        case choose(Condition, ValueExpression, ValueExpression)
        /// `sum(f)`, `min(f)`, `max(f)` over row field `field` of group `group`, or `count(g)`
        /// (`field` nil): over the rows there are now, skipping a row whose value is absent.
        case aggregate(Aggregate, group: Int, field: Int?)
        /// `age(birthDate)`: the whole years from date field `field`'s day to today (the day
        /// the value is worked out): a year more on each anniversary, on 1 March for 29
        /// February in a year without one; absent while the field is, and for a day after today.
        case age(field: Int)
    }

    public var kind: Kind
    public var type: ValueType
    /// Whether the value can be absent: it reads a field that may be empty or hidden (not
    /// behind `??`), or divides by something that may be zero.
    public var canBeAbsent: Bool

    public init(_ kind: Kind, type: ValueType, canBeAbsent: Bool) {
        self.kind = kind
        self.type = type
        self.canBeAbsent = canBeAbsent
    }

    /// Calls `body` with every field the expression reads, its conditions' too, in the order
    /// they are met.
    public func forEachRead(_ body: (Int) -> Void) {
        var pending = [self]
        while let e = pending.popLast() {
            switch e.kind {
            case .field(let f): body(f)
            case .number, .text: break
            case .arithmetic(_, let a, let b), .join(let a, let b), .coalesce(let a, let b):
                pending.append(b)
                pending.append(a)
            case .negate(let a), .round(let a, _): pending.append(a)
            case .aggregate(_, _, let f): if let f { body(f) }
            case .age(let f): body(f)
            case .choose(let c, let a, let b):
                pending.append(b)
                pending.append(a)
                c.forEachRead(body)
            }
        }
    }
}
