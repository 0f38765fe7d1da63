import Testing
@testable import FormDSL

/// `notSubmitted` (docs/LANGUAGE.md, "Fields that are checked but not submitted"): the field is
/// in the model, with its rules, and in no output that describes the submitted record.
@Suite struct NotSubmittedTests {
    static let source = """
        form Account {
            section "Password" {
                field password: secure { label "Password"; contentType newPassword; validate required }
                field confirm: secure {
                    label "Confirm"
                    contentType newPassword
                    validate required, equals(password)
                    notSubmitted
                }
            }
            field advanced: toggle { label "Advanced"; notSubmitted }
            field proxy: text? { label "Proxy"; visible when advanced }
            field port: text? { label "Port"; required when proxy }
            field echo: text? { label "Echo"; validate equals(confirm) }
        }
        """

    @Test func theModelKeepsTheFieldAndItsRules() {
        let c = Checked(Self.source)
        #expect(c.lines == [])
        #expect(!c.field("confirm").isSubmitted && !c.field("advanced").isSubmitted)
        #expect(c.field("password").isSubmitted && c.field("proxy").isSubmitted)
        #expect(c.field("confirm").validators.map(\.name) == [.required, .equals])
    }

    @Test func theSwiftValuesLeaveItOutAndTheModelKeepsIt() throws {
        let file = SourceFile(path: "Account.form", text: Self.source)
        let swift = Generator.single(for: try #require(Compiler.compile(file).model), source: file, target: .swift)
        let values = try #require(swift.components(separatedBy: "public struct AccountModel").first)
        #expect(values.contains("public var password: Swift.String"))
        #expect(!values.contains("confirm:") && !values.contains("var confirm") && !values.contains("advanced"))
        #expect(swift.contains(".init(.confirm, \\.confirm, label: \"Confirm\")"))
        #expect(swift.contains("public var confirm: FormRuntime.TextInput"))
        // Not prefilled (values has no such property), not submitted.
        let submitted = try #require(swift.components(separatedBy: "static func values(of model:").last?
            .components(separatedBy: "\n    }\n").first)
        #expect(submitted.contains("model.password.text"))
        #expect(!swift.contains("values.confirm") && !submitted.contains("confirm"))
        #expect(!swift.contains("values.advanced") && !submitted.contains("advanced"))
    }

    @Test func theSchemaDescribesOnlyWhatIsSubmitted() {
        let c = Checked(Self.source)
        let schema = JSONSchemaEmitter.schema(for: c.form)
        guard case .object(let properties)? = schema["properties"] else {
            Issue.record("no properties")
            return
        }
        #expect(properties.map(\.key) == ["password", "proxy", "port", "echo"])
        #expect(schema["required"] == .array([.string("password")]))
        guard case .array(let sections)? = schema["x-formc-sections"] else {
            Issue.record("no sections")
            return
        }
        #expect(sections.first?["fields"] == .array([.string("password")]))
        // `visible when advanced` reads a field the record does not hold: left out; the
        // `required when proxy` rule reads a submitted field through `proxy`'s visibility,
        // which reads `advanced`: left out too.
        #expect(schema["allOf"] == nil)
        // `equals(confirm)` cannot be checked on the record.
        #expect(schema["properties"]?["echo"]?["x-formc-equals"] == nil)
        #expect(schema["properties"]?["echo"]?["x-formc-validators"] == .array([]))
        let ui = UISchemaEmitter.uiSchema(for: c.form)
        #expect(ui["ui:order"] == .array(["password", "proxy", "port", "echo"].map(JSONValue.string)))
        #expect(ui["confirm"] == nil && ui["advanced"] == nil)
        // The front end still gets the condition, as the app evaluates it.
        #expect(ui["proxy"]?["x-formc-visibleWhen"] != nil)
    }
}
