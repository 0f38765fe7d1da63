import FormDSL

/// The token types formc reports, in legend order (the index is what is sent).
enum SemanticTokenType: Int, CaseIterable {
    case keyword, property, type, string, number, comment, variable, enumMember, function, parameter, `class`

    var name: String {
        switch self {
        case .keyword: return "keyword"
        case .property: return "property"
        case .type: return "type"
        case .string: return "string"
        case .number: return "number"
        case .comment: return "comment"
        case .variable: return "variable"
        case .enumMember: return "enumMember"
        case .function: return "function"
        case .parameter: return "parameter"
        case .class: return "class"
        }
    }
}

enum SemanticTokenModifier: Int, CaseIterable {
    case declaration

    var name: String {
        switch self {
        case .declaration: return "declaration"
        }
    }
}

extension LanguageServer {
    /// `textDocument/semanticTokens/full`: literals and comments from the lexer; what each
    /// name is (keyword, property, field type, field name, validator, value, argument label)
    /// from the syntax tree. A field name written as a value (`focus email`, `equals(email)`)
    /// is a variable, like its declaration.
    /// `textDocument/semanticTokens/range` sends only the tokens that overlap `range`, the
    /// part of the file on screen.
    func semanticTokens(_ document: TextDocument, range: JSONValue? = nil) -> Result<JSONValue, ResponseError> {
        var window = 0..<Int.max
        if let range {
            guard let start = Position(range["start"]), let end = Position(range["end"]) else {
                return .failure(.invalidParams("missing range"))
            }
            let converter = document.converter(encoding)
            window = converter.offset(start)..<max(converter.offset(start), converter.offset(end))
        }
        let file = document.file
        let syntax = document.syntax
        var names: [Int: (SemanticTokenType, Bool)] = [:]   // identifier start → type, declaration
        for form in syntax.forms {
            names[form.keyword.start] = (.keyword, false)
            names[form.name.span.start] = (.class, true)
            let fields = Set(SyntaxWalk.fields(of: form).map(\.name.name))
            SyntaxWalk.visit(form.members) { member in
                switch member {
                case .field(let field):
                    names[field.keyword.start] = (.keyword, false)
                    names[field.name.span.start] = (.variable, true)
                    if let type = field.type {
                        names[type.name.span.start] = (.type, false)
                        for argument in type.arguments { classify(argument, fields, &names) }
                    }
                    for property in field.properties { classify(property, fields, &names) }
                case .section(let section):
                    names[section.keyword.start] = (.keyword, false)
                case .property(let property):
                    classify(property, fields, &names)
                }
            }
        }
        var spans: [(Span, SemanticTokenType, Bool)] = []
        var lexer = Lexer(bytes: file.bytes)
        var sink = DiagnosticSink()
        while true {
            let token = lexer.next(&sink)
            switch token.kind {
            case .endOfFile:
                break
            case .string: spans.append((token.span, .string, false))
            case .integer, .decimal: spans.append((token.span, .number, false))
            case .identifier:
                if let (type, declaration) = names[token.span.start] { spans.append((token.span, type, declaration)) }
            case .leftBrace, .rightBrace, .leftParen, .rightParen, .leftBracket, .rightBracket, .colon, .semicolon,
                 .comma, .question, .minus, .plus, .closedRange, .halfOpenRange, .equalEqual, .bangEqual, .bang,
                 .less, .lessEqual, .greater, .greaterEqual, .ampAmp, .pipePipe, .unknown:
                break
            }
            if token.kind == .endOfFile { break }
        }
        for comment in lexer.comments { spans.append((comment.span, .comment, false)) }
        spans.sort { $0.0.start < $1.0.start }
        spans.removeAll { span, _, _ in span.end <= window.lowerBound || span.start >= window.upperBound }
        return .success(.record(["data": .array(encode(spans, in: document).map(JSONValue.integer))]))
    }

    private func classify(_ property: Property, _ fields: Set<String>, _ names: inout [Int: (SemanticTokenType, Bool)]) {
        names[property.name.span.start] = (.property, false)
        for argument in property.arguments { classify(argument, fields, &names) }
        // A validator or a display format is a function whether or not it has parentheses,
        // and whatever else shares its name (`validate required, email` in a form with a field
        // `email`): the property, not the word, says what it is.
        let takesFunctions: Bool
        switch Language.property(spelled: property.name.name)?.argument {
        case .validators?, .format?: takesFunctions = true
        case .none?, .string?, .literal?, .integer?, .platformVersion?, .submit?, .shortcut?, .option?, .lengthRange?,
             .numberRange?, .lineRange?, .step?, .oneOf?, .listOf?, .fieldName?, .fieldNames?, .condition?, nil:
            takesFunctions = false
        }
        guard takesFunctions else { return }
        for argument in property.arguments {
            switch argument.value.kind {
            case .identifier: names[argument.value.span.start] = (.function, false)
            case .call, .string, .integer, .decimal, .range, .list, .phrase, .not, .binary, .when, .error: break
            }
        }
    }

    private func classify(_ argument: Argument, _ fields: Set<String>, _ names: inout [Int: (SemanticTokenType, Bool)]) {
        if let label = argument.label { names[label.span.start] = (.parameter, false) }
        var stack = [argument.value]
        while let expr = stack.popLast() {
            switch expr.kind {
            case .identifier(let name):
                names[expr.span.start] = (fields.contains(name) ? .variable : .enumMember, false)
            case .call(let callee, let arguments):
                names[callee.span.start] = (.function, false)
                for inner in arguments {
                    if let label = inner.label { names[label.span.start] = (.parameter, false) }
                    stack.append(inner.value)
                }
            case .range(let lower, let upper, _):
                if let lower { stack.append(lower) }
                if let upper { stack.append(upper) }
            case .list(let items), .phrase(let items): stack.append(contentsOf: items)
            case .not(let operand): stack.append(operand)
            case .binary(_, let lhs, let rhs): stack.append(contentsOf: [lhs, rhs])
            case .when(let condition):
                names[expr.span.start] = (.keyword, false)
                stack.append(condition)
            case .string, .integer, .decimal, .error: break
            }
        }
    }

    /// LSP's relative encoding: per token, line delta, start delta (from the previous token
    /// on the same line), length, type, modifiers. A token over several lines (a block
    /// comment) is sent one line at a time, for clients without multi-line tokens.
    private func encode(_ spans: [(Span, SemanticTokenType, Bool)], in document: TextDocument) -> [Int] {
        let converter = document.converter(encoding)
        let file = document.file
        var data: [Int] = []
        var previous = Position(line: 0, character: 0)
        var lastEnd = 0
        func emit(_ start: Position, _ end: Position, _ type: SemanticTokenType, _ declaration: Bool) {
            let length = end.character - start.character
            guard length > 0 else { return }
            let lineDelta = start.line - previous.line
            data += [lineDelta, lineDelta == 0 ? start.character - previous.character : start.character, length,
                     type.rawValue, declaration ? 1 << SemanticTokenModifier.declaration.rawValue : 0]
            previous = start
        }
        for (span, type, declaration) in spans where span.start >= lastEnd {
            lastEnd = span.end
            var start = converter.position(span.start)
            let end = converter.position(span.end)
            while start.line < end.line {
                let lineEnd = converter.position(file.lineRange(start.line + 1).upperBound)
                emit(start, lineEnd, type, declaration)
                start = Position(line: start.line + 1, character: 0)
            }
            emit(start, end, type, declaration)
        }
        return data
    }
}
