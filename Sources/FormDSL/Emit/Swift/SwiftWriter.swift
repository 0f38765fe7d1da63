/// Lays out generated Swift line by line, with four-space indentation, into an `OutputBuffer`.
///
/// Emitters never build indentation by hand: they open and close blocks, so nesting in the
/// output always matches nesting in the emitter, and no line carries trailing whitespace.
/// Lines are lists of `SwiftCode` pieces; how a piece is spelled is `SwiftLiteral`'s, how a
/// doc comment is wrapped is `SwiftDocComment`'s.
///
/// Lines are written into `output`, which is handed to the writer's destination a chunk at a
/// time, at the end of a line, and then emptied: a large file passes through the same 64 KiB,
/// and only a caller that wants the whole file in memory (`render`) keeps it all.
struct SwiftWriter: ~Copyable {
    /// The lines being written, handed to `destination` once they hold `chunkSize` bytes.
    private var output: OutputBuffer
    /// Where finished chunks go, in order (`stream`).
    private let destination: (Swift.Span<UInt8>) -> Void
    private static var chunkSize: Int { 1 << 16 }
    /// While positive, `output` stays where it is: `call` reads and may drop what it wrote
    /// since the line began.
    private var holdsOutput = 0
    private var level = 0
    /// The argument list being written by `call`: how many arguments so far, and whether each
    /// goes on a line of its own.
    private var argumentCount = 0
    private var argumentsOnSeparateLines = false
    /// What `spell` spelled: names and literals written many times, copied from here.
    private var spellings = OutputBuffer()
    /// A doc comment's text, spelled before it is wrapped.
    private var docText = OutputBuffer()
    /// Whether pieces go to `docText`: the only place `.docText` may be written.
    private var isWritingDocText = false
    /// The doc comments written so far: formc's own (`docLines`), the same in every form,
    /// and those `docComment` wrapped. A comment written again is copied from the first time.
    private var ownDocComments = WrittenDocComments()
    private var wrappedDocComments = WrittenDocComments()
    /// What `templateCall` spelled. A struct, not a tuple: an array of tuples makes the runtime
    /// build the tuple's type when the first one is stored, at every start-up.
    private var templateCalls: [SpelledTemplateCall] = []

    private struct SpelledTemplateCall {
        let call: TemplateCall
        let template: MessageTemplate
        let text: SpelledText
    }

    private init(destination: @escaping (Swift.Span<UInt8>) -> Void) {
        output = OutputBuffer(reservingCapacity: Self.chunkSize + 4_096)
        self.destination = destination
        // A form's names, labels and formc's doc comments take a few KiB.
        spellings = OutputBuffer(reservingCapacity: 8_192)
    }

    /// Runs `body` on a new writer and hands what it writes to `destination`, in order, a
    /// chunk of whole lines at a time; each chunk is readable only during the call.
    static func stream(to destination: (Swift.Span<UInt8>) -> Void, _ body: (inout SwiftWriter) -> Void) {
        withoutActuallyEscaping(destination) { destination in
            var writer = SwiftWriter(destination: destination)
            body(&writer)
            // Lines may have filled the last chunk exactly: no empty chunk after it.
            if writer.output.count > 0 { writer.flush() }
        }
    }

