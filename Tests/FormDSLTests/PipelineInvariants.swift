import FormDSL

/// The whole pipeline on one input, and what must hold for every input, however broken.
///
/// Shared by the fuzz target (fuzz/Sources/FormFuzz links to this file) and by
/// `FuzzRegressionTests`, so a crash the fuzzer saved is replayed with exactly the checks that
/// found it. Only public FormDSL API and the standard library: no Foundation, no Testing.
/// Every check is linear in the size of the input or the output, to keep the fuzzer fast.
enum PipelineInvariants {
    /// Errors and warnings reported before "too many" (FC0104) cuts a file short.
    static let errorLimit = 100
    static let warningLimit = 100
    /// Most bytes one diagnostic may take when rendered as text, notes and help included.
    static let maxRenderedDiagnosticBytes = 4096

    /// Runs parse, check, every diagnostic format, the formatter and every output target on
    /// `bytes`. Returns one line per broken invariant; empty when everything holds.
    static func check(_ bytes: [UInt8], path: String = "input.form") -> [String] {
        var problems: [String] = []
        let file = SourceFile(path: path, bytes: bytes)
        let result = Compiler.compile(file)

        // Diagnostics point into the file, are in output order, and are capped.
        let count = bytes.count
        func inFile(_ span: Span) -> Bool { 0 <= span.start && span.start <= span.end && span.end <= count }
        for d in result.diagnostics {
            if !inFile(d.span) { problems.append("\(d.id) span \(d.span) outside the file (\(count) bytes)") }
            for note in d.notes {
                if let span = note.span, !inFile(span) { problems.append("\(d.id) note span \(span) outside the file") }
            }
            for fix in d.fixIts where !inFile(fix.span) { problems.append("\(d.id) fix-it span \(fix.span) outside the file") }
            if d.message.isEmpty { problems.append("\(d.id) has an empty message") }
        }
        // Source order, then the "too many" notes (FC0104): at most one per cut, and last.
        let stops = result.diagnostics.drop { $0.code != .tooManyErrors }
        let reported = Array(result.diagnostics.prefix(result.diagnostics.count - stops.count))
        if reported != reported.sortedForOutput() { problems.append("diagnostics are not in output order") }
        if stops.count > 2 || stops.contains(where: { $0.code != .tooManyErrors }) {
            problems.append("FC0104 is not last, or more than twice: \(stops.map(\.id))")
        }
        let errors = reported.filter { $0.severity == .error }.count
        let warnings = reported.filter { $0.severity == .warning }.count
        if errors > errorLimit { problems.append("\(errors) errors reported; the limit is \(errorLimit)") }
        if warnings > warningLimit { problems.append("\(warnings) warnings reported; the limit is \(warningLimit)") }
        if (result.model == nil) != result.hasErrors {
            problems.append(result.hasErrors ? "a model despite errors" : "no model and no error")
        }

        // Each diagnostic renders to a bounded text that cannot drive a terminal.
        let renderer = TextRenderer()
        for d in result.diagnostics {
            var text = ""
            renderer.render(d, in: file, into: &text)
            if text.utf8.count > maxRenderedDiagnosticBytes {
                problems.append("\(d.id) renders to \(text.utf8.count) bytes: \(String(text.prefix(200)))")
            }
            if let bad = firstUnsafeScalar(text, allowTab: true) {
                problems.append("\(d.id) renders \(bad) to the terminal: \(String(text.prefix(200)))")
            }
        }

        // The machine formats of `formc check`: valid JSON, and one workflow command per line.
        let report = CheckReport(inputs: [.checked(FileDiagnostics(file: file, diagnostics: result.diagnostics))])
        for (name, text) in [("json", JSONDiagnosticRenderer().render(report)),
                             ("sarif", SARIFRenderer(toolVersion: "0", basePath: nil).render(report))] {
            if let problem = jsonProblem(text) { problems.append("check --format \(name): \(problem)") }
        }
        let github = GitHubRenderer(basePath: nil).render(report).split(separator: "\n", omittingEmptySubsequences: false)
        if github.count != result.diagnostics.count + 1 || github.dropLast().contains(where: { !$0.hasPrefix("::") || $0.contains("\r") }) {
            problems.append("check --format github: not one workflow command per diagnostic")
        }

        problems += checkFormatter(file, result)

        // `formc check` makes no model (`Compiler.diagnose`): it must report what `compile` does.
        if Compiler.diagnose(file) != result.diagnostics {
            problems.append("Compiler.diagnose differs from Compiler.compile's diagnostics")
        }

        guard let model = result.model else { return problems }
        problems += checkModel(model)

        // Every target generates, twice the same: a second run builds fresh dictionaries and
        // sets, whose iteration order differs, so this catches order-dependent output.
        // (A target that refuses a form, FC0903, generates nothing for it.)
        for target in OutputTarget.allCases where target.refusals(of: model).isEmpty {
            let text = Generator.single(for: model, source: file, target: target)
            if text != Generator.single(for: model, source: file, target: target) {
                problems.append("\(target.name): two runs in one process differ")
            }
            let names = Generator.files(for: model, source: file, target: target).map(\.name)
            for name in names where name.isEmpty || name.contains("/") || name.hasPrefix(".") {
                problems.append("\(target.name): unsafe output file name '\(name)'")
            }
            if Set(names).count != names.count { problems.append("\(target.name): two outputs share a name: \(names)") }
            problems += checkGenerated(text, target: target)
        }
        return problems
    }

