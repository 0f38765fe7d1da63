/// One piece of a generated line: formc's own text, or a value from the model spelled as Swift.
///
/// Emitters write lines as lists of pieces, `w.line("public var ", field.member, ": ",
/// field.valueType)`, and the writer copies each piece's UTF-8 bytes straight into the
/// output: no `String` is built for a line or a piece. A string literal in a piece
/// list is formc's own Swift, a `StaticString`; text from a `.form` file reaches the output
/// only through `.string` or `.rawString` (a literal whose value is exactly that text),
/// `.comment` (text made safe for a comment) or `.docText` (text for a doc comment, made safe
/// there), so a label can never become code.
enum SwiftCode: ExpressibleByStringLiteral {
    /// formc's own text, copied as it is.
    case text(StaticString)
    /// Text that is already Swift: a name the checker accepted as an identifier (a form's name),
    /// a type formc spells, an enum case. Copied as it is.
    case raw(String)
    /// Text from the `.form` file (a label, a title) for a `docComment`, which makes each of
    /// its lines safe for a comment. Anywhere else it stops the emitter: such text is never
    /// code.
    case docText(String)
    /// `raw` followed by fixed text: `String?` is `.rawThen(field.type.swiftType, "?")`.
    case rawThen(String, StaticString)
    /// A name as an identifier: in backticks when it is a keyword (`SwiftLiteral.identifier`).
    case member(String)
    /// A name as an argument label in a declaration (`SwiftLiteral.label`).
    case label(String)
    /// A `"..."` literal whose value is exactly the text (`SwiftLiteral.string`).
    case string(String)
    /// A raw `#"..."#` literal for a pattern, or `string` when it cannot be one (`SwiftLiteral.rawString`).
    case rawString(String)
    /// Text for a `//` comment: one line, nothing invisible, no `*/` (`SwiftLiteral.commentSafe`).
    case comment(String)
    /// A decimal integer.
    case int(Int)
    /// Bytes spelled earlier with `SwiftWriter.spell`, copied again.
    case spelled(Spelled)
    /// `spelled` followed by fixed text: `LoginValues` is `.spelledThen(formName, "Values")`.
    case spelledThen(Spelled, StaticString)

    init(stringLiteral value: StaticString) { self = .text(value) }
}

/// Bytes `SwiftWriter.spell` wrote to its store: what is written many times (a field's name as
/// an identifier, its label as a literal) is spelled once per form and then copied. Plain
/// numbers, so holding and passing them costs nothing.
struct Spelled {
    fileprivate let start: Int
    fileprivate let count: Int
}

/// Accumulates generated Swift as UTF-8 bytes, line by line, with four-space indentation.
///
/// Emitters never build indentation by hand: they open and close blocks, so nesting in the
/// output always matches nesting in the emitter, and no line carries trailing whitespace.
///
/// The bytes go straight into the storage of the `[UInt8]` that `render` returns, reserved
/// once from an estimate of the output's size: a line is one bounds check and a copy per
/// piece, and the result is neither copied nor validated again. An estimate that falls
/// short costs copies (each doubling of the buffer, and one into the result), never
/// correctness.
///
/// Not copyable: the writer owns the memory of its store and caches and frees it, so a
/// copy would free what the other still uses.
struct SwiftWriter: ~Copyable {
    /// Memory bytes are written to.
    private struct Buffer {
        var base: UnsafeMutablePointer<UInt8>
        var count = 0
        var capacity: Int
        /// Whether `base` was allocated here and must be freed (false for the result's storage).
        var owned: Bool

        static func allocate(_ capacity: Int) -> Buffer {
            Buffer(base: .allocate(capacity: capacity), capacity: capacity, owned: true)
        }
    }

    /// Where pieces go: the output, except while `spell`, a doc comment's text or the doc
    /// comment cache borrows it.
    private var out: Buffer
    private var level = 0
    /// What `spell` wrote, for `.spelled`.
    private var store = Buffer.allocate(4_096)
    /// A doc comment's text, put together before it is wrapped.
    private var docText = Buffer.allocate(256)
    /// Wrapped doc comments of fixed text, by text and level: the same every time they appear.
    private var docCache = Buffer.allocate(4_096)
    private var docCacheEntries = [DocCacheEntry](repeating: DocCacheEntry(), count: 64)
    /// The argument list being written by `call`: how many arguments so far, and whether each
    /// goes on a line of its own.
    private var argumentCount = 0
    private var argumentsOnSeparateLines = false
    /// Between `beginDocText` and `endDocText`: where `.docText` may be written.
    private var isWritingDocText = false

    private init(base: UnsafeMutablePointer<UInt8>, capacity: Int) {
        out = Buffer(base: base, capacity: capacity, owned: false)
    }

    /// Runs `body` on a new writer and returns what it wrote. `capacity` is the expected size of
    /// the output: writing more works, at the price of copies.
    static func render(capacity: Int, _ body: (inout SwiftWriter) -> Void) -> [UInt8] {
        var spilled: Buffer?
        var bytes = [UInt8](unsafeUninitializedCapacity: max(capacity, 256)) { buffer, initialized in
            LargeOutput.preferLargePages(buffer)
            var w = SwiftWriter(base: buffer.baseAddress!, capacity: buffer.count)
            body(&w)
            if w.out.owned {
                spilled = w.out
                initialized = 0
            } else {
                initialized = w.out.count
            }
            w.store.base.deallocate()
            w.docText.base.deallocate()
            w.docCache.base.deallocate()
        }
        if let spilled {
            bytes = Array(UnsafeBufferPointer(start: spilled.base, count: spilled.count))
            spilled.base.deallocate()
        }
        return bytes
    }

    // MARK: Storage
    //
    // A line is written in one go: room for the most its pieces can take is reserved once,
    // then each piece is stored through a local pointer, `p`, which stays in a register. (The
    // writer's own fields live in memory, and a byte stored through a pointer may be any
    // memory, so writing through `out` reloads them after every store.)

    /// Room for `n` more bytes: where they go.
    @inline(__always)
    private mutating func room(_ n: Int) -> UnsafeMutablePointer<UInt8> {
        if _slowPath(out.count &+ n > out.capacity) { grow(n) }
        return out.base + out.count
    }

    /// Takes the bytes written up to `p` (from `room`) into the output.
    @inline(__always)
    private mutating func advance(to p: UnsafeMutablePointer<UInt8>) {
        out.count = p - out.base
    }

    @inline(never)
    private mutating func grow(_ n: Int) {
        let newCapacity = max(out.capacity * 2, out.count + n)
        let new = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        new.initialize(from: out.base, count: out.count)
        if out.owned { out.base.deallocate() }
        out.base = new
        out.capacity = newCapacity
        out.owned = true
    }

    @inline(__always)
    private mutating func put(_ byte: UInt8) {
        var p = room(1)
        p.pointee = byte
        p += 1
        advance(to: p)
    }

    @inline(__always)
    private mutating func put(_ bytes: UnsafeBufferPointer<UInt8>) {
        var p = room(bytes.count)
        Self.put(bytes, at: &p)
        advance(to: p)
    }

    @inline(__always)
    private mutating func put(_ text: StaticString) {
        var p = room(text.utf8CodeUnitCount)
        Self.put(text, at: &p)
        advance(to: p)
    }

