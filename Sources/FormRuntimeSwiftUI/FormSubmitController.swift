#if canImport(SwiftUI) && canImport(UIKit) && !os(tvOS) && !os(watchOS)
import SwiftUI

/// Submits a form from outside it, and says whether a submit is running: for a Save button
/// in a navigation bar, or a screen that shows its own progress.
///
/// Hold one in the view that shows the form (`@StateObject`), give it to the form with
/// `.submitController(_:)`, and call `submit()`: the form submits as if its own button had
/// been pressed (showing every error if a rule fails, or running the action).
@available(iOS 15.0, *)
@_Concurrency.MainActor
public final class FormSubmitController: ObservableObject {
    /// Whether the form's action is running. A submit while it runs does nothing.
    @Published public internal(set) var isSubmitting = false
    /// How often `submit()` was called: the form submits when it changes.
    @Published var requests = 0

    public nonisolated init() {}

    /// Submits the form this controller is given to.
    public func submit() { requests += 1 }
}
#endif
