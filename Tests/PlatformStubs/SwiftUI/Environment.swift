// The environment and the object and collection views that FormRuntimeSwiftUI uses; see the
// header of SwiftUI.swift for what [docs], [sdk18] and [unverified] mean.

/// Mirrors SwiftUI: EnvironmentKey — `protocol EnvironmentKey { associatedtype Value;
/// static var defaultValue: Self.Value { get } }`. iOS 13.0. [unverified]
@available(iOS 13.0, *)
public protocol EnvironmentKey {
    associatedtype Value
    static var defaultValue: Self.Value { get }
}

/// Mirrors SwiftUI: EnvironmentValues — `struct EnvironmentValues`, `init()`, and
/// `subscript<K>(key: K.Type) -> K.Value where K : EnvironmentKey { get set }`. iOS 13.0.
/// [unverified]
@available(iOS 13.0, *)
public struct EnvironmentValues {
    public init() { _unimplemented() }
    public subscript<K>(key: K.Type) -> K.Value where K: EnvironmentKey {
        get { _stub() }
        set { _unimplemented() }
    }

    /// Mirrors SwiftUI: EnvironmentValues.locale — `var locale: Locale { get set }`. iOS 13.0.
    /// [unverified]
    public var locale: Locale {
        get { _stub() }
        set { _unimplemented() }
    }
}

/// Mirrors SwiftUI: Environment — `@frozen @propertyWrapper struct Environment<Value> :
/// DynamicProperty`, `init(_ keyPath: KeyPath<EnvironmentValues, Value>)`,
/// `var wrappedValue: Value { get }`. iOS 13.0. [unverified]
@available(iOS 13.0, *)
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { _unimplemented() }
    public var wrappedValue: Value { _stub() }
}

@available(iOS 13.0, *)
extension View {
    /// Mirrors SwiftUI: View.environment(_:_:) — `nonisolated func environment<V>(_ keyPath:
    /// WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View`. iOS 13.0. [unverified]
    nonisolated public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View { _StubView() }
}

/// Mirrors SwiftUI: StateObject — `@frozen @propertyWrapper struct StateObject<ObjectType> :
/// DynamicProperty where ObjectType : ObservableObject`, `nonisolated init(wrappedValue thunk:
/// @autoclosure @escaping () -> ObjectType)`, `@MainActor var wrappedValue: ObjectType`,
/// `@MainActor var projectedValue: ObservedObject<ObjectType>.Wrapper`. iOS 14.0. [unverified:
/// the projected value is not mirrored]
@available(iOS 14.0, *)
@propertyWrapper
public struct StateObject<ObjectType>: DynamicProperty where ObjectType: ObservableObject {
    nonisolated public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) { _unimplemented() }
    @MainActor @preconcurrency public var wrappedValue: ObjectType { _stub() }
}

/// Mirrors SwiftUI: ObservedObject — `@propertyWrapper @frozen struct ObservedObject<ObjectType> :
/// DynamicProperty where ObjectType : ObservableObject`, `init(wrappedValue: ObjectType)`,
/// `init(initialValue: ObjectType)`, `var wrappedValue: ObjectType`. iOS 13.0. [unverified:
/// the projected value is not mirrored]
@available(iOS 13.0, *)
@propertyWrapper
public struct ObservedObject<ObjectType>: DynamicProperty where ObjectType: ObservableObject {
    public init(wrappedValue: ObjectType) { _unimplemented() }
    public init(initialValue: ObjectType) { _unimplemented() }
    public var wrappedValue: ObjectType { _stub() }
}

/// Mirrors SwiftUI: ScaledMetric — `@propertyWrapper struct ScaledMetric<Value> : DynamicProperty
/// where Value : BinaryFloatingPoint`, `init(wrappedValue: Value)`, `var wrappedValue: Value { get }`.
/// iOS 14.0. [docs: developer.apple.com/documentation/swiftui/scaledmetric.md and
/// scaledmetric/init(wrappedvalue:).md; the DynamicProperty conformance unverified]
@available(iOS 14.0, *)
@propertyWrapper
public struct ScaledMetric<Value>: DynamicProperty where Value: BinaryFloatingPoint {
    public init(wrappedValue: Value) { _unimplemented() }
    public var wrappedValue: Value { _stub() }
}

/// Mirrors SwiftUI: ForEach — `struct ForEach<Data, ID, Content> where Data :
/// RandomAccessCollection, ID : Hashable` [docs: developer.apple.com/tutorials/data/documentation/swiftui/foreach.md],
/// a View when Content is, with `init(_ data: Data, id: KeyPath<Data.Element, ID>,
/// @ViewBuilder content: @escaping (Data.Element) -> Content)`. iOS 13.0. [unverified: the
/// initializer, as on List.init(_:id:rowContent:)'s page, which builds a ForEach with it]
@available(iOS 13.0, *)
@MainActor @preconcurrency
public struct ForEach<Data, ID, Content> where Data: RandomAccessCollection, ID: Hashable {
    nonisolated public var data: Data { _stub() }
    nonisolated public var content: (Data.Element) -> Content { _stub() }
}

@available(iOS 13.0, *)
extension ForEach: View where Content: View {
    public typealias Body = Never
}

@available(iOS 13.0, *)
extension ForEach where Content: View {
    nonisolated public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) { _unimplemented() }
}

/// Mirrors SwiftUI: DynamicViewContent — `protocol DynamicViewContent<Data> : View`, with
/// `var data: Data { get }`. iOS 13.0.
/// [docs: developer.apple.com/documentation/swiftui/dynamicviewcontent.md]
@available(iOS 13.0, *)
public protocol DynamicViewContent<Data>: View {
    associatedtype Data: Collection
    var data: Data { get }
}

/// ForEach is one when its content is a view. [docs: the ForEach page's conformances]
@available(iOS 13.0, *)
extension ForEach: DynamicViewContent where Content: View {}

@available(iOS 13.0, *)
extension DynamicViewContent {
    /// Mirrors SwiftUI: DynamicViewContent.onDelete(perform:) —
    /// `nonisolated func onDelete(perform action: Optional<(IndexSet) -> Void>) -> some DynamicViewContent`.
    /// iOS 13.0. [docs: developer.apple.com/tutorials/data/documentation/swiftui/dynamicviewcontent/ondelete(perform:).md]
    nonisolated public func onDelete(perform action: Optional<(IndexSet) -> Void>) -> some DynamicViewContent { _StubDynamicViewContent<Data>() }
}

/// What the stubs' `onDelete` returns: some `DynamicViewContent` over the same data.
@available(iOS 13.0, *)
public struct _StubDynamicViewContent<Data: Collection>: DynamicViewContent {
    public typealias Body = Never
    nonisolated public init() {}
    nonisolated public var data: Data { _stub() }
}

@available(iOS 13.0, *)
extension View {
    /// Mirrors SwiftUI: View.deleteDisabled(_:) — `nonisolated func deleteDisabled(_ isDisabled: Bool) -> some View`.
    /// iOS 13.0. [docs: developer.apple.com/documentation/swiftui/view/deletedisabled(_:); the
    /// declaration unverified, as its sibling moveDisabled(_:)'s page writes it]
    nonisolated public func deleteDisabled(_ isDisabled: Bool) -> some View { _StubView() }
}
