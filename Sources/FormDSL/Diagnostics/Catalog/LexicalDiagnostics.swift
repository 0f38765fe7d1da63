// FC00xx: what the lexer finds wrong in the characters of a file. Every message is built here
// (`SyntaxMessages`), so the lexer states only where and what it found.

extension DiagnosticCode {
    /// The codes this file declares; `allCases` is made of such lists.
    static let lexical: [DiagnosticCode] = [
        .invalidUTF8, .unexpectedCharacter, .unterminatedString, .unterminatedComment, .invalidEscape,
        .invalidUnicodeEscape, .numberTooLarge, .nonASCIIIdentifier, .malformedNumber
    ]
}

extension DiagnosticCode {
    public static let invalidUTF8 = DiagnosticCode("FC0001", .error, "Invalid UTF-8", example: false, #"""
        A `.form` file is UTF-8. A byte that cannot start or continue a UTF-8 sequence usually means the file was saved in another encoding (Latin-1, GBK, Shift-JIS). formc reports each bad sequence once and keeps reading.
        """#)
}

extension SyntaxMessages {
    static func invalidUTF8(at span: Span, byte: UInt8) -> Diagnostic {
        let hex = String(byte, radix: 16, uppercase: true)
        return Diagnostic(.invalidUTF8, "invalid UTF-8 byte 0x\(hex.count == 1 ? "0" + hex : hex)", at: span,
                          help: "save the file as UTF-8")
    }
}

extension DiagnosticCode {
    public static let unexpectedCharacter = DiagnosticCode("FC0002", .error, "Unexpected character", #"""
        A character that cannot start a token: control characters, stray punctuation such as a lone `=` or `&`, or characters that word processors and input methods substitute for ASCII ones: typographic quotes `“ ”`, the fullwidth colon `：`, the ideographic comma `、`, an ellipsis `…`, or an invisible no-break space. The help line names the ASCII character to use. Swift's leading dot (`keyboard .numberPad`) and a whole SwiftUI modifier (`.keyboardType(.numberPad)`) are one error each, whose fix-it writes the `.form` property (`keyboard numberPad`).
        """#)
}

extension SyntaxMessages {
    static func unexpectedCharacter(_ shown: String, _ value: UInt32, at span: Span, help: String?) -> Diagnostic {
        let name = UTF8Scalar.codePointName(value)
        let message = shown.isEmpty ? "unexpected character \(name)" : "unexpected character '\(shown)' (\(name))"
        return Diagnostic(.unexpectedCharacter, message, at: span, help: help)
    }

    /// A `.` before a name, as Swift writes an enum case or a modifier (`.numberPad`).
    static func swiftLeadingDot(_ span: Span, name: String, qualifier: Span? = nil, qualifierText: String = "") -> Diagnostic {
        if let qualifier {
            // `UIKeyboardType.numberPad`: the Swift type name goes with its dot.
            return Diagnostic(.unexpectedCharacter, "unexpected '.' after '\(qualifierText)'", at: span,
                              help: "names are written without Swift's type name: write '\(name)'",
                              fixIts: [FixIt(span: Span(qualifier.start, span.end), replacement: "", safe: true)])
        }
        return Diagnostic(.unexpectedCharacter, "unexpected '.' before '\(name)'", at: span,
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

    static func smartQuotes(at span: Span, open: Span, close: Span) -> Diagnostic {
        Diagnostic(.unexpectedCharacter, "string written with typographic quotes", at: span,
                   help: "strings use straight double quotes: \"...\"",
                   fixIts: [FixIt(span: open, replacement: "\"", safe: true), FixIt(span: close, replacement: "\"", safe: true)])
    }

    static func singleEquals(at span: Span, inCondition: Bool) -> Diagnostic {
        if inCondition {
            return Diagnostic(.unexpectedCharacter, "unexpected '=' in a condition", at: span,
                              help: "compare with '=='",
                              // Not safe: a person confirms what was meant.
                              fixIts: [FixIt(span: span, replacement: "==", safe: false)])
        }
        return Diagnostic(.unexpectedCharacter, "unexpected '='", at: span,
                          help: "a property takes its value without '=' (write 'label \"Name\"'); compare with '=='",
                          // Not safe: the '=' may have meant '=='.
                          fixIts: [FixIt(span: span, replacement: "", safe: false)])
    }

    static func twoDots(at span: Span) -> Diagnostic {
        Diagnostic(.unexpectedCharacter, "unexpected '..'", at: span,
                   help: "a closed range is written with three dots, '3...20'; a half-open one with '..<'",
                   // Not safe: '..' may have meant the half-open '..<'.
                   fixIts: [FixIt(span: span, replacement: "...", safe: false)])
    }
}

extension DiagnosticCode {
    public static let unterminatedString = DiagnosticCode("FC0003", .error, "Unterminated string literal", #"""
        A string ends at the end of its line. To put a line break into a label or message, write `\n`.
        """#)
}

extension SyntaxMessages {
    static func unterminatedString(at span: Span) -> Diagnostic {
        Diagnostic(.unterminatedString, "unterminated string literal", at: Span(span.start, span.start + 1),
                   help: "add a closing '\"' before the end of the line; write a line break in a string as '\\n'",
                   // Not safe: where the string was meant to end is a guess.
                   fixIts: [FixIt(span: Span.at(span.end), replacement: "\"", safe: false)])
    }
}

extension DiagnosticCode {
    public static let unterminatedComment = DiagnosticCode("FC0004", .error, "Unterminated block comment", #"""
        A `/*` comment runs to the end of the file. Block comments nest, as in Swift, so every `/*` inside a comment needs its own `*/`.
        """#)
}

extension SyntaxMessages {
    static func unterminatedComment(at span: Span) -> Diagnostic {
        Diagnostic(.unterminatedComment, "unterminated block comment", at: span,
                   help: "close it with '*/'; block comments nest, so every '/*' needs its own '*/'")
    }
}

extension DiagnosticCode {
    public static let invalidEscape = DiagnosticCode("FC0005", .error, "Invalid escape sequence", #"""
        The escapes are `\n \r \t \0 \" \' \\` and `\u{...}`. Any other backslash is an error rather than a literal backslash, so text such as `\(` can never be read as anything but what it says: write a backslash as `\\`.
        """#)
}

extension SyntaxMessages {
    static func invalidEscape(at span: Span, text: String) -> Diagnostic {
        Diagnostic(.invalidEscape, "invalid escape sequence '\(text)' in string", at: span,
                   help: "valid escapes are \\n \\r \\t \\0 \\\" \\' \\\\ and \\u{...}; write a backslash as '\\\\'",
                   // Not safe: '\q' may be a mistyped escape such as '\n' rather than a backslash.
                   fixIts: [FixIt(span: Span(span.start, span.start + 1), replacement: "\\\\", safe: false)])
    }
}

extension DiagnosticCode {
    public static let invalidUnicodeEscape = DiagnosticCode("FC0006", .error, "Invalid Unicode escape", #"""
        `\u{...}` takes 1 to 8 hex digits naming a Unicode scalar value: not a surrogate (`D800`–`DFFF`), not above `10FFFF`.
        """#)
}

extension SyntaxMessages {
    static func invalidUnicodeEscape(at span: Span, reason: String) -> Diagnostic {
        Diagnostic(.invalidUnicodeEscape, "invalid Unicode escape: \(reason)", at: span,
                   help: "write a Unicode scalar as '\\u{1F600}'")
    }
}

extension DiagnosticCode {
    public static let numberTooLarge = DiagnosticCode("FC0007", .error, "Number literal too large", #"""
        Integers must fit in 64 bits (`Int`: -9223372036854775808 to 9223372036854775807) and decimals may have at most 38 significant digits (what `Decimal` holds exactly). Larger numbers could not be represented the same way in Swift and in JSON. The message says which limit the literal passes: a 19-digit integer is fine up to `Int.max`. A number that fits can still be one that JavaScript and other readers of JSON numbers as doubles change, beyond ±9007199254740991 (2^53 - 1) or with more than 15 significant digits: warning FC0245, and an int field takes at most 15 digits unless told more.
        """#)
}

extension SyntaxMessages {
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
}

extension DiagnosticCode {
    public static let nonASCIIIdentifier = DiagnosticCode("FC0008", .error, "Non-ASCII identifier", #"""
        Names (forms, fields, actions) become Swift identifiers, enum cases and JSON property names, so they use ASCII letters, digits and `_`. Text for people, in any script, goes in strings.
        """#)
}

extension SyntaxMessages {
    static func nonASCIIIdentifier(_ span: Span, text: String) -> Diagnostic {
        Diagnostic(.nonASCIIIdentifier, "'\(text)' is not a valid name: names use ASCII letters, digits and '_'", at: span,
                   help: "names become Swift and JSON identifiers; put text in any language in a string, such as 'label \"\(text)\"'")
    }
}

extension DiagnosticCode {
    public static let malformedNumber = DiagnosticCode("FC0009", .error, "Malformed number literal", #"""
        Numbers are digits with at most one `.` and a digit on each side of it: `0.5`, not `.5`; no `1_000`, no `12abc`.
        """#)
}

extension SyntaxMessages {
    static func malformedNumber(_ span: Span, text: String) -> Diagnostic {
        Diagnostic(.malformedNumber, "malformed number '\(text)'", at: span,
                   help: "numbers are written with digits and at most one '.', such as 42 or 12.50")
    }

    /// `afterName`: a name ends right before the dot (`range.25`), so a `0` there would join
    /// the name; the fix-it then inserts a space too.
    static func leadingDot(_ span: Span, text: String, afterName: Bool = false) -> Diagnostic {
        Diagnostic(.malformedNumber, "a decimal number needs a digit before '.'", at: span,
                   help: "write '0\(text)'",
                   fixIts: [FixIt(span: Span.at(span.start), replacement: afterName ? " 0" : "0", safe: !afterName)])
    }
}
