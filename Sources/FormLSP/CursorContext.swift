import FormDSL

/// Where the cursor is, as completion and hover need it: the innermost form, section or
/// field around it, and the tokens of the statement it is in, read from the start of its line.
struct CursorContext {
    enum Place {
        case topLevel
        case form
        case section
        /// In a `repeat` group's body.
        case repeatGroup
        case field
        /// In a field's header (`field name: |`), where its type goes.
        case fieldHeader
    }

    var place = Place.topLevel
    var form: FormDecl?
    var field: FieldDecl?
    /// The words of the statement before the cursor, the one being typed left out.
    var words: [String] = []
    /// The name of the innermost call whose `(` is open before the cursor (`equals`).
    var openCall: String?
    /// The identifier the cursor is in or just after, if any.
    var partial: Span?
    /// The labelled argument whose value is being written (`modifiers` in
    /// `shortcut "k", modifiers: [command, |`, `style` in `format date(style: |`), and the
    /// words already written after its colon.
    var argumentLabel: String?
    var argumentWords: [String] = []
    /// The innermost section around the cursor.
    var section: SectionDecl?
    /// The tokens of the statement before the cursor, kind and text; the word being typed and
    /// an open string are left out.
    var tokens: [(kind: TokenKind, text: String)] = []
    /// Whether the cursor is in a comment, where nothing is completed.
    var inComment = false
    /// The string the cursor is in, from its opening quote to the cursor, if any.
    var openString: Span?

    init(file: SourceFile, syntax: SourceFileSyntax, offset: Int) {
        let offset = min(max(0, offset), file.bytes.count)
        // A block holds the cursor up to its closing `}`, not after it.
        func holds(_ span: Span) -> Bool {
            let closed = span.end > span.start && span.end <= file.bytes.count && file.bytes[span.end - 1] == UInt8(ascii: "}")
            return span.start < offset && (closed ? offset < span.end : offset <= span.end)
        }
        for form in syntax.forms where holds(form.span) {
            self.form = form
            place = .form
            func descend(_ members: [Member]) {
                for member in members where holds(member.span) {
                    switch member {
                    case .section(let section):
                        place = section.repeatName == nil ? .section : .repeatGroup
                        self.section = section
                        descend(section.members)
                    case .field(let field):
                        // In the field's body, after its header: its keyword, name and type
                        // belong to the block around it.
                        let header = field.type?.span.end ?? field.name.span.end
                        guard field.hasBody, offset > header else { continue }
                        self.field = field
                        place = .field
                    case .property:
                        break
                    }
                }
            }
            descend(form.members)
        }
        // The tokens from the start of the statement's first line to the cursor, split at `;`,
        // `{` and `}`. A line that ends in `,`, `(`, `[`, `&&` or `||` goes on on the next
        // (`validate required,` and the validators below it).
        var lineStart = file.lineStart(containing: offset)
        let bytes = file.bytes
        while lineStart > 0 {
            var end = lineStart - 1
            while end > 0, [UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"), UInt8(ascii: "\n")].contains(bytes[end - 1]) {
                end -= 1
            }
            guard end > 0 else { break }
            let last = bytes[end - 1]
            let pair = end > 1 && bytes[end - 2] == last
            guard [UInt8(ascii: ","), UInt8(ascii: "("), UInt8(ascii: "[")].contains(last)
                    || pair && (last == UInt8(ascii: "&") || last == UInt8(ascii: "|")) else { break }
            lineStart = file.lineStart(containing: end - 1)
        }
        var lexer = Lexer(bytes: Array(file.bytes[lineStart..<offset]))
        var sink = DiagnosticSink()
        var statement: [Token] = []
        var calls: [String?] = []
        var previous: Token?
        while true {
            let token = lexer.next(&sink)
            if token.kind == .endOfFile { break }
            switch token.kind {
            case .semicolon, .leftBrace, .rightBrace:
                statement = []
                calls = []
            case .leftParen:
                if let previous, previous.kind == .identifier {
                    calls.append(String(decoding: file.bytes[lineStart + previous.span.start..<lineStart + previous.span.end], as: UTF8.self))
                } else {
                    calls.append(nil)
                }
                statement.append(token)
            case .rightParen:
                _ = calls.popLast()
                statement.append(token)
            default:
                statement.append(token)
            }
            previous = token
        }
        openCall = calls.last ?? nil
        // A comment holds the cursor from after its `//` or `/*` to the end of its line, or to
        // its `*/`.
        inComment = syntax.comments.contains { comment in
            guard comment.span.start + 2 <= offset else { return false }
            switch comment.kind {
            case .line:
                return offset <= comment.span.end
            case .block:
                let closed = comment.span.length >= 4 && file.text(comment.span).hasSuffix("*/")
                return offset <= comment.span.end - (closed ? 2 : 0)
            }
        }
        // A string that runs to the cursor unclosed is the one the cursor is in.
        if let last = statement.last, last.kind == .string, lineStart + last.span.end == offset,
           sink.diagnostics.contains(where: { $0.code == .unterminatedString && $0.span.start == last.span.start }) {
            openString = Span(lineStart + last.span.start, offset)
            statement.removeLast()
        }
        if let last = statement.last, last.kind == .identifier, lineStart + last.span.end == offset {
            partial = Span(lineStart + last.span.start, offset)
            statement.removeLast()
        }
        func spelling(_ token: Token) -> String {
            String(decoding: file.bytes[lineStart + token.span.start..<lineStart + token.span.end], as: UTF8.self)
        }
        words = statement.filter { $0.kind == .identifier }.map(spelling)
        tokens = statement.map { ($0.kind, spelling($0)) }
        // The last `label:` whose value is still open: after its colon only `[`, words and
        // commas, and no `]` or `)` that would close it.
        if let colon = statement.lastIndex(where: { $0.kind == .colon }), colon > 0,
           statement[colon - 1].kind == .identifier {
            let after = statement[(colon + 1)...]
            if after.allSatisfy({ [.leftBracket, .identifier, .comma].contains($0.kind) }) {
                argumentLabel = spelling(statement[colon - 1])
                argumentWords = after.filter { $0.kind == .identifier }.map(spelling)
            }
        }
        if statement.first.map({ file.text(Span(lineStart + $0.span.start, lineStart + $0.span.end)) }) == "field" {
            if statement.contains(where: { $0.kind == .colon }) {
                place = .fieldHeader
            }
        }
    }
}
