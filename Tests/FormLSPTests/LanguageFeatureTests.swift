import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import FormDSL
@testable import FormLSP

@Suite struct LanguageFeatureTests {
    static let uri = "file:///t/L.form"
    static let text = """
    form SignUp {
        field password: secure { label "Password"; contentType newPassword }
        field confirm: secure {
            label "Confirm"
            contentType newPassword
            validate required, equals(password)
        }
        field age: int? { label "Age" }
        field name: text { label "Name"; keyboard  }
        focus password, confirm, name
    }

    """

    private func labels(_ result: JSONValue?) -> [String] {
        (result?.array ?? []).compactMap { $0["label"]?.string }
    }

    @Test func completionOffersValuesWithDocs() throws {
        let client = TestClient()
        client.open(Self.uri, Self.text)
        // After `keyboard ` on line 8.
        let items = try #require(client.result("textDocument/completion", client.at(Self.uri, 8, 46))?.array)
        #expect(items.map { $0["label"]?.string } == KeyboardType.allCases.map(\.name))
        #expect(items.first { $0["label"] == .string("numberPad") }?["documentation"]?["value"]?.string?.contains("no return key") == true)
        // While typing `keyboard num`.
        client.change(Self.uri, version: 2, from: (8, 46), to: (8, 46), text: "num")
        #expect(labels(client.result("textDocument/completion", client.at(Self.uri, 8, 49))).contains("numberPad"))
    }

    @Test func completionOffersFieldNamesInFocusAndEquals() {
        let client = TestClient()
        client.open(Self.uri, Self.text)
        // `focus password, confirm, name` then `, ` at the end: only the unlisted field.
        client.change(Self.uri, version: 2, from: (9, 33), to: (9, 33), text: ", ")
        #expect(labels(client.result("textDocument/completion", client.at(Self.uri, 9, 35))) == ["age"])
        // Inside `equals(` every other field of the same Swift type: not the int `age`.
        #expect(labels(client.result("textDocument/completion", client.at(Self.uri, 5, 38))) == ["password", "name"])
    }

    @Test func completionOffersPropertiesThatFitTheFieldKind() {
        let client = TestClient()
        client.open(Self.uri, "form A {\n    field t: text {\n        \n    }\n    field d: date {\n        \n    }\n    \n}\n")
        let text = labels(client.result("textDocument/completion", client.at(Self.uri, 2, 8)))
        #expect(text.contains("keyboard") && text.contains("label") && !text.contains("allowNegative") && !text.contains("focus"))
        let date = labels(client.result("textDocument/completion", client.at(Self.uri, 5, 8)))
        #expect(date.contains("label") && !date.contains("keyboard"))
        let form = labels(client.result("textDocument/completion", client.at(Self.uri, 7, 4)))
        #expect(form.contains("focus") && form.contains("field") && !form.contains("keyboard"))
        client.change(Self.uri, version: 2, from: (2, 8), to: (2, 8), text: "validate ")
        #expect(labels(client.result("textDocument/completion", client.at(Self.uri, 2, 17))).contains("required"))
        client.change(Self.uri, version: 3, from: (7, 4), to: (7, 4), text: "field n: ")
        let types = labels(client.result("textDocument/completion", client.at(Self.uri, 7, 13)))
        #expect(types.contains("int") && types.contains("currency") && types.contains("date"))
        #expect(types.contains("choice") && types.contains("choices"))
    }

