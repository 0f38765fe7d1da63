import Foundation
import Testing

/// The form's texts follow SwiftUI's `\.locale` (docs/SWIFT.md, "Texts and languages"): a
/// preview with `.environment(\.locale, Locale(identifier: "de"))` shows German labels,
/// prompts, help, errors, option labels, section texts, the title and the submit label, never
/// a mixture. FormRuntimeSwiftUI's view does not run on Linux, so this reads its source; what
/// the view calls, `relocalize(to:)`, is tested in `RelocalizeTests`, and the view typechecks
/// against the platform stubs.
@Suite struct ViewLocaleTests {
    static func source(_ name: String) throws -> [String] {
        let url = Sources.packageRoot.appendingPathComponent("Sources/FormRuntimeSwiftUI/\(name)")
        return try String(contentsOf: url, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.trimmingCharacters(in: .whitespaces) }
    }

    @Test func theFormFollowsTheEnvironmentsLocale() throws {
        let lines = try Self.source("FormContent.swift")
        // The view reads SwiftUI's locale, and puts the model in it on appearing and on every change.
        #expect(lines.contains(#"@SwiftUI.Environment(\.locale) private var locale"#))
        #expect(lines.contains(".onAppear(perform: followLocale)"))
        #expect(lines.contains(".modifier(OnChange(value: locale.identifier) { _ in followLocale() })"))
        #expect(lines.contains("model.relocalize(to: locale)"))
        // Every text of the first frame already comes from the model in that language.
        #expect(lines.contains("let shown = localized(model)"))
        #expect(lines.contains("copy.relocalize(to: locale)"))
        #expect(lines.contains("row.make(context(for: row.field, shown)).id(row.field.rawValue)"))
        #expect(lines.contains(".modifier(NavigationTitle(title: options.showsTitle ? shown.localizedTitle : nil))"))
        #expect(lines.contains("SwiftUI.Text(verbatim: shown.localizedSubmitLabel)"))
        #expect(lines.contains("SwiftUI.Text(verbatim: shown.strings.text(sectionKey(index, role), default: text))"))
        #expect(lines.contains("return FormRowContext(model: $model, info: info, focus: $focus, stop: stop, strings: shown.strings, formName: layout.name)"))
        // The texts a row shows (label, prompt, help, error) are `shown`'s, and no text is
        // looked up in the bound model but the announcement, made after the model follows.
        #expect(lines.contains("name: field.rawValue, label: shown.label(field), prompt: shown.prompt(field), help: shown.help(field),"))
        #expect(lines.contains("error: shown.visibleErrors(field).first, validity: shown.validity(field),"))
        let lookups = lines.filter { line in
            !line.hasPrefix("//")
                && ["model.strings", "model.label(", "model.prompt(", "model.help(", "model.localized"].contains { line.contains($0) }
        }
        #expect(lookups == [
            "guard model.strings.locale.identifier != locale.identifier else { return model }",
            "guard model.strings.locale.identifier != locale.identifier else { return }",
            "announce(errors.announcement(in: model.strings))",
        ], "\(lookups)")
    }
}
