// Controls: TextField, SecureField, TextEditor, DatePicker, Toggle, Button.
// Legend of [sdk18], [docs], [unverified]: see SwiftUI.swift.

/// Mirrors SwiftUI: TextField — `nonisolated struct TextField<Label> where Label : View`, a View.
/// iOS 13.0. [docs: onestack.dev/ios-reference/SwiftUI/TextField, "SDK 27.1", which renders
/// Apple's declaration; sdk18: initializers `nonisolated`]
@available(iOS 13.0, *)
nonisolated public struct TextField<Label>: View where Label: View {
    public typealias Body = Never
}

@available(iOS 13.0, *)
extension TextField where Label == Text {
    /// Mirrors SwiftUI: TextField.init(_:text:prompt:) —
    /// `nonisolated init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?)`.
    /// iOS 15.0. `prompt` has no default value. [docs: Averyy textfield/init-textprompt.md;
    /// the same shape as the `value:formatter:prompt:` initializers in sdk18]
    @available(iOS 15.0, *)
    nonisolated public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) { _unimplemented() }

    /// Mirrors SwiftUI: TextField.init(_:text:prompt:) for strings —
    /// `@_disfavoredOverload nonisolated init<S>(_ title: S, text: Binding<String>, prompt: Text?) where S : StringProtocol`.
    /// iOS 15.0. [unverified; by analogy with sdk18's `init<S, V>(_ title: S, value:formatter:prompt:)`]
    @available(iOS 15.0, *)
    @_disfavoredOverload
    nonisolated public init<S>(_ title: S, text: Binding<String>, prompt: Text?) where S: StringProtocol { _unimplemented() }

    /// Mirrors SwiftUI: TextField.init(_:text:) — `nonisolated init(_ titleKey: LocalizedStringKey, text: Binding<String>)`.
    /// iOS 13.0. [docs: see-also of init(_:text:prompt:)]
    nonisolated public init(_ titleKey: LocalizedStringKey, text: Binding<String>) { _unimplemented() }

    /// Mirrors SwiftUI: TextField.init(_:text:) for strings —
    /// `@_disfavoredOverload nonisolated init<S>(_ title: S, text: Binding<String>) where S : StringProtocol`.
    /// iOS 13.0. [unverified]
    @_disfavoredOverload
    nonisolated public init<S>(_ title: S, text: Binding<String>) where S: StringProtocol { _unimplemented() }
}

@available(iOS 13.0, *)
extension TextField {
    /// Mirrors SwiftUI: TextField.init(text:prompt:label:) —
    /// `nonisolated init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label)`.
    /// iOS 15.0. [docs: see-also of init(_:text:prompt:); default of `prompt` by analogy with
    /// sdk18's `init<V>(value:formatter:prompt:label:)`]
    @available(iOS 15.0, *)
    nonisolated public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) { _unimplemented() }
}

/// Mirrors SwiftUI: SecureField — `@MainActor @preconcurrency struct SecureField<Label> : View where Label : View`.
/// iOS 13.0. Initializers as TextField's text ones. [unverified]
@available(iOS 13.0, *)
@MainActor @preconcurrency
public struct SecureField<Label>: View where Label: View {
    public typealias Body = Never
}

@available(iOS 13.0, *)
extension SecureField where Label == Text {
    /// Mirrors SwiftUI: SecureField.init(_:text:prompt:) —
    /// `nonisolated init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?)`. iOS 15.0. [unverified]
    @available(iOS 15.0, *)
    nonisolated public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) { _unimplemented() }

    /// Mirrors SwiftUI: SecureField.init(_:text:prompt:) for strings —
    /// `@_disfavoredOverload nonisolated init<S>(_ title: S, text: Binding<String>, prompt: Text?) where S : StringProtocol`.
    /// iOS 15.0. [unverified]
    @available(iOS 15.0, *)
    @_disfavoredOverload
    nonisolated public init<S>(_ title: S, text: Binding<String>, prompt: Text?) where S: StringProtocol { _unimplemented() }

    /// Mirrors SwiftUI: SecureField.init(_:text:) — `nonisolated init(_ titleKey: LocalizedStringKey, text: Binding<String>)`.
    /// iOS 13.0. [unverified]
    nonisolated public init(_ titleKey: LocalizedStringKey, text: Binding<String>) { _unimplemented() }

    /// Mirrors SwiftUI: SecureField.init(_:text:) for strings —
    /// `@_disfavoredOverload nonisolated init<S>(_ title: S, text: Binding<String>) where S : StringProtocol`. iOS 13.0. [unverified]
    @_disfavoredOverload
    nonisolated public init<S>(_ title: S, text: Binding<String>) where S: StringProtocol { _unimplemented() }
}

