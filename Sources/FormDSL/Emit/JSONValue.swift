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

    public static func integer(_ value: Int) -> JSONValue { .number(String(value)) }

    /// The member named `key` of an object; nil for other values or a missing key.
    public subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.key == key }?.value
    }
}

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

    public mutating func add(_ key: String, _ value: JSONValue?) {
        guard let value else { return }
        members.append(JSONMember(key, value))
    }

    public mutating func add(_ key: String, _ value: String?) {
        add(key, value.map(JSONValue.string))
    }

    public mutating func add(_ key: String, _ value: Bool?) {
        add(key, value.map(JSONValue.bool))
    }

    public mutating func add(_ key: String, _ value: Int?) {
        add(key, value.map(JSONValue.integer))
    }

    public var value: JSONValue { .object(members) }
}

/// Prints `JSONValue`s: two-space indent, `": "` after keys, empty containers as `[]` and `{}`,
/// `/` unescaped, a final newline.
///
/// Strings escape what JSON requires (`"`, `\`, U+0000–U+001F), U+2028 and U+2029, which are
/// valid JSON but end a line in older JavaScript and in many editors, and, as `\uXXXX`, the
/// characters that hide or reorder text in a reviewer's editor: DEL and the C1 controls, the
/// bidirectional controls, the zero-width space and the byte order mark (the set generated
/// Swift escapes too). The parsed values are the same; everything else, every script and
/// emoji, is written as UTF-8.
public enum JSONPrinter {
    public static func print(_ value: JSONValue) -> String {
        var out = ""
        write(value, indent: 0, into: &out)
        out.append("\n")
        return out
    }

    /// One line, no spaces: for JSON Lines and embedding.
    public static func compact(_ value: JSONValue) -> String {
        var out = ""
        writeCompact(value, into: &out)
        return out
    }

    private static func write(_ value: JSONValue, indent: Int, into out: inout String) {
        switch value {
        case .null, .bool, .number, .string:
            writeCompact(value, into: &out)
        case .array(let items):
            if items.isEmpty {
                out.append("[]")
                return
            }
            out.append("[\n")
            for (index, item) in items.enumerated() {
                pad(indent + 1, &out)
                write(item, indent: indent + 1, into: &out)
                out.append(index == items.count - 1 ? "\n" : ",\n")
            }
            pad(indent, &out)
            out.append("]")
        case .object(let members):
            if members.isEmpty {
                out.append("{}")
                return
            }
            out.append("{\n")
            for (index, member) in members.enumerated() {
                pad(indent + 1, &out)
                writeString(member.key, into: &out)
                out.append(": ")
                write(member.value, indent: indent + 1, into: &out)
                out.append(index == members.count - 1 ? "\n" : ",\n")
            }
            pad(indent, &out)
            out.append("}")
        }
    }

    private static func writeCompact(_ value: JSONValue, into out: inout String) {
        switch value {
        case .null: out.append("null")
        case .bool(let flag): out.append(flag ? "true" : "false")
        case .number(let text): out.append(text)
        case .string(let text): writeString(text, into: &out)
        case .array(let items):
            out.append("[")
            for (index, item) in items.enumerated() {
                if index > 0 { out.append(",") }
                writeCompact(item, into: &out)
            }
            out.append("]")
        case .object(let members):
            out.append("{")
            for (index, member) in members.enumerated() {
                if index > 0 { out.append(",") }
                writeString(member.key, into: &out)
                out.append(":")
                writeCompact(member.value, into: &out)
            }
            out.append("}")
        }
    }

    private static func pad(_ level: Int, _ out: inout String) {
        for _ in 0..<level { out.append("  ") }
    }

    private static let hexDigits = Array("0123456789abcdef".unicodeScalars)

    /// Writes a JSON string literal. Works on scalars, so a lone combining mark or a flag's
    /// regional indicators are copied exactly, never normalised or merged.
    static func writeString(_ text: String, into out: inout String) {
        // Appended to `out` directly: appending to a `String.UnicodeScalarView` copies the
        // whole view each time, which made a 1 MB string with escapes take seconds.
        out.append("\"")
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x22: out.append("\\\"")
            case 0x5C: out.append("\\\\")
            case 0x0A: out.append("\\n")
            case 0x0D: out.append("\\r")
            case 0x09: out.append("\\t")
            case 0x08: out.append("\\b")
            case 0x0C: out.append("\\f")
            case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029, 0x061C, 0x200B, 0x200E, 0x200F, 0x202A...0x202E,
                 0x2066...0x2069, 0xFEFF:
                out.append("\\u")
                for shift in stride(from: 12, through: 0, by: -4) {
                    out.unicodeScalars.append(hexDigits[Int((scalar.value >> UInt32(shift)) & 0xF)])
                }
            default:
                out.unicodeScalars.append(scalar)
            }
        }
        out.append("\"")
    }
}
