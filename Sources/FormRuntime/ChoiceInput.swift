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
public struct ChoiceInput<Option: FormChoice>: FieldInput, Hashable {
    public let rules: [Rule]
    public let timing: ValidationTiming
    public let isOptional: Bool
    /// The error of a non-optional field with nothing picked when no `required` rule spoke.
    public let missingMessage: String
    /// The messages of the failing rules, in declaration order.
    public private(set) var ruleErrors: [String] = []
    /// Errors the app set from its server's answer (`setServerErrors`); cleared by an edit of
    /// this field, `prefill` and `reset`, never by edits of other fields.
    public var serverErrors: [String] = []
    /// The rules' messages, then the server's: what blocks a submit.
    public var errors: [String] { serverErrors.isEmpty ? ruleErrors : ruleErrors + serverErrors }
    public private(set) var interaction = Interaction()

    /// The picked option; nil while none is. What a `Picker` binds to. Picking is an edit.
    public var selection: Option? {
        didSet {
            guard selection != oldValue else { return }
            interaction.edited = true
            serverErrors = []
            validate()
        }
    }

    public init(selection: Option? = nil, rules: [Rule] = [], timing: ValidationTiming = .blur,
                isOptional: Bool = false, missingMessage: String = "") {
        self.rules = rules
        self.timing = timing
        self.isOptional = isOptional
        self.missingMessage = missingMessage
        self.selection = selection
        validate()
    }

    /// The picked option's value, exactly as declared, or empty while none is picked. Setting
    /// an option's value picks it and setting `""` clears the pick; any other text is ignored
    /// (it is no option). Values are compared code point by code point.
    public var text: String {
        get { selection?.rawValue ?? "" }
        set {
            if newValue.isEmpty { selection = nil; return }
            guard let option = Option(exactly: newValue) else { return }
            selection = option
        }
    }

    /// The submitted value: the picked option, nil while none is.
    public var value: Option? { selection }

    /// Starts the field with `selection` picked (nil: none). Not an edit: the field is as
    /// untouched as a new one, and its server errors are cleared.
    public mutating func prefill(_ selection: Option?) {
        self.selection = selection
        interaction = Interaction()
        serverErrors = []
    }

    public mutating func blur() { interaction.blurred = true }

    public mutating func markSubmitted() { interaction.submitted = true }

    public mutating func validate() {
        ruleErrors = Rule.failures(of: rules, text: text, number: nil, isNumeric: false, isAbsent: selection == nil)
        if ruleErrors.isEmpty, !isOptional, selection == nil { ruleErrors = [missingMessage] }
    }
}
