/// The validators of the language, as written in `validate ...`: the one list of them in the
/// compiler. Everything formc knows about a validator is declared once, in `spec`; the model
/// keeps a validator's name with its checked argument (`ValidatorArgument`), and FormRuntime's
/// `Rule` has a case for each (a test holds the two lists together, as FormDSL does not
/// import FormRuntime).
public enum ValidatorName: UInt8, CaseIterable, Sendable {
    case required, length, pattern, range, email, url, phone, equals, count

    /// The validator's entry in the language table.
    public var spec: ValidatorSpec { ValidatorSpec.all[Int(rawValue)] }

    /// The entry of each validator, in one switch: the language table's rows for validators.
    fileprivate var declaration: ValidatorSpec {
        func v(_ spelling: String, _ argument: ArgumentShape, _ appliesTo: FieldKindSet, _ doc: String,
               example: String? = nil, keyboard: KeyboardType? = nil) -> ValidatorSpec {
            ValidatorSpec(name: self, spelling: spelling, argument: argument, appliesTo: appliesTo, doc: doc,
                          example: example ?? spelling, impliedKeyboard: keyboard)
        }
        switch self {
        case .required:
            return v("required", .none, .all, "a value must be given; a `toggle` must be on; a `choices` needs one option picked")
        case .length:
            return v("length", .lengthRange, .text, "the length in code points: `length(3...20)`, `length(6)`",
                     example: "length(3...20)")
        case .pattern:
            return v("pattern", .string, .text, "an ECMA-262 pattern the whole value must match",
                     example: "pattern(\"[0-9]+\")")
        case .range:
            return v("range", .numberRange, FieldKindSet { $0.value.isNumeric || $0.value == .date },
                     "the bounds of the number or day: `range(13...120)`, `range(0..<100)`, `range(today...\"2030-12-31\")`",
                     example: "range(1...10)")
        case .email: return v("email", .none, .text, "a valid email address", keyboard: .emailAddress)
        case .url: return v("url", .none, .text, "a valid URL", keyboard: .URL)
        case .phone: return v("phone", .none, .text, "a valid phone number", keyboard: .phonePad)
        case .equals:
            return v("equals", .fieldName, .comparable, "the same value as another field of the same Swift type",
                     example: "equals(password)")
        case .count:
            return v("count", .lengthRange, FieldKindSet([.choices]),
                     "how many options a `choices` picks: `count(1...3)`, `count(2)`, `count(...3)`", example: "count(1...3)")
        }
    }
}

/// What a validator is: one row of the language table. Every validator also takes an
/// optional `message:` string.
public struct ValidatorSpec: Sendable {
    public let name: ValidatorName
    /// How the validator is written.
    public let spelling: String
    /// What it takes in parentheses, besides `message:`.
    public let argument: ArgumentShape
    /// The field kinds it applies to.
    public let appliesTo: FieldKindSet
    /// One line for documentation and completion lists.
    public let doc: String
    /// The validator as messages suggest writing it: `length(3...20)`.
    public let example: String
    /// The keyboard a text field with this validator gets when it declares none and its
    /// content type picks none.
    public let impliedKeyboard: KeyboardType?

    /// Whether the validator must be given a value in parentheses.
    public var needsValue: Bool {
        switch argument {
        case .none: return false
        case .string, .literal, .integer, .fieldName, .fieldNames, .platformVersion, .oneOf, .listOf,
             .submit, .shortcut, .option, .format, .validators, .lengthRange, .numberRange, .lineRange, .condition, .step:
            return true
        }
    }

    /// Every validator's row, in declaration order (the order messages list them in).
    public static let all: [ValidatorSpec] = ValidatorName.allCases.map(\.declaration)
}
