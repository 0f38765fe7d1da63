#if canImport(SwiftUI) && canImport(UIKit) && !os(tvOS) && !os(watchOS)
@_spi(FormViews) import FormRuntime
import SwiftUI

/// A `choices` field: its label as a heading for VoiceOver (`.isHeader`: the toggles under it
/// are its options, and VoiceOver's rotor moves from heading to heading), then one `Toggle` per
/// option in declaration order, titled with the option's label and bound to whether the option
/// is picked. Like a toggle, each takes no keyboard and no focus; the field's error is each
/// toggle's hint.
@available(iOS 15.0, *)
struct ChoicesRow<Option: FormRuntime.FormChoice>: SwiftUI.View {
    @SwiftUI.Binding var input: FormRuntime.ChoicesInput<Option>
    let info: FormRowInfo
    let options: [(option: Option, label: String)]
    let disabled: Bool

    var body: some SwiftUI.View {
        FormRowBody(info, showsLabel: false) {
            SwiftUI.VStack(alignment: .leading, spacing: 4) {
                SwiftUI.Text(verbatim: info.label)
                    .accessibilityAddTraits(.isHeader)
                SwiftUI.ForEach(options.indices, id: \.self) { index in
                    SwiftUI.Toggle(isOn: $input[option: options[index].option]) {
                        SwiftUI.Text(verbatim: options[index].label)
                    }
                    .disabled(disabled)
                    .accessibilityHint(SwiftUI.Text(verbatim: info.error ?? ""))
                }
            }
        }
    }
}

@available(iOS 15.0, *)
extension FormRow {
    /// A `choices` field: several options, each a toggle.
    @_Concurrency.MainActor public static func choices<Option: FormRuntime.FormChoice>(
        _ field: Model.Field, _ input: WritableKeyPath<Model, FormRuntime.ChoicesInput<Option>>, disabled: Bool = false
    ) -> FormRow {
        FormRow(field: field, takesFocus: false) { context in
            SwiftUI.AnyView(ChoicesRow(
                input: context.model[dynamicMember: input], info: context.info,
                options: Option.allCases.map { ($0, context.optionLabel($0, field: field)) }, disabled: disabled))
        }
    }
}
#endif
