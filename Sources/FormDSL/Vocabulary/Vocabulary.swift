/// The text-input vocabulary of UIKit and SwiftUI, and how each name maps to the web.
///
/// One table per concept, each case carrying what the checker and emitters need to know about
/// it, so no emitter keeps a vocabulary table of its own. Names and availability follow Apple's
/// documentation for `UIKeyboardType`, `UITextContentType`, `SubmitLabel` and
/// `TextInputAutocapitalization`; the HTML mappings follow the WHATWG `inputmode`,
/// `enterkeyhint` and `autocomplete` definitions.

/// `UIKeyboardType`, as passed to `.keyboardType(_:)`.
public enum KeyboardType: String, CaseIterable, Sendable {
    case `default`
    case asciiCapable
    case numbersAndPunctuation
    case URL
    case numberPad
    case phonePad
    case namePhonePad
    case emailAddress
    case decimalPad
    case twitter
    case webSearch
    case asciiCapableNumberPad

    /// The `.form` spelling, which is also the Swift member name.
    public var name: String { rawValue }

    /// Looks up a name, accepting the deprecated ones (`deprecatedNames`).
    public static func named(_ name: String) -> KeyboardType? {
        KeyboardType(rawValue: name) ?? deprecatedNames.first { $0.name == name }?.replacement
    }

    /// Names UIKit deprecates that formc still accepts, each with the keyboard it means
    /// (`UIKeyboardType.alphabet` is `asciiCapable`): the checker warns (FC0226) and offers
    /// the current name, and editors offer only current names.
    public static let deprecatedNames: [(name: String, replacement: KeyboardType)] = [("alphabet", .asciiCapable)]

    /// What the keyboard shows, in a few words, for completion lists and hover.
    public var summary: String {
        switch self {
        case .default: return "the input method's standard keyboard"
        case .asciiCapable: return "letters, digits and punctuation of ASCII only"
        case .numbersAndPunctuation: return "opens on digits and punctuation, letters one tap away"
        case .URL: return "for web addresses, with `.`, `/` and `.com` at hand"
        case .numberPad: return "the digits 0 to 9"
        case .phonePad: return "digits with `*`, `#` and `+`, for phone numbers"
        case .namePhonePad: return "letters for a name, and a phone pad for a number"
        case .emailAddress: return "for email addresses, with `@` and `.` at hand"
        case .decimalPad: return "digits and the locale's decimal separator"
        case .twitter: return "letters with `@` and `#` at hand"
        case .webSearch: return "for search terms and web addresses"
        case .asciiCapableNumberPad: return "the ASCII digits 0 to 9 only"
        }
    }

    /// One line for completion lists and hover: the UIKit name, what it shows, and what it
    /// lacks that a form may need (a return key, a minus sign, a decimal separator).
    public var doc: String {
        var traits: [String] = []
        if !hasReturnKey { traits.append("no return key") }
        if !hasMinusSign { traits.append("no minus sign") }
        if !hasDecimalSeparator { traits.append("no decimal separator") }
        let suffix = traits.isEmpty ? "" : " — " + traits.joined(separator: ", ")
        return "UIKeyboardType.\(name): \(summary)" + suffix
    }

    /// numberPad, decimalPad, phonePad and asciiCapableNumberPad show no return key, so
    /// `onSubmit` never fires and focus never moves on from them.
    public var hasReturnKey: Bool {
        switch self {
        case .numberPad, .decimalPad, .phonePad, .asciiCapableNumberPad: return false
        case .default, .asciiCapable, .numbersAndPunctuation, .URL, .namePhonePad, .emailAddress,
             .twitter, .webSearch: return true
        }
    }

    /// Whether a '-' can be typed (the number pads have none).
    public var hasMinusSign: Bool {
        switch self {
        case .numberPad, .decimalPad, .phonePad, .asciiCapableNumberPad: return false
        case .default, .asciiCapable, .numbersAndPunctuation, .URL, .namePhonePad, .emailAddress,
             .twitter, .webSearch: return true
        }
    }

