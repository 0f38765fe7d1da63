#if canImport(SwiftUI) && canImport(UIKit) && !os(tvOS) && !os(watchOS)
import FormRuntime
import SwiftUI

/// A `Picker` over a `choice` field's options, each row its label tagged with the option.
/// While nothing is picked the selection is nil, which needs a row of its own: "None" on an
/// optional field (picking it clears the choice), "Choose" on a non-optional one without a
/// default (picking it leaves the field without a value, which it reports).
@available(iOS 15.0, *)
struct ChoiceRow<Option: FormRuntime.FormChoice>: SwiftUI.View {
    @SwiftUI.Binding var selection: Option?
    let info: FormRowInfo
    /// The options with their translated labels, in declaration order.
    let options: [(option: Option, label: String)]
    /// The label of the row for "nothing picked"; nil: no such row.
    let nothing: String?
    let style: FormPickerStyle?
    let disabled: Bool

    var body: some SwiftUI.View {
        // A segmented or wheel picker shows no title in a `Form`: the style shows the label.
        FormRowBody(info, showsLabel: style == .segmented || style == .wheel) {
            SwiftUI.Picker(info.label, selection: $selection) {
                if let nothing {
                    SwiftUI.Text(verbatim: nothing).tag(Option?.none)
                }
                SwiftUI.ForEach(options.indices, id: \.self) { index in
                    SwiftUI.Text(verbatim: options[index].label).tag(Option?.some(options[index].option))
                }
            }
            .modifier(PickerStyleModifier(style: style))
            .disabled(disabled)
            .accessibilityHint(SwiftUI.Text(verbatim: info.error ?? ""))
        }
    }
}

@available(iOS 15.0, *)
private struct PickerStyleModifier: SwiftUI.ViewModifier {
    let style: FormPickerStyle?

    @SwiftUI.ViewBuilder
    func body(content: Content) -> some SwiftUI.View {
        switch style {
        case nil: content
        case .menu?: content.pickerStyle(.menu)
        case .segmented?: content.pickerStyle(.segmented)
        case .inline?: content.pickerStyle(.inline)
        case .wheel?: content.pickerStyle(.wheel)
        case .navigationLink?:
            if #available(iOS 16.0, *) { content.pickerStyle(.navigationLink) } else { content }
        }
    }
}

@available(iOS 15.0, *)
extension FormRow {
    /// A `choice` field. `hasDefault`: the field declares a default, so a non-optional one has
    /// no "Choose" row.
    @_Concurrency.MainActor public static func choice<Option: FormRuntime.FormChoice>(
        _ field: Model.Field, _ input: WritableKeyPath<Model, FormRuntime.ChoiceInput<Option>>,
        hasDefault: Bool = false, style: FormPickerStyle? = nil, disabled: Bool = false
    ) -> FormRow {
        FormRow(field: field, takesFocus: false) { context in
            let isOptional = context.model.wrappedValue[keyPath: input].isOptional
            let nothing: String? = isOptional ? context.strings.text("formc.view.none", default: "None")
                : hasDefault ? nil : context.strings.text("formc.view.choose", default: "Choose")
            return SwiftUI.AnyView(ChoiceRow(
                selection: context.model[dynamicMember: input.appending(path: \.value)], info: context.info,
                options: Option.allCases.map { ($0, context.optionLabel($0, field: field)) },
                nothing: nothing, style: style, disabled: disabled))
        }
    }
}
#endif