    @Test func completionKnowsMultipleChoices() {
        let client = TestClient()
        client.open(Self.uri, "form A {\n    field t: choices {\n        \n    }\n}\n")
        let properties = labels(client.result("textDocument/completion", client.at(Self.uri, 2, 8)))
        #expect(properties.contains("option") && properties.contains("default") && !properties.contains("keyboard")
                && !properties.contains("pickerStyle"))
        client.change(Self.uri, version: 2, from: (2, 8), to: (2, 8), text: "validate ")
        let validators = labels(client.result("textDocument/completion", client.at(Self.uri, 2, 17)))
        #expect(validators.contains("count") && validators.contains("required"))
    }

    @Test func completionFollowsTheArgumentShape() {
        let client = TestClient()
        client.open(Self.uri, "form A {\n    field p: double { format  }\n    field d: date { format  }\n    field t: text { validate length( }\n}\n")
        // A display format: those that apply to the field's kind, with their docs.
        let double = client.result("textDocument/completion", client.at(Self.uri, 1, 29))?.array ?? []
        #expect(labels(.array(double)) == Language.formats.filter { $0.appliesTo.contains(.double) }.map(\.spelling))
        #expect(double.allSatisfy { $0["documentation"]?["value"]?.string?.isEmpty == false })
        #expect(labels(client.result("textDocument/completion", client.at(Self.uri, 2, 27))) == ["date"])
        // Inside a validator's parentheses that take no field name: nothing.
        #expect(labels(client.result("textDocument/completion", client.at(Self.uri, 3, 36))).isEmpty)
    }

    @Test func completionOffersSnippets() {
        let client = TestClient()
        client.open(Self.uri, Self.text)
        #expect(labels(client.result("textDocument/completion", client.at(Self.uri, 11, 0))).contains("form"))
        client.change(Self.uri, version: 2, from: (10, 0), to: (10, 0), text: "    \n")
        let inForm = labels(client.result("textDocument/completion", client.at(Self.uri, 10, 4)))
        #expect(inForm.contains("field") && inForm.contains("section"))
    }

    @Test func hoverExplainsResolvedValues() throws {
        let client = TestClient()
        let text = Self.text.replacingOccurrences("keyboard  }", "autocorrection off }")
        #expect(client.open(Self.uri, text).allSatisfy { $0["severity"] != .integer(1) })
        // On `age`: an int field outside the focus order.
        let age = try #require(client.result("textDocument/hover", client.at(Self.uri, 7, 11))?["contents"]?["value"]?.string)
        #expect(age.contains("keyboard numberPad: default for int"))
        #expect(age.contains("- label \"Age\": written in the file"))
        #expect(age.contains("not in the focus order"))
        // On `password` where the focus order names it: next, not last.
        let password = try #require(client.result("textDocument/hover", client.at(Self.uri, 9, 10))?["contents"]?["value"]?.string)
        #expect(password.contains("submitLabel next: not last in the focus order"))
        let name = try #require(client.result("textDocument/hover", client.at(Self.uri, 8, 11))?["contents"]?["value"]?.string)
        #expect(name.contains("submitLabel done: last in the focus order"))
        #expect(name.contains("autocorrection off: written in the file"))
        // Why formc chose capitals and autocorrection, as the checker recorded it.
        #expect(name.contains("autocapitalization sentences: SwiftUI's default"))
        let passwordName = try #require(client.result("textDocument/hover", client.at(Self.uri, 1, 12))?["contents"]?["value"]?.string)
        #expect(passwordName.contains("- autocapitalization never: secure field"))
        #expect(passwordName.contains("- autocorrection off: secure field"))
        #expect(age.contains("- autocapitalization never: numeric field (int)"))
        // On the form's name: its focus order and submit button.
        let form = try #require(client.result("textDocument/hover", client.at(Self.uri, 0, 7))?["contents"]?["value"]?.string)
        #expect(form.contains("**form** `SignUp`"))
        #expect(form.contains("- focus order: password, confirm, name"))
        #expect(form.contains("- submit: \"Submit\""))
        // On a value.
        let value = try #require(client.result("textDocument/hover", client.at(Self.uri, 1, 62))?["contents"]?["value"]?.string)
        #expect(value.contains("UITextContentType.newPassword"))
        let property = try #require(client.result("textDocument/hover", client.at(Self.uri, 1, 50))?["contents"]?["value"]?.string)
        #expect(property.hasPrefix("**property** `contentType`: `UITextContentType`"))
        #expect(property.contains("one of `URL`"))
    }

    @Test func hoverSaysWhyCapitalsAndAutocorrectionAreOff() throws {
        let client = TestClient()
        client.open(Self.uri, "form A {\n    field mail: text { validate email }\n    field user: text { contentType username }\n    field note: text\n}\n")
        func hover(_ line: Int) throws -> String {
            try #require(client.result("textDocument/hover", client.at(Self.uri, line, 11))?["contents"]?["value"]?.string)
        }
        let mail = try hover(1)
        #expect(mail.contains("- autocapitalization never: emailAddress keyboard"))
        #expect(mail.contains("- autocorrection off: emailAddress keyboard"))
        #expect(try hover(2).contains("- autocorrection off: username content type"))
        let note = try hover(3)
        #expect(note.contains("- autocapitalization sentences: SwiftUI's default"))
        #expect(note.contains("- autocorrection on: SwiftUI's default"))
        #expect(note.contains("- validateOn blur: formc's default"))
    }

    /// The keyboard and submit label reasons hover shows are the ones the checker recorded.
    @Test func hoverSaysWhyTheKeyboardAndSubmitLabel() throws {
        let client = TestClient()
        let text = """
        form A {
            field phone: text { contentType telephoneNumber }
            field mail: text { validate email }
            field delta: int { allowNegative }
            field note: multiline
            field day: date
            field code: text { keyboard asciiCapable; submitLabel go }
            field off: text { disabled }
            field age: int { validate range(13...120) }
            field count: int { validateOn submit }
            validateOn change
        }

        """
        #expect(client.open(Self.uri, text).allSatisfy { $0["severity"] != .integer(1) })
        func hover(_ line: Int) throws -> String {
            try #require(client.result("textDocument/hover", client.at(Self.uri, line, 11))?["contents"]?["value"]?.string)
        }
        let phone = try hover(1)
        #expect(phone.contains("- keyboard phonePad: default for contentType telephoneNumber"))
        #expect(phone.contains("- submitLabel none: the phonePad keyboard has no return key"))
        let mail = try hover(2)
        #expect(mail.contains("- keyboard emailAddress: default for the email validator"))
        #expect(mail.contains("- submitLabel next: not last in the focus order"))
        #expect(try hover(3).contains("- keyboard numbersAndPunctuation: default for int with allowNegative"))
        #expect(try hover(4).contains("- submitLabel none: a multiline field's Return key adds a line"))
        // A date has no keyboard: hover lists none of its properties, only the picker.
        let day = try hover(5)
        #expect(day.contains("- a DatePicker, picked rather than typed (no keyboard)"))
        #expect(!day.contains("keyboard ") && !day.contains("autocapitalization") && !day.contains("autocorrection"))
        let code = try hover(6)
        #expect(code.contains("- keyboard asciiCapable: written in the file"))
        #expect(code.contains("- submitLabel go: written in the file"))
        let off = try hover(7)
        #expect(off.contains("- keyboard default: default for text"))
        #expect(off.contains("- submitLabel none: not in the focus order"))
        #expect(off.contains("- validateOn change: the form's validateOn"))
        #expect(off.contains("- label \"Off\": from the field's name"))
        #expect(try hover(8).contains("- maxLength 3: digits of the range's larger bound"))
        let count = try hover(9)
        #expect(count.contains("- maxLength 15: the most digits every JSON reader holds exactly"))
        #expect(count.contains("- validateOn submit: written in the file"))
    }

    @Test func definitionAndReferences() throws {
        let client = TestClient()
        client.open(Self.uri, Self.text)
        // `equals(password)` → the declaration on line 1.
        let definition = try #require(client.result("textDocument/definition", client.at(Self.uri, 5, 40)))
        #expect(definition["range"]?["start"] == client.position(1, 10))
        var params = client.at(Self.uri, 1, 12)
        if case .object(var members) = params {
            members.append(JSONMember("context", .object([JSONMember("includeDeclaration", .bool(true))])))
            params = .object(members)
        }
        let references = try #require(client.result("textDocument/references", params)?.array)
        #expect(references.map { $0["range"]?["start"] } == [client.position(1, 10), client.position(5, 34), client.position(9, 10)])
    }

    private func rename(_ client: TestClient, line: Int, character: Int, to name: String) -> JSONValue {
        var params = client.at(Self.uri, line, character)
        if case .object(var members) = params {
            members.append(JSONMember("newName", .string(name)))
            params = .object(members)
        }
        return client.request("textDocument/rename", params)
    }

    @Test func renameEditsEveryUseAndRefusesClashes() throws {
        let client = TestClient()
        client.open(Self.uri, Self.text)
        let edits = try #require(rename(client, line: 1, character: 12, to: "secret")["result"]?["changes"]?[Self.uri]?.array)
        #expect(edits.count == 3)
        #expect(edits.allSatisfy { $0["newText"] == .string("secret") })
        // A name another field has: said as a rename, not as the duplicate it would make.
        let clash = rename(client, line: 1, character: 12, to: "confirm")
        #expect(clash["error"]?["message"]?.string
            == "cannot rename 'password' to 'confirm': form SignUp already has a field 'confirm' (line 3)")
        client.open("file:///t/Two.form", "form A {\n    field a: text\n}\n\nform B {\n    field b: text\n}\n")
        var params = client.at("file:///t/Two.form", 0, 5)
        if case .object(var members) = params { members.append(JSONMember("newName", .string("B"))); params = .object(members) }
        #expect(client.request("textDocument/rename", params)["error"]?["message"]?.string
            == "cannot rename form 'A' to 'B': the file already has a form 'B' (line 5)")
        // A name the generated Swift reserves: refused with the checker's reason.
        #expect(rename(client, line: 1, character: 12, to: "focusTracker")["error"]?["message"]?.string?.contains("FC0338") == true)
        #expect(rename(client, line: 1, character: 12, to: "9lives")["error"] != nil)
        #expect(rename(client, line: 1, character: 12, to: "")["error"] != nil)
    }
}

