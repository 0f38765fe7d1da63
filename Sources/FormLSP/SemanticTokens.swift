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

/// One token as LSP counts it, before the relative encoding: zero-based line and start
/// character, length, type and modifiers.
struct SemanticToken: Equatable {
    var line: Int
    var character: Int
    var length: Int
    var type: SemanticTokenType
    var declaration: Bool
}

/// A result sent to the client: its `resultId`, the encoded data, and what a `full/delta`
/// needs to answer the next edit from it alone: each token's line, and the spans of the
/// members of the text it was made from (`SyntaxTree.memberSpans`).
struct SemanticTokenResult {
    var id: String
    var tokens: SemanticTokenData
}

/// Encoded tokens, each token's line, the number of lines of the text, and the spans of the
/// text's members.
struct SemanticTokenData {
    var data: [Int]
    var lines: [Int]
    var lineCount: Int
    var members: [Span]
}

extension LanguageServer {
    /// `textDocument/semanticTokens/full`: literals and comments from the lexer; what each
    /// name is (keyword, property, field type, field name, validator, value, argument label)
    /// from the syntax tree and where the name stands, never from what else shares its
    /// spelling. The answer carries a `resultId`, which `full/delta` answers against.
    func semanticTokens(_ document: TextDocument) -> Result<JSONValue, ResponseError> {
        let result = document.rememberSemanticTokens(wholeFileTokens(document))
        return .success(.record(["resultId": .string(result.id), "data": .array(result.tokens.data.map(JSONValue.integer))]))
    }

    /// `textDocument/semanticTokens/full/delta`: the edit that turns the result named
    /// `previousResultId` into the current one. A `previousResultId` that is not the
    /// document's last result (stale, unknown or missing) gets the whole result, as `full`
    /// does.
    ///
    /// The work follows the edit, not the file: when every change since that result lies
    /// inside one member of a form (a field, a section, a property of the form), and the
    /// members around it are the same spans as before (moved by the change's length), only
    /// the lines of that member are read again, and the answer replaces their tokens. Any
    /// other change (between members, across two, in a form's header, a whole new text)
    /// reads the whole file and sends the part that differs.
    func semanticTokensDelta(_ document: TextDocument, _ params: JSONValue) -> Result<JSONValue, ResponseError> {
        guard let previousID = params["previousResultId"]?.string, var previous = document.takeSemanticTokens(previousID) else {
            return semanticTokens(document)
        }
        if let edit = editTokens(document, &previous.tokens) {
            if document.changeSinceSemanticTokens != nil { document.semanticTokenDeltasFromEdits += 1 }
            let result = document.rememberSemanticTokens(previous.tokens)
            return .success(.record(["resultId": .string(result.id), "edits": .array(edit.map { [$0] } ?? [])]))
        }
        let tokens = wholeFileTokens(document)
        let edit = Self.smallestEdit(from: previous.tokens.data[...], to: tokens.data, at: 0)
        let result = document.rememberSemanticTokens(tokens)
        return .success(.record(["resultId": .string(result.id), "edits": .array(edit.map { [$0] } ?? [])]))
    }

    /// `textDocument/semanticTokens/range`: only the tokens that overlap `range`, the part of
    /// the file on screen. The work follows the range, not the file: only the members around
    /// it are made into syntax (`SyntaxTree.materialize(overlapping:)`), and the lexer reads
    /// only its lines.
    func semanticTokens(_ document: TextDocument, range: JSONValue) -> Result<JSONValue, ResponseError> {
        guard let start = Position(range["start"]), let end = Position(range["end"]) else {
            return .failure(.invalidParams("missing range"))
        }
        let converter = document.converter(encoding)
        let window = converter.offset(start)..<max(converter.offset(start), converter.offset(end))
        let tokens = semanticTokenList(document, window: window)
        return .success(.record(["data": .array(Self.encode(tokens, after: nil).map(JSONValue.integer))]))
    }

