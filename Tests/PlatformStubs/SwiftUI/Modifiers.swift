// View modifiers and the value types they take. Legend of [sdk18], [docs], [unverified]: see SwiftUI.swift.
// Every modifier is `nonisolated` ([sdk18]: `disabled`, `offset`, `fixedSize`, `rotationEffect`,
// `accessibilityValue` ... all are; [docs]: every page read shows `nonisolated func`).

// MARK: - Text input

/// Mirrors SwiftUI: SubmitLabel — `struct SubmitLabel : Sendable` with `static var` `continue`,
/// `done`, `go`, `join`, `next`, `return`, `route`, `search`, `send` (each `{ get }`). iOS 15.0.
/// [docs: Averyy SwiftUI/submitlabel.md; docs/VOCABULARY-SOURCES.md]
@available(iOS 15.0, *)
public struct SubmitLabel: Sendable {
    public static var done: SubmitLabel { _stub() }
    public static var go: SubmitLabel { _stub() }
    public static var send: SubmitLabel { _stub() }
    public static var join: SubmitLabel { _stub() }
    public static var route: SubmitLabel { _stub() }
    public static var search: SubmitLabel { _stub() }
    public static var `return`: SubmitLabel { _stub() }
    public static var next: SubmitLabel { _stub() }
    public static var `continue`: SubmitLabel { _stub() }
}

/// Mirrors SwiftUI: SubmitTriggers — `struct SubmitTriggers : OptionSet, Sendable` with
/// `static let text` and `static let search`. iOS 15.0. [docs: named on the onSubmit(of:_:) page; members unverified]
@available(iOS 15.0, *)
public struct SubmitTriggers: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let text = SubmitTriggers(rawValue: 1 << 0)
    public static let search = SubmitTriggers(rawValue: 1 << 1)
}

/// Mirrors SwiftUI: TextInputAutocapitalization — `struct TextInputAutocapitalization : Sendable`
/// with `static var never, words, sentences, characters { get }` and `init?(_ type: UITextAutocapitalizationType)`.
/// iOS 15.0. [docs: docs/VOCABULARY-SOURCES.md (Apple's page, "iOS: 15.0.0 -", 4 values plus the init)]
@available(iOS 15.0, *)
public struct TextInputAutocapitalization: Sendable {
    public static var never: TextInputAutocapitalization { _stub() }
    public static var words: TextInputAutocapitalization { _stub() }
    public static var sentences: TextInputAutocapitalization { _stub() }
    public static var characters: TextInputAutocapitalization { _stub() }
    public init?(_ type: UITextAutocapitalizationType) { _unimplemented() }
}

/// Mirrors SwiftUI: ScrollDismissesKeyboardMode — `struct ScrollDismissesKeyboardMode : Sendable`
/// with `static var automatic, immediately, interactively, never { get }`. iOS 16.0.
/// [docs: named on the scrollDismissesKeyboard(_:) page; members per Vocabulary.swift's ScrollDismissMode]
@available(iOS 16.0, *) @available(iOS16)
public struct ScrollDismissesKeyboardMode: Sendable {
    public static var automatic: ScrollDismissesKeyboardMode { _stub() }
    public static var immediately: ScrollDismissesKeyboardMode { _stub() }
    public static var interactively: ScrollDismissesKeyboardMode { _stub() }
    public static var never: ScrollDismissesKeyboardMode { _stub() }
}

@available(iOS 13.0, *)
extension View {
    /// Mirrors SwiftUI: View.keyboardType(_:) — `nonisolated func keyboardType(_ type: UIKeyboardType) -> some View`.
    /// iOS 13.0 (iOS, tvOS, visionOS). [docs: linked as `func keyboardType(UIKeyboardType) -> some View`
    /// from autocorrectionDisabled(_:)'s page; parameter name unverified]
    nonisolated public func keyboardType(_ type: UIKeyboardType) -> some View { _StubView() }

    /// Mirrors SwiftUI: View.textContentType(_:) (the UIKit one) —
    /// `nonisolated func textContentType(_ textContentType: UITextContentType?) -> some View`. iOS 13.0.
    /// [docs: linked as `func textContentType(UITextContentType?) -> some View`, …/textcontenttype(_:)-ufdv;
    /// parameter name unverified]
    nonisolated public func textContentType(_ textContentType: UITextContentType?) -> some View { _StubView() }