    /// A literal's bytes, without a closure (which was not always inlined). Every string
    /// literal, one character long included, is a `StaticString` with a pointer (the only
    /// kind whose `utf8CodeUnitCount` may be asked).
    @inline(__always)
    private static func put(_ text: StaticString, at p: inout UnsafeMutablePointer<UInt8>) {
        put(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount), at: &p)
    }

    @inline(__always)
    private static func put(_ bytes: UnsafeBufferPointer<UInt8>, at p: inout UnsafeMutablePointer<UInt8>) {
        let n = bytes.count
        if n > 0 { copy(bytes.baseAddress!, to: p, count: n) }
        p += n
    }

    /// `memcpy`, with short copies (most pieces are a few bytes) done in place by overlapping
    /// word moves instead of a call.
    @inline(__always)
    private static func copy(_ source: UnsafePointer<UInt8>, to target: UnsafeMutablePointer<UInt8>, count n: Int) {
        let from = UnsafeRawPointer(source)
        let to = UnsafeMutableRawPointer(target)
        if n >= 8 && n <= 16 {
            let head = from.loadUnaligned(as: UInt64.self)
            let tail = from.loadUnaligned(fromByteOffset: n - 8, as: UInt64.self)
            to.storeBytes(of: head, as: UInt64.self)
            to.storeBytes(of: tail, toByteOffset: n - 8, as: UInt64.self)
        } else if n > 16 && n <= 32 {
            let a = from.loadUnaligned(as: UInt64.self)
            let b = from.loadUnaligned(fromByteOffset: 8, as: UInt64.self)
            let c = from.loadUnaligned(fromByteOffset: n - 16, as: UInt64.self)
            let d = from.loadUnaligned(fromByteOffset: n - 8, as: UInt64.self)
            to.storeBytes(of: a, as: UInt64.self)
            to.storeBytes(of: b, toByteOffset: 8, as: UInt64.self)
            to.storeBytes(of: c, toByteOffset: n - 16, as: UInt64.self)
            to.storeBytes(of: d, toByteOffset: n - 8, as: UInt64.self)
        } else if n >= 4 && n < 8 {
            let head = from.loadUnaligned(as: UInt32.self)
            let tail = from.loadUnaligned(fromByteOffset: n - 4, as: UInt32.self)
            to.storeBytes(of: head, as: UInt32.self)
            to.storeBytes(of: tail, toByteOffset: n - 4, as: UInt32.self)
        } else if n < 4 {
            // 1, 2 or 3 bytes: first, middle and last (some the same).
            target[0] = source[0]
            target[n >> 1] = source[n >> 1]
            target[n - 1] = source[n - 1]
        } else {
            target.update(from: source, count: n)
        }
    }

    /// A String's UTF-8 bytes, from its own storage when it has contiguous UTF-8 (every native
    /// String does). Transparent, so that `body` is inlined into the standard library's
    /// accessor; the copy for other Strings is out of line, since written here it made every
    /// String be retained and released.
    @_transparent
    static func withBytes<R>(of text: String, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        if let result = text.utf8.withContiguousStorageIfAvailable(body) { return result }
        return withCopiedBytes(of: text, body)
    }

    @inline(never)
    static func withCopiedBytes<R>(of text: String, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        Array(text.utf8).withUnsafeBufferPointer(body)
    }

    // MARK: Spelled once

    /// Forgets everything spelled so far, whose `Spelled`s must not be used again: the store
    /// then stays small (and in cache) however many forms a file has.
    mutating func clearSpelled() {
        store.count = 0
    }

    /// Writes `code` to the store instead of the output, to be copied with `.spelled`.
    mutating func spell(_ code: SwiftCode) -> Spelled {
        // While spelling, the store is `out`: a spelled piece would be read from the output.
        switch code {
        case .spelled, .spelledThen: preconditionFailure("a spelled piece spelled again")
        default: break
        }
        swap(&out, &store)
        let start = out.count
        write(code)
        let spelled = Spelled(start: start, count: out.count - start)
        swap(&out, &store)
        return spelled
    }

    // MARK: Pieces

    /// The most bytes `code` can take.
    @_transparent
    private func length(_ code: SwiftCode) -> Int {
        switch code {
        case .text(let text): return text.utf8CodeUnitCount
        case .raw(let text), .docText(let text): return text.utf8.count
        case .rawThen(let text, let suffix): return text.utf8.count + suffix.utf8CodeUnitCount
        case .member(let name), .label(let name): return name.utf8.count + 2
        // Every escape is at most 8 bytes for each byte it replaces; a raw literal's `#`s are
        // at most one more than the text's bytes on each side.
        case .string(let text), .rawString(let text), .comment(let text): return 8 * text.utf8.count + 8
        case .int: return 20
        case .spelled(let spelled): return spelled.count
        case .spelledThen(let spelled, let suffix): return spelled.count + suffix.utf8CodeUnitCount
        }
    }

    /// Stores `code` at `p`, which has room for `length(code)` bytes, and moves `p` past it.
    // Transparent: inlined at every use, where the piece's case is known and the switch
    // disappears (an @inline(__always) function was still called out of line in long lines).
    @_transparent
    private func put(_ code: SwiftCode, at p: inout UnsafeMutablePointer<UInt8>) {
        switch code {
        case .text(let text): Self.put(text, at: &p)
        case .raw(let text): Self.withBytes(of: text) { Self.put($0, at: &p) }
        case .docText(let text):
            precondition(isWritingDocText, "form text outside a doc comment")
            Self.withBytes(of: text) { Self.put($0, at: &p) }
        case .rawThen(let text, let suffix):
            Self.withBytes(of: text) { Self.put($0, at: &p) }
            Self.put(suffix, at: &p)
        case .member(let name):
            Self.withBytes(of: name) { Self.putName($0, inBackticks: SwiftLiteral.isKeyword($0), at: &p) }
        case .label(let name):
            Self.withBytes(of: name) { Self.putName($0, inBackticks: SwiftLiteral.isDeclarationLabelKeyword($0), at: &p) }
        case .string(let text): Self.withBytes(of: text) { Self.putStringLiteral($0, at: &p) }
        case .rawString(let text): Self.withBytes(of: text) { Self.putRawStringLiteral($0, at: &p) }
        case .comment(let text): Self.withBytes(of: text) { Self.putCommentSafe($0, at: &p) }
        case .int(let value): Self.putInt(value, at: &p)
        case .spelled(let spelled): Self.put(UnsafeBufferPointer(start: store.base + spelled.start, count: spelled.count), at: &p)
        case .spelledThen(let spelled, let suffix):
            Self.put(UnsafeBufferPointer(start: store.base + spelled.start, count: spelled.count), at: &p)
            Self.put(suffix, at: &p)
        }
    }

    /// One piece, on its own.
    @inline(__always)
    mutating func write(_ code: SwiftCode) {
        var p = room(length(code))
        put(code, at: &p)
        advance(to: p)
    }

    @inline(never)
    private static func putName(_ name: UnsafeBufferPointer<UInt8>, inBackticks: Bool,
                                at p: inout UnsafeMutablePointer<UInt8>) {
        if inBackticks {
            p.pointee = 0x60   // `
            p += 1
            put(name, at: &p)
            p.pointee = 0x60
            p += 1
        } else {
            put(name, at: &p)
        }
    }

    @inline(never)
    private static func putInt(_ value: Int, at p: inout UnsafeMutablePointer<UInt8>) {
        // The magnitude as UInt, so Int.min needs no special case.
        var v = value < 0 ? UInt(bitPattern: 0) &- UInt(bitPattern: value) : UInt(value)
        if value < 0 {
            p.pointee = 0x2D   // -
            p += 1
        }
        var digits = 1
        var rest = v / 10
        while rest > 0 { digits += 1; rest /= 10 }
        var i = digits
        repeat {
            i -= 1
            p[i] = 0x30 &+ UInt8(truncatingIfNeeded: v % 10)
            v /= 10
        } while v > 0
        p += digits
    }

    /// `\u{XXXX}`: at least four upper-case hex digits, as `SwiftLiteral` writes them.
    private static func putUnicodeEscape(_ value: UInt32, at p: inout UnsafeMutablePointer<UInt8>) {
        p[0] = 0x5C; p[1] = 0x75; p[2] = 0x7B   // \u{
        p += 3
        var digits = 4
        while digits < 8, value >> (4 * UInt32(digits)) != 0 { digits += 1 }
        var shift = 4 * (digits - 1)
        while shift >= 0 {
            let nibble = UInt8(truncatingIfNeeded: (value >> UInt32(shift)) & 0xF)
            p.pointee = nibble < 10 ? 0x30 + nibble : 0x37 + nibble   // 0-9, A-F
            p += 1
            shift -= 4
        }
        p.pointee = 0x7D   // }
        p += 1
    }

    // MARK: Literals

    /// `SwiftLiteral.string`, on bytes.
    @inline(never)
    private static func putStringLiteral(_ bytes: UnsafeBufferPointer<UInt8>, at p: inout UnsafeMutablePointer<UInt8>) {
        p.pointee = 0x22
        p += 1
        putStringContents(bytes, at: &p)
        p.pointee = 0x22
        p += 1
    }

    /// What `putStringLiteral` writes between the quotes: printable ASCII without `"` or `\`
    /// is copied as it is; anything else is escaped scalar by scalar, exactly as
    /// `SwiftLiteral.string` does. Needs room for 8 bytes per byte of `bytes`.
    private static func putStringContents(_ bytes: UnsafeBufferPointer<UInt8>, at p: inout UnsafeMutablePointer<UInt8>) {
        let n = bytes.count
        var plain = 0
        if n >= 8 {
            // Eight bytes at a time while none needs escaping, copied as they are checked;
            // the last word may overlap the one before it.
            let source = UnsafeRawPointer(bytes.baseAddress!)
            let target = UnsafeMutableRawPointer(p)
            while plain + 8 <= n {
                let word = source.loadUnaligned(fromByteOffset: plain, as: UInt64.self)
                if SWAR.needsStringEscape(word) { break }
                target.storeBytes(of: word, toByteOffset: plain, as: UInt64.self)
                plain += 8
            }
            if plain < n && plain + 8 > n {
                let word = source.loadUnaligned(fromByteOffset: n - 8, as: UInt64.self)
                if !SWAR.needsStringEscape(word) {
                    target.storeBytes(of: word, toByteOffset: n - 8, as: UInt64.self)
                    plain = n
                }
            }
            p += plain
            if plain == n { return }
        }
        let start = plain
        while plain < n {
            let b = bytes[plain]
            if b < 0x20 || b >= 0x7F || b == 0x22 || b == 0x5C { break }
            plain += 1
        }
        put(UnsafeBufferPointer(rebasing: bytes[start..<plain]), at: &p)
        if plain < n { putEscaped(bytes, from: plain, at: &p) }
    }

    /// A literal whose value is `text` followed by `suffix` (which needs no escaping): the
    /// default messages formc makes from a label.
    mutating func writeStringLiteral(_ text: String, then suffix: StaticString) {
        var p = room(8 * text.utf8.count + 2 + suffix.utf8CodeUnitCount)
        Self.withBytes(of: text) { bytes in
            p.pointee = 0x22
            p += 1
            Self.putStringContents(bytes, at: &p)
        }
        Self.put(suffix, at: &p)
        p.pointee = 0x22
        p += 1
        advance(to: p)
    }

    /// The escaping of `SwiftLiteral.string` from `start` on, on UTF-8 bytes (which are valid:
    /// they come from a String).
    private static func putEscaped(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, at p: inout UnsafeMutablePointer<UInt8>) {
        func two(_ b: UInt8) {
            p[0] = 0x5C
            p[1] = b
            p += 2
        }
        var i = start
        while i < bytes.count {
            let b = bytes[i]
            if b < 0x80 {
                switch b {
                case 0x5C: two(0x5C)   // \\
                case 0x22: two(0x22)   // \"
                case 0x0A: two(0x6E)   // \n
                case 0x0D: two(0x72)   // \r
                case 0x09: two(0x74)   // \t
                case 0x00: two(0x30)   // \0
                default:
                    if b < 0x20 || b == 0x7F {
                        putUnicodeEscape(UInt32(b), at: &p)
                    } else {
                        p.pointee = b
                        p += 1
                    }
                }
                i += 1
            } else {
                let (value, length) = UTF8Scalars.decode(bytes, at: i)
                if SwiftLiteral.needsUnicodeEscape(value) {
                    putUnicodeEscape(value, at: &p)
                } else {
                    put(UnsafeBufferPointer(rebasing: bytes[i..<i + length]), at: &p)
                }
                i += length
            }
        }
    }

    /// `SwiftLiteral.rawString`, on bytes.
    @inline(never)
    private static func putRawStringLiteral(_ bytes: UnsafeBufferPointer<UInt8>, at p: inout UnsafeMutablePointer<UInt8>) {
        // What a raw literal cannot show: controls, DEL, and what needsUnicodeEscape names.
        var i = 0
        while i < bytes.count {
            let b = bytes[i]
            if b < 0x80 {
                if b < 0x20 || b == 0x7F {
                    putStringLiteral(bytes, at: &p)
                    return
                }
                i += 1
            } else {
                let (value, length) = UTF8Scalars.decode(bytes, at: i)
                if SwiftLiteral.needsUnicodeEscape(value) {
                    putStringLiteral(bytes, at: &p)
                    return
                }
                i += length
            }
        }
        // One `#` more than the longest run of `#` after a quote or a backslash.
        var longest = 0
        i = 0
        while i < bytes.count {
            if bytes[i] == 0x22 || bytes[i] == 0x5C {
                var run = 0
                while i + 1 + run < bytes.count, bytes[i + 1 + run] == 0x23 { run += 1 }
                longest = max(longest, run)
            }
            i += 1
        }
        for _ in 0...longest {
            p.pointee = 0x23
            p += 1
        }
        p.pointee = 0x22
        p += 1
        put(bytes, at: &p)
        p.pointee = 0x22
        p += 1
        for _ in 0...longest {
            p.pointee = 0x23
            p += 1
        }
    }

    /// `SwiftLiteral.commentSafe`, on bytes.
    @inline(never)
    private static func putCommentSafe(_ bytes: UnsafeBufferPointer<UInt8>, at p: inout UnsafeMutablePointer<UInt8>) {
        if SwiftLiteral.isPlainASCII(bytes) {
            put(bytes, at: &p)
            return
        }
        var afterStar = false
        var i = 0
        while i < bytes.count {
            let (value, length) = bytes[i] < 0x80 ? (UInt32(bytes[i]), 1) : UTF8Scalars.decode(bytes, at: i)
            if SwiftLiteral.needsUnicodeEscape(value) || value == 0x0A || value == 0x0D || value == 0x09 {
                putUnicodeEscape(value, at: &p)
                afterStar = false
            } else {
                if afterStar && value == 0x2F {   // "*/" becomes "* /"
                    p.pointee = 0x20
                    p += 1
                }
                put(UnsafeBufferPointer(rebasing: bytes[i..<i + length]), at: &p)
                afterStar = value == 0x2A
            }
            i += length
        }
    }

    // MARK: Lines

    /// Room for indentation, a newline and the pieces of `lengths` bytes, with the
    /// indentation written: where the pieces go.
    @inline(__always)
    private mutating func startLine(room lengths: Int) -> UnsafeMutablePointer<UInt8> {
        let n = level * 4
        // Up to eight levels, four words of spaces whatever the level: the bytes after the
        // indentation are overwritten by what follows it.
        let p = room(n + 32 + lengths + 1)
        let target = UnsafeMutableRawPointer(p)
        let spaces: UInt64 = 0x2020_2020_2020_2020
        target.storeBytes(of: spaces, as: UInt64.self)
        target.storeBytes(of: spaces, toByteOffset: 8, as: UInt64.self)
        target.storeBytes(of: spaces, toByteOffset: 16, as: UInt64.self)
        target.storeBytes(of: spaces, toByteOffset: 24, as: UInt64.self)
        var done = 32
        while done < n {
            target.storeBytes(of: spaces, toByteOffset: done, as: UInt64.self)
            done += 8
        }
        return p + n
    }

    /// Ends a line at `p`.
    @inline(__always)
    private mutating func endLine(at p: UnsafeMutablePointer<UInt8>) {
        p.pointee = 0x0A
        advance(to: p + 1)
    }

    /// Starts a line: the current indentation.
    @inline(__always)
    private mutating func indent() {
        advance(to: startLine(room: 0))
    }

    @inline(__always)
    private mutating func newline() { put(0x0A) }

    /// An empty line.
    mutating func blank() { newline() }

    /// One line at the current indentation.
    @_transparent
    mutating func line(_ a: SwiftCode) {
        var p = startLine(room: length(a))
        put(a, at: &p)
        endLine(at: p)
    }

    @_transparent
    mutating func line(_ a: SwiftCode, _ b: SwiftCode) {
        var p = startLine(room: length(a) + length(b))
        put(a, at: &p); put(b, at: &p)
        endLine(at: p)
    }

    @_transparent
    mutating func line(_ a: SwiftCode, _ b: SwiftCode, _ c: SwiftCode) {
        var p = startLine(room: length(a) + length(b) + length(c))
        put(a, at: &p); put(b, at: &p); put(c, at: &p)
        endLine(at: p)
    }

    @_transparent
    mutating func line(_ a: SwiftCode, _ b: SwiftCode, _ c: SwiftCode, _ d: SwiftCode) {
        var p = startLine(room: length(a) + length(b) + length(c) + length(d))
        put(a, at: &p); put(b, at: &p); put(c, at: &p); put(d, at: &p)
        endLine(at: p)
    }

    @_transparent
    mutating func line(_ a: SwiftCode, _ b: SwiftCode, _ c: SwiftCode, _ d: SwiftCode, _ e: SwiftCode) {
        var p = startLine(room: length(a) + length(b) + length(c) + length(d) + length(e))
        put(a, at: &p); put(b, at: &p); put(c, at: &p); put(d, at: &p); put(e, at: &p)
        endLine(at: p)
    }

    @_transparent
    mutating func line(_ a: SwiftCode, _ b: SwiftCode, _ c: SwiftCode, _ d: SwiftCode, _ e: SwiftCode, _ f: SwiftCode) {
        var p = startLine(room: length(a) + length(b) + length(c) + length(d) + length(e) + length(f))
        put(a, at: &p); put(b, at: &p); put(c, at: &p); put(d, at: &p); put(e, at: &p); put(f, at: &p)
        endLine(at: p)
    }

    @_transparent
    mutating func line(_ a: SwiftCode, _ b: SwiftCode, _ c: SwiftCode, _ d: SwiftCode, _ e: SwiftCode, _ f: SwiftCode,
                       _ g: SwiftCode) {
        var p = startLine(room: length(a) + length(b) + length(c) + length(d) + length(e) + length(f) + length(g))
        put(a, at: &p); put(b, at: &p); put(c, at: &p); put(d, at: &p); put(e, at: &p); put(f, at: &p); put(g, at: &p)
        endLine(at: p)
    }

    /// A line written in parts: `startLine`, any number of `add`, then `endLine` (or `openBlock`).
    @_transparent
    mutating func startLine(_ a: SwiftCode) {
        var p = startLine(room: length(a))
        put(a, at: &p)
        advance(to: p)
    }

    @_transparent
    mutating func startLine(_ a: SwiftCode, _ b: SwiftCode) {
        var p = startLine(room: length(a) + length(b))
        put(a, at: &p); put(b, at: &p)
        advance(to: p)
    }

    @_transparent
    mutating func startLine(_ a: SwiftCode, _ b: SwiftCode, _ c: SwiftCode) {
        var p = startLine(room: length(a) + length(b) + length(c))
        put(a, at: &p); put(b, at: &p); put(c, at: &p)
        advance(to: p)
    }

    @_transparent
    mutating func add(_ a: SwiftCode) {
        var p = room(length(a))
        put(a, at: &p)
        advance(to: p)
    }

    @_transparent
    mutating func add(_ a: SwiftCode, _ b: SwiftCode) {
        var p = room(length(a) + length(b))
        put(a, at: &p); put(b, at: &p)
        advance(to: p)
    }

    @_transparent
    mutating func add(_ a: SwiftCode, _ b: SwiftCode, _ c: SwiftCode) {
        var p = room(length(a) + length(b) + length(c))
        put(a, at: &p); put(b, at: &p); put(c, at: &p)
        advance(to: p)
    }

    @_transparent
    mutating func add(_ a: SwiftCode, _ b: SwiftCode, _ c: SwiftCode, _ d: SwiftCode) {
        var p = room(length(a) + length(b) + length(c) + length(d))
        put(a, at: &p); put(b, at: &p); put(c, at: &p); put(d, at: &p)
        advance(to: p)
    }

    @_transparent
    mutating func add(_ a: SwiftCode, _ b: SwiftCode, _ c: SwiftCode, _ d: SwiftCode, _ e: SwiftCode) {
        var p = room(length(a) + length(b) + length(c) + length(d) + length(e))
        put(a, at: &p); put(b, at: &p); put(c, at: &p); put(d, at: &p); put(e, at: &p)
        advance(to: p)
    }

    @_transparent
    mutating func endLine() {
        newline()
    }

    @_transparent
    mutating func endLine(_ a: SwiftCode) {
        var p = room(length(a) + 1)
        put(a, at: &p)
        endLine(at: p)
    }

    @_transparent
    mutating func endLine(_ a: SwiftCode, _ b: SwiftCode) {
        var p = room(length(a) + length(b) + 1)
        put(a, at: &p); put(b, at: &p)
        endLine(at: p)
    }

    // MARK: Blocks

    /// Ends the line being written with ` {`, writes `body` one level deeper, then `}`.
    mutating func openBlock(_ body: (inout SwiftWriter) -> Void) {
        put(" {\n")
        level += 1
        body(&self)
        level -= 1
        line("}")
    }

    /// `header {`, the body one level deeper, then `}`.
    @_transparent
    mutating func block(_ a: SwiftCode, _ body: (inout SwiftWriter) -> Void) {
        startLine(a); openBlock(body)
    }

    @_transparent
    mutating func block(_ a: SwiftCode, _ b: SwiftCode, _ body: (inout SwiftWriter) -> Void) {
        startLine(a, b); openBlock(body)
    }

    @_transparent
    mutating func block(_ a: SwiftCode, _ b: SwiftCode, _ c: SwiftCode, _ body: (inout SwiftWriter) -> Void) {
        startLine(a, b, c); openBlock(body)
    }

    @_transparent
    mutating func block(_ a: SwiftCode, _ b: SwiftCode, _ c: SwiftCode, _ d: SwiftCode, _ body: (inout SwiftWriter) -> Void) {
        startLine(a, b, c); add(d); openBlock(body)
    }

    /// `if condition { … } else { … }` with the `else` on the closing brace's line.
    mutating func ifElse(_ condition: SwiftCode, _ then: (inout SwiftWriter) -> Void,
                         else otherwise: (inout SwiftWriter) -> Void) {
        startLine("if ", condition)
        ifElseBodies(then, otherwise)
    }

    mutating func ifElse(_ a: SwiftCode, _ b: SwiftCode, _ c: SwiftCode, _ then: (inout SwiftWriter) -> Void,
                         else otherwise: (inout SwiftWriter) -> Void) {
        startLine("if ", a, b)
        add(c)
        ifElseBodies(then, otherwise)
    }

    private mutating func ifElseBodies(_ then: (inout SwiftWriter) -> Void, _ otherwise: (inout SwiftWriter) -> Void) {
        put(" {\n")
        level += 1
        then(&self)
        level -= 1
        line("} else {")
        level += 1
        otherwise(&self)
        level -= 1
        line("}")
    }

    /// Runs `body` one level deeper, without braces (modifier chains).
    @inline(__always)
    mutating func indented(_ body: (inout SwiftWriter) -> Void) {
        level += 1
        body(&self)
        level -= 1
    }

    /// `switch subject {`, the cases at the same indentation as the `switch` (Swift's own
    /// style), then `}`.
    mutating func switchBlock(_ subject: SwiftCode, _ body: (inout SwiftWriter) -> Void) {
        line("switch ", subject, " {")
        body(&self)
        line("}")
    }

    // MARK: Calls

    /// `prefix(argument, argument, ...)`: on one line when that is at most 100 characters and
    /// `multiline` is false, else one argument per line (`multiline`: some argument spans
    /// lines, as a list of rules does). `arguments` writes each argument with `argument(...)`;
    /// it runs twice when the one-line form turns out too long, so it must only write.
    mutating func call(_ prefix: (inout SwiftWriter) -> Void, multiline: Bool, _ arguments: (inout SwiftWriter) -> Void) {
        let savedCount = argumentCount
        let savedMode = argumentsOnSeparateLines
        defer {
            argumentCount = savedCount
            argumentsOnSeparateLines = savedMode
        }
        if !multiline {
            let lineStart = out.count
            indent()
            let contentStart = out.count
            prefix(&self)
            put(0x28)   // (
            argumentCount = 0
            argumentsOnSeparateLines = false
            arguments(&self)
            put(0x29)   // )
            if fitsOnOneLine(from: contentStart) {
                newline()
                return
            }
            out.count = lineStart
        }
        indent()
        prefix(&self)
        put(0x28)
        argumentCount = 0
        argumentsOnSeparateLines = true
        level += 1
        arguments(&self)
        level -= 1
        newline()
        line(")")
    }

    /// Whether the line written since `start` (no line break in it) is at most 100 Characters.
    private func fitsOnOneLine(from start: Int) -> Bool {
        let length = out.count - start
        if length <= 100 { return true }   // never more Characters than bytes
        let bytes = UnsafeBufferPointer(start: out.base + start, count: length)
        if !bytes.contains(where: { $0 >= 0x80 || $0 == 0x0D }) { return false }   // a Character per byte
        return String(decoding: bytes, as: UTF8.self).count <= 100
    }

    /// Starts the next argument of `call`: after `, ` on the same line, or on a line of its own.
    mutating func nextArgument() {
        if argumentsOnSeparateLines {
            if argumentCount > 0 { put(0x2C) }   // ,
            newline()
            indent()
        } else if argumentCount > 0 {
            put(0x2C); put(0x20)
        }
        argumentCount += 1
    }

    @_transparent
    mutating func argument(_ a: SwiftCode) {
        nextArgument()
        var p = room(length(a))
        put(a, at: &p)
        advance(to: p)
    }

    @_transparent
    mutating func argument(_ a: SwiftCode, _ b: SwiftCode) {
        nextArgument()
        var p = room(length(a) + length(b))
        put(a, at: &p); put(b, at: &p)
        advance(to: p)
    }

    @_transparent
    mutating func argument(_ a: SwiftCode, _ b: SwiftCode, _ c: SwiftCode) {
        nextArgument()
        var p = room(length(a) + length(b) + length(c))
        put(a, at: &p); put(b, at: &p); put(c, at: &p)
        advance(to: p)
    }

    /// A line inside an argument that spans lines (a list's elements), `extra` levels deeper
    /// than the argument.
    mutating func argumentLine(extra: Int, _ body: (inout SwiftWriter) -> Void) {
        newline()
        level += extra
        indent()
        level -= extra
        body(&self)
    }

    // MARK: Doc comments

    /// A `///` comment: each paragraph line of the text word-wrapped to keep the line within
    /// 100 columns. Words are never split, so a long word makes a long line. The text is
    /// made safe for a comment here (`SwiftLiteral.commentSafe`).
    ///
    /// Fixed text (a literal) is wrapped once per indentation and copied after that.
    @inline(__always)
    mutating func docComment(_ a: SwiftCode) {
        switch a {
        case .text(let text): writeDocComment(text)
        case .raw(let text): Self.withBytes(of: text) { writeDocComment($0) }
        default: beginDocText(); write(a); endDocText()
        }
    }

    /// A doc comment whose text the pieces make: `.text` and `.raw` are written as they are,
    /// not as Swift.
    @inline(__always)
    mutating func docComment(_ a: SwiftCode, _ b: SwiftCode, _ c: SwiftCode) {
        beginDocText(); write(a); write(b); write(c); endDocText()
    }

    @inline(__always)
    mutating func docComment(_ a: SwiftCode, _ b: SwiftCode, _ c: SwiftCode, _ d: SwiftCode, _ e: SwiftCode) {
        beginDocText(); write(a); write(b); write(c); write(d); write(e); endDocText()
    }

    /// Sends the pieces that follow to `docText`, until `endDocText`.
    private mutating func beginDocText() {
        swap(&out, &docText)
        out.count = 0
        isWritingDocText = true
    }

    /// Wraps the text written since `beginDocText` into the output.
    private mutating func endDocText() {
        isWritingDocText = false
        swap(&out, &docText)
        writeDocComment(UnsafeBufferPointer(start: docText.base, count: docText.count))
    }

    private struct DocCacheEntry {
        var text: UnsafeRawPointer?
        var level = 0
        var start = 0
        var count = 0
    }

    private mutating func writeDocComment(_ text: StaticString) {
        let key = UnsafeRawPointer(text.utf8Start)
        let mask = docCacheEntries.count - 1
        var slot = (Int(bitPattern: key) >> 3 &+ level &* 31) & mask
        var probes = 0
        while let cached = docCacheEntries[slot].text {
            if cached == key && docCacheEntries[slot].level == level {
                let entry = docCacheEntries[slot]
                put(UnsafeBufferPointer(start: docCache.base + entry.start, count: entry.count))
                return
            }
            slot = (slot + 1) & mask
            probes += 1
            if probes > mask { break }   // full: write without keeping
        }
        let start = out.count
        writeDocComment(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
        guard probes <= mask, docCacheEntries[slot].text == nil else { return }
        // Keep the result at most half full, so a miss ends soon.
        let used = docCacheEntries.reduce(0) { $0 + ($1.text == nil ? 0 : 1) }
        guard used < docCacheEntries.count / 2 else { return }
        let count = out.count - start
        swap(&out, &docCache)
        let cacheStart = out.count
        put(UnsafeBufferPointer(start: docCache.base + start, count: count))
        swap(&out, &docCache)
        docCacheEntries[slot] = DocCacheEntry(text: key, level: level, start: cacheStart, count: count)
    }

    private mutating func writeDocComment(_ text: UnsafeBufferPointer<UInt8>) {
        let width = max(40, 100 - level * 4 - 4)
        switch SwiftLiteral.docTextKind(text, width: width) {
        case .oneLine:
            indent()
            put("/// ")
            put(text)
            newline()
        case .ascii:
            writeDocCommentSimple(text, width: width, ascii: true)
        case .simple:
            writeDocCommentSimple(text, width: width, ascii: false)
        case .other:
            writeDocCommentGeneral(String(decoding: text, as: UTF8.self), width: width)
        }
    }

    /// `writeDocCommentGeneral` for text where a Character is a scalar and `commentSafe`
    /// changes nothing (`DocTextKind.ascii` and `.simple`): the same lines, wrapped by counting
    /// scalars (bytes, when `ascii`), written as they are found.
    mutating func writeDocCommentSimple(_ bytes: UnsafeBufferPointer<UInt8>, width: Int, ascii: Bool) {
        var pieceStart = 0
        while pieceStart <= bytes.count {
            var pieceEnd = pieceStart
            while pieceEnd < bytes.count, bytes[pieceEnd] != 0x0A { pieceEnd += 1 }
            writeWrapped(bytes, pieceStart, pieceEnd, width: width, ascii: ascii)
            pieceStart = pieceEnd + 1
        }
    }

    /// One paragraph line `bytes[start..<end]`, as `writeDocCommentGeneral` wraps it.
    private mutating func writeWrapped(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int, width: Int,
                                       ascii: Bool) {
        var leading = start
        while leading < end, bytes[leading] == 0x20 { leading += 1 }
        if leading == end {
            // An empty line, or one of spaces only: "///" alone, no trailing whitespace.
            var p = startLine(room: 3)
            Self.put("///", at: &p)
            endLine(at: p)
            return
        }
        let leadingCount = leading - start
        let isListItem = end - leading >= 2 && bytes[leading] == 0x2D && bytes[leading + 1] == 0x20   // "- "
        let hangingCount = leadingCount + (isListItem ? 2 : 0)
        // Room for the rest of the paragraph on this line: words and single spaces take no
        // more than the text does.
        var p = startLine(room: 4 + (end - start))
        Self.put("/// ", at: &p)
        Self.put(UnsafeBufferPointer(rebasing: bytes[start..<leading]), at: &p)
        // `current` of the general version is the line since "/// ": its length in
        // Characters (here scalars) and whether it has a word yet.
        var current = leadingCount
        var empty = true
        var i = leading
        while i < end {
            while i < end, bytes[i] == 0x20 { i += 1 }
            if i == end { break }
            let wordStart = i
            var wordCount = 0
            if ascii {
                while i < end, bytes[i] != 0x20 { i += 1 }
                wordCount = i - wordStart
            } else {
                while i < end, bytes[i] != 0x20 {
                    if bytes[i] & 0xC0 != 0x80 { wordCount += 1 }   // not a continuation byte
                    i += 1
                }
            }
            if !empty && current + 1 + wordCount > width {
                endLine(at: p)
                p = startLine(room: 4 + hangingCount + (end - wordStart))
                Self.put("/// ", at: &p)
                p.initialize(repeating: 0x20, count: hangingCount)
                p += hangingCount
                current = hangingCount
            } else if !empty {
                p.pointee = 0x20
                p += 1
                current += 1
            }
            Self.put(UnsafeBufferPointer(rebasing: bytes[wordStart..<i]), at: &p)
            current += wordCount
            empty = false
        }
        endLine(at: p)
    }

    /// The doc comment for any text: each paragraph line made safe by `commentSafe`, then
    /// wrapped by Characters.
    mutating func writeDocCommentGeneral(_ text: String, width: Int) {
        for piece in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let safe = SwiftLiteral.commentSafe(String(piece))
            if safe.allSatisfy({ $0 == " " }) {
                line("///")
                continue
            }
            // Keep a list item's indentation on continuation lines.
            let leading = String(safe.prefix { $0 == " " })
            let hanging = leading + (safe.dropFirst(leading.count).hasPrefix("- ") ? "  " : "")
            var current = leading
            var empty = true
            for word in safe.split(separator: " ") {
                if !empty && current.count + 1 + word.count > width {
                    line("/// ", .raw(current))
                    current = hanging + word
                } else {
                    current += (empty ? "" : " ") + word
                }
                empty = false
            }
            line("/// ", .raw(current))
        }
    }
}

