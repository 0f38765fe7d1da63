import Testing
@testable import FormDSL

/// Parses and checks a snippet, applying `formc:ignore` comments as the driver does.
struct Checked {
    var file: SourceFile
    var model: CheckedFile
    var diagnostics: [Diagnostic]
    var syntaxDiagnostics: [Diagnostic]

    init(_ source: String) {
        file = SourceFile(path: "test.form", text: source)
        let (tree, syntaxDiagnostics) = Parser.parseTree(file)
        let model = Stages.check(tree)
        let checkerDiagnostics = model.diagnostics
        self.model = model
        self.syntaxDiagnostics = syntaxDiagnostics
        diagnostics = Suppression.apply(comments: tree.comments, file: file,
                                        diagnostics: syntaxDiagnostics + checkerDiagnostics).sortedForOutput()
    }

    /// `FC0203 3:20 message` lines, one per diagnostic.
    var lines: [String] {
        diagnostics.map { d in
            let loc = file.location(of: d.span.start)
            return "\(d.id) \(loc.line):\(loc.column) \(d.message)"
        }
    }

    var form: FormModel { model.forms[0] }
    func field(_ name: String) -> FieldModel { form.field(named: name)! }

    func only(_ code: DiagnosticCode) -> [Diagnostic] { diagnostics.filter { $0.code == code } }
}
