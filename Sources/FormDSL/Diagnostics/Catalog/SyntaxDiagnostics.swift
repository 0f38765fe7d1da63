// FC01xx: what the parser finds wrong in the structure of a file, and FC0104, the note that
// ends a run of too many errors or warnings.

extension DiagnosticCode {
    /// The codes this file declares; `allCases` is made of such lists.
    static let syntax: [DiagnosticCode] = [
        .expectedToken, .expectedForm, .nestingTooDeep, .tooManyErrors, .misspeltKeyword,
        .unexpectedClosingBrace
    ]
}

extension DiagnosticCode {
    public static let expectedToken = DiagnosticCode("FC0101", .error, "Unexpected token", #"""
        The parser expected one thing and found another; the message says both ("expected ':' after the field name 'age', found 'int'"). When what it found is on a later line, the error stands right after the last token before it, where the construct stopped and the person is typing, not on the next line's `}`. formc then skips to the end of the line, a `;` or a `}`, and keeps going, so each independent mistake is reported once. A property written like a Swift argument (`placeholder: "Name"`) is one error whose help names the `.form` property (`prompt "Name"`) and whose fix-it removes the colon.
        """#)
}

extension SyntaxMessages {
    /// `label: "Name"`: a property written like a Swift argument label.
    static func colonAfterProperty(_ property: String, at span: Span) -> Diagnostic {
        // A SwiftUI or UIKit name (`placeholder`) is named by formc's spelling (`prompt`).
        let name = PropertySpec.all.first { $0.habitualNames.contains(property) }?.spelling ?? property
        return Diagnostic(.expectedToken, "unexpected ':' after '\(property)'", at: span,
                          help: "a property takes its value without ':' (write '\(name) \"...\"')",
                          // Safe: only the ':' goes; a habitual name is its own diagnostic.
                          fixIts: [FixIt(span: span, replacement: "", safe: true)])
    }

    /// `- 13`: a sign apart from its number, or `today - 13`, arithmetic on days.
    static func detachedMinus(_ span: Span, minus: Span, number: Span, digits: String, afterToday: Bool) -> Diagnostic {
        if afterToday {
            return Diagnostic(.expectedToken, "'today' cannot be moved by a number: it is the only day that moves", at: span,
                              help: "a bound such as 'at least 13 years old' has no spelling; ask for what the form needs "
                                  + "instead, such as a toggle 'I am 13 or older' with 'validate required'")
        }
        return Diagnostic(.expectedToken, "expected a number right after '-', found a space", at: span,
                          help: "write the sign next to its number: '-\(digits)'",
                          fixIts: [FixIt(span: Span(minus.end, number.start), replacement: "", safe: false)])
    }

    static func expected(_ what: String, found token: Token, in file: [UInt8], after context: String? = nil) -> Diagnostic {
        let found = describe(token, in: file)
        let message = context.map { "expected \(what) \($0), found \(found)" } ?? "expected \(what), found \(found)"
        return Diagnostic(.expectedToken, message, at: token.kind == .endOfFile ? Span.at(token.span.start) : token.span)
    }

    /// How a token is named after "found": its text for names and punctuation, its kind for
    /// literals (a long string would not help), "end of file" at the end.
    static func describe(_ token: Token, in file: [UInt8]) -> String {
        switch token.kind {
        case .identifier:
            return "'\(text(token, in: file))'"
        case .string:
            let length = token.span.length
            if length <= 24 { return "string \(text(token, in: file))" }
            return "a string"
        case .integer, .decimal:
            let length = token.span.length
            if length <= 24 { return "number \(text(token, in: file))" }
            return "a number"
        case .unknown:
            return "invalid input"
        default:
            return token.kind.description
        }
    }

    private static func text(_ token: Token, in file: [UInt8]) -> String {
        String(decoding: file[token.span.start..<token.span.end], as: UTF8.self)
    }

    static func unclosedBrace(_ what: String, open: Span, found token: Token, in file: [UInt8]) -> Diagnostic {
        Diagnostic(.expectedToken, "expected '}' to close \(what), found \(describe(token, in: file))",
                   at: token.kind == .endOfFile ? Span.at(token.span.start) : token.span,
                   notes: [DiagnosticNote("\(what) opens here", at: open)])
    }

    static func nestedSection(at span: Span) -> Diagnostic {
        Diagnostic(.expectedToken, "sections cannot be nested", at: span,
                   help: "close the enclosing section with '}' before starting a new one")
    }

    static func nestedRepeat(in outer: String, at span: Span) -> Diagnostic {
        Diagnostic(.expectedToken, "a repeating group cannot be declared inside \(outer)", at: span,
                   help: "a repeating group is a section of its own: declare it in the form, outside \(outer)")
    }

    static func fieldInsideField(_ outer: String, at span: Span) -> Diagnostic {
        Diagnostic(.expectedToken, "a field cannot be declared inside field '\(outer)'", at: span,
                   help: "close field '\(outer)' with '}' first")
    }

    static func missingPropertySeparator(_ property: String, found token: Token, in file: [UInt8]) -> Diagnostic {
        Diagnostic(.expectedToken, "expected ';' or a line break after the arguments of '\(property)', found \(describe(token, in: file))",
                   at: token.span,
                   help: "separate arguments with ',' and properties with a line break or ';'")
    }
}

extension DiagnosticCode {
    public static let expectedForm = DiagnosticCode("FC0102", .error, "Expected a form declaration", #"""
        Only forms stand at the top level of a file; properties and fields go inside one.
        """#)
}

extension SyntaxMessages {
    static func expectedForm(found token: Token, in file: [UInt8]) -> Diagnostic {
        Diagnostic(.expectedForm, "expected 'form' at the top level, found \(describe(token, in: file))", at: token.span,
                   help: "a file holds forms: 'form Name { ... }'")
    }
}

extension DiagnosticCode {
    public static let nestingTooDeep = DiagnosticCode("FC0103", .error, "Nesting too deep", example: false, #"""
        Blocks, lists, argument lists and conditions nest at most 64 levels. Real forms never come close; the limit keeps formc's stack bounded on any input, and what lies deeper is skipped, not followed.
        """#)
}

extension SyntaxMessages {
    static func nestingTooDeep(at span: Span, limit: Int) -> Diagnostic {
        Diagnostic(.nestingTooDeep, "nesting is too deep (more than \(limit) levels)", at: span,
                   help: "forms, sections and expressions may nest at most \(limit) levels")
    }
}

extension DiagnosticCode {
    // Built where a limit is reached: in `Checker/Checker.swift` (errors) and
    // `Pipeline/Compiler.swift` (warnings).
    public static let tooManyErrors = DiagnosticCode("FC0104", .note, "Too many errors", example: false, #"""
        After 100 errors in one file formc stops reporting, so a wrong file (a binary, a file in another format) gives a short answer; after 100 warnings (not counting those silenced by `formc:ignore`) it shows no more, and says how many there were. The note comes last. Fix the first ones and run again; `--strict` still fails on warnings that were not shown.
        """#)

    public static let misspeltKeyword = DiagnosticCode("FC0105", .error, "Misspelt keyword", #"""
        `form`, `section` and `field` written with a typo, in a place where the keyword is clearly meant. formc parses the declaration as intended, so the rest of the file is still checked.
        """#)
}

extension SyntaxMessages {
    static func misspeltKeyword(_ written: Identifier, keyword: String) -> Diagnostic {
        Diagnostic(.misspeltKeyword, "unknown keyword '\(written.name)'; did you mean '\(keyword)'?", at: written.span,
                   help: "replace '\(written.name)' with '\(keyword)'",
                   // Safe: the parser asks for a keyword only where it is the one word that fits.
                   fixIts: [FixIt(span: written.span, replacement: keyword, safe: true)])
    }
}

extension DiagnosticCode {
    public static let unexpectedClosingBrace = DiagnosticCode("FC0106", .error, "Unmatched closing brace", #"""
        A `}` with no `{` to close, usually one too many at the end of a form.
        """#)
}

extension SyntaxMessages {
    static func unexpectedClosingBrace(at span: Span) -> Diagnostic {
        Diagnostic(.unexpectedClosingBrace, "unexpected '}' with no matching '{'", at: span,
                   help: "remove it, or check the braces above",
                   // Not safe: the '{' it was meant to close may be what is missing.
                   fixIts: [FixIt(span: span, replacement: "", safe: false)])
    }
}
