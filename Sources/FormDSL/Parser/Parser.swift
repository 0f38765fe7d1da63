/// A recursive-descent parser for `.form` files: one function per grammar rule, each quoting
/// its rule from docs/LANGUAGE.md. It builds the flat `SyntaxTree`: each rule appends exactly
/// one subtree of nodes.
///
/// Error recovery follows Go's `go/parser`: report "expected X, found Y", skip to a
/// synchronising token (the end of a line, `;`, `}`, or the next `field`/`section`/`form`),
/// and keep going, so a file with several independent mistakes reports each of them once.
/// The parser always makes progress, stops after `DiagnosticSink.errorLimit` errors, and has
/// an explicit nesting limit: deeper input is skipped iteratively, never by recursion, so
/// 200,000 nested braces cannot overflow the stack.
///
/// The parser interns every identifier it reads (`WordTable`), so the checker never looks at
/// a name's text to know what it means. It knows the grammar only: what a name means (a
/// property, a field type, a validator) is the checker's business.
///
/// **Broken parts.** Where a syntax error was reported, the tree may not hold what was written
/// (recovery skipped it, or read it as something else), so the parser marks the part the
/// error broke (`SyntaxNode.broken`) and the checker leaves that part out. The part is a
/// field when the error is inside one (its header, its type, its block and every property
/// in it), and otherwise the form: a form's own lines (its header, its properties, its
/// sections' headers and properties) decide what its fields mean together, so an error
/// there leaves nothing of the form to check. An error between forms breaks the form
/// before it (which may have been closed early), and reaching the error limit breaks the
/// form the parser stopped in. A parser error breaks what the parser was reading when it
/// reported it; a lexer error, found while looking ahead, breaks what holds its position.
public struct Parser {
    /// Deepest nesting of blocks and expressions that the parser follows.
    public static let nestingLimit = 64
    /// The largest input the tree's 32-bit offsets can address.
    static let largestInput = Int(UInt32.max) - 1

    private let bytes: [UInt8]
    private let words = WordTable.shared
    private var lexer: Lexer
    private var sink: DiagnosticSink
    /// The current token, and its word when it is an identifier.
    private var token: Token
    private var tokenWord = Word.none
    /// Up to two tokens scanned beyond `token` (the grammar never looks further).
    private var ahead1 = Token(kind: .endOfFile, span: Span.at(0), startsLine: true)
    private var ahead2 = Token(kind: .endOfFile, span: Span.at(0), startsLine: true)
    private var aheadCount = 0
    private var previousEnd = 0
    private var depth = 0
    private var reportedDepth = false
    /// How many `when` nodes have been made: a property whose arguments made one is marked
    /// `SyntaxNode.containsWhen`.
    private var whenCount = 0
    /// The tree so far.
    private var nodes: [SyntaxNode] = []
    /// Each form's node, in order.
    private var forms: [Int] = []
    /// The form and the field being read, whose node a parser error marks broken.
    private var openForm: Int?
    private var openField: Int?
    /// Where each error the lexer reported starts (`markLexerErrors`).
    private var lexerErrors: [Int] = []
    /// Set once a block has ended at the next form's `form` line: the blocks around it end
    /// there too, without saying so again.
    private var reportedNextForm = false
    /// In a computed value's expression: the operators read so far, and how many parentheses
    /// are open (inside them a line break is free).
    private var expressionOperators = 0
    private var expressionParentheses = 0

    private init(bytes: [UInt8], errorLimit: Int) {
        self.bytes = bytes
        self.lexer = Lexer(bytes: bytes)
        self.sink = DiagnosticSink(errorLimit: errorLimit)
        self.token = Token(kind: .endOfFile, span: Span.at(0), startsLine: true)
        if bytes.count > Self.largestInput {
            sink.report(Diagnostic(.cannotReadFile, "cannot read file: larger than the 4 GiB a source file can be", at: Span.at(0)))
            return
        }
        // About one node for every eight bytes of a typical form: the tree is made in place,
        // not copied each time it outgrows its memory (a twentieth of `formc check`'s time on
        // a large file, bench/RESULTS.md).
        nodes.reserveCapacity(min(bytes.count / 8, 1 << 20) + 16)
        self.token = scan()
        if token.kind == .identifier { tokenWord = words.lookup(bytes[token.span.start..<token.span.end]) }
    }

    /// Parses a whole file into the flat tree. Never fails: the tree holds everything that
    /// could be read, with its broken parts marked.
    public static func parseTree(_ file: SourceFile, errorLimit: Int = 100) -> (SyntaxTree, [Diagnostic]) {
        var parser = Parser(bytes: file.bytes, errorLimit: errorLimit)
        while let form = parser.parseNextForm() { parser.forms.append(form) }
        // The parser stopped at its error limit, inside the last form or after it.
        if parser.sink.isFull, let last = parser.forms.last { parser.nodes[last].flags |= SyntaxNode.broken }
        parser.markLexerErrors()
        return (SyntaxTree(file: file, nodes: parser.nodes, forms: parser.forms, comments: parser.lexer.comments),
                parser.sink.diagnostics)
    }

    /// Parses a whole file into the nested view of the tree (`SourceFileSyntax`), for the
    /// formatter and for tests.
    public static func parse(_ file: SourceFile, errorLimit: Int = 100) -> (SourceFileSyntax, [Diagnostic]) {
        let (tree, diagnostics) = parseTree(file, errorLimit: errorLimit)
        return (tree.materialize(), diagnostics)
    }

    // MARK: Token handling

    /// The next token from the lexer, noting where each error it reports starts.
    private mutating func scan() -> Token {
        let reported = sink.diagnostics.count
        let next = lexer.next(&sink)
        for d in sink.diagnostics[reported...] where d.severity == .error { lexerErrors.append(d.span.start) }
        return next
    }

    private mutating func advance() {
        previousEnd = token.span.end
        if aheadCount == 0 {
            token = scan()
        } else {
            token = ahead1
            ahead1 = ahead2
            aheadCount -= 1
        }
        tokenWord = token.kind == .identifier ? words.lookup(bytes[token.span.start..<token.span.end]) : .none
    }

    /// The token `n` (1 or 2) places after the current one.
    private mutating func peek(_ n: Int = 1) -> Token {
        while aheadCount < n {
            let t = scan()
            if aheadCount == 0 { ahead1 = t } else { ahead2 = t }
            aheadCount += 1
        }
        return n == 1 ? ahead1 : ahead2
    }

