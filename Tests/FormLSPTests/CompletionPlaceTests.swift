import Testing
import FormDSL
@testable import FormLSP

/// Completion offers what `formc check` accepts where the cursor is, and nothing in a comment.
@Suite struct CompletionPlaceTests {
    static let uri = "file:///t/P.form"

    /// The items where `|` stands in `text` (the `|` taken out).
    private func items(_ text: String) -> [JSONValue] {
        let client = TestClient()
        let cursor = text.firstIndex(of: "|")!
        let before = text[..<cursor]
        let line = before.filter { $0 == "\n" }.count
        let character = before.split(separator: "\n", omittingEmptySubsequences: false).last!.utf16.count
        client.open(Self.uri, String(before) + text[text.index(after: cursor)...])
        return client.result("textDocument/completion", client.at(Self.uri, line, character))?.array ?? []
    }

    private func labels(_ text: String) -> [String] {
        items(text).compactMap { $0["label"]?.string }
    }

    /// `trip` with `body` as field `e`'s body, or `extra` at the end of section "More".
    private func trip(e body: String = "", section extra: String = "", b bBody: String = "") -> String {
        Self.trip.replacingOccurrences("field e: text?", "field e: text?" + body)
            .replacingOccurrences("field d: text?", "field d: text?" + extra)
            .replacingOccurrences("field b: text?", "field b: text?" + bBody)
    }

    static let trip = """
    form Trip {
        field country: choice {
            option "US"
            option "CA", label: "Canada"
        }
        field start: date
        field nights: int?
        field name: text?
        field gift: toggle
        field a: text? { visible when b }
        field b: text?
        section "More" {
            field c: text?
            field d: text?
        }
        field e: text?
    }

    """

    @Test func nothingInAComment() {
        #expect(labels("form A {\n    // field |\n    field a: text\n}\n").isEmpty)
        #expect(labels("form A {\n    /* validate |\n    */\n    field a: text\n}\n").isEmpty)
        #expect(labels("form A {\n    /* validate */ |\n    field a: text\n}\n").isEmpty == false)
        #expect(!labels("form A {\n    // a comment\n    |\n    field a: text\n}\n").isEmpty)
    }

    @Test func afterEqualsOnAChoiceOnlyItsOptions() throws {
        let found = items(trip(e: " { visible when country == | }"))
        #expect(found.compactMap { $0["label"]?.string } == ["US", "CA"])
        #expect(found.compactMap { $0["insertText"]?.string } == ["\"US\"", "\"CA\""])
        #expect(labels(trip(e: " { visible when country != | }")) == ["US", "CA"])
    }

    @Test func inAStringOnlyOptionValues() throws {
        let found = items(trip(e: " { visible when country == \"C| }"))
        #expect(found.compactMap { $0["label"]?.string } == ["US", "CA"])
        let edit = try #require(found.last?["textEdit"])
        #expect(edit["newText"] == .string("\"CA\""))
        // The edit starts at the opening quote.
        #expect(edit["range"]?["start"]?["character"] == .integer("    field e: text? { visible when country == ".utf16.count))
        // With the closing quote already there, the edit does not add another.
        let closed = items(trip(e: " { visible when country == \"C|\" }"))
        #expect(closed.last?["textEdit"]?["newText"] == .string("\"CA"))
        // In any other string, nothing.
        #expect(labels(trip(e: " { label \"C| }")).isEmpty)
        #expect(labels(trip(e: " { visible when name == \"C| }")).isEmpty)
    }

    @Test func aChoiceDefaultIsOneOfItsOptions() {
        let text = "form A {\n    field size: choice {\n        option \"S\"\n        option \"M\"\n        default |\n    }\n}\n"
        #expect(items(text).compactMap { $0["insertText"]?.string } == ["\"S\"", "\"M\""])
    }

    @Test func operandsLeaveOutTheFieldItselfItsSectionAndCycles() {
        let all = ["country", "start", "nights", "name", "gift", "a", "b", "c", "d", "e"]
        #expect(labels(trip(e: " { visible when | }")) == all.filter { $0 != "e" })
        // `a` is visible when `b`: in `b`'s own visibility, `a` would be a cycle (FC0405).
        #expect(labels(trip(b: " { visible when | }")) == all.filter { $0 != "a" && $0 != "b" })
        // But `required when` makes no cycle.
        #expect(labels(trip(b: " { required when | }")) == all.filter { $0 != "b" })
        // A section's condition cannot read the fields it hides.
        #expect(labels(trip(section: "\n        visible when |")) == all.filter { $0 != "c" && $0 != "d" })
        #expect(labels(trip(e: " { visible when (| }")) == all.filter { $0 != "e" })
        #expect(labels(trip(e: " { visible when !gift && | }")) == all.filter { $0 != "e" })
    }

