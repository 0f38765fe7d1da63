/// A field's type as written after its name (`field age: int`), without arguments: the
/// language's field kinds. Everything formc knows about a kind is declared once, in `spec`;
/// code asks a kind for a capability (`takesKeyboard`, `takesFocus`, ...) rather than
/// comparing it with another kind, so a new kind is one case and one entry of `spec`, and
/// the compiler points at every switch that must learn it.
public enum FieldKind: UInt8, CaseIterable, Sendable {
    case text
    case secure
    case multiline
    case int
    case double
    case decimal
    case currency
    case percent
    case date
    case toggle
    case choice
    case choices

    /// The kind's entry in the language table.
    public var spec: FieldKindSpec { FieldKindSpec.all[Int(rawValue)] }

    /// The entry of each kind, in one switch: the language table's rows for field kinds.
    fileprivate var declaration: FieldKindSpec {
        switch self {
        case .text:
            return FieldKindSpec(kind: self, spelling: "text", synopsis: "text", value: .text, swiftType: "String",
                                 jsonType: .string, jsonFormat: nil, input: "TextInput", control: .textField,
                                 hidesInput: false, secureVariant: .secure, argument: .none, doc: "one line of text")
        case .secure:
            return FieldKindSpec(kind: self, spelling: "secure", synopsis: "secure", value: .text, swiftType: "String",
                                 jsonType: .string, jsonFormat: nil, input: "TextInput", control: .secureField,
                                 hidesInput: true, secureVariant: nil, argument: .none,
                                 doc: "a password or other secret, shown as dots")
        case .multiline:
            return FieldKindSpec(kind: self, spelling: "multiline", synopsis: "multiline", value: .text, swiftType: "String",
                                 jsonType: .string, jsonFormat: nil, input: "TextInput", control: .textEditor,
                                 hidesInput: false, secureVariant: nil, argument: .none,
                                 doc: "several lines of text; Return starts a new line")
        case .int:
            return FieldKindSpec(kind: self, spelling: "int", synopsis: "int", value: .integer, swiftType: "Int",
                                 jsonType: .integer, jsonFormat: nil, input: "NumberInput<Int>", control: .textField,
                                 hidesInput: false, secureVariant: nil, argument: .none,
                                 doc: "a whole number; only digits can be typed")
        case .double:
            return FieldKindSpec(kind: self, spelling: "double", synopsis: "double", value: .fraction, swiftType: "Double",
                                 jsonType: .number, jsonFormat: nil, input: "NumberInput<Double>", control: .textField,
                                 hidesInput: false, secureVariant: nil, argument: .none, doc: "a binary floating-point number")
        case .decimal:
            return FieldKindSpec(kind: self, spelling: "decimal", synopsis: "decimal", value: .fraction, swiftType: "Decimal",
                                 jsonType: .number, jsonFormat: nil, input: "NumberInput<Decimal>", control: .textField,
                                 hidesInput: false, secureVariant: nil, argument: .none, doc: "an exact decimal number")
        case .currency:
            return FieldKindSpec(kind: self, spelling: "currency", synopsis: "currency(\"EUR\")", value: .fraction,
                                 swiftType: "Decimal", jsonType: .number, jsonFormat: nil, input: "NumberInput<Decimal>",
                                 control: .textField, hidesInput: false, secureVariant: nil, argument: .currencyCode,
                                 doc: "an amount of money; ISO 4217 code")
        case .percent:
            return FieldKindSpec(kind: self, spelling: "percent", synopsis: "percent", value: .fraction, swiftType: "Decimal",
                                 jsonType: .number, jsonFormat: nil, input: "NumberInput<Decimal>", control: .textField,
                                 hidesInput: false, secureVariant: nil, argument: .none,
                                 doc: "a percentage; `12.5` means 12.5 %")
        case .date:
            return FieldKindSpec(kind: self, spelling: "date", synopsis: "date", value: .date, swiftType: "CalendarDay",
                                 jsonType: .string, jsonFormat: "date", input: "DateInput", control: .datePicker,
                                 hidesInput: false, secureVariant: nil, argument: .none,
                                 doc: "a calendar day, picked rather than typed")
        case .toggle:
            return FieldKindSpec(kind: self, spelling: "toggle", synopsis: "toggle", value: .boolean, swiftType: "Bool",
                                 jsonType: .boolean, jsonFormat: nil, input: "ToggleInput", control: .toggle,
                                 hidesInput: false, secureVariant: nil, argument: .none,
                                 doc: "on or off; `validate required` means it must be on")
        case .choice:
            return FieldKindSpec(kind: self, spelling: "choice", synopsis: "choice", value: .option, swiftType: "enum",
                                 jsonType: .string, jsonFormat: nil, input: "ChoiceInput", control: .picker,
                                 hidesInput: false, secureVariant: nil, argument: .none,
                                 doc: "one of the field's `option`s, picked from a list")
        case .choices:
            return FieldKindSpec(kind: self, spelling: "choices", synopsis: "choices", value: .optionSet, swiftType: "ChoiceSet",
                                 jsonType: .array, jsonFormat: nil, input: "ChoicesInput", control: .toggles,
                                 hidesInput: false, secureVariant: nil, argument: .none,
                                 doc: "any number of the field's `option`s, one toggle each")
        }
    }

