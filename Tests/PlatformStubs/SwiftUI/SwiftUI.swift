// A test-only module named SwiftUI: the SwiftUI API formc's generated view uses, declared
// with Apple's signatures so that `swiftc -typecheck` can check the generated view on Linux.
// It is never linked or run; every body is a stub that traps.
//
// What a declaration here mirrors, and where it was checked, is said in its `///` comment:
//   [sdk18]  read in the iOS 18.0 SDK's SwiftUICore/SwiftUI .swiftinterface
//            (xybp888/iOS-SDKs @88fdca9, iPhoneOS18.0.sdk/System/Library/Frameworks/...).
//   [docs]   Apple's documentation page for the symbol: developer.apple.com's Markdown
//            rendering (/documentation/swiftui/... .md, "Copyright 2026", so the current SDK),
//            or its mirrors Averyy/apple-dev-docs and sosumi.ai extracts. These pages show
//            `nonisolated`, `@preconcurrency`, `@MainActor`, `sending` and `@isolated(any)`,
//            but DocC hides underscored attributes (`@_inheritActorContext`,
//            `@_disfavoredOverload`, `@_alwaysEmitIntoClient`).
//   [unverified] written from knowledge of the SDK; not checked against a source in this work.
//
// Conventions, all as in the real SDK ([sdk18]):
// - View types are `@MainActor @preconcurrency` structs with `nonisolated` initializers, as in
//   the iOS 18 SDK, except where the current SDK is known to declare them `nonisolated struct`
//   (Button, TextField, DatePicker, ToolbarItemGroup, ToolbarItem [docs]); either way their
//   initializers are `nonisolated`, so what typechecks in a view's `body` is the same.
//   Modifiers are `nonisolated` and return `some View` (or `Text`, or `ModifiedContent`, where
//   Apple's declaration does).
// - The real module is compiled in Swift 5 mode (`-swift-version 5`, [sdk18] header); so is
//   this one (typecheck.sh), so that missing Sendable conformances behave alike for clients.
// - Availability is written as Apple writes it, iOS only (`@available(iOS 15.0, *)`), which
//   Linux ignores. APIs newer than iOS 15 also carry a FormcAvailability domain
//   (`@available(iOS16)`), which Linux enforces: see ../Availability/FormcAvailability.h.
// - APIs that iOS deprecates (warns about at some deployment target) also carry
//   `@available(*, deprecated, message: "iOS N.N: ...")`, so that using them warns here and
//   `-warnings-as-errors` fails: generated code must be warning-free at every deployment
//   target from iOS 15 up. Soft deprecations (`deprecated: 100000.0`), which Xcode never
//   reports, are mirrored without it.
//
// Not mirrored: layout, rendering, environment, animation; `_makeView` and the other
// underscored entry points; macOS/tvOS/watchOS/visionOS availability.

@_exported import UIKit  // SwiftUI's Clang module re-exports UIKit on iOS (`import SwiftUI` makes UIKeyboardType visible).
@_exported import Foundation
@_exported import Combine  // SwiftUI re-exports Combine: `ObservableObject` and `@Published` come with `import SwiftUI`.

/// Traps: a stub body. This module is only typechecked against.
@usableFromInline
func _stub<T>(_ type: T.Type = T.self) -> T {
    fatalError("SwiftUI stub for typechecking only")
}

/// Traps: a stub body with nothing to return (initializers, setters).
@usableFromInline
func _unimplemented() -> Never {
    fatalError("SwiftUI stub for typechecking only")
}

/// The underlying type of every stubbed `some View` result.
@MainActor @preconcurrency
public struct _StubView: View {
    nonisolated init() {}
    public typealias Body = Never
}

// MARK: - View

