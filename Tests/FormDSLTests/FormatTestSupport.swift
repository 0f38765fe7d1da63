import Foundation
import Testing
@testable import FormDSL

/// Helpers for the formatter tests: what "the same meaning" is, where inputs come from, and a
/// deterministic generator of re-spaced variants of a file.
enum FormatTestSupport {
    /// Formats `text`; records an issue and returns nil unless it formatted.
    static func format(_ text: String, path: String = "test.form", sourceLocation: Testing.SourceLocation = #_sourceLocation) -> String? {
        format(bytes: Array(text.utf8), path: path, sourceLocation: sourceLocation)
    }

    static func format(bytes: [UInt8], path: String = "test.form", sourceLocation: Testing.SourceLocation = #_sourceLocation) -> String? {
        switch SourceFormatter.format(SourceFile(path: path, bytes: bytes)) {
        case .formatted(let output):
            return String(decoding: output, as: UTF8.self)
        case .syntaxErrors(let diagnostics):
            Issue.record("\(path): unexpected syntax errors: \(diagnostics.map(\.message))", sourceLocation: sourceLocation)
        case .internalError(let problem):
            Issue.record("\(path): formatter check failed: \(problem)", sourceLocation: sourceLocation)
        }
        return nil
    }

    // MARK: Meaning

    /// What the compiler concludes from a file, without positions: the checked model (every
    /// field of every value, found by reflection, so new model fields are covered without
    /// touching this helper) and the diagnostics. Messages are compared without whitespace,
    /// because some quote the source (`range '10.5 ... 1'`) and formatting respaces it.
    struct Meaning: Equatable, CustomStringConvertible {
        var model: String
        var diagnostics: [String]
        var description: String { diagnostics.joined(separator: "\n") + "\n--- model\n" + model }
    }

    static func meaning(_ bytes: [UInt8]) -> Meaning {
        let result = Compiler.compile(SourceFile(path: "meaning.form", bytes: bytes))
        let diagnostics = result.diagnostics.map { d in
            "\(d.severity) \(d.id) \(d.message) notes: \(d.notes.map(\.message)) help: \(d.help ?? "-")"
                .filter { !$0.isWhitespace }
        }
        var model = ""
        if let checked = result.model { describe(checked.forms, into: &model, indent: "") } else { model = "none\n" }
        return Meaning(model: model, diagnostics: diagnostics)
    }

    static func meaning(_ text: String) -> Meaning { meaning(Array(text.utf8)) }

