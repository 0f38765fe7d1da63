import Testing
import FormDSL
@testable import FormLSP

@Suite struct DocumentFeatureTests {
    static let uri = "file:///t/A.form"

    @Test func diagnosticsAreThoseOfCheck() throws {
        let client = TestClient()
        let text = "form A {\n    field age: int { keyboard numberPadd }\n}\n"
        let diagnostics = client.open(Self.uri, text)
        let expected = Compiler.diagnose(SourceFile(path: Self.uri, text: text))
        #expect(diagnostics.count == expected.count)
        let first = try #require(diagnostics.first)
        #expect(first["code"] == .string("FC0307"))
        #expect(first["severity"] == .integer(1))
        #expect(first["source"] == .string("formc"))
        #expect(first["range"]?["start"] == client.position(1, 30))
        #expect(first["range"]?["end"] == client.position(1, 40))
    }

    /// A line being typed is a syntax error until it is finished: meanwhile the warnings of
    /// the rest of the file stay on screen, where they were, and the half line adds only its
    /// own error.
    @Test func aHalfTypedLineKeepsTheOtherWarnings() throws {
        let client = TestClient()
        func shown(_ diagnostics: [JSONValue]) -> [String] {
            diagnostics.map { "\($0["code"]?.string ?? "") \($0["range"].map { JSONPrinter.compact($0) } ?? "")" }
        }
        let text = "form A {\n    field pin: text { keyboard numberPad }\n    field note: text\n}\n"
        let warnings = shown(client.open(Self.uri, text))
        #expect(warnings.count == 3, "\(warnings)")
        // `field email` on a line of its own, the colon and type not typed yet.
        let halfTyped = shown(client.change(Self.uri, version: 2, from: (2, 0), to: (2, 0), text: "    field email\n"))
        #expect(halfTyped.filter { !$0.hasPrefix("FC0101 ") } == warnings)
        #expect(halfTyped.count == warnings.count + 1, "\(halfTyped)")
        let finished = shown(client.change(Self.uri, version: 3, from: (2, 15), to: (2, 15), text: ": text"))
        #expect(finished == warnings)
    }

    @Test func notesBecomeRelatedInformationAndRepeatsAreUnnecessary() throws {
        let client = TestClient()
        let diagnostics = client.open(Self.uri, "form A {\n    field a: text { validate required, required }\n    field a: int\n}\n")
        let repeated = try #require(diagnostics.first { $0["code"] == .string("FC0334") })
        #expect(repeated["severity"] == .integer(2))
        #expect(repeated["tags"] == .array([.integer(1)]))
        let related = try #require(repeated["relatedInformation"]?.array?.first)
        #expect(related["message"] == .string("first listed here"))
        #expect(related["location"]?["uri"] == .string(Self.uri))
        #expect(related["location"]?["range"]?["start"] == client.position(1, 29))
        #expect(repeated["message"]?.string?.hasSuffix("\nhelp: remove one of them") == true)
        let twice = try #require(diagnostics.first { $0["code"] == .string("FC0304") })
        #expect(twice["tags"] == nil)
        #expect(twice["relatedInformation"]?.array?.first?["location"]?["range"]?["start"] == client.position(1, 10))
    }

    @Test func deprecatedKeyboardNameIsTaggedDeprecated() throws {
        let client = TestClient()
        let diagnostics = client.open(Self.uri, "form A {\n    field a: text { keyboard alphabet }\n}\n")
        let deprecated = try #require(diagnostics.first { $0["code"] == .string("FC0226") })
        #expect(deprecated["severity"] == .integer(2))
        #expect(deprecated["tags"] == .array([.integer(2)]))
        #expect(deprecated["range"]?["start"] == client.position(1, 29))
        #expect(deprecated["range"]?["end"] == client.position(1, 37))
    }

    @Test func codeDescriptionLinksToTheExplanation() {
        let client = TestClient(initialize: false)
        client.request("initialize", .object([
            JSONMember("capabilities", .object([])),
            JSONMember("initializationOptions", .object([JSONMember("diagnosticsDocumentation", .string("https://example.com/DIAGNOSTICS.md"))])),
        ]))
        let diagnostics = client.open(Self.uri, "form A {\n    field age: int { keyboard numberPadd }\n}\n")
        #expect(diagnostics.first?["codeDescription"]?["href"] == .string("https://example.com/DIAGNOSTICS.md#fc0307"))
    }

