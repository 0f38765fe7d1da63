/// formc's defaults, in one place (documented in docs/LANGUAGE.md, "Defaults").
enum Defaults {
    /// The keyboard of a field that declares none: the first keyboard of its content type that
    /// fits the value type, else the one its validators call for, else the one its type needs;
    /// and which of those chose it, for editors to show.
    /// `contentType` is an index into `ContentTypes.all`.
    static func keyboard(kind: FieldKind, contentType: Int?, validators: [ValidatorDraft],
                         allowNegative: Bool) -> (keyboard: KeyboardType, reason: KeyboardReason) {
        if let index = contentType, !ContentTypeTraits.all[index].keyboards.isEmpty {
            for kb in ContentTypes.all[index].keyboards where CheckerVocabulary.keyboardFits(kb, kind) && (!allowNegative || kb.hasMinusSign) {
                if kind.value.isNumeric && !kb.isNumericPad && kb != .numbersAndPunctuation { continue }
                return (kb, .contentType(ContentTypes.all[index].name))
            }
        }
        if kind.value == .text {
            for v in validators {
                if let implied = v.name.spec.impliedKeyboard { return (implied, .validator(v.name)) }
            }
        }
        let reason: KeyboardReason = allowNegative ? .allowNegative(kind) : .kind(kind)
        switch kind.value {
        case .integer: return (allowNegative ? .numbersAndPunctuation : .numberPad, reason)
        case .fraction: return (allowNegative ? .numbersAndPunctuation : .decimalPad, reason)
        case .text, .date, .boolean, .option, .optionSet: return (.default, .kind(kind))
        }
    }

    /// Content types of `quietInput`.
    static let quietContentTypes = ["emailAddress", "URL", "username", "password", "newPassword", "oneTimeCode"]

    /// Why capitals and autocorrection get in the way of the field (secrets, addresses,
    /// codes, numbers), so it gets `autocapitalization never` and `autocorrection off`; nil
    /// for a field that gets `sentences` and `on`. The first reason in the order of
    /// docs/LANGUAGE.md's Defaults table; the model keeps it for editors to show.
    static func quietInput(_ d: FieldDraft) -> QuietInput? {
        if d.kind.hidesInput { return .hiddenInput(d.kind) }
        if d.isNumeric { return .number(d.kind) }
        if d.resolvedKeyboard == .emailAddress || d.resolvedKeyboard == .URL { return .keyboard(d.resolvedKeyboard) }
        if let index = d.contentTypeIndex, ContentTypeTraits.all[index].isQuiet { return .contentType(ContentTypes.all[index].name) }
        if d.hasEmail { return .validator(.email) }
        if d.hasURL { return .validator(.url) }
        return nil
    }

    /// `next` inside the focus order, `done` at its end; nil for fields whose Return key does
    /// not submit (multiline and date fields), keyboards without a return key, and fields
    /// outside the focus order; and which of those decided, for editors to show. Asked of the
    /// kind's control: a stepper's int keeps its kind's number pad, which has no Return key.
    /// `focusPosition` is the field's index in a focus order of `focusCount` fields.
    static func submitLabel(kind: FieldKind, keyboard: KeyboardType, focusPosition: Int?,
                            focusCount: Int) -> (label: SubmitLabel?, reason: SubmitLabelReason) {
        switch kind.control.returnKey {
        case .submits: break
        case .newline: return (nil, .returnAddsLine(kind))
        case .none: return (nil, .noKeyboard(kind))
        }
        if !keyboard.hasReturnKey { return (nil, .keyboardWithoutReturnKey(keyboard)) }
        guard let index = focusPosition else { return (nil, .notInFocusOrder) }
        return index == focusCount - 1 ? (.done, .lastInFocusOrder) : (.next, .notLastInFocusOrder)
    }

    /// Digits an int field accepts when it declares no maxLength: enough for the larger
    /// magnitude of its range bounds when it has both (at most 19, since the bounds fit in
    /// Int; FormRuntime's filter rejects the 19-digit numbers beyond Int), else
    /// `NumberLimits.exactDigits`; and which of those it is, for editors to show.
    static func intMaxLength(range: ValidatorDraft?) -> (digits: Int, reason: MaxLengthReason) {
        guard let range, let lower = range.lower, let upper = range.upper else { return (NumberLimits.exactDigits, .exactDigits) }
        return (min(NumberLimits.maximumIntDigits, max(lower.integerDigitCount, upper.integerDigitCount)), .rangeBounds)
    }

    /// The digit limit of a number field that declares no maxLength, and why: an int field's
    /// `intMaxLength`, `NumberLimits.exactDigits` for `decimal`, `currency` and `percent`; nil for `double`,
    /// whose Swift type itself keeps only `NumberLimits.exactDigits` significant digits (FormRuntime's
    /// `NumberInput<Double>` refuses more, so the filter stays at `NumberLimits.maximumDecimalDigits`), and
    /// for fields that are not numbers.
    static func numberMaxLength(kind: FieldKind, range: ValidatorDraft?) -> (digits: Int, reason: MaxLengthReason)? {
        switch kind {
        case .int: return intMaxLength(range: range)
        case .decimal, .currency, .percent: return (NumberLimits.exactDigits, .exactDigits)
        case .double, .text, .secure, .multiline, .date, .toggle, .choice, .choices: return nil
        }
    }

    /// When a field's validators run: its own `validateOn`, else its form's, else `blur`; and
    /// which of those it is, for editors to show.
    static func validateOn(field: ValidationTiming?, form: ValidationTiming?) -> (timing: ValidationTiming, reason: ValidateOnReason) {
        if let field { return (field, .written) }
        if let form { return (form, .form) }
        return (.blur, .standard)
    }

    /// The most digits people can type into a number field: its maxLength, else the default
    /// of `numberMaxLength`, and never more than a non-int number holds exactly.
    static func digitLimit(kind: FieldKind, maxLength: Int?, range: ValidatorDraft?) -> Int {
        if kind.value == .integer { return maxLength ?? intMaxLength(range: range).digits }
        return min(maxLength ?? numberMaxLength(kind: kind, range: range)?.digits ?? NumberLimits.maximumDecimalDigits, NumberLimits.maximumDecimalDigits)
    }
}
