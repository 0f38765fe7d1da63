/// The bytes of a generated file, appended in order.
///
/// Generating Swift appends a few bytes at a time, well over once per byte of input, so the
/// cost of one append decides the speed of the whole emitter; an `Array`'s append, with its
/// uniqueness check and generic copy, costs several times the copy itself. The buffer
/// therefore owns its memory, and is the one place in the emitters where bytes are written
/// through a pointer. That writing is kept safe by construction:
///
/// - every write goes through one of two functions, and each makes room, in its own code,
///   for everything it stores before storing it (no write relies on an estimate or on a
///   caller's promise of room): `append(_: UnsafeRawBufferPointer)`, which makes room for
///   exactly the bytes it is given, and through which everything else appends; and
///   `append(spaces:)`, for indentation, which makes room for 32 bytes and stores 32 spaces
///   past `count`, then counts only as many as it was asked for;
/// - the buffer is `~Copyable`, so its memory has one owner and is freed once, by `deinit`;
/// - the bytes are read only as copies (`bytes`, `text`, or appended to another
///   buffer as a range checked against `count`), as a bounds-checked `Span` (`withSpan`)
///   that cannot outlive the call, or compared with a range of another buffer checked
///   against its `count` (`equals`).
///
/// `SwiftWriterTests` holds it to a plain `[UInt8]` over random sequences of appends, both
/// writing functions among them.
struct OutputBuffer: ~Copyable {
    private var start: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    /// How many bytes are written; `start[0..<count]` is initialised.
    private(set) var count = 0

    /// `capacity` is only a first size: the buffer grows past it as needed.
    init(reservingCapacity capacity: Int = 0) {
        self.capacity = max(capacity, 64)
        start = .allocate(capacity: self.capacity)
    }

    deinit {
        start.deallocate()
    }

    /// A copy of the bytes written.
    var bytes: [UInt8] {
        withSpan(from: 0) { span in span.withUnsafeBufferPointer { Array($0) } }
    }

    /// The bytes as text (they are UTF-8: everything appended is).
    var text: String {
        withSpan(from: 0) { span in span.withUnsafeBufferPointer { String(decoding: $0, as: UTF8.self) } }
    }

    /// Calls `body` with the bytes written from `offset` on.
    func withSpan<Result>(from offset: Int, _ body: (Swift.Span<UInt8>) -> Result) -> Result {
        precondition(offset >= 0 && offset <= count, "offset outside the buffer")
        let written = UnsafeBufferPointer(start: start + offset, count: count - offset)
        return body(written.span)
    }

    /// Whether the bytes written are bytes `start..<end` of `other`.
    func equals(_ other: borrowing OutputBuffer, from start: Int, to end: Int) -> Bool {
        precondition(start >= 0 && start <= end && end <= other.count, "range outside the buffer")
        guard end - start == count else { return false }
        // Eight bytes at a time, then byte by byte; `other`'s range is `count` bytes long.
        let mine = UnsafeRawBufferPointer(start: self.start, count: count)
        let theirs = UnsafeRawBufferPointer(start: other.start + start, count: count)
        var i = 0
        while i + 8 <= count {
            if ByteWord.load(mine, at: i) != ByteWord.load(theirs, at: i) { return false }
            i += 8
        }
        while i < count {
            if mine[i] != theirs[i] { return false }
            i += 1
        }
        return true
    }

    // MARK: Appending

    /// Appends `source`: the one function that writes into the buffer's memory.
    ///
    /// Most pieces are a few bytes long, for which a call to `memcpy` costs more than the
    /// copy: up to 32 bytes are copied as words that may overlap (first and last 16, 8, 4 or
    /// 1 bytes), every load and store inside `source` and the room just made.
    @inline(__always)
    mutating func append(_ source: UnsafeRawBufferPointer) {
        let needed = source.count
        if needed > capacity - count {
            grow(toHold: count + needed)
        }
        guard let from = source.baseAddress else { return }
        let to = UnsafeMutableRawPointer(start + count)
        switch needed {
        case 0:
            break
        case 1...3:
            to.storeBytes(of: from.load(as: UInt8.self), as: UInt8.self)
            to.storeBytes(of: from.load(fromByteOffset: needed / 2, as: UInt8.self), toByteOffset: needed / 2, as: UInt8.self)
            to.storeBytes(of: from.load(fromByteOffset: needed - 1, as: UInt8.self), toByteOffset: needed - 1, as: UInt8.self)
        case 4...7:
            let first = from.loadUnaligned(as: UInt32.self)
            let last = from.loadUnaligned(fromByteOffset: needed - 4, as: UInt32.self)
            to.storeBytes(of: first, as: UInt32.self)
            to.storeBytes(of: last, toByteOffset: needed - 4, as: UInt32.self)
        case 8...16:
            let first = from.loadUnaligned(as: UInt64.self)
            let last = from.loadUnaligned(fromByteOffset: needed - 8, as: UInt64.self)
            to.storeBytes(of: first, as: UInt64.self)
            to.storeBytes(of: last, toByteOffset: needed - 8, as: UInt64.self)
        case 17...32:
            let first = (from.loadUnaligned(as: UInt64.self), from.loadUnaligned(fromByteOffset: 8, as: UInt64.self))
            let last = (from.loadUnaligned(fromByteOffset: needed - 16, as: UInt64.self),
                        from.loadUnaligned(fromByteOffset: needed - 8, as: UInt64.self))
            to.storeBytes(of: first.0, as: UInt64.self)
            to.storeBytes(of: first.1, toByteOffset: 8, as: UInt64.self)
            to.storeBytes(of: last.0, toByteOffset: needed - 16, as: UInt64.self)
            to.storeBytes(of: last.1, toByteOffset: needed - 8, as: UInt64.self)
        default:
            to.copyMemory(from: from, byteCount: needed)
        }
        count += needed
    }

