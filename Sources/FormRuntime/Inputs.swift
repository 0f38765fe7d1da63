import Foundation

/// What every field input offers an app, whatever its type: its text and its errors. The
/// rest of what FormRuntime does to an input (blur, submit, server errors, conditions) it does
/// through the model (`focusChanged(to:)`, `submit()`, `setServerErrors(_:)`), so that every
/// input of a form says the same as its model.
///
/// FormRuntime's six inputs (`TextInput`, `NumberInput`, `DateInput`, `ToggleInput`,
/// `ChoiceInput`, `ChoicesInput`) and the two of computed values, which nobody types into
/// (`ComputedNumber`, `ComputedText`), are the ones a `FormTable` holds.
public protocol FieldInput: Sendable {
    /// The field's text (`FormState`'s `subscript(text:)` says what it is for each kind of
    /// field). Setting it is an edit: the field filters it and revalidates.
    var text: String { get set }
    /// Everything that keeps the field from submitting now, in the words the model shows: its
    /// rules' messages in declaration order (a text's filter's first), then the server's
    /// (`setServerErrors`). While the field's `required when` holds and it is empty, the
    /// `required` message alone, then the server's; while it is hidden (`visible when`),
    /// none. The same as the model's `errors(_:)` for the field, in every state.
    var errors: [String] { get }
    /// The errors the field shows now, per its validation timing: `errors` once the person has
    /// edited it (`validateOn change`), left it (`blur`) or submitted the form, else only those
    /// that show at once (the server's, and a text's filter's). The same as the model's
    /// `visibleErrors(_:)`.
    var visibleErrors: [String] { get }
}

extension FieldInput {
    /// Removed: `visibleErrors.first` is the first visible error.
    @available(*, unavailable, message: "use visibleErrors.first")
    public var visibleError: String? { visibleErrors.first }
    /// Removed: `errors.isEmpty` says whether the field blocks a submit.
    @available(*, unavailable, message: "use errors.isEmpty")
    public var isValid: Bool { errors.isEmpty }
}

/// Input filtering for text fields: the `.form` `allowedCharacters` and `maxLength`.
public struct TextFilter: Sendable, Hashable {
    /// The code points that may be typed; nil accepts everything.
    public let allowed: Set<Unicode.Scalar>?
    /// Most code points; nil for no limit.
    public let maxLength: Int?

    /// - Parameters:
    ///   - allowedCharacters: every code point of this string may be typed (compared per code
    ///     point, like the `[...]` class a schema emitter would write for it).
    ///   - maxLength: most code points, as `length` counts them.
    public init(allowedCharacters: String? = nil, maxLength: Int? = nil) {
        self.allowed = allowedCharacters.map { Set($0.unicodeScalars) }
        self.maxLength = maxLength
    }

    /// The text to keep when the user turned `previous` into `proposed`: `proposed` if every
    /// code point the edit brings in is allowed and it fits in `maxLength`, else `previous`. The
    /// edit is rejected whole (a paste is not truncated), and an edit that shortens the text is
    /// always allowed.
    ///
    /// A prefilled text is not filtered, so it may hold code points `allowedCharacters` leaves
    /// out, and more than `maxLength`: those may stay (the person can still delete, or type an
    /// allowed character elsewhere in the text), but an edit may not add one more of them, and
    /// may not lengthen a text that is over the limit. Such a text is invalid until it is
    /// fixed (`violations(of:)`, `TextInput.filterErrors`): what the filter could never have let
    /// through, JSON Schema's `maxLength` and `pattern` refuse too.
    ///
    /// `proposed` is checked whenever its code points differ from `previous`'s, even if Swift's
    /// `==` calls the two equal: `e` + U+0301 replacing `é` brings in code points of its own.
    ///
    /// Note: limits apply to text being composed by an input method too (pinyin, kana), which
    /// SwiftUI exposes in the binding; keep `maxLength` generous on fields typed with an IME.
    public func filter(proposed: String, previous: String) -> String {
        if sameScalars(proposed, previous) { return proposed }
        if let allowed {
            // How many of each code point outside `allowed` the text already holds: the edit
            // may keep them, not add to them.
            var held: [Unicode.Scalar: Int] = [:]
            for scalar in previous.unicodeScalars where !allowed.contains(scalar) { held[scalar, default: 0] += 1 }
            for scalar in proposed.unicodeScalars where !allowed.contains(scalar) {
                guard let count = held[scalar], count > 0 else { return previous }
                held[scalar] = count - 1
            }
        }
        if let maxLength {
            let count = proposed.unicodeScalars.count
            if count > maxLength && count >= previous.unicodeScalars.count { return previous }
        }
        return proposed
    }

