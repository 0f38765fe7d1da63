/// Renders a check report as a SARIF 2.1.0 log (`formc check --format sarif`), the format
/// GitHub code scanning and other CI dashboards import.
///
/// - One run; `tool.driver.rules` lists every diagnostic formc has, in id order, with its
///   title, explanation and default level, so `ruleId`s and `ruleIndex`es never change with
///   the input.
/// - Columns count UTF-16 code units and the run says so (`columnKind: utf16CodeUnits`):
///   SARIF's default when `columnKind` is absent is `unicodeCodePoints`, but GitHub and
///   other JavaScript and .NET consumers count UTF-16, as the Microsoft SARIF SDK does.
///   `endColumn` points just past the region, as SARIF requires.
/// - File URIs are relative to `%SRCROOT%`, the directory formc was run from (run it from
///   the repository root); a file outside it gets an absolute `file://` URI. No absolute
///   path of the machine is written otherwise, so the log is the same on every machine.
/// - Notes without a position, and the help line, are appended to the message text; notes
///   with a position are also `relatedLocations`; fix-its become one `fix`.
public struct SARIFRenderer: Sendable {
    /// The `$schema` of the log: SARIF 2.1.0 with its errata.
    public static let schemaURI = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"
    /// The base id that relative artifact URIs are relative to (`originalUriBaseIds`).
    public static let sourceRoot = "%SRCROOT%"

    public var toolVersion: String
    public var paths: ReportPaths

    /// `toolVersion` is formc's semantic version (`0.1.0`); `basePath` the absolute
    /// directory URIs are made relative to, normally the working directory.
    public init(toolVersion: String, basePath: String?) {
        self.toolVersion = toolVersion
        self.paths = ReportPaths(base: basePath)
    }

    /// `report` as a SARIF 2.1.0 log, printed.
    public func render(_ report: CheckReport) -> String {
        JSONPrinter.print(document(report))
    }

    /// `report` as a SARIF 2.1.0 log, unprinted.
    public func document(_ report: CheckReport) -> JSONValue {
        var artifacts = ArtifactTable(paths: paths)
        var results: [JSONValue] = []
        for input in report.inputs {
            switch input {
            case .checked(let checked):
                let index = artifacts.index(of: checked.file.path)
                for d in checked.diagnostics {
                    results.append(result(d, in: checked.file, artifact: artifacts.location(index)))
                }
            case .unreadable(let path, let reason):
                let index = artifacts.index(of: path)
                var physical = JSONObjectBuilder()
                physical.add("artifactLocation", artifacts.location(index))
                var location = JSONObjectBuilder()
                location.add("physicalLocation", physical.value)
                var r = JSONObjectBuilder()
                r.add("ruleId", DiagnosticCode.cannotReadFile.id)
                r.add("ruleIndex", Self.ruleIndex(.cannotReadFile))
                r.add("level", Self.level(.error))
                r.add("message", Self.message(CheckReport.unreadableMessage(reason)))
                r.add("locations", JSONValue.array([location.value]))
                results.append(r.value)
            }
        }

        var driver = JSONObjectBuilder()
        driver.add("name", "formc")
        driver.add("semanticVersion", toolVersion)
        driver.add("rules", JSONValue.array(Self.rules.map(Self.rule)))
        var tool = JSONObjectBuilder()
        tool.add("driver", driver.value)

        var run = JSONObjectBuilder()
        run.add("tool", tool.value)
        run.add("columnKind", "utf16CodeUnits")
        run.add("artifacts", JSONValue.array(artifacts.artifacts))
        run.add("results", JSONValue.array(results))

        var log = JSONObjectBuilder()
        log.add("$schema", Self.schemaURI)
        log.add("version", "2.1.0")
        log.add("runs", JSONValue.array([run.value]))
        return log.value
    }

    // MARK: Results

    private func result(_ d: Diagnostic, in file: SourceFile, artifact: JSONValue) -> JSONValue {
        var text = d.message
        for note in d.notes {
            text += "\nnote: " + note.message
        }
        if let help = d.help {
            text += "\nhelp: " + help
        }
        var r = JSONObjectBuilder()
        r.add("ruleId", d.id)
        r.add("ruleIndex", Self.ruleIndex(d.code))
        r.add("level", Self.level(d.severity))
        r.add("message", Self.message(text))
        r.add("locations", JSONValue.array([location(artifact, region: region(d.span, in: file))]))
        let related = d.notes.compactMap { note in note.span.map { (note.message, $0) } }
        if !related.isEmpty {
            r.add("relatedLocations", JSONValue.array(related.enumerated().map { index, note in
                var l = JSONObjectBuilder()
                l.add("id", index + 1)
                l.add("physicalLocation", physicalLocation(artifact, region: region(note.1, in: file)))
                l.add("message", Self.message(note.0))
                return l.value
            }))
        }
        if !d.fixIts.isEmpty {
            var change = JSONObjectBuilder()
            change.add("artifactLocation", artifact)
            change.add("replacements", JSONValue.array(d.fixIts.map { fix in
                var replacement = JSONObjectBuilder()
                replacement.add("deletedRegion", region(fix.span, in: file))
                if !fix.replacement.isEmpty {
                    var content = JSONObjectBuilder()
                    content.add("text", fix.replacement)
                    replacement.add("insertedContent", content.value)
                }
                return replacement.value
            }))
            var fix = JSONObjectBuilder()
            fix.add("description", Self.message(d.help ?? "apply the suggested change"))
            fix.add("artifactChanges", JSONValue.array([change.value]))
            r.add("fixes", JSONValue.array([fix.value]))
        }
        return r.value
    }

