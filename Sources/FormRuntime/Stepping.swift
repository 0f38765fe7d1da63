/// An `int` field shown as a SwiftUI `Stepper` (`stepper` in the .form file): the field stays a
/// `NumberInput<Int>`, with its text, rules, server errors and submitted value as when it is
/// typed; the stepper reads and sets it through `subscript(stepping:)`.
extension NumberInput where Value == Int {
    /// The value a stepper with `bounds` shows and changes: the field's value moved into
    /// `bounds` (its lower bound while the field holds no number). Setting it writes the
    /// value, moved into `bounds`, as the field's text, through the same setter as typing: a
    /// change counts as an edit, clears the field's server errors and revalidates; setting the
    /// value the field already shows changes nothing.
    ///
    /// SwiftUI binds to it with a key path: `Stepper(value: $model.guests[stepping: 1...12], in: 1...12)`.
    public subscript(stepping bounds: ClosedRange<Int>) -> Int {
        get { Self.clamp(value ?? bounds.lowerBound, to: bounds) }
        set { text = Self.clamp(newValue, to: bounds).text(with: field) }
    }

    private static func clamp(_ value: Int, to bounds: ClosedRange<Int>) -> Int {
        min(max(value, bounds.lowerBound), bounds.upperBound)
    }
}
