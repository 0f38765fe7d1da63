/// The formatter's check on itself: the formatted text must parse without errors, hold the
/// same tokens (apart from `;` and trailing commas) and the same comments (apart from
/// whitespace), and parse to a tree of the same shape. A layout that moved a line break the
/// grammar cares about (joining two properties into one, say) changes the shape even though
/// the tokens are the same, so it is caught here instead of changing a form.
///
/// It costs one more lex and parse, of the output; the trees are compared in lockstep with an
/// explicit stack, without building anything: linear, and no recursion on nesting.
enum FormatVerifier {
    /// Nil when `formatted` is a faithful formatting of `original`, else what differs.
    static func problem(original: SourceFile, tokens originalTokens: [Token], syntax: SourceFileSyntax, formatted: [UInt8]) -> String? {
        let output = SourceFile(path: original.path, bytes: formatted)
        let parsed = Stages.parse(output)
        let outputSyntax = parsed.tree.materialize()
        if let first = parsed.diagnostics.first {
            let location = output.location(of: first.span.start)
            return "the formatted text does not parse (\(location.line):\(location.column): \(first.message))"
        }
        func place(_ span: Span) -> String {
            let location = original.location(of: span.start)
            return "\(location.line):\(location.column)"
        }

        let before = significant(originalTokens), after = significant(lex(formatted))
        for (a, b) in zip(before, after) where !same(a.span, original.bytes, b.span, formatted) {
            return "the token at \(place(a.span)) changed"
        }
        if before.count != after.count {
            return "the formatted text has \(after.count) tokens instead of \(before.count)"
        }
        if syntax.comments.count != outputSyntax.comments.count {
            return "the formatted text has \(outputSyntax.comments.count) comments instead of \(syntax.comments.count)"
        }
        for (a, b) in zip(syntax.comments, outputSyntax.comments)
        where a.kind != b.kind || !nonSpace(original.bytes[a.span.start..<a.span.end]).elementsEqual(nonSpace(formatted[b.span.start..<b.span.end])) {
            return "the comment at \(place(a.span)) changed"
        }
        if let span = firstDifference(syntax, original.bytes, outputSyntax, formatted) {
            return "the structure at \(place(span)) changed"
        }
        // `formc:ignore` works by line: each must apply to the same tokens as before.
        let directives = syntax.comments.indices.filter { Suppression.parse(syntax.comments[$0], file: original) != nil }
        if !directives.isEmpty {
            let beforeLines = lines(of: before, in: original.bytes), afterLines = lines(of: after, in: formatted)
            for index in directives {
                guard let (_, a) = Suppression.parse(syntax.comments[index], file: original),
                      let (_, b) = Suppression.parse(outputSyntax.comments[index], file: output),
                      tokens(on: a, beforeLines) == tokens(on: b, afterLines) else {
                    return "the formc:ignore comment at \(place(syntax.comments[index].span)) would apply to other code"
                }
            }
        }
        return nil
    }

    /// The 1-based source line of each token, as `SourceFile.line(of:)` counts them.
    static func lines(of tokens: [Token], in bytes: [UInt8]) -> [Int] {
        var result: [Int] = []
        result.reserveCapacity(tokens.count)
        var line = 1
        var i = 0
        for token in tokens {
            while i < token.span.start {
                if bytes[i] == .lineFeed {
                    line += 1
                } else if bytes[i] == .carriageReturn {
                    line += 1
                    if i + 1 < bytes.count, bytes[i + 1] == .lineFeed { i += 1 }
                }
                i += 1
            }
            result.append(line)
        }
        return result
    }