@available(iOS 13.0, *)
extension SecureField {
    /// Mirrors SwiftUI: SecureField.init(text:prompt:label:) —
    /// `nonisolated init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label)`. iOS 15.0. [unverified]
    @available(iOS 15.0, *)
    nonisolated public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) { _unimplemented() }
}

/// Mirrors SwiftUI: TextEditor — `@MainActor @preconcurrency struct TextEditor : View`,
/// `nonisolated init(text: Binding<String>)`. iOS 14.0. [unverified]
@available(iOS 14.0, *)
@MainActor @preconcurrency
public struct TextEditor: View {
    nonisolated public init(text: Binding<String>) { _unimplemented() }
    public typealias Body = Never
}

/// Mirrors SwiftUI: DatePickerComponents — `struct DatePickerComponents : OptionSet, Sendable`
/// with `static let hourAndMinute` and `static let date` (`hourAndMinuteAndSecond` is
/// watchOS-only). iOS 13.0. [unverified]
@available(iOS 13.0, *)
public struct DatePickerComponents: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let hourAndMinute = DatePickerComponents(rawValue: 1 << 0)
    public static let date = DatePickerComponents(rawValue: 1 << 1)
}

/// Mirrors SwiftUI: DatePicker — `nonisolated struct DatePicker<Label> where Label : View`, a View
/// [docs: onestack.dev/ios-reference/SwiftUI/DatePicker, "SDK 27.1"], with
/// `typealias Components = DatePickerComponents` [docs: developer.apple.com/documentation/swiftui/datepicker/components.md].
/// iOS 13.0.
@available(iOS 13.0, *)
nonisolated public struct DatePicker<Label>: View where Label: View {
    public typealias Components = DatePickerComponents
    public typealias Body = Never
}

@available(iOS 13.0, *)
extension DatePicker where Label == Text {
    /// Mirrors SwiftUI: DatePicker.init(_:selection:displayedComponents:) — `nonisolated init(_ titleKey: LocalizedStringKey,
    /// selection: Binding<Date>, displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date])`. iOS 13.0. [unverified]
    nonisolated public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date]) { _unimplemented() }

    /// Mirrors SwiftUI: DatePicker.init(_:selection:displayedComponents:) for strings — `@_disfavoredOverload
    /// nonisolated init<S>(_ title: S, selection: Binding<Date>, displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date])
    /// where S : StringProtocol`. iOS 13.0. [unverified]
    @_disfavoredOverload
    nonisolated public init<S>(_ title: S, selection: Binding<Date>, displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date]) where S: StringProtocol { _unimplemented() }

    /// Mirrors SwiftUI: DatePicker.init(_:selection:in:displayedComponents:) with a closed range. iOS 13.0. [unverified]
    nonisolated public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: ClosedRange<Date>, displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date]) { _unimplemented() }

    /// Mirrors SwiftUI: DatePicker.init(_:selection:in:displayedComponents:) with a closed range, for strings —
    /// `nonisolated init<S>(_ title: S, selection: Binding<Date>, in range: ClosedRange<Date>,
    /// displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date]) where S : StringProtocol`.
    /// iOS 13.0. [docs: developer.apple.com/documentation/swiftui/datepicker/init(_:selection:in:displayedcomponents:)-1lsad.md]
    @_disfavoredOverload
    nonisolated public init<S>(_ title: S, selection: Binding<Date>, in range: ClosedRange<Date>, displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date]) where S: StringProtocol { _unimplemented() }

    /// Mirrors SwiftUI: DatePicker.init(_:selection:in:displayedComponents:) with `PartialRangeFrom<Date>`. iOS 13.0. [unverified]
    nonisolated public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeFrom<Date>, displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date]) { _unimplemented() }

    /// Mirrors SwiftUI: DatePicker.init(_:selection:in:displayedComponents:) with `PartialRangeThrough<Date>`. iOS 13.0. [unverified]
    nonisolated public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeThrough<Date>, displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date]) { _unimplemented() }
}