    /// Whether the locale's decimal separator can be typed.
    public var hasDecimalSeparator: Bool {
        switch self {
        case .numberPad, .phonePad, .asciiCapableNumberPad: return false
        case .decimalPad, .default, .asciiCapable, .numbersAndPunctuation, .URL, .namePhonePad,
             .emailAddress, .twitter, .webSearch: return true
        }
    }

    /// Whether a keyboard opens on letters: on a number field every one of them is rejected
    /// as it is typed (FC0203). `numbersAndPunctuation` opens on digits and signs, so it is
    /// not one of them.
    var offersLetters: Bool {
        switch self {
        case .default, .asciiCapable, .URL, .namePhonePad, .emailAddress, .twitter, .webSearch: return true
        case .numbersAndPunctuation, .numberPad, .phonePad, .decimalPad, .asciiCapableNumberPad: return false
        }
    }

    /// Keyboards that show digits only (plus, for some, a separator or phone symbols).
    public var isNumericPad: Bool { !hasReturnKey }

    /// HTML equivalent: `inputmode` value, or `type` where the keyboard is chosen by input type.
    public var html: (inputMode: String?, inputType: String?) {
        switch self {
        case .default, .asciiCapable: return ("text", nil)
        case .decimalPad: return ("decimal", nil)
        case .numberPad, .asciiCapableNumberPad: return ("numeric", nil)
        case .phonePad: return ("tel", "tel")
        case .emailAddress: return ("email", "email")
        case .URL: return ("url", "url")
        case .webSearch: return ("search", "search")
        case .numbersAndPunctuation, .namePhonePad, .twitter: return (nil, nil)
        }
    }
}

/// An iOS version such as 15 or 17.4, for availability checks.
public struct PlatformVersion: Comparable, Hashable, Sendable, CustomStringConvertible {
    public var major: Int
    public var minor: Int

    public init(_ major: Int, _ minor: Int = 0) {
        self.major = major
        self.minor = minor
    }

    public static func < (a: PlatformVersion, b: PlatformVersion) -> Bool {
        (a.major, a.minor) < (b.major, b.minor)
    }

    public var description: String { minor == 0 ? "\(major)" : "\(major).\(minor)" }

    /// The oldest iOS formc generates for: `@FocusState`, `onSubmit` and `submitLabel` are iOS 15.
    public static let minimum = PlatformVersion(15)
}

/// A known `UITextContentType`, with the iOS version that introduced it and its HTML
/// `autocomplete` token, if the web has one.
public struct ContentTypeInfo: Sendable, Hashable {
    public var name: String
    public var introduced: PlatformVersion
    public var autocomplete: String?
    /// Keyboards that fit the content (the first is the one formc picks by default).
    public var keyboards: [KeyboardType]

    /// One line for completion lists and hover: the UIKit name, the iOS that introduced it,
    /// the web's `autocomplete` token and the keyboard formc picks for it.
    public var doc: String {
        var text = "UITextContentType.\(name), iOS \(introduced)"
        if let token = autocomplete { text += ", HTML autocomplete=\"\(token)\"" }
        if let keyboard = keyboards.first { text += ", keyboard \(keyboard.name) by default" }
        return text
    }
}

/// The text content types formc knows (UIKit's `UITextContentType`), each with the iOS
/// version that introduced it, its HTML autocomplete token and the keyboards that fit it.
public enum ContentTypes {
    private static func t(_ name: String, _ v: PlatformVersion, _ token: String?, _ keyboards: [KeyboardType] = []) -> ContentTypeInfo {
        ContentTypeInfo(name: name, introduced: v, autocomplete: token, keyboards: keyboards)
    }

