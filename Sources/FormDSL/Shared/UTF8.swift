/// formc's one UTF-8 decoder: the lexer, the pattern checker and the source positions all
/// read scalars through it, so they agree on where a character starts and what invalid bytes
/// count as.
///
/// Invalid input decodes as U+FFFD spanning one *maximal subpart*: the longest run of bytes
/// at that offset that begins some well-formed sequence but does not complete it, or else the
/// single byte. This is the Unicode Standard's recommended practice (chapter 3, "U+FFFD
/// Substitution of Maximal Subparts"), and what Swift's `String(decoding:as:)` and the WHATWG
/// `TextDecoder` that editors use do, so a count of replacement characters here matches the
/// text a person sees. Examples: `C3` before ASCII is one U+FFFD of one byte; `E2 82` before
/// ASCII is one U+FFFD of two bytes; `ED A0 80` (a surrogate) is three, one byte each, since
/// no well-formed sequence starts `ED A0`; `C0 80` (overlong) is two; `F5`–`FF` are one each.
enum UTF8Scalar {
    /// One scalar read from UTF-8: its value, the bytes it spans (at least one), and whether
    /// those bytes were well formed. An ill-formed span has `value` U+FFFD.
    struct Decoded: Equatable {
        var value: UInt32
        var length: Int
        var isValid: Bool
    }

    /// The scalar starting at `i` (which must be an index of `bytes`), invalid input read as
    /// described on `UTF8Scalar`.
    static func scalar<Bytes: RandomAccessCollection>(_ bytes: Bytes, at i: Int) -> Decoded
    where Bytes.Element == UInt8, Bytes.Index == Int {
        let b0 = bytes[i]
        if b0 < 0x80 { return Decoded(value: UInt32(b0), length: 1, isValid: true) }
        // Table 3-7 of the Unicode Standard: the lead byte fixes the length and the range of
        // the second byte; every later byte is 80...BF.
        let length: Int
        let second: ClosedRange<UInt8>
        switch b0 {
        case 0xC2...0xDF: length = 2; second = 0x80...0xBF
        case 0xE0: length = 3; second = 0xA0...0xBF
        case 0xE1...0xEC, 0xEE...0xEF: length = 3; second = 0x80...0xBF
        case 0xED: length = 3; second = 0x80...0x9F
        case 0xF0: length = 4; second = 0x90...0xBF
        case 0xF1...0xF3: length = 4; second = 0x80...0xBF
        case 0xF4: length = 4; second = 0x80...0x8F
        default: return replacement(length: 1)
        }
        var value = UInt32(b0) & (0x7F >> UInt32(length))
        var k = 1
        while k < length {
            guard i + k < bytes.endIndex else { return replacement(length: k) }
            let b = bytes[i + k]
            guard k == 1 ? second.contains(b) : (b & 0xC0 == 0x80) else { return replacement(length: k) }
            value = value << 6 | UInt32(b & 0x3F)
            k += 1
        }
        return Decoded(value: value, length: length, isValid: true)
    }

    private static func replacement(length: Int) -> Decoded {
        Decoded(value: 0xFFFD, length: length, isValid: false)
    }

    /// Decodes the scalar starting at `i`, or returns nil for an invalid sequence (overlong
    /// forms, surrogates, values above U+10FFFF, truncated or stray bytes): for the lexer,
    /// which reports invalid bytes instead of replacing them.
    static func decode(_ bytes: [UInt8], at i: Int) -> (value: UInt32, length: Int)? {
        let decoded = scalar(bytes, at: i)
        return decoded.isValid ? (decoded.value, decoded.length) : nil
    }

    /// Number of bytes the lexer reports as one invalid character at `i`: the lead byte plus
    /// any continuation bytes that follow it (up to four in all), so one bad character gives
    /// one diagnostic. This groups more than a maximal subpart does (`C0 80` is one report
    /// but two U+FFFD), because it decides how many diagnostics a person reads, not how text
    /// is decoded.
    static func invalidLength(_ bytes: [UInt8], at i: Int) -> Int {
        var k = i + 1
        while k < bytes.count, k - i < 4, bytes[k] & 0xC0 == 0x80 { k += 1 }
        return k - i
    }

    /// The number of UTF-16 code units of a decoded scalar: two above U+FFFF, else one (a
    /// U+FFFD for invalid bytes is one).
    static func utf16Length(_ value: UInt32) -> Int { value > 0xFFFF ? 2 : 1 }

    /// `U+201C`
    static func codePointName(_ value: UInt32) -> String {
        let hex = String(value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }
}