    /// Every token of the file, as a result to remember.
    private func wholeFileTokens(_ document: TextDocument) -> SemanticTokenData {
        let tokens = semanticTokenList(document, window: 0..<Int.max)
        return SemanticTokenData(data: Self.encode(tokens, after: nil), lines: tokens.map(\.line),
                                 lineCount: document.file.lineCount, members: document.compilation.tree.memberSpans())
    }

    /// The tokens of the lines an edit touched, put in place of the previous result's, when
    /// every change since `previous` lies inside one member (see `semanticTokensDelta`):
    /// the one edit of the data (nil when nothing changed) and the new result. Nil when the
    /// changes reach outside one member, so that only the whole file can say.
    ///
    /// `tokens` is changed in place: the document hands its previous result over
    /// (`takeSemanticTokens`), so that the arrays of a large file are not copied for an edit.
    private func editTokens(_ document: TextDocument, _ previous: inout SemanticTokenData) -> JSONValue?? {
        guard let change = document.changeSinceSemanticTokens else { return .some(nil) }
        guard !change.whole else { return nil }
        let file = document.file
        let members = document.compilation.tree.memberSpans()
        // The member that holds every change, now and before, and the same members around it.
        let old = previous.members
        guard members.count == old.count,
              let index = Self.member(holding: change.range, in: members),
              members[index].start == old[index].start, members[index].end - change.delta == old[index].end else { return nil }
        for i in 0..<index where members[i] != old[i] { return nil }
        for i in (index + 1)..<members.count
        where members[i].start - change.delta != old[i].start || members[i].end - change.delta != old[i].end {
            return nil
        }
        // Its lines, now and before: the text before and after them is what it was.
        let firstLine = file.line(of: members[index].start) - 1
        let lastLine = file.line(of: members[index].end) - 1
        let addedLines = file.lineCount - previous.lineCount
        let window = file.lineRange(firstLine + 1).lowerBound..<file.lineRange(lastLine + 1).upperBound
        let fresh = semanticTokenList(document, window: window).filter { firstLine <= $0.line && $0.line <= lastLine }
        // The previous tokens on those lines, found by binary search, and the token after them,
        // whose line is counted from the token before it.
        let from = Self.firstIndex(in: previous.lines) { $0 >= firstLine }
        let to = Self.firstIndex(in: previous.lines) { $0 > lastLine - addedLines }
        let lineBefore = from > 0 ? previous.lines[from - 1] : nil
        var replacement = Self.encode(fresh, after: lineBefore)
        var deleteCount = (to - from) * 5
        if to < previous.lines.count {
            // It starts on a later line than the edited ones, so only its line delta changes.
            var next = Array(previous.data[(to * 5)..<(to * 5 + 5)])
            next[0] = previous.lines[to] + addedLines - (fresh.last?.line ?? lineBefore ?? 0)
            replacement += next
            deleteCount += 5
        }
        let replaced = (from * 5)..<(from * 5 + deleteCount)
        let edit = Self.smallestEdit(from: previous.data[replaced], to: replacement, at: replaced.lowerBound)
        previous.data.replaceSubrange(replaced, with: replacement)
        previous.lines.replaceSubrange(from..<to, with: fresh.map(\.line))
        if addedLines != 0 {
            for i in (from + fresh.count)..<previous.lines.count { previous.lines[i] += addedLines }
        }
        previous.lineCount = file.lineCount
        previous.members = members
        return .some(edit)
    }

    /// The edit that turns `old` (which starts at `start` in the data) into `new`: only the part
    /// between what they begin and end with alike; nil when they are the same.
    static func smallestEdit(from old: ArraySlice<Int>, to new: [Int], at start: Int) -> JSONValue? {
        let old = Array(old)
        var prefix = 0
        while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
        if prefix == old.count, prefix == new.count { return nil }
        var suffix = 0
        while suffix < old.count - prefix, suffix < new.count - prefix, old[old.count - 1 - suffix] == new[new.count - 1 - suffix] {
            suffix += 1
        }
        return tokenEdit(start: start + prefix, deleteCount: old.count - prefix - suffix, new[prefix..<(new.count - suffix)])
    }

