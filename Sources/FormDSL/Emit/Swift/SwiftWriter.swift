/// Lays out generated Swift line by line, with four-space indentation, into an array of bytes.
///
/// Emitters never build indentation by hand: they open and close blocks, so nesting in the
/// output always matches nesting in the emitter, and no line carries trailing whitespace.
/// Lines are lists of `SwiftCode` pieces; how a piece is spelled is `SwiftLiteral`'s, how a
/// doc comment is wrapped is `SwiftDocComment`'s.
struct SwiftWriter {
    /// The UTF-8 of everything written so far.
    private var output: [UInt8] = []
    private var level = 0
    /// The argument list being written by `call`: how many arguments so far, and whether each
    /// goes on a line of its own.
    private var argumentCount = 0
    private var argumentsOnSeparateLines = false
    /// Whether pieces are a doc comment's text: the only place `.docText` may be written.
    private var isWritingDocText = false
    /// What `.access` writes.
    private let access: StaticString

    private init(access: StaticString) {
        self.access = access
    }

    /// Runs `body` on a new writer and returns what it wrote. `.access` pieces write
    /// `accessLevel`'s keyword.
    static func render(accessLevel: SwiftEmitter.AccessLevel = .public, _ body: (inout SwiftWriter) -> Void) -> [UInt8] {
        var writer = SwiftWriter(access: accessLevel.declarationPrefix)
        body(&writer)
        return writer.output
    }

    // MARK: Pieces

    private mutating func append(_ text: String) {
        output.append(contentsOf: text.utf8)
    }

    private mutating func append(_ text: StaticString) {
        text.withUTF8Buffer { output.append(contentsOf: $0) }
    }

    /// One piece, as Swift.
    private mutating func write(_ code: SwiftCode) {
        switch code {
        case .text(let text): append(text)
        case .raw(let text): append(text)
        case .docText(let text):
            precondition(isWritingDocText, "form text outside a doc comment")
            append(text)
        case .rawThen(let text, let suffix):
            append(text)
            append(suffix)
        case .member(let name): append(SwiftLiteral.identifier(name))
        case .label(let name): append(SwiftLiteral.label(name))
        case .string(let text): append(SwiftLiteral.string(text))
        case .rawString(let text): append(SwiftLiteral.rawString(text))
        case .comment(let text): append(SwiftLiteral.commentSafe(text))
        case .int(let value): append(String(value))
        case .access: append(access)
        }
    }

    /// Pieces in order. Lines take their pieces as a fixed list of parameters, the later ones
    /// optional, rather than as an array: no array is made for each line.
    private mutating func write(_ a: SwiftCode, _ b: SwiftCode?, _ c: SwiftCode? = nil, _ d: SwiftCode? = nil,
                                _ e: SwiftCode? = nil, _ f: SwiftCode? = nil, _ g: SwiftCode? = nil) {
        write(a)
        if let b { write(b) }
        if let c { write(c) }
        if let d { write(d) }
        if let e { write(e) }
        if let f { write(f) }
        if let g { write(g) }
    }

    // MARK: Lines

    /// The current indentation, starting a line.
    private mutating func indent() {
        output.append(contentsOf: repeatElement(0x20, count: level * 4))
    }

    private mutating func newline() {
        output.append(0x0A)
    }

    /// An empty line.
    mutating func blank() {
        newline()
    }

    /// One line at the current indentation.
    mutating func line(_ a: SwiftCode, _ b: SwiftCode? = nil, _ c: SwiftCode? = nil, _ d: SwiftCode? = nil,
                       _ e: SwiftCode? = nil, _ f: SwiftCode? = nil, _ g: SwiftCode? = nil) {
        indent()
        write(a, b, c, d, e, f, g)
        newline()
    }

    /// A line written in parts: `startLine`, any number of `add`, then `endLine` (or
    /// `openBlock`).
    mutating func startLine(_ a: SwiftCode, _ b: SwiftCode? = nil, _ c: SwiftCode? = nil, _ d: SwiftCode? = nil) {
        indent()
        write(a, b, c, d)
    }

    mutating func add(_ a: SwiftCode, _ b: SwiftCode? = nil, _ c: SwiftCode? = nil, _ d: SwiftCode? = nil,
                      _ e: SwiftCode? = nil) {
        write(a, b, c, d, e)
    }

    mutating func endLine(_ a: SwiftCode? = nil, _ b: SwiftCode? = nil) {
        if let a { write(a, b) }
        newline()
    }

    /// `prefix item, item, ...close` on as few lines as fit in 100 characters, each further
    /// line four spaces deeper: a list of enum cases or of literals. `item` writes the item at
    /// an index; it may run twice for an item that moves to the next line, so it must only write.
    mutating func wrappedList(_ a: SwiftCode, _ b: SwiftCode? = nil, count: Int, close: StaticString? = nil,
                              _ item: (Int, inout SwiftWriter) -> Void) {
        // No items and nothing to close: no line (`case` alone is no Swift).
        if count == 0 && close == nil { return }
        let start = output.count
        startLine(a, b)
        // Measured without the access keyword, so every access level wraps the same lines.
        var lineStart = start
        if case .access = a { lineStart += access.utf8CodeUnitCount }
        var onLine = 0
        for index in 0..<count {
            let mark = output.count
            if index > 0 { append(", ") }
            item(index, &self)
            if let close, index == count - 1 { append(close) }
            if onLine > 0 && !Self.fitsOnOneLine(output[lineStart...]) {
                output.removeSubrange(mark...)
                append(",")
                newline()
                lineStart = output.count
                output.append(contentsOf: repeatElement(0x20, count: (level + 1) * 4))
                onLine = 0
                item(index, &self)
                if let close, index == count - 1 { append(close) }
            }
            onLine += 1
        }
        if count == 0, let close { append(close) }
        newline()
    }