/// Tests on eight bytes at once (bytes of a little-endian word), for the fast paths that
/// scan text.
enum SWAR {
    static let ones: UInt64 = 0x0101_0101_0101_0101
    static let highs: UInt64 = 0x8080_8080_8080_8080

    /// Whether some byte of `word` is zero.
    @inline(__always)
    static func hasZero(_ word: UInt64) -> Bool {
        (word &- ones) & ~word & highs != 0
    }

    /// 0x80 in each byte of `word` that is zero, 0 in the others (exactly, unlike `hasZero`'s
    /// intermediate result).
    @inline(__always)
    static func zeroBytes(_ word: UInt64) -> UInt64 {
        let low: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
        return ~(((word & low) &+ low) | word | low)
    }

    /// Whether some byte of `word` is `byte`.
    @inline(__always)
    static func has(_ word: UInt64, _ byte: UInt8) -> Bool {
        hasZero(word ^ (ones &* UInt64(byte)))
    }

    /// Whether some byte of `word` is less than `limit` (at most 0x80).
    @inline(__always)
    static func hasLess(_ word: UInt64, _ limit: UInt8) -> Bool {
        (word &- ones &* UInt64(limit)) & ~word & highs != 0
    }

    /// Whether some byte is one `SwiftLiteral.string` does not copy as it is: a control
    /// character, DEL, non-ASCII, `"` or `\`.
    @inline(__always)
    static func needsStringEscape(_ word: UInt64) -> Bool {
        word & highs != 0 || hasLess(word, 0x20) || has(word, 0x7F) || has(word, 0x22) || has(word, 0x5C)
    }
}