    /// A span-free dump of any value. Sets and dictionaries are sorted, so two equal models
    /// always print the same.
    static func describe(_ value: Any, into out: inout String, indent: String) {
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .struct, .class, .tuple:
            out += "\(type(of: value)) {\n"
            for child in mirror.children where !isSpan(child.value) {
                out += indent + "  \(child.label ?? "_"): "
                describe(child.value, into: &out, indent: indent + "  ")
            }
            out += indent + "}\n"
        case .enum:
            if let payload = mirror.children.first {
                out += "\(type(of: value)).\(payload.label ?? "?")("
                describe(payload.value, into: &out, indent: indent + "  ")
                out += indent + ")\n"
            } else {
                out += "\(type(of: value)).\(value)\n"
            }
        case .optional:
            if let wrapped = mirror.children.first {
                describe(wrapped.value, into: &out, indent: indent)
            } else {
                out += "nil\n"
            }
        case .collection:
            out += "[\n"
            for child in mirror.children {
                out += indent + "  "
                describe(child.value, into: &out, indent: indent + "  ")
            }
            out += indent + "]\n"
        case .set, .dictionary:
            var items: [String] = []
            for child in mirror.children {
                var item = ""
                describe(child.value, into: &item, indent: indent + "  ")
                items.append(item)
            }
            out += "{\n" + items.sorted().map { indent + "  " + $0 }.joined() + indent + "}\n"
        default:
            out += "\(String(reflecting: value))\n"
        }
    }

    private static func isSpan(_ value: Any) -> Bool {
        let type = type(of: value)
        return type == Span.self || type == Span?.self || type == [Span].self
    }

    /// The comments of a file, in order, without whitespace: what the formatter must keep.
    static func commentTexts(_ bytes: [UInt8]) -> [String] {
        var lexer = Lexer(bytes: bytes)
        var sink = DiagnosticSink()
        while lexer.next(&sink).kind != .endOfFile {}
        return lexer.comments.map { c in
            String(decoding: bytes[c.span.start..<c.span.end].filter { ![0x20, 0x09, 0x0A, 0x0D, 0x0B, 0x0C].contains($0) }, as: UTF8.self)
        }
    }

    // MARK: Inputs

    /// Every `.form` file below Examples/, as `formc fmt --check Examples` sees them (hidden
    /// directories such as a nested package's `.build` are skipped).
    static let examples: [URL] = {
        let root = TestSupport.packageRoot.appendingPathComponent("Examples")
        let found = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])?
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "form" } ?? []
        return found.sorted { $0.path < $1.path }
    }()

    /// Every ```form block of a document, with a name saying where it is.
    static func snippets(_ document: String) -> [(name: String, text: String)] {
        let url = TestSupport.packageRoot.appendingPathComponent("docs/\(document)")
        guard let text = try? String(contentsOf: url, encoding: .utf8) else { return [] }
        var result: [(String, String)] = []
        var line = 1
        var remaining = Substring(text)
        while let open = remaining.range(of: "```form\n") {
            line += remaining[..<open.upperBound].filter { $0 == "\n" }.count
            let body = remaining[open.upperBound...]
            guard let close = body.range(of: "```") else { break }
            result.append(("\(document):\(line)", String(body[..<close.lowerBound])))
            line += body[..<close.upperBound].filter { $0 == "\n" }.count
            remaining = body[close.upperBound...]
        }
        return result
    }

    /// Examples and docs snippets that parse without errors: the corpus every property of
    /// the formatter is tested on.
    static let corpus: [(name: String, bytes: [UInt8])] = {
        var corpus: [(String, [UInt8])] = []
        for url in examples {
            if let data = try? Data(contentsOf: url) { corpus.append(("Examples/\(url.path.components(separatedBy: "/Examples/").last ?? url.lastPathComponent)", [UInt8](data))) }
        }
        for document in ["LANGUAGE.md", "DIAGNOSTICS.md"] {
            for (name, text) in snippets(document) {
                let bytes = Array(text.utf8)
                if !Parser.parse(SourceFile(path: name, bytes: bytes)).1.hasErrors { corpus.append((name, bytes)) }
            }
        }
        return corpus
    }()

    // MARK: Variations

    enum VariationKind {
        /// Only spaces, tabs, indentation and line-end style change: the canonical output
        /// must not change at all.
        case whitespaceOnly
        /// Also line breaks and blank lines wherever the grammar allows one: after `{`, `(`,
        /// `[`, `,` and `;`, before `{`, `}`, `)` and `]`. The layout may differ (the author's
        /// breaks are kept), the meaning may not.
        case lineBreaks
        /// Comments between tokens: block comments inside lines, line comments at the ends
        /// of lines, and comments (one- and multi-line) on lines of their own.
        case comments
    }

    /// Rewrites the whitespace between tokens of a file that parses. Gaps next to comments
    /// are left alone, so every comment keeps its place; comment placement has its own tests.
    static func variation(of bytes: [UInt8], seed: UInt64, kind: VariationKind) -> [UInt8] {
        var random = SplitMix64(state: seed)
        var lexer = Lexer(bytes: bytes)
        var sink = DiagnosticSink()
        var tokens: [Token] = []
        while true {
            let t = lexer.next(&sink)
            if t.kind == .endOfFile { break }
            tokens.append(t)
        }
        // Items in source order: tokens (true) and comments (false).
        var items: [(span: Span, isToken: Bool, kind: TokenKind?)] = tokens.map { ($0.span, true, $0.kind) }
        items += lexer.comments.map { ($0.span, false, nil) }
        items.sort { $0.span.start < $1.span.start }

        func horizontal(allowEmpty: Bool) -> [UInt8] {
            let pieces: [[UInt8]] = [[0x20], [0x20, 0x20], [0x09], [0x20, 0x09], Array(repeating: 0x20, count: 7)]
            if allowEmpty && random.chance(40) { return [] }
            return pieces[random.below(pieces.count)]
        }
        func lineBreak() -> [UInt8] { random.chance(30) ? [0x0D, 0x0A] : [0x0A] }

        var out: [UInt8] = []
        var position = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        out += bytes[0..<position]
        for (n, item) in items.enumerated() {
            let gap = bytes[position..<item.span.start]
            let previous = n > 0 ? items[n - 1] : nil
            if let previous, previous.isToken, item.isToken {
                let breaks = gap.filter { $0 == 0x0A }.count + gap.filter { $0 == 0x0D }.count - countCRLF(gap)
                let a = previous.kind!, b = item.kind!
                let glued = gap.isEmpty && a == .minus // `-5` must stay one literal
                if kind == .comments {
                    out += commented(gap, after: a, random: &random)
                } else if breaks > 0 {
                    var newBreaks = min(breaks, 2)
                    if kind == .lineBreaks && random.chance(20) { newBreaks = 1 + random.below(3) }
                    for _ in 0..<newBreaks { out += horizontal(allowEmpty: true) + lineBreak() }
                    out += horizontal(allowEmpty: true)
                } else if kind == .lineBreaks && breakAllowed(after: a, before: b) && random.chance(35) {
                    for _ in 0..<(1 + random.below(2)) { out += horizontal(allowEmpty: true) + lineBreak() }
                    out += horizontal(allowEmpty: true)
                } else if glued {
                    // nothing
                } else {
                    out += horizontal(allowEmpty: gap.isEmpty)
                }
            } else {
                out += gap
            }
            out += bytes[item.span.start..<item.span.end]
            position = item.span.end
        }
        out += bytes[position...]
        return out
    }

    /// The gap between two tokens with comments put in, without changing how it parses: no
    /// line break where there was none, and nothing between a minus sign and its number.
    private static func commented(_ gap: ArraySlice<UInt8>, after a: TokenKind, random: inout SplitMix64) -> [UInt8] {
        let n = random.below(1000)
        guard random.chance(30) else { return Array(gap) }
        guard let lineEnd = gap.firstIndex(where: { $0 == 0x0A || $0 == 0x0D }) else {
            if gap.isEmpty && a == .minus { return [] }
            return Array(gap) + Array(" /* c\(n) */ ".utf8)
        }
        let afterBreak = gap[lineEnd] == 0x0D && lineEnd + 1 < gap.endIndex && gap[lineEnd + 1] == 0x0A ? lineEnd + 2 : lineEnd + 1
        let head = Array(gap[..<lineEnd]), newline = Array(gap[lineEnd..<afterBreak]), tail = Array(gap[afterBreak...])
        switch random.below(4) {
        case 0: return head + Array("   // end \(n)".utf8) + newline + tail
        case 1: return head + newline + Array("  // own line \(n)".utf8) + newline + tail
        case 2: return head + newline + Array("\t/* own block \(n)\n\t   second line */".utf8) + newline + tail
        default: return Array(gap) + Array("/* lead \(n) */ ".utf8)
        }
    }

    private static func countCRLF(_ gap: ArraySlice<UInt8>) -> Int {
        var count = 0
        var i = gap.startIndex
        while i < gap.endIndex {
            if gap[i] == 0x0D, i + 1 < gap.endIndex, gap[i + 1] == 0x0A { count += 1 }
            i += 1
        }
        return count
    }

    /// Where the grammar lets a line break go without changing the parse (see docs/LANGUAGE.md:
    /// a property continues onto the next line only after a `,` or inside brackets).
    static func breakAllowed(after a: TokenKind, before b: TokenKind) -> Bool {
        switch a {
        case .leftBrace, .leftParen, .leftBracket, .comma, .semicolon: return true
        default: break
        }
        switch b {
        case .leftBrace, .rightBrace, .rightParen, .rightBracket: return true
        default: return false
        }
    }
}
