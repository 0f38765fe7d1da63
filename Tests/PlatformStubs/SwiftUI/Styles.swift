// Styles and the controls of the style properties: text field styles, vertical text fields
// and their line limits, images and button styles (clear and reveal buttons), shapes (the
// validity border), and accessibility hints (a field's error).
// Legend of [sdk18], [docs], [unverified]: see SwiftUI.swift.

// MARK: - Vertical text fields

/// Mirrors SwiftUI: Axis — `@frozen enum Axis : Int8, CaseIterable` with `case horizontal`,
/// `case vertical`. iOS 13.0. [unverified: cases as named on the TextField(_:text:prompt:axis:) page]
@available(iOS 13.0, *)
@frozen
public enum Axis: Int8, CaseIterable, Sendable {
    case horizontal
    case vertical
}

@available(iOS 13.0, *)
extension TextField where Label == Text {
    /// Mirrors SwiftUI: TextField.init(_:text:prompt:axis:) —
    /// `nonisolated init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?, axis: Axis)`.
    /// iOS 16.0. [docs: developer.apple.com/documentation/swiftui/textfield/init(_:text:prompt:axis:).md,
    /// an overload group; `prompt` has no default, as in init(_:text:prompt:)]
    @available(iOS 16.0, *) @available(iOS16)
    nonisolated public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?, axis: Axis) { _unimplemented() }

    /// Mirrors SwiftUI: TextField.init(_:text:prompt:axis:) for strings —
    /// `@_disfavoredOverload nonisolated init<S>(_ title: S, text: Binding<String>, prompt: Text?, axis: Axis)
    /// where S : StringProtocol`. iOS 16.0. [docs: the same overload group, whose StringProtocol
    /// member is not shown; by analogy with init(_:text:prompt:) for strings]
    @available(iOS 16.0, *) @available(iOS16)
    @_disfavoredOverload
    nonisolated public init<S>(_ title: S, text: Binding<String>, prompt: Text?, axis: Axis) where S: StringProtocol { _unimplemented() }
}

@available(iOS 13.0, *)
extension View {
    /// Mirrors SwiftUI: View.lineLimit(_:) with a closed range —
    /// `nonisolated func lineLimit(_ limit: ClosedRange<Int>) -> some View`. iOS 16.0.
    /// [docs: developer.apple.com/documentation/swiftui/view/linelimit(_:)-4hzfa.md]
    @available(iOS 16.0, *) @available(iOS16)
    nonisolated public func lineLimit(_ limit: ClosedRange<Int>) -> some View { _StubView() }

    /// Mirrors SwiftUI: View.lineLimit(_:) with a partial range —
    /// `nonisolated func lineLimit(_ limit: PartialRangeFrom<Int>) -> some View`. iOS 16.0.
    /// [docs: developer.apple.com/documentation/swiftui/view/linelimit(_:)-251ko.md]
    @available(iOS 16.0, *) @available(iOS16)
    nonisolated public func lineLimit(_ limit: PartialRangeFrom<Int>) -> some View { _StubView() }
}

// MARK: - Text field styles

/// Mirrors SwiftUI: TextFieldStyle — `protocol TextFieldStyle` (its requirement is underscored:
/// `_body(configuration:)`, not mirrored). iOS 13.0. [docs: developer.apple.com/documentation/swiftui/textfieldstyle.md]
@available(iOS 13.0, *)
@MainActor @preconcurrency
public protocol TextFieldStyle {}

/// Mirrors SwiftUI: DefaultTextFieldStyle — `struct DefaultTextFieldStyle : TextFieldStyle`
/// with `init()`. iOS 13.0. [unverified]
@available(iOS 13.0, *)
public struct DefaultTextFieldStyle: TextFieldStyle { nonisolated public init() {} }

/// Mirrors SwiftUI: PlainTextFieldStyle — `struct PlainTextFieldStyle : TextFieldStyle`
/// with `init()`. iOS 13.0. [unverified]
@available(iOS 13.0, *)
public struct PlainTextFieldStyle: TextFieldStyle { nonisolated public init() {} }

/// Mirrors SwiftUI: RoundedBorderTextFieldStyle — `struct RoundedBorderTextFieldStyle :
/// TextFieldStyle` with `init()`. iOS 13.0. [docs: developer.apple.com/documentation/swiftui/roundedbordertextfieldstyle.md
/// lists iOS "13.0 - 27.0" and points at `bordered` with `textInputBorderShape(.roundedRectangle)`,
/// while onestack.dev (SDK 27.1) shows "Deprecated in iOS 100000.0", a soft deprecation that
/// Xcode does not report: mirrored as soft, see README.md]
@available(iOS 13.0, *)
public struct RoundedBorderTextFieldStyle: TextFieldStyle { nonisolated public init() {} }

/// Mirrors SwiftUI: the static members `TextFieldStyle.automatic`, `.plain` and `.roundedBorder`
/// — `static var automatic: DefaultTextFieldStyle { get }` in `extension TextFieldStyle where
/// Self == DefaultTextFieldStyle`, and so on. iOS 13.0 (back-deployed static members).
/// [docs: developer.apple.com/documentation/swiftui/textfieldstyle/roundedborder.md]
@available(iOS 13.0, *)
extension TextFieldStyle where Self == DefaultTextFieldStyle {
    public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() }
}

@available(iOS 13.0, *)
extension TextFieldStyle where Self == PlainTextFieldStyle {
    public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}

@available(iOS 13.0, *)
extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
    public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}

