import Foundation
import Testing
@testable import FormDSL

/// Every field's label is on screen whatever the field holds, and VoiceOver reads it once: each
/// of FormRuntimeSwiftUI's rows shows its label exactly once as visible text and gives it
/// exactly once to VoiceOver, in every branch the row can show (a password shown or hidden, a
/// date chosen or not, a vertical text field or an editor), and every field of every
/// generated layout is shown by one of those rows.
///
/// The rows are read from the runtime's sources: each `struct …Row` is one kind of row, its
/// `if`/`else` blocks are alternatives, every other block is always there, a line naming one
/// of the row's own view properties (`control`, `picker`) stands for that property's body, and
/// each line that holds the label (`info.label`) is classified by the control it starts.
/// `FormRowBody(info, showsLabel: true)` is the row style's caption, which the default style
/// shows and hides from VoiceOver. A line of any other shape that holds the label fails the
/// test, so a new control must be taught here.
@Suite struct LabelVisibilityTests {
    /// How often a label is seen and heard in one branch of a row.
    struct Count: Hashable, CustomStringConvertible {
        var visible: Int
        var spoken: Int
        var description: String { "\(visible) visible, \(spoken) spoken" }
    }

    /// A row as alternatives: a leaf counts once, a sequence adds, a choice picks one.
    indirect enum Node {
        case leaf(Count)
        case sequence([Node])
        case choice([Node])

        /// Every count the row can show, one per combination of branches.
        var outcomes: Set<Count> {
            switch self {
            case .leaf(let count): return [count]
            case .sequence(let nodes):
                var sums: Set<Count> = [Count(visible: 0, spoken: 0)]
                for node in nodes {
                    var next: Set<Count> = []
                    for sum in sums {
                        for outcome in node.outcomes {
                            next.insert(Count(visible: sum.visible + outcome.visible, spoken: sum.spoken + outcome.spoken))
                        }
                    }
                    sums = next
                }
                return sums
            case .choice(let nodes):
                return nodes.reduce(into: Set<Count>()) { $0.formUnion($1.outcomes) }
            }
        }
    }

    /// Reads one row's lines (without its own `VStack` line and closing brace).
    struct RowReader {
        let lines: [String]
        let literal: String
        /// The row's own view properties by name (their bodies), for the lines that name them.
        var properties: [String: [String]] = [:]
        /// Whether the picker's style shows no title in a form (segmented, wheel).
        var hiddenPickerTitle = false
        var problems: [String] = []
        private var index = 0

        init(lines: [String], literal: String, properties: [String: [String]] = [:], hiddenPickerTitle: Bool = false) {
            self.lines = lines
            self.literal = literal
            self.properties = properties
            self.hiddenPickerTitle = hiddenPickerTitle
        }

        static func trimmed(_ line: String) -> String { line.trimmingCharacters(in: .whitespaces) }

        mutating func read() -> Node {
            index = 0
            return .sequence(readBlock())
        }

        /// Reads up to the closing brace of the block it is in (not consumed).
        private mutating func readBlock() -> [Node] {
            var nodes: [Node] = []
            while index < lines.count {
                let line = Self.trimmed(lines[index])
                if line.hasPrefix("}") { return nodes }
                if line.hasPrefix("if "), line.hasSuffix("{") {
                    index += 1
                    let then = readBlock()
                    var otherwise: [Node] = []
                    if index < lines.count, Self.trimmed(lines[index]) == "} else {" {
                        index += 1
                        otherwise = readBlock()
                    }
                    index += 1
                    nodes.append(.choice([.sequence(then), .sequence(otherwise)]))
                    continue
                }
                if let body = properties[line] {
                    var inner = RowReader(lines: body, literal: literal, properties: properties, hiddenPickerTitle: hiddenPickerTitle)
                    nodes.append(inner.read())
                    problems += inner.problems
                    index += 1
                    continue
                }
                nodes.append(leaf(at: index))
                index += 1
                if line.hasSuffix("{") {
                    var inner = readBlock()
                    // `} label: {` continues the same view (a Button's label).
                    while index < lines.count, Self.trimmed(lines[index]).hasSuffix("{") {
                        index += 1
                        inner += readBlock()
                    }
                    index += 1
                    nodes.append(.sequence(inner))
                }
            }
            return nodes
        }

        /// The line that opens the block line `i` is in: the nearest line above it, less
        /// indented, that ends with `{`; "" at the top of the row.
        private func opener(of i: Int) -> String {
            let depth = lines[i].prefix { $0 == " " }.count
            return lines[..<i].last { $0.prefix(while: { $0 == " " }).count < depth && $0.hasSuffix("{") } ?? ""
        }

        /// The modifier lines that follow line `i` (deeper, starting with a dot).
        private func modifiers(after i: Int) -> [String] {
            let depth = lines[i].prefix { $0 == " " }.count
            var result: [String] = []
            var j = i + 1
            while j < lines.count, lines[j].prefix(while: { $0 == " " }).count > depth,
                  Self.trimmed(lines[j]).hasPrefix(".") {
                result.append(Self.trimmed(lines[j]))
                j += 1
            }
            return result
        }

