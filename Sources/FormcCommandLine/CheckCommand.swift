import FormDSL

/// `formc check [--fix [--dry-run]] [--format text|json|sarif|github] [--strict] [--no-color] FILE|DIR|- ...`
enum CheckCommand {
    /// Where and how diagnostics are written. Text goes to standard error, for people; the
    /// machine formats go to standard output, so `> formc.sarif` captures exactly the document.
    enum Format: String, CaseIterable {
        case text, json, sarif, github
    }

    /// The options, for the nearest name to an unknown one.
    private static let options = ["--fix", "--dry-run", "--format", "--strings", "--strict", "--color", "--no-color", "--help"]

    static func run(_ arguments: [String]) -> Int32 {
        var strict = false
        var color: Bool?
        var format = Format.text
        var fix = false
        var dryRun = false
        var stringsPath: String?
        var scanner = ArgumentScanner(arguments)
        while let name = scanner.nextOption() {
            switch name {
            case "--format":
                guard let value = scanner.value() else {
                    return CommandLineTool.usageError("--format needs a value: \(formatList)", command: "check")
                }
                guard let chosen = Format(rawValue: value) else {
                    var message = "unknown format '\(value)'; use \(formatList)"
                    if let near = Spelling.suggest(value, from: Format.allCases.map(\.rawValue)) {
                        message = "unknown format '\(value)'; did you mean '\(near)'?"
                    }
                    return CommandLineTool.usageError(message, command: "check")
                }
                format = chosen
            case "--strings":
                guard let value = scanner.value(), !value.isEmpty else {
                    return CommandLineTool.usageError("--strings needs a catalog (.xcstrings) or a directory of them", command: "check")
                }
                stringsPath = value
            case "--strict": strict = true
            case "--fix": fix = true
            case "--dry-run": dryRun = true
            case "--color": color = true
            case "--no-color": color = false
            case "-h", "--help":
                FileSystem.writeStdout(Help.check)
                return CommandLineTool.Exit.success
            default:
                return CommandLineTool.usageError(scanner.unknown(name, known: options), command: "check")
            }
        }
        if let problem = scanner.problem {
            return CommandLineTool.usageError(problem, command: "check")
        }
        let operands = scanner.operands
        guard !operands.isEmpty else {
            return CommandLineTool.usageError("no input files; give one or more .form files, directories, or '-' for standard input", command: "check")
        }
        if dryRun && !fix {
            return CommandLineTool.usageError("--dry-run shows what --fix would change; add --fix", command: "check")
        }
        if dryRun && format != .text {
            return CommandLineTool.usageError("--dry-run prints a diff on standard output, where --format \(format.rawValue) prints too; leave out one of them", command: "check")
        }
        if fix && !dryRun && operands.contains("-") {
            return CommandLineTool.usageError("--fix cannot rewrite standard input; add --dry-run to see the changes as a diff", command: "check")
        }

        let inputs = CommandLineTool.expandInputs(operands)
        if let stringsPath, !FileSystem.isDirectory(stringsPath), inputs.count != 1 {
            return CommandLineTool.usageError("--strings \(stringsPath) is one catalog, for one .form file; give a directory of catalogs (one TABLE.xcstrings per .form file) to check several", command: "check")
        }
        let text = TextRenderer(useColor: CommandLineTool.colorEnabled(flag: color))
        var report = CheckReport()
        var failed = false
        var wouldChange = false
        /// Reports one file's diagnostics in the chosen format, and whether they fail the run.
        func record(_ diagnostics: [Diagnostic], in file: SourceFile) {
            if diagnostics.hasErrors || (strict && diagnostics.contains { $0.severity == .warning }) {
                failed = true
            }
            if format == .text {
                // Text is written file by file, so a long run shows progress.
                if !diagnostics.isEmpty {
                    FileSystem.writeStderr(text.render(diagnostics, in: file))
                }
            } else {
                report.append(.checked(FileDiagnostics(file: file, diagnostics: diagnostics)))
            }
        }
        for path in inputs {
            switch CommandLineTool.read(path) {
            case .failure(let failure):
                failed = true
                if format == .text {
                    FileSystem.writeStderr(CommandLineTool.unreadableLine(path, failure.message))
                } else {
                    report.append(.unreadable(path: path, reason: failure.message))
                }
            case .success(let original):
                var file = original
                // Diagnostics only: no tree or model is kept, so memory stays near the input's size.
                var diagnostics: [Diagnostic]
                if fix {
                    let fixed = CheckFix.run(original, path: path, dryRun: dryRun, notesInReport: format != .text)
                    (file, diagnostics) = (fixed.file, fixed.diagnostics)
                    if fixed.changed && dryRun { wouldChange = true }
                    if fixed.failed { failed = true }
                } else {
                    diagnostics = Compiler.diagnose(file)
                }
                record(diagnostics, in: file)
                // The catalog after its form, once the form is clean enough to have a model.
                if let stringsPath, !diagnostics.hasErrors, let model = Compiler.check(file).model {
                    let catalogPath = FileSystem.isDirectory(stringsPath)
                        ? (stringsPath.hasSuffix("/") ? stringsPath : stringsPath + "/") + StringsOutput.catalogName(for: model, source: file)
                        : stringsPath
                    switch CommandLineTool.read(catalogPath) {
                    case .failure(let failure):
                        failed = true
                        if format == .text {
                            FileSystem.writeStderr(CommandLineTool.unreadableLine(catalogPath, failure.message))
                        } else {
                            report.append(.unreadable(path: catalogPath, reason: failure.message))
                        }
                    case .success(let catalog):
                        record(CatalogLint.check(catalog.bytes, against: StringInventory(model)), in: catalog)
                    }
                }
            }
        }

        let base = FileSystem.currentDirectory()
        switch format {
        case .text:
            break
        case .json:
            FileSystem.writeStdout(JSONDiagnosticRenderer().render(report))
        case .sarif:
            FileSystem.writeStdout(SARIFRenderer(toolVersion: CommandLineTool.semanticVersion, basePath: base).render(report))
        case .github:
            FileSystem.writeStdout(GitHubRenderer(basePath: base).render(report))
        }
        return failed || wouldChange ? CommandLineTool.Exit.inputErrors : CommandLineTool.Exit.success
    }

    private static var formatList: String {
        Format.allCases.map(\.rawValue).joined(separator: ", ")
    }
}