    private func text(_ t: Token) -> String {
        text(t.span)
    }

    private func text(_ span: Span) -> String {
        String(decoding: bytes[span.start..<span.end], as: UTF8.self)
    }

    /// Whether the current token is the identifier spelling `keyword`.
    private func isKeyword(_ keyword: Keyword) -> Bool {
        token.kind == .identifier && words.keyword(tokenWord) == keyword
    }

    /// Whether the current identifier is near `keyword` (`Spelling.isNear`): a misspelt
    /// `field` or `section`. No identifier is near a keyword whose length differs by more than
    /// three, which spares making a `String` of most.
    private func isNear(_ keyword: Keyword) -> Bool {
        abs(token.span.length - keyword.spelling.utf8.count) <= 3 && Spelling.isNear(text(token), keyword.spelling)
    }

    private var atEnd: Bool { token.kind == .endOfFile || sink.isFull }

    /// Whether the current token starts a line `form Name {`: the next form, wherever it is.
    private mutating func isAtNextForm() -> Bool {
        isKeyword(.form) && token.startsLine && peek().kind == .identifier && peek(2).kind == .leftBrace
    }

    /// Reports a syntax diagnostic; an error marks what it breaks (see "Broken parts").
    private mutating func report(_ diagnostic: Diagnostic) {
        if diagnostic.severity == .error { markBroken() }
        sink.report(diagnostic)
    }

    /// Marks the field being read broken, or else the form being read, or else (between
    /// forms) the form before.
    private mutating func markBroken() {
        if let part = openField ?? openForm ?? forms.last { nodes[part].flags |= SyntaxNode.broken }
        if openField != nil, let openForm { nodes[openForm].flags |= SyntaxNode.holdsBrokenField }
    }

    /// Marks what each lexer error broke, by where it is: the field whose source holds it, or
    /// else the form whose source, up to the next form, holds it. The lexer reports an error
    /// when it scans the token, which may be a token the parser looks ahead at before the
    /// part that reads it has begun: its position says which part that is.
    private mutating func markLexerErrors() {
        var next = 0
        for offset in lexerErrors {
            // The forms in order: the last one that starts at or before `offset`.
            while next < forms.count, Int(nodes[forms[next]].start) <= offset { next += 1 }
            guard next > 0 else { continue }
            let form = forms[next - 1]
            var broken = form
            nodes.forEachField(in: form) { field in
                if Int(nodes[field].start) <= offset, offset < Int(nodes[field].end) { broken = field }
            }
            nodes[broken].flags |= SyntaxNode.broken
            if broken != form { nodes[form].flags |= SyntaxNode.holdsBrokenField }
        }
    }

    /// Reports "expected X" unless the current token is itself a lexer error (already
    /// reported), which would only add noise.
    private mutating func expected(_ what: String, after context: String? = nil) {
        if token.kind == .unknown { return }
        var diagnostic = SyntaxMessages.expected(what, found: token, in: bytes, after: context)
        // What was found is on a later line: the construct stopped where the person is typing,
        // right after the last token, not on the next line's `}` (as Swift and TypeScript say).
        if token.startsLine || token.kind == .endOfFile, previousEnd > 0 { diagnostic.span = Span.at(previousEnd) }
        report(diagnostic)
    }

    /// Consumes `kind` if present.
    private mutating func eat(_ kind: TokenKind) -> Bool {
        guard token.kind == kind else { return false }
        advance()
        return true
    }

    /// Skips to the end of the current line, a `;` (consumed) or a `}` / end of file (not
    /// consumed). A `{` met on the way is skipped with its whole block.
    private mutating func synchronizeToLineEnd() {
        while !atEnd {
            switch token.kind {
            case .semicolon:
                advance()
                return
            case .rightBrace:
                return
            case .leftBrace:
                skipBalanced()
            default:
                advance()
            }
            if token.startsLine { return }
        }
    }

    /// Skips a `{...}`, `(...)` or `[...]` group and everything nested in it, iteratively.
    private mutating func skipBalanced() {
        var level = 0
        repeat {
            switch token.kind {
            case .leftBrace, .leftParen, .leftBracket: level += 1
            case .rightBrace, .rightParen, .rightBracket: level -= 1
            default: break
            }
            advance()
        } while level > 0 && !atEnd
    }

    /// Past the nesting limit: skips what remains of the too-deep construct, iteratively, up
    /// to the first closer that belongs to an enclosing level (not consumed), so each
    /// enclosing level still finds its own closer and reports nothing more.
    private mutating func skipNestedRemainder() {
        var level = 0
        while !atEnd {
            switch token.kind {
            case .leftBrace, .leftParen, .leftBracket:
                level += 1
            case .rightBrace, .rightParen, .rightBracket:
                if level == 0 { return }
                level -= 1
            case .semicolon where level == 0:
                return
            default:
                if level == 0 && token.startsLine { return }
            }
            advance()
        }
    }

    /// Enters one nesting level; false (after one report) when the limit is reached, in which
    /// case the caller must skip its construct without recursing.
    private mutating func enterNesting() -> Bool {
        if depth >= Self.nestingLimit {
            if !reportedDepth {
                reportedDepth = true
                report(SyntaxMessages.nestingTooDeep(at: token.span, limit: Self.nestingLimit))
            }
            return false
        }
        depth += 1
        return true
    }

    private mutating func leaveNesting() { depth -= 1 }

    private func identifier(_ t: Token) -> Identifier { Identifier(text(t), span: t.span) }

    // MARK: Building nodes

    /// Appends a node whose children follow; `close` sets its end and size.
    private mutating func open(_ kind: SyntaxKind, start: Int, flags: UInt8 = 0, word: UInt16 = Word.none.rawValue,
                               name: Span = Span.at(0)) -> Int {
        nodes.append(SyntaxNode(kind, start: start, end: start, flags: flags, word: word,
                                nameStart: name.start, nameEnd: name.end))
        return nodes.count - 1
    }

    private mutating func close(_ index: Int, end: Int) {
        nodes[index].end = UInt32(truncatingIfNeeded: end)
        nodes[index].size = UInt32(truncatingIfNeeded: nodes.count - index)
    }

    /// Appends a node without children.
    private mutating func leaf(_ kind: SyntaxKind, _ span: Span, word: Word = .none, name: Span = Span.at(0)) {
        nodes.append(SyntaxNode(kind, start: span.start, end: span.end, word: word.rawValue,
                                nameStart: name.start, nameEnd: name.end))
    }

