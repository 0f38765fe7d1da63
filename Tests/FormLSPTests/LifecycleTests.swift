import Testing
import FormDSL
@testable import FormLSP

@Suite struct LifecycleTests {
    @Test func initializeAnnouncesCapabilities() throws {
        let client = TestClient(initialize: false)
        let response = client.request("initialize", .object([JSONMember("capabilities", .object([]))]))
        let capabilities = try #require(response["result"]?["capabilities"])
        #expect(capabilities["positionEncoding"] == .string("utf-16"))
        #expect(capabilities["textDocumentSync"]?["change"] == .integer(2))
        #expect(capabilities["documentFormattingProvider"] == .bool(true))
        #expect(response["result"]?["serverInfo"]?["name"] == .string("formc"))
    }

    @Test func utf8IsChosenWhenOffered() {
        let client = TestClient(initialize: false)
        let general = JSONValue.object([JSONMember("positionEncodings", .array([.string("utf-8"), .string("utf-16")]))])
        let response = client.request("initialize", .object([JSONMember("capabilities", .object([JSONMember("general", general)]))]))
        #expect(response["result"]?["capabilities"]?["positionEncoding"] == .string("utf-8"))
    }

    @Test func requestsBeforeInitializeFail() {
        let client = TestClient(initialize: false)
        #expect(client.request("textDocument/hover", .object([]))["error"]?["code"] == .integer(-32002))
        // Nothing but answers before initialize: not even a log line about bad input.
        let messages = client.send(bytes: Array("Content-Length: x\r\n\r\n".utf8) + MessageFramer.frame(Array("{".utf8)))
        #expect(messages.count == 1)
        #expect(messages.first?["error"]?["code"] == .integer(-32700))
    }

    @Test func shutdownThenExit() {
        let client = TestClient()
        #expect(client.request("shutdown", .null)["result"] == .null)
        #expect(client.request("textDocument/hover", .object([]))["error"]?["code"] == .integer(-32600))
        client.notify("exit", .null)
        #expect(client.server.exitCode == 0)
    }

    @Test func exitWithoutShutdownIsOne() {
        let client = TestClient()
        client.notify("exit", .null)
        #expect(client.server.exitCode == 1)
    }

    @Test func unknownMethods() {
        let client = TestClient()
        #expect(client.request("textDocument/bogus", .object([]))["error"]?["code"] == .integer(-32601))
        #expect(client.request("$/bogus", .object([]))["error"]?["code"] == .integer(-32601))
        // Notifications, known or not, are never answered.
        #expect(client.notify("$/cancelRequest", .object([JSONMember("id", .integer(1))])).isEmpty)
        #expect(client.notify("workspace/bogus", .object([])).isEmpty)
    }
}