    /// `spec.value`.
    public var value: ValueCategory { spec.value }
    /// `spec.hidesInput`.
    public var hidesInput: Bool { spec.hidesInput }
    /// `spec.secureVariant`.
    public var secureVariant: FieldKind? { spec.secureVariant }
    /// `spec.control`: the control a field of this kind is shown as, unless a property shows
    /// it as another (`PropertySpec.presents`).
    public var control: Control { spec.control }
}

/// What a field kind is and what it can do: one row of the language table.
public struct FieldKindSpec: Sendable {
    public let kind: FieldKind
    /// How the kind is written.
    public let spelling: String
    /// The kind as written with its arguments, for documentation: `currency("EUR")`.
    public let synopsis: String
    /// What kind of value the field holds.
    public let value: ValueCategory
    /// The Swift type of the submitted value (without optionality).
    public let swiftType: String
    /// The JSON Schema `type` of the value.
    public let jsonType: JSONType
    /// The JSON Schema `format` of the value, if the kind implies one.
    public let jsonFormat: String?
    /// The FormRuntime type that holds a field's state: `NumberInput<Int>`; for a kind whose
    /// value is one of its options (or a set of them), the generic type of the options' enum
    /// (`ChoiceInput<...>`).
    public let input: String
    /// The SwiftUI control that shows the field, which says what it can do: whether it takes
    /// a keyboard and focus, and what Return does in it (`Control.takesKeyboard`, ...).
    public let control: Control
    /// Whether what is typed is hidden, as a password's is.
    public let hidesInput: Bool
    /// The kind that shows the same value hidden, when changing the type is the fix for a
    /// password in plain sight.
    public let secureVariant: FieldKind?
    /// What the kind takes in parentheses.
    public let argument: FieldKindArgument
    /// One line for documentation and completion lists.
    public let doc: String
    /// The oldest iOS the kind's control works on.
    public let introduced: PlatformVersion = .minimum

    /// Every kind's row, in declaration order (the order messages list them in).
    public static let all: [FieldKindSpec] = FieldKind.allCases.map(\.declaration)
}

/// The kind of value a field holds, which decides its literals, its JSON type and the checks
/// that apply to it.
public enum ValueCategory: Sendable, Hashable {
    /// A string.
    case text
    /// A whole number.
    case integer
    /// A number that may have a fractional part.
    case fraction
    /// A calendar day.
    case date
    /// On or off.
    case boolean
    /// One of the field's declared options (a string).
    case option
    /// A set of the field's declared options, in declaration order; empty when none is picked.
    case optionSet

