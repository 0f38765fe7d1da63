import Testing
@testable import FormDSL

/// Every word a property takes is documented where the vocabulary declares it: completion
/// lists and hover show these docs and write none of their own.
@Test(arguments: WordList.allCases)
func everyVocabularyWordHasADoc(_ list: WordList) {
    #expect(!list.entries.isEmpty, "\(list)")
    #expect(Set(list.entries.map(\.spelling)).count == list.entries.count, "\(list) spells a word twice")
    for word in list.entries {
        #expect(!word.spelling.isEmpty, "\(list)")
        #expect(word.doc.contains { !$0.isWhitespace }, "\(list) \(word.spelling) has no doc")
        #expect(!word.doc.contains("\n"), "\(list) \(word.spelling): a doc is one line")
        // A deprecated word names a current word of the same list to write instead.
        if let replacement = word.replacement {
            #expect(list.spellings.contains(replacement), "\(list) \(word.spelling) → \(replacement)")
            #expect(!list.spellings.contains(word.spelling))
        }
    }
    #expect(list.spellings == list.entries.filter { !$0.isDeprecated }.map(\.spelling))
}

/// Each property that takes a word says which list in its row, and its words are the list's.
@Test func propertiesThatTakeAWordNameTheirList() {
    let lists = Language.properties.compactMap(\.argument.wordList)
    #expect(Set(lists).count == WordList.allCases.count, "a word list no property takes")
    for spec in Language.properties {
        if let list = spec.argument.wordList {
            #expect(spec.vocabulary == list.entries, "\(spec.spelling)")
            #expect(spec.argument.words == list.spellings, "\(spec.spelling)")
            #expect(Language.vocabulary(ofProperty: spec.spelling) == list.entries)
        } else {
            #expect(spec.vocabulary == nil && Language.vocabulary(ofProperty: spec.spelling) == nil, "\(spec.spelling)")
        }
    }
    #expect(Language.property(spelled: "keyboard")?.name == .keyboard)
    #expect(Language.property(spelled: "keyboardType") == nil)
    #expect(Language.vocabulary(ofProperty: "nonsense") == nil)
    #expect(WordList.keyboard.entry("alphabet")?.replacement == "asciiCapable")
    #expect(!WordList.keyboard.spellings.contains("alphabet"))
}

/// Every word of every list is one the checker accepts after its property: the list and the
/// word table cannot drift apart. A deprecated word is accepted with its warning.
@Test func theCheckerAcceptsEveryWordOfEveryList() {
    let unknown: Set<DiagnosticCode> = [.unknownKeyboard, .unknownContentType, .unknownSubmitLabel,
                                        .unknownAutocapitalization, .unknownOption, .wrongArgument]
    for spec in Language.properties {
        guard let list = spec.argument.wordList else { continue }
        for word in list.entries {
            let source = spec.places.contains(.field)
                ? "form A {\n    field f: text { \(spec.spelling) \(word.spelling) }\n}\n"
                : "form A {\n    \(spec.spelling) \(word.spelling)\n    field f: text\n}\n"
            let checked = Checked(source)
            #expect(!checked.diagnostics.contains { unknown.contains($0.code) }, "\(spec.spelling) \(word.spelling): \(checked.diagnostics.map(\.message))")
            #expect(checked.diagnostics.contains { $0.code == .deprecatedKeyboardName } == word.isDeprecated,
                    "\(spec.spelling) \(word.spelling)")
        }
    }
}
