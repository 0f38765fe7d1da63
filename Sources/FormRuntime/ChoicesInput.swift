import Foundation

/// The value of a `choices` field: a set of its options, always in the order the `.form` file
/// declares them (`Option.allCases`), whatever order they were picked or decoded in.
///
/// A set, so an option is picked or not, never twice; ordered, so the JSON it encodes to is the
/// same array for the same picks on every run and every device (`Set`'s order is not). It
/// encodes as an array of the options' values; decoding compares each text with the options'
/// values code point by code point (never with Swift's `==`, which would take the decomposed
/// spelling of an option for the option), and rejects an unknown value and a repeated one, as
/// JSON Schema's `enum` and `uniqueItems` do.
public struct ChoiceSet<Option: FormChoice>: Hashable, Sendable, RandomAccessCollection, ExpressibleByArrayLiteral {
    /// The picked options, in declaration order, each once.
    public private(set) var options: [Option]

    /// The options of `picks`, in declaration order, each once.
    public init<S: Sequence>(_ picks: S) where S.Element == Option {
        let picked = Set(picks)
        options = Option.allCases.filter { picked.contains($0) }
    }

    /// Nothing picked.
    public init() { options = [] }

    public init(arrayLiteral elements: Option...) { self.init(elements) }

    public var startIndex: Int { options.startIndex }
    public var endIndex: Int { options.endIndex }
    public subscript(position: Int) -> Option { options[position] }

    /// Whether `option` is picked.
    public func contains(_ option: Option) -> Bool { options.contains(option) }

    /// Picks `option` (nothing changes if it is picked already).
    public mutating func insert(_ option: Option) {
        guard !contains(option) else { return }
        self = ChoiceSet(options + [option])
    }

    /// Unpicks `option`.
    public mutating func remove(_ option: Option) {
        options.removeAll { $0 == option }
    }

    /// The options whose values `texts` are (each compared code point by code point, as
    /// `FormChoice.init(exactly:)` compares), in declaration order; nil when a text is no
    /// option's value or names an option a second time.
    public static func exactly(_ texts: [String]) -> ChoiceSet? {
        var picked: [Option] = []
        for text in texts {
            guard let option = Option(exactly: text), !picked.contains(option) else { return nil }
            picked.append(option)
        }
        return ChoiceSet(picked)
    }
}

extension ChoiceSet: Codable {
    public init(from decoder: Decoder) throws {
        let texts = try decoder.singleValueContainer().decode([String].self)
        guard let set = ChoiceSet.exactly(texts) else {
            throw DecodingError.dataCorrupted(DecodingError.Context(
                codingPath: decoder.codingPath,
                debugDescription: "not a set of the options' values: an unknown value, or one named twice"))
        }
        self = set
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(options.map(\.rawValue))
    }
}

/// The state of a `choices` field, shown as one `Toggle` per option: a set of the options,
/// empty until someone picks (or the form declares a `default`).
///
/// A set always has a value, so the field is never optional and never absent: with nothing
/// picked it submits the empty set. `required` means at least one option picked; `count`
/// bounds how many, and applies to the empty set too (`count(2...3)` needs two picks).
public struct ChoicesInput<Option: FormChoice>: FieldInput, DrivenInput, Hashable {
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
    private var picked: ChoiceSet<Option>

    /// The picked options, in declaration order: the submitted value. Picking or unpicking
    /// one is an edit (`model.toppings.value.insert(.ham)`).
    public var value: ChoiceSet<Option> {
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
    public var selection: ChoiceSet<Option> {
        get { value }
        set { value = newValue }
    }

    /// - Parameters:
    ///   - value: the declared default; nothing picked unless the form says `default [...]`.
    public init(value: ChoiceSet<Option> = [], rules: [Rule] = [], timing: ValidationTiming = .blur) {
        self.rules = rules
        self.timing = timing
        self.picked = value
        validate()
    }

    @available(*, unavailable, renamed: "init(value:rules:timing:)")
    public init(selection: ChoiceSet<Option>, rules: [Rule] = [], timing: ValidationTiming = .blur) {
        self.init(value: selection, rules: rules, timing: timing)
    }

    /// Whether `option` is picked: what each option's `Toggle` binds to. Setting it picks or
    /// unpicks, through `value`.
    @_spi(FormViews) public subscript(option option: Option) -> Bool {
        get { picked.contains(option) }
        set {
            var picks = picked
            if newValue { picks.insert(option) } else { picks.remove(option) }
            value = picks
        }
    }

    /// The picked options' values as a JSON array in declaration order (`["cheese","ham"]`),
    /// or `""` while none is, for code that drives every field by text (`FormState`'s
    /// subscript). Setting a JSON array of option values (compared code point by code point)
    /// picks exactly those; `""` and `[]` clear the field; any other text (an unknown value, a
    /// value named twice, not an array of strings) is ignored.
    public var text: String {
        get {
            if picked.isEmpty { return "" }
            guard let data = try? JSONEncoder().encode(picked),
                  let text = String(data: data, encoding: .utf8) else { return "" }
            return text
        }
        set {
            if newValue.isEmpty { value = []; return }
            guard let texts = try? JSONDecoder().decode([String].self, from: Data(newValue.utf8)),
                  let picks = ChoiceSet<Option>.exactly(texts) else { return }
            value = picks
        }
    }

    /// Starts the field with `value` picked (nil: none, as a hidden field submits). Not an
    /// edit: the field is as untouched as a new one, and its server errors are cleared.
    public mutating func prefill(_ value: ChoiceSet<Option>?) {
        picked = value ?? []
        interaction = Interaction()
        serverErrors = []
        validate()
    }

    mutating func carryOver(from old: ChoicesInput<Option>) {
        picked = old.picked
        interaction = old.interaction
        serverErrors = old.serverErrors
        validate()
    }

    /// The messages of the failing rules: `required` alone when nothing is picked (it says
    /// all there is to say), else each `count` that does not hold. formc allows no other rule
    /// on a `choices` field; any other holds.
    mutating func validate() {
        let count = picked.count
        if count == 0, let required = rules.first(where: { if case .required = $0 { return true } else { return false } }) {
            ruleErrors = [required.message]
            return
        }
        ruleErrors = rules.compactMap { rule in
            switch rule {
            case .count(let min, let max, let message): return Rules.hasCount(count, min: min, max: max) ? nil : message
            case .required, .length, .pattern, .range, .dateRange, .email, .url, .phone, .equals: return nil
            }
        }
    }
}

extension ChoicesInput {
    /// A condition reads a `choices` field by its name alone: present while an option is
    /// picked, absent while none is (or the field is hidden).
    public var conditionValue: ConditionValue { picked.isEmpty ? .absent : .on }
}