/// Mirrors SwiftUI: Toggle — `nonisolated struct Toggle<Label> where Label : View`, a View.
/// iOS 13.0. [docs: developer.apple.com/documentation/swiftui/toggle.md]
@available(iOS 13.0, *)
nonisolated public struct Toggle<Label>: View where Label: View {
    public typealias Body = Never

    /// Mirrors SwiftUI: Toggle.init(isOn:label:) — `nonisolated init(isOn: Binding<Bool>,
    /// @ContentBuilder label: () -> Label)` (`@ViewBuilder` here, see Section). iOS 13.0.
    /// [docs: developer.apple.com/documentation/swiftui/toggle/init(ison:label:).md]
    nonisolated public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) { _unimplemented() }
}

@available(iOS 13.0, *)
extension Toggle where Label == Text {
    /// Mirrors SwiftUI: Toggle.init(_:isOn:) for strings — `@_disfavoredOverload nonisolated
    /// init<S>(_ title: S, isOn: Binding<Bool>) where S : StringProtocol`, the text-only
    /// convenience initializer. iOS 13.0. [docs: onestack.dev/ios-reference/SwiftUI/Toggle, "SDK 27.1":
    /// "For text-only labels, ... a title string (or localized string key) as its first parameter";
    /// the generic signature as TextField's and DatePicker's string initializers]
    @_disfavoredOverload
    nonisolated public init<S>(_ title: S, isOn: Binding<Bool>) where S: StringProtocol { _unimplemented() }
}

/// Mirrors SwiftUI: Stepper — `nonisolated struct Stepper<Label> where Label : View`, a View.
/// iOS 13.0. [docs: developer.apple.com/documentation/swiftui/stepper.md]
@available(iOS 13.0, *)
nonisolated public struct Stepper<Label>: View where Label: View {
    public typealias Body = Never

    /// Mirrors SwiftUI: Stepper.init(value:in:step:label:onEditingChanged:) — `nonisolated
    /// init<V>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ContentBuilder
    /// label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V :
    /// Strideable` (`@ViewBuilder` here, see Section). iOS 13.0. [unverified: the `in:` form of
    /// developer.apple.com/documentation/swiftui/stepper/init(value:step:label:oneditingchanged:).md,
    /// whose label comes before `onEditingChanged:`; the page read for
    /// init(value:in:step:onEditingChanged:label:) lists it until iOS 27.2]
    nonisolated public init<V>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                               @ViewBuilder label: () -> Label,
                               onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V: Strideable { _unimplemented() }
}

/// Mirrors SwiftUI: Slider — `nonisolated struct Slider<Label, ValueLabel> where Label : View,
/// ValueLabel : View`, a View. iOS 13.0. [docs: developer.apple.com/documentation/swiftui/slider.md]
@available(iOS 13.0, *)
nonisolated public struct Slider<Label, ValueLabel>: View where Label: View, ValueLabel: View {
    public typealias Body = Never
}

@available(iOS 13.0, *)
extension Slider where ValueLabel == EmptyView {
    /// Mirrors SwiftUI: Slider.init(value:in:label:onEditingChanged:) — `nonisolated init<V>(value:
    /// Binding<V>, in bounds: ClosedRange<V> = 0...1, @ContentBuilder label: () -> Label,
    /// onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V : BinaryFloatingPoint,
    /// V.Stride : BinaryFloatingPoint` (`@ViewBuilder` here, see Section). iOS 13.0.
    /// [docs: developer.apple.com/tutorials/data/documentation/swiftui/slider/init(value:in:label:oneditingchanged:).md]
    nonisolated public init<V>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                               onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where V: BinaryFloatingPoint, V.Stride: BinaryFloatingPoint { _unimplemented() }