    /// Every `UITextContentType` constant, in Apple's documentation order by release.
    public static let all: [ContentTypeInfo] = [
        // iOS 10
        t("URL", PlatformVersion(10), "url", [.URL]),
        t("namePrefix", PlatformVersion(10), "honorific-prefix"),
        t("name", PlatformVersion(10), "name"),
        t("nameSuffix", PlatformVersion(10), "honorific-suffix"),
        t("givenName", PlatformVersion(10), "given-name"),
        t("middleName", PlatformVersion(10), "additional-name"),
        t("familyName", PlatformVersion(10), "family-name"),
        t("nickname", PlatformVersion(10), "nickname"),
        t("organizationName", PlatformVersion(10), "organization"),
        t("jobTitle", PlatformVersion(10), "organization-title"),
        t("location", PlatformVersion(10), nil),
        t("fullStreetAddress", PlatformVersion(10), "street-address"),
        t("streetAddressLine1", PlatformVersion(10), "address-line1"),
        t("streetAddressLine2", PlatformVersion(10), "address-line2"),
        t("addressCity", PlatformVersion(10), "address-level2"),
        t("addressCityAndState", PlatformVersion(10), nil),
        t("addressState", PlatformVersion(10), "address-level1"),
        t("postalCode", PlatformVersion(10), "postal-code"),
        t("sublocality", PlatformVersion(10), "address-level3"),
        t("countryName", PlatformVersion(10), "country-name"),  // "country" is the ISO code
        t("emailAddress", PlatformVersion(10), "email", [.emailAddress]),
        t("telephoneNumber", PlatformVersion(10), "tel", [.phonePad, .namePhonePad, .numbersAndPunctuation]),
        t("creditCardNumber", PlatformVersion(10), "cc-number", [.numberPad, .asciiCapableNumberPad, .numbersAndPunctuation]),
        // iOS 11
        t("username", PlatformVersion(11), "username"),
        t("password", PlatformVersion(11), "current-password"),
        // iOS 12
        t("newPassword", PlatformVersion(12), "new-password"),
        t("oneTimeCode", PlatformVersion(12), "one-time-code", [.numberPad, .asciiCapableNumberPad]),
        // iOS 15
        t("dateTime", PlatformVersion(15), nil),
        t("flightNumber", PlatformVersion(15), nil),
        t("shipmentTrackingNumber", PlatformVersion(15), nil),
        // iOS 17
        t("birthdate", PlatformVersion(17), "bday"),
        t("birthdateDay", PlatformVersion(17), "bday-day", [.numberPad]),
        t("birthdateMonth", PlatformVersion(17), "bday-month", [.numberPad]),
        t("birthdateYear", PlatformVersion(17), "bday-year", [.numberPad]),
        t("creditCardExpiration", PlatformVersion(17), "cc-exp"),
        t("creditCardExpirationMonth", PlatformVersion(17), "cc-exp-month", [.numberPad]),
        t("creditCardExpirationYear", PlatformVersion(17), "cc-exp-year", [.numberPad]),
        t("creditCardSecurityCode", PlatformVersion(17), "cc-csc", [.numberPad, .asciiCapableNumberPad]),
        t("creditCardType", PlatformVersion(17), "cc-type"),
        t("creditCardName", PlatformVersion(17), "cc-name"),
        t("creditCardGivenName", PlatformVersion(17), "cc-given-name"),
        t("creditCardMiddleName", PlatformVersion(17), "cc-additional-name"),
        t("creditCardFamilyName", PlatformVersion(17), "cc-family-name"),
        // iOS 17.4
        t("cellularEID", PlatformVersion(17, 4), nil),
        t("cellularIMEI", PlatformVersion(17, 4), nil),
        // iOS 27
        t("cellularIMEI1", PlatformVersion(27), nil),
        t("cellularIMEI2", PlatformVersion(27), nil),
        t("cellularNAL", PlatformVersion(27), nil),
    ]

    private static let byName: [String: ContentTypeInfo] = {
        var table: [String: ContentTypeInfo] = [:]
        for info in all { table[info.name] = info }
        return table
    }()

    /// The content type spelt `name` as in a `.form` file (`emailAddress`), if there is one.
    public static func named(_ name: String) -> ContentTypeInfo? { byName[name] }

    /// Content types whose value is a secret and belongs in a `SecureField`.
    public static let passwordTypes = Set(passwordTypeNames)
    /// `passwordTypes` as a list: the checker's per-type table is built from it at start-up,
    /// where making the first `Set` of Strings costs more than the rest of the table.
    static let passwordTypeNames = ["password", "newPassword", "oneTimeCode"]
}

/// SwiftUI's `SubmitLabel` (iOS 15).
public enum SubmitLabel: String, CaseIterable, Sendable {
    case `continue`
    case done
    case go
    case join
    case next
    case `return`
    case route
    case search
    case send

    /// The spelling in a `.form` file and in SwiftUI (`SubmitLabel.next`).
    public var name: String { rawValue }

