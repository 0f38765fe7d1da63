/// The formatting engine: one pass over the tokens and comments of a file that parsed without
/// errors, deciding what goes between every two of them (nothing, a space, `; `, or a line
/// break with an indentation), and copying each token and comment as written.
///
/// Why it is safe to move line breaks: the parser looks at line breaks only to end a property,
/// to continue a phrase (`platform iOS 17`), and before a range's upper bound outside brackets,
/// a call's or a type's `(`, a type's `?` and a field name. In a file without errors none of those tokens can
/// start a line inside a member, so the only breaks inside a member are ones the grammar
/// ignores. The layout keeps the ones that carry the author's intent (after a comma, after an
/// opening bracket) and joins the rest; between members it always breaks. The verifier then
/// re-parses the output and compares, so a mistake in this reasoning cannot reach a file.
///
/// State lives in explicit stacks (blocks, bracket groups), never in recursion, and every token,
/// comment and whitespace byte is visited a bounded number of times: the pass is linear.
struct FormatLayout {
    private let bytes: [UInt8]
    /// Every token of the input, in order (the verifier compares them with the output's).
    private(set) var tokens: [Token] = []
    private let comments: [Comment]
    private var memberStarts: [MemberStart] = []
    private var whenKeywords: Set<Int> = []
    /// Where the operators of computed values' expressions that the layout spaces on both
    /// sides start: a binary `-` (a unary one hugs its operand) and a conditional's `?` and
    /// `:` (elsewhere they hug what comes before). The other operators get spaces anyway.
    private var spacedOperators: Set<Int> = []
    /// For each `{`, `(` and `[`: the index of its closing token; -1 for other tokens.
    private var partner: [Int] = []

    private var out = FormatOutput()
    private var blocks: [Block] = []
    private var member: Member?
    private var groups: [Group] = []
    /// The last token written, and whether a comment came right before it.
    private var previous: Int?
    private var previousFollowsComment = false
    /// Source offset where the last written token or comment ends.
    private var lastItemEnd = 0
    private var nextMember = 0
    private var nextComment = 0
    /// Set when a form's `}` was written: the next top-level line gets a blank line before it.
    private var formGapPending = false
    /// Scratch space for `place`, kept to avoid an allocation per token.
    private var breaks: [Int] = []
    /// Source lines that a `formc:ignore` comment applies to, and the comment's own line; empty
    /// in files without such comments (then `tokenLines` is empty too).
    private var pinnedLines: Set<Int> = []
    /// The source line of each token, when there are pinned lines.
    private var tokenLines: [Int] = []
    /// Tokens `isDropped` would drop but that are kept: the first of a line holding nothing
    /// else, with a `formc:ignore` comment after it. Without it the comment would stand on a
    /// line of its own and apply to the next line instead of to none.
    private var keptTokens: Set<Int> = []
    /// Where each `formc:ignore` comment on a line of its own starts. A blank line written
    /// after one is kept even before a `}`: the comment applies to that empty line, and
    /// without it would apply to the `}` instead.
    private var ownLineDirectives: Set<Int> = []

    init(file: SourceFile, syntax: SourceFileSyntax) {
        self.bytes = file.bytes
        self.comments = syntax.comments
        tokens = FormatVerifier.lex(bytes)
        partner = Self.matchBrackets(tokens)
        collectStructure(syntax)
        for comment in comments {
            guard let (_, line) = Suppression.parse(comment, file: file) else { continue }
            if comment.ownLine { ownLineDirectives.insert(comment.span.start) }
            pinnedLines.insert(line)
            pinnedLines.insert(file.line(of: comment.span.start))
        }
        if !pinnedLines.isEmpty {
            tokenLines = FormatVerifier.lines(of: tokens, in: bytes)
            keepTokensBeforeDirectives(file: file)
        }
    }

    /// Fills `keptTokens`: for each `formc:ignore` comment after code, when every token on its
    /// line is one the layout drops, the first of them stays.
    private mutating func keepTokensBeforeDirectives(file: SourceFile) {
        var lineStart: [Int: Int] = [:]   // line -> index of its first token
        for (i, line) in tokenLines.enumerated() where lineStart[line] == nil { lineStart[line] = i }
        for comment in comments where !comment.ownLine {
            guard Suppression.parse(comment, file: file) != nil else { continue }
            let line = file.line(of: comment.span.start)
            guard let first = lineStart[line] else { continue }
            var i = first, onlyDropped = true
            while i < tokens.count, tokenLines[i] == line {
                if !isDroppedByLayout(i) { onlyDropped = false; break }
                i += 1
            }
            if onlyDropped { keptTokens.insert(first) }
        }
    }