    private func location(_ artifact: JSONValue, region: JSONValue) -> JSONValue {
        var l = JSONObjectBuilder()
        l.add("physicalLocation", physicalLocation(artifact, region: region))
        return l.value
    }

    private func physicalLocation(_ artifact: JSONValue, region: JSONValue) -> JSONValue {
        var p = JSONObjectBuilder()
        p.add("artifactLocation", artifact)
        p.add("region", region)
        return p.value
    }

    /// A text region in UTF-16 columns; `endColumn` is exclusive, so an empty span is an
    /// insertion point (`startColumn == endColumn`).
    private func region(_ span: Span, in file: SourceFile) -> JSONValue {
        let start = file.location(of: span.start)
        let end = file.location(of: span.end)
        var r = JSONObjectBuilder()
        r.add("startLine", start.line)
        r.add("startColumn", start.utf16Column)
        r.add("endLine", end.line)
        r.add("endColumn", end.utf16Column)
        return r.value
    }

    // MARK: Rules

    /// Every diagnostic in id order, the order of `tool.driver.rules`.
    public static let rules: [DiagnosticCode] = DiagnosticCode.allCases

    static func ruleIndex(_ code: DiagnosticCode) -> Int {
        rules.firstIndex(of: code)!
    }

    static func level(_ severity: Severity) -> String {
        switch severity {
        case .error: return "error"
        case .warning: return "warning"
        case .note: return "note"
        }
    }

    static func message(_ text: String) -> JSONValue {
        var m = JSONObjectBuilder()
        m.add("text", text)
        return m.value
    }

    /// A rule: id, title as short description, the docs' explanation as full description
    /// and help (plain text and Markdown), default level, and the tags and properties
    /// GitHub code scanning reads (`precision`, `problem.severity`).
    static func rule(_ code: DiagnosticCode) -> JSONValue {
        let markdown = code.explanation
        let plain = markdown.filter { $0 != "`" }
        let pointer = "Before/after examples: docs/DIAGNOSTICS.md#\(code.id.lowercased()) in formc, or run 'formc explain \(code.id)'."
        var short = JSONObjectBuilder()
        short.add("text", code.title)
        var full = JSONObjectBuilder()
        full.add("text", plain)
        full.add("markdown", markdown)
        var help = JSONObjectBuilder()
        help.add("text", plain + "\n\n" + pointer)
        help.add("markdown", markdown + "\n\n" + pointer)
        var configuration = JSONObjectBuilder()
        configuration.add("level", level(code.defaultSeverity))
        var properties = JSONObjectBuilder()
        properties.add("tags", JSONValue.array(["formc", category(code)].map(JSONValue.string)))
        properties.add("precision", "very-high")
        properties.add("problem.severity", problemSeverity(code.defaultSeverity))
        var rule = JSONObjectBuilder()
        rule.add("id", code.id)
        rule.add("shortDescription", short.value)
        rule.add("fullDescription", full.value)
        rule.add("help", help.value)
        rule.add("defaultConfiguration", configuration.value)
        rule.add("properties", properties.value)
        return rule.value
    }

    /// The id range's meaning, as a tag for filtering alerts.
    static func category(_ code: DiagnosticCode) -> String {
        switch code.id.prefix(4) {
        case "FC00": return "lexical"
        case "FC01": return "syntax"
        case "FC02": return "swiftui-pitfall"
        case "FC03": return "semantic"
        default: return "input"
        }
    }

    /// GitHub's `problem.severity`: error, warning, or recommendation for notes.
    static func problemSeverity(_ severity: Severity) -> String {
        switch severity {
        case .error: return "error"
        case .warning: return "warning"
        case .note: return "recommendation"
        }
    }
}

/// The run's `artifacts`: one per distinct URI, in first-seen order (SARIF requires the
/// array's items to be unique).
private struct ArtifactTable {
    let paths: ReportPaths
    private(set) var artifacts: [JSONValue] = []
    private var locations: [JSONValue] = []
    private var indexByURI: [String: Int] = [:]

    init(paths: ReportPaths) {
        self.paths = paths
    }

    mutating func index(of path: String) -> Int {
        let (uri, relative) = paths.uri(path)
        if let index = indexByURI[uri] { return index }
        let index = artifacts.count
        indexByURI[uri] = index
        var l = JSONObjectBuilder()
        l.add("uri", uri)
        if relative { l.add("uriBaseId", SARIFRenderer.sourceRoot) }
        var artifact = JSONObjectBuilder()
        artifact.add("location", l.value)
        artifact.add("roles", JSONValue.array([.string("analysisTarget")]))
        artifacts.append(artifact.value)
        l.add("index", index)
        locations.append(l.value)
        return index
    }

    func location(_ index: Int) -> JSONValue {
        locations[index]
    }
}
