#if canImport(SwiftUI) && canImport(UIKit) && !os(tvOS) && !os(watchOS)
import Foundation
import FormRuntime
import SwiftUI

/// One field's row in a `FormLayout`: which field it shows, and how (a text field, a picker,
/// a stepper...). Made with the static functions in the files beside this one (`.text`,
/// `.number`, `.choice`...), each of which takes the field's input as a key path into the
/// model, so the row reads and writes that input and nothing else.
@available(iOS 15.0, *)
public struct FormRow<Model: FormViewModel> {
    /// The field the row shows.
    public let field: Model.Field
    /// Whether the row's control takes keyboard focus (a failed submit focuses it).
    let takesFocus: Bool
    /// Makes the row's view over the model.
    let make: @MainActor (FormRowContext<Model>) -> SwiftUI.AnyView

    init(field: Model.Field, takesFocus: Bool, make: @escaping @MainActor (FormRowContext<Model>) -> SwiftUI.AnyView) {
        self.field = field
        self.takesFocus = takesFocus
        self.make = make
    }
}

/// What the form gives a row when it draws it.
@available(iOS 15.0, *)
struct FormRowContext<Model: FormViewModel> {
    let model: SwiftUI.Binding<Model>
    let info: FormRowInfo
    /// The form's focus: a form field, or a field of a row of a repeating group.
    let focus: SwiftUI.FocusState<FormRuntime.FocusStop?>.Binding
    /// What `focus` is while this row's control has it.
    let stop: FormRuntime.FocusStop
    let strings: FormRuntime.FormStrings
    /// The form's name, the first part of the option labels' string keys.
    let formName: String
}

/// A row's texts and state as the model gives them now: plain values, so that a row whose
/// field did not change is not drawn again.
struct FormRowInfo: Equatable {
    /// The field's name: the row's scroll `id`.
    let name: String
    let label: String
    let prompt: String?
    let help: String?
    /// The first error the field shows now, if any.
    let error: String?
    let validity: FormRuntime.FieldValidity
    /// Whether no visible field follows this one in the focus order (its Return key says Done).
    let isLastVisible: Bool
}

@available(iOS 15.0, *)
extension FormRowContext {
    /// The label of `option` of this row's choice field, translated.
    func optionLabel<Option: FormRuntime.FormChoice>(_ option: Option, field: Model.Field) -> String {
        strings.text(formName + "." + field.rawValue + ".option." + option.rawValue, default: option.label)
    }
}
#endif
