/// Turns the bytes of a `.form` file into tokens, one at a time.
///
/// The lexer works on `[UInt8]` and decodes UTF-8 only where it must (a non-ASCII byte outside
/// a string or comment, and validation inside them), like Go's `go/scanner`: the loops test
/// one byte at a time against a 256-entry class table. Tokens are produced on demand, so the
/// lexer holds nothing but its position and the comments. Every problem becomes a diagnostic
/// and lexing goes on: the parser always gets a token.
public struct Lexer {
    let bytes: [UInt8]
    /// `CharacterClass.table`, held here so the loops do not check a global's
    /// initialisation on every token.
    private let classes = CharacterClass.table
    private(set) var position: Int
    private var atLineStart = true
    /// The comments read so far, in source order.
    public private(set) var comments: [Comment] = []
    /// Set when a block comment ran to the end of the file: the parser then says nothing
    /// about braces left open at the end, which would only repeat the same mistake.
    private(set) var endedInsideComment = false
    /// Set by the parser while it reads a computed value's header and expression: `*`, `/`,
    /// `=` and `??` are then tokens of their own. Elsewhere they stay what they were before
    /// computed values existed (`=` the error that asks for `==`, `*` an unexpected character),
    /// so no other line of a file reads differently.
    public var readsExpression = false

    public init(bytes: [UInt8]) {
        self.bytes = bytes
        // A UTF-8 byte order mark is not part of the text.
        position = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    }

    /// Scans and returns the next token, reporting problems into `sink`.
    public mutating func next(_ sink: inout DiagnosticSink) -> Token {
        skipTrivia(&sink)
        let startsLine = atLineStart
        atLineStart = false
        let start = position
        guard position < bytes.count else {
            return Token(kind: .endOfFile, span: Span(start, start), startsLine: true)
        }
        let kind = scanToken(&sink)
        return Token(kind: kind, span: Span(start, position), startsLine: startsLine)
    }
}

/// Byte classes for the lexer's loops, one table lookup a byte.
enum CharacterClass {
    /// A letter, digit or `_`.
    static let identifierContinue: UInt8 = 1
    /// A letter or `_`.
    static let identifierStart: UInt8 = 2
    /// A byte a string's plain run stops at: `"`, `\`, LF, CR, or non-ASCII.
    static let stringSpecial: UInt8 = 4
    /// Space, tab, form feed or vertical tab.
    static let blank: UInt8 = 8

    /// The class bits of each byte value.
    static let table: [UInt8] = (0..<256).map { i in
        let b = UInt8(i)
        var c: UInt8 = 0
        if b.isIdentifierContinue { c |= identifierContinue }
        if b.isIdentifierStart { c |= identifierStart }
        if b == .quote || b == .backslash || b == .lineFeed || b == .carriageReturn || b >= 0x80 { c |= stringSpecial }
        if b == .space || b == .tab || b == .formFeed || b == .verticalTab { c |= blank }
        return c
    }
}

extension Lexer {
    // MARK: Trivia

    /// Skips whitespace and comments, recording comments and line breaks.
    mutating func skipTrivia(_ sink: inout DiagnosticSink) {
        let n = bytes.count
        var i = position
        while i < n {
            let b = bytes[i]
            if classes[Int(b)] & CharacterClass.blank != 0 {
                i += 1
            } else if b == .lineFeed || b == .carriageReturn {
                i += 1
                atLineStart = true
            } else if b == .slash, i + 1 < n, bytes[i + 1] == .slash || bytes[i + 1] == .star {
                position = i
                if bytes[i + 1] == .slash { scanLineComment() } else { scanBlockComment(&sink) }
                i = position
            } else {
                break
            }
        }
        position = i
    }

    func peek(_ offset: Int) -> UInt8? {
        let i = position + offset
        return i < bytes.count ? bytes[i] : nil
    }

    mutating func scanLineComment() {
        let start = position
        var i = position
        while i < bytes.count, bytes[i] != .lineFeed, bytes[i] != .carriageReturn { i += 1 }
        position = i
        comments.append(Comment(kind: .line, span: Span(start, position), ownLine: atLineStart))
    }

