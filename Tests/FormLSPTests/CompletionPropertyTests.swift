import Foundation
import Testing
import FormDSL
@testable import FormLSP

/// Every completion item, at every place a person might ask for one in every example, is
/// something `formc check` accepts there (docs/EDITORS.md, "Completion").
///
/// The places: every token boundary, and the start of every line, of each file in Examples/.
/// The cursor stands where a person writing the file from left to right would be:
/// - at a token boundary, the rest of the statement after the cursor (up to its `;` or `}`,
///   else to the end of the line, with the `{ }` block it opens) is not written yet and is
///   taken out; a `)` or `]` that closes what the cursor is inside stays;
/// - at the start of a line, the person has opened a new, empty line there.
///
/// Each item a client shows after the word typed before the cursor (its first letter, then
/// the others in order, as VS Code filters) is applied as a client applies it: its
/// `textEdit`, else its `insertText` (or its label) in place of that word. The server is asked
/// as a client without snippet support asks, so a snippet arrives with each placeholder
/// replaced by its default text (`field name: text { label "Label" }`). The file is checked as
/// `formc check` checks it (`Stages.parse` and `Stages.check` through `Compiler`, with the
/// `formc:ignore` comments) and its errors are compared with those of the file before.
///
/// An operator or a `when` leaves a condition unfinished: the person goes on with the first
/// item completion offers after it (up to three times), and the condition so finished is
/// checked; completion offering nothing there fails the test.
///
/// "No new diagnostic" means no new error: nothing `formc check` rejects. Warnings are not
/// compared: they weigh a combination (a keyboard without a return key and no toolbar, a
/// content type that implies another keyboard, a new field not yet in the focus order), and
/// completion offers each half of it, since the person may be about to write the other.
/// A word that needs more text after it, which the person types next, may leave
/// - a syntax error (FC0101, "expected ...") at or after the end of the inserted text;
/// - "'keyboard' needs a value" (FC0311) on exactly the inserted word;
/// - anything in its own statement or after it, for an argument label left without its value
///   (`label:`): the parser reads on into the next line;
/// - for a field type, "choice field has no options" (FC0363, the options come in its body),
///   and the errors of the conditions and `equals` of other fields that read the field (a type
///   is offered by the field's own header, body and the focus order);
/// - errors that name a field whose declaration was taken out with the rest of the statement.
/// Everything else fails the test: an unknown or misplaced name, a validator the field's kind
/// does not take, a second `label`, a field that cannot take focus, a cycle, a word newer than
/// the form's platform, a duplicate name from a snippet.
///
/// At the start of a statement an item is tried once per block and text: a new line anywhere
/// in one field's body is one case. The test takes about 20 s in a debug build.
@Suite struct CompletionPropertyTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static let examples: [String] = {
        let folder = root.appendingPathComponent("Examples")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".form") }.sorted()
    }()

    @Test func thereAreExamples() {
        #expect(Self.examples.count >= 8)
    }

    /// One place to ask: the text as the person has it, and the cursor's byte offset.
    struct Place: Hashable {
        var text: [UInt8]
        var cursor: Int
        /// The fields whose declarations were taken out with the rest of the statement.
        var unwritten: Set<String> = []
    }

    /// The places in `bytes`, each once.
    static func places(in bytes: [UInt8]) -> [Place] {
        var lexer = Lexer(bytes: bytes)
        var sink = DiagnosticSink()
        var tokens: [Token] = []
        while true {
            let token = lexer.next(&sink)
            if token.kind == .endOfFile { break }
            tokens.append(token)
        }
        let newline = UInt8(ascii: "\n")
        func lineEnd(_ offset: Int) -> Int {
            var end = offset
            while end < bytes.count && bytes[end] != newline { end += 1 }
            if end > offset && bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
            return end
        }
        var seen: Set<Place> = []
        var out: [Place] = []
        func add(_ place: Place) {
            if seen.insert(place).inserted { out.append(place) }
        }
        // Token boundaries: the statement's rest taken out, up to its `;` or `}`, or to the end
        // of its line; a block it opens goes with it, and a `)` or `]` that closes what the
        // cursor is inside stays.
        var boundaries = Set(tokens.flatMap { [$0.span.start, $0.span.end] })
        boundaries.insert(bytes.count)
        for cursor in boundaries.sorted() {
            var stop = lineEnd(cursor)
            var closers: [UInt8] = []
            var depth = 0
            var index = tokens.firstIndex { $0.span.start >= cursor } ?? tokens.count
            while index < tokens.count, tokens[index].span.start < stop {
                let token = tokens[index]
                switch token.kind {
                case .semicolon, .rightBrace:
                    stop = token.span.start
                case .leftBrace:
                    // The block goes too, to its matching `}`.
                    var braces = 0
                    stop = bytes.count
                    for later in tokens[index...] {
                        if later.kind == .leftBrace { braces += 1 }
                        if later.kind == .rightBrace { braces -= 1 }
                        if braces == 0 { stop = later.span.end; break }
                    }
                    index = tokens.count
                    continue
                case .leftParen, .leftBracket:
                    depth += 1
                case .rightParen, .rightBracket:
                    depth -= 1
                    if depth < 0 {
                        closers.append(bytes[token.span.start])
                        depth = 0
                    }
                default:
                    break
                }
                if token.span.start >= stop { break }
                index += 1
            }
            let text = Array(bytes[..<cursor]) + closers + Array(bytes[stop...])
            var unwritten: Set<String> = []
            for (keyword, name) in zip(tokens, tokens.dropFirst())
            where name.span.start >= cursor && name.span.end <= stop && keyword.kind == .identifier && name.kind == .identifier
                && String(decoding: bytes[keyword.span.start..<keyword.span.end], as: UTF8.self) == "field" {
                unwritten.insert(String(decoding: bytes[name.span.start..<name.span.end], as: UTF8.self))
            }
            add(Place(text: text, cursor: cursor, unwritten: unwritten))
        }
        // Line starts: a new, empty line there.
        var lineStarts = [0]
        for (i, byte) in bytes.enumerated() where byte == newline && i + 1 < bytes.count { lineStarts.append(i + 1) }
        for start in lineStarts {
            var text = bytes
            text.insert(newline, at: start)
            add(Place(text: text, cursor: start))
        }
        return out
    }

    /// A diagnostic as compared before and after: what it says, not where.
    struct Said: Hashable {
        var code: String
        var message: String
    }

    static func diagnose(_ bytes: [UInt8]) -> [Diagnostic] {
        Compiler.diagnose(SourceFile(path: "E.form", bytes: bytes))
    }

    /// The item applied to `place`: the new text, and where the inserted text starts and ends.
    static func apply(_ item: JSONValue, to place: Place) throws -> (text: [UInt8], start: Int, end: Int) {
        #expect(item["insertTextFormat"] == nil || item["insertTextFormat"] == .integer(1), "a snippet to a client without snippets")
        var text = place.text
        if let edit = item["textEdit"] {
            let converter = PositionConverter(file: SourceFile(path: "E.form", bytes: place.text), encoding: .utf16)
            let span = try #require(converter.span(edit["range"]))
            let new = Array(try #require(edit["newText"]?.string).utf8)
            text.replaceSubrange(span.start..<span.end, with: new)
            return (text, span.start, span.start + new.count)
        }
        let new = Array(try #require(item["insertText"]?.string ?? item["label"]?.string).utf8)
        // The word typed before the cursor, which the item replaces.
        var start = place.cursor
        while start > 0 && isWord(text[start - 1]) { start -= 1 }
        text.replaceSubrange(start..<place.cursor, with: new)
        return (text, start, start + new.count)
    }

    static func isWord(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F
    }

    /// The word typed right before `cursor`.
    static func typedWord(before cursor: Int, in text: [UInt8]) -> String {
        var start = cursor
        while start > 0 && isWord(text[start - 1]) { start -= 1 }
        return String(decoding: text[start..<cursor], as: UTF8.self)
    }

    /// Whether a client shows `item` after `typed`: as VS Code filters, the item's first
    /// letter is the typed word's first, and the typed word's letters come in its label in
    /// order (case aside).
    static func shown(_ item: JSONValue, after typed: String) -> Bool {
        guard let first = typed.lowercased().first else { return true }
        var label = Substring((item["filterText"]?.string ?? item["label"]?.string ?? "").lowercased())
        guard label.first == first else { return false }
        for character in typed.lowercased() {
            guard let found = label.firstIndex(of: character) else { return false }
            label = label[label.index(after: found)...]
        }
        return true
    }

    /// Whether `item`, just inserted between `start` and `end`, leaves a condition waiting for
    /// an operand: an operator, or a property's `when`.
    static func isOperand(awaited item: JSONValue, text: [UInt8], start: Int, end: Int) -> Bool {
        let inserted = String(decoding: text[start..<end], as: UTF8.self).trimmingCharacters(in: .whitespaces)
        return item["kind"] == .integer(CompletionKind.operator) || inserted.hasSuffix(" when") || inserted == "when"
    }

    /// Whether `diagnostic`, new after `item` was inserted between `start` and `end` of
    /// `text`, is allowed by the rule above.
    static func allowed(_ diagnostic: Diagnostic, item: JSONValue, text: [UInt8], start: Int, end: Int, place: Place) -> Bool {
        var end = end
        while end > start && text[end - 1] == UInt8(ascii: " ") { end -= 1 }
        let inserted = String(decoding: text[start..<end], as: UTF8.self)
        let line = SourceFile(path: "", bytes: text).lineStart(containing: start)
        // What the statement needs next: a condition after `when`, an operand after an
        // operator, a value after a label. The parser reads on into the next line, so the
        // statement's own errors and those after it do not count.
        let unfinished = inserted.hasSuffix(":") || isOperand(awaited: item, text: text, start: start, end: end)
        if unfinished && (diagnostic.span.start >= line || !diagnostic.code.id.hasPrefix("FC01")) { return true }
        // A field the rest of the statement declared is not written yet.
        if place.unwritten.contains(where: { diagnostic.message.contains("'\($0)'") }) { return true }
        // A field type weighs the field's body and the focus order, not the conditions and
        // `equals` of other fields that read the field; a choice's options come in its body.
        if item["detail"] == .string("field type") {
            if diagnostic.code == .choiceWithoutOptions { return true }
            var lineEnd = start
            while lineEnd < text.count && text[lineEnd] != UInt8(ascii: "\n") { lineEnd += 1 }
            let elsewhere = diagnostic.span.start < line || diagnostic.span.start > lineEnd
            if elsewhere && (diagnostic.code.id.hasPrefix("FC04") || [.equalsTypeMismatch, .literalTypeMismatch, .conditionComparesChoices].contains(diagnostic.code)) {
                return true
            }
        }
        switch diagnostic.code {
        case .expectedToken:
            return diagnostic.span.start >= end
        case .wrongArgument:
            return diagnostic.span == Span(start, end) && diagnostic.message.contains(" needs ")
        default:
            return false
        }
    }

    /// The wrong items found at every place of `bytes`, one line each.
    static func wrongItems(in bytes: [UInt8], name: String) throws -> [String] {
        let uri = "file:///e/" + name
        let client = TestClient()
        client.open(uri, "")
        var version = 1
        var wrong: [String] = []
        var tried: Set<String> = []
        for place in places(in: bytes) {
            version += 1
            _ = client.notify("textDocument/didChange", .object([
                JSONMember("textDocument", .object([JSONMember("uri", .string(uri)), JSONMember("version", .integer(version))])),
                JSONMember("contentChanges", .array([.object([JSONMember("text", .string(String(decoding: place.text, as: UTF8.self)))])])),
            ]))
            let converter = PositionConverter(file: SourceFile(path: "E.form", bytes: place.text), encoding: .utf16)
            let position = converter.position(place.cursor)
            guard let items = client.result("textDocument/completion", client.at(uri, position.line, position.character))?.array,
                  !items.isEmpty else { continue }
            // The server's own compilation of the text: the diagnostics `formc check` reports.
            let document = try #require(client.server.documents[uri])
            let before = Dictionary(document.compilation.diagnostics.map { (Said(code: $0.code.id, message: $0.message), 1) },
                                    uniquingKeysWith: +)
            let typed = typedWord(before: place.cursor, in: place.text)
            // At the start of a statement, what an item does depends on the block it goes in
            // and on what the block holds, not on the line: each is tried once per block and
            // text (a new line anywhere in a field's body is one case).
            let context = CursorContext(file: document.file, syntax: document.syntax, offset: place.cursor)
            let block = context.field?.span.start ?? context.section?.span.start ?? context.form?.span.start ?? -1
            for item in items where shown(item, after: typed) {
                if context.tokens.isEmpty && typed.isEmpty {
                    let key = "\(context.place) \(block) \(place.text.count) \(item["label"]?.string ?? "")"
                    guard tried.insert(key).inserted else { continue }
                }
                var (text, start, end) = try apply(item, to: place)
                var last = item
                // An operator or a `when` leaves a condition unfinished: the person goes on with
                // what completion offers next, its first item, until the condition is whole.
                var steps = 0
                while steps < 3, isOperand(awaited: last, text: text, start: start, end: end) {
                    steps += 1
                    if text[end - 1] != UInt8(ascii: " ") {
                        text.insert(UInt8(ascii: " "), at: end)
                        end += 1
                    }
                    version += 1
                    _ = client.notify("textDocument/didChange", .object([
                        JSONMember("textDocument", .object([JSONMember("uri", .string(uri)), JSONMember("version", .integer(version))])),
                        JSONMember("contentChanges", .array([.object([JSONMember("text", .string(String(decoding: text, as: UTF8.self)))])])),
                    ]))
                    let at = PositionConverter(file: SourceFile(path: "E.form", bytes: text), encoding: .utf16).position(end)
                    guard let next = client.result("textDocument/completion", client.at(uri, at.line, at.character))?.array?.first else {
                        wrong.append("\(name) \(position.line + 1):\(position.character + 1) '\(item["label"]?.string ?? "")' → nothing offered after it")
                        break
                    }
                    (text, start, end) = try apply(next, to: Place(text: text, cursor: end))
                    last = next
                }
                var remaining = before
                for diagnostic in diagnose(text) {
                    let said = Said(code: diagnostic.code.id, message: diagnostic.message)
                    if let count = remaining[said], count > 0 {
                        remaining[said] = count - 1
                        continue
                    }
                    if diagnostic.severity != .error || allowed(diagnostic, item: last, text: text, start: start, end: end, place: place) { continue }
                    let line = String(decoding: text[SourceFile(path: "", bytes: text).lineStart(containing: start)..<min(text.count, max(end, start) + 1)], as: UTF8.self)
                    wrong.append("\(name) \(position.line + 1):\(position.character + 1) '\(item["label"]?.string ?? "")' → \(diagnostic.code.id) \(diagnostic.message)  «\(line.trimmingCharacters(in: .whitespacesAndNewlines))»")
                }
            }
        }
        return wrong
    }

    @Test(arguments: examples)
    func everyItemKeepsTheFileChecking(_ name: String) throws {
        let bytes = Array(try Data(contentsOf: Self.root.appendingPathComponent("Examples").appendingPathComponent(name)))
        let wrong = try Self.wrongItems(in: bytes, name: name)
        let count = wrong.count
        #expect(count == 0, Testing.Comment(rawValue: "\(count) items:\n" + wrong.prefix(40).joined(separator: "\n")))
    }
}
