/// What the checker knows about property names: where each belongs.
enum PropertyPlace: String {
    case form
    case section
    case field

    var phrase: String {
        switch self {
        case .form: return "the form"
        case .section: return "a section"
        case .field: return "a field"
        }
    }
}

enum CheckerVocabulary {
    /// SwiftUI modifier and UIKit property names that people write from habit, with the
    /// formc property each one corresponds to: too far from it for an edit-distance guess.
    /// Names a field cannot take because the generated Swift already uses them next to the
    /// fields: the model's `submit()`, its nested `Field` and `Values` types and its focus
    /// tracker, and what `Codable` and `Hashable` synthesise on the values struct. Every other
    /// identifier works, Swift keywords included (they are emitted in backticks), except the
    /// three that Swift cannot use as an enum case even in backticks: `_`, `Type`, `Protocol`.
    /// Also the FormRuntime types the model calls by name (`TextInput(...)`): inside the model
    /// a property of that name would be found instead of the type. Names used only as types
    /// (`String`, `Locale`, ...) are fine: Swift looks up only types there. Each form also
    /// reserves the names of its own values and model types (`reservedFieldNames(form:)`).
    static let reservedFieldNames: Set<String> = [
        "submit", "Field", "Values", "focusTracker", "CodingKeys", "hashValue", "_", "Type", "Protocol",
        "TextInput", "NumberInput", "DateInput", "NumberField", "TextFilter", "FormErrors", "FocusTracker",
    ]

    /// Whether a field of form `form` may not be called `name`.
    static func isReservedFieldName(_ name: String, form: String) -> Bool {
        reservedFieldNames.contains(name) || name == form + "Values" || name == form + "Model"
    }

    static let swiftUIPropertyNames: [String: String] = [
        "keyboardType": "keyboard",
        "textContentType": "contentType",
        "textInputAutocapitalization": "autocapitalization",
        "autocapitalizationType": "autocapitalization",
        "autocorrectionDisabled": "autocorrection",
        "disableAutocorrection": "autocorrection",
        "autocorrectionType": "autocorrection",
        "placeholder": "prompt",
        "title": "label",
        "footerText": "footer",
        "maxLen": "maxLength",
        "maximumLength": "maxLength",
        "focusOrder": "focus",
        "initialFocusedField": "initialFocus",
        "toolbar": "keyboardToolbar",
        "scrollDismissesKeyboardMode": "scrollDismissesKeyboard",
    ]

    static let formProperties = ["title", "platform", "focus", "initialFocus", "submit", "keyboardToolbar",
                                 "scrollDismissesKeyboard", "validateOn"]
    static let sectionProperties = ["footer"]
    static let fieldProperties = ["label", "prompt", "help", "default", "keyboard", "contentType",
                                  "autocapitalization", "autocorrection", "submitLabel", "format",
                                  "allowedCharacters", "maxLength", "allowNegative", "disabled", "shortcut",
                                  "validate", "validateOn"]
    static let allProperties = formProperties + sectionProperties + fieldProperties.filter { $0 != "validateOn" }

    /// The places a property is valid in, for "belongs in ..." messages.
    static func places(of property: String) -> [PropertyPlace] {
        var result: [PropertyPlace] = []
        if formProperties.contains(property) { result.append(.form) }
        if sectionProperties.contains(property) { result.append(.section) }
        if fieldProperties.contains(property) { result.append(.field) }
        return result
    }

    /// Whether `name` is a property of `place`: one dictionary lookup instead of comparing
    /// the name with each property name in turn (checked for every property written).
    static func isProperty(_ name: String, of place: PropertyPlace) -> Bool {
        guard let mask = placeMasks[name] else { return false }
        return mask & placeBit(place) != 0
    }

    private static func placeBit(_ place: PropertyPlace) -> UInt8 {
        switch place {
        case .form: return 1
        case .section: return 2
        case .field: return 4
        }
    }