        private mutating func leaf(at i: Int) -> Node {
            let line = Self.trimmed(lines[i])
            if line.hasPrefix("FormRowBody(info, showsLabel: ") {
                // The row style's caption: seen, and hidden from VoiceOver.
                let shows = line.hasPrefix("FormRowBody(info, showsLabel: true)")
                    || (line.hasPrefix("FormRowBody(info, showsLabel: style == .segmented || style == .wheel)") && hiddenPickerTitle)
                if !shows && !line.hasPrefix("FormRowBody(info, showsLabel: false)") && !line.contains("style == .segmented") {
                    problems.append("a caption this test does not know: \(line)")
                }
                return .leaf(Count(visible: shows ? 1 : 0, spoken: 0))
            }
            let occurrences = line.components(separatedBy: literal).count - 1
            guard occurrences > 0 else { return .leaf(Count(visible: 0, spoken: 0)) }
            if occurrences > 1 { problems.append("the label twice on one line: \(line)") }
            if line.hasPrefix("SwiftUI.Slider(") && line.hasSuffix("{ SwiftUI.Text(verbatim: \(literal)) }") {
                // A Slider's label: a slider shows no title in a form, but VoiceOver reads it.
                return .leaf(Count(visible: 0, spoken: 1))
            }
            if line == "SwiftUI.Text(verbatim: \(literal))" {
                // A Slider's label: a slider shows no title in a form, but VoiceOver reads it.
                if Self.trimmed(opener(of: i)).hasPrefix("SwiftUI.Slider(") { return .leaf(Count(visible: 0, spoken: 1)) }
                let hidden = modifiers(after: i).contains(".accessibilityHidden(true)")
                return .leaf(Count(visible: 1, spoken: hidden ? 0 : 1))
            }
            if line.hasPrefix("SwiftUI.TextField(\(literal),") || line.hasPrefix("SwiftUI.SecureField(\(literal),") {
                // The title is a placeholder at most, gone once there is a value: heard, not seen.
                return .leaf(Count(visible: 0, spoken: 1))
            }
            if line.hasPrefix("SwiftUI.DatePicker(\(literal),") || line.hasPrefix("SwiftUI.Toggle(\(literal),") {
                return .leaf(Count(visible: 1, spoken: 1))
            }
            if line.hasPrefix("SwiftUI.Picker(\(literal),") {
                return .leaf(Count(visible: hiddenPickerTitle ? 0 : 1, spoken: 1))
            }
            if line == ".accessibilityLabel(SwiftUI.Text(verbatim: \(literal)))" {
                return .leaf(Count(visible: 0, spoken: 1))
            }
            if line.hasPrefix("SwiftUI.Button(\(literal)) {") {
                // A keyboard shortcut's button, named for the system's list of shortcuts: it
                // must be hidden, so it is neither seen nor heard in the row.
                if modifiers(after: i).contains(".hidden()") { return .leaf(Count(visible: 0, spoken: 0)) }
                problems.append("a button titled with the label that is not hidden: \(line)")
                return .leaf(Count(visible: 0, spoken: 0))
            }
            problems.append("the label in a line this test does not know: \(line)")
            return .leaf(Count(visible: 0, spoken: 0))
        }
    }

    /// The runtime's row views by name (`TextFieldRow`), each its struct's lines, and the
    /// view properties each declares (`control`), by name.
    static func runtimeRows() throws -> [String: (lines: [String], properties: [String: [String]])] {
        let directory = TestSupport.packageRoot.appendingPathComponent("Sources/FormRuntimeSwiftUI")
        var rows: [String: (lines: [String], properties: [String: [String]])] = [:]
        for file in try FileManager.default.contentsOfDirectory(atPath: directory.path) where file.hasSuffix("Row.swift") {
            let lines = try String(contentsOf: directory.appendingPathComponent(file), encoding: .utf8).components(separatedBy: "\n")
            guard let start = lines.firstIndex(where: { $0.hasPrefix("struct ") && $0.hasSuffix(": SwiftUI.View {") }),
                  let end = lines[start...].firstIndex(of: "}") else { continue }
            let body = Array(lines[(start + 1)..<end])
            var properties: [String: [String]] = [:]
            for (i, line) in body.enumerated() {
                let t = RowReader.trimmed(line)
                guard t.hasPrefix("private var ") || t.hasPrefix("var body"), t.hasSuffix(": some SwiftUI.View {") else { continue }
                let name = t.hasPrefix("var body") ? "body" : String(t.dropFirst("private var ".count).prefix { $0 != ":" })
                let indent = String(line.prefix { $0 == " " })
                let close = body[(i + 1)...].firstIndex(of: indent + "}") ?? body.count
                properties[name] = Array(body[(i + 1)..<close])
            }
            rows[String(file.dropLast(".swift".count))] = (lines, properties)
        }
        return rows
    }