/// Mirrors SwiftUI: View — `@MainActor @preconcurrency protocol View` with
/// `associatedtype Body : View` and `@ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }`.
/// iOS 13.0. [docs: developer.apple.com/documentation/swiftui/view.md for the protocol; the
/// requirement as quoted from Xcode 16's interface on zenn.dev/garyuu09/scraps/61d25cc422ed13,
/// which notes that before Xcode 16 only `body` was main-actor isolated]
@available(iOS 13.0, *)
@MainActor @preconcurrency
public protocol View {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

/// Mirrors SwiftUI: `extension Never : View` (Never is the Body of primitive views). [sdk18:
/// primitive views declare `typealias Body = Swift.Never`]
@available(iOS 13.0, *)
extension Never: View {
    public typealias Body = Never
}

/// The `body` of Never as a View and as ToolbarContent (one member, so that the two protocols'
/// `Body == Never` defaults below do not both apply to Never).
@available(iOS 13.0, *)
extension Never {
    public var body: Never { return _unimplemented() }
}

/// Primitive views (Body == Never) have no body to call. SwiftUI provides this through its
/// internal view-graph conformances; declared here only so the stub primitives conform.
@available(iOS 13.0, *)
extension View where Body == Never {
    public var body: Never { return _unimplemented() }
}

/// Mirrors SwiftUI: DynamicProperty — `protocol DynamicProperty { mutating func update() }`
/// (and underscored graph requirements, not mirrored). iOS 13.0. [unverified]
@available(iOS 13.0, *)
public protocol DynamicProperty {
    mutating func update()
}

@available(iOS 13.0, *)
extension DynamicProperty {
    public mutating func update() {}
}

// MARK: - ViewBuilder

/// Mirrors SwiftUI: ViewBuilder — `@resultBuilder struct ViewBuilder`. iOS 13.0.
/// buildExpression, buildBlock (fixed arity, iOS 13; parameter pack, iOS 17), buildIf,
/// buildEither and buildLimitedAvailability (iOS 14) as in the SDK. [unverified: the exact
/// overload set; known from the iOS 17 SDK, where the parameter-pack `buildBlock` was added
/// with `@available(iOS 17.0, *)` next to the fixed-arity ones, so that on iOS 15 and 16 a
/// block may hold at most 10 views. The iOS17 domain below keeps that limit honest here.]
@available(iOS 13.0, *)
@resultBuilder
public struct ViewBuilder {
    public static func buildExpression<Content>(_ content: Content) -> Content where Content: View { content }

    public static func buildBlock() -> EmptyView { EmptyView() }

    public static func buildBlock<Content>(_ content: Content) -> Content where Content: View { content }

    @available(iOS 17.0, *) @available(iOS17)
    public static func buildBlock<each Content>(_ content: repeat each Content) -> TupleView<(repeat each Content)> where repeat each Content: View { _stub() }

    public static func buildIf<Content>(_ content: Content?) -> Content? where Content: View { content }

    public static func buildEither<TrueContent, FalseContent>(first: TrueContent) -> _ConditionalContent<TrueContent, FalseContent> where TrueContent: View, FalseContent: View { _stub() }

    public static func buildEither<TrueContent, FalseContent>(second: FalseContent) -> _ConditionalContent<TrueContent, FalseContent> where TrueContent: View, FalseContent: View { _stub() }

