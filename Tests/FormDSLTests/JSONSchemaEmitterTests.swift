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
        + TestSupport.files(in: TestSupport.packageRoot.appendingPathComponent("Tests/Repeats"), withExtension: "form")
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

/// A repeating group in the JSON Schema and the uiSchema (docs/JSON-SCHEMA.md, "Repeating
/// groups"): an array of row objects within the group's bounds; the rules that read only the
/// row inside the row object, those that read the form's fields at the root, once per truth
/// value of what they read. Tests/XForm/judge.py checks the records of Tests/Repeats against
/// these schemas with python-jsonschema.
@Suite struct RepeatSchemaTests {
    static let source = """
    form R {
        field showNotes: toggle
        field country: text?
        repeat items {
            label "Items"
            addLabel "Add an item"
            help "One per line."
            rows 1...3
            field product: text { validate required }
            field gift: toggle
            field giftNote: text? { visible when gift; required when gift }
            field note: text? { visible when showNotes; jsonName "line_note" }
            field code: text { visible when gift && country == "US" }
            computed line: int? = 2 * 3
        }
        repeat people {
            jsonName "household"
            field name: text?
        }
        computed count: int = count(items)
        field bulk: text? { visible when count > 2 }
    }
    """

    static func emitted() -> (JSONValue, JSONValue) {
        let checked = Checked(source)
        #expect(!checked.diagnostics.contains { $0.severity == .error }, "\(checked.lines)")
        return (JSONSchemaEmitter.schema(for: checked.form), UISchemaEmitter.uiSchema(for: checked.form))
    }

    static func strings(_ value: JSONValue?) -> [String] {
        guard case .array(let items)? = value else { return [] }
        return items.compactMap { if case .string(let s) = $0 { return s } else { return nil } }
    }

    static func object(_ json: String) throws -> JSONValue {
        try JSONReader.read(json).get()
    }

    @Test func aGroupIsAnArrayOfRowsWithinItsBounds() throws {
        let (schema, _) = Self.emitted()
        #expect(Self.strings(schema["required"]) == ["showNotes", "items", "household", "count"])
        let items = try #require(schema["properties"]?["items"])
        #expect(items["type"] == .string("array"))
        #expect(items["title"] == .string("Items"))
        #expect(items["description"] == .string("One per line."))
        #expect(items["minItems"] == .integer(1))
        #expect(items["maxItems"] == .integer(3))
        #expect(items["x-formc-addLabel"] == .string("Add an item"))
        // An aggregate names the rows it reads.
        #expect(schema["properties"]?["count"]?["x-formc-computed"] == (try Self.object(#"{"reads": [], "rows": ["items"]}"#)))
        let row = try #require(items["items"])
        #expect(row["type"] == .string("object"))
        #expect(row["additionalProperties"] == .bool(false))
        #expect(Self.strings(row["required"]) == ["product", "gift"])
        #expect(row["properties"]?["line"]?["readOnly"] == .bool(true))
        #expect(row["properties"]?["line_note"] != nil && row["properties"]?["note"] == nil)
        // No lower bound: no minItems; no upper: no maxItems; the group's own key.
        let people = try #require(schema["properties"]?["household"])
        #expect(people["minItems"] == nil && people["maxItems"] == nil)
        #expect(schema["properties"]?["people"] == nil)
    }

    @Test func rulesOfTheRowStayInTheRow() throws {
        let (schema, _) = Self.emitted()
        let rules = try #require(schema["properties"]?["items"]?["items"]?["allOf"])
        let gift = #"{"properties": {"gift": {"const": true}}, "required": ["gift"]}"#
        #expect(rules == (try Self.object("""
        [{"if": \(gift), "else": {"not": {"required": ["giftNote"]}}},
         {"if": \(gift), "then": {"required": ["giftNote"], "properties": {"giftNote": {"minLength": 1}}}}]
        """)))
    }

    @Test func rulesThatReadTheFormAreAppliedToEveryRowFromTheRoot() throws {
        let (schema, _) = Self.emitted()
        guard case .array(let rules)? = schema["allOf"] else { Issue.record("no allOf"); return }
        let shown = #"{"properties": {"showNotes": {"const": true}}, "required": ["showNotes"]}"#
        // showNotes on: the optional note may be there or not, no rule; off: never there.
        #expect(rules.contains(try Self.object("""
        {"if": {"not": \(shown)}, "then": {"properties": {"items": {"items": {"not": {"required": ["line_note"]}}}}}}
        """)))
        // `gift && country == "US"`: with country "US", the row's gift decides; otherwise hidden.
        let us = #"{"properties": {"country": {"const": "US"}}, "required": ["country"]}"#
        let gift = #"{"properties": {"gift": {"const": true}}, "required": ["gift"]}"#
        #expect(rules.contains(try Self.object("""
        {"if": \(us), "then": {"properties": {"items": {"items": {"if": \(gift), "then": {"required": ["code"]}, "else": {"not": {"required": ["code"]}}}}}}}
        """)))
        #expect(rules.contains(try Self.object("""
        {"if": {"not": \(us)}, "then": {"properties": {"items": {"items": {"not": {"required": ["code"]}}}}}}
        """)))
        // A form field's condition on an aggregate is a root rule as any other.
        #expect(rules.contains(try Self.object("""
        {"if": {"properties": {"count": {"exclusiveMinimum": 2}}, "required": ["count"]}, "else": {"not": {"required": ["bulk"]}}}
        """)))
        #expect(rules.count == 4)
    }

    @Test func theUISchemaOrdersRowsAndOffersArrayButtons() throws {
        let (_, ui) = Self.emitted()
        #expect(Self.strings(ui["ui:order"]) == ["showNotes", "country", "items", "household", "count", "bulk"])
        let items = try #require(ui["items"])
        #expect(items["ui:options"] == (try Self.object(#"{"addable": true, "removable": true, "orderable": true}"#)))
        #expect(items["x-formc-addLabel"] == .string("Add an item"))
        let (schema, _) = Self.emitted()
        #expect(schema["properties"]?["count"]?["x-formc-computed"] == (try Self.object(#"{"reads": [], "rows": ["items"]}"#)))
        #expect(Self.strings(items["items"]?["ui:order"]) == ["product", "gift", "giftNote", "line_note", "code", "line"])
        #expect(items["items"]?["line"]?["ui:readonly"] == .bool(true))
        // A field of the form, read in a row, is marked so: a row field may have its key.
        #expect(items["items"]?["line_note"]?["x-formc-visibleWhen"] == (try Self.object(#"{"present": "showNotes", "of": "form"}"#)))
        #expect(items["items"]?["code"]?["x-formc-visibleWhen"] == (try Self.object(
            #"{"all": [{"present": "gift"}, {"field": "country", "op": "==", "value": "US", "of": "form"}]}"#)))
        #expect(ui["household"]?["x-formc-addLabel"] == .string("Add"))
    }
}
