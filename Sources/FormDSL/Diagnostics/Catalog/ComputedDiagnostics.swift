// Computed values (FC0290 warning, FC0420–FC0427 errors): `computed NAME: TYPE = EXPRESSION`,
// its types, names, cycles and rounding.

extension DiagnosticCode {
    /// The codes this file declares; `allCases` is made of such lists.
    static let computed: [DiagnosticCode] = [
        .computedCanBeAbsent, .computedTypeNotSupported, .expressionUnknownName, .expressionTypeMismatch,
        .computedCycle, .expressionNotAValue, .expressionUnknownFunction, .divisionNeedsRounding,
        .computedPropertyNotApplicable,
    ]
}

extension ValueType {
    /// How messages name the type: "an int", "a decimal", "a double", "a text".
    var phrase: String {
        switch self {
        case .int: return "an int"
        case .decimal: return "a decimal"
        case .double: return "a double"
        case .text: return "a text"
        }
    }
}

extension DiagnosticCode {
    public static let computedCanBeAbsent = DiagnosticCode("FC0290", .warning, "Computed value can be absent", #"""
        A computed value's expression is absent while a field it reads is empty, not a number, or hidden (as in conditions), and after a division by zero. A type without `?` says the value is always there, but it is not: until it can be worked out the model holds no value (the view shows nothing), and the form does not submit, as with a required field left empty ("Total is required."). Declare the type optional (`decimal?`), or give the field a value to stand in while it is absent (`quantity ?? 0`).
        """#)
}

extension Diagnostic {
    static func computedCanBeAbsent(_ id: Identifier, type: String, typeEnd: Int, field: String?, read: Span?,
                                    zero: String) -> Diagnostic {
        let why = field.map { "'\($0)' is empty or hidden" } ?? "it divides by zero"
        var fixIts = [FixIt(span: Span.at(typeEnd), replacement: "?", safe: false)]
        if let field, let read { fixIts.append(FixIt(span: read, replacement: "(\(field) ?? \(zero))", safe: false)) }
        return Diagnostic(.computedCanBeAbsent,
                          "'\(id.name)' is declared '\(type)', but has no value while \(why)",
                          at: read ?? id.span,
                          notes: read == nil ? [] : [DiagnosticNote("'\(id.name)' is declared here", at: id.span)],
                          help: field.map { "declare '\(type)?', or write '\($0) ?? \(zero)' to count an absent '\($0)' as \(zero)" }
                              ?? "declare '\(type)?': the value is absent while the divisor is 0",
                          fixIts: fixIts)
    }
}

extension DiagnosticCode {
    public static let computedTypeNotSupported = DiagnosticCode("FC0420", .error, "Computed value of a type it cannot have", #"""
        A computed value is a number or a text: `int`, `decimal`, `currency("...")`, `percent`, `double` or `text`, optional or not. A toggle, a date, a choice or a set of choices is something a person picks; there is no expression that makes one.
        """#)
}

extension Diagnostic {
    static func computedTypeNotSupported(_ type: Identifier, kind: FieldKind) -> Diagnostic {
        Diagnostic(.computedTypeNotSupported, "a computed value cannot be \(kind.spec.spelling == "int" ? "an" : "a") '\(kind.spec.spelling)'",
                   at: type.span, help: "a computed value is an 'int', 'decimal', 'currency(...)', 'percent', 'double' or 'text'")
    }
}

extension DiagnosticCode {
    public static let expressionUnknownName = DiagnosticCode("FC0421", .error, "Expression names an unknown field", #"""
        Every name in a computed value's expression is a field or computed value of the same form, as in conditions. A misspelt name is shown with the nearest field.
        """#)
}

extension Diagnostic {
    static func expressionUnknownName(_ id: Identifier, suggestion: String?) -> Diagnostic {
        Diagnostic(.expressionUnknownName, "the expression names unknown field '\(id.name)'", at: id.span,
                   help: didYouMean(suggestion) ?? "name a field or computed value of this form",
                   fixIts: replace(id.span, with: suggestion, safe: false))
    }
}

extension DiagnosticCode {
    public static let expressionTypeMismatch = DiagnosticCode("FC0422", .error, "Expression mixes types", #"""
        Arithmetic works on numbers, and `+` also joins two texts; a number is never turned into text by itself. An `int` widens exactly into a `decimal` (and `currency`, `percent`) or a `double`, but a `decimal` and a `double` do not mix: decimal arithmetic is exact, double arithmetic is not. The expression's type must fit the computed value's: a division gives a decimal, so `int / int` cannot be an `int` (no silent truncation); declare it `decimal` and say its rounding, `round(a / b, 0)`.
        """#)
}

extension Diagnostic {
    static func expressionOperandsMismatch(_ op: String, _ a: ValueType, _ aText: String, _ b: ValueType, _ bText: String,
                                           at span: Span) -> Diagnostic {
        let help: String
        if a == .text || b == .text {
            help = op == "+" ? "'+' joins two texts, and adds two numbers; a number is not turned into text"
                : "'\(op)' works on numbers"
        } else {
            help = "a decimal is exact and a double is not: make both fields 'decimal', or both 'double'"
        }
        return Diagnostic(.expressionTypeMismatch,
                          "'\(op)' cannot combine \(a.phrase) ('\(aText)') with \(b.phrase) ('\(bText)')", at: span, help: help)
    }

    static func expressionNotANumber(_ what: String, found: ValueType, text: String, at span: Span) -> Diagnostic {
        Diagnostic(.expressionTypeMismatch, "\(what) needs a number, but '\(text)' is \(found.phrase)", at: span,
                   help: "use a number field, or a number")
    }

    static func computedTypeMismatch(_ id: Identifier, declared: String, found: ValueType, isDivision: Bool,
                                     at span: Span) -> Diagnostic {
        let help: String
        if isDivision && found == .decimal && declared.hasPrefix("int") {
            help = "a division gives a decimal, which an 'int' would truncate: declare '\(id.name)' 'decimal' and round it, 'round(a / b, 0)'"
        } else if found == .text {
            help = "a text is not turned into a number: declare '\(id.name)' 'text', or compute a number"
        } else if declared.hasPrefix("text") {
            help = "a number is not turned into text: declare '\(id.name)' as a number type"
        } else {
            help = "declare '\(id.name)' as \(found.phrase) ('\(found.rawValue)'), or change the expression"
        }
        return Diagnostic(.expressionTypeMismatch,
                          "'\(id.name)' is declared '\(declared)', but its expression is \(found.phrase)", at: span,
                          notes: [DiagnosticNote("'\(id.name)' is declared here", at: id.span)], help: help)
    }
}

extension DiagnosticCode {
    public static let computedCycle = DiagnosticCode("FC0423", .error, "Computed value depends on itself", #"""
        A computed value reads itself, through other computed values or through the visibility of a field it reads (a hidden field reads as absent, so its `visible when` is part of its value): `total → subtotal → total` has no value to start from. The cycle is named; break it by computing one of the values from fields people fill in.
        """#)
}

extension Diagnostic {
    static func computedCycle(_ id: Identifier, through names: [String]) -> Diagnostic {
        Diagnostic(.computedCycle, "computed value '\(id.name)' depends on itself: \(names.joined(separator: " → "))", at: id.span,
                   help: "compute one of them from fields that do not depend on '\(id.name)'")
    }
}

extension DiagnosticCode {
    public static let expressionNotAValue = DiagnosticCode("FC0424", .error, "Expression is not a value", #"""
        A computed value's expression is a number or a text. A condition (`a > 3`, `!a`, `a && b`) is a value only as the choice of `C ? a : b`; a toggle, a date, a choice or a set of choices is read only by conditions; ranges and lists are not values.
        """#)
}

extension Diagnostic {
    static func expressionNotAValue(_ text: String, at span: Span, isCondition: Bool) -> Diagnostic {
        Diagnostic(.expressionNotAValue, "'\(text)' is not a number or a text", at: span,
                   help: isCondition ? "a condition chooses between two values: '\(text) ? a : b'"
                       : "a computed value's expression is made of numbers, texts and the fields that hold them")
    }

    static func expressionReadsNonValue(_ id: Identifier, kind: FieldKind) -> Diagnostic {
        Diagnostic(.expressionNotAValue, "'\(id.name)' is \(kind.fieldPhrase.hasPrefix("int") ? "an" : "a") \(kind.fieldPhrase), not a number or a text",
                   at: id.span, help: "test it in a condition instead: '\(id.name) ? a : b'")
    }
}

extension DiagnosticCode {
    public static let expressionUnknownFunction = DiagnosticCode("FC0425", .error, "Unknown function or wrong arguments", #"""
        The functions of expressions are `round(x, places)`: `x` rounded to `places` fraction digits (an integer from 0 to 28), half away from zero (`round(2.345, 2)` is 2.35, `round(-2.5, 0)` is -3); `age(d)`: the whole years since the day of date field `d`; and the aggregates over a repeating group's rows, `sum`, `min`, `max` and `count` (FC0431 for their arguments).
        """#)
}

extension Diagnostic {
    static func expressionUnknownFunction(_ id: Identifier, suggestion: String?) -> Diagnostic {
        Diagnostic(.expressionUnknownFunction, "'\(id.name)' is not a function of expressions", at: id.span,
                   help: didYouMean(suggestion) ?? "the functions are 'round(x, places)', 'age(date)', 'sum', 'min', 'max' and 'count'",
                   fixIts: replace(id.span, with: suggestion, safe: false))
    }

    static func ageArgument(_ function: Identifier, found: String, at span: Span) -> Diagnostic {
        Diagnostic(.expressionUnknownFunction, "'age' takes the name of a date field; found '\(found)'", at: span,
                   help: "write 'age(birthDate)' for the whole years since the day of a date field")
    }

    static func roundArguments(at span: Span, found: String) -> Diagnostic {
        Diagnostic(.expressionUnknownFunction, "'round' takes a number and its places, an integer from 0 to 28; found '\(found)'",
                   at: span, help: "write 'round(x, 2)' for two fraction digits")
    }
}

extension DiagnosticCode {
    public static let divisionNeedsRounding = DiagnosticCode("FC0426", .error, "Division must say its rounding", #"""
        Decimal arithmetic is exact, but a division need not end (`10 / 3` is 3.333...). So a division of decimals (or ints) is written inside `round(..., places)`, which says how many fraction digits it keeps and rounds half away from zero. A division by a number whose quotient always ends (by 2, 4, 5, 10, 0.5, ...) needs no rounding. Divisions of `double`s are not exact anyway and need none.
        """#)
}

extension Diagnostic {
    static func divisionNeedsRounding(_ text: String, at span: Span) -> Diagnostic {
        Diagnostic(.divisionNeedsRounding, "'\(text)' need not end: say how it is rounded", at: span,
                   help: "write 'round(\(text), 2)' to keep two fraction digits",
                   fixIts: [FixIt(span: span, replacement: "round(\(text), 2)", safe: false)])
    }
}

extension DiagnosticCode {
    public static let computedPropertyNotApplicable = DiagnosticCode("FC0427", .error, "Property does nothing on a computed value", #"""
        A computed value is shown, checked and submitted, but nobody types into it and it is never empty by choice: the properties of typing (`keyboard`, `prompt`, `contentType`, `submitLabel`, `maxLength`, ...), `default`, `disabled`, `required when` and the controls (`stepper`, `slider`) do not apply, and neither does the validator `equals` (a confirmation is typed; a computed value is not). It takes `label`, `help`, `validate` (the other validators of its type), `visible when`, `format`, `notSubmitted` and `jsonName`.
        """#)
}

extension Diagnostic {
    static func computedValidatorNotApplicable(_ name: Identifier) -> Diagnostic {
        Diagnostic(.computedPropertyNotApplicable, "'\(name.name)' does nothing on a computed value: nothing is typed into it to compare",
                   at: name.span, help: "compare the fields it is worked out from instead, or remove '\(name.name)'")
    }

    static func computedPropertyNotApplicable(_ name: Identifier, property: PropertyName, line: Span) -> Diagnostic {
        Diagnostic(.computedPropertyNotApplicable, "'\(name.name)' does nothing on a computed value: nobody types into it",
                   at: name.span, help: "remove '\(name.name)'",
                   fixIts: [FixIt(span: line, replacement: "", safe: true)])
    }
}