    @available(iOS 14.0, *)
    public static func buildLimitedAvailability<Content>(_ content: Content) -> AnyView where Content: View { _stub() }
}

@available(iOS 13.0, *)
extension ViewBuilder {
    public static func buildBlock<C0, C1>(_ c0: C0, _ c1: C1) -> TupleView<(C0, C1)> where C0: View, C1: View { _stub() }
    public static func buildBlock<C0, C1, C2>(_ c0: C0, _ c1: C1, _ c2: C2) -> TupleView<(C0, C1, C2)> where C0: View, C1: View, C2: View { _stub() }
    public static func buildBlock<C0, C1, C2, C3>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3) -> TupleView<(C0, C1, C2, C3)> where C0: View, C1: View, C2: View, C3: View { _stub() }
    public static func buildBlock<C0, C1, C2, C3, C4>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4) -> TupleView<(C0, C1, C2, C3, C4)> where C0: View, C1: View, C2: View, C3: View, C4: View { _stub() }
    public static func buildBlock<C0, C1, C2, C3, C4, C5>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5) -> TupleView<(C0, C1, C2, C3, C4, C5)> where C0: View, C1: View, C2: View, C3: View, C4: View, C5: View { _stub() }
    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6) -> TupleView<(C0, C1, C2, C3, C4, C5, C6)> where C0: View, C1: View, C2: View, C3: View, C4: View, C5: View, C6: View { _stub() }
    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7) -> TupleView<(C0, C1, C2, C3, C4, C5, C6, C7)> where C0: View, C1: View, C2: View, C3: View, C4: View, C5: View, C6: View, C7: View { _stub() }
    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7, C8>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8) -> TupleView<(C0, C1, C2, C3, C4, C5, C6, C7, C8)> where C0: View, C1: View, C2: View, C3: View, C4: View, C5: View, C6: View, C7: View, C8: View { _stub() }
    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7, C8, C9>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8, _ c9: C9) -> TupleView<(C0, C1, C2, C3, C4, C5, C6, C7, C8, C9)> where C0: View, C1: View, C2: View, C3: View, C4: View, C5: View, C6: View, C7: View, C8: View, C9: View { _stub() }
}

/// Mirrors SwiftUI: EmptyView — `@frozen struct EmptyView : View`, `@inlinable nonisolated init()`. iOS 13.0. [unverified]
@available(iOS 13.0, *)
@frozen @MainActor @preconcurrency
public struct EmptyView: View {
    @inlinable nonisolated public init() {}
    public typealias Body = Never
}

/// Mirrors SwiftUI: TupleView — `@frozen struct TupleView<T> : View`, `public var value: T`,
/// `@inlinable nonisolated init(_ value: T)`. iOS 13.0. [unverified]
@available(iOS 13.0, *)
@frozen @MainActor @preconcurrency
public struct TupleView<T>: View {
    nonisolated public init(_ value: T) { _unimplemented() }
    public typealias Body = Never
}

/// Mirrors SwiftUI: _ConditionalContent — `@frozen struct _ConditionalContent<TrueContent, FalseContent>`
/// with `extension _ConditionalContent : View where TrueContent : View, FalseContent : View`.
/// iOS 13.0. [unverified]
@available(iOS 13.0, *)
@frozen
public struct _ConditionalContent<TrueContent, FalseContent> {}

@available(iOS 13.0, *)
extension _ConditionalContent: View where TrueContent: View, FalseContent: View {
    public typealias Body = Never
    public var body: Never { return _unimplemented() }
}

/// Mirrors SwiftUI: `extension Optional : View where Wrapped : View` (what `if` without `else`
/// builds). iOS 13.0. [unverified]
@available(iOS 13.0, *)
extension Optional: View where Wrapped: View {
    public typealias Body = Never
    public var body: Never { return _unimplemented() }
}

/// Mirrors SwiftUI: AnyView — `@frozen struct AnyView : View`, `init<V>(_ view: V) where V : View`.
/// iOS 13.0. [unverified]
@available(iOS 13.0, *)
@frozen @MainActor @preconcurrency
public struct AnyView: View {
    nonisolated public init<V>(_ view: V) where V: View { _unimplemented() }
    public typealias Body = Never
}

// MARK: - ViewModifier

/// Mirrors SwiftUI: ViewModifier — `@MainActor @preconcurrency protocol ViewModifier` with
/// `associatedtype Body : View`, `@ViewBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body`
/// and `typealias Content = _ViewModifier_Content<Self>`. iOS 13.0. [unverified; isolation
/// as for View]
@available(iOS 13.0, *)
@MainActor @preconcurrency
public protocol ViewModifier {
    associatedtype Body: View
    typealias Content = _ViewModifier_Content<Self>
    @ViewBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body
}

/// Primitive modifiers (Body == Never), as in SwiftUI. [unverified]
@available(iOS 13.0, *)
extension ViewModifier where Body == Never {
    public func body(content: Self.Content) -> Never { return _unimplemented() }
}

