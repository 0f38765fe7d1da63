/// The parser's output: the syntax tree of a `.form` file as one flat array of nodes.
///
/// Nodes are stored in pre-order: a node is followed by its children, each child by its own
/// children, and `size` counts a node's whole subtree (itself included), so the next sibling of
/// node `i` is at `i + size`. Names, strings and numbers are spans into the source, never
/// copies; identifiers carry their interned `Word`. Building the tree is one append per node
/// into a reserved array: no allocation per node, no `String` per name. This is what makes
/// parsing and checking fast (bench/README.md); the nested value types of `Syntax.swift`
/// (`SourceFileSyntax`, `FormDecl`, ...) are a view made from it on request, for the formatter
/// and for tests, through `SyntaxTree.materialize()`.
///
/// What each kind holds (children in order):
///
/// | kind | name span | word | children |
/// |---|---|---|---|
/// | form | the form's name | keyword length | members |
/// | section | | keyword length | title string (`hasTitle`), members |
/// | field | the field's name | keyword length | type (`hasType`), expression (`hasExpression`), properties |
/// | type | the type's name | its word | arguments |
/// | property | the property's name | its word | arguments |
/// | argument | the label (`hasLabel`) | the label's word | the value |
/// | identifier | the identifier | its word | |
/// | string, integer, decimal, error | | | |
/// | call | the callee | its word | arguments |
/// | range | | | lower (`hasLower`), upper (`hasUpper`) |
/// | list, phrase | | | items |
/// | not, when, negate | | | the operand |
/// | binary | the operator (arithmetic and `??` only) | the operator | left, right |
/// | conditional | `?` to `:` | | condition, then, else |
public enum SyntaxKind: UInt8, Sendable {
    case form
    case section
    case field
    case type
    case property
    case argument
    case identifier
    /// A string literal; its value is decoded on request (`SyntaxTree.stringValue`).
    case string
    /// An integer literal; a leading `-` is inside its span.
    case integer
    case decimal
    case call
    case range
    case list
    case not
    case binary
    case when
    case phrase
    /// `-x` in a computed value's expression (a `-` glued to a number is part of the number).
    case negate
    /// `C ? a : b` in a computed value's expression.
    case conditional
    /// Something the parser could not read; it has been diagnosed.
    case error
}

/// One node: 24 bytes, with offsets as `UInt32` (formc reads files of at most 64 MiB; the
/// parser refuses anything that does not fit).
public struct SyntaxNode: Sendable, Equatable {
    public var kind: SyntaxKind
    var flags: UInt8
    /// The interned name (see the table above), the keyword's length in bytes for forms,
    /// sections and fields (a misspelt keyword has another length), or the operator of a
    /// binary node.
    var word: UInt16
    var start: UInt32
    var end: UInt32
    var nameStart: UInt32
    var nameEnd: UInt32
    /// Nodes in this subtree, this one included.
    var size: UInt32

    init(_ kind: SyntaxKind, start: Int, end: Int, flags: UInt8 = 0, word: UInt16 = Word.none.rawValue,
         nameStart: Int = 0, nameEnd: Int = 0) {
        self.kind = kind
        self.flags = flags
        self.word = word
        self.start = UInt32(truncatingIfNeeded: start)
        self.end = UInt32(truncatingIfNeeded: end)
        self.nameStart = UInt32(truncatingIfNeeded: nameStart)
        self.nameEnd = UInt32(truncatingIfNeeded: nameEnd)
        self.size = 1
    }

    /// The source the node covers.
    public var span: Span { Span(Int(start), Int(end)) }
    var nameSpan: Span { Span(Int(nameStart), Int(nameEnd)) }
    var nameWord: Word { Word(rawValue: word) }
    /// The keyword of a form, section or field.
    var keywordSpan: Span { Span(Int(start), Int(start) + Int(word)) }

    func has(_ flag: UInt8) -> Bool { flags & flag != 0 }

    // Flags, by kind.
    /// field: written with a `{ }` body, even an empty one.
    static let hasBody: UInt8 = 1
    /// field: has a type child (nil only when the type was missing and reported).
    static let hasType: UInt8 = 2
    /// section: has a title child.
    static let hasTitle: UInt8 = 4
    /// field: declared with `computed`: a read-only value defined by an expression.
    static let isComputed: UInt8 = 8
    /// section: a `repeat` group, whose name is the node's name (it has no title).
    static let isRepeat: UInt8 = 8
    /// field: has an expression child, after its type (a computed value's `= expression`).
    static let hasExpression: UInt8 = 16
    /// type: written with parentheses.
    static let hasArgumentList: UInt8 = 1
    /// type: ends with `?`, which is then the last byte of its span.
    static let isOptional: UInt8 = 2
    /// property: a `when` among its arguments, at any depth (the checker looks for one only
    /// then).
    static let containsWhen: UInt8 = 1
    /// argument: `label: value`.
    static let hasLabel: UInt8 = 1
    /// range: `..<`.
    static let halfOpen: UInt8 = 1
    static let hasLower: UInt8 = 2
    static let hasUpper: UInt8 = 4
    /// form, field: a syntax error was reported inside it, so the tree may not hold what was
    /// written there. The checker leaves a broken field out, and a broken form whole
    /// (`Parser`'s "Broken parts" says which part an error breaks).
    static let broken: UInt8 = 0x80
    /// form: one of its fields is broken, so the checker need not look for one.
    static let holdsBrokenField: UInt8 = 0x40
}

extension BinaryOperator {
    /// The operator's index, as a binary node stores it.
    var code: UInt16 {
        switch self {
        case .equal: return 0
        case .notEqual: return 1
        case .less: return 2
        case .lessEqual: return 3
        case .greater: return 4
        case .greaterEqual: return 5
        case .and: return 6
        case .or: return 7
        case .add: return 8
        case .subtract: return 9
        case .multiply: return 10
        case .divide: return 11
        case .coalesce: return 12
        }
    }

    init(code: UInt16) {
        switch code {
        case 0: self = .equal
        case 1: self = .notEqual
        case 2: self = .less
        case 3: self = .lessEqual
        case 4: self = .greater
        case 5: self = .greaterEqual
        case 6: self = .and
        case 8: self = .add
        case 9: self = .subtract
        case 10: self = .multiply
        case 11: self = .divide
        case 12: self = .coalesce
        default: self = .or
        }
    }
}

/// A parsed file: its nodes, the index of each form's node, and its comments.
public struct SyntaxTree: Sendable {
    public let file: SourceFile
    public internal(set) var nodes: [SyntaxNode]
    /// Index of each form's node, in order.
    public internal(set) var forms: [Int]
    public internal(set) var comments: [Comment]

    init(file: SourceFile, nodes: [SyntaxNode], forms: [Int], comments: [Comment]) {
        self.file = file
        self.nodes = nodes
        self.forms = forms
        self.comments = comments
    }

    /// The children of node `index`, in order.
    public func children(of index: Int) -> [Int] {
        nodes.children(of: index)
    }

    /// The decoded value of string node `index`.
    public func stringValue(_ index: Int) -> String {
        StringLiteral.value(file.bytes, nodes[index].span)
    }

    /// The source text of node `index`.
    public func text(_ index: Int) -> String { file.text(nodes[index].span) }
}
