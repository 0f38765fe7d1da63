/// The two words of a style property that is on or off (`validityBorder on`,
/// `passwordReveal off`): `off` on a field turns off what its form turned on.
public enum StyleSwitch: String, CaseIterable, Sendable {
    case on
    case off

    /// One line for completion lists and hover, for the property `property`.
    public func doc(for property: PropertyName) -> String {
        switch (property, self) {
        case (.validityBorder, .on):
            return "a border, red while the field shows an error, green once it holds a valid value"
        case (.passwordReveal, .on):
            return "a show/hide button that swaps the dots for the text and back"
        case (_, .on): return "on"
        case (_, .off): return "off (the default); on a field, overrides the form's `on`"
        }
    }
}
