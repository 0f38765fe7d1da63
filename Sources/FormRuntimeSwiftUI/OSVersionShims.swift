#if canImport(SwiftUI) && canImport(UIKit) && !os(tvOS) && !os(watchOS)
import Accessibility
import SwiftUI
import UIKit

/// Reports changes of `value` (focus, requests to show errors or to submit) with the newest
/// API the system has: `onChange(of:perform:)` is deprecated from iOS 17 and warns in apps that
/// target it; `task(id:)` runs whenever the value changes (and once on appearing), on every
/// iOS 15 system.
@available(iOS 15.0, *)
struct OnChange<Value: Equatable & Sendable>: SwiftUI.ViewModifier {
    let value: Value
    let changed: (Value) -> Void

    @SwiftUI.ViewBuilder
    func body(content: Content) -> some SwiftUI.View {
        if #available(iOS 17.0, *) {
            content.onChange(of: value) { _, new in changed(new) }
        } else {
            content.task(id: value) { changed(value) }
        }
    }
}

/// `scrollDismissesKeyboard` where the system has it (iOS 16 and later).
@available(iOS 15.0, *)
struct ScrollDismissesKeyboard: SwiftUI.ViewModifier {
    let mode: FormScrollDismissMode?

    @SwiftUI.ViewBuilder
    func body(content: Content) -> some SwiftUI.View {
        if #available(iOS 16.0, *), let mode {
            switch mode {
            case .automatic: content.scrollDismissesKeyboard(.automatic)
            case .immediately: content.scrollDismissesKeyboard(.immediately)
            case .interactively: content.scrollDismissesKeyboard(.interactively)
            case .never: content.scrollDismissesKeyboard(.never)
            }
        } else {
            content
        }
    }
}

/// Has VoiceOver say `message`: moving focus to a field reads only that field, not why the
/// submit failed.
@available(iOS 15.0, *)
@_Concurrency.MainActor
func announce(_ message: String) {
    guard !message.isEmpty else { return }
    if #available(iOS 17.0, *) {
        Accessibility.AccessibilityNotification.Announcement(message).post()
    } else {
        UIKit.UIAccessibility.post(notification: .announcement, argument: message)
    }
}
#endif
