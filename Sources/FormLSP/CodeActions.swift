import FormDSL

extension LanguageServer {
    /// `textDocument/codeAction`: one quick fix per fix-it of each diagnostic that touches the
    /// requested range (did-you-mean replacements and the rest). A fix-it that `formc check --fix`
    /// would apply (`FixIt.isSafe`, and `SafeFixes.holds`: applied alone, it removes its
    /// diagnostic and adds no error) is marked preferred, so an editor's "fix all" and
    /// auto-fix apply exactly what the command line applies, and nothing that needs a person
    /// to choose.
    func codeActions(_ document: TextDocument, _ params: JSONValue) -> Result<JSONValue, ResponseError> {
        let converter = document.converter(encoding)
        guard let range = converter.span(params["range"]) else { return .failure(.invalidParams("missing range")) }
        let diagnosticConverter = DiagnosticConverter(uri: document.uri, converter: converter, documentationURL: documentationURL)
        var actions: [JSONValue] = []
        var all: [Diagnostic]?
        for diagnostic in document.compilation.diagnostics where !diagnostic.fixIts.isEmpty {
            guard diagnostic.span.start <= range.end, range.start <= diagnostic.span.end else { continue }
            var preferred = diagnostic.fixIts.allSatisfy(\.isSafe)
            if preferred {
                let diagnostics = all ?? SafeFixes.roundDiagnostics(document.file)
                all = diagnostics
                preferred = SafeFixes.holds(diagnostic, in: document.file, diagnostics: diagnostics)
            }
            for fix in diagnostic.fixIts {
                let title: String
                let original = document.file.text(fix.span)
                if fix.replacement.isEmpty {
                    title = "Remove '\(original)'"
                } else if original.isEmpty {
                    title = "Insert '\(fix.replacement)'"
                } else {
                    title = "Replace '\(original)' with '\(fix.replacement)'"
                }
                let edit = JSONValue.record(["range": converter.range(fix.span), "newText": .string(fix.replacement)])
                actions.append(.record([
                    "title": .string(title),
                    "kind": .string("quickfix"),
                    "diagnostics": .array([diagnosticConverter.convert(diagnostic)]),
                    "isPreferred": preferred ? .bool(true) : nil,
                    "edit": .record(["changes": .object([JSONMember(document.uri, .array([edit]))])]),
                ]))
            }
        }
        return .success(.array(actions))
    }
}