/// Scalars of valid UTF-8, decoded without building Strings.
enum UTF8Scalars {
    /// The scalar that starts at `bytes[i]`, a lead byte of valid UTF-8, and its length in bytes.
    @inline(__always)
    static func decode(_ bytes: UnsafeBufferPointer<UInt8>, at i: Int) -> (value: UInt32, length: Int) {
        let b0 = UInt32(bytes[i])
        if b0 < 0x80 { return (b0, 1) }
        if b0 < 0xE0 {
            return ((b0 & 0x1F) << 6 | UInt32(bytes[i + 1] & 0x3F), 2)
        }
        if b0 < 0xF0 {
            return ((b0 & 0x0F) << 12 | UInt32(bytes[i + 1] & 0x3F) << 6 | UInt32(bytes[i + 2] & 0x3F), 3)
        }
        return ((b0 & 0x07) << 18 | UInt32(bytes[i + 1] & 0x3F) << 12 | UInt32(bytes[i + 2] & 0x3F) << 6
                | UInt32(bytes[i + 3] & 0x3F), 4)
    }
}

/// Spelling values as Swift source: string literals, identifiers, raw-string patterns.
///
/// The one rule: text from a `.form` file reaches generated Swift only as a literal whose value
/// is that text (`string`, or `rawString`, which falls back to it) or as a comment made safe
/// (`commentSafe`), so a label can never become code.
///
/// The emitters write through `SwiftWriter`, which spells the same way on bytes
/// (`SwiftCode.string`, `.rawString`, `.comment`, `.member`, `.label`, `.docText`); these
/// String versions are the definition, and tests hold the byte versions to them
/// (`SwiftWriterFastPathTests`).
enum SwiftLiteral {
    /// A `"..."` literal whose value is exactly `text`.
    ///
    /// Escapes `\` and `"` (so `\(` and `"#` stay text), line and paragraph separators and
    /// every other control character, and the invisible bidirectional controls: the generated
    /// file then reads in the same order it compiles, and no character can end the literal or
    /// hide code from a reviewer. Everything else, every script and emoji, is written as is.
    static func string(_ text: String) -> String {
        var copy = text
        if copy.withUTF8({ bytes in bytes.allSatisfy { $0 >= 0x20 && $0 < 0x7F && $0 != 0x22 && $0 != 0x5C } }) {
            // Printable ASCII without `"` or `\`: nothing to escape.
            return "\"" + text + "\""
        }
        // Built on a String: appending to a `String.UnicodeScalarView` copies the whole view
        // each time, which made a 1 MB label take seconds.
        var out = "\""
        out.reserveCapacity(text.utf8.count + 2)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": out += #"\\"#
            case "\"": out += #"\""#
            case "\n": out += #"\n"#
            case "\r": out += #"\r"#
            case "\t": out += #"\t"#
            case "\0": out += #"\0"#
            default:
                if needsUnicodeEscape(scalar) {
                    out += "\\u{\(hex(scalar.value))}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        out += "\""
        return out
    }

    /// A raw literal `#"..."#` for regular expressions, whose backslashes then read as in the
    /// `.form` file; a plain `string` when the text holds anything a raw literal cannot show
    /// safely (line breaks, controls, bidi marks).
    static func rawString(_ text: String) -> String {
        if text.unicodeScalars.contains(where: { needsUnicodeEscape($0) || $0.value < 0x20 || $0 == "\u{7F}" }) {
            return string(text)
        }
        // Enough `#`s that neither `"#…` nor `\#…` inside the text can end the literal or
        // start an escape: one more than the longest run of `#` after a quote or backslash.
        var longest = 0
        let scalars = Array(text.unicodeScalars)
        for (index, scalar) in scalars.enumerated() where scalar == "\"" || scalar == "\\" {
            var run = 0
            while index + 1 + run < scalars.count, scalars[index + 1 + run] == "#" { run += 1 }
            longest = max(longest, run)
        }
        let hashes = String(repeating: "#", count: longest + 1)
        return hashes + "\"" + text + "\"" + hashes
    }

    /// How `SwiftWriter` wraps a doc comment's text.
    enum DocTextKind {
        /// One line as it is: printable ASCII, no `*/`, words separated by single spaces, and
        /// short enough (what wrapping would make of it is the text itself).
        case oneLine
        /// ASCII that `commentSafe` keeps: wrapped by bytes.
        case ascii
        /// Text that `commentSafe` keeps whose every scalar is a Character of its own
        /// (`isSimpleScalar`): wrapped by scalars.
        case simple
        /// Anything else: wrapped by Characters.
        case other
    }

    /// Which of the `DocTextKind`s `bytes` is, for a line of `width` columns.
    static func docTextKind(_ bytes: UnsafeBufferPointer<UInt8>, width: Int) -> DocTextKind {
        guard !bytes.isEmpty else { return .ascii }
        var oneLine = bytes.count <= width && bytes[0] != 0x20 && bytes[bytes.count - 1] != 0x20
        var i = 0
        // Eight bytes at a time while they are printable ASCII without `*`: only double
        // spaces matter there. The last word may overlap the one before it (or be padded).
        func plain(_ word: UInt64) -> Bool {
            word & SWAR.highs == 0 && !SWAR.hasLess(word, 0x20) && !SWAR.has(word, 0x7F) && !SWAR.has(word, 0x2A)
        }
        func doubleSpace(_ word: UInt64) -> Bool {
            let spaces = SWAR.zeroBytes(word ^ (SWAR.ones &* 0x20))
            return spaces & (spaces << 8) != 0
        }
        let n = bytes.count
        if n >= 8 {
            let source = UnsafeRawPointer(bytes.baseAddress!)
            var lastWasSpace = false
            while i + 8 <= n {
                let word = source.loadUnaligned(fromByteOffset: i, as: UInt64.self)
                if !plain(word) { break }
                let spaces = SWAR.zeroBytes(word ^ (SWAR.ones &* 0x20))
                if spaces & (spaces << 8) != 0 || (lastWasSpace && spaces & 0x80 != 0) { oneLine = false }
                lastWasSpace = spaces >> 63 != 0
                i += 8
            }
            if i == n { return oneLine ? .oneLine : .ascii }
            let last = source.loadUnaligned(fromByteOffset: n - 8, as: UInt64.self)
            if i + 8 > n && plain(last) { return oneLine && !doubleSpace(last) ? .oneLine : .ascii }
        }
        var previous: UInt8 = i > 0 ? bytes[i - 1] : 0
        while i < bytes.count {
            let b = bytes[i]
            if b >= 0x7F || b < 0x20 {
                if b >= 0x80 { return simpleKind(bytes, from: i) }
                if b != 0x0A { return .other }
                oneLine = false
            }
            if previous == 0x2A && b == 0x2F { return .other }   // "*/"
            if previous == 0x20 && b == 0x20 { oneLine = false }
            previous = b
            i += 1
        }
        return oneLine ? .oneLine : .ascii
    }

    /// `.simple` or `.other` for text with a non-ASCII byte at `start`, everything before it
    /// ASCII that `commentSafe` keeps.
    private static func simpleKind(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> DocTextKind {
        var previous: UInt8 = start > 0 ? bytes[start - 1] : 0
        var i = start
        while i < bytes.count {
            let b = bytes[i]
            if b < 0x80 {
                if b == 0x7F || (b < 0x20 && b != 0x0A) { return .other }
                if previous == 0x2A && b == 0x2F { return .other }   // "*/"
                previous = b
                i += 1
            } else {
                let (value, length) = UTF8Scalars.decode(bytes, at: i)
                if !isSimpleScalar(value) { return .other }
                previous = 0
                i += length
            }
        }
        return .simple
    }

    /// Non-ASCII scalars that `commentSafe` keeps and that are always a Character of their
    /// own: Unicode gives them the grapheme break property Other, and the only rules that join
    /// two such scalars need a joiner, an extending mark, a regional indicator or a Hangul
    /// jamo, none of which is here. A short list of blocks that labels use (Latin, Greek,
    /// Cyrillic, punctuation, currency signs, CJK, kana, emoji without modifiers); any other
    /// text takes the general path. `SwiftWriterFastPathTests` holds it to Swift's own Character
    /// breaking.
    static func isSimpleScalar(_ value: UInt32) -> Bool {
        switch value {
        case 0xA0...0xAC, 0xAE...0x24F: return true             // Latin-1 (not the soft hyphen), Latin Extended-A and -B
        case 0x370...0x377, 0x37A...0x37F, 0x384...0x3FF: return true   // Greek
        case 0x400...0x482, 0x48A...0x4FF: return true           // Cyrillic, without its combining marks
        case 0x2010...0x2027, 0x2030...0x205E: return true       // general punctuation: dashes, quotes, bullets, primes
        case 0x20A0...0x20C0: return true                        // currency signs
        case 0x3000...0x3029, 0x3030...0x303F: return true       // CJK punctuation, without its tone marks
        case 0x3041...0x3096, 0x309B...0x30FF: return true       // kana, without the combining sound marks
        case 0x4E00...0x9FFF: return true                        // CJK unified ideographs
        case 0xFF01...0xFF60: return true                        // full-width forms
        case 0x1F300...0x1F3FA, 0x1F400...0x1F64F, 0x1F680...0x1F6FF: return true   // emoji, not the skin tones
        default: return false
        }
    }

    /// Whether `commentSafe` keeps these bytes as they are: ASCII with no control character
    /// (a tab included), and no `*/`.
    static func isPlainASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var previous: UInt8 = 0
        for b in bytes {
            if b >= 0x7F || b < 0x20 { return false }
            if previous == 0x2A && b == 0x2F { return false }   // "*/"
            previous = b
        }
        return true
    }

    /// Line breaks and controls other than tab, Unicode line/paragraph separators, and the
    /// bidirectional formatting characters (the "Trojan Source" set) plus BOM/zero-width marks.
    static func needsUnicodeEscape(_ scalar: Unicode.Scalar) -> Bool {
        needsUnicodeEscape(scalar.value)
    }

    @inline(__always)
    static func needsUnicodeEscape(_ value: UInt32) -> Bool {
        switch value {
        case 0x00...0x08, 0x0B, 0x0C, 0x0E...0x1F, 0x7F...0x9F: return true
        case 0x2028, 0x2029: return true
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: return true
        case 0x200B, 0xFEFF: return true
        default: return false
        }
    }

    /// Text safe inside a `//` or `///` comment: one line, no bidi tricks, no `*/`, and no
    /// tab (generated files hold none).
    static func commentSafe(_ text: String) -> String {
        // Most comments are printable ASCII with no "*/": returned as they are.
        var copy = text
        if copy.withUTF8({ isPlainASCII($0) }) { return text }
        var out = ""
        out.reserveCapacity(text.utf8.count)
        var afterStar = false
        for scalar in text.unicodeScalars {
            if needsUnicodeEscape(scalar) || scalar == "\n" || scalar == "\r" || scalar == "\t" {
                out += "\\u{\(hex(scalar.value))}"
            } else {
                if afterStar && scalar == "/" { out += " " }  // "*/" becomes "* /"
                out.unicodeScalars.append(scalar)
            }
            afterStar = out.unicodeScalars.last == "*"
        }
        return out
    }

    private static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    /// Words that must be written in backticks to serve as a name. Backticks around a word
    /// that does not need them are harmless, so contextual keywords are included too.
    static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import",
        "init", "inout", "internal", "let", "open", "operator", "private", "precedencegroup",
        "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var",
        "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough",
        "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while",
        "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try",
        "async", "actor", "any", "some", "consume", "copy", "discard", "borrowing", "consuming",
        "each", "macro", "package", "nonisolated", "isolated", "sending", "get", "set", "willSet",
        "didSet", "lazy", "weak", "unowned", "mutating", "nonmutating", "optional", "required",
        "convenience", "dynamic", "final", "indirect", "infix", "postfix", "prefix", "override",
        "then", "yield",
    ]