    // MARK: Structure from the syntax tree

    enum MemberKind {
        case form, section, field, property
    }

    struct MemberStart {
        var offset: Int
        var kind: MemberKind
    }

    /// A `{ }` body being written.
    struct Block {
        /// A field body written on one line stays on one line: `{ label "A"; disabled }`.
        var oneLine: Bool
        var close: Int
        /// Indentation of the members inside.
        var indent: Int
        /// Whether anything (a member or a comment) has been written inside yet.
        var started = false
        /// False for `{}`: no member, no comment.
        var hasContent: Bool
    }

    /// The member whose tokens are being written.
    struct Member {
        var kind: MemberKind
        var indent: Int
        /// Where a continuation line of the arguments starts: under the first argument.
        var continuation: Int
    }

    /// An open `(` or `[`.
    struct Group {
        var open: Int
        var close: Int
        /// Opened with a line break after the bracket: the contents are indented one level
        /// and the closing bracket gets a line of its own. Otherwise continuation lines align
        /// with the first argument and the closing bracket follows the last one.
        var hanging: Bool
        var alignColumn: Int
        var lineIndent: Int
    }

    private static func matchBrackets(_ tokens: [Token]) -> [Int] {
        var partner = [Int](repeating: -1, count: tokens.count)
        var open: [Int] = []
        for (i, token) in tokens.enumerated() {
            switch token.kind {
            case .leftBrace, .leftParen, .leftBracket:
                open.append(i)
            case .rightBrace, .rightParen, .rightBracket:
                if let o = open.popLast() { partner[o] = i }
            default:
                break
            }
        }
        return partner
    }

    /// Member starts in source order, and the offsets of `when` keywords (a `(` after one is a
    /// grouping, not a call, so it keeps its space). The tree of a file without errors is at
    /// most form > section > field > property deep; expressions are walked with a stack.
    private mutating func collectStructure(_ syntax: SourceFileSyntax) {
        var pendingExpressions: [Expr] = []
        func arguments(_ list: [Argument]) {
            for argument in list.reversed() { pendingExpressions.append(argument.value) }
        }
        func property(_ p: Property) {
            memberStarts.append(MemberStart(offset: p.name.span.start, kind: .property))
            arguments(p.arguments)
        }
        func field(_ f: FieldDecl) {
            memberStarts.append(MemberStart(offset: f.keyword.start, kind: .field))
            if let type = f.type { arguments(type.arguments) }
            if let e = f.expression { pendingExpressions.append(e) }
            f.properties.forEach(property)
        }
        for form in syntax.forms {
            memberStarts.append(MemberStart(offset: form.keyword.start, kind: .form))
            for m in form.members {
                switch m {
                case .property(let p): property(p)
                case .field(let f): field(f)
                case .section(let s):
                    memberStarts.append(MemberStart(offset: s.keyword.start, kind: .section))
                    for inner in s.members {
                        switch inner {
                        case .property(let p): property(p)
                        case .field(let f): field(f)
                        case .section: break // a syntax error; never formatted
                        }
                    }
                }
            }
        }
        while let e = pendingExpressions.popLast() {
            switch e.kind {
            case .when(let condition):
                whenKeywords.insert(e.span.start)
                pendingExpressions.append(condition)
            case .call(_, let list): arguments(list)
            case .range(let lower, let upper, _):
                if let lower { pendingExpressions.append(lower) }
                if let upper { pendingExpressions.append(upper) }
            case .list(let items), .phrase(let items): pendingExpressions.append(contentsOf: items)
            case .not(let operand), .negate(let operand): pendingExpressions.append(operand)
            case .binary(let op, let lhs, let rhs):
                if op == .subtract, let minus = firstToken(.minus, from: lhs.span.end) { spacedOperators.insert(minus) }
                pendingExpressions.append(contentsOf: [lhs, rhs])
            case .conditional(let condition, let then, let otherwise):
                if let question = firstToken(.question, from: condition.span.end) { spacedOperators.insert(question) }
                if let colon = firstToken(.colon, from: then.span.end) { spacedOperators.insert(colon) }
                pendingExpressions.append(contentsOf: [condition, then, otherwise])
            case .identifier, .string, .integer, .decimal, .error: break
            }
        }
    }

