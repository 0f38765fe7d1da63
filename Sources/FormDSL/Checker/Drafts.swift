/// The checker's working state: what a form and its fields say, before defaults are filled in.
///
/// Drafts hold nodes and spans of the source rather than `String`s: checks read bytes, and
/// the strings the model needs (labels, declared messages, patterns) are made once, by
/// `makeModel`, only when a model is wanted, and default messages only when read
/// (`Validator.message`). The few a check needs as text (a field's name for a
/// message, a label for the Unicode password test) are made on request.

/// A validator as written, before its default message is known: its name and what it
/// checks, read from the source in the shape its row declares (`ValidatorSpec.argument`). Plain
/// data, with no `String` in it: copying one retains nothing, and an array of them is freed
/// without visiting each.
struct ValidatorDraft {
    /// One end of a date field's `range(...)`: a valid day's string node, or `today`.
    enum DayBound {
        case day(node: Int)
        case today
    }

    /// One end of a `range(...)`.
    struct Bound {
        /// The number's node.
        var node: Int
        var value: NumberText
        /// False for the upper end of a `..<` range.
        var inclusive: Bool
    }

    let name: ValidatorName
    /// `length` (code points) and `count` (options picked): both ends inclusive, nil for an
    /// open end.
    var counts: (min: Int?, max: Int?) = (nil, nil)
    /// `range` on a number field: its ends.
    var bounds: (lower: Bound?, upper: Bound?) = (nil, nil)
    /// `range` on a date field: its ends, days or `today`, both inclusive; nil on a number
    /// field.
    var days: (lower: DayBound?, upper: DayBound?)?
    /// `pattern`: an index into the file's analysed patterns (`FileChecker.pattern(_:)`).
    var pattern: Int?
    /// `equals`: the other field's name, as written.
    var target: Span?
    /// The string node of `message:`, if written.
    var message: Int?
    var span: Span
    var nameSpan: Span
    /// For `range` and `count`: the range's node, whose source text messages quote.
    var rangeNode: Int?
    /// For `pattern`: the pattern's string node, for messages that point into the pattern.
    var patternNode: Int?
    /// For `equals`, once resolved: the other field's draft.
    var equalsDraft: Int?

    init(name: ValidatorName, message: Int?, span: Span, nameSpan: Span) {
        self.name = name
        self.message = message
        self.span = span
        self.nameSpan = nameSpan
    }

    /// The lower and upper bound of a number field's `range`.
    var lower: NumberText? { bounds.lower?.value }
    var upper: NumberText? { bounds.upper?.value }
}

/// A field as written: explicit values with their nodes and spans. Defaults are filled in
/// later.
///
/// A class: a draft is filled in by one pass and read by the next half-dozen, and as a struct
/// of some forty properties each pass copied it (a struct kept in an array and changed in
/// place still copied it in a third of its uses). No pass keeps a copy to change on its own.
final class FieldDraft {
    let nameSpan: Span
    let span: Span
    /// The field's kind, as written after its name.
    let kind: FieldKind
    /// The code of a `currency(...)` field; nil for every other kind.
    let currencyCode: String?
    /// The control that shows the field: its kind's, until a property shows it as another
    /// (`PropertySpec.presents`: `stepper`). What the field can do (a keyboard, focus, Return)
    /// is its control's answer.
    var control: Control
    /// The type's node, for FC0206.
    let typeNode: Int
    let optionalMark: Span?
    let sectionIndex: Int
    /// The file's bytes (shared with the file, not copied), for `name`.
    private let source: [UInt8]

    init(nameSpan: Span, span: Span, kind: FieldKind, currencyCode: String?, typeNode: Int, optionalMark: Span?,
         sectionIndex: Int, source: [UInt8]) {
        self.nameSpan = nameSpan
        self.span = span
        self.kind = kind
        self.currencyCode = currencyCode
        self.control = kind.control
        self.typeNode = typeNode
        self.optionalMark = optionalMark
        self.sectionIndex = sectionIndex
        self.source = source
    }

    /// The field's name, made when first asked for: by a message, or by the model.
    lazy var name: String = String(decoding: source[nameSpan.start..<nameSpan.end], as: UTF8.self)

    var identifier: Identifier { Identifier(name, span: nameSpan) }

