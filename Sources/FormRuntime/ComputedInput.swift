import Foundation

/// A computed value's number (`computed total: decimal? = ...`): read-only, worked out by the
/// model (`update(_:edited:)`) whenever a field it reads changes, never typed. Its rules (a
/// `range`, `required`) are checked like a number field's, and block submit like them; a
/// value the type requires (no `?`) that cannot be worked out yet says its `missingMessage`.
///
/// Its errors show once a field it reads has been edited (or the form submitted, under
/// `validateOn submit` only then): the person learns at once what their entry made of it.
public struct ComputedNumber<Value: FormNumber>: FieldInput, DrivenInput, Hashable {
    /// How the value is written: the model's locale, the field's fraction digits and currency.
    public let field: NumberField
    public let rules: [Rule]
    public let timing: ValidationTiming
    /// Whether an absent value submits as nil (`decimal?`) rather than being an error.
    public let isOptional: Bool
    /// What a value that cannot be worked out says, when it is not optional.
    public let missingMessage: String

    /// The value, as the model last worked it out; nil while it is absent.
    public private(set) var value: Value?
    /// How many times the model has worked the value out since the form was made: the
    /// model recomputes a value only when something it reads changes.
    public private(set) var recomputations = 0
    private(set) var ruleErrors: [String] = []
    var serverErrors: [String] = []
    var condition = FieldCondition()
    public internal(set) var interaction = Interaction()
    public var errors: [String] { conditionedErrors }
    public var visibleErrors: [String] { conditionedVisibleErrors }
    var ownErrors: [String] { ruleErrors }

    /// - Parameter missingMessage: what a value its type requires says while absent; an
    ///   optional value never says it.
    public init(_ field: NumberField, rules: [Rule] = [], timing: ValidationTiming = .blur, isOptional: Bool = false,
                missingMessage: String = "") {
        self.field = field
        self.rules = rules
        self.timing = timing
        self.isOptional = isOptional
        self.missingMessage = missingMessage
        validate()
    }

    /// The value as the row shows it, in the model's locale with the field's fraction digits
    /// (`12.5` shows as `12.50` in a USD field, `12,50` in de_DE); "" while it is absent.
    /// Read-only: setting it changes nothing.
    public var text: String {
        get {
            guard let value, let exact = Self.exact(value) else { return "" }
            return field.text(literal: Self.padded(ExactNumber.posix(exact), to: field.fractionDigits))
        }
        // swiftlint:disable:next unused_setter_value
        set {}
    }

    /// The value's exact decimal, as rules and conditions compare it.
    public var exactValue: Decimal? { value.flatMap(Self.exact) }

    /// Sets the value the model worked out. `edited`: a field it reads has been edited (not
    /// only the form made or prefilled), so its errors show under `change` and `blur` timing. A changed value clears the server's
    /// errors, as an edit of a field does.
    public mutating func update(_ newValue: Value?, edited: Bool) {
        recomputations += 1
        // What the person typed made the value: its errors show as a left field's do.
        if edited {
            interaction.edited = true
            interaction.blurred = true
        }
        guard newValue != value else { return }
        value = newValue
        serverErrors = []
        validate()
    }

    mutating func carryOver(from old: ComputedNumber<Value>) {
        value = old.value
        recomputations = old.recomputations
        interaction = old.interaction
        serverErrors = old.serverErrors
        validate()
    }

    mutating func validate() {
        var messages = Rule.failures(of: rules, text: text, number: exactValue, isNumeric: true, isAbsent: value == nil)
        if value == nil && messages.isEmpty && !isOptional { messages = [missingMessage] }
        ruleErrors = messages
    }

    /// The value as a condition reads it.
    public var conditionValue: ConditionValue { exactValue.map(ConditionValue.number) ?? .absent }