    /// Runs `body` on a new writer and returns what it wrote. `capacity` is the expected size
    /// of the output, reserved at the start (more costs only the array's growth).
    static func render(capacity: Int, _ body: (inout SwiftWriter) -> Void) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(capacity)
        stream(to: { chunk in chunk.withUnsafeBufferPointer { bytes.append(contentsOf: $0) } }, body)
        return bytes
    }

    /// Hands the lines written so far to `destination`.
    private mutating func flush() {
        output.withSpan(from: 0, destination)
        output.removeAll()
    }

    // MARK: Pieces

    /// One piece, as Swift. Inlined into the one function that calls it, which writes every
    /// piece of every line.
    @inline(__always)
    private mutating func write(_ code: SwiftCode) {
        switch code {
        case .text(let text): output.append(text)
        case .raw(let text): output.append(text)
        case .docText(let text):
            precondition(isWritingDocText, "form text outside a doc comment")
            output.append(text)
        case .rawThen(let text, let suffix):
            output.append(text)
            output.append(suffix)
        case .member(let name):   // SwiftLiteral.identifier, without making a String
            if SwiftLiteral.isKeyword(name) {
                output.append("`")
                output.append(name)
                output.append("`")
            } else {
                output.append(name)
            }
        case .label(let name): output.append(SwiftLiteral.label(name))
        case .string(let text): SwiftLiteral.appendString(text, to: &output)
        case .stringPart(let text): SwiftLiteral.appendStringContent(text, to: &output)
        case .rawString(let text): SwiftLiteral.appendRawString(text, to: &output)
        case .comment(let text): SwiftLiteral.appendCommentSafe(text, to: &output)
        case .int(let value): output.append(decimal: value)
        case .spelled(let text): output.append(spellings, from: text.start, to: text.end)
        }
    }

    /// Spells the pieces once, into the writer's store, and returns a piece that copies that
    /// spelling: for names and labels written many times (`SwiftForm`). The piece is this
    /// writer's: another writer's store holds other bytes.
    mutating func spell(_ a: SwiftCode, _ b: SwiftCode? = nil, _ c: SwiftCode? = nil, _ d: SwiftCode? = nil,
                        _ e: SwiftCode? = nil) -> SwiftCode {
        .spelled(spelling(a, b, c, d, e))
    }

    /// `spell`, giving where the spelling went.
    private mutating func spelling(_ a: SwiftCode, _ b: SwiftCode?, _ c: SwiftCode?, _ d: SwiftCode?,
                                   _ e: SwiftCode?) -> SpelledText {
        swap(&spellings, &output)
        let start = output.count
        write(a, b, c, d, e)
        let end = output.count
        swap(&spellings, &output)
        return SpelledText(start: start, end: end)
    }

    /// How a lookup of one of formc's message templates starts (`SwiftLookups`).
    enum TemplateCall {
        /// `.format("KEY", default: "ENGLISH", `: arguments follow.
        case format
        /// `.text("KEY", default: "ENGLISH")`: the whole call.
        case text
    }

    /// A lookup of formc's message template `template`, spelled once (`spell`) and copied
    /// after that: a file's rules and views write a few templates many times each.
    mutating func templateCall(_ call: TemplateCall, _ template: MessageTemplate) -> SwiftCode {
        for spelled in templateCalls where spelled.template == template && spelled.call == call {
            return .spelled(spelled.text)
        }
        let text = switch call {
        case .format: spelling(".format(", .string(template.key), ", default: ", .string(template.english), ", ")
        case .text: spelling(".text(", .string(template.key), ", default: ", .string(template.english), ")")
        }
        templateCalls.append(SpelledTemplateCall(call: call, template: template, text: text))
        return .spelled(text)
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
        output.append(spaces: level * 4)
    }

    /// Ends a line; hands the lines written so far on once they fill a chunk.
    private mutating func newline() {
        output.append(0x0A)
        if output.count >= Self.chunkSize && holdsOutput == 0 {
            flush()
        }
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
    mutating func startLine(_ a: SwiftCode, _ b: SwiftCode? = nil, _ c: SwiftCode? = nil) {
        indent()
        write(a, b, c)
    }

    mutating func add(_ a: SwiftCode, _ b: SwiftCode? = nil, _ c: SwiftCode? = nil, _ d: SwiftCode? = nil,
                      _ e: SwiftCode? = nil) {
        write(a, b, c, d, e)
    }

    mutating func endLine(_ a: SwiftCode? = nil, _ b: SwiftCode? = nil) {
        if let a { write(a, b) }
        newline()
    }

    // MARK: Blocks

    /// Ends the line being written with ` {`, writes `body` one level deeper, then `}`.
    mutating func openBlock(_ body: (inout SwiftWriter) -> Void) {
        output.append(" {\n")
        indented(body)
        line("}")
    }

    /// `header {`, the body one level deeper, then `}`.
    mutating func block(_ a: SwiftCode, _ b: SwiftCode? = nil, _ c: SwiftCode? = nil, _ d: SwiftCode? = nil,
                        _ body: (inout SwiftWriter) -> Void) {
        indent()
        write(a, b, c, d)
        openBlock(body)
    }

    /// `if condition { … } else { … }` with the `else` on the closing brace's line.
    mutating func ifElse(_ a: SwiftCode, _ b: SwiftCode? = nil, _ c: SwiftCode? = nil,
                         then: (inout SwiftWriter) -> Void, else otherwise: (inout SwiftWriter) -> Void) {
        indent()
        output.append("if ")
        write(a, b, c)
        output.append(" {\n")
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
            holdsOutput += 1
            defer { holdsOutput -= 1 }
            let lineStart = output.count
            indent()
            let contentStart = output.count
            prefix(&self)
            output.append("(")
            argumentCount = 0
            argumentsOnSeparateLines = false
            arguments(&self)
            output.append(")")
            if output.withSpan(from: contentStart, Self.fitsOnOneLine) {
                newline()
                return
            }
            output.removeAll(from: lineStart)
        }
        indent()
        prefix(&self)
        output.append("(")
        argumentCount = 0
        argumentsOnSeparateLines = true
        indented(arguments)
        newline()
        line(")")
    }

    /// Whether a line's text (no line break in it) is at most 100 Characters.
    private static func fitsOnOneLine(_ line: Swift.Span<UInt8>) -> Bool {
        if line.count <= 100 { return true }   // never more Characters than bytes
        var isCharacterPerByte = true
        for i in line.indices where line[i] >= 0x80 || line[i] == 0x0D {
            isCharacterPerByte = false
            break
        }
        if isCharacterPerByte { return false }
        return line.withUnsafeBufferPointer { String(decoding: $0, as: UTF8.self) }.count <= 100
    }

    /// Starts the next argument of `call`: after `, ` on the same line, or on a line of its own.
    mutating func nextArgument() {
        if argumentsOnSeparateLines {
            if argumentCount > 0 { output.append(",") }
            newline()
            indent()
        } else if argumentCount > 0 {
            output.append(", ")
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
        output.append(spaces: (level + extra) * 4)
        body(&self)
    }

    // MARK: Doc comments

    /// A `///` comment whose text the pieces make, wrapped (`SwiftDocComment`): `.text` and
    /// `.raw` are taken as they are, as text rather than as Swift, and `.docText` may be among
    /// them. A comment that is formc's own text alone is written with `docLines`. A comment
    /// this writer wrapped before, at the same indentation, is copied (`WrittenDocComments`).
    mutating func docComment(_ a: SwiftCode, _ b: SwiftCode? = nil, _ c: SwiftCode? = nil, _ d: SwiftCode? = nil,
                             _ e: SwiftCode? = nil) {
        // The pieces are spelled as `write` spells them, into a buffer of their own.
        swap(&docText, &output)
        output.removeAll()
        isWritingDocText = true
        write(a, b, c, d, e)
        isWritingDocText = false
        swap(&docText, &output)
        let indentation = level * 4
        let key = docText.withSpan(from: 0, WrittenDocComments.fingerprint)
        var slot = 0
        let kept = wrappedDocComments.find(key: key, length: docText.count, indentation: indentation, slot: &slot) { text in
            text.map { docText.equals(spellings, from: $0.start, to: $0.end) } ?? false
        }
        if let kept {
            output.append(spellings, from: kept.start, to: kept.end)
            return
        }
        let start = output.count
        docText.withSpan(from: 0) { SwiftDocComment.append($0, indentation: indentation, to: &output) }
        guard !wrappedDocComments.isFull else { return }
        let textStart = spellings.count
        spellings.append(docText, from: 0, to: docText.count)
        let linesStart = spellings.count
        spellings.append(output, from: start, to: output.count)
        wrappedDocComments.remember(key: key, length: docText.count, indentation: indentation,
                                    text: SpelledText(start: textStart, end: linesStart),
                                    lines: SpelledText(start: linesStart, end: spellings.count), slot: slot)
    }

    /// `docComment(.docText(field.model.label))`, wrapped once and copied after that: the
    /// values and the model document each field with its label, at the same indentation.
    mutating func labelDocComment(_ field: SwiftField) {
        let indentation = level * 4
        if let wrapped = field.labelDocComment, wrapped.indentation == indentation {
            write(wrapped.lines)
            return
        }
        let start = output.count
        docComment(.docText(field.model.label))
        let spellingStart = spellings.count
        spellings.append(output, from: start, to: output.count)
        field.labelDocComment = (indentation, .spelled(SpelledText(start: spellingStart, end: spellings.count)))
    }

    /// formc's own doc comment, written as its lines are written in the emitter: each line
    /// of `text` is one `///` line. They are the lines `docComment` would wrap the text into
    /// (`SwiftDocComment.isWrapped`, checked in debug builds, so the tests check every one the
    /// forms they generate reach), and the emitters show the comments as they come out. Some
    /// seven kilobytes of them go into a form's Swift: wrapping them, once per process, was a
    /// fifth of the work of making a typical form's file. Each is copied after its first time.
    mutating func docLines(_ text: StaticString) {
        let indentation = level * 4
        guard text.hasPointerRepresentation else {
            writeDocLines(text, indentation: indentation)
            return
        }
        let key = Int(bitPattern: UnsafeRawPointer(text.utf8Start))
        var slot = 0
        let kept = ownDocComments.find(key: key, length: text.utf8CodeUnitCount, indentation: indentation, slot: &slot) { _ in true }
        if let kept {
            output.append(spellings, from: kept.start, to: kept.end)
            return
        }
        let start = output.count
        writeDocLines(text, indentation: indentation)
        guard !ownDocComments.isFull else { return }
        let linesStart = spellings.count
        spellings.append(output, from: start, to: output.count)
        ownDocComments.remember(key: key, length: text.utf8CodeUnitCount, indentation: indentation, text: nil,
                                lines: SpelledText(start: linesStart, end: spellings.count), slot: slot)
    }

    private mutating func writeDocLines(_ text: StaticString, indentation: Int) {
        text.withUTF8Buffer { bytes in
            assert(SwiftDocComment.isWrapped(bytes.span, indentation: indentation),
                   "these lines are not as docComment wraps them at indentation \(indentation): \(text)")
            SwiftDocComment.appendAsWritten(bytes.span, indentation: indentation, to: &output)
        }
    }
}
