#if canImport(SwiftUI) && canImport(UIKit) && !os(tvOS) && !os(watchOS)
@_spi(FormViews) import FormRuntime
import SwiftUI

/// A `date` field. A `DatePicker` always shows some day, so a date with no day chosen is not
/// given one: it would show today, read as chosen, and picking today would change nothing.
/// Until a day is chosen the row shows the label and a "Choose" button that starts the picker
/// at today (moved into the field's `range`); "Clear" empties an optional one again. A `range`
/// limits the picker to its days.
@available(iOS 15.0, *)
struct DateRow: SwiftUI.View {
    @SwiftUI.Binding var input: FormRuntime.DateInput
    let info: FormRowInfo
    let disabled: Bool
    let strings: FormRuntime.FormStrings

    var body: some SwiftUI.View {
        FormRowBody(info, showsLabel: false) {
            if input.value == nil {
                if disabled {
                    SwiftUI.HStack {
                        SwiftUI.Text(verbatim: info.label)
                        SwiftUI.Spacer()
                        SwiftUI.Text(verbatim: strings.text("formc.view.none", default: "None"))
                            .foregroundColor(.secondary)
                    }
                } else {
                    SwiftUI.Button {
                        input.choose()
                    } label: {
                        SwiftUI.HStack {
                            SwiftUI.Text(verbatim: info.label)
                            SwiftUI.Spacer()
                            SwiftUI.Text(verbatim: strings.text("formc.view.choose", default: "Choose"))
                        }
                    }
                    .accessibilityHint(SwiftUI.Text(verbatim: info.error ?? ""))
                }
            } else {
                SwiftUI.VStack(alignment: .leading, spacing: 4) {
                    picker
                        .disabled(disabled)
                        .accessibilityHint(SwiftUI.Text(verbatim: info.error ?? ""))
                    if input.isOptional && !disabled {
                        SwiftUI.Button(strings.text("formc.view.clear", default: "Clear")) { input.value = nil }
                    }
                }
            }
        }
    }

    @SwiftUI.ViewBuilder
    private var picker: some SwiftUI.View {
        if input.earliest != nil || input.latest != nil {
            SwiftUI.DatePicker(info.label, selection: $input.pickerDate, in: input.selectableDays, displayedComponents: .date)
        } else {
            SwiftUI.DatePicker(info.label, selection: $input.pickerDate, displayedComponents: .date)
        }
    }
}

@available(iOS 15.0, *)
extension FormRow {
    /// A `date` field.
    @_Concurrency.MainActor public static func date(_ field: Model.Field, _ input: WritableKeyPath<Model, FormRuntime.DateInput>,
                            disabled: Bool = false) -> FormRow {
        FormRow(field: field, takesFocus: false) { context in
            SwiftUI.AnyView(DateRow(input: context.model[dynamicMember: input], info: context.info, disabled: disabled,
                                    strings: context.strings))
        }
    }
}
#endif