/// On clean files, the references read from the syntax tree (used while a file has errors)
/// are exactly the checker's resolution.
@Suite struct FieldReferenceAgreementTests {
    @Test(arguments: ["SignUp", "Login", "Checkout", "ChineseLabels", "FocusChain", "Profile", "NumberValidation", "OptionalValues", "Price",
                     "ShippingAddress"])
    func syntaxAgreesWithTheChecker(_ name: String) throws {
        let bytes = try #require(readFile("Examples/\(name).form"))
        let compilation = Compiler.compile(SourceFile(path: name, bytes: bytes))
        let model = try #require(compilation.model)
        let syntax = compilation.syntax
        let checker = FieldReferences(syntax, model: model).symbols.sorted { $0.declaration < $1.declaration }
        let syntactic = FieldReferences(syntax).symbols.sorted { $0.declaration < $1.declaration }
        #expect(checker.map(\.name) == syntactic.map(\.name))
        #expect(checker.map(\.declaration) == syntactic.map(\.declaration))
        #expect(checker.map(\.uses) == syntactic.map(\.uses))
        #expect(checker.contains { !$0.uses.isEmpty })
    }
}

/// Reads a file of the package (tests run from its root).
func readFile(_ path: String) -> [UInt8]? {
    guard let handle = fopen(path, "rb") else { return nil }
    defer { fclose(handle) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    while true {
        let n = fread(&buffer, 1, buffer.count, handle)
        if n <= 0 { break }
        bytes += buffer[0..<n]
    }
    return bytes
}
