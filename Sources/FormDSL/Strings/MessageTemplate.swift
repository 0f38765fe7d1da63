/// formc's default messages as templates: one sentence per rule with the field's label (and
/// the rule's bounds) as arguments, so a translator translates "%@ is required." once, not
/// once per field. The English text, with `%@` where the label and bounds go, is the one
/// source of formc's English messages: `DefaultMessages` fills it for the checker's model,
/// and the generated Swift falls back to it; FormRuntime's `BuiltInTranslations` holds the
/// same keys in every built-in language.
public enum MessageTemplate: String, CaseIterable, Sendable {
    case required = "formc.required"
    case requiredToggle = "formc.required.toggle"
    case lengthExactlyOne = "formc.length.exactly.one"
    case lengthExactly = "formc.length.exactly"
    case lengthBetween = "formc.length.between"
    case lengthEmpty = "formc.length.empty"
    case lengthAtLeastOne = "formc.length.atLeast.one"
    case lengthAtLeast = "formc.length.atLeast"
    case lengthAtMostOne = "formc.length.atMost.one"
    case lengthAtMost = "formc.length.atMost"
    case lengthWrong = "formc.length.wrong"
    case rangeBetween = "formc.range.between"
    case rangeHalfOpen = "formc.range.halfOpen"
    case rangeAtLeast = "formc.range.atLeast"
    case rangeAtMost = "formc.range.atMost"
    case rangeLessThan = "formc.range.lessThan"
    case rangeOutside = "formc.range.outside"
    case dateBetween = "formc.date.between"
    case dateBetweenFromToday = "formc.date.between.fromToday"
    case dateBetweenUntilToday = "formc.date.between.untilToday"
    case dateToday = "formc.date.today"
    case dateOnOrAfter = "formc.date.onOrAfter"
    case dateOnOrAfterToday = "formc.date.onOrAfter.today"
    case dateOnOrBefore = "formc.date.onOrBefore"
    case dateOnOrBeforeToday = "formc.date.onOrBefore.today"
    case pattern = "formc.pattern"
    case email = "formc.email"
    case url = "formc.url"
    case phone = "formc.phone"
    case equals = "formc.equals"
    case allowedCharacters = "formc.allowedCharacters"
    case countExactly = "formc.count.exactly"
    case countBetween = "formc.count.between"
    case countAtLeast = "formc.count.atLeast"
    case countAtMost = "formc.count.atMost"
    case wholeNumber = "formc.number.whole"
    case number = "formc.number"
    case doubleDigits = "formc.number.digits"
    case announceOne = "formc.announce.one"
    case announceMany = "formc.announce.many"
    case viewPreviousField = "formc.view.previousField"
    case viewNextField = "formc.view.nextField"
    case viewDismissKeyboard = "formc.view.dismissKeyboard"
    case viewClearText = "formc.view.clearText"
    case viewShowPassword = "formc.view.showPassword"
    case viewHidePassword = "formc.view.hidePassword"
    case viewPrevious = "formc.view.previous"
    case viewNext = "formc.view.next"
    case viewDone = "formc.view.done"
    case viewChangeSign = "formc.view.changeSign"
    case viewChoose = "formc.view.choose"
    case viewClear = "formc.view.clear"
    case viewNone = "formc.view.none"
    case viewRemoveRow = "formc.view.removeRow"

    /// The catalog key.
    public var key: String { rawValue }

