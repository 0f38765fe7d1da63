// Names, types and consistency (FC0301–FC0341, FC0366, FC0380; errors but a few): declarations,
// properties and their arguments, the vocabularies' names, literals and ranges, formats,
// validators, patterns and the focus order.

extension DiagnosticCode {
    /// The codes this file declares; `allCases` is made of such lists.
    static let names: [DiagnosticCode] = [
        .unknownProperty, .propertyNotAllowedHere, .duplicateProperty, .duplicateField, .duplicateForm,
        .unknownFieldType, .unknownKeyboard, .unknownContentType, .unknownSubmitLabel,
        .unknownAutocapitalization, .wrongArgument, .unknownValidator, .validatorNotApplicable,
        .literalTypeMismatch, .emptyRange, .nonPositiveMaxLength, .invalidCurrencyCode, .equalsUnknownField,
        .equalsTypeMismatch, .focusUnknownField, .focusRepeatedField, .initialFocusInvalid,
        .fieldMissingFromFocusOrder, .invalidPattern, .nonPortablePattern, .conditionNotSupported,
        .fieldKindNotSupported, .unknownOption, .unknownArgumentLabel, .invalidPlatform,
        .formatNotApplicable, .formWithoutFields, .unknownIgnoredCode, .duplicateValidator, .equalsSelf,
        .propertyNotApplicable, .fieldNotFocusable, .reservedFieldName, .onlyEmptyText,
        .patternNestedTooDeep, .patternBacktracking, .halfOpenDateRange, .currencyFormatOnPlainNumber,
        .duplicateJSONName, .emptyJSONName,
    ]
}

