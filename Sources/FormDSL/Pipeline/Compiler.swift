/// The compiler pipeline as named stages with a type at each boundary:
/// bytes → `SyntaxTree` (parse) → `CheckedFile` (check) → outputs (emitters).
///
/// The CLI, the tests and the build plugin all go through here, so every entry point reports
/// the same diagnostics in the same order.
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
        let pass = run(file, errorLimit: errorLimit, warningLimit: warningLimit, keepTree: true, keepModels: true)
        return CompilationResult(file: file, tree: pass.tree, model: pass.modelIsValid ? CheckedFile(forms: pass.models) : nil,
                                 diagnostics: pass.diagnostics)
    }

    /// `compile` without the syntax tree: the checked model (nil when the file has errors)
    /// and the same diagnostics. Each form's nodes are dropped once it is checked, so memory
    /// stays near the size of the model rather than of the tree (`formc generate`).
    public static func check(_ file: SourceFile, errorLimit: Int = 100,
                             warningLimit: Int = 100) -> (model: CheckedFile?, diagnostics: [Diagnostic]) {
        let pass = run(file, errorLimit: errorLimit, warningLimit: warningLimit, keepTree: false, keepModels: true)
        return (pass.modelIsValid ? CheckedFile(forms: pass.models) : nil, pass.diagnostics)
    }

    /// The diagnostics of `compile` alone, keeping neither tree nor model: memory stays near
    /// the size of the input however many forms it holds (`formc check`).
    public static func diagnose(_ file: SourceFile, errorLimit: Int = 100, warningLimit: Int = 100) -> [Diagnostic] {
        run(file, errorLimit: errorLimit, warningLimit: warningLimit, keepTree: false, keepModels: false).diagnostics
    }

    /// The one pass behind `compile`, `check` and `diagnose`: each form is checked as soon as
    /// it is parsed; its nodes are kept for the tree only with `keepTree`, its model only with
    /// `keepModels`.
    ///
    /// A file with a syntax error anywhere is not checked: its gaps would only produce
    /// follow-on errors about things the person did not write. So once the parser has
    /// reported an error no more forms are checked, and if one turns up after forms were
    /// checked, their diagnostics and models are dropped; the result is as if the whole tree
    /// had been parsed first and then checked.
    private static func run(_ file: SourceFile, errorLimit: Int, warningLimit: Int, keepTree: Bool,
                            keepModels: Bool) -> (tree: SyntaxTree, models: [FormModel], diagnostics: [Diagnostic], modelIsValid: Bool) {
        let checker = FileChecker(file: file, errorLimit: errorLimit, buildsModels: keepModels)
        var models: [FormModel] = []
        var forms: [Int] = []
        let (nodes, comments, syntaxDiagnostics) = Parser.withParser(file, errorLimit: errorLimit) { parser in
            while let form = parser.parseNextForm() {
                if parser.sink.errorCount == 0 {
                    let model = parser.nodes.withUnsafeBufferPointer { checker.checkNext(form, nodes: $0) }
                    if keepModels, let model { models.append(model) }
                }
                if keepTree { forms.append(form) } else { parser.discardNodes() }
            }
            return (keepTree ? parser.nodes : [], parser.comments, parser.sink.diagnostics)
        }
        var diagnostics = syntaxDiagnostics
        var modelIsValid = false
        if !syntaxDiagnostics.hasErrors {
            diagnostics += checker.diagnostics
            modelIsValid = !checker.diagnostics.hasErrors
        }
        diagnostics = Suppression.apply(comments: comments, file: file, diagnostics: diagnostics)
        let tree = SyntaxTree(file: file, nodes: nodes, forms: forms, comments: comments)
        return (tree, models, limited(diagnostics.sortedForOutput(), warningLimit: warningLimit), modelIsValid)
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
