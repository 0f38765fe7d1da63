import Foundation
import Testing
@testable import FormDSL

/// A multiline field on every platform: from iOS 16 seed 002's vertical `TextField` with a line
/// limit, and before it a `TextEditor` whose height comes from `lines`. FormRuntimeSwiftUI
/// chooses by the iOS the app runs on, so a form for iOS 15 gets the vertical text field on
/// iOS 16 and later too; the generated layout says only how many lines. The Return rules stay
/// the same on both: the on-screen keyboard's Return inserts a newline in either control.
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

    static let runtime: String = {
        let url = TestSupport.packageRoot.appendingPathComponent("Sources/FormRuntimeSwiftUI/MultilineRow.swift")
        return (try? String(contentsOf: url, encoding: .utf8)) ?? ""
    }()

    @Test(arguments: [nil, 16, 17, 18])
    func theLayoutGivesTheLines(_ platform: Int?) throws {
        let text = try Self.swift(Self.form(platform: platform, #"    field note: multiline { label "Note"; prompt "Anything"; lines 3..<7 }"#))
        #expect(text.contains(#".multiline(.note, \.note, lines: 3...6),"#))
        // The model's table has the form's `submitLabel:`; the row has none of its own.
        #expect(!text.contains(".multiline(.note, \\.note, submitLabel:") && !text.contains(", submitLabel: ."),
                "Return inserts a newline: no Return key label")
        let plain = try Self.swift(Self.form(platform: platform, "    field note: multiline"))
        #expect(plain.contains(#".multiline(.note, \.note),"#))
    }

    /// The runtime's two controls: the vertical text field where iOS 16 is, the editor sized
    /// by `lines` (88 points, four lines, without) and labelled for VoiceOver below it.
    @Test func theRuntimeChoosesByTheSystem() {
        let text = Self.runtime
        #expect(text.contains("if #available(iOS 16.0, *) {\n                verticalTextField\n            } else {\n                editor\n            }"))
        #expect(text.contains("axis: .vertical"))
        #expect(text.contains(".lineLimit(lines)"))
        #expect(text.contains(".lineLimit(4...)"))
        #expect(text.contains("SwiftUI.TextEditor(text: $text)"))
        #expect(text.contains(".frame(minHeight: lines.map { height($0.lowerBound) } ?? 4 * lineHeight, maxHeight: lines.map { height($0.upperBound) })"))
        #expect(text.contains("@SwiftUI.ScaledMetric private var lineHeight: CGFloat = 22"))
        #expect(text.contains(".accessibilityLabel(SwiftUI.Text(verbatim: info.label))"))
    }

    /// The prompt and label reach the view through the model's string literals.
    @Test func theTextsAreEscaped() throws {
        let text = try Self.swift(Self.form(platform: 16, #"    field note: multiline { label "a\"b \\( c"; prompt "\")\n}" }"#))
        #expect(text.contains(#".init(.note, \.note, label: "a\"b \\( c", prompt: "\")\n}")"#))
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
