import Testing
import FormDSL
@testable import FormLSP

/// Completion and hover on property values read the language table alone: every property
/// whose argument is a word from a fixed list completes its words, and hover explains each.
@Suite struct VocabularyCompletionTests {
    static let uri = "file:///t/V.form"

    /// The properties whose row names a word list.
    static let wordProperties = Language.properties.filter { $0.argument.wordList != nil }.map(\.spelling)

    /// A form with `property` written where it belongs, with `value` after it (on line 1), and
    /// the column where the value starts.
    static func document(_ spec: PropertySpec, value: String) -> (text: String, column: Int) {
        if spec.places.contains(.field) {
            let kind = spec.appliesTo.kinds.first ?? .text
            let prefix = "    field f: \(kind.spec.synopsis) { \(spec.spelling) "
            return ("form A {\n\(prefix)\(value) }\n}\n", prefix.utf16.count)
        }
        let prefix = "    \(spec.spelling) "
        return ("form A {\n\(prefix)\(value)\n    field f: text\n}\n", prefix.utf16.count)
    }

    @Test func everyWordListIsOffered() {
        // keyboard, contentType, submitLabel, autocapitalization, autocorrection, validateOn,
        // keyboardToolbar, scrollDismissesKeyboard at the least.
        #expect(Self.wordProperties.count >= 8)
    }

    @Test(arguments: wordProperties)
    func completionOffersEveryWordWithItsDoc(_ spelling: String) throws {
        let spec = try #require(Language.property(spelled: spelling))
        let (text, column) = Self.document(spec, value: "")
        let client = TestClient()
        client.open(Self.uri, text)
        let items = try #require(client.result("textDocument/completion", client.at(Self.uri, 1, column))?.array)
        #expect(!items.isEmpty, "no completion after '\(spelling)'")
        // Content types and picker styles newer than the form's platform (iOS 15 here) would
        // only be FC0211 and FC0365.
        let tooNew = Set(ContentTypes.all.filter { $0.introduced > PlatformVersion.minimum }.map(\.name)
                         + PickerStyle.allCases.filter { $0.introduced > PlatformVersion.minimum }.map(\.rawValue))
        let dated = [WordList.contentType, .pickerStyle].contains(spec.argument.wordList)
        let expected = spec.argument.words.filter { !dated || !tooNew.contains($0) }
        #expect(items.map { $0["label"]?.string } == expected, "\(spelling)")
        for item in items {
            #expect(item["detail"] == .string(spelling))
            #expect(item["documentation"]?["value"]?.string?.isEmpty == false, "\(spelling) \(item["label"]?.string ?? "")")
        }
    }

    @Test(arguments: wordProperties)
    func hoverExplainsEveryWord(_ spelling: String) throws {
        let spec = try #require(Language.property(spelled: spelling))
        for word in try #require(spec.vocabulary) {
            let (text, column) = Self.document(spec, value: word.spelling)
            let client = TestClient()
            client.open(Self.uri, text)
            let hover = client.result("textDocument/hover", client.at(Self.uri, 1, column + 1))?["contents"]?["value"]?.string
            #expect(hover == "`\(spelling) \(word.spelling)`: \(word.doc)")
        }
    }

    /// Labelled arguments that take words complete them too, each word once.
    @Test func labelledArgumentsOfferTheirWords() throws {
        func labels(_ line: String) throws -> [String] {
            let client = TestClient()
            client.open(Self.uri, "form A {\n    field f: \(line)\n}\n")
            let column = ("    field f: " + line).utf16.count
            let items = try #require(client.result("textDocument/completion", client.at(Self.uri, 1, column))?.array)
            for item in items { #expect(item["documentation"]?["value"]?.string?.isEmpty == false) }
            return items.compactMap { $0["label"]?.string }
        }
        #expect(try labels(#"text { shortcut "k", modifiers: ["#) == ShortcutModifier.allCases.map(\.rawValue))
        #expect(try labels(#"text { shortcut "k", modifiers: [command, "#) == ["shift", "option", "control"])
        #expect(try labels(#"text { shortcut "k", modifiers: "#) == ShortcutModifier.allCases.map(\.rawValue))
        #expect(try labels("date { format date(style: ") == DateStyle.allCases.map(\.rawValue))
        // A closed list, another label, or a word list that is not one of these: nothing.
        #expect(try labels(#"text { shortcut "k", modifiers: [command] "#).isEmpty)
        #expect(try labels("decimal { format number(fractionDigits: ").isEmpty)
    }

    @Test func deprecatedWordsAreExplainedButNotOffered() throws {
        let client = TestClient()
        client.open(Self.uri, "form A {\n    field f: text { keyboard alphabet }\n}\n")
        let hover = try #require(client.result("textDocument/hover", client.at(Self.uri, 1, 30))?["contents"]?["value"]?.string)
        #expect(hover == "`keyboard alphabet`: deprecated alias of `asciiCapable` (UIKit's `UIKeyboardType.alphabet`)")
        client.change(Self.uri, version: 2, from: (1, 29), to: (1, 37), text: "")
        let labels = (client.result("textDocument/completion", client.at(Self.uri, 1, 29))?.array ?? []).compactMap { $0["label"]?.string }
        #expect(labels.contains("asciiCapable") && !labels.contains("alphabet"))
    }
}
