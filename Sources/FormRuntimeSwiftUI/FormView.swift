#if canImport(SwiftUI) && canImport(UIKit) && !os(tvOS) && !os(watchOS)
import Foundation
import FormRuntime
import SwiftUI

/// The SwiftUI form of a generated model: its layout's sections and rows in a `Form`, a
/// submit button, and everything formc's forms do (focus order and Return, initial focus,
/// submit with progress, errors from the action and the server, a keyboard toolbar).
///
/// It edits a model that it owns (`init(model:action:)`) or the caller's
/// (`init(model: Binding<…>, action:)`: prefill it, observe it, reset it, or set server
/// errors on it). The action may be `async` and may throw: while it runs the submit button is
/// disabled and shows a `ProgressView`; an error it throws is shown above the button and
/// announced, and `ServerErrors` it throws are shown on their fields, which take focus.
///
/// formc names it after the form (`typealias SignUpForm = FormView<SignUpModel>`) and gives
/// it an initializer whose action label is the form's `submit ..., action:` name.
@available(iOS 15.0, *)
public struct FormView<Model: FormViewModel>: SwiftUI.View {
    /// What the form calls with the values when it is submitted and every rule holds: it may be
    /// `async` and may throw (`ServerErrors` for errors on fields). A synchronous closure
    /// converts to it.
    public typealias Action = @_Concurrency.MainActor (Model.Values) async throws -> Void

    @SwiftUI.State private var ownModel: Model
    private let boundModel: SwiftUI.Binding<Model>?
    private let action: Action
    @SwiftUI.StateObject private var ownController = FormSubmitController()
    private var controller: FormSubmitController?
    private var options = FormViewOptions()

    /// A form that keeps its own state.
    /// - Parameters:
    ///   - model: the starting state; a new form with the declared defaults by default.
    ///   - action: called with the values when the form is submitted and every rule holds; it
    ///     may be `async` and may throw (`ServerErrors` for errors on fields).
    public init(model: Model = Model(locale: .current), action: @escaping Action) {
        _ownModel = SwiftUI.State(initialValue: model)
        boundModel = nil
        self.action = action
    }

    /// A form over the caller's state, which it reads and writes: an edit screen prefills it,
    /// and the caller can observe it, reset it or set server errors on it.
    public init(model: SwiftUI.Binding<Model>, action: @escaping Action) {
        _ownModel = SwiftUI.State(initialValue: model.wrappedValue)
        boundModel = model
        self.action = action
    }

    public var body: some SwiftUI.View {
        SwiftUI.ScrollViewReader { scroller in
            FormContent(model: boundModel ?? $ownModel, action: action, controller: controller ?? ownController,
                        options: options, scroller: scroller)
        }
    }

    /// Submits through `controller` too, which says whether a submit is running: for a Save
    /// button in a toolbar. `showsSubmitButton: false` leaves the form's own button out.
    public func submitController(_ controller: FormSubmitController, showsSubmitButton: Bool = true) -> Self {
        var copy = self
        copy.controller = controller
        copy.options.showsSubmitButton = showsSubmitButton
        return copy
    }

    /// Whether the form sets the navigation title to its `title` (it does by default): leave
    /// it out when the screen has its own.
    public func showsTitle(_ shows: Bool) -> Self {
        var copy = self
        copy.options.showsTitle = shows
        return copy
    }

    /// The app's own rows, in a section after the form's and before the submit button.
    public func appRows<Rows: SwiftUI.View>(@SwiftUI.ViewBuilder _ rows: () -> Rows) -> Self {
        var copy = self
        copy.options.appRows = SwiftUI.AnyView(rows())
        return copy
    }
}

/// What the app changed about a form with `FormView`'s modifiers.
@available(iOS 15.0, *)
struct FormViewOptions {
    var showsTitle = true
    var showsSubmitButton = true
    var appRows: SwiftUI.AnyView?
}
#endif
