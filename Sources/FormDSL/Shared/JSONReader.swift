/// Why a JSON text was rejected, and where: `offset` is the byte at which reading stopped.
public struct JSONReadError: Error, Sendable, Hashable, CustomStringConvertible {
    public var offset: Int
    public var message: String

    public init(offset: Int, message: String) {
        self.offset = offset
        self.message = message
    }

    public var description: String { "byte \(offset): \(message)" }
}

/// Reads JSON text (RFC 8259, strictly) into a `JSONValue`, the counterpart of `JSONPrinter`.
///
/// Strict, because what formc reads comes from other programs (a language client, a catalog)
/// and a lenient reader would accept documents those programs' other readers reject:
/// - Only the four JSON whitespace bytes; no comments, no trailing commas, no single quotes.
/// - Numbers follow the grammar exactly (no `+1`, `01`, `.5`, `1.`, `NaN`) and keep their
///   text: `1.50` stays `"1.50"`, never a rounded double.
/// - Strings must be valid UTF-8 with no raw control characters; `\u` escapes must pair
///   their surrogates, since a lone surrogate is no Unicode scalar and no Swift `String`.
/// - One value, then only whitespace to the end.
/// - Objects keep their members in document order, duplicate keys included.
///
/// Nesting deeper than `depthLimit` is an error rather than a deep recursion: any bytes give
/// a value or a `JSONReadError`, never a crash.
public enum JSONReader {
    /// How deep arrays and objects may nest before reading stops with an error, so hostile
    /// input cannot exhaust the stack.
    public static let defaultDepthLimit = 512

    /// The JSON value of `bytes` (UTF-8, RFC 8259), or where and why it is not JSON.
    public static func read(_ bytes: [UInt8], depthLimit: Int = defaultDepthLimit) -> Result<JSONValue, JSONReadError> {
        var reader = Cursor(bytes: bytes, depthLimit: depthLimit)
        do throws(JSONReadError) {
            reader.skipWhitespace()
            let value = try reader.value(depth: 0)
            reader.skipWhitespace()
            if reader.position < bytes.count {
                throw JSONReadError(offset: reader.position, message: "unexpected content after the JSON value")
            }
            return .success(value)
        } catch {
            return .failure(error)
        }
    }

    /// The JSON value of `text`, or where and why it is not JSON.
    public static func read(_ text: String, depthLimit: Int = defaultDepthLimit) -> Result<JSONValue, JSONReadError> {
        read(Array(text.utf8), depthLimit: depthLimit)
    }

    private struct Cursor {
        let bytes: [UInt8]
        let depthLimit: Int
        var position = 0

        init(bytes: [UInt8], depthLimit: Int) {
            self.bytes = bytes
            self.depthLimit = depthLimit
        }

        var atEnd: Bool { position >= bytes.count }

        func fail(_ message: String, at offset: Int? = nil) -> JSONReadError {
            JSONReadError(offset: offset ?? position, message: message)
        }

        mutating func skipWhitespace() {
            while position < bytes.count {
                switch bytes[position] {
                case 0x20, 0x09, 0x0A, 0x0D: position += 1
                default: return
                }
            }
        }

        func describeHere() -> String {
            guard position < bytes.count else { return "end of input" }
            let b = bytes[position]
            if b >= 0x21 && b < 0x7F { return "'\(Character(Unicode.Scalar(b)))'" }
            return "byte 0x" + String(b, radix: 16, uppercase: true)
        }

        mutating func value(depth: Int) throws(JSONReadError) -> JSONValue {
            guard position < bytes.count else { throw fail("expected a JSON value, found end of input") }
            switch bytes[position] {
            case 0x7B: return try object(depth: depth + 1)   // {
            case 0x5B: return try array(depth: depth + 1)    // [
            case 0x22: return .string(try string())          // "
            case 0x74: try literal("true"); return .bool(true)
            case 0x66: try literal("false"); return .bool(false)
            case 0x6E: try literal("null"); return .null
            case 0x2D, 0x30...0x39: return .number(try number())
            default: throw fail("expected a JSON value, found \(describeHere())")
            }
        }

        mutating func literal(_ word: String) throws(JSONReadError) {
            let start = position
            for byte in word.utf8 {
                guard position < bytes.count, bytes[position] == byte else {
                    throw fail("invalid literal; expected '\(word)'", at: start)
                }
                position += 1
            }
        }

        mutating func object(depth: Int) throws(JSONReadError) -> JSONValue {
            guard depth <= depthLimit else { throw fail("nesting deeper than \(depthLimit) levels") }
            position += 1   // {
            var members: [JSONMember] = []
            skipWhitespace()
            if position < bytes.count, bytes[position] == 0x7D {
                position += 1
                return .object(members)
            }
            while true {
                skipWhitespace()
                guard position < bytes.count, bytes[position] == 0x22 else {
                    throw fail("expected a string key, found \(describeHere())")
                }
                let key = try string()
                skipWhitespace()
                guard position < bytes.count, bytes[position] == 0x3A else {
                    throw fail("expected ':' after an object key, found \(describeHere())")
                }
                position += 1
                skipWhitespace()
                let member = try value(depth: depth)
                members.append(JSONMember(key, member))
                skipWhitespace()
                guard position < bytes.count else { throw fail("unterminated object") }
                if bytes[position] == 0x2C {
                    position += 1
                    continue
                }
                if bytes[position] == 0x7D {
                    position += 1
                    return .object(members)
                }
                throw fail("expected ',' or '}' in an object, found \(describeHere())")
            }
        }