    /// Mirrors SwiftUI: View.textInputAutocapitalization(_:) —
    /// `nonisolated func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View`.
    /// iOS 15.0. [docs: linked as `func textInputAutocapitalization(TextInputAutocapitalization?) -> some View`]
    @available(iOS 15.0, *)
    nonisolated public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View { _StubView() }

    /// Mirrors SwiftUI: View.autocorrectionDisabled(_:) —
    /// `@export(implementation) nonisolated func autocorrectionDisabled(_ disable: Bool = true) -> some View`.
    /// iOS 13.0 (its availability reaches back to iOS 13 though it shipped with the iOS 16 SDK;
    /// `@export(implementation)` is its current spelling of "inlinable", not mirrored).
    /// [docs: developer.apple.com/tutorials/data/documentation/swiftui/view/autocorrectiondisabled(_:).md, "iOS: 13.0.0 -"]
    nonisolated public func autocorrectionDisabled(_ disable: Bool = true) -> some View { _StubView() }

    /// Mirrors SwiftUI: View.disableAutocorrection(_:) — `nonisolated func disableAutocorrection(_ disable: Bool?) -> some View`.
    /// iOS 13.0 [docs: Averyy view/disableautocorrection.md]. Deprecated in iOS 27: its twin
    /// `EnvironmentValues.disableAutocorrection` is "iOS: 13.0.0 - 27.0.0"
    /// [docs: developer.apple.com/documentation/swiftui/environmentvalues/disableautocorrection.md].
    /// [unverified: the modifier's own deprecation version and message]
    @available(iOS, introduced: 13.0, deprecated: 27.0, renamed: "autocorrectionDisabled(_:)")
    @available(*, deprecated, message: "deprecated in iOS 27.0: use autocorrectionDisabled(_:)")
    nonisolated public func disableAutocorrection(_ disable: Bool?) -> some View { _StubView() }

    /// Mirrors SwiftUI: View.submitLabel(_:) — `nonisolated func submitLabel(_ submitLabel: SubmitLabel) -> some View`.
    /// iOS 15.0. [docs: Averyy view/submitlabel.md; sosumi extract]
    @available(iOS 15.0, *)
    nonisolated public func submitLabel(_ submitLabel: SubmitLabel) -> some View { _StubView() }

    /// Mirrors SwiftUI: View.onSubmit(of:_:) —
    /// `nonisolated func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> some View`.
    /// iOS 15.0. [docs: Averyy view/onsubmit-of.md]
    @available(iOS 15.0, *)
    nonisolated public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> some View { _StubView() }

    /// Mirrors SwiftUI: View.submitScope(_:) — `nonisolated func submitScope(_ isBlocking: Bool = true) -> some View`.
    /// iOS 15.0. [docs: linked as `func submitScope(Bool) -> some View` from onSubmit(of:_:); default and
    /// parameter name unverified]
    @available(iOS 15.0, *)
    nonisolated public func submitScope(_ isBlocking: Bool = true) -> some View { _StubView() }

    /// Mirrors SwiftUI: View.scrollDismissesKeyboard(_:) —
    /// `nonisolated func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> some View`. iOS 16.0.
    /// [docs: Averyy view/scrolldismisseskeyboard.md]
    @available(iOS 16.0, *) @available(iOS16)
    nonisolated public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> some View { _StubView() }
}

// MARK: - Focus

@available(iOS 13.0, *)
extension View {
    /// Mirrors SwiftUI: View.focused(_:equals:) —
    /// `nonisolated func focused<Value>(_ binding: FocusState<Value>.Binding, equals value: Value) -> some View where Value : Hashable`.
    /// iOS 15.0. [docs: Averyy view/focused-equals.md]
    @available(iOS 15.0, *)
    nonisolated public func focused<Value>(_ binding: FocusState<Value>.Binding, equals value: Value) -> some View where Value: Hashable { _StubView() }

    /// Mirrors SwiftUI: View.focused(_:) — `nonisolated func focused(_ condition: FocusState<Bool>.Binding) -> some View`.
    /// iOS 15.0. [docs: linked as `func focused(FocusState<Bool>.Binding) -> some View`; parameter name unverified]
    @available(iOS 15.0, *)
    nonisolated public func focused(_ condition: FocusState<Bool>.Binding) -> some View { _StubView() }
}

// MARK: - Events and tasks