@available(iOS 13.0, *)
extension View {
    /// Mirrors SwiftUI: View.textFieldStyle(_:) —
    /// `nonisolated func textFieldStyle<S>(_ style: S) -> some View where S : TextFieldStyle`.
    /// iOS 13.0. [docs: developer.apple.com/documentation/swiftui/view/textfieldstyle(_:).md]
    nonisolated public func textFieldStyle<S>(_ style: S) -> some View where S: TextFieldStyle { _StubView() }
}

// MARK: - Images and button styles

/// Mirrors SwiftUI: Image — `@frozen struct Image : Equatable, Sendable`, a View, with
/// `init(systemName: String)`. iOS 13.0. [docs: developer.apple.com/documentation/swiftui/image/init(systemname:).md]
@available(iOS 13.0, *)
@frozen
public struct Image: Equatable, Sendable {
    nonisolated public init(systemName: String) { _unimplemented() }
}

@available(iOS 13.0, *)
extension Image: View {
    public typealias Body = Never
}

/// Mirrors SwiftUI: PrimitiveButtonStyle — `@MainActor @preconcurrency protocol PrimitiveButtonStyle`
/// (requirements not mirrored). iOS 13.0. [docs: developer.apple.com/tutorials/data/documentation/swiftui/primitivebuttonstyle.md]
@available(iOS 13.0, *)
@MainActor @preconcurrency
public protocol PrimitiveButtonStyle {}

/// Mirrors SwiftUI: BorderlessButtonStyle — `nonisolated struct BorderlessButtonStyle :
/// PrimitiveButtonStyle` with `nonisolated init()`. iOS 13.0. [docs: developer.apple.com/documentation/swiftui/borderlessbuttonstyle.md]
@available(iOS 13.0, *)
public struct BorderlessButtonStyle: PrimitiveButtonStyle { nonisolated public init() {} }

/// Mirrors SwiftUI: `PrimitiveButtonStyle.borderless` — `nonisolated static var borderless:
/// BorderlessButtonStyle { get }` in `extension PrimitiveButtonStyle where Self ==
/// BorderlessButtonStyle`. iOS 13.0. [docs: developer.apple.com/documentation/swiftui/primitivebuttonstyle/borderless.md]
@available(iOS 13.0, *)
extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
    nonisolated public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}

@available(iOS 13.0, *)
extension View {
    /// Mirrors SwiftUI: View.buttonStyle(_:) —
    /// `nonisolated func buttonStyle<S>(_ style: S) -> some View where S : PrimitiveButtonStyle`.
    /// iOS 13.0. [docs: developer.apple.com/documentation/swiftui/view/buttonstyle(_:)-66fbx.md]
    nonisolated public func buttonStyle<S>(_ style: S) -> some View where S: PrimitiveButtonStyle { _StubView() }
}

// MARK: - Shapes

/// Mirrors SwiftUI: ShapeStyle — `protocol ShapeStyle : Sendable` (requirements not
/// mirrored). iOS 13.0. [unverified]
@available(iOS 13.0, *)
public protocol ShapeStyle: Sendable {}

/// Mirrors SwiftUI: `extension Color : ShapeStyle`. [sdk18: `extension SwiftUICore.Color : SwiftUICore.ShapeStyle`]
@available(iOS 13.0, *)
extension Color: ShapeStyle {}

/// Mirrors SwiftUI: Shape — `protocol Shape : Sendable, Animatable, View` (its `path(in:)`
/// requirement and `Animatable` not mirrored). iOS 13.0. [unverified]
@available(iOS 13.0, *)
public protocol Shape: Sendable, View {}

/// Mirrors SwiftUI: InsettableShape — `protocol InsettableShape : Shape`. iOS 13.0.
/// [docs: developer.apple.com/documentation/swiftui/insettableshape.md]
@available(iOS 13.0, *)
public protocol InsettableShape: Shape {}

@available(iOS 13.0, *)
extension InsettableShape {
    /// Mirrors SwiftUI: InsettableShape.strokeBorder(_:lineWidth:antialiased:) as of iOS 13 —
    /// `@inlinable func strokeBorder<S>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true)
    /// -> some View where S : ShapeStyle`. iOS 13.0. [unverified: the iOS 17 overload that
    /// returns `StrokeBorderShapeView` (docs: …/insettableshape/strokeborder(_:linewidth:antialiased:)-5qhjc.md)
    /// is preferred by the compiler there; on iOS 15 and 16 this one is used]
    nonisolated public func strokeBorder<S>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View where S: ShapeStyle { _StubView() }
}

/// Mirrors SwiftUI: RoundedCornerStyle — `@frozen enum RoundedCornerStyle` with `circular` and
/// `continuous`. iOS 13.0. [unverified]
@available(iOS 13.0, *)
@frozen
public enum RoundedCornerStyle: Sendable {
    case circular
    case continuous
}

/// Mirrors SwiftUI: RoundedRectangle — `@frozen struct RoundedRectangle : Shape` (and
/// InsettableShape) with `init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous)`.
/// iOS 13.0. [unverified]
@available(iOS 13.0, *)
@frozen
public struct RoundedRectangle: InsettableShape {
    nonisolated public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) { _unimplemented() }
    public typealias Body = Never
}

// MARK: - Accessibility hints

@available(iOS 14.0, *)
extension View {
    /// Mirrors SwiftUI: View.accessibilityHint(_:) with a `Text` —
    /// `nonisolated func accessibilityHint(_ hint: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier>`.
    /// iOS 14.0. [docs: developer.apple.com/documentation/swiftui/view/accessibilityhint(_:)-3rdgs.md]
    nonisolated public func accessibilityHint(_ hint: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { _stub() }
}
