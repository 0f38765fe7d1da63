import Foundation

// The arithmetic of computed values (docs/LANGUAGE.md, "Computed values"), as static members
// of the optional values it works on. Generated code writes an expression as implicit member
// calls whose type the context gives (`.formcProduct(.formcDecimal(a), b)` where a
// `Decimal?` is wanted), so it names no type and no module inside a model whose fields may be
// named like either. Every operation is absent (nil) when an operand is: `decimal` arithmetic
// is Foundation's exact `Decimal`, `int` arithmetic is absent beyond `Int`, `double` arithmetic
// the machine's, absent when not finite; a division by zero is absent.

extension Optional where Wrapped == Int {
    /// The number written as `text`, a POSIX integer literal.
    public static func formcLiteral(_ text: String) -> Int? { Int(text) }
    /// `a + b`; absent beyond `Int`.
    public static func formcSum(_ a: Int?, _ b: Int?) -> Int? { Computing.int(a, b) { $0.addingReportingOverflow($1) } }
    /// `a - b`; absent beyond `Int`.
    public static func formcDifference(_ a: Int?, _ b: Int?) -> Int? { Computing.int(a, b) { $0.subtractingReportingOverflow($1) } }
    /// `a * b`; absent beyond `Int`.
    public static func formcProduct(_ a: Int?, _ b: Int?) -> Int? { Computing.int(a, b) { $0.multipliedReportingOverflow(by: $1) } }
    /// `-a`; absent for `Int.min`, whose negative `Int` cannot hold.
    public static func formcNegative(_ a: Int?) -> Int? { a.flatMap { $0 == .min ? nil : -$0 } }
    /// `a ?? b`.
    public static func formcEither(_ a: Int?, _ b: Int?) -> Int? { a ?? b }
    /// `condition ? a : b`.
    public static func formcChoice(_ condition: Bool, _ a: Int?, _ b: Int?) -> Int? { condition ? a : b }
    /// `age(d)`: the whole years from `born` to `today`, a year more on each anniversary (on
    /// 1 March for 29 February in a year without one); absent without a day, and for a day
    /// after today.
    public static func formcAge(_ born: CalendarDay?, today: CalendarDay) -> Int? {
        guard let born, born <= today else { return nil }
        let before = (today.month, today.day) < (born.month, born.day)
        return today.year - born.year - (before ? 1 : 0)
    }
}

extension Optional where Wrapped == Decimal {
    /// The number written as `text`, a POSIX decimal literal, exactly.
    public static func formcLiteral(_ text: String) -> Decimal? { ExactNumber.decimal(literal: text) }
    /// A whole number as an exact decimal.
    public static func formcDecimal(_ a: Int?) -> Decimal? { a.map { Decimal($0) } }
    /// `a + b`, exactly.
    public static func formcSum(_ a: Decimal?, _ b: Decimal?) -> Decimal? { Computing.decimal(a, b, NSDecimalAdd) }
    /// `a - b`, exactly.
    public static func formcDifference(_ a: Decimal?, _ b: Decimal?) -> Decimal? { Computing.decimal(a, b, NSDecimalSubtract) }
    /// `a * b`, exactly.
    public static func formcProduct(_ a: Decimal?, _ b: Decimal?) -> Decimal? { Computing.decimal(a, b, NSDecimalMultiply) }
    /// `a / b`, to `Decimal`'s 38 significant digits; absent when `b` is zero.
    public static func formcQuotient(_ a: Decimal?, _ b: Decimal?) -> Decimal? {
        guard let b, !b.isZero else { return nil }
        return Computing.decimal(a, b, NSDecimalDivide)
    }
    /// `-a`.
    public static func formcNegative(_ a: Decimal?) -> Decimal? { a.map { -$0 } }
    /// `a` rounded to `places` fraction digits, half away from zero (`2.345` → `2.35`,
    /// `-2.5` → `-3`).
    public static func formcRound(_ a: Decimal?, _ places: Int) -> Decimal? {
        guard var value = a, !value.isNaN else { return nil }
        var rounded = Decimal()
        NSDecimalRound(&rounded, &value, places, .plain)
        return rounded.isNaN ? nil : rounded
    }
    /// `a ?? b`.
    public static func formcEither(_ a: Decimal?, _ b: Decimal?) -> Decimal? { a ?? b }
    /// `condition ? a : b`.
    public static func formcChoice(_ condition: Bool, _ a: Decimal?, _ b: Decimal?) -> Decimal? { condition ? a : b }
}

