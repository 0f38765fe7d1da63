// Repeating groups (FC0430–FC0434 errors, FC0903 from the driver): `repeat NAME { ... }`, its
// rows' bounds, and what may read a row's fields.

extension DiagnosticCode {
    /// The codes this file declares; `allCases` is made of such lists.
    static let repeats: [DiagnosticCode] = [
        .rowFieldOutsideRow, .aggregateArgument, .rowFieldInFocus, .rowsAllowNone, .groupNameTaken,
        .groupWithoutFields, .tooManyStartingRows, .repeatTargetUnsupported,
    ]
}

extension DiagnosticCode {
    public static let rowFieldOutsideRow = DiagnosticCode("FC0430", .error, "Row field read outside its row", #"""
        A field of a repeating group has one value in each row, so only its own row can read it: the conditions, validators and computed values of the same group's fields. A field of the form, a computed value of the form, or a field of another group has no row to read it in. Read the rows through an aggregate in a computed value of the form (`sum(lineTotal)`, `min(...)`, `max(...)`, `count(items)`), and use that value (`visible when total > 100`).
        """#)
}

extension Diagnostic {
    /// `group`: the group whose field `name` is; `numeric`: whether `sum(name)` would read it.
    static func rowFieldOutsideRow(_ name: Identifier, group: String, numeric: Bool, reader: String?) -> Diagnostic {
        let place = reader.map { "'\($0)'" } ?? "the form"
        return Diagnostic(.rowFieldOutsideRow,
                          "'\(name.name)' is a field of repeating group '\(group)': each row has its own, and \(place) is not in a row of '\(group)'",
                          at: name.span,
                          help: numeric ? "read the rows through a computed value of the form, such as 'computed total: decimal = sum(\(name.name))'"
                              : "read it in a field of '\(group)', or count the rows with 'count(\(group))' in a computed value")
    }
}

extension DiagnosticCode {
    public static let aggregateArgument = DiagnosticCode("FC0431", .error, "Aggregate of something that is not rows", #"""
        `sum(f)`, `min(f)` and `max(f)` read the number field (or number computed value) `f` in every row of its repeating group; `count(g)` is the number of rows of group `g`. Each takes one name: a row field of a group for `sum`, `min` and `max`, a group's name for `count`.
        """#)
}

extension Diagnostic {
    /// `suggestion`: the group name nearest a misspelt one, for `count`.
    static func aggregateArgument(_ function: Identifier, found: String, expected: String, at span: Span,
                                  suggestion: String? = nil) -> Diagnostic {
        Diagnostic(.aggregateArgument, "'\(function.name)' takes \(expected); found '\(found)'", at: span,
                   help: didYouMean(suggestion) ?? (function.name == "count" ? "write the name of a repeating group: 'count(items)'"
                       : "write the name of a number field of a repeating group: '\(function.name)(lineTotal)'"),
                   fixIts: replace(span, with: suggestion, safe: false))
    }
}

extension DiagnosticCode {
    public static let rowFieldInFocus = DiagnosticCode("FC0432", .error, "Row field named in the focus order", #"""
        The fields of a repeating group take focus row by row, in the order they are declared in the group: a row field has no single place in the form's `focus` list or as its `initialFocus`. Name the group in `focus` instead, where its rows go in the order.
        """#)
}

extension Diagnostic {
    static func rowFieldInFocus(_ name: Identifier, group: String, property: String, listed: Bool) -> Diagnostic {
        Diagnostic(.rowFieldInFocus, "'\(name.name)' is a field of repeating group '\(group)' and cannot be named in '\(property)'",
                   at: name.span,
                   help: property == "focus" ? (listed ? "remove it: '\(group)' is in the list, and its rows take focus field by field"
                                                       : "name the group instead: its rows take focus field by field, row after row")
                       : "remove 'initialFocus', or name a field of the form",
                   fixIts: property == "focus" && !listed ? [FixIt(span: name.span, replacement: group, safe: false)] : [])
    }
}

extension DiagnosticCode {
    public static let rowsAllowNone = DiagnosticCode("FC0433", .error, "Rows bounds allow no row", #"""
        `rows` bounds the number of rows of a repeating group: `rows 1...20`, `rows 1...`, `rows ...5`, `rows 3`. Bounds that allow no row at all (`rows 0`, `rows ...0`) leave a group nobody can fill in: remove the group, or raise the upper bound.
        """#)
}

extension Diagnostic {
    static func rowsAllowNone(_ span: Span, text: String) -> Diagnostic {
        Diagnostic(.rowsAllowNone, "rows '\(text)' allow no row", at: span,
                   help: "raise the upper bound ('rows 0...5'), or remove the group")
    }
}

extension DiagnosticCode {
    public static let groupNameTaken = DiagnosticCode("FC0434", .error, "Repeating group's name is taken", #"""
        A repeating group's name is the key of its rows in the submitted values, and `count(...)` reads it, so it is one of the form's names: no field, computed value or other group of the form may be called the same.
        """#)
}

extension Diagnostic {
    static func groupNameTaken(_ name: Identifier, first: Span) -> Diagnostic {
        Diagnostic(.groupNameTaken, "'\(name.name)' names a repeating group and another member of the form", at: name.span,
                   notes: [DiagnosticNote("'\(name.name)' is first declared here", at: first)],
                   help: "rename one of them")
    }
}

extension DiagnosticCode {
    public static let groupWithoutFields = DiagnosticCode("FC0435", .error, "Repeating group without fields", #"""
        A repeating group's rows are made of the fields declared in it: a group without a `field` (or a `computed` value) would add rows that hold nothing. Declare its fields, or remove the group.
        """#)
}

extension Diagnostic {
    static func groupWithoutFields(_ name: Identifier) -> Diagnostic {
        Diagnostic(.groupWithoutFields, "repeating group '\(name.name)' has no fields", at: name.span,
                   help: "declare the fields of a row inside it, such as 'field product: text'")
    }
}

extension DiagnosticCode {
    public static let tooManyStartingRows = DiagnosticCode("FC0436", .error, "Too many rows to start with", #"""
        A form starts with as many rows as the lower bound of `rows` says, each with its fields, in every target (the Swift model, the web page, the XForm's instance). More than 100 rows to fill in before anyone has added one is a list to import, not a form: lower the bound (the upper one may be as high as needed).
        """#)
}

extension Diagnostic {
    static func tooManyStartingRows(_ span: Span, lower: Int) -> Diagnostic {
        Diagnostic(.tooManyStartingRows, "the group would start with \(lower) rows; at most \(RepeatModel.mostStartingRows) can be required",
                   at: span, help: "lower the fewest rows, such as 'rows 1...\(lower)': the person adds the others")
    }
}

extension DiagnosticCode {
    public static let repeatTargetUnsupported = DiagnosticCode("FC0903", .error, "Target cannot show repeating groups", example: false, #"""
        An output target that has no repeating groups yet would make a form without its rows. `formc generate` refuses such a form for that target and writes nothing.
        """#)
}

extension Diagnostic {
    static func repeatTargetUnsupported(_ name: Identifier, target: String) -> Diagnostic {
        Diagnostic(.repeatTargetUnsupported, "'--emit \(target)' cannot show repeating group '\(name.name)' yet", at: name.span,
                   help: "generate this form for a target that shows repeating groups")
    }
}
