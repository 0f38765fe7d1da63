/// Why a field has its `maxLength`: written in the file, or which of formc's defaults for a
/// number field (docs/LANGUAGE.md, "Defaults") chose it. The checker records it where it
/// decides the limit (`Defaults.numberMaxLength`), so what an editor shows is what formc did.
public enum MaxLengthReason: Sendable, Hashable, CustomStringConvertible {
    /// `maxLength` is written in the file.
    case written
    /// The digits of the larger magnitude bound of the field's `range`, which has both bounds.
    case rangeBounds
    /// 15, the most digits every JSON reader holds exactly (below 2^53 for an integer, at
    /// most 15 significant digits for a decimal): an int field whose `range` lacks a bound,
    /// and every `decimal`, `currency` and `percent` field without `maxLength`.
    case exactDigits

    /// The reason in a few words: "digits of the range's larger bound".
    public var description: String {
        switch self {
        case .written: return "written in the file"
        case .rangeBounds: return "digits of the range's larger bound"
        case .exactDigits: return "the most digits every JSON reader holds exactly"
        }
    }
}