extension DiagnosticCode {
    public static let unknownProperty = DiagnosticCode("FC0301", .error, "Unknown property", #"""
        The name is not a property anywhere in `.form`; formc suggests the nearest known name and offers to replace it.
        """#)
}

extension Diagnostic {
    /// `safe`: the suggestion is formc's name of a SwiftUI or UIKit one, or an unambiguous typo.
    static func unknownProperty(_ name: Identifier, place: PropertyPlace, suggestion: String?, safe: Bool) -> Diagnostic {
        Diagnostic(.unknownProperty, "unknown property '\(name.name)' in \(place.phrase)", at: name.span,
                   help: didYouMean(suggestion), fixIts: replace(name.span, with: suggestion, safe: safe))
    }

    /// `lable` in a block that has a `label` already: the near miss, without a fix-it.
    static func unknownProperty(_ name: Identifier, place: PropertyPlace, alreadyWritten taken: String) -> Diagnostic {
        Diagnostic(.unknownProperty, "unknown property '\(name.name)' in \(place.phrase)", at: name.span,
                   help: "did you mean '\(taken)'? there is a '\(taken)' here already; remove one of them")
    }

    /// `disableAutocorrection true`: a SwiftUI property whose value formc writes otherwise;
    /// the fix-it rewrites name and value together when the value is one it knows.
    static func unknownProperty(_ name: Identifier, place: PropertyPlace, rewrittenAs property: String, value: String?,
                                values: [String], whole: Span) -> Diagnostic {
        guard let value else {
            return Diagnostic(.unknownProperty, "unknown property '\(name.name)' in \(place.phrase)", at: name.span,
                              help: "write " + values.map { "'\(property) \($0)'" }.joined(separator: " or "))
        }
        return Diagnostic(.unknownProperty, "unknown property '\(name.name)' in \(place.phrase)", at: name.span,
                          help: "write '\(property) \(value)'",
                          // Safe: the same setting in formc's words, value included.
                          fixIts: [FixIt(span: whole, replacement: "\(property) \(value)", safe: true)])
    }

    /// `besideValidate`: the field has a `validate` already, which takes the validator (a
    /// second `validate` would be an error). `safe`: nothing follows the name that would
    /// become a second validator.
    static func validatorWrittenAsProperty(_ name: Identifier, safe: Bool, besideValidate: Bool) -> Diagnostic {
        Diagnostic(.unknownProperty, "'\(name.name)' is a validator, not a property", at: name.span,
                   help: besideValidate ? "add '\(name.name)' to the field's 'validate' list" : "write 'validate \(name.name)'",
                   fixIts: besideValidate ? [] : [FixIt(span: Span.at(name.span.start), replacement: "validate ", safe: safe)])
    }
}

extension DiagnosticCode {
    public static let propertyNotAllowedHere = DiagnosticCode("FC0302", .error, "Property not allowed here", #"""
        The property exists, but belongs elsewhere: `focus` is a form property, `label` a field property, `footer` a section property. A section cannot contain another section either.
        """#)
}

extension Diagnostic {
    static func nestedSection(_ keyword: Span) -> Diagnostic {
        Diagnostic(.propertyNotAllowedHere, "a section cannot contain another section", at: keyword,
                   help: "move the inner section into the form body")
    }

    static func propertyNotAllowedHere(_ name: Identifier, place: PropertyPlace, belongs: PropertyPlace) -> Diagnostic {
        Diagnostic(.propertyNotAllowedHere, "'\(name.name)' belongs in \(belongs.phrase), not in \(place.phrase)",
                   at: name.span, help: "move '\(name.name)' into \(belongs.phrase)")
    }
}

extension DiagnosticCode {
    public static let duplicateProperty = DiagnosticCode("FC0303", .error, "Duplicate property", #"""
        A property may be set once per form, section or field (`validate` may be repeated; its validators add up). The second one is reported with a note at the first.
        """#)
}

extension Diagnostic {
    static func duplicateProperty(_ name: Identifier, first: Span) -> Diagnostic {
        Diagnostic(.duplicateProperty, "'\(name.name)' is set twice", at: name.span,
                   notes: [DiagnosticNote("first set here", at: first)],
                   help: "keep one of them")
    }
}

extension DiagnosticCode {
    public static let duplicateField = DiagnosticCode("FC0304", .error, "Duplicate field", #"""
        Field names become Swift properties, focus cases and JSON keys, so they must be unique in a form.
        """#)
}

extension Diagnostic {
    static func duplicateField(_ name: Identifier, form: String, first: Span) -> Diagnostic {
        Diagnostic(.duplicateField, "field '\(name.name)' is declared twice in form '\(form)'", at: name.span,
                   notes: [DiagnosticNote("'\(name.name)' is first declared here", at: first)],
                   help: "rename or remove one of them")
    }
}

extension DiagnosticCode {
    public static let duplicateForm = DiagnosticCode("FC0305", .error, "Duplicate form", #"""
        Form names become Swift type names, so they must be unique in a file.
        """#)
}

extension Diagnostic {
    static func duplicateForm(_ name: Identifier, first: Span) -> Diagnostic {
        Diagnostic(.duplicateForm, "form '\(name.name)' is declared twice", at: name.span,
                   notes: [DiagnosticNote("'\(name.name)' is first declared here", at: first)],
                   help: "rename one of them: form names become Swift type names")
    }
}

extension DiagnosticCode {
    public static let unknownFieldType = DiagnosticCode("FC0306", .error, "Unknown field type", #"""
        Field types are `text`, `secure`, `multiline`, `int`, `double`, `decimal`, `currency("EUR")`, `percent`, `date`, `toggle`, `choice` and `choices`. A Swift type written from habit is told formc's kind for it: `Bool` is a `toggle` (the fix-it writes it), `String` is `text`, or `secure` for a password or `multiline` for several lines (the fix-it writes `text`, for a person to confirm).
        """#)
}

extension Diagnostic {
    static func unknownFieldType(_ name: Identifier, suggestion: String?) -> Diagnostic {
        Diagnostic(.unknownFieldType, "unknown field type '\(name.name)'", at: name.span,
                   help: didYouMean(suggestion) ?? "field types are \(quotedList(Language.fieldKindSpellings))",
                   fixIts: replace(name, with: suggestion, among: Language.fieldKindSpellings))
    }
}

extension Diagnostic {
    /// `field a: String`: a Swift type, named by formc's kind for it.
    static func swiftTypeAsFieldType(_ name: Identifier, kind: String, only: Bool) -> Diagnostic {
        Diagnostic(.unknownFieldType, "unknown field type '\(name.name)'", at: name.span,
                   help: only ? "Swift's '\(name.name)' is formc's '\(kind)'"
                              : "Swift's '\(name.name)' is formc's '\(kind)', or 'secure' for a password, 'multiline' for several lines",
                   fixIts: [FixIt(span: name.span, replacement: kind, safe: only)])
    }
}

extension DiagnosticCode {
    // FC0307 to FC0310 (and FC0312) have one message, built by `unknownName` below.
    public static let unknownKeyboard = DiagnosticCode("FC0307", .error, "Unknown keyboard type", #"""
        Keyboards are the `UIKeyboardType` cases, spelt as in Swift (`URL` in capitals); `alphabet` is accepted for `asciiCapable`, with the warning FC0226.
        """#)

    public static let unknownContentType = DiagnosticCode("FC0308", .warning, "Unknown text content type", #"""
        `UITextContentType` is string-backed, so an unknown name is passed to UIKit as written: possibly a newer constant, more likely a typo that AutoFill will ignore. It is a warning. formc suggests the nearest known name, or for a shortened one (`email`, `street`) the full name it starts or contains (`emailAddress`, `fullStreetAddress`), and offers to replace it.
        """#)

    public static let unknownSubmitLabel = DiagnosticCode("FC0309", .error, "Unknown submit label", #"""
        Submit labels are SwiftUI's `SubmitLabel` cases: `continue`, `done`, `go`, `join`, `next`, `return`, `route`, `search`, `send`.
        """#)

    public static let unknownAutocapitalization = DiagnosticCode("FC0310", .error, "Unknown autocapitalization", #"""
        Autocapitalization is `never`, `words`, `sentences` or `characters`.
        """#)
}

/// Value names people bring from UIKit and other validation libraries, too far from
/// formc's spelling for a typo guess: by the diagnostic that reports them unknown.
private let habitualValues: [DiagnosticCode: [String: String]] = [
    .unknownAutocapitalization: ["none": "never", "allCharacters": "characters"],
    .unknownValidator: ["matches": "pattern", "regex": "pattern", "regexp": "pattern", "minLength": "length", "maxLength": "length"],
]

extension Diagnostic {
    /// Unknown keyboard, content type, submit label, autocapitalization or validator.
    static func unknownName(_ code: DiagnosticCode, _ kind: String, _ name: Identifier, among candidates: [String]) -> Diagnostic {
        var suggestion = Spelling.suggest(name.name, from: candidates)
        var safe = suggestion.map { Spelling.isUnambiguous(name.name, $0, among: candidates) } ?? false
        // A content type is often written short (`email`, `street`): point at the full name,
        // a guess a person confirms.
        if suggestion == nil, code == .unknownContentType { suggestion = Spelling.suggestLonger(name.name, from: candidates) }
        // Names from UIKit and other validation libraries (`none`, `matches`): the same
        // meaning in formc's words.
        if suggestion == nil, let habit = habitualValues[code]?[name.name], candidates.contains(habit) {
            suggestion = habit
            safe = true
        }
        var message = "unknown \(kind) '\(name.name)'"
        if code == .unknownContentType { message += "; it is passed to UIKit as written" }
        return Diagnostic(code, message, at: name.span, help: didYouMean(suggestion),
                          fixIts: replace(name.span, with: suggestion, safe: safe))
    }
}

extension DiagnosticCode {
    public static let wrongArgument = DiagnosticCode("FC0311", .error, "Wrong argument", #"""
        The property or validator got the wrong kind or number of values: a number where a string belongs, two values where one belongs, a value on a flag such as `disabled`, a `currency` type without its code.
        """#)
}

extension Diagnostic {
    /// A negative number where a count is wanted (`count(-1...1)`, `length(-2...5)`): the
    /// number is an integer all right, so the message names it rather than its kind.
    static func negativeCount(_ what: String, counting: String, value: String, at span: Span) -> Diagnostic {
        Diagnostic(.wrongArgument, "\(what) expects a non-negative integer, found \(value)", at: span,
                   help: "\(what) counts \(counting), never fewer than 0")
    }

    /// An integer outside the range an argument takes (`fractionDigits: 39`): named by its
    /// value, since "found an integer" would contradict "expects an integer".
    static func integerOutOfRange(_ what: String, expected: String, value: String, at span: Span) -> Diagnostic {
        Diagnostic(.wrongArgument, "\(what) expects \(expected), found \(value)", at: span)
    }

    static func wrongArgument(_ what: String, expected: String, found: Expr) -> Diagnostic {
        Diagnostic(.wrongArgument, "\(what) expects \(expected), found \(found.kindDescription)", at: found.span)
    }

    static func missingArgument(_ p: Property, expected: String?) -> Diagnostic {
        let what = expected.map { " \($0)" } ?? " a value"
        return Diagnostic(.wrongArgument, "'\(p.name.name)' needs\(what)", at: p.span)
    }

    static func tooManyArguments(_ p: Property, expected: String) -> Diagnostic {
        let extra = p.arguments.count > 1 ? p.arguments[1].span.union(p.arguments[p.arguments.count - 1].span) : p.span
        return Diagnostic(.wrongArgument, "'\(p.name.name)' takes \(expected), found \(p.arguments.count)", at: extra,
                          help: "remove the extra values")
    }

    static func takesNoArguments(_ p: Property, first: Span) -> Diagnostic {
        let span = first.union(p.arguments.last?.span ?? first)
        return Diagnostic(.wrongArgument, "'\(p.name.name)' takes no value", at: span,
                          help: "write '\(p.name.name)' on its own",
                          // Not safe: the value may have meant the opposite ('disabled false').
                          fixIts: [FixIt(span: Span(p.name.span.end, span.end), replacement: "", safe: false)])
    }

    static func unlabelledFormatArgument(_ a: Argument, format: String, allowed: [String]) -> Diagnostic {
        Diagnostic(.wrongArgument, "format '\(format)' takes labelled arguments", at: a.span,
                   help: "write \(quotedList(allowed.map { $0 + ": ..." }))")
    }

    static func typeTakesNoArguments(_ t: TypeSyntax) -> Diagnostic {
        let span = t.arguments.first.map { $0.span.union(t.arguments.last!.span) } ?? t.name.span
        return Diagnostic(.wrongArgument, "field type '\(t.name.name)' takes no arguments", at: span)
    }

    /// `currency`, `currency()` or `currency("USD", "EUR")`: the type names no one code, and
    /// only the author knows which, so the help gives the shape, not a code to copy.
    static func currencyNeedsCode(_ t: TypeSyntax) -> Diagnostic {
        Diagnostic(.wrongArgument, "field type 'currency' needs one currency code", at: t.span,
                   help: "write the ISO 4217 code of the amount's currency in quotes, as in 'currency(\"USD\")' or 'currency(\"JPY\")'")
    }

    /// `currency(USD)`: the code written as a name. The fix-it quotes it (in capitals, as
    /// ISO 4217 writes codes), safe when that is a code: it says what the author wrote.
    static func currencyCodeNotQuoted(_ span: Span, name: String) -> Diagnostic {
        let upper = name.uppercased()
        guard let row = ISO4217.currency(upper) else {
            return Diagnostic(.wrongArgument, "the currency code of field type 'currency' is a string in quotes, found '\(name)'", at: span,
                              help: "write the ISO 4217 code of the amount's currency in quotes, as in 'currency(\"USD\")'")
        }
        return Diagnostic(.wrongArgument, "the currency code of field type 'currency' is a string in quotes, found '\(name)'", at: span,
                          help: "write 'currency(\"\(upper)\")' (\(row.name))",
                          fixIts: [FixIt(span: span, replacement: "\"\(upper)\"", safe: true)])
    }

    static func halfOpenWithoutUpper(_ span: Span) -> Diagnostic {
        Diagnostic(.wrongArgument, "a '..<' range needs an upper bound", at: span, help: "write 'a...' for no upper bound")
    }

    static func emptyAllowedCharacters(_ span: Span) -> Diagnostic {
        Diagnostic(.wrongArgument, "'allowedCharacters' is empty, so nothing could be typed", at: span,
                   help: "list the characters people may type, or remove the property")
    }

    static func shortcutKeyLength(_ span: Span, key: String) -> Diagnostic {
        Diagnostic(.wrongArgument, "a shortcut key is one character, found \"\(key)\"", at: span)
    }

    static func validatorNeedsArgument(_ name: Identifier, validator: ValidatorName, span: Span) -> Diagnostic {
        Diagnostic(.wrongArgument, "'\(name.name)' needs a value", at: span, help: "write '\(validator.spec.example)'")
    }

    static func validatorTooManyArguments(_ name: Identifier, span: Span) -> Diagnostic {
        Diagnostic(.wrongArgument, "'\(name.name)' takes one value", at: span, help: "remove the extra values")
    }

    static func validatorTakesNoValue(_ name: Identifier, span: Span) -> Diagnostic {
        Diagnostic(.wrongArgument, "'\(name.name)' takes no value besides 'message:'", at: span)
    }
}

extension DiagnosticCode {
    // Built by `unknownName`, with FC0307.
    public static let unknownValidator = DiagnosticCode("FC0312", .error, "Unknown validator", #"""
        Validators are `required`, `length`, `pattern`, `range`, `email`, `url`, `phone` and `equals`.
        """#)

    public static let validatorNotApplicable = DiagnosticCode("FC0313", .error, "Validator does not fit the field type", #"""
        Each validator checks one kind of value: `length`, `pattern`, `email`, `url` and `phone` check text; `range` checks numbers. `maxLength` limits the digits of a number.
        """#)
}

extension Diagnostic {
    static func validatorNotApplicable(_ name: Identifier, validator: ValidatorName, field: String,
                                       type: FieldKind) -> Diagnostic {
        var help: String
        switch validator {
        case .range: help = "'range' limits numbers; use 'length' for text"
        case .length: help = "'length' counts characters of text; use 'range' or 'maxLength' for numbers"
        case .pattern, .email, .url, .phone: help = "'\(name.name)' checks text; make the field 'text'"
        case .required, .equals: help = "'\(name.name)' applies to \(validator.spec.appliesTo.phrase) fields"
        case .count: help = "'count' counts the options a 'choices' field picks; use 'length' for text and 'range' for numbers"
        }
        switch type.value {
        case .boolean: help = "a \(type.spec.spelling) is on or off: its one validator is 'required', which means it must be on"
        case .option: help = "a \(type.spec.spelling) is one of its options: its one validator is 'required', which means one must be picked"
        case .optionSet: help = "a \(type.spec.spelling) field is a set of its options: its validators are 'required' (at least one) and 'count'"
        case .text, .integer, .fraction, .date: break
        }
        return Diagnostic(.validatorNotApplicable, "'\(name.name)' does not apply to \(type.fieldPhrase) '\(field)'",
                          at: name.span, help: help)
    }
}

extension DiagnosticCode {
    public static let literalTypeMismatch = DiagnosticCode("FC0314", .error, "Value does not fit the field type", #"""
        Literals must have the field's type: strings for text fields, integers for `int`, numbers for the decimal types, and `"YYYY-MM-DD"` real calendar dates for `date`. Range bounds of an `int` must be integers.
        """#)
}

extension Diagnostic {
    static func literalTypeMismatch(_ e: Expr, what: String, field: String, type: FieldKind) -> Diagnostic {
        let expected: String
        switch type.value {
        case .text: expected = "a string"
        case .integer: expected = "an integer"
        case .fraction: expected = "a number"
        case .date: expected = "a date string such as \"2024-01-31\""
        case .boolean: expected = "'true' or 'false'"
        case .option: expected = "the string value of one of its options"
        case .optionSet: expected = "a list of its option values, such as [\"a\", \"b\"]"
        }
        return Diagnostic(.literalTypeMismatch, "\(what) of \(type.fieldPhrase) '\(field)' must be \(expected), found \(e.kindDescription)",
                          at: e.span)
    }

    static func invalidDate(_ span: Span, text: String, field: String) -> Diagnostic {
        Diagnostic(.literalTypeMismatch, "'\(text)' is not a date; date field '\(field)' takes \"YYYY-MM-DD\"", at: span,
                   help: "write a real calendar date such as \"2024-02-29\"")
    }
}

extension DiagnosticCode {
    public static let emptyRange = DiagnosticCode("FC0315", .error, "Empty range", #"""
        A range whose lower bound is above its upper bound, or a half-open range with equal bounds, accepts nothing. Bounds are compared exactly as decimal numbers. For `length`, a range is empty when not even the empty text fits it (`length(1..<1)`, `length(3...2)`, `length(..<0)`); `length(0)`, `length(0...0)` and `length(0..<1)` are not empty, since the empty text has length 0 (FC0339). The help says to put the smaller bound first only where that mends the range (`5...1`); for a half-open range that ends where it starts (`1..<1`, `..<0`) it says to raise the upper bound or include it with `...`.
        """#)
}

extension Diagnostic {
    /// `reversed`: the lower bound is above the upper one (`5...1`). Otherwise the range is
    /// half-open and ends where it starts (`1..<1`) or below the smallest length (`..<0`), and
    /// swapping the bounds would not help.
    static func emptyRange(_ span: Span, text: String, reversed: Bool) -> Diagnostic {
        Diagnostic(.emptyRange, "range '\(text)' is empty: no value can satisfy it", at: span,
                   help: reversed ? "put the smaller bound first"
                       : "'..<' leaves out its upper bound: raise the upper bound, or write '...' to include it")
    }

    /// FC0315 for `range(today..."2020-01-01")`: the last day is behind every day the app can
    /// run on. Most likely the bounds were meant the other way round, days up to today.
    static func dayRangeEndsBeforeToday(_ span: Span, text: String, day: String) -> Diagnostic {
        Diagnostic(.emptyRange, "range '\(text)' is empty: today is already after \(day), so no day can satisfy it", at: span,
                   help: "write 'range(\"\(day)\"...today)' for the days from \(day) up to today, or a later last day")
    }
}

extension DiagnosticCode {
    public static let nonPositiveMaxLength = DiagnosticCode("FC0316", .error, "maxLength is not positive", #"""
        `maxLength 0` or a negative length makes the field impossible to fill. Leave `maxLength` out for no limit.
        """#)
}

extension Diagnostic {
    static func nonPositiveMaxLength(_ span: Span, text: String) -> Diagnostic {
        Diagnostic(.nonPositiveMaxLength, "maxLength must be at least 1, found \(text)", at: span,
                   help: "remove 'maxLength' for no limit")
    }
}

extension DiagnosticCode {
    public static let invalidCurrencyCode = DiagnosticCode("FC0317", .error, "Invalid currency code", #"""
        Currency codes are the active codes of ISO 4217, as SIX publishes them in "List one" (formc's copy: the list published 2026-01-01, see docs/LANGUAGE.md, "Currencies"). A code in lower case gets a fix-it to the same code in capitals; a withdrawn code (`HRK`, `ANG`, `SLL`, ...) is named as such with the code that replaced it; any other code gets the nearest active code as a suggestion.
        """#)
}

extension Diagnostic {
    /// FC0317: a code that is not in ISO 4217's List one (`ISO4217`). The fix-it is the code
    /// in capitals when that is one (safe), else the code that replaced a withdrawn one, else
    /// the nearest code (both for a person to confirm).
    static func invalidCurrencyCode(_ code: String, at span: Span) -> Diagnostic {
        let upper = code.uppercased()
        if upper != code, let row = ISO4217.currency(upper) {
            return Diagnostic(.invalidCurrencyCode, "'\(code)' is not an ISO 4217 currency code", at: span,
                              help: "ISO 4217 codes are three capital letters: '\(row.code)' is the \(row.name)",
                              // Safe: the same code in capitals.
                              fixIts: [FixIt(span: span, replacement: "\"\(upper)\"", safe: true)])
        }
        if let successor = ISO4217.successor(of: upper), let row = ISO4217.currency(successor) {
            return Diagnostic(.invalidCurrencyCode, "'\(code)' is a withdrawn ISO 4217 currency code", at: span,
                              help: "'\(row.code)' (\(row.name)) replaced it",
                              fixIts: [FixIt(span: span, replacement: "\"\(row.code)\"", safe: false)])
        }
        let suggestion = ISO4217.nearest(to: upper)
        return Diagnostic(.invalidCurrencyCode, "'\(code)' is not an ISO 4217 currency code", at: span,
                          help: suggestion.map { "did you mean '\($0.code)' (\($0.name))?" }
                              ?? "currency codes are those of ISO 4217's List one (\(ISO4217.publicationDate)), such as 'EUR'",
                          fixIts: suggestion.map { [FixIt(span: span, replacement: "\"\($0.code)\"", safe: false)] } ?? [])
    }
}

extension DiagnosticCode {
    public static let equalsUnknownField = DiagnosticCode("FC0318", .error, "equals() names an unknown field", #"""
        `equals(field)` must name a field of the same form.
        """#)
}

extension Diagnostic {
    static func equalsUnknownField(_ target: Identifier, suggestion: String?) -> Diagnostic {
        Diagnostic(.equalsUnknownField, "'equals' names unknown field '\(target.name)'", at: target.span,
                   // Not safe here and in the focus order: the field meant may not be declared yet.
                   help: didYouMean(suggestion), fixIts: replace(target.span, with: suggestion, safe: false))
    }
}

extension DiagnosticCode {
    public static let equalsTypeMismatch = DiagnosticCode("FC0319", .error, "equals() compares different types", #"""
        `equals` compares two values of the same Swift type; a text field never equals an int field.
        """#)
}

extension Diagnostic {
    static func equalsTypeMismatch(_ target: Identifier, field: String, type: FieldKind, otherType: FieldKind) -> Diagnostic {
        Diagnostic(.equalsTypeMismatch,
                   "\(type.fieldPhrase) '\(field)' cannot equal \(otherType.fieldPhrase) '\(target.name)'",
                   at: target.span, help: "compare fields of the same type")
    }
}

extension DiagnosticCode {
    public static let focusUnknownField = DiagnosticCode("FC0320", .error, "Focus order names an unknown field", #"""
        Every name in `focus` must be a field of the form.
        """#)
}

extension Diagnostic {
    static func focusUnknownField(_ id: Identifier, suggestion: String?) -> Diagnostic {
        Diagnostic(.focusUnknownField, "focus order names unknown field '\(id.name)'", at: id.span,
                   help: didYouMean(suggestion), fixIts: replace(id.span, with: suggestion, safe: false))
    }
}

extension DiagnosticCode {
    public static let focusRepeatedField = DiagnosticCode("FC0321", .error, "Focus order repeats a field", #"""
        A field can appear once in the focus order; Next would otherwise cycle.
        """#)
}

extension Diagnostic {
    static func focusRepeatedField(_ id: Identifier, first: Span) -> Diagnostic {
        Diagnostic(.focusRepeatedField, "'\(id.name)' appears twice in the focus order", at: id.span,
                   notes: [DiagnosticNote("first named here", at: first)], help: "remove the second one")
    }
}

extension DiagnosticCode {
    public static let initialFocusInvalid = DiagnosticCode("FC0322", .error, "Invalid initial focus", #"""
        `initialFocus` must name a field that can take focus: not unknown, not disabled, not a date picker.
        """#)
}

extension Diagnostic {
    static func initialFocusUnknown(_ id: Identifier, suggestion: String?) -> Diagnostic {
        Diagnostic(.initialFocusInvalid, "'initialFocus' names unknown field '\(id.name)'", at: id.span,
                   help: didYouMean(suggestion), fixIts: replace(id.span, with: suggestion, safe: false))
    }

    /// `kind` is the field's kind when that is why it cannot take focus, nil when it is disabled.
    static func initialFocusNotFocusable(_ id: Identifier, kind: FieldKind?, control: Control) -> Diagnostic {
        Diagnostic(.initialFocusInvalid,
                   kind.map { "'initialFocus' names \(control.fieldPhrase($0)) '\(id.name)', which cannot take keyboard focus" }
                       ?? "'initialFocus' names disabled field '\(id.name)', which cannot take focus",
                   at: id.span, help: "name a field people type into")
    }
}

extension DiagnosticCode {
    public static let fieldMissingFromFocusOrder = DiagnosticCode("FC0323", .warning, "Field missing from the focus order", #"""
        With an explicit `focus` list, a focusable field left out of it can only be reached by tapping; Next skips it. Add it, or disable the field.
        """#)
}

extension Diagnostic {
    /// `listEnd`: where the `focus` list's last name ends; the fix-it adds the field there.
    static func fieldMissingFromFocusOrder(_ name: Identifier, focusSpan: Span?, listEnd: Int? = nil,
                                           what: String = "field") -> Diagnostic {
        Diagnostic(.fieldMissingFromFocusOrder, "\(what) '\(name.name)' is missing from the focus order", at: name.span,
                   notes: focusSpan.map { [DiagnosticNote("the focus order is declared here", at: $0)] } ?? [],
                   help: what == "field" ? "add '\(name.name)' to 'focus', or mark it 'disabled'"
                       : "add '\(name.name)' to 'focus': its rows take focus there, row after row",
                   // Not safe: where in the order it goes is the person's choice; it goes last.
                   fixIts: listEnd.map { [FixIt(span: Span.at($0), replacement: ", \(name.name)", safe: false)] } ?? [])
    }
}

extension DiagnosticCode {
    public static let invalidPattern = DiagnosticCode("FC0324", .error, "Invalid pattern", #"""
        The pattern is not a valid ECMA-262 regular expression. The diagnostic points at the offending characters inside the string literal, escapes accounted for.
        """#)
}

extension Diagnostic {
    static func invalidPattern(_ span: Span, message: String) -> Diagnostic {
        Diagnostic(.invalidPattern, "invalid pattern: \(message)", at: span)
    }
}

extension DiagnosticCode {
    public static let nonPortablePattern = DiagnosticCode("FC0325", .warning, "Pattern is not portable", #"""
        The pattern is valid, but outside the JSON Schema interoperable subset (lookbehind, `\\b`, Unicode classes...) or beyond what one of the engines accepts (a repetition count above 16,777,215, which ICU refuses), so Swift, web and server validators may disagree about it. A pattern without this warning matches the same values in ICU, Python `re` and ECMA-262 with the `u` and the `v` flag ([RUNTIME.md](RUNTIME.md)).
        """#)
}

extension Diagnostic {
    static func nonPortablePattern(_ span: Span, message: String) -> Diagnostic {
        Diagnostic(.nonPortablePattern, "pattern may behave differently in Swift and JSON Schema: \(message)", at: span)
    }
}

extension DiagnosticCode {
    public static let conditionNotSupported = DiagnosticCode("FC0326", .error, "Condition not supported on this property", #"""
        Only `visible` (on fields and sections) and `required` (on fields) take a `when` condition. `hidden when`, `enabled when` and a condition on any other property parse, but formc does not support them; the file fails clearly rather than strangely. Write `visible when !(...)` for `hidden when ...`.
        """#)
}

extension Diagnostic {
    static func conditionNotSupported(_ name: Identifier, when: Span) -> Diagnostic {
        Diagnostic(.conditionNotSupported, "'\(name.name)' cannot take a condition", at: when,
                   help: name.name == "hidden" ? "write 'visible when !(...)' with the condition under which the field is shown"
                                               : "only 'visible' and 'required' take 'when'; remove the condition")
    }
}

extension DiagnosticCode {
    public static let fieldKindNotSupported = DiagnosticCode("FC0327", .error, "A control's name as a field type", #"""
        The type is the name of a SwiftUI control, not a field kind. A field's kind
        decides its control, and a few properties show it as another: `picker` is a `choice`,
        `datePicker` a `date`, `textField` a `text`, `secureField` a `secure`, `textEditor` a
        `multiline`, `checkbox` a `toggle`, and `stepper` an `int` with the `stepper` property and a
        range. The fix-it writes the kind (where the field also needs a property, such as its
        `stepper` line, it is not applied by `--fix`). A control formc does not have is reported as
        not supported yet.
        """#)
}

extension Diagnostic {
    /// A SwiftUI control's name written as a field's type: the kind that shows that control,
    /// and the property it needs (`int` with `stepper`); a fix-it to the kind, safe when the
    /// kind alone gives the control.
    static func fieldKindNotSupported(_ name: Identifier, kind: String?, property: String?) -> Diagnostic {
        guard let kind else {
            return Diagnostic(.fieldKindNotSupported, "field type '\(name.name)' is not supported yet", at: name.span,
                              help: "formc supports \(quotedList(Language.fieldKindSpellings)) fields today")
        }
        let help = property.map { "a '\(kind)' field with the '\($0)' property is shown as a SwiftUI \(name.name)" }
            ?? "a '\(kind)' field is shown as a SwiftUI \(name.name)"
        return Diagnostic(.fieldKindNotSupported, "'\(name.name)' is a SwiftUI control, not a field type: write '\(kind)'",
                          at: name.span, help: help,
                          fixIts: [FixIt(span: name.span, replacement: kind, safe: property == nil)])
    }
}

extension DiagnosticCode {
    public static let unknownOption = DiagnosticCode("FC0328", .error, "Unknown option", #"""
        The value is not one of the options of the property: `validateOn` takes `change`, `blur` or `submit`; `autocorrection` `on` or `off`; `keyboardToolbar` `previous`, `next`, `done`, `toggleSign`; and so on.
        """#)
}

extension Diagnostic {
    static func unknownOption(_ name: Identifier, property: String, options: [String]) -> Diagnostic {
        let suggestion = Spelling.suggest(name.name, from: options)
        return Diagnostic(.unknownOption, "unknown value '\(name.name)' for '\(property)'", at: name.span,
                          help: didYouMean(suggestion) ?? "expected \(quotedList(options))",
                          fixIts: replace(name, with: suggestion, among: options))
    }
}

extension DiagnosticCode {
    public static let unknownArgumentLabel = DiagnosticCode("FC0329", .error, "Unknown argument label", #"""
        Every validator takes `message:`; `submit` takes `action:`; `shortcut` takes `modifiers:`; formats take `fractionDigits:`, `code:` or `style:`. Any other label is a typo.
        """#)
}

extension Diagnostic {
    static func unknownArgumentLabel(_ label: Identifier, of owner: String, allowed: [String]) -> Diagnostic {
        let suggestion = Spelling.suggest(label.name, from: allowed)
        let help: String?
        if let suggestion { help = "did you mean '\(suggestion):'?" }
        else if allowed.isEmpty { help = "'\(owner)' takes no labelled arguments" }
        else { help = "'\(owner)' takes \(quotedList(allowed.map { $0 + ":" }))" }
        return Diagnostic(.unknownArgumentLabel, "unknown argument label '\(label.name):' for '\(owner)'", at: label.span,
                          help: help, fixIts: replace(label, with: suggestion, among: allowed))
    }
}

extension DiagnosticCode {
    public static let invalidPlatform = DiagnosticCode("FC0330", .error, "Invalid platform", #"""
        formc generates code for iOS 15 and later: `@FocusState`, `onSubmit` and `submitLabel` are iOS 15 APIs. The platform is written `platform iOS 15` (or `16`, `17.4`...), each part of the version at most three digits (Swift's `@available` cannot take more).
        """#)
}

extension Diagnostic {
    static func invalidPlatform(_ span: Span, found: String) -> Diagnostic {
        Diagnostic(.invalidPlatform, "expected a platform such as 'iOS 15', found '\(found)'", at: span)
    }

    static func platformNotIOS(_ os: Identifier) -> Diagnostic {
        let fix = os.name.lowercased() == "ios" ? [FixIt(span: os.span, replacement: "iOS", safe: true)] : []
        return Diagnostic(.invalidPlatform, "formc generates code for iOS only, found '\(os.name)'", at: os.span,
                          help: "write 'platform iOS 15' or later", fixIts: fix)
    }

    static func platformOutOfRange(_ span: Span, found: String) -> Diagnostic {
        Diagnostic(.invalidPlatform, "expected a platform such as 'iOS 15', found 'iOS \(found)'", at: span,
                   help: "each part of an iOS version has at most three digits")
    }

    static func platformTooOld(_ span: Span, version: PlatformVersion) -> Diagnostic {
        Diagnostic(.invalidPlatform, "formc needs iOS 15 or later, found iOS \(version)", at: span,
                   help: "the generated views use @FocusState, onSubmit and submitLabel, which are iOS 15",
                   // Not safe: raising the deployment target is the project's decision.
                   fixIts: [FixIt(span: span, replacement: "15", safe: false)])
    }
}

extension DiagnosticCode {
    public static let formatNotApplicable = DiagnosticCode("FC0331", .error, "Format does not fit the field type", #"""
        Formats fit types: `number` any numeric field, `currency` `currency(...)` fields (on `decimal` and `double` it is FC0380), `percent` `percent`, `decimal` and `double`, `date` only `date`.
        """#)
}

extension Diagnostic {
    static func formatNotApplicable(_ name: Identifier, field: String, type: FieldKind) -> Diagnostic {
        Diagnostic(.formatNotApplicable, "format '\(name.name)' does not apply to \(type.fieldPhrase) '\(field)'", at: name.span)
    }

    static func currencyCodeConflict(_ span: Span, format: String, type: String) -> Diagnostic {
        Diagnostic(.formatNotApplicable, "format currency '\(format)' contradicts the field's currency '\(type)'", at: span,
                   help: "drop 'code:': the format uses the field's currency")
    }
}

extension DiagnosticCode {
    public static let formWithoutFields = DiagnosticCode("FC0332", .warning, "Form without fields", #"""
        A form without fields generates an empty view; it is usually a mistake.
        """#)
}

extension Diagnostic {
    static func formWithoutFields(_ name: Identifier) -> Diagnostic {
        Diagnostic(.formWithoutFields, "form '\(name.name)' has no fields", at: name.span,
                   help: "add a field such as 'field name: text'")
    }
}

extension DiagnosticCode {
    public static let unknownIgnoredCode = DiagnosticCode("FC0333", .warning, "Unknown diagnostic id in formc:ignore", #"""
        A `// formc:ignore` comment names an id that does not exist, or the id of an error: errors cannot be silenced. A retired id (docs/DIAGNOSTICS.md, "Retired ids") is read as the id that now reports what it did.
        """#)
}

extension Diagnostic {
    static func unknownIgnoredCode(_ span: Span, id: String) -> Diagnostic {
        let ids = DiagnosticCode.allCases.map(\.id)
        let suggestion = Spelling.suggest(id, from: ids)
        return Diagnostic(.unknownIgnoredCode, "unknown diagnostic id '\(id)' in 'formc:ignore'", at: span,
                          // Ids are near each other (FC0210, FC0201): `isUnambiguous` seldom allows one.
                          help: didYouMean(suggestion), fixIts: replace(span, with: suggestion,
                                                                        safe: suggestion.map { Spelling.isUnambiguous(id, $0, among: ids) } ?? false))
    }

    /// `id` names `code`, or is a retired id whose successor `code` is.
    static func errorCannotBeIgnored(_ span: Span, id: String, code: DiagnosticCode) -> Diagnostic {
        let message = id.uppercased() == code.id ? "'\(code.id)' is an error and cannot be ignored"
            : "'\(id)' is retired: formc reports it as \(code.id), an error, which cannot be ignored"
        return Diagnostic(.unknownIgnoredCode, message, at: span, help: "fix the error instead")
    }
}

extension DiagnosticCode {
    public static let duplicateValidator = DiagnosticCode("FC0334", .warning, "Duplicate validator", #"""
        A validator listed twice runs twice and shows its message twice.
        """#)
}

extension Diagnostic {
    static func duplicateValidator(_ name: ValidatorName, at span: Span, field: String, first: Span) -> Diagnostic {
        Diagnostic(.duplicateValidator, "'\(name.spec.spelling)' is listed twice for field '\(field)'", at: span,
                   notes: [DiagnosticNote("first listed here", at: first)], help: "remove one of them")
    }
}

extension DiagnosticCode {
    public static let equalsSelf = DiagnosticCode("FC0335", .error, "equals() names its own field", #"""
        A field always equals itself, so `equals` naming its own field checks nothing.
        """#)
}

extension Diagnostic {
    static func equalsSelf(_ target: Identifier, field: String) -> Diagnostic {
        Diagnostic(.equalsSelf, "field '\(field)' cannot be compared with itself", at: target.span,
                   help: "name the field it must match, such as 'equals(password)'")
    }
}

extension DiagnosticCode {
    public static let propertyNotApplicable = DiagnosticCode("FC0336", .error, "Property does not fit the field type", #"""
        A field property that only some kinds of field take, on a field of another kind. The language table says which kinds take each (docs/LANGUAGE.md, "Fields"): `allowNegative` numbers, `allowedCharacters` text (a number field takes digits, its locale's decimal separator and, with `allowNegative`, a minus sign, and nothing else), `lines` a `multiline`, `passwordReveal` a `secure`, `stepper` an `int`, `option` a `choice` or `choices`; the keyboard's properties and the text field styles only the fields typed on a keyboard, so a `date` (a DatePicker), a `toggle` or a `choice` takes none of them. The message says what the property does and which kinds take it, and which kind to declare when one holds the same value; the fix-it removes the line (not applied by `--fix`).
        """#)

    /// Ids formc no longer reports, each folded into the diagnostic that reports what it did
    /// (`successor`). An id is never reused; `// formc:ignore` of a retired id is read as one
    /// of its successor (`Suppression`), and `formc explain` names the successor.
    public static let retired: [RetiredCode] = [
        RetiredCode(id: "FC0370", title: "Password reveal on a field that is not secure", successor: .propertyNotApplicable),
        RetiredCode(id: "FC0371", title: "Clear button on a field without one line of text", successor: .propertyNotApplicable),
        RetiredCode(id: "FC0372", title: "Text field style on a control that is not a text field", successor: .propertyNotApplicable),
        RetiredCode(id: "FC0373", title: "Validity border on a control without typed text", successor: .propertyNotApplicable),
        RetiredCode(id: "FC0374", title: "Lines on a field that is not multiline", successor: .propertyNotApplicable),
        RetiredCode(id: "FC0385", title: "Stepper on a field that is not int", successor: .propertyNotApplicable),
    ]
}

extension Diagnostic {
    /// `property`, written on a field of `kind`, which its row's `appliesTo` leaves out: what the
    /// property does (its row's doc) and which kinds take it, why this field has no use for it,
    /// and the kind to declare when one of those holds the same value. `whole` is the
    /// property's line, which the fix-it removes.
    static func propertyNotApplicable(_ name: Identifier, whole: Span, field: String, kind: FieldKind,
                                      property: PropertySpec) -> Diagnostic {
        let appliesTo = property.appliesTo
        let what = "only \(appliesTo.phrase) fields take '\(name.name)': \(quoted(property.doc))"
        // The kinds that take the property and hold what this field holds (the same value, else
        // a number for a number): declaring one is the fix.
        let same = appliesTo.kinds.filter { $0.value == kind.value }
        let alike = !same.isEmpty ? same : appliesTo.kinds.filter { $0.value.isNumeric && kind.value.isNumeric }
        let why: String
        if !kind.control.takesKeyboard, appliesTo.isSubset(of: .keyboardInput) {
            why = "a \(kind.spec.spelling) field is a \(kind.control.swiftUIName), which has no keyboard or text"
        } else if kind.value.isNumeric, appliesTo == .text {
            why = "a number field takes only digits, its locale's decimal separator and, with 'allowNegative', a minus sign: "
                + "remove the line, or make '\(field)' a 'text' field for a code made of digits"
        } else if alike.count == 1 {
            why = "declare '\(field)' '\(alike[0].spec.spelling)', or remove '\(name.name)'"
        } else {
            why = "remove '\(name.name)'"
        }
        return Diagnostic(.propertyNotApplicable, "'\(name.name)' does not apply to \(kind.fieldPhrase) '\(field)'",
                          at: name.span, help: what + "; " + why, fixIts: [FixIt(span: whole, replacement: "", safe: false)])
    }

    /// A row's doc as a message quotes it: code in single quotes, not Markdown's backticks.
    static func quoted(_ doc: String) -> String { String(doc.map { $0 == "`" ? "'" : $0 }) }
}

extension DiagnosticCode {
    public static let fieldNotFocusable = DiagnosticCode("FC0337", .error, "Field cannot take focus", #"""
        A `date` field is a DatePicker, a `toggle` a Toggle, a `choice` a Picker and an `int` with `stepper` a Stepper, which `@FocusState` does not drive and which take no typing; they cannot be part of the focus order (or be `initialFocus`, FC0322). Leave them out of `focus`: people tap them, and Return and Next skip them.
        """#)
}

extension Diagnostic {
    /// A field of a kind that takes no focus (`FieldKindSpec.takesFocus`) in a focus list.
    static func kindNotFocusable(_ id: Identifier, kind: FieldKind, control: Control, property: String) -> Diagnostic {
        let what = control.fieldPhrase(kind)
        return Diagnostic(.fieldNotFocusable, "\(what) '\(id.name)' cannot take keyboard focus", at: id.span,
                          help: "remove it from '\(property)': a \(control.swiftUIName) is not driven by @FocusState")
    }
}

extension DiagnosticCode {
    public static let reservedFieldName = DiagnosticCode("FC0338", .error, "Field name is reserved in generated Swift", #"""
        The generated model is a Swift struct with one property per field, next to a
        few members of its own: `submit()`, the nested types `Field` and `Values`, and `focusTracker`;
        the values struct gets `CodingKeys` and `hashValue` from `Codable` and `Hashable`; and Swift
        cannot name an enum case `_`, `Type` or `Protocol`, even in backticks. The model also calls
        FormRuntime's `TextInput`, `NumberInput`, `DateInput`, `NumberField`, `TextFilter`,
        `FormErrors` and `FocusTracker` by name, and refers to its own types, `FValues` and `FModel` for
        form `F`: a property with one of those names would be found in their place. A field with any of
        these names would not compile, so formc stops here instead. Swift keywords such as `class`,
        `default` or `Self`, and type names such as `String`, are fine: keywords are emitted in
        backticks, and Swift looks up only types where a type is expected.
        """#)
}

extension Diagnostic {
    static func reservedFieldName(_ name: Identifier, form: String) -> Diagnostic {
        Diagnostic(.reservedFieldName,
                   "field name '\(name.name)' is reserved in the Swift generated for form '\(form)'",
                   at: name.span,
                   help: "rename the field, for example to '\(name.name)Value'; the label shown to people can stay the same")
    }
}

extension DiagnosticCode {
    public static let onlyEmptyText = DiagnosticCode("FC0339", .warning, "Length allows only the empty text", #"""
        `length(0)`, and the ranges that mean the same (`length(0...0)`, `length(0..<1)`, `length(...0)`), accept the empty text and nothing else: whatever is typed into the field is invalid. The validator is kept as written (JSON Schema `maxLength: 0`, the message "... must be empty."), but a field that must stay empty is almost always a mistake for an upper bound such as `length(...10)`.
        """#)
}

extension Diagnostic {
    /// FC0339: `length(0)` and its equivalents; `text` is the argument as written.
    static func onlyEmptyText(_ span: Span, text: String) -> Diagnostic {
        Diagnostic(.onlyEmptyText, "'length(\(text))' allows only the empty text", at: span,
                   help: "nothing typed into the field is valid; give the length an upper bound above 0, or remove it")
    }
}

extension DiagnosticCode {
    public static let patternNestedTooDeep = DiagnosticCode("FC0340", .error, "Pattern nested too deep", #"""
        The pattern nests groups more than 64 levels deep. That is valid ECMA-262, but it is formc's limit: the pattern checker stops there so that hostile input cannot exhaust its stack, and ICU, which the app's validation runs on, refuses patterns nested about 100 levels deep anyway. No real validation pattern needs that many levels; remove the groups that hold a single group.
        """#)
}

extension Diagnostic {
    static func patternNestedTooDeep(_ span: Span, message: String) -> Diagnostic {
        Diagnostic(.patternNestedTooDeep, "pattern too deeply nested: \(message)", at: span)
    }
}

extension DiagnosticCode {
    public static let patternBacktracking = DiagnosticCode("FC0341", .warning, "Pattern can backtrack catastrophically", #"""
        A repetition in the pattern can match the same text in more than one way: its body repeats something that repeats too (`(a+)+`, `(\w+\s?)*`), or two of its alternatives match the same text (`(a|a)*`, `(.|\s)*`). Python `re` and JavaScript engines try every way before they reject a value, and the number of ways doubles with each character, so a value of a few dozen characters can hang a server or a browser validating the form. The message gives an equivalent pattern when there is an obvious one (`(a+)+` is `a+`, `(a*)*` is `a*`, `(a|b)*` with single characters is `[ab]*`); otherwise make each repetition start or end with something the previous one cannot match, as in the example. formc flags only loops it can prove ambiguous from a few characters, so a pattern without this warning can still be slow.
        """#)
}

extension Diagnostic {
    static func patternBacktracking(_ span: Span, message: String) -> Diagnostic {
        Diagnostic(.patternBacktracking, "pattern can backtrack catastrophically: \(message)", at: span)
    }
}

extension DiagnosticCode {
    public static let halfOpenDateRange = DiagnosticCode("FC0366", .error, "Half-open date range", #"""
        A date field's `range` includes both of its days, as the date picker offers them: `range("2024-01-01"..."2024-12-31")`, `range(today...)`. `..<` would leave out its last day, which a picker cannot show as a limit; write the last allowed day with `...` instead.
        """#)
}

extension Diagnostic {
    static func halfOpenDateRange(_ span: Span, text: String) -> Diagnostic {
        Diagnostic(.halfOpenDateRange, "a date range includes both of its days: write '...' instead of '..<' in '\(text)'",
                   at: span, help: "write the last allowed day as the upper bound, with '...'")
    }
}

extension DiagnosticCode {
    public static let currencyFormatOnPlainNumber = DiagnosticCode("FC0380", .error, "Currency format on a plain number field", #"""
        `format currency` on a `decimal` or `double` field would make it an amount of money in name only: the field's type decides the symbol shown beside it, the fraction digits its currency has, and the schema's `x-formc-currency` and `multipleOf`. Make the field a `currency("...")` field instead; the fix-it does that with the format's `code:` (a `double` field's value then becomes a `Decimal`, which is what money needs, so a person confirms it).
        """#)
}

extension Diagnostic {
    /// FC0380: `format currency` on a `decimal` or `double` field, which the field's type
    /// would not carry (no symbol, no minor units, no `x-formc-currency`). The fix makes it a
    /// `currency(...)` field; `double` becomes `Decimal` then, so a person confirms it.
    static func currencyFormatOnPlainNumber(_ span: Span, field: String, type: FieldKind, code: String?,
                                            typeSpan: Span, optional: Bool) -> Diagnostic {
        guard let code else {
            // No code written: which currency the amount is in, only the author knows.
            return Diagnostic(.currencyFormatOnPlainNumber,
                              "format 'currency' on \(type.fieldPhrase) '\(field)' names no currency: an amount of money is a 'currency(...)' field",
                              at: span,
                              help: "make the field 'currency(\"...\")\(optional ? "?" : "")' with the ISO 4217 code of its currency, as in 'currency(\"USD\")'")
        }
        let replacement = "currency(\"\(code)\")" + (optional ? "?" : "")
        return Diagnostic(.currencyFormatOnPlainNumber,
                          "format 'currency' on \(type.fieldPhrase) '\(field)': an amount of money is a 'currency(...)' field",
                          at: span,
                          help: "make the field '\(replacement)'",
                          fixIts: [FixIt(span: typeSpan, replacement: replacement, safe: false)])
    }
}

extension DiagnosticCode {
    public static let duplicateJSONName = DiagnosticCode("FC0395", .error, "Two fields under one JSON key", #"""
        Each submitted field's value is stored in the JSON under its `jsonName`, or under its name when it has none, so two fields of a form cannot share one: the record would hold only one of the two values. This happens when a `jsonName` repeats another field's `jsonName`, or names another field (`field zip: text { jsonName "postalCode" }` beside a field `postalCode`). Give one of them another `jsonName`. A field with `notSubmitted` has no key and clashes with none.
        """#)

    public static let emptyJSONName = DiagnosticCode("FC0396", .error, "Empty JSON name", #"""
        `jsonName ""` would store the field's value under the empty key, which no form library or server reads as a field. Write the key the server expects, or leave `jsonName` out to use the field's name.
        """#)
}

extension Diagnostic {
    static func duplicateJSONName(_ key: String, at span: Span, field: String, other: String, first: Span) -> Diagnostic {
        Diagnostic(.duplicateJSONName, "'\(field)' and '\(other)' would both be submitted under the JSON key '\(key)'", at: span,
                   notes: [DiagnosticNote("'\(other)' takes the key '\(key)' here", at: first)],
                   help: "give one of them another 'jsonName'")
    }

    static func emptyJSONName(_ span: Span, field: String) -> Diagnostic {
        Diagnostic(.emptyJSONName, "'\(field)' cannot be submitted under an empty JSON key", at: span,
                   help: "write the key the server expects, or remove 'jsonName' to use the field's name")
    }
}
