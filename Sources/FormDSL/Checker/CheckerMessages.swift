/// Every diagnostic the checker produces, built in one place so the wording stays consistent:
/// messages start in lower case, end without a period, and quote code in single quotes;
/// `help:` lines are one suggestion each.
extension Diagnostic {
    // MARK: Helpers

    static func didYouMean(_ suggestion: String?) -> String? {
        suggestion.map { "did you mean '\($0)'?" }
    }

    /// The fix-it of a did-you-mean; `safe` as `FixIt.isSafe` says.
    static func replace(_ span: Span, with suggestion: String?, safe: Bool) -> [FixIt] {
        suggestion.map { [FixIt(span: span, replacement: $0, safe: safe)] } ?? []
    }

    /// The fix-it of a did-you-mean among the names of the language and its vocabularies:
    /// safe when `Spelling.isUnambiguous` says so.
    static func replace<S: Sequence>(_ name: Identifier, with suggestion: String?, among candidates: S) -> [FixIt]
    where S.Element == String {
        replace(name.span, with: suggestion,
                safe: suggestion.map { Spelling.isUnambiguous(name.name, $0, among: candidates) } ?? false)
    }

    static func quotedList(_ items: [String]) -> String {
        let quoted = items.map { "'\($0)'" }
        if quoted.count <= 1 { return quoted.first ?? "" }
        return quoted.dropLast().joined(separator: ", ") + " or " + quoted.last!
    }

