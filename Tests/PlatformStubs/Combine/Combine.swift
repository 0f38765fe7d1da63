// A test-only module named Combine: the part of Apple's Combine that SwiftUI code uses
// through `import SwiftUI` (SwiftUI re-exports Combine), declared with Apple's signatures so
// that `swiftc -typecheck` can check FormRuntimeSwiftUI on Linux. Never linked or run.
// Sources as in ../SwiftUI/SwiftUI.swift: [docs], [sdk18], [unverified].

/// Traps: a stub body. This module is only typechecked against.
@usableFromInline
func _combineStub<T>(_ type: T.Type = T.self) -> T {
    fatalError("Combine stub for typechecking only")
}

/// Mirrors Combine: ObservableObjectPublisher — `final class ObservableObjectPublisher`,
/// `init()`, `func send()`. iOS 13.0. [unverified: the Publisher conformance is not mirrored]
@available(iOS 13.0, *)
final public class ObservableObjectPublisher {
    public init() {}
    final public func send() {}
}

/// Mirrors Combine: ObservableObject — `protocol ObservableObject : AnyObject` with
/// `associatedtype ObjectWillChangePublisher : Publisher = ObservableObjectPublisher where
/// Failure == Never` and `var objectWillChange: ObjectWillChangePublisher { get }`, given
/// for classes whose publisher is the default. iOS 13.0. [unverified: `Publisher` and its
/// `Failure == Never` constraint are not mirrored]
@available(iOS 13.0, *)
public protocol ObservableObject: AnyObject {
    associatedtype ObjectWillChangePublisher = ObservableObjectPublisher
    var objectWillChange: ObjectWillChangePublisher { get }
}

@available(iOS 13.0, *)
extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
    public var objectWillChange: ObservableObjectPublisher { _combineStub() }
}

/// Mirrors Combine: Published — `@propertyWrapper struct Published<Value>` with
/// `init(initialValue:)`, `init(wrappedValue:)`, `var projectedValue: Published<Value>.Publisher`,
/// and the enclosing-instance subscript that makes it work only in classes (its
/// `wrappedValue` is unavailable: "@Published is only available on properties of classes").
/// iOS 13.0. [unverified: `Published.Publisher` is not mirrored]
@available(iOS 13.0, *)
@propertyWrapper
public struct Published<Value> {
    public init(wrappedValue: Value) {}
    public init(initialValue: Value) {}

    @available(*, unavailable, message: "@Published is only available on properties of classes")
    public var wrappedValue: Value {
        get { fatalError() }
        set { fatalError() }
    }

    public static subscript<EnclosingSelf: AnyObject>(
        _enclosingInstance object: EnclosingSelf,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
    ) -> Value {
        get { _combineStub() }
        set {}
    }
}
