/// The two words of a style property that is on or off (`validityBorder on`,
/// `passwordReveal off`): `off` on a field turns off what its form turned on.
public enum StyleSwitch: String, CaseIterable, Sendable {
    case on
    case off
}
