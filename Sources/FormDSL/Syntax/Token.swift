/// The kinds of token in a `.form` file.
///
/// Keywords (`form`, `section`, `field`, property names, vocabulary names) are not token kinds:
/// they are identifiers that the parser and checker recognise by their text. That keeps the
/// lexer small and lets a field be called `section` or `label` if someone needs it.
public enum TokenKind: UInt8, Sendable {
    case endOfFile
    case identifier
    case string
    case integer
    case decimal
    case leftBrace          // {
    case rightBrace         // }
    case leftParen          // (
    case rightParen         // )
    case leftBracket        // [
    case rightBracket       // ]
    case colon              // :
    case semicolon          // ;
    case comma              // ,
    case question           // ?
    case minus              // -
    case plus               // +
    case closedRange        // ...
    case halfOpenRange      // ..<
    case equalEqual         // ==
    case bangEqual          // !=
    case bang               // !
    case less               // <
    case lessEqual          // <=
    case greater            // >
    case greaterEqual       // >=
    case ampAmp             // &&
    case pipePipe           // ||
    /// The operators of a computed value's expression, made only while the parser reads one
    /// (`Lexer.readsExpression`); elsewhere `*`, `/` and `=` are the errors they always were
    /// and `??` two `?`.
    case star               // *
    case slash              // /
    case assign             // =
    case questionQuestion   // ??
    /// Bytes the lexer could not make sense of; already diagnosed.
    case unknown

    /// How the token is named in "expected X, found Y" messages.
    public var description: String {
        switch self {
        case .endOfFile: return "end of file"
        case .identifier: return "identifier"
        case .string: return "string literal"
        case .integer: return "integer literal"
        case .decimal: return "decimal literal"
        case .leftBrace: return "'{'"
        case .rightBrace: return "'}'"
        case .leftParen: return "'('"
        case .rightParen: return "')'"
        case .leftBracket: return "'['"
        case .rightBracket: return "']'"
        case .colon: return "':'"
        case .semicolon: return "';'"
        case .comma: return "','"
        case .question: return "'?'"
        case .minus: return "'-'"
        case .plus: return "'+'"
        case .closedRange: return "'...'"
        case .halfOpenRange: return "'..<'"
        case .equalEqual: return "'=='"
        case .bangEqual: return "'!='"
        case .bang: return "'!'"
        case .less: return "'<'"
        case .lessEqual: return "'<='"
        case .greater: return "'>'"
        case .greaterEqual: return "'>='"
        case .ampAmp: return "'&&'"
        case .pipePipe: return "'||'"
        case .star: return "'*'"
        case .slash: return "'/'"
        case .assign: return "'='"
        case .questionQuestion: return "'??'"
        case .unknown: return "invalid input"
        }
    }
}

/// One token: its kind, its bytes, and whether a line break came before it.
///
/// `startsLine` is how the grammar ends a property at the end of a line without making every
/// newline a token: a property's arguments continue only on the same line, or after a comma.
public struct Token: Sendable, Hashable {
    public var kind: TokenKind
    public var span: Span
    public var startsLine: Bool

    public init(kind: TokenKind, span: Span, startsLine: Bool) {
        self.kind = kind
        self.span = span
        self.startsLine = startsLine
    }
}

/// A comment and where it is. Comments are kept beside the tree, as Go's `go/ast` keeps
/// comment groups, so the formatter can put every one of them back.
public struct Comment: Sendable, Hashable {
    /// A line comment (`//`) or a block comment (`/* */`).
    public enum Kind: Sendable, Hashable {
        case line       // `// ...`
        case block      // `/* ... */`
    }

    public var kind: Kind
    public var span: Span
    /// True when only whitespace precedes the comment on its line.
    public var ownLine: Bool
}
