/// The bytes of a generated file, appended in order.
///
/// A plain `[UInt8]`: every write is an append, whose room the array makes and checks itself.
/// The capacity reserved at the start is only a hint: an estimate that falls short costs the
/// array's own growth, never correctness.
struct OutputBuffer {
    private(set) var bytes: [UInt8] = []

    init(reservingCapacity capacity: Int = 0) {
        bytes.reserveCapacity(capacity)
    }

    var count: Int { bytes.count }

    /// The bytes as text (they are UTF-8: everything appended is).
    var text: String { String(decoding: bytes, as: UTF8.self) }

    mutating func append(_ byte: UInt8) {
        bytes.append(byte)
    }

    mutating func append(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    mutating func append(_ text: String) {
        // A native String's bytes are contiguous, and copied in one go from there.
        if text.utf8.withContiguousStorageIfAvailable({ bytes.append(contentsOf: $0) }) == nil {
            bytes.append(contentsOf: text.utf8)
        }
    }

    mutating func append(_ bytes: ArraySlice<UInt8>) {
        self.bytes.append(contentsOf: bytes)
    }

    /// A scalar's UTF-8 bytes.
    mutating func append(_ scalar: Unicode.Scalar) {
        Unicode.UTF8.encode(scalar) { bytes.append($0) }
    }

    /// `value` in decimal.
    mutating func append(decimal value: Int) {
        append(String(value))
    }

    mutating func append(spaces count: Int) {
        var rest = count
        while rest > 0 {
            let n = min(rest, Self.spaces.utf8CodeUnitCount)
            Self.spaces.withUTF8Buffer { bytes.append(contentsOf: $0.prefix(n)) }
            rest -= n
        }
    }

    private static let spaces: StaticString = "                                                                "

    /// Empties the buffer, keeping its memory for what is written next.
    mutating func removeAll() {
        bytes.removeAll(keepingCapacity: true)
    }

    /// Drops everything written from `start` on.
    mutating func removeAll(from start: Int) {
        bytes.removeSubrange(start...)
    }

    /// The bytes written from `start` on.
    func bytes(from start: Int) -> ArraySlice<UInt8> {
        bytes[start...]
    }
}