    /// String nodes of `label`, `prompt` and `help`.
    var label: Int?
    var labelSpan: Span?
    var prompt: Int?
    var help: Int?
    /// The expression node of `default`, checked against the field's type.
    var defaultValue: Int?
    var defaultSpan: Span?
    var keyboard: KeyboardType?
    var keyboardSpan: Span?
    /// Index into `ContentTypes.all` of a known content type.
    var contentTypeIndex: Int?
    /// The identifier node of an unknown content type (reported, passed through raw).
    var rawContentType: Int?
    var contentTypeSpan: Span?
    var autocapitalization: Autocapitalization?
    var autocapitalizationSpan: Span?
    var autocorrection: Bool?
    var autocorrectionSpan: Span?
    var submitLabel: SubmitLabel?
    var submitLabelSpan: Span?
    var submitLabelPropertySpan: Span?
    var format: FieldFormat?
    var formatSpan: Span?
    /// The string node of `allowedCharacters`.
    var allowedCharacters: Int?
    var allowedCharactersSpan: Span?
    var maxLength: Int?
    var maxLengthSpan: Span?
    var allowNegative = false
    var allowNegativeSpan: Span?
    /// `notSubmitted`: checked, but left out of the values.
    var notSubmitted = false
    /// `jsonName "..."`: the string node of the key in the submitted JSON.
    var jsonName: Int?
    var disabled = false
    var disabledSpan: Span?
    var shortcut: KeyboardShortcut?
    var shortcutSpan: Span?
    /// The validators as written, with what the checks ask of them.
    var validatorList = ValidatorList()
    var validators: [ValidatorDraft] { validatorList.validators }
    var validateOn: ValidationTiming?
    /// The condition nodes of `visible when` and `required when` (`Checker/Conditions.swift`).
    var visibleWhen: Int?
    var requiredWhen: Int?
    var requiredWhenSpan: Span?
    /// A choice's (or choices') `option` lines.
    var optionList = OptionList()
    var options: [(value: Int, label: Int?)] { optionList.items }
    var pickerStyle: PickerStyle?
    var pickerStyleSpan: Span?
    /// The style properties written on the field (`Checker/Styles.swift`).
    var style = StyleDraft()
    /// A `computed` value's expression node; nil for a field people fill in.
    var expression: Int?
    /// A computed value's typed definition, once `resolveComputedValues` has typed it.
    var computed: ComputedValue?
    /// Whether the draft is a computed value.
    var isComputed: Bool { expression != nil }
    /// A multiline field's `lines`, as a closed range, and where it was written.
    var lines: ClosedRange<Int>?
    var linesSpan: Span?
    /// For a control that moves through the field's range (`Control.movesThroughRange`: a
    /// stepper): the line of the property that shows it, the number node of its `step:` when
    /// written and valid, and the range and step it moves through once `checkRangeControl`
    /// has found them.
    var controlSpan: Span?
    var stepNode: Int?
    var controlRange: ControlRange?

    /// What the field's value is: text, a number, a number with a fraction.
    var isText: Bool { kind.value == .text }
    var isNumeric: Bool { kind.value.isNumeric }
    var hasFraction: Bool { kind.value == .fraction }

    /// The most digits the field takes after the decimal separator (`FieldKind.fractionDigits`).
    var fractionDigits: Int? { kind.fractionDigits(format: format, currencyCode: currencyCode) }

    /// Filled in by the checker's later passes.
    var resolvedKeyboard: KeyboardType = .default
    var keyboardReason: KeyboardReason = .written
    var resolvedLabel: String = ""
    /// Position in the form's focus order, if the field is in it; `FieldDraft.inRow` (-1) for
    /// a focusable field of a repeating group, which is in the middle of the order wherever
    /// its row is: Return moves on from it, to the row's next field or the next row's first.
    var focusPosition: Int?
    static let inRow = -1
    /// The field's entry in its form's table of field names.
    var nameEntry = 0

    /// What `validators` holds, for the checks that ask.
    func has(_ name: ValidatorName) -> Bool { validatorList.has(name) }
    var hasEmail: Bool { has(.email) }
    var hasURL: Bool { has(.url) }
    var hasPattern: Bool { has(.pattern) }
    var hasPhone: Bool { has(.phone) }
    var hasEquals: Bool { has(.equals) }
    var requiredValidator: ValidatorDraft? { validatorList.first(.required) }
    var lengthValidator: ValidatorDraft? { validatorList.first(.length) }
    var rangeValidator: ValidatorDraft? { validatorList.first(.range) }

    /// Replaces the validators (cross-field rules drop some).
    func setValidators(_ list: [ValidatorDraft]) {
        validatorList = ValidatorList(list)
    }

    var isFocusable: Bool { !disabled && control.takesFocus }

    /// Email or URL input, by keyboard, content type or validator (FC0208).
    var isEmailOrURL: Bool {
        if resolvedKeyboard == .emailAddress || resolvedKeyboard == .URL { return true }
        if let index = contentTypeIndex, ContentTypeTraits.all[index].isEmailOrURL { return true }
        return hasEmail || hasURL
    }
}

/// A choice's (or choices') `option` lines, in order: the value's and the label's string
/// nodes; past a handful of options, each option's index in `items` by its value's UTF-8
/// bytes, made when first needed (`FormChecker.firstOption`).
struct OptionList {
    var items: [(value: Int, label: Int?)] = []
    var index: [[UInt8]: Int]?
}

