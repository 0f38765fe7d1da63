import Testing
import FormDSL
@testable import FormLSP

/// `stepper` comes to completion from the language table: offered in an `int` field's body
/// only, one with a `range` to step through (FC0386), with its one-line doc; a stepper field's hover gives its bounds, step and start
/// instead of a keyboard it does not have.
@Suite struct StepperEditorTests {
    static let uri = "file:///t/S.form"

    private func items(_ client: TestClient, _ line: Int, _ column: Int) -> [JSONValue] {
        client.result("textDocument/completion", client.at(Self.uri, line, column))?.array ?? []
    }

    @Test func offeredInIntFieldsOnly() {
        let client = TestClient()
        client.open(Self.uri, "form A {\n    field n: int {\n        \n        validate range(1...9)\n    }\n    field t: text {\n        \n    }\n"
                    + "    field u: int {\n        \n    }\n    field o: int? {\n        \n        validate range(1...9)\n    }\n}\n")
        let int = items(client, 2, 8)
        let stepper = int.first { $0["label"] == .string("stepper") }
        #expect(stepper?["documentation"]?["value"]?.string?.contains("Stepper") == true)
        #expect(!items(client, 6, 8).contains { $0["label"] == .string("stepper") })
        // Without a range it would have no ends; on an optional field no number to show.
        #expect(!items(client, 9, 8).contains { $0["label"] == .string("stepper") })
        #expect(!items(client, 12, 8).contains { $0["label"] == .string("slider") })
    }

    @Test func hoverSaysStepperNotKeyboard() throws {
        let client = TestClient()
        client.open(Self.uri, "form A {\n    field guests: int { stepper step: 2; validate range(2...12) }\n}\n")
        let hover = try #require(client.result("textDocument/hover", client.at(Self.uri, 1, 12))?["contents"]?["value"]?.string)
        #expect(hover.contains("- stepper 2...12, step 2: a Stepper"))
        #expect(hover.contains("- starts at 2: its default or its lower bound"))
        #expect(!hover.contains("keyboard numberPad") && hover.contains("- not in the focus order"))
    }
}