    /// `/* ... */`, nesting like Swift's, so commenting out a block that holds a comment works.
    mutating func scanBlockComment(_ sink: inout DiagnosticSink) {
        let start = position
        let ownLine = atLineStart
        position += 2
        var depth = 1
        while position < bytes.count {
            let b = bytes[position]
            if b == .star, peek(1) == .slash {
                position += 2
                depth -= 1
                if depth == 0 {
                    comments.append(Comment(kind: .block, span: Span(start, position), ownLine: ownLine))
                    return
                }
            } else if b == .slash, peek(1) == .star {
                position += 2
                depth += 1
            } else {
                if b == .lineFeed || b == .carriageReturn { atLineStart = true }
                position += 1
            }
        }
        endedInsideComment = true
        sink.report(SyntaxMessages.unterminatedComment(at: Span(start, start + 2)))
        comments.append(Comment(kind: .block, span: Span(start, position), ownLine: ownLine))
    }

    // MARK: Tokens

    mutating func scanToken(_ sink: inout DiagnosticSink) -> TokenKind {
        let b = bytes[position]
        if classes[Int(b)] & CharacterClass.identifierStart != 0 { return scanIdentifier(&sink) }
        switch b {
        case .leftBrace: position += 1; return .leftBrace
        case .rightBrace: position += 1; return .rightBrace
        case .leftParen: position += 1; return .leftParen
        case .rightParen: position += 1; return .rightParen
        case .leftBracket: position += 1; return .leftBracket
        case .rightBracket: position += 1; return .rightBracket
        case .colon: position += 1; return .colon
        case .semicolon: position += 1; return .semicolon
        case .comma: position += 1; return .comma
        case .question:
            if readsExpression, peek(1) == .question { position += 2; return .questionQuestion }
            position += 1
            return .question
        case .star where readsExpression: position += 1; return .star
        case .slash where readsExpression: position += 1; return .slash
        case .minus: position += 1; return .minus
        case .plus: position += 1; return .plus
        case .quote: return scanString(&sink)
        case .dot: return scanDots(&sink)
        case .equals:
            if peek(1) == .equals { position += 2; return .equalEqual }
            position += 1
            if readsExpression { return .assign }
            sink.report(SyntaxMessages.singleEquals(at: Span(position - 1, position), inCondition: followsWhen(position - 1)))
            return .unknown
        case .bang:
            if peek(1) == .equals { position += 2; return .bangEqual }
            position += 1
            return .bang
        case .lessThan:
            if peek(1) == .equals { position += 2; return .lessEqual }
            position += 1
            return .less
        case .greaterThan:
            if peek(1) == .equals { position += 2; return .greaterEqual }
            position += 1
            return .greater
        case .ampersand:
            if peek(1) == .ampersand { position += 2; return .ampAmp }
            position += 1
            sink.report(SyntaxMessages.unexpectedCharacter("&", 0x26, at: Span(position - 1, position), help: "use '&&' to combine conditions"))
            return .unknown
        case .pipe:
            if peek(1) == .pipe { position += 2; return .pipePipe }
            position += 1
            sink.report(SyntaxMessages.unexpectedCharacter("|", 0x7C, at: Span(position - 1, position), help: "use '||' for either of two conditions"))
            return .unknown
        default:
            if b.isASCIIDigit { return scanNumber(&sink) }
            return scanUnexpected(&sink)
        }
    }

    /// identifier = ( letter | "_" ) { letter | digit | "_" } ;   (ASCII only)
    mutating func scanIdentifier(_ sink: inout DiagnosticSink) -> TokenKind {
        let start = position
        let n = bytes.count
        var i = position + 1
        while i < n, classes[Int(bytes[i])] & CharacterClass.identifierContinue != 0 { i += 1 }
        position = i
        // A non-ASCII letter glued to an identifier (`nom_utilisé`) makes the whole word one
        // bad identifier, reported once, rather than an identifier plus a stray character.
        if i < n, bytes[i] >= 0x80 { continueNonASCIIIdentifier(start: start, &sink) }
        return .identifier
    }

    mutating func continueNonASCIIIdentifier(start: Int, _ sink: inout DiagnosticSink) {
        if UTF8Scalar.decode(bytes, at: position).map({ Self.isWordScalar($0.value) }) == true {
            consumeWord()
            sink.report(SyntaxMessages.nonASCIIIdentifier(Span(start, position), text: text(start, position)))
        }
    }

    /// Consumes letters, digits, `_` and non-ASCII word characters.
    mutating func consumeWord() {
        while position < bytes.count {
            let b = bytes[position]
            if b.isIdentifierContinue { position += 1; continue }
            if b >= 0x80, let (value, length) = UTF8Scalar.decode(bytes, at: position), Self.isWordScalar(value) {
                position += length
                continue
            }
            break
        }
    }

