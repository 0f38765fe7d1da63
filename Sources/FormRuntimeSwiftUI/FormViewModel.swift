#if canImport(SwiftUI) && canImport(UIKit) && !os(tvOS) && !os(watchOS)
import Foundation
import FormRuntime
import SwiftUI

/// What `FormView` needs from a generated form model: the `FormState` every model is, the
/// texts it looks up (label, prompt, help, in the model's language), the server-error and
/// sign members, and the form's layout, the data that says which row shows which field.
///
/// formc's generated Swift conforms each model (`extension XModel: FormViewModel`); a model
/// written by hand can conform too and be shown by `FormView`.
@available(iOS 15.0, *)
public protocol FormViewModel: FormRuntime.FormState {
    /// The form's texts, looked up for the model's locale: section headers, option labels, the
    /// title, the submit button and the view's own words come from here.
    var strings: FormRuntime.FormStrings { get }
    /// Which field has focus, and how often the app asked for server errors to be shown
    /// (`revealRequests`): the view takes the user to them when it changes.
    var focusTracker: FormRuntime.FocusTracker<Field> { get }
    /// The field's label, translated.
    func label(_ field: Field) -> String
    /// The field's placeholder, translated; nil without one.
    func prompt(_ field: Field) -> String?
    /// The help text under the field, translated; nil without one.
    func help(_ field: Field) -> String?
    /// Errors from the server, by field (they stay until the field is edited).
    mutating func setServerErrors(_ errors: [Field: [String]])
    /// Whether the keyboard toolbar's "-/+" button can change the sign of `field`.
    static func canToggleSign(_ field: Field) -> Bool
    /// Changes the sign of the number in `field`.
    mutating func toggleSign(_ field: Field)
    /// The rows, sections and form options the view shows.
    @MainActor static var layout: FormLayout<Self> { get }
}

@available(iOS 15.0, *)
extension FormViewModel {
    /// A model without prompts has none to give.
    public func prompt(_ field: Field) -> String? { nil }
    /// A model without help texts has none to give.
    public func help(_ field: Field) -> String? { nil }
    /// A model without signed numbers has no sign to change.
    public static func canToggleSign(_ field: Field) -> Bool { false }
    /// A model without signed numbers has no sign to change.
    public mutating func toggleSign(_ field: Field) {}
}
#endif
