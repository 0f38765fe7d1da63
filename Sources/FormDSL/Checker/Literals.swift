enum Literals {
    /// Normalised number text for the model: no `+`, no leading zeros, `-0` is `0`; the
    /// fraction is kept as written (`12.50` stays `12.50`).
    static func normalizeNumber(_ text: String) -> String {
        if let normalized = normalizeASCIINumber(text) { return normalized }
        var s = Substring(text)
        var negative = false
        if s.hasPrefix("-") { negative = true; s = s.dropFirst() } else if s.hasPrefix("+") { s = s.dropFirst() }
        var intPart = s
        var frac: Substring? = nil
        if let dot = s.firstIndex(of: ".") {
            intPart = s[..<dot]
            frac = s[s.index(after: dot)...]
        }
        var digits = String(intPart.drop { $0 == "0" })
        if digits.isEmpty { digits = "0" }
        var result = digits
        if let frac { result += "." + frac }
        let isZero = result.allSatisfy { $0 == "0" || $0 == "." }
        if negative && !isZero { result = "-" + result }
        return result
    }

    /// `normalizeNumber` on bytes, for ASCII text (every number the lexer accepts), where a
    /// Character is a byte; nil for other text.
    static func normalizeASCIINumber(_ text: String) -> String? {
        let b = Array(text.utf8)
        for c in b where c >= 0x80 || c == 0x0D { return nil }
        var i = 0
        var negative = false
        if i < b.count, b[i] == .minus { negative = true; i += 1 } else if i < b.count, b[i] == .plus { i += 1 }
        var dot = i
        while dot < b.count, b[dot] != .dot { dot += 1 }
        var first = i
        while first < dot, b[first] == .zero { first += 1 }
        var out: [UInt8] = []
        out.reserveCapacity(b.count + 2)
        if negative { out.append(.minus) }
        if first == dot { out.append(.zero) } else { out.append(contentsOf: b[first..<dot]) }
        if dot < b.count { out.append(contentsOf: b[dot...]) }   // the dot and the fraction, as written
        let body = negative ? out.dropFirst() : out[...]
        if negative && body.allSatisfy({ $0 == .zero || $0 == .dot }) { out.removeFirst() }
        return String(decoding: out, as: UTF8.self)
    }

    /// The earliest day a date rule's `today` can be: no app this version of formc generates
    /// runs before the version exists. A day fixed in the source rather than the day formc runs,
    /// so that the answer of a check never depends on when it runs (the output is
    /// deterministic). `range(today..."2020-01-01")` ends before it, so no day satisfies it;
    /// move it forward with each release.
    static let earliestToday = "2026-11-01"

    /// Whether `text` is a real calendar date written `YYYY-MM-DD` (proleptic Gregorian,
    /// years 0001 to 9999).
    static func isValidDate(_ text: String) -> Bool {
        let b = Array(text.utf8)
        guard b.count == 10, b[4] == .minus, b[7] == .minus else { return false }
        for i in [0, 1, 2, 3, 5, 6, 8, 9] where !b[i].isASCIIDigit { return false }
        func num(_ r: Range<Int>) -> Int { r.reduce(0) { $0 * 10 + Int(b[$1] - .zero) } }
        let year = num(0..<4), month = num(5..<7), day = num(8..<10)
        guard year >= 1, (1...12).contains(month), day >= 1 else { return false }
        let leap = (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
        let days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
        return day <= days[month - 1]
    }
}

/// A number literal read in place, as `DecimalText` reads it, without copying its digits:
/// its sign and the source spans of its significant digits. The checker compares range
/// bounds and defaults with it; a test pins it to `DecimalText`.
struct NumberText {
    var negative: Bool
    /// Integer digits without leading zeros (empty for zero).
    var integer: Range<Int>
    /// Fraction digits without trailing zeros.
    var fraction: Range<Int>

    /// The number spelt by `span` of `source` (an optional sign, digits, an optional dot and
    /// digits); nil for anything else.
    init?(_ span: Span, in source: [UInt8]) {
        var i = span.start
        let end = span.end
        var negative = false
        if i < end, source[i] == .minus { negative = true; i += 1 } else if i < end, source[i] == .plus { i += 1 }
        let intStart = i
        while i < end, source[i].isASCIIDigit { i += 1 }
        let intEnd = i
        var fracStart = i, fracEnd = i
        if i < end, source[i] == .dot {
            i += 1
            fracStart = i
            while i < end, source[i].isASCIIDigit { i += 1 }
            fracEnd = i
        }
        guard i == end, intEnd > intStart || fracEnd > fracStart else { return nil }
        var a = intStart
        while a < intEnd, source[a] == .zero { a += 1 }
        var b = fracEnd
        while b > fracStart, source[b - 1] == .zero { b -= 1 }
        self.integer = a..<intEnd
        self.fraction = fracStart..<b
        self.negative = negative && !(integer.isEmpty && fraction.isEmpty)
    }

    /// Digits as FormRuntime's number filter counts them against `maxLength`: leading zeros of
    /// the integer part do not count (`0.05` is typed `.05`, two digits) and trailing zeros of
    /// the fraction need not be typed.
    var typedDigitCount: Int { integer.count + fraction.count }
    var integerDigitCount: Int { max(1, integer.count) }

    /// Significant digits: from the first nonzero digit to the last (`0.00120` and `1200`
    /// have two, zero has none), what a binary64 `Double` must keep to hold the number.
    func significantDigitCount(in source: [UInt8]) -> Int {
        if !integer.isEmpty {
            // The integer part has no leading zeros; trailing zeros of it count only before a fraction.
            if !fraction.isEmpty { return integer.count + fraction.count }
            var end = integer.upperBound
            while end > integer.lowerBound + 1, source[end - 1] == .zero { end -= 1 }
            return end - integer.lowerBound
        }
        var start = fraction.lowerBound
        while start < fraction.upperBound, source[start] == .zero { start += 1 }
        return fraction.upperBound - start
    }

    /// The number nearest to this one, inside a range whose excluded upper bound it is, written
    /// with the bound's precision (one unit of its last digit less): `..<100` reaches 99,
    /// `..<99.5` reaches 99.4, `..<-999` reaches -1000, `..<0` reaches -1. What people type to
    /// reach that end of the range, so what FC0220 counts instead of the excluded bound.
    func below(in source: [UInt8]) -> (text: String, typedDigits: Int) {
        var digits = Array(source[integer]) + Array(source[fraction])
        let fractionCount = fraction.count
        if digits.isEmpty { digits = [.zero] }
        // A positive bound loses one unit; a negative bound or zero gains one in magnitude.
        let shrink = !negative && digits.contains { $0 != .zero }
        var i = digits.count - 1
        if shrink {
            while digits[i] == .zero { digits[i] = .nine; i -= 1 }
            digits[i] -= 1
        } else {
            while i >= 0, digits[i] == .nine { digits[i] = .zero; i -= 1 }
            if i >= 0 { digits[i] += 1 } else { digits.insert(.zero + 1, at: 0) }
        }
        var integerPart = digits[..<(digits.count - fractionCount)].drop { $0 == .zero }
        var fractionPart = digits[(digits.count - fractionCount)...]
        while let last = fractionPart.last, last == .zero { fractionPart = fractionPart.dropLast() }
        let isZero = integerPart.isEmpty && fractionPart.isEmpty
        var text = shrink || isZero ? "" : "-"
        if integerPart.isEmpty { integerPart = [.zero] }
        text += String(decoding: integerPart, as: UTF8.self)
        if !fractionPart.isEmpty { text += "." + String(decoding: fractionPart, as: UTF8.self) }
        let typed = (integerPart.first == .zero ? 0 : integerPart.count) + fractionPart.count
        return (text, typed)
    }

    /// -1, 0 or 1.
    static func compare(_ a: NumberText, _ b: NumberText, in source: [UInt8]) -> Int {
        if a.negative != b.negative { return a.negative ? -1 : 1 }
        let m = compareMagnitude(a, b, source)
        return a.negative ? -m : m
    }

    private static func compareMagnitude(_ a: NumberText, _ b: NumberText, _ source: [UInt8]) -> Int {
        if a.integer.count != b.integer.count { return a.integer.count < b.integer.count ? -1 : 1 }
        for k in 0..<a.integer.count {
            let x = source[a.integer.lowerBound + k], y = source[b.integer.lowerBound + k]
            if x != y { return x < y ? -1 : 1 }
        }
        for k in 0..<max(a.fraction.count, b.fraction.count) {
            let x = k < a.fraction.count ? source[a.fraction.lowerBound + k] : UInt8.zero
            let y = k < b.fraction.count ? source[b.fraction.lowerBound + k] : UInt8.zero
            if x != y { return x < y ? -1 : 1 }
        }
        return 0
    }

    /// The number as messages quote it: `-12.5`, `0`.
    func text(in source: [UInt8]) -> String {
        var s = negative ? "-" : ""
        s += integer.isEmpty ? "0" : String(decoding: source[integer], as: UTF8.self)
        if !fraction.isEmpty { s += "." + String(decoding: source[fraction], as: UTF8.self) }
        return s
    }
}