    /// Non-ASCII scalars that look like parts of a word rather than punctuation: letters of any
    /// script. Only used to choose between two diagnostics, so a coarse test is enough.
    static func isWordScalar(_ value: UInt32) -> Bool {
        guard value >= 0x80, let scalar = Unicode.Scalar(value) else { return false }
        return scalar.properties.isAlphabetic || scalar.properties.generalCategory == .nonspacingMark
    }

    /// integer = digit { digit } ;  decimal = digit { digit } "." digit { digit } ;
    mutating func scanNumber(_ sink: inout DiagnosticSink) -> TokenKind {
        let start = position
        while position < bytes.count, bytes[position].isASCIIDigit { position += 1 }
        var kind = TokenKind.integer
        // `3...5` is 3, `...`, 5: a dot starts a fraction only when a digit follows it.
        if position + 1 < bytes.count, bytes[position] == .dot, bytes[position + 1].isASCIIDigit {
            kind = .decimal
            position += 1
            while position < bytes.count, bytes[position].isASCIIDigit { position += 1 }
        }
        // `12abc`, `1.5.2`, `1_000`: one malformed literal, not several tokens.
        if position < bytes.count, bytes[position].isIdentifierContinue
            || (bytes[position] == .dot && peek(1)?.isASCIIDigit == true) {
            while position < bytes.count, bytes[position].isIdentifierContinue || (bytes[position] == .dot && peek(1)?.isASCIIDigit == true) {
                position += 1
            }
            sink.report(SyntaxMessages.malformedNumber(Span(start, position), text: text(start, position)))
            return kind
        }
        if kind == .integer {
            // Int64 holds every 18-digit number; compare longer ones against its limit. A '-'
            // right before the digits is the literal's sign (the parser folds it in), and a
            // negative literal may be one more in magnitude: Int.min.
            let negative = start > 0 && bytes[start - 1] == .minus
            var first = start
            while first < position - 1, bytes[first] == .zero { first += 1 }
            let digits = position - first
            if digits > 19 || (digits == 19 && !Self.fitsInt64(bytes[first..<position], negative: negative)) {
                sink.report(SyntaxMessages.integerOutOfRange(Span(negative ? start - 1 : start, position), negative: negative))
            }
        } else if position - start > 39 {
            // A decimal of at most 39 bytes (a dot and 38 digits) has at most 38 significant digits.
            var significant = 0
            var leading = true
            for i in start..<position where bytes[i] != .dot {
                if leading && bytes[i] == .zero { continue }
                leading = false
                significant += 1
            }
            if significant > 38 {
                sink.report(SyntaxMessages.decimalTooLong(Span(start, position), digits: significant))
            }
        }
        return kind
    }

    /// Whether 19 digits (no leading zeros) fit in Int64: at most 9223372036854775807, or
    /// 9223372036854775808 for a negative literal.
    static func fitsInt64(_ digits: ArraySlice<UInt8>, negative: Bool) -> Bool {
        let limit = negative ? int64MinimumMagnitude : int64Maximum
        for (a, b) in zip(digits, limit) where a != b { return a < b }
        return true
    }

    private static let int64Maximum = Array("9223372036854775807".utf8)
    private static let int64MinimumMagnitude = Array("9223372036854775808".utf8)

    /// Whether the word `when` comes before `offset` on its line: a `=` there was meant as
    /// `==`, for the fix-it of a lone `=`.
    private func followsWhen(_ offset: Int) -> Bool {
        var start = offset
        while start > 0, bytes[start - 1] != .lineFeed, bytes[start - 1] != .carriageReturn { start -= 1 }
        let when = Array("when".utf8)
        var i = start
        while i + when.count <= offset {
            if bytes[i..<i + when.count].elementsEqual(when),
               i == start || !bytes[i - 1].isIdentifierContinue,
               i + when.count == offset || !bytes[i + when.count].isIdentifierContinue {
                return true
            }
            i += 1
        }
        return false
    }

