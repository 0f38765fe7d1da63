import Foundation

/// The state of a `toggle` field, shown with a `Toggle`: on or off, never empty.
///
/// A toggle always has a value, so it is never optional and never absent: it submits `false`
/// when off. Its one rule is `required`, which holds when it is on ("I accept the terms").
public struct ToggleInput: FieldInput, DrivenInput, Hashable {
    public let rules: [Rule]
    public let timing: ValidationTiming
    /// The messages of the failing rules, in declaration order.
    private(set) var ruleErrors: [String] = []
    /// Errors the app set from its server's answer (`setServerErrors`); cleared by an edit of
    /// this field, `prefill` and `reset`, never by edits of other fields.
    var serverErrors: [String] = []
    var condition = FieldCondition()
    public var errors: [String] { conditionedErrors }
    public var visibleErrors: [String] { conditionedVisibleErrors }
    var ownErrors: [String] { ruleErrors }
    /// What the person has done to the field so far (edited, left, submitted).
    public internal(set) var interaction = Interaction()
    private var on: Bool

    /// Whether the toggle is on: the submitted value, and what a `Toggle` binds to. Flipping it
    /// is an edit.
    public var value: Bool {
        get { on }
        set {
            guard newValue != on else { return }
            on = newValue
            interaction.edited = true
            serverErrors = []
            validate()
        }
    }

    /// - Parameters:
    ///   - value: the declared default; off unless the form says `default true`.
    public init(value: Bool = false, rules: [Rule] = [], timing: ValidationTiming = .blur) {
        self.rules = rules
        self.timing = timing
        self.on = value
        validate()
    }

    @available(*, unavailable, renamed: "init(value:rules:timing:)")
    public init(isOn: Bool, rules: [Rule] = [], timing: ValidationTiming = .blur) {
        self.init(value: isOn, rules: rules, timing: timing)
    }

    /// `"true"` or `"false"`, the value's JSON spelling, for code that drives every field by
    /// text (`FormState`'s subscript). Setting any other text is ignored.
    public var text: String {
        get { on ? "true" : "false" }
        set {
            switch newValue {
            case "true": value = true
            case "false": value = false
            default: break
            }
        }
    }

    /// Starts the toggle at `value` (nil: off, as a hidden field submits). Not an edit: the
    /// field is as untouched as a new one, and its server errors are cleared.
    public mutating func prefill(_ value: Bool?) {
        on = value ?? false
        interaction = Interaction()
        serverErrors = []
        validate()
    }

    mutating func carryOver(from old: ToggleInput) {
        on = old.on
        interaction = old.interaction
        serverErrors = old.serverErrors
        validate()
    }

    /// A toggle under `required when` asks to be switched on, not to be filled in.
    static var requiredKey: String { "formc.required.toggle" }

    /// The messages of the failing rules. formc allows only `required` on a toggle; any other
    /// rule has nothing to check in on or off, and holds.
    mutating func validate() {
        ruleErrors = rules.compactMap { rule in
            switch rule {
            case .required(let message): return Rules.isAccepted(on) ? nil : message
            case .length, .pattern, .range, .dateRange, .email, .url, .phone, .equals, .count: return nil
            }
        }
    }
}

extension ToggleInput {
    @available(*, unavailable, renamed: "value")
    public var isOn: Bool {
        get { value }
        set { value = newValue }
    }
}
