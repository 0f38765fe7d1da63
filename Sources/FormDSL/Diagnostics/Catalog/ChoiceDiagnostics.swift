// Choices (FC0255–FC0257 warnings, FC0360–FC0365 and FC0390–FC0393 errors): `choice` and
// `choices` fields, their options, defaults and counts.

extension DiagnosticCode {
    /// The codes this file declares; `allCases` is made of such lists.
    static let choices: [DiagnosticCode] = [
        .defaultBelowCount, .countAllowsEverything, .requiredWithCount, .optionalNotAllowed, .emptyOption,
        .duplicateOption, .choiceWithoutOptions, .defaultNotAnOption, .pickerStyleTooNew, .countAboveOptions,
        .countAllowsNothing, .defaultRepeatsOption, .defaultAboveCount
    ]
}

extension DiagnosticCode {
    public static let defaultBelowCount = DiagnosticCode("FC0255", .warning, "Default picks fewer options than the count asks for", #"""
        The default picks some options but fewer than the `count` needs, so the form opens showing an error on a field nobody has touched. Pick enough options by default, or none (an empty field waits for a pick like any other).
        """#)
}

extension Diagnostic {
    static func defaultBelowCount(_ span: Span, picks: Int, min: Int, field: String) -> Diagnostic {
        Diagnostic(.defaultBelowCount,
                   "default picks \(picks) option\(picks == 1 ? "" : "s") of choices field '\(field)', but its count needs at least \(min)",
                   at: span, help: "the form would open with an error; pick at least \(min) options by default, or none")
    }
}

extension DiagnosticCode {
    public static let countAllowsEverything = DiagnosticCode("FC0256", .warning, "Count allows every pick", #"""
        A `count` without a lower bound whose upper bound is the number of options (`count(...3)` on three options, `count(0...)`) allows every set of options, the empty one included, so it checks nothing and its message never shows. Remove it, or give it a bound that limits the picks.
        """#)
}

extension Diagnostic {
    static func countAllowsEverything(_ span: Span, text: String, field: String, options: Int) -> Diagnostic {
        Diagnostic(.countAllowsEverything,
                   "'count(\(text))' allows every pick of choices field '\(field)' (\(options) options), so it checks nothing",
                   at: span, help: "remove it, or give it a bound that limits the picks")
    }
}

extension DiagnosticCode {
    public static let requiredWithCount = DiagnosticCode("FC0257", .warning, "required beside a count that already needs a pick", #"""
        On a `choices` field, `validate required` means at least one option picked, which a `count` with a lower bound of 1 or more already says. With nothing picked both messages would show, one after the other. Remove `required`; the count's message says what is missing.
        """#)
}

extension Diagnostic {
    static func requiredWithCount(_ span: Span, text: String, field: String) -> Diagnostic {
        Diagnostic(.requiredWithCount,
                   "'required' adds nothing to 'count(\(text))' on choices field '\(field)', which already needs a pick",
                   at: span, help: "remove 'required': with nothing picked, the count's message shows")
    }
}

extension DiagnosticCode {
    public static let optionalNotAllowed = DiagnosticCode("FC0360", .error, "Field kind cannot be optional", #"""
        A `toggle` is always on or off: it has no "nothing entered" state, so `toggle?` means nothing. A toggle that is off submits `false`. Write `toggle`; to make people switch it on, add `validate required`. A `choices` field is always a set of options, empty while nothing is picked (it submits `[]`), so `choices?` is this error too: it may stay empty unless it has `validate required` or a `count`.
        """#)
}

extension Diagnostic {
    /// `toggle?`: a kind that is always on or off has no "nothing entered" state.
    static func optionalNotAllowed(_ mark: Span, kind: FieldKind) -> Diagnostic {
        let sets = kind.value == .optionSet
        return Diagnostic(.optionalNotAllowed,
                          "a \(kind.spec.spelling) field cannot be optional: " + (sets ? "nothing picked is the empty set" : "it is always on or off"),
                          at: mark,
                          help: "write '\(kind.spec.spelling)' without '?': " + (sets ? "it may stay empty unless it has 'validate required' or a 'count'" : "it submits false when off"),
                          fixIts: [FixIt(span: mark, replacement: "", safe: true)])
    }
}

extension DiagnosticCode {
    public static let emptyOption = DiagnosticCode("FC0361", .error, "Empty option", #"""
        An option of a `choice` is what the field submits when it is picked, so it must be a value: `option ""` would submit the empty text, which a web form cannot tell from nothing picked. For "nothing picked", make the field optional (`choice?`): it then submits no value until one is chosen.
        """#)
}

extension Diagnostic {
    /// `kind` is the field's kind as written: `choice` or `choices`.
    static func emptyOption(_ span: Span, field: String, kind: FieldKind = .choice) -> Diagnostic {
        Diagnostic(.emptyOption, "an option of \(kind.spec.spelling) field '\(field)' is empty", at: span,
                   help: kind == .choices ? "give the option a value such as \"cheese\"; nothing picked is the empty set"
                       : "give the option a value such as \"US\"; for 'nothing picked', make the field optional ('choice?')")
    }
}

extension DiagnosticCode {
    public static let duplicateOption = DiagnosticCode("FC0362", .error, "Duplicate option", #"""
        Two options of one `choice` have the same value, compared code point by code point as JSON Schema compares them: picking either would submit the same value. The note points at the first one. Give each option its own value; two labels for one value are one option.
        """#)
}

extension Diagnostic {
    static func duplicateOption(_ span: Span, value: String, field: String, first: Span, kind: FieldKind = .choice) -> Diagnostic {
        Diagnostic(.duplicateOption, "option \(literal(value)) appears twice in \(kind.spec.spelling) field '\(field)'", at: span,
                   notes: [DiagnosticNote("\(literal(value)) is first declared here", at: first)],
                   help: "remove one of them: each option submits its value, so two would be indistinguishable")
    }
}

extension DiagnosticCode {
    public static let choiceWithoutOptions = DiagnosticCode("FC0363", .error, "Choice without options", #"""
        A `choice` field offers its `option` lines and nothing else; with none, nothing can ever be picked. Add one `option` line per value.
        """#)
}

extension Diagnostic {
    static func choiceWithoutOptions(_ name: Identifier, kind: FieldKind = .choice) -> Diagnostic {
        Diagnostic(.choiceWithoutOptions, "\(kind.spec.spelling) field '\(name.name)' has no options", at: name.span,
                   help: "add one 'option' line per option, such as 'option \"US\", label: \"United States\"'")
    }
}

extension DiagnosticCode {
    public static let defaultNotAnOption = DiagnosticCode("FC0364", .error, "Default is not an option", #"""
        A `choice` field's `default` is the option picked when the form opens, so it must be the value of one of its `option` lines, exactly as written there (values are compared code point by code point, so `"us"` is not `"US"`). The help suggests the closest option.
        """#)
}

extension Diagnostic {
    /// The fix-it is safe as any did-you-mean is: when `Spelling.isUnambiguous` says no other
    /// option is as near.
    static func defaultNotAnOption(_ span: Span, value: String, field: String, suggestion: String?,
                                   options: [String], kind: FieldKind = .choice) -> Diagnostic {
        Diagnostic(.defaultNotAnOption, "default \(literal(value)) is not an option of \(kind.spec.spelling) field '\(field)'", at: span,
                   help: suggestion.map { "did you mean \(literal($0))?" } ?? "write the value of one of its 'option' lines",
                   fixIts: suggestion.map {
                       [FixIt(span: span, replacement: literal($0), safe: Spelling.isUnambiguous(value, $0, among: options))]
                   } ?? [])
    }
}

extension DiagnosticCode {
    public static let pickerStyleTooNew = DiagnosticCode("FC0365", .error, "Picker style newer than the platform", #"""
        SwiftUI's picker styles arrived in different iOS versions: `segmented` and `wheel` in iOS 13, `menu` and `inline` in iOS 14, `navigationLink` in iOS 16. A style newer than the form's `platform` would not compile into the app. Raise `platform`, or choose a style the platform has.
        """#)
}

extension Diagnostic {
    static func pickerStyleTooNew(_ span: Span, style: PickerStyle, form: String, platform: PlatformVersion) -> Diagnostic {
        Diagnostic(.pickerStyleTooNew,
                   "picker style '\(style.rawValue)' needs iOS \(style.introduced), but form '\(form)' targets iOS \(platform)",
                   at: span,
                   help: "raise the form's 'platform' to iOS \(style.introduced), or choose a style iOS \(platform) has")
    }
}

extension DiagnosticCode {
    public static let countAboveOptions = DiagnosticCode("FC0390", .error, "Count asks for more options than the field has", #"""
        `count` on a `choices` field says how many of its options may be picked, so its bounds cannot pass the number of options: with three options, `count(4)` can never be met and `count(1...5)` promises five picks that cannot be made. Lower the bound to the number of options, leave the upper end out (`count(1...)`), or add options.
        """#)
}

extension Diagnostic {
    /// `count(1...5)` on a field of three options: the upper end (or the lower) names more
    /// options than there are.
    /// `lower` is the count's lower bound, if it has one: the help writes the count without
    /// its upper bound from it.
    static func countAboveOptions(_ span: Span, text: String, field: String, options: Int, needsMore: Bool,
                                  lower: Int?) -> Diagnostic {
        let help: String
        if needsMore { help = "lower the count to at most \(options), or add options" }
        else if let lower { help = "write the upper bound as \(options) or less, or leave it out ('count(\(lower)...)')" }
        else { help = "write the upper bound as \(options - 1) or less, or remove the count: with \(options) options it allows every pick" }
        return Diagnostic(.countAboveOptions,
                          needsMore ? "'count(\(text))' needs more options than choices field '\(field)' has (\(options))"
                                    : "'count(\(text))' allows more options than choices field '\(field)' has (\(options))",
                          at: span, help: help)
    }
}

extension DiagnosticCode {
    public static let countAllowsNothing = DiagnosticCode("FC0391", .error, "Count allows no pick", #"""
        A `count` that no number of picks satisfies (`count(3...1)`, `count(2..<2)`), or that allows only picking nothing (`count(0)`, `count(0...0)`, `count(..<1)`): the field could never be filled in. Put the smaller bound first, or give the count an upper bound of 1 or more.
        """#)
}

extension Diagnostic {
    /// `count(0)`, `count(3...1)`, `count(..<1)`: nothing, or only the empty set, satisfies it.
    static func countAllowsNothing(_ span: Span, text: String, onlyEmpty: Bool) -> Diagnostic {
        Diagnostic(.countAllowsNothing,
                   onlyEmpty ? "'count(\(text))' allows only picking nothing" : "'count(\(text))' is empty: no number of picks satisfies it",
                   at: span,
                   help: onlyEmpty ? "give the count an upper bound of 1 or more, or remove it"
                                   : "put the smaller bound first, as in 'count(1...3)'")
    }
}

extension DiagnosticCode {
    public static let defaultRepeatsOption = DiagnosticCode("FC0392", .error, "Default names an option twice", #"""
        A `choices` field's `default` lists the options picked when the form opens. An option is picked or not, so naming it twice is a slip (often a copy of the wrong option); values are compared code point by code point, as the options themselves are. The note points at the first one.
        """#)
}

extension Diagnostic {
    static func defaultRepeatsOption(_ span: Span, value: String, field: String, first: Span) -> Diagnostic {
        Diagnostic(.defaultRepeatsOption, "default names option \(literal(value)) of choices field '\(field)' twice", at: span,
                   notes: [DiagnosticNote("\(literal(value)) is first named here", at: first)],
                   help: "remove the second one: an option is picked or not")
    }
}

extension DiagnosticCode {
    public static let defaultAboveCount = DiagnosticCode("FC0393", .error, "Default picks more options than the count allows", #"""
        The default would open the form with more options picked than its `count` allows, so the form would start with an error that only unpicking fixes. Pick fewer options by default, or raise the count.
        """#)
}

extension Diagnostic {
    static func defaultAboveCount(_ span: Span, picks: Int, max: Int, field: String) -> Diagnostic {
        Diagnostic(.defaultAboveCount,
                   "default picks \(picks) options of choices field '\(field)', but its count allows at most \(max)", at: span,
                   help: "pick at most \(max) options by default, or raise the count")
    }
}
