// Conditions (FC0280–FC0284 warnings, FC0394 and FC0401–FC0412 errors): `visible when`,
// `required when`, and what a condition may compare.

extension DiagnosticCode {
    /// The codes this file declares; `allCases` is made of such lists.
    static let conditions: [DiagnosticCode] = [
        .conditionNeverTrue, .conditionAlwaysTrue, .conditionRepeatsComparison,
        .requiredWhenExcludedByVisibility, .initialFocusConditional, .conditionComparesChoices,
        .conditionUnknownField, .conditionTypeMismatch, .conditionOrdersText, .conditionComparesDate,
        .conditionCycle, .conditionComparesFieldWithItself, .conditionComparesTwoFields,
        .conditionNotACondition, .requiredWhenNotOptional, .conditionMissingWhen, .conditionComparesToggle,
        .conditionNotAnOption
    ]
}

extension DiagnosticCode {
    public static let conditionNeverTrue = DiagnosticCode("FC0280", .warning, "Condition is never true", #"""
        A condition whose comparisons of one field contradict each other (`x == "a" && x == "b"`, `n > 5 && n < 3`, `c && !c`), or that compares a text with `""`: an empty field reads as absent, so `x == ""` is never true (write `!x`). A field shown only while such a condition holds is never shown; one required only then is never required.
        """#)
}

extension Diagnostic {
    static func emptyTextNeverEqual(_ id: Identifier, at span: Span) -> Diagnostic {
        Diagnostic(.conditionNeverTrue, "'\(id.name) == \"\"' is never true: an empty field reads as absent", at: span,
                   help: "write '!\(id.name)' to test that it is empty",
                   fixIts: [FixIt(span: span, replacement: "!\(id.name)", safe: false)])
    }

    static func conditionNeverTrue(at span: Span) -> Diagnostic {
        Diagnostic(.conditionNeverTrue, "this condition is never true: its comparisons contradict each other", at: span,
                   help: "check the values and operators; as written, the condition can never hold")
    }
}

extension DiagnosticCode {
    public static let conditionAlwaysTrue = DiagnosticCode("FC0281", .warning, "Condition is always true", #"""
        A condition that holds whatever the fields hold (`c || !c`, `x != ""`): the field it governs is always shown, or always required, and the condition only makes the form harder to read.
        """#)
}

extension Diagnostic {
    static func emptyTextAlwaysUnequal(_ id: Identifier, at span: Span) -> Diagnostic {
        Diagnostic(.conditionAlwaysTrue, "'\(id.name) != \"\"' is always true: an empty field reads as absent", at: span,
                   help: "write '\(id.name)' to test that it is filled in",
                   fixIts: [FixIt(span: span, replacement: id.name, safe: false)])
    }

    static func conditionAlwaysTrue(at span: Span) -> Diagnostic {
        Diagnostic(.conditionAlwaysTrue, "this condition is always true", at: span,
                   help: "check the values and operators; as written, the condition cannot be false")
    }
}

extension DiagnosticCode {
    public static let conditionRepeatsComparison = DiagnosticCode("FC0282", .warning, "Condition repeats a comparison", #"""
        The same test written twice in one `&&` or `||` changes nothing, and is usually a typo for another field or value.
        """#)
}

extension Diagnostic {
    static func conditionRepeatsComparison(at span: Span, first: Span, isAll: Bool) -> Diagnostic {
        Diagnostic(.conditionRepeatsComparison, "the same test is repeated in one '\(isAll ? "&&" : "||")'", at: span,
                   notes: [DiagnosticNote("first written here", at: first)],
                   help: "remove the repetition, or correct the field or value you meant")
    }
}

extension DiagnosticCode {
    public static let requiredWhenExcludedByVisibility = DiagnosticCode("FC0283", .warning, "required when is never in effect", #"""
        A field is required only while it is visible, so a `required when` condition that cannot hold while the field's `visible when` (or its section's) holds never makes the field required (`visible when a` with `required when !a`).
        """#)
}

extension Diagnostic {
    static func requiredWhenExcludedByVisibility(_ id: Identifier, required: Span, visible: Span) -> Diagnostic {
        Diagnostic(.requiredWhenExcludedByVisibility,
                   "'required when' of '\(id.name)' never applies: the field is hidden whenever it holds", at: required,
                   notes: [DiagnosticNote("'\(id.name)' is shown only while this holds", at: visible)],
                   help: "change one of the conditions, or remove 'required when'")
    }
}

extension DiagnosticCode {
    public static let initialFocusConditional = DiagnosticCode("FC0284", .warning, "Initial focus on a field that may be hidden", #"""
        `initialFocus` names a field with a `visible when` condition (its own or its section's). While the field is hidden when the form appears, nothing is focused; focus a field that is always shown.
        """#)
}

extension Diagnostic {
    static func initialFocusConditional(_ id: Identifier) -> Diagnostic {
        Diagnostic(.initialFocusConditional,
                   "'initialFocus' names '\(id.name)', which may be hidden when the form appears", at: id.span,
                   help: "focus a field that is always shown; a hidden field cannot take focus")
    }
}

extension DiagnosticCode {
    public static let conditionComparesChoices = DiagnosticCode("FC0394", .error, "Condition compares a multiple choice", #"""
        A `choices` field holds a set of options, and a condition has no operator that asks whether a set contains a value: `toppings == "ham"` would have to mean "only ham" or "ham among others". A condition tests a `choices` field by its name alone: `toppings` holds while at least one option is picked, `!toppings` while none is. To ask about one option, make it a `toggle` of its own.
        """#)
}

extension Diagnostic {
    static func conditionComparesChoices(_ id: Identifier, at span: Span) -> Diagnostic {
        Diagnostic(.conditionComparesChoices,
                   "choices field '\(id.name)' holds a set of options, which a condition cannot compare with a value", at: span,
                   notes: [DiagnosticNote("'\(id.name)' is compared here", at: id.span)],
                   help: "test it by its name alone: '\(id.name)' while something is picked, '!\(id.name)' while nothing is")
    }
}

extension DiagnosticCode {
    public static let conditionUnknownField = DiagnosticCode("FC0401", .error, "Condition names an unknown field", #"""
        Every name in a condition is a field of the same form; formc suggests the nearest field name.
        """#)
}

extension Diagnostic {
    static func conditionUnknownField(_ id: Identifier, suggestion: String?) -> Diagnostic {
        Diagnostic(.conditionUnknownField, "the condition names unknown field '\(id.name)'", at: id.span,
                   // Not safe, as for 'equals': the field meant may not be declared yet.
                   help: didYouMean(suggestion) ?? "name a field of this form", fixIts: replace(id.span, with: suggestion, safe: false))
    }
}

extension DiagnosticCode {
    public static let conditionTypeMismatch = DiagnosticCode("FC0402", .error, "Condition compares different types", #"""
        A field is compared with a literal of its own value type: a string with `text`, `secure` and `multiline` fields, a number with `int`, `double`, `decimal`, `currency` and `percent` fields. `age == "18"` would never be true in the app, and JSON Schema would compare a number with a string.
        """#)
}

extension Diagnostic {
    static func conditionTypeMismatch(_ id: Identifier, type: ValueType, literal: Span, literalText: String) -> Diagnostic {
        let help = type.isText
            ? "compare text with a string, as in '\(id.name) == \"\(literalText)\"'"
            : "compare a number with a number, as in '\(id.name) >= 18'"
        return Diagnostic(.conditionTypeMismatch,
                          "\(type.fieldPhrase) '\(id.name)' cannot be compared with \(literalText)", at: literal,
                          notes: [DiagnosticNote("'\(id.name)' is compared here", at: id.span)], help: help)
    }

    /// FC0402 for `n > today` on a field that holds no day: `today` is no field of the form,
    /// so the mistake is the type, not an unknown name.
    static func conditionComparesToday(_ id: Identifier, type: ValueType, today: Span) -> Diagnostic {
        let instead = type.isText ? "compare text with a string, as in '\(id.name) == \"yes\"'"
            : type.kind.value == .option ? "compare a choice with one of its options, as in '\(id.name) == \"US\"'"
            : "compare a number with a number, as in '\(id.name) >= 18'"
        let help = "'today' is a day, which only a date field is compared with; " + instead
        return Diagnostic(.conditionTypeMismatch, "\(type.fieldPhrase) '\(id.name)' cannot be compared with today", at: today,
                          notes: [DiagnosticNote("'\(id.name)' is compared here", at: id.span)], help: help)
    }
}

extension DiagnosticCode {
    public static let conditionOrdersText = DiagnosticCode("FC0403", .error, "Condition orders text", #"""
        `<`, `<=`, `>` and `>=` compare numbers. Texts have no order that the app, JSON Schema and every web validator share (JSON Schema has no keyword that orders strings), so text is compared with `==` and `!=`, or tested for being filled in.
        """#)
}

extension Diagnostic {
    static func conditionOrdersText(_ id: Identifier, op: BinaryOperator, at span: Span, kind: String = "text") -> Diagnostic {
        Diagnostic(.conditionOrdersText, "\(kind) field '\(id.name)' cannot be compared with '\(op.rawValue)'", at: span,
                   help: "compare text with '==' or '!=', or write '\(id.name)' alone to test that it is filled in")
    }
}

extension DiagnosticCode {
    public static let conditionComparesDate = DiagnosticCode("FC0404", .error, "Condition compares a date with something not a day", #"""
        A date field compares with a day written `"YYYY-MM-DD"` or with `today` (`due >= "2025-01-01"`, `due < today`); any other literal, such as a number, is not a day. A string that is not a real calendar day (`"2025-02-30"`) is FC0314, as in a date's `range`.
        """#)
}

extension Diagnostic {
    static func conditionComparesDate(_ id: Identifier, literal: Span, literalText: String) -> Diagnostic {
        Diagnostic(.conditionComparesDate, "date field '\(id.name)' is compared with \(literalText), which is not a day",
                   at: literal, notes: [DiagnosticNote("'\(id.name)' is compared here", at: id.span)],
                   help: "compare a date with a day written \"YYYY-MM-DD\" or with 'today', as in '\(id.name) >= \"2025-01-01\"'")
    }
}

extension DiagnosticCode {
    public static let conditionCycle = DiagnosticCode("FC0405", .error, "Visibility depends on itself", #"""
        A hidden field reads as absent, so a field whose `visible when` condition reads the field itself, or reads a field whose visibility in turn depends on the first (`a` visible when `b`, `b` visible when `a`), has no consistent answer. The message names the cycle.
        """#)
}

extension Diagnostic {
    static func conditionCycle(_ id: Identifier, through names: [String], at span: Span) -> Diagnostic {
        let message = names.count <= 2
            ? "the visibility of '\(id.name)' depends on itself"
            : "the visibility of '\(names[0])' depends on itself: \(names.joined(separator: " → "))"
        return Diagnostic(.conditionCycle, message, at: span,
                          help: "base the condition on a field that does not depend on '\(id.name)' being shown")
    }
}

extension DiagnosticCode {
    public static let conditionComparesFieldWithItself = DiagnosticCode("FC0406", .error, "Condition compares a field with itself", #"""
        `a == a` is always true for a present field and false for an absent one: it is a presence test written by mistake, usually for another field or a value.
        """#)
}

extension Diagnostic {
    static func conditionComparesFieldWithItself(_ id: Identifier, op: BinaryOperator, at span: Span) -> Diagnostic {
        Diagnostic(.conditionComparesFieldWithItself, "'\(id.name)' is compared with itself", at: span,
                   help: "compare '\(id.name)' with a value, or write '\(id.name)' alone to test that it is filled in")
    }
}

extension DiagnosticCode {
    public static let conditionComparesTwoFields = DiagnosticCode("FC0407", .error, "Condition compares two fields", #"""
        A comparison has a field on one side and a literal on the other. JSON Schema has no keyword that compares two properties, so a condition comparing two fields could not be enforced by a web validator. Two days are no exception: JSON Schema cannot order two strings as dates, so a return day after a departure day (`returnDay >= departDay`) is not a condition formc can give every front end. Bound each day on its own (`validate range(today...)`), and check their order in the app before it submits, showing the answer on the later field through its `serverErrors` (docs/RUNTIME.md). A bound that moves with today by a number of years ("at least 13 years old") cannot be written either: `today` is the only day that moves. Ask for what the form needs instead, such as a `toggle` the person must switch on ("I am 13 or older", `validate required`), or check the day in the app the same way.
        """#)
}

extension Diagnostic {
    static func conditionComparesTwoFields(_ a: Identifier, _ b: Identifier, days: Bool, at span: Span) -> Diagnostic {
        if days {
            return Diagnostic(.conditionComparesTwoFields, "a condition cannot compare date field '\(a.name)' with date field '\(b.name)'",
                              at: span, help: "JSON Schema cannot order two days: bound each with 'range(...)' and check their order in the app, "
                                  + "setting 'serverErrors' on the later field when the days are out of order")
        }
        return Diagnostic(.conditionComparesTwoFields, "a condition cannot compare field '\(a.name)' with field '\(b.name)'",
                          at: span, help: "compare each field with a value: JSON Schema has no way to compare two fields")
    }
}

extension DiagnosticCode {
    public static let conditionNotACondition = DiagnosticCode("FC0408", .error, "Not a condition", #"""
        A condition is built from field names (is the field filled in?) and comparisons of a field with a string or number, joined by `!`, `&&`, `||` and parentheses. A literal alone, a call, a range or a list is not one.
        """#)
}

extension Diagnostic {
    static func conditionNotACondition(_ span: Span, found: String) -> Diagnostic {
        Diagnostic(.conditionNotACondition, "'\(found)' is not a condition", at: span,
                   help: "write a field name (is it filled in?) or compare a field with a value, as in 'country == \"US\"'")
    }
}

extension DiagnosticCode {
    public static let requiredWhenNotOptional = DiagnosticCode("FC0409", .error, "required when on a non-optional field", #"""
        `required when` makes a field required while its condition holds, so the field must be optional the rest of the time: declare it `T?`. A non-optional field always submits a value (a text field its text, even `""`), so the condition would change nothing; the fix-it adds the `?`. A `toggle` and a `choices` field are never optional and need no `?`: `required when` asks for the toggle to be on, or for at least one option to be picked.
        """#)
}

extension Diagnostic {
    static func requiredWhenNotOptional(_ id: Identifier, type: ValueType, at span: Span, typeEnd: Int) -> Diagnostic {
        Diagnostic(.requiredWhenNotOptional,
                   "'required when' needs an optional field, but '\(id.name)' is '\(type.name)'", at: span,
                   help: "declare it '\(type.name)?': the type says what it submits while the condition is false",
                   fixIts: [FixIt(span: Span.at(typeEnd), replacement: "?", safe: false)])
    }
}

extension DiagnosticCode {
    public static let conditionMissingWhen = DiagnosticCode("FC0410", .error, "Condition without when", #"""
        `visible` and `required` as properties take `when` and a condition: `visible when country == "US"`. (`required` alone is the validator: `validate required`.)
        """#)
}

extension Diagnostic {
    static func conditionMissingWhen(_ name: Identifier, at span: Span) -> Diagnostic {
        Diagnostic(.conditionMissingWhen, "'\(name.name)' takes a condition after 'when'", at: span,
                   help: "write '\(name.name) when' and the condition, as in '\(name.name) when country == \"US\"'")
    }
}

extension DiagnosticCode {
    public static let conditionComparesToggle = DiagnosticCode("FC0411", .error, "Condition compares a toggle", #"""
        A toggle is on or off, and a condition tests it by its name alone: `terms` is true while it is on, `!terms` while it is off. A comparison (`terms == true`, `terms == 1`) has no meaning for it.
        """#)
}

extension Diagnostic {
    static func conditionComparesToggle(_ id: Identifier, at span: Span) -> Diagnostic {
        Diagnostic(.conditionComparesToggle, "toggle '\(id.name)' is tested by its name, not compared", at: span,
                   help: "write '\(id.name)' (it is on) or '!\(id.name)' (it is off)")
    }
}

extension DiagnosticCode {
    public static let conditionNotAnOption = DiagnosticCode("FC0412", .error, "Condition compares a choice with a value it does not offer", #"""
        A choice holds one of its options, so comparing it with any other value is never true (`country == "USA"` where the option is `"US"`). formc names the nearest option. Options are compared code point by code point, as the app and JSON Schema's `enum` compare them.
        """#)
}

extension Diagnostic {
    static func conditionNotAnOption(_ id: Identifier, literal: Span, value: String, options: [String],
                                     suggestion: String?) -> Diagnostic {
        Diagnostic(.conditionNotAnOption, "choice '\(id.name)' has no option \"\(value)\", so this comparison is never true",
                   at: literal, notes: [DiagnosticNote("'\(id.name)' is compared here", at: id.span)],
                   help: suggestion.map { "did you mean \"\($0)\"?" } ?? "its options are \(quotedList(options.map { "\"\($0)\"" }))")
    }
}
