/// Why formc treats a field as quiet input, where capitals and autocorrection get in the way
/// (docs/LANGUAGE.md, "Defaults"): unless the file says otherwise, such a field gets
/// `autocapitalization never` and `autocorrection off`. The checker records the first reason
/// that applies, in the order of the Defaults table, where it decides those defaults
/// (`Defaults.quietInput`), so what an editor shows is what formc did.
public enum QuietInput: Sendable, Hashable, CustomStringConvertible {
    /// A field whose kind hides what is typed (`secure`).
    case hiddenInput(FieldKind)
    /// A field that holds a number (`int`, `double`, `currency`, ...).
    case number(FieldKind)
    /// An `emailAddress` or `URL` keyboard, written or chosen by formc.
    case keyboard(KeyboardType)
    /// A content type of addresses, account names or codes (`username`, `oneTimeCode`, ...).
    case contentType(String)
    /// An `email` or `url` validator.
    case validator(ValidatorName)

    /// The reason in a few words: "secure field", "emailAddress keyboard".
    public var description: String {
        switch self {
        case .hiddenInput(let kind): return "\(kind.spec.spelling) field"
        case .number(let kind): return "numeric field (\(kind.spec.spelling))"
        case .keyboard(let keyboard): return "\(keyboard.name) keyboard"
        case .contentType(let name): return "\(name) content type"
        case .validator(let validator): return "\(validator.spec.spelling) validator"
        }
    }
}