    /// How a text breaks this filter: what no typing or pasting through `filter` could have
    /// produced from an empty field, so only a prefill (or a default) brings it in.
    public enum Violation: Sendable, Hashable {
        /// A code point outside `allowedCharacters`: the first such in the text.
        case disallowed(Unicode.Scalar)
        /// More code points than `maxLength`, which is the associated value.
        case tooLong(maxLength: Int)
    }

    /// The ways `text` breaks this filter, in this order: a code point outside
    /// `allowedCharacters` (the first one in the text; the next is named once it is gone),
    /// then a length over `maxLength` (in code points, as `maxLength` and JSON Schema count).
    /// Empty for every text the filter could have let through, the empty text included: the
    /// app's verdict is the JSON Schema's, whose `pattern` is one class of exactly
    /// `allowedCharacters` and whose `maxLength` is this one.
    public func violations(of text: String) -> [Violation] {
        var found: [Violation] = []
        if let allowed, let scalar = text.unicodeScalars.first(where: { !allowed.contains($0) }) {
            found.append(.disallowed(scalar))
        }
        if let maxLength, text.unicodeScalars.count > maxLength {
            found.append(.tooLong(maxLength: maxLength))
        }
        return found
    }
}

extension TextFilter {
    /// What a text field says when its text breaks its filter (`TextFilter.Violation`), in
    /// the model's language: formc's templates looked up in `strings`, filled with the field's
    /// label. A text over `maxLength` reads as a `length` rule's default message does ("Card
    /// number must be at most 19 characters.", `formc.length.atMost`; the same template, so a
    /// `length` rule with the same limit is not said twice); a code point outside
    /// `allowedCharacters` is named (`formc.allowedCharacters`: "Card number cannot contain
    /// “-”."), or given as `U+XXXX` when it shows nothing by itself (a space, a control or
    /// format character, a combining mark).
    ///
    /// Two are equal when their label and templates are the same code points.
    public struct Messages: Sendable, Hashable {
        private let labelText: ExactText
        private let empty: ExactText
        private let atMostOne: ExactText
        private let atMost: ExactText
        private let character: ExactText

        /// - Parameters:
        ///   - strings: where the templates are looked up (the model's `strings`); nil for
        ///     formc's English.
        ///   - label: the field's label, looked up as the model shows it.
        public init(_ strings: FormStrings?, label: String) {
            func template(_ key: String) -> ExactText {
                let english = BuiltInTranslations.text(key, language: "en") ?? ""
                return ExactText(strings?.text(key, default: english) ?? english)
            }
            self.labelText = ExactText(label)
            self.empty = template("formc.length.empty")
            self.atMostOne = template("formc.length.atMost.one")
            self.atMost = template("formc.length.atMost")
            self.character = template("formc.allowedCharacters")
        }

        /// The messages of a field the code does not name: English, about "This field".
        /// Generated code passes its own for every field with a filter (docs/RUNTIME.md,
        /// "Notes for the code generator").
        public static let english = Messages(nil, label: "This field")

        /// The field's label as the messages name it.
        public var label: String { labelText.string }

