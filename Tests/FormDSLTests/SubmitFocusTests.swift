import Foundation
import Testing
@testable import FormDSL

/// After a failed submit (and after server errors), the view takes the user to the first
/// invalid field (docs/SWIFT.md, "Submitting"): `show(_:)` focuses it when it takes focus and
/// otherwise clears the keyboard focus (a toggle, choice, date or disabled field takes none, so
/// focusing it would leave the keyboard on another field), scrolls its row into view in both
/// cases, and announces the errors.
///
/// The view is FormRuntimeSwiftUI's `FormView`, read here from its sources; which fields take
/// focus is the generated layout's, read from the generated Swift of every example, test and
/// conformance form: a row made by a factory that takes focus (`.text`, `.number`,
/// `.multiline`) and not disabled.
@Suite struct SubmitFocusTests {
    static func trimmed(_ line: Substring) -> String { line.trimmingCharacters(in: .whitespaces) }

    /// The lines of the declaration that starts with `header`, up to its closing brace.
    static func block(_ header: String, in lines: [Substring]) -> [Substring] {
        guard let start = lines.firstIndex(where: { $0.contains(header) }) else { return [] }
        let indent = lines[start].prefix { $0 == " " }.count
        var end = start + 1
        while end < lines.count, !(lines[end].prefix { $0 == " " }.count == indent && trimmed(lines[end]) == "}") { end += 1 }
        return Array(lines[start...min(end, lines.count - 1)])
    }

    static func runtimeSource(_ name: String) throws -> [Substring] {
        let url = TestSupport.packageRoot.appendingPathComponent("Sources/FormRuntimeSwiftUI/\(name)")
        return try String(contentsOf: url, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
    }

    /// The factories whose rows take keyboard focus (`takesFocus: !disabled`), and no other.
    static let focusingFactories = ["text", "number", "multiline"]

    @Test func theRuntimeTakesTheUserToTheFirstInvalidField() throws {
        let content = try Self.runtimeSource("FormContent.swift")
        let text = content.map { Self.trimmed($0) }
        // The content sits in a ScrollViewReader and holds its proxy.
        let body = Self.block("public var body: some SwiftUI.View", in: try Self.runtimeSource("FormView.swift")).map { Self.trimmed($0) }
        #expect(body.contains("SwiftUI.ScrollViewReader { scroller in"))
        #expect(text.contains("let scroller: SwiftUI.ScrollViewProxy"))
        // Every row carries its field's name as its id.
        #expect(text.contains("row.make(context(for: row.field, shown)).id(row.field.rawValue)"))
        // A failed submit and server errors both go through show(_:).
        #expect(text.firstIndex(of: "case .failure(let errors):").map { text[$0 + 1] } == "show(errors)")
        #expect(text.contains("show(model.currentVisibleErrors())"))
        // Server errors reach show(_:) however they were set: the model's request to show them
        // is watched, and the action's end only sets them.
        #expect(text.contains(".modifier(OnChange(value: model.focusTracker.revealRequests) { revealServerErrors($0) })"))
        #expect(text.contains("model.setServerErrors(errors.keeping(unchangedSince: texts, in: model).byField)"))
        // The submit's task is kept, and cancelled when the view disappears.
        #expect(text.contains("submitTask = _Concurrency.Task { await run(values, texts: texts) }"))
        #expect(text.contains(".onDisappear { submitTask?.cancel() }"))
        let show = Self.block("private func show(_ errors: FormRuntime.FormErrors<", in: content).map { Self.trimmed($0) }
        // Nothing else moves focus to an invalid field.
        #expect(text.filter { $0.contains("firstInvalid") }.count == show.filter { $0.contains("firstInvalid") }.count)
        #expect(show.contains("focus = errors.firstInvalid.flatMap { layout.focusable.contains($0) ? FormRuntime.FocusStop($0) : nil }"), "\(show)")
        #expect(show.contains("if let first = errors.firstInvalid { scroller.scrollTo(first.rawValue, anchor: .center) }"))
        // A repeating group's first invalid row field: focused if it is a stop, its row scrolled to.
        #expect(show.contains("if let row = errors.firstInvalidRow, let group = errors.firstInvalid {"))
        #expect(show.contains("focus = model.focusStops().contains(stop) ? stop : nil"))
        #expect(show.contains("scroller.scrollTo(group.rawValue + \"#\" + String(row.path.row.value), anchor: .center)"))
        #expect(show.contains("announce(errors.announcement(in: model.strings))"))
        // Exactly the focusing factories say their rows take focus (unless disabled).
        var focusing: [String] = []
        for file in try FileManager.default.contentsOfDirectory(atPath: TestSupport.packageRoot.appendingPathComponent("Sources/FormRuntimeSwiftUI").path)
        where file.hasSuffix("Row.swift") {
            let lines = try Self.runtimeSource(file).map { Self.trimmed($0) }
            for (index, line) in lines.enumerated() where line.contains("public static func ") {
                let name = line.components(separatedBy: "public static func ")[1].prefix { $0.isLetter }
                let made = lines[index...].first { $0.contains("FormRow(field: field, takesFocus: ") } ?? ""
                if made.contains("takesFocus: !disabled") { focusing.append(String(name)) } else {
                    #expect(made.contains("takesFocus: false"), "\(file): \(made)")
                }
            }
        }
        #expect(Set(focusing) == Set(Self.focusingFactories), "\(focusing)")
    }

    @Test(arguments: LabelVisibilityTests.inputs)
    func theLayoutSaysWhichFieldsTakeFocus(_ url: URL) throws {
        let result = Compiler.compile(try TestSupport.source(url))
        let checked = try #require(result.model, "\(url.lastPathComponent) has errors")
        let lines = Generator.single(for: checked, source: result.file, target: .swift).split(separator: "\n", omittingEmptySubsequences: false)
        for form in checked.forms {
            let place = "\(url.lastPathComponent) \(form.name)"
            let layout = Self.block("extension \(form.name)Model: FormRuntimeSwiftUI.FormViewModel", in: lines).map { Self.trimmed($0) }
            try #require(!layout.isEmpty, "\(place): no layout")
            // A row field's row is in its group's row model's layout.
            let rowLayouts = form.repeats.indices.map { g in
                Self.block("extension \(SwiftForm.rowTypeName(form, group: g))Model: FormRuntimeSwiftUI.FormViewModel", in: lines)
                    .map { Self.trimmed($0) }
            }
            for field in form.fields {
                let layout = field.repeatGroup.map { rowLayouts[$0] } ?? layout
                let member = SwiftLiteral.identifier(field.name)
                let rows = layout.filter { $0.hasPrefix(".") && $0.contains("(.\(member), \\.\(member)") }
                #expect(rows.count == 1, "\(place).\(field.name): \(rows.count) rows")
                guard let row = rows.first else { continue }
                let factory = String(row.dropFirst().prefix { $0.isLetter })
                let takesFocus = Self.focusingFactories.contains(factory) && !row.contains("disabled: true")
                #expect(takesFocus == field.isFocusable, "\(place).\(field.name): focusable is \(field.isFocusable): \(row)")
            }
        }
    }
}