    /// Whether values are numbers typed as text (int and the fraction kinds).
    public var isNumeric: Bool {
        switch self {
        case .integer, .fraction: return true
        case .text, .date, .boolean, .option, .optionSet: return false
        }
    }

    /// Whether a field of this category can hold no value at all, and so may be optional
    /// (`text?`): a toggle is always on or off, and a set of options is always a set (empty
    /// while nothing is picked).
    public var canBeAbsent: Bool {
        switch self {
        case .text, .integer, .fraction, .date, .option: return true
        case .boolean, .optionSet: return false
        }
    }

    /// Whether the field lists `option` lines: a `choice` and a `choices`.
    public var hasOptions: Bool {
        switch self {
        case .option, .optionSet: return true
        case .text, .integer, .fraction, .date, .boolean: return false
        }
    }
}

/// The JSON Schema `type` of a value.
public enum JSONType: String, Sendable {
    case string
    case integer
    case number
    case boolean
    case array
}

/// The SwiftUI control that shows a field: its kind's (`FieldKindSpec.control`), or the one a
/// property shows it as instead (`PropertySpec.presents`: `stepper`). What a field can do follows
/// from its control alone: whether it is typed on a keyboard, takes focus, and what Return does
/// in it. The checker, the emitters and the language server ask the control, never the kind.
public enum Control: Sendable, CaseIterable {
    case textField
    case secureField
    case textEditor
    case datePicker
    case toggle
    case picker
    /// One `Toggle` per option, under the field's label.
    case toggles
    /// − and + buttons that move a whole number through the field's range (`stepper`).
    case stepper
    /// A track dragged through the field's range (`slider`).
    case slider
    /// A read-only value, worked out from other fields (a `computed` value).
    case value

    /// The SwiftUI view's name.
    public var swiftUIName: String {
        switch self {
        case .textField: return "TextField"
        case .secureField: return "SecureField"
        case .textEditor: return "TextEditor"
        case .datePicker: return "DatePicker"
        case .toggle: return "Toggle"
        case .picker: return "Picker"
        case .toggles: return "Toggle"
        case .stepper: return "Stepper"
        case .slider: return "Slider"
        case .value: return "Text"
        }
    }

    /// The react-jsonschema-form `ui:widget` that shows the same control on the web; nil for
    /// the default widget of the JSON type.
    public var webWidget: String? {
        switch self {
        case .secureField: return "password"
        case .textEditor: return "textarea"
        case .toggle: return "checkbox"
        case .toggles: return "checkboxes"
        case .stepper: return "updown"
        case .slider: return "range"
        case .textField, .datePicker, .picker, .value: return nil
        }
    }

    /// Whether the field is typed on a keyboard, and so takes the keyboard's properties
    /// (`keyboard`, `contentType`, `submitLabel`, ...).
    public var takesKeyboard: Bool {
        switch self {
        case .textField, .secureField, .textEditor: return true
        case .datePicker, .toggle, .picker, .toggles, .stepper, .slider, .value: return false
        }
    }

    /// Whether `@FocusState` can focus the field, so it may be in the focus order: the typed
    /// controls, as focus is where typing goes.
    public var takesFocus: Bool { takesKeyboard }

    /// What the keyboard's Return key does in the field.
    public var returnKey: ReturnKeyRole {
        switch self {
        case .textField, .secureField: return .submits
        case .textEditor: return .newline
        case .datePicker, .toggle, .picker, .toggles, .stepper, .slider, .value: return .none
        }
    }

    /// Whether the control moves a number through the field's closed `range`, by a step from
    /// its lower bound, rather than taking what is typed: it needs both bounds, always shows a
    /// number (so the field cannot be optional), and the typed fields' properties do nothing
    /// on it (`Checker/Steppers.swift`).
    public var movesThroughRange: Bool {
        switch self {
        case .stepper, .slider: return true
        case .textField, .secureField, .textEditor, .datePicker, .toggle, .picker, .toggles, .value: return false
        }
    }

