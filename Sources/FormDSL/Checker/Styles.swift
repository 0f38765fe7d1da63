/// The style properties (`textFieldStyle`, `clearButton`, `validityBorder`, `passwordReveal`)
/// and a multiline field's `lines`: reading them on a form or a field, their warnings
/// (FC0231–FC0233), a wrong `lines` (FC0375), and the value each field ends up with. Written on a field of a kind
/// that takes none of them, they are FC0336, as every property is.
///
/// A style property written on the form is the default of every field it fits, so a form
/// may say `clearButton whileEditing` once; a field's own value wins, and `off` or `never` on
/// a field turns off what its form turned on.
extension FormChecker {
    /// Reads a style property's word into `style` and records where it was written.
    func readStyle(_ k: PropertyName, _ p: Int, into style: inout StyleDraft) {
        guard let e = singleArgument(p) else { return }
        switch k {
        case .textFieldStyle:
            guard let value = option(e, property: "textFieldStyle", { $0.textFieldStyle }) else { return }
            style.textFieldStyle = value
        case .clearButton:
            guard let value = option(e, property: "clearButton", { $0.clearButton }) else { return }
            style.clearButton = value
        case .validityBorder:
            guard let value = option(e, property: "validityBorder", Self.styleSwitch) else { return }
            style.validityBorder = value
        case .passwordReveal:
            guard let value = option(e, property: "passwordReveal", Self.styleSwitch) else { return }
            style.passwordReveal = value
        default:
            return
        }
        style.spans.append((k, span(p)))
    }

    /// `on` and `off`, which are keywords of the language.
    static func styleSwitch(_ meaning: WordMeanings) -> StyleSwitch? {
        switch meaning.keyword {
        case .on?: return .on
        case .off?: return .off
        default: return nil
        }
    }

    /// The most lines `lines` may ask for: more than a screen shows, and few enough that the
    /// height formc derives for iOS 15's `TextEditor` stays a plain number.
    static let maximumLines = 100

    /// `lines 3...6` (the fewest and the most lines), `lines 3..<7` (the same), or `lines 4`
    /// (exactly four).
    func readLines(_ p: Int, _ d: FieldDraft) {
        guard let e = singleArgument(p) else { return }
        let written = text(span(e))
        func number(_ n: Int) -> Int? {
            if kind(n) == .integer, let value = integer(n) { return value }
            if !isError(n) { emit(.wrongArgument("'lines'", expected: "a whole number of lines", found: expr(n))) }
            return nil
        }
        var fewest: Int, most: Int
        switch kind(e) {
        case .integer:
            guard let n = number(e) else { return }
            fewest = n
            most = n
        case .range:
            let (lower, upper, halfOpen) = rangeParts(e)
            guard let lower, let upper else {
                emit(.invalidLines(span(e), text: written, reason: "a range of lines needs both ends"))
                return
            }
            guard let a = number(lower), let b = number(upper) else { return }
            fewest = a
            most = halfOpen ? b - 1 : b
        case .error:
            return
        default:
            emit(.wrongArgument("'lines'", expected: "a range such as 3...6", found: expr(e)))
            return
        }
        if fewest < 1 {
            emit(.invalidLines(span(e), text: written, reason: "a field shows at least one line"))
            return
        }
        if most < fewest {
            emit(.invalidLines(span(e), text: written, reason: "it ends before it starts"))
            return
        }
        if most > Self.maximumLines {
            emit(.invalidLines(span(e), text: written, reason: "a field shows at most \(Self.maximumLines) lines"))
            return
        }
        d.lines = fewest...most
        d.linesSpan = span(e)
    }

    /// FC0231: a form's style property that no field of the form takes. FC0232: a field's
    /// own `validityBorder on` where the field has no rules. FC0233: a field's own
    /// `textFieldStyle` on a multiline field, a `TextEditor` before iOS 16.
    func checkStyles(formName: String, settings: FormSettings, drafts: [FieldDraft]) {
        for (property, span) in settings.style.spans where !drafts.contains(where: { takesStyle(property, $0, settings) }) {
            emit(.styleWithoutEffect(span, property: property, form: formName))
        }
        for d in drafts {
            if d.style.validityBorder == .on, let span = d.style.span(of: .validityBorder), !hasRules(d) {
                emit(.validityBorderWithoutRules(span, field: d.name))
            }
            if d.kind == .multiline, let span = d.style.span(of: .textFieldStyle), !multilineIsTextField(settings) {
                emit(.textFieldStyleOnTextEditor(span, field: d.name, platform: settings.platform))
            }
        }
    }

    /// Whether a multiline field is a vertical `TextField` (iOS 16 and later) rather than a
    /// `TextEditor`.
    func multilineIsTextField(_ settings: FormSettings) -> Bool { settings.platform >= PlatformVersion(16) }

    /// Whether the style property `property` changes field `d`'s control.
    func takesStyle(_ property: PropertyName, _ d: FieldDraft, _ settings: FormSettings) -> Bool {
        guard property.spec.appliesTo.contains(d.kind) else { return false }
        // A stepper is an int field without a keyboard: the typed fields' styles pass it by.
        if !d.control.takesKeyboard, property.spec.appliesTo.isSubset(of: .keyboardInput) { return false }
        if property == .textFieldStyle, d.kind == .multiline { return multilineIsTextField(settings) }
        return true
    }

    /// Whether the field has a rule its value can break, so that a validity border can say
    /// something: a validator, `required when`, or a number to parse.
    func hasRules(_ d: FieldDraft) -> Bool {
        !d.validators.isEmpty || d.requiredWhen != nil || d.isNumeric
    }

    /// Fills in the field's resolved styles and lines: its own, else its form's where they
    /// fit, else none.
    func applyStyles(_ d: FieldDraft, settings: FormSettings, to model: inout FieldModel) {
        let form = settings.style, own = d.style
        func fromForm<T>(_ property: PropertyName, _ value: T?) -> T? {
            takesStyle(property, d, settings) ? value : nil
        }
        if takesStyle(.textFieldStyle, d, settings) {
            model.textFieldStyle = own.textFieldStyle ?? form.textFieldStyle
        }
        // A disabled field never has focus, so its clear button would never show.
        model.hasClearButton = (own.clearButton ?? fromForm(.clearButton, form.clearButton)) == .whileEditing && !d.disabled
        model.hasValidityBorder = (own.validityBorder ?? fromForm(.validityBorder, form.validityBorder)) == .on && hasRules(d)
        model.hasPasswordReveal = (own.passwordReveal ?? fromForm(.passwordReveal, form.passwordReveal)) == .on
        model.lines = d.lines
    }
}
