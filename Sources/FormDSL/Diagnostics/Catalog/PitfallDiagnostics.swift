// SwiftUI text-input pitfalls (FC0201–FC0230, FC0237, FC0240, FC0245, FC0250; warnings but
// FC0204): forms that compile but trap the person typing into them. A pitfall's fix-it changes
// behaviour the file states, or picks one of several ways out (raise maxLength or narrow the
// range): none is safe but the deprecated keyboard name's.

extension DiagnosticCode {
    /// The codes this file declares; `allCases` is made of such lists.
    static let pitfalls: [DiagnosticCode] = [
        .noReturnKey, .noMinusKey, .keyboardTypeMismatch, .intOverflow, .secureWithoutPasswordContentType,
        .passwordNotSecure, .contentTypeKeyboardConflict, .emailAutocapitalization, .submitLabelPosition,
        .requiredOptional, .contentTypeTooNew, .disabledInFocusOrder, .multilineSubmit,
        .multilineInFocusChain, .emptyLabel, .maxLengthBelowMinimum, .negativeNeverAllowed,
        .defaultFailsValidation, .duplicateShortcut, .rangeBeyondMaxLength, .fractionDigitsOnIntegerKeyboard,
        .hardCodedSeparator, .keyboardDoesNotFilter, .shortcutShadowsEditingCommand,
        .negativeRangeWithoutAllowNegative, .deprecatedKeyboardName, .contentTypeNotANumber,
        .rangeBeyondFractionDigits, .keyboardCannotTypeLetters, .capitalsAgainstPattern,
        .patternNeedsMissingKey, .fractionDigitsBeyondMinorUnits, .numberBeyondDoubles,
        .requiredToggleStartsOn
    ]
}

