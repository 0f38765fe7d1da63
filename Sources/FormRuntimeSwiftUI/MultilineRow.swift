#if canImport(SwiftUI) && canImport(UIKit) && !os(tvOS) && !os(watchOS)
import FormRuntime
import SwiftUI
import UIKit

/// A `multiline` field. From iOS 16, seed 002's vertical `TextField`: it has a title (read by
/// VoiceOver) and a prompt, grows from the fewest to the most `lines` and then scrolls (at
/// least four lines and no limit without `lines`), and takes a text field style. Before iOS 16,
/// a `TextEditor`, which has no title and no placeholder: the label is its accessibility label
/// and the prompt is drawn over it while it is empty; its height comes from `lines`. Either
/// way the on-screen keyboard's Return inserts a newline.
@available(iOS 15.0, *)
struct MultilineRow<Field: Hashable & Sendable>: SwiftUI.View {
    @SwiftUI.Binding var text: String
    let field: Field
    let info: FormRowInfo
    let options: TextInputOptions
    let lines: ClosedRange<Int>?
    let focus: SwiftUI.FocusState<Field?>.Binding
    /// One line of body text in a `TextEditor`, and its top and bottom insets together, in
    /// points, scaled with Dynamic Type: iOS 15's editor has no line limit, so `lines` becomes
    /// a height.
    @SwiftUI.ScaledMetric private var lineHeight: CGFloat = 22
    @SwiftUI.ScaledMetric private var insets: CGFloat = 16

    var body: some SwiftUI.View {
        FormRowBody(info, showsLabel: true) {
            if #available(iOS 16.0, *) {
                verticalTextField
            } else {
                editor
            }
        }
    }

    @available(iOS 16.0, *)
    @SwiftUI.ViewBuilder
    private var verticalTextField: some SwiftUI.View {
        SwiftUI.Group {
            if let lines {
                SwiftUI.TextField(info.label, text: $text, prompt: SwiftUI.Text(verbatim: info.prompt ?? ""), axis: .vertical)
                    .lineLimit(lines)
            } else {
                SwiftUI.TextField(info.label, text: $text, prompt: SwiftUI.Text(verbatim: info.prompt ?? ""), axis: .vertical)
                    .lineLimit(4...)
            }
        }
        .modifier(TextInputModifiers(options: options, field: self.field, info: info, focus: focus))
        .modifier(ValidityBorder(isOn: options.validityBorder, validity: info.validity))
    }

    private var editor: some SwiftUI.View {
        SwiftUI.TextEditor(text: $text)
            .frame(minHeight: lines.map { height($0.lowerBound) } ?? 4 * lineHeight, maxHeight: lines.map { height($0.upperBound) })
            .overlay(alignment: .topLeading) {
                if let prompt = info.prompt, text.isEmpty {
                    SwiftUI.Text(verbatim: prompt)
                        .foregroundColor(.secondary)
                        .padding(.top, 8)
                        .padding(.leading, 5)
                        .allowsHitTesting(false)
                        .accessibilityHidden(true)
                }
            }
            .accessibilityLabel(SwiftUI.Text(verbatim: info.label))
            .modifier(TextInputModifiers(options: options, field: field, info: info, focus: focus))
            .modifier(ValidityBorder(isOn: options.validityBorder, validity: info.validity))
    }

    private func height(_ lines: Int) -> CGFloat { CGFloat(lines) * lineHeight + insets }
}

@available(iOS 15.0, *)
extension FormRow {
    /// A `multiline` field; `lines` is how many lines it shows, the fewest to the most.
    @_Concurrency.MainActor public static func multiline(
        _ field: Model.Field, _ input: WritableKeyPath<Model, FormRuntime.TextInput>, lines: ClosedRange<Int>? = nil,
        keyboard: UIKit.UIKeyboardType = .default, contentType: UIKit.UITextContentType? = nil,
        capitalization: SwiftUI.TextInputAutocapitalization = .sentences, autocorrection: Bool = true,
        submitLabel: SwiftUI.SubmitLabel? = nil, nextOrDone: Bool = false, style: FormTextFieldStyle = .automatic,
        validityBorder: Bool = false, shortcut: FormShortcut? = nil, disabled: Bool = false
    ) -> FormRow {
        let options = TextInputOptions(
            keyboard: keyboard, contentType: contentType, capitalization: capitalization, autocorrection: autocorrection,
            submitLabel: submitLabel, nextOrDone: nextOrDone, clearButton: false, style: style,
            validityBorder: validityBorder, shortcut: shortcut, disabled: disabled)
        return FormRow(field: field, takesFocus: !disabled) { context in
            SwiftUI.AnyView(MultilineRow(
                text: context.model[dynamicMember: input.appending(path: \.text)], field: context.stop, info: context.info,
                options: options, lines: lines, focus: context.focus))
        }
    }
}
#endif