        /// The message for `violation`, shown like a rule's.
        public func message(for violation: Violation) -> String {
            switch violation {
            case .disallowed(let scalar):
                return FormStrings.format(character.string, [label, Self.name(of: scalar)])
            case .tooLong(let maxLength):
                switch maxLength {
                case 0: return FormStrings.format(empty.string, [label])
                case 1: return FormStrings.format(atMostOne.string, [label])
                default: return FormStrings.format(atMost.string, [label, String(maxLength)])
                }
            }
        }

        /// How a message names a code point: itself when it shows as a character of its own,
        /// else `U+` and its hex value (a space or a no-break space would be an empty pair of
        /// quotes, a combining mark would fall on the quote before it).
        static func name(of scalar: Unicode.Scalar) -> String {
            let shows: Bool
            switch scalar.properties.generalCategory {
            case .spaceSeparator, .lineSeparator, .paragraphSeparator, .control, .format, .surrogate,
                 .privateUse, .unassigned, .nonspacingMark, .spacingMark, .enclosingMark:
                shows = false
            case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
                 .decimalNumber, .letterNumber, .otherNumber, .connectorPunctuation, .dashPunctuation,
                 .openPunctuation, .closePunctuation, .initialPunctuation, .finalPunctuation,
                 .otherPunctuation, .mathSymbol, .currencySymbol, .modifierSymbol, .otherSymbol:
                // A Hangul filler (U+3164) is a letter that shows nothing.
                shows = !scalar.properties.isDefaultIgnorableCodePoint
            @unknown default:
                shows = false
            }
            if shows { return String(scalar) }
            let hex = String(scalar.value, radix: 16, uppercase: true)
            return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        }
    }
}

/// A text, secure or multiline field: its text, filter, rules and validation state.
///
/// Bind the control to `text` (`TextField("…", text: $model.username.text)`): the setter
/// filters the edit and re-validates, so no `onChange` is needed and the view updates once.
///
/// The text is kept code point for code point as typed, and two inputs are equal only if their
/// texts are the same code points (see `sameScalars`).
///
/// A text the filter could never have let through (a prefill over `maxLength`, or holding a
/// code point outside `allowedCharacters`) is invalid: `filterErrors` says why, at once
/// whatever the timing, and a submit fails until the person fixes it, so the model never
/// submits a text that the JSON Schema (`maxLength`, the `allowedCharacters` pattern) refuses.
public struct TextInput: FieldInput, DrivenInput, Hashable {
    public let rules: [Rule]
    public let timing: ValidationTiming
    public let filter: TextFilter
    /// What `filterErrors` says, in the model's language.
    public let filterMessages: TextFilter.Messages
    /// Whether an empty text submits as nil (`text?` fields) rather than `""`.
    public let isOptional: Bool

    private var storage: ExactText
    private var counterpartStorage = ExactText("")
    /// The messages of the failing rules, in declaration order.
    private(set) var ruleErrors: [String] = []
    /// How the text breaks the filter (`TextFilter.violations(of:)`), in `filterMessages`'
    /// words: only a prefill (or a default) can bring in such a text, since an edit never
    /// adds to what breaks the filter. Empty for every text typed into an empty field.
    private(set) var filterErrors: [String] = []
    /// Errors the app set from its server's answer (`setServerErrors`); cleared by an edit of
    /// this field, `prefill` and `reset`, never by edits of other fields.
    var serverErrors: [String] = []
    var condition = FieldCondition()
    /// The filter's messages first, then the rules' (but one the filter already said: a
    /// `length` rule's default message with the filter's `maxLength`), then the server's; see
    /// `FieldInput.errors`.
    public var errors: [String] { conditionedErrors }
    public var visibleErrors: [String] { conditionedVisibleErrors }
    var ownErrors: [String] {
        filterErrors.isEmpty ? ruleErrors
            : filterErrors + ruleErrors.filter { rule in !filterErrors.contains { sameScalars($0, rule) } }
    }
    /// The filter's messages show at once, whatever the timing: a person who opens an edit
    /// screen on a stored text the field cannot hold learns why before saving, and why the
    /// filter refuses to let them type one more of a character it shows.
    var ownImmediateErrors: [String] { filterErrors }
    /// What the person has done to the field so far (edited, left, submitted).
    public internal(set) var interaction = Interaction()

