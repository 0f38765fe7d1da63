import Foundation
import Testing
import FormRuntime

/// A choice's options read back from a record exactly as python-jsonschema's `enum` reads
/// them: code point by code point, so `cafe` + U+0301 is not the option `café`. Every vector of
/// ConformanceChoices (`Tests/Conformance/vectors.json`) is submitted as a JSON record (the
/// baseline, `with`, and the vector's input; empty text leaves the property out) and decoded
/// into the generated `ConformanceChoicesValues`: it must decode exactly when the vector is
/// valid, and to the option with the input's own code points.
@Suite struct OptionDecodingTests {
    struct VectorsFile: Decodable {
        var baselines: [String: [String: String]]
        var vectors: [Vector]
    }

    struct Vector: Decodable {
        var form: String
        var field: String
        var input: String
        var valid: Bool
        var with: [String: String]?
        var note: String
    }

    /// `text` as a JSON string, every scalar outside printable ASCII escaped, so the bytes
    /// hold exactly its code points (all in the BMP here).
    static func json(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            if scalar.value >= 0x20, scalar.value < 0x7F, scalar != "\"", scalar != "\\" {
                out.unicodeScalars.append(scalar)
            } else {
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            }
        }
        return out + "\""
    }

    static func record(_ values: [String: String]) -> Data {
        let members = values.keys.sorted().filter { !values[$0]!.isEmpty }.map { json($0) + ": " + json(values[$0]!) }
        return Data(("{" + members.joined(separator: ", ") + "}").utf8)
    }

    @Test func recordsDecodeAsTheSchemaValidatesThem() throws {
        let url = Sources.packageRoot.appendingPathComponent("Tests/Conformance/vectors.json")
        let file = try JSONDecoder().decode(VectorsFile.self, from: Data(contentsOf: url))
        var failures: [String] = []
        var count = 0
        for vector in file.vectors where vector.form == "ConformanceChoices" {
            count += 1
            var values = file.baselines[vector.form] ?? [:]
            values.merge(vector.with ?? [:]) { $1 }
            values[vector.field] = vector.input
            let decoded = try? JSONDecoder().decode(ConformanceChoicesValues.self, from: Self.record(values))
            let said = "\(vector.field) \(Self.json(vector.input)) (\(vector.note))"
            guard let decoded else {
                if vector.valid { failures.append("\(said): valid, but the record does not decode") }
                continue
            }
            if !vector.valid { failures.append("\(said): invalid, but the record decodes"); continue }
            // The option decoded is the one with the input's code points.
            let encoded = try JSONSerialization.jsonObject(with: JSONEncoder().encode(decoded)) as? [String: Any]
            let back = encoded?[vector.field] as? String ?? ""
            if !back.unicodeScalars.elementsEqual(vector.input.unicodeScalars) {
                failures.append("\(said): decoded as \(Self.json(back))")
            }
        }
        #expect(count >= 15)
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
    }

    @Test func rawValuesAreExact() {
        typealias Unicode = ConformanceChoicesValues.UnicodeOption
        typealias Accent = ConformanceChoicesValues.AccentOption
        #expect(Unicode(rawValue: "\u{e9}")?.rawValue.unicodeScalars.count == 1)
        #expect(Unicode(rawValue: "e\u{301}")?.rawValue.unicodeScalars.count == 2)
        #expect(Unicode(rawValue: "\u{e9}") != Unicode(rawValue: "e\u{301}"))
        #expect(Accent(rawValue: "caf\u{e9}") != nil)
        #expect(Accent(rawValue: "cafe\u{301}") == nil)
        #expect(Accent(rawValue: "nai\u{308}ve") == nil)
        #expect(Accent(exactly: "na\u{ef}ve") == Accent(rawValue: "na\u{ef}ve"))
    }
}