    /// Makes the subtrees from `index` to the end the children of a new node inserted at
    /// `index`: for constructs recognised after their first part (`a...b`, `a b`, `a == b`).
    private mutating func wrap(at index: Int, _ kind: SyntaxKind, span: Span, flags: UInt8 = 0, word: UInt16 = Word.none.rawValue) {
        var node = SyntaxNode(kind, start: span.start, end: span.end, flags: flags, word: word)
        node.size = UInt32(truncatingIfNeeded: nodes.count - index + 1)
        nodes.insert(node, at: index)
    }

    private func nameText(_ index: Int) -> String { text(nodes[index].nameSpan) }

    // MARK: Declarations

    /// file = { form } ;
    ///
    /// Parses up to the end of the next form and returns its node; nil at the end of the file.
    private mutating func parseNextForm() -> Int? {
        while !atEnd {
            if isKeyword(.form) {
                return parseForm(keyword: token.span)
            }
            if token.kind == .identifier, Spelling.isNear(text(token), "form"),
               peek().kind == .identifier, peek(2).kind == .leftBrace {
                return parseForm(keyword: token.span, misspelt: true)
            }
            switch token.kind {
            case .rightBrace:
                report(SyntaxMessages.unexpectedClosingBrace(at: token.span))
                advance()
            case .unknown:
                advance()
            default:
                report(SyntaxMessages.expectedForm(found: token, in: bytes))
                skipToNextForm()
            }
        }
        while token.kind != .endOfFile && !sink.isFull { advance() }
        return nil
    }

    /// Skips stray top-level input up to the next line that starts with `form` or `}`.
    private mutating func skipToNextForm() {
        repeat {
            if token.kind == .leftBrace { skipBalanced() } else { advance() }
        } while !atEnd && !(token.startsLine && (isKeyword(.form) || token.kind == .rightBrace))
    }

    /// form = "form" IDENT "{" { member } "}" ;
    ///
    /// `misspelt`: the keyword is a misspelling of `form`, reported here.
    private mutating func parseForm(keyword: Span, misspelt: Bool = false) -> Int {
        let form = open(.form, start: keyword.start, word: UInt16(truncatingIfNeeded: keyword.length))
        openForm = form
        reportedNextForm = false
        defer { openForm = nil }
        if misspelt { report(SyntaxMessages.misspeltKeyword(identifier(token), keyword: "form")) }
        advance() // form
        if token.kind == .identifier {
            nodes[form].nameStart = UInt32(truncatingIfNeeded: token.span.start)
            nodes[form].nameEnd = UInt32(truncatingIfNeeded: token.span.end)
            advance()
        } else {
            expected("a form name", after: "after 'form'")
            nodes[form].nameStart = UInt32(truncatingIfNeeded: previousEnd)
            nodes[form].nameEnd = UInt32(truncatingIfNeeded: previousEnd)
        }
        parseBlock(of: .form(form))
        close(form, end: previousEnd)
        return form
    }

    /// What a block belongs to, for its messages and for what it may hold.
    private enum BlockOwner {
        case form(Int)
        case section(Int)
        case field(Int)
    }

    /// How messages name the block of `owner`. Made only when a message needs it.
    private func describe(_ owner: BlockOwner) -> String {
        switch owner {
        case .form(let i): return "form '\(nameText(i))'"
        case .section(let i):
            if nodes[i].has(SyntaxNode.isRepeat) { return "repeat '\(nameText(i))'" }
            guard nodes[i].has(SyntaxNode.hasTitle) else { return "the section" }
            return "section \"\(StringLiteral.value(bytes, nodes[i + 1].span))\""
        case .field(let i): return "field '\(nameText(i))'"
        }
    }

    /// "{" { member } "}", shared by forms, sections and fields.
    private mutating func parseBlock(of owner: BlockOwner) {
        guard token.kind == .leftBrace else {
            expected("'{'", after: "to open \(describe(owner))")
            // Recover when the brace is further along the line (`form Login Screen {`).
            while !atEnd, !token.startsLine || token.kind == .leftBrace, token.kind != .leftBrace, token.kind != .rightBrace {
                advance()
            }
            if token.kind != .leftBrace { return }
            parseBlockBody(of: owner)
            return
        }
        parseBlockBody(of: owner)
    }

    /// The members between `{` and `}`; the current token is `{`. In a field's block only
    /// properties are kept: a field or section there is reported and dropped.
    private mutating func parseBlockBody(of owner: BlockOwner) {
        let open = token.span
        guard enterNesting() else {
            skipBalanced()
            return
        }
        defer { leaveNesting() }
        advance() // {
        while !atEnd && token.kind != .rightBrace {
            if isAtNextForm() {
                // A form inside a form is almost always a missing '}' above: said once, by
                // the innermost block, and every open block ends here.
                if !reportedNextForm { expected("'}'", after: "before the next form") }
                reportedNextForm = true
                return
            }
            let member = nodes.count
            parseMember(owner: owner)
            if case .field = owner, nodes.count > member, nodes[member].kind != .property {
                nodes.removeSubrange(member...)
            }
        }
        if token.kind == .rightBrace {
            advance()
        } else if !sink.isFull && !(token.kind == .endOfFile && lexer.endedInsideComment) {
            report(SyntaxMessages.unclosedBrace(describe(owner), open: open, found: token, in: bytes))
        }
    }

    /// member = section | repeat | field | computed | property ;
    ///
    /// Appends the member's node, or nothing for a stray token.
    private mutating func parseMember(owner: BlockOwner) {
        switch token.kind {
        case .identifier:
            if isKeyword(.field) { return parseFieldMember(keyword: token.span, owner: owner) }
            if isKeyword(.computed) { return parseFieldMember(keyword: token.span, owner: owner, computed: true) }
            if isKeyword(.section) { return parseSectionMember(keyword: token.span, owner: owner) }
            if isKeyword(.repeatGroup) { return parseRepeatMember(keyword: token.span, owner: owner) }
            // A misspelt `field` or `section`, told from a property by the tokens after it. No
            // property name is near either keyword (a test pins that), so a property never
            // reads as one and goes straight to its rule. Looking ahead changes nothing the
            // parser reports, so it waits for a word near a keyword.
            if words.property(tokenWord) != nil { return parseProperty() }
            if isNear(.field), peek().kind == .identifier, !peek().startsLine,
               peek(2).kind == .colon || (peek(2).kind == .identifier && !peek(2).startsLine) {
                return parseFieldMember(keyword: token.span, owner: owner, misspelt: true)
            }
            if isNear(.computed), peek().kind == .identifier, !peek().startsLine, peek(2).kind == .colon {
                return parseFieldMember(keyword: token.span, owner: owner, misspelt: true, computed: true)
            }
            if isNear(.section), peek().kind == .string || peek().kind == .leftBrace {
                report(SyntaxMessages.misspeltKeyword(identifier(token), keyword: "section"))
                return parseSectionMember(keyword: token.span, owner: owner)
            }
            parseProperty()
        case .semicolon:
            advance()
        case .unknown:
            advance()
        case .leftBrace:
            expected("a field, section or property")
            skipBalanced()
        default:
            expected("a field, section or property")
            let line = token.startsLine
            advance()
            if !token.startsLine || !line { synchronizeToLineEnd() }
        }
    }