    /// The HTML `enterkeyhint` value, where one exists.
    public var enterKeyHint: String? {
        switch self {
        case .done, .go, .next, .search, .send: return rawValue
        case .return: return "enter"
        case .continue, .join, .route: return nil
        }
    }

    /// One line for completion lists and hover.
    public var doc: String {
        var text = "the Return key reads \"\(name)\" (SubmitLabel.\(name))"
        if let hint = enterKeyHint { text += ", HTML enterkeyhint=\"\(hint)\"" }
        return text
    }
}

/// SwiftUI's `TextInputAutocapitalization` (iOS 15).
public enum Autocapitalization: String, CaseIterable, Sendable {
    case never
    case words
    case sentences
    case characters

    /// The spelling in a `.form` file and in SwiftUI (`TextInputAutocapitalization.never`).
    public var name: String { rawValue }

    /// The HTML `autocapitalize` value.
    public var html: String {
        switch self {
        case .never: return "none"
        case .words: return "words"
        case .sentences: return "sentences"
        case .characters: return "characters"
        }
    }

    /// One line for completion lists and hover.
    public var doc: String {
        let what: String
        switch self {
        case .never: what = "nothing"
        case .words: what = "each word"
        case .sentences: what = "each sentence"
        case .characters: what = "every letter"
        }
        return "starts \(what) with a capital (HTML autocapitalize=\"\(html)\")"
    }
}

/// Whether typing is autocorrected: `autocorrection on` or `off` (SwiftUI's
/// `autocorrectionDisabled(_:)`, UIKit's `autocorrectionType`).
public enum Autocorrection: String, CaseIterable, Sendable {
    case on
    case off

    /// One line for completion lists and hover.
    public var doc: String {
        switch self {
        case .on: return "typing is autocorrected"
        case .off: return "typing is never autocorrected"
        }
    }
}

/// When a field's validators run.
public enum ValidationTiming: String, CaseIterable, Sendable {
    case change
    case blur
    case submit

    /// One line for completion lists and hover.
    public var doc: String {
        switch self {
        case .change: return "validators run on every edit"
        case .blur: return "validators run when the field loses focus, and on submit"
        case .submit: return "validators run only when the form is submitted"
        }
    }
}

/// Buttons of the keyboard toolbar (an `inputAccessoryView` built with
/// `ToolbarItemGroup(placement: .keyboard)`).
public enum ToolbarItem: String, CaseIterable, Sendable {
    case previous
    case next
    case done
    case toggleSign

    /// One line for completion lists and hover.
    public var doc: String {
        switch self {
        case .previous: return "moves focus to the previous field"
        case .next: return "moves focus to the next field"
        case .done: return "dismisses the keyboard"
        case .toggleSign: return "the -/+ key, for number pads without a minus sign"
        }
    }
}

/// SwiftUI's `ScrollDismissesKeyboardMode` (iOS 16; formc falls back on iOS 15).
public enum ScrollDismissMode: String, CaseIterable, Sendable {
    case automatic
    case immediately
    case interactively
    case never

    /// One line for completion lists and hover.
    public var doc: String {
        let what: String
        switch self {
        case .automatic: what = "the system decides from the context (SwiftUI's default)"
        case .immediately: what = "the keyboard goes as soon as scrolling starts"
        case .interactively: what = "the keyboard follows the finger and goes when dragged off"
        case .never: what = "scrolling leaves the keyboard up"
        }
        return "\(what) (ScrollDismissesKeyboardMode.\(rawValue), iOS 16)"
    }
}

/// SwiftUI `EventModifiers` usable in a keyboard shortcut.
public enum ShortcutModifier: String, CaseIterable, Sendable {
    case command
    case shift
    case option
    case control

    /// One line for an editor's completion of `shortcut "k", modifiers: [...]`.
    public var doc: String {
        switch self {
        case .command: return "the Command key ⌘ (EventModifiers.command), the default when none is written"
        case .shift: return "the Shift key ⇧ (EventModifiers.shift)"
        case .option: return "the Option key ⌥ (EventModifiers.option)"
        case .control: return "the Control key ⌃ (EventModifiers.control)"
        }
    }
}
