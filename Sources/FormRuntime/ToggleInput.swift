import Foundation

/// The state of a `toggle` field, shown with a `Toggle`: on or off, never empty.
///
/// A toggle always has a value, so it is never optional and never absent: it submits `false`
/// when off. Its one rule is `required`, which holds when it is on ("I accept the terms").
public struct ToggleInput: FieldInput, Hashable {
    public let rules: [Rule]
    public let timing: ValidationTiming
    /// The messages of the failing rules, in declaration order.
    public private(set) var ruleErrors: [String] = []
    /// Errors the app set from its server's answer (`setServerErrors`); cleared by an edit of
    /// this field, `prefill` and `reset`, never by edits of other fields.
    public var serverErrors: [String] = []
    /// The rules' messages, then the server's: what blocks a submit.
    public var errors: [String] { serverErrors.isEmpty ? ruleErrors : ruleErrors + serverErrors }
    public private(set) var interaction = Interaction()

    /// Whether the toggle is on: what a `Toggle` binds to. Flipping it is an edit.
    public var isOn: Bool {
        didSet {
            guard isOn != oldValue else { return }
            interaction.edited = true
            serverErrors = []
            validate()
        }
    }

    /// - Parameters:
    ///   - isOn: the declared default; off unless the form says `default true`.
    public init(isOn: Bool = false, rules: [Rule] = [], timing: ValidationTiming = .blur) {
        self.rules = rules
        self.timing = timing
        self.isOn = isOn
        validate()
    }

    /// `"true"` or `"false"`, the value's JSON spelling, for code that drives every field by
    /// text (`FormState`'s subscript). Setting any other text is ignored.
    public var text: String {
        get { isOn ? "true" : "false" }
        set {
            switch newValue {
            case "true": isOn = true
            case "false": isOn = false
            default: break
            }
        }
    }

    /// The submitted value.
    public var value: Bool { isOn }

    /// Starts the toggle at `isOn` (nil: off, as a hidden field submits). Not an edit: the
    /// field is as untouched as a new one, and its server errors are cleared.
    public mutating func prefill(_ isOn: Bool?) {
        self.isOn = isOn ?? false
        interaction = Interaction()
        serverErrors = []
    }

    public mutating func blur() { interaction.blurred = true }

    public mutating func markSubmitted() { interaction.submitted = true }

    /// The messages of the failing rules. formc allows only `required` on a toggle; any other
    /// rule has nothing to check in on or off, and holds.
    public mutating func validate() {
        ruleErrors = rules.compactMap { rule in
            switch rule {
            case .required(let message): return Rules.isAccepted(isOn) ? nil : message
            case .length, .pattern, .range, .dateRange, .email, .url, .phone, .equals, .count: return nil
            }
        }
    }
}