/// Mirrors SwiftUI: _ViewModifier_Content — `@MainActor @preconcurrency struct _ViewModifier_Content<Modifier> : View
/// where Modifier : ViewModifier`, the `content` a modifier's `body(content:)` receives. iOS 13.0. [unverified]
@available(iOS 13.0, *)
@MainActor @preconcurrency
public struct _ViewModifier_Content<Modifier>: View where Modifier: ViewModifier {
    public typealias Body = Never
}

/// Mirrors SwiftUI: ModifiedContent — `@frozen struct ModifiedContent<Content, Modifier>` with
/// `var content: Content`, `var modifier: Modifier`, `init(content:modifier:)`, and
/// `extension ModifiedContent : View where Content : View, Modifier : ViewModifier`. iOS 13.0.
/// [sdk18: the accessibility modifiers return `SwiftUICore.ModifiedContent<Self, SwiftUI.AccessibilityAttachmentModifier>`]
@available(iOS 13.0, *)
@frozen
public struct ModifiedContent<Content, Modifier> {
    public var content: Content
    public var modifier: Modifier
    @inlinable public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

@available(iOS 13.0, *)
extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    public typealias Body = Never
}

@available(iOS 13.0, *)
extension ModifiedContent: ViewModifier where Content: ViewModifier, Modifier: ViewModifier {
    public typealias Body = Never
}

/// Mirrors SwiftUI: EmptyModifier — `@frozen struct EmptyModifier : ViewModifier`,
/// `static let identity`, `@inlinable init()`. iOS 13.0. [unverified]
@available(iOS 13.0, *)
@frozen @MainActor @preconcurrency
public struct EmptyModifier: ViewModifier {
    public static let identity = EmptyModifier()
    @inlinable nonisolated public init() {}
    public typealias Body = Never
}

@available(iOS 13.0, *)
extension View {
    /// Mirrors SwiftUI: View.modifier(_:) — `@inlinable nonisolated func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T>`.
    /// iOS 13.0. [unverified; `nonisolated` per the [sdk18] modifier convention]
    @inlinable nonisolated public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

// MARK: - Layout values

/// Mirrors SwiftUI: HorizontalAlignment — `@frozen struct HorizontalAlignment : Equatable` with
/// `static let leading, center, trailing`. iOS 13.0. [unverified]
@available(iOS 13.0, *)
@frozen
public struct HorizontalAlignment: Equatable, Sendable {
    public static let leading = HorizontalAlignment()
    public static let center = HorizontalAlignment()
    public static let trailing = HorizontalAlignment()
}

/// Mirrors SwiftUI: VerticalAlignment — `@frozen struct VerticalAlignment : Equatable` with
/// `static let top, center, bottom, firstTextBaseline, lastTextBaseline`. iOS 13.0. [unverified]
@available(iOS 13.0, *)
@frozen
public struct VerticalAlignment: Equatable, Sendable {
    public static let top = VerticalAlignment()
    public static let center = VerticalAlignment()
    public static let bottom = VerticalAlignment()
    public static let firstTextBaseline = VerticalAlignment()
    public static let lastTextBaseline = VerticalAlignment()
}

/// Mirrors SwiftUI: Alignment — `@frozen struct Alignment : Equatable` with
/// `init(horizontal:vertical:)` and the nine `static let` positions. iOS 13.0. [unverified]
@available(iOS 13.0, *)
@frozen
public struct Alignment: Equatable, Sendable {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment
    @inlinable public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }
    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
}

/// Mirrors SwiftUI: Edge — `@frozen enum Edge : Int8, CaseIterable` with `case top, leading,
/// bottom, trailing` and the nested `@frozen struct Set : OptionSet` (`top`, `leading`,
/// `bottom`, `trailing`, `all`, `horizontal`, `vertical`, `init(_:)`). iOS 13.0. [sdk18]
@available(iOS 13.0, *)
@frozen
public enum Edge: Int8, CaseIterable, Sendable {
    case top, leading, bottom, trailing

