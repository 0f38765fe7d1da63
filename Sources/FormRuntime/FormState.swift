import Foundation

/// What every generated form model is: the state of one form being filled in.
///
/// A generated model declares its data (the values struct, one input per field, the `Field`
/// enum) and one `FormTable` that ties each field to its input and its texts, and FormRuntime
/// does the rest, once for every form: reading and writing a field's text, its errors and
/// visible errors, blur on a focus change, server errors, the submit sweep, prefill and reset,
/// and the text look-ups with their key scheme. This is how swift-protobuf's runtime drives a
/// message through one generated visitor: the generated file holds no per-field `switch` that
/// forwards to the field's input.
///
/// Code which knows nothing about a particular form (a test harness replaying typed input, a
/// conformance runner, a generic view) drives any of them by field name.
public protocol FormState: Sendable where Field.AllCases == [Field] {
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

    /// Everything that keeps the field from submitting now, shown or not: the field input's
    /// own `errors` (`FieldInput.errors` says what they are).
    func errors(_ field: Field) -> [String]

    /// The errors the field shows now, per its validation timing: the field input's own
    /// `visibleErrors`.
    func visibleErrors(_ field: Field) -> [String]

    /// Tells the model that focus moved (nil: nothing focused). The field that lost focus is
    /// blurred, which is when `validateOn blur` errors appear.
    mutating func focusChanged(to field: Field?)

    /// Marks every field submitted (so all errors show), tidies unfinished numbers, and
    /// returns the values, or the errors by field with the first invalid one in focus order.
    mutating func submit() -> Result<Values, FormErrors<Field>>

    /// Whether the field is shown now: its `visible when` condition (and its section's) holds
    /// on the current values. A hidden field has no errors, takes no focus and submits nil.
    /// Always true in a form without conditions. A model whose answer changes tells the
    /// field's input (`FormTable.applyConditions`), as generated models do.
    func isVisible(_ field: Field) -> Bool

    /// The form as its `.form` file declares it: texts, focus order, each field's input.
    static var form: FormTable<Self> { get }
    /// Where the form's texts are looked up: the model's locale, the app's bundle, formc's
    /// translations.
    var strings: FormStrings { get }
    /// Which field has focus, so the model knows which one lost it.
    var focusTracker: FocusTracker<Field> { get set }

    /// A form with its declared defaults, its texts and numbers in `strings`' locale. A model
    /// with conditions applies them last (`FormTable.applyConditions(in:)`).
    init(strings: FormStrings)

    /// Shows `values` in the fields, as an edit screen starts (see `init(values:locale:bundle:)`).
    /// A model with conditions applies them last (`FormTable.applyConditions(in:)`).
    mutating func prefill(_ values: Values)

    /// The values `model`'s fields hold now, as `submit()` returns them, without checking a
    /// rule; nil while a required number, day or choice has none. `submit()` and
    /// `currentValues()` are the reads for an app.
    static func values(of model: Self) -> Values?

    /// Whether `field`'s `required when` condition holds now; false for a field without one.
    func isRequired(_ field: Field) -> Bool

    /// Whether the "-/+" key applies to `field`: numbers that may be negative and are typed.
    static func canToggleSign(_ field: Field) -> Bool
    /// The "-/+" key: flips the sign of the number in `field`, if it may be negative.
    mutating func toggleSign(_ field: Field)
}

extension FormState {
    // MARK: Defaults of the table-driven members

    public func isRequired(_ field: Field) -> Bool { false }
    public static func canToggleSign(_ field: Field) -> Bool { false }
    public mutating func toggleSign(_ field: Field) {}

    public static var focusOrder: FocusOrder<Field> { form.focusOrder }
    public static var title: String? { form.title }
    public static var submitLabel: String { form.submitLabel }
    public static var initialFocus: Field? { form.initialFocus }

    /// A form with its declared defaults, its texts looked up for `locale` in the form's strings
    /// table of `bundle` (the app's `Bundle.main` unless given; a package passes its
    /// `Bundle.module`), then in formc's translations.
    public init(locale: Locale = .current, bundle: Bundle? = .main) {
        self.init(strings: FormStrings(bundle: bundle, table: Self.form.table, locale: locale,
                                       sourceLanguage: Self.form.sourceLanguage))
    }

    /// A form with its declared defaults; numbers are read and shown in `locale`, texts in its
    /// language.
    public init(locale: Locale) {
        self.init(locale: locale, bundle: .main)
    }

    /// A form showing `values`, as an edit screen starts: each field displays its value as the
    /// field shows it (numbers in `locale`), untouched, so `submit()` returns `values`. A field
    /// that `values` leaves nil is empty, unless it is hidden then: it keeps its declared default.
    public init(values: Values, locale: Locale = .current, bundle: Bundle? = .main) {
        self.init(locale: locale, bundle: bundle)
        prefill(values)
    }

    /// Back to the start: the declared defaults, or `values` (what an edit screen was prefilled
    /// with, for "Revert"). Errors, submit attempts and server errors are cleared; numbers and
    /// texts keep the model's locale and bundle, and the focus tracker stays, so the field that
    /// has focus still blurs when it loses it.
    public mutating func reset(to values: Values? = nil) {
        let focusTracker = self.focusTracker
        self = Self(strings: strings)
        if let values { prefill(values) }
        self.focusTracker = focusTracker
    }

    // MARK: Another language

