/// Why a field has the keyboard it has: written in the file, or which of formc's defaults
/// (docs/LANGUAGE.md, "Defaults") chose it. The checker records it where it decides the
/// keyboard (`Defaults.keyboard`), so what an editor shows is what formc did.
public enum KeyboardReason: Sendable, Hashable, CustomStringConvertible {
    /// `keyboard` is written in the file.
    case written
    /// The first keyboard of the content type that fits the field (`telephoneNumber` →
    /// `phonePad`).
    case contentType(String)
    /// The keyboard a validator of a text field calls for (`email` → `emailAddress`).
    case validator(ValidatorName)
    /// The keyboard of the field's kind (`int` → `numberPad`, `text` → `default`).
    case kind(FieldKind)
    /// The keyboard of a number field's kind with a minus sign, for `allowNegative`.
    case allowNegative(FieldKind)

    /// The reason in a few words: "default for int", "default for the email validator".
    public var description: String {
        switch self {
        case .written: return "written in the file"
        case .contentType(let name): return "default for contentType \(name)"
        case .validator(let validator): return "default for the \(validator.spec.spelling) validator"
        case .kind(let kind): return "default for \(kind.spec.spelling)"
        case .allowNegative(let kind): return "default for \(kind.spec.spelling) with allowNegative"
        }
    }
}