    /// `misspelt`: the keyword is a misspelling of `field` (or of `computed`), reported here.
    private mutating func parseFieldMember(keyword: Span, owner: BlockOwner, misspelt: Bool = false, computed: Bool = false) {
        guard case .field(let outer) = owner else {
            return computed ? parseComputed(keyword: keyword, misspelt: misspelt) : parseField(keyword: keyword, misspelt: misspelt)
        }
        // The field is read and then dropped from the outer field's block: these errors
        // break the outer field.
        if misspelt { report(SyntaxMessages.misspeltKeyword(identifier(token), keyword: computed ? "computed" : "field")) }
        report(SyntaxMessages.fieldInsideField(nameText(outer), at: token.span))
        if computed { parseComputed(keyword: keyword) } else { parseField(keyword: keyword) }
    }

    private mutating func parseSectionMember(keyword: Span, owner: BlockOwner) {
        switch owner {
        case .form: break
        case .section, .field: report(SyntaxMessages.nestedSection(at: token.span))
        }
        parseSection(keyword: keyword)
    }

    /// section = "section" [ STRING ] "{" { member } "}" ;
    private mutating func parseSection(keyword: Span) {
        let section = open(.section, start: keyword.start, word: UInt16(truncatingIfNeeded: keyword.length))
        advance() // section
        if token.kind == .string {
            nodes[section].flags |= SyntaxNode.hasTitle
            leaf(.string, token.span)
            advance()
        }
        parseBlock(of: .section(section))
        close(section, end: previousEnd)
    }

    private mutating func parseRepeatMember(keyword: Span, owner: BlockOwner) {
        switch owner {
        case .form: break
        case .section(let i): report(SyntaxMessages.nestedRepeat(in: describe(.section(i)), at: token.span))
        case .field(let i): report(SyntaxMessages.nestedRepeat(in: describe(.field(i)), at: token.span))
        }
        parseRepeat(keyword: keyword)
    }

    /// repeat = "repeat" IDENT "{" { member } "}" ;   (* members: fields, computed values, properties *)
    ///
    /// A section node marked `isRepeat`, named by its name: every reader of sections (the
    /// formatter, the language server's members) meets it as a section that holds fields.
    private mutating func parseRepeat(keyword: Span) {
        let group = open(.section, start: keyword.start, flags: SyntaxNode.isRepeat, word: UInt16(truncatingIfNeeded: keyword.length))
        advance() // repeat
        if token.kind == .identifier && !token.startsLine {
            nodes[group].nameStart = UInt32(truncatingIfNeeded: token.span.start)
            nodes[group].nameEnd = UInt32(truncatingIfNeeded: token.span.end)
            advance()
        } else {
            expected("a name for the repeating group", after: "after 'repeat'")
            nodes[group].nameStart = UInt32(truncatingIfNeeded: previousEnd)
            nodes[group].nameEnd = UInt32(truncatingIfNeeded: previousEnd)
        }
        parseBlock(of: .section(group))
        close(group, end: previousEnd)
    }

    /// field = "field" IDENT ":" type [ "{" { property } "}" ] ;
    private mutating func parseField(keyword: Span, misspelt: Bool = false) {
        let field = open(.field, start: keyword.start, word: UInt16(truncatingIfNeeded: keyword.length))
        let outer = openField
        openField = field
        defer { openField = outer }
        if misspelt { report(SyntaxMessages.misspeltKeyword(identifier(token), keyword: "field")) }
        advance() // field
        if token.kind == .identifier && !token.startsLine {
            nodes[field].nameStart = UInt32(truncatingIfNeeded: token.span.start)
            nodes[field].nameEnd = UInt32(truncatingIfNeeded: token.span.end)
            advance()
        } else {
            expected("a field name", after: "after 'field'")
            nodes[field].nameStart = UInt32(truncatingIfNeeded: previousEnd)
            nodes[field].nameEnd = UInt32(truncatingIfNeeded: previousEnd)
            if token.kind != .colon {
                synchronizeToLineEnd()
                close(field, end: previousEnd)
                return
            }
        }
        if eat(.colon) {
            if token.kind == .identifier {
                nodes[field].flags |= SyntaxNode.hasType
                parseType()
            } else {
                expected("a type", after: "after 'field \(nameText(field)):'")
            }
        } else if token.kind == .identifier && !token.startsLine {
            // `field age int`: report the missing colon and read the type anyway.
            expected("':'", after: "after the field name '\(nameText(field))'")
            nodes[field].flags |= SyntaxNode.hasType
            parseType()
        } else {
            expected("':' and a type", after: "after the field name '\(nameText(field))'")
        }
        if token.kind == .leftBrace {
            nodes[field].flags |= SyntaxNode.hasBody
            parseBlockBody(of: .field(field))
        } else if !token.startsLine && token.kind != .semicolon && token.kind != .rightBrace && !atEnd {
            expected("'{' or a line break", after: "after the type of field '\(nameText(field))'")
            synchronizeToLineEnd()
        }
        close(field, end: previousEnd)
    }