    /// The indices of the tokens on `line`, given the (ascending) line of every token.
    private static func tokens(on line: Int, _ lines: [Int]) -> Range<Int> {
        var lo = 0, hi = lines.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if lines[mid] < line { lo = mid + 1 } else { hi = mid }
        }
        var end = lo
        while end < lines.count, lines[end] == line { end += 1 }
        return lo..<end
    }

    /// The tokens of a file that parsed without errors. Such a file holds `*`, `/`, `=` and
    /// `??` only in computed values' expressions, so they are read as the parser reads them
    /// there, everywhere.
    static func lex(_ bytes: [UInt8]) -> [Token] {
        var lexer = Lexer(bytes: bytes)
        lexer.readsExpression = true
        var sink = DiagnosticSink()
        var tokens: [Token] = []
        while true {
            let token = lexer.next(&sink)
            if token.kind == .endOfFile { return tokens }
            tokens.append(token)
        }
    }

    /// Tokens that carry meaning: all but `;` and a comma before `)` or `]`.
    private static func significant(_ tokens: [Token]) -> [Token] {
        var result: [Token] = []
        result.reserveCapacity(tokens.count)
        for token in tokens {
            if token.kind == .rightParen || token.kind == .rightBracket, result.last?.kind == .comma { result.removeLast() }
            if token.kind != .semicolon { result.append(token) }
        }
        return result
    }

    private static func same(_ a: Span, _ aBytes: [UInt8], _ b: Span, _ bBytes: [UInt8]) -> Bool {
        a.length == b.length && aBytes[a.start..<a.end].elementsEqual(bBytes[b.start..<b.end])
    }

    private static func nonSpace(_ text: ArraySlice<UInt8>) -> LazyFilterSequence<ArraySlice<UInt8>> {
        text.lazy.filter { !(FormatOutput.isHorizontalSpace($0) || $0 == .lineFeed || $0 == .carriageReturn) }
    }

    /// Where the two trees first differ (a span in the first), or nil when they have the same
    /// shape: the same declarations, properties, arguments and expressions, with the same names
    /// and literal text.
    static func firstDifference(_ a: SourceFileSyntax, _ aBytes: [UInt8], _ b: SourceFileSyntax, _ bBytes: [UInt8]) -> Span? {
        enum Pair {
            case members([Member], [Member], Span)
            case arguments([Argument], [Argument], Span)
            case expr(Expr, Expr)
        }
        guard a.forms.count == b.forms.count else { return a.forms.last?.span ?? Span.at(0) }
        var stack: [Pair] = []
        for (x, y) in zip(a.forms, b.forms).reversed() {
            guard x.name.name == y.name.name else { return x.span }
            stack.append(.members(x.members, y.members, x.span))
        }
        func properties(_ x: [Property], _ y: [Property], _ span: Span) -> Span? {
            guard x.count == y.count else { return span }
            for (p, q) in zip(x, y).reversed() {
                guard p.name.name == q.name.name else { return p.span }
                stack.append(.arguments(p.arguments, q.arguments, p.span))
            }
            return nil
        }
        while let pair = stack.popLast() {
            switch pair {
            case .members(let xs, let ys, let span):
                guard xs.count == ys.count else { return span }
                for (x, y) in zip(xs, ys).reversed() {
                    switch (x, y) {
                    case (.property(let p), .property(let q)):
                        if let span = properties([p], [q], p.span) { return span }
                    case (.field(let f), .field(let g)):
                        guard f.name.name == g.name.name, f.hasBody == g.hasBody, f.isComputed == g.isComputed,
                              (f.expression == nil) == (g.expression == nil) else { return f.span }
                        if let span = properties(f.properties, g.properties, f.span) { return span }
                        if let e = f.expression, let h = g.expression { stack.append(.expr(e, h)) }
                        switch (f.type, g.type) {
                        case (nil, nil):
                            break
                        case (let s?, let t?):
                            guard s.name.name == t.name.name, s.hasArgumentList == t.hasArgumentList, s.isOptional == t.isOptional else { return s.span }
                            stack.append(.arguments(s.arguments, t.arguments, s.span))
                        default:
                            return f.span
                        }
                    case (.section(let s), .section(let t)):
                        guard s.repeatName?.name == t.repeatName?.name else { return s.span }
                        switch (s.title, t.title) {
                        case (nil, nil): break
                        case (let x?, let y?): guard same(x.span, aBytes, y.span, bBytes) else { return x.span }
                        default: return s.span
                        }
                        stack.append(.members(s.members, t.members, s.span))
                    default:
                        return x.span
                    }
                }
            case .arguments(let xs, let ys, let span):
                guard xs.count == ys.count else { return span }
                for (x, y) in zip(xs, ys).reversed() {
                    guard x.label?.name == y.label?.name else { return x.span }
                    stack.append(.expr(x.value, y.value))
                }
            case .expr(let x, let y):
                switch (x.kind, y.kind) {
                case (.identifier(let p), .identifier(let q)):
                    guard p == q else { return x.span }
                case (.string, .string):
                    guard same(x.span, aBytes, y.span, bBytes) else { return x.span }
                case (.integer(let p), .integer(let q)), (.decimal(let p), .decimal(let q)):
                    guard p == q else { return x.span }
                case (.call(let f, let p), .call(let g, let q)):
                    guard f.name == g.name else { return x.span }
                    stack.append(.arguments(p, q, x.span))
                case (.range(let l1, let u1, let h1), .range(let l2, let u2, let h2)):
                    guard h1 == h2, (l1 == nil) == (l2 == nil), (u1 == nil) == (u2 == nil) else { return x.span }
                    if let u1, let u2 { stack.append(.expr(u1, u2)) }
                    if let l1, let l2 { stack.append(.expr(l1, l2)) }
                case (.list(let p), .list(let q)), (.phrase(let p), .phrase(let q)):
                    guard p.count == q.count else { return x.span }
                    for (e, f) in zip(p, q).reversed() { stack.append(.expr(e, f)) }
                case (.not(let p), .not(let q)), (.when(let p), .when(let q)), (.negate(let p), .negate(let q)):
                    stack.append(.expr(p, q))
                case (.conditional(let c1, let a1, let b1), .conditional(let c2, let a2, let b2)):
                    stack.append(.expr(b1, b2))
                    stack.append(.expr(a1, a2))
                    stack.append(.expr(c1, c2))
                case (.binary(let o1, let l1, let r1), .binary(let o2, let l2, let r2)):
                    guard o1 == o2 else { return x.span }
                    stack.append(.expr(r1, r2))
                    stack.append(.expr(l1, l2))
                case (.error, .error):
                    break
                default:
                    return x.span
                }
            }
        }
        return nil
    }
}
