/// The compiler pipeline: the stages of `Stages` with a value at each boundary,
/// bytes → `ParsedFile` (parse) → `CheckedFile` (check) → bytes (emit).
///
/// The CLI, the language server, the tests and the build plugin all go through here, so
/// every entry point reports the same diagnostics in the same order.
public struct CompilationResult: Sendable {
    public var file: SourceFile
    /// The flat syntax tree of the whole file.
    public var tree: SyntaxTree
    /// The checked model; nil when the file has errors, so no emitter ever sees a broken form.
    public var model: CheckedFile?
    /// Every diagnostic, suppressions applied, in source order.
    public var diagnostics: [Diagnostic]

    /// The nested view of `tree`, made on request.
    public var syntax: SourceFileSyntax { tree.materialize() }

    /// Whether any diagnostic is an error (then `model` is nil).
    public var hasErrors: Bool { diagnostics.hasErrors }
}

/// The compiler's entry points for tools: `compile` keeps everything, `check` the model,
/// `diagnose` the diagnostics alone. Each runs the stages of `Stages` one after the other
/// (parse the whole file, then check what parsed), then applies the `formc:ignore` comments
/// and the diagnostic limits.
public enum Compiler {
    /// Parses only: syntax tree and syntax diagnostics.
    public static func parse(_ file: SourceFile) -> (SourceFileSyntax, [Diagnostic]) {
        Parser.parse(file)
    }

    /// Parses and checks one file.
    ///
    /// The checker checks what parsed: a form or field with a syntax error is left out, and
    /// nothing that touches it is reported. A file with any error has no model, so no
    /// emitter ever sees a broken form.
    ///
    /// Output stays short whatever the input: a file reports at most `errorLimit` errors,
    /// whichever stage finds them (`checkerLimit`), and at most `warningLimit` warnings are kept (counted after `formc:ignore`
    /// comments, in source order); either cut ends the list with one FC0104 note.
    public static func compile(_ file: SourceFile, errorLimit: Int = 100, warningLimit: Int = 100) -> CompilationResult {
        let parsed = Stages.parse(file, errorLimit: errorLimit)
        let checked = checkerLimit(parsed, errorLimit: errorLimit).map { Stages.check(parsed.tree, errorLimit: $0) }
        let diagnostics = finish(file, syntax: parsed.diagnostics, checker: checked?.diagnostics ?? [],
                                 comments: parsed.tree.comments, warningLimit: warningLimit)
        let model = parsed.hasErrors || checked?.diagnostics.hasErrors != false ? nil : checked
        return CompilationResult(file: file, tree: parsed.tree, model: model, diagnostics: diagnostics)
    }

    /// `compile` without the syntax tree: the checked model (nil when the file has errors)
    /// and the same diagnostics (`formc generate`).
    public static func check(_ file: SourceFile, errorLimit: Int = 100,
                             warningLimit: Int = 100) -> (model: CheckedFile?, diagnostics: [Diagnostic]) {
        let result = compile(file, errorLimit: errorLimit, warningLimit: warningLimit)
        return (result.model, result.diagnostics)
    }

    /// The diagnostics of `compile` alone (`formc check`). The checker makes no model: the
    /// models of a large file, every label and message a `String`, take several times the
    /// memory of its tree.
    public static func diagnose(_ file: SourceFile, errorLimit: Int = 100, warningLimit: Int = 100) -> [Diagnostic] {
        let parsed = Stages.parse(file, errorLimit: errorLimit)
        let checked = checkerLimit(parsed, errorLimit: errorLimit).map {
            Stages.check(parsed.tree, errorLimit: $0, buildsModels: false).diagnostics
        }
        return finish(file, syntax: parsed.diagnostics, checker: checked ?? [], comments: parsed.tree.comments,
                      warningLimit: warningLimit)
    }

    /// The errors the checker may report: what the parser left of `errorLimit`, so that a
    /// file with syntax errors, whose other parts are checked too, still reports at most
    /// `errorLimit` errors and one FC0104 note. Nil, and nothing is checked, once the parser
    /// has stopped at the limit.
    static func checkerLimit(_ parsed: ParsedFile, errorLimit: Int) -> Int? {
        let remaining = errorLimit - parsed.diagnostics.filter { $0.severity == .error }.count
        return remaining > 0 && !parsed.diagnostics.contains { $0.code == .tooManyErrors } ? remaining : nil
    }

    /// The diagnostics of both stages as every entry point reports them: suppressions
    /// applied, in output order, warnings cut at `warningLimit`.
    static func finish(_ file: SourceFile, syntax: [Diagnostic], checker: [Diagnostic], comments: [Comment],
                       warningLimit: Int) -> [Diagnostic] {
        let diagnostics = Suppression.apply(comments: comments, file: file, diagnostics: syntax + checker)
        return limited(diagnostics.sortedForOutput(), warningLimit: warningLimit)
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
