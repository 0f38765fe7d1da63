/// Names as Swift: identifiers and argument labels, in backticks where a keyword needs them.
extension SwiftLiteral {
    /// Words that must be written in backticks to serve as a name. Backticks around a word
    /// that does not need them are harmless, so contextual keywords are included too.
    static let keywords: [String] = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import",
        "init", "inout", "internal", "let", "open", "operator", "private", "precedencegroup",
        "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var",
        "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough",
        "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while",
        "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try",
        "async", "actor", "any", "some", "consume", "copy", "discard", "borrowing", "consuming",
        "each", "macro", "package", "nonisolated", "isolated", "sending", "get", "set", "willSet",
        "didSet", "lazy", "weak", "unowned", "mutating", "nonmutating", "optional", "required",
        "convenience", "dynamic", "final", "indirect", "infix", "postfix", "prefix", "override",
        "then", "yield",
    ]

    /// `name` as a Swift identifier: in backticks when it is a keyword.
    static func identifier(_ name: String) -> String {
        isKeyword(name) ? "`\(name)`" : name
    }

    /// Whether `name` is one of `keywords`. Names are written as identifiers for every field
    /// many times, and most are not keywords: their length and first byte rule most of them
    /// out before any bytes are compared.
    static func isKeyword(_ name: String) -> Bool {
        var name = name
        return name.withUTF8 { keywordTable.contains($0) }
    }

    /// `keywords` as bytes: built at start-up by copying, where a `Set` of the same words
    /// hashed every one of them.
    private static let keywordTable = ByteStringSet(keywords)

    /// `name` as an argument label in a declaration: any keyword may be a label except these
    /// three.
    static func label(_ name: String) -> String {
        switch name {
        case "inout", "var", "let": return "`\(name)`"
        default: return name
        }
    }

    /// `name` as an argument label in a call: only `inout` needs backticks there (Swift warns
    /// that `var` and `let` do not).
    static func callLabel(_ name: String) -> String {
        name == "inout" ? "`inout`" : name
    }
}
