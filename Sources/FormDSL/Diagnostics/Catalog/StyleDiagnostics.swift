// Styles (FC0231–FC0233 warnings, FC0370–FC0375 errors): `textFieldStyle`, `clearButton`,
// `validityBorder`, `passwordReveal` and `lines` where they have nothing to act on.

extension DiagnosticCode {
    /// The codes this file declares; `allCases` is made of such lists.
    static let styles: [DiagnosticCode] = [
        .styleWithoutEffect, .validityBorderWithoutRules, .textFieldStyleOnTextEditor,
        .passwordRevealNotSecure, .clearButtonNotApplicable, .textFieldStyleNotApplicable,
        .validityBorderNotApplicable, .linesNotMultiline, .invalidLines
    ]
}

extension DiagnosticCode {
    public static let styleWithoutEffect = DiagnosticCode("FC0231", .warning, "Form style that no field takes", #"""
        A style property written on a form (`textFieldStyle`, `clearButton`, `validityBorder`, `passwordReveal`) is the default of every field it fits, and this form has none: `passwordReveal on` in a form without a `secure` field, `clearButton whileEditing` in a form of toggles and pickers, `textFieldStyle` in a form whose only typed field is a multiline `TextEditor` (before iOS 16). It changes nothing, and says it does. Remove it, or write it on the fields that need it.
        """#)
}

extension Diagnostic {
    static func styleWithoutEffect(_ span: Span, property: PropertyName, form: String) -> Diagnostic {
        let takes = property.spec.appliesTo.phrase
        return Diagnostic(.styleWithoutEffect, "'\(property.spec.spelling)' of form '\(form)' applies to no field of the form",
                          at: span, help: "only \(takes) fields take it; remove it, or write it on the fields that need it")
    }
}

extension DiagnosticCode {
    public static let validityBorderWithoutRules = DiagnosticCode("FC0232", .warning, "Validity border on a field without rules", #"""
        A validity border is red while the field shows an error and green once its value is valid and not empty. A field with no validator, no `required when` and no number to read can never be invalid, so formc draws no border on it; `validityBorder on` written on such a field does nothing. Add the rules its value must follow, or remove `validityBorder`. (A form-wide `validityBorder on` skips such fields quietly.)
        """#)
}

extension Diagnostic {
    static func validityBorderWithoutRules(_ span: Span, field: String) -> Diagnostic {
        Diagnostic(.validityBorderWithoutRules,
                   "field '\(field)' has no rules, so 'validityBorder' shows nothing", at: span,
                   help: "add the rules the value must follow ('validate ...'), or remove 'validityBorder'")
    }
}

extension DiagnosticCode {
    public static let textFieldStyleOnTextEditor = DiagnosticCode("FC0233", .warning, "Text field style on a TextEditor", #"""
        Before iOS 16 a `multiline` field is a `TextEditor`, which takes no `TextFieldStyle`: the style written on it changes nothing. From iOS 16 a multiline field is a vertical `TextField` (seed 002), which takes it. Raise the form's `platform` to iOS 16, or remove `textFieldStyle` from the field.
        """#)
}

extension Diagnostic {
    static func textFieldStyleOnTextEditor(_ span: Span, field: String, platform: PlatformVersion) -> Diagnostic {
        Diagnostic(.textFieldStyleOnTextEditor,
                   "'textFieldStyle' has no effect on multiline field '\(field)' on iOS \(platform): it is a TextEditor", at: span,
                   help: "from iOS 16 a multiline field is a vertical TextField, which takes the style: raise the form's 'platform', or remove 'textFieldStyle'")
    }
}

extension DiagnosticCode {
    public static let passwordRevealNotSecure = DiagnosticCode("FC0370", .error, "Password reveal on a field that is not secure", #"""
        `passwordReveal on` gives a `secure` field a show/hide button that swaps its dots for the text and back. A `text` or `multiline` field shows its text already, and a date, toggle or choice has none: the button would have nothing to do. Declare the field `secure` if it holds a secret, or remove `passwordReveal`.
        """#)
}

extension Diagnostic {
    static func passwordRevealNotSecure(_ name: Identifier, field: String, type: FieldKind) -> Diagnostic {
        let kind = type.spec
        let why = kind.control.takesKeyboard
            ? "a \(kind.spelling) field shows what is typed already; declare it 'secure' if it holds a secret"
            : "a \(kind.spelling) field is a \(kind.control.swiftUIName): it has no text to hide or show"
        return Diagnostic(.passwordRevealNotSecure, "'passwordReveal' applies only to secure fields, not to \(type.fieldPhrase) '\(field)'",
                          at: name.span, help: why)
    }
}

extension DiagnosticCode {
    public static let clearButtonNotApplicable = DiagnosticCode("FC0371", .error, "Clear button on a field without one line of text", #"""
        `clearButton whileEditing` shows a button that empties a one-line text or number field while it has focus. A date, a toggle and a choice hold no typed text (a date has its own "Clear" when it is optional, a choice its "None" row), and a multiline field is edited line by line, so none of them takes a clear button.
        """#)
}

extension Diagnostic {
    static func clearButtonNotApplicable(_ name: Identifier, field: String, type: FieldKind) -> Diagnostic {
        let kind = type.spec
        let why = type == .multiline
            ? "a multiline field's text is edited line by line; only one-line text and number fields take a clear button"
            : "a \(kind.spelling) field is a \(kind.control.swiftUIName): it holds no typed text to clear"
        return Diagnostic(.clearButtonNotApplicable, "'clearButton' does not apply to \(type.fieldPhrase) '\(field)'",
                          at: name.span, help: why)
    }
}

extension DiagnosticCode {
    public static let textFieldStyleNotApplicable = DiagnosticCode("FC0372", .error, "Text field style on a control that is not a text field", #"""
        `textFieldStyle` is SwiftUI's `TextFieldStyle`, which only text fields take: a date is a `DatePicker`, a toggle a `Toggle` and a choice a `Picker` (whose look is `pickerStyle`).
        """#)
}

extension Diagnostic {
    static func textFieldStyleNotApplicable(_ name: Identifier, field: String, type: FieldKind) -> Diagnostic {
        let kind = type.spec
        return Diagnostic(.textFieldStyleNotApplicable, "'textFieldStyle' does not apply to \(type.fieldPhrase) '\(field)'",
                          at: name.span,
                          help: "a \(kind.spelling) field is a \(kind.control.swiftUIName), not a text field; a text field style changes only typed fields")
    }
}

extension DiagnosticCode {
    public static let validityBorderNotApplicable = DiagnosticCode("FC0373", .error, "Validity border on a control without typed text", #"""
        The validity border frames what is typed, red while the field shows an error and green once it is valid. A date, a toggle or a choice is picked or switched, not typed into; its error shows under it, as every field's does.
        """#)
}

extension Diagnostic {
    static func validityBorderNotApplicable(_ name: Identifier, field: String, type: FieldKind) -> Diagnostic {
        let kind = type.spec
        return Diagnostic(.validityBorderNotApplicable, "'validityBorder' does not apply to \(type.fieldPhrase) '\(field)'",
                          at: name.span,
                          help: "a \(kind.spelling) field is a \(kind.control.swiftUIName); its error shows under it, as every field's does")
    }
}

extension DiagnosticCode {
    public static let linesNotMultiline = DiagnosticCode("FC0374", .error, "Lines on a field that is not multiline", #"""
        `lines` says how many lines a `multiline` field shows. A `text` field is one line; declare it `multiline` for text of several lines.
        """#)
}

extension Diagnostic {
    static func linesNotMultiline(_ name: Identifier, field: String, type: FieldKind) -> Diagnostic {
        Diagnostic(.linesNotMultiline, "'lines' applies only to multiline fields, not to \(type.fieldPhrase) '\(field)'",
                   at: name.span,
                   help: type == .text ? "declare the field 'multiline' for text of several lines" : "remove 'lines'")
    }
}

extension DiagnosticCode {
    public static let invalidLines = DiagnosticCode("FC0375", .error, "Invalid number of lines", #"""
        `lines` takes the fewest and the most lines the field shows (`lines 3...6`; `3..<7` is the same) or one number for both (`lines 4`). A field shows at least one line and at most 100, and a range must not end before it starts; both ends are needed, since the fewest lines decide the field's height before anything is typed and the most lines where it starts to scroll.
        """#)
}

extension Diagnostic {
    static func invalidLines(_ span: Span, text: String, reason: String) -> Diagnostic {
        Diagnostic(.invalidLines, "'lines \(text)' is not a number of lines: \(reason)", at: span,
                   help: "write the fewest and the most lines the field shows, such as 'lines 3...6', or one number: 'lines 4'")
    }
}