    /// The English text: the catalog's default value and the runtime's last fallback.
    public var english: String {
        switch self {
        case .required: return "%@ is required."
        case .requiredToggle: return "%@ must be accepted."
        case .lengthExactlyOne: return "%@ must be 1 character."
        case .lengthExactly: return "%@ must be %@ characters."
        case .lengthBetween: return "%@ must be %@ to %@ characters."
        case .lengthEmpty: return "%@ must be empty."
        case .lengthAtLeastOne: return "%@ must be at least 1 character."
        case .lengthAtLeast: return "%@ must be at least %@ characters."
        case .lengthAtMostOne: return "%@ must be at most 1 character."
        case .lengthAtMost: return "%@ must be at most %@ characters."
        case .lengthWrong: return "%@ has the wrong length."
        case .rangeBetween: return "%@ must be between %@ and %@."
        case .rangeHalfOpen: return "%@ must be at least %@ and less than %@."
        case .rangeAtLeast: return "%@ must be at least %@."
        case .rangeAtMost: return "%@ must be at most %@."
        case .rangeLessThan: return "%@ must be less than %@."
        case .rangeOutside: return "%@ is out of range."
        case .dateBetween: return "%@ must be between %@ and %@."
        case .dateBetweenFromToday: return "%@ must be between today and %@."
        case .dateBetweenUntilToday: return "%@ must be between %@ and today."
        case .dateToday: return "%@ must be today."
        case .dateOnOrAfter: return "%@ must be %@ or later."
        case .dateOnOrAfterToday: return "%@ must be today or later."
        case .dateOnOrBefore: return "%@ must be %@ or earlier."
        case .dateOnOrBeforeToday: return "%@ must be today or earlier."
        case .pattern: return "%@ is not in the expected format."
        case .email: return "%@ must be a valid email address."
        case .url: return "%@ must be a valid URL."
        case .phone: return "%@ must be a valid phone number."
        case .equals: return "%@ must match %@."
        case .allowedCharacters: return "%@ cannot contain “%@”."
        case .countExactly: return "%@: choose %@."
        case .countBetween: return "%@: choose %@ to %@."
        case .countAtLeast: return "%@: choose at least %@."
        case .countAtMost: return "%@: choose at most %@."
        case .wholeNumber: return "%@ must be a whole number."
        case .number: return "%@ must be a number."
        case .doubleDigits: return "%@ can have at most 15 significant digits."
        case .announceOne: return "1 field needs attention."
        case .announceMany: return "%@ fields need attention."
        case .viewPreviousField: return "Previous field"
        case .viewNextField: return "Next field"
        case .viewDismissKeyboard: return "Dismiss keyboard"
        case .viewClearText: return "Clear text"
        case .viewShowPassword: return "Show password"
        case .viewHidePassword: return "Hide password"
        case .viewPrevious: return "Previous"
        case .viewNext: return "Next"
        case .viewDone: return "Done"
        case .viewChangeSign: return "Change sign"
        case .viewChoose: return "Choose"
        case .viewClear: return "Clear"
        case .viewNone: return "None"
        case .viewRemoveRow: return "Remove"
        }
    }

