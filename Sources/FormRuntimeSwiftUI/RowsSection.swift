#if canImport(SwiftUI) && canImport(UIKit) && !os(tvOS) && !os(watchOS)
import Foundation
import FormRuntime
import SwiftUI

/// A repeating group in a `FormLayout` (`repeat items { ... }`): which field of the model holds
/// its rows, and the add button's text. Its section shows one block per row, each with the
/// row's fields as the row model's layout draws them (`Row.layout`) and a delete button, swipe
/// to delete, and the add button (`RowsSection`).
@available(iOS 15.0, *)
public struct FormGroup<Model: FormViewModel> {
    /// The group's field in the form model.
    public let field: Model.Field
    /// The add button's text as the `.form` file writes it (`addLabel`).
    public let addLabel: String
    let make: @MainActor (FormGroupContext<Model>) -> SwiftUI.AnyView

    /// The group whose rows are `input`, a `RowsInput` of a row model that has a layout of its
    /// own (its fields' rows).
    @_Concurrency.MainActor public static func rows<Row: FormViewModel & Equatable>(
        _ field: Model.Field, _ input: WritableKeyPath<Model, FormRuntime.RowsInput<Row>>, addLabel: String
    ) -> FormGroup {
        FormGroup(field: field, addLabel: addLabel) { context in
            SwiftUI.AnyView(RowsSection<Model, Row>(
                model: context.model, shown: context.shown, group: field, input: input,
                addText: context.shown.strings.text(context.formName + "." + field.rawValue + ".addLabel", default: addLabel),
                focus: context.focus, formName: context.formName))
        }
    }
}

/// What the form gives a group's section when it draws it.
@available(iOS 15.0, *)
struct FormGroupContext<Model: FormViewModel> {
    let model: SwiftUI.Binding<Model>
    /// The model in the view's language, whose texts the rows show.
    let shown: Model
    let focus: SwiftUI.FocusState<FormRuntime.FocusStop?>.Binding
    let formName: String
}

/// The rows of a repeating group: each row a block of its visible fields with a delete button,
/// swipe to delete (both refused at the group's lower bound), and the add button while the
/// group is below its upper bound. Rows are drawn by their ids, so a row keeps its texts, its
/// errors and its focus when another is added, removed or moved.
@available(iOS 15.0, *)
struct RowsSection<Model: FormViewModel, Row: FormViewModel & Equatable>: SwiftUI.View {
    @SwiftUI.Binding var model: Model
    let shown: Model
    let group: Model.Field
    let input: WritableKeyPath<Model, FormRuntime.RowsInput<Row>>
    let addText: String
    let focus: SwiftUI.FocusState<FormRuntime.FocusStop?>.Binding
    let formName: String

    var body: some SwiftUI.View {
        let rows = shown[keyPath: input]
        SwiftUI.ForEach(rows.ids, id: \.self) { id in
            block(id, rows)
                .id(Self.scrollID(group, id))
                .deleteDisabled(!rows.canRemove)
        }
        .onDelete(perform: remove(atOffsets:))
        if rows.canAdd {
            SwiftUI.Button(action: add) {
                SwiftUI.HStack {
                    SwiftUI.Image(systemName: "plus.circle.fill")
                        .accessibilityHidden(true)
                    SwiftUI.Text(verbatim: addText)
                }
            }
        }
    }

    /// Where the form scrolls to show a row (`FormContent.show`).
    static func scrollID(_ group: Model.Field, _ id: FormRuntime.RowID) -> String {
        group.rawValue + "#" + String(id.value)
    }

    /// One row: its visible fields, then its delete button.
    private func block(_ id: FormRuntime.RowID, _ rows: FormRuntime.RowsInput<Row>) -> some SwiftUI.View {
        let row = rows[row: id]
        let fields = Row.layout.sections.flatMap(\.rows)
        return SwiftUI.VStack(alignment: .leading, spacing: 12) {
            SwiftUI.ForEach(fields.indices, id: \.self) { index in
                let field = fields[index]
                if row.isVisible(field.field) {
                    field.make(context(for: field.field, in: row, id: id))
                }
            }
            SwiftUI.Button {
                remove(id)
            } label: {
                SwiftUI.HStack {
                    SwiftUI.Image(systemName: "minus.circle")
                        .accessibilityHidden(true)
                    SwiftUI.Text(verbatim: shown.strings.text("formc.view.removeRow", default: "Remove"))
                }
            }
            .buttonStyle(.borderless)
            .foregroundColor(.red)
            .disabled(!rows.canRemove)
        }
    }

    /// What the row of `field` in row `id` is given: its texts and errors from `row` (in the
    /// view's language), the binding to that row in the model, and its focus stop.
    private func context(for field: Row.Field, in row: Row, id: FormRuntime.RowID) -> FormRowContext<Row> {
        let stop = FormRuntime.FocusStop(field.rawValue, row: id)
        let info = FormRowInfo(
            name: field.rawValue, label: row.label(field), prompt: row.prompt(field), help: row.help(field),
            error: row.visibleErrors(field).first, validity: row.validity(field),
            isLastVisible: shown.isLastStop(stop))
        return FormRowContext(model: $model[dynamicMember: input.appending(path: \FormRuntime.RowsInput<Row>.[row: id])],
                              info: info, focus: focus, stop: stop, strings: row.strings, formName: formName)
    }

    /// Adds a row and takes the person to its first field once it is on screen.
    private func add() {
        guard let id = model[keyPath: input].add() else { return }
        guard let first = model.focusStops().first(where: { $0.row == id }) else { return }
        _Concurrency.Task { focus.wrappedValue = first }
    }

    /// Removes row `id`; focus in it goes nowhere first, so no field of a row that is gone
    /// holds it.
    private func remove(_ id: FormRuntime.RowID) {
        if focus.wrappedValue?.row == id { focus.wrappedValue = nil }
        model[keyPath: input].remove(id)
    }

    /// Swipe to delete.
    private func remove(atOffsets offsets: Foundation.IndexSet) {
        let rows = model[keyPath: input]
        if let focused = focus.wrappedValue?.row, let position = rows.position(of: focused), offsets.contains(position) {
            focus.wrappedValue = nil
        }
        model[keyPath: input].remove(atOffsets: offsets)
    }
}
#endif
