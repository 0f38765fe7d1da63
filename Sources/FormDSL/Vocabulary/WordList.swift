/// The fixed lists of words a property's argument is taken from (`ArgumentShape.oneOf` and
/// `listOf` name one). Each list reads its words and their docs from its vocabulary enum, so
/// the checker's did-you-mean candidates, docs/LANGUAGE.md's tables and an editor's
/// completion and hover all list the same words, and a new property that takes a word gets
/// all of them by naming its list.
public enum WordList: UInt8, CaseIterable, Sendable {
    case keyboard, contentType, submitLabel, autocapitalization, autocorrection, validationTiming, toolbarItem,
         scrollDismissMode, pickerStyle, textFieldStyle, clearButton, validityBorder, passwordReveal

    /// Every word of the list with its doc: the current words in the vocabulary's order, then
    /// the deprecated ones it still accepts.
    public var entries: [VocabularyWord] { Self.entriesByList[Int(rawValue)] }

    /// The current words' spellings, in order: what completion offers and did-you-mean
    /// suggests.
    public var spellings: [String] { Self.spellingsByList[Int(rawValue)] }

    /// The entry spelt `spelling`, deprecated ones included.
    public func entry(_ spelling: String) -> VocabularyWord? {
        entries.first { $0.spelling == spelling }
    }

    /// What docs/LANGUAGE.md's tables call a word of a list too long to print there
    /// ("keyboard type"); nil for a list whose words are printed.
    public var summary: String? {
        switch self {
        case .keyboard: return "keyboard type"
        case .contentType: return "content type"
        case .submitLabel, .autocapitalization, .autocorrection, .validationTiming, .toolbarItem, .scrollDismissMode,
             .pickerStyle, .textFieldStyle, .clearButton, .validityBorder, .passwordReveal:
            return nil
        }
    }

    /// The list's words, read from its vocabulary.
    private var declaration: [VocabularyWord] {
        switch self {
        case .keyboard:
            return KeyboardType.allCases.map { VocabularyWord(spelling: $0.name, doc: $0.doc) }
                + KeyboardType.deprecatedNames.map { deprecated in
                    VocabularyWord(spelling: deprecated.name,
                                   doc: "deprecated alias of `\(deprecated.replacement.name)` (UIKit's `UIKeyboardType.\(deprecated.name)`)",
                                   replacement: deprecated.replacement.name)
                }
        case .contentType: return ContentTypes.all.map { VocabularyWord(spelling: $0.name, doc: $0.doc) }
        case .submitLabel: return SubmitLabel.allCases.map { VocabularyWord(spelling: $0.name, doc: $0.doc) }
        case .autocapitalization: return Autocapitalization.allCases.map { VocabularyWord(spelling: $0.name, doc: $0.doc) }
        case .autocorrection: return Autocorrection.allCases.map { VocabularyWord(spelling: $0.rawValue, doc: $0.doc) }
        case .validationTiming: return ValidationTiming.allCases.map { VocabularyWord(spelling: $0.rawValue, doc: $0.doc) }
        case .toolbarItem: return ToolbarItem.allCases.map { VocabularyWord(spelling: $0.rawValue, doc: $0.doc) }
        case .scrollDismissMode: return ScrollDismissMode.allCases.map { VocabularyWord(spelling: $0.rawValue, doc: $0.doc) }
        case .pickerStyle: return PickerStyle.allCases.map { VocabularyWord(spelling: $0.rawValue, doc: $0.doc) }
        case .textFieldStyle: return TextFieldStyle.allCases.map { VocabularyWord(spelling: $0.rawValue, doc: $0.doc) }
        case .clearButton: return ClearButtonMode.allCases.map { VocabularyWord(spelling: $0.rawValue, doc: $0.doc) }
        case .validityBorder:
            return StyleSwitch.allCases.map { VocabularyWord(spelling: $0.rawValue, doc: $0.doc(for: .validityBorder)) }
        case .passwordReveal:
            return StyleSwitch.allCases.map { VocabularyWord(spelling: $0.rawValue, doc: $0.doc(for: .passwordReveal)) }
        }
    }

    private static let entriesByList: [[VocabularyWord]] = allCases.map(\.declaration)
    private static let spellingsByList: [[String]] = entriesByList.map { entries in
        entries.filter { !$0.isDeprecated }.map(\.spelling)
    }
}
