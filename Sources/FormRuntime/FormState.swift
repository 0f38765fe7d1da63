import Foundation

/// What every generated form model is: the state of one form being filled in.
///
/// Generated models conform so that code which knows nothing about a particular form (a
/// test harness replaying typed input, a conformance runner, a generic debugging view) can
/// drive any of them by field name.
public protocol FormState: Sendable {
    /// The form's fields, named as in the `.form` file; the raw value is that name.
    associatedtype Field: FormField
    /// The submitted data.
    associatedtype Values: Sendable

    /// Return, Next and Previous move through the fields in this order.
    static var focusOrder: FocusOrder<Field> { get }
    /// The form's title, if any.
    static var title: String? { get }
    /// The text of the submit button.
    static var submitLabel: String { get }
    /// The field focused when the view appears, if any.
    static var initialFocus: Field? { get }

    /// A form with its declared defaults; numbers are read and shown in `locale`.
    init(locale: Locale)

    /// The text shown in a field. Setting it is a keystroke, paste or autofill: the field's
    /// filter may reject it (the text stays as it was), and the field revalidates. A `date`
    /// field's text is its value as `YYYY-MM-DD` (in the model's calendar and time zone), a
    /// `toggle`'s `true` or `false`, a `choice`'s the picked option's value (`""`: none), a
    /// `choices`' the picked options' values as a JSON array in declaration order
    /// (`["cheese","ham"]`; `""`: none). Text a field cannot hold is ignored and its value
    /// stays: a day that does not exist (`2026-02-29`) or `""` on a non-optional date, a value
    /// that is no option of a choice (its pick stays), an array that names an unknown or a
    /// repeated option. `""` clears a choice, also a non-optional one with a default (it is
    /// then missing), and a `choices`.
    subscript(text field: Field) -> String { get set }

    /// Every rule the field's current value breaks, shown or not.
    func errors(_ field: Field) -> [String]

    /// The errors the field shows now, per its validation timing.
    func visibleErrors(_ field: Field) -> [String]

    /// Tells the model that focus moved (nil: nothing focused). The field that lost focus is
    /// blurred, which is when `validateOn blur` errors appear.
    mutating func focusChanged(to field: Field?)

    /// Marks every field submitted (so all errors show), tidies unfinished numbers, and
    /// returns the values, or the errors by field with the first invalid one in focus order.
    mutating func submit() -> Result<Values, FormErrors<Field>>

    /// Whether the field is shown now: its `visible when` condition (and its section's) holds
    /// on the current values. A hidden field has no errors, takes no focus and submits nil.
    /// Always true in a form without conditions.
    func isVisible(_ field: Field) -> Bool
}

extension FormState {
    public func isVisible(_ field: Field) -> Bool { true }

    /// The field Return and Next move to from `field`: the next visible one in focus order
    /// (with nil, the first); nil after the last visible field.
    public func nextFocus(after field: Field?) -> Field? {
        Self.focusOrder.next(after: field, where: isVisible)
    }

    /// The field Previous moves to: the visible one before `field` (with nil, the last).
    public func previousFocus(before field: Field?) -> Field? {
        Self.focusOrder.previous(before: field, where: isVisible)
    }

    /// Whether `field` is the last visible field of the focus order, whose Return key is `done`.
    public func isLastVisible(_ field: Field) -> Bool {
        Self.focusOrder.isLast(field, where: isVisible)
    }

    /// The fields shown now, in declaration order: a view animates when it changes, and moves
    /// focus off a field that disappears.
    public func visibleFields() -> [Field] {
        Field.allCases.filter(isVisible)
    }

    /// Where focus belongs after an edit that may have hidden fields: `focused` while it is
    /// visible, else the next visible field after it, else none.
    public func focusKeeping(_ focused: Field?) -> Field? {
        Self.focusOrder.keeping(focused, where: isVisible)
    }

    /// Every field's current `errors(_:)` (the rules' and the server's; none for a hidden
    /// field), with the first invalid field in focus order, without showing any: where the view
    /// moves focus after the app set server errors.
    public func currentErrors() -> FormErrors<Field> {
        FormErrors(order: Self.focusOrder, Field.allCases.map { ($0, errors($0)) })
    }

    /// Every field's `visibleErrors(_:)` (server errors always among them), with the first
    /// such field in focus order: where the generated view takes the user, and what it
    /// announces, when the model is given server errors. A rule error the field does not show
    /// yet (an untouched required field) is not a reason to move focus there.
    public func currentVisibleErrors() -> FormErrors<Field> {
        FormErrors(order: Self.focusOrder, Field.allCases.map { ($0, visibleErrors($0)) })
    }

    /// Every field's text: what a view keeps when it starts a submit, so that server errors
    /// that arrive later leave the fields edited meanwhile alone (`ServerErrors.keeping`).
    public func fieldTexts() -> [Field: String] {
        var texts: [Field: String] = [:]
        for field in Field.allCases { texts[field] = self[text: field] }
        return texts
    }

    /// The values `submit()` would return now, or nil while a rule fails, read without
    /// touching the form: no error is shown and unfinished numbers stay as typed. For code
    /// that observes the form (enable a Save button, autosave a draft); `submit()` is the read
    /// that shows the errors.
    public func currentValues() -> Values? {
        var copy = self
        guard case .success(let values) = copy.submit() else { return nil }
        return values
    }
}

/// A field of a generated form: its name (the raw value) and the texts the view shows.
public protocol FormField: Hashable, Sendable, CaseIterable, RawRepresentable where RawValue == String {
    /// The field's label.
    var label: String { get }
    /// The placeholder shown while the field is empty, if any.
    var prompt: String? { get }
    /// The help text shown under the field, if any.
    var help: String? { get }
}