    /// What each argument is, for the translator's comment.
    public var comment: String {
        switch self {
        case .required, .requiredToggle, .lengthExactlyOne, .lengthEmpty, .lengthAtLeastOne, .lengthAtMostOne, .lengthWrong,
             .rangeOutside, .dateToday, .dateOnOrAfterToday, .dateOnOrBeforeToday, .pattern, .email, .url, .phone,
             .wholeNumber, .number:
            return "formc's default message; %@ is the field's label."
        case .doubleDigits:
            return "formc's default message when a double field holds a number with more than 15 significant digits, which a Double cannot keep exactly; %@ is the field's label."
        case .lengthExactly, .lengthAtLeast, .lengthAtMost:
            return "formc's default message; the first %@ is the field's label, the second a number of characters (2 or more)."
        case .lengthBetween:
            return "formc's default message; the first %@ is the field's label, then the fewest and the most characters."
        case .rangeBetween, .rangeHalfOpen:
            return "formc's default message; the first %@ is the field's label, then the lowest and the highest number."
        case .rangeAtLeast, .rangeAtMost, .rangeLessThan:
            return "formc's default message; the first %@ is the field's label, the second a number."
        case .dateBetween:
            return "formc's default message; the first %@ is the field's label, then the first and the last day (YYYY-MM-DD)."
        case .dateBetweenFromToday, .dateBetweenUntilToday, .dateOnOrAfter, .dateOnOrBefore:
            return "formc's default message; the first %@ is the field's label, the second a day (YYYY-MM-DD)."
        case .equals:
            return "formc's default message; the first %@ is the field's label, the second the label of the field it must match."
        case .allowedCharacters:
            return "formc's message for a text the field's allowedCharacters leaves out, which only stored data can bring in (FormRuntime's TextFilter.Messages); the first %@ is the field's label, the second the character (or U+ and its code when it shows nothing by itself)."
        case .countExactly, .countAtLeast, .countAtMost:
            return "formc's default message for a multiple choice; the first %@ is the field's label, the second a number of options to pick."
        case .countBetween:
            return "formc's default message for a multiple choice; the first %@ is the field's label, then the fewest and the most options to pick."
        case .announceOne: return "formc's VoiceOver announcement after a submit with one invalid field; the field's first message follows."
        case .announceMany: return "formc's VoiceOver announcement after a failed submit; %@ is the number of invalid fields (2 or more); the first message follows."
        case .viewPreviousField: return "formc's keyboard toolbar: accessibility label of the Previous key."
        case .viewNextField: return "formc's keyboard toolbar: accessibility label of the Next key."
        case .viewDismissKeyboard: return "formc's keyboard toolbar: accessibility label of the Done key."
        case .viewClearText: return "formc's clear button in a text field: its accessibility label."
        case .viewShowPassword: return "formc's show/hide button of a password field, while the password is hidden: its accessibility label."
        case .viewHidePassword: return "formc's show/hide button of a password field, while the password is shown: its accessibility label."
        case .viewPrevious: return "formc's keyboard toolbar: moves focus to the previous field."
        case .viewNext: return "formc's keyboard toolbar: moves focus to the next field."
        case .viewDone: return "formc's keyboard toolbar: dismisses the keyboard."
        case .viewChangeSign: return "formc's keyboard toolbar: accessibility label of the -/+ key."
        case .viewChoose: return "formc's date and choice rows: the button or row shown while nothing is chosen."
        case .viewClear: return "formc's date rows: empties an optional date."
        case .viewNone: return "formc's date and choice rows: an optional field with nothing chosen."
        case .viewRemoveRow: return "formc's repeating groups: the button that removes a row."
        }
    }

    /// A template and the arguments that fill it.
    public struct Use: Sendable, Hashable {
        /// The template.
        public var template: MessageTemplate
        /// The arguments after the label, as text (bounds as written, days as `YYYY-MM-DD`).
        public var arguments: [String]
        /// Whether the arguments are days, which the generated Swift writes as the model's
        /// locale does (FormRuntime's `FormStrings.day`), in the field's `format date` style.
        public var argumentsAreDays = false
    }

