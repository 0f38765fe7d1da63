import Foundation

/// The options of a generated `choice` field: an enum whose raw values are the options' values
/// exactly as the `.form` file writes them, and whose `labels` are what the picker shows.
public protocol FormChoice: RawRepresentable, CaseIterable, Codable, Hashable, Sendable
where RawValue == String, AllCases == [Self] {
    /// Each option's label as the `.form` file writes it (else its value), in declaration
    /// order: the model's `label(_:of:)` looks it up for its locale.
    static var labels: [String] { get }
}

extension FormChoice {
    /// The option's label as the `.form` file writes it (else its value).
    public var label: String {
        guard let index = Self.allCases.firstIndex(of: self), index < Self.labels.count else { return rawValue }
        return Self.labels[index]
    }

    /// The option whose value is `text` code point by code point; nil for any other text.
    ///
    /// Generated enums answer `init?(rawValue:)` with this, so decoding a record goes through
    /// it too. Not Swift's `==`, which treats canonically equivalent texts (`é` precomposed,
    /// and e + U+0301) as equal: JSON Schema's `enum` compares code points, and a record with
    /// the other spelling is no option there either (docs/RUNTIME.md, "Text is kept as typed").
    public init?(exactly text: String) {
        guard let option = Self.allCases.first(where: { sameScalars($0.rawValue, text) }) else { return nil }
        self = option
    }
}

/// The state of a `choice` field, shown with a `Picker`: one of the options, or none.
///
/// Nothing is picked until someone picks (or the form declares a `default`): a picker that
/// started on its first option would submit it without anyone having chosen it. An optional
/// field with nothing picked submits `nil`; a non-optional one cannot submit until something
/// is picked, and says so with `required`'s message or, without `required`, `missingMessage`.
public struct ChoiceInput<Option: FormChoice>: FieldInput, DrivenInput, Hashable {
    public let rules: [Rule]
    public let timing: ValidationTiming
    public let isOptional: Bool
    /// The error of a non-optional field with nothing picked when no `required` rule spoke.
    public let missingMessage: String
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
    private var picked: Option?

    /// The picked option, nil while none is: the submitted value, and what a `Picker` binds to.
    /// Picking another (or none) is an edit.
    public var value: Option? {
        get { picked }
        set {
            guard newValue != picked else { return }
            picked = newValue
            interaction.edited = true
            serverErrors = []
            validate()
        }
    }

    @available(*, unavailable, renamed: "value")
    public var selection: Option? {
        get { value }
        set { value = newValue }
    }

    /// - Parameter value: the declared default; nothing picked unless the form says `default`.
    public init(value: Option? = nil, rules: [Rule] = [], timing: ValidationTiming = .blur,
                isOptional: Bool = false, missingMessage: String = "") {
        self.rules = rules
        self.timing = timing
        self.isOptional = isOptional
        self.missingMessage = missingMessage
        self.picked = value
        validate()
    }

    @available(*, unavailable, renamed: "init(value:rules:timing:isOptional:missingMessage:)")
    public init(selection: Option?, rules: [Rule] = [], timing: ValidationTiming = .blur,
                isOptional: Bool = false, missingMessage: String = "") {
        self.init(value: selection, rules: rules, timing: timing, isOptional: isOptional, missingMessage: missingMessage)
    }

    /// The picked option's value, exactly as declared, or empty while none is picked. Setting
    /// an option's value picks it and setting `""` clears the pick; any other text is ignored
    /// (it is no option). Values are compared code point by code point.
    public var text: String {
        get { picked?.rawValue ?? "" }
        set {
            if newValue.isEmpty { value = nil; return }
            guard let option = Option(exactly: newValue) else { return }
            value = option
        }
    }

    /// Starts the field with `value` picked (nil: none). Not an edit: the field is as
    /// untouched as a new one, and its server errors are cleared.
    public mutating func prefill(_ value: Option?) {
        picked = value
        interaction = Interaction()
        serverErrors = []
        validate()
    }

    mutating func carryOver(from old: ChoiceInput<Option>) {
        picked = old.picked
        interaction = old.interaction
        serverErrors = old.serverErrors
        validate()
    }

    mutating func validate() {
        ruleErrors = Rule.failures(of: rules, text: text, number: nil, isNumeric: false, isAbsent: picked == nil)
        if ruleErrors.isEmpty, !isOptional, picked == nil { ruleErrors = [missingMessage] }
    }
}
