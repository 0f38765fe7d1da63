/// Exact decimal arithmetic on literal text: numbers in a `.form` file are never converted to
/// `Double`, so `0.1` compares, prints and validates exactly as written.
struct DecimalText: Comparable {
    var negative: Bool
    /// Integer digits without leading zeros (empty for zero).
    var integerDigits: [UInt8]
    /// Fraction digits without trailing zeros.
    var fractionDigits: [UInt8]

    init?(_ text: String) {
        var bytes = Array(text.utf8)[...]
        var negative = false
        if bytes.first == .minus { negative = true; bytes = bytes.dropFirst() }
        else if bytes.first == .plus { bytes = bytes.dropFirst() }
        var intPart: [UInt8] = []
        var fracPart: [UInt8] = []
        var seenDot = false
        var sawDigit = false
        for b in bytes {
            if b == .dot {
                if seenDot { return nil }
                seenDot = true
            } else if b.isASCIIDigit {
                sawDigit = true
                if seenDot { fracPart.append(b) } else { intPart.append(b) }
            } else {
                return nil
            }
        }
        if !sawDigit { return nil }
        while intPart.first == .zero { intPart.removeFirst() }
        while fracPart.last == .zero { fracPart.removeLast() }
        self.negative = negative && !(intPart.isEmpty && fracPart.isEmpty)
        self.integerDigits = intPart
        self.fractionDigits = fracPart
    }

    var isZero: Bool { integerDigits.isEmpty && fractionDigits.isEmpty }

    private static func compareMagnitude(_ a: DecimalText, _ b: DecimalText) -> Int {
        if a.integerDigits.count != b.integerDigits.count {
            return a.integerDigits.count < b.integerDigits.count ? -1 : 1
        }
        for (x, y) in zip(a.integerDigits, b.integerDigits) where x != y { return x < y ? -1 : 1 }
        let n = max(a.fractionDigits.count, b.fractionDigits.count)
        for i in 0..<n {
            let x = i < a.fractionDigits.count ? a.fractionDigits[i] : UInt8.zero
            let y = i < b.fractionDigits.count ? b.fractionDigits[i] : UInt8.zero
            if x != y { return x < y ? -1 : 1 }
        }
        return 0
    }

    /// -1, 0 or 1.
    static func compare(_ a: DecimalText, _ b: DecimalText) -> Int {
        if a.negative != b.negative { return a.negative ? -1 : 1 }
        let m = compareMagnitude(a, b)
        return a.negative ? -m : m
    }

    static func < (a: DecimalText, b: DecimalText) -> Bool { compare(a, b) < 0 }
    static func == (a: DecimalText, b: DecimalText) -> Bool { compare(a, b) == 0 }

    /// Digits as FormRuntime's number filter counts them against `maxLength`: leading zeros of
    /// the integer part do not count (`0.05` is typed `.05`, two digits) and trailing zeros of
    /// the fraction need not be typed.
    var typedDigitCount: Int { integerDigits.count + fractionDigits.count }
    var integerDigitCount: Int { max(1, integerDigits.count) }
}
