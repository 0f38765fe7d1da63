#if canImport(SwiftUI) && canImport(UIKit) && !os(tvOS) && !os(watchOS)
import Foundation
import FormRuntime
import SwiftUI

/// A form as data: its sections and their rows, and the options that apply to the whole
/// form. formc generates one per form (`XModel.layout`); `FormView` shows it.
///
/// The texts in it are the `.form` file's own; the view looks each up in the model's
/// `strings` under formc's key for it (`Form.section.FIELD.header`, `Form.field.option.VALUE`,
/// docs/LOCALIZATION.md), so an app's translations replace them.
@available(iOS 15.0, *)
public struct FormLayout<Model: FormViewModel> {
    /// The form's name in the `.form` file: the first part of every string key.
    public let name: String
    public let sections: [FormSection<Model>]
    /// The keyboard toolbar's buttons, in order; none: no toolbar.
    public let toolbar: [FormToolbarItem]
    /// Whether scrolling the form dismisses the keyboard, and how (iOS 16 and later).
    public let scrollDismissesKeyboard: FormScrollDismissMode?
    /// Whether fields come and go (`visible when`): the form animates the change and moves
    /// focus off a field that disappears.
    public let hasConditions: Bool

    public init(_ name: String, toolbar: [FormToolbarItem] = [], scrollDismissesKeyboard: FormScrollDismissMode? = nil,
                hasConditions: Bool = false, sections: [FormSection<Model>]) {
        self.name = name
        self.sections = sections
        self.toolbar = toolbar
        self.scrollDismissesKeyboard = scrollDismissesKeyboard
        self.hasConditions = hasConditions
    }

    /// The fields that take keyboard focus: a failed submit focuses the first invalid field
    /// only if it is one of these (else it closes the keyboard and scrolls to the row).
    var focusable: Set<Model.Field> {
        Set(sections.flatMap { $0.rows.filter(\.takesFocus).map(\.field) })
    }

    /// Whether the form has a repeating group, whose rows come and go.
    var hasGroups: Bool { sections.contains { $0.group != nil } }
}

/// One section of a form: its rows, its header and footer (as the `.form` file writes them),
/// and the condition under which it is shown.
@available(iOS 15.0, *)
public struct FormSection<Model: FormViewModel> {
    public let header: String?
    public let footer: String?
    /// The section's `visible when`; nil: always shown.
    public let isVisible: ((Model) -> Bool)?
    public let rows: [FormRow<Model>]
    /// The repeating group the section shows, in place of `rows`; nil for a section of fields.
    public let group: FormGroup<Model>?

    public init(header: String? = nil, footer: String? = nil, visible isVisible: ((Model) -> Bool)? = nil,
                _ rows: [FormRow<Model>]) {
        self.header = header
        self.footer = footer
        self.isVisible = isVisible
        self.rows = rows
        self.group = nil
    }

    /// The section of a repeating group: its heading (`header`, the group's label), its rows
    /// with a delete button each and swipe to delete, the add button (`RowsSection`), and the
    /// group's help under them (`footer`).
    public init(header: String? = nil, footer: String? = nil, group: FormGroup<Model>) {
        self.header = header
        self.footer = footer
        self.isVisible = nil
        self.rows = []
        self.group = group
    }
}

/// A button of the keyboard toolbar.
public enum FormToolbarItem: Sendable, Hashable {
    /// Focus the previous visible field of the focus order.
    case previous
    /// Focus the next visible field of the focus order.
    case next
    /// Close the keyboard (after a flexible space, so it sits at the trailing edge).
    case done
    /// "-/+": change the sign of the focused number (`canToggleSign`).
    case toggleSign
}

/// How scrolling the form dismisses the keyboard: SwiftUI's `ScrollDismissesKeyboardMode`,
/// applied on iOS 16 and later (earlier systems have no such setting).
public enum FormScrollDismissMode: Sendable, Hashable {
    case automatic, immediately, interactively, never
}

/// The style of a text field (`textFieldStyle` in the `.form` file).
public enum FormTextFieldStyle: Sendable, Hashable {
    case automatic, plain, roundedBorder
}

/// The style of a choice's picker (`pickerStyle` in the `.form` file).
public enum FormPickerStyle: Sendable, Hashable {
    case menu, segmented, inline, wheel
    /// iOS 16 and later; formc refuses it for a form whose platform is older.
    case navigationLink
}

/// What a number field shows after (or, for some currencies in some locales, before) the
/// amount.
public enum FormUnit: Sendable, Hashable {
    /// The field's currency symbol as the model's locale writes it, on the locale's side.
    case currency
    /// `%`, after the amount.
    case percent
}

/// A keyboard shortcut that focuses a field (seed 000's hidden button).
@available(iOS 15.0, *)
public struct FormShortcut {
    public let key: SwiftUI.KeyEquivalent
    public let modifiers: SwiftUI.EventModifiers

    public init(_ key: SwiftUI.KeyEquivalent, _ modifiers: SwiftUI.EventModifiers = .command) {
        self.key = key
        self.modifiers = modifiers
    }

    /// `key` with `modifiers`: `shortcut: .key("n", [.command, .shift])`, which names no type,
    /// so a model with a property named like a module can hold it in its layout.
    public static func key(_ key: SwiftUI.KeyEquivalent, _ modifiers: SwiftUI.EventModifiers = .command) -> FormShortcut {
        FormShortcut(key, modifiers)
    }
}
#endif