        mutating func array(depth: Int) throws(JSONReadError) -> JSONValue {
            guard depth <= depthLimit else { throw fail("nesting deeper than \(depthLimit) levels") }
            position += 1   // [
            var items: [JSONValue] = []
            skipWhitespace()
            if position < bytes.count, bytes[position] == 0x5D {
                position += 1
                return .array(items)
            }
            while true {
                skipWhitespace()
                items.append(try value(depth: depth))
                skipWhitespace()
                guard position < bytes.count else { throw fail("unterminated array") }
                if bytes[position] == 0x2C {
                    position += 1
                    continue
                }
                if bytes[position] == 0x5D {
                    position += 1
                    return .array(items)
                }
                throw fail("expected ',' or ']' in an array, found \(describeHere())")
            }
        }

        /// `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`, returned as written.
        mutating func number() throws(JSONReadError) -> String {
            let start = position
            func isDigit(_ b: UInt8) -> Bool { b >= 0x30 && b <= 0x39 }
            if bytes[position] == 0x2D { position += 1 }
            guard position < bytes.count, isDigit(bytes[position]) else { throw fail("expected a digit in a number") }
            if bytes[position] == 0x30 {
                position += 1
                if position < bytes.count, isDigit(bytes[position]) { throw fail("a number cannot have a leading zero") }
            } else {
                while position < bytes.count, isDigit(bytes[position]) { position += 1 }
            }
            if position < bytes.count, bytes[position] == 0x2E {
                position += 1
                guard position < bytes.count, isDigit(bytes[position]) else { throw fail("expected a digit after '.'") }
                while position < bytes.count, isDigit(bytes[position]) { position += 1 }
            }
            if position < bytes.count, bytes[position] == 0x65 || bytes[position] == 0x45 {
                position += 1
                if position < bytes.count, bytes[position] == 0x2B || bytes[position] == 0x2D { position += 1 }
                guard position < bytes.count, isDigit(bytes[position]) else { throw fail("expected a digit in the exponent") }
                while position < bytes.count, isDigit(bytes[position]) { position += 1 }
            }
            return String(decoding: bytes[start..<position], as: UTF8.self)
        }

        mutating func hex4() throws(JSONReadError) -> UInt32 {
            var value: UInt32 = 0
            for _ in 0..<4 {
                guard position < bytes.count else { throw fail("unterminated \\u escape") }
                let b = bytes[position]
                let digit: UInt32
                switch b {
                case 0x30...0x39: digit = UInt32(b - 0x30)
                case 0x41...0x46: digit = UInt32(b - 0x41 + 10)
                case 0x61...0x66: digit = UInt32(b - 0x61 + 10)
                default: throw fail("expected a hex digit in a \\u escape")
                }
                value = value << 4 | digit
                position += 1
            }
            return value
        }

        /// A string literal, `position` at its opening quote.
        mutating func string() throws(JSONReadError) -> String {
            let open = position
            position += 1
            var out: [UInt8] = []
            // Runs of plain bytes are copied at once; escapes and multi-byte sequences are
            // checked one by one.
            while true {
                guard position < bytes.count else { throw fail("unterminated string", at: open) }
                let b = bytes[position]
                switch b {
                case 0x22:
                    position += 1
                    return String(decoding: out, as: UTF8.self)
                case 0x5C:
                    position += 1
                    guard position < bytes.count else { throw fail("unterminated string", at: open) }
                    let e = bytes[position]
                    position += 1
                    switch e {
                    case 0x22: out.append(0x22)
                    case 0x5C: out.append(0x5C)
                    case 0x2F: out.append(0x2F)
                    case 0x62: out.append(0x08)
                    case 0x66: out.append(0x0C)
                    case 0x6E: out.append(0x0A)
                    case 0x72: out.append(0x0D)
                    case 0x74: out.append(0x09)
                    case 0x75:
                        let escapeStart = position - 2
                        var scalar = try hex4()
                        if scalar >= 0xD800 && scalar < 0xDC00 {
                            guard position + 1 < bytes.count, bytes[position] == 0x5C, bytes[position + 1] == 0x75 else {
                                throw fail("unpaired high surrogate in a \\u escape", at: escapeStart)
                            }
                            position += 2
                            let low = try hex4()
                            guard low >= 0xDC00 && low < 0xE000 else {
                                throw fail("unpaired high surrogate in a \\u escape", at: escapeStart)
                            }
                            scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                        } else if scalar >= 0xDC00 && scalar < 0xE000 {
                            throw fail("unpaired low surrogate in a \\u escape", at: escapeStart)
                        }
                        // Every value here is a valid scalar: surrogates were paired above.
                        out.append(contentsOf: Unicode.Scalar(scalar)!.utf8)
                    default:
                        throw fail("invalid escape sequence", at: position - 2)
                    }
                case 0x00...0x1F:
                    throw fail("control character in a string; it must be escaped")
                case 0x20...0x7F:
                    out.append(b)
                    position += 1
                default:
                    let decoded = UTF8Scalar.scalar(bytes, at: position)
                    guard decoded.isValid else { throw fail("invalid UTF-8 in a string") }
                    out.append(contentsOf: bytes[position..<position + decoded.length])
                    position += decoded.length
                }
            }
        }
    }
}