    /// How a person changes the value, for the language server's hover: "a Stepper, pressed
    /// rather than typed".
    public var gesture: String {
        switch self {
        case .textField, .secureField, .textEditor: return "typed"
        case .datePicker, .picker: return "picked"
        case .toggle, .toggles: return "switched"
        case .stepper: return "pressed"
        case .slider: return "dragged"
        case .value: return "worked out from other fields"
        }
    }

    /// The property that shows a field as this control instead of its kind's (`stepper`);
    /// nil for a kind's own control.
    public var property: PropertySpec? { PropertySpec.all.first { $0.presents == self } }

    /// How messages name a field shown by the control: the property that shows it (`stepper
    /// field`), else the field's kind (`date field`).
    public func fieldPhrase(_ kind: FieldKind) -> String {
        self == .value ? "computed value" : "\(property?.spelling ?? kind.spec.spelling) field"
    }
}

/// What Return does in a field.
public enum ReturnKeyRole: Sendable {
    /// Submits the field (`onSubmit`): focus moves on, and `submitLabel` names the key.
    case submits
    /// Types a new line.
    case newline
    /// The field has no keyboard.
    case none
}

/// What a field kind takes in parentheses.
public enum FieldKindArgument: Sendable {
    case none
    /// An ISO 4217 currency code string: `currency("EUR")`.
    case currencyCode
}

/// A set of field kinds, as bits: which kinds a property, validator or format applies to.
public struct FieldKindSet: Sendable, Hashable {
    private var bits: UInt32

    public init<S: Sequence>(_ kinds: S) where S.Element == FieldKind {
        bits = 0
        for k in kinds { bits |= 1 << UInt32(k.rawValue) }
    }

    /// The kinds whose spec satisfies `condition`.
    public init(where condition: (FieldKindSpec) -> Bool) {
        self.init(FieldKindSpec.all.filter(condition).map(\.kind))
    }

    /// Whether `kind` is in the set.
    public func contains(_ kind: FieldKind) -> Bool { bits & (1 << UInt32(kind.rawValue)) != 0 }

    /// Whether every kind of this set is in `other`.
    public func isSubset(of other: FieldKindSet) -> Bool { bits & ~other.bits == 0 }

    /// The kinds, in declaration order.
    public var kinds: [FieldKind] { FieldKind.allCases.filter(contains) }

    /// How messages name the kinds: "numeric", "text", "keyboard", or a list of spellings.
    public var phrase: String {
        if self == .numeric { return "numeric" }
        if self == .text { return "text" }
        if self == .keyboardInput { return "keyboard" }
        if self == .comparable { return "text, number and date" }
        if self == .singleLine { return "one-line text and number" }
        return kinds.map { "'\($0.spec.spelling)'" }.joined(separator: ", ")
    }

    /// Every field kind.
    public static let all = FieldKindSet(FieldKind.allCases)
    /// Kinds typed on a keyboard.
    public static let keyboardInput = FieldKindSet { $0.control.takesKeyboard }
    /// Kinds whose value is text.
    public static let text = FieldKindSet { $0.value == .text }
    /// Kinds whose value is a number.
    public static let numeric = FieldKindSet { $0.value.isNumeric }
    /// Kinds whose value is text, a number or a day: what a shortcut can focus or reach (a
    /// date's picker) and what `equals` compares. A toggle is flipped and a choice (or choices)
    /// picked from its own options, so neither has anything for them to do.
    public static let comparable = FieldKindSet { $0.value != .boolean && !$0.value.hasOptions }
    /// Kinds shown as a one-line `TextField` or `SecureField`: what a clear button fits.
    public static let singleLine = FieldKindSet { $0.control == .textField || $0.control == .secureField }
}