    /// Without `initializationOptions.diagnosticsDocumentation` (or with an empty or non-string
    /// value) there is no link: formc has no default address for its documentation.
    @Test(arguments: [nil, JSONValue.string(""), .bool(true), .integer(1)])
    func codeDescriptionIsLeftOutWithoutTheOption(_ option: JSONValue?) throws {
        let client = TestClient(initialize: false)
        var params = [JSONMember("capabilities", .object([]))]
        if let option {
            params.append(JSONMember("initializationOptions", .object([JSONMember("diagnosticsDocumentation", option)])))
        }
        #expect(client.request("initialize", .object(params))["result"] != nil)
        let diagnostics = client.open(Self.uri, "form A {\n    field age: int { keyboard numberPadd }\n}\n")
        let diagnostic = try #require(diagnostics.first)
        #expect(diagnostic["code"] == .string("FC0307"))
        #expect(diagnostic["codeDescription"] == nil)
    }

    @Test func incrementalEditsAndPositionsInUTF16() throws {
        let client = TestClient()
        // CJK, an emoji (two UTF-16 units) and a tab before the mistake.
        let text = "form A {\n\tfield a: text { label \"中文😀\"; keyboard numberPadd }\n}\n"
        let diagnostics = client.open(Self.uri, text)
        let range = try #require(diagnostics.first { $0["code"] == .string("FC0307") }?["range"])
        // \t(1) field a: text { label "中文😀"; keyboard  → the value starts after 40 units.
        let line = "\tfield a: text { label \"中文😀\"; keyboard "
        #expect(range["start"] == client.position(1, line.utf16.count))
        // Fix the typo by deleting one 'd' at its UTF-16 position.
        let end = line.utf16.count + "numberPadd".utf16.count
        let after = client.change(Self.uri, version: 2, from: (1, end - 1), to: (1, end), text: "")
        #expect(!after.contains { $0["code"] == .string("FC0307") })
        #expect(after.contains { $0["code"] == .string("FC0223") })
        #expect(client.server.text(of: Self.uri) == Array(text.replacingOccurrences("numberPadd", "numberPad").utf8))
    }

    @Test func positionsInUTF8WhenNegotiated() throws {
        let client = TestClient(encodings: ["utf-8"])
        let line = "\tfield a: text { label \"中文😀\"; keyboard "
        let diagnostics = client.open(Self.uri, "form A {\n" + line + "numberPadd }\n}\n")
        #expect(diagnostics.first { $0["code"] == .string("FC0307") }?["range"]?["start"] == client.position(1, line.utf8.count))
    }

    @Test func formattingIsMinimalAndRefusesBrokenFiles() throws {
        let client = TestClient()
        client.open(Self.uri, "form A {\n    title \"中\"\n  field a: text\n}\n")
        let edits = try #require(client.result("textDocument/formatting", client.document(Self.uri))?.array)
        #expect(edits.count == 1)
        #expect(edits[0]["range"]?["start"] == client.position(2, 2))
        #expect(edits[0]["range"]?["end"] == client.position(2, 2))
        #expect(edits[0]["newText"] == .string("  "))
        client.open("file:///t/B.form", "form B {\n  field a text\n}\n")
        let messages = client.send(.object([JSONMember("jsonrpc", .string("2.0")), JSONMember("id", .integer(99)),
                                            JSONMember("method", .string("textDocument/formatting")),
                                            JSONMember("params", client.document("file:///t/B.form"))]))
        #expect(messages.first?["result"] == .array([]))
        #expect(messages.contains { $0["method"] == .string("window/logMessage") })
    }

    @Test func minimalEditNeverSplitsACharacterOrACRLF() {
        let old = Array("a中b\r\nc".utf8)
        for new in [Array("a丁b\r\nc".utf8), Array("a中b\nc".utf8), Array("x".utf8), []] {
            guard let edit = LanguageServer.minimalEdit(from: old, to: new) else { continue }
            var applied = old
            applied.replaceSubrange(edit.span.start..<edit.span.end, with: new[edit.replacement])
            #expect(applied == new)
            for cut in [edit.span.start, edit.span.end] where cut > 0 && cut < old.count {
                #expect(old[cut] & 0xC0 != 0x80)
                #expect(!(old[cut - 1] == 0x0D && old[cut] == 0x0A))
            }
        }
    }

