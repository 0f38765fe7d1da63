enum CheckerVocabulary {
    /// Each property's habitual SwiftUI and UIKit names (`PropertySpec.habitualNames`), with
    /// the property's spelling.
    static let swiftUIPropertyNames: [String: String] = {
        var table: [String: String] = [:]
        for spec in Language.properties {
            for name in spec.habitualNames { table[name] = spec.spelling }
        }
        return table
    }()

    /// "Did you mean" candidates of the properties that name a vocabulary word.
    static let keyboardNames = PropertyName.keyboard.spec.argument.words
    static let contentTypeNames = PropertyName.contentType.spec.argument.words
    static let submitLabelNames = PropertyName.submitLabel.spec.argument.words
    static let autocapitalizationNames = PropertyName.autocapitalization.spec.argument.words
    static let autocorrectionValues = PropertyName.autocorrection.spec.argument.words

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

    /// Whether `keyboard` contradicts the content type at `index` in `ContentTypes.all`
    /// (FC0207): a content type with keyboards of its own is contradicted by any other
    /// specialised keyboard, and one of letters (`letterContentTypes`) by a number pad.
    static func contradicts(contentType index: Int, _ keyboard: KeyboardType) -> Bool {
        let traits = ContentTypeTraits.all[index]
        if !traits.keyboards.isEmpty {
            return !traits.keyboards.contains(keyboard) && isSpecialised(keyboard)
        }
        if isLetterContentType[index] { return keyboard.isNumericPad }
        return false
    }

    /// `letterContentTypes`, by index into `ContentTypes.all`.
    static let isLetterContentType: [Bool] = ContentTypes.all.map { letterContentTypes.contains($0.name) }

    /// Whether the keyboard fits the value type (FC0203).
    static func keyboardFits(_ keyboard: KeyboardType, _ kind: FieldKind) -> Bool {
        switch kind.value {
        case .integer: return keyboard != .decimalPad && !keyboard.offersLetters
        case .fraction: return keyboard.hasDecimalSeparator && !keyboard.offersLetters
        case .text, .date, .boolean, .option, .optionSet: return true
        }
    }

    /// SwiftUI and UIKit properties whose value reads the other way round, or in other words,
    /// than formc's: the fix-it rewrites the whole property (`disableAutocorrection true` is
    /// `autocorrection off`; renaming alone would invert it). The key "" is the property
    /// written without a value (`autocorrectionDisabled`, SwiftUI's `true` by default).
    static let habitualPropertyValues: [String: (property: String, values: [String: String])] = [
        "disableAutocorrection": ("autocorrection", ["": "off", "true": "off", "false": "on"]),
        "autocorrectionDisabled": ("autocorrection", ["": "off", "true": "off", "false": "on"]),
        "autocorrectionType": ("autocorrection", ["no": "off", "yes": "on"]),
    ]

    /// Swift types people write as a field type, with formc's kind for them and whether it is
    /// the only one (`Bool` is a `toggle`; a `String` may be `text`, `secure` or `multiline`).
    static let swiftTypeKinds: [String: (kind: String, only: Bool)] = [
        "String": ("text", false), "Substring": ("text", false), "Bool": ("toggle", true), "Int": ("int", true),
        "Double": ("double", true), "Float": ("double", true), "CGFloat": ("double", true), "Decimal": ("decimal", true),
        "Date": ("date", true),
    ]

    /// Words that mark a password in field names and labels, in several languages.
    static let passwordWords = ["password", "passcode", "passwd", "passphrase", "passwort", "contraseña",
                                "contrasena", "mot de passe", "motdepasse", "senha", "wachtwoord", "lösenord",
                                "hasło", "пароль", "密码", "密碼", "パスワード", "비밀번호", "şifre"]

    /// Shortcuts that text editing already uses (⌘C, ⌘V, ⌘X, ⌘A, ⌘Z and ⇧⌘Z).
    static func editingCommand(lowercasedKey key: String, modifiers: ShortcutModifiers) -> String? {
        if modifiers == ShortcutModifiers([.command]) {
            switch key {
            case "c": return "Copy"
            case "v": return "Paste"
            case "x": return "Cut"
            case "a": return "Select All"
            case "z": return "Undo"
            default: return nil
            }
        }
        if modifiers == ShortcutModifiers([.command, .shift]), key == "z" { return "Redo" }
        return nil
    }
}

