import Testing
@testable import FormRuntime

@Test func runtimeVersionIsSet() {
    #expect(!FormRuntime.version.isEmpty)
}
