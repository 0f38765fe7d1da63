import Foundation

/// What a form's conditions say about one field now, as the field's input holds it. The model
/// tells each input (`FormTable.applyConditions`) whenever a field its conditions read changes,
/// so that the input's own `errors` and `visibleErrors` are what the model says blocks submit:
/// one source of truth, whether an app reads `model.state.errors` or `model.errors(.state)`.
struct FieldCondition: Sendable, Hashable {
    /// The field's `visible when` (or its section's) does not hold: it has no errors.
    var isHidden = false
    /// The `required` message while the field's `required when` holds; nil otherwise.
    var requiredMessage: ExactText?
}

/// What FormRuntime does to every input, whatever its type: the part of an input that a form
/// drives (blur, submit, server errors, conditions, a new locale) and that an app reaches
/// through the model, never on the input itself. Internal, so that these members need not be
/// public: `FieldInput` is what an app reads.
protocol DrivenInput: FieldInput, Hashable {
    /// The key of the message a field says while its `required when` holds and it is empty.
    static var requiredKey: String { get }
    var condition: FieldCondition { get set }
    /// The server's messages (`FormState.setServerErrors`).
    var serverErrors: [String] { get set }
    var interaction: Interaction { get set }
    var timing: ValidationTiming { get }
    /// The value as a condition reads it: absent while the field has none.
    var conditionValue: ConditionValue { get }
    /// The messages of the field's own rules (and a text's filter), without the server's and
    /// without its conditions.
    var ownErrors: [String] { get }
    /// Those of `ownErrors` that show at once, whatever the timing (a text's filter's).
    var ownImmediateErrors: [String] { get }
    /// Records that the field lost focus (a number also tidies its text).
    mutating func blur()
    /// Records a submit attempt, which makes errors visible under every timing (a number
    /// also tidies its text).
    mutating func markSubmitted()
    /// Takes what the person did to `old` (the text typed, the picks, the interaction, the
    /// server's errors) into this input, which has the same field built for another locale,
    /// and validates it with this input's rules. Never through the setters: nothing is
    /// filtered, and nothing counts as an edit.
    mutating func carryOver(from old: Self)
}

extension DrivenInput {
    static var requiredKey: String { "formc.required" }

    mutating func blur() { interaction.blurred = true }

    mutating func markSubmitted() { interaction.submitted = true }
    var ownImmediateErrors: [String] { [] }

    /// `errors` of every input: none while hidden; the `required` message alone (then the
    /// server's) while a `required when` holds and the field is empty; else its own rules'
    /// messages, then the server's.
    var conditionedErrors: [String] {
        if condition.isHidden { return [] }
        if let required = condition.requiredMessage, !conditionValue.isPresent {
            return [required.string] + serverErrors
        }
        return serverErrors.isEmpty ? ownErrors : ownErrors + serverErrors
    }

    /// `visibleErrors` of every input: `conditionedErrors` once the timing shows them, before
    /// that only what shows at once (the server's, a text's filter's); none while hidden.
    var conditionedVisibleErrors: [String] {
        if condition.isHidden { return [] }
        return timing.showsErrors(after: interaction) ? conditionedErrors : ownImmediateErrors + serverErrors
    }
}
