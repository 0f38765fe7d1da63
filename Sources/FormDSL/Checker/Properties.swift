/// Reading property lines: one switch over every property of the language, each case reading
/// its line into the block it is written in (`PropertyBlock`).
///
/// Where a property may be written is the language table's answer alone (`PropertySpec.places`):
/// `admit` checks it before a line is read, so a case reads into the blocks its row names
/// (`block.form?`, `block.section?`, `block.field?`) and nothing here lists where a property
/// may not go. On a field, the table's `appliesTo` says which kinds take the property (FC0336).
extension FormChecker {
    /// Reads property line `p`, called `k`, into `block`'s draft.
    func readProperty(_ p: Int, _ k: PropertyName, into block: PropertyBlock) {
        if case .repeatGroup(let settings) = block { return readRepeatProperty(p, k, into: settings) }
        if let d = block.field, !k.spec.appliesTo.contains(d.kind) {
            emit(.propertyNotApplicable(identifier(p), whole: span(p), field: d.name, kind: d.kind, property: k.spec))
            return
        }
        switch k {
        case .title:
            if let settings = block.form, let (text, _) = stringArgument(p) { settings.title = text }
        case .platform:
            if let settings = block.form, let version = platformArgument(p) { settings.platform = version }
        case .focus:
            guard let settings = block.form, rejectLabels(p) else { return }
            var names: [Int] = []
            forEachChild(of: p) { a in
                forEachItem(self.value(ofArgument: a)) { e in
                    if kind(e) == .identifier { names.append(e) }
                    else if !isError(e) { emit(.wrongArgument("'focus'", expected: "field names", found: expr(e))) }
                }
            }
            if names.isEmpty, !nodes.hasChildren(p) { emit(.missingArgument(property(p), expected: "field names")) }
            settings.focus = names
            settings.focusListEnd = names.last.map { span($0).end }
            settings.focusSpan = span(p)
        case .initialFocus:
            if let settings = block.form, let id = identifierArgument(p) { settings.initialFocus = id }
        case .submit:
            guard let settings = block.form, checkLabels(p, allowed: [.action]) else { return }
            forEachChild(of: p) { a in
                let value = self.value(ofArgument: a)
                if hasLabel(a) {
                    if kind(value) == .identifier { settings.submitAction = text(span(value)) }
                    else if !isError(value) { emit(.wrongArgument("'\(nameText(a)):'", expected: "an action name", found: expr(value))) }
                } else if kind(value) == .string, settings.submitLabel == nil {
                    settings.submitLabel = stringValue(value)
                } else if !isError(value) {
                    emit(.wrongArgument("'submit'", expected: "a string", found: expr(value)))
                }
            }
        case .keyboardToolbar:
            guard let settings = block.form, rejectLabels(p) else { return }
            forEachChild(of: p) { a in
                forEachItem(self.value(ofArgument: a)) { e in
                    if let item = option(e, property: "keyboardToolbar", { $0.toolbarItem }), !settings.toolbar.contains(item) {
                        settings.toolbar.append(item)
                    }
                }
            }
        case .scrollDismissesKeyboard:
            if let settings = block.form, let e = singleArgument(p),
               let mode = option(e, property: "scrollDismissesKeyboard", { $0.scrollDismissMode }) {
                settings.scroll = mode
            }
        case .language:
            guard let settings = block.form else { return }
            settings.languageWritten = true
            if let (tag, at) = stringArgument(p) {
                if let problem = LanguageTag.problem(tag) {
                    emit(.invalidLanguageTag(at, tag: tag, problem: problem))
                } else {
                    settings.language = tag
                    settings.languageSpan = at
                }
            }
        case .footer:
            if let settings = block.section, let (text, _) = stringArgument(p) { settings.footer = text }
        case .visible:
            let condition = conditionArgument(p)
            block.section?.visibleWhen = condition
            block.field?.visibleWhen = condition
        case .validateOn:
            if let e = singleArgument(p), let timing = option(e, property: "validateOn", { $0.validationTiming }) {
                block.form?.validateOn = timing
                block.field?.validateOn = timing
            }
        case .textFieldStyle, .clearButton, .validityBorder, .passwordReveal:
            if let settings = block.form { readStyle(k, p, into: &settings.style) }
            if let d = block.field { readStyle(k, p, into: &d.style) }
        case .label:
            if let d = block.field, let e = stringNodeArgument(p) { d.label = e; d.labelSpan = span(e) }
        case .prompt:
            if let d = block.field, let e = stringNodeArgument(p) { d.prompt = e }
        case .help:
            if let d = block.field, let e = stringNodeArgument(p) { d.help = e }
        case .default:
            if let d = block.field, let e = singleArgument(p), isLiteral(e, for: d, what: "default value") {
                d.defaultValue = e
                d.defaultSpan = span(e)
            }
        case .keyboard:
            guard let d = block.field, let id = identifierArgument(p) else { return }
            guard let kb = meaning(id).keyboard else {
                emit(.unknownName(.unknownKeyboard, "keyboard type", identifier(id), among: CheckerVocabulary.keyboardNames))
                return
            }
            d.keyboard = kb
            d.keyboardSpan = span(id)
            let written = nameSpan(id)
            let bytes = source[written.start..<written.end]
            if let deprecated = KeyboardType.deprecatedNames.first(where: { $0.name.utf8.elementsEqual(bytes) }) {
                emit(.deprecatedKeyboardName(identifier(id), replacement: deprecated.replacement.name))
            }
        case .contentType:
            guard let d = block.field, let id = identifierArgument(p) else { return }
            if let index = meaning(id).contentType {
                d.contentTypeIndex = Int(index)
            } else {
                emit(.unknownName(.unknownContentType, "text content type", identifier(id), among: CheckerVocabulary.contentTypeNames))
                d.rawContentType = id
            }
            d.contentTypeSpan = span(id)
        case .autocapitalization:
            guard let d = block.field, let id = identifierArgument(p) else { return }
            if let a = meaning(id).autocapitalization { d.autocapitalization = a; d.autocapitalizationSpan = span(id) }
            else { emit(.unknownName(.unknownAutocapitalization, "autocapitalization", identifier(id), among: CheckerVocabulary.autocapitalizationNames)) }
        case .autocorrection:
            guard let d = block.field, let e = singleArgument(p) else { return }
            if kind(e) == .identifier {
                let value = keyword(e)
                if value == .on || value == .off { d.autocorrection = value == .on; d.autocorrectionSpan = span(e) }
                else { emit(.unknownOption(identifier(e), property: "autocorrection", options: CheckerVocabulary.autocorrectionValues)) }
            } else {
                emit(.wrongArgument("'autocorrection'", expected: "'on' or 'off'", found: expr(e)))
            }
        case .submitLabel:
            guard let d = block.field, let id = identifierArgument(p) else { return }
            if let s = meaning(id).submitLabel {
                d.submitLabel = s; d.submitLabelSpan = span(id); d.submitLabelPropertySpan = span(p)
            } else {
                emit(.unknownName(.unknownSubmitLabel, "submit label", identifier(id), among: CheckerVocabulary.submitLabelNames))
            }
        case .format:
            if let d = block.field, let e = singleArgument(p), let f = format(e, for: d) { d.format = f; d.formatSpan = span(e) }
        case .allowedCharacters:
            guard let d = block.field, let e = stringNodeArgument(p) else { return }
            if isEmptyString(e) { emit(.emptyAllowedCharacters(span(e))) }
            else { d.allowedCharacters = e; d.allowedCharactersSpan = span(e) }
        case .maxLength:
            guard let d = block.field, let e = singleArgument(p) else { return }
            guard kind(e) == .integer else {
                emit(.wrongArgument("'maxLength'", expected: "an integer", found: expr(e)))
                return
            }
            guard let value = integer(e), value > 0 else {
                emit(.nonPositiveMaxLength(span(e), text: text(span(e))))
                return
            }
            if d.kind.value == .integer, value > NumberLimits.maximumIntDigits {
                emit(.intOverflow(span(e), maxLength: value, field: d.name))
                return
            }
            d.maxLength = value
            d.maxLengthSpan = span(e)
        case .allowNegative:
            if let d = block.field, noArguments(p) { d.allowNegative = true; d.allowNegativeSpan = span(p) }
        case .disabled:
            if let d = block.field, noArguments(p) { d.disabled = true; d.disabledSpan = span(p) }
        case .notSubmitted:
            if let d = block.field, noArguments(p) { d.notSubmitted = true }
        case .jsonName:
            guard let d = block.field, let e = stringNodeArgument(p) else { return }
            if isEmptyString(e) {
                emit(.emptyJSONName(span(e), field: d.name))
            } else {
                d.jsonName = e
            }
        case .shortcut:
            if let d = block.field, let s = shortcut(p) { d.shortcut = s; d.shortcutSpan = span(p) }
        case .validate:
            guard let d = block.field, rejectLabels(p) else { return }
            if !nodes.hasChildren(p) { emit(.missingArgument(property(p), expected: "validators")) }
            forEachChild(of: p) { a in
                guard let v = validator(self.value(ofArgument: a), for: d) else { return }
                if let first = d.validatorList.firstWritten(v, source: source) {
                    emit(.duplicateValidator(v.name, at: v.span, field: d.name, first: first))
                    return
                }
                d.validatorList.append(v, source: source)
            }
        case .required:
            guard let d = block.field else { return }
            // Without `when`, `required` is the validator written where a property goes.
            guard findWhen(in: p) != nil else {
                emit(.validatorWrittenAsProperty(identifier(p), safe: true, besideValidate: !d.validatorList.validators.isEmpty))
                return
            }
            d.requiredWhen = conditionArgument(p)
            d.requiredWhenSpan = span(p)
        case .option:
            if let d = block.field { choiceOption(p, d) }
        case .pickerStyle:
            if let d = block.field, let e = singleArgument(p), let style = option(e, property: "pickerStyle", { $0.pickerStyle }) {
                d.pickerStyle = style
                d.pickerStyleSpan = span(e)
            }
        case .lines:
            if let d = block.field { readLines(p, d) }
        case .stepper, .slider:
            if let d = block.field { readRangeControl(k, p, d) }
        case .rows, .addLabel:
            // A group's only: read by `readRepeatProperty`.
            break
        }
    }
}
