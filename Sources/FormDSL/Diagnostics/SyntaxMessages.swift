/// Every message of the lexer and parser, in one place, so wording stays consistent and each
/// message keeps its id. Messages speak to a person: they start lowercase, quote code with
/// single quotes, and say what was expected and what was found.
enum SyntaxMessages {
    // MARK: Lexical

    static func invalidUTF8(at span: Span, byte: UInt8) -> Diagnostic {
        let hex = String(byte, radix: 16, uppercase: true)
        return Diagnostic(.invalidUTF8, "invalid UTF-8 byte 0x\(hex.count == 1 ? "0" + hex : hex)", at: span,
                          help: "save the file as UTF-8")
    }

    static func unexpectedCharacter(_ shown: String, _ value: UInt32, at span: Span, help: String?) -> Diagnostic {
        let name = UTF8Scalar.codePointName(value)
        let message = shown.isEmpty ? "unexpected character \(name)" : "unexpected character '\(shown)' (\(name))"
        return Diagnostic(.unexpectedCharacter, message, at: span, help: help)
    }

    /// A `.` before a name, as Swift writes an enum case or a modifier (`.numberPad`).
    static func swiftLeadingDot(_ span: Span, name: String) -> Diagnostic {
        Diagnostic(.unexpectedCharacter, "unexpected '.' before '\(name)'", at: span,
                   help: "names are written without Swift's leading dot: write '\(name)'",
                   // Safe: the name stays as written, only Swift's dot goes.
                   fixIts: [FixIt(span: span, replacement: "", safe: true)])
    }

    /// `.keyboardType(.numberPad)`: a SwiftUI modifier written as is.
    static func swiftModifier(_ span: Span, modifier: String, argument: String) -> Diagnostic {
        let property = PropertySpec.all.first { $0.habitualNames.contains(modifier) || $0.spelling == modifier }?.spelling
        guard let property, !argument.isEmpty, argument.allSatisfy({ $0.isLetter || $0.isNumber }) else {
            return Diagnostic(.unexpectedCharacter, "SwiftUI modifier '.\(modifier)(...)' in a form", at: span,
                              help: "write a .form property instead, as docs/LANGUAGE.md lists them")
        }
        return Diagnostic(.unexpectedCharacter, "SwiftUI modifier '.\(modifier)(...)' in a form", at: span,
                          help: "write '\(property) \(argument)'",
                          // Safe: the SwiftUI spelling of the same property and value.
                          fixIts: [FixIt(span: span, replacement: "\(property) \(argument)", safe: true)])
    }

    /// `label: "Name"`: a property written like a Swift argument label.
    static func colonAfterProperty(_ property: String, at span: Span) -> Diagnostic {
        // A SwiftUI or UIKit name (`placeholder`) is named by formc's spelling (`prompt`).
        let name = PropertySpec.all.first { $0.habitualNames.contains(property) }?.spelling ?? property
        return Diagnostic(.expectedToken, "unexpected ':' after '\(property)'", at: span,
                          help: "a property takes its value without ':' (write '\(name) \"...\"')",
                          // Safe: only the ':' goes; a habitual name is its own diagnostic.
                          fixIts: [FixIt(span: span, replacement: "", safe: true)])
    }

    static func smartQuotes(at span: Span, open: Span, close: Span) -> Diagnostic {
        Diagnostic(.unexpectedCharacter, "string written with typographic quotes", at: span,
                   help: "strings use straight double quotes: \"...\"",
                   fixIts: [FixIt(span: open, replacement: "\"", safe: true), FixIt(span: close, replacement: "\"", safe: true)])
    }

    static func singleEquals(at span: Span) -> Diagnostic {
        Diagnostic(.unexpectedCharacter, "unexpected '='", at: span,
                   help: "a property takes its value without '=' (write 'label \"Name\"'); compare with '=='",
                   // Not safe: in a condition the '=' may have meant '=='.
                   fixIts: [FixIt(span: span, replacement: "", safe: false)])
    }

    static func unterminatedString(at span: Span) -> Diagnostic {
        Diagnostic(.unterminatedString, "unterminated string literal", at: Span(span.start, span.start + 1),
                   help: "add a closing '\"' before the end of the line; write a line break in a string as '\\n'",
                   // Not safe: where the string was meant to end is a guess.
                   fixIts: [FixIt(span: Span.at(span.end), replacement: "\"", safe: false)])
    }

    static func unterminatedComment(at span: Span) -> Diagnostic {
        Diagnostic(.unterminatedComment, "unterminated block comment", at: span,
                   help: "close it with '*/'; block comments nest, so every '/*' needs its own '*/'")
    }

    static func invalidEscape(at span: Span, text: String) -> Diagnostic {
        Diagnostic(.invalidEscape, "invalid escape sequence '\(text)' in string", at: span,
                   help: "valid escapes are \\n \\r \\t \\0 \\\" \\' \\\\ and \\u{...}; write a backslash as '\\\\'",
                   // Not safe: '\q' may be a mistyped escape such as '\n' rather than a backslash.
                   fixIts: [FixIt(span: Span(span.start, span.start + 1), replacement: "\\\\", safe: false)])
    }

    static func invalidUnicodeEscape(at span: Span, reason: String) -> Diagnostic {
        Diagnostic(.invalidUnicodeEscape, "invalid Unicode escape: \(reason)", at: span,
                   help: "write a Unicode scalar as '\\u{1F600}'")
    }

