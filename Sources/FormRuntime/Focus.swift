/// The order in which Return, Next and Previous move focus through a form's fields (`@FocusState`
/// with an enum, `onSubmit` moving to the next field).
///
/// Generated code keeps one as a `static let` and calls it from `onSubmit` and from keyboard
/// toolbar buttons, which number pads need because they have no Return key.
public struct FocusOrder<Field: Hashable & Sendable>: Sendable, Hashable, ExpressibleByArrayLiteral {
    /// The fields in order, each once. Disabled fields are left out by formc.
    public let fields: [Field]

    /// Later duplicates are dropped, so every field has one place in the order.
    public init(_ fields: [Field]) {
        var seen = Set<Field>()
        self.fields = fields.filter { seen.insert($0).inserted }
    }

    public init(arrayLiteral elements: Field...) { self.init(elements) }

    /// Where focus goes when the view appears (absent an `initialFocus`).
    public var first: Field? { fields.first }
    public var last: Field? { fields.last }

    /// The field after `field`, or nil when `field` is the last (Return then submits or
    /// dismisses the keyboard) or not in the order. With nil (nothing focused), the first field.
    public func next(after field: Field?) -> Field? {
        guard let field else { return first }
        guard let index = fields.firstIndex(of: field), index + 1 < fields.count else { return nil }
        return fields[index + 1]
    }

    /// The field before `field`, or nil when `field` is the first or not in the order.
    /// With nil (nothing focused), the last field.
    public func previous(before field: Field?) -> Field? {
        guard let field else { return last }
        guard let index = fields.firstIndex(of: field), index > 0 else { return nil }
        return fields[index - 1]
    }

    /// Whether `field` ends the order: its Return key submits (`submitLabel(.done)`/`.go`)
    /// rather than moving on (`.next`). False for a field not in the order.
    public func isLast(_ field: Field) -> Bool { fields.last == field }

    public func contains(_ field: Field) -> Bool { fields.contains(field) }

    /// The first field in this order that satisfies `predicate`: where to put focus after a
    /// failed submit.
    public func first(where predicate: (Field) -> Bool) -> Field? { fields.first(where: predicate) }

    // MARK: Skipping hidden fields

    /// The next field after `field` that `isShown` accepts: Return and Next in a form whose
    /// fields come and go (`visible when`). With nil, the first shown field.
    public func next(after field: Field?, where isShown: (Field) -> Bool) -> Field? {
        guard let field else { return fields.first(where: isShown) }
        guard let index = fields.firstIndex(of: field) else { return nil }
        return fields[(index + 1)...].first(where: isShown)
    }

    /// The shown field before `field`; with nil, the last shown field.
    public func previous(before field: Field?, where isShown: (Field) -> Bool) -> Field? {
        guard let field else { return fields.last(where: isShown) }
        guard let index = fields.firstIndex(of: field) else { return nil }
        return fields[..<index].last(where: isShown)
    }

    /// Whether `field` is in the order and no shown field follows it: its Return key says
    /// `done` rather than `next`.
    public func isLast(_ field: Field, where isShown: (Field) -> Bool) -> Bool {
        contains(field) && next(after: field, where: isShown) == nil
    }

    /// Where focus belongs once fields have been shown or hidden: `focused` while it is shown,
    /// else the next shown field after it, else none.
    public func keeping(_ focused: Field?, where isShown: (Field) -> Bool) -> Field? {
        guard let focused, !isShown(focused) else { return focused }
        return next(after: focused, where: isShown)
    }
}

/// Remembers the focused field so a model can tell which field just lost focus.
///
/// iOS 15's `onChange(of:perform:)` passes only the new value, so the view cannot name the
/// field that lost focus; the model keeps the old one here and runs that field's blur logic.
public struct FocusTracker<Field: Hashable & Sendable>: Sendable, Hashable {
    public private(set) var current: Field?
    /// How many times the model was given server errors to show (`requestReveal(for:)`): each
    /// time it changes, the generated view takes the user to the first field with an error and
    /// announces it, whether the errors came from the submit action or from the app.
    public private(set) var revealRequests = 0

    public init(_ current: Field? = nil) { self.current = current }

    /// Records that `errors` were set on the fields (a generated model's `setServerErrors`):
    /// a request to show them, when at least one field has a message. Clearing them all asks
    /// for nothing, so it moves no focus.
    public mutating func requestReveal(for errors: [Field: [String]]) {
        if errors.values.contains(where: { !$0.isEmpty }) { revealRequests &+= 1 }
    }

    /// Records that focus moved to `field` and returns the field that lost focus, if any
    /// (nil when focus did not actually move).
    public mutating func move(to field: Field?) -> Field? {
        guard field != current else { return nil }
        let left = current
        current = field
        return left
    }
}