@available(iOS 13.0, *)
extension View {
    /// Mirrors SwiftUI: View.onAppear(perform:) — `nonisolated func onAppear(perform action: (() -> Void)? = nil) -> some View`.
    /// iOS 13.0. [docs: linked as `func onAppear(perform: (() -> Void)?) -> some View` from task(priority:_:); default unverified]
    nonisolated public func onAppear(perform action: (() -> Void)? = nil) -> some View { _StubView() }

    /// Mirrors SwiftUI: View.onDisappear(perform:) — `nonisolated func onDisappear(perform action: (() -> Void)? = nil) -> some View`.
    /// iOS 13.0. [docs: linked from task(priority:_:)]
    nonisolated public func onDisappear(perform action: (() -> Void)? = nil) -> some View { _StubView() }

    /// Mirrors SwiftUI: View.onChange(of:perform:) —
    /// `nonisolated func onChange<V>(of value: V, perform action: @escaping (V) -> Void) -> some View where V : Equatable`.
    /// iOS 14.0, deprecated in iOS 17.0 ("iOS: 14.0.0 - 17.0.0"
    /// [docs: developer.apple.com/tutorials/data/documentation/swiftui/view/onchange(of:perform:).md]);
    /// message as Xcode prints it (useyourloaf.com "SwiftUI onChange Deprecation"; qiita.com).
    /// Xcode warns once the deployment target is iOS 17 or later, so generated code that must
    /// build warning-free at every deployment target cannot call it directly: the second,
    /// platform-agnostic attribute makes that visible here.
    @available(iOS, introduced: 14.0, deprecated: 17.0, message: "Use `onChange` with a two or zero parameter action closure instead.")
    @available(*, deprecated, message: "deprecated in iOS 17.0: Use `onChange` with a two or zero parameter action closure instead.")
    nonisolated public func onChange<V>(of value: V, perform action: @escaping (V) -> Void) -> some View where V: Equatable { _StubView() }

    /// Mirrors SwiftUI: View.onChange(of:initial:_:) with a zero-parameter action —
    /// `nonisolated func onChange<V>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View where V : Equatable`.
    /// iOS 17.0. [docs: developer.apple.com/documentation/swiftui/view/onchange(of:initial:_:).md]
    @available(iOS 17.0, *) @available(iOS17)
    nonisolated public func onChange<V>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View where V: Equatable { _StubView() }

    /// Mirrors SwiftUI: View.onChange(of:initial:_:) with a two-parameter action —
    /// `nonisolated func onChange<V>(of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void) -> some View where V : Equatable`.
    /// iOS 17.0. [docs: developer.apple.com/documentation/swiftui/view/onchange(of:initial:_:)-4psgg.md]
    @available(iOS 17.0, *) @available(iOS17)
    nonisolated public func onChange<V>(of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void) -> some View where V: Equatable { _StubView() }

