/// One piece of a generated line: formc's own text, or a value from the model spelled as Swift.
///
/// Emitters write lines as lists of pieces, `w.line("public var ", field.member, ": ",
/// field.valueType)`. A string literal in a piece list is formc's own Swift, a `StaticString`;
/// text from a `.form` file reaches the output only through `.string` or `.rawString` (a
/// literal whose value is exactly that text), `.comment` (text made safe for a comment) or
/// `.docText` (text for a doc comment, made safe there), so a label can never become code.
enum SwiftCode: ExpressibleByStringLiteral {
    /// formc's own text, copied as it is.
    case text(StaticString)
    /// Text that is already Swift: a name the checker accepted as an identifier (a form's name),
    /// such a name already spelled by `SwiftLiteral.identifier`, a type formc spells, an enum
    /// case. Copied as it is.
    case raw(String)
    /// Text from the `.form` file (a label, a title) for a `docComment`, which makes each of
    /// its lines safe for a comment. Anywhere else it stops the emitter: such text is never
    /// code.
    case docText(String)
    /// `raw` followed by fixed text: `String?` is `.rawThen(field.kind.spec.swiftType, "?")`.
    case rawThen(String, StaticString)
    /// A name as an identifier: in backticks when it is a keyword (`SwiftLiteral.identifier`).
    case member(String)
    /// A name as an argument label in a declaration (`SwiftLiteral.label`).
    case label(String)
    /// A `"..."` literal whose value is exactly the text (`SwiftLiteral.string`).
    case string(String)
    /// A raw `#"..."#` literal for a pattern, or `string` when it cannot be one (`SwiftLiteral.rawString`).
    case rawString(String)
    /// Text for a `//` comment: one line, nothing invisible, no `*/` (`SwiftLiteral.commentSafe`).
    case comment(String)
    /// A decimal integer.
    case int(Int)
    /// The access level of the file's declarations with its space (`public `, `package `), or
    /// nothing for `internal`, Swift's default (`SwiftEmitter.Options.accessLevel`).
    case access

    init(stringLiteral value: StaticString) { self = .text(value) }
}
