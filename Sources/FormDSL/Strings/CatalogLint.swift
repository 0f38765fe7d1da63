/// `formc check --strings`: what a catalog lacks or holds wrongly for a form's texts, as
/// diagnostics in the catalog file (each at its key), so every output format reports them.
public enum CatalogLint {
    /// The diagnostics of `catalogBytes` against `inventory`, in the catalog's order.
    public static func check(_ catalogBytes: [UInt8], against inventory: StringInventory) -> [Diagnostic] {
        let catalog: StringCatalog
        switch StringCatalog.read(catalogBytes) {
        case .success(let c): catalog = c
        case .failure(let error): return [error.diagnostic]
        }
        let positions = CatalogPositions(catalogBytes)
        let top = positions.stringsKey ?? .at(0)
        func at(_ key: String) -> Span { positions.span(of: key) ?? top }
        var out: [Diagnostic] = []
        let source = inventory.sourceLanguage
        if catalog.sourceLanguage != source {
            out.append(Diagnostic(.catalogSourceLanguage,
                                  "the catalog's source language is '\(catalog.sourceLanguage)', the form's '\(source)'",
                                  at: positions.sourceLanguageKey ?? .at(0),
                                  help: source == "en" ? "declare the form's language, such as 'language \"\(catalog.sourceLanguage)\"'"
                                                       : "generate the catalog again with 'formc generate --emit strings'"))
        }
        let languages = catalog.languages.filter { $0 != source }
        let shown = Set(inventory.entries.map(\.key.exactKey))
        for item in inventory.entries {
            guard let entry = catalog.entry(item.key) else {
                out.append(Diagnostic(.catalogMissingKey, "the catalog has no key '\(item.key)' (\(FormLiteral.quoted(item.source)))", at: top,
                                      help: "run 'formc generate --emit strings' to add it"))
                continue
            }
            let span = at(item.key)
            if entry.extractionState == "stale" {
                out.append(Diagnostic(.catalogMissingKey, "'\(item.key)' is marked stale, but the form shows it", at: span,
                                      help: "run 'formc generate --emit strings' to update the catalog"))
            }
            if item.template == nil || source == "en", let old = entry.value(in: source), old != item.source {
                out.append(Diagnostic(.catalogSourceChanged,
                                      "the source text of '\(item.key)' is \(FormLiteral.quoted(old)) in the catalog but \(FormLiteral.quoted(item.source)) in the form",
                                      at: span, help: "run 'formc generate --emit strings', which marks its translations for review"))
            }
            // A key marked `shouldTranslate: false` is the same in every language.
            let translates = JSONValue.object(entry.members)["shouldTranslate"] != .bool(false)
            for language in languages where translates {
                if entry.hasVariations(in: language) { continue }
                // `new` is Xcode's state of a string nobody has translated yet.
                guard let value = entry.value(in: language), entry.state(in: language) != "new" else {
                    if item.template != nil, BuiltInLanguages.builtInTag(for: language) != nil { continue }
                    out.append(Diagnostic(.catalogMissingTranslation, "'\(item.key)' has no translation in '\(language)'", at: span))
                    continue
                }
                if entry.state(in: language) == "needs_review" {
                    out.append(Diagnostic(.catalogNeedsReview,
                                          "the translation of '\(item.key)' in '\(language)' needs review: the source text changed",
                                          at: span))
                }
                if item.template != nil, case .success(let wanted) = FormatSpecifiers.arguments(item.source) {
                    switch FormatSpecifiers.arguments(value) {
                    case .success(let count) where count == wanted:
                        break
                    case .success(let count):
                        out.append(Diagnostic(.catalogFormatMismatch,
                                              "the translation of '\(item.key)' in '\(language)' takes \(count) argument\(count == 1 ? "" : "s"), the source \(wanted)",
                                              at: span, help: "use '%@' \(wanted) time\(wanted == 1 ? "" : "s"), or '%1$@' to '%\(wanted)$@' to change their order"))
                    case .failure(let problem):
                        out.append(Diagnostic(.catalogFormatMismatch,
                                              "the translation of '\(item.key)' in '\(language)' cannot be filled: \(problem.message)", at: span))
                    }
                }
            }
        }
        for key in catalog.keys where !shown.contains(key.exactKey) {
            let stale = catalog.entry(key)?.extractionState == "stale"
            out.append(Diagnostic(.catalogStaleKey,
                                  stale ? "'\(key)' is stale: the form no longer shows it" : "'\(key)' is not a text of the form",
                                  at: at(key),
                                  help: stale ? "delete it once its translations are no longer wanted"
                                              : "run 'formc generate --emit strings' to mark it stale, or delete it"))
        }
        return out.sortedForOutput()
    }
}
