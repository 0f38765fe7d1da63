import Foundation
import Testing
@testable import FormDSL

/// Every file in Examples/ is a realistic form that checks with no diagnostic at all, and
/// yields a model with at least one form and one field.
@Suite struct ExamplesTests {
    static let examples = TestSupport.files(in: TestSupport.packageRoot.appendingPathComponent("Examples"), withExtension: "form")

    @Test func thereAreAtLeastEightExamples() {
        #expect(Self.examples.count >= 8)
    }

    @Test(arguments: examples)
    func exampleChecksClean(_ url: URL) throws {
        let file = try TestSupport.source(url)
        let result = Compiler.compile(file)
        #expect(result.diagnostics.isEmpty, "\(TextRenderer().render(result.diagnostics, in: file))")
        let forms = result.model?.forms ?? []
        #expect(!forms.isEmpty)
        #expect(forms.allSatisfy { !$0.fields.isEmpty })
    }
}
