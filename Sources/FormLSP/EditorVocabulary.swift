import FormDSL

/// The words completion offers after a property and what hover says about them, read from
/// FormDSL's vocabulary enums (`KeyboardType`, `ContentTypes`, ...) so that a new keyboard or
/// content type shows up in the editor without a change here.
enum EditorVocabulary {
    struct Word {
        var name: String
        var doc: String
    }

    /// The values property `property` takes, each with one line of documentation; nil for a
    /// property whose argument is not a word from a fixed list.
    static func values(ofProperty property: String) -> [Word]? {
        switch property {
        case "keyboard":
            return KeyboardType.allCases.map { Word(name: $0.name, doc: keyboardDoc($0)) }
        case "contentType":
            return ContentTypes.all.map { Word(name: $0.name, doc: contentTypeDoc($0)) }
        case "submitLabel":
            return SubmitLabel.allCases.map { Word(name: $0.name, doc: submitLabelDoc($0)) }
        case "autocapitalization":
            return Autocapitalization.allCases.map { Word(name: $0.name, doc: "starts \(autocapitalizationDoc($0)) with a capital (HTML autocapitalize=\"\($0.html)\")") }
        case "validateOn":
            return ValidationTiming.allCases.map { Word(name: $0.rawValue, doc: validationTimingDoc($0)) }
        case "keyboardToolbar":
            return ToolbarItem.allCases.map { Word(name: $0.rawValue, doc: toolbarDoc($0)) }
        case "scrollDismissesKeyboard":
            return ScrollDismissMode.allCases.map { Word(name: $0.rawValue, doc: "ScrollDismissesKeyboardMode.\($0.rawValue) (iOS 16)") }
        case "autocorrection":
            return [Word(name: "on", doc: "typing is autocorrected"), Word(name: "off", doc: "typing is never autocorrected")]
        default:
            return nil
        }
    }

    /// The one-line doc of `value` written after `property`, if it is one of its words.
    static func doc(of value: String, property: String) -> String? {
        if property == "keyboard", value == "alphabet" {
            return "deprecated alias of `asciiCapable` (UIKit's `UIKeyboardType.alphabet`)"
        }
        return values(ofProperty: property)?.first { $0.name == value }?.doc
    }

    static func keyboardDoc(_ keyboard: KeyboardType) -> String {
        var traits: [String] = []
        if !keyboard.hasReturnKey { traits.append("no return key") }
        if !keyboard.hasMinusSign { traits.append("no minus sign") }
        if !keyboard.hasDecimalSeparator { traits.append("no decimal separator") }
        let suffix = traits.isEmpty ? "" : " — " + traits.joined(separator: ", ")
        return "UIKeyboardType.\(keyboard.name)" + suffix
    }

    static func contentTypeDoc(_ info: ContentTypeInfo) -> String {
        var text = "UITextContentType.\(info.name), iOS \(info.introduced)"
        if let token = info.autocomplete { text += ", HTML autocomplete=\"\(token)\"" }
        if let keyboard = info.keyboards.first { text += ", keyboard \(keyboard.name) by default" }
        return text
    }

    static func submitLabelDoc(_ label: SubmitLabel) -> String {
        var text = "the Return key reads \"\(label.name)\" (SubmitLabel.\(label.name))"
        if let hint = label.enterKeyHint { text += ", HTML enterkeyhint=\"\(hint)\"" }
        return text
    }

    static func autocapitalizationDoc(_ mode: Autocapitalization) -> String {
        switch mode {
        case .never: return "nothing"
        case .words: return "each word"
        case .sentences: return "each sentence"
        case .characters: return "every letter"
        }
    }

    static func validationTimingDoc(_ timing: ValidationTiming) -> String {
        switch timing {
        case .change: return "validators run on every edit"
        case .blur: return "validators run when the field loses focus, and on submit"
        case .submit: return "validators run only when the form is submitted"
        }
    }

    static func toolbarDoc(_ item: ToolbarItem) -> String {
        switch item {
        case .previous: return "moves focus to the previous field"
        case .next: return "moves focus to the next field"
        case .done: return "dismisses the keyboard"
        case .toggleSign: return "the -/+ key, for number pads without a minus sign"
        }
    }
}

extension EditorVocabulary {
    /// The properties that may be written in `place`, from the language table; in a field's
    /// body only those that apply to its kind (`keyboard` fits `int`, not `date`).
    static func properties(of place: CursorContext.Place, fieldKind: String?) -> [Word] {
        let languagePlace: PropertyPlace
        switch place {
        case .form: languagePlace = .form
        case .section: languagePlace = .section
        case .field: languagePlace = .field
        case .topLevel, .fieldHeader: return []
        }
        let kind = fieldKind.flatMap { name in FieldKind.allCases.first { $0.spec.spelling == name } }
        return Language.properties
            .filter { $0.places.contains(languagePlace) }
            .filter { spec in languagePlace != .field || kind.map { spec.appliesTo.contains($0) } ?? true }
            .map { Word(name: $0.spelling, doc: $0.doc) }
    }

    /// The doc of the property spelt `name`, from the language table.
    static func propertyDoc(_ name: String) -> String? {
        Language.properties.first { $0.spelling == name }?.doc
    }

    /// The field types, for the header of a field.
    static var fieldTypes: [Word] { Language.fieldKinds.map { Word(name: $0.spelling, doc: $0.doc) } }

    /// The validators, for `validate`.
    static var validators: [Word] { Language.validators.map { Word(name: $0.spelling, doc: $0.doc) } }
}