    /// Every row of the runtime, in every branch: the label seen once and heard once.
    @Test func everyRuntimeRowShowsAndReadsTheLabelOnce() throws {
        let rows = try Self.runtimeRows()
        #expect(Set(rows.keys) == ["TextFieldRow", "MultilineRow", "DateRow", "ToggleRow", "StepperRow", "SliderRow",
                                   "ChoiceRow", "ChoicesRow", "ValueRow"], "\(rows.keys.sorted())")
        for (name, row) in rows {
            for hidden in name == "ChoiceRow" ? [false, true] : [false] {
                let body = try #require(row.properties["body"], "\(name): no body")
                var reader = RowReader(lines: body, literal: "info.label", properties: row.properties, hiddenPickerTitle: hidden)
                let outcomes = reader.read().outcomes
                #expect(reader.problems.isEmpty, "\(name): \(reader.problems)")
                for outcome in outcomes {
                    #expect(outcome.visible == 1, "\(name)\(hidden ? " (segmented)" : ""): label \(outcome) in one branch")
                    #expect(outcome.spoken == 1, "\(name)\(hidden ? " (segmented)" : ""): label \(outcome) in one branch")
                }
            }
        }
        // The caption of the default style: the label, hidden from VoiceOver (the control reads it).
        let style = try String(contentsOf: TestSupport.packageRoot.appendingPathComponent("Sources/FormRuntimeSwiftUI/FormRowStyle.swift"), encoding: .utf8)
        #expect(style.contains("""
                        if configuration.showsLabel {
                            SwiftUI.Text(verbatim: configuration.label)
                                .font(.caption)
                                .foregroundColor(.secondary)
                                .accessibilityHidden(true)
                        }
            """))
    }

    /// Every example, test and conformance form.
    static let inputs: [URL] = SwiftEmitterTests.inputs

    /// Every field of every generated layout is one row, made by one of the runtime's factories.
    @Test(arguments: inputs)
    func everyFieldHasARuntimeRow(_ url: URL) throws {
        let result = Compiler.compile(try TestSupport.source(url))
        let checked = try #require(result.model, "\(url.lastPathComponent) has errors")
        let swift = Generator.single(for: checked, source: result.file, target: .swift)
        let factories: Set<String> = ["text", "number", "multiline", "date", "toggle", "stepper", "slider", "choice", "choices", "value"]
        for form in checked.forms {
            for field in form.fields {
                let member = SwiftLiteral.identifier(field.name)
                let rows = swift.components(separatedBy: "\n").map(RowReader.trimmed).filter { $0.contains("(.\(member), \\.\(member)") && !$0.hasPrefix(".init(") }
                #expect(rows.count == 1, "\(url.lastPathComponent) \(form.name).\(field.name): \(rows)")
                if let row = rows.first { #expect(factories.contains(String(row.dropFirst().prefix { $0.isLetter })), "\(row)") }
            }
        }
    }

    /// The reader is not a grep: a row that shows the label only as a placeholder, or reads
    /// it twice, or shows it in one branch only, fails.
    @Test func theReaderCatchesMissingAndDoubledLabels() {
        func outcomes(_ row: String) -> Set<Count> {
            var reader = RowReader(lines: row.components(separatedBy: "\n"), literal: "model.label(.country)")
            return reader.read().outcomes
        }
        let placeholderOnly = """
            SwiftUI.TextField(model.label(.country), text: $model.country.text)
                .focused($focus, equals: .country)
            """
        #expect(outcomes(placeholderOnly) == [Count(visible: 0, spoken: 1)])
        let readTwice = """
            SwiftUI.Text(verbatim: model.label(.country))
                .font(.caption)
            SwiftUI.TextField(model.label(.country), text: $model.country.text, prompt: SwiftUI.Text(verbatim: ""))
            """
        #expect(outcomes(readTwice) == [Count(visible: 1, spoken: 2)])
        let oneBranch = """
            if model.day.value == nil {
                SwiftUI.Button {
                    model.day.choose()
                } label: {
                    SwiftUI.HStack {
                        SwiftUI.Text(verbatim: model.label(.country))
                    }
                }
            } else {
                SwiftUI.Text(verbatim: "Other")
            }
            """
        #expect(outcomes(oneBranch) == [Count(visible: 1, spoken: 1), Count(visible: 0, spoken: 0)])
        // A slider's label is heard and not seen, so the row shows it above the slider too.
        let sliderOnly = """
            SwiftUI.Slider(value: $model.country[sliding: 0...1], in: 0...1) {
                SwiftUI.Text(verbatim: model.label(.country))
            }
            """
        #expect(outcomes(sliderOnly) == [Count(visible: 0, spoken: 1)])
        #expect(outcomes("SwiftUI.HStack {\n    SwiftUI.Text(verbatim: model.label(.country))\n        .accessibilityHidden(true)\n}\n" + sliderOnly)
                == [Count(visible: 1, spoken: 1)])
        var unknown = RowReader(lines: ["Label(model.label(.country), systemImage: \"globe\")"], literal: "model.label(.country)")
        _ = unknown.read()
        #expect(!unknown.problems.isEmpty)
    }
}
