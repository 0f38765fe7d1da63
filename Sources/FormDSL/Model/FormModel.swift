/// The check stage's output (`Stages.check`): the checked form model, which is the only
/// thing emitters read, and the checker's diagnostics.
///
/// Every name is resolved, every default filled in, every literal typed. Emitters never look
/// at syntax, so two spellings of the same form always generate the same code.
public struct CheckedFile: Sendable {
    public var forms: [FormModel]
    /// What the checker reported, before `formc:ignore` comments are applied, in the order
    /// it found them. Empty for a model made by other means.
    public var diagnostics: [Diagnostic]

    public init(forms: [FormModel], diagnostics: [Diagnostic] = []) {
        self.forms = forms
        self.diagnostics = diagnostics
    }

    /// Where each field is declared and where each field name is used, in every form, as
    /// go/types' `Info.Defs` and `Info.Uses`: what an editor needs to go to a definition,
    /// find references or rename a field.
    public var resolution: Resolution {
        var all = Resolution()
        for (index, form) in forms.enumerated() {
            all.definitions += form.resolution.definitions.map { Resolution.Definition(form: index, field: $0.field, span: $0.span) }
            all.uses += form.resolution.uses.map { Resolution.Use(form: index, role: $0.role, field: $0.field, span: $0.span) }
        }
        return all
    }
}

/// One checked form: every value the emitters print, defaults filled in, fields referred to
/// by index. A form with errors has no model.
public struct FormModel: Sendable {
    public var name: String
    public var title: String?
    public var platform: PlatformVersion
    /// Sections in order. Fields declared outside any section form untitled sections of
    /// their own, in order, so the view keeps the declaration order.
    public var sections: [SectionModel]
    /// Every field in declaration order.
    public var fields: [FieldModel]
    /// The final focus order, as indices into `fields`: the declared `focus` list, or every
    /// focusable field in declaration order. Disabled fields are never in it.
    public var focusFields: [Int]
    /// The field focused when the view appears, as an index into `fields`.
    public var initialFocusField: Int?
    public var submitLabel: String
    /// Name of the action the view calls with the submitted values, if declared.
    public var submitAction: String?
    /// Keyboard toolbar buttons; empty when the form shows no keyboard toolbar.
    public var keyboardToolbar: [ToolbarItem]
    public var scrollDismissesKeyboard: ScrollDismissMode?
    public var span: Span
    /// Where the form's fields are declared and where their names are used.
    public var resolution = FormResolution()
    /// The language its texts are written in, as declared by `language` (a BCP 47 tag); nil
    /// when the form does not say, which means English.
    public var language: String? = nil
    /// The `repeat` groups, in declaration order. Their fields are in `fields` too.
    public var repeats: [RepeatModel] = []
    /// The whole focus order: `focusFields` with each group's rows in their place. Without
    /// groups, exactly `focusFields`.
    public var focusSteps: [FocusStep] = []

    /// The names of the fields of the focus order, in order.
    public var focusOrder: [String] { focusFields.map { fields[$0].name } }
    /// The name of the field focused when the view appears.
    public var initialFocus: String? { initialFocusField.map { fields[$0].name } }

    /// The field declared as `name`, if any.
    public func field(named name: String) -> FieldModel? { fields.first { $0.name == name } }
}

/// A `section`: its header and footer, and the fields it holds (by index).
public struct SectionModel: Sendable {
    public var header: String?
    public var footer: String?
    /// The section's fields, as indices into `FormModel.fields`, in order.
    public var fields: [Int]
    /// The section's own `visible when` condition, if any (its fields' `visibleWhen` include it).
    public var visibleWhen: Condition? = nil
    /// The group the section shows (index into `FormModel.repeats`), one block per row; nil
    /// for a section of the form's own fields.
    public var repeatGroup: Int? = nil
}

/// A literal value checked against a field's type. Numbers keep their exact decimal text, so
/// `0.1` is emitted as `0.1` in Swift and JSON alike, never as a binary approximation.
public enum LiteralValue: Sendable, Hashable {
    case string(String)
    case integer(String)
    case decimal(String)
    /// A calendar date, `YYYY-MM-DD`.
    case date(String)
    /// `true` or `false`, for a toggle.
    case boolean(Bool)
    /// Option values of a `choices` field, in the order of its `option` lines.
    case options([String])
}

