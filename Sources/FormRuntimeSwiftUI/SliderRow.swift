#if canImport(SwiftUI) && canImport(UIKit) && !os(tvOS) && !os(watchOS)
@_spi(FormViews) import FormRuntime
import SwiftUI

/// A `Slider` over the field's range, in its steps (or freely, on a `double` without one),
/// bound to the model's `[sliding:]` (clamped to the range, and set as typing sets the field).
/// A slider shows no title in a `Form`, so a row above it shows the field's label and, at the
/// trailing edge, the value as the field writes it; VoiceOver reads neither, but the slider's
/// label and its value as the accessibility value, and can adjust it. It takes no keyboard
/// and no focus.
@available(iOS 15.0, *)
struct SliderRow: SwiftUI.View {
    @SwiftUI.Binding var value: Double
    /// The value as the field writes it.
    let text: String
    let info: FormRowInfo
    let bounds: ClosedRange<Double>
    let step: Double?
    let disabled: Bool

    var body: some SwiftUI.View {
        FormRowBody(info, showsLabel: false) {
            SwiftUI.VStack(alignment: .leading, spacing: 4) {
                SwiftUI.HStack {
                    SwiftUI.Text(verbatim: info.label)
                        .accessibilityHidden(true)
                    SwiftUI.Spacer()
                    SwiftUI.Text(verbatim: text)
                        .foregroundColor(.secondary)
                        .accessibilityHidden(true)
                }
                slider
                    .accessibilityValue(SwiftUI.Text(verbatim: text))
                    .disabled(disabled)
                    .accessibilityHint(SwiftUI.Text(verbatim: info.error ?? ""))
            }
        }
    }

    @SwiftUI.ViewBuilder
    private var slider: some SwiftUI.View {
        if let step {
            SwiftUI.Slider(value: $value, in: bounds, step: step) { SwiftUI.Text(verbatim: info.label) }
        } else {
            SwiftUI.Slider(value: $value, in: bounds) { SwiftUI.Text(verbatim: info.label) }
        }
    }
}

@available(iOS 15.0, *)
extension FormRow {
    /// An `int` field shown as a slider over `bounds`, in steps of `step`.
    @_Concurrency.MainActor public static func slider(_ field: Model.Field, _ input: WritableKeyPath<Model, FormRuntime.NumberInput<Int>>,
                              in bounds: ClosedRange<Int>, step: Int = 1, disabled: Bool = false) -> FormRow {
        FormRow(field: field, takesFocus: false) { context in
            SwiftUI.AnyView(SliderRow(
                value: context.model[dynamicMember: input.appending(path: \.[sliding: bounds, step: step])],
                text: context.model.wrappedValue[keyPath: input].text, info: context.info,
                bounds: Double(bounds.lowerBound)...Double(bounds.upperBound), step: Double(step), disabled: disabled))
        }
    }

    /// A `double` field shown as a slider over `bounds`, in steps of `step` (nil: freely).
    @_Concurrency.MainActor public static func slider(_ field: Model.Field, _ input: WritableKeyPath<Model, FormRuntime.NumberInput<Double>>,
                              in bounds: ClosedRange<Double>, step: Double? = nil, disabled: Bool = false) -> FormRow {
        FormRow(field: field, takesFocus: false) { context in
            let value: WritableKeyPath<FormRuntime.NumberInput<Double>, Double> =
                step.map { \.[sliding: bounds, step: $0] } ?? \.[sliding: bounds]
            return SwiftUI.AnyView(SliderRow(
                value: context.model[dynamicMember: input.appending(path: value)],
                text: context.model.wrappedValue[keyPath: input].text, info: context.info,
                bounds: bounds, step: step, disabled: disabled))
        }
    }
}
#endif