    /// `keywords.contains(name)` for a name's UTF-8 bytes, without hashing a String: the
    /// keywords sit in an open-addressing table keyed by length, first and last byte.
    static func isKeyword(_ name: UnsafeBufferPointer<UInt8>) -> Bool {
        let n = name.count
        guard n >= 2 && n <= KeywordTable.longest else { return false }
        // Most names are no keyword's length and first letter: one bit says so.
        let first = name[0]
        guard first >= 0x40 && first < 0x80,
              KeywordTable.shared.firsts[n] & (1 << UInt64(first - 0x40)) != 0 else { return false }
        var slot = KeywordTable.hash(n, first, name[n - 1]) & KeywordTable.mask
        while true {
            let entry = KeywordTable.shared.slots[slot]
            if entry < 0 { return false }
            let start = KeywordTable.shared.starts[Int(entry)]
            let end = KeywordTable.shared.starts[Int(entry) + 1]
            if end - start == n {
                var equal = true
                for k in 0..<n where KeywordTable.shared.bytes[start + k] != name[k] {
                    equal = false
                    break
                }
                if equal { return true }
            }
            slot = (slot + 1) & KeywordTable.mask
        }
    }

    /// Whether `bytes` spell `word`.
    static func equals(_ bytes: UnsafeBufferPointer<UInt8>, _ word: StaticString) -> Bool {
        word.withUTF8Buffer { $0.elementsEqual(bytes) }
    }

