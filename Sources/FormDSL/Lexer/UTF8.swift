/// UTF-8 decoding for the few places the lexer needs it: non-ASCII bytes outside strings,
/// and validation of string and comment contents. Everything else is scanned as bytes.
enum UTF8Scalar {
    /// Decodes the scalar starting at `i`, or returns nil for an invalid sequence (overlong
    /// forms, surrogates and values above U+10FFFF are invalid, as in the Unicode standard).
    static func decode(_ bytes: UnsafeBufferPointer<UInt8>, at i: Int) -> (value: UInt32, length: Int)? {
        let n = bytes.count
        let b0 = bytes[i]
        if b0 < 0x80 { return (UInt32(b0), 1) }
        let length: Int
        var value: UInt32
        var minimum: UInt32
        switch b0 {
        case 0xC2...0xDF: length = 2; value = UInt32(b0 & 0x1F); minimum = 0x80
        case 0xE0...0xEF: length = 3; value = UInt32(b0 & 0x0F); minimum = 0x800
        case 0xF0...0xF4: length = 4; value = UInt32(b0 & 0x07); minimum = 0x10000
        default: return nil
        }
        guard i + length <= n else { return nil }
        for k in 1..<length {
            let b = bytes[i + k]
            guard b & 0xC0 == 0x80 else { return nil }
            value = (value << 6) | UInt32(b & 0x3F)
        }
        guard value >= minimum, value <= 0x10FFFF, !(0xD800...0xDFFF).contains(value) else { return nil }
        return (value, length)
    }

    /// Number of bytes of the invalid sequence at `i`: the lead byte plus any continuation
    /// bytes that follow it, so one bad character gives one diagnostic.
    static func invalidLength(_ bytes: UnsafeBufferPointer<UInt8>, at i: Int) -> Int {
        var k = i + 1
        while k < bytes.count, k - i < 4, bytes[k] & 0xC0 == 0x80 { k += 1 }
        return k - i
    }

    /// `U+201C`
    static func codePointName(_ value: UInt32) -> String {
        let hex = String(value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }
}
