/// SwiftUI's text field styles that a form or a field may ask for (`textFieldStyle
/// roundedBorder`): the system's own, since SwiftUI offers no public way to write another
/// (seed 001, "TextFieldStyle").
public enum TextFieldStyle: String, CaseIterable, Sendable {
    case automatic
    case plain
    case roundedBorder

    /// One line for completion lists and hover.
    public var doc: String {
        switch self {
        case .automatic: return "the system's style for the context (`TextFieldStyle.automatic`); on iOS, plain"
        case .plain: return "no border and no background (`TextFieldStyle.plain`)"
        case .roundedBorder: return "a rounded border on a white or black background (`TextFieldStyle.roundedBorder`)"
        }
    }
}