/// What the checker asks of a known content type, precomputed per entry of
/// `ContentTypes.all`, so a field's content type is looked at without copying its
/// `ContentTypeInfo` (three reference-counted fields) or hashing its name. Built from short
/// lists of names (arrays, not `Set`s), each name found through the word table.
struct ContentTypeTraits: Sendable {
    /// Card content types a secure field may carry without FC0205.
    static let hiddenCardTypes = ["creditCardNumber", "creditCardSecurityCode"]

    /// Content that is fine to hide as it is typed (FC0205): `ContentTypes.passwordTypes`, and
    /// a card's number and security code, which AutoFill fills from the saved card either way.
    var isSecret: Bool
    /// `password` or `newPassword`: a password field by its content type alone (FC0206).
    var isPassword: Bool
    /// `username` or `emailAddress`: never a password field (FC0206).
    var isAccountName: Bool
    /// `emailAddress` or `URL` (FC0208).
    var isEmailOrURL: Bool
    /// Content where capitals and autocorrection get in the way (`Defaults.quietInput`).
    var isQuiet: Bool
    var introduced: PlatformVersion
    /// The content type's keyboards, as a set.
    var keyboards: KeyboardSet

    static let all: [ContentTypeTraits] = {
        var all = ContentTypes.all.map { info in
            ContentTypeTraits(isSecret: false, isPassword: false, isAccountName: false, isEmailOrURL: false, isQuiet: false,
                              introduced: info.introduced, keyboards: KeyboardSet(info.keyboards))
        }
        /// Sets a trait of each content type in `names`, found by the word table: fifteen
        /// look-ups, where comparing every name with every list took some 800 comparisons.
        func mark(_ names: [String], _ set: (inout ContentTypeTraits) -> Void) {
            for name in names {
                guard let index = WordTable.shared.meaning(WordTable.shared.lookup(name)).contentType else {
                    preconditionFailure("\(name) is no content type")
                }
                set(&all[Int(index)])
            }
        }
        mark(ContentTypes.passwordTypeNames + hiddenCardTypes) { $0.isSecret = true }
        mark(["password", "newPassword"]) { $0.isPassword = true }
        mark(["username", "emailAddress"]) { $0.isAccountName = true }
        mark(["emailAddress", "URL"]) { $0.isEmailOrURL = true }
        mark(Defaults.quietContentTypes) { $0.isQuiet = true }
        return all
    }()
}

/// A set of keyboard types, as bits.
struct KeyboardSet: Sendable {
    private var bits: UInt16 = 0

    init(_ keyboards: [KeyboardType]) {
        for k in keyboards { bits |= Self.bit(k) }
    }

    /// Each keyboard's bit: one switch, so a new keyboard type must be given one here.
    private static func bit(_ k: KeyboardType) -> UInt16 {
        switch k {
        case .default: return 1 << 0
        case .asciiCapable: return 1 << 1
        case .numbersAndPunctuation: return 1 << 2
        case .URL: return 1 << 3
        case .numberPad: return 1 << 4
        case .phonePad: return 1 << 5
        case .namePhonePad: return 1 << 6
        case .emailAddress: return 1 << 7
        case .decimalPad: return 1 << 8
        case .twitter: return 1 << 9
        case .webSearch: return 1 << 10
        case .asciiCapableNumberPad: return 1 << 11
        }
    }

    var isEmpty: Bool { bits == 0 }

    func contains(_ k: KeyboardType) -> Bool {
        bits & Self.bit(k) != 0
    }
}


/// A set of shortcut modifiers, as bits: shortcuts are compared as sets (FC0219, FC0224).
struct ShortcutModifiers: Hashable, Sendable {
    private(set) var bits: UInt8 = 0

    init(_ modifiers: [ShortcutModifier]) {
        for m in modifiers {
            switch m {
            case .command: bits |= 1
            case .shift: bits |= 2
            case .option: bits |= 4
            case .control: bits |= 8
            }
        }
    }
}
