// Text, LocalizedStringKey, Font and Color. Legend of [sdk18], [docs], [unverified]: see SwiftUI.swift.

/// Mirrors SwiftUI: LocalizedStringKey — `@frozen struct LocalizedStringKey : Equatable,
/// ExpressibleByStringInterpolation` (string literals passed to `Text`, `TextField`, `Button`
/// titles become keys). iOS 13.0. [unverified]
@available(iOS 13.0, *)
@frozen
public struct LocalizedStringKey: Equatable, ExpressibleByStringInterpolation, Sendable {
    /// Mirrors SwiftUI: LocalizedStringKey.init(_:) — `init(_ value: String)`. [unverified]
    public init(_ value: String) { _unimplemented() }

    /// Mirrors SwiftUI: LocalizedStringKey.init(stringLiteral:) — `init(stringLiteral value: String)`. [unverified]
    public init(stringLiteral value: String) { _unimplemented() }

    /// Mirrors SwiftUI: LocalizedStringKey.init(stringInterpolation:). [unverified]
    public init(stringInterpolation: LocalizedStringKey.StringInterpolation) { _unimplemented() }

    /// Mirrors SwiftUI: LocalizedStringKey.StringInterpolation — `struct StringInterpolation : StringInterpolationProtocol`
    /// with `appendLiteral(_:)` and `appendInterpolation` for strings, `Text`, and other values. [unverified: the
    /// full overload set; these cover what a form view interpolates]
    public struct StringInterpolation: StringInterpolationProtocol, Sendable {
        public init(literalCapacity: Int, interpolationCount: Int) { _unimplemented() }
        public mutating func appendLiteral(_ literal: String) { _unimplemented() }
        public mutating func appendInterpolation(_ string: String) { _unimplemented() }
        public mutating func appendInterpolation(_ text: Text) { _unimplemented() }
        public mutating func appendInterpolation<T>(_ value: T) where T: _FormatSpecifiable { _unimplemented() }
    }
}

/// Mirrors SwiftUI: _FormatSpecifiable — the protocol numbers conform to for
/// `LocalizedStringKey` interpolation (`Int`, `Double`, ...). iOS 13.0. [unverified]
@available(iOS 13.0, *)
public protocol _FormatSpecifiable: Equatable {}
extension Int: _FormatSpecifiable {}
extension Double: _FormatSpecifiable {}
extension Float: _FormatSpecifiable {}

/// Mirrors SwiftUI: Text — `@frozen struct Text : Equatable, Sendable`, a View with `Body = Never`.
/// Not main-actor isolated (a value type shared freely). iOS 13.0. [unverified]
@available(iOS 13.0, *)
@frozen
public struct Text: Equatable, Sendable {
    /// Mirrors SwiftUI: Text.init(verbatim:) — `init(verbatim content: String)`. iOS 13.0. [unverified]
    public init(verbatim content: String) { _unimplemented() }

    /// Mirrors SwiftUI: Text.init(_:) for strings — `@_disfavoredOverload init<S>(_ content: S) where S : StringProtocol`.
    /// iOS 13.0. [unverified]
    @_disfavoredOverload
    public init<S>(_ content: S) where S: StringProtocol { _unimplemented() }

    /// Mirrors SwiftUI: Text.init(_:tableName:bundle:comment:) —
    /// `init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil)`.
    /// iOS 13.0. [unverified]
    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) { _unimplemented() }

    /// Mirrors SwiftUI: Text.font(_:) — `func font(_ font: Font?) -> Text`. iOS 13.0. [unverified]
    public func font(_ font: Font?) -> Text { _stub() }

    /// Mirrors SwiftUI: Text.foregroundColor(_:) — `func foregroundColor(_ color: Color?) -> Text`.
    /// iOS 13.0; soft-deprecated in favour of `foregroundStyle(_:)` (`deprecated: 100000.0`,
    /// which Xcode does not report). [unverified: the soft deprecation]
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use foregroundStyle(_:) instead.")
    public func foregroundColor(_ color: Color?) -> Text { _stub() }

    /// Mirrors SwiftUI: Text.bold() — `func bold() -> Text`. iOS 13.0. [unverified]
    public func bold() -> Text { _stub() }

    /// Mirrors SwiftUI: Text.bold(_:) — `func bold(_ isActive: Bool) -> Text`. iOS 16.0. [unverified]
    @available(iOS 16.0, *) @available(iOS16)
    public func bold(_ isActive: Bool) -> Text { _stub() }
}

@available(iOS 13.0, *)
extension Text: View {
    public typealias Body = Never
}

/// Mirrors SwiftUI: Font — `@frozen struct Font : Hashable, Sendable` with the text styles as
/// `static let`. iOS 13.0 (title2, title3, caption2: iOS 14.0). [unverified]
@available(iOS 13.0, *)
@frozen
public struct Font: Hashable, Sendable {
    public static let largeTitle = Font()
    public static let title = Font()
    @available(iOS 14.0, *) public static let title2 = Font()
    @available(iOS 14.0, *) public static let title3 = Font()
    public static let headline = Font()
    public static let subheadline = Font()
    public static let body = Font()
    public static let callout = Font()
    public static let footnote = Font()
    public static let caption = Font()
    @available(iOS 14.0, *) public static let caption2 = Font()
}

/// Mirrors SwiftUI: Color — `@frozen struct Color : Hashable, CustomStringConvertible, Sendable`,
/// a View and a ShapeStyle ([sdk18]: `extension SwiftUICore.Color : SwiftUICore.ShapeStyle`).
/// iOS 13.0. Static colors: [unverified]
@available(iOS 13.0, *)
@frozen
public struct Color: Hashable, CustomStringConvertible, Sendable {
    public var description: String { _stub() }
    public static let clear = Color()
    public static let black = Color()
    public static let white = Color()
    public static let gray = Color()
    public static let red = Color()
    public static let orange = Color()
    public static let yellow = Color()
    public static let green = Color()
    public static let blue = Color()
    public static let accentColor = Color()
    public static let primary = Color()
    public static let secondary = Color()
}

@available(iOS 13.0, *)
extension Color: View {
    public typealias Body = Never
}
