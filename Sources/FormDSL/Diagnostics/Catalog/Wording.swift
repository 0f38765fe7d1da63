// How every message is worded, so that they read alike: messages start in lower case, end
// without a period, and quote code in single quotes; `help:` lines are one suggestion each.
// The lexer's and parser's messages also say what was expected and what was found.
//
// Each diagnostic is declared once, in the file of `Diagnostics/Catalog/` named after what it
// is about: its id, severity, title and explanation, with the functions that build its
// messages right below it. docs/DIAGNOSTICS.md is generated from these declarations and from
// the examples in `Tests/FormDSLTests/Golden/diagnostics/`, which the tests run.

/// The lexer's and parser's messages, built in `Catalog/LexicalDiagnostics.swift` and
/// `Catalog/SyntaxDiagnostics.swift`; the checker's are `Diagnostic`'s static functions.
enum SyntaxMessages {}

extension FieldKind {
    /// How messages name a field of the kind: "int field", "text field".
    var fieldPhrase: String { "\(spec.spelling) field" }
}

/// What several messages share.
extension Diagnostic {
    static func didYouMean(_ suggestion: String?) -> String? {
        suggestion.map { "did you mean '\($0)'?" }
    }

    /// The fix-it of a did-you-mean; `safe` as `FixIt.isSafe` says.
    static func replace(_ span: Span, with suggestion: String?, safe: Bool) -> [FixIt] {
        suggestion.map { [FixIt(span: span, replacement: $0, safe: safe)] } ?? []
    }

    /// The fix-it of a did-you-mean among the names of the language and its vocabularies:
    /// safe when `Spelling.isUnambiguous` says so.
    static func replace<S: Sequence>(_ name: Identifier, with suggestion: String?, among candidates: S) -> [FixIt]
    where S.Element == String {
        replace(name.span, with: suggestion,
                safe: suggestion.map { Spelling.isUnambiguous(name.name, $0, among: candidates) } ?? false)
    }

    static func quotedList(_ items: [String]) -> String {
        let quoted = items.map { "'\($0)'" }
        if quoted.count <= 1 { return quoted.first ?? "" }
        return quoted.dropLast().joined(separator: ", ") + " or " + quoted.last!
    }

    /// A string from the file as a `.form` string literal, escaped so that a message shows
    /// it on one line and as written: `"en-US"`, `"a\nb"`.
    static func literal(_ text: String) -> String { FormLiteral.quoted(text) }

    static func describe(_ s: KeyboardShortcut) -> String {
        (s.modifiers.map(\.rawValue) + [s.key]).joined(separator: "+")
    }
}