    /// Mirrors SwiftUI: View.task(name:priority:file:line:_:), which is what `.task { }` and
    /// `.task(priority:) { }` resolve to in the current SDK —
    /// `@export(implementation) nonisolated func task(name: String? = nil, priority: TaskPriority = .userInitiated,
    /// file: String = #fileID, line: Int = #line, _ action: sending @escaping @isolated(any) () async -> Void) -> some View`.
    /// iOS 15.0 (`name` is a no-op before iOS 26.4).
    /// [docs: developer.apple.com/tutorials/data/documentation/swiftui/view/task(name:priority:file:line:_:).md]
    /// `@_inheritActorContext` (the action runs on the view's main actor, as Apple documents and
    /// as `.task { state = ... }` relies on): DocC hides underscored attributes, so [unverified].
    /// Before SDK 26.4 the action was `@escaping @Sendable () async -> Void`, with
    /// `@_inheritActorContext` (nalexn/ViewInspector PR #418: "in 26.4, the task modifier now
    /// ... takes a `sending @isolated(any)` instead of `@Sendable` func"); this mirror follows
    /// the current SDK. The older `task(priority:_:)` is not declared separately: both would
    /// match `.task { }`, and the current one is what the compiler picks [unverified].
    @available(iOS 15.0, *)
    nonisolated public func task(name: String? = nil, priority: TaskPriority = .userInitiated, file: String = #fileID, line: Int = #line, @_inheritActorContext _ action: sending @escaping @isolated(any) () async -> Void) -> some View { _StubView() }

    /// Mirrors SwiftUI: View.task(id:priority:_:) — restarts the task when `id` changes.
    /// `nonisolated func task<T>(id value: T, priority: TaskPriority = .userInitiated, _ action: ...) -> some View where T : Equatable`.
    /// iOS 15.0 [docs: sosumi extract of task(id:priority:_:), 2025-10-29]. The action's type is
    /// mirrored as the current `task(name:...)`'s (`@_inheritActorContext sending @escaping @isolated(any)`).
    /// [unverified: the action's attributes and whether the current SDK adds name/file/line here too]
    @available(iOS 15.0, *)
    nonisolated public func task<T>(id value: T, priority: TaskPriority = .userInitiated, @_inheritActorContext _ action: sending @escaping @isolated(any) () async -> Void) -> some View where T: Equatable { _StubView() }
}

// MARK: - Keyboard shortcuts

/// Mirrors SwiftUI: KeyEquivalent — `struct KeyEquivalent`, "typically initialized using a
/// single-character string literal, with constants for unprintable or hard-to-type values".
/// iOS 14.0. [docs: developer.apple.com/documentation/swiftui/keyequivalent.md] Members
/// (`character`, `init(_:)`, the literal conformance, the named keys and their characters): [unverified].
@available(iOS 14.0, *)
@frozen
public struct KeyEquivalent: Sendable, ExpressibleByExtendedGraphemeClusterLiteral {
    public var character: Character
    public init(_ character: Character) { self.character = character }
    public init(extendedGraphemeClusterLiteral: Character) { self.character = extendedGraphemeClusterLiteral }
    public static let upArrow = KeyEquivalent("\u{F700}")
    public static let downArrow = KeyEquivalent("\u{F701}")
    public static let leftArrow = KeyEquivalent("\u{F702}")
    public static let rightArrow = KeyEquivalent("\u{F703}")
    public static let escape = KeyEquivalent("\u{1B}")
    public static let delete = KeyEquivalent("\u{8}")
    public static let deleteForward = KeyEquivalent("\u{F728}")
    public static let home = KeyEquivalent("\u{F729}")
    public static let end = KeyEquivalent("\u{F72B}")
    public static let pageUp = KeyEquivalent("\u{F72C}")
    public static let pageDown = KeyEquivalent("\u{F72D}")
    public static let clear = KeyEquivalent("\u{F739}")
    public static let tab = KeyEquivalent("\t")
    public static let space = KeyEquivalent(" ")
    public static let `return` = KeyEquivalent("\r")
}

/// Mirrors SwiftUI: EventModifiers — `@frozen struct EventModifiers : OptionSet` with
/// `let rawValue: Int`, `init(rawValue:)`, `static let capsLock, shift, control, option, command,
/// numericPad`, `function` (deprecated iOS 15.0: "Function modifier is reserved for system
/// applications") and `all`. iOS 13.0. [sdk18]
@available(iOS 13.0, *)
@frozen
public struct EventModifiers: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let capsLock = EventModifiers(rawValue: 1 << 0)
    public static let shift = EventModifiers(rawValue: 1 << 1)
    public static let control = EventModifiers(rawValue: 1 << 2)
    public static let option = EventModifiers(rawValue: 1 << 3)
    public static let command = EventModifiers(rawValue: 1 << 4)
    public static let numericPad = EventModifiers(rawValue: 1 << 5)
    @available(iOS, deprecated: 15.0, message: "Function modifier is reserved for system applications")
    @available(*, deprecated, message: "deprecated in iOS 15.0: Function modifier is reserved for system applications")
    public static let function = EventModifiers(rawValue: 1 << 6)
    public static let all = EventModifiers(rawValue: 0x7F)
}

@available(iOS 13.0, *)
extension View {
    /// Mirrors SwiftUI: View.keyboardShortcut(_:modifiers:) —
    /// `nonisolated func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command) -> some View`.
    /// iOS 14.0 (no tvOS or watchOS). [docs: developer.apple.com/documentation/swiftui/view/keyboardshortcut(_:modifiers:).md]
    @available(iOS 14.0, *)
    nonisolated public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command) -> some View { _StubView() }
}

// MARK: - Appearance and layout

