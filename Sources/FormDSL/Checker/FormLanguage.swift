/// The form's `language` (FC0511): a form written in a language formc has no translations
/// for shows formc's default messages in English unless its catalog translates them, so the
/// checker names the templates the form uses.
extension FormChecker {
    /// `requiredWhen` says, per draft, whether the field has a `required when`.
    func checkLanguage(_ settings: FormSettings, drafts: [FieldDraft], requiredWhen: [Bool]) {
        guard let tag = settings.language, let at = settings.languageSpan, !BuiltInLanguages.covers(tag) else { return }
        var used = Set<MessageTemplate>()
        for (i, d) in drafts.enumerated() {
            let value = d.kind.value
            for v in d.validators where v.message == nil {
                used.insert(MessageTemplate.use(for: v.name, argument(of: v), value: value).template)
            }
            if d.isNumeric { used.insert(MessageTemplate.invalidNumber(d.kind, fractionDigits: d.fractionDigits)) }
            if let precision = MessageTemplate.precision(d.kind) { used.insert(precision) }
            let missing = (d.kind == .date && d.optionalMark == nil && d.defaultValue == nil)
                || (d.kind == .choice && d.optionalMark == nil)
            if missing || requiredWhen[i] { used.insert(MessageTemplate.use(for: .required, value: value).template) }
        }
        let templates = MessageTemplate.allCases.filter { used.contains($0) }
        if !templates.isEmpty { emit(.noBuiltInTranslations(at, tag: tag, templates: templates)) }
    }

    /// FC0512: the form's texts against its language's script (`TextScript`). A form without
    /// `language` is in English, so its texts are expected in Latin script.
    func checkTextScript(_ settings: FormSettings, formName: String, formNameSpan: Span, sections: [SectionModel],
                         drafts: [FieldDraft]) {
        // A tag that is not one is FC0510 already: its texts' language is unknown.
        if settings.languageWritten && settings.language == nil { return }
        let tag = settings.language ?? "en"
        guard TextScript.expected(forLanguage: tag) != nil else { return }
        // The texts `StringInventory` records for the form, which marks the same ones for review.
        var texts: [(text: String, made: Bool)] = []
        if let title = settings.title { texts.append((title, false)) }
        for section in sections {
            if let header = section.header { texts.append((header, false)) }
            if let footer = section.footer { texts.append((footer, false)) }
        }
        for d in drafts {
            texts.append(d.label.map { (stringValue($0), false) } ?? (Names.label(fromFieldName: d.name), true))
            if let prompt = d.prompt { texts.append((stringValue(prompt), false)) }
            if let help = d.help { texts.append((stringValue(help), false)) }
            for option in d.options { texts.append((stringValue(option.label ?? option.value), false)) }
            for v in d.validators { if let message = v.message { texts.append((stringValue(message), false)) } }
        }
        let submit = settings.submitLabel ?? TextScript.defaultSubmitLabel
        texts.append((submit, submit == TextScript.defaultSubmitLabel))
        let foreign = TextScript.notInLanguage(texts, tag: tag)
        guard !foreign.isEmpty else { return }
        emit(.textsNotInFormLanguage(settings.languageSpan ?? formNameSpan, form: formName, tag: tag,
                                     declared: settings.language != nil, texts: foreign.map { texts[$0].text }))
    }
}