    static func tokenEdit(start: Int, deleteCount: Int, _ data: ArraySlice<Int>) -> JSONValue {
        .record(["start": .integer(start), "deleteCount": .integer(deleteCount), "data": .array(data.map(JSONValue.integer))])
    }

    /// The index of the member (of spans in source order, not overlapping) whose span holds
    /// `range` strictly inside it: after its first byte and before its last, so that the
    /// member's keyword and its end stay what they were.
    static func member(holding range: Range<Int>, in members: [Span]) -> Int? {
        let index = firstIndex(in: members) { $0.end > range.lowerBound }
        guard index < members.count, members[index].start < range.lowerBound, range.upperBound < members[index].end else { return nil }
        return index
    }

    /// The first index of `sorted` whose element satisfies `isAtOrAfter` (false, then true).
    static func firstIndex<Element>(in sorted: [Element], where isAtOrAfter: (Element) -> Bool) -> Int {
        var low = 0, high = sorted.count
        while low < high {
            let mid = (low + high) / 2
            if isAtOrAfter(sorted[mid]) { high = mid } else { low = mid + 1 }
        }
        return low
    }

    /// The tokens that overlap `window` (byte offsets), in source order.
    func semanticTokenList(_ document: TextDocument, window: Range<Int>) -> [SemanticToken] {
        let file = document.file
        let bytes = file.bytes
        let window = min(window.lowerBound, bytes.count)..<min(window.upperBound, bytes.count)
        let syntax = window == 0..<bytes.count ? document.syntax : document.compilation.tree.materialize(overlapping: window)
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
                        if let expression = field.expression { classify(expression, namesFields: true, &names) }
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
        return positioned(spans, in: document)
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
        classify(argument.value, namesFields: namesFields, &names)
    }

    /// The names in `value`: fields where `namesFields` (a condition, a computed value's
    /// expression, and the arguments of a call there), else values of a list.
    private func classify(_ value: Expr, namesFields: Bool, _ names: inout [Int: (SemanticTokenType, Bool)]) {
        var stack = [(value, namesFields)]
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
                    stack.append((inner.value, (takesField || fields) && inner.label == nil))
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

    /// LSP's relative encoding of `tokens` (in order): per token, line delta, start delta
    /// (from the previous token on the same line), length, type, modifiers. `line` is the line
    /// of the token before the first, if there is one (always an earlier line).
    static func encode(_ tokens: [SemanticToken], after line: Int?) -> [Int] {
        var data: [Int] = []
        data.reserveCapacity(tokens.count * 5)
        var previous = Position(line: line ?? 0, character: 0)
        for token in tokens {
            let lineDelta = token.line - previous.line
            data += [lineDelta, lineDelta == 0 ? token.character - previous.character : token.character, token.length,
                     token.type.rawValue, token.declaration ? 1 << SemanticTokenModifier.declaration.rawValue : 0]
            previous = Position(line: token.line, character: token.character)
        }
        return data
    }

    /// The tokens of `spans` (in source order) as lines and characters. A token over several
    /// lines (a block comment) is one token a line, for clients without multi-line tokens.
    private func positioned(_ spans: [(Span, SemanticTokenType, Bool)], in document: TextDocument) -> [SemanticToken] {
        let converter = document.converter(encoding)
        let file = document.file
        var tokens: [SemanticToken] = []
        var lastEnd = 0
        func emit(_ start: Position, _ end: Position, _ type: SemanticTokenType, _ declaration: Bool) {
            let length = end.character - start.character
            guard length > 0 else { return }
            tokens.append(SemanticToken(line: start.line, character: start.character, length: length, type: type, declaration: declaration))
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
        return tokens
    }
}
