// Styles (FC0231–FC0233 warnings, FC0375 error): `textFieldStyle`, `clearButton`,
// `validityBorder`, `passwordReveal` and `lines` where they have nothing to act on. Written on
// a field of a kind that takes none of them, they are FC0336, built from the language table.

extension DiagnosticCode {
    /// The codes this file declares; `allCases` is made of such lists.
    static let styles: [DiagnosticCode] = [
        .styleWithoutEffect, .validityBorderWithoutRules, .textFieldStyleOnTextEditor, .invalidLines
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