    /// Two inputs are equal when they hold the same value, state and rules; how often each was
    /// worked out is not part of it.
    public static func == (a: ComputedNumber, b: ComputedNumber) -> Bool {
        a.field == b.field && a.rules == b.rules && a.timing == b.timing && a.isOptional == b.isOptional
            && a.missingMessage == b.missingMessage && a.value == b.value && a.serverErrors == b.serverErrors
            && a.condition == b.condition && a.interaction == b.interaction
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(value)
        hasher.combine(interaction)
        hasher.combine(serverErrors)
    }

    static func exact(_ value: Value) -> Decimal? {
        switch value {
        case let number as Int: return Decimal(number)
        case let number as Decimal: return number.isNaN ? nil : number
        case let number as Double: return number.isFinite ? ExactNumber.decimal(literal: ExactNumber.expand("\(number)")) : nil
        default: return nil
        }
    }

    /// `literal` with trailing zeros up to `digits` fraction digits (never fewer digits).
    static func padded(_ literal: String, to digits: Int?) -> String {
        guard let digits, digits > 0 else { return literal }
        let fraction = literal.firstIndex(of: ".").map { literal.distance(from: $0, to: literal.endIndex) - 1 }
        guard let fraction else { return literal + "." + String(repeating: "0", count: digits) }
        return fraction >= digits ? literal : literal + String(repeating: "0", count: digits - fraction)
    }
}

/// A computed value's text (`computed fullName: text? = first + " " + last`): read-only,
/// worked out by the model, checked by its rules; absent (nil) while it cannot be worked out.
public struct ComputedText: FieldInput, DrivenInput, Hashable {
    public let rules: [Rule]
    public let timing: ValidationTiming
    public let isOptional: Bool
    public let missingMessage: String

    private var storage: ExactText?
    /// How many times the model has worked the value out since the form was made.
    public private(set) var recomputations = 0
    private(set) var ruleErrors: [String] = []
    var serverErrors: [String] = []
    var condition = FieldCondition()
    public internal(set) var interaction = Interaction()
    public var errors: [String] { conditionedErrors }
    public var visibleErrors: [String] { conditionedVisibleErrors }
    var ownErrors: [String] { ruleErrors }

    /// - Parameter missingMessage: what a value its type requires says while absent.
    public init(rules: [Rule] = [], timing: ValidationTiming = .blur, isOptional: Bool = false, missingMessage: String = "") {
        self.rules = rules
        self.timing = timing
        self.isOptional = isOptional
        self.missingMessage = missingMessage
        validate()
    }

    /// The value; nil while it is absent.
    public var value: String? { storage?.string }

    /// The value as the row shows it; "" while it is absent. Setting it changes nothing.
    public var text: String {
        get { storage?.string ?? "" }
        // swiftlint:disable:next unused_setter_value
        set {}
    }

    /// Sets the value the model worked out (see `ComputedNumber.update(_:edited:)`).
    public mutating func update(_ newValue: String?, edited: Bool) {
        recomputations += 1
        // What the person typed made the value: its errors show as a left field's do.
        if edited {
            interaction.edited = true
            interaction.blurred = true
        }
        let new = newValue.map(ExactText.init)
        guard new != storage else { return }
        storage = new
        serverErrors = []
        validate()
    }

    mutating func carryOver(from old: ComputedText) {
        storage = old.storage
        recomputations = old.recomputations
        interaction = old.interaction
        serverErrors = old.serverErrors
        validate()
    }

    mutating func validate() {
        var messages = Rule.failures(of: rules, text: text, number: nil, isNumeric: false, isAbsent: storage == nil)
        if storage == nil && messages.isEmpty && !isOptional { messages = [missingMessage] }
        ruleErrors = messages
    }

    public var conditionValue: ConditionValue { storage.map { .text($0.string) } ?? .absent }

    public static func == (a: ComputedText, b: ComputedText) -> Bool {
        a.rules == b.rules && a.timing == b.timing && a.isOptional == b.isOptional && a.missingMessage == b.missingMessage
            && a.storage == b.storage && a.serverErrors == b.serverErrors && a.condition == b.condition
            && a.interaction == b.interaction
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(storage)
        hasher.combine(interaction)
        hasher.combine(serverErrors)
    }
}
