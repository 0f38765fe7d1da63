import Foundation
import Testing
@testable import FormRuntime

/// The lookup order (app table, built-in translation, source text), a real `.lproj` bundle
/// read through swift-corelibs-foundation's `Bundle`, and the specifier formatter.
@Suite struct FormStringsTests {
    /// A bundle directory with `de.lproj/SignUp.strings` and `zh-Hans.lproj/SignUp.strings`.
    static func makeBundle() throws -> URL {
        let root = FileManager.default.temporaryDirectory
            .appendingPathComponent("formc-strings-\(UUID().uuidString).bundle")
        func write(_ language: String, _ text: String) throws {
            let folder = root.appendingPathComponent("\(language).lproj")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: folder.appendingPathComponent("SignUp.strings"))
        }
        try write("de", """
        /* SignUp: the label of field 'email' */
        "SignUp.email.label" = "E-Mail-Adresse";
        "formc.required" = "Bitte %@ angeben.";
        "quote \\" and \\\\ and \\n" = "Zitat \\" \\\\ \\n";
        """)
        try write("zh-Hans", "\"SignUp.email.label\" = \"电子邮件\";\n")
        return root
    }

    @Test func appTableWinsThenBuiltInThenSource() throws {
        let root = try Self.makeBundle()
        defer { try? FileManager.default.removeItem(at: root) }
        let bundle = try #require(Bundle(path: root.path))
        let de = FormStrings(bundle: bundle, table: "SignUp", locale: Locale(identifier: "de_DE"))
        #expect(de.text("SignUp.email.label", default: "Email") == "E-Mail-Adresse")
        // The app's own template overrides formc's.
        #expect(de.format("formc.required", default: "%@ is required.", "E-Mail") == "Bitte E-Mail angeben.")
        // Not in the app's table: formc's German.
        #expect(de.format("formc.email", default: "%@ must be a valid email address.", "E-Mail")
                == "E-Mail muss eine gültige E-Mail-Adresse sein.")
        // In neither: the source text.
        #expect(de.text("SignUp.title", default: "Create account") == "Create account")
        #expect(de.text("quote \" and \\ and \n", default: "x") == "Zitat \" \\ \n")

        let zh = FormStrings(bundle: bundle, table: "SignUp", locale: Locale(identifier: "zh_CN"))
        #expect(zh.text("SignUp.email.label", default: "Email") == "电子邮件")
        #expect(zh.format("formc.required", default: "%@ is required.", "电子邮件") == "电子邮件为必填项。")

        // A language neither the app nor formc has: the source text.
        let ko = FormStrings(bundle: bundle, table: "SignUp", locale: Locale(identifier: "ko_KR"))
        #expect(ko.text("SignUp.email.label", default: "Email") == "Email")
        #expect(ko.format("formc.required", default: "%@ is required.", "Email") == "Email is required.")
        // Another table of the same bundle has nothing.
        let other = FormStrings(bundle: bundle, table: "Other", locale: Locale(identifier: "de"))
        #expect(other.text("SignUp.email.label", default: "Email") == "Email")
    }

    /// SwiftPM's `.process` on Linux lowercases `zh-Hans.lproj` to `zh-hans.lproj`; language
    /// tags are case-insensitive, so the folder is found whatever its case.
    @Test func lprojFolderFoundWhateverItsCase() throws {
        let root = FileManager.default.temporaryDirectory
            .appendingPathComponent("formc-strings-\(UUID().uuidString).bundle")
        defer { try? FileManager.default.removeItem(at: root) }
        for (folder, text) in [("zh-hans.lproj", "电子邮件"), ("PT-br.lproj", "E-mail (Brasil)")] {
            let url = root.appendingPathComponent(folder)
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
            try Data("\"SignUp.email.label\" = \"\(text)\";\n".utf8).write(to: url.appendingPathComponent("SignUp.strings"))
        }
        let bundle = try #require(Bundle(path: root.path))
        let zh = FormStrings(bundle: bundle, table: "SignUp", locale: Locale(identifier: "zh_Hans_CN"))
        #expect(zh.text("SignUp.email.label", default: "Email") == "电子邮件")
        let pt = FormStrings(bundle: bundle, table: "SignUp", locale: Locale(identifier: "pt_BR"))
        #expect(pt.text("SignUp.email.label", default: "Email") == "E-mail (Brasil)")
        // A language with no folder in any case still falls back.
        let de = FormStrings(bundle: bundle, table: "SignUp", locale: Locale(identifier: "de_DE"))
        #expect(de.text("SignUp.email.label", default: "Email") == "Email")
    }

    @Test func withoutBundleBuiltInOnly() {
        let fr = FormStrings(bundle: nil, table: nil, locale: Locale(identifier: "fr_CA"))
        #expect(fr.format("formc.number", default: "%@ must be a number.", "Montant") == "Le champ Montant doit être un nombre.")
        #expect(fr.text("formc.view.done", default: "Done") == "OK")
        let ja = FormStrings(bundle: nil, table: nil, locale: Locale(identifier: "ja_JP"))
        #expect(ja.format("formc.equals", default: "%@ must match %@.", "確認", "パスワード") == "確認がパスワードと一致しません。")
    }

    @Test func languageCandidates() {
        #expect(FormStrings.languageCandidates("zh_Hans_CN") == ["zh-Hans-CN", "zh-Hans", "zh"])
        #expect(FormStrings.languageCandidates("zh_CN") == ["zh-Hans-CN", "zh-Hans", "zh"])
        #expect(FormStrings.languageCandidates("zh_TW") == ["zh-Hant-TW", "zh-Hant", "zh"])
        #expect(FormStrings.languageCandidates("de_DE@calendar=gregorian") == ["de-DE", "de"])
        #expect(FormStrings.languageCandidates("en") == ["en"])
        #expect(FormStrings.languageCandidates("") == [])
    }

    @Test func format() {
        #expect(FormStrings.format("%@ must be %@ to %@.", ["A", "1", "2"]) == "A must be 1 to 2.")
        #expect(FormStrings.format("%2$@ vor %1$@", ["A", "B"]) == "B vor A")
        #expect(FormStrings.format("100%% of %@", ["x"]) == "100% of x")
        #expect(FormStrings.format("%@ %@", ["only"]) == "only ")
        #expect(FormStrings.format("%d %s %", ["x"]) == "%d %s %")
        #expect(FormStrings.format("%9999999999$@", ["x"]) == "%9999999999$@")
        #expect(FormStrings.format("%@", ["%@ and %%"]) == "%@ and %%")
    }

    /// Every key has a text in every language, and each translation has the source's
    /// arguments: as many `%@` (or positional `%N$@` covering 1...N), nothing else.
    @Test func tableIsComplete() {
        #expect(Set(BuiltInTranslations.rows.map(\.key)).count == BuiltInTranslations.rows.count)
        for row in BuiltInTranslations.rows {
            #expect(row.texts.count == BuiltInTranslations.languages.count)
            let source = Self.argumentCount(row.texts[0])
            for (language, text) in zip(BuiltInTranslations.languages, row.texts) {
                #expect(!text.isEmpty)
                #expect(Self.argumentCount(text) == source, "\(row.key) in \(language)")
                #expect(BuiltInTranslations.text(row.key, language: language) == text)
            }
        }
    }

    /// How many arguments a template takes, or nil when its specifiers are not `%@`, `%N$@`
    /// and `%%`, or mix the two kinds.
    static func argumentCount(_ template: String) -> Int? {
        let scalars = Array(template.unicodeScalars)
        var plain = 0
        var positions: Set<Int> = []
        var i = 0
        while i < scalars.count {
            if scalars[i] != "%" { i += 1; continue }
            guard i + 1 < scalars.count else { return nil }
            if scalars[i + 1] == "%" { i += 2; continue }
            if scalars[i + 1] == "@" { plain += 1; i += 2; continue }
            var j = i + 1
            var n = 0
            while j < scalars.count, (48...57).contains(scalars[j].value) { n = n * 10 + Int(scalars[j].value - 48); j += 1 }
            guard j + 1 < scalars.count, j > i + 1, scalars[j] == "$", scalars[j + 1] == "@" else { return nil }
            positions.insert(n)
            i = j + 2
        }
        if !positions.isEmpty {
            guard plain == 0, positions == Set(1...positions.count) else { return nil }
            return positions.count
        }
        return plain
    }
}