    /// The same form in `locale`'s language, its texts looked up in `bundle` (nil: formc's
    /// translations only): what a view does when SwiftUI's `\.locale` is not the model's.
    ///
    /// Every label, prompt, help, option label and message is looked up again, and every rule
    /// built again with the new messages, so the errors are said in the new language. What the
    /// person did stays as it was: every text typed, code point for code point (it is not
    /// filtered again, and changing language is no edit), every pick and day, which fields
    /// were edited, left and submitted, which field has focus, and the server's errors (in the
    /// server's words). A number keeps its digits and its value: it is written with the new
    /// locale's digits and separators (`1,5` typed in de_DE is `1.5` in en_US, never `15`;
    /// `1.234,5` is `1,234.5`), unfinished text stays unfinished (`12,` is `12.`), and from
    /// then on the field reads what is typed as the new locale writes it.
    public mutating func relocalize(to locale: Locale, bundle: Bundle?) {
        let strings = FormStrings(bundle: bundle, table: Self.form.table, locale: locale,
                                  sourceLanguage: Self.form.sourceLanguage)
        var model = Self(strings: strings)
        for entry in Self.form.fields {
            entry.carryOver(from: self, into: &model)
        }
        model.focusTracker = focusTracker
        // The `required when` messages in the new language: the new model's own were looked
        // up for its defaults.
        Self.form.applyConditions(in: &model)
        self = model
    }

    /// `relocalize(to:bundle:)` with the model's own bundle. Nothing changes when `locale` is
    /// the one the model has (the same identifier), so a view can call it on every update.
    public mutating func relocalize(to locale: Locale) {
        guard locale.identifier != strings.locale.identifier else { return }
        relocalize(to: locale, bundle: strings.bundle)
    }

    // MARK: Texts

    /// The field's label, in the model's language.
    public func label(_ field: Field) -> String {
        Self.form.label(field, in: strings)
    }

    /// The placeholder shown while the field is empty, if any, in the model's language.
    public func prompt(_ field: Field) -> String? {
        Self.form[field].prompt.map { strings.text(Self.form.key(field, "prompt"), default: $0) }
    }

    /// The help text shown under the field, if any, in the model's language.
    public func help(_ field: Field) -> String? {
        Self.form[field].help.map { strings.text(Self.form.key(field, "help"), default: $0) }
    }

    /// An option's label, in the model's language: what the field's picker shows.
    public func label<Option: FormChoice>(_ option: Option, of field: Field) -> String {
        strings.text(Self.form.key(field, "option." + option.rawValue), default: option.label)
    }

    /// The form's title, if it has one, in the model's language.
    public var localizedTitle: String? {
        Self.form.title.map { strings.text(Self.form.name + ".title", default: $0) }
    }

    /// The submit button's text, in the model's language.
    public var localizedSubmitLabel: String {
        strings.text(Self.form.name + ".submit", default: Self.form.submitLabel)
    }

    // MARK: Fields by name

    /// The text shown in a field. Setting it is a keystroke, paste or autofill: the field's filter
    /// may keep the old text, and the field revalidates.
    public subscript(text field: Field) -> String {
        get { Self.form[field].input(of: self).text }
        set { Self.form[field].update(&self) { $0.text = newValue } }
    }

    /// Everything that keeps the field from submitting now, shown or not: the field's input's
    /// `errors` (`model.errors(.state)` is `model.state.errors`). None while the field is
    /// hidden; the `required` message while its `required when` holds and it is empty.
    public func errors(_ field: Field) -> [String] {
        Self.form[field].input(of: self).errors
    }

    /// The errors the field shows now, per its validation timing: the field's input's
    /// `visibleErrors`. None while it is hidden.
    public func visibleErrors(_ field: Field) -> [String] {
        Self.form[field].input(of: self).visibleErrors
    }

    /// A field's value as conditions read it: absent while the field is empty, holds no value of
    /// its type, or is hidden.
    public func conditionValue(_ field: Field) -> ConditionValue {
        guard isVisible(field) else { return .absent }
        return Self.form[field].conditionValue(of: self)
    }

    // MARK: Changes

    /// Call with the new focus whenever the view's focus state changes. Only the new value is
    /// passed, so the model remembers the old one and blurs the field that lost focus.
    public mutating func focusChanged(to field: Field?) {
        guard let left = focusTracker.move(to: field) else { return }
        Self.form[left].update(&self) { $0.blur() }
    }

    /// Shows the server's answer on the fields ("This username is taken."): they show at once,
    /// count in `errors(_:)` (so a submit fails on them; a hidden field's are ignored), and each
    /// field's clear when that field is edited. Replaces every field's server errors: a field not
    /// in `errors` has none. The view takes the user to the first field with an error and announces
    /// it, as after a failed submit.
    public mutating func setServerErrors(_ errors: [Field: [String]]) {
        for entry in Self.form.fields {
            let messages = errors[entry.field] ?? []
            // An input whose server errors stay as they are is not written (nor re-validated).
            guard entry.driven(of: self).serverErrors != messages else { continue }
            entry.update(&self) { $0.serverErrors = messages }
        }
        focusTracker.requestReveal(for: errors)
    }

    /// Shows every field's errors and tidies unfinished numbers, then returns the values, or the
    /// errors by field with the first invalid one in focus order.
    public mutating func submit() -> Result<Values, FormErrors<Field>> {
        for entry in Self.form.fields {
            entry.update(&self) { $0.markSubmitted() }
        }
        let errors = currentErrors()
        guard errors.isEmpty, let values = Self.values(of: self) else { return .failure(errors) }
        return .success(values)
    }
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
        FormErrors(order: Self.focusOrder, Field.allCases.map { ($0, errors($0)) }, rows: rowErrors(),
                   group: Field.init(rawValue:))
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

/// A field of a generated form, named as in the `.form` file (the raw value). Its texts are
/// the model's: `label(_:)`, `prompt(_:)` and `help(_:)` look them up for its locale, and
/// `XModel.form[field]` holds them as the `.form` file writes them.
public protocol FormField: Hashable, Sendable, CaseIterable, RawRepresentable where RawValue == String {}