    /// computed = "computed" IDENT ":" type "=" value [ "{" { property } "}" ] ;
    ///
    /// A computed value is a field node (`SyntaxNode.isComputed`) whose expression follows its
    /// type, so every reader of fields (names, sections, the language server) meets it as one.
    /// While its header and expression are read, the lexer makes `*`, `/`, `=` and `??` tokens
    /// (`Lexer.readsExpression`); its body's properties are read as any field's.
    private mutating func parseComputed(keyword: Span, misspelt: Bool = false) {
        let field = open(.field, start: keyword.start, flags: SyntaxNode.isComputed, word: UInt16(truncatingIfNeeded: keyword.length))
        let outer = openField
        openField = field
        lexer.readsExpression = true
        defer {
            openField = outer
            lexer.readsExpression = false
        }
        if misspelt { report(SyntaxMessages.misspeltKeyword(identifier(token), keyword: "computed")) }
        advance() // computed
        if token.kind == .identifier && !token.startsLine {
            nodes[field].nameStart = UInt32(truncatingIfNeeded: token.span.start)
            nodes[field].nameEnd = UInt32(truncatingIfNeeded: token.span.end)
            advance()
        } else {
            expected("a name", after: "after 'computed'")
            nodes[field].nameStart = UInt32(truncatingIfNeeded: previousEnd)
            nodes[field].nameEnd = UInt32(truncatingIfNeeded: previousEnd)
            synchronizeToLineEnd()
            close(field, end: previousEnd)
            return
        }
        let name = nameText(field)
        if eat(.colon), token.kind == .identifier, !token.startsLine {
            nodes[field].flags |= SyntaxNode.hasType
            parseType()
        } else {
            expected("':' and a type", after: "after the computed value's name '\(name)'")
            synchronizeToLineEnd()
            close(field, end: previousEnd)
            return
        }
        guard token.kind == .assign, !token.startsLine else {
            expected("'=' and the expression that defines '\(name)'", after: "after its type")
            synchronizeToLineEnd()
            close(field, end: previousEnd)
            return
        }
        advance() // =
        nodes[field].flags |= SyntaxNode.hasExpression
        expressionOperators = 0
        expressionParentheses = 0
        parseValue()
        if token.kind == .leftBrace {
            lexer.readsExpression = false
            nodes[field].flags |= SyntaxNode.hasBody
            parseBlockBody(of: .field(field))
        } else if !token.startsLine && token.kind != .semicolon && token.kind != .rightBrace && !atEnd {
            expected("an operator, '{' or a line break", after: "in the expression of '\(name)'")
            synchronizeToLineEnd()
        }
        close(field, end: previousEnd)
    }

    // MARK: Computed values' expressions

    /// Whether the current token may continue an expression as the operator after an operand:
    /// on the same line, or anywhere inside parentheses.
    private func continuesExpression(_ kind: TokenKind) -> Bool {
        token.kind == kind && (!token.startsLine || expressionParentheses > 0)
    }

    /// Counts one operator of the expression; false (after one report) past the nesting limit,
    /// which a chain of operators is held to as nested brackets are: its tree is as deep as
    /// the chain is long.
    private mutating func countOperator() -> Bool {
        expressionOperators += 1
        if expressionOperators > Self.nestingLimit {
            if !reportedDepth {
                reportedDepth = true
                report(SyntaxMessages.nestingTooDeep(at: token.span, limit: Self.nestingLimit))
            }
            skipNestedRemainder()
            return false
        }
        return true
    }

    /// value = choice ;
    /// choice = either [ "?" value ":" choice ] ;
    private mutating func parseValue() {
        let start = nodes.count
        guard enterNesting() else {
            let from = token.span.start
            skipNestedRemainder()
            leaf(.error, Span(from, previousEnd))
            return
        }
        defer { leaveNesting() }
        parseEither()
        guard continuesExpression(.question), countOperator() else { return }
        let question = token.span.start
        advance() // ?
        parseValue()
        var colon = previousEnd
        if token.kind == .colon {
            colon = token.span.start
            advance()
            parseValue()
        } else {
            expected("':' and the value when the condition is false", after: "after the value when it is true")
            leaf(.error, Span.at(previousEnd))
        }
        wrap(at: start, .conditional, span: Span(Int(nodes[start].start), previousEnd))
        nodes[start].nameStart = UInt32(truncatingIfNeeded: question)
        nodes[start].nameEnd = UInt32(truncatingIfNeeded: colon)
    }

    /// either = both { "||" both } ;   both = relation { "&&" relation } ;
    private mutating func parseEither() {
        parseLeftChain([(.pipePipe, .or)]) { $0.parseBoth() }
    }

    private mutating func parseBoth() {
        parseLeftChain([(.ampAmp, .and)]) { $0.parseRelation() }
    }

    /// relation = fallback [ ( "==" | "!=" | "<" | "<=" | ">" | ">=" ) fallback ] ;
    private mutating func parseRelation() {
        parseLeftChain([(.equalEqual, .equal), (.bangEqual, .notEqual), (.less, .less), (.lessEqual, .lessEqual),
                        (.greater, .greater), (.greaterEqual, .greaterEqual)], once: true) { $0.parseFallback() }
    }

    /// fallback = sum [ "??" fallback ] ;   (`a ?? b ?? c` is `a ?? (b ?? c)`)
    private mutating func parseFallback() {
        let start = nodes.count
        parseSum()
        guard continuesExpression(.questionQuestion), countOperator() else { return }
        let op = token.span
        advance()
        let rhs = nodes.count
        parseFallback()
        wrap(at: start, .binary, span: nodes[start].span.union(nodes[rhs].span), word: BinaryOperator.coalesce.code)
        nodes[start].nameStart = UInt32(truncatingIfNeeded: op.start)
        nodes[start].nameEnd = UInt32(truncatingIfNeeded: op.end)
    }

    /// sum = product { ( "+" | "-" ) product } ;
    private mutating func parseSum() {
        parseLeftChain([(.plus, .add), (.minus, .subtract)]) { $0.parseProduct() }
    }

    /// product = sign { ( "*" | "/" ) sign } ;
    private mutating func parseProduct() {
        parseLeftChain([(.star, .multiply), (.slash, .divide)]) { $0.parseSign() }
    }

    /// `a op b op c`, grouped to the left, `once` for an operator that does not chain
    /// (`a < b < c` is not read). The operator's span is the node's name span.
    private mutating func parseLeftChain(_ operators: [(TokenKind, BinaryOperator)], once: Bool = false,
                                         _ operand: (inout Parser) -> Void) {
        let start = nodes.count
        operand(&self)
        while let op = operators.first(where: { continuesExpression($0.0) })?.1 {
            guard countOperator() else { return }
            let opSpan = token.span
            advance()
            let rhs = nodes.count
            operand(&self)
            wrap(at: start, .binary, span: nodes[start].span.union(nodes[rhs].span), word: op.code)
            nodes[start].nameStart = UInt32(truncatingIfNeeded: opSpan.start)
            nodes[start].nameEnd = UInt32(truncatingIfNeeded: opSpan.end)
            if once { return }
        }
    }

