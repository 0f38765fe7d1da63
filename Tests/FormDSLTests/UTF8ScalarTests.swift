import Testing
@testable import FormDSL

/// The scalars `UTF8Scalar` reads from `bytes`, one step after another from the start.
private func decodeAll(_ bytes: [UInt8]) -> [UTF8Scalar.Decoded] {
    var result: [UTF8Scalar.Decoded] = []
    var i = 0
    while i < bytes.count {
        let scalar = UTF8Scalar.scalar(bytes, at: i)
        result.append(scalar)
        i += scalar.length
    }
    return result
}

/// What Swift's own decoder reads from `bytes`, invalid input replaced by U+FFFD.
private func swiftScalars(_ bytes: [UInt8]) -> [UInt32] {
    String(decoding: bytes, as: UTF8.self).unicodeScalars.map(\.value)
}

/// Random bytes, drawn mostly from the places where UTF-8 goes wrong: lead bytes of every
/// length (and the impossible ones), continuation bytes at the edges of the ranges that
/// Table 3-7 allows, ASCII, and now and then any byte at all.
private func randomBytes(_ random: inout SplitMix64, count: Int) -> [UInt8] {
    let interesting: [UInt8] = [0x00, 0x41, 0x7F, 0x80, 0x8F, 0x90, 0x9F, 0xA0, 0xBF, 0xC0, 0xC1, 0xC2,
                                0xDF, 0xE0, 0xE1, 0xEC, 0xED, 0xEE, 0xEF, 0xF0, 0xF1, 0xF3, 0xF4, 0xF5, 0xFF]
    return (0..<count).map { _ in
        random.chance(20) ? UInt8(truncatingIfNeeded: random.next()) : interesting[random.below(interesting.count)]
    }
}

@Test func decoderReadsWhatSwiftReadsFromRandomBytes() {
    var random = SplitMix64(state: 0x5EED_0008)
    for _ in 0..<8_000 {
        let bytes = randomBytes(&random, count: random.below(24))
        let decoded = decodeAll(bytes)
        #expect(decoded.map(\.value) == swiftScalars(bytes), "\(bytes)")
        // A valid step is exactly the UTF-8 of its scalar; an invalid one is U+FFFD.
        var i = 0
        for scalar in decoded {
            let span = Array(bytes[i..<i + scalar.length])
            if scalar.isValid {
                #expect(Array(String(Unicode.Scalar(scalar.value)!).utf8) == span, "\(bytes) at \(i)")
            } else {
                #expect(scalar.value == 0xFFFD, "\(bytes) at \(i)")
            }
            i += scalar.length
        }
    }
}

/// Every lead byte followed by every second byte and a few third and fourth bytes, so each
/// row of Table 3-7 is crossed at each of its edges.
@Test func decoderReadsWhatSwiftReadsForEveryLeadAndSecondByte() {
    for lead in 0...255 {
        for second in 0...255 {
            for tail: [UInt8] in [[], [0xBF, 0x80], [0x41]] {
                let bytes = [UInt8(lead), UInt8(second)] + tail
                if decodeAll(bytes).map(\.value) != swiftScalars(bytes) {
                    Issue.record("\(bytes) read as \(decodeAll(bytes)), Swift reads \(swiftScalars(bytes))")
                }
            }
        }
    }
}

@Test func decoderReadsEveryScalarBack() {
    for value in UInt32(0)...0x10FFFF where !(0xD800...0xDFFF).contains(value) {
        var bytes: [UInt8] = []
        UTF8.encode(Unicode.Scalar(value)!) { bytes.append($0) }
        let scalar = UTF8Scalar.scalar(bytes, at: 0)
        if scalar != UTF8Scalar.Decoded(value: value, length: bytes.count, isValid: true) {
            Issue.record("U+\(String(value, radix: 16)) read as \(scalar)")
            return
        }
    }
}

/// The cases `UTF8Scalar`'s documentation names: one U+FFFD per maximal subpart.
@Test func invalidInputIsOneReplacementPerMaximalSubpart() {
    func steps(_ bytes: [UInt8]) -> [String] {
        decodeAll(bytes).map { ($0.isValid ? String($0.value, radix: 16) : "FFFD") + "/\($0.length)" }
    }
    #expect(steps([0xC3, 0x41]) == ["FFFD/1", "41/1"])
    #expect(steps([0xE2, 0x82, 0x41]) == ["FFFD/2", "41/1"])
    #expect(steps([0xE2, 0x82, 0xAC]) == ["20ac/3"])
    #expect(steps([0xED, 0xA0, 0x80]) == ["FFFD/1", "FFFD/1", "FFFD/1"])   // a surrogate
    #expect(steps([0xC0, 0x80]) == ["FFFD/1", "FFFD/1"])                   // overlong
    #expect(steps([0xE0, 0x80, 0x80]) == ["FFFD/1", "FFFD/1", "FFFD/1"])   // overlong
    #expect(steps([0xF4, 0x90, 0x80, 0x80]) == ["FFFD/1", "FFFD/1", "FFFD/1", "FFFD/1"])   // above U+10FFFF
    #expect(steps([0xF0, 0x9F, 0x98]) == ["FFFD/3"])                       // cut short by the end
    #expect(steps([0xF0, 0x9F, 0x98, 0x80]) == ["1f600/4"])
    #expect(steps([0xF5, 0xFF, 0x80]) == ["FFFD/1", "FFFD/1", "FFFD/1"])
}

/// The lexer's view: nil exactly where the decoder reports invalid bytes.
@Test func lexerDecodeIsTheDecoderWithoutReplacement() {
    var random = SplitMix64(state: 0x5EED_0009)
    for _ in 0..<5_000 {
        let bytes = randomBytes(&random, count: 1 + random.below(8))
        let scalar = UTF8Scalar.scalar(bytes, at: 0)
        let lexer = UTF8Scalar.decode(bytes, at: 0)
        #expect(lexer?.value == (scalar.isValid ? scalar.value : nil), "\(bytes)")
        #expect(lexer?.length == (scalar.isValid ? scalar.length : nil), "\(bytes)")
    }
}
