#if canImport(SwiftUI) && canImport(UIKit) && !os(tvOS) && !os(watchOS)
import FormRuntime
import SwiftUI

/// The form's title as the navigation title; nothing without one (or when the app hides it).
@available(iOS 15.0, *)
struct NavigationTitle: SwiftUI.ViewModifier {
    let title: String?

    @SwiftUI.ViewBuilder
    func body(content: Content) -> some SwiftUI.View {
        if let title {
            content.navigationTitle(SwiftUI.Text(verbatim: title))
        } else {
            content
        }
    }
}

/// In a form whose fields come and go (`visible when`, a repeating group's rows): they appear
/// and disappear animated, and focus leaves a field that disappears for the next visible one
/// (a row's field that is gone with its row, for none).
@available(iOS 15.0, *)
struct FollowsVisibility<Model: FormViewModel>: SwiftUI.ViewModifier {
    let isOn: Bool
    let model: Model
    let focus: SwiftUI.FocusState<FormRuntime.FocusStop?>.Binding

    @SwiftUI.ViewBuilder
    func body(content: Content) -> some SwiftUI.View {
        if isOn {
            content
                .animation(.default, value: model.visibleFields())
                .task(id: model.focusStops()) { focus.wrappedValue = model.stopKeeping(focus.wrappedValue) }
        } else {
            content
        }
    }
}

/// Applies `transform` when `condition` holds: a modifier a field's options ask for.
extension SwiftUI.View {
    @SwiftUI.ViewBuilder
    func applying<Changed: SwiftUI.View>(_ condition: Bool, _ transform: (Self) -> Changed) -> some SwiftUI.View {
        if condition { transform(self) } else { self }
    }
}
#endif