    /// The keywords a declaration's argument label must put in backticks: `inout`, `var`, `let`.
    static func isDeclarationLabelKeyword(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        switch bytes.count {
        case 3: return equals(bytes, "var") || equals(bytes, "let")
        case 5: return equals(bytes, "inout")
        default: return false
        }
    }

    /// `name` as an argument label in a declaration: any keyword may be a label except these
    /// three.
    static func label(_ name: String) -> String {
        ["inout", "var", "let"].contains(name) ? "`\(name)`" : name
    }

    /// `name` as an argument label in a call: only `inout` needs backticks there (Swift warns
    /// that `var` and `let` do not).
    static func callLabel(_ name: String) -> String {
        name == "inout" ? "`inout`" : name
    }

    /// `name` as a Swift identifier: in backticks when it is a keyword.
    static func identifier(_ name: String) -> String {
        keywords.contains(name) ? "`\(name)`" : name
    }
}

/// `SwiftLiteral.keywords` as bytes, for `isKeyword`.
private struct KeywordTable: Sendable {
    static let longest = 15
    static let mask = 255
    static let shared = KeywordTable()

    /// The keywords' bytes one after another; keyword `i` is `bytes[starts[i]..<starts[i + 1]]`.
    let bytes: [UInt8]
    let starts: [Int]
    /// Keyword indices by hash, -1 for an empty slot.
    let slots: [Int16]
    /// By length, a bit for each first byte (less 0x40) a keyword of that length has.
    let firsts: [UInt64]

    @inline(__always)
    static func hash(_ count: Int, _ first: UInt8, _ last: UInt8) -> Int {
        count &* 31 &+ Int(first) &* 7 &+ Int(last) &* 3
    }

    private init() {
        let words = SwiftLiteral.keywords.sorted()
        var bytes: [UInt8] = []
        var starts: [Int] = []
        var slots = [Int16](repeating: -1, count: Self.mask + 1)
        var firsts = [UInt64](repeating: 0, count: Self.longest + 1)
        for (index, word) in words.enumerated() {
            let utf8 = Array(word.utf8)
            precondition(utf8.count >= 2 && utf8.count <= Self.longest && utf8[0] >= 0x40 && utf8[0] < 0x80)
            firsts[utf8.count] |= 1 << UInt64(utf8[0] - 0x40)
            starts.append(bytes.count)
            bytes += utf8
            var slot = Self.hash(utf8.count, utf8[0], utf8[utf8.count - 1]) & Self.mask
            while slots[slot] >= 0 { slot = (slot + 1) & Self.mask }
            slots[slot] = Int16(index)
        }
        starts.append(bytes.count)
        self.bytes = bytes
        self.starts = starts
        self.slots = slots
        self.firsts = firsts
    }
}