/// One end of a numeric range.
public struct NumberBound: Sendable, Hashable {
    /// Exact decimal text, normalised (`-0` is `0`, no leading `+`).
    public var text: String
    /// False for the upper end of a `..<` range.
    public var inclusive: Bool
}

/// One end of a date range: a fixed day, or the day the rule is checked on.
public enum DateBound: Sendable, Hashable {
    /// `YYYY-MM-DD`.
    case day(String)
    case today

    /// As written in `.form` files and in `x-formc-*` annotations: the day, or `today`.
    public var text: String {
        switch self {
        case .day(let day): return day
        case .today: return "today"
        }
    }
}

/// A date or number display format.
public enum FieldFormat: Sendable, Hashable {
    case number(fractionDigits: Int?)
    case currency(code: String, fractionDigits: Int?)
    case percent(fractionDigits: Int?)
    case date(style: DateStyle)

    /// The `fractionDigits:` the format declares; nil where it declares none, and for dates.
    public var declaredFractionDigits: Int? {
        switch self {
        case .number(let digits), .currency(_, let digits), .percent(let digits): return digits
        case .date: return nil
        }
    }
}

extension FieldKind {
    /// The most digits a value of this kind takes after the decimal separator under `format`:
    /// the format's `fractionDigits:`, else, for `currency(...)` (whose code is `currencyCode`),
    /// the currency's ISO 4217 minor units (`ISO4217`); nil for no limit, and for whole numbers
    /// (`int`), which take none. FormRuntime's number filter, the JSON Schema's `multipleOf` and
    /// `x-formc-input`, and the not-a-number message all read this one; the checker's FC0228
    /// (`typedFractionDigits`) decides the same, except on `percent`, where what is typed is the
    /// percentage.
    public func fractionDigits(format: FieldFormat?, currencyCode: String?) -> Int? {
        if value == .integer { return nil }
        if let digits = format?.declaredFractionDigits { return digits }
        if let currencyCode { return ISO4217.minorUnits(currencyCode) }
        return nil
    }
}

/// What a validator checks, past its name: its argument as the checker read it, in the shape
/// its row declares (`ValidatorSpec.argument`). Emitters switch over the validator's name
/// (`Validator.name`) and read the argument of that shape.
public enum ValidatorArgument: Sendable, Hashable {
    /// `required`, `email`, `url`, `phone`: nothing.
    case none
    /// `length` (code points) and `count` (options picked): both ends inclusive; nil for an
    /// open end.
    case counts(min: Int?, max: Int?)
    /// `pattern`: an ECMA-262 pattern, as written, that must match the whole value.
    case pattern(String)
    /// `range` on a number field.
    case numbers(min: NumberBound?, max: NumberBound?)
    /// `range` on a date field: both ends inclusive.
    case days(min: DateBound?, max: DateBound?)
    /// `equals`: the other field, by its index in the form's `fields`.
    case field(Int)
}

/// One validator of a field: what it checks, its message, and where it was written.
///
/// Two validators are equal, and hash alike, when they check the same rule with the same
/// message at the same place: the message compares as text, however it was made.
public struct Validator: Sendable, Hashable {
    /// Which validator it is.
    public var name: ValidatorName
    /// What it checks.
    public var argument: ValidatorArgument
    public var span: Span
    /// True when `message` was written in the `.form` file; false when formc made it up.
    public var hasCustomMessage: Bool = false
    /// For `pattern`: the pattern rewritten by `PatternSyntax` into the portable subset.
    public var normalizedPattern: String? = nil
    /// For `pattern`: the normalised pattern anchored to match the whole value (`^(?:...)$`),
    /// ready for JSON Schema `pattern` and for `Regex` whole matching.
    public var anchoredPattern: String? = nil
    /// What `message` is made from.
    var wording: Wording

    /// Where a validator's message comes from: its text, or what formc's default sentence
    /// for the rule needs (`DefaultMessages.message`).
    enum Wording: Sendable {
        case written(String)
        /// The field's label, for `equals` the other field's label, and what the field holds.
        case standard(label: String, otherLabel: String?, value: ValueCategory)
    }

    /// A validator whose message comes from `wording`.
    init(name: ValidatorName, argument: ValidatorArgument, wording: Wording, span: Span, hasCustomMessage: Bool) {
        self.name = name
        self.argument = argument
        self.wording = wording
        self.span = span
        self.hasCustomMessage = hasCustomMessage
    }