    /// The template of a validator's default message on a field whose value is `value`;
    /// the label (and, for `equals`, the other field's label) come first at run time.
    public static func use(for validator: ValidatorName, _ argument: ValidatorArgument = .none, value: ValueCategory) -> Use {
        func use(_ t: MessageTemplate, _ arguments: String...) -> Use { Use(template: t, arguments: arguments) }
        switch (validator, argument) {
        case (.required, _):
            switch value {
            case .boolean: return use(.requiredToggle)
            case .text, .integer, .fraction, .date, .option, .optionSet: return use(.required)
            }
        case (.length, .counts(let lo, let hi)):
            switch (lo, hi) {
            case let (l?, h?) where l == h: return l == 1 ? use(.lengthExactlyOne) : use(.lengthExactly, String(l))
            case let (l?, h?): return use(.lengthBetween, String(l), String(h))
            case (nil, 0?): return use(.lengthEmpty)
            case let (l?, nil): return l == 1 ? use(.lengthAtLeastOne) : use(.lengthAtLeast, String(l))
            case let (nil, h?): return h == 1 ? use(.lengthAtMostOne) : use(.lengthAtMost, String(h))
            case (nil, nil): return use(.lengthWrong)
            }
        case (.range, .numbers(let lo, let hi)):
            switch (lo, hi) {
            case let (l?, h?) where h.inclusive: return use(.rangeBetween, l.text, h.text)
            case let (l?, h?): return use(.rangeHalfOpen, l.text, h.text)
            case let (l?, nil): return use(.rangeAtLeast, l.text)
            case let (nil, h?) where h.inclusive: return use(.rangeAtMost, h.text)
            case let (nil, h?): return use(.rangeLessThan, h.text)
            case (nil, nil): return use(.rangeOutside)
            }
        case (.range, .days(let lo, let hi)):
            func use(_ t: MessageTemplate, _ arguments: String...) -> Use {
                Use(template: t, arguments: arguments, argumentsAreDays: true)
            }
            switch (lo, hi) {
            case (.today?, .today?): return use(.dateToday)
            case let (.today?, .day(h)?): return use(.dateBetweenFromToday, h)
            case let (.day(l)?, .today?): return use(.dateBetweenUntilToday, l)
            case let (.day(l)?, .day(h)?): return use(.dateBetween, l, h)
            case (.today?, nil): return use(.dateOnOrAfterToday)
            case let (.day(l)?, nil): return use(.dateOnOrAfter, l)
            case (nil, .today?): return use(.dateOnOrBeforeToday)
            case let (nil, .day(h)?): return use(.dateOnOrBefore, h)
            case (nil, nil): return use(.rangeOutside)
            }
        case (.pattern, _): return use(.pattern)
        case (.email, _): return use(.email)
        case (.url, _): return use(.url)
        case (.phone, _): return use(.phone)
        case (.equals, _): return use(.equals)
        case (.count, .counts(let lo, let hi)):
            switch (lo, hi) {
            case let (l?, h?) where l == h: return use(.countExactly, String(l))
            case let (l?, h?): return use(.countBetween, String(l), String(h))
            case let (l?, nil): return use(.countAtLeast, String(l))
            case let (nil, h?): return use(.countAtMost, String(h))
            case (nil, nil): return use(.countAtLeast, "1")
            }
        // An argument of another shape than the validator's row says: none is made.
        case (.length, _): return use(.lengthWrong)
        case (.range, _): return use(.rangeOutside)
        case (.count, _): return use(.countAtLeast, "1")
        }
    }

    /// `template` with `arguments` put in for its `%@`s, in order: the English sentence the
    /// checker records for a rule (`DefaultMessages`). The arguments are not read again, so a
    /// label holding `%@` stays as written.
    ///
    /// It works on UTF-8 bytes (`%` and `@` are ASCII, so never part of another character's
    /// bytes): editing a `String`'s unicode scalars goes through generic code that costs every
    /// run a few searches of the runtime's conformance records.
    static func fill(_ template: String, _ arguments: [String]) -> String {
        let t = Array(template.utf8)
        let percent = UInt8(ascii: "%"), at = UInt8(ascii: "@")
        func isSpecifier(_ i: Int) -> Bool { t[i] == percent && i + 1 < t.count && t[i + 1] == at }
        var out: [UInt8] = []
        out.reserveCapacity(t.count + arguments.reduce(0) { $0 + $1.utf8.count })
        var next = 0
        var i = 0
        while i < t.count {
            if isSpecifier(i) {
                if next < arguments.count { out.append(contentsOf: arguments[next].utf8) }
                next += 1
                i += 2
            } else {
                out.append(t[i])
                i += 1
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// The template of the message a number field shows when its text is not a number it
    /// takes: "a whole number" for `int`, and for a field that takes no fraction digits (yen,
    /// `format number(fractionDigits: 0)`), where "1.5" is a number, just not one it takes.
    public static func invalidNumber(_ kind: FieldKind, fractionDigits: Int?) -> MessageTemplate {
        kind.value == .integer || fractionDigits == 0 ? .wholeNumber : .number
    }

    /// The template of the message a number field shows when its number has more significant
    /// digits than its Swift type keeps exactly: `.doubleDigits` for `double` fields (FormRuntime's
    /// `NumberInput.precisionMessage`), nil for the others, whose types keep every digit.
    public static func precision(_ kind: FieldKind) -> MessageTemplate? {
        kind == .double ? .doubleDigits : nil
    }
}
