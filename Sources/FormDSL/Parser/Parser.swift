/// A recursive-descent parser for `.form` files: one function per grammar rule, each quoting
/// its rule from docs/LANGUAGE.md.
///
/// Error recovery follows Go's `go/parser`: report "expected X, found Y", skip to a
/// synchronising token (the end of a line, `;`, `}`, or the next `field`/`section`/`form`),
/// and keep going, so a file with several independent mistakes reports each of them once.
/// The parser always makes progress, stops after `DiagnosticSink.errorLimit` errors, and has
/// an explicit nesting limit: deeper input is skipped iteratively, never by recursion, so
/// 200,000 nested braces cannot overflow the stack.
public struct Parser {
    /// Deepest nesting of blocks and expressions that the parser follows.
    public static let nestingLimit = 64

    private let file: SourceFile
    private var lexer: Lexer
    private var sink: DiagnosticSink
    /// The current token.
    private var token: Token
    /// Tokens already scanned beyond `token`.
    private var lookahead: [Token] = []
    /// The first token of `lookahead` not yet taken: tokens are taken by moving this index,
    /// not by shifting the array.
    private var lookaheadStart = 0
    private var previousEnd = 0
    private var depth = 0
    private var reportedDepth = false

    private init(file: SourceFile, errorLimit: Int) {
        self.file = file
        self.lexer = Lexer(bytes: file.bytes)
        self.sink = DiagnosticSink(errorLimit: errorLimit)
        self.token = Token(kind: .endOfFile, span: Span.at(0), startsLine: true)
        self.token = lexer.next(&sink)
    }

    /// Parses a whole file. Never fails: the tree holds everything that could be read.
    public static func parse(_ file: SourceFile, errorLimit: Int = 100) -> (SourceFileSyntax, [Diagnostic]) {
        var forms: [FormDecl] = []
        let (comments, diagnostics) = parse(file, errorLimit: errorLimit) { form, _ in forms.append(form) }
        return (SourceFileSyntax(forms: forms, comments: comments, endOfFile: file.bytes.count), diagnostics)
    }

    /// Parses a whole file, handing each form to `eachForm` as soon as it is read, with
    /// whether a syntax error has been reported so far. The caller keeps what it needs of
    /// each form, so a large file need not be held as one tree (`Compiler.check`).
    static func parse(_ file: SourceFile, errorLimit: Int = 100,
                      eachForm: (FormDecl, _ errorsSoFar: Bool) -> Void) -> (comments: [Comment], diagnostics: [Diagnostic]) {
        var parser = Parser(file: file, errorLimit: errorLimit)
        parser.parseFile(eachForm)
        return (parser.lexer.comments, parser.sink.diagnostics)
    }

    // MARK: Token handling

    private var bytes: [UInt8] { file.bytes }

    private mutating func advance() {
        previousEnd = token.span.end
        if lookaheadStart == lookahead.count {
            token = lexer.next(&sink)
        } else {
            token = lookahead[lookaheadStart]
            lookaheadStart += 1
            if lookaheadStart == lookahead.count {
                lookahead.removeAll(keepingCapacity: true)
                lookaheadStart = 0
            }
        }
    }

    private mutating func peek(_ n: Int = 1) -> Token {
        while lookahead.count - lookaheadStart < n { lookahead.append(lexer.next(&sink)) }
        return lookahead[lookaheadStart + n - 1]
    }

    private func text(_ t: Token) -> String {
        String(decoding: bytes[t.span.start..<t.span.end], as: UTF8.self)
    }

    /// Whether the current token is the identifier `word`, compared as bytes (identifiers are
    /// ASCII), without making a String of the token.
    private func isIdentifier(_ word: StaticString) -> Bool {
        guard token.kind == .identifier, token.span.length == word.utf8CodeUnitCount else { return false }
        let start = token.span.start
        let source = file.bytes
        return word.withUTF8Buffer { expected in
            for i in 0..<expected.count where source[start + i] != expected[i] { return false }
            return true
        }
    }

    private var atEnd: Bool { token.kind == .endOfFile || sink.isFull }

    private mutating func report(_ diagnostic: Diagnostic) {
        sink.report(diagnostic)
    }