    public static func == (a: Validator, b: Validator) -> Bool {
        a.name == b.name && a.argument == b.argument && a.span == b.span && a.hasCustomMessage == b.hasCustomMessage
            && a.normalizedPattern == b.normalizedPattern && a.anchoredPattern == b.anchoredPattern
            && a.message == b.message
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(argument)
        hasher.combine(message)
        hasher.combine(span)
        hasher.combine(hasCustomMessage)
        hasher.combine(normalizedPattern)
        hasher.combine(anchoredPattern)
    }
}

/// A keyboard shortcut that focuses a field (such as ⌘T), for hardware keyboards.
public struct KeyboardShortcut: Sendable, Hashable {
    /// One character.
    public var key: String
    public var modifiers: [ShortcutModifier]
}

/// A text content type: a known constant, or a raw value passed through with a warning.
public enum ContentType: Sendable, Hashable {
    case known(ContentTypeInfo)
    case raw(String)

    /// The content type as written (`emailAddress`), known to formc or not.
    public var name: String {
        switch self {
        case .known(let info): return info.name
        case .raw(let value): return value
        }
    }
}

/// One option of a `choice` field.
public struct ChoiceOption: Sendable, Hashable {
    /// What the field submits when the option is picked: never empty, unique in the field.
    public var value: String
    /// What the picker shows: the declared `label:`, else the value.
    public var label: String
    /// Whether `label:` was written (and differs from the value): the JSON Schema then needs
    /// `oneOf` with titles rather than a bare `enum`.
    public var hasOwnLabel: Bool
    public var span: Span
}

/// What a control that moves through the field's range (`Control.movesThroughRange`: `stepper`)
/// moves between, as exact decimal text (normalised as range bounds are: `-0` is `0`).
public struct ControlRange: Sendable, Hashable {
    /// The field's `range`, both ends included (`1..<13` of an `int` is `1...12`).
    public var lower: String
    public var upper: String
    /// How far one move goes, from `lower`: the `step:` written, else the control's own (1
    /// for a stepper); nil for a control that moves freely between the bounds.
    public var step: String?
}

