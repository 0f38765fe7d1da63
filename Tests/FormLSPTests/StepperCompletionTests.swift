import Testing
import FormDSL
@testable import FormLSP

/// `stepper` comes to completion and hover from the language table: offered in an `int`
/// field's body only, with its one-line doc.
@Suite struct StepperCompletionTests {
    static let uri = "file:///t/S.form"

    private func items(_ client: TestClient, _ line: Int, _ column: Int) -> [JSONValue] {
        client.result("textDocument/completion", client.at(Self.uri, line, column))?.array ?? []
    }

    @Test func offeredInIntFieldsOnly() {
        let client = TestClient()
        client.open(Self.uri, "form A {\n    field n: int {\n        \n    }\n    field t: text {\n        \n    }\n}\n")
        let int = items(client, 2, 8)
        let stepper = int.first { $0["label"] == .string("stepper") }
        #expect(stepper?["documentation"]?["value"]?.string?.contains("Stepper") == true)
        #expect(!items(client, 5, 8).contains { $0["label"] == .string("stepper") })
    }
}