@available(iOS 13.0, *)
extension View {
    /// Mirrors SwiftUI: View.disabled(_:) — `@inlinable nonisolated func disabled(_ disabled: Bool) -> some View`. iOS 13.0. [sdk18]
    nonisolated public func disabled(_ disabled: Bool) -> some View { _StubView() }

    /// Mirrors SwiftUI: View.hidden() — `@inlinable nonisolated func hidden() -> some View`. iOS 13.0. [unverified]
    nonisolated public func hidden() -> some View { _StubView() }

    /// Mirrors SwiftUI: View.labelsHidden() — `nonisolated func labelsHidden() -> some View`. iOS 13.0. [unverified]
    nonisolated public func labelsHidden() -> some View { _StubView() }

    /// Mirrors SwiftUI: View.opacity(_:) — `@inlinable nonisolated func opacity(_ opacity: Double) -> some View`. iOS 13.0. [unverified]
    nonisolated public func opacity(_ opacity: Double) -> some View { _StubView() }

    /// Mirrors SwiftUI: View.font(_:) — `@inlinable nonisolated func font(_ font: Font?) -> some View`. iOS 13.0. [unverified]
    nonisolated public func font(_ font: Font?) -> some View { _StubView() }

    /// Mirrors SwiftUI: View.foregroundColor(_:) — `@inlinable nonisolated func foregroundColor(_ color: Color?) -> some View`.
    /// iOS 13.0, soft-deprecated for `foregroundStyle(_:)` (`deprecated: 100000.0`, not reported by Xcode). [unverified]
    @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "foregroundStyle(_:)")
    nonisolated public func foregroundColor(_ color: Color?) -> some View { _StubView() }

    /// Mirrors SwiftUI: View.padding(_:_:) — `@inlinable nonisolated func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View`.
    /// iOS 13.0. [unverified]
    nonisolated public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View { _StubView() }

    /// Mirrors SwiftUI: View.padding(_:) — `@inlinable nonisolated func padding(_ length: CGFloat) -> some View`. iOS 13.0. [unverified]
    nonisolated public func padding(_ length: CGFloat) -> some View { _StubView() }

    /// Mirrors SwiftUI: View.frame(width:height:alignment:) —
    /// `nonisolated func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View`.
    /// iOS 13.0. [docs: developer.apple.com/documentation/swiftui/view/frame(width:height:alignment:).md]
    nonisolated public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View { _StubView() }

    /// Mirrors SwiftUI: View.frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:) —
    /// `nonisolated func frame(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
    /// minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil, alignment: Alignment = .center) -> some View`.
    /// iOS 13.0. [unverified: labels as listed in Apple's "View layout" topic (CSDN translation); defaults]
    nonisolated public func frame(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil, minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil, alignment: Alignment = .center) -> some View { _StubView() }

    /// Mirrors SwiftUI: View.allowsHitTesting(_:) — `nonisolated func allowsHitTesting(_ enabled: Bool) -> some View`. iOS 13.0. [unverified]
    nonisolated public func allowsHitTesting(_ enabled: Bool) -> some View { _StubView() }

    /// Mirrors SwiftUI: View.background(_:alignment:) —
    /// `nonisolated func background<Background>(_ background: Background, alignment: Alignment = .center) -> some View where Background : View`.
    /// iOS 13.0, deprecated in iOS 27.0 ("iOS: 13.0.0 - 27.0.0",
    /// [docs: developer.apple.com/documentation/swiftui/view/background(_:alignment:).md]); it was
    /// soft-deprecated (`100000.0`) before. The deprecation message: [unverified].
    @available(iOS, introduced: 13.0, deprecated: 27.0, message: "Use `background(alignment:content:)` instead.")
    @available(*, deprecated, message: "deprecated in iOS 27.0: use `background(alignment:content:)`")
    nonisolated public func background<Background>(_ background: Background, alignment: Alignment = .center) -> some View where Background: View { _StubView() }

    /// Mirrors SwiftUI: View.background(alignment:content:) —
    /// `nonisolated func background<V>(alignment: Alignment = .center, @ContentBuilder content: () -> V) -> some View where V : View`
    /// (`@ViewBuilder` here, see Section). iOS 15.0.
    /// [docs: developer.apple.com/tutorials/data/documentation/swiftui/view/background(alignment:content:).md]
    @available(iOS 15.0, *)
    nonisolated public func background<V>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View where V: View { _StubView() }

    /// Mirrors SwiftUI: View.overlay(_:alignment:) —
    /// `nonisolated func overlay<Overlay>(_ overlay: Overlay, alignment: Alignment = .center) -> some View where Overlay : View`.
    /// iOS 13.0, deprecated in iOS 27.0 ("iOS: 13.0.0 - 27.0.0",
    /// [docs: developer.apple.com/documentation/swiftui/view/overlay(_:alignment:).md]). The message: [unverified].
    @available(iOS, introduced: 13.0, deprecated: 27.0, message: "Use `overlay(alignment:content:)` instead.")
    @available(*, deprecated, message: "deprecated in iOS 27.0: use `overlay(alignment:content:)`")
    nonisolated public func overlay<Overlay>(_ overlay: Overlay, alignment: Alignment = .center) -> some View where Overlay: View { _StubView() }

    /// Mirrors SwiftUI: View.overlay(alignment:content:) —
    /// `nonisolated func overlay<V>(alignment: Alignment = .center, @ContentBuilder content: () -> V) -> some View where V : View`
    /// (`@ViewBuilder` here, see Section). iOS 15.0.
    /// [docs: developer.apple.com/documentation/swiftui/view/overlay(alignment:content:).md]
    @available(iOS 15.0, *)
    nonisolated public func overlay<V>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View where V: View { _StubView() }

    /// Mirrors SwiftUI: View.navigationTitle(_:) with a `Text` — `nonisolated func navigationTitle(_ title: Text) -> some View`. iOS 14.0. [unverified]
    @available(iOS 14.0, *)
    nonisolated public func navigationTitle(_ title: Text) -> some View { _StubView() }

    /// Mirrors SwiftUI: View.navigationTitle(_:) with a key — `nonisolated func navigationTitle(_ titleKey: LocalizedStringKey) -> some View`. iOS 14.0. [unverified]
    @available(iOS 14.0, *)
    nonisolated public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View { _StubView() }

    /// Mirrors SwiftUI: View.navigationTitle(_:) with a string —
    /// `@_disfavoredOverload nonisolated func navigationTitle<S>(_ title: S) -> some View where S : StringProtocol`. iOS 14.0. [unverified]
    @available(iOS 14.0, *)
    @_disfavoredOverload
    nonisolated public func navigationTitle<S>(_ title: S) -> some View where S: StringProtocol { _StubView() }
}

