/// Tests on eight bytes at once, read as one `UInt64`: the scans of text that the Swift writer
/// runs on every literal and doc comment pass over eight plain bytes in a few instructions.
///
/// Each test gives a mask with the top bit of a byte set where that byte qualifies. These are
/// the exact "has a zero byte" and "has a byte less than n" tests: the mask is zero exactly
/// when no byte qualifies, and its lowest set bit marks the first byte that does (a bit above
/// it may be set for a byte that does not). A scan that finds a nonzero mask looks at that
/// word byte by byte. `FastPathTests` holds every scan built on these to its byte loop.
enum ByteWord {
    private static let ones: UInt64 = 0x0101_0101_0101_0101
    private static let highs: UInt64 = 0x8080_8080_8080_8080

    /// The eight bytes of `bytes` at `offset`, the first in the low byte.
    @inline(__always)
    static func load(_ bytes: UnsafeRawBufferPointer, at offset: Int) -> UInt64 {
        UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
    }

    /// The bytes of `word` equal to `byte`.
    @inline(__always)
    static func equal(_ word: UInt64, _ byte: UInt8) -> UInt64 {
        let x = word ^ (ones &* UInt64(byte))
        return (x &- ones) & ~x & highs
    }

    /// The bytes of `word` below `n`, for `n` at most 0x80.
    @inline(__always)
    static func below(_ word: UInt64, _ n: UInt8) -> UInt64 {
        (word &- ones &* UInt64(n)) & ~word & highs
    }

    /// The bytes of `word` that are 0x7F or above: 0x7F + 1 reaches the top bit, and 0x80 and
    /// up have it.
    @inline(__always)
    static func above7E(_ word: UInt64) -> UInt64 {
        ((word &+ ones) | word) & highs
    }
}