/// Form-level settings as written. A class, as a field's draft is: `readProperty` reads a
/// property line into the block it is written in (`PropertyBlock`).
final class FormSettings {
    var title: String?
    var platform = PlatformVersion.minimum
    /// The identifier nodes of the `focus` list.
    var focus: [Int]?
    var focusSpan: Span?
    /// Where the `focus` list's last name ends: a missing field's fix-it adds it there.
    var focusListEnd: Int?
    /// Where a line added to the form goes (after its `{`), and that line's indentation.
    var bodyInsertion: (at: Int, indent: String)?
    /// The identifier node of `initialFocus`.
    var initialFocus: Int?
    var submitLabel: String?
    var submitAction: String?
    var toolbar: [ToolbarItem] = []
    var scroll: ScrollDismissMode?
    var validateOn: ValidationTiming?
    /// The style properties written on the form: the default of every field they apply to.
    var style = StyleDraft()
    /// The `language` tag, when valid, and where it is written.
    var language: String?
    var languageSpan: Span?
    /// Whether the form writes `language`, valid or not.
    var languageWritten = false
}

/// A section's properties as written.
final class SectionSettings {
    var footer: String?
    /// The condition node of its `visible when`.
    var visibleWhen: Int?
}

/// The block a property line is written in, whose draft `readProperty` reads it into. `admit`
/// has checked the property's place against the table's `places`, so each property is read
/// into one of the blocks its row names: `block.form?.title = ...` for a form property.
enum PropertyBlock {
    case form(FormSettings)
    case section(SectionSettings)
    case field(FieldDraft)
    case repeatGroup(RepeatSettings)

    /// The form's settings, in a form block.
    var form: FormSettings? { if case .form(let settings) = self { settings } else { nil } }
    /// The section's settings, in a section block.
    var section: SectionSettings? { if case .section(let settings) = self { settings } else { nil } }
    /// The field's draft, in a field block.
    var field: FieldDraft? { if case .field(let draft) = self { draft } else { nil } }
}

/// The style properties written in one block, a form's or a field's, each with the span of
/// its property line. A field's own value wins over its form's.
struct StyleDraft {
    var textFieldStyle: TextFieldStyle?
    var clearButton: ClearButtonMode?
    var validityBorder: StyleSwitch?
    var passwordReveal: StyleSwitch?
    /// Where each style property was written, in order.
    var spans: [(property: PropertyName, span: Span)] = []

    func span(of property: PropertyName) -> Span? {
        spans.first { $0.property == property }?.span
    }
}

/// Properties met in one block, as bits: properties are checked for repeats on every line.
struct PropertySet {
    private var bits: UInt64 = 0

    func contains(_ p: PropertyName) -> Bool {
        bits & (1 << UInt64(p.rawValue)) != 0
    }

    mutating func insert(_ p: PropertyName) {
        bits |= 1 << UInt64(p.rawValue)
    }
}

/// Names written in a form (its fields, or the names of a `focus` list), by their bytes, each
/// with a number: an open-addressing table over spans of the source, so finding a name costs a
/// hash of its bytes and no `String`.
struct NameTable {
    private var slots: [Int32]
    private var spans: [Span] = []
    private var values: [Int] = []
    private var mask: Int

    init(capacity: Int) {
        var size = 16
        while size < capacity * 2 { size *= 2 }
        slots = [Int32](repeating: -1, count: size)
        mask = size - 1
        spans.reserveCapacity(capacity)
        values.reserveCapacity(capacity)
    }

    private static func hash(_ span: Span, _ source: [UInt8]) -> Int {
        WordTable.hash(source[span.start..<span.end])
    }

    /// The entry whose name is spelt like the source text of `span`.
    func find(_ span: Span, in source: [UInt8]) -> Int? {
        var slot = Self.hash(span, source) & mask
        while true {
            let entry = slots[slot]
            if entry < 0 { return nil }
            if source.same(spans[Int(entry)], span) { return Int(entry) }
            slot = (slot + 1) & mask
        }
    }

    /// Adds a name not in the table yet; returns its entry.
    @discardableResult
    mutating func insert(_ span: Span, value: Int, in source: [UInt8]) -> Int {
        if spans.count * 2 >= slots.count { grow(source) }
        var slot = Self.hash(span, source) & mask
        while slots[slot] >= 0 { slot = (slot + 1) & mask }
        slots[slot] = Int32(spans.count)
        spans.append(span)
        values.append(value)
        return spans.count - 1
    }

    private mutating func grow(_ source: [UInt8]) {
        let size = slots.count * 2
        slots = [Int32](repeating: -1, count: size)
        mask = size - 1
        for (entry, span) in spans.enumerated() {
            var slot = Self.hash(span, source) & mask
            while slots[slot] >= 0 { slot = (slot + 1) & mask }
            slots[slot] = Int32(entry)
        }
    }

    /// How many names the table holds; entries are numbered from 0.
    var count: Int { spans.count }

    /// Where the entry's name was first written.
    func span(_ entry: Int) -> Span { spans[entry] }
    func value(_ entry: Int) -> Int { values[entry] }
}
