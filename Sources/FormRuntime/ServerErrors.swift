/// Errors a server reported on a form's fields ("This username is taken."), thrown by a
/// generated view's submit action: the view sets them on the fields (`setServerErrors`), moves
/// focus to the first of them in focus order and announces them.
///
/// `throw XModel.Field.username.serverError("This username is taken.")` for one field, or
/// `throw ServerErrors<XModel.Field>([.username: [...], .email: [...]])` for several.
public struct ServerErrors<Field: Hashable & Sendable>: Error, Sendable, Hashable {
    /// The messages by field.
    public let byField: [Field: [String]]

    public init(_ byField: [Field: [String]]) {
        self.byField = byField
    }

    /// These errors without those on fields whose text is no longer what it was in `texts`
    /// (`FormState.fieldTexts()`, taken when the submit started): the server judged the value
    /// it was sent, and a person who has edited the field since has already replaced it.
    public func keeping<Model: FormState>(unchangedSince texts: [Field: String], in model: Model) -> ServerErrors
    where Model.Field == Field {
        ServerErrors(byField.filter { field, _ in
            guard let before = texts[field] else { return true }
            return sameScalars(before, model[text: field])
        })
    }
}

extension FormField {
    /// `messages` as the server's errors on this field, to throw from a submit action.
    public func serverError(_ messages: String...) -> ServerErrors<Self> {
        ServerErrors([self: messages])
    }
}
