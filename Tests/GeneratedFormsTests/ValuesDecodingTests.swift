import Foundation
import Testing
import FormRuntime

/// What docs/JSON-SCHEMA.md says of `additionalProperties`: the schema refuses a key it does
/// not know, and the generated values, decoded by Swift's synthesized `Decodable`, skip it.
@Suite struct ValuesDecodingTests {
    @Test func anExtraKeyIsSkippedByTheValues() throws {
        let record = #"{"username": "anna", "password": "secret", "isAdmin": true}"#
        let values = try JSONDecoder().decode(ShiftLoginValues.self, from: Data(record.utf8))
        #expect(values.username == "anna")
        #expect(values.handoverNote == nil)
        let encoded = try #require(String(data: JSONEncoder().encode(values), encoding: .utf8))
        #expect(!encoded.contains("isAdmin"), "what the app submits has only its own fields")
    }
}
