#if canImport(SwiftUI) && canImport(UIKit) && !os(tvOS) && !os(watchOS)
import Foundation
import FormRuntime
import SwiftUI

/// The form itself, over a binding to the model (its own or its caller's): the sections, the
/// submit button, and the form's behaviour. It follows what the TextField articles formc is
/// built on teach: `@FocusState` with an enum, one `onSubmit` that walks the focus order,
/// initial focus set a moment after the view appears (an assignment during the view's
/// construction is ignored), a keyboard toolbar for pads without a Return key, and every text
/// passed as `String` so it is shown verbatim, never looked up as a localization key or read
/// as a format string.
@available(iOS 15.0, *)
struct FormContent<Model: FormViewModel>: SwiftUI.View {
    @SwiftUI.Binding var model: Model
    let action: @_Concurrency.MainActor (Model.Values) async throws -> Void
    @SwiftUI.ObservedObject var controller: FormSubmitController
    let options: FormViewOptions
    /// Scrolls the form to a field's row (`show(_:)`); each row has its field's name as `id`.
    let scroller: SwiftUI.ScrollViewProxy
    /// The focused field: of the form, or of a row of a repeating group.
    @SwiftUI.FocusState private var focus: FormRuntime.FocusStop?
    /// The message of the error the action last threw, shown above the submit button.
    @SwiftUI.State private var submitError: String?
    /// The running submit, cancelled when the view disappears.
    @SwiftUI.State private var submitTask: _Concurrency.Task<Void, Never>?
    /// The last request to show server errors that the view has shown (`revealServerErrors`).
    @SwiftUI.State private var revealedRequest: Int
    /// The last `controller.submit()` the view has answered.
    @SwiftUI.State private var answeredRequest: Int
    /// The language the form's texts are in: SwiftUI's, which a preview or a screen sets with
    /// `.environment(\.locale, ...)`.
    @SwiftUI.Environment(\.locale) private var locale

    init(model: SwiftUI.Binding<Model>, action: @escaping @_Concurrency.MainActor (Model.Values) async throws -> Void,
         controller: FormSubmitController, options: FormViewOptions, scroller: SwiftUI.ScrollViewProxy) {
        _model = model
        self.action = action
        _controller = SwiftUI.ObservedObject(wrappedValue: controller)
        self.options = options
        self.scroller = scroller
        _revealedRequest = SwiftUI.State(initialValue: model.wrappedValue.focusTracker.revealRequests)
        _answeredRequest = SwiftUI.State(initialValue: controller.requests)
    }

    private var layout: FormLayout<Model> { Model.layout }

    var body: some SwiftUI.View {
        // The texts come from the model in the view's language: the model itself once it follows
        // the locale (on appearing, and whenever the locale changes), a copy until then, so the
        // first frame is already in that language.
        let shown = localized(model)
        SwiftUI.Form {
            SwiftUI.ForEach(layout.sections.indices, id: \.self) { index in
                section(index, shown)
            }
            if let rows = options.appRows {
                SwiftUI.Section { rows }
            }
            // The action's error shows here also when the app submits from elsewhere.
            if options.showsSubmitButton || submitError != nil {
                submitSection(shown)
            }
        }
        .onAppear(perform: followLocale)
        .modifier(OnChange(value: locale.identifier) { _ in followLocale() })
        .onSubmit(advance)
        .modifier(OnChange(value: focus) { model.focusMoved(to: $0) })
        .modifier(OnChange(value: model.focusTracker.revealRequests) { revealServerErrors($0) })
        .modifier(OnChange(value: controller.requests) { answerSubmitRequest($0) })
        .onDisappear { submitTask?.cancel() }
        .task {
            guard let initial = Model.initialFocus else { return }
            // Focus assigned while the view is being set up is ignored: wait a moment.
            // A cancelled wait (the view went away) focuses nothing.
            do { try await _Concurrency.Task.sleep(nanoseconds: 500_000_000) } catch { return }
            focus = FormRuntime.FocusStop(initial)
        }
        .modifier(KeyboardToolbar(items: layout.toolbar, model: $model, focus: $focus))
        .modifier(ScrollDismissesKeyboard(mode: layout.scrollDismissesKeyboard))
        .modifier(NavigationTitle(title: options.showsTitle ? shown.localizedTitle : nil))
        .modifier(FollowsVisibility(isOn: layout.hasConditions || layout.hasGroups, model: model, focus: $focus))
    }

