/// A JSON document as formc writes it: objects keep their keys in the order the emitter
/// declared them, and numbers keep their exact decimal text.
///
/// formc prints its own JSON rather than using a serializer whose key order or number
/// formatting could change between runs or toolchains: every byte of output is decided here.
public indirect enum JSONValue: Sendable, Hashable {
    case null
    case bool(Bool)
    /// A number as JSON text, already valid (`12`, `-0.5`, `1e3`): never a binary double.
    case number(String)
    case string(String)
    case array([JSONValue])
    case object([JSONMember])

    /// A JSON number written as the integer's decimal digits.
    public static func integer(_ value: Int) -> JSONValue { .number(String(value)) }

    /// The member named `key` of an object; nil for other values or a missing key.
    public subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.key == key }?.value
    }
}

/// One `"key": value` pair of an object; objects keep their members in order, so output is
/// deterministic.
public struct JSONMember: Sendable, Hashable {
    public var key: String
    public var value: JSONValue

    public init(_ key: String, _ value: JSONValue) {
        self.key = key
        self.value = value
    }
}

/// Builds an object's members in order, skipping absent values, so emitters read like the
/// documents they produce.
public struct JSONObjectBuilder: Sendable {
    public private(set) var members: [JSONMember] = []

    public init() {}

    /// Adds the member, or nothing when `value` is nil.
    public mutating func add(_ key: String, _ value: JSONValue?) {
        guard let value else { return }
        members.append(JSONMember(key, value))
    }

    /// Adds a string member, or nothing when `value` is nil.
    public mutating func add(_ key: String, _ value: String?) {
        add(key, value.map(JSONValue.string))
    }

    /// Adds a boolean member, or nothing when `value` is nil.
    public mutating func add(_ key: String, _ value: Bool?) {
        add(key, value.map(JSONValue.bool))
    }

    /// Adds an integer member, or nothing when `value` is nil.
    public mutating func add(_ key: String, _ value: Int?) {
        add(key, value.map(JSONValue.integer))
    }

    /// The object built so far.
    public var value: JSONValue { .object(members) }
}

/// Prints `JSONValue`s: two-space indent, `": "` after keys, empty containers as `[]` and `{}`,
/// `/` unescaped, a final newline.
///
/// Strings escape what JSON requires (`"`, `\`, U+0000–U+001F) and, as `\uXXXX`, every other
/// character that hides or reorders text in a reviewer's editor (`InvisibleCharacters`, the
/// set generated Swift escapes too). The parsed values are the same; everything else, every script and
/// emoji, is written as UTF-8.
public enum JSONPrinter {
    /// `value` as indented JSON text, members in their order, ending in a line break.
    public static func print(_ value: JSONValue) -> String {
        String(decoding: printBytes(value), as: UTF8.self)
    }

    /// `print` as UTF-8 bytes, for writing without a round trip through `String`.
    ///
    /// The printer appends bytes rather than Strings: appending to a `String` re-examines its
    /// storage on every call, which was most of the time of `generate --emit json-schema`.
    public static func printBytes(_ value: JSONValue) -> [UInt8] {
        var out: [UInt8] = []
        write(value, indent: 0, style: .json, into: &out)
        out.append(0x0A)
        return out
    }

