/// The order Xcode writes a String Catalog's keys in, so a catalog formc updates differs from
/// the one Xcode saves only where the content does.
///
/// Xcode sorts every object's keys with Foundation's `compare` options `caseInsensitive`,
/// `numeric` and `forcedOrdering`, which follow the Unicode Collation Algorithm's root order:
/// in real catalogs `"Medium"` comes before `"MIT License"`, `"%lld Taps Left"` before
/// `"${toggle} Alare's Alarm"` (`$` is a currency symbol, after `%`), and `"Alare"` before
/// `"Alare Code"` before `"Alare's alarm"`. docs/LOCALIZATION.md cites the catalogs.
///
/// This is that order for ASCII (punctuation and symbols in the root collation's order, digit
/// runs by their number, letters without case), then other characters by code point, with
/// the bytes deciding between keys that compare equal otherwise; Xcode re-sorts non-ASCII
/// keys by the full collation when it saves, which changes the order of lines, never content.
public enum CatalogKeyOrder {
    /// Whether `a` sorts before `b`.
    public static func precedes(_ a: String, _ b: String) -> Bool {
        let x = Array(a.unicodeScalars), y = Array(b.unicodeScalars)
        var i = 0, j = 0
        while i < x.count && j < y.count {
            if isDigit(x[i]) && isDigit(y[j]) {
                var ei = i, ej = j
                while ei < x.count && isDigit(x[ei]) { ei += 1 }
                while ej < y.count && isDigit(y[ej]) { ej += 1 }
                let dx = trimmedDigits(x[i..<ei]), dy = trimmedDigits(y[j..<ej])
                if dx.count != dy.count { return dx.count < dy.count }
                if dx != dy { return dx.lexicographicallyPrecedes(dy) }
                i = ei; j = ej
                continue
            }
            let wx = weight(x[i]), wy = weight(y[j])
            if wx != wy { return wx < wy }
            i += 1; j += 1
        }
        if (x.count - i) != (y.count - j) { return x.count - i < y.count - j }
        // Equal but for case or leading zeros.
        return !a.isSameKey(b) && tieBreak(a, b)
    }

    /// Between keys equal but for case: lower case first (the collation's tertiary order).
    private static func tieBreak(_ a: String, _ b: String) -> Bool {
        for (p, q) in zip(a.unicodeScalars, b.unicodeScalars) where p != q {
            let pl = p.properties.isLowercase, ql = q.properties.isLowercase
            if pl != ql { return pl }
            return p.value < q.value
        }
        return a.unicodeScalars.count < b.unicodeScalars.count
    }

    private static func isDigit(_ s: Unicode.Scalar) -> Bool { s.value >= 0x30 && s.value <= 0x39 }

    private static func trimmedDigits(_ digits: ArraySlice<Unicode.Scalar>) -> [UInt32] {
        let values = digits.map(\.value)
        let first = values.firstIndex { $0 != 0x30 } ?? values.count
        return Array(values[first...])
    }

    /// ASCII punctuation and symbols in the root collation's order, after the spaces.
    private static let punctuation: [UInt8] = Array("\t\n\u{0B}\u{0C}\r _-,;:!?.'\"()[]{}@*/\\&#%`^+<=>|~$".utf8)

    /// The primary weight: spaces and punctuation, then digits (numbered apart), then
    /// letters without case, then every other scalar by its value.
    private static func weight(_ s: Unicode.Scalar) -> UInt32 {
        if s.isASCII {
            let byte = UInt8(s.value)
            if let index = punctuation.firstIndex(of: byte) { return UInt32(index) }
            if byte >= 0x41 && byte <= 0x5A { return 200 + UInt32(byte - 0x41) }
            if byte >= 0x61 && byte <= 0x7A { return 200 + UInt32(byte - 0x61) }
            return 100 + UInt32(byte)
        }
        return 1000 + s.value
    }
}
