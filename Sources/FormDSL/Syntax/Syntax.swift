/// The syntax tree of a `.form` file, exactly as written.
///
/// The tree is deliberately generic below the declaration level: a property is a name with
/// arguments, and an argument is an expression. The parser does not know which properties
/// exist; the checker does. That is what lets later features (conditions, new field kinds,
/// new properties) extend the checker without touching the grammar, and lets the parser
/// recover from a misspelt property without cascading errors.
///
/// Every node keeps its span; comments are kept on the file, so the formatter can put them back.
public struct SourceFileSyntax: Sendable {
    public var forms: [FormDecl]
    public var comments: [Comment]
    /// Byte offset of the end of the input.
    public var endOfFile: Int

    public init(forms: [FormDecl], comments: [Comment], endOfFile: Int) {
        self.forms = forms
        self.comments = comments
        self.endOfFile = endOfFile
    }
}

/// A name and where it was written.
public struct Identifier: Sendable, Hashable {
    public var name: String
    public var span: Span

    public init(_ name: String, span: Span) {
        self.name = name
        self.span = span
    }
}

/// `form Name { member* }`
public struct FormDecl: Sendable {
    public var keyword: Span
    public var name: Identifier
    public var members: [Member]
    public var span: Span
}

/// Something inside a form or section body.
public enum Member: Sendable {
    case section(SectionDecl)
    case field(FieldDecl)
    case property(Property)

    /// The source the member covers.
    public var span: Span {
        switch self {
        case .section(let s): return s.span
        case .field(let f): return f.span
        case .property(let p): return p.span
        }
    }
}

/// `section ["Header"] { member* }`, or `repeat name { member* }` (a repeating group).
public struct SectionDecl: Sendable {
    public var keyword: Span
    public var title: Expr?
    /// A repeating group's name; nil for a section.
    public var repeatName: Identifier? = nil
    public var members: [Member]
    public var span: Span
}

/// `field name: type [ { property* } ]`, or `computed name: type = expression [ { property* } ]`.
public struct FieldDecl: Sendable {
    public var keyword: Span
    public var name: Identifier
    /// Nil only when the type was missing; the parser has reported it.
    public var type: TypeSyntax?
    /// True for a `computed` value: read-only, defined by `expression`.
    public var isComputed: Bool = false
    /// A computed value's expression; nil for a field (and where the parser reported it missing).
    public var expression: Expr? = nil
    public var properties: [Property]
    /// True when the field was written with a `{ }` body, even an empty one.
    public var hasBody: Bool
    public var span: Span
}

/// `name [ ( arguments ) ] [ ? ]`, for example `currency("EUR")?`.
public struct TypeSyntax: Sendable {
    public var name: Identifier
    public var arguments: [Argument]
    public var hasArgumentList: Bool
    public var optionalMark: Span?
    public var span: Span

    /// Whether the type ends in `?`.
    public var isOptional: Bool { optionalMark != nil }
}

/// `name [ argument { , argument } ]`, ended by a line break or `;`.
public struct Property: Sendable {
    public var name: Identifier
    public var arguments: [Argument]
    public var span: Span
}

/// `[ label : ] expression`
public struct Argument: Sendable {
    public var label: Identifier?
    public var value: Expr
    public var span: Span
}

/// Operators of conditions (`visible when country == "US" && !guest`) and of computed values'
/// expressions (`quantity * unitPrice`, `discount ?? 0`).
public enum BinaryOperator: String, Sendable {
    case equal = "=="
    case notEqual = "!="
    case less = "<"
    case lessEqual = "<="
    case greater = ">"
    case greaterEqual = ">="
    case and = "&&"
    case or = "||"
    case add = "+"
    case subtract = "-"
    case multiply = "*"
    case divide = "/"
    case coalesce = "??"

    /// Whether the operator is arithmetic or `??`, which only a computed value's expression has.
    public var isArithmetic: Bool {
        switch self {
        case .add, .subtract, .multiply, .divide, .coalesce: return true
        case .equal, .notEqual, .less, .lessEqual, .greater, .greaterEqual, .and, .or: return false
        }
    }
}

/// Only the cases that hold an `Expr` directly are boxed (`indirect`); the others, literals
/// and names above all, are stored inline, so reading `label "Email"` allocates no box.
public enum ExprKind: Sendable {
    case identifier(String)
    /// The decoded value of a string literal; its source text is in the span.
    case string(String)
    /// Integer literal text, with a leading `-` folded in for negative literals.
    case integer(String)
    /// Decimal literal text (`12.50`, `-0.5`), as written.
    case decimal(String)
    /// `name(arguments)`
    case call(Identifier, [Argument])
    /// `lower...upper`, `lower...`, `...upper`, `lower..<upper`
    indirect case range(lower: Expr?, upper: Expr?, halfOpen: Bool)
    /// `[a, b, c]`
    case list([Expr])
    /// `!operand`
    indirect case not(Expr)
    indirect case binary(BinaryOperator, Expr, Expr)
    /// `when condition`: reserved for conditional properties.
    indirect case when(Expr)
    /// Several values written side by side on one line, as in `platform iOS 15`.
    case phrase([Expr])
    /// `-operand`, in a computed value's expression.
    indirect case negate(Expr)
    /// `condition ? then : else`, in a computed value's expression.
    indirect case conditional(Expr, Expr, Expr)
    /// Something the parser could not read; it has already been diagnosed.
    case error
}

/// An expression and the source it covers.
public struct Expr: Sendable {
    public var kind: ExprKind
    public var span: Span

    public init(_ kind: ExprKind, span: Span) {
        self.kind = kind
        self.span = span
    }

    /// How the expression is named in "expects X, found Y" messages.
    public var kindDescription: String {
        switch kind {
        case .identifier(let name): return "'\(name)'"
        case .string: return "a string"
        case .integer: return "an integer"
        case .decimal: return "a decimal number"
        case .call(let callee, _): return "'\(callee.name)(...)'"
        case .range: return "a range"
        case .list: return "a list"
        case .binary(let op, _, _) where op.isArithmetic: return "an expression"
        case .not, .binary, .when: return "a condition"
        case .negate, .conditional: return "an expression"
        case .phrase: return "several values"
        case .error: return "an invalid expression"
        }
    }
}