    private static let placeMasks: [String: UInt8] = {
        var masks: [String: UInt8] = [:]
        for place in [PropertyPlace.form, .section, .field] {
            for name in properties(of: place) { masks[name, default: 0] |= placeBit(place) }
        }
        return masks
    }()

    static func properties(of place: PropertyPlace) -> [String] {
        switch place {
        case .form: return formProperties
        case .section: return sectionProperties
        case .field: return fieldProperties
        }
    }

    static let fieldTypes = ["text", "secure", "multiline", "int", "double", "decimal", "currency", "percent", "date"]
    /// Field kinds reserved for later versions of formc.
    static let unsupportedFieldTypes = ["toggle", "choice", "picker", "datePicker", "stepper", "slider"]
    static let validators = ["required", "length", "pattern", "range", "email", "url", "phone", "equals"]
    static let formats = ["number", "currency", "percent", "date"]
    static let keyboardNames = KeyboardType.allCases.map(\.name)
    static let contentTypeNames = ContentTypes.all.map(\.name)
    static let submitLabelNames = SubmitLabel.allCases.map(\.name)
    static let autocapitalizationNames = Autocapitalization.allCases.map(\.name)

    /// Content types whose values are words, which no number pad can type.
    static let letterContentTypes: Set<String> = [
        "namePrefix", "name", "nameSuffix", "givenName", "middleName", "familyName", "nickname",
        "organizationName", "jobTitle", "location", "fullStreetAddress", "streetAddressLine1",
        "streetAddressLine2", "addressCity", "addressCityAndState", "addressState", "sublocality",
        "countryName", "emailAddress", "URL", "username", "creditCardType", "creditCardName",
        "creditCardGivenName", "creditCardMiddleName", "creditCardFamilyName",
    ]

    /// Keyboards made for one kind of content; any other content contradicts them.
    static func isSpecialised(_ keyboard: KeyboardType) -> Bool {
        switch keyboard {
        case .numberPad, .decimalPad, .phonePad, .asciiCapableNumberPad, .emailAddress, .URL, .twitter, .webSearch:
            return true
        case .default, .asciiCapable, .numbersAndPunctuation, .namePhonePad:
            return false
        }
    }

    /// Whether `keyboard` contradicts the content type (FC0207).
    static func contradicts(_ info: ContentTypeInfo, _ keyboard: KeyboardType) -> Bool {
        if !info.keyboards.isEmpty {
            return !info.keyboards.contains(keyboard) && isSpecialised(keyboard)
        }
        if letterContentTypes.contains(info.name) { return keyboard.isNumericPad }
        return false
    }

    /// Whether the keyboard fits the value type (FC0203).
    static func keyboardFits(_ keyboard: KeyboardType, _ type: ValueType) -> Bool {
        switch type {
        case .int: return keyboard != .decimalPad
        case .double, .decimal, .currency, .percent: return keyboard.hasDecimalSeparator
        case .text, .secure, .multiline, .date: return true
        }
    }

    /// Words that mark a password in field names and labels, in several languages.
    static let passwordWords = ["password", "passcode", "passwd", "passphrase", "passwort", "contraseña",
                                "contrasena", "mot de passe", "motdepasse", "senha", "wachtwoord", "lösenord",
                                "hasło", "пароль", "密码", "密碼", "パスワード", "비밀번호", "şifre"]

    /// Shortcuts that text editing already uses (⌘C, ⌘V, ⌘X, ⌘A, ⌘Z and ⇧⌘Z).
    static func editingCommand(key: String, modifiers: Set<ShortcutModifier>) -> String? {
        if modifiers == [.command] {
            switch key.lowercased() {
            case "c": return "Copy"
            case "v": return "Paste"
            case "x": return "Cut"
            case "a": return "Select All"
            case "z": return "Undo"
            default: return nil
            }
        }
        if modifiers == [.command, .shift], key.lowercased() == "z" { return "Redo" }
        return nil
    }
}
