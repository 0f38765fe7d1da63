/// Why a field has its `maxLength`: written in the file, or which of formc's defaults for an
/// `int` field (docs/LANGUAGE.md, "Defaults") chose it. The checker records it where it
/// decides the limit (`Defaults.intMaxLength`), so what an editor shows is what formc did.
public enum MaxLengthReason: Sendable, Hashable, CustomStringConvertible {
    /// `maxLength` is written in the file.
    case written
    /// The digits of the larger magnitude bound of the field's `range`, which has both bounds.
    case rangeBounds
    /// 18, the most digits that always fit in `Int`: the field's `range` lacks a bound.
    case intDigits

    /// The reason in a few words: "digits of the range's larger bound".
    public var description: String {
        switch self {
        case .written: return "written in the file"
        case .rangeBounds: return "digits of the range's larger bound"
        case .intDigits: return "the most digits that always fit in Int"
        }
    }
}