    /// sign = ( "-" | "!" ) sign | operand ;   (a `-` glued to a number is the number's sign)
    private mutating func parseSign() {
        let start = token.span.start
        guard enterNesting() else {
            skipNestedRemainder()
            leaf(.error, Span(start, previousEnd))
            return
        }
        defer { leaveNesting() }
        if token.kind == .bang || (token.kind == .minus && !(peekGluedNumber())) {
            let node = open(token.kind == .bang ? .not : .negate, start: start)
            advance()
            parseSign()
            close(node, end: previousEnd)
            return
        }
        parseOperand()
    }

    /// Whether the current `-` is directly followed by a number: `-0.5`, one literal.
    private mutating func peekGluedNumber() -> Bool {
        let next = peek()
        return (next.kind == .integer || next.kind == .decimal) && next.span.start == token.span.end
    }

    /// operand = STRING | number | IDENT [ "(" [ value { "," value } ] ")" ] | "(" value ")" ;
    private mutating func parseOperand() {
        let t = token
        switch t.kind {
        case .leftParen:
            advance()
            expressionParentheses += 1
            let inner = nodes.count
            parseValue()
            expressionParentheses -= 1
            if !eat(.rightParen), token.kind != .unknown {
                report(Diagnostic(.expectedToken, "expected ')' to close the parentheses, found \(SyntaxMessages.describe(token, in: bytes))",
                                  at: token.kind == .endOfFile ? Span.at(token.span.start) : token.span,
                                  notes: [DiagnosticNote("'(' opens here", at: t.span)]))
            }
            // The expression in parentheses spans them, as a condition in parentheses does.
            nodes[inner].start = UInt32(truncatingIfNeeded: t.span.start)
            nodes[inner].end = UInt32(truncatingIfNeeded: previousEnd)
        case .identifier:
            let word = tokenWord
            advance()
            guard token.kind == .leftParen, !token.startsLine else {
                leaf(.identifier, t.span, word: word, name: t.span)
                return
            }
            let call = open(.call, start: t.span.start, word: word.rawValue, name: t.span)
            let open = token.span
            advance() // (
            expressionParentheses += 1
            while !atEnd && token.kind != .rightParen {
                let argument = self.open(.argument, start: token.span.start)
                parseValue()
                close(argument, end: previousEnd)
                if eat(.comma) { continue }
                if token.kind != .rightParen {
                    expected("',' or ')'", after: "in the arguments of '\(text(t))'")
                    while !atEnd, token.kind != .rightParen, token.kind != .rightBrace, !(token.startsLine && token.kind == .identifier) {
                        if token.kind == .leftParen || token.kind == .leftBracket || token.kind == .leftBrace { skipBalanced() } else { advance() }
                    }
                    break
                }
            }
            expressionParentheses -= 1
            if !eat(.rightParen), token.kind != .unknown {
                report(Diagnostic(.expectedToken, "expected ')' to close the argument list, found \(SyntaxMessages.describe(token, in: bytes))",
                                  at: token.kind == .endOfFile ? Span.at(token.span.start) : token.span,
                                  notes: [DiagnosticNote("'(' opens here", at: open)]))
            }
            close(call, end: previousEnd)
        default:
            // Strings, numbers (with a glued `-`), and what is not a value, as a property's
            // argument reads them.
            parsePrimary()
        }
    }

    /// type = IDENT [ "(" [ arguments ] ")" ] [ "?" ] ;
    private mutating func parseType() {
        let type = open(.type, start: token.span.start, word: tokenWord.rawValue, name: token.span)
        advance()
        if token.kind == .leftParen && !token.startsLine {
            nodes[type].flags |= SyntaxNode.hasArgumentList
            parseParenthesizedArguments()
        }
        if token.kind == .question && !token.startsLine {
            nodes[type].flags |= SyntaxNode.isOptional
            advance()
        }
        close(type, end: previousEnd)
    }

    /// property = IDENT [ arguments ] ( ";" | NL | "}" ) ;
    private mutating func parseProperty() {
        let property = open(.property, start: token.span.start, word: tokenWord.rawValue, name: token.span)
        let whensBefore = whenCount
        advance()
        // `placeholder: "Name"`: SwiftUI's argument label habit. One error, then the value
        // is read as if the colon were not there.
        if token.kind == .colon, !token.startsLine {
            report(SyntaxMessages.colonAfterProperty(nameText(property), at: token.span))
            advance()
        }
        if !token.startsLine && !atEnd && token.kind != .semicolon && token.kind != .rightBrace && !parseLoneValue() {
            parseArguments(of: property)
        }
        let end = previousEnd
        switch token.kind {
        case .semicolon:
            advance()
        case .rightBrace, .endOfFile:
            break
        default:
            if !token.startsLine {
                if token.kind != .unknown {
                    report(SyntaxMessages.missingPropertySeparator(nameText(property), found: token, in: bytes))
                }
                synchronizeToLineEnd()
            }
        }
        if whenCount != whensBefore { nodes[property].flags |= SyntaxNode.containsWhen }
        close(property, end: end)
    }

    /// The most common arguments, one value that ends the property (`label "Email"`,
    /// `maxLength 6`, `keyboard emailAddress`), read without descending through the
    /// argument, phrase, expression and primary rules, with the nodes they would make. False,
    /// reading nothing, for anything else.
    private mutating func parseLoneValue() -> Bool {
        switch token.kind {
        case .string, .integer, .decimal:
            break
        case .identifier:
            if words.keyword(tokenWord) == .when { return false }
        default:
            return false
        }
        // What follows must end the property. A range operator continues the value and a
        // colon makes an identifier a label even on the next line, as in the general rules.
        let next = peek()
        switch next.kind {
        case .semicolon, .rightBrace, .endOfFile:
            break
        case .closedRange, .halfOpenRange, .colon:
            return false
        default:
            guard next.startsLine else { return false }
        }
        var argument = SyntaxNode(.argument, start: token.span.start, end: token.span.end)
        argument.size = 2
        nodes.append(argument)
        if token.kind == .identifier {
            leaf(.identifier, token.span, word: tokenWord, name: token.span)
        } else {
            leaf(token.kind == .string ? .string : token.kind == .integer ? .integer : .decimal, token.span)
        }
        advance()
        return true
    }

