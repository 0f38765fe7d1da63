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
    /// from the syntax tree and where the name stands, never from what else shares its
    /// spelling. The answer carries a `resultId`, which `full/delta` answers against.
    func semanticTokens(_ document: TextDocument) -> Result<JSONValue, ResponseError> {
        let data = semanticTokenData(document, window: 0..<Int.max)
        let id = document.rememberSemanticTokens(data)
        return .success(.record(["resultId": .string(id), "data": .array(data.map(JSONValue.integer))]))
    }

    /// `textDocument/semanticTokens/full/delta`: the edits that turn the result named
    /// `previousResultId` into the current one, as one replacement of the part that differs
    /// (an edit changes the tokens of its own lines; LSP's relative encoding leaves the rest
    /// as they were). A `previousResultId` that is not the document's last result (stale,
    /// unknown or missing) gets the whole result, as `full` does.
    func semanticTokensDelta(_ document: TextDocument, _ params: JSONValue) -> Result<JSONValue, ResponseError> {
        let data = semanticTokenData(document, window: 0..<Int.max)
        guard let previousID = params["previousResultId"]?.string, let previous = document.semanticTokens,
              previous.id == previousID else {
            let id = document.rememberSemanticTokens(data)
            return .success(.record(["resultId": .string(id), "data": .array(data.map(JSONValue.integer))]))
        }
        let old = previous.data
        var prefix = 0
        while prefix < old.count, prefix < data.count, old[prefix] == data[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < old.count - prefix, suffix < data.count - prefix, old[old.count - 1 - suffix] == data[data.count - 1 - suffix] {
            suffix += 1
        }
        let id = document.rememberSemanticTokens(data)
        var edits: [JSONValue] = []
        if prefix + suffix < max(old.count, data.count) {
            edits.append(.record([
                "start": .integer(prefix),
                "deleteCount": .integer(old.count - prefix - suffix),
                "data": .array(data[prefix..<(data.count - suffix)].map(JSONValue.integer)),
            ]))
        }
        return .success(.record(["resultId": .string(id), "edits": .array(edits)]))
    }

    /// `textDocument/semanticTokens/range`: only the tokens that overlap `range`, the part of
    /// the file on screen. The work follows the range, not the file: the members around it are
    /// found by binary search, and the lexer reads only its lines.
    func semanticTokens(_ document: TextDocument, range: JSONValue) -> Result<JSONValue, ResponseError> {
        guard let start = Position(range["start"]), let end = Position(range["end"]) else {
            return .failure(.invalidParams("missing range"))
        }
        let converter = document.converter(encoding)
        let window = converter.offset(start)..<max(converter.offset(start), converter.offset(end))
        return .success(.record(["data": .array(semanticTokenData(document, window: window).map(JSONValue.integer))]))
    }

    /// The encoded tokens that overlap `window` (byte offsets).
    func semanticTokenData(_ document: TextDocument, window: Range<Int>) -> [Int] {
        let file = document.file
        let syntax = document.syntax
        let bytes = file.bytes
        let window = min(window.lowerBound, bytes.count)..<min(window.upperBound, bytes.count)
        var names: [Int: (SemanticTokenType, Bool)] = [:]   // identifier start → type, declaration
        for form in Self.overlapping(syntax.forms, \.span, window) {
            names[form.keyword.start] = (.keyword, false)
            names[form.name.span.start] = (.class, true)
            func visit(_ members: [Member]) {
                for member in Self.overlapping(members, \.span, window) {
                    switch member {
                    case .field(let field):
                        names[field.keyword.start] = (.keyword, false)
                        names[field.name.span.start] = (.variable, true)
                        if let type = field.type {
                            names[type.name.span.start] = (.type, false)
                            for argument in type.arguments { classify(argument, namesFields: false, &names) }
                        }
                        for property in Self.overlapping(field.properties, \.span, window) { classify(property, &names) }
                    case .section(let section):
                        names[section.keyword.start] = (.keyword, false)
                        visit(section.members)
                    case .property(let property):
                        classify(property, &names)
                    }
                }
            }
            visit(form.members)
        }
        // The lexer starts at the start of the window's first line, or of the block comment
        // that holds it (a string never runs past its line), and stops after its last line.
        var from = file.lineStart(containing: window.lowerBound)
        let comments = syntax.comments
        var low = 0, high = comments.count
        while low < high {
            let mid = (low + high) / 2
            if comments[mid].span.end <= from { low = mid + 1 } else { high = mid }
        }
        if low < comments.count, comments[low].span.start < from { from = comments[low].span.start }
        var to = window.upperBound
        while to < bytes.count, bytes[to] != UInt8(ascii: "\n"), bytes[to] != UInt8(ascii: "\r") { to += 1 }
        var spans: [(Span, SemanticTokenType, Bool)] = []
        var lexer = Lexer(bytes: Array(bytes[from..<to]))
        var sink = DiagnosticSink()
        while true {
            let token = lexer.next(&sink)
            let span = Span(from + token.span.start, from + token.span.end)
            switch token.kind {
            case .endOfFile:
                break
            case .string: spans.append((span, .string, false))
            case .integer, .decimal: spans.append((span, .number, false))
            case .identifier:
                if let (type, declaration) = names[span.start] { spans.append((span, type, declaration)) }
            case .leftBrace, .rightBrace, .leftParen, .rightParen, .leftBracket, .rightBracket, .colon, .semicolon,
                 .comma, .question, .minus, .plus, .closedRange, .halfOpenRange, .equalEqual, .bangEqual, .bang,
                 .less, .lessEqual, .greater, .greaterEqual, .ampAmp, .pipePipe, .star, .slash, .assign, .questionQuestion,
                 .unknown:
                break
            }
            if token.kind == .endOfFile { break }
        }
        for comment in lexer.comments {
            spans.append((Span(from + comment.span.start, from + comment.span.end), .comment, false))
        }
        spans.sort { $0.0.start < $1.0.start }
        spans.removeAll { span, _, _ in span.end <= window.lowerBound || span.start >= window.upperBound }
        return encode(spans, in: document)
    }

    /// The elements of `sorted` (in source order, not overlapping) whose span overlaps
    /// `window`, found by binary search.
    static func overlapping<Element>(_ sorted: [Element], _ span: (Element) -> Span, _ window: Range<Int>) -> ArraySlice<Element> {
        var low = 0, high = sorted.count
        while low < high {
            let mid = (low + high) / 2
            if span(sorted[mid]).end < window.lowerBound { low = mid + 1 } else { high = mid }
        }
        var end = low
        while end < sorted.count, span(sorted[end]).start <= window.upperBound { end += 1 }
        return sorted[low..<end]
    }

    private func classify(_ property: Property, _ names: inout [Int: (SemanticTokenType, Bool)]) {
        names[property.name.span.start] = (.property, false)
        // What a bare word is follows from the property: a field name in `focus`,
        // `initialFocus` and a condition; a validator or display format (a function, with or
        // without parentheses, whatever else shares its name: `validate required, email`
        // beside a field `email`); else a value from a list (`keyboard email`).
        let shape = Language.property(spelled: property.name.name)?.argument
        let namesFields: Bool
        let takesFunctions: Bool
        switch shape {
        case .fieldName?, .fieldNames?, .condition?: namesFields = true; takesFunctions = false
        case .validators?, .format?: namesFields = false; takesFunctions = true
        case .none?, .string?, .literal?, .integer?, .platformVersion?, .submit?, .shortcut?, .option?, .lengthRange?,
             .numberRange?, .lineRange?, .step?, .oneOf?, .listOf?, nil:
            namesFields = false; takesFunctions = false
        }
        for argument in property.arguments { classify(argument, namesFields: namesFields, &names) }
        guard takesFunctions else { return }
        for argument in property.arguments {
            switch argument.value.kind {
            case .identifier: names[argument.value.span.start] = (.function, false)
            case .call, .string, .integer, .decimal, .range, .list, .phrase, .not, .binary, .when, .negate, .conditional, .error:
                break
            }
        }
    }

    private func classify(_ argument: Argument, namesFields: Bool, _ names: inout [Int: (SemanticTokenType, Bool)]) {
        if let label = argument.label { names[label.span.start] = (.parameter, false) }
        var stack = [(argument.value, namesFields)]
        while let (expr, fields) = stack.popLast() {
            switch expr.kind {
            case .identifier(let name):
                // `today` in a condition is a day, not a field.
                names[expr.span.start] = (fields && name != "today" ? .variable : .enumMember, false)
            case .call(let callee, let arguments):
                names[callee.span.start] = (.function, false)
                // A validator whose argument is a field (`equals(email)`) names one.
                var takesField = false
                if let validator = EditorVocabulary.validator(spelled: callee.name), case .fieldName = validator.argument {
                    takesField = true
                }
                for inner in arguments {
                    if let label = inner.label { names[label.span.start] = (.parameter, false) }
                    stack.append((inner.value, takesField && inner.label == nil))
                }
            case .range(let lower, let upper, _):
                if let lower { stack.append((lower, fields)) }
                if let upper { stack.append((upper, fields)) }
            case .list(let items), .phrase(let items): stack.append(contentsOf: items.map { ($0, fields) })
            case .not(let operand), .negate(let operand): stack.append((operand, fields))
            case .binary(_, let lhs, let rhs): stack.append(contentsOf: [(lhs, fields), (rhs, fields)])
            case .conditional(let c, let a, let b): stack.append(contentsOf: [(c, fields), (a, fields), (b, fields)])
            case .when(let condition):
                names[expr.span.start] = (.keyword, false)
                stack.append((condition, true))
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
        // Positions in source order: on the line of the previous one, the column goes on from
        // it, so a long line (`focus` naming a thousand fields) is read once, not once a token.
        var known: (offset: Int, line: Int, lineEnd: Int, position: Position)?
        func position(_ offset: Int) -> Position {
            if encoding == .utf16, let last = known, last.offset <= offset, offset <= last.lineEnd {
                let units = String(decoding: file.bytes[last.offset..<offset], as: UTF8.self).utf16.count
                let found = Position(line: last.line, character: last.position.character + units)
                known = (offset, last.line, last.lineEnd, found)
                return found
            }
            let found = converter.position(offset)
            known = (offset, found.line, file.lineRange(found.line + 1).upperBound, found)
            return found
        }
        for (span, type, declaration) in spans where span.start >= lastEnd {
            lastEnd = span.end
            var start = position(span.start)
            let end = position(span.end)
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