    /// `...` and `..<`; a lone `.` or `..` is a mistake with a suggestion.
    mutating func scanDots(_ sink: inout DiagnosticSink) -> TokenKind {
        let start = position
        if peek(1) == .dot, peek(2) == .dot { position += 3; return .closedRange }
        if peek(1) == .dot, peek(2) == .lessThan { position += 3; return .halfOpenRange }
        if peek(1) == .dot {
            position += 2
            sink.report(SyntaxMessages.twoDots(at: Span(start, position)))
            return .closedRange
        }
        position += 1
        if position < bytes.count, bytes[position].isASCIIDigit {
            while position < bytes.count, bytes[position].isASCIIDigit { position += 1 }
            sink.report(SyntaxMessages.leadingDot(Span(start, position), text: text(start, position),
                                                  afterName: start > 0 && bytes[start - 1].isIdentifierContinue))
            return .decimal
        }
        func isLetter(_ b: UInt8) -> Bool { (b | 0x20) >= 0x61 && (b | 0x20) <= 0x7A }
        if position < bytes.count, isLetter(bytes[position]) {
            // `.numberPad`, `.keyboardType(...)`: Swift's implicit member syntax, from habit.
            var end = position
            while end < bytes.count, isLetter(bytes[end]) || bytes[end].isASCIIDigit { end += 1 }
            // `.keyboardType(.numberPad)`: a SwiftUI modifier call, one token and one error up
            // to its `)` on the same line.
            if end < bytes.count, bytes[end] == .leftParen {
                var close = end + 1
                while close < bytes.count, bytes[close] != .rightParen, bytes[close] != .lineFeed,
                      bytes[close] != .carriageReturn, bytes[close] != .quote, bytes[close] != .leftParen { close += 1 }
                if close < bytes.count, bytes[close] == .rightParen {
                    var argument = String(text(end + 1, close).filter { $0 != " " && $0 != "\t" })
                    if argument.hasPrefix(".") { argument.removeFirst() }
                    position = close + 1
                    sink.report(SyntaxMessages.swiftModifier(Span(start, position), modifier: text(start + 1, end), argument: argument))
                    return .unknown
                }
            }
            // `UIKeyboardType.numberPad`: the type name before the dot goes with it.
            var qualifier = start
            while qualifier > 0, bytes[qualifier - 1].isIdentifierContinue { qualifier -= 1 }
            sink.report(SyntaxMessages.swiftLeadingDot(Span(start, position), name: text(position, end),
                                                       qualifier: qualifier < start ? Span(qualifier, start) : nil,
                                                       qualifierText: text(qualifier, start)))
            return .unknown
        }
        sink.report(SyntaxMessages.unexpectedCharacter(".", 0x2E, at: Span(start, position), help: nil))
        return .unknown
    }

    /// string = '"' { character | escape } '"' ;  on one line.
    mutating func scanString(_ sink: inout DiagnosticSink) -> TokenKind {
        let start = position
        let n = bytes.count
        position += 1
        while position < n {
            // The plain run: one table test a byte.
            var i = position
            while i < n, classes[Int(bytes[i])] & CharacterClass.stringSpecial == 0 { i += 1 }
            position = i
            guard i < n else { break }
            let b = bytes[i]
            switch b {
            case .quote:
                position += 1
                return .string
            case .lineFeed, .carriageReturn:
                sink.report(SyntaxMessages.unterminatedString(at: Span(start, position)))
                return .string
            case .backslash:
                scanEscape(&sink)
            default:
                if let (_, length) = UTF8Scalar.decode(bytes, at: position) {
                    position += length
                } else {
                    let length = UTF8Scalar.invalidLength(bytes, at: position)
                    sink.report(SyntaxMessages.invalidUTF8(at: Span(position, position + length), byte: b))
                    position += length
                }
            }
        }
        sink.report(SyntaxMessages.unterminatedString(at: Span(start, position)))
        return .string
    }

    /// escape = "\" ( "n" | "r" | "t" | "0" | '"' | "'" | "\" | "u{" hex { hex } "}" ) ;
    mutating func scanEscape(_ sink: inout DiagnosticSink) {
        let start = position
        position += 1
        guard position < bytes.count else { return }
        let b = bytes[position]
        switch b {
        case .lowerN, .lowerR, .lowerT, .zero, .quote, .apostrophe, .backslash:
            position += 1
        case .lowerU:
            position += 1
            guard position < bytes.count, bytes[position] == .leftBrace else {
                sink.report(SyntaxMessages.invalidUnicodeEscape(at: Span(start, position), reason: "write it as '\\u{' followed by 1 to 8 hex digits and '}'"))
                return
            }
            position += 1
            let digitsStart = position
            var value: UInt32 = 0
            var overflow = false
            while position < bytes.count, bytes[position].isHexDigit {
                if position - digitsStart >= 8 { overflow = true } else { value = value << 4 | bytes[position].hexValue }
                position += 1
            }
            let digits = position - digitsStart
            let closed = position < bytes.count && bytes[position] == .rightBrace
            if closed { position += 1 }
            if !closed {
                sink.report(SyntaxMessages.invalidUnicodeEscape(at: Span(start, position), reason: "expected '}' to end the escape"))
            } else if digits == 0 || overflow {
                sink.report(SyntaxMessages.invalidUnicodeEscape(at: Span(start, position), reason: "it needs 1 to 8 hex digits"))
            } else if Unicode.Scalar(value) == nil {
                sink.report(SyntaxMessages.invalidUnicodeEscape(at: Span(start, position), reason: "\(UTF8Scalar.codePointName(value)) is not a Unicode scalar value"))
            }
        default:
            // Consume one whole character so `\é` is reported as one escape.
            let length = b < 0x80 ? 1 : (UTF8Scalar.decode(bytes, at: position)?.length ?? 1)
            position += length
            if b == .lineFeed || b == .carriageReturn { position -= length; return }
            sink.report(SyntaxMessages.invalidEscape(at: Span(start, position), text: text(start, position)))
        }
    }

