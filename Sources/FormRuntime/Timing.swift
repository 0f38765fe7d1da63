/// When a field's errors become visible. Errors are always computed on every edit (so `submit`
/// and `isValid` never see stale results); the timing only decides when the user sees them.
///
/// Once visible, errors stay live: they follow every later edit, so a message disappears as
/// soon as the user fixes the value ("validate late, re-validate early").
public enum ValidationTiming: String, CaseIterable, Sendable, Hashable {
    /// After the first edit of the field (and after it lost focus, or a submit attempt).
    case change
    /// After the field lost focus once, or a submit attempt.
    case blur
    /// Only after a submit attempt.
    case submit

    /// Whether errors are shown after `interaction`. Each timing shows errors in every case a
    /// later one does (change ⊇ blur ⊇ submit), so a field never hides its errors at a moment
    /// when a lazier setting would show them: under `change`, tabbing through an empty
    /// required field still reveals "required" on blur.
    public func showsErrors(after interaction: Interaction) -> Bool {
        switch self {
        case .change: return interaction.edited || interaction.blurred || interaction.submitted
        case .blur: return interaction.blurred || interaction.submitted
        case .submit: return interaction.submitted
        }
    }
}

/// What the user has done to a field so far; the input of `ValidationTiming.showsErrors`.
public struct Interaction: Sendable, Hashable {
    /// The user changed the text at least once (a rejected keystroke does not count).
    public var edited: Bool
    /// The field lost focus at least once.
    public var blurred: Bool
    /// The form was submitted at least once.
    public var submitted: Bool

    public init(edited: Bool = false, blurred: Bool = false, submitted: Bool = false) {
        self.edited = edited
        self.blurred = blurred
        self.submitted = submitted
    }
}
