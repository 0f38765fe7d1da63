// Toolbars: the keyboard toolbar (Previous / Next / Done, "-/+") of formc's generated view.
// Legend of [sdk18], [docs], [unverified]: see SwiftUI.swift.

/// Mirrors SwiftUI: ToolbarContent — `@MainActor @preconcurrency protocol ToolbarContent` with
/// `associatedtype Body : ToolbarContent` and `@ToolbarContentBuilder @MainActor @preconcurrency var body: Self.Body { get }`.
/// iOS 14.0. [unverified]
@available(iOS 14.0, *)
@MainActor @preconcurrency
public protocol ToolbarContent {
    associatedtype Body: ToolbarContent
    @ToolbarContentBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

@available(iOS 14.0, *)
extension Never: ToolbarContent {}

@available(iOS 14.0, *)
extension ToolbarContent where Body == Never {
    public var body: Never { return _unimplemented() }
}

/// The underlying type of stubbed `some ToolbarContent` results.
@available(iOS 14.0, *)
@MainActor @preconcurrency
public struct _StubToolbarContent: ToolbarContent {
    nonisolated init() {}
    public typealias Body = Never
}

/// Mirrors SwiftUI: ToolbarContentBuilder — `@resultBuilder struct ToolbarContentBuilder` with
/// `buildExpression`, `buildBlock` (1 to 10 items, each returning `some ToolbarContent`),
/// and, from iOS 16, `buildIf` / `buildEither`. iOS 14.0. [unverified]
@available(iOS 14.0, *)
@resultBuilder
public struct ToolbarContentBuilder {
    public static func buildExpression<Content>(_ content: Content) -> Content where Content: ToolbarContent { content }
    public static func buildBlock<Content>(_ content: Content) -> some ToolbarContent where Content: ToolbarContent { _StubToolbarContent() }
    public static func buildBlock<C0, C1>(_ c0: C0, _ c1: C1) -> some ToolbarContent where C0: ToolbarContent, C1: ToolbarContent { _StubToolbarContent() }
    public static func buildBlock<C0, C1, C2>(_ c0: C0, _ c1: C1, _ c2: C2) -> some ToolbarContent where C0: ToolbarContent, C1: ToolbarContent, C2: ToolbarContent { _StubToolbarContent() }
    public static func buildBlock<C0, C1, C2, C3>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3) -> some ToolbarContent where C0: ToolbarContent, C1: ToolbarContent, C2: ToolbarContent, C3: ToolbarContent { _StubToolbarContent() }

    @available(iOS 16.0, *) @available(iOS16)
    public static func buildIf<Content>(_ content: Content?) -> Content? where Content: ToolbarContent { content }

    @available(iOS 16.0, *) @available(iOS16)
    public static func buildEither<TrueContent, FalseContent>(first: TrueContent) -> _ConditionalContent<TrueContent, FalseContent> where TrueContent: ToolbarContent, FalseContent: ToolbarContent { _stub() }

    @available(iOS 16.0, *) @available(iOS16)
    public static func buildEither<TrueContent, FalseContent>(second: FalseContent) -> _ConditionalContent<TrueContent, FalseContent> where TrueContent: ToolbarContent, FalseContent: ToolbarContent { _stub() }
}

@available(iOS 16.0, *)
extension Optional: ToolbarContent where Wrapped: ToolbarContent {
    public typealias Body = Never
    public var body: Never { return _unimplemented() }
}

@available(iOS 16.0, *)
extension _ConditionalContent: ToolbarContent where TrueContent: ToolbarContent, FalseContent: ToolbarContent {
    public typealias Body = Never
    public var body: Never { return _unimplemented() }
}

/// Mirrors SwiftUI: ToolbarItemPlacement — `struct ToolbarItemPlacement`. iOS 14.0.
/// [docs: developer.apple.com/tutorials/data/documentation/swiftui/toolbaritemplacement.md]
/// Placements other than `keyboard`: [unverified].
@available(iOS 14.0, *)
public struct ToolbarItemPlacement: Sendable {
    public static let automatic = ToolbarItemPlacement()
    public static let principal = ToolbarItemPlacement()
    public static let navigationBarLeading = ToolbarItemPlacement()
    public static let navigationBarTrailing = ToolbarItemPlacement()
    public static let bottomBar = ToolbarItemPlacement()
    /// Mirrors SwiftUI: ToolbarItemPlacement.keyboard — `static let keyboard: ToolbarItemPlacement`.
    /// iOS 15.0 ("above the software keyboard when present, or at the bottom of the screen when a
    /// hardware keyboard is attached"). [docs: developer.apple.com/documentation/swiftui/toolbaritemplacement/keyboard.md]
    @available(iOS 15.0, *)
    public static let keyboard = ToolbarItemPlacement()
}

/// Mirrors SwiftUI: ToolbarItemGroup — `nonisolated struct ToolbarItemGroup<Content> where Content : View`,
/// a ToolbarContent. iOS 14.0. [docs: developer.apple.com/tutorials/data/documentation/swiftui/toolbaritemgroup.md]
@available(iOS 14.0, *)
nonisolated public struct ToolbarItemGroup<Content>: ToolbarContent where Content: View {
    /// Mirrors SwiftUI: ToolbarItemGroup.init(placement:content:) —
    /// `nonisolated init(placement: ToolbarItemPlacement = .automatic, @ContentBuilder content: () -> Content)`
    /// (`@ViewBuilder` here, see Section). iOS 14.0.
    /// [docs: developer.apple.com/documentation/swiftui/toolbaritemgroup/init(placement:content:).md]
    nonisolated public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) { _unimplemented() }
    public typealias Body = Never
}

/// Mirrors SwiftUI: ToolbarItem — `nonisolated struct ToolbarItem<ID, Content> where Content : View`,
/// a ToolbarContent. iOS 14.0. [docs: developer.apple.com/documentation/swiftui/toolbaritem.md]
@available(iOS 14.0, *)
nonisolated public struct ToolbarItem<ID, Content>: ToolbarContent where Content: View {
    public typealias Body = Never
}

@available(iOS 14.0, *)
extension ToolbarItem where ID == () {
    /// Mirrors SwiftUI: ToolbarItem.init(placement:content:) —
    /// `nonisolated init(placement: ToolbarItemPlacement = .automatic, @ContentBuilder content: () -> Content)`.
    /// iOS 14.0. [docs: developer.apple.com/documentation/swiftui/toolbaritem/init(placement:content:).md]
    nonisolated public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) { _unimplemented() }
}

@available(iOS 14.0, *)
extension View {
    /// Mirrors SwiftUI: View.toolbar(content:) with toolbar items —
    /// `nonisolated func toolbar<Content>(@ToolbarContentBuilder content: () -> Content) -> some View where Content : ToolbarContent`.
    /// iOS 14.0. [unverified]
    nonisolated public func toolbar<Content>(@ToolbarContentBuilder content: () -> Content) -> some View where Content: ToolbarContent { _StubView() }

    /// Mirrors SwiftUI: View.toolbar(content:) with views —
    /// `nonisolated func toolbar<Content>(@ViewBuilder content: () -> Content) -> some View where Content : View`.
    /// iOS 14.0. [unverified]
    nonisolated public func toolbar<Content>(@ViewBuilder content: () -> Content) -> some View where Content: View { _StubView() }
}