    // MARK: Blocks

    /// Ends the line being written with ` {`, writes `body` one level deeper, then `}`.
    mutating func openBlock(_ body: (inout SwiftWriter) -> Void) {
        append(" {\n")
        indented(body)
        line("}")
    }

    /// `header {`, the body one level deeper, then `}`.
    mutating func block(_ a: SwiftCode, _ b: SwiftCode? = nil, _ c: SwiftCode? = nil, _ d: SwiftCode? = nil,
                        _ e: SwiftCode? = nil, _ body: (inout SwiftWriter) -> Void) {
        indent()
        write(a, b, c, d, e)
        openBlock(body)
    }

    /// `if condition { … } else { … }` with the `else` on the closing brace's line.
    mutating func ifElse(_ a: SwiftCode, _ b: SwiftCode? = nil, _ c: SwiftCode? = nil,
                         then: (inout SwiftWriter) -> Void, else otherwise: (inout SwiftWriter) -> Void) {
        indent()
        append("if ")
        write(a, b, c)
        append(" {\n")
        indented(then)
        line("} else {")
        indented(otherwise)
        line("}")
    }

    /// Runs `body` one level deeper, without braces (modifier chains).
    mutating func indented(_ body: (inout SwiftWriter) -> Void) {
        level += 1
        body(&self)
        level -= 1
    }

    /// `switch subject {`, the cases at the same indentation as the `switch` (Swift's own
    /// style), then `}`.
    mutating func switchBlock(_ subject: SwiftCode, _ body: (inout SwiftWriter) -> Void) {
        line("switch ", subject, " {")
        body(&self)
        line("}")
    }

    // MARK: Calls

    /// `prefix(argument, argument, ...)`: on one line when that is at most 100 characters and
    /// `multiline` is false, else one argument per line (`multiline`: some argument spans
    /// lines, as a list of rules does). `arguments` writes each argument with `argument(...)`;
    /// it runs twice when the one-line form turns out too long, so it must only write.
    mutating func call(_ prefix: (inout SwiftWriter) -> Void, multiline: Bool, _ arguments: (inout SwiftWriter) -> Void) {
        let savedCount = argumentCount
        let savedMode = argumentsOnSeparateLines
        defer {
            argumentCount = savedCount
            argumentsOnSeparateLines = savedMode
        }
        if !multiline {
            let lineStart = output.count
            indent()
            let contentStart = output.count
            prefix(&self)
            append("(")
            argumentCount = 0
            argumentsOnSeparateLines = false
            arguments(&self)
            append(")")
            if Self.fitsOnOneLine(output[contentStart...]) {
                newline()
                return
            }
            output.removeSubrange(lineStart...)
        }
        indent()
        prefix(&self)
        append("(")
        argumentCount = 0
        argumentsOnSeparateLines = true
        indented(arguments)
        newline()
        line(")")
    }

    /// Whether a line's text (no line break in it) is at most 100 Characters.
    private static func fitsOnOneLine(_ line: ArraySlice<UInt8>) -> Bool {
        // Never more Characters than bytes.
        line.count <= 100 || String(decoding: line, as: UTF8.self).count <= 100
    }

    /// Starts the next argument of `call`: after `, ` on the same line, or on a line of its own.
    mutating func nextArgument() {
        if argumentsOnSeparateLines {
            if argumentCount > 0 { append(",") }
            newline()
            indent()
        } else if argumentCount > 0 {
            append(", ")
        }
        argumentCount += 1
    }

    /// The next argument of `call`.
    mutating func argument(_ a: SwiftCode, _ b: SwiftCode? = nil, _ c: SwiftCode? = nil) {
        nextArgument()
        write(a, b, c)
    }

    /// A line inside an argument that spans lines (a list's elements), `extra` levels deeper
    /// than the argument.
    mutating func argumentLine(extra: Int, _ body: (inout SwiftWriter) -> Void) {
        newline()
        output.append(contentsOf: repeatElement(0x20, count: (level + extra) * 4))
        body(&self)
    }

    // MARK: Doc comments

    /// A `///` comment whose text the pieces make, wrapped (`SwiftDocComment`): `.text` and
    /// `.raw` are taken as they are, as text rather than as Swift, and `.docText` may be among
    /// them. A comment that is formc's own text alone is written with `docLines`.
    mutating func docComment(_ a: SwiftCode, _ b: SwiftCode? = nil, _ c: SwiftCode? = nil, _ d: SwiftCode? = nil,
                             _ e: SwiftCode? = nil) {
        // The pieces are spelled as `write` spells them, then taken back as the comment's text.
        let start = output.count
        isWritingDocText = true
        write(a, b, c, d, e)
        isWritingDocText = false
        let text = String(decoding: output[start...], as: UTF8.self)
        output.removeSubrange(start...)
        SwiftDocComment.append(text, indentation: level * 4, to: &output)
    }

    /// formc's own doc comment, written as its lines are written in the emitter: each line
    /// of `text` is one `///` line. They are the lines `docComment` would wrap the text into
    /// (`SwiftDocComment.isWrapped`, checked in debug builds, so the tests check every one the
    /// forms they generate reach), and the emitters show the comments as they come out. Some
    /// seven kilobytes of them go into a form's Swift, copied as they are: wrapping them, or
    /// reading them as a `String`, took longer than writing the rest of the form.
    mutating func docLines(_ text: StaticString) {
        assert(SwiftDocComment.isWrapped(text.description, indentation: level * 4),
               "these lines are not as docComment wraps them at indentation \(level * 4): \(text)")
        SwiftDocComment.appendAsWritten(text.withUTF8Buffer { Array($0) }, indentation: level * 4, to: &output)
    }
}