    /// `formc fmt`: a file with syntax errors is never formatted; any other is, without an
    /// internal error, to text that is canonical (formatting it again changes nothing), parses
    /// clean, and compiles to the same diagnostics (ids, in order) and the same outputs.
    static func checkFormatter(_ file: SourceFile, _ result: CompilationResult) -> [String] {
        let hasSyntaxErrors = Parser.parse(file).1.hasErrors
        switch SourceFormatter.format(file) {
        case .syntaxErrors:
            return hasSyntaxErrors ? [] : ["fmt: refused a file without syntax errors"]
        case .internalError(let problem):
            return ["fmt: internal error: \(problem)"]
        case .formatted(let bytes):
            if hasSyntaxErrors { return ["fmt: formatted a file with syntax errors"] }
            var problems: [String] = []
            let formatted = SourceFile(path: file.path, bytes: bytes)
            if SourceFormatter.format(formatted).bytes != bytes { problems.append("fmt: formatting twice changes the text") }
            if bytes.contains(0x0D) || (!bytes.isEmpty && (bytes.last != 0x0A || bytes.suffix(2) == [0x0A, 0x0A])) {
                problems.append("fmt: not LF line ends with one final newline")
            }
            let again = Compiler.compile(formatted)
            if again.diagnostics.map(\.id) != result.diagnostics.map(\.id) {
                problems.append("fmt: diagnostics changed from \(result.diagnostics.map(\.id)) to \(again.diagnostics.map(\.id))")
            }
            if let model = result.model, let reformatted = again.model {
                for target in OutputTarget.allCases
                where target.refusals(of: model).isEmpty && Generator.single(for: model, source: file, target: target) != Generator.single(for: reformatted, source: formatted, target: target) {
                    problems.append("fmt: the \(target.name) output changed")
                }
            } else if (result.model == nil) != (again.model == nil) {
                problems.append("fmt: the file compiles differently")
            }
            return problems
        }
    }

    /// The checked model is consistent: the focus order and sections name existing fields.
    static func checkModel(_ model: CheckedFile) -> [String] {
        var problems: [String] = []
        var formNames: Set<String> = []
        for form in model.forms {
            if !formNames.insert(form.name).inserted { problems.append("form '\(form.name)' twice in the model") }
            let fields = Set(form.fields.map(\.name))
            if fields.count != form.fields.count { problems.append("form '\(form.name)' has a field twice") }
            if Set(form.focusOrder).count != form.focusOrder.count { problems.append("form '\(form.name)': focus order repeats a field") }
            for name in form.focusOrder where !fields.contains(name) { problems.append("form '\(form.name)': focus order names '\(name)'") }
            if let initial = form.initialFocus, !fields.contains(initial) { problems.append("form '\(form.name)': initial focus '\(initial)'") }
            let sectioned = form.sections.flatMap(\.fields)
            if sectioned.sorted() != Array(form.fields.indices) {
                problems.append("form '\(form.name)': sections do not hold each field exactly once")
            }
            // Repeating groups: each holds the fields marked with it, in its own section; no
            // row field in the form's own focus order; the focus steps are that order with
            // each group's rows once.
            for (g, group) in form.repeats.enumerated() {
                if group.fields != form.fields.indices.filter({ form.fields[$0].repeatGroup == g }) {
                    problems.append("form '\(form.name)': group '\(group.name)' does not hold its fields")
                }
                if form.sections[group.section].repeatGroup != g || form.sections[group.section].fields != group.fields {
                    problems.append("form '\(form.name)': group '\(group.name)' is not shown by its section")
                }
                if fields.contains(group.name) { problems.append("form '\(form.name)': group '\(group.name)' is named like a field") }
            }
            if form.focusFields.contains(where: { form.fields[$0].repeatGroup != nil }) {
                problems.append("form '\(form.name)': a row field in the form's focus order")
            }
            if form.focusSteps.compactMap({ if case .field(let f) = $0 { f } else { nil } }) != form.focusFields {
                problems.append("form '\(form.name)': focus steps and focus order differ")
            }
            let rowSteps = form.focusSteps.compactMap { if case .rows(let g) = $0 { g } else { nil } }
            if Set(rowSteps).count != rowSteps.count { problems.append("form '\(form.name)': a group's rows twice in the focus steps") }
        }
        return problems
    }

