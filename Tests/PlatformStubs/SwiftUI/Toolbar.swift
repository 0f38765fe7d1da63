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

/// Mirrors SwiftUI: ToolbarItemPlacement — `struct ToolbarItemPlacement` with `static let automatic`
/// (iOS 14) and `static let keyboard` (iOS 15: the bar above the software keyboard, the
/// `inputAccessoryView` of UIKit). [unverified]
@available(iOS 14.0, *)
public struct ToolbarItemPlacement: Sendable {
    public static let automatic = ToolbarItemPlacement()
    public static let principal = ToolbarItemPlacement()
    public static let navigationBarLeading = ToolbarItemPlacement()
    public static let navigationBarTrailing = ToolbarItemPlacement()
    public static let bottomBar = ToolbarItemPlacement()
    @available(iOS 15.0, *)
    public static let keyboard = ToolbarItemPlacement()
}

/// Mirrors SwiftUI: ToolbarItemGroup — `struct ToolbarItemGroup<Content> : ToolbarContent where Content : View`,
/// `nonisolated init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content)`. iOS 14.0. [unverified]
@available(iOS 14.0, *)
@MainActor @preconcurrency
public struct ToolbarItemGroup<Content>: ToolbarContent where Content: View {
    nonisolated public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) { _unimplemented() }
    public typealias Body = Never
}

/// Mirrors SwiftUI: ToolbarItem — `struct ToolbarItem<ID, Content> : ToolbarContent where Content : View`,
/// `nonisolated init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content)` where `ID == ()`.
/// iOS 14.0. [unverified]
@available(iOS 14.0, *)
@MainActor @preconcurrency
public struct ToolbarItem<ID, Content>: ToolbarContent where Content: View {
    public typealias Body = Never
}

@available(iOS 14.0, *)
extension ToolbarItem where ID == () {
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