    /// The other field's text for an `equals` rule. Generated code keeps it in sync from the
    /// other field's `didSet`; setting it re-validates.
    public var counterpart: String {
        get { counterpartStorage.string }
        set {
            counterpartStorage = ExactText(newValue)
            validate()
        }
    }

    /// - Parameters:
    ///   - filterMessages: what `filterErrors` says: for generated code, the field's label
    ///     and the model's `strings`. Nil: English, about "This field".
    public init(
        _ text: String = "",
        rules: [Rule] = [],
        timing: ValidationTiming = .blur,
        filter: TextFilter = TextFilter(),
        filterMessages: TextFilter.Messages? = nil,
        isOptional: Bool = false
    ) {
        self.storage = ExactText(text)
        self.rules = rules
        self.timing = timing
        self.filter = filter
        self.filterMessages = filterMessages ?? .english
        self.isOptional = isOptional
        validate()
    }

    /// The text being edited. Setting it runs the filter; a change of any code point counts as
    /// an edit, also to a text Swift's `==` calls equal (`é` retyped as `e` + U+0301).
    public var text: String {
        get { storage.string }
        set {
            let kept = ExactText(filter.filter(proposed: newValue, previous: storage.string))
            guard kept != storage else { return }
            storage = kept
            interaction.edited = true
            serverErrors = []
            validate()
        }
    }

    /// The submitted value: the text, or nil while an optional field (`text?`) is empty. A
    /// text field's value is its text: set `text` to change it.
    public var value: String? { isOptional && storage.string.isEmpty ? nil : storage.string }

    @available(*, unavailable, renamed: "value")
    public var optionalValue: String? { value }

    /// Starts the field at `text` (nil: empty), as an edit screen shows stored data: the text
    /// is kept code point for code point, without the filter (as a default is), so what is
    /// shown is what is stored. Not an edit: the field is as untouched as a new one, and its
    /// server errors are cleared. A text the filter could never have let through is shown
    /// with its `filterErrors` at once, and does not submit until it is fixed; any other text
    /// submits exactly as given.
    public mutating func prefill(_ text: String?) {
        storage = ExactText(text ?? "")
        interaction = Interaction()
        serverErrors = []
        validate()
    }

    mutating func carryOver(from old: TextInput) {
        storage = old.storage
        interaction = old.interaction
        serverErrors = old.serverErrors
        validate()
    }

    /// Re-runs the rules and the filter's check (the setters call it).
    mutating func validate() {
        ruleErrors = Rule.failures(of: rules, text: storage.string, number: nil, isNumeric: false,
                                isAbsent: isOptional && storage.string.isEmpty, counterpart: counterpart)
        filterErrors = filter.violations(of: storage.string).map(filterMessages.message(for:))
    }
}

/// A Swift number type a numeric field can produce: `Int`, `Decimal` or `Double`.
public protocol FormNumber: Sendable, Hashable {
    /// Reads `text` as this type under `field`'s rules; nil if it is not a complete number.
    static func parse(_ text: String, with field: NumberField) -> Self?
    /// The display text of `value` under `field`.
    func text(with field: NumberField) -> String
    /// The most significant digits (`NumberField.significantDigits`) every value of this type
    /// keeps exactly, when that is fewer than the digits a field takes: `Double`'s 15. Nil for
    /// `Int` and `Decimal`, which keep every digit their fields take.
    static var exactSignificantDigits: Int? { get }
}

extension Int: FormNumber {
    public static func parse(_ text: String, with field: NumberField) -> Int? { field.parseInt(text) }
    public func text(with field: NumberField) -> String { field.text(self) }
    public static var exactSignificantDigits: Int? { nil }
}

extension Decimal: FormNumber {
    public static func parse(_ text: String, with field: NumberField) -> Decimal? { field.parseDecimal(text) }
    public func text(with field: NumberField) -> String { field.text(self) }
    public static var exactSignificantDigits: Int? { nil }
}

