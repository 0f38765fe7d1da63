/// FC0245: numbers that a reader of JSON numbers as binary64 doubles would change. JSON Schema
/// numbers are exact and so is the app, but JavaScript's `JSON.parse` (every web front end) and
/// many validators make every number a `Double`, which keeps 15 significant digits (C's
/// `DBL_DIG`) and every integer up to 2^53 - 1. A field that takes a number beyond that, or a
/// range bound or condition that compares with one, is judged one way by the app and another by
/// such a reader (docs/JSON-SCHEMA.md, "Numbers").
extension FormChecker {
    /// FC0245 for one number field: an `int` whose `maxLength` or `range` admits integers beyond
    /// ±(2^53 - 1); a `decimal`, `currency` or `percent` whose `maxLength` admits more than 15
    /// digits; a range bound that a double does not hold exactly.
    func checkNumbersBeyondDoubles(_ d: FieldDraft) {
        guard d.isNumeric else { return }
        var lower: ValidatorDraft.Bound?, upper: ValidatorDraft.Bound?
        if let r = d.rangeValidator { (lower, upper) = r.bounds }
        if d.kind.value == .integer {
            checkIntBeyondDoubles(d, lower: lower, upper: upper)
            return
        }
        if d.kind != .double, let max = d.maxLength, max > NumberLimits.exactDigits, let span = d.maxLengthSpan {
            emit(.digitsBeyondDoubles(span, maxLength: max, field: d.name, type: d.kind))
        }
        for bound in [lower, upper].compactMap({ $0 }) where !isExactInDoubles(bound.value) {
            let text = bound.value.text(in: source)
            emit(.boundBeyondDoubles(span(bound.node), bound: text, digits: bound.value.significantDigitCount(in: source),
                                     read: Self.doubleReading(text), field: d.name))
        }
    }

    /// FC0245 for an `int` field: the numbers it takes are those of its range within its digit
    /// limit (`maxLength`, else formc's default), at least 0 without `allowNegative`.
    private func checkIntBeyondDoubles(_ d: FieldDraft, lower: ValidatorDraft.Bound?, upper: ValidatorDraft.Bound?) {
        let digits = d.maxLength ?? Defaults.intMaxLength(range: d.rangeValidator).digits
        // With 19 digits, FormRuntime's filter stops at the limits of `Int`.
        let intLimits = digits >= NumberLimits.maximumIntDigits
        let cap = DecimalText(intLimits ? String(Int.max) : String(repeating: "9", count: max(1, digits)))!
        let negativeCap = DecimalText(intLimits ? String(Int.min) : "-" + String(repeating: "9", count: max(1, digits)))!
        let safe = DecimalText(NumberLimits.largestExactInteger)!
        var negativeSafe = safe
        negativeSafe.negative = true
        // The largest and smallest number the field takes, and the bound that sets each.
        var top = cap, topBound: ValidatorDraft.Bound?
        if let upper {
            let text = upper.inclusive ? upper.value.text(in: source) : upper.value.below(in: source).text
            if let value = DecimalText(text), value < top { (top, topBound) = (value, upper) }
        }
        var bottom = d.allowNegative || d.control.movesThroughRange ? negativeCap : DecimalText("0")!, bottomBound: ValidatorDraft.Bound?
        if let lower, let value = DecimalText(lower.value.text(in: source)), bottom < value { (bottom, bottomBound) = (value, lower) }
        let beyond: (value: DecimalText, bound: ValidatorDraft.Bound?)
        if safe < top { beyond = (top, topBound) } else if bottom < negativeSafe { beyond = (bottom, bottomBound) } else { return }
        // Point at the range bound that admits the number, else at the maxLength that does.
        let at = beyond.bound.map { span($0.node) } ?? d.maxLengthSpan ?? (upper ?? lower).map { span($0.node) } ?? d.nameSpan
        emit(.intBeyondDoubles(at, field: d.name, extreme: Self.text(beyond.value), upward: !beyond.value.negative))
    }

    /// FC0245 for a number a condition compares a field with (`visible when ratio == ...`).
    func checkConditionLiteralBeyondDoubles(_ literalNode: Int) {
        guard let value = NumberText(span(literalNode), in: source), !isExactInDoubles(value) else { return }
        let text = value.text(in: source)
        emit(.conditionLiteralBeyondDoubles(span(literalNode), literal: text,
                                            digits: value.significantDigitCount(in: source), read: Self.doubleReading(text)))
    }

    /// Whether a double holds `value` exactly, and compares it with every other such number as
    /// exact arithmetic does: at most 15 significant digits, or an integer within ±(2^53 - 1).
    func isExactInDoubles(_ value: NumberText) -> Bool {
        if value.significantDigitCount(in: source) <= NumberLimits.exactDigits { return true }
        guard value.fraction.isEmpty else { return false }
        return value.integer.count < NumberLimits.largestExactInteger.utf8.count
            || (value.integer.count == NumberLimits.largestExactInteger.utf8.count
                && !(DecimalText(NumberLimits.largestExactInteger)! < DecimalText(String(decoding: source[value.integer], as: UTF8.self))!))
    }

    /// What a reader that makes `text` a binary64 double reads: the double's shortest text
    /// in plain digits (`0.30000000000000001` → `0.3`).
    static func doubleReading(_ text: String) -> String {
        guard let double = Double(text), double.isFinite else { return text }
        return plainDigits("\(double)")
    }

    /// A Swift number description (`1e-07`, `1.5e+20`, `12.0`) in plain digits, as messages
    /// quote numbers: `0.0000001`, `150000000000000000000`, `12`.
    static func plainDigits(_ description: String) -> String {
        var mantissa = Substring(description), exponent = 0
        if let e = description.firstIndex(where: { $0 == "e" || $0 == "E" }) {
            mantissa = description[..<e]
            exponent = Int(description[description.index(after: e)...]) ?? 0
        }
        var negative = false
        if mantissa.first == "-" { negative = true; mantissa = mantissa.dropFirst() }
        let parts = mantissa.split(separator: ".", omittingEmptySubsequences: false)
        var digits = Array(parts[0])
        let fraction = parts.count > 1 ? Array(parts[1]) : []
        var point = digits.count + exponent
        digits += fraction
        if point < 0 { digits.insert(contentsOf: repeatElement("0", count: -point), at: 0); point = 0 }
        if point > digits.count { digits += repeatElement("0", count: point - digits.count) }
        var integer = String(digits[..<point]).drop { $0 == "0" }
        var rest = Substring(String(digits[point...]))
        while rest.last == "0" { rest = rest.dropLast() }
        if integer.isEmpty { integer = "0" }
        return (negative ? "-" : "") + integer + (rest.isEmpty ? "" : "." + rest)
    }

    /// A `DecimalText` as messages quote it.
    private static func text(_ value: DecimalText) -> String {
        var s = value.negative ? "-" : ""
        s += value.integerDigits.isEmpty ? "0" : String(decoding: value.integerDigits, as: UTF8.self)
        if !value.fractionDigits.isEmpty { s += "." + String(decoding: value.fractionDigits, as: UTF8.self) }
        return s
    }
}
