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
    ///
    /// Output stays short whatever the input: each stage stops reporting after `errorLimit`
    /// errors, and at most `warningLimit` warnings are kept (counted after `formc:ignore`
    /// comments, in source order); either cut ends the list with one FC0104 note.
    public static func compile(_ file: SourceFile, errorLimit: Int = 100, warningLimit: Int = 100) -> CompilationResult {
        let (syntax, syntaxDiagnostics) = Parser.parse(file, errorLimit: errorLimit)
        var diagnostics = syntaxDiagnostics
        var model: CheckedFile?
        // A tree with syntax errors is not checked: its gaps would only produce follow-on
        // errors about things the person did not write.
        if !syntaxDiagnostics.hasErrors {
            let (checked, checkDiagnostics) = Checker.check(syntax, file: file, errorLimit: errorLimit)
            diagnostics += checkDiagnostics
            if !checkDiagnostics.hasErrors { model = checked }
        }
        diagnostics = Suppression.apply(comments: syntax.comments, file: file, diagnostics: diagnostics)
        return CompilationResult(file: file, syntax: syntax, model: model,
                                 diagnostics: limited(diagnostics.sortedForOutput(), warningLimit: warningLimit))
    }

    /// Keeps the first `warningLimit` warnings, and puts the "too many" notes (FC0104) last,
    /// after everything reported before the cut, whatever their position in the file.
    static func limited(_ sorted: [Diagnostic], warningLimit: Int) -> [Diagnostic] {
        var kept: [Diagnostic] = []
        var stops: [Diagnostic] = []
        var warnings = 0
        var firstDropped: Span?
        for d in sorted {
            if d.code == .tooManyErrors {
                stops.append(d)
                continue
            }
            if d.severity == .warning {
                warnings += 1
                if warnings > warningLimit {
                    if firstDropped == nil { firstDropped = d.span }
                    continue
                }
            }
            kept.append(d)
        }
        if let span = firstDropped {
            stops.append(Diagnostic(.tooManyErrors,
                                    "too many warnings; showing the first \(warningLimit) of \(warnings)", at: span,
                                    help: "fix or silence the warnings above and run formc again"))
        }
        return kept + stops
    }
}
