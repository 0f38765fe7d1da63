import Testing
@testable import FormDSL

/// A multiline field on both platforms: iOS 15's `TextEditor`, whose height comes from `lines`,
/// and from iOS 16 seed 002's vertical `TextField` with a line limit. The Return rules stay the
/// same on both: the on-screen keyboard's Return inserts a newline in either control.
@Suite struct MultilinePlatformTests {
    static func swift(_ source: String) throws -> String {
        let file = SourceFile(path: "Multiline.form", text: source)
        let result = Compiler.compile(file)
        let model = try #require(result.model, "\(result.diagnostics.map(\.message))")
        return Generator.single(for: model, source: file, target: .swift)
    }

    static func form(platform: Int?, _ fields: String) -> String {
        "form Notes {\n" + (platform.map { "    platform iOS \($0)\n" } ?? "") + fields + "\n}\n"
    }

    @Test func iOS15IsATextEditorSizedByLines() throws {
        let text = try Self.swift(Self.form(platform: nil, #"    field note: multiline { label "Note"; prompt "Anything"; lines 3...6 }"#))
        #expect(text.contains("SwiftUI.TextEditor(text: $model.note.text)"))
        #expect(text.contains(".frame(minHeight: 82, maxHeight: 148)"))
        #expect(text.contains(#".accessibilityLabel(SwiftUI.Text(verbatim: model.label(.note)))"#))
        #expect(!text.contains("axis: .vertical"))
        #expect(!text.contains(".lineLimit("))
        let plain = try Self.swift(Self.form(platform: nil, "    field note: multiline"))
        #expect(plain.contains(".frame(minHeight: 88)"), "without lines, as before")
    }

    @Test(arguments: [16, 17, 18])
    func iOS16AndLaterIsAVerticalTextField(_ platform: Int) throws {
        let text = try Self.swift(Self.form(platform: platform, #"    field note: multiline { label "Note"; prompt "Anything"; lines 3..<7 }"#))
        #expect(text.contains(#"SwiftUI.TextField(model.label(.note), text: $model.note.text, prompt: SwiftUI.Text(verbatim: model.strings.text("Notes.note.prompt", default: "Anything")), axis: .vertical)"#))
        #expect(text.contains(".lineLimit(3...6)"))
        #expect(text.contains(".focused($focus, equals: .note)"))
        #expect(!text.contains("TextEditor("))
        #expect(!text.contains(".submitLabel("), "Return inserts a newline: no Return key label")
        let plain = try Self.swift(Self.form(platform: platform, "    field note: multiline"))
        #expect(plain.contains(".lineLimit(4...)"))
    }

    /// The prompt and label reach the vertical text field through the string literal writer.
    @Test func theVerticalTextFieldEscapesItsTexts() throws {
        let text = try Self.swift(Self.form(platform: 16, #"    field note: multiline { label "a\"b \\( c"; prompt "\")\n}" }"#))
        #expect(text.contains(#"SwiftUI.TextField(model.label(.note), text: $model.note.text, prompt: SwiftUI.Text(verbatim: model.strings.text("Notes.note.prompt", default: "\")\n}")), axis: .vertical)"#))
        #expect(text.contains(#".init(.note, \.note, label: "a\"b \\( c""#))
    }

    /// FC0213 and FC0214 hold on every platform: a vertical TextField's on-screen Return inserts
    /// a newline too. The field is in the focus order on both, and gets no submit label.
    @Test(arguments: [15, 16])
    func theReturnRulesHoldOnBothPlatforms(_ platform: Int) throws {
        let source = Self.form(platform: platform, """
                field note: multiline { submitLabel next }
                field name: text
            """)
        let checked = Checked(source)
        #expect(Set(checked.diagnostics.map(\.id)) == ["FC0213", "FC0214"], "\(checked.lines)")
        let model = try #require(Checked(Self.form(platform: platform, "    field name: text\n    field note: multiline")).model.forms.first)
        #expect(model.focusOrder == ["name", "note"])
        #expect(model.field(named: "note")?.submitLabel == nil)
        #expect(model.field(named: "name")?.submitLabel == .next)
    }
}
