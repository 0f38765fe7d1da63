import Foundation
import Testing
@testable import FormDSL

/// After a failed submit (and after server errors), the generated view takes the user to the
/// first invalid field (docs/SWIFT.md, "Submitting"): `show(_:)` focuses it when it takes focus
/// and otherwise clears the keyboard focus (a toggle, choice, date or disabled field has no
/// `.focused` modifier, so focusing it would leave the keyboard on another field), scrolls its
/// row into view in both cases, and announces the errors. Read from the generated Swift of every
/// example, test and conformance form, as LabelVisibilityTests reads the rows.
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

    @Test(arguments: LabelVisibilityTests.inputs)
    func theFirstInvalidFieldIsFocusedOrScrolledTo(_ url: URL) throws {
        let result = Compiler.compile(try TestSupport.source(url))
        let checked = try #require(result.model, "\(url.lastPathComponent) has errors")
        let lines = Generator.single(for: checked, source: result.file, target: .swift).split(separator: "\n", omittingEmptySubsequences: false)
        for form in checked.forms {
            let place = "\(url.lastPathComponent) \(form.name)"
            let content = Self.block("private struct \(form.name)FormContent: SwiftUI.View", in: lines)
            let outer = Self.block("public struct \(form.name)Form: SwiftUI.View", in: lines)
            try #require(!content.isEmpty && !outer.isEmpty, "\(place): no view")
            // The content sits in a ScrollViewReader and holds its proxy.
            let body = Self.block("public var body: some SwiftUI.View", in: outer).map { Self.trimmed($0) }
            #expect(body.contains("SwiftUI.ScrollViewReader { scroller in"), "\(place): \(body)")
            #expect(body.contains { $0.hasPrefix("\(form.name)FormContent(") && $0.hasSuffix(", scroller: scroller)") }, "\(place)")
            #expect(content.contains { Self.trimmed($0) == "let scroller: SwiftUI.ScrollViewProxy" }, "\(place)")

            // Every row carries its field's name as its id, right after the row's closing brace.
            var focusable: Set<String> = []
            for field in form.fields {
                let member = SwiftLiteral.identifier(field.name)
                let ids = content.indices.filter { Self.trimmed(content[$0]) == ".id(\"\(field.name)\")" }
                #expect(ids.count == 1, "\(place).\(field.name): \(ids.count) ids")
                if let id = ids.first {
                    let indent = content[id].prefix { $0 == " " }.count
                    #expect(Self.trimmed(content[id - 1]) == "}" && content[id - 1].prefix { $0 == " " }.count == indent - 4,
                            "\(place).\(field.name): the id is not on the row")
                }
                if content.contains(where: { Self.trimmed($0) == ".focused($focus, equals: .\(member))" }) { focusable.insert(member) }
                #expect(focusable.contains(member) == field.isFocusable, "\(place).\(field.name): focusable is \(field.isFocusable)")
            }

            // A failed submit and server errors both go through show(_:).
            let text = content.map { Self.trimmed($0) }
            #expect(text.firstIndex(of: "case .failure(let errors):").map { text[$0 + 1] } == "show(errors)", "\(place)")
            #expect(text.contains("show(model.currentVisibleErrors())"), "\(place)")
            // Server errors reach show(_:) however they were set: the model's request to show
            // them is watched, and the action's end only sets them (docs/SWIFT.md, "Submitting").
            #expect(text.contains(".onChange(of: model.focusTracker.revealRequests) { _, request in revealServerErrors(request) }")
                    || text.contains(".modifier(\(form.name)FormOnChange(value: model.focusTracker.revealRequests) { revealServerErrors($0) })"),
                    "\(place)")
            #expect(text.contains("model.setServerErrors(errors.keeping(unchangedSince: texts, in: model).byField)"), "\(place)")
            // The submit's task is kept, and cancelled when the view disappears.
            #expect(text.contains("submitTask = _Concurrency.Task { await run(values, texts: texts) }"), "\(place)")
            #expect(text.contains(".onDisappear { submitTask?.cancel() }"), "\(place)")
            let show = Self.block("private func show(_ errors: FormRuntime.FormErrors<", in: content).map { Self.trimmed($0) }
            // Nothing else moves focus to an invalid field.
            #expect(text.filter { $0.contains("firstInvalid") }.count == show.filter { $0.contains("firstInvalid") }.count, "\(place)")
            #expect(show.contains("if let first = errors.firstInvalid { scroller.scrollTo(first.rawValue, anchor: .center) }"), "\(place): \(show)")
            #expect(show.contains("announce(errors.announcement(in: model.strings))"), "\(place)")
            let unfocusable = form.fields.map { SwiftLiteral.identifier($0.name) }.filter { !focusable.contains($0) }
            if unfocusable.isEmpty {
                #expect(show.contains("focus = errors.firstInvalid"), "\(place): \(show)")
                #expect(!show.contains { $0.hasPrefix("switch") }, "\(place)")
            } else {
                let cases = unfocusable.map { ".\($0)?" }.joined(separator: ", ")
                #expect(show.contains("case \(cases): focus = nil"), "\(place): \(show)")
                #expect(show.contains("default: focus = errors.firstInvalid"), "\(place)")
            }
        }
    }
}