    @frozen
    public struct Set: OptionSet, Sendable {
        public typealias Element = Edge.Set
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let top = Edge.Set(rawValue: 1 << 0)
        public static let leading = Edge.Set(rawValue: 1 << 1)
        public static let bottom = Edge.Set(rawValue: 1 << 2)
        public static let trailing = Edge.Set(rawValue: 1 << 3)
        public static let all: Edge.Set = [.top, .leading, .bottom, .trailing]
        public static let horizontal: Edge.Set = [.leading, .trailing]
        public static let vertical: Edge.Set = [.top, .bottom]
        public init(_ e: Edge) { self.init(rawValue: 1 << e.rawValue) }
    }
}

// MARK: - Containers

/// Mirrors SwiftUI: VStack — `@frozen @MainActor @preconcurrency struct VStack<Content> : View where Content : View`,
/// `@inlinable nonisolated init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content)`,
/// `@available(*, unavailable) extension VStack : Sendable`. iOS 13.0. [sdk18]
@available(iOS 13.0, *)
@frozen @MainActor @preconcurrency
public struct VStack<Content>: View where Content: View {
    nonisolated public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) { _unimplemented() }
    public typealias Body = Never
}

@available(*, unavailable)
extension VStack: Sendable {}

/// Mirrors SwiftUI: HStack — `@frozen @MainActor @preconcurrency struct HStack<Content> : View where Content : View`,
/// `@inlinable nonisolated init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content)`.
/// iOS 13.0. [unverified; shape as VStack, sdk18]
@available(iOS 13.0, *)
@frozen @MainActor @preconcurrency
public struct HStack<Content>: View where Content: View {
    nonisolated public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) { _unimplemented() }
    public typealias Body = Never
}

@available(*, unavailable)
extension HStack: Sendable {}

/// Mirrors SwiftUI: ZStack — `@frozen @MainActor @preconcurrency struct ZStack<Content> : View where Content : View`,
/// `@inlinable nonisolated init(alignment: Alignment = .center, @ViewBuilder content: () -> Content)`. iOS 13.0. [sdk18]
@available(iOS 13.0, *)
@frozen @MainActor @preconcurrency
public struct ZStack<Content>: View where Content: View {
    nonisolated public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) { _unimplemented() }
    public typealias Body = Never
}

@available(*, unavailable)
extension ZStack: Sendable {}

/// Mirrors SwiftUI: Spacer — `@frozen @MainActor @preconcurrency struct Spacer : View`,
/// `var minLength: CGFloat?`, `@inlinable nonisolated init(minLength: CGFloat? = nil)`. iOS 13.0. [unverified]
@available(iOS 13.0, *)
@frozen @MainActor @preconcurrency
public struct Spacer: View {
    public var minLength: CGFloat?
    @inlinable nonisolated public init(minLength: CGFloat? = nil) { self.minLength = minLength }
    public typealias Body = Never
}

/// Mirrors SwiftUI: Group — `@frozen struct Group<Content>`, with
/// `extension Group : View where Content : View { @inlinable nonisolated init(@ViewBuilder content: () -> Content) }`.
/// iOS 13.0. [unverified]
@available(iOS 13.0, *)
@frozen
public struct Group<Content> {}

@available(iOS 13.0, *)
extension Group: View where Content: View {
    nonisolated public init(@ViewBuilder content: () -> Content) { _unimplemented() }
    public typealias Body = Never
}

/// Mirrors SwiftUI: Form — `@MainActor @preconcurrency struct Form<Content> : View where Content : View`,
/// `nonisolated init(@ViewBuilder content: () -> Content)`. iOS 13.0. [unverified]
@available(iOS 13.0, *)
@MainActor @preconcurrency
public struct Form<Content>: View where Content: View {
    nonisolated public init(@ViewBuilder content: () -> Content) { _unimplemented() }
    public typealias Body = Never
}

