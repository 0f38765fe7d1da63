/// What a field's validity border shows (`validityBorder on`): red while the field shows an
/// error, green once its value is valid and not empty, nothing otherwise.
///
/// `invalid` follows `visibleErrors`, so the border turns red exactly when the error text
/// appears, per the field's validation timing: never before the person could have finished
/// (under `blur`, not while they are still typing in the field for the first time). `valid`
/// needs no timing: saying a value is fine cannot come too early.
public enum FieldValidity: Sendable, Hashable {
    /// Empty, or invalid with its errors not shown yet: no colour.
    case unknown
    /// The field shows an error.
    case invalid
    /// The field holds a value and breaks none of its rules.
    case valid
}

extension FormState {
    /// The validity border's state of `field`.
    public func validity(_ field: Field) -> FieldValidity {
        if !visibleErrors(field).isEmpty { return .invalid }
        if errors(field).isEmpty, !self[text: field].isEmpty { return .valid }
        return .unknown
    }
}
