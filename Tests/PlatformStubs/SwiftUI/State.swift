// State, Binding and FocusState. Legend of [sdk18], [docs], [unverified]: see SwiftUI.swift.

/// Mirrors SwiftUI: State — `@frozen @propertyWrapper struct State<Value> : DynamicProperty`.
/// iOS 13.0. [unverified]
@available(iOS 13.0, *)
@frozen @propertyWrapper
public struct State<Value>: DynamicProperty {
    /// Mirrors SwiftUI: State.init(wrappedValue:) — `init(wrappedValue value: Value)`. [unverified]
    public init(wrappedValue value: Value) { _unimplemented() }

    /// Mirrors SwiftUI: State.init(initialValue:) — `init(initialValue value: Value)`. [unverified]
    public init(initialValue value: Value) { _unimplemented() }

    /// Mirrors SwiftUI: State.wrappedValue — `var wrappedValue: Value { get nonmutating set }`. [unverified]
    public var wrappedValue: Value {
        get { _stub() }
        nonmutating set { _unimplemented() }
    }

    /// Mirrors SwiftUI: State.projectedValue — `var projectedValue: Binding<Value> { get }`. [unverified]
    public var projectedValue: Binding<Value> { _stub() }
}

@available(iOS 13.0, *)
extension State where Value: ExpressibleByNilLiteral {
    /// Mirrors SwiftUI: State.init() — `init()` where `Value : ExpressibleByNilLiteral`. [unverified]
    public init() { _unimplemented() }
}

/// Mirrors SwiftUI: `extension State : Sendable where Value : Sendable`. [unverified]
@available(iOS 13.0, *)
extension State: Sendable where Value: Sendable {}

/// Mirrors SwiftUI: Binding — `@frozen @propertyWrapper @dynamicMemberLookup struct Binding<Value>`.
/// iOS 13.0. [docs: developer.apple.com/documentation/swiftui/binding.md]
@available(iOS 13.0, *)
@frozen @propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
    /// Mirrors SwiftUI: Binding.init(get:set:) — `@preconcurrency init(get: @escaping @isolated(any) @Sendable () -> Value,
    /// set: @escaping @isolated(any) @Sendable (Value) -> Void)`. iOS 13.0.
    /// [docs: developer.apple.com/documentation/swiftui/binding/init(get:set:)-7ufcp.md]
    /// The closures cannot touch a view's main-actor state unless marked `@MainActor`; generated
    /// code binds through the model's properties (`$model.field.text`) instead.
    @preconcurrency
    public init(get: @escaping @isolated(any) @Sendable () -> Value, set: @escaping @isolated(any) @Sendable (Value) -> Void) { _unimplemented() }

    /// Mirrors SwiftUI: Binding.init(projectedValue:) — `init(projectedValue: Binding<Value>)`. [unverified]
    public init(projectedValue: Binding<Value>) { _unimplemented() }

    /// Mirrors SwiftUI: Binding.constant(_:) — `static func constant(_ value: Value) -> Binding<Value>`. [unverified]
    public static func constant(_ value: Value) -> Binding<Value> { _stub() }

    /// Mirrors SwiftUI: Binding.wrappedValue — `var wrappedValue: Value { get nonmutating set }`. [unverified]
    public var wrappedValue: Value {
        get { _stub() }
        nonmutating set { _unimplemented() }
    }

    /// Mirrors SwiftUI: Binding.projectedValue — `var projectedValue: Binding<Value> { get }`. [unverified]
    public var projectedValue: Binding<Value> { _stub() }

    /// Mirrors SwiftUI: Binding.subscript(dynamicMember:) —
    /// `subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> { get }`. [unverified]
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> { _stub() }
}

/// Mirrors SwiftUI: Binding is Sendable when Value is ("A binding conforms to Sendable only if its
/// wrapped value type also conforms to Sendable", [docs: …/binding/init(get:set:)-7ufcp.md]);
/// the `@unchecked` spelling: [unverified].
@available(iOS 13.0, *)
extension Binding: @unchecked Sendable where Value: Sendable {}

@available(iOS 13.0, *)
extension Binding: DynamicProperty {}

/// Mirrors SwiftUI: FocusState — `@frozen @propertyWrapper struct FocusState<Value> : DynamicProperty where Value : Hashable`.
/// iOS 15.0. [docs: developer.apple.com/documentation/swiftui/focusstate.md]
@available(iOS 15.0, *)
@frozen @propertyWrapper
public struct FocusState<Value>: DynamicProperty where Value: Hashable {
    /// Mirrors SwiftUI: FocusState.Binding — `@frozen @propertyWrapper struct Binding`. iOS 15.0.
    /// [docs: …/focusstate/binding.md]
    @frozen @propertyWrapper
    public struct Binding {
        /// Mirrors SwiftUI: FocusState.Binding.wrappedValue — `var wrappedValue: Value { get nonmutating set }`.
        /// [unverified: the accessor set; AccessibilityFocusState.Binding.wrappedValue has it, docs]
        public var wrappedValue: Value {
            get { _stub() }
            nonmutating set { _unimplemented() }
        }

        /// Mirrors SwiftUI: FocusState.Binding.projectedValue — `var projectedValue: FocusState<Value>.Binding { get }`.
        /// [docs: …/focusstate/binding/projectedvalue.md]
        public var projectedValue: FocusState<Value>.Binding { _stub() }

        /// Not constructible by clients (as in SwiftUI, where bindings come from
        /// `FocusState.projectedValue`); exists only to satisfy the property-wrapper access rule.
        @usableFromInline
        init(_stub: Never) {}
    }

    /// Mirrors SwiftUI: FocusState.wrappedValue — `var wrappedValue: Value { get nonmutating set }`.
    /// [docs: …/focusstate/wrappedvalue.md]
    public var wrappedValue: Value {
        get { _stub() }
        nonmutating set { _unimplemented() }
    }

    /// Mirrors SwiftUI: FocusState.projectedValue — `var projectedValue: FocusState<Value>.Binding { get }`.
    /// [docs: …/focusstate/projectedvalue.md]
    public var projectedValue: FocusState<Value>.Binding { _stub() }

    /// Mirrors SwiftUI: FocusState.init() — `init() where Value == Bool`. [unverified: listed on the
    /// FocusState page's topics, which were not read]
    public init() where Value == Bool { _unimplemented() }

    /// Mirrors SwiftUI: FocusState.init() — `init<T>() where Value == T?, T : Hashable`. [unverified]
    public init<T>() where Value == T?, T: Hashable { _unimplemented() }
}