    @Test func afterAComparisonNoFieldNames() {
        #expect(labels(trip(e: " { visible when start >= | }")) == ["today"])
        #expect(labels(trip(e: " { visible when name == | }")).isEmpty)
        // A number field compares with a number only: one to write over.
        #expect(labels(trip(e: " { visible when nights < | }")) == ["0"])
    }

    @Test func afterACompleteOperandTheOperatorsThatFit() {
        #expect(labels(trip(e: " { visible when country == \"US\" | }")) == ["&&", "||"])
        #expect(labels(trip(e: " { visible when nights | }")) == ["==", "!=", "<", "<=", ">", ">=", "&&", "||"])
        #expect(labels(trip(e: " { visible when name | }")) == ["==", "!=", "&&", "||"])
        #expect(labels(trip(e: " { visible when gift | }")) == ["&&", "||"])
        #expect(labels(trip(e: " { visible when (gift) | }")) == ["&&", "||"])
    }

    static let kinds = """
    form K {
        field name: text
        field pin: secure
        field age: int
        field agree: toggle
        field size: choice {
            option "S"
        }
        field day: date
        field guests: int { stepper; range(1...8) }
        field bio: multiline
    }

    """

    @Test func validatorsThatTheFieldKindTakesEachOnce() {
        let text = labels("form A {\n    field a: text { validate | }\n}\n")
        #expect(text.contains("email") && text.contains("length") && !text.contains("range") && !text.contains("count"))
        let choices = labels("form A {\n    field a: choices { option \"x\"; validate | }\n}\n")
        #expect(choices.contains("count") && !choices.contains("email"))
        let again = labels("form A {\n    field a: text { validate required, email, | }\n}\n")
        #expect(!again.contains("required") && !again.contains("email") && again.contains("length"))
    }

    @Test func equalsOffersFieldsOfTheSameType() {
        let found = labels(Self.kinds.replacingOccurrences("field name: text", "field name: text { validate equals(| }"))
        #expect(found == ["pin", "bio"])
    }

    @Test func focusOffersFieldsThatTakeFocus() {
        let found = labels(Self.kinds.replacingOccurrences("    field bio: multiline\n", "    field bio: multiline\n    focus |\n"))
        #expect(found == ["name", "pin", "age", "bio"])
        let initial = labels(Self.kinds.replacingOccurrences("    field bio: multiline\n", "    field bio: multiline\n    initialFocus |\n"))
        #expect(initial == ["name", "pin", "age", "bio"])
    }

    @Test func aStepperBodyOffersNoKeyboardProperties() {
        let found = labels(Self.kinds.replacingOccurrences("field guests: int { stepper; range(1...8) }",
                                                           "field guests: int {\n        stepper; range(1...8)\n        |\n    }"))
        #expect(found.contains("label") && found.contains("default"))
        for property in ["keyboard", "prompt", "contentType", "stepper", "range", "submitLabel", "allowNegative"] {
            #expect(!found.contains(property), "\(property)")
        }
    }

    @Test func aSectionSnippetOnlyWhereASectionFits() {
        #expect(labels("form A {\n    |\n}\n").contains("section"))
        #expect(!labels("form A {\n    section \"S\" {\n        |\n    }\n}\n").contains("section"))
        #expect(labels("form A {\n    section \"S\" {\n        |\n    }\n}\n").contains("field"))
    }

    @Test func contentTypesTheFormsPlatformHas() {
        let old = labels("form A {\n    platform iOS 16\n    field a: text { contentType | }\n}\n")
        #expect(old.contains("emailAddress") && !old.contains("birthdate"))
        let new = labels("form A {\n    platform iOS 17\n    field a: text { contentType | }\n}\n")
        #expect(new.contains("birthdate"))
    }

