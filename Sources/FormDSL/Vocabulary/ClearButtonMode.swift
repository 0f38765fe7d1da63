/// When a text field shows a button that empties it (`clearButton whileEditing`), named after
/// UIKit's `UITextField.ViewMode`: SwiftUI has no clear button of its own, so formc draws one
/// (seed 001's `ClearStyle`).
public enum ClearButtonMode: String, CaseIterable, Sendable {
    case whileEditing
    case never

    /// One line for completion lists and hover.
    public var doc: String {
        switch self {
        case .whileEditing: return "a clear button while the field has focus and holds text"
        case .never: return "no clear button (the default)"
        }
    }
}