extension Double: FormNumber {
    public static func parse(_ text: String, with field: NumberField) -> Double? { field.parseDouble(text) }
    public func text(with field: NumberField) -> String { field.text(self) }
    /// `NumberField.doubleSignificantDigits`: a number with more would be submitted as another
    /// number (`0.10000000000000001` as `0.1`).
    public static var exactSignificantDigits: Int? { NumberField.doubleSignificantDigits }
}

/// A numeric field (`int`, `double`, `decimal`, `currency`, `percent`): the text being edited,
/// its parsed value, rules and validation state.
///
/// Bind the control to `text`: the setter filters and reformats the edit,
/// parses it and re-validates in one step.
public struct NumberInput<Value: FormNumber>: FieldInput, DrivenInput, Hashable {
    public let field: NumberField
    public let rules: [Rule]
    public let timing: ValidationTiming
    /// Whether an empty field submits as nil (`int?`) rather than being an error.
    public let isOptional: Bool
    /// Shown when the text is not a complete number (`-`, `,`), or when a non-optional field
    /// without a `required` rule is empty, since it has no value to submit.
    public let invalidMessage: String
    /// Shown, alone, when the number has more significant digits than `Value` keeps exactly
    /// (`Value.exactSignificantDigits`: 15 for `Double`), since `Value` would hold, and the
    /// form submit, another number than the one typed.
    public let precisionMessage: String

    private var storage: ExactText
    private var counterpartStorage = ExactText("")
    /// The number as `Value`; nil while the text holds none, and while it holds one `Value`
    /// cannot keep exactly (`precisionMessage`).
    private var parsed: Value?
    /// The exact value of the digits typed, which `range` rules and conditions compare (also
    /// for `Double` fields, where it equals `value` whenever `value` is not nil).
    public private(set) var exactValue: Decimal?
    /// Whether the number has more significant digits than `Value` keeps exactly.
    public private(set) var exceedsPrecision = false
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

    /// The submitted value: the number as `Value`; nil while the text holds none (empty, or
    /// unfinished like `-`), and while it holds a number `Value` cannot keep exactly
    /// (`precisionMessage`). Setting it writes the number as the field shows it (`1.234,5` in
    /// de_DE) through the same setter as typing: a change is an edit. A number the field
    /// cannot take (more digits than it allows, a negative one where it does not) is ignored,
    /// as typing it would be; nil empties the field.
    public var value: Value? {
        get { parsed }
        set { text = newValue.map { $0.text(with: field) } ?? "" }
    }

    /// The other field's text for an `equals` rule (compared as text, code point by code point).
    public var counterpart: String {
        get { counterpartStorage.string }
        set {
            counterpartStorage = ExactText(newValue)
            validate()
        }
    }

    /// - Parameters:
    ///   - literal: the initial value as a POSIX literal (`"12.50"`), formc's exact `default`
    ///     text; shown in the field's locale. Nil or "" starts empty.
    ///   - precisionMessage: what a number with more significant digits than `Value` keeps
    ///     says; nil uses `invalidMessage`.
    public init(
        _ field: NumberField,
        literal: String? = nil,
        rules: [Rule] = [],
        timing: ValidationTiming = .blur,
        isOptional: Bool = false,
        invalidMessage: String,
        precisionMessage: String? = nil
    ) {
        self.field = field
        self.rules = rules
        self.timing = timing
        self.isOptional = isOptional
        self.invalidMessage = invalidMessage
        self.precisionMessage = precisionMessage ?? invalidMessage
        self.storage = ExactText(literal.map { $0.isEmpty ? "" : field.text(literal: $0) } ?? "")
        parseAndValidate()
    }

    /// Starts with `value` shown in the field's locale.
    public init(
        _ field: NumberField,
        value: Value?,
        rules: [Rule] = [],
        timing: ValidationTiming = .blur,
        isOptional: Bool = false,
        invalidMessage: String,
        precisionMessage: String? = nil
    ) {
        self.init(field, literal: nil, rules: rules, timing: timing, isOptional: isOptional,
                  invalidMessage: invalidMessage, precisionMessage: precisionMessage)
        storage = ExactText(value.map { $0.text(with: field) } ?? "")
        parseAndValidate()
    }