/// One checked field: its kind and every resolved value (keyboard, submit label, ...), each
/// with why formc chose it where it was not written.
public struct FieldModel: Sendable {
    public var name: String
    /// The field's kind, as written after its name without arguments.
    public var kind: FieldKind
    /// The ISO 4217 code of a `currency(...)` field; nil for every other kind.
    public var currencyCode: String? = nil
    public var isOptional: Bool
    public var label: String
    public var prompt: String?
    public var help: String?
    public var defaultValue: LiteralValue?
    public var keyboard: KeyboardType
    public var contentType: ContentType?
    public var autocapitalization: Autocapitalization
    public var autocorrectionDisabled: Bool
    /// Nil when the field shows the system's return key label.
    public var submitLabel: SubmitLabel?
    public var format: FieldFormat?
    /// The most digits the field takes after the decimal separator (`FieldKind.fractionDigits`).
    public var fractionDigits: Int? { kind.fractionDigits(format: format, currencyCode: currencyCode) }
    /// Characters the field accepts (on top of the digits and separators of numeric fields);
    /// nil means no filtering of text fields.
    public var allowedCharacters: String?
    /// Maximum length in code points; for numeric fields, digits excluding sign and separators.
    public var maxLength: Int?
    public var allowNegative: Bool
    public var isDisabled: Bool
    /// Whether the field's value is part of what the form submits: false for `notSubmitted`
    /// (a password confirmation), which is checked and gates the submit, but is in neither the
    /// Swift values nor the JSON Schema's record.
    public var isSubmitted: Bool = true
    /// The field's `jsonName`, if it has one.
    public var declaredJSONName: String?
    /// The key of the field's value in the submitted JSON: its `jsonName`, else its name. The
    /// Swift property keeps the field's name; `XValues` codes it under this key.
    public var jsonName: String { declaredJSONName ?? name }
    public var shortcut: KeyboardShortcut?
    public var validators: [Validator]
    public var validateOn: ValidationTiming
    public var span: Span
    /// Index into `FormModel.sections` of the section that shows the field.
    public var sectionIndex: Int = 0
    /// The `repeat` group the field is a row field of (index into `FormModel.repeats`); nil
    /// for a field of the form. A row field has one value per row: its conditions,
    /// validators and expression read its own row's fields.
    public var repeatGroup: Int? = nil
    /// Whether `keyboard` was written in the file (false: derived by formc's defaults).
    public var hasExplicitKeyboard: Bool = false
    /// Whether `label` was written in the file (false: the field's name in words).
    public var hasExplicitLabel: Bool = false
    /// Whether `autocapitalization` was written in the file (false: `quietInput` decides).
    public var hasExplicitAutocapitalization: Bool = false
    /// Whether `autocorrection` was written in the file (false: `quietInput` decides).
    public var hasExplicitAutocorrection: Bool = false
    /// Why the field has `keyboard`: written in the file, or the default that chose it.
    public var keyboardReason: KeyboardReason = .written
    /// Why the field has `submitLabel`, or none: written in the file, or the default that
    /// decided it.
    public var submitLabelReason: SubmitLabelReason = .written
    /// Why the field has `maxLength`: written in the file, or the default that chose it; nil
    /// when it has none.
    public var maxLengthReason: MaxLengthReason? = nil
    /// Why the field's validators run when `validateOn` says: written on the field, the
    /// form's, or formc's default.
    public var validateOnReason: ValidateOnReason = .written
    /// A `choice`'s or `choices`' options, in declaration order; empty for every other kind.
    public var options: [ChoiceOption] = []
    /// A `choice`'s declared picker style; nil for SwiftUI's default.
    public var pickerStyle: PickerStyle? = nil
    /// The text field's style: the field's `textFieldStyle`, else its form's; nil when neither
    /// says, and for a control that takes none (a `TextEditor`, a picker).
    public var textFieldStyle: TextFieldStyle? = nil
    /// Whether the field shows a clear button while it has focus and holds text
    /// (`clearButton whileEditing`, the field's or its form's).
    public var hasClearButton: Bool = false
    /// Whether the field has a validity border (`validityBorder on`, the field's or its form's):
    /// only a field with a rule to break has one.
    public var hasValidityBorder: Bool = false
    /// Whether a secure field has a show/hide button (`passwordReveal on`, the field's or its
    /// form's).
    public var hasPasswordReveal: Bool = false
    /// A multiline field's `lines`: the fewest and the most lines it shows; nil when not
    /// written.
    public var lines: ClosedRange<Int>? = nil
    /// Why formc's defaults for `autocapitalization` and `autocorrection` are `never` and
    /// `off` for this field; nil when they are `sentences` and `on`. Written values win over
    /// either.
    public var quietInput: QuietInput? = nil
    /// While the field is shown: its `visible when` condition and its section's, together.
    /// Nil for a field that is always shown.
    public var visibleWhen: Condition? = nil
    /// While the field is required (`required when`), if it says so.
    public var requiredWhen: Condition? = nil
    /// A `computed` value's definition; nil for a field people fill in. A computed value
    /// is shown read-only (`Control.value`), takes no focus, and is worked out again whenever
    /// a field it reads changes.
    public var computed: ComputedValue? = nil
    /// Whether `submitLabel` was written in the file (false: derived by formc's defaults,
    /// which the view works out again at run time for forms with conditions).
    public var hasExplicitSubmitLabel: Bool = false

    /// The SwiftUI control that shows the field: its kind's, or the one a property shows it as
    /// instead (`PropertySpec.presents`: a `Stepper`). What the field can do follows from it.
    public var control: Control
    /// The range and step of a control that moves through the field's range
    /// (`Control.movesThroughRange`: a stepper); nil for every other control.
    public var controlRange: ControlRange? = nil

    /// Whether the field is typed on a keyboard: its control's answer.
    public var takesKeyboard: Bool { control.takesKeyboard }
    /// Whether `@FocusState` can focus the field: its control's answer.
    public var takesFocus: Bool { control.takesFocus }
    /// What Return does in the field: its control's answer.
    public var returnKey: ReturnKeyRole { control.returnKey }

    /// Whether the field takes part in focus navigation: not disabled, and shown by a control
    /// that takes focus (not a `date`: a DatePicker, which `@FocusState` does not drive; not a
    /// stepper).
    public var isFocusable: Bool { !isDisabled && takesFocus }

    /// Whether the field has `validate required`.
    public var isRequired: Bool { validators.contains { $0.name == .required } }
}
