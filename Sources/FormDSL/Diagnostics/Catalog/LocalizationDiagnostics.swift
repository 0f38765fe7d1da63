// Localization (FC0501–FC0512): a strings catalog against its form (`formc check --strings`),
// and the form's `language`.

extension DiagnosticCode {
    /// The codes this file declares; `allCases` is made of such lists.
    static let localization: [DiagnosticCode] = [
        .catalogNotJSON, .catalogNotAStringCatalog, .catalogMissingKey, .catalogMissingTranslation,
        .catalogStaleKey, .catalogNeedsReview, .catalogFormatMismatch, .catalogSourceChanged,
        .catalogSourceLanguage, .invalidLanguageTag, .noBuiltInTranslations, .textsNotInFormLanguage
    ]
}

extension DiagnosticCode {
    // FC0501 and FC0502 are built by `StringCatalog.read` (`Strings/StringCatalog.swift`).
    public static let catalogNotJSON = DiagnosticCode("FC0501", .error, "Strings catalog is not JSON", example: false, #"""
        `formc check --strings CATALOG` and `formc generate --emit strings` read the catalog as JSON (RFC 8259, strictly: no comments, no trailing commas). The diagnostic points at the byte where reading stopped. A catalog that is not JSON is never overwritten: fix it (or remove it to start a new one) and run again.
        """#)

    public static let catalogNotAStringCatalog = DiagnosticCode("FC0502", .error, "Not a string catalog", example: false, #"""
        The file is JSON but not a String Catalog: an `.xcstrings` file is an object with `sourceLanguage` (a string) and `strings` (an object of keys, each an object). formc does not guess at another shape, and does not write over it.
        """#)

    // FC0503 to FC0509 are built by `CatalogLint` (`Strings/CatalogLint.swift`).
    public static let catalogMissingKey = DiagnosticCode("FC0503", .warning, "Text missing from the strings catalog", example: false, #"""
        The form shows a text whose key the catalog does not have (a field, option, message or section added since the catalog was last generated). Run `formc generate --emit strings -o DIR` (or the `FormcStrings` command plugin) to add it; until then the app shows the form's own text. The diagnostic points at the catalog's `strings` member and names the key.
        """#)

    public static let catalogMissingTranslation = DiagnosticCode("FC0504", .warning, "Translation missing", example: false, #"""
        A key has no translation in one of the catalog's languages (a language is the catalog's when any key has a localization in it), or only a string in Xcode's state `new`, which nobody has translated yet. A key marked `"shouldTranslate" : false` needs none. People using that language see the form's own text. formc's templates (`formc.required`, ...) need no translation in the languages formc translates them into itself (en, zh-Hans, de, fr, es, ja).
        """#)

    public static let catalogStaleKey = DiagnosticCode("FC0505", .warning, "Stale key in the strings catalog", example: false, #"""
        The catalog has a key the form no longer shows (a removed field, option or message). `formc generate --emit strings` marks such keys `"extractionState" : "stale"` and keeps their translations, so nothing is lost if the text comes back; delete them in Xcode (or by hand) when they are no longer wanted.
        """#)

    public static let catalogNeedsReview = DiagnosticCode("FC0506", .warning, "Translation needs review", example: false, #"""
        The form's text changed after this translation was written, so `formc generate --emit strings` marked it `needs_review`: the app still shows it, but it may no longer say what the source says. Review it and set its state to `translated`.
        """#)

    public static let catalogFormatMismatch = DiagnosticCode("FC0507", .error, "Translation's format arguments differ", example: false, #"""
        A translation must take the arguments its source takes: the same number of `%@`, or positional `%1$@`, `%2$@`, ... covering each of them once, and no other specifier (`%d`, a lone `%`; a percent sign is `%%`). A translation that took another argument would show the wrong text or nothing in its place.
        """#)

    public static let catalogSourceChanged = DiagnosticCode("FC0508", .warning, "Source text changed since the catalog was generated", example: false, #"""
        The catalog's source-language text of a key is not the form's text: the form changed and the catalog was not generated again. Run `formc generate --emit strings`, which updates the source and marks the key's translations `needs_review`.
        """#)

    public static let catalogSourceLanguage = DiagnosticCode("FC0509", .warning, "Catalog's source language differs from the form's", example: false, #"""
        The catalog's `sourceLanguage` is not the form's `language` (English when the form declares none): the texts formc writes as the source would be filed under another language. Declare the form's `language`, or generate the catalog again.
        """#)

    public static let invalidLanguageTag = DiagnosticCode("FC0510", .error, "Invalid language tag", #"""
        `language` takes a BCP 47 tag as Xcode names localizations: a language (2 or 3 letters), then optionally a script (4 letters), a region (2 letters or 3 digits) and variants, separated by `-`: `"en"`, `"zh-Hans"`, `"pt-BR"`, `"es-419"`.
        """#)
}

extension Diagnostic {
    static func invalidLanguageTag(_ span: Span, tag: String, problem: String) -> Diagnostic {
        Diagnostic(.invalidLanguageTag, "'\(tag)' is not a language tag: \(problem)", at: span,
                   help: "write a BCP 47 tag as Xcode names localizations, such as \"en\", \"zh-Hans\" or \"pt-BR\"")
    }
}

extension DiagnosticCode {
    public static let noBuiltInTranslations = DiagnosticCode("FC0511", .warning, "No built-in translations for the form's language", #"""
        formc translates its default messages ("%@ is required.", "%@ must be a number.", ...) into English, Simplified Chinese, German, French, Spanish and Japanese. A form in another language would show them in English, so the warning names each template the form uses: translate them in the strings catalog, or write each rule's `message:`. The "not a number" message has no `message:`, so a number field always needs its template translated.
        """#)
}

extension Diagnostic {
    static func noBuiltInTranslations(_ span: Span, tag: String, templates: [MessageTemplate]) -> Diagnostic {
        let list = templates.map { "'\($0.key)' (\"\($0.english)\")" }.joined(separator: ", ")
        return Diagnostic(.noBuiltInTranslations,
                          "formc has no translation of its default messages in '\(tag)' (only in \(BuiltInLanguages.tags.joined(separator: ", "))); this form needs \(list)",
                          at: span,
                          help: "translate them in the strings catalog ('formc generate --emit strings'), or write each rule's 'message:'")
    }
}

extension DiagnosticCode {
    public static let textsNotInFormLanguage = DiagnosticCode("FC0512", .warning, "Texts are not in the form's language", #"""
        The form's `language` (English when it declares none) is the language of its texts: the String Catalog records them as that language's source text, in state `translated`, and no translator is asked for them. A form whose texts are in another language would pass English off as Chinese, or Chinese as English. formc tells by the letters' script, the one thing a language shows without a dictionary: Han for Chinese, kana or Han for Japanese, Hangul for Korean, Cyrillic for Russian, Latin for English, German or French. It warns when none of the form's texts (title, section headers and footers, labels, placeholders, help, option labels, messages, the submit button) has a letter in the language's script and some have letters of another; the message names them. A label formc makes from a field's name and the default "Submit" never count as the author's language. A form that mixes scripts (a Chinese form with an "Email" label) is not warned about, and neither is a language that shares the texts' script (a German form written in English), or a language or script formc does not know. Until the texts or the `language` change, `formc generate --emit strings` records each of those texts in state `needs_review`, not `translated`.
        """#)
}

extension Diagnostic {
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
}
