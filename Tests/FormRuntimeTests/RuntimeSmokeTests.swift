import Testing
@testable import FormRuntime

@Test func runtimeVersionIsSet() {
    #expect(!FormRuntimeInfo.version.isEmpty)
}
