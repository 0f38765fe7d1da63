/// The compiler pipeline as named stages with a type at each boundary:
/// bytes → `SourceFileSyntax` (parse) → `CheckedFile` (check) → outputs (emitters).
///
/// The CLI, the tests and the build plugin all go through here, so every entry point reports
/// the same diagnostics in the same order.
public struct CompilationResult: Sendable {
    public var file: SourceFile
    public var syntax: SourceFileSyntax
    /// The checked model; nil when the file has errors, so no emitter ever sees a broken form.
    public var model: CheckedFile?
    /// Every diagnostic, suppressions applied, in source order.
    public var diagnostics: [Diagnostic]

    public var hasErrors: Bool { diagnostics.hasErrors }
}

public enum Compiler {
    /// Parses only: syntax tree and syntax diagnostics.
    public static func parse(_ file: SourceFile) -> (SourceFileSyntax, [Diagnostic]) {
        Parser.parse(file)
    }

    /// Parses and checks one file.
    public static func compile(_ file: SourceFile) -> CompilationResult {
        let (syntax, syntaxDiagnostics) = Parser.parse(file)
        var diagnostics = syntaxDiagnostics
        var model: CheckedFile?
        // A tree with syntax errors is not checked: its gaps would only produce follow-on
        // errors about things the person did not write.
        if !syntaxDiagnostics.hasErrors {
            let (checked, checkDiagnostics) = Checker.check(syntax, file: file)
            diagnostics += checkDiagnostics
            if !checkDiagnostics.hasErrors { model = checked }
        }
        diagnostics = Suppression.apply(comments: syntax.comments, file: file, diagnostics: diagnostics)
        return CompilationResult(file: file, syntax: syntax, model: model, diagnostics: diagnostics.sortedForOutput())
    }
}
