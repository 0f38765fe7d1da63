#if canImport(SwiftUI) && canImport(UIKit) && !os(tvOS) && !os(watchOS)
import FormRuntime
import SwiftUI

/// A `Toggle` with the label as its title. It takes no keyboard and no focus.
@available(iOS 15.0, *)
struct ToggleRow: SwiftUI.View {
    @SwiftUI.Binding var isOn: Bool
    let info: FormRowInfo
    let disabled: Bool

    var body: some SwiftUI.View {
        FormRowBody(info, showsLabel: false) {
            SwiftUI.Toggle(info.label, isOn: $isOn)
                .disabled(disabled)
                .accessibilityHint(SwiftUI.Text(verbatim: info.error ?? ""))
        }
    }
}

@available(iOS 15.0, *)
extension FormRow {
    /// A `toggle` field.
    @_Concurrency.MainActor public static func toggle(_ field: Model.Field, _ input: WritableKeyPath<Model, FormRuntime.ToggleInput>,
                              disabled: Bool = false) -> FormRow {
        FormRow(field: field, takesFocus: false) { context in
            SwiftUI.AnyView(ToggleRow(isOn: context.model[dynamicMember: input.appending(path: \.value)],
                                      info: context.info, disabled: disabled))
        }
    }
}
#endif
