#if canImport(SwiftUI) && canImport(UIKit) && !os(tvOS) && !os(watchOS)
import FormRuntime
import SwiftUI
import UIKit

/// What a typed field declares about its keyboard and its control: the `.form` file's
/// `keyboard`, `contentType`, `autocapitalization`, `autocorrection`, `submitLabel`,
/// `clearButton`, `textFieldStyle`, `validityBorder`, `shortcut` and `disabled`.
@available(iOS 15.0, *)
struct TextInputOptions {
    var keyboard: UIKit.UIKeyboardType
    var contentType: UIKit.UITextContentType?
    /// nil for a number (its keyboard has no letters).
    var capitalization: SwiftUI.TextInputAutocapitalization?
    var autocorrection: Bool
    /// The Return key's label; nil: the system's.
    var submitLabel: SwiftUI.SubmitLabel?
    /// The Return key says Next, or Done on the last visible field: formc chose it in a form
    /// whose fields come and go.
    var nextOrDone: Bool
    var clearButton: Bool
    var style: FormTextFieldStyle
    var validityBorder: Bool
    var shortcut: FormShortcut?
    var disabled: Bool
}

/// Keyboard, content type, capitalisation, correction, Return key, focus, shortcut, style, and
/// the field's error as the control's accessibility hint: VoiceOver reads it after the
/// control's label and value (its text, which an accessibility value would hide), and the
/// error text under the field is hidden from it.
@available(iOS 15.0, *)
struct TextInputModifiers<Field: Hashable & Sendable>: SwiftUI.ViewModifier {
    let options: TextInputOptions
    let field: Field
    let info: FormRowInfo
    let focus: SwiftUI.FocusState<Field?>.Binding

    func body(content: Content) -> some SwiftUI.View {
        content
            .applying(!options.disabled) { $0.focused(focus, equals: field) }
            .keyboardType(options.keyboard)
            .textContentType(options.contentType)
            .applying(options.capitalization != nil) { $0.textInputAutocapitalization(options.capitalization) }
            .applying(!options.autocorrection) { $0.autocorrectionDisabled(true) }
            .modifier(ReturnKey(label: options.nextOrDone ? (info.isLastVisible ? .done : .next) : options.submitLabel))
            .disabled(options.disabled)
            .modifier(Shortcut(shortcut: options.disabled ? nil : options.shortcut, title: info.label) {
                focus.wrappedValue = field
            })
            .modifier(TextFieldStyleModifier(style: options.style))
            .accessibilityHint(SwiftUI.Text(verbatim: info.error ?? ""))
    }
}

@available(iOS 15.0, *)
private struct ReturnKey: SwiftUI.ViewModifier {
    let label: SwiftUI.SubmitLabel?

    @SwiftUI.ViewBuilder
    func body(content: Content) -> some SwiftUI.View {
        if let label { content.submitLabel(label) } else { content }
    }
}

/// Seed 000: a hidden button carries the shortcut and moves focus. Its title is the field's
/// label, which the iPad lists beside the shortcut while ⌘ is held.
@available(iOS 15.0, *)
private struct Shortcut: SwiftUI.ViewModifier {
    let shortcut: FormShortcut?
    let title: String
    let action: @_Concurrency.MainActor () -> Void

    @SwiftUI.ViewBuilder
    func body(content: Content) -> some SwiftUI.View {
        if let shortcut {
            content.background {
                SwiftUI.Button(title, action: action)
                    .keyboardShortcut(shortcut.key, modifiers: shortcut.modifiers)
                    .hidden()
            }
        } else {
            content
        }
    }
}

@available(iOS 15.0, *)
private struct TextFieldStyleModifier: SwiftUI.ViewModifier {
    let style: FormTextFieldStyle

    @SwiftUI.ViewBuilder
    func body(content: Content) -> some SwiftUI.View {
        switch style {
        case .automatic: content
        case .plain: content.textFieldStyle(.plain)
        case .roundedBorder: content.textFieldStyle(.roundedBorder)
        }
    }
}

/// Seed 001's `RequirementStyle`: a border that is red while the field shows an error (per its
/// validation timing, as the error text) and green once its value is valid and not empty
/// (`FieldValidity`); clear otherwise.
@available(iOS 15.0, *)
struct ValidityBorder: SwiftUI.ViewModifier {
    let isOn: Bool
    let validity: FormRuntime.FieldValidity

    @SwiftUI.ViewBuilder
    func body(content: Content) -> some SwiftUI.View {
        if isOn {
            content
                .padding(6)
                .overlay {
                    SwiftUI.RoundedRectangle(cornerRadius: 6)
                        .strokeBorder(color, lineWidth: 1)
                }
        } else {
            content
        }
    }

    private var color: SwiftUI.Color {
        switch validity {
        case .invalid: .red
        case .valid: .green
        case .unknown: .clear
        }
    }
}
#endif
