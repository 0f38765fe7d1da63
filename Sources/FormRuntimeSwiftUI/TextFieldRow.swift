#if canImport(SwiftUI) && canImport(UIKit) && !os(tvOS) && !os(watchOS)
import FormRuntime
import SwiftUI
import UIKit

/// A `TextField` or `SecureField` with the label as its title (read by VoiceOver) and the
/// prompt as its placeholder (none without a prompt: the label is above the field). A password
/// reveal swaps the two, a clear button and a unit follow the field, and a validity border
/// frames them.
@available(iOS 15.0, *)
struct TextFieldRow<Field: Hashable & Sendable>: SwiftUI.View {
    @SwiftUI.Binding var text: String
    let field: Field
    let info: FormRowInfo
    let options: TextInputOptions
    let secure: Bool
    let reveal: Bool
    /// The unit shown beside the field, and whether it goes before the amount.
    let unit: (text: String, leads: Bool)?
    let focus: SwiftUI.FocusState<Field?>.Binding
    let strings: FormRuntime.FormStrings
    /// Whether the secure field shows its text (`passwordReveal`).
    @SwiftUI.State private var revealed = false

    var body: some SwiftUI.View {
        FormRowBody(info, showsLabel: true) {
            SwiftUI.HStack {
                if let unit, unit.leads { unitLabel(unit.text) }
                control
                    .modifier(TextInputModifiers(options: options, field: field, info: info, focus: focus))
                if options.clearButton && focus.wrappedValue == field && !text.isEmpty {
                    clearButton
                }
                if reveal { revealButton }
                if let unit, !unit.leads { unitLabel(unit.text) }
            }
            .modifier(ValidityBorder(isOn: options.validityBorder, validity: info.validity))
        }
    }

    @SwiftUI.ViewBuilder
    private var control: some SwiftUI.View {
        if secure && !revealed {
            SwiftUI.SecureField(info.label, text: $text, prompt: SwiftUI.Text(verbatim: info.prompt ?? ""))
        } else {
            SwiftUI.TextField(info.label, text: $text, prompt: SwiftUI.Text(verbatim: info.prompt ?? ""))
        }
    }

    private func unitLabel(_ unit: String) -> some SwiftUI.View {
        SwiftUI.Text(verbatim: unit)
            .foregroundColor(.secondary)
    }

    /// Seed 001's clear button, which SwiftUI's text fields lack: shown while the field has
    /// focus and holds text, it empties the field through the model, so the field filters and
    /// revalidates as after any edit.
    private var clearButton: some SwiftUI.View {
        SwiftUI.Button {
            text = ""
        } label: {
            SwiftUI.Image(systemName: "xmark.circle.fill")
                .foregroundColor(.secondary)
        }
        .buttonStyle(.borderless)
        .accessibilityLabel(SwiftUI.Text(verbatim: strings.text("formc.view.clearText", default: "Clear text")))
    }

    /// The password reveal: swaps the `SecureField` for a `TextField` and back. The field that
    /// had focus is replaced by the other, so focus is given back to it once the swap is on
    /// screen.
    private var revealButton: some SwiftUI.View {
        SwiftUI.Button {
            revealed.toggle()
            if focus.wrappedValue == field { _Concurrency.Task { focus.wrappedValue = field } }
        } label: {
            SwiftUI.Image(systemName: revealed ? "eye.slash" : "eye")
                .foregroundColor(.secondary)
        }
        .buttonStyle(.borderless)
        .accessibilityLabel(SwiftUI.Text(verbatim: revealed
            ? strings.text("formc.view.hidePassword", default: "Hide password")
            : strings.text("formc.view.showPassword", default: "Show password")))
    }
}

@available(iOS 15.0, *)
extension FormRow {
    /// A `text` or `secure` field (`secure: true`; `reveal: true` adds a show/hide button).
    @_Concurrency.MainActor public static func text(
        _ field: Model.Field, _ input: WritableKeyPath<Model, FormRuntime.TextInput>,
        secure: Bool = false, reveal: Bool = false, keyboard: UIKit.UIKeyboardType = .default,
        contentType: UIKit.UITextContentType? = nil, capitalization: SwiftUI.TextInputAutocapitalization = .sentences,
        autocorrection: Bool = true, submitLabel: SwiftUI.SubmitLabel? = nil, nextOrDone: Bool = false,
        clearButton: Bool = false, style: FormTextFieldStyle = .automatic, validityBorder: Bool = false,
        shortcut: FormShortcut? = nil, disabled: Bool = false
    ) -> FormRow {
        let options = TextInputOptions(
            keyboard: keyboard, contentType: contentType, capitalization: capitalization, autocorrection: autocorrection,
            submitLabel: submitLabel, nextOrDone: nextOrDone, clearButton: clearButton, style: style,
            validityBorder: validityBorder, shortcut: shortcut, disabled: disabled)
        return FormRow(field: field, takesFocus: !disabled) { context in
            SwiftUI.AnyView(TextFieldRow(
                text: context.model[dynamicMember: input.appending(path: \.text)], field: context.stop, info: context.info,
                options: options, secure: secure, reveal: reveal, unit: nil, focus: context.focus, strings: context.strings))
        }
    }

    /// A number field (`int`, `decimal`, `double`, `currency`, `percent`), typed as text and
    /// read by the model; `unit` shows the currency symbol or `%` beside it.
    @_Concurrency.MainActor public static func number<Value: FormRuntime.FormNumber>(
        _ field: Model.Field, _ input: WritableKeyPath<Model, FormRuntime.NumberInput<Value>>,
        unit: FormUnit? = nil, keyboard: UIKit.UIKeyboardType = .default, contentType: UIKit.UITextContentType? = nil,
        submitLabel: SwiftUI.SubmitLabel? = nil, nextOrDone: Bool = false, clearButton: Bool = false,
        style: FormTextFieldStyle = .automatic, validityBorder: Bool = false, shortcut: FormShortcut? = nil,
        disabled: Bool = false
    ) -> FormRow {
        let options = TextInputOptions(
            keyboard: keyboard, contentType: contentType, capitalization: nil, autocorrection: true,
            submitLabel: submitLabel, nextOrDone: nextOrDone, clearButton: clearButton, style: style,
            validityBorder: validityBorder, shortcut: shortcut, disabled: disabled)
        return FormRow(field: field, takesFocus: !disabled) { context in
            let number = context.model.wrappedValue[keyPath: input].field
            let shown: (text: String, leads: Bool)?
            switch unit {
            case .currency?: shown = (number.currencySymbol, number.currencySymbolPrecedesAmount)
            case .percent?: shown = ("%", false)
            case nil: shown = nil
            }
            return SwiftUI.AnyView(TextFieldRow(
                text: context.model[dynamicMember: input.appending(path: \.text)], field: context.stop, info: context.info,
                options: options, secure: false, reveal: false, unit: shown, focus: context.focus, strings: context.strings))
        }
    }
}
#endif