    /// arguments = argument { "," argument } ;   (a line break is allowed after ",")
    private mutating func parseArguments(of property: Int) {
        while true {
            parseArgument()
            guard token.kind == .comma, !token.startsLine else { break }
            advance()
            if token.kind == .rightBrace || token.kind == .semicolon || atEnd {
                expected("another argument", after: "after ',' in '\(nameText(property))'")
                break
            }
        }
    }

    /// "(" [ arguments ] ")" — line breaks are free inside parentheses.
    private mutating func parseParenthesizedArguments() {
        let open = token.span
        guard enterNesting() else { skipBalanced(); return }
        defer { leaveNesting() }
        advance() // (
        while !atEnd && token.kind != .rightParen {
            parseArgument(insideBrackets: true)
            if eat(.comma) { continue }
            if token.kind != .rightParen {
                expected("',' or ')'", after: "in the argument list")
                // Skip to the closing parenthesis of this list, or give up at a line that
                // starts a new property.
                while !atEnd, token.kind != .rightParen, token.kind != .rightBrace, !(token.startsLine && token.kind == .identifier) {
                    if token.kind == .leftParen || token.kind == .leftBracket || token.kind == .leftBrace { skipBalanced() } else { advance() }
                }
                break
            }
        }
        if !eat(.rightParen) {
            if token.kind != .unknown {
                report(Diagnostic(.expectedToken, "expected ')' to close the argument list, found \(SyntaxMessages.describe(token, in: bytes))",
                                  at: token.kind == .endOfFile ? Span.at(token.span.start) : token.span,
                                  notes: [DiagnosticNote("'(' opens here", at: open)]))
            }
        }
    }

    /// argument = [ IDENT ":" ] phrase ;
    private mutating func parseArgument(insideBrackets: Bool = false) {
        let argument = open(.argument, start: token.span.start)
        if token.kind == .identifier, peek().kind == .colon {
            nodes[argument].flags |= SyntaxNode.hasLabel
            nodes[argument].word = tokenWord.rawValue
            nodes[argument].nameStart = UInt32(truncatingIfNeeded: token.span.start)
            nodes[argument].nameEnd = UInt32(truncatingIfNeeded: token.span.end)
            advance()
            advance()
        }
        parsePhrase(insideBrackets: insideBrackets)
        close(argument, end: previousEnd)
    }

    /// phrase = "when" condition | expression { expression } ;   (side by side on one line)
    private mutating func parsePhrase(insideBrackets: Bool) {
        if isKeyword(.when) {
            let when = open(.when, start: token.span.start)
            whenCount += 1
            advance()
            parseCondition()
            close(when, end: previousEnd)
            return
        }
        let first = nodes.count
        parseExpression(insideBrackets: insideBrackets)
        var count = 1
        while canStartPrimary && (insideBrackets || !token.startsLine) && !isKeyword(.when) {
            parseExpression(insideBrackets: insideBrackets)
            count += 1
        }
        if count > 1 {
            wrap(at: first, .phrase, span: Span(Int(nodes[first].start), previousEnd))
        }
    }

    private var canStartPrimary: Bool {
        switch token.kind {
        case .identifier, .string, .integer, .decimal, .leftBracket, .closedRange, .halfOpenRange: return true
        case .minus: return true
        default: return false
        }
    }

    // MARK: Expressions

    /// expression = range ;
    /// range = [ primary ] ( "..." | "..<" ) [ primary ] | primary ;
    ///
    /// Inside brackets a line break is free, so the upper bound may start the next line
    /// (`length(1...` and `20)` below it); outside them a range ends with its line.
    private mutating func parseExpression(insideBrackets: Bool = false) {
        let start = token.span.start
        if token.kind == .closedRange || token.kind == .halfOpenRange {
            let halfOpen = token.kind == .halfOpenRange
            let range = open(.range, start: start, flags: halfOpen ? SyntaxNode.halfOpen : 0)
            advance()
            if canEndRange(insideBrackets: insideBrackets) {
                nodes[range].flags |= SyntaxNode.hasUpper
                parsePrimary()
            } else {
                expected("an upper bound", after: "after '\(halfOpen ? "..<" : "...")'")
            }
            close(range, end: previousEnd)
            return
        }
        let lower = nodes.count
        parsePrimary()
        guard token.kind == .closedRange || token.kind == .halfOpenRange else { return }
        let halfOpen = token.kind == .halfOpenRange
        advance()
        var flags = SyntaxNode.hasLower | (halfOpen ? SyntaxNode.halfOpen : 0)
        if canEndRange(insideBrackets: insideBrackets) {
            flags |= SyntaxNode.hasUpper
            parsePrimary()
        } else if halfOpen {
            expected("an upper bound", after: "after '..<'")
        }
        wrap(at: lower, .range, span: Span(start, previousEnd), flags: flags)
    }

    /// Whether the word before `offset`, past spaces, is `today`.
    private func followsToday(_ offset: Int) -> Bool {
        var end = offset
        while end > 0, bytes[end - 1] == UInt8(ascii: " ") || bytes[end - 1] == UInt8(ascii: "\t") { end -= 1 }
        let start = end - 5
        guard start >= 0, String(decoding: bytes[start..<end], as: UTF8.self) == "today" else { return false }
        return start == 0 || !bytes[start - 1].isIdentifierContinue
    }

    /// Whether the token after `...` is a bound (`3...20`) rather than the end (`8...)`). On
    /// the next line it is one only inside brackets: a property's `range 8...` ends there.
    private func canEndRange(insideBrackets: Bool) -> Bool {
        switch token.kind {
        case .integer, .decimal, .minus, .identifier, .string: return insideBrackets || !token.startsLine
        default: return false
        }
    }