    /// Output of one target: no invisible or line-breaking characters anywhere, and for Swift,
    /// every string literal closed on its own line with nothing interpolated or escaped out
    /// of it.
    static func checkGenerated(_ text: String, target: OutputTarget) -> [String] {
        var problems: [String] = []
        if let bad = firstUnsafeScalar(text, allowTab: false) {
            problems.append("\(target.name): output holds \(bad)")
        }
        if !text.isEmpty && !text.hasSuffix("\n") { problems.append("\(target.name): output does not end with a line break") }
        switch target {
        case .swift:
            if let problem = swiftLiteralProblem(text) { problems.append("swift: \(problem)") }
        case .jsonSchema, .uiSchema:
            if let problem = jsonProblem(text) { problems.append("\(target.name): \(problem)") }
        case .xform:
            // Well-formedness itself is XFormTests' (XMLParser, which the fuzzer does not link):
            // here, one document of characters XML 1.0 can carry (none for a file without forms).
            if text.isEmpty { break }
            if !text.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n") { problems.append("xform: no XML declaration first") }
            if !text.hasSuffix("</h:html>\n") { problems.append("xform: does not end with </h:html>") }
            for scalar in text.unicodeScalars where scalar.value < 0x20 && scalar != "\n" && scalar != "\t" && scalar != "\r"
                || scalar.value == 0xFFFE || scalar.value == 0xFFFF {
                problems.append("xform: holds U+\(String(scalar.value, radix: 16, uppercase: true)), which XML cannot carry")
                break
            }
        case .web:
            // The module stands inside the page's script element: nothing in it may end it.
            let lower = text.lowercased()
            for marker in ["</script", "<script", "<!--"] where lower.contains(marker) {
                problems.append("web: the module holds '\(marker)'")
            }
        }
        return problems
    }

    /// Checks that `text` is one JSON value (RFC 8259) followed by a line break, with no
    /// object holding a key twice. Returns a description of the first problem, or nil.
    static func jsonProblem(_ text: String) -> String? {
        var reader = JSONReader(bytes: Array(text.utf8))
        do throws(JSONReader.Failure) {
            reader.skipSpace()
            try reader.value(depth: 0)
            reader.skipSpace()
            if reader.index != reader.bytes.count { throw JSONReader.Failure(message: "text after the value", at: reader.index) }
            return nil
        } catch {
            return "\(error.message) at byte \(error.at)"
        }
    }

    /// A strict JSON syntax checker, just enough to validate what formc prints.
    struct JSONReader {
        struct Failure: Error {
            var message: String
            var at: Int
        }

        let bytes: [UInt8]
        var index = 0

        init(bytes: [UInt8]) { self.bytes = bytes }

        var current: UInt8? { index < bytes.count ? bytes[index] : nil }

        mutating func skipSpace() {
            while let b = current, b == 0x20 || b == 0x0A || b == 0x0D || b == 0x09 { index += 1 }
        }

        mutating func expect(_ literal: String) throws(Failure) {
            for b in literal.utf8 {
                guard current == b else { throw Failure(message: "expected '\(literal)'", at: index) }
                index += 1
            }
        }

        mutating func value(depth: Int) throws(Failure) {
            guard depth < 200 else { throw Failure(message: "nested too deep", at: index) }
            switch current {
            case UInt8(ascii: "{"):
                index += 1
                skipSpace()
                var keys: Set<String> = []
                if current == UInt8(ascii: "}") { index += 1; return }
                while true {
                    skipSpace()
                    let start = index
                    let key = try string()
                    if !keys.insert(key).inserted { throw Failure(message: "key '\(key)' twice in one object", at: start) }
                    skipSpace()
                    try expect(":")
                    skipSpace()
                    try value(depth: depth + 1)
                    skipSpace()
                    if current == UInt8(ascii: ",") { index += 1; continue }
                    try expect("}")
                    return
                }
            case UInt8(ascii: "["):
                index += 1
                skipSpace()
                if current == UInt8(ascii: "]") { index += 1; return }
                while true {
                    skipSpace()
                    try value(depth: depth + 1)
                    skipSpace()
                    if current == UInt8(ascii: ",") { index += 1; continue }
                    try expect("]")
                    return
                }
            case UInt8(ascii: "\""): _ = try string()
            case UInt8(ascii: "t"): try expect("true")
            case UInt8(ascii: "f"): try expect("false")
            case UInt8(ascii: "n"): try expect("null")
            default: try number()
            }
        }

