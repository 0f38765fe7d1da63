import Foundation

/// Numbers built from decimal digits without rounding and without traps.
///
/// `Decimal(string:)` and `Double` are both avoided on purpose: the first is locale- and
/// version-dependent in what it accepts, the second cannot hold `0.1`. Building from digits
/// makes the result the same on every platform.
public enum ExactNumber {
    /// The `Int` with these decimal digits, or nil if it does not fit. Accumulates negatively
    /// so that `Int.min` (one more in magnitude than `Int.max`) is representable.
    public static func int(negative: Bool, digits: [UInt8]) -> Int? {
        var value = 0
        for digit in digits {
            let (shifted, o1) = value.multipliedReportingOverflow(by: 10)
            let (next, o2) = shifted.subtractingReportingOverflow(Int(digit))
            if o1 || o2 { return nil }
            value = next
        }
        if negative { return value }
        let (positive, overflow) = (0).subtractingReportingOverflow(value)
        return overflow ? nil : positive
    }

    /// The exact `Decimal` with these digits, or nil if it has more than 38 significant digits
    /// (which `Decimal` could not hold without rounding).
    public static func decimal(negative: Bool, integerDigits: [UInt8], fractionDigits: [UInt8]) -> Decimal? {
        var digits = integerDigits + fractionDigits
        var exponent = -fractionDigits.count
        while let first = digits.first, first == 0 { digits.removeFirst() }
        while digits.count > 1, let last = digits.last, last == 0 {
            digits.removeLast()
            exponent += 1
        }
        if digits.isEmpty { return Decimal(0) }
        guard digits.count <= NumberField.maximumDecimalDigits, (-128...127).contains(exponent) else { return nil }
        var significand = Decimal(0)
        for digit in digits {
            significand = significand * 10 + Decimal(Int(digit))
        }
        return Decimal(sign: negative ? .minus : .plus, exponent: exponent, significand: significand)
    }

    /// A POSIX number literal (`-12.50`, `7`, `.5`) taken apart, or nil if malformed.
    public static func posixParts(_ literal: String) -> (negative: Bool, integer: [UInt8], fraction: [UInt8])? {
        var scalars = literal.unicodeScalars[...]
        var negative = false
        if scalars.first == "-" {
            negative = true
            scalars = scalars.dropFirst()
        } else if scalars.first == "+" {
            scalars = scalars.dropFirst()
        }
        var integer: [UInt8] = []
        var fraction: [UInt8] = []
        var seenPoint = false
        for scalar in scalars {
            if scalar == "." {
                if seenPoint { return nil }
                seenPoint = true
            } else if scalar.value >= 48 && scalar.value <= 57 {
                let digit = UInt8(scalar.value - 48)
                if seenPoint { fraction.append(digit) } else { integer.append(digit) }
            } else {
                return nil
            }
        }
        if integer.isEmpty && fraction.isEmpty { return nil }
        return (negative, integer, fraction)
    }

    /// The exact `Decimal` of a POSIX literal such as `0.1`, or nil if malformed or too long.
    /// What generated code uses for range bounds: a Swift float literal would go through `Double`.
    public static func decimal(literal: String) -> Decimal? {
        guard let parts = posixParts(literal) else { return nil }
        return decimal(negative: parts.negative, integerDigits: parts.integer, fractionDigits: parts.fraction)
    }

    /// The POSIX text of a `Decimal`, exact (`Decimal.description` is locale-independent).
    public static func posix(_ value: Decimal) -> String { expand(value.description) }

    /// Expands exponent notation (`1e-07`, `1.5e+20`) into plain digits; other text unchanged.
    public static func expand(_ text: String) -> String {
        guard let e = text.firstIndex(where: { $0 == "e" || $0 == "E" }),
              let exponent = Int(text[text.index(after: e)...]),
              let parts = posixParts(String(text[..<e])) else { return text }
        var digits = parts.integer + parts.fraction
        var point = parts.integer.count + exponent
        if point < 0 {
            digits.insert(contentsOf: repeatElement(0, count: -point), at: 0)
            point = 0
        }
        if point > digits.count { digits.append(contentsOf: repeatElement(0, count: point - digits.count)) }
        let string = { (d: ArraySlice<UInt8>) in String(d.map { Character(Unicode.Scalar($0 + 48)) }) }
        var integer = string(digits[..<point])
        if integer.isEmpty { integer = "0" }
        let fraction = string(digits[point...])
        return (parts.negative ? "-" : "") + integer + (fraction.isEmpty ? "" : "." + fraction)
    }
}
