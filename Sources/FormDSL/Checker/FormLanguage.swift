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
                switch v.kind {
                case .pattern: used.insert(.pattern)
                case .equals: used.insert(.equals)
                case .required, .length, .range, .dateRange, .email, .url, .phone, .count:
                    used.insert(MessageTemplate.use(for: validatorKind(v), value: value).template)
                }
            }
            if d.isNumeric { used.insert(MessageTemplate.invalidNumber(d.type, format: d.format)) }
            if let precision = MessageTemplate.precision(d.type) { used.insert(precision) }
            let missing = (d.type == .date && d.optionalMark == nil && d.defaultValue == nil)
                || (d.type == .choice && d.optionalMark == nil)
            if missing || requiredWhen[i] { used.insert(MessageTemplate.use(for: .required, value: value).template) }
        }
        let templates = MessageTemplate.allCases.filter { used.contains($0) }
        if !templates.isEmpty { emit(.noBuiltInTranslations(at, tag: tag, templates: templates)) }
    }
}
