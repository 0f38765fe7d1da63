/// SwiftUI's picker styles that a `choice` field may ask for (`pickerStyle menu`), each with
/// the iOS version that introduced it: a style newer than the form's `platform` is FC0365.
public enum PickerStyle: String, CaseIterable, Sendable {
    case menu
    case segmented
    case inline
    case wheel
    case navigationLink

    /// The first iOS with the style (Apple's documentation of each `PickerStyle`).
    public var introduced: PlatformVersion {
        switch self {
        case .segmented, .wheel: return PlatformVersion(13)
        case .menu, .inline: return PlatformVersion(14)
        case .navigationLink: return PlatformVersion(16)
        }
    }

    /// One line for completion lists and hover.
    public var doc: String {
        let what: String
        switch self {
        case .menu: what = "a button that shows the options in a menu"
        case .segmented: what = "a segmented control, for a few short options"
        case .inline: what = "the options in place, as rows of the form"
        case .wheel: what = "a scrolling wheel"
        case .navigationLink: what = "a row that pushes a list of the options"
        }
        return "\(what) (`PickerStyle.\(rawValue)`, iOS \(introduced))"
    }
}
