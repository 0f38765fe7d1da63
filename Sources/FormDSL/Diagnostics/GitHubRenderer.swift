/// Renders a check report as GitHub Actions workflow commands (`formc check --format github`):
/// one line per diagnostic, which the runner turns into an annotation on the file and line.
///
///     ::error file=Forms/Login.form,line=2,col=15,endLine=2,endColumn=18,title=FC0101%3A Unexpected token::expected ':' ...
///
/// - Errors become `::error`, warnings `::warning`, notes `::notice`.
/// - `file` is relative to the base directory (the working directory: in a workflow, the
///   checkout), which is what GitHub matches against the repository.
/// - `col` and `endColumn` count UTF-16 code units, as in the SARIF output, with `endColumn`
///   just past the span. GitHub accepts columns only on a single line, so a span over several
///   lines gives `line` and `endLine` alone.
/// - Values are escaped as @actions/core does: in the message `%`, CR and LF become `%25`,
///   `%0D`, `%0A`; in properties also `:` and `,` become `%3A` and `%2C`. Notes and the help
///   line follow the message on lines of their own, so they show in the annotation.
public struct GitHubRenderer: Sendable {
    public var paths: ReportPaths

    public init(basePath: String?) {
        self.paths = ReportPaths(base: basePath)
    }

    /// The workflow commands for every diagnostic of `report`, one per line.
    public func render(_ report: CheckReport) -> String {
        var out = ""
        for input in report.inputs {
            switch input {
            case .checked(let checked):
                for d in checked.diagnostics {
                    out += line(d, in: checked.file)
                }
            case .unreadable(let path, let reason):
                out += command(
                    "error",
                    [("file", paths.relative(path)), ("title", title(.cannotReadFile))],
                    CheckReport.unreadableMessage(reason)
                )
            }
        }
        return out
    }

    private func line(_ d: Diagnostic, in file: SourceFile) -> String {
        let start = file.location(of: d.span.start)
        let end = file.location(of: d.span.end)
        var properties = [("file", paths.relative(file.path)), ("line", String(start.line))]
        if start.line == end.line {
            properties.append(("col", String(start.utf16Column)))
        }
        properties.append(("endLine", String(end.line)))
        if start.line == end.line {
            properties.append(("endColumn", String(end.utf16Column)))
        }
        properties.append(("title", title(d.code)))
        var message = d.message
        for note in d.notes {
            if let span = note.span {
                message += "\nnote: line \(file.location(of: span.start).line): \(note.message)"
            } else {
                message += "\nnote: \(note.message)"
            }
        }
        if let help = d.help {
            message += "\nhelp: " + help
        }
        return command(Self.command(for: d.severity), properties, message)
    }

    private func title(_ code: DiagnosticCode) -> String {
        "\(code.id): \(code.title)"
    }

    private func command(_ name: String, _ properties: [(String, String)], _ message: String) -> String {
        let props = properties.map { "\($0.0)=\(Self.escapeProperty($0.1))" }.joined(separator: ",")
        return "::\(name) \(props)::\(Self.escapeData(message))\n"
    }

    static func command(for severity: Severity) -> String {
        switch severity {
        case .error: return "error"
        case .warning: return "warning"
        case .note: return "notice"
        }
    }

    /// Escapes a command's message: `%` first, so an escape is never escaped twice.
    static func escapeData(_ s: String) -> String {
        var out = ""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "%": out += "%25"
            case "\r": out += "%0D"
            case "\n": out += "%0A"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// Escapes a property value: as `escapeData`, plus the `:` and `,` that delimit properties.
    static func escapeProperty(_ s: String) -> String {
        var out = ""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "%": out += "%25"
            case "\r": out += "%0D"
            case "\n": out += "%0A"
            case ":": out += "%3A"
            case ",": out += "%2C"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
