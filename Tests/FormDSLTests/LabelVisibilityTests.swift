import Foundation
import Testing
@testable import FormDSL

/// Every field's label is on screen whatever the field holds, and VoiceOver reads it once: in
/// every generated view of the repository, each field's row shows its label exactly once as
/// visible text and gives it exactly once to VoiceOver, in every branch the row can show (a
/// password shown or hidden, a date chosen or not).
///
/// The rows are read from the generated Swift: each `VStack(alignment: .leading, spacing: 4)`
/// of a view's body is one field's row (found by its `visibleErrors(.field)`), its `if`/`else`
/// blocks are alternatives and every other block is always there, and each line that holds
/// the label (`model.label(.field)`, the looked-up label) is classified by the control it
/// starts. A line of any other
/// shape that holds the label fails the test, so a new control must be taught here.
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
        var problems: [String] = []
        private var index = 0

        init(lines: [String], literal: String) {
            self.lines = lines
            self.literal = literal
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
            let occurrences = line.components(separatedBy: literal).count - 1
            guard occurrences > 0 else { return .leaf(Count(visible: 0, spoken: 0)) }
            if occurrences > 1 { problems.append("the label twice on one line: \(line)") }
            let hiddenPickerTitle = lines.contains { $0.contains(".pickerStyle(.segmented)") || $0.contains(".pickerStyle(.wheel)") }
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

    /// The rows of form `view`'s body in `swift`, by field member (`visibleErrors(.member)`).
    static func rows(of view: String, in swift: String) -> [String: [String]] {
        let lines = swift.components(separatedBy: "\n")
        guard let start = lines.firstIndex(where: { $0.hasSuffix("struct \(view): SwiftUI.View {") }) else { return [:] }
        var rows: [String: [String]] = [:]
        var i = start
        while i < lines.count, lines[i] != "}" {
            let line = lines[i]
            if RowReader.trimmed(line) == "SwiftUI.VStack(alignment: .leading, spacing: 4) {" {
                let indent = String(line.prefix { $0 == " " })
                var j = i + 1
                while j < lines.count, lines[j] != indent + "}" { j += 1 }
                let body = Array(lines[(i + 1)..<j])
                if let errorLine = body.last(where: { $0.contains("if let error = model.visibleErrors(.") }),
                   let open = errorLine.range(of: "visibleErrors(."), let close = errorLine.range(of: ").first") {
                    let member = String(errorLine[open.upperBound..<close.lowerBound])
                    rows[member.replacingOccurrences(of: "`", with: ""), default: []].append(contentsOf: ["<row>"] + body)
                }
                i = j
            }
            i += 1
        }
        return rows
    }

    /// Every example, test and conformance form.
    static let inputs: [URL] = SwiftEmitterTests.inputs

    @Test(arguments: inputs)
    func everyLabelIsSeenAndHeardOnce(_ url: URL) throws {
        let result = Compiler.compile(try TestSupport.source(url))
        let checked = try #require(result.model, "\(url.lastPathComponent) has errors")
        let swift = Generator.single(for: checked, source: result.file, target: .swift)
        for form in checked.forms {
            // The form's rows are in its content view (`XFormContent`), or in `XForm` itself.
            var rows = Self.rows(of: form.name + "FormContent", in: swift)
            if rows.isEmpty { rows = Self.rows(of: form.name + "Form", in: swift) }
            #expect(!rows.isEmpty, "\(form.name): no rows found")
            for field in form.fields {
                let place = "\(url.lastPathComponent) \(form.name).\(field.name)"
                guard let row = rows[field.name] else {
                    Issue.record("\(place): no row")
                    continue
                }
                #expect(row.filter { $0 == "<row>" }.count == 1, "\(place): \(row.filter { $0 == "<row>" }.count) rows")
                var reader = RowReader(lines: row.filter { $0 != "<row>" }, literal: "model.label(." + SwiftLiteral.identifier(field.name) + ")")
                let outcomes = reader.read().outcomes
                #expect(reader.problems.isEmpty, "\(place): \(reader.problems)")
                for outcome in outcomes {
                    #expect(outcome.visible == 1, "\(place): label \(outcome) in one branch")
                    #expect(outcome.spoken == 1, "\(place): label \(outcome) in one branch")
                }
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
