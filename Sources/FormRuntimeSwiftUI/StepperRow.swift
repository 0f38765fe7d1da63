#if canImport(SwiftUI) && canImport(UIKit) && !os(tvOS) && !os(watchOS)
@_spi(FormViews) import FormRuntime
import SwiftUI

/// A `Stepper` over the field's range, by its step, bound to the model's `[stepping:]`
/// (clamped to the range, and set as typing sets the field). Its label shows the field's label
/// and, at the trailing edge, the value as the field shows it; VoiceOver reads the label, then
/// the value as the stepper's accessibility value (the value's text is hidden from it, so it is
/// read once), and can adjust it. It takes no keyboard and no focus.
@available(iOS 15.0, *)
struct StepperRow: SwiftUI.View {
    @SwiftUI.Binding var input: FormRuntime.NumberInput<Int>
    let info: FormRowInfo
    let bounds: ClosedRange<Int>
    let step: Int
    let disabled: Bool

    var body: some SwiftUI.View {
        FormRowBody(info, showsLabel: false) {
            SwiftUI.Stepper(value: $input[stepping: bounds], in: bounds, step: step) {
                SwiftUI.HStack {
                    SwiftUI.Text(verbatim: info.label)
                    SwiftUI.Spacer()
                    SwiftUI.Text(verbatim: input.text)
                        .foregroundColor(.secondary)
                        .accessibilityHidden(true)
                }
            }
            .accessibilityValue(SwiftUI.Text(verbatim: input.text))
            .disabled(disabled)
            .accessibilityHint(SwiftUI.Text(verbatim: info.error ?? ""))
        }
    }
}

@available(iOS 15.0, *)
extension FormRow {
    /// An `int` field shown as a stepper over `bounds`.
    @_Concurrency.MainActor public static func stepper(_ field: Model.Field, _ input: WritableKeyPath<Model, FormRuntime.NumberInput<Int>>,
                               in bounds: ClosedRange<Int>, step: Int = 1, disabled: Bool = false) -> FormRow {
        FormRow(field: field, takesFocus: false) { context in
            SwiftUI.AnyView(StepperRow(input: context.model[dynamicMember: input], info: context.info, bounds: bounds,
                                       step: step, disabled: disabled))
        }
    }
}
#endif