/// Mirrors SwiftUI: Section — `struct Section<Parent, Content, Footer>`, a View when all three are.
/// iOS 13.0. The current SDK spells the builder parameters `@ContentBuilder` [docs]; for views
/// that builds what `@ViewBuilder` builds, which is what this mirror uses. [unverified: that
/// equivalence]
@available(iOS 13.0, *)
@MainActor @preconcurrency
public struct Section<Parent, Content, Footer> {}

@available(iOS 13.0, *)
extension Section: View where Parent: View, Content: View, Footer: View {
    public typealias Body = Never

    /// Mirrors SwiftUI: Section.init(content:header:footer:) —
    /// `init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer)`.
    /// Availability: iOS 13.0 in the current documentation [docs: Averyy section/init-contentheaderfooter.md];
    /// it was introduced with iOS 15 and is back-deployed. [unverified: the iOS 15 introduction]
    nonisolated public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer) { _unimplemented() }

    /// Mirrors SwiftUI: Section.init(header:footer:content:) — `init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content)`.
    /// iOS 13.0, soft-deprecated (`deprecated: 100000.0`). [unverified]
    @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "Section(content:header:footer:)")
    nonisolated public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) { _unimplemented() }
}

@available(iOS 13.0, *)
extension Section where Parent: View, Content: View, Footer == EmptyView {
    /// Mirrors SwiftUI: Section.init(content:header:) — `init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent)`.
    /// iOS 13.0 in the current documentation [docs: see-also of init(content:header:footer:)]. [unverified: availability]
    nonisolated public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) { _unimplemented() }
}

@available(iOS 13.0, *)
extension Section where Parent == EmptyView, Content: View, Footer: View {
    /// Mirrors SwiftUI: Section.init(content:footer:) — `init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer)`.
    /// [docs: see-also of init(content:header:footer:)] [unverified: availability]
    nonisolated public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) { _unimplemented() }
}

@available(iOS 13.0, *)
extension Section where Parent == EmptyView, Content: View, Footer == EmptyView {
    /// Mirrors SwiftUI: Section.init(content:) — `init(@ViewBuilder content: () -> Content)`. iOS 13.0. [docs: see-also of init(_:content:)]
    nonisolated public init(@ViewBuilder content: () -> Content) { _unimplemented() }
}

@available(iOS 13.0, *)
extension Section where Parent == Text, Content: View, Footer == EmptyView {
    /// Mirrors SwiftUI: Section.init(_:content:) — `init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content)`.
    /// iOS 15.0. [docs: Averyy section/init-content.md]
    @available(iOS 15.0, *)
    nonisolated public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) { _unimplemented() }

    /// Mirrors SwiftUI: Section.init(_:content:) for strings —
    /// `@_disfavoredOverload init<S>(_ title: S, @ViewBuilder content: () -> Content) where S : StringProtocol`.
    /// iOS 15.0. [unverified: not in the documentation pages read]
    @available(iOS 15.0, *)
    @_disfavoredOverload
    nonisolated public init<S>(_ title: S, @ViewBuilder content: () -> Content) where S: StringProtocol { _unimplemented() }
}

/// Mirrors SwiftUI: ProgressView — `@MainActor @preconcurrency struct ProgressView<Label, CurrentValueLabel> :
/// View where Label : View, CurrentValueLabel : View`. iOS 14.0. [docs: developer.apple.com/documentation/
/// swiftui/progressview/init().md, for its availability; the struct's attributes: unverified, as VStack's]
@available(iOS 14.0, *)
@MainActor @preconcurrency
public struct ProgressView<Label, CurrentValueLabel>: View where Label: View, CurrentValueLabel: View {
    public typealias Body = Never
}

@available(iOS 14.0, *)
extension ProgressView where CurrentValueLabel == EmptyView {
    /// Mirrors SwiftUI: ProgressView.init() — `nonisolated init() where Label == EmptyView`, an
    /// indeterminate progress view without a label. iOS 14.0.
    /// [docs: developer.apple.com/documentation/swiftui/progressview/init().md]
    nonisolated public init() where Label == EmptyView { _unimplemented() }
}