    /// Mirrors SwiftUI: Slider.init(value:in:step:label:onEditingChanged:) — `nonisolated
    /// init<V>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ContentBuilder
    /// label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V :
    /// BinaryFloatingPoint, V.Stride : BinaryFloatingPoint` (`@ViewBuilder` here). iOS 13.0.
    /// [unverified: the form without value labels, read from
    /// developer.apple.com/tutorials/data/documentation/swiftui/slider/init(value:in:step:label:minimumvaluelabel:maximumvaluelabel:oneditingchanged:).md
    /// and init(value:in:label:onEditingChanged:), whose parameters it shares]
    nonisolated public init<V>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                               @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where V: BinaryFloatingPoint, V.Stride: BinaryFloatingPoint { _unimplemented() }
}

/// Mirrors SwiftUI: Button — `struct Button<Label> : View where Label : View`. iOS 13.0.
/// The current SDK declares it `nonisolated struct` [docs: developer.apple.com/documentation/swiftui/button.md];
/// the iOS 18 SDK's views are `@MainActor @preconcurrency` [sdk18]. This mirror follows the current SDK.
@available(iOS 13.0, *)
nonisolated public struct Button<Label>: View where Label: View {
    public typealias Body = Never

    /// Mirrors SwiftUI: Button.init(action:label:) —
    /// `@preconcurrency nonisolated init(action: @escaping @MainActor () -> Void, @ContentBuilder label: () -> Label)`
    /// (`@ViewBuilder` here, see Section). iOS 13.0.
    /// [docs: developer.apple.com/tutorials/data/documentation/swiftui/button/init(action:label:).md]
    @preconcurrency
    nonisolated public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) { _unimplemented() }
}

@available(iOS 13.0, *)
extension Button where Label == Text {
    /// Mirrors SwiftUI: Button.init(_:action:) — `@preconcurrency nonisolated init(_ titleKey: LocalizedStringKey,
    /// action: @escaping @MainActor () -> Void)`. iOS 13.0. [docs: …/swiftui/button/init(_:action:)-1asy.md]
    @preconcurrency
    nonisolated public init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void) { _unimplemented() }

    /// Mirrors SwiftUI: Button.init(_:action:) for strings — `@preconcurrency nonisolated init<S>(_ title: S,
    /// action: @escaping @MainActor () -> Void) where S : StringProtocol` (and `@_disfavoredOverload`, which DocC
    /// hides). iOS 13.0. [docs: …/swiftui/button/init(_:action:)-lpm7.md]
    @preconcurrency @_disfavoredOverload
    nonisolated public init<S>(_ title: S, action: @escaping @MainActor () -> Void) where S: StringProtocol { _unimplemented() }
}

/// Mirrors SwiftUI: Picker — `nonisolated struct Picker<Label, SelectionValue, Content> where Label : View,
/// SelectionValue : Hashable, Content : View`, a View. iOS 13.0. [docs: developer.apple.com/documentation/swiftui/picker.md]
@available(iOS 13.0, *)
nonisolated public struct Picker<Label, SelectionValue, Content>: View where Label: View, SelectionValue: Hashable, Content: View {
    public typealias Body = Never
}

@available(iOS 13.0, *)
extension Picker where Label == Text {
    /// Mirrors SwiftUI: Picker.init(_:selection:content:) for strings — `nonisolated init<S>(_ title: S,
    /// selection: Binding<SelectionValue>, @ContentBuilder content: () -> Content) where S : StringProtocol`
    /// (`@ViewBuilder` here, see Section). iOS 13.0.
    /// [docs: developer.apple.com/documentation/swiftui/picker/init(_:selection:content:)-5njtq.md]
    @_disfavoredOverload
    nonisolated public init<S>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content)
    where S: StringProtocol { _unimplemented() }
}