extension Optional where Wrapped == Double {
    /// The number written as `text`, a POSIX literal, as the nearest double.
    public static func formcLiteral(_ text: String) -> Double? { Double(text) }
    /// A whole number as a double.
    public static func formcDouble(_ a: Int?) -> Double? { a.map { Double($0) } }
    public static func formcSum(_ a: Double?, _ b: Double?) -> Double? { Computing.double(a, b, +) }
    public static func formcDifference(_ a: Double?, _ b: Double?) -> Double? { Computing.double(a, b, -) }
    public static func formcProduct(_ a: Double?, _ b: Double?) -> Double? { Computing.double(a, b, *) }
    /// `a / b`; absent when `b` is zero.
    public static func formcQuotient(_ a: Double?, _ b: Double?) -> Double? {
        guard let b, b != 0 else { return nil }
        return Computing.double(a, b, /)
    }
    public static func formcNegative(_ a: Double?) -> Double? { a.map { -$0 } }
    /// `a` rounded to `places` fraction digits, half away from zero, through the double's
    /// shortest decimal text (so `2.675` rounds to `2.68`, as written, not as stored).
    public static func formcRound(_ a: Double?, _ places: Int) -> Double? {
        guard let value = a, value.isFinite else { return nil }
        let rounded = Optional<Decimal>.formcRound(.formcLiteral(ExactNumber.expand("\(value)")), places)
        return rounded.flatMap { Double(ExactNumber.posix($0)) }
    }
    /// `a ?? b`.
    public static func formcEither(_ a: Double?, _ b: Double?) -> Double? { a ?? b }
    /// `condition ? a : b`.
    public static func formcChoice(_ condition: Bool, _ a: Double?, _ b: Double?) -> Double? { condition ? a : b }
}

extension Optional where Wrapped == String {
    /// The text `text`.
    public static func formcLiteral(_ text: String) -> String? { text }
    /// `a + b`: the two texts joined.
    public static func formcJoin(_ a: String?, _ b: String?) -> String? {
        guard let a, let b else { return nil }
        return a + b
    }
    /// `a ?? b`.
    public static func formcEither(_ a: String?, _ b: String?) -> String? { a ?? b }
    /// `condition ? a : b`.
    public static func formcChoice(_ condition: Bool, _ a: String?, _ b: String?) -> String? { condition ? a : b }
}

extension TextInput {
    /// The text as a computed value reads it: absent when empty, as in conditions.
    public var computedValue: String? { text.isEmpty ? nil : text }
}

/// The operations behind the members above.
enum Computing {
    static func int(_ a: Int?, _ b: Int?, _ op: (Int, Int) -> (partialValue: Int, overflow: Bool)) -> Int? {
        guard let a, let b else { return nil }
        let result = op(a, b)
        return result.overflow ? nil : result.partialValue
    }

    static func decimal(_ a: Decimal?, _ b: Decimal?,
                        _ op: (UnsafeMutablePointer<Decimal>, UnsafePointer<Decimal>, UnsafePointer<Decimal>,
                               NSDecimalNumber.RoundingMode) -> NSDecimalNumber.CalculationError) -> Decimal? {
        guard var a, var b, !a.isNaN, !b.isNaN else { return nil }
        var result = Decimal()
        switch op(&result, &a, &b, .plain) {
        case .noError, .lossOfPrecision: return result.isNaN ? nil : result
        case .overflow, .underflow, .divideByZero: return nil
        @unknown default: return nil
        }
    }

    static func double(_ a: Double?, _ b: Double?, _ op: (Double, Double) -> Double) -> Double? {
        guard let a, let b else { return nil }
        let result = op(a, b)
        return result.isFinite ? result : nil
    }
}
