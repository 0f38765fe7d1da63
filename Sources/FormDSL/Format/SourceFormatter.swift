/// `formc fmt`: prints a `.form` file in the one canonical style of docs/LANGUAGE.md.
///
/// The formatter is driven by the token stream, not by a pretty-printer over the tree: every
/// token is copied byte for byte (strings and numbers stay exactly as written), every comment
/// is put back beside the tokens it was written between, and the syntax tree is used only to
/// know where members start and which words are keywords. Only whitespace changes, plus two
/// tokens that carry no meaning: `;` (rewritten as the separator of one-line field bodies) and
/// trailing commas before `)` or `]`.
///
/// Three promises, each checked:
/// - A file with syntax errors is never formatted: the result is its diagnostics.
/// - The output parses to the same tree, with the same tokens and comments, as the input.
///   `format` re-parses what it produced and compares before returning it, so a formatter bug
///   shows up as `.internalError` rather than as a changed file.
/// - Formatting is idempotent and takes time linear in the size of the file; nothing recurses
///   on the input's nesting.
public enum SourceFormatter {
    /// The canonical text of `file`, or why there is none (a file that does not parse is never
    /// formatted).
    public static func format(_ file: SourceFile) -> FormatResult {
        let parsed = Stages.parse(file)
        if parsed.hasErrors { return .syntaxErrors(parsed.diagnostics) }
        let syntax = parsed.tree.materialize()
        var layout = FormatLayout(file: file, syntax: syntax)
        let output = layout.run()
        if let problem = FormatVerifier.problem(original: file, tokens: layout.tokens, syntax: syntax, formatted: output) {
            return .internalError(problem)
        }
        return .formatted(output)
    }
}

/// What `SourceFormatter.format` produced.
public enum FormatResult: Sendable {
    /// The file in canonical style: UTF-8 without a byte order mark, LF line ends, one final
    /// newline. Equal to the input's bytes exactly when the input was already canonical.
    case formatted([UInt8])
    /// The file has syntax errors and was not formatted; these are the parser's diagnostics.
    case syntaxErrors([Diagnostic])
    /// The formatted text failed the formatter's own check (it would not parse to the same
    /// tree, tokens and comments). This is a bug in formc; the text is withheld so that no
    /// caller can write it over the user's file.
    case internalError(String)

    /// The formatted bytes, or nil when the file could not be formatted.
    public var bytes: [UInt8]? {
        if case .formatted(let bytes) = self { return bytes }
        return nil
    }

    /// The formatted text, or nil when the file could not be formatted.
    public var text: String? { bytes.map { String(decoding: $0, as: UTF8.self) } }

    /// The syntax errors that stopped formatting (empty otherwise).
    public var diagnostics: [Diagnostic] {
        if case .syntaxErrors(let diagnostics) = self { return diagnostics }
        return []
    }
}
