/// Prints a String Catalog the way Xcode saves one: two-space indent, `" : "` between a key
/// and its value, every object's keys in `CatalogKeyOrder`, `/` not escaped, and no line
/// break after the closing brace. A catalog formc writes and Xcode then saves is unchanged.
public enum CatalogPrinter {
    /// The catalog's bytes.
    public static func bytes(_ value: JSONValue) -> [UInt8] {
        var out: [UInt8] = []
        write(value, indent: 0, into: &out)
        return out
    }

    private static func write(_ value: JSONValue, indent: Int, into out: inout [UInt8]) {
        switch value {
        case .null: out += Array("null".utf8)
        case .bool(let b): out += Array((b ? "true" : "false").utf8)
        case .number(let text): out += Array(text.utf8)
        case .string(let text): writeString(text, into: &out)
        case .array(let items):
            if items.isEmpty { out += Array("[\n".utf8); pad(indent, &out); out.append(0x5D); return }
            out += Array("[\n".utf8)
            for (i, item) in items.enumerated() {
                pad(indent + 1, &out)
                write(item, indent: indent + 1, into: &out)
                if i < items.count - 1 { out.append(0x2C) }
                out.append(0x0A)
            }
            pad(indent, &out)
            out.append(0x5D)
        case .object(let members):
            let sorted = sortedMembers(members)
            out += Array("{\n".utf8)
            for (i, member) in sorted.enumerated() {
                pad(indent + 1, &out)
                writeString(member.key, into: &out)
                out += Array(" : ".utf8)
                write(member.value, indent: indent + 1, into: &out)
                if i < sorted.count - 1 { out.append(0x2C) }
                out.append(0x0A)
            }
            if sorted.isEmpty { out.append(0x0A) }
            pad(indent, &out)
            out.append(0x7D)
        }
    }

    /// Members in key order; of members with the same key, the first.
    static func sortedMembers(_ members: [JSONMember]) -> [JSONMember] {
        var seen = Set<[UInt8]>()
        let unique = members.filter { seen.insert($0.key.exactKey).inserted }
        return unique.sorted { CatalogKeyOrder.precedes($0.key, $1.key) }
    }

    private static func pad(_ level: Int, _ out: inout [UInt8]) {
        out += [UInt8](repeating: 0x20, count: level * 2)
    }

    private static let hex = Array("0123456789abcdef".utf8)

    /// A JSON string with what JSON requires escaped: `"`, `\` and the C0 controls.
    static func writeString(_ text: String, into out: inout [UInt8]) {
        out.append(0x22)
        for byte in text.utf8 {
            switch byte {
            case 0x22: out += [0x5C, 0x22]
            case 0x5C: out += [0x5C, 0x5C]
            case 0x0A: out += [0x5C, 0x6E]
            case 0x0D: out += [0x5C, 0x72]
            case 0x09: out += [0x5C, 0x74]
            case 0x08: out += [0x5C, 0x62]
            case 0x0C: out += [0x5C, 0x66]
            case 0x00..<0x20: out += [0x5C, 0x75, 0x30, 0x30, hex[Int(byte >> 4)], hex[Int(byte & 0xF)]]
            default: out.append(byte)
            }
        }
        out.append(0x22)
    }
}