    /// The text being edited. Setting it filters and reformats; a change counts as an edit.
    public var text: String {
        get { storage.string }
        set {
            let kept = ExactText(field.edit(proposed: newValue, previous: storage.string))
            guard kept != storage else { return }
            storage = kept
            interaction.edited = true
            serverErrors = []
            parseAndValidate()
        }
    }

    /// Starts the field at `value` (nil: empty), shown in the field's locale exactly as a
    /// default is (`Value.text(with:)`), so that it parses back to `value`. Not an edit: the
    /// field is as untouched as a new one, and its server errors are cleared.
    public mutating func prefill(_ value: Value?) {
        storage = ExactText(value.map { $0.text(with: field) } ?? "")
        interaction = Interaction()
        serverErrors = []
        parseAndValidate()
    }

    /// Adds or removes the minus (the keyboard toolbar's "-/+" key). Counts as an edit.
    public mutating func toggleSign() {
        text = field.toggleSign(storage.string)
    }

    /// Records the blur and tidies the text (`12,` becomes `12`, a lone `-` empty), as an
    /// `onSubmit` handler would, so the field shows what will be submitted.
    mutating func blur() {
        interaction.blurred = true
        normalizeText()
    }

    private mutating func normalizeText() {
        let tidy = ExactText(field.normalize(storage.string))
        if tidy != storage {
            storage = tidy
            parseAndValidate()
        }
    }

    /// Records a submit attempt and tidies the text as `blur` does, so `-` submits as empty.
    mutating func markSubmitted() {
        interaction.submitted = true
        normalizeText()
    }

    /// The digits typed stay the digits, and the number the number: in another locale they
    /// are written with its digits and separators (`1,5` typed in de_DE is `1.5` in en_US,
    /// never `15`), unfinished text stays unfinished (`12,` is `12.`), a tidy one stays tidy.
    mutating func carryOver(from old: NumberInput<Value>) {
        storage = old.field.symbols == field.symbols ? old.storage
            : ExactText(field.transliterate(old.storage.string, from: old.field))
        interaction = old.interaction
        serverErrors = old.serverErrors
        parseAndValidate()
    }

    /// Re-runs the rules (the setters call it).
    ///
    /// Unfinished text (a lone minus or separator) counts as empty: the user is still typing,
    /// and blur or submit turns it into "". An optional field that is empty has no errors
    /// unless it is `required`; a non-optional one has `invalidMessage` if no rule spoke.
    /// A number `Value` cannot keep exactly has `precisionMessage` alone: until its digits are
    /// fixed, no rule can say anything about the number that would be submitted.
    mutating func validate() {
        if exceedsPrecision {
            ruleErrors = [precisionMessage]
        } else if parsed != nil {
            ruleErrors = Rule.failures(of: rules, text: storage.string, number: exactValue, isNumeric: true,
                                    isAbsent: false, counterpart: counterpart)
        } else if let scanned = field.scan(storage.string, enforceLimits: false), !scanned.isComplete {
            var messages = Rule.failures(of: rules, text: storage.string, number: nil, isNumeric: true,
                                          isAbsent: true, counterpart: counterpart)
            if messages.isEmpty && !isOptional { messages = [invalidMessage] }
            ruleErrors = messages
        } else {
            // Text this field cannot read as a number (say, a default over the digit limit).
            ruleErrors = [invalidMessage]
        }
    }

    /// Decides on the digits typed: `exactValue` is their exact value, and `value` is set only
    /// when `Value` holds that very number, so a rule, a condition and the submitted value never
    /// see different numbers.
    private mutating func parseAndValidate() {
        exactValue = field.parseDecimal(storage.string)
        if let limit = Value.exactSignificantDigits, exactValue != nil,
           let digits = field.significantDigits(storage.string) {
            exceedsPrecision = digits > limit
        } else {
            exceedsPrecision = false
        }
        parsed = exceedsPrecision ? nil : Value.parse(storage.string, with: field)
        validate()
    }
}

