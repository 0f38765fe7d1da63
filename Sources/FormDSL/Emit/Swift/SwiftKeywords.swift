/// Names as Swift: identifiers and argument labels, in backticks where a keyword needs them.
extension SwiftLiteral {
    /// Words that must be written in backticks to serve as a name. Backticks around a word
    /// that does not need them are harmless, so contextual keywords are included too.
    static let keywords: Set<String> = [
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

    /// Whether `name` is one of `keywords`.
    static func isKeyword(_ name: String) -> Bool {
        keywords.contains(name)
    }

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