    /// An integer literal outside Int64; `span` includes the minus sign of a negative one.
    /// The message names the limit it passes, not its digits: 19-digit literals are fine
    /// up to the limit.
    static func integerOutOfRange(_ span: Span, negative: Bool) -> Diagnostic {
        let help = "integer literals must fit in Int, and every JSON reader holds integers exactly only within ±9007199254740991 (2^53 - 1); a longer identifier, such as an account number, belongs in a 'text' field with pattern(\"[0-9]+\")"
        return negative
            ? Diagnostic(.numberTooLarge, "integer literal is below -9223372036854775808, the smallest Int", at: span, help: help)
            : Diagnostic(.numberTooLarge, "integer literal is above 9223372036854775807, the largest Int", at: span, help: help)
    }

    static func decimalTooLong(_ span: Span, digits: Int) -> Diagnostic {
        Diagnostic(.numberTooLarge, "decimal literal has too many significant digits (\(digits))", at: span,
                   help: "decimals may have at most 38 significant digits")
    }

    static func malformedNumber(_ span: Span, text: String) -> Diagnostic {
        Diagnostic(.malformedNumber, "malformed number '\(text)'", at: span,
                   help: "numbers are written with digits and at most one '.', such as 42 or 12.50")
    }

    static func leadingDot(_ span: Span, text: String) -> Diagnostic {
        Diagnostic(.malformedNumber, "a decimal number needs a digit before '.'", at: span,
                   help: "write '0\(text)'", fixIts: [FixIt(span: Span.at(span.start), replacement: "0", safe: true)])
    }

    static func twoDots(at span: Span) -> Diagnostic {
        Diagnostic(.unexpectedCharacter, "unexpected '..'", at: span,
                   help: "a closed range is written with three dots, '3...20'; a half-open one with '..<'",
                   // Not safe: '..' may have meant the half-open '..<'.
                   fixIts: [FixIt(span: span, replacement: "...", safe: false)])
    }

    static func nonASCIIIdentifier(_ span: Span, text: String) -> Diagnostic {
        Diagnostic(.nonASCIIIdentifier, "'\(text)' is not a valid name: names use ASCII letters, digits and '_'", at: span,
                   help: "names become Swift and JSON identifiers; put text in any language in a string, such as 'label \"\(text)\"'")
    }

    // MARK: Syntax

    static func expected(_ what: String, found token: Token, in file: UnsafeBufferPointer<UInt8>, after context: String? = nil) -> Diagnostic {
        let found = describe(token, in: file)
        let message = context.map { "expected \(what) \($0), found \(found)" } ?? "expected \(what), found \(found)"
        return Diagnostic(.expectedToken, message, at: token.kind == .endOfFile ? Span.at(token.span.start) : token.span)
    }

    /// How a token is named after "found": its text for names and punctuation, its kind for
    /// literals (a long string would not help), "end of file" at the end.
    static func describe(_ token: Token, in file: UnsafeBufferPointer<UInt8>) -> String {
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

    private static func text(_ token: Token, in file: UnsafeBufferPointer<UInt8>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: file[token.span.start..<token.span.end]), as: UTF8.self)
    }

    static func expectedForm(found token: Token, in file: UnsafeBufferPointer<UInt8>) -> Diagnostic {
        Diagnostic(.expectedForm, "expected 'form' at the top level, found \(describe(token, in: file))", at: token.span,
                   help: "a file holds forms: 'form Name { ... }'")
    }

    static func misspeltKeyword(_ written: Identifier, keyword: String) -> Diagnostic {
        Diagnostic(.misspeltKeyword, "unknown keyword '\(written.name)'; did you mean '\(keyword)'?", at: written.span,
                   help: "replace '\(written.name)' with '\(keyword)'",
                   // Safe: the parser asks for a keyword only where it is the one word that fits.
                   fixIts: [FixIt(span: written.span, replacement: keyword, safe: true)])
    }

    static func nestingTooDeep(at span: Span, limit: Int) -> Diagnostic {
        Diagnostic(.nestingTooDeep, "nesting is too deep (more than \(limit) levels)", at: span,
                   help: "forms, sections and expressions may nest at most \(limit) levels")
    }

    static func unexpectedClosingBrace(at span: Span) -> Diagnostic {
        Diagnostic(.unexpectedClosingBrace, "unexpected '}' with no matching '{'", at: span,
                   help: "remove it, or check the braces above",
                   // Not safe: the '{' it was meant to close may be what is missing.
                   fixIts: [FixIt(span: span, replacement: "", safe: false)])
    }

    static func unclosedBrace(_ what: String, open: Span, found token: Token, in file: UnsafeBufferPointer<UInt8>) -> Diagnostic {
        Diagnostic(.expectedToken, "expected '}' to close \(what), found \(describe(token, in: file))",
                   at: token.kind == .endOfFile ? Span.at(token.span.start) : token.span,
                   notes: [DiagnosticNote("\(what) opens here", at: open)])
    }

    static func nestedSection(at span: Span) -> Diagnostic {
        Diagnostic(.expectedToken, "sections cannot be nested", at: span,
                   help: "close the enclosing section with '}' before starting a new one")
    }

    static func fieldInsideField(_ outer: String, at span: Span) -> Diagnostic {
        Diagnostic(.expectedToken, "a field cannot be declared inside field '\(outer)'", at: span,
                   help: "close field '\(outer)' with '}' first")
    }

    static func missingPropertySeparator(_ property: String, found token: Token, in file: UnsafeBufferPointer<UInt8>) -> Diagnostic {
        Diagnostic(.expectedToken, "expected ';' or a line break after the arguments of '\(property)', found \(describe(token, in: file))",
                   at: token.span,
                   help: "separate arguments with ',' and properties with a line break or ';'")
    }
}