/// Why a submit failed: the errors of every invalid field, and where to move focus.
public struct FormErrors<Field: Hashable & Sendable>: Error, Sendable, Hashable {
    /// Failing messages by field; fields without errors are absent.
    public let byField: [Field: [String]]
    /// The first invalid field in focus order (else in the order given): focus it so the
    /// user lands on the problem, which matters on a long form.
    public let firstInvalid: Field?

    /// The errors of the fields of repeating groups' rows (`items[2].quantity`), group after
    /// group, row after row; a group's own errors (too many rows) are in `byField`.
    public let rowErrors: [RowFieldErrors]
    /// The first row field with an error in the group `firstInvalid`, when that group has no
    /// error of its own: where a failed submit takes the person.
    public let firstInvalidRow: RowFieldErrors?

    /// - Parameters:
    ///   - order: the form's focus order.
    ///   - entries: every field with its current `errors`, in declaration order.
    public init(order: FocusOrder<Field>, _ entries: [(Field, [String])]) {
        self.init(order: order, entries, rows: [], group: { _ in nil })
    }

    /// - Parameters:
    ///   - rows: the errors of the rows' fields; a group with one is invalid.
    ///   - group: the field of the group named so.
    init(order: FocusOrder<Field>, _ entries: [(Field, [String])], rows: [RowFieldErrors], group: (String) -> Field?) {
        var byField: [Field: [String]] = [:]
        for (field, errors) in entries where !errors.isEmpty { byField[field] = errors }
        self.byField = byField
        self.rowErrors = rows
        let groups = Set(rows.compactMap { group($0.path.group) })
        let first = order.first { byField[$0] != nil || groups.contains($0) }
            ?? entries.first { !$0.1.isEmpty || groups.contains($0.0) }?.0
        self.firstInvalid = first
        self.firstInvalidRow = first.flatMap { first in
            byField[first] == nil ? rows.first { group($0.path.group) == first } : nil
        }
    }

    public var isEmpty: Bool { byField.isEmpty && rowErrors.isEmpty }

    public subscript(field: Field) -> [String] { byField[field] ?? [] }
}

extension FormErrors where Field: RawRepresentable, Field.RawValue == String {
    /// Every message by path: a form field's name (`customer`), a row field's place
    /// (`items[2].quantity`).
    public var byPath: [String: [String]] {
        var paths: [String: [String]] = [:]
        for (field, messages) in byField { paths[field.rawValue] = messages }
        for row in rowErrors { paths[row.path.description] = row.messages }
        return paths
    }
}

extension FormErrors {
    /// How many fields have errors (not how many messages: a field may have several); a
    /// field of a row counts once per row.
    public var fieldCount: Int { byField.count + rowErrors.count }

    @available(*, unavailable, renamed: "fieldCount")
    public var count: Int { fieldCount }

    /// What VoiceOver announces after a failed submit, since focus moving to a field says
    /// nothing about why: how many fields need attention and the first invalid field's first
    /// message ("2 fields need attention. Username is required."). Empty when there are no errors.
    public var announcement: String {
        announcement(in: nil)
    }

    /// `announcement` with its sentence looked up in `strings` (`formc.announce.one`,
    /// `formc.announce.many`), as the generated view announces it; nil gives English.
    public func announcement(in strings: FormStrings?) -> String {
        guard let first = firstInvalid, let message = byField[first]?.first ?? firstInvalidRow?.messages.first
        else { return "" }
        let fields: String
        if fieldCount == 1 {
            fields = strings?.text("formc.announce.one", default: "1 field needs attention.") ?? "1 field needs attention."
        } else if let strings {
            fields = strings.format("formc.announce.many", default: "%@ fields need attention.", String(fieldCount))
        } else {
            fields = "\(fieldCount) fields need attention."
        }
        return fields + " " + message
    }
}
