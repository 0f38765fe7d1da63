#if canImport(SwiftUI) && canImport(UIKit) && !os(tvOS) && !os(watchOS)
import FormRuntime
import SwiftUI

/// How a form's rows look: the caption, the control, the help and the error of each field,
/// put together. Set one for every form in a view hierarchy with `.formRowStyle(_:)`, as
/// SwiftUI's `ButtonStyle` is set with `.buttonStyle(_:)`.
///
/// The control (the text field, picker, toggle...) comes ready-made in the configuration; a
/// style decides what goes around it. `DefaultFormRowStyle` is the look formc's forms have
/// without one.
@available(iOS 15.0, *)
@_Concurrency.MainActor @preconcurrency
public protocol FormRowStyle {
    associatedtype Body: SwiftUI.View
    /// The row: `configuration.control` and whatever of the texts the style shows.
    @SwiftUI.ViewBuilder func makeBody(configuration: Configuration) -> Body
    typealias Configuration = FormRowStyleConfiguration
}

/// What a row style is given for one row.
@available(iOS 15.0, *)
public struct FormRowStyleConfiguration {
    /// The field's control, with its modifiers (keyboard, focus, accessibility).
    public struct Control: SwiftUI.View {
        let content: SwiftUI.AnyView
        public var body: some SwiftUI.View { content }
    }

    /// The field's label, translated.
    public let label: String
    /// Whether the control does not show the label itself (a text field, whose title is
    /// only its placeholder, or a segmented or wheel picker): the style should show it, as
    /// the default style does above the control. VoiceOver reads it from the control.
    public let showsLabel: Bool
    public let control: Control
    /// The help text, translated; nil without one.
    public let help: String?
    /// The first error the field shows now (per its validation timing); nil without one.
    /// VoiceOver reads it as the control's hint, so a style should hide its own text of it
    /// from VoiceOver (`.accessibilityHidden(true)`), as the default style does.
    public let error: String?
    /// Whether the field is valid, invalid (showing an error) or neither yet.
    public let validity: FormRuntime.FieldValidity
}

/// The look of formc's rows: a caption above a text field, the control, the help in the
/// footnote font, and the error in red below.
@available(iOS 15.0, *)
public struct DefaultFormRowStyle: FormRowStyle {
    public nonisolated init() {}

    public func makeBody(configuration: Configuration) -> some SwiftUI.View {
        SwiftUI.VStack(alignment: .leading, spacing: 4) {
            if configuration.showsLabel {
                SwiftUI.Text(verbatim: configuration.label)
                    .font(.caption)
                    .foregroundColor(.secondary)
                    .accessibilityHidden(true)
            }
            configuration.control
            if let help = configuration.help {
                SwiftUI.Text(verbatim: help)
                    .font(.footnote)
                    .foregroundColor(.secondary)
            }
            if let error = configuration.error {
                SwiftUI.Text(verbatim: error)
                    .font(.footnote)
                    .foregroundColor(.red)
                    // The control's hint reads it: not twice.
                    .accessibilityHidden(true)
            }
        }
    }
}

/// A row style of any type, as the environment holds it.
@available(iOS 15.0, *)
struct AnyFormRowStyle {
    let makeBody: @_Concurrency.MainActor (FormRowStyleConfiguration) -> SwiftUI.AnyView

    @_Concurrency.MainActor init<Style: FormRowStyle>(_ style: Style) {
        makeBody = { SwiftUI.AnyView(style.makeBody(configuration: $0)) }
    }

    /// `DefaultFormRowStyle`, made where it is used: the environment's default is read
    /// outside the main actor.
    nonisolated static var `default`: AnyFormRowStyle {
        AnyFormRowStyle(makeBody: { SwiftUI.AnyView(DefaultFormRowStyle().makeBody(configuration: $0)) })
    }

    private nonisolated init(makeBody: @escaping @_Concurrency.MainActor (FormRowStyleConfiguration) -> SwiftUI.AnyView) {
        self.makeBody = makeBody
    }
}

@available(iOS 15.0, *)
private struct FormRowStyleKey: SwiftUI.EnvironmentKey {
    static var defaultValue: AnyFormRowStyle { .default }
}

@available(iOS 15.0, *)
extension SwiftUI.EnvironmentValues {
    /// The style of the form rows in this environment (`formRowStyle(_:)`).
    var formRowStyle: AnyFormRowStyle {
        get { self[FormRowStyleKey.self] }
        set { self[FormRowStyleKey.self] = newValue }
    }
}

@available(iOS 15.0, *)
extension SwiftUI.View {
    /// Draws the rows of every form in this view with `style`.
    public func formRowStyle<Style: FormRowStyle>(_ style: Style) -> some SwiftUI.View {
        environment(\.formRowStyle, AnyFormRowStyle(style))
    }
}

/// A row: the control in the environment's row style.
@available(iOS 15.0, *)
struct FormRowBody<Control: SwiftUI.View>: SwiftUI.View {
    let info: FormRowInfo
    let showsLabel: Bool
    let control: Control
    @SwiftUI.Environment(\.formRowStyle) private var style

    init(_ info: FormRowInfo, showsLabel: Bool, @SwiftUI.ViewBuilder control: () -> Control) {
        self.info = info
        self.showsLabel = showsLabel
        self.control = control()
    }

    var body: some SwiftUI.View {
        style.makeBody(FormRowStyleConfiguration(
            label: info.label, showsLabel: showsLabel, control: .init(content: SwiftUI.AnyView(control)),
            help: info.help, error: info.error, validity: info.validity))
    }
}
#endif
