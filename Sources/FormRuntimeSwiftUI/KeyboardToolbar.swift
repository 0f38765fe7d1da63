#if canImport(SwiftUI) && canImport(UIKit) && !os(tvOS) && !os(watchOS)
import FormRuntime
import SwiftUI

/// The keyboard toolbar: Previous and Next over the visible fields of the focus order, "-/+"
/// for a number whose keyboard has no minus key, and Done. Nothing for a form without items.
/// Every word is looked up in the model's `strings` and shown as a `String`.
@available(iOS 15.0, *)
struct KeyboardToolbar<Model: FormViewModel>: SwiftUI.ViewModifier {
    let items: [FormToolbarItem]
    @SwiftUI.Binding var model: Model
    let focus: SwiftUI.FocusState<FormRuntime.FocusStop?>.Binding

    @SwiftUI.ViewBuilder
    func body(content: Content) -> some SwiftUI.View {
        if items.isEmpty {
            content
        } else {
            content.toolbar {
                SwiftUI.ToolbarItemGroup(placement: .keyboard) {
                    SwiftUI.ForEach(items.indices, id: \.self) { index in
                        button(items[index])
                    }
                }
            }
        }
    }

    private func word(_ key: String, _ english: String) -> String {
        model.strings.text(key, default: english)
    }

    @SwiftUI.ViewBuilder
    private func button(_ item: FormToolbarItem) -> some SwiftUI.View {
        let focused = focus.wrappedValue
        switch item {
        case .previous:
            SwiftUI.Button(word("formc.view.previous", "Previous")) { focus.wrappedValue = model.previousStop(before: focused) }
                .disabled(focused.map { model.previousStop(before: $0) == nil } ?? true)
                .accessibilityLabel(SwiftUI.Text(verbatim: word("formc.view.previousField", "Previous field")))
        case .next:
            SwiftUI.Button(word("formc.view.next", "Next")) { focus.wrappedValue = model.nextStop(after: focused) }
                .disabled(focused.map { model.nextStop(after: $0) == nil } ?? true)
                .accessibilityLabel(SwiftUI.Text(verbatim: word("formc.view.nextField", "Next field")))
        case .toggleSign:
            // A symbol, not a word: a `String`, so no app table is asked for it.
            SwiftUI.Button("-/+" as String) { if let stop = focused { model.toggleSign(stop) } }
                .disabled(!(focused.map { Model.canToggleSign($0) } ?? false))
                .accessibilityLabel(SwiftUI.Text(verbatim: word("formc.view.changeSign", "Change sign")))
        case .done:
            SwiftUI.Spacer()
            SwiftUI.Button(word("formc.view.done", "Done")) { focus.wrappedValue = nil }
                .accessibilityLabel(SwiftUI.Text(verbatim: word("formc.view.dismissKeyboard", "Dismiss keyboard")))
        }
    }
}
#endif
