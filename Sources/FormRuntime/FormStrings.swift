import Foundation

/// Looks up the texts a form shows, for one locale: the app's own strings table first, then
/// formc's built-in translations (`BuiltInTranslations`), then the text the `.form` file wrote.
///
/// The locale is the model's, not the process's: `Bundle.localizedString(forKey:value:table:)`
/// answers in the app's preferred language, so the lookup opens the `.lproj` folder of the
/// locale itself (`zh-Hans-CN`, then `zh-Hans`, then `zh`), which works the same on iOS 15
/// and on Linux. Xcode compiles a String Catalog into such folders, so one catalog serves both.
///
/// A `Bundle` is immutable once opened and safe to read from any thread, hence the unchecked
/// `Sendable`.
public struct FormStrings: @unchecked Sendable {
    /// The bundle whose `.lproj` folders hold the app's translations (a Swift package's
    /// `Bundle.module`, an app's `Bundle.main`); nil for built-in translations only.
    public let bundle: Bundle?
    /// The strings table: the catalog's or `.strings` file's name without its extension.
    public let table: String?
    /// The locale whose language is looked up.
    public let locale: Locale

    /// The `.lproj` bundles for `locale`, most specific first, found once.
    private let localizedBundles: [Bundle]
    /// The built-in language for `locale`, if formc has one.
    private let builtInLanguage: String?
    /// The language the form's texts are written in (its `language`): where a template's
    /// text comes from when formc has no translation for `locale`.
    public let sourceLanguage: String
    /// The built-in language for `sourceLanguage`, if formc has one.
    private let sourceBuiltInLanguage: String?

    /// A lookup in `table` of `bundle` for `locale`, for texts written in `sourceLanguage`.
    public init(bundle: Bundle?, table: String?, locale: Locale, sourceLanguage: String = "en") {
        self.bundle = bundle
        self.table = table
        self.locale = locale
        self.sourceLanguage = sourceLanguage
        let candidates = FormStrings.languageCandidates(locale.identifier)
        var found: [Bundle] = []
        if let bundle {
            var folders: [String: String]?
            for language in candidates {
                if let path = bundle.path(forResource: language, ofType: "lproj")
                    ?? FormStrings.folder(language, in: bundle, listed: &folders),
                   let sub = Bundle(path: path) {
                    found.append(sub)
                }
            }
        }
        self.localizedBundles = found
        self.builtInLanguage = candidates.first { BuiltInTranslations.languages.contains($0) }
        self.sourceBuiltInLanguage = FormStrings.languageCandidates(sourceLanguage).first { BuiltInTranslations.languages.contains($0) }
    }

    /// The text of `key`: the app's translation, else formc's in the locale's language, else
    /// formc's in the source language (a template of a form written in Chinese stays
    /// Chinese), else `defaultValue` (the `.form` file's text, or the English template).
    public func text(_ key: String, default defaultValue: String) -> String {
        appText(key)
            ?? builtInLanguage.flatMap { BuiltInTranslations.text(key, language: $0) }
            ?? sourceBuiltInLanguage.flatMap { BuiltInTranslations.text(key, language: $0) }
            ?? defaultValue
    }

    /// The template of `key` (looked up as `text` does) with `arguments` put in for its `%@`
    /// and `%1$@` specifiers.
    public func format(_ key: String, default defaultValue: String, _ arguments: String...) -> String {
        FormStrings.format(text(key, default: defaultValue), arguments)
    }

    /// The app's translation of `key`, if its table has one for the locale.
    private func appText(_ key: String) -> String? {
        // A value no table holds: `localizedString` returns it when the key is missing.
        let missing = "\u{FFFF}formc-missing\u{FFFF}"
        for sub in localizedBundles {
            let value = sub.localizedString(forKey: key, value: missing, table: table)
            if value != missing { return value }
        }
        return nil
    }

    /// The `.lproj` folder of `language` in `bundle` whatever the case of its name: SwiftPM's
    /// `.process` on Linux bundles `zh-Hans.lproj` as `zh-hans.lproj`, and language tags are
    /// case-insensitive (BCP 47). Asked only when the exact name is missing; the folder names
    /// are read once per lookup, into `listed`.
    static func folder(_ language: String, in bundle: Bundle, listed: inout [String: String]?) -> String? {
        if listed == nil {
            var names: [String: String] = [:]
            if let resources = bundle.resourcePath,
               let entries = try? FileManager.default.contentsOfDirectory(atPath: resources) {
                for entry in entries.sorted() where entry.lowercased().hasSuffix(".lproj") {
                    let key = entry.lowercased()
                    if names[key] == nil { names[key] = resources + "/" + entry }
                }
            }
            listed = names
        }
        return listed?[(language + ".lproj").lowercased()]
    }

    /// The `.lproj` names to try for a locale identifier, most specific first:
    /// `zh_Hans_CN` → `zh-Hans-CN`, `zh-Hans`, `zh`. Chinese without a script gets its
    /// usual script from the region (`zh_TW` → `zh-Hant`), as Apple's language matching does.
    public static func languageCandidates(_ identifier: String) -> [String] {
        let base = identifier.split(separator: "@", maxSplits: 1).first.map(String.init) ?? identifier
        var parts = base.split(whereSeparator: { $0 == "_" || $0 == "-" }).map(String.init)
        guard !parts.isEmpty else { return [] }
        parts[0] = parts[0].lowercased()
        if parts[0] == "zh", parts.count == 1 || parts[1].count != 4 {
            let region = parts.count > 1 ? parts[1].uppercased() : ""
            parts.insert(["TW", "HK", "MO"].contains(region) ? "Hant" : "Hans", at: 1)
        }
        var candidates: [String] = []
        while !parts.isEmpty {
            candidates.append(parts.joined(separator: "-"))
            parts.removeLast()
        }
        return candidates
    }

    /// `template` with its specifiers replaced: `%@` takes the next argument, `%1$@` the
    /// first, `%%` is a percent sign. Anything else is kept as written, and a specifier
    /// without an argument becomes empty, so a bad translation never crashes the app.
    public static func format(_ template: String, _ arguments: [String]) -> String {
        var out = ""
        var next = 0
        let scalars = Array(template.unicodeScalars)
        var i = 0
        while i < scalars.count {
            let c = scalars[i]
            guard c == "%", i + 1 < scalars.count else {
                out.unicodeScalars.append(c)
                i += 1
                continue
            }
            if scalars[i + 1] == "%" {
                out += "%"
                i += 2
            } else if scalars[i + 1] == "@" {
                if next < arguments.count { out += arguments[next] }
                next += 1
                i += 2
            } else {
                // `%N$@`: digits, `$`, `@`.
                var j = i + 1
                var position = 0
                while j < scalars.count, j - i <= 3, (48...57).contains(scalars[j].value) {
                    position = position * 10 + Int(scalars[j].value - 48)
                    j += 1
                }
                if j > i + 1, j + 1 < scalars.count, scalars[j] == "$", scalars[j + 1] == "@", position >= 1 {
                    if position <= arguments.count { out += arguments[position - 1] }
                    i = j + 2
                } else {
                    out += "%"
                    i += 1
                }
            }
        }
        return out
    }
}

/// Two lookups are equal when they read the same table of the same bundle for the same
/// locale and source language, so a generated model that holds one stays `Equatable`.
extension FormStrings: Equatable {
    public static func == (a: FormStrings, b: FormStrings) -> Bool {
        a.bundle == b.bundle && a.table == b.table && a.locale == b.locale && a.sourceLanguage == b.sourceLanguage
    }
}