// MARK: - Accessibility

/// Mirrors SwiftUI: AccessibilityAttachmentModifier — `@frozen @MainActor @preconcurrency struct
/// AccessibilityAttachmentModifier : ViewModifier`, what the accessibility modifiers wrap a view in.
/// iOS 13.0. [sdk18: named as the modifier of `accessibilityValue`'s `ModifiedContent` result]
@available(iOS 13.0, *)
@frozen @MainActor @preconcurrency
public struct AccessibilityAttachmentModifier: ViewModifier {
    public typealias Body = Never
}

/// Mirrors SwiftUI: `struct AccessibilityTraits`, a set of accessibility traits.
/// iOS 13.0. [docs; its conformances are not on that page: Sendable unverified, as its
/// `static let`s need under Swift 6]
@available(iOS 13.0, *)
public struct AccessibilityTraits: Sendable {
    /// Mirrors SwiftUI: `static let isHeader: AccessibilityTraits`. iOS 13.0. [docs]
    public static let isHeader = AccessibilityTraits()
}

@available(iOS 14.0, *)
extension View {
    /// Mirrors SwiftUI: View.accessibilityAddTraits(_:) —
    /// `nonisolated func accessibilityAddTraits(_ traits: AccessibilityTraits) -> ModifiedContent<Self, AccessibilityAttachmentModifier>`.
    /// iOS 14.0. [docs]
    nonisolated public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { _stub() }

