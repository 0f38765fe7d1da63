/// Why a field's Return key has the label it has, or none (the system's Return): written in
/// the file, or which of formc's defaults (docs/LANGUAGE.md, "Defaults") chose it. The checker
/// records it where it decides the label (`Defaults.submitLabel`), in the order it asks, so
/// what an editor shows is what formc did.
public enum SubmitLabelReason: Sendable, Hashable, CustomStringConvertible {
    /// `submitLabel` is written in the file.
    case written
    /// `done`: the field is the last of the focus order.
    case lastInFocusOrder
    /// `next`: another field follows it in the focus order.
    case notLastInFocusOrder
    /// None: Return types a new line in a field of this kind (`multiline`).
    case returnAddsLine(FieldKind)
    /// None: a field of this kind has no keyboard (`date`, `toggle`).
    case noKeyboard(FieldKind)
    /// None: the field's keyboard has no return key (`numberPad`, `decimalPad`, ...).
    case keyboardWithoutReturnKey(KeyboardType)
    /// None: the field is not in the focus order, so Return moves nowhere.
    case notInFocusOrder

    /// The reason in a few words: "not last in the focus order".
    public var description: String {
        switch self {
        case .written: return "written in the file"
        case .lastInFocusOrder: return "last in the focus order"
        case .notLastInFocusOrder: return "not last in the focus order"
        case .returnAddsLine(let kind): return "a \(kind.spec.spelling) field's Return key adds a line"
        case .noKeyboard(let kind): return "a \(kind.spec.spelling) field has no keyboard"
        case .keyboardWithoutReturnKey(let keyboard): return "the \(keyboard.name) keyboard has no return key"
        case .notInFocusOrder: return "not in the focus order"
        }
    }
}