    // MARK: Language

    /// `model` in the view's language (`\.locale`): itself when it is in it already.
    private func localized(_ model: Model) -> Model {
        guard model.strings.locale.identifier != locale.identifier else { return model }
        var copy = model
        copy.relocalize(to: locale)
        return copy
    }

    /// Puts the model in the view's language when it is in another (`relocalize(to:)`): its
    /// texts and messages change, and what was typed stays.
    private func followLocale() {
        guard model.strings.locale.identifier != locale.identifier else { return }
        model.relocalize(to: locale)
    }

    // MARK: Sections

    /// A section of the layout, while its condition holds: its visible rows, header and footer.
    @SwiftUI.ViewBuilder
    private func section(_ index: Int, _ shown: Model) -> some SwiftUI.View {
        let section = layout.sections[index]
        if section.isVisible?(model) ?? true {
            // Only the header and footer the section has: a Section given an empty one may
            // still make room for it.
            switch (section.header, section.footer) {
            case let (header?, footer?):
                SwiftUI.Section { content(section, shown) } header: { text(index, "header", header, shown) }
                    footer: { text(index, "footer", footer, shown) }
            case let (header?, nil):
                SwiftUI.Section { content(section, shown) } header: { text(index, "header", header, shown) }
            case let (nil, footer?):
                SwiftUI.Section { content(section, shown) } footer: { text(index, "footer", footer, shown) }
            case (nil, nil):
                SwiftUI.Section { content(section, shown) }
            }
        }
    }

    /// A section's content: a repeating group's rows, or the section's fields.
    @SwiftUI.ViewBuilder
    private func content(_ section: FormSection<Model>, _ shown: Model) -> some SwiftUI.View {
        if let group = section.group {
            group.make(FormGroupContext(model: $model, shown: shown, focus: $focus, formName: layout.name))
        } else {
            rows(section, shown)
        }
    }

    /// The section's rows that are visible now, each with its field's name as its `id`.
    private func rows(_ section: FormSection<Model>, _ shown: Model) -> some SwiftUI.View {
        SwiftUI.ForEach(section.rows.indices, id: \.self) { row in
            let row = section.rows[row]
            if shown.isVisible(row.field) {
                row.make(context(for: row.field, shown)).id(row.field.rawValue)
            }
        }
    }

    /// A section's header or footer, translated.
    private func text(_ index: Int, _ role: String, _ text: String, _ shown: Model) -> SwiftUI.Text {
        SwiftUI.Text(verbatim: shown.strings.text(sectionKey(index, role), default: text))
    }

    /// `Form.section.FIRSTFIELD.role`; a section without fields is named by its position,
    /// `Form.section.#N.role`; a repeating group's heading and help are the group's own,
    /// `Form.GROUP.label` and `Form.GROUP.help` (docs/LOCALIZATION.md).
    private func sectionKey(_ index: Int, _ role: String) -> String {
        let section = layout.sections[index]
        if let group = section.group {
            return layout.name + "." + group.field.rawValue + "." + (role == "header" ? "label" : "help")
        }
        let first = section.rows.first?.field.rawValue ?? "#\(index + 1)"
        return layout.name + ".section." + first + "." + role
    }

    /// What the row of `field` is given: its texts and errors from `shown`, the model in the
    /// view's language; the binding to the model itself, which its control edits.
    private func context(for field: Model.Field, _ shown: Model) -> FormRowContext<Model> {
        let stop = FormRuntime.FocusStop(field)
        let info = FormRowInfo(
            name: field.rawValue, label: shown.label(field), prompt: shown.prompt(field), help: shown.help(field),
            error: shown.visibleErrors(field).first, validity: shown.validity(field),
            // With repeating groups, what follows a field may be rows, or none.
            isLastVisible: Model.hasRepeatingGroups ? shown.isLastStop(stop) : shown.isLastVisible(field))
        return FormRowContext(model: $model, info: info, focus: $focus, stop: stop, strings: shown.strings, formName: layout.name)
    }

