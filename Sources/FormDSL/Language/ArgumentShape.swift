/// What a property, validator or format takes after its name: enough to check the shape, to
/// document it and to offer completions.
public enum ArgumentShape: Sendable {
    /// Nothing: the name alone (`disabled`).
    case none
    /// One string.
    case string
    /// One literal of the field's value type.
    case literal
    /// One integer.
    case integer
    /// One field name.
    case fieldName
    /// A list of field names.
    case fieldNames
    /// `iOS` and a version.
    case platformVersion
    /// One word out of a fixed list (`keyboard numberPad`).
    case oneOf(WordList)
    /// A list of words out of a fixed list (`keyboardToolbar previous, next, done`).
    case listOf(WordList)
    /// A string and an optional `action:` name.
    case submit
    /// A one-character string and an optional `modifiers:` list.
    case shortcut
    /// A choice's option: a string and an optional `label:` string.
    case option
    /// One display format (`Language.formats`).
    case format
    /// A list of validators (`Language.validators`).
    case validators
    /// A range of non-negative integers, or one integer.
    case lengthRange
    /// A range of numbers.
    case numberRange
    /// A closed range of positive integers, or one integer (`lines 3...6`, `lines 4`).
    case lineRange
    /// `when` and a condition (`visible when country == "US"`).
    case condition
    /// Nothing, or `step:` and a positive number, a whole one for `wholeNumbers` (`stepper`,
    /// `stepper step: 2`): the step of a control that moves through the field's range.
    case step(wholeNumbers: Bool)

    /// Whether the argument is `when` and a condition.
    public var isCondition: Bool {
        if case .condition = self { return true }
        return false
    }

    /// The fixed list the argument's words come from; nil for an argument that is not a word
    /// from a fixed list (a string, a number, a field name, validators, a format, ...).
    public var wordList: WordList? {
        switch self {
        case .oneOf(let list), .listOf(let list): return list
        case .none, .string, .literal, .integer, .fieldName, .fieldNames, .platformVersion, .submit, .shortcut, .option,
             .format, .validators, .lengthRange, .numberRange, .lineRange, .condition, .step:
            return nil
        }
    }

    /// The argument labels the shape takes (`option "x", label: "X"`, `submit "Go", action:
    /// save`, `stepper step: 5`); what the checker accepts after a property's first argument,
    /// and what completion offers there.
    public var labels: [String] {
        switch self {
        case .option: return ["label"]
        case .submit: return ["action"]
        case .shortcut: return ["modifiers"]
        case .step: return ["step"]
        case .none, .string, .literal, .integer, .fieldName, .fieldNames, .platformVersion, .oneOf, .listOf, .format,
             .validators, .lengthRange, .numberRange, .lineRange, .condition:
            return []
        }
    }

    /// The words a completion list offers for the argument, deprecated ones left out; empty
    /// where any name or value goes.
    public var words: [String] {
        switch self {
        case .oneOf(let list), .listOf(let list): return list.spellings
        case .format: return FormatName.allCases.map(\.spec.spelling)
        case .validators: return ValidatorName.allCases.map(\.spec.spelling)
        case .platformVersion: return ["iOS"]
        case .none, .string, .literal, .integer, .fieldName, .fieldNames, .submit, .shortcut, .option, .lengthRange,
             .numberRange, .lineRange, .condition, .step:
            return []
        }
    }

    /// How docs/LANGUAGE.md's tables describe the argument.
    public var synopsis: String {
        func quoted(_ words: [String]) -> String { words.map { "`\($0)`" }.joined(separator: ", ") }
        switch self {
        case .none: return "—"
        case .string: return "string"
        case .literal: return "literal"
        case .integer: return "integer"
        case .fieldName: return "field name"
        case .fieldNames: return "field names"
        case .platformVersion: return "`iOS` version"
        case .oneOf(let list), .listOf(let list): return list.summary ?? quoted(list.spellings)
        case .submit: return "string [, `action:` name]"
        case .shortcut:
            return "string [, `modifiers: [\(ShortcutModifier.allCases.map(\.rawValue).joined(separator: ", "))]`]"
        case .option: return "string [, `label:` string]"
        case .format: return FormatName.allCases.map { "`\($0.spec.synopsis)`" }.joined(separator: ", ")
        case .validators: return "validators"
        case .lengthRange: return "range or integer"
        case .numberRange: return "range"
        case .lineRange: return "range or integer"
        case .condition: return "`when` condition"
        case .step(let whole): return "— [`step:` \(whole ? "integer" : "number")]"
        }
    }
}