        /// A string, decoded, so keys can be compared.
        mutating func string() throws(Failure) -> String {
            try expect("\"")
            var out: [UInt8] = []
            while let b = current {
                index += 1
                switch b {
                case UInt8(ascii: "\""):
                    return String(decoding: out, as: UTF8.self)
                case UInt8(ascii: "\\"):
                    guard let e = current else { break }
                    index += 1
                    switch e {
                    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): out.append(e)
                    case UInt8(ascii: "b"), UInt8(ascii: "f"), UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"): out.append(e)
                    case UInt8(ascii: "u"):
                        for _ in 0..<4 {
                            guard let h = current, (h >= 0x30 && h <= 0x39) || (h | 0x20 >= 0x61 && h | 0x20 <= 0x66) else {
                                throw Failure(message: "bad \\u escape", at: index)
                            }
                            out.append(h)
                            index += 1
                        }
                    default:
                        throw Failure(message: "bad escape", at: index - 1)
                    }
                case 0x00...0x1F:
                    throw Failure(message: "raw control character in a string", at: index - 1)
                default:
                    out.append(b)
                }
            }
            throw Failure(message: "unterminated string", at: index)
        }

        mutating func number() throws(Failure) {
            let start = index
            func digits() -> Int {
                let from = index
                while let b = current, b >= 0x30 && b <= 0x39 { index += 1 }
                return index - from
            }
            if current == UInt8(ascii: "-") { index += 1 }
            if current == UInt8(ascii: "0") {
                index += 1
            } else if digits() == 0 {
                throw Failure(message: "expected a value", at: start)
            }
            if current == UInt8(ascii: ".") {
                index += 1
                guard digits() > 0 else { throw Failure(message: "bad fraction", at: index) }
            }
            if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
                index += 1
                if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { index += 1 }
                guard digits() > 0 else { throw Failure(message: "bad exponent", at: index) }
            }
        }
    }

    /// The first character that must never reach a terminal or a generated file: C0 controls
    /// other than line feed (and tab, where allowed), DEL, C1 controls, line and paragraph
    /// separators, and the bidirectional formatting characters.
    static func firstUnsafeScalar(_ text: String, allowTab: Bool) -> String? {
        for scalar in text.unicodeScalars {
            let v = scalar.value
            let unsafe: Bool
            switch v {
            case 0x0A: unsafe = false
            case 0x09: unsafe = !allowTab
            case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029, 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069:
                unsafe = true
            default: unsafe = false
            }
            if unsafe {
                let hex = String(v, radix: 16, uppercase: true)
                return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
            }
        }
        return nil
    }

    /// Scans generated Swift line by line with just enough of Swift's lexical rules: `//`
    /// comments, `"..."` with backslash escapes, `#"..."#` raw strings. Returns a description
    /// of the first line that ends inside a literal, a literal that interpolates (`\(`), or a
    /// raw literal that contains an escape; nil when there is none.
    static func swiftLiteralProblem(_ text: String) -> String? {
        var lineNumber = 0
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            lineNumber += 1
            let s = Array(line.unicodeScalars)
            var i = 0
            var inString = false
            var hashes = 0
            func run(of c: Unicode.Scalar, from start: Int) -> Int {
                var k = start
                while k < s.count, s[k] == c { k += 1 }
                return k - start
            }
            while i < s.count {
                let c = s[i]
                if !inString {
                    if c == "/", i + 1 < s.count, s[i + 1] == "/" { break }
                    if c == "#" {
                        let n = run(of: "#", from: i)
                        if i + n < s.count, s[i + n] == "\"" {
                            inString = true
                            hashes = n
                            i += n + 1
                        } else {
                            i += n
                        }
                        continue
                    }
                    if c == "\"" {
                        inString = true
                        hashes = 0
                    }
                    i += 1
                    continue
                }
                if c == "\\" {
                    if hashes == 0 {
                        if i + 1 < s.count, s[i + 1] == "(" { return "line \(lineNumber) interpolates: \(line)" }
                        i += 2
                        continue
                    }
                    if run(of: "#", from: i + 1) >= hashes { return "line \(lineNumber) has an escape in a raw string: \(line)" }
                    i += 1
                    continue
                }
                if c == "\"" {
                    if run(of: "#", from: i + 1) >= hashes {
                        inString = false
                        i += 1 + hashes
                        continue
                    }
                }
                i += 1
            }
            if inString { return "line \(lineNumber) ends inside a string literal: \(line)" }
        }
        return nil
    }
}