    /// Anything else: non-ASCII text outside a string, control characters, invalid UTF-8.
    mutating func scanUnexpected(_ sink: inout DiagnosticSink) -> TokenKind {
        let start = position
        let b = bytes[position]
        if b < 0x80 {
            position += 1
            sink.report(SyntaxMessages.unexpectedCharacter(Self.printable(UInt32(b)), UInt32(b), at: Span(start, position), help: nil))
            return .unknown
        }
        guard let (value, length) = UTF8Scalar.decode(bytes, at: position) else {
            let length = UTF8Scalar.invalidLength(bytes, at: position)
            position += length
            sink.report(SyntaxMessages.invalidUTF8(at: Span(start, position), byte: b))
            return .unknown
        }
        if Self.isWordScalar(value) {
            consumeWord()
            sink.report(SyntaxMessages.nonASCIIIdentifier(Span(start, position), text: text(start, position)))
            return .identifier
        }
        position += length
        if let close = Self.closingSmartQuote(value), let end = findOnLine(close) {
            // “Name”: one diagnostic for the whole string, with a fix-it for both quotes.
            position = end.end
            sink.report(SyntaxMessages.smartQuotes(at: Span(start, position), open: Span(start, start + length), close: Span(end.start, end.end)))
            return .unknown
        }
        sink.report(SyntaxMessages.unexpectedCharacter(Self.printable(value), value, at: Span(start, position), help: Self.lookalikeHelp(value)))
        return .unknown
    }

    /// The closing partner of a typographic opening quote.
    static func closingSmartQuote(_ value: UInt32) -> UInt32? {
        switch value {
        case 0x201C, 0x201E: return 0x201D
        case 0x00AB: return 0x00BB
        case 0x300C: return 0x300D
        case 0xFF02: return 0xFF02
        default: return nil
        }
    }

    /// Finds `scalar` between the current position and the end of the line.
    func findOnLine(_ scalar: UInt32) -> Span? {
        var i = position
        while i < bytes.count, bytes[i] != .lineFeed, bytes[i] != .carriageReturn {
            if bytes[i] < 0x80 { i += 1; continue }
            guard let (value, length) = UTF8Scalar.decode(bytes, at: i) else { i += 1; continue }
            if value == scalar { return Span(i, i + length) }
            i += length
        }
        return nil
    }

    /// Suggestions for characters that word processors and input methods substitute.
    static func lookalikeHelp(_ value: UInt32) -> String? {
        switch value {
        case 0x201C, 0x201D, 0x201E, 0x00AB, 0x00BB, 0x300C, 0x300D, 0xFF02:
            return "strings use straight double quotes: \"...\""
        case 0xFF1A: return "use the ASCII colon ':'"
        case 0xFF0C, 0x3001: return "use the ASCII comma ','"
        case 0xFF1B: return "use the ASCII semicolon ';'"
        case 0xFF08, 0xFF09: return "use ASCII parentheses '(' and ')'"
        case 0x2026: return "use three ASCII dots '...' for a range"
        case 0x2212, 0x2013, 0x2014: return "use the ASCII minus sign '-'"
        case 0x00A0, 0x2000...0x200B, 0x202F, 0x3000, 0xFEFF: return "this is an invisible space; replace it with an ordinary space"
        default: return nil
        }
    }

    /// How a character is shown inside quotes in a message: itself if visible, else nothing
    /// (the code point name printed next to it says what it is).
    static func printable(_ value: UInt32) -> String {
        guard let scalar = Unicode.Scalar(value) else { return "" }
        switch scalar.properties.generalCategory {
        case .control, .format, .spaceSeparator, .lineSeparator, .paragraphSeparator, .surrogate, .unassigned, .privateUse:
            return ""
        default:
            return String(Character(scalar))
        }
    }

    func text(_ start: Int, _ end: Int) -> String {
        String(decoding: bytes[start..<end], as: UTF8.self)
    }
}
