/// Renders a check report as one JSON document: `formc check --format json`.
///
/// The shape is documented in docs/CLI.md ("JSON") and versioned
/// by the top-level `version`; within a version keys are only ever added. Every key of a
/// diagnostic, note and fix-it is always present, `null` when it has no value, so consumers
/// never need to guess. Positions: `line` and `column` start at 1 and count as the text output
/// does (a column is a user-perceived character, a tab is one); `endLine`/`endColumn` point
/// just past the span; `offset`/`endOffset` are exact 0-based byte offsets into the file.
public struct JSONDiagnosticRenderer: Sendable {
    /// The version of the document shape.
    public static let formatVersion = 1

    public init() {}

    /// `report` as formc's JSON document, printed (docs/CLI.md gives its shape).
    public func render(_ report: CheckReport) -> String {
        JSONPrinter.print(document(report))
    }

    /// `report` as formc's JSON document, unprinted, for a tool that adds to it.
    public func document(_ report: CheckReport) -> JSONValue {
        var diagnostics: [JSONValue] = []
        for input in report.inputs {
            switch input {
            case .checked(let checked):
                for d in checked.diagnostics {
                    diagnostics.append(diagnostic(d, in: checked.file))
                }
            case .unreadable(let path, let reason):
                diagnostics.append(unreadable(path: path, reason: reason))
            }
        }
        var summary = JSONObjectBuilder()
        summary.add("files", report.inputs.count)
        summary.add("errors", report.count(.error))
        summary.add("warnings", report.count(.warning))
        summary.add("notes", report.count(.note))
        var root = JSONObjectBuilder()
        root.add("version", Self.formatVersion)
        root.add("summary", summary.value)
        root.add("diagnostics", JSONValue.array(diagnostics))
        return root.value
    }

    private func diagnostic(_ d: Diagnostic, in file: SourceFile) -> JSONValue {
        var o = JSONObjectBuilder()
        o.add("file", file.path)
        addRange(d.span, in: file, to: &o)
        o.add("severity", d.severity.rawValue)
        o.add("id", d.id)
        o.add("title", d.code.title)
        o.add("message", d.message)
        o.add("help", d.help.map(JSONValue.string) ?? .null)
        o.add("notes", JSONValue.array(d.notes.map { note in
            var n = JSONObjectBuilder()
            n.add("message", note.message)
            addRange(note.span, in: file, to: &n)
            return n.value
        }))
        o.add("fixIts", JSONValue.array(d.fixIts.map { fix in
            var f = JSONObjectBuilder()
            addRange(fix.span, in: file, to: &f)
            f.add("replacement", fix.replacement)
            f.add("safe", JSONValue.bool(fix.isSafe))
            return f.value
        }))
        return o.value
    }

    private func unreadable(path: String, reason: String) -> JSONValue {
        var o = JSONObjectBuilder()
        o.add("file", path)
        addRange(nil, in: nil, to: &o)
        o.add("severity", Severity.error.rawValue)
        o.add("id", DiagnosticCode.cannotReadFile.id)
        o.add("title", DiagnosticCode.cannotReadFile.title)
        o.add("message", CheckReport.unreadableMessage(reason))
        o.add("help", JSONValue.null)
        o.add("notes", JSONValue.array([]))
        o.add("fixIts", JSONValue.array([]))
        return o.value
    }

    private func addRange(_ span: Span?, in file: SourceFile?, to o: inout JSONObjectBuilder) {
        guard let span, let file else {
            for key in ["line", "column", "endLine", "endColumn", "offset", "endOffset"] {
                o.add(key, JSONValue.null)
            }
            return
        }
        let start = file.location(of: span.start)
        let end = file.location(of: span.end)
        o.add("line", start.line)
        o.add("column", start.column)
        o.add("endLine", end.line)
        o.add("endColumn", end.column)
        o.add("offset", min(max(0, span.start), file.bytes.count))
        o.add("endOffset", min(max(0, span.end), file.bytes.count))
    }
}