    /// primary = STRING | number | IDENT [ "(" [ arguments ] ")" ] | "[" [ list ] "]" ;
    private mutating func parsePrimary() {
        let t = token
        switch t.kind {
        case .string:
            advance()
            leaf(.string, t.span)
        case .integer:
            advance()
            leaf(.integer, t.span)
        case .decimal:
            advance()
            leaf(.decimal, t.span)
        case .minus:
            advance()
            if (token.kind == .integer || token.kind == .decimal) && token.span.start == t.span.end {
                let number = token
                advance()
                leaf(number.kind == .integer ? .integer : .decimal, Span(t.span.start, number.span.end))
                return
            }
            if token.kind == .integer || token.kind == .decimal {
                // `- 13`: the sign stands apart from its number; after `today` it reads as
                // arithmetic on days, which the language does not have.
                let number = token
                advance()
                let digits = String(decoding: bytes[number.span.start..<number.span.end], as: UTF8.self)
                report(SyntaxMessages.detachedMinus(Span(t.span.start, number.span.end), minus: t.span, number: number.span,
                                                    digits: digits, afterToday: followsToday(t.span.start)))
                leaf(.error, Span(t.span.start, number.span.end))
                return
            }
            expected("a number", after: "after '-'")
            leaf(.error, t.span)
        case .identifier:
            let word = tokenWord
            advance()
            if token.kind == .leftParen && !token.startsLine {
                let call = open(.call, start: t.span.start, word: word.rawValue, name: t.span)
                parseParenthesizedArguments()
                close(call, end: previousEnd)
                return
            }
            leaf(.identifier, t.span, word: word, name: t.span)
        case .leftBracket:
            parseList()
        case .unknown:
            advance()
            leaf(.error, t.span)
        default:
            expected("a value")
            // Consume one token unless it ends the construct, so the caller makes progress.
            switch t.kind {
            case .rightBrace, .rightParen, .rightBracket, .semicolon, .comma, .endOfFile: break
            case .leftBrace: skipBalanced()
            default: if !t.startsLine { advance() }
            }
            leaf(.error, Span.at(t.span.start))
        }
    }

    /// list = "[" [ expression { "," expression } [ "," ] ] "]" ;
    private mutating func parseList() {
        let openSpan = token.span
        guard enterNesting() else {
            skipBalanced()
            leaf(.error, Span(openSpan.start, previousEnd))
            return
        }
        defer { leaveNesting() }
        let list = open(.list, start: openSpan.start)
        advance() // [
        while !atEnd && token.kind != .rightBracket {
            parseExpression(insideBrackets: true)
            if eat(.comma) { continue }
            if token.kind != .rightBracket {
                expected("',' or ']'", after: "in the list")
                while !atEnd, token.kind != .rightBracket, token.kind != .rightBrace, !(token.startsLine && token.kind == .identifier) { advance() }
                break
            }
        }
        if !eat(.rightBracket), token.kind != .unknown {
            report(Diagnostic(.expectedToken, "expected ']' to close the list, found \(SyntaxMessages.describe(token, in: bytes))",
                              at: token.kind == .endOfFile ? Span.at(token.span.start) : token.span,
                              notes: [DiagnosticNote("'[' opens here", at: openSpan)]))
        }
        close(list, end: previousEnd)
    }

    /// condition = disjunction ;  disjunction = conjunction { "||" conjunction } ;
    private mutating func parseCondition() {
        parseChain(of: .pipePipe, .or) { $0.parseConjunction() }
    }

    /// conjunction = comparison { "&&" comparison } ;
    private mutating func parseConjunction() {
        parseChain(of: .ampAmp, .and) { $0.parseComparison() }
    }

    /// `a op b op c ...`. The operands are read in a loop and joined into a balanced tree
    /// (`&&` and `||` are associative, and the operands stay in order, so it means the same as
    /// `((a op b) op c)`): a left-leaning tree would be as deep as the chain is long, and
    /// every walk of it would recurse that deep. Balanced, a chain of 2,000,000 is 21 levels.
    private mutating func parseChain(of kind: TokenKind, _ op: BinaryOperator, _ operand: (inout Parser) -> Void) {
        let first = nodes.count
        operand(&self)
        guard token.kind == kind else { return }
        // Where each operand's subtree starts, relative to the first.
        var bounds = [0]
        while token.kind == kind {
            advance()
            bounds.append(nodes.count - first)
            operand(&self)
        }
        bounds.append(nodes.count - first)
        // The operands are re-appended with the binary nodes between them, in pre-order.
        let operands = Array(nodes[first...])
        nodes.removeSubrange(first...)
        appendBalanced(operands, bounds, 0..<(bounds.count - 1), op)
    }

    /// Appends operands `range` of `operands` (subtree `i` is `bounds[i]..<bounds[i + 1]`)
    /// joined by `op`, halving at each level.
    private mutating func appendBalanced(_ operands: [SyntaxNode], _ bounds: [Int], _ range: Range<Int>, _ op: BinaryOperator) {
        if range.count == 1 {
            nodes.append(contentsOf: operands[bounds[range.lowerBound]..<bounds[range.lowerBound + 1]])
            return
        }
        let middle = range.lowerBound + range.count / 2
        let binary = open(.binary, start: 0, word: op.code)
        appendBalanced(operands, bounds, range.lowerBound..<middle, op)
        let rhs = nodes.count
        appendBalanced(operands, bounds, middle..<range.upperBound, op)
        let span = nodes[binary + 1].span.union(nodes[rhs].span)
        nodes[binary].start = UInt32(truncatingIfNeeded: span.start)
        close(binary, end: span.end)
    }

    /// comparison = unary [ ( "==" | "!=" | "<" | "<=" | ">" | ">=" ) unary ] ;
    private mutating func parseComparison() {
        let lhs = nodes.count
        parseUnary()
        let op: BinaryOperator
        switch token.kind {
        case .equalEqual: op = .equal
        case .bangEqual: op = .notEqual
        case .less: op = .less
        case .lessEqual: op = .lessEqual
        case .greater: op = .greater
        case .greaterEqual: op = .greaterEqual
        default: return
        }
        advance()
        let rhs = nodes.count
        parseUnary()
        wrap(at: lhs, .binary, span: nodes[lhs].span.union(nodes[rhs].span), word: op.code)
    }

    /// unary = "!" unary | primary | "(" condition ")" ;
    private mutating func parseUnary() {
        let start = token.span.start
        guard enterNesting() else {
            skipNestedRemainder()
            leaf(.error, Span(start, previousEnd))
            return
        }
        defer { leaveNesting() }
        if token.kind == .bang {
            let not = open(.not, start: start)
            advance()
            parseUnary()
            close(not, end: previousEnd)
            return
        }
        if token.kind == .leftParen {
            let openSpan = token.span
            advance()
            let inner = nodes.count
            parseCondition()
            if !eat(.rightParen), token.kind != .unknown {
                report(Diagnostic(.expectedToken, "expected ')' to close the condition, found \(SyntaxMessages.describe(token, in: bytes))",
                                  at: token.span, notes: [DiagnosticNote("'(' opens here", at: openSpan)]))
            }
            // The parenthesised condition spans its parentheses.
            nodes[inner].start = UInt32(truncatingIfNeeded: start)
            nodes[inner].end = UInt32(truncatingIfNeeded: previousEnd)
            return
        }
        parsePrimary()
    }
}