    /// The submit button, with a `ProgressView` while the action runs (when it is disabled, so
    /// a second submit cannot start), and above it the error the action threw, if any.
    private func submitSection(_ shown: Model) -> some SwiftUI.View {
        SwiftUI.Section {
            if let submitError {
                SwiftUI.Text(verbatim: submitError)
                    .font(.footnote)
                    .foregroundColor(.red)
            }
            if options.showsSubmitButton {
                SwiftUI.Button(action: submit) {
                    SwiftUI.HStack {
                        SwiftUI.Text(verbatim: shown.localizedSubmitLabel)
                        if controller.isSubmitting {
                            SwiftUI.Spacer()
                            SwiftUI.ProgressView()
                        }
                    }
                }
                .disabled(controller.isSubmitting)
            }
        }
    }

    // MARK: Actions

    /// Return: on to the next visible field in the focus order; on the last one, submit.
    private func advance() {
        guard let current = focus, model.focusStops().contains(current) else { focus = nil; return }
        if let next = model.nextStop(after: current) {
            focus = next
        } else {
            submit()
        }
    }

    /// The app called `controller.submit()`; the first call, on appearing, only notes where
    /// the requests start.
    private func answerSubmitRequest(_ request: Int) {
        guard request != answeredRequest else { return }
        answeredRequest = request
        submit()
    }

    /// Submits: hands the values to the action, or shows every error, moves focus to the first
    /// invalid field and announces how many fields need attention. Does nothing while the action
    /// runs.
    private func submit() {
        guard !controller.isSubmitting else { return }
        switch model.submit() {
        case .success(let values):
            focus = nil
            submitError = nil
            controller.isSubmitting = true
            let texts = model.fieldTexts()
            submitTask = _Concurrency.Task { await run(values, texts: texts) }
        case .failure(let errors):
            show(errors)
        }
    }

    /// Runs the action. `ServerErrors` it throws go to their fields (but those edited since the
    /// submit, whose `texts` changed), which `revealServerErrors` takes the user to; any other
    /// error is shown above the submit button and announced. A cancelled submit shows nothing.
    private func run(_ values: Model.Values, texts: [Model.Field: String]) async {
        defer { controller.isSubmitting = false }
        switch await FormRuntime.SubmitEnd<Model.Field>.running({ try await action(values) }) {
        case .serverErrors(let errors):
            model.setServerErrors(errors.keeping(unchangedSince: texts, in: model).byField)
        case .failed(let message):
            submitError = message
            announce(message)
        case .succeeded, .cancelled:
            break
        }
    }

    /// Takes the user to the fields' errors when the model was given server errors (by `run` or by
    /// the app), once per request; the first call, on appearing, only notes where it starts.
    private func revealServerErrors(_ request: Int) {
        guard request != revealedRequest else { return }
        revealedRequest = request
        show(model.currentVisibleErrors())
    }

    /// Takes the user to the first invalid field: focuses it if it takes focus (else closes the
    /// keyboard, so none covers it), scrolls its row into view and announces how many fields
    /// need attention.
    private func show(_ errors: FormRuntime.FormErrors<Model.Field>) {
        if let row = errors.firstInvalidRow, let group = errors.firstInvalid {
            // A field of a row: focused if it takes focus, and its row scrolled into view.
            let stop = FormRuntime.FocusStop(row.path.field, row: row.path.row)
            focus = model.focusStops().contains(stop) ? stop : nil
            scroller.scrollTo(group.rawValue + "#" + String(row.path.row.value), anchor: .center)
        } else {
            focus = errors.firstInvalid.flatMap { layout.focusable.contains($0) ? FormRuntime.FocusStop($0) : nil }
            if let first = errors.firstInvalid { scroller.scrollTo(first.rawValue, anchor: .center) }
        }
        announce(errors.announcement(in: model.strings))
    }
}
#endif