    /// Where the first token of `kind` at or after `offset` starts: the operator after an
    /// operand (only closing parentheses and comments lie between them).
    private func firstToken(_ kind: TokenKind, from offset: Int) -> Int? {
        var lo = 0, hi = tokens.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if tokens[mid].span.start < offset { lo = mid + 1 } else { hi = mid }
        }
        while lo < tokens.count, tokens[lo].kind == .rightParen { lo += 1 }
        return lo < tokens.count && tokens[lo].kind == kind ? tokens[lo].span.start : nil
    }

    // MARK: The pass

    mutating func run() -> [UInt8] {
        for i in tokens.indices where !isDropped(i) {
            place(i)
        }
        place(nil)
        return out.finish()
    }

    /// `;` is not copied: members are separated by line breaks, and one-line field bodies get
    /// their `; ` from the layout. A trailing comma before `)` or `]` is dropped too. The
    /// exceptions are `keptTokens`.
    private func isDropped(_ i: Int) -> Bool {
        isDroppedByLayout(i) && !keptTokens.contains(i)
    }

    private func isDroppedByLayout(_ i: Int) -> Bool {
        switch tokens[i].kind {
        case .semicolon:
            return true
        case .comma:
            guard i + 1 < tokens.count else { return false }
            return tokens[i + 1].kind == .rightParen || tokens[i + 1].kind == .rightBracket
        default:
            return false
        }
    }

    /// What the layout puts before a token, before comments are taken into account.
    enum Separation {
        case none
        case space
        /// `; ` between the members of a one-line field body.
        case semicolon
        /// A line break. `tokenBlank`/`commentBlank`: whether a blank line written before the
        /// token, or before a comment on its own line in front of it, is kept.
        case newline(indent: Int, tokenBlank: Bool, commentIndent: Int, commentBlank: Bool)
    }

    /// Writes the comments between the previous token and token `t` (nil: the end of the
    /// file), then the token.
    private mutating func place(_ t: Int?) {
        let start = t.map { tokens[$0].span.start } ?? bytes.count
        let firstComment = nextComment
        while nextComment < comments.count, comments[nextComment].span.start < start { nextComment += 1 }
        let gap = comments[firstComment..<nextComment]
        var separation = self.separation(for: t)
        separation = keepingPinnedLines(separation, before: t)

        // Line breaks in the source before each comment and before the token, so that every
        // comment keeps its relation to the lines around it. The first comment of the file
        // counts as starting its line.
        breaks.removeAll(keepingCapacity: true)
        var position = lastItemEnd
        for comment in gap {
            breaks.append(out.isEmpty && breaks.isEmpty ? 1 : lineBreaks(from: position, to: comment.span.start))
            position = comment.span.end
        }
        if t == nil {
            breaks.append(gap.isEmpty ? 0 : 1) // the end of the file ends the last comment's line
        } else {
            breaks.append(lineBreaks(from: position, to: start))
        }

        if gap.isEmpty {
            apply(separation, blank: breaks[0] >= 2, t: t)
            if let t { writeToken(t) }
            return
        }

        let tokenIndent: Int, commentIndent: Int, tokenBlank: Bool, commentBlank: Bool
        switch separation {
        case .newline(let indent, let tb, let ci, let cb):
            (tokenIndent, commentIndent, tokenBlank, commentBlank) = (indent, ci, tb, cb)
        case .none, .space, .semicolon:
            // A comment forces a line break where the layout would join: the token goes where
            // a continuation line goes. (Only tokens get these separations, never the end.)
            var indent = 0, inner = 0
            if let t { (indent, inner) = (continuationIndent(t), innerIndent(t)) }
            (tokenIndent, commentIndent, tokenBlank, commentBlank) = (indent, inner, false, false)
        }

        // The last line break before the token: comments before it end their lines, comments
        // after it stand in front of the token on its line.
        guard let lastBreak = breaks.lastIndex(where: { $0 > 0 }) else {
            // No line break from the previous token to this one: the comments stay inline,
            // and the last one ends the line if the token goes on the next.
            var breaksAfter = false
            if case .newline = separation { breaksAfter = true }
            for (n, comment) in gap.enumerated() {
                let endsLine = breaksAfter && n == gap.count - 1
                out.space(endsLine ? 2 : (afterOpeningBracket ? 0 : 1))
                writeComment(comment, reindentTo: nil)
            }
            switch separation {
            case .newline, .semicolon:
                apply(separation, blank: false, t: t)
            case .none, .space:
                if let t { out.space(hugsPrevious(t) ? 0 : 1) }
            }
            if let t { writeToken(t) }
            return
        }

        for (n, comment) in gap.enumerated() {
            if n < lastBreak {
                if breaks[n] > 0 {
                    newline(indent: commentIndent, blank: breaks[n] >= 2 && commentBlank)
                    writeComment(comment, reindentTo: commentIndent)
                } else {
                    out.space(breaks[n + 1] > 0 ? 2 : (afterOpeningBracket ? 0 : 1))
                    writeComment(comment, reindentTo: nil)
                }
            } else if n == lastBreak {
                // The first comment on the token's line (never at the end of the file, whose
                // last break comes after every comment).
                newline(indent: tokenIndent, blank: breaks[n] >= 2 && tokenBlank)
                writeComment(comment, reindentTo: tokenIndent)
            } else {
                out.space(1)
                writeComment(comment, reindentTo: nil)
            }
        }
        guard let t else { return }
        if lastBreak == gap.count {
            let afterDirective = gap.last.map { ownLineDirectives.contains($0.span.start) } ?? false
            newline(indent: tokenIndent, blank: breaks[lastBreak] >= 2 && (tokenBlank || afterDirective))
        } else {
            out.space(hugsPrevious(t) ? 0 : 1)
        }
        writeToken(t)
    }

    /// Whether the last thing written is `(` or `[`, after which nothing gets a space.
    private var afterOpeningBracket: Bool {
        guard let previous, !out.lastWasComment else { return false }
        return tokens[previous].kind == .leftParen || tokens[previous].kind == .leftBracket
    }

    /// Tokens written right after what precedes them, even after a comment (but a computed
    /// value's `? :`, which is spaced).
    private func hugsPrevious(_ t: Int) -> Bool {
        if spacedOperators.contains(tokens[t].span.start) { return false }
        switch tokens[t].kind {
        case .comma, .rightParen, .rightBracket, .colon, .question: return true
        default: return false
        }
    }

    private mutating func apply(_ separation: Separation, blank: Bool, t: Int?) {
        switch separation {
        case .none:
            break
        case .space:
            out.space(1)
        case .semicolon:
            out.write(Array(";".utf8), width: 1)
            out.space(1)
        case .newline(let indent, let tokenBlank, _, _):
            if t != nil { newline(indent: indent, blank: blank && tokenBlank) }
        }
    }

    /// A line break, with a blank line when asked for one and the current block already has
    /// content; the first line after a form's `}` is always preceded by a blank line.
    private mutating func newline(indent: Int, blank: Bool) {
        let started = blocks.last?.started ?? !out.isEmpty
        var blank = blank && started
        if blocks.isEmpty && formGapPending {
            blank = true
            formGapPending = false
        }
        out.newline(indent: indent, blank: blank)
    }

    /// The separation the layout wants before token `t` (nil: the end of the file). Notes a
    /// member start as a side effect, so call it once per token, in order.
    private mutating func separation(for t: Int?) -> Separation {
        guard let t else {
            return .newline(indent: 0, tokenBlank: false, commentIndent: 0, commentBlank: true)
        }
        let token = tokens[t]
        if nextMember < memberStarts.count, memberStarts[nextMember].offset == token.span.start {
            let kind = memberStarts[nextMember].kind
            nextMember += 1
            let indent = blocks.last?.indent ?? 0
            let continuation = kind == .property ? indent + token.span.length + 1 : indent + FormatOutput.indentWidth
            member = Member(kind: kind, indent: indent, continuation: continuation)
            if let block = blocks.last, block.oneLine {
                return block.started ? .semicolon : .space
            }
            return .newline(indent: indent, tokenBlank: true, commentIndent: indent, commentBlank: true)
        }
        switch token.kind {
        case .leftBrace:
            return .space
        case .rightBrace:
            guard let block = blocks.last else { return .none }
            if !block.hasContent { return .none }
            if block.oneLine { return .space }
            return .newline(indent: block.indent - FormatOutput.indentWidth, tokenBlank: false, commentIndent: block.indent, commentBlank: true)
        default:
            break
        }
        if let group = groups.last {
            if t == group.close {
                guard group.hanging else { return .none }
                return .newline(indent: group.lineIndent, tokenBlank: false, commentIndent: group.lineIndent + FormatOutput.indentWidth, commentBlank: false)
            }
            if previous == group.open && group.hanging {
                let indent = group.lineIndent + FormatOutput.indentWidth
                return .newline(indent: indent, tokenBlank: false, commentIndent: indent, commentBlank: false)
            }
        }
        // The author's line break after a comma is kept (one written before the comma moves
        // after it, unless a comment before the comma put it on its line).
        if let p = previous, tokens[p].kind == .comma, token.startsLine || (tokens[p].startsLine && !previousFollowsComment) {
            let indent = continuationIndent(t)
            return .newline(indent: indent, tokenBlank: false, commentIndent: indent, commentBlank: false)
        }
        // Outside brackets, a bound on the line after a range operator is not its upper bound
        // (the range is open): the break carries meaning, so it stays. Inside brackets line
        // breaks are free and the bound is the upper one, so the range is joined onto a line.
        if let p = previous, tokens[p].kind == .closedRange || tokens[p].kind == .halfOpenRange, token.startsLine,
           groups.isEmpty {
            let indent = continuationIndent(t)
            return .newline(indent: indent, tokenBlank: false, commentIndent: indent, commentBlank: false)
        }
        return spacing(after: previous, before: t)
    }

    /// `// formc:ignore ID` silences warnings by line: on the line after it when it stands on a
    /// line of its own, else on its own line. So that formatting never brings back a silenced
    /// warning (or silences another), the tokens of those lines stay together on one line, and
    /// no other line is joined to them; only their spacing and indentation change.
    private func keepingPinnedLines(_ separation: Separation, before t: Int?) -> Separation {
        guard !pinnedLines.isEmpty, let t, let p = previous else { return separation }
        let pLine = tokenLines[p], tLine = tokenLines[t]
        var breaksLine = false
        if case .newline = separation { breaksLine = true }
        if pLine == tLine, breaksLine, pinnedLines.contains(tLine) {
            if nextMember > 0, memberStarts[nextMember - 1].offset == tokens[t].span.start {
                return tokens[(p + 1)..<t].contains { $0.kind == .semicolon } ? .semicolon : .space
            }
            if tokens[t].kind == .rightBrace { return .space }
            if let group = groups.last, group.close == t { return .none }
            return spacing(after: p, before: t)
        }
        if pLine != tLine, !breaksLine, pinnedLines.contains(pLine) || pinnedLines.contains(tLine) {
            // A kept `;` stands where a member would.
            let indent = tokens[t].kind == .rightBrace ? (blocks.last?.indent ?? FormatOutput.indentWidth) - FormatOutput.indentWidth
                : keptTokens.contains(t) && tokens[t].kind == .semicolon ? (blocks.last?.indent ?? 0) : continuationIndent(t)
            return .newline(indent: indent, tokenBlank: false, commentIndent: indent, commentBlank: false)
        }
        return separation
    }

    /// Where token `t` goes when it starts a continuation line of its member.
    private func continuationIndent(_ t: Int) -> Int {
        if let group = groups.last {
            if t == group.close { return group.hanging ? group.lineIndent : group.alignColumn }
            return group.hanging ? group.lineIndent + FormatOutput.indentWidth : group.alignColumn
        }
        if tokens[t].kind == .leftBrace { return member?.indent ?? 0 }
        return member?.continuation ?? (blocks.last?.indent ?? 0) + FormatOutput.indentWidth
    }

    /// Where a comment on its own line goes when it stands before token `t` inside a member:
    /// like a continuation line, but inside a bracket even before the closing bracket.
    private func innerIndent(_ t: Int) -> Int {
        if let group = groups.last {
            return group.hanging ? group.lineIndent + FormatOutput.indentWidth : group.alignColumn
        }
        if tokens[t].kind == .leftBrace { return (member?.indent ?? 0) + FormatOutput.indentWidth }
        return continuationIndent(t)
    }

    /// Spaces between two tokens on one line, as docs/LANGUAGE.md writes them:
    /// `length(3...20)`, `range(-10.5...10.5)`, `message: "x"`, `currency("EUR")?`,
    /// `a, b`, `when !(a == "x") && b`.
    private func spacing(after p: Int?, before t: Int) -> Separation {
        guard let p else { return .none }
        let before = tokens[p].kind, kind = tokens[t].kind
        if !spacedOperators.isEmpty,
           spacedOperators.contains(tokens[t].span.start) || spacedOperators.contains(tokens[p].span.start) {
            return .space
        }
        switch kind {
        case .comma, .semicolon, .rightParen, .rightBracket, .question, .colon:
            return .none
        default:
            break
        }
        switch before {
        case .leftParen, .leftBracket, .bang, .minus:
            return .none
        default:
            break
        }
        if kind == .leftParen {
            // A call or a type's arguments hug the name; a grouping after `when` or an
            // operator does not.
            return before == .identifier && !whenKeywords.contains(tokens[p].span.start) ? .none : .space
        }
        if kind == .closedRange || kind == .halfOpenRange {
            return endsOperand(p) ? .none : .space
        }
        if before == .closedRange || before == .halfOpenRange {
            // A bound on the same line is always the range's upper bound.
            switch kind {
            case .identifier, .string, .integer, .decimal, .minus: return .none
            default: return .space
            }
        }
        return .space
    }

    /// Whether token `p` ends a value that a following range operator takes as its lower
    /// bound (not a property name, a `when`, a `:` or a `,`).
    private func endsOperand(_ p: Int) -> Bool {
        switch tokens[p].kind {
        case .string, .integer, .decimal, .rightParen, .rightBracket:
            return true
        case .identifier:
            let offset = tokens[p].span.start
            if whenKeywords.contains(offset) { return false }
            return nextMember == 0 || memberStarts[nextMember - 1].offset != offset
        default:
            return false
        }
    }

    // MARK: Writing

    private mutating func writeToken(_ t: Int) {
        let token = tokens[t]
        if let last = blocks.indices.last, !(token.kind == .rightBrace && blocks[last].close == t) {
            blocks[last].started = true
        }
        previousFollowsComment = out.lastWasComment
        out.write(bytes[token.span.start..<token.span.end])
        previous = t
        lastItemEnd = token.span.end

        switch token.kind {
        case .leftBrace:
            let close = partner[t]
            var oneLine = false
            if member?.kind == .field, close > t {
                oneLine = !tokens[(t + 1)...close].contains { $0.startsLine }
            }
            blocks.append(Block(oneLine: oneLine, close: close,
                                indent: (member?.indent ?? 0) + FormatOutput.indentWidth,
                                hasContent: hasContent(between: t, and: close)))
            member = nil
        case .rightBrace:
            if let block = blocks.last, block.close == t {
                blocks.removeLast()
                member = nil
                if blocks.isEmpty { formGapPending = true }
            }
        case .leftParen, .leftBracket:
            let close = partner[t]
            let hanging = close > t && tokens[t + 1].startsLine && hasContent(between: t, and: close)
            groups.append(Group(open: t, close: close, hanging: hanging, alignColumn: out.column, lineIndent: out.lineIndent))
        case .rightParen, .rightBracket:
            if let group = groups.last, group.close == t { groups.removeLast() }
        default:
            break
        }
    }

    /// Whether anything but dropped tokens lies between `open` and `close`. Stops at the first
    /// kept token, so bodies are not scanned in full.
    private func hasContent(between open: Int, and close: Int) -> Bool {
        guard close > open else { return false }
        if nextComment < comments.count, comments[nextComment].span.start < tokens[close].span.start { return true }
        var i = open + 1
        while i < close {
            if !isDropped(i) { return true }
            i += 1
        }
        return false
    }

    private mutating func writeComment(_ comment: Comment, reindentTo column: Int?) {
        if let last = blocks.indices.last { blocks[last].started = true }
        var sourceColumn = 0
        if column != nil { sourceColumn = FormatOutput.sourceColumn(of: comment.span.start, in: bytes) }
        out.writeComment(bytes[comment.span.start..<comment.span.end], shift: column.map { $0 - sourceColumn })
        lastItemEnd = comment.span.end
    }

    /// Line breaks in the whitespace between two offsets, counting CRLF once; 2 means "at
    /// least one blank line".
    private func lineBreaks(from start: Int, to end: Int) -> Int {
        var count = 0
        var i = start
        while i < end {
            let b = bytes[i]
            if b == .lineFeed {
                count += 1
            } else if b == .carriageReturn {
                count += 1
                if i + 1 < end, bytes[i + 1] == .lineFeed { i += 1 }
            }
            if count >= 2 { return 2 }
            i += 1
        }
        return count
    }
}