    /// A string from the file as a `.form` string literal, escaped so that a message shows
    /// it on one line and as written: `"en-US"`, `"a\nb"`.
    static func literal(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar.value == 0x2028 || scalar.value == 0x2029
                    || (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value) {
                    out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    static func describe(_ s: KeyboardShortcut) -> String {
        (s.modifiers.map(\.rawValue) + [s.key]).joined(separator: "+")
    }

    // MARK: Declarations

    static func duplicateForm(_ name: Identifier, first: Span) -> Diagnostic {
        Diagnostic(.duplicateForm, "form '\(name.name)' is declared twice", at: name.span,
                   notes: [DiagnosticNote("'\(name.name)' is first declared here", at: first)],
                   help: "rename one of them: form names become Swift type names")
    }

    static func reservedFieldName(_ name: Identifier, form: String) -> Diagnostic {
        Diagnostic(.reservedFieldName,
                   "field name '\(name.name)' is reserved in the Swift generated for form '\(form)'",
                   at: name.span,
                   help: "rename the field, for example to '\(name.name)Value'; the label shown to people can stay the same")
    }

    static func duplicateField(_ name: Identifier, form: String, first: Span) -> Diagnostic {
        Diagnostic(.duplicateField, "field '\(name.name)' is declared twice in form '\(form)'", at: name.span,
                   notes: [DiagnosticNote("'\(name.name)' is first declared here", at: first)],
                   help: "rename or remove one of them")
    }

    static func formWithoutFields(_ name: Identifier) -> Diagnostic {
        Diagnostic(.formWithoutFields, "form '\(name.name)' has no fields", at: name.span,
                   help: "add a field such as 'field name: text'")
    }

    static func nestedSection(_ keyword: Span) -> Diagnostic {
        Diagnostic(.propertyNotAllowedHere, "a section cannot contain another section", at: keyword,
                   help: "move the inner section into the form body")
    }

    // MARK: Properties

    /// `safe`: the suggestion is formc's name of a SwiftUI or UIKit one, or an unambiguous typo.
    static func unknownProperty(_ name: Identifier, place: PropertyPlace, suggestion: String?, safe: Bool) -> Diagnostic {
        Diagnostic(.unknownProperty, "unknown property '\(name.name)' in \(place.phrase)", at: name.span,
                   help: didYouMean(suggestion), fixIts: replace(name.span, with: suggestion, safe: safe))
    }

    static func propertyNotAllowedHere(_ name: Identifier, place: PropertyPlace, belongs: PropertyPlace) -> Diagnostic {
        Diagnostic(.propertyNotAllowedHere, "'\(name.name)' belongs in \(belongs.phrase), not in \(place.phrase)",
                   at: name.span, help: "move '\(name.name)' into \(belongs.phrase)")
    }

    static func validatorWrittenAsProperty(_ name: Identifier) -> Diagnostic {
        Diagnostic(.unknownProperty, "'\(name.name)' is a validator, not a property", at: name.span,
                   help: "write 'validate \(name.name)'", fixIts: [FixIt(span: Span.at(name.span.start), replacement: "validate ", safe: true)])
    }

    static func duplicateProperty(_ name: Identifier, first: Span) -> Diagnostic {
        Diagnostic(.duplicateProperty, "'\(name.name)' is set twice", at: name.span,
                   notes: [DiagnosticNote("first set here", at: first)],
                   help: "keep one of them")
    }

    static func conditionNotSupported(_ name: Identifier, when: Span) -> Diagnostic {
        Diagnostic(.conditionNotSupported, "'\(name.name)' cannot take a condition", at: when,
                   help: name.name == "hidden" ? "write 'visible when !(...)' with the condition under which the field is shown"
                                               : "only 'visible' and 'required' take 'when'; remove the condition")
    }

    /// Property `name` (which applies to the kinds `appliesTo`) on a field of another kind.
    static func propertyNotApplicable(_ name: Identifier, field: String, type: ValueType,
                                      appliesTo: FieldKindSet) -> Diagnostic {
        let kind = type.kind.spec
        let why: String
        if !kind.takesKeyboard, appliesTo.isSubset(of: .keyboardInput) {
            why = "a \(kind.spelling) field is a \(kind.control.swiftUIName), which has no keyboard or text"
        } else if name.name == "allowedCharacters", type.isNumeric {
            why = "a number field takes only digits, its locale's decimal separator and, with 'allowNegative', a minus sign: "
                + "remove the line, or make '\(field)' a 'text' field for a code made of digits"
        } else {
            why = "only \(appliesTo.phrase) fields take '\(name.name)'"
        }
        return Diagnostic(.propertyNotApplicable, "'\(name.name)' does not apply to \(type.fieldPhrase) '\(field)'",
                          at: name.span, help: why)
    }

    // MARK: Arguments

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

    static func unknownArgumentLabel(_ label: Identifier, of owner: String, allowed: [String]) -> Diagnostic {
        let suggestion = Spelling.suggest(label.name, from: allowed)
        let help: String?
        if let suggestion { help = "did you mean '\(suggestion):'?" }
        else if allowed.isEmpty { help = "'\(owner)' takes no labelled arguments" }
        else { help = "'\(owner)' takes \(quotedList(allowed.map { $0 + ":" }))" }
        return Diagnostic(.unknownArgumentLabel, "unknown argument label '\(label.name):' for '\(owner)'", at: label.span,
                          help: help, fixIts: replace(label, with: suggestion, among: allowed))
    }

    static func unlabelledFormatArgument(_ a: Argument, format: String, allowed: [String]) -> Diagnostic {
        Diagnostic(.wrongArgument, "format '\(format)' takes labelled arguments", at: a.span,
                   help: "write \(quotedList(allowed.map { $0 + ": ..." }))")
    }

    // MARK: Names

    /// Unknown keyboard, content type, submit label, autocapitalization or validator.
    static func unknownName(_ code: DiagnosticCode, _ kind: String, _ name: Identifier, among candidates: [String]) -> Diagnostic {
        var suggestion = Spelling.suggest(name.name, from: candidates)
        var safe = suggestion.map { Spelling.isUnambiguous(name.name, $0, among: candidates) } ?? false
        // A content type is often written short (`email`, `street`): point at the full name,
        // a guess a person confirms.
        if suggestion == nil, code == .unknownContentType { suggestion = Spelling.suggestLonger(name.name, from: candidates) }
        // Names from UIKit and other validation libraries (`none`, `matches`): the same
        // meaning in formc's words.
        if suggestion == nil, let habit = CheckerVocabulary.habitualValues[code]?[name.name], candidates.contains(habit) {
            suggestion = habit
            safe = true
        }
        var message = "unknown \(kind) '\(name.name)'"
        if code == .unknownContentType { message += "; it is passed to UIKit as written" }
        return Diagnostic(code, message, at: name.span, help: didYouMean(suggestion),
                          fixIts: replace(name.span, with: suggestion, safe: safe))
    }

    static func unknownOption(_ name: Identifier, property: String, options: [String]) -> Diagnostic {
        let suggestion = Spelling.suggest(name.name, from: options)
        return Diagnostic(.unknownOption, "unknown value '\(name.name)' for '\(property)'", at: name.span,
                          help: didYouMean(suggestion) ?? "expected \(quotedList(options))",
                          fixIts: replace(name, with: suggestion, among: options))
    }

    static func unknownFieldType(_ name: Identifier, suggestion: String?) -> Diagnostic {
        Diagnostic(.unknownFieldType, "unknown field type '\(name.name)'", at: name.span,
                   help: didYouMean(suggestion) ?? "field types are \(quotedList(Language.fieldKindSpellings))",
                   fixIts: replace(name, with: suggestion, among: Language.fieldKindSpellings))
    }

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

    // MARK: Platform

    static func invalidLanguageTag(_ span: Span, tag: String, problem: String) -> Diagnostic {
        Diagnostic(.invalidLanguageTag, "'\(tag)' is not a language tag: \(problem)", at: span,
                   help: "write a BCP 47 tag as Xcode names localizations, such as \"en\", \"zh-Hans\" or \"pt-BR\"")
    }

    static func noBuiltInTranslations(_ span: Span, tag: String, templates: [MessageTemplate]) -> Diagnostic {
        let list = templates.map { "'\($0.key)' (\"\($0.english)\")" }.joined(separator: ", ")
        return Diagnostic(.noBuiltInTranslations,
                          "formc has no translation of its default messages in '\(tag)' (only in \(BuiltInLanguages.tags.joined(separator: ", "))); this form needs \(list)",
                          at: span,
                          help: "translate them in the strings catalog ('formc generate --emit strings'), or write each rule's 'message:'")
    }

    /// FC0512: no text of the form is in its language's script (`TextScript`). The help
    /// names a language of the texts' script when that is plain.
    static func textsNotInFormLanguage(_ span: Span, form: String, tag: String, declared: Bool, texts: [String]) -> Diagnostic {
        let expected = TextScript.expected(forLanguage: tag) ?? []
        let scriptNames = expected.map(\.name).joined(separator: " or ")
        let shown = texts.prefix(3).map { "\"\($0)\"" }.joined(separator: ", ") + (texts.count > 3 ? " and \(texts.count - 3) more" : "")
        let language = declared ? "form '\(form)' is in '\(tag)'" : "form '\(form)' declares no language, so its texts are taken as English ('en')"
        var found: [TextScript] = []
        for text in texts {
            for scalar in text.unicodeScalars {
                if let script = TextScript.of(scalar), !expected.contains(script), !found.contains(script) { found.append(script) }
            }
        }
        let suggestion: String?
        switch found.first {
        case .han?: suggestion = found.contains(.kana) ? "ja" : "zh-Hans"
        case .kana?: suggestion = "ja"
        case .hangul?: suggestion = "ko"
        case .cyrillic?: suggestion = "ru"
        case .greek?: suggestion = "el"
        case .hebrew?: suggestion = "he"
        case .arabic?: suggestion = "ar"
        case .devanagari?: suggestion = "hi"
        case .bengali?: suggestion = "bn"
        case .thai?: suggestion = "th"
        case .georgian?: suggestion = "ka"
        case .armenian?: suggestion = "hy"
        case .latin?: suggestion = "en"
        case nil: suggestion = nil
        }
        let declare = suggestion.map { "declare the language they are written in, such as 'language \"\($0)\"'" }
            ?? "declare the language they are written in"
        return Diagnostic(.textsNotInFormLanguage,
                          "\(language), but none of its texts is written in \(scriptNames) script: \(shown)", at: span,
                          help: declared ? "write the texts in '\(tag)', or \(declare); until then 'formc generate --emit strings' marks them for review"
                                         : declare)
    }

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

    // MARK: Literals and ranges

    static func literalTypeMismatch(_ e: Expr, what: String, field: String, type: ValueType) -> Diagnostic {
        let expected: String
        switch type.kind.value {
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

    /// FC0339: `length(0)` and its equivalents; `text` is the argument as written.
    static func onlyEmptyText(_ span: Span, text: String) -> Diagnostic {
        Diagnostic(.onlyEmptyText, "'length(\(text))' allows only the empty text", at: span,
                   help: "nothing typed into the field is valid; give the length an upper bound above 0, or remove it")
    }

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

    static func halfOpenWithoutUpper(_ span: Span) -> Diagnostic {
        Diagnostic(.wrongArgument, "a '..<' range needs an upper bound", at: span, help: "write 'a...' for no upper bound")
    }

    static func nonPositiveMaxLength(_ span: Span, text: String) -> Diagnostic {
        Diagnostic(.nonPositiveMaxLength, "maxLength must be at least 1, found \(text)", at: span,
                   help: "remove 'maxLength' for no limit")
    }

    static func intOverflow(_ span: Span, maxLength: Int, field: String) -> Diagnostic {
        Diagnostic(.intOverflow, "maxLength \(maxLength) allows more digits than int field '\(field)' can hold", at: span,
                   help: "Int holds -9223372036854775808 to 9223372036854775807 (19 digits); use 'maxLength 19' or less, or a 'decimal' or 'text' field",
                   // Not safe: a 'text' field may be what was meant.
                   fixIts: [FixIt(span: span, replacement: "19", safe: false)])
    }

    static func emptyAllowedCharacters(_ span: Span) -> Diagnostic {
        Diagnostic(.wrongArgument, "'allowedCharacters' is empty, so nothing could be typed", at: span,
                   help: "list the characters people may type, or remove the property")
    }

    static func shortcutKeyLength(_ span: Span, key: String) -> Diagnostic {
        Diagnostic(.wrongArgument, "a shortcut key is one character, found \"\(key)\"", at: span)
    }

    // MARK: Formats

    static func formatNotApplicable(_ name: Identifier, field: String, type: ValueType) -> Diagnostic {
        Diagnostic(.formatNotApplicable, "format '\(name.name)' does not apply to \(type.fieldPhrase) '\(field)'", at: name.span)
    }

    /// FC0240: `fractionDigits:` above the currency's minor units.
    static func fractionDigitsBeyondMinorUnits(_ span: Span, digits: Int, code: String, minorUnits: Int, field: String) -> Diagnostic {
        let minor = minorUnits == 0 ? "no minor unit" : minorUnits == 1 ? "1 fraction digit" : "\(minorUnits) fraction digits"
        return Diagnostic(.fractionDigitsBeyondMinorUnits,
                          "'\(field)' takes \(digits == 1 ? "1 fraction digit" : "\(digits) fraction digits"), but \(code) has \(minor) (ISO 4217)",
                          at: span,
                          help: "amounts that split the smallest \(code) unit are for prices per unit and rates; for an amount people pay, drop 'fractionDigits:' (the field then takes \(minorUnits))")
    }

    /// FC0380: `format currency` on a `decimal` or `double` field, which the field's type
    /// would not carry (no symbol, no minor units, no `x-formc-currency`). The fix makes it a
    /// `currency(...)` field; `double` becomes `Decimal` then, so a person confirms it.
    static func currencyFormatOnPlainNumber(_ span: Span, field: String, type: ValueType, code: String?,
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

    static func currencyCodeConflict(_ span: Span, format: String, type: String) -> Diagnostic {
        Diagnostic(.formatNotApplicable, "format currency '\(format)' contradicts the field's currency '\(type)'", at: span,
                   help: "drop 'code:': the format uses the field's currency")
    }

    // MARK: Validators

    static func validatorNotApplicable(_ name: Identifier, validator: ValidatorName, field: String,
                                       type: ValueType) -> Diagnostic {
        var help: String
        switch validator {
        case .range: help = "'range' limits numbers; use 'length' for text"
        case .length: help = "'length' counts characters of text; use 'range' or 'maxLength' for numbers"
        case .pattern, .email, .url, .phone: help = "'\(name.name)' checks text; make the field 'text'"
        case .required, .equals: help = "'\(name.name)' applies to \(validator.spec.appliesTo.phrase) fields"
        case .count: help = "'count' counts the options a 'choices' field picks; use 'length' for text and 'range' for numbers"
        }
        switch type.kind.value {
        case .boolean: help = "a \(type.name) is on or off: its one validator is 'required', which means it must be on"
        case .option: help = "a \(type.name) is one of its options: its one validator is 'required', which means one must be picked"
        case .optionSet: help = "a \(type.name) field is a set of its options: its validators are 'required' (at least one) and 'count'"
        case .text, .integer, .fraction, .date: break
        }
        return Diagnostic(.validatorNotApplicable, "'\(name.name)' does not apply to \(type.fieldPhrase) '\(field)'",
                          at: name.span, help: help)
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

    static func duplicateValidator(_ v: ValidatorDraft, field: String, first: Span) -> Diagnostic {
        Diagnostic(.duplicateValidator, "'\(v.name)' is listed twice for field '\(field)'", at: v.span,
                   notes: [DiagnosticNote("first listed here", at: first)], help: "remove one of them")
    }

    static func invalidPattern(_ span: Span, message: String) -> Diagnostic {
        Diagnostic(.invalidPattern, "invalid pattern: \(message)", at: span)
    }

    static func nonPortablePattern(_ span: Span, message: String) -> Diagnostic {
        Diagnostic(.nonPortablePattern, "pattern may behave differently in Swift and JSON Schema: \(message)", at: span)
    }

    static func patternNestedTooDeep(_ span: Span, message: String) -> Diagnostic {
        Diagnostic(.patternNestedTooDeep, "pattern too deeply nested: \(message)", at: span)
    }

    static func patternBacktracking(_ span: Span, message: String) -> Diagnostic {
        Diagnostic(.patternBacktracking, "pattern can backtrack catastrophically: \(message)", at: span)
    }

    static func equalsSelf(_ target: Identifier, field: String) -> Diagnostic {
        Diagnostic(.equalsSelf, "field '\(field)' cannot be compared with itself", at: target.span,
                   help: "name the field it must match, such as 'equals(password)'")
    }

    static func equalsUnknownField(_ target: Identifier, suggestion: String?) -> Diagnostic {
        Diagnostic(.equalsUnknownField, "'equals' names unknown field '\(target.name)'", at: target.span,
                   // Not safe here and in the focus order: the field meant may not be declared yet.
                   help: didYouMean(suggestion), fixIts: replace(target.span, with: suggestion, safe: false))
    }

    static func equalsTypeMismatch(_ target: Identifier, field: String, type: ValueType, otherType: ValueType) -> Diagnostic {
        Diagnostic(.equalsTypeMismatch,
                   "\(type.fieldPhrase) '\(field)' cannot equal \(otherType.fieldPhrase) '\(target.name)'",
                   at: target.span, help: "compare fields of the same type")
    }

    // MARK: Focus

    static func focusUnknownField(_ id: Identifier, suggestion: String?) -> Diagnostic {
        Diagnostic(.focusUnknownField, "focus order names unknown field '\(id.name)'", at: id.span,
                   help: didYouMean(suggestion), fixIts: replace(id.span, with: suggestion, safe: false))
    }

    static func focusRepeatedField(_ id: Identifier, first: Span) -> Diagnostic {
        Diagnostic(.focusRepeatedField, "'\(id.name)' appears twice in the focus order", at: id.span,
                   notes: [DiagnosticNote("first named here", at: first)], help: "remove the second one")
    }

    /// `toggle?`: a kind that is always on or off has no "nothing entered" state.
    static func optionalNotAllowed(_ mark: Span, kind: FieldKind) -> Diagnostic {
        let sets = kind.value == .optionSet
        return Diagnostic(.optionalNotAllowed,
                          "a \(kind.spec.spelling) field cannot be optional: " + (sets ? "nothing picked is the empty set" : "it is always on or off"),
                          at: mark,
                          help: "write '\(kind.spec.spelling)' without '?': " + (sets ? "it may stay empty unless it has 'validate required' or a 'count'" : "it submits false when off"),
                          fixIts: [FixIt(span: mark, replacement: "", safe: true)])
    }

    static func halfOpenDateRange(_ span: Span, text: String) -> Diagnostic {
        Diagnostic(.halfOpenDateRange, "a date range includes both of its days: write '...' instead of '..<' in '\(text)'",
                   at: span, help: "write the last allowed day as the upper bound, with '...'")
    }

    /// `kind` is the field's kind as written: `choice` or `choices`.
    static func emptyOption(_ span: Span, field: String, kind: FieldKind = .choice) -> Diagnostic {
        Diagnostic(.emptyOption, "an option of \(kind.spec.spelling) field '\(field)' is empty", at: span,
                   help: kind == .choices ? "give the option a value such as \"cheese\"; nothing picked is the empty set"
                       : "give the option a value such as \"US\"; for 'nothing picked', make the field optional ('choice?')")
    }

    static func duplicateOption(_ span: Span, value: String, field: String, first: Span, kind: FieldKind = .choice) -> Diagnostic {
        Diagnostic(.duplicateOption, "option \(literal(value)) appears twice in \(kind.spec.spelling) field '\(field)'", at: span,
                   notes: [DiagnosticNote("\(literal(value)) is first declared here", at: first)],
                   help: "remove one of them: each option submits its value, so two would be indistinguishable")
    }

    static func choiceWithoutOptions(_ name: Identifier, kind: FieldKind = .choice) -> Diagnostic {
        Diagnostic(.choiceWithoutOptions, "\(kind.spec.spelling) field '\(name.name)' has no options", at: name.span,
                   help: "add one 'option' line per option, such as 'option \"US\", label: \"United States\"'")
    }

    /// The fix-it is safe as any did-you-mean is: when `Spelling.isUnambiguous` says no other
    /// option is as near.
    static func defaultNotAnOption(_ span: Span, value: String, field: String, suggestion: String?,
                                   options: [String], kind: FieldKind = .choice) -> Diagnostic {
        Diagnostic(.defaultNotAnOption, "default \(literal(value)) is not an option of \(kind.spec.spelling) field '\(field)'", at: span,
                   help: suggestion.map { "did you mean \(literal($0))?" } ?? "write the value of one of its 'option' lines",
                   fixIts: suggestion.map {
                       [FixIt(span: span, replacement: literal($0), safe: Spelling.isUnambiguous(value, $0, among: options))]
                   } ?? [])
    }

    // MARK: Multiple choices

    /// `count(1...5)` on a field of three options: the upper end (or the lower) names more
    /// options than there are.
    /// `lower` is the count's lower bound, if it has one: the help writes the count without
    /// its upper bound from it.
    static func countAboveOptions(_ span: Span, text: String, field: String, options: Int, needsMore: Bool,
                                  lower: Int?) -> Diagnostic {
        let help: String
        if needsMore { help = "lower the count to at most \(options), or add options" }
        else if let lower { help = "write the upper bound as \(options) or less, or leave it out ('count(\(lower)...)')" }
        else { help = "write the upper bound as \(options - 1) or less, or remove the count: with \(options) options it allows every pick" }
        return Diagnostic(.countAboveOptions,
                          needsMore ? "'count(\(text))' needs more options than choices field '\(field)' has (\(options))"
                                    : "'count(\(text))' allows more options than choices field '\(field)' has (\(options))",
                          at: span, help: help)
    }

    /// `count(0)`, `count(3...1)`, `count(..<1)`: nothing, or only the empty set, satisfies it.
    static func countAllowsNothing(_ span: Span, text: String, onlyEmpty: Bool) -> Diagnostic {
        Diagnostic(.countAllowsNothing,
                   onlyEmpty ? "'count(\(text))' allows only picking nothing" : "'count(\(text))' is empty: no number of picks satisfies it",
                   at: span,
                   help: onlyEmpty ? "give the count an upper bound of 1 or more, or remove it"
                                   : "put the smaller bound first, as in 'count(1...3)'")
    }

    static func defaultRepeatsOption(_ span: Span, value: String, field: String, first: Span) -> Diagnostic {
        Diagnostic(.defaultRepeatsOption, "default names option \(literal(value)) of choices field '\(field)' twice", at: span,
                   notes: [DiagnosticNote("\(literal(value)) is first named here", at: first)],
                   help: "remove the second one: an option is picked or not")
    }

    static func defaultAboveCount(_ span: Span, picks: Int, max: Int, field: String) -> Diagnostic {
        Diagnostic(.defaultAboveCount,
                   "default picks \(picks) options of choices field '\(field)', but its count allows at most \(max)", at: span,
                   help: "pick at most \(max) options by default, or raise the count")
    }

    static func defaultBelowCount(_ span: Span, picks: Int, min: Int, field: String) -> Diagnostic {
        Diagnostic(.defaultBelowCount,
                   "default picks \(picks) option\(picks == 1 ? "" : "s") of choices field '\(field)', but its count needs at least \(min)",
                   at: span, help: "the form would open with an error; pick at least \(min) options by default, or none")
    }

    static func countAllowsEverything(_ span: Span, text: String, field: String, options: Int) -> Diagnostic {
        Diagnostic(.countAllowsEverything,
                   "'count(\(text))' allows every pick of choices field '\(field)' (\(options) options), so it checks nothing",
                   at: span, help: "remove it, or give it a bound that limits the picks")
    }

    static func requiredWithCount(_ span: Span, text: String, field: String) -> Diagnostic {
        Diagnostic(.requiredWithCount,
                   "'required' adds nothing to 'count(\(text))' on choices field '\(field)', which already needs a pick",
                   at: span, help: "remove 'required': with nothing picked, the count's message shows")
    }

    static func conditionComparesChoices(_ id: Identifier, at span: Span) -> Diagnostic {
        Diagnostic(.conditionComparesChoices,
                   "choices field '\(id.name)' holds a set of options, which a condition cannot compare with a value", at: span,
                   notes: [DiagnosticNote("'\(id.name)' is compared here", at: id.span)],
                   help: "test it by its name alone: '\(id.name)' while something is picked, '!\(id.name)' while nothing is")
    }

    static func pickerStyleTooNew(_ span: Span, style: PickerStyle, form: String, platform: PlatformVersion) -> Diagnostic {
        Diagnostic(.pickerStyleTooNew,
                   "picker style '\(style.rawValue)' needs iOS \(style.introduced), but form '\(form)' targets iOS \(platform)",
                   at: span,
                   help: "raise the form's 'platform' to iOS \(style.introduced), or choose a style iOS \(platform) has")
    }

    /// A field of a kind that takes no focus (`FieldKindSpec.takesFocus`) in a focus list.
    static func kindNotFocusable(_ id: Identifier, kind: FieldKind, control: Control, property: String) -> Diagnostic {
        let what = control == .stepper ? "stepper field" : "\(kind.spec.spelling) field"
        return Diagnostic(.fieldNotFocusable, "\(what) '\(id.name)' cannot take keyboard focus", at: id.span,
                          help: "remove it from '\(property)': a \(control.swiftUIName) is not driven by @FocusState")
    }

    static func fieldMissingFromFocusOrder(_ name: Identifier, focusSpan: Span?) -> Diagnostic {
        Diagnostic(.fieldMissingFromFocusOrder, "field '\(name.name)' is missing from the focus order", at: name.span,
                   notes: focusSpan.map { [DiagnosticNote("the focus order is declared here", at: $0)] } ?? [],
                   help: "add '\(name.name)' to 'focus', or mark it 'disabled'")
    }

    static func initialFocusUnknown(_ id: Identifier, suggestion: String?) -> Diagnostic {
        Diagnostic(.initialFocusInvalid, "'initialFocus' names unknown field '\(id.name)'", at: id.span,
                   help: didYouMean(suggestion), fixIts: replace(id.span, with: suggestion, safe: false))
    }

    /// `kind` is the field's kind when that is why it cannot take focus, nil when it is disabled.
    static func initialFocusNotFocusable(_ id: Identifier, kind: FieldKind?, control: Control? = nil) -> Diagnostic {
        Diagnostic(.initialFocusInvalid,
                   kind.map { "'initialFocus' names \(control == .stepper ? "stepper" : $0.spec.spelling) field '\(id.name)', which cannot take keyboard focus" }
                       ?? "'initialFocus' names disabled field '\(id.name)', which cannot take focus",
                   at: id.span, help: "name a field people type into")
    }

    // MARK: Pitfalls

    // A pitfall's fix-it changes behaviour the file states, or picks one of several ways out
    // (raise maxLength or narrow the range): none is safe but the deprecated keyboard name's.

    static func noReturnKey(_ span: Span, keyboard: KeyboardType, field: String, explicit: Bool) -> Diagnostic {
        Diagnostic(.noReturnKey, "'\(keyboard.name)' has no return key, so people cannot move on from '\(field)'", at: span,
                   help: "add 'keyboardToolbar previous, next, done' to the form; until then the generated view adds those three keys itself")
    }

    static func noMinusKey(_ span: Span, keyboard: KeyboardType, field: String) -> Diagnostic {
        Diagnostic(.noMinusKey, "'\(field)' allows negative numbers, but '\(keyboard.name)' has no minus key", at: span,
                   help: "add 'keyboardToolbar toggleSign' to the form, or use 'keyboard numbersAndPunctuation'; until then the generated view adds a \"-/+\" key itself")
    }

    static func keyboardTypeMismatch(_ span: Span, keyboard: KeyboardType, field: String, type: ValueType,
                                     better: KeyboardType) -> Diagnostic {
        let message = CheckerVocabulary.offersLetters(keyboard)
            ? "'\(keyboard.name)' offers letters, which \(type.fieldPhrase) '\(field)' rejects as they are typed"
            : type.kind.value == .integer
            ? "'\(keyboard.name)' lets people type a decimal separator into \(type.fieldPhrase) '\(field)'"
            : "'\(keyboard.name)' has no decimal separator, but '\(field)' is a \(type.fieldPhrase)"
        // Not safe: another keyboard, or another field type, may be what was meant.
        return Diagnostic(.keyboardTypeMismatch, message, at: span, help: "use 'keyboard \(better.name)'",
                          fixIts: [FixIt(span: span, replacement: better.name, safe: false)])
    }

    static func secureWithoutPasswordContentType(_ span: Span, field: String) -> Diagnostic {
        Diagnostic(.secureWithoutPasswordContentType, "secure field '\(field)' has no password content type", at: span,
                   help: "add 'contentType password' (sign-in), 'newPassword' (sign-up) or 'oneTimeCode' so AutoFill can help")
    }

    /// `secureVariant` is the kind to change the type to, when that alone is the fix.
    static func passwordNotSecure(_ typeName: Identifier, field: String, secureVariant: FieldKind?) -> Diagnostic {
        Diagnostic(.passwordNotSecure, "'\(field)' looks like a password but is shown as typed", at: typeName.span,
                   help: "make it a 'secure' field",
                   // Not safe: the name or label only looks like a password.
                   fixIts: secureVariant.map { [FixIt(span: typeName.span, replacement: $0.spec.spelling, safe: false)] } ?? [])
    }

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

    static func emailAutocapitalization(_ span: Span, value: Autocapitalization, field: String) -> Diagnostic {
        Diagnostic(.emailAutocapitalization, "'autocapitalization \(value.name)' capitalises letters of email or URL field '\(field)'",
                   at: span, help: "use 'autocapitalization never'",
                   fixIts: [FixIt(span: span, replacement: "never", safe: false)])
    }

    static func emailAutocorrection(_ span: Span, field: String) -> Diagnostic {
        Diagnostic(.emailAutocapitalization, "'autocorrection on' rewrites addresses typed into email or URL field '\(field)'",
                   at: span, help: "use 'autocorrection off'", fixIts: [FixIt(span: span, replacement: "off", safe: false)])
    }

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

    static func requiredOptional(_ span: Span, field: String, optionalMark: Span) -> Diagnostic {
        Diagnostic(.requiredOptional, "'required' on optional field '\(field)'", at: span,
                   notes: [DiagnosticNote("the type is made optional here", at: optionalMark)],
                   help: "drop the '?' from the type, or drop 'required'",
                   fixIts: [FixIt(span: optionalMark, replacement: "", safe: false)])
    }

    static func requiredToggleStartsOn(_ span: Span, field: String) -> Diagnostic {
        Diagnostic(.requiredToggleStartsOn, "required toggle '\(field)' starts on, so the form can be submitted without anyone switching it on",
                   at: span,
                   help: "start it off ('default false', or no default): a box that must be accepted is ticked by the person, not in advance",
                   fixIts: [FixIt(span: span, replacement: "false", safe: false)])
    }

    static func contentTypeTooNew(_ span: Span, info: ContentTypeInfo, form: String, platform: PlatformVersion) -> Diagnostic {
        Diagnostic(.contentTypeTooNew,
                   "content type '\(info.name)' needs iOS \(info.introduced), but form '\(form)' targets iOS \(platform)",
                   at: span,
                   // The view guards it with `#available`: below that iOS the field only lacks AutoFill.
                   help: "below iOS \(info.introduced) the field gets no AutoFill for it: raise 'platform iOS \(info.introduced)', or accept that with '// formc:ignore FC0211'")
    }

    static func disabledInFocusOrder(_ id: Identifier) -> Diagnostic {
        Diagnostic(.disabledInFocusOrder, "disabled field '\(id.name)' is named in the focus order", at: id.span,
                   help: "remove it from 'focus': disabled fields cannot take focus")
    }

    static func multilineSubmit(_ span: Span, field: String, propertySpan: Span) -> Diagnostic {
        Diagnostic(.multilineSubmit, "'submitLabel' has no effect on multiline field '\(field)': Return inserts a newline",
                   at: span, help: "remove 'submitLabel'", fixIts: [FixIt(span: propertySpan, replacement: "", safe: false)])
    }

    static func multilineInFocusChain(_ span: Span, field: String) -> Diagnostic {
        Diagnostic(.multilineInFocusChain, "people cannot move on from multiline field '\(field)': Return inserts a newline",
                   at: span, help: "add 'keyboardToolbar next' to the form, or put '\(field)' last in 'focus'")
    }

    static func emptyLabel(_ span: Span, field: String) -> Diagnostic {
        Diagnostic(.emptyLabel, "empty label on field '\(field)': VoiceOver reads nothing", at: span,
                   help: "write a label, and use 'prompt' for placeholder text")
    }

    static func maxLengthBelowMinimum(_ span: Span, maxLength: Int, minimum: Int, field: String) -> Diagnostic {
        Diagnostic(.maxLengthBelowMinimum, "maxLength \(maxLength) is less than the minimum length \(minimum) of '\(field)'",
                   at: span, help: "raise 'maxLength' to at least \(minimum)",
                   fixIts: [FixIt(span: span, replacement: String(minimum), safe: false)])
    }

    static func negativeNeverAllowed(_ span: Span, field: String, minimum: String) -> Diagnostic {
        Diagnostic(.negativeNeverAllowed, "'allowNegative' on '\(field)', but its range starts at \(minimum)", at: span,
                   help: "remove 'allowNegative'", fixIts: [FixIt(span: span, replacement: "", safe: false)])
    }

    static func negativeRangeWithoutAllowNegative(_ span: Span, field: String, minimum: String) -> Diagnostic {
        Diagnostic(.negativeRangeWithoutAllowNegative,
                   "the range of '\(field)' starts at \(minimum), but without 'allowNegative' no minus sign can be typed",
                   at: span, help: "add 'allowNegative', or start the range at 0")
    }

    static func deprecatedKeyboardName(_ name: Identifier, replacement: String) -> Diagnostic {
        Diagnostic(.deprecatedKeyboardName, "'\(name.name)' is a deprecated name of '\(replacement)'", at: name.span,
                   help: "write '\(replacement)'",
                   // Safe: the current name of the same keyboard.
                   fixIts: [FixIt(span: name.span, replacement: replacement, safe: true)])
    }

    /// FC0227, the reverse of FC0207: the keyboard can type the content, but the field cannot hold it.
    static func contentTypeNotANumber(_ span: Span, contentType: String, field: String, type: ValueType) -> Diagnostic {
        Diagnostic(.contentTypeNotANumber,
                   "AutoFill fills '\(contentType)' as text, which \(type.fieldPhrase) '\(field)' cannot hold as written",
                   at: span,
                   help: "make '\(field)' a 'text' field, which keeps the leading zeros, signs, spaces and letters of such values; add 'allowedCharacters' to limit what is typed")
    }

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

    /// FC0229, the reverse of FC0223: the keyboard restricts more than the filter does.
    static func keyboardCannotTypeLetters(_ span: Span, keyboard: KeyboardType, letter: Character, field: String) -> Diagnostic {
        Diagnostic(.keyboardCannotTypeLetters,
                   "'allowedCharacters' of '\(field)' lists letters such as '\(letter)', but '\(keyboard.name)' has no letter keys",
                   at: span, help: "use 'keyboard asciiCapable', or leave the letters out of 'allowedCharacters'")
    }

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

    static func defaultFailsValidation(_ span: Span, value: String, field: String, rule: String) -> Diagnostic {
        Diagnostic(.defaultFailsValidation, "default value \(value) of '\(field)' fails its own '\(rule)'", at: span,
                   help: "change the default value or the rule")
    }

    static func negativeDefault(_ span: Span, value: String, field: String) -> Diagnostic {
        Diagnostic(.defaultFailsValidation, "default value \(value) of '\(field)' is negative, but the field does not allow negative numbers",
                   at: span, help: "add 'allowNegative' or change the default value")
    }

    static func duplicateShortcut(_ span: Span, shortcut: KeyboardShortcut, field: String, otherField: String, first: Span) -> Diagnostic {
        Diagnostic(.duplicateShortcut, "shortcut '\(describe(shortcut))' of '\(field)' is already used by '\(otherField)'",
                   at: span, notes: [DiagnosticNote("first used here", at: first)], help: "pick another key")
    }

    static func shortcutShadowsEditingCommand(_ span: Span, shortcut: KeyboardShortcut, command: String, field: String) -> Diagnostic {
        Diagnostic(.shortcutShadowsEditingCommand,
                   "shortcut '\(describe(shortcut))' of '\(field)' replaces the standard \(command) command", at: span,
                   help: "pick a key that text editing does not use, such as 't'")
    }

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
                                      type: ValueType) -> Diagnostic {
        let help: String
        switch type {
        case .int where digits <= Defaults.maximumIntDigits:
            help = "an int field takes \(Defaults.exactDigits) digits unless its range has both bounds or it declares 'maxLength'; narrow the range, or add 'maxLength \(digits)'"
        case .decimal where digits <= Defaults.maximumDecimalDigits, .currency where digits <= Defaults.maximumDecimalDigits,
             .percent where digits <= Defaults.maximumDecimalDigits:
            help = "a \(type.name) field takes \(Defaults.exactDigits) digits unless it declares 'maxLength'; narrow the range, or add 'maxLength \(digits)'"
        default:
            help = "a \(type.name) field takes at most \(Defaults.maximumDecimalDigits) digits, what Decimal holds exactly; narrow the range"
        }
        return Diagnostic(.rangeBeyondMaxLength,
                          "\(rangeEnd(bound, below: below, digits: digits)) \(type.name) field '\(field)' takes at most \(limit)",
                          at: span, help: help)
    }

    /// FC0218 for a default with more digits than a number field takes without `maxLength`.
    static func defaultBeyondDigitLimit(_ span: Span, value: String, field: String, digits: Int, limit: Int,
                                        type: ValueType) -> Diagnostic {
        Diagnostic(.defaultFailsValidation,
                   "default value \(value) of '\(field)' has \(digits) digits, but \(type.name) field '\(field)' takes at most \(limit)",
                   at: span, help: "shorten the default value, or add 'maxLength \(digits)'")
    }

    /// FC0218 for a `double` default that a `Double` cannot hold: FormRuntime refuses it.
    static func defaultBeyondDoublePrecision(_ span: Span, value: String, field: String, digits: Int) -> Diagnostic {
        Diagnostic(.defaultFailsValidation,
                   "default value \(value) of '\(field)' has \(digits) significant digits, but a double keeps \(Defaults.exactDigits): the app refuses it",
                   at: span, help: "round the default value to \(Defaults.exactDigits) significant digits or fewer")
    }

    /// What FC0245 says readers of JSON doubles are.
    private static let doubleReaders = "JavaScript's JSON.parse and other readers that make every JSON number a double"

    /// FC0245 on an int field: `extreme` is the largest (`upward`) or smallest number it takes.
    static func intBeyondDoubles(_ span: Span, field: String, extreme: String, upward: Bool) -> Diagnostic {
        Diagnostic(.numberBeyondDoubles,
                   "int field '\(field)' takes numbers \(upward ? "up" : "down") to \(extreme), beyond \(upward ? "\(Defaults.largestExactInteger) (2^53 - 1)" : "-\(Defaults.largestExactInteger) (-(2^53 - 1))"): \(doubleReaders) change such numbers (9007199254740993 reads as 9007199254740992)",
                   at: span,
                   help: "keep the range within -\(Defaults.largestExactInteger)...\(Defaults.largestExactInteger) (or 'maxLength \(Defaults.exactDigits)'); an identifier such as an account number belongs in a 'text' field with pattern(\"[0-9]+\")")
    }

    /// FC0245 on the `maxLength` of a `decimal`, `currency` or `percent` field.
    static func digitsBeyondDoubles(_ span: Span, maxLength: Int, field: String, type: ValueType) -> Diagnostic {
        Diagnostic(.numberBeyondDoubles,
                   "maxLength \(maxLength) lets \(type.name) field '\(field)' take numbers with more than \(Defaults.exactDigits) significant digits, which \(doubleReaders) round (12345678901234567 reads as 12345678901234568)",
                   at: span,
                   help: "use 'maxLength \(Defaults.exactDigits)' or less; digits that must all be kept, such as an identifier, belong in a 'text' field with a pattern")
    }

    /// FC0245 on a range bound a double does not hold: `read` is what such a reader makes of it.
    static func boundBeyondDoubles(_ span: Span, bound: String, digits: Int, read: String, field: String) -> Diagnostic {
        Diagnostic(.numberBeyondDoubles,
                   "range bound \(bound) of '\(field)' has \(digits) significant digits: \(doubleReaders) read it as \(read), and judge the numbers near it otherwise than the app",
                   at: span, help: "round the bound to \(Defaults.exactDigits) significant digits or fewer")
    }

    /// FC0245 on a number a condition compares with.
    static func conditionLiteralBeyondDoubles(_ span: Span, literal: String, digits: Int, read: String) -> Diagnostic {
        Diagnostic(.numberBeyondDoubles,
                   "\(literal) has \(digits) significant digits: \(doubleReaders) read it as \(read), and decide the condition otherwise than the app",
                   at: span, help: "round the number to \(Defaults.exactDigits) significant digits or fewer")
    }

    /// How FC0220 says which end of a range needs the digits, up to its "but" or "and":
    /// `range bound 1000 needs 4 digits, but`, or for an excluded bound `range bound 1001 is
    /// excluded, but 1000 just inside it needs 4 digits, and`.
    private static func rangeEnd(_ bound: String, below: String?, digits: Int) -> String {
        guard let below else { return "range bound \(bound) needs \(digits) digits, but" }
        return "range bound \(bound) is excluded, but \(below) just inside it needs \(digits) digits, and"
    }

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

    static func hardCodedSeparator(_ span: Span, separator: Character, field: String) -> Diagnostic {
        let other: Character = separator == "." ? "," : "."
        return Diagnostic(.hardCodedSeparator,
                          "'allowedCharacters' of '\(field)' takes '\(separator)' but not '\(other)', the separator 'decimalPad' shows in many locales",
                          at: span,
                          help: "add '\(other)' to 'allowedCharacters', or make '\(field)' a 'decimal' field, which reads the locale's own separator")
    }

    static func keyboardDoesNotFilter(_ span: Span, keyboard: KeyboardType, field: String) -> Diagnostic {
        Diagnostic(.keyboardDoesNotFilter,
                   "'\(keyboard.name)' does not stop other characters on iPad or hardware keyboards; '\(field)' accepts any text",
                   at: span, help: "add 'allowedCharacters \"0123456789\"' or a 'pattern' validator")
    }

    // MARK: Suppression

    static func unknownIgnoredCode(_ span: Span, id: String) -> Diagnostic {
        let ids = DiagnosticCode.allCases.map(\.id)
        let suggestion = Spelling.suggest(id, from: ids)
        return Diagnostic(.unknownIgnoredCode, "unknown diagnostic id '\(id)' in 'formc:ignore'", at: span,
                          // Ids are near each other (FC0210, FC0201): `isUnambiguous` seldom allows one.
                          help: didYouMean(suggestion), fixIts: replace(span, with: suggestion,
                                                                        safe: suggestion.map { Spelling.isUnambiguous(id, $0, among: ids) } ?? false))
    }

    static func errorCannotBeIgnored(_ span: Span, code: DiagnosticCode) -> Diagnostic {
        Diagnostic(.unknownIgnoredCode, "'\(code.id)' is an error and cannot be ignored", at: span,
                   help: "fix the error instead")
    }
}

// MARK: Conditions

extension Diagnostic {
    static func conditionMissingWhen(_ name: Identifier, at span: Span) -> Diagnostic {
        Diagnostic(.conditionMissingWhen, "'\(name.name)' takes a condition after 'when'", at: span,
                   help: "write '\(name.name) when' and the condition, as in '\(name.name) when country == \"US\"'")
    }

    static func conditionUnknownField(_ id: Identifier, suggestion: String?) -> Diagnostic {
        Diagnostic(.conditionUnknownField, "the condition names unknown field '\(id.name)'", at: id.span,
                   // Not safe, as for 'equals': the field meant may not be declared yet.
                   help: didYouMean(suggestion) ?? "name a field of this form", fixIts: replace(id.span, with: suggestion, safe: false))
    }

    static func conditionTypeMismatch(_ id: Identifier, type: ValueType, literal: Span, literalText: String) -> Diagnostic {
        let help = type.isText
            ? "compare text with a string, as in '\(id.name) == \"\(literalText)\"'"
            : "compare a number with a number, as in '\(id.name) >= 18'"
        return Diagnostic(.conditionTypeMismatch,
                          "\(type.fieldPhrase) '\(id.name)' cannot be compared with \(literalText)", at: literal,
                          notes: [DiagnosticNote("'\(id.name)' is compared here", at: id.span)], help: help)
    }

    /// FC0402 for `n > today` on a field that holds no day: `today` is no field of the form,
    /// so the mistake is the type, not an unknown name.
    static func conditionComparesToday(_ id: Identifier, type: ValueType, today: Span) -> Diagnostic {
        let instead = type.isText ? "compare text with a string, as in '\(id.name) == \"yes\"'"
            : type.kind.value == .option ? "compare a choice with one of its options, as in '\(id.name) == \"US\"'"
            : "compare a number with a number, as in '\(id.name) >= 18'"
        let help = "'today' is a day, which only a date field is compared with; " + instead
        return Diagnostic(.conditionTypeMismatch, "\(type.fieldPhrase) '\(id.name)' cannot be compared with today", at: today,
                          notes: [DiagnosticNote("'\(id.name)' is compared here", at: id.span)], help: help)
    }

    static func conditionOrdersText(_ id: Identifier, op: BinaryOperator, at span: Span, kind: String = "text") -> Diagnostic {
        Diagnostic(.conditionOrdersText, "\(kind) field '\(id.name)' cannot be compared with '\(op.rawValue)'", at: span,
                   help: "compare text with '==' or '!=', or write '\(id.name)' alone to test that it is filled in")
    }

    static func conditionComparesDate(_ id: Identifier, literal: Span, literalText: String) -> Diagnostic {
        Diagnostic(.conditionComparesDate, "date field '\(id.name)' is compared with \(literalText), which is not a day",
                   at: literal, notes: [DiagnosticNote("'\(id.name)' is compared here", at: id.span)],
                   help: "compare a date with a day written \"YYYY-MM-DD\" or with 'today', as in '\(id.name) >= \"2025-01-01\"'")
    }

    static func conditionComparesToggle(_ id: Identifier, at span: Span) -> Diagnostic {
        Diagnostic(.conditionComparesToggle, "toggle '\(id.name)' is tested by its name, not compared", at: span,
                   help: "write '\(id.name)' (it is on) or '!\(id.name)' (it is off)")
    }

    static func conditionNotAnOption(_ id: Identifier, literal: Span, value: String, options: [String],
                                     suggestion: String?) -> Diagnostic {
        Diagnostic(.conditionNotAnOption, "choice '\(id.name)' has no option \"\(value)\", so this comparison is never true",
                   at: literal, notes: [DiagnosticNote("'\(id.name)' is compared here", at: id.span)],
                   help: suggestion.map { "did you mean \"\($0)\"?" } ?? "its options are \(quotedList(options.map { "\"\($0)\"" }))")
    }

    static func conditionCycle(_ id: Identifier, through names: [String], at span: Span) -> Diagnostic {
        let message = names.count <= 2
            ? "the visibility of '\(id.name)' depends on itself"
            : "the visibility of '\(names[0])' depends on itself: \(names.joined(separator: " → "))"
        return Diagnostic(.conditionCycle, message, at: span,
                          help: "base the condition on a field that does not depend on '\(id.name)' being shown")
    }

    static func conditionComparesFieldWithItself(_ id: Identifier, op: BinaryOperator, at span: Span) -> Diagnostic {
        Diagnostic(.conditionComparesFieldWithItself, "'\(id.name)' is compared with itself", at: span,
                   help: "compare '\(id.name)' with a value, or write '\(id.name)' alone to test that it is filled in")
    }

    static func conditionComparesTwoFields(_ a: Identifier, _ b: Identifier, op: BinaryOperator, at span: Span) -> Diagnostic {
        Diagnostic(.conditionComparesTwoFields, "a condition cannot compare field '\(a.name)' with field '\(b.name)'",
                   at: span, help: "compare each field with a value: JSON Schema has no way to compare two fields")
    }

    static func conditionNotACondition(_ span: Span, found: String) -> Diagnostic {
        Diagnostic(.conditionNotACondition, "'\(found)' is not a condition", at: span,
                   help: "write a field name (is it filled in?) or compare a field with a value, as in 'country == \"US\"'")
    }

    static func requiredWhenNotOptional(_ id: Identifier, type: ValueType, at span: Span, typeEnd: Int) -> Diagnostic {
        Diagnostic(.requiredWhenNotOptional,
                   "'required when' needs an optional field, but '\(id.name)' is '\(type.name)'", at: span,
                   help: "declare it '\(type.name)?': the type says what it submits while the condition is false",
                   fixIts: [FixIt(span: Span.at(typeEnd), replacement: "?", safe: false)])
    }

    static func emptyTextNeverEqual(_ id: Identifier, at span: Span) -> Diagnostic {
        Diagnostic(.conditionNeverTrue, "'\(id.name) == \"\"' is never true: an empty field reads as absent", at: span,
                   help: "write '!\(id.name)' to test that it is empty",
                   fixIts: [FixIt(span: span, replacement: "!\(id.name)", safe: false)])
    }

    static func emptyTextAlwaysUnequal(_ id: Identifier, at span: Span) -> Diagnostic {
        Diagnostic(.conditionAlwaysTrue, "'\(id.name) != \"\"' is always true: an empty field reads as absent", at: span,
                   help: "write '\(id.name)' to test that it is filled in",
                   fixIts: [FixIt(span: span, replacement: id.name, safe: false)])
    }

    static func conditionNeverTrue(at span: Span) -> Diagnostic {
        Diagnostic(.conditionNeverTrue, "this condition is never true: its comparisons contradict each other", at: span,
                   help: "check the values and operators; as written, the condition can never hold")
    }

    static func conditionAlwaysTrue(at span: Span) -> Diagnostic {
        Diagnostic(.conditionAlwaysTrue, "this condition is always true", at: span,
                   help: "check the values and operators; as written, the condition cannot be false")
    }

    static func conditionRepeatsComparison(at span: Span, first: Span, isAll: Bool) -> Diagnostic {
        Diagnostic(.conditionRepeatsComparison, "the same test is repeated in one '\(isAll ? "&&" : "||")'", at: span,
                   notes: [DiagnosticNote("first written here", at: first)],
                   help: "remove the repetition, or correct the field or value you meant")
    }

    static func requiredWhenExcludedByVisibility(_ id: Identifier, required: Span, visible: Span) -> Diagnostic {
        Diagnostic(.requiredWhenExcludedByVisibility,
                   "'required when' of '\(id.name)' never applies: the field is hidden whenever it holds", at: required,
                   notes: [DiagnosticNote("'\(id.name)' is shown only while this holds", at: visible)],
                   help: "change one of the conditions, or remove 'required when'")
    }

    static func initialFocusConditional(_ id: Identifier) -> Diagnostic {
        Diagnostic(.initialFocusConditional,
                   "'initialFocus' names '\(id.name)', which may be hidden when the form appears", at: id.span,
                   help: "focus a field that is always shown; a hidden field cannot take focus")
    }
}

// MARK: Styles (FC0231–FC0233, FC0370–FC0375)

extension Diagnostic {
    static func passwordRevealNotSecure(_ name: Identifier, field: String, type: ValueType) -> Diagnostic {
        let kind = type.kind.spec
        let why = kind.takesKeyboard
            ? "a \(kind.spelling) field shows what is typed already; declare it 'secure' if it holds a secret"
            : "a \(kind.spelling) field is a \(kind.control.swiftUIName): it has no text to hide or show"
        return Diagnostic(.passwordRevealNotSecure, "'passwordReveal' applies only to secure fields, not to \(type.fieldPhrase) '\(field)'",
                          at: name.span, help: why)
    }

    static func clearButtonNotApplicable(_ name: Identifier, field: String, type: ValueType) -> Diagnostic {
        let kind = type.kind.spec
        let why = type.kind == .multiline
            ? "a multiline field's text is edited line by line; only one-line text and number fields take a clear button"
            : "a \(kind.spelling) field is a \(kind.control.swiftUIName): it holds no typed text to clear"
        return Diagnostic(.clearButtonNotApplicable, "'clearButton' does not apply to \(type.fieldPhrase) '\(field)'",
                          at: name.span, help: why)
    }

    static func textFieldStyleNotApplicable(_ name: Identifier, field: String, type: ValueType) -> Diagnostic {
        let kind = type.kind.spec
        return Diagnostic(.textFieldStyleNotApplicable, "'textFieldStyle' does not apply to \(type.fieldPhrase) '\(field)'",
                          at: name.span,
                          help: "a \(kind.spelling) field is a \(kind.control.swiftUIName), not a text field; a text field style changes only typed fields")
    }

    static func validityBorderNotApplicable(_ name: Identifier, field: String, type: ValueType) -> Diagnostic {
        let kind = type.kind.spec
        return Diagnostic(.validityBorderNotApplicable, "'validityBorder' does not apply to \(type.fieldPhrase) '\(field)'",
                          at: name.span,
                          help: "a \(kind.spelling) field is a \(kind.control.swiftUIName); its error shows under it, as every field's does")
    }

    static func linesNotMultiline(_ name: Identifier, field: String, type: ValueType) -> Diagnostic {
        Diagnostic(.linesNotMultiline, "'lines' applies only to multiline fields, not to \(type.fieldPhrase) '\(field)'",
                   at: name.span,
                   help: type.kind == .text ? "declare the field 'multiline' for text of several lines" : "remove 'lines'")
    }

    static func invalidLines(_ span: Span, text: String, reason: String) -> Diagnostic {
        Diagnostic(.invalidLines, "'lines \(text)' is not a number of lines: \(reason)", at: span,
                   help: "write the fewest and the most lines the field shows, such as 'lines 3...6', or one number: 'lines 4'")
    }

    static func styleWithoutEffect(_ span: Span, property: PropertyName, form: String) -> Diagnostic {
        let takes = property.spec.appliesTo.phrase
        return Diagnostic(.styleWithoutEffect, "'\(property.spec.spelling)' of form '\(form)' applies to no field of the form",
                          at: span, help: "only \(takes) fields take it; remove it, or write it on the fields that need it")
    }

    static func validityBorderWithoutRules(_ span: Span, field: String) -> Diagnostic {
        Diagnostic(.validityBorderWithoutRules,
                   "field '\(field)' has no rules, so 'validityBorder' shows nothing", at: span,
                   help: "add the rules the value must follow ('validate ...'), or remove 'validityBorder'")
    }

    static func textFieldStyleOnTextEditor(_ span: Span, field: String, platform: PlatformVersion) -> Diagnostic {
        Diagnostic(.textFieldStyleOnTextEditor,
                   "'textFieldStyle' has no effect on multiline field '\(field)' on iOS \(platform): it is a TextEditor", at: span,
                   help: "from iOS 16 a multiline field is a vertical TextField, which takes the style: raise the form's 'platform', or remove 'textFieldStyle'")
    }
}

// MARK: Steppers (FC0234–FC0236, FC0385–FC0388)

extension Diagnostic {
    /// `whole` is the property's line, which the fix-it removes.
    static func stepperNotInt(_ name: Identifier, whole: Span, field: String, type: ValueType) -> Diagnostic {
        let kind = type.kind.spec
        let why = type.isNumeric
            ? "a Stepper moves a whole number by whole steps; declare '\(field)' 'int' to step it, or remove 'stepper'"
            : "a \(kind.spelling) field is a \(kind.control.swiftUIName), not a number; only int fields take 'stepper'"
        return Diagnostic(.stepperNotInt, "'stepper' applies only to int fields, not to \(type.fieldPhrase) '\(field)'",
                          at: name.span, help: why, fixIts: [FixIt(span: whole, replacement: "", safe: false)])
    }

    /// `missing` is "lower" or "upper", or nil when the field has no `range` at all.
    static func stepperWithoutBounds(_ span: Span, field: String, missing: String?, range: String?) -> Diagnostic {
        if let missing, let range {
            return Diagnostic(.stepperWithoutBounds,
                              "stepper field '\(field)' needs both ends of its range, but '\(range)' has no \(missing) bound",
                              at: span, help: "a Stepper stops at both ends: write the range with both, such as 'range(1...12)'")
        }
        return Diagnostic(.stepperWithoutBounds, "stepper field '\(field)' has no range, so its Stepper has no ends",
                          at: span, help: "write the lowest and highest value it may take: 'validate range(1...12)'")
    }

    static func stepNotPositive(_ span: Span, step: String, field: String) -> Diagnostic {
        Diagnostic(.invalidStep, "step \(step) of stepper field '\(field)' is not positive", at: span,
                   help: "a step is how far one press of + moves up (and − down): a whole number from 1")
    }

    static func stepLargerThanRange(_ span: Span, step: Int, bounds: ClosedRange<Int>, field: String) -> Diagnostic {
        Diagnostic(.invalidStep,
                   "step \(step) of stepper field '\(field)' is larger than its range \(bounds.lowerBound)...\(bounds.upperBound)",
                   at: span, help: "one press would leave the range: take a step of at most \(bounds.upperBound - bounds.lowerBound)")
    }

    static func stepperCannotMove(_ span: Span, field: String, value: Int) -> Diagnostic {
        Diagnostic(.invalidStep, "the range of stepper field '\(field)' holds only \(value), so its Stepper cannot move",
                   at: span, help: "widen the range, or show the value without 'stepper'")
    }

    static func optionalStepper(_ mark: Span, field: String) -> Diagnostic {
        Diagnostic(.optionalStepper, "stepper field '\(field)' cannot be optional: a Stepper always shows a number", at: mark,
                   help: "write 'int' without '?': it starts at its default, else at the range's lower bound",
                   fixIts: [FixIt(span: mark, replacement: "", safe: false)])
    }

    /// `whole` is the property's line, which the fix-it removes.
    static func stepperIgnoresProperty(_ name: Identifier, whole: Span, field: String) -> Diagnostic {
        let why: String
        switch name.name {
        case "shortcut": why = "a Stepper takes no focus for a shortcut to give it"
        case "allowNegative": why = "a stepper goes below zero when its range does"
        default: why = "a Stepper has no keyboard and no text field"
        }
        return Diagnostic(.stepperIgnoresProperty, "'\(name.name)' does nothing on stepper field '\(field)'", at: name.span,
                          help: "\(why); remove '\(name.name)'", fixIts: [FixIt(span: whole, replacement: "", safe: false)])
    }

    /// `width` is `upper - lower`, `last` the last step below the upper bound.
    static func stepperRangeOffStep(_ span: Span, field: String, step: Int, bounds: ClosedRange<Int>, width: Int,
                                    last: Int) -> Diagnostic {
        // The steps that fit, the smallest first; searched no further than 1,000.
        let fitting = (1...min(width - 1, 1_000)).lazy.filter { width % $0 == 0 }.prefix(6).map(String.init)
        let steps = fitting.count < 6 ? fitting.joined(separator: ", ") : fitting.prefix(5).joined(separator: ", ") + ", ..."
        var ends = "\(bounds.lowerBound)...\(last)"
        let (next, overflow) = last.addingReportingOverflow(step)
        if !overflow { ends += " or \(bounds.lowerBound)...\(next)" }
        return Diagnostic(.stepperRangeOffStep,
                          "the range \(bounds.lowerBound)...\(bounds.upperBound) of stepper field '\(field)' is not a whole number of steps of \(step): its steps from \(bounds.lowerBound) stop at \(last)",
                          at: span, help: "\(bounds.upperBound) is not on a step, so the last press of + cannot move a whole step, and − from \(bounds.upperBound) moves off the steps; end the range on a step (\(ends)), or take a step that divides \(width) (\(steps))")
    }

    static func stepperDefaultOffStep(_ span: Span, field: String, start: Int, step: Int, lower: Int) -> Diagnostic {
        Diagnostic(.stepperDefaultOffStep,
                   "stepper field '\(field)' starts at \(start), between its steps of \(step) from \(lower)",
                   at: span, help: "− and + move from \(start), so they never reach \(lower), \(lower + step), ...: start on a step, or change the step")
    }
}