/// Mirrors SwiftUI: PickerStyle — `@MainActor @preconcurrency protocol PickerStyle`. iOS 13.0.
/// [docs: developer.apple.com/documentation/swiftui/pickerstyle.md]
@available(iOS 13.0, *)
@MainActor @preconcurrency public protocol PickerStyle {}

/// Mirrors SwiftUI: MenuPickerStyle — `struct MenuPickerStyle : PickerStyle`. iOS 14.0.
/// [docs: developer.apple.com/documentation/swiftui/menupickerstyle.md]
@available(iOS 14.0, *)
public struct MenuPickerStyle: PickerStyle { nonisolated public init() {} }

/// Mirrors SwiftUI: SegmentedPickerStyle — `struct SegmentedPickerStyle : PickerStyle`. iOS 13.0.
/// [docs: developer.apple.com/documentation/swiftui/segmentedpickerstyle.md]
@available(iOS 13.0, *)
public struct SegmentedPickerStyle: PickerStyle { nonisolated public init() {} }

/// Mirrors SwiftUI: InlinePickerStyle — `struct InlinePickerStyle : PickerStyle`. iOS 14.0.
/// [docs: developer.apple.com/documentation/swiftui/inlinepickerstyle.md]
@available(iOS 14.0, *)
public struct InlinePickerStyle: PickerStyle { nonisolated public init() {} }

/// Mirrors SwiftUI: WheelPickerStyle — `struct WheelPickerStyle : PickerStyle`. iOS 13.0.
/// [docs: developer.apple.com/documentation/swiftui/wheelpickerstyle.md]
@available(iOS 13.0, *)
public struct WheelPickerStyle: PickerStyle { nonisolated public init() {} }

/// Mirrors SwiftUI: NavigationLinkPickerStyle — `struct NavigationLinkPickerStyle : PickerStyle`. iOS 16.0.
/// [docs: developer.apple.com/documentation/swiftui/navigationlinkpickerstyle.md]
@available(iOS 16.0, *) @available(iOS16)
public struct NavigationLinkPickerStyle: PickerStyle { nonisolated public init() {} }

/// Mirrors SwiftUI: the static members `PickerStyle.menu`, `.segmented`, `.inline`, `.wheel` and
/// `.navigationLink` — `static var menu: MenuPickerStyle { get }` in `extension PickerStyle where
/// Self == MenuPickerStyle`, and so on, each as old as its style.
/// [docs: developer.apple.com/documentation/swiftui/pickerstyle/menu.md and its siblings]
@available(iOS 14.0, *)
extension PickerStyle where Self == MenuPickerStyle {
    public static var menu: MenuPickerStyle { MenuPickerStyle() }
}

@available(iOS 13.0, *)
extension PickerStyle where Self == SegmentedPickerStyle {
    public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}

@available(iOS 14.0, *)
extension PickerStyle where Self == InlinePickerStyle {
    public static var inline: InlinePickerStyle { InlinePickerStyle() }
}

@available(iOS 13.0, *)
extension PickerStyle where Self == WheelPickerStyle {
    public static var wheel: WheelPickerStyle { WheelPickerStyle() }
}

@available(iOS 16.0, *) @available(iOS16)
extension PickerStyle where Self == NavigationLinkPickerStyle {
    public static var navigationLink: NavigationLinkPickerStyle { NavigationLinkPickerStyle() }
}

@available(iOS 13.0, *)
extension View {
    /// Mirrors SwiftUI: View.pickerStyle(_:) — `nonisolated func pickerStyle<S>(_ style: S) -> some View
    /// where S : PickerStyle`. iOS 13.0. [docs: developer.apple.com/documentation/swiftui/view/pickerstyle(_:).md]
    nonisolated public func pickerStyle<S>(_ style: S) -> some View where S: PickerStyle { _StubView() }

    /// Mirrors SwiftUI: View.tag(_:) — `nonisolated func tag<V>(_ tag: V) -> some View where V : Hashable`.
    /// iOS 13.0. [docs: developer.apple.com/documentation/swiftui/view/tag(_:).md]
    nonisolated public func tag<V>(_ tag: V) -> some View where V: Hashable { _StubView() }
}
