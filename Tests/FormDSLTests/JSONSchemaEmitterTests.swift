import Foundation
import Testing
@testable import FormDSL

/// The JSON Schema and uiSchema of every example, test and conformance form, compared byte for byte
/// with `Golden/json/` (`FORMC_UPDATE_GOLDEN=1` rewrites them; read the diff), plus the
/// properties the output must have whatever the form: valid JSON, stable bytes, exact strings.
@Suite struct JSONSchemaEmitterGoldenTests {
    static let sources: [URL] =
        TestSupport.files(in: TestSupport.packageRoot.appendingPathComponent("Examples"), withExtension: "form")
        + TestSupport.files(in: TestSupport.packageRoot.appendingPathComponent("Tests/Conformance"), withExtension: "form")
        + TestSupport.files(in: TestSupport.packageRoot.appendingPathComponent("Tests/Forms"), withExtension: "form")
    static let goldenDirectory = TestSupport.goldenDirectory.appendingPathComponent("json")

    static func model(_ url: URL) throws -> CheckedFile {
        let file = try TestSupport.source(url)
        return try #require(Compiler.compile(file).model, "\(url.lastPathComponent) does not compile")
    }

    @Test(arguments: sources)
    func perFormDocumentsMatchGolden(_ url: URL) throws {
        for form in try Self.model(url).forms {
            let schema = JSONPrinter.print(JSONSchemaEmitter.schema(for: form))
            let ui = JSONPrinter.print(UISchemaEmitter.uiSchema(for: form))
            let schemaDiff = TestSupport.compareGolden(schema, Self.goldenDirectory.appendingPathComponent(JSONSchemaEmitter.fileName(for: form)))
            let uiDiff = TestSupport.compareGolden(ui, Self.goldenDirectory.appendingPathComponent(UISchemaEmitter.fileName(for: form)))
            #expect(schemaDiff == nil, "\(schemaDiff ?? "")")
            #expect(uiDiff == nil, "\(uiDiff ?? "")")
        }
    }

    /// A file with several forms prints one document: schemas bundled under `$defs`, UI
    /// schemas keyed by form name.
    @Test(arguments: sources)
    func wholeFileDocuments(_ url: URL) throws {
        let model = try Self.model(url)
        let schema = JSONSchemaEmitter.document(for: model)
        let ui = UISchemaEmitter.document(for: model)
        if model.forms.count == 1 {
            #expect(schema == JSONSchemaEmitter.schema(for: model.forms[0]))
            #expect(ui == UISchemaEmitter.uiSchema(for: model.forms[0]))
            return
        }
        #expect(schema["$schema"] == .string(JSONSchemaEmitter.dialect))
        for form in model.forms {
            #expect(schema["$defs"]?[form.name] == JSONSchemaEmitter.schema(for: form))
            #expect(ui[form.name] == UISchemaEmitter.uiSchema(for: form))
        }
        let base = Self.goldenDirectory.appendingPathComponent("stdout")
        let name = url.deletingPathExtension().lastPathComponent
        let schemaDiff = TestSupport.compareGolden(JSONPrinter.print(schema), base.appendingPathComponent(name + ".json-schema.json"))
        let uiDiff = TestSupport.compareGolden(JSONPrinter.print(ui), base.appendingPathComponent(name + ".ui-schema.json"))
        #expect(schemaDiff == nil, "\(schemaDiff ?? "")")
        #expect(uiDiff == nil, "\(uiDiff ?? "")")
    }

    /// Every emitted document parses as JSON, and compiling and emitting again gives the same
    /// bytes (nothing depends on hashing or dictionary order).
    @Test(arguments: sources)
    func outputIsValidAndStable(_ url: URL) throws {
        let first = try Self.model(url)
        let second = try Self.model(url)
        for (a, b) in zip(first.forms, second.forms) {
            for (x, y) in [(JSONSchemaEmitter.schema(for: a), JSONSchemaEmitter.schema(for: b)),
                           (UISchemaEmitter.uiSchema(for: a), UISchemaEmitter.uiSchema(for: b))] {
                let text = JSONPrinter.print(x)
                #expect(text == JSONPrinter.print(y))
                #expect(text.hasSuffix("}\n"))
                #expect((try? JSONSerialization.jsonObject(with: Data(text.utf8))) != nil, "\(a.name) is not valid JSON")
            }
        }
    }

    /// No golden file is left over from a form that no longer exists.
    @Test func noStaleGoldenFiles() throws {
        var expected = Set<String>()
        for url in Self.sources {
            for form in try Self.model(url).forms {
                expected.insert(JSONSchemaEmitter.fileName(for: form))
                expected.insert(UISchemaEmitter.fileName(for: form))
            }
        }
        let present = Set(TestSupport.files(in: Self.goldenDirectory, withExtension: "json").map(\.lastPathComponent))
        #expect(present == expected, "stale: \(present.subtracting(expected).sorted()), missing: \(expected.subtracting(present).sorted())")
    }
}
