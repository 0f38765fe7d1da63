/// Why a field's validators run when they do (`validateOn`): written on the field, taken from
/// the form, or formc's default (docs/LANGUAGE.md, "Defaults"). The checker records it where
/// it decides the timing, so what an editor shows is what formc did.
public enum ValidateOnReason: Sendable, Hashable, CustomStringConvertible {
    /// `validateOn` is written on the field.
    case written
    /// The form's `validateOn`, which the field does not override.
    case form
    /// Neither the field nor the form says: `blur`.
    case standard

    /// The reason in a few words: "the form's validateOn".
    public var description: String {
        switch self {
        case .written: return "written in the file"
        case .form: return "the form's validateOn"
        case .standard: return "formc's default"
        }
    }
}