    /// Reports "expected X" unless the current token is itself a lexer error (already
    /// reported), which would only add noise.
    private mutating func expected(_ what: String, after context: String? = nil) {
        if token.kind == .unknown { return }
        report(SyntaxMessages.expected(what, found: token, in: bytes, after: context))
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

    // MARK: Declarations

    /// file = { form } ;
    private mutating func parseFile(_ eachForm: (FormDecl, Bool) -> Void) {
        while !atEnd {
            if isIdentifier("form") {
                let form = parseForm(keyword: token.span)
                eachForm(form, sink.errorCount > 0)
                continue
            }
            if token.kind == .identifier, Spelling.isNear(text(token), "form"),
               peek().kind == .identifier, peek(2).kind == .leftBrace {
                report(SyntaxMessages.misspeltKeyword(identifier(token), keyword: "form"))
                let form = parseForm(keyword: token.span)
                eachForm(form, sink.errorCount > 0)
                continue
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
    }

    /// Skips stray top-level input up to the next line that starts with `form` or `}`.
    private mutating func skipToNextForm() {
        repeat {
            if token.kind == .leftBrace { skipBalanced() } else { advance() }
        } while !atEnd && !(token.startsLine && (isIdentifier("form") || token.kind == .rightBrace))
    }

    /// form = "form" IDENT "{" { member } "}" ;
    private mutating func parseForm(keyword: Span) -> FormDecl {
        advance() // form
        let name: Identifier
        if token.kind == .identifier {
            name = identifier(token)
            advance()
        } else {
            expected("a form name", after: "after 'form'")
            name = Identifier("", span: Span.at(previousEnd))
        }
        let members = parseBlock(of: "form '\(name.name)'", context: .form)
        return FormDecl(keyword: keyword, name: name, members: members.members, span: Span(keyword.start, previousEnd))
    }

    private enum BlockContext {
        case form
        case section
        case field(String)
    }

    /// "{" { member } "}", shared by forms, sections and fields.
    private mutating func parseBlock(of what: String, context: BlockContext) -> (members: [Member], found: Bool) {
        guard token.kind == .leftBrace else {
            expected("'{'", after: "to open \(what)")
            // Recover when the brace is further along the line (`form Login Screen {`).
            while !atEnd, !token.startsLine || token.kind == .leftBrace, token.kind != .leftBrace, token.kind != .rightBrace {
                advance()
            }
            if token.kind != .leftBrace { return ([], false) }
            return (parseBlockBody(of: what, context: context), true)
        }
        return (parseBlockBody(of: what, context: context), true)
    }

    /// The members between `{` and `}`; the current token is `{`.
    private mutating func parseBlockBody(of what: String, context: BlockContext) -> [Member] {
        let open = token.span
        guard enterNesting() else {
            skipBalanced()
            return []
        }
        defer { leaveNesting() }
        advance() // {
        var members: [Member] = []
        while !atEnd && token.kind != .rightBrace {
            if let member = parseMember(context: context) { members.append(member) }
        }
        if token.kind == .rightBrace {
            advance()
        } else if !sink.isFull && !(token.kind == .endOfFile && lexer.endedInsideComment) {
            report(SyntaxMessages.unclosedBrace(what, open: open, found: token, in: bytes))
        }
        return members
    }

    /// member = section | field | property ;
    private mutating func parseMember(context: BlockContext) -> Member? {
        switch token.kind {
        case .identifier:
            if isIdentifier("field") { return parseFieldMember(keyword: token.span, context: context) }
            if isIdentifier("section") { return parseSectionMember(keyword: token.span, context: context) }
            if isIdentifier("form"), token.startsLine, peek().kind == .identifier, peek(2).kind == .leftBrace {
                // A form inside a form is almost always a missing '}' above.
                expected("'}'", after: "before the next form")
                return nil
            }
            let word = text(token)
            let next = peek()
            // The token tests come first: they are cheaper than an edit distance, and pure.
            if next.kind == .identifier, !next.startsLine, Spelling.isNear(word, "field"),
               peek(2).kind == .colon || (peek(2).kind == .identifier && !peek(2).startsLine) {
                report(SyntaxMessages.misspeltKeyword(identifier(token), keyword: "field"))
                return parseFieldMember(keyword: token.span, context: context)
            }
            if next.kind == .string || next.kind == .leftBrace, Spelling.isNear(word, "section") {
                report(SyntaxMessages.misspeltKeyword(identifier(token), keyword: "section"))
                return parseSectionMember(keyword: token.span, context: context)
            }
            return .property(parseProperty(nameText: word))
        case .semicolon:
            advance()
            return nil
        case .unknown:
            advance()
            return nil
        case .leftBrace:
            expected("a field, section or property")
            skipBalanced()
            return nil
        default:
            expected("a field, section or property")
            let line = token.startsLine
            advance()
            if !token.startsLine || !line { synchronizeToLineEnd() }
            return nil
        }
    }

    private mutating func parseFieldMember(keyword: Span, context: BlockContext) -> Member {
        if case .field(let outer) = context {
            report(SyntaxMessages.fieldInsideField(outer, at: token.span))
        }
        return .field(parseField(keyword: keyword))
    }

    private mutating func parseSectionMember(keyword: Span, context: BlockContext) -> Member {
        switch context {
        case .form: break
        case .section, .field: report(SyntaxMessages.nestedSection(at: token.span))
        }
        return .section(parseSection(keyword: keyword))
    }

    /// section = "section" [ STRING ] "{" { member } "}" ;
    private mutating func parseSection(keyword: Span) -> SectionDecl {
        advance() // section
        var title: Expr?
        if token.kind == .string {
            title = Expr(.string(Lexer.stringValue(bytes, token.span)), span: token.span)
            advance()
        }
        let what = title.flatMap { if case .string(let s) = $0.kind { return "section \"\(s)\"" } else { return nil } } ?? "the section"
        let body = parseBlock(of: what, context: .section)
        return SectionDecl(keyword: keyword, title: title, members: body.members, span: Span(keyword.start, previousEnd))
    }

    /// field = "field" IDENT ":" type [ "{" { property } "}" ] ;
    private mutating func parseField(keyword: Span) -> FieldDecl {
        advance() // field
        let name: Identifier
        if token.kind == .identifier && !token.startsLine {
            name = identifier(token)
            advance()
        } else {
            expected("a field name", after: "after 'field'")
            name = Identifier("", span: Span.at(previousEnd))
            if token.kind != .colon {
                synchronizeToLineEnd()
                return FieldDecl(keyword: keyword, name: name, type: nil, properties: [], hasBody: false, span: Span(keyword.start, previousEnd))
            }
        }
        var type: TypeSyntax?
        if eat(.colon) {
            if token.kind == .identifier {
                type = parseType()
            } else {
                expected("a type", after: "after 'field \(name.name):'")
            }
        } else if token.kind == .identifier && !token.startsLine {
            // `field age int`: report the missing colon and read the type anyway.
            expected("':'", after: "after the field name '\(name.name)'")
            type = parseType()
        } else {
            expected("':' and a type", after: "after the field name '\(name.name)'")
        }
        var properties: [Property] = []
        var hasBody = false
        if token.kind == .leftBrace {
            hasBody = true
            for member in parseBlockBody(of: "field '\(name.name)'", context: .field(name.name)) {
                switch member {
                case .property(let p): properties.append(p)
                case .field, .section: break // reported as misplaced
                }
            }
        } else if !token.startsLine && token.kind != .semicolon && token.kind != .rightBrace && !atEnd {
            expected("'{' or a line break", after: "after the type of field '\(name.name)'")
            synchronizeToLineEnd()
        }
        return FieldDecl(keyword: keyword, name: name, type: type, properties: properties, hasBody: hasBody, span: Span(keyword.start, previousEnd))
    }

    /// type = IDENT [ "(" [ arguments ] ")" ] [ "?" ] ;
    private mutating func parseType() -> TypeSyntax {
        let name = identifier(token)
        advance()
        var arguments: [Argument] = []
        var hasArgumentList = false
        if token.kind == .leftParen && !token.startsLine {
            hasArgumentList = true
            arguments = parseParenthesizedArguments()
        }
        var optionalMark: Span?
        if token.kind == .question && !token.startsLine {
            optionalMark = token.span
            advance()
        }
        return TypeSyntax(name: name, arguments: arguments, hasArgumentList: hasArgumentList, optionalMark: optionalMark, span: Span(name.span.start, previousEnd))
    }

    /// property = IDENT [ arguments ] ( ";" | NL | "}" ) ;
    private mutating func parseProperty(nameText: String? = nil) -> Property {
        // The caller may already have the name's text; making it twice costs a decode.
        let name = Identifier(nameText ?? text(token), span: token.span)
        advance()
        var arguments: [Argument] = []
        if !token.startsLine && !atEnd && token.kind != .semicolon && token.kind != .rightBrace {
            arguments = parseArguments(of: name.name)
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
                    report(SyntaxMessages.missingPropertySeparator(name.name, found: token, in: bytes))
                }
                synchronizeToLineEnd()
            }
        }
        return Property(name: name, arguments: arguments, span: Span(name.span.start, end))
    }

    /// arguments = argument { "," argument } ;   (a line break is allowed after ",")
    private mutating func parseArguments(of property: String) -> [Argument] {
        var arguments: [Argument] = []
        while true {
            arguments.append(parseArgument())
            guard token.kind == .comma, !token.startsLine else { break }
            advance()
            if token.kind == .rightBrace || token.kind == .semicolon || atEnd {
                expected("another argument", after: "after ',' in '\(property)'")
                break
            }
        }
        return arguments
    }

    /// "(" [ arguments ] ")" — line breaks are free inside parentheses.
    private mutating func parseParenthesizedArguments() -> [Argument] {
        let open = token.span
        guard enterNesting() else { skipBalanced(); return [] }
        defer { leaveNesting() }
        advance() // (
        var arguments: [Argument] = []
        while !atEnd && token.kind != .rightParen {
            arguments.append(parseArgument(insideBrackets: true))
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
        return arguments
    }

    /// argument = [ IDENT ":" ] phrase ;
    private mutating func parseArgument(insideBrackets: Bool = false) -> Argument {
        let start = token.span.start
        var label: Identifier?
        if token.kind == .identifier, peek().kind == .colon {
            label = identifier(token)
            advance()
            advance()
        }
        let value = parsePhrase(insideBrackets: insideBrackets)
        return Argument(label: label, value: value, span: Span(start, previousEnd))
    }

    /// phrase = "when" condition | expression { expression } ;   (side by side on one line)
    private mutating func parsePhrase(insideBrackets: Bool) -> Expr {
        if isIdentifier("when") {
            let start = token.span.start
            advance()
            let condition = parseCondition()
            return Expr(.when(condition), span: Span(start, previousEnd))
        }
        let first = parseExpression()
        var parts = [first]
        while canStartPrimary && (insideBrackets || !token.startsLine) && !isIdentifier("when") {
            parts.append(parseExpression())
        }
        if parts.count == 1 { return first }
        return Expr(.phrase(parts), span: Span(first.span.start, previousEnd))
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
    private mutating func parseExpression() -> Expr {
        let start = token.span.start
        if token.kind == .closedRange || token.kind == .halfOpenRange {
            let halfOpen = token.kind == .halfOpenRange
            advance()
            let upper = canEndRange ? parsePrimary() : nil
            if upper == nil { expected("an upper bound", after: "after '\(halfOpen ? "..<" : "...")'") }
            return Expr(.range(lower: nil, upper: upper, halfOpen: halfOpen), span: Span(start, previousEnd))
        }
        let lower = parsePrimary()
        guard token.kind == .closedRange || token.kind == .halfOpenRange else { return lower }
        let halfOpen = token.kind == .halfOpenRange
        advance()
        let upper = canEndRange ? parsePrimary() : nil
        if upper == nil && halfOpen { expected("an upper bound", after: "after '..<'") }
        return Expr(.range(lower: lower, upper: upper, halfOpen: halfOpen), span: Span(start, previousEnd))
    }

    /// Whether the token after `...` is a bound (`3...20`) rather than the end (`8...)`).
    private var canEndRange: Bool {
        switch token.kind {
        case .integer, .decimal, .minus, .identifier, .string: return !token.startsLine
        default: return false
        }
    }

    /// primary = STRING | number | IDENT [ "(" [ arguments ] ")" ] | "[" [ list ] "]" ;
    private mutating func parsePrimary() -> Expr {
        let t = token
        switch t.kind {
        case .string:
            advance()
            return Expr(.string(Lexer.stringValue(bytes, t.span)), span: t.span)
        case .integer:
            advance()
            return Expr(.integer(text(t)), span: t.span)
        case .decimal:
            advance()
            return Expr(.decimal(text(t)), span: t.span)
        case .minus:
            advance()
            if (token.kind == .integer || token.kind == .decimal) && token.span.start == t.span.end {
                let number = token
                advance()
                let literal = "-" + text(number)
                let span = Span(t.span.start, number.span.end)
                return Expr(number.kind == .integer ? .integer(literal) : .decimal(literal), span: span)
            }
            expected("a number", after: "after '-'")
            return Expr(.error, span: t.span)
        case .identifier:
            advance()
            let name = identifier(t)
            if token.kind == .leftParen && !token.startsLine {
                let arguments = parseParenthesizedArguments()
                return Expr(.call(name, arguments), span: Span(t.span.start, previousEnd))
            }
            return Expr(.identifier(name.name), span: t.span)
        case .leftBracket:
            return parseList()
        case .unknown:
            advance()
            return Expr(.error, span: t.span)
        default:
            expected("a value")
            // Consume one token unless it ends the construct, so the caller makes progress.
            switch t.kind {
            case .rightBrace, .rightParen, .rightBracket, .semicolon, .comma, .endOfFile: break
            case .leftBrace: skipBalanced()
            default: if !t.startsLine { advance() }
            }
            return Expr(.error, span: Span.at(t.span.start))
        }
    }

    /// list = "[" [ expression { "," expression } [ "," ] ] "]" ;
    private mutating func parseList() -> Expr {
        let open = token.span
        guard enterNesting() else {
            skipBalanced()
            return Expr(.error, span: Span(open.start, previousEnd))
        }
        defer { leaveNesting() }
        advance() // [
        var items: [Expr] = []
        while !atEnd && token.kind != .rightBracket {
            items.append(parseExpression())
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
                              notes: [DiagnosticNote("'[' opens here", at: open)]))
        }
        return Expr(.list(items), span: Span(open.start, previousEnd))
    }

    /// condition = disjunction ;  disjunction = conjunction { "||" conjunction } ;
    private mutating func parseCondition() -> Expr {
        parseChain(of: .pipePipe, .or) { $0.parseConjunction() }
    }

    /// conjunction = comparison { "&&" comparison } ;
    private mutating func parseConjunction() -> Expr {
        parseChain(of: .ampAmp, .and) { $0.parseComparison() }
    }

    /// `a op b op c ...`. The operands are read in a loop and joined into a balanced tree
    /// (`&&` and `||` are associative, and the operands stay in order, so it means the same as
    /// `((a op b) op c)`): a left-leaning tree would be as deep as the chain is long, and a
    /// line of 2,000,000 `||` made a tree whose release overflowed the stack. Balanced, it is
    /// 21 levels deep, and chains of any length are fine.
    private mutating func parseChain(of kind: TokenKind, _ op: BinaryOperator, _ operand: (inout Parser) -> Expr) -> Expr {
        var operands = [operand(&self)]
        while token.kind == kind {
            advance()
            operands.append(operand(&self))
        }
        return Self.balanced(operands[...], op)
    }

    /// Joins `operands` (at least one) with `op`, halving at each level.
    private static func balanced(_ operands: ArraySlice<Expr>, _ op: BinaryOperator) -> Expr {
        if operands.count == 1 { return operands[operands.startIndex] }
        let middle = operands.startIndex + operands.count / 2
        let lhs = balanced(operands[..<middle], op)
        let rhs = balanced(operands[middle...], op)
        return Expr(.binary(op, lhs, rhs), span: lhs.span.union(rhs.span))
    }

    /// comparison = unary [ ( "==" | "!=" | "<" | "<=" | ">" | ">=" ) unary ] ;
    private mutating func parseComparison() -> Expr {
        let lhs = parseUnary()
        let op: BinaryOperator
        switch token.kind {
        case .equalEqual: op = .equal
        case .bangEqual: op = .notEqual
        case .less: op = .less
        case .lessEqual: op = .lessEqual
        case .greater: op = .greater
        case .greaterEqual: op = .greaterEqual
        default: return lhs
        }
        advance()
        let rhs = parseUnary()
        return Expr(.binary(op, lhs, rhs), span: lhs.span.union(rhs.span))
    }

    /// unary = "!" unary | primary | "(" condition ")" ;
    private mutating func parseUnary() -> Expr {
        let start = token.span.start
        guard enterNesting() else {
            skipNestedRemainder()
            return Expr(.error, span: Span(start, previousEnd))
        }
        defer { leaveNesting() }
        if token.kind == .bang {
            advance()
            let operand = parseUnary()
            return Expr(.not(operand), span: Span(start, previousEnd))
        }
        if token.kind == .leftParen {
            let open = token.span
            advance()
            let inner = parseCondition()
            if !eat(.rightParen), token.kind != .unknown {
                report(Diagnostic(.expectedToken, "expected ')' to close the condition, found \(SyntaxMessages.describe(token, in: bytes))",
                                  at: token.span, notes: [DiagnosticNote("'(' opens here", at: open)]))
            }
            return Expr(inner.kind, span: Span(start, previousEnd))
        }
        return parsePrimary()
    }
}