    @Test func codeActionsApplyFixIts() throws {
        let client = TestClient()
        let text = "form A {\n    field age: int { keyboard numberPadd }\n}\n"
        let diagnostics = client.open(Self.uri, text)
        let range = try #require(diagnostics.first?["range"])
        let actions = try #require(client.result("textDocument/codeAction", .object([
            JSONMember("textDocument", .object([JSONMember("uri", .string(Self.uri))])),
            JSONMember("range", range), JSONMember("context", .object([JSONMember("diagnostics", .array(diagnostics))])),
        ]))?.array)
        let fixIts = Compiler.diagnose(SourceFile(path: Self.uri, text: text)).flatMap(\.fixIts)
        #expect(actions.count == fixIts.count)
        #expect(!actions.isEmpty)
        let edit = try #require(actions.first?["edit"]?["changes"]?[Self.uri]?.array?.first)
        #expect(edit["newText"] == .string("numberPad"))
        #expect(actions.map { $0["isPreferred"] == .bool(true) } == fixIts.map(\.isSafe))
    }

    /// Preferred quick fixes are exactly the fix-its `formc check --fix` applies: a deprecated name is
    /// preferred, a default the author chose (a required toggle that starts on) is not.
    @Test func onlySafeFixItsArePreferred() throws {
        let client = TestClient()
        let text = "form A {\n    field k: text { keyboard alphabet }\n    field t: toggle { default true; validate required }\n}\n"
        let diagnostics = client.open(Self.uri, text)
        let whole = JSONValue.object([JSONMember("start", .object([JSONMember("line", .integer(0)), JSONMember("character", .integer(0))])),
                                      JSONMember("end", .object([JSONMember("line", .integer(4)), JSONMember("character", .integer(0))]))])
        let actions = try #require(client.result("textDocument/codeAction", .object([
            JSONMember("textDocument", .object([JSONMember("uri", .string(Self.uri))])),
            JSONMember("range", whole), JSONMember("context", .object([JSONMember("diagnostics", .array(diagnostics))])),
        ]))?.array)
        let preferred = actions.filter { $0["isPreferred"] == .bool(true) }.compactMap { $0["edit"]?["changes"]?[Self.uri]?.array?.first?["newText"] }
        let other = actions.filter { $0["isPreferred"] != .bool(true) }.compactMap { $0["edit"]?["changes"]?[Self.uri]?.array?.first?["newText"] }
        #expect(preferred == [.string("asciiCapable")])
        #expect(other == [.string("false")])
    }

    @Test func symbolsAndFolding() throws {
        let client = TestClient()
        client.open(Self.uri, "form A {\n    section \"S\" {\n        field a: text {\n            label \"A\"\n        }\n    }\n    field b: int\n}\n")
        let symbols = try #require(client.result("textDocument/documentSymbol", client.document(Self.uri))?.array)
        #expect(symbols.map { $0["name"] } == [.string("A")])
        let children = symbols[0]["children"]?.array ?? []
        #expect(children.map { $0["name"] } == [.string("S"), .string("b")])
        #expect(children[0]["children"]?.array?.first?["name"] == .string("a"))
        let folds = try #require(client.result("textDocument/foldingRange", client.document(Self.uri))?.array)
        #expect(folds.map { $0["startLine"] } == [.integer(0), .integer(1), .integer(2)])
    }

    @Test func semanticTokensCoverKeywordsNamesAndLiterals() throws {
        let client = TestClient()
        client.open(Self.uri, "// c\nform A {\n    field a: text { label \"A\"; maxLength 3 }\n    focus a\n}\n")
        let data = try #require(client.result("textDocument/semanticTokens/full", client.document(Self.uri))?["data"]?.array)
        #expect(data.count % 5 == 0)
        let types = stride(from: 3, to: data.count, by: 5).map { SemanticTokenType(rawValue: data[$0].int!)! }
        #expect(types == [.comment, .keyword, .class, .keyword, .variable, .type, .property, .string, .property, .number,
                          .property, .variable])
    }
}

extension String {
    func replacingOccurrences(_ target: String, _ replacement: String) -> String {
        var result = ""
        var rest = Substring(self)
        while let range = rest.range(of: target) {
            result += rest[..<range.lowerBound] + replacement
            rest = rest[range.upperBound...]
        }
        return result + rest
    }
}

extension Substring {
    func range(of target: String) -> Range<Index>? {
        var i = startIndex
        while i < endIndex {
            if self[i...].hasPrefix(target) { return i..<index(i, offsetBy: target.count) }
            i = index(after: i)
        }
        return nil
    }
}
