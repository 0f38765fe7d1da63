import Foundation
import Testing
import FormRuntime // not @testable: what generated code sees

/// A model as formc generates it for a form whose focus order is not its declaration order:
///
///     form Reordered {
///         field name: text { validate required }
///         field email: text { validate required }
///         field code: text { validate required; visible when ... }
///         focus code, email, name
///     }
///
/// Which fields are shown is set directly (`hidden`), standing in for `visible when`.
struct ReorderedModel: FormState {
    enum Field: String, FormField {
        case name, email, code
    }

    struct Values: Sendable, Hashable {
        var name: String
        var email: String
        var code: String?
    }

    static let form = FormTable<ReorderedModel>(
        name: "Reordered", table: "Reordered", submitLabel: "Send", focusOrder: [.code, .email, .name],
        fields: [.init(.name, \.name, label: "name"), .init(.email, \.email, label: "email"), .init(.code, \.code, label: "code")])

    var name = TextInput(rules: [.required(message: "Enter a name")])
    var email = TextInput(rules: [.required(message: "Enter an email")])
    var code = TextInput(rules: [.required(message: "Enter a code")])
    /// The hidden fields; the inputs are told, as a generated model tells them when a field
    /// its conditions read changes.
    var hidden: Set<Field> = [] {
        didSet { Self.form.applyConditions(in: &self) }
    }
    var focusTracker = FocusTracker<Field>()
    let strings: FormStrings

    init(strings: FormStrings) { self.strings = strings }

    func isVisible(_ field: Field) -> Bool { !hidden.contains(field) }

    mutating func prefill(_ values: Values) {
        name.prefill(values.name)
        email.prefill(values.email)
        code.prefill(values.code)
    }

    static func values(of model: ReorderedModel) -> Values? {
        Values(name: model.name.text, email: model.email.text, code: model.isVisible(.code) ? model.code.text : nil)
    }
}

@Suite struct FirstShownFieldTests {
    /// `next(after: nil, where:)`: "With nil, the first shown field", not the first field.
    @Test func focusFromNothingSkipsAHiddenFirstField() {
        let order: FocusOrder<String> = ["a", "b", "c"]
        #expect(order.next(after: nil, where: { $0 != "a" }) == "b")
        #expect(order.next(after: nil, where: { $0 == "c" }) == "c")
        #expect(order.next(after: nil, where: { _ in false }) == nil, "nothing shown, nothing to focus")
        #expect(order.previous(before: nil, where: { $0 != "c" }) == "b", "and from the end, the last shown")
    }

    /// A model's Next from nothing (`nextFocus(after: nil)`) lands on its first visible field.
    @Test func aModelsNextFromNothingIsItsFirstVisibleField() {
        var model = ReorderedModel(locale: Locale(identifier: "en_US"))
        #expect(model.nextFocus(after: nil) == .code)
        model.hidden = [.code]
        #expect(model.nextFocus(after: nil) == .email)
        #expect(model.previousFocus(before: nil) == .name)
        model.hidden = [.code, .email]
        #expect(model.nextFocus(after: nil) == .name)
        #expect(model.isLastVisible(.name))
    }
}

@Suite struct FirstInvalidInFocusOrderTests {
    /// `FormErrors.firstInvalid` is the first invalid field in focus order, whatever order the
    /// entries come in (generated code passes them in declaration order).
    @Test func firstInvalidFollowsTheFocusOrder() {
        let order: FocusOrder<String> = ["c", "b", "a"]
        let errors = FormErrors(order: order, [("a", ["x"]), ("b", []), ("c", ["y"])])
        #expect(errors.firstInvalid == "c")
        #expect(errors.announcement == "2 fields need attention. y", "the announcement reads the same field")
    }

    /// A field outside the focus order (formc leaves disabled fields out of it) is found in
    /// the order given, after every field that is in the focus order.
    @Test func aFieldOutsideTheOrderComesAfterTheOrder() {
        let order: FocusOrder<String> = ["b"]
        #expect(FormErrors(order: order, [("a", ["x"]), ("b", ["y"])]).firstInvalid == "b")
        #expect(FormErrors(order: order, [("a", ["x"]), ("c", ["z"])]).firstInvalid == "a")
        #expect(FormErrors(order: order, [("a", []), ("c", [])]).firstInvalid == nil)
    }

    /// A failed submit focuses the first invalid field in focus order: `code`, though `name`
    /// is declared first; with `code` hidden (a hidden field has no errors), `email`.
    @Test func aFailedSubmitPointsAtTheFirstInvalidFieldInFocusOrder() {
        var model = ReorderedModel(locale: Locale(identifier: "en_US"))
        guard case .failure(let errors) = model.submit() else {
            Issue.record("a form with empty required fields submitted")
            return
        }
        #expect(errors.firstInvalid == .code)
        #expect(model.currentErrors().firstInvalid == .code)
        model.hidden = [.code]
        #expect(model.currentErrors().firstInvalid == .email)
        model.email.text = "a@b.c"
        #expect(model.currentErrors().firstInvalid == .name)
    }
}