    /// `value` as a JavaScript expression that can stand inside an HTML `<script>` element
    /// as it is (the web module's table): indented as `print`, with no final line break,
    /// arrays of plain values on one line, and `<`, `>` and `&` escaped in strings as well,
    /// so no text can write `</script>`, `<!--` or `]]>`. The value read is the same.
    static func script(_ value: JSONValue) -> String {
        var out: [UInt8] = []
        write(value, indent: 0, style: .script, into: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// How `print` and `script` differ.
    private enum Style {
        case json, script
    }

    /// One line, no spaces: for JSON Lines and embedding.
    public static func compact(_ value: JSONValue) -> String {
        var out: [UInt8] = []
        writeCompact(value, into: &out)
        return String(decoding: out, as: UTF8.self)
    }

    private static func write(_ value: JSONValue, indent: Int, style: Style, into out: inout [UInt8]) {
        switch value {
        case .null, .bool, .number, .string:
            writeCompact(value, style: style, into: &out)
        case .array(let items):
            if items.isEmpty {
                append("[]", to: &out)
                return
            }
            if style == .script, items.allSatisfy(isPlain) {
                out.append(0x5B)   // [
                for (index, item) in items.enumerated() {
                    if index > 0 { append(", ", to: &out) }
                    writeCompact(item, style: style, into: &out)
                }
                out.append(0x5D)   // ]
                return
            }
            append("[\n", to: &out)
            for (index, item) in items.enumerated() {
                pad(indent + 1, &out)
                write(item, indent: indent + 1, style: style, into: &out)
                append(index == items.count - 1 ? "\n" : ",\n", to: &out)
            }
            pad(indent, &out)
            out.append(0x5D)   // ]
        case .object(let members):
            if members.isEmpty {
                append("{}", to: &out)
                return
            }
            append("{\n", to: &out)
            for (index, member) in members.enumerated() {
                pad(indent + 1, &out)
                writeString(member.key, markupSafe: style == .script, into: &out)
                append(": ", to: &out)
                write(member.value, indent: indent + 1, style: style, into: &out)
                append(index == members.count - 1 ? "\n" : ",\n", to: &out)
            }
            pad(indent, &out)
            out.append(0x7D)   // }
        }
    }

    private static func writeCompact(_ value: JSONValue, style: Style = .json, into out: inout [UInt8]) {
        switch value {
        case .null: append("null", to: &out)
        case .bool(let flag): append(flag ? "true" : "false", to: &out)
        case .number(let text): append(text, to: &out)
        case .string(let text): writeString(text, markupSafe: style == .script, into: &out)
        case .array(let items):
            out.append(0x5B)   // [
            for (index, item) in items.enumerated() {
                if index > 0 { out.append(0x2C) }   // ,
                writeCompact(item, style: style, into: &out)
            }
            out.append(0x5D)   // ]
        case .object(let members):
            out.append(0x7B)   // {
            for (index, member) in members.enumerated() {
                if index > 0 { out.append(0x2C) }   // ,
                writeString(member.key, markupSafe: style == .script, into: &out)
                out.append(0x3A)   // :
                writeCompact(member.value, style: style, into: &out)
            }
            out.append(0x7D)   // }
        }
    }

    private static func append(_ text: String, to out: inout [UInt8]) {
        out.append(contentsOf: text.utf8)
    }

    private static func pad(_ level: Int, _ out: inout [UInt8]) {
        for _ in 0..<level {
            out.append(0x20)
            out.append(0x20)
        }
    }

    private static let hexDigits = Array("0123456789abcdef".utf8)

    /// Neither an array nor an object.
    private static func isPlain(_ value: JSONValue) -> Bool {
        switch value {
        case .null, .bool, .number, .string: return true
        case .array, .object: return false
        }
    }

    /// `<`, `>` and `&`: what could end or open markup around an inline script.
    private static func isMarkup(_ byte: UInt8) -> Bool { byte == 0x3C || byte == 0x3E || byte == 0x26 }

    /// Writes a JSON string literal. Works on scalars, so a lone combining mark or a flag's
    /// regional indicators are copied exactly, never normalised or merged. `markupSafe`
    /// escapes `<`, `>` and `&` too (`script`).
    static func writeString(_ text: String, markupSafe: Bool = false, into out: inout [UInt8]) {
        out.append(0x22)
        // Printable ASCII without `"` or `\` (most keys and values) is copied as it is.
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F && $0 != 0x22 && $0 != 0x5C && !(markupSafe && isMarkup($0)) }) {
            out.append(contentsOf: text.utf8)
        } else {
            for scalar in text.unicodeScalars {
                switch scalar.value {
                case 0x22: append("\\\"", to: &out)
                case 0x5C: append("\\\\", to: &out)
                case 0x0A: append("\\n", to: &out)
                case 0x0D: append("\\r", to: &out)
                case 0x09: append("\\t", to: &out)
                case 0x08: append("\\b", to: &out)
                case 0x0C: append("\\f", to: &out)
                default:
                    if InvisibleCharacters.hides(scalar) || (markupSafe && scalar.isASCII && isMarkup(UInt8(scalar.value))) {
                        append("\\u", to: &out)
                        for shift in stride(from: 12, through: 0, by: -4) {
                            out.append(hexDigits[Int((scalar.value >> UInt32(shift)) & 0xF)])
                        }
                    } else {
                        out.append(contentsOf: scalar.utf8)
                    }
                }
            }
        }
        out.append(0x22)
    }
}
