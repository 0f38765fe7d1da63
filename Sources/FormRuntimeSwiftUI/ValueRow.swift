#if canImport(SwiftUI) && canImport(UIKit) && !os(tvOS) && !os(watchOS)
import FormRuntime
import SwiftUI

/// A computed value, read-only: the label and, at the trailing edge, the value as the model's
/// locale writes it (a currency's symbol on the side the locale puts it, `%` after a
/// percentage), nothing while it cannot be worked out. VoiceOver reads the label with the value
/// as its accessibility value (the value's text is hidden from it, so it is read once), and
/// the value's error as its hint. It takes no keyboard and no focus.
@available(iOS 15.0, *)
struct ValueRow: SwiftUI.View {
    let text: String
    let unit: (text: String, leads: Bool)?
    let info: FormRowInfo

    var body: some SwiftUI.View {
        FormRowBody(info, showsLabel: false) {
            SwiftUI.HStack {
                SwiftUI.Text(verbatim: info.label)
                    .accessibilityValue(SwiftUI.Text(verbatim: shown))
                    .accessibilityHint(SwiftUI.Text(verbatim: info.error ?? ""))
                SwiftUI.Spacer()
                SwiftUI.Text(verbatim: shown)
                    .foregroundColor(.secondary)
                    .accessibilityHidden(true)
            }
        }
    }

    /// The value with its unit, or nothing while it is absent.
    private var shown: String {
        guard let unit, !text.isEmpty, !unit.text.isEmpty else { return text }
        return unit.leads ? unit.text + " " + text : text + " " + unit.text
    }
}

@available(iOS 15.0, *)
extension FormRow {
    /// A computed number (`computed total: decimal? = ...`), shown read-only; `unit` shows the
    /// currency symbol or `%` beside it.
    @_Concurrency.MainActor public static func value<Value: FormRuntime.FormNumber>(
        _ field: Model.Field, _ input: KeyPath<Model, FormRuntime.ComputedNumber<Value>>, unit: FormUnit? = nil
    ) -> FormRow {
        FormRow(field: field, takesFocus: false) { context in
            let computed = context.model.wrappedValue[keyPath: input]
            let shown: (text: String, leads: Bool)?
            switch unit {
            case .currency?: shown = (computed.field.currencySymbol, computed.field.currencySymbolPrecedesAmount)
            case .percent?: shown = ("%", false)
            case nil: shown = nil
            }
            return SwiftUI.AnyView(ValueRow(text: computed.text, unit: shown, info: context.info))
        }
    }

    /// A computed text, shown read-only.
    @_Concurrency.MainActor public static func value(_ field: Model.Field, _ input: KeyPath<Model, FormRuntime.ComputedText>) -> FormRow {
        FormRow(field: field, takesFocus: false) { context in
            SwiftUI.AnyView(ValueRow(text: context.model.wrappedValue[keyPath: input].text, unit: nil, info: context.info))
        }
    }
}
#endif