extension DiagnosticCode {
    public static let noReturnKey = DiagnosticCode("FC0201", .warning, "Keyboard has no return key", #"""
        The number pads (`numberPad`, `decimalPad`, `phonePad`, `asciiCapableNumberPad`) have no Return key, so `onSubmit` never fires and focus never moves to the next field; a formatter-bound `TextField` never even commits its value. A field with such a keyboard in the middle of the focus order, or with a submit label, strands the person unless the form shows a keyboard toolbar with Next or Done. The generated SwiftUI view adds Previous, Next and Done when the form declares no toolbar, as a safety net; the warning asks for the toolbar to be declared so the form file says what people will see.
        """#)
}

extension Diagnostic {
    /// `toolbarAt`: where the form's body opens and the indentation of its lines, when the
    /// form has no toolbar yet: the fix-it adds the one the generated view would show.
    static func noReturnKey(_ span: Span, keyboard: KeyboardType, field: String, explicit: Bool,
                            toolbarAt: (at: Int, indent: String)? = nil) -> Diagnostic {
        Diagnostic(.noReturnKey, "'\(keyboard.name)' has no return key, so people cannot move on from '\(field)'", at: span,
                   help: "add 'keyboardToolbar previous, next, done' to the form; until then the generated view adds those three keys itself",
                   // Not safe: the form's toolbar is a choice of the person (which keys).
                   fixIts: toolbarAt.map { [FixIt(span: Span.at($0.at), replacement: "\n\($0.indent)keyboardToolbar previous, next, done",
                                                  safe: false)] } ?? [])
    }
}

extension DiagnosticCode {
    public static let noMinusKey = DiagnosticCode("FC0202", .warning, "Negative numbers cannot be typed", #"""
        `allowNegative` lets the value be negative, but the number pads have no minus key, so nobody can type one. Add the toolbar's "-/+" key or pick a keyboard with a minus sign. The generated SwiftUI view adds the "-/+" key when the form does not declare it, as a safety net.
        """#)
}

extension Diagnostic {
    static func noMinusKey(_ span: Span, keyboard: KeyboardType, field: String) -> Diagnostic {
        Diagnostic(.noMinusKey, "'\(field)' allows negative numbers, but '\(keyboard.name)' has no minus key", at: span,
                   help: "add 'keyboardToolbar toggleSign' to the form, or use 'keyboard numbersAndPunctuation'; until then the generated view adds a \"-/+\" key itself")
    }
}

extension DiagnosticCode {
    public static let keyboardTypeMismatch = DiagnosticCode("FC0203", .warning, "Keyboard does not fit the value type", #"""
        `decimalPad` offers a decimal separator that an `int` cannot hold, and `numberPad`, `phonePad` and `asciiCapableNumberPad` offer none for a `double`, `decimal`, `currency` or `percent` value, so the fraction cannot be typed. A keyboard that opens on letters (`default`, `asciiCapable`, `URL`, `namePhonePad`, `emailAddress`, `twitter`, `webSearch`) on any number field offers keys whose every press is rejected; formc suggests `numberPad` for an `int` and `decimalPad` for the others.
        """#)
}

extension Diagnostic {
    static func keyboardTypeMismatch(_ span: Span, keyboard: KeyboardType, field: String, type: FieldKind,
                                     better: KeyboardType) -> Diagnostic {
        let message = keyboard.offersLetters
            ? "'\(keyboard.name)' offers letters, which \(type.fieldPhrase) '\(field)' rejects as they are typed"
            : type.value == .integer
            ? "'\(keyboard.name)' lets people type a decimal separator into \(type.fieldPhrase) '\(field)'"
            : "'\(keyboard.name)' has no decimal separator, but '\(field)' is a \(type.fieldPhrase)"
        // Not safe: another keyboard, or another field type, may be what was meant.
        return Diagnostic(.keyboardTypeMismatch, message, at: span, help: "use 'keyboard \(better.name)'",
                          fixIts: [FixIt(span: span, replacement: better.name, safe: false)])
    }
}

extension DiagnosticCode {
    public static let intOverflow = DiagnosticCode("FC0204", .error, "Integer input can overflow Int", #"""
        An `Int` holds -9223372036854775808 to 9223372036854775807, 19 digits, so an `int` field's `maxLength` must be 1 to 19; more digits could only overflow. With 19, formc's number filter rejects the 19-digit numbers beyond `Int` as they are typed, so a typed number never overflows. Without `maxLength`, formc uses 15 (every 15-digit number lies below 2^53, which every JSON reader holds exactly) or the digits of the range bounds; more than 15 lets in numbers that readers of JSON doubles change, warning FC0245. This is an error, not a warning.
        """#)
}

extension Diagnostic {
    static func intOverflow(_ span: Span, maxLength: Int, field: String) -> Diagnostic {
        Diagnostic(.intOverflow, "maxLength \(maxLength) allows more digits than int field '\(field)' can hold", at: span,
                   help: "Int holds -9223372036854775808 to 9223372036854775807 (19 digits); use 'maxLength 19' or less, or a 'decimal' or 'text' field",
                   // Not safe: a 'text' field may be what was meant.
                   fixIts: [FixIt(span: span, replacement: "19", safe: false)])
    }
}

extension DiagnosticCode {
    public static let secureWithoutPasswordContentType = DiagnosticCode("FC0205", .warning, "Secure field without a password content type", #"""
        Without `contentType password`, `newPassword` or `oneTimeCode`, AutoFill neither offers saved passwords nor suggests a strong new one, and the keychain cannot save what was typed. A card's number or security code may be hidden too: with `contentType creditCardNumber` or `creditCardSecurityCode`, a secure field gets no warning, since AutoFill fills it from the saved card.
        """#)
}

extension Diagnostic {
    static func secureWithoutPasswordContentType(_ span: Span, field: String) -> Diagnostic {
        Diagnostic(.secureWithoutPasswordContentType, "secure field '\(field)' has no password content type", at: span,
                   help: "add 'contentType password' (sign-in), 'newPassword' (sign-up) or 'oneTimeCode' so AutoFill can help")
    }
}

extension DiagnosticCode {
    public static let passwordNotSecure = DiagnosticCode("FC0206", .warning, "Password typed into a visible field", #"""
        A field named or labelled like a password (password, passcode, PIN, 密码, mot de passe, Passwort, contraseña...) shows what is typed on screen, in screenshots and in screen recordings. Passwords belong in a `SecureField`.
        """#)
}

extension Diagnostic {
    /// `secureVariant` is the kind to change the type to, when that alone is the fix.
    static func passwordNotSecure(_ typeName: Identifier, field: String, secureVariant: FieldKind?) -> Diagnostic {
        Diagnostic(.passwordNotSecure, "'\(field)' looks like a password but is shown as typed", at: typeName.span,
                   help: "make it a 'secure' field",
                   // Not safe: the name or label only looks like a password.
                   fixIts: secureVariant.map { [FixIt(span: typeName.span, replacement: $0.spec.spelling, safe: false)] } ?? [])
    }
}

extension DiagnosticCode {
    public static let contentTypeKeyboardConflict = DiagnosticCode("FC0207", .warning, "Content type contradicts the keyboard", #"""
        The content type says what the value is and the keyboard says how it is typed; when they disagree (an email address on a number pad, a phone number on a decimal pad, a one-time code on an email keyboard) the person cannot type the value the system suggests or expects.
        """#)
}

extension Diagnostic {
    static func contentTypeKeyboardConflict(_ span: Span, contentType: ContentTypeInfo, keyboard: KeyboardType,
                                            keyboardSpan: Span?) -> Diagnostic {
        let better = contentType.keyboards.first
        return Diagnostic(.contentTypeKeyboardConflict,
                          "content type '\(contentType.name)' contradicts keyboard '\(keyboard.name)'", at: span,
                          notes: keyboardSpan.map { [DiagnosticNote("keyboard chosen here", at: $0)] } ?? [],
                          help: better.map { "use 'keyboard \($0.name)'" } ?? "use a keyboard with letters, such as 'default'",
                          // Not safe: the content type may be the mistake, not the keyboard.
                          fixIts: keyboardSpan.map { [FixIt(span: $0, replacement: (better ?? .default).name, safe: false)] } ?? [])
    }
}

extension DiagnosticCode {
    public static let emailAutocapitalization = DiagnosticCode("FC0208", .warning, "Email or URL is autocapitalised or autocorrected", #"""
        Email addresses and URLs are case-sensitive in practice and not words: autocapitalization turns `anna@x.org` into `Anna@x.org` and autocorrection "fixes" domain names. formc turns both off for such fields unless told otherwise.
        """#)
}

extension Diagnostic {
    static func emailAutocapitalization(_ span: Span, value: Autocapitalization, field: String) -> Diagnostic {
        Diagnostic(.emailAutocapitalization, "'autocapitalization \(value.name)' capitalises letters of email or URL field '\(field)'",
                   at: span, help: "use 'autocapitalization never'",
                   fixIts: [FixIt(span: span, replacement: "never", safe: false)])
    }

    static func emailAutocorrection(_ span: Span, field: String) -> Diagnostic {
        Diagnostic(.emailAutocapitalization, "'autocorrection on' rewrites addresses typed into email or URL field '\(field)'",
                   at: span, help: "use 'autocorrection off'", fixIts: [FixIt(span: span, replacement: "off", safe: false)])
    }
}

extension DiagnosticCode {
    public static let submitLabelPosition = DiagnosticCode("FC0209", .warning, "Submit label does not match the focus order", #"""
        The Return key's label should say what Return does: `next` moves along the focus order, `done` ends it. `next` on the last field, or `done` before the last, promises the wrong thing. When every field after it may be hidden (`visible when`), Return moves on or submits as they come and go, so a written `next` or `done` is wrong in one of the two; without `submitLabel`, formc shows the one that fits at run time.
        """#)
}

extension Diagnostic {
    static func nextOnLastField(_ span: Span, field: String) -> Diagnostic {
        Diagnostic(.submitLabelPosition, "'next' on '\(field)', the last field in the focus order", at: span,
                   help: "use 'submitLabel done'", fixIts: [FixIt(span: span, replacement: "done", safe: false)])
    }

    static func doneBeforeLastField(_ span: Span, field: String) -> Diagnostic {
        Diagnostic(.submitLabelPosition, "'done' on '\(field)', which is not the last field in the focus order", at: span,
                   help: "use 'submitLabel next'", fixIts: [FixIt(span: span, replacement: "next", safe: false)])
    }

    static func submitLabelAgainstVisibility(_ span: Span, label: SubmitLabel, field: String) -> Diagnostic {
        let when = label == .next ? "Return submits while the fields after it are hidden"
                                  : "Return moves on while a field after it is shown"
        return Diagnostic(.submitLabelPosition, "'\(label.name)' on '\(field)': \(when)", at: span,
                          help: "leave 'submitLabel' out: formc then shows 'next' or 'done' as the fields after it come and go")
    }
}

extension DiagnosticCode {
    public static let requiredOptional = DiagnosticCode("FC0210", .warning, "Required field has an optional type", #"""
        A field typed `T?` submits `nil` when empty; `required` then rejects exactly the value the type allows. Decide which one you mean.
        """#)
}

extension Diagnostic {
    static func requiredOptional(_ span: Span, field: String, optionalMark: Span) -> Diagnostic {
        Diagnostic(.requiredOptional, "'required' on optional field '\(field)'", at: span,
                   notes: [DiagnosticNote("the type is made optional here", at: optionalMark)],
                   help: "drop the '?' from the type, or drop 'required'",
                   fixIts: [FixIt(span: optionalMark, replacement: "", safe: false)])
    }
}

extension DiagnosticCode {
    public static let contentTypeTooNew = DiagnosticCode("FC0211", .warning, "Content type needs a newer iOS", #"""
        Each `UITextContentType` exists from a given iOS version (birthdate and the credit-card details from iOS 17, the cellular ones from 17.4). The generated code guards a newer one with `#available`, so it compiles and runs on the form's older platform, but there the field has no content type: below that iOS, AutoFill does not offer the value (no birthdate from the contact card, no card number from Wallet). Raise the form's `platform` when every person should get AutoFill; otherwise accept that older systems lack it with `// formc:ignore FC0211`.
        """#)
}

extension Diagnostic {
    static func contentTypeTooNew(_ span: Span, info: ContentTypeInfo, form: String, platform: PlatformVersion) -> Diagnostic {
        Diagnostic(.contentTypeTooNew,
                   "content type '\(info.name)' needs iOS \(info.introduced), but form '\(form)' targets iOS \(platform)",
                   at: span,
                   // The view guards it with `#available`: below that iOS the field only lacks AutoFill.
                   help: "below iOS \(info.introduced) the field gets no AutoFill for it: raise 'platform iOS \(info.introduced)', or accept that with '// formc:ignore FC0211'")
    }
}

extension DiagnosticCode {
    public static let disabledInFocusOrder = DiagnosticCode("FC0212", .warning, "Disabled field in the focus order", #"""
        A disabled field cannot take focus, so naming it in `focus` makes Next skip or stall. formc leaves it out of the focus order.
        """#)
}

extension Diagnostic {
    static func disabledInFocusOrder(_ id: Identifier) -> Diagnostic {
        Diagnostic(.disabledInFocusOrder, "disabled field '\(id.name)' is named in the focus order", at: id.span,
                   help: "remove it from 'focus': disabled fields cannot take focus")
    }
}

extension DiagnosticCode {
    public static let multilineSubmit = DiagnosticCode("FC0213", .warning, "Submit label on a multiline field", #"""
        In a multiline field the on-screen keyboard's Return inserts a newline: in iOS 15's `TextEditor`, and in the vertical `TextField` formc generates from iOS 16 (only a hardware keyboard's Return submits it). `submitLabel` would only relabel a key that still starts a new line, and suggests otherwise.
        """#)
}

extension Diagnostic {
    static func multilineSubmit(_ span: Span, field: String, propertySpan: Span) -> Diagnostic {
        Diagnostic(.multilineSubmit, "'submitLabel' has no effect on multiline field '\(field)': Return inserts a newline",
                   at: span, help: "remove 'submitLabel'", fixIts: [FixIt(span: propertySpan, replacement: "", safe: false)])
    }
}

extension DiagnosticCode {
    public static let multilineInFocusChain = DiagnosticCode("FC0214", .warning, "Multiline field cannot move focus on", #"""
        The on-screen keyboard's Return in a multiline field inserts a newline, on every platform (a `TextEditor` before iOS 16, a vertical `TextField` from iOS 16, where only a hardware keyboard's Return moves on), so a multiline field in the middle of the focus order is a dead end unless the keyboard toolbar has a Next button.
        """#)
}

extension Diagnostic {
    static func multilineInFocusChain(_ span: Span, field: String) -> Diagnostic {
        Diagnostic(.multilineInFocusChain, "people cannot move on from multiline field '\(field)': Return inserts a newline",
                   at: span, help: "add 'keyboardToolbar next' to the form, or put '\(field)' last in 'focus'")
    }
}

extension DiagnosticCode {
    public static let emptyLabel = DiagnosticCode("FC0215", .warning, "Empty label", #"""
        An empty label leaves the field without an accessibility label: VoiceOver reads nothing for a `TextField("", ...)`. Use `prompt` for placeholder text and keep a label.
        """#)
}

extension Diagnostic {
    static func emptyLabel(_ span: Span, field: String) -> Diagnostic {
        Diagnostic(.emptyLabel, "empty label on field '\(field)': VoiceOver reads nothing", at: span,
                   help: "write a label, and use 'prompt' for placeholder text")
    }
}

extension DiagnosticCode {
    public static let maxLengthBelowMinimum = DiagnosticCode("FC0216", .warning, "maxLength makes the field impossible to fill", #"""
        `maxLength` stops typing before the value reaches the minimum of `length(...)`, so the field can never be valid.
        """#)
}

extension Diagnostic {
    static func maxLengthBelowMinimum(_ span: Span, maxLength: Int, minimum: Int, field: String) -> Diagnostic {
        Diagnostic(.maxLengthBelowMinimum, "maxLength \(maxLength) is less than the minimum length \(minimum) of '\(field)'",
                   at: span, help: "raise 'maxLength' to at least \(minimum)",
                   fixIts: [FixIt(span: span, replacement: String(minimum), safe: false)])
    }
}

extension DiagnosticCode {
    public static let negativeNeverAllowed = DiagnosticCode("FC0217", .warning, "allowNegative contradicts the range", #"""
        `allowNegative` offers a minus sign, but the range starts at zero or above, so every negative number is rejected after it has been typed.
        """#)
}

extension Diagnostic {
    static func negativeNeverAllowed(_ span: Span, field: String, minimum: String) -> Diagnostic {
        Diagnostic(.negativeNeverAllowed, "'allowNegative' on '\(field)', but its range starts at \(minimum)", at: span,
                   help: "remove 'allowNegative'", fixIts: [FixIt(span: span, replacement: "", safe: false)])
    }
}

extension DiagnosticCode {
    public static let defaultFailsValidation = DiagnosticCode("FC0218", .warning, "Default value fails validation", #"""
        The default value is shown to the person as already entered; if it fails the field's own `length`, `range`, `allowedCharacters` or `maxLength` (a number's digits as shown, trailing zeros of the fraction included: `1.50` is three), has more digits than an `int`, `decimal`, `currency` or `percent` field takes without `maxLength` (15), has more than 15 significant digits on a `double` field (which a `Double` cannot keep, so the app refuses it), or is negative without `allowNegative`, the form starts out invalid.
        """#)
}

extension Diagnostic {
    static func defaultFailsValidation(_ span: Span, value: String, field: String, rule: String) -> Diagnostic {
        Diagnostic(.defaultFailsValidation, "default value \(value) of '\(field)' fails its own '\(rule)'", at: span,
                   help: "change the default value or the rule")
    }

    static func negativeDefault(_ span: Span, value: String, field: String) -> Diagnostic {
        Diagnostic(.defaultFailsValidation, "default value \(value) of '\(field)' is negative, but the field does not allow negative numbers",
                   at: span, help: "add 'allowNegative' or change the default value")
    }

    /// FC0218 for a default with more digits than a number field takes without `maxLength`.
    static func defaultBeyondDigitLimit(_ span: Span, value: String, field: String, digits: Int, limit: Int,
                                        type: FieldKind) -> Diagnostic {
        Diagnostic(.defaultFailsValidation,
                   "default value \(value) of '\(field)' has \(digits) digits, but \(type.spec.spelling) field '\(field)' takes at most \(limit)",
                   at: span, help: "shorten the default value, or add 'maxLength \(digits)'")
    }

    /// FC0218 for a `double` default that a `Double` cannot hold: FormRuntime refuses it.
    static func defaultBeyondDoublePrecision(_ span: Span, value: String, field: String, digits: Int) -> Diagnostic {
        Diagnostic(.defaultFailsValidation,
                   "default value \(value) of '\(field)' has \(digits) significant digits, but a double keeps \(NumberLimits.exactDigits): the app refuses it",
                   at: span, help: "round the default value to \(NumberLimits.exactDigits) significant digits or fewer")
    }
}

extension DiagnosticCode {
    public static let duplicateShortcut = DiagnosticCode("FC0219", .warning, "Keyboard shortcut used twice", #"""
        Two fields with the same key and modifiers (such as ⌘T) compete; only one of them can receive the shortcut.
        """#)
}

extension Diagnostic {
    static func duplicateShortcut(_ span: Span, shortcut: KeyboardShortcut, field: String, otherField: String, first: Span) -> Diagnostic {
        Diagnostic(.duplicateShortcut, "shortcut '\(describe(shortcut))' of '\(field)' is already used by '\(otherField)'",
                   at: span, notes: [DiagnosticNote("first used here", at: first)], help: "pick another key")
    }
}

extension DiagnosticCode {
    public static let rangeBeyondMaxLength = DiagnosticCode("FC0220", .warning, "Range cannot be reached within maxLength", #"""
        A range bound that needs more digits than the field takes cannot be typed. The field takes `maxLength` digits; without it, an `int` field takes the digits of its larger bound when the range has both, else 15, a `decimal`, `currency` or `percent` field 15, and a `double` field 38; no field other than an `int` takes more than 38 (what `Decimal` holds exactly), whatever its `maxLength`. Digits count as typed: not the sign, leading zeros of the integer part or trailing zeros of the fraction, which a bound need not have. An excluded upper bound is never typed: the range ends just inside it, at the bound less one unit of its last digit, so `maxLength 2` with `range(0..<100)` is fine (99), and with `range(0..<101)` is not (100). The warning points at `maxLength` when that is the limit, else at the bound.
        """#)
}

extension Diagnostic {
    /// FC0220 where raising `maxLength` helps. `below` is the number an excluded upper bound
    /// is reached by (`..<1001` by 1000), nil for a bound that is included.
    static func rangeBeyondMaxLength(_ span: Span, maxLength: Int, digits: Int, bound: String, below: String?,
                                     field: String) -> Diagnostic {
        Diagnostic(.rangeBeyondMaxLength,
                   "\(rangeEnd(bound, below: below, digits: digits)) maxLength of '\(field)' is \(maxLength)", at: span,
                   help: "raise 'maxLength' to \(digits) or narrow the range",
                   fixIts: [FixIt(span: span, replacement: String(digits), safe: false)])
    }

    /// FC0220 without a maxLength that sets the limit: `span` is the bound's, `limit` the
    /// digits formc's number filter takes for a field of `type`.
    static func rangeBeyondDigitLimit(_ span: Span, limit: Int, digits: Int, bound: String, below: String?, field: String,
                                      type: FieldKind) -> Diagnostic {
        let help: String
        switch type {
        case .int where digits <= NumberLimits.maximumIntDigits:
            help = "an int field takes \(NumberLimits.exactDigits) digits unless its range has both bounds or it declares 'maxLength'; narrow the range, or add 'maxLength \(digits)'"
        case .decimal where digits <= NumberLimits.maximumDecimalDigits, .currency where digits <= NumberLimits.maximumDecimalDigits,
             .percent where digits <= NumberLimits.maximumDecimalDigits:
            help = "a \(type.spec.spelling) field takes \(NumberLimits.exactDigits) digits unless it declares 'maxLength'; narrow the range, or add 'maxLength \(digits)'"
        default:
            help = "a \(type.spec.spelling) field takes at most \(NumberLimits.maximumDecimalDigits) digits, what Decimal holds exactly; narrow the range"
        }
        return Diagnostic(.rangeBeyondMaxLength,
                          "\(rangeEnd(bound, below: below, digits: digits)) \(type.spec.spelling) field '\(field)' takes at most \(limit)",
                          at: span, help: help)
    }

    /// How FC0220 says which end of a range needs the digits, up to its "but" or "and":
    /// `range bound 1000 needs 4 digits, but`, or for an excluded bound `range bound 1001 is
    /// excluded, but 1000 just inside it needs 4 digits, and`.
    private static func rangeEnd(_ bound: String, below: String?, digits: Int) -> String {
        guard let below else { return "range bound \(bound) needs \(digits) digits, but" }
        return "range bound \(bound) is excluded, but \(below) just inside it needs \(digits) digits, and"
    }
}

extension DiagnosticCode {
    public static let fractionDigitsOnIntegerKeyboard = DiagnosticCode("FC0221", .warning, "Fraction digits cannot be typed", #"""
        The format shows fraction digits that nobody can type. On an `int` field the mistake is the fraction digits themselves: its values are whole numbers whatever the keyboard, so make it a `decimal` (or drop `fractionDigits:`); a keyboard with a separator would only let people type what the field refuses (FC0203). On another number field, the keyboard has no decimal separator: choose one that has it.
        """#)
}

extension Diagnostic {
    static func fractionDigitsOnIntegerKeyboard(_ span: Span, digits: Int, keyboard: KeyboardType, field: String,
                                                keyboardSpan: Span?) -> Diagnostic {
        Diagnostic(.fractionDigitsOnIntegerKeyboard,
                   "'\(field)' shows \(digits) fraction digits, but '\(keyboard.name)' has no decimal separator", at: span,
                   help: "use 'keyboard decimalPad'",
                   fixIts: keyboardSpan.map { [FixIt(span: $0, replacement: "decimalPad", safe: false)] } ?? [])
    }

    /// FC0221 on an `int` field: its values are whole numbers, so no keyboard can help; the
    /// mistake is the format's fraction digits (or the field's type).
    static func fractionDigitsOnInt(_ span: Span, digits: Int, field: String) -> Diagnostic {
        Diagnostic(.fractionDigitsOnIntegerKeyboard,
                   "int field '\(field)' holds whole numbers, but its format shows \(digits == 1 ? "1 fraction digit" : "\(digits) fraction digits")",
                   at: span,
                   help: "make '\(field)' a 'decimal' field to take fraction digits, or drop 'fractionDigits:'")
    }
}

extension DiagnosticCode {
    public static let hardCodedSeparator = DiagnosticCode("FC0222", .warning, "Hard-coded decimal separator", #"""
        The decimal separator depends on the locale (`1,000.5` in English, `1 000,5` in French), and `decimalPad` shows the person's own: `.` or `,`. A text field typed on it whose `allowedCharacters` lists one of the two but not the other blocks the key half the world has. List both, or make the field a `decimal`, whose value the app reads with the locale's own separator. (A number field takes no `allowedCharacters` at all: FC0336.)
        """#)
}

extension Diagnostic {
    static func hardCodedSeparator(_ span: Span, separator: Character, field: String) -> Diagnostic {
        let other: Character = separator == "." ? "," : "."
        return Diagnostic(.hardCodedSeparator,
                          "'allowedCharacters' of '\(field)' takes '\(separator)' but not '\(other)', the separator 'decimalPad' shows in many locales",
                          at: span,
                          help: "add '\(other)' to 'allowedCharacters', or make '\(field)' a 'decimal' field, which reads the locale's own separator")
    }
}

extension DiagnosticCode {
    public static let keyboardDoesNotFilter = DiagnosticCode("FC0223", .warning, "Keyboard type does not restrict input", #"""
        `keyboardType` only chooses the on-screen keyboard: it is ignored on iPad and does nothing against hardware keyboards or paste. A text field with a number pad still accepts any character unless it filters or validates its input.
        """#)
}

extension Diagnostic {
    static func keyboardDoesNotFilter(_ span: Span, keyboard: KeyboardType, field: String) -> Diagnostic {
        Diagnostic(.keyboardDoesNotFilter,
                   "'\(keyboard.name)' does not stop other characters on iPad or hardware keyboards; '\(field)' accepts any text",
                   at: span, help: "add 'allowedCharacters \"0123456789\"' or a 'pattern' validator")
    }
}

extension DiagnosticCode {
    public static let shortcutShadowsEditingCommand = DiagnosticCode("FC0224", .warning, "Shortcut replaces a standard editing command", #"""
        ⌘C, ⌘V, ⌘X, ⌘A, ⌘Z and ⇧⌘Z are the standard editing commands inside every text field; a focus shortcut on one of them takes Copy, Paste or Undo away from the person typing.
        """#)
}

extension Diagnostic {
    static func shortcutShadowsEditingCommand(_ span: Span, shortcut: KeyboardShortcut, command: String, field: String) -> Diagnostic {
        Diagnostic(.shortcutShadowsEditingCommand,
                   "shortcut '\(describe(shortcut))' of '\(field)' replaces the standard \(command) command", at: span,
                   help: "pick a key that text editing does not use, such as 't'")
    }
}

extension DiagnosticCode {
    public static let negativeRangeWithoutAllowNegative = DiagnosticCode("FC0225", .warning, "Negative range without allowNegative", #"""
        The range of an `int` or `decimal` field starts below zero, but without `allowNegative` the field filters out the minus sign, so the negative part of the range can never be typed. This is the reverse of FC0217. Add `allowNegative`, or start the range at 0 if negative numbers were not meant.
        """#)
}

extension Diagnostic {
    static func negativeRangeWithoutAllowNegative(_ span: Span, field: String, minimum: String) -> Diagnostic {
        Diagnostic(.negativeRangeWithoutAllowNegative,
                   "the range of '\(field)' starts at \(minimum), but without 'allowNegative' no minus sign can be typed",
                   at: span, help: "add 'allowNegative', or start the range at 0")
    }
}

extension DiagnosticCode {
    public static let deprecatedKeyboardName = DiagnosticCode("FC0226", .warning, "Deprecated keyboard name", #"""
        `alphabet` is UIKit's deprecated name of `asciiCapable` (`UIKeyboardType.alphabet`). formc accepts it and generates `asciiCapable`, so the form behaves the same; the fix-it writes the current name.
        """#)
}

extension Diagnostic {
    static func deprecatedKeyboardName(_ name: Identifier, replacement: String) -> Diagnostic {
        Diagnostic(.deprecatedKeyboardName, "'\(name.name)' is a deprecated name of '\(replacement)'", at: name.span,
                   help: "write '\(replacement)'",
                   // Safe: the current name of the same keyboard.
                   fixIts: [FixIt(span: name.span, replacement: replacement, safe: true)])
    }
}

extension DiagnosticCode {
    public static let contentTypeNotANumber = DiagnosticCode("FC0227", .warning, "Content type does not fit a number field", #"""
        AutoFill fills a content type with the text it stands for: a phone number with `+`, spaces and brackets, a postal code or one-time code with its leading zeros, a name or address with letters. An `int` or `decimal` field cannot hold that text as written, so the suggestion is rejected, or loses the leading zero that made it right. This is the reverse of FC0207: there the keyboard cannot type the content, here the field cannot hold it. Only the parts of a date (`birthdateDay`, `birthdateMonth`, `birthdateYear`) and of a card's expiry (`creditCardExpirationMonth`, `creditCardExpirationYear`) are numbers; make any other such field `text`.
        """#)
}

extension Diagnostic {
    /// FC0227, the reverse of FC0207: the keyboard can type the content, but the field cannot hold it.
    static func contentTypeNotANumber(_ span: Span, contentType: String, field: String, type: FieldKind) -> Diagnostic {
        Diagnostic(.contentTypeNotANumber,
                   "AutoFill fills '\(contentType)' as text, which \(type.fieldPhrase) '\(field)' cannot hold as written",
                   at: span,
                   help: "make '\(field)' a 'text' field, which keeps the leading zeros, signs, spaces and letters of such values; add 'allowedCharacters' to limit what is typed")
    }
}

extension DiagnosticCode {
    public static let rangeBeyondFractionDigits = DiagnosticCode("FC0228", .warning, "Range needs more fraction digits than the format takes", #"""
        A field's `format number(fractionDigits: n)` or `currency(fractionDigits: n)` also limits what can be typed: n digits after the separator, none for 0. A range bound with more fraction digits (not counting trailing zeros) cannot be typed, and a range that lies between two steps of the format, such as `0.001...0.004` with 2 digits, lets nothing be typed at all. This is the reverse of FC0221: there the format shows digits the keyboard cannot type, here the rules need digits the format does not let in.
        """#)
}

extension Diagnostic {
    /// FC0228, the reverse of FC0221: the rules need fraction digits the format does not let people type.
    /// FC0228; `currency` is the field's currency code when its minor units, not a format, set
    /// the limit.
    static func rangeBeyondFractionDigits(_ span: Span, bound: String, digits: Int, allowed: Int, field: String,
                                          currency: String? = nil) -> Diagnostic {
        let has = digits == 1 ? "1 fraction digit" : "\(digits) fraction digits"
        if let currency {
            let round = allowed == 0 ? "a whole number" : allowed == 1 ? "1 fraction digit" : "\(allowed) fraction digits"
            return Diagnostic(.rangeBeyondFractionDigits,
                              "range bound \(bound) has \(has), but an amount in \(currency) has "
                                  + (allowed == 0 ? "none" : "\(allowed)") + ", and '\(field)' takes no more",
                              at: span, help: "round the bound to \(round)")
        }
        return Diagnostic(.rangeBeyondFractionDigits,
                   allowed == 0
                       ? "range bound \(bound) has \(has), but the format of '\(field)' lets people type whole numbers only"
                       : "range bound \(bound) has \(has), but the format of '\(field)' lets people type only \(allowed)",
                   at: span,
                   help: "raise 'fractionDigits' to \(digits), or round the bound to \(allowed == 0 ? "a whole number" : allowed == 1 ? "1 fraction digit" : "\(allowed) fraction digits")")
    }
}

extension DiagnosticCode {
    public static let keyboardCannotTypeLetters = DiagnosticCode("FC0229", .warning, "Keyboard cannot type the allowed letters", #"""
        `allowedCharacters` lists letters, but the field's keyboard is a number pad (`numberPad`, `asciiCapableNumberPad`, `decimalPad` or `phonePad`, chosen with `keyboard` or by the content type), which has no letter keys: on an iPhone the letters can only be pasted. This is the reverse of FC0223: there the keyboard shows less than the field accepts from a hardware keyboard, here the field needs more than the keyboard offers. Use a keyboard with letters, such as `asciiCapable`.
        """#)
}

extension Diagnostic {
    /// FC0229, the reverse of FC0223: the keyboard restricts more than the filter does.
    static func keyboardCannotTypeLetters(_ span: Span, keyboard: KeyboardType, letter: Character, field: String) -> Diagnostic {
        Diagnostic(.keyboardCannotTypeLetters,
                   "'allowedCharacters' of '\(field)' lists letters such as '\(letter)', but '\(keyboard.name)' has no letter keys",
                   at: span, help: "use 'keyboard asciiCapable', or leave the letters out of 'allowedCharacters'")
    }
}

extension DiagnosticCode {
    public static let capitalsAgainstPattern = DiagnosticCode("FC0230", .warning, "Autocapitalization against a lowercase pattern", #"""
        The field's `pattern` asks for lowercase letters and allows no capital, but the keyboard capitalises what is typed: the first letter by default (`sentences`), or as `autocapitalization` says. A person who types `anna` gets `Anna`, which the field rejects, and has to go back and undo the capital each time. This is the reverse of FC0208: there the kind of value (an email address, a URL) is case-sensitive, here the field's own rule is. formc judges the pattern from its text and says nothing when it cannot be sure (a `.`, `\w`, a negated class or a flag can all let capitals in), nor, unless the capitalisation is `characters`, when the value starts with something other than a letter (`\d{4}[a-z]{2}`), since the letters after it stay small. Add `autocapitalization never`.
        """#)
}

extension Diagnostic {
    /// FC0230, the reverse of FC0208: capitals the field's own pattern rejects. `value` is
    /// nil when the capitalisation is formc's default, with no `autocapitalization` written.
    static func capitalsAgainstPattern(_ span: Span, value: Autocapitalization?, field: String) -> Diagnostic {
        guard let value else {
            return Diagnostic(.capitalsAgainstPattern,
                              "the keyboard capitalises the first letter typed into '\(field)', but its pattern allows no capital letters",
                              at: span, help: "add 'autocapitalization never' to '\(field)'")
        }
        return Diagnostic(.capitalsAgainstPattern,
                          "'autocapitalization \(value.name)' capitalises letters typed into '\(field)', but its pattern allows no capital letters",
                          at: span, help: "use 'autocapitalization never'",
                          fixIts: [FixIt(span: span, replacement: "never", safe: false)])
    }
}

extension DiagnosticCode {
    public static let patternNeedsMissingKey = DiagnosticCode("FC0237", .warning, "Pattern needs a character the keyboard has no key for", #"""
        A keyboard without letter keys types only what its pad shows: `numberPad` the digits (of the locale's script: `0`–`9`, `٠`–`٩`, `०`–`९`, ...), `asciiCapableNumberPad` the digits `0`–`9`, `decimalPad` the digits and the locale's decimal separator (`.` or `,`; formc counts both), and `phonePad` the digits, `+`, `*` and `#` (and `,` and `;`, a phone number's pause and wait). When every value a text field's `pattern` matches needs a character outside those, such as the `/` of an expiry date written `MM/YY`, nobody can type a valid value on an iPhone: it can only be pasted, or typed on a hardware keyboard. The message names the character (or the class it must come from) and points at it in the pattern. formc decides this from the pattern's syntax, and only where it is sure: a character in an optional part, in one alternative when another does without it, in a repetition that may be empty, or behind a lookaround is not required, and a property escape such as `\p{L}` counts as typeable. Choose a keyboard that has the character (`numbersAndPunctuation` for punctuation, `asciiCapable` for letters), or leave it out of the pattern and the value.
        """#)
}

extension Diagnostic {
    /// FC0237: every value the pattern matches needs a character the keyboard has no key for.
    /// The help names a keyboard that has it: letters for a letter, digits and punctuation for
    /// ASCII punctuation, the standard keyboard for anything else.
    static func patternNeedsMissingKey(_ span: Span, required: RequiredCharacter, written: String, keyboard: KeyboardType,
                                       field: String, keyboardSpan: Span?) -> Diagnostic {
        let example = required.set.example.flatMap(Unicode.Scalar.init).map { String(Character($0)) } ?? written
        let needs: String
        if required.isOneOfSeveral {
            needs = "every value the pattern of '\(field)' matches needs a character '\(keyboard.name)' has no key for, such as '\(example)'"
        } else if required.set.single != nil {
            needs = "the pattern of '\(field)' needs '\(example)', which '\(keyboard.name)' has no key for"
        } else {
            needs = "the pattern of '\(field)' needs a character of '\(written)', which '\(keyboard.name)' has no key for"
        }
        let better: String
        if let c = required.set.example, c < 0x80, Character(Unicode.Scalar(UInt8(c))).isLetter {
            better = "asciiCapable"
        } else if let c = required.set.example, c < 0x80 {
            better = "numbersAndPunctuation"
        } else {
            better = "default"
        }
        return Diagnostic(.patternNeedsMissingKey, needs + ": a value that matches can only be pasted", at: span,
                          notes: keyboardSpan.map { [DiagnosticNote("the keyboard is chosen here", at: $0)] } ?? [],
                          help: "use 'keyboard \(better)', which has '\(example)', or leave it out of the pattern")
    }
}

extension DiagnosticCode {
    public static let fractionDigitsBeyondMinorUnits = DiagnosticCode("FC0240", .warning, "More fraction digits than the currency has", #"""
        A `currency(...)` field takes as many fraction digits as its currency has minor units in ISO 4217 (2 for `USD`, 0 for `JPY`, 3 for `BHD`), and `format currency(fractionDigits: n)` or `number(fractionDigits: n)` can lower that. A larger n lets people type amounts that split the smallest coin (a tenth of a cent, half a yen); formc honours it, since prices per unit, fuel prices and exchange rates need such digits, but an amount that is paid cannot have them. Drop `fractionDigits:` for amounts people pay, or silence the warning where the extra digits are meant.
        """#)
}

extension Diagnostic {
    /// FC0240: `fractionDigits:` above the currency's minor units.
    static func fractionDigitsBeyondMinorUnits(_ span: Span, digits: Int, code: String, minorUnits: Int, field: String) -> Diagnostic {
        let minor = minorUnits == 0 ? "no minor unit" : minorUnits == 1 ? "1 fraction digit" : "\(minorUnits) fraction digits"
        return Diagnostic(.fractionDigitsBeyondMinorUnits,
                          "'\(field)' takes \(digits == 1 ? "1 fraction digit" : "\(digits) fraction digits"), but \(code) has \(minor) (ISO 4217)",
                          at: span,
                          help: "amounts that split the smallest \(code) unit are for prices per unit and rates; for an amount people pay, drop 'fractionDigits:' (the field then takes \(minorUnits))")
    }
}

extension DiagnosticCode {
    public static let numberBeyondDoubles = DiagnosticCode("FC0245", .warning, "Number that a double-based reader changes", #"""
        JSON numbers are exact, and so is the app, but JavaScript's `JSON.parse` (every web front end) and many validators read every JSON number as a binary64 double, which holds every integer up to 2^53 - 1 (9007199254740991) and every number of at most 15 significant digits exactly, and no others. formc's number fields take only such numbers unless told otherwise; the warning names what tells them: an `int` field whose `maxLength` or `range` admits integers beyond ±9007199254740991, a `decimal`, `currency` or `percent` field whose `maxLength` is more than 15, and a range bound or a number in a condition that has more than 15 significant digits (and is not an integer within ±9007199254740991). Such a reader reads the number as another one (9007199254740993 as 9007199254740992, 0.30000000000000001 as 0.3), so it accepts what the app refuses, refuses what it accepts, or decides a condition the other way. The JSON Schema writes an `int` field's bounds beyond 2^53 rounded inward to the nearest double inside the range, so that a double-based validator rejects a number beyond the field rather than accepting it; an exact validator then also rejects the integers between that double and the bound (the 1,023 above 9223372036854774784, next to `Int.max`), which the app accepts (docs/JSON-SCHEMA.md, "Numbers"). Keep numbers within those limits; a number that is really an identifier and must keep every digit, such as an account number, belongs in a `text` field with a digits pattern.
        """#)
}

extension Diagnostic {
    /// What FC0245 says readers of JSON doubles are.
    private static let doubleReaders = "JavaScript's JSON.parse and other readers that make every JSON number a double"

    /// FC0245 on an int field: `extreme` is the largest (`upward`) or smallest number it takes.
    static func intBeyondDoubles(_ span: Span, field: String, extreme: String, upward: Bool) -> Diagnostic {
        Diagnostic(.numberBeyondDoubles,
                   "int field '\(field)' takes numbers \(upward ? "up" : "down") to \(extreme), beyond \(upward ? "\(NumberLimits.largestExactInteger) (2^53 - 1)" : "-\(NumberLimits.largestExactInteger) (-(2^53 - 1))"): \(doubleReaders) change such numbers (9007199254740993 reads as 9007199254740992)",
                   at: span,
                   help: "keep the range within -\(NumberLimits.largestExactInteger)...\(NumberLimits.largestExactInteger) (or 'maxLength \(NumberLimits.exactDigits)'); an identifier such as an account number belongs in a 'text' field with pattern(\"[0-9]+\")")
    }

    /// FC0245 on the `maxLength` of a `decimal`, `currency` or `percent` field.
    static func digitsBeyondDoubles(_ span: Span, maxLength: Int, field: String, type: FieldKind) -> Diagnostic {
        Diagnostic(.numberBeyondDoubles,
                   "maxLength \(maxLength) lets \(type.spec.spelling) field '\(field)' take numbers with more than \(NumberLimits.exactDigits) significant digits, which \(doubleReaders) round (12345678901234567 reads as 12345678901234568)",
                   at: span,
                   help: "use 'maxLength \(NumberLimits.exactDigits)' or less; digits that must all be kept, such as an identifier, belong in a 'text' field with a pattern")
    }

    /// FC0245 on a range bound a double does not hold: `read` is what such a reader makes of it.
    static func boundBeyondDoubles(_ span: Span, bound: String, digits: Int, read: String, field: String) -> Diagnostic {
        Diagnostic(.numberBeyondDoubles,
                   "range bound \(bound) of '\(field)' has \(digits) significant digits: \(doubleReaders) read it as \(read), and judge the numbers near it otherwise than the app",
                   at: span, help: "round the bound to \(NumberLimits.exactDigits) significant digits or fewer")
    }

    /// FC0245 on a number a condition compares with.
    static func conditionLiteralBeyondDoubles(_ span: Span, literal: String, digits: Int, read: String) -> Diagnostic {
        Diagnostic(.numberBeyondDoubles,
                   "\(literal) has \(digits) significant digits: \(doubleReaders) read it as \(read), and decide the condition otherwise than the app",
                   at: span, help: "round the number to \(NumberLimits.exactDigits) significant digits or fewer")
    }
}

extension DiagnosticCode {
    public static let requiredToggleStartsOn = DiagnosticCode("FC0250", .warning, "Required toggle starts on", #"""
        A `toggle` with `validate required` must be on to submit: it is an "I accept the terms" box. With `default true` it starts on, so the form submits without anyone having switched it on, and the acceptance says nothing; consent ticked in advance is also not valid consent in many jurisdictions. Leave the default out (toggles start off) or write `default false`.
        """#)
}

extension Diagnostic {
    static func requiredToggleStartsOn(_ span: Span, field: String) -> Diagnostic {
        Diagnostic(.requiredToggleStartsOn, "required toggle '\(field)' starts on, so the form can be submitted without anyone switching it on",
                   at: span,
                   help: "start it off ('default false', or no default): a box that must be accepted is ticked by the person, not in advance",
                   fixIts: [FixIt(span: span, replacement: "false", safe: false)])
    }
}