    /// Mirrors SwiftUI: View.accessibilityLabel(_:) with a `Text` —
    /// `nonisolated func accessibilityLabel(_ label: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier>`.
    /// iOS 14.0. [unverified; shape as sdk18's accessibilityValue(_:)]
    nonisolated public func accessibilityLabel(_ label: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { _stub() }

    /// Mirrors SwiftUI: View.accessibilityLabel(_:) with a key —
    /// `nonisolated func accessibilityLabel(_ labelKey: LocalizedStringKey) -> ModifiedContent<Self, AccessibilityAttachmentModifier>`.
    /// iOS 14.0. [unverified; as sdk18's accessibilityValue(_:)]
    nonisolated public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { _stub() }

    /// Mirrors SwiftUI: View.accessibilityLabel(_:) with a string —
    /// `@_disfavoredOverload nonisolated func accessibilityLabel<S>(_ label: S) -> ModifiedContent<Self, AccessibilityAttachmentModifier>
    /// where S : StringProtocol`. iOS 14.0. [unverified; as sdk18's accessibilityValue(_:)]
    @_disfavoredOverload
    nonisolated public func accessibilityLabel<S>(_ label: S) -> ModifiedContent<Self, AccessibilityAttachmentModifier> where S: StringProtocol { _stub() }

    /// Mirrors SwiftUI: View.accessibilityValue(_:) with a `Text` —
    /// `nonisolated func accessibilityValue(_ valueDescription: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier>`.
    /// iOS 14.0. [sdk18: the signature the accessibilityLabel mirrors above take their shape from]
    nonisolated public func accessibilityValue(_ valueDescription: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { _stub() }

    /// Mirrors SwiftUI: View.accessibilityHidden(_:) —
    /// `nonisolated func accessibilityHidden(_ hidden: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier>`.
    /// iOS 14.0. [unverified]
    nonisolated public func accessibilityHidden(_ hidden: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { _stub() }
}

// MARK: - Animation

/// Mirrors SwiftUI: Animation — `@frozen struct Animation`, with `static let default: Animation`
/// ("Prior to iOS 17 ... the `default` animation is `easeInOut`"). iOS 13.0.
/// [docs: developer.apple.com/documentation/swiftui/animation.md, animation/default.md]
/// [unverified: the Sendable conformance]
public struct Animation: Sendable {
    public static let `default`: Animation = _stub()
}

extension View {
    /// Mirrors SwiftUI: View.animation(_:value:) —
    /// `nonisolated func animation<V>(_ animation: Animation?, value: V) -> some View where V : Equatable`.
    /// iOS 13.0. [docs: developer.apple.com/documentation/swiftui/view/animation(_:value:).md]
    nonisolated public func animation<V>(_ animation: Animation?, value: V) -> some View where V: Equatable { _StubView() }
}

// MARK: - Scrolling to a view

/// Mirrors SwiftUI: ScrollViewReader — `@frozen nonisolated struct ScrollViewReader<Content> where Content : View`,
/// a View, with `nonisolated init(@ContentBuilder content: @escaping (ScrollViewProxy) -> Content)`.
/// iOS 14.0. [docs: developer.apple.com/documentation/swiftui/scrollviewreader.md and
/// scrollviewreader/init(content:).md; `@ContentBuilder` is mirrored as `@ViewBuilder`, as for Section]
@available(iOS 14.0, *)
@frozen nonisolated public struct ScrollViewReader<Content>: View where Content: View {
    nonisolated public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) { _unimplemented() }
    public typealias Body = Never
}

/// Mirrors SwiftUI: ScrollViewProxy — `struct ScrollViewProxy`, with
/// `func scrollTo<ID>(_ id: ID, anchor: UnitPoint? = nil) where ID : Hashable`. iOS 14.0.
/// [docs: developer.apple.com/documentation/swiftui/scrollviewproxy.md and
/// scrollviewproxy/scrollto(_:anchor:).md] [unverified: isolation and Sendable conformance,
/// which the documentation does not show: mirrored as neither]
@available(iOS 14.0, *)
public struct ScrollViewProxy {
    public func scrollTo<ID>(_ id: ID, anchor: UnitPoint? = nil) where ID: Hashable { _unimplemented() }
}

/// Mirrors SwiftUI: UnitPoint — `@frozen struct UnitPoint`, with `static let center: UnitPoint`.
/// iOS 13.0. [docs: developer.apple.com/documentation/swiftui/unitpoint.md, unitpoint/center.md]
/// [unverified: the Sendable conformance]
@frozen public struct UnitPoint: Sendable {
    public static let center: UnitPoint = _stub()
}

extension View {
    /// Mirrors SwiftUI: View.id(_:) — `nonisolated func id<ID>(_ id: ID) -> some View where ID : Hashable`.
    /// iOS 13.0. [docs: developer.apple.com/documentation/swiftui/view/id(_:).md]
    nonisolated public func id<ID>(_ id: ID) -> some View where ID: Hashable { _StubView() }
}