    @Test func argumentLabelsAfterTheFirstArgument() {
        let option = items("form A {\n    field a: choice {\n        option \"x\", |\n    }\n}\n")
        #expect(option.compactMap { $0["label"]?.string } == ["label:"])
        #expect(option.first?["insertText"] == .string("label: "))
        #expect(labels("form A {\n    submit \"Go\", |\n    field a: text\n}\n") == ["action:"])
        #expect(labels("form A {\n    field a: int { stepper |; range(1...3) }\n}\n") == ["step:"])
        // Once written, a label is not offered again.
        #expect(labels("form A {\n    submit \"Go\", action: save, |\n    field a: text\n}\n").isEmpty)
    }

    @Test func afterACompleteValueNothingMore() {
        #expect(labels("form A {\n    field a: text { keyboard numberPad | }\n}\n").isEmpty)
        #expect(labels("form A {\n    field a: text { validate length(1...3)| }\n}\n").isEmpty)
        #expect(labels("form A {\n    field a: text { validate length(1...3), | }\n}\n").contains("email"))
        // A validator list that goes on on the next line is still the same statement.
        #expect(labels("form A {\n    field a: text {\n        validate required,\n            |\n    }\n}\n").contains("email"))
        // `equals(` takes a field first; after it comes `message:`.
        #expect(labels(Self.kinds.replacingOccurrences("field name: text", "field name: text { validate equals(pin, | }")).isEmpty)
    }

    @Test func aFieldTypeRightAfterTheColonOnce() {
        #expect(labels("form A {\n    field a: |\n}\n").contains("toggle"))
        #expect(labels("form A {\n    field a: text |\n}\n").isEmpty)
        // A field the focus order names takes focus.
        let focused = labels("form A {\n    field a: |\n    field b: text\n    focus a, b\n}\n")
        #expect(focused.contains("text") && !focused.contains("toggle") && !focused.contains("date"))
    }

    @Test func conditionPropertiesComeWithWhen() {
        let found = items("form A {\n    field a: text? {\n        |\n    }\n    field b: toggle\n}\n")
        #expect(found.first { $0["label"] == .string("visible") }?["insertText"] == .string("visible when "))
        #expect(found.first { $0["label"] == .string("required") }?["insertText"] == .string("required when "))
        // `required when` only on an optional field (FC0409); a condition only with a field to read.
        #expect(!labels("form A {\n    field a: text {\n        |\n    }\n    field b: toggle\n}\n").contains("required"))
        let alone = labels("form A {\n    field a: text? {\n        |\n    }\n}\n")
        #expect(alone.contains("label") && !alone.contains("visible") && !alone.contains("required"))
    }

    @Test func afterAClosingBraceTheBlockAroundIt() {
        let found = labels("form A {\n    field a: text { label \"A\" }|\n}\n")
        #expect(found.contains("focus") && !found.contains("keyboard"))
    }

    @Test func aNewFieldsNameIsFree() {
        let found = items("form A {\n    field name: text\n    field name2: text\n    |\n}\n")
        let snippet = found.first { $0["label"] == .string("field") }?["insertText"]?.string ?? ""
        #expect(snippet.hasPrefix("field name3: text"))
    }

    @Test func disabledFieldsAndFocus() {
        let text = "form A {\n    field a: text { disabled }\n    field b: text {\n        |\n    }\n    initialFocus |\n    focus b\n}\n"
        let body = labels(text.replacingOccurrences("    initialFocus |\n", "    initialFocus b\n"))
        #expect(body.contains("label") && !body.contains("disabled"))
        // From the syntax tree of a file without syntax errors too.
        let clean = labels("form A {\n    field b: text {\n        label \"B\"\n        |\n    }\n    focus b\n}\n")
        #expect(clean.contains("prompt") && !clean.contains("disabled"))
        let initial = labels(text.replacingOccurrences("        |\n", "\n"))
        #expect(initial == ["b"])
    }

    @Test func pickerStylesTheFormsPlatformHas() {
        let old = labels("form A {\n    platform iOS 15\n    field a: choice { option \"x\"; pickerStyle | }\n}\n")
        #expect(old.contains("menu") && !old.contains("navigationLink"))
        let new = labels("form A {\n    platform iOS 16\n    field a: choice { option \"x\"; pickerStyle | }\n}\n")
        #expect(new.contains("navigationLink"))
    }
}