    /// Moves the bytes to memory of at least `needed` bytes, doubling so that appending stays
    /// linear overall. Out of line: it is rare, and `append`, inlined where it is called,
    /// stays small.
    @inline(never)
    private mutating func grow(toHold needed: Int) {
        let newCapacity = max(needed, capacity * 2)
        let newStart = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        newStart.initialize(from: start, count: count)
        start.deallocate()
        start = newStart
        capacity = newCapacity
    }

    @inline(__always)
    mutating func append(_ byte: UInt8) {
        withUnsafeBytes(of: byte) { append($0) }
    }

    @inline(__always)
    mutating func append(_ text: StaticString) {
        text.withUTF8Buffer { append(UnsafeRawBufferPointer($0)) }
    }

    /// A String's UTF-8. Disfavoured, so that a literal is appended as a `StaticString`.
    @_disfavoredOverload
    mutating func append(_ text: String) {
        // Native and small Strings hold their UTF-8 contiguously; any other is made native.
        if text.utf8.withContiguousStorageIfAvailable({ append(UnsafeRawBufferPointer($0)) }) == nil {
            var copy = text
            copy.withUTF8 { append(UnsafeRawBufferPointer($0)) }
        }
    }

    /// Bytes `start..<end` of `other`, a range checked against what `other` holds. Inlined:
    /// the writer copies a field's spelled name or label this way several times a line.
    @inline(__always)
    mutating func append(_ other: borrowing OutputBuffer, from start: Int, to end: Int) {
        precondition(start >= 0 && start <= end && end <= other.count, "range outside the buffer")
        append(UnsafeRawBufferPointer(start: other.start + start, count: end - start))
    }

    mutating func append(_ bytes: Swift.Span<UInt8>) {
        bytes.withUnsafeBytes { append($0) }
    }

    /// A scalar's UTF-8 bytes. Disfavoured, so that a literal is appended as a `StaticString`.
    @_disfavoredOverload
    mutating func append(_ scalar: Unicode.Scalar) {
        Unicode.UTF8.encode(scalar) { append($0) }
    }

    /// `value` in decimal.
    mutating func append(decimal value: Int) {
        if value < 0 { append(0x2D) }   // -
        appendDigits(value.magnitude)
    }

    private mutating func appendDigits(_ value: UInt) {
        if value >= 10 { appendDigits(value / 10) }
        append(0x30 + UInt8(value % 10))
    }

    /// `count` spaces: an indentation (nothing for a count below one).
    ///
    /// Every line starts with one, so it has a path of its own rather than the general
    /// append's: one check that there is room for 32 bytes, four 8-byte stores of spaces,
    /// and `count` advanced by the width asked for. The spaces stored beyond it lie in the
    /// room just made and are not part of the bytes written (the next append writes over
    /// them). An indentation deeper than 32 is written 32 at a time.
    @inline(__always)
    mutating func append(spaces count: Int) {
        guard count <= 32 else {
            appendManySpaces(count)
            return
        }
        if 32 > capacity - self.count {
            grow(toHold: self.count + 32)
        }
        let to = UnsafeMutableRawPointer(start + self.count)
        let spaces: UInt64 = 0x2020_2020_2020_2020
        to.storeBytes(of: spaces, as: UInt64.self)
        to.storeBytes(of: spaces, toByteOffset: 8, as: UInt64.self)
        to.storeBytes(of: spaces, toByteOffset: 16, as: UInt64.self)
        to.storeBytes(of: spaces, toByteOffset: 24, as: UInt64.self)
        self.count += max(count, 0)
    }

    private mutating func appendManySpaces(_ count: Int) {
        var rest = count
        while rest > 32 {
            append(spaces: 32)
            rest -= 32
        }
        append(spaces: rest)
    }

    // MARK: Removing

    /// Empties the buffer, keeping its memory for what is written next.
    mutating func removeAll() {
        count = 0
    }

    /// Drops everything written from `offset` on.
    mutating func removeAll(from offset: Int) {
        precondition(offset >= 0 && offset <= count, "offset outside the buffer")
        count = offset
    }
}
