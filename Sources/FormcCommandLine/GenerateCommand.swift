import FormDSL

/// `formc generate [--emit TARGET[,TARGET...]] [-o PATH] FILE|DIR|- ...`
///
/// Every input is compiled before anything is written: if any file has an error, nothing is
/// written at all, so a build never sees half of a change. Each output file is written
/// atomically and only when its bytes change, so incremental builds stay incremental.
package enum GenerateCommand {
    /// `formc generate`. With `paired` (`formc-generate`, the build plugins' tool), one more
    /// option: `--paired`, after which the operands are `FORM OUTPUT` pairs, so that one run
    /// checks every form of a target, reports the errors of all of them, and writes each form's
    /// Swift to the file the build plugin named for it.
    package static func run(_ arguments: [String], paired pairedAllowed: Bool = false) -> Int32 {
        var paired = false
        var targets: [OutputTarget] = []
        // `strings` is generated beside the targets: it updates the catalog it writes.
        var strings = false
        var output: String?
        var strict = false
        var schemaOptions = JSONSchemaEmitter.Options()
        var swiftOptions = SwiftEmitter.Options()
        var accessLevelGiven = false
        var color: Bool?
        var scanner = ArgumentScanner(arguments)
        while let name = scanner.nextOption() {
            switch name {
            case "--emit", "-e":
                guard let list = scanner.value(), !list.isEmpty else {
                    return CommandLineTool.usageError("'--emit' needs a target: \(targetNames)", command: "generate")
                }
                for spelling in list.split(separator: ",", omittingEmptySubsequences: false) {
                    if spelling == StringsOutput.targetName {
                        strings = true
                        continue
                    }
                    guard let target = OutputTarget(rawValue: String(spelling)) else {
                        var message = "unknown target '\(spelling)'; the targets are \(targetNames)"
                        if let near = Spelling.suggest(String(spelling), from: allTargetNames) {
                            message = "unknown target '\(spelling)'; did you mean '\(near)'?"
                        }
                        return CommandLineTool.usageError(message, command: "generate")
                    }
                    if !targets.contains(target) { targets.append(target) }
                }
            case "-o", "--output":
                guard let path = scanner.value(), !path.isEmpty else {
                    return CommandLineTool.usageError("'\(name)' needs a path", command: "generate")
                }
                output = path
            case "--schema-base-uri":
                guard let uri = scanner.value(), !uri.isEmpty else {
                    return CommandLineTool.usageError("'--schema-base-uri' needs a URI, such as 'https://example.com/forms/'", command: "generate")
                }
                if let problem = JSONSchemaEmitter.Options.baseURIProblem(uri) {
                    return CommandLineTool.usageError("'--schema-base-uri' cannot be used as given: \(problem)", command: "generate")
                }
                schemaOptions.baseURI = uri
            case "--schema-decimal-multiple-of": schemaOptions.decimalMultipleOf = true
            case "--access-level":
                let levels = SwiftEmitter.AccessLevel.allCases.map { "'\($0.name)'" }.joined(separator: ", ")
                guard let spelling = scanner.value(), !spelling.isEmpty else {
                    return CommandLineTool.usageError("'--access-level' needs a level: \(levels)", command: "generate")
                }
                guard let level = SwiftEmitter.AccessLevel(rawValue: spelling) else {
                    var message = "unknown access level '\(spelling)'; the levels are \(levels)"
                    if let near = Spelling.suggest(spelling, from: SwiftEmitter.AccessLevel.allCases.map(\.name)) {
                        message = "unknown access level '\(spelling)'; did you mean '\(near)'?"
                    }
                    return CommandLineTool.usageError(message, command: "generate")
                }
                swiftOptions.accessLevel = level
                accessLevelGiven = true
            case "--paired" where pairedAllowed: paired = true
            case "--strict": strict = true
            case "--color": color = true
            case "--no-color": color = false
            case "-h", "--help":
                FileSystem.writeStdout(Help.generate)
                return CommandLineTool.Exit.success
            default:
                return CommandLineTool.usageError(scanner.unknown(name, known: options), command: "generate")
            }
        }
        if let problem = scanner.problem {
            return CommandLineTool.usageError(problem, command: "generate")
        }
        var operands = scanner.operands
        if targets.isEmpty && !strings { targets = [.swift] }
        let targetCount = targets.count + (strings ? 1 : 0)
        if schemaOptions.decimalMultipleOf && !targets.contains(.jsonSchema) {
            return CommandLineTool.usageError("'--schema-decimal-multiple-of' changes JSON Schemas; add '--emit json-schema'", command: "generate")
        }
        if accessLevelGiven && !targets.contains(.swift) {
            return CommandLineTool.usageError("'--access-level' sets the access of generated Swift; add '--emit swift'", command: "generate")
        }
        if schemaOptions.baseURI != nil && !targets.contains(.jsonSchema) {
            return CommandLineTool.usageError("'--schema-base-uri' sets the $id of JSON Schemas; add '--emit json-schema'", command: "generate")
        }
        guard !operands.isEmpty else {
            return CommandLineTool.usageError("no input files; give one or more .form files, directories, or '-' for standard input", command: "generate")
        }
        // `--paired`: each form with the one file its single target writes, no `-o`.
        var pairedOutputs: [String] = []
        if paired {
            guard output == nil, !strings, targets.count == 1 else {
                return CommandLineTool.usageError("'--paired' writes one file per form: give one '--emit' target other than 'strings', and no '-o'", command: "generate")
            }
            guard operands.count % 2 == 0 else {
                return CommandLineTool.usageError("'--paired' needs FORM OUTPUT pairs; '\(operands[operands.count - 1])' has no output", command: "generate")
            }
            var forms: [String] = []
            var index = 0
            while index < operands.count {
                forms.append(operands[index])
                pairedOutputs.append(operands[index + 1])
                index += 2
            }
            operands = forms
        }
        let inputs = paired ? operands : CommandLineTool.expandInputs(operands)
        if inputs.isEmpty {
            FileSystem.writeStderr("formc generate: error: no .form files found in \(operands.joined(separator: ", "))\n")
            return CommandLineTool.Exit.inputErrors
        }

        // Where the output goes: standard output, one file, a directory, or a file per form.
        enum Destination { case standardOutput, file(String), directory(String), paired([String]) }
        let destination: Destination
        // `web` writes a page and a module per form: only a directory holds them.
        let writesPerForm = targets.contains(.web)
        if writesPerForm, paired || output.map({ path in
            !path.hasSuffix("/") && !FileSystem.isDirectory(path) && (FileSystem.exists(path) || looksLikeFileName(path))
        }) ?? true {
            let suggestion = output.map(directorySuggestion) ?? "web/"
            return CommandLineTool.usageError("'--emit web' writes a page and a module per form (Name.html, Name.js); give a directory, such as '-o \(suggestion)'",
                                              command: "generate")
        }
        if paired {
            destination = .paired(pairedOutputs)
        } else if let output {
            if targetCount > 1 || inputs.count > 1 || writesPerForm || output.hasSuffix("/") || FileSystem.isDirectory(output) {
                // Several files need a directory: a path that names a file (one that exists, or
                // a name with an extension formc writes) would become a directory of that name.
                if !output.hasSuffix("/"), !FileSystem.isDirectory(output), FileSystem.exists(output) || looksLikeFileName(output) {
                    let why = targetCount > 1 ? "\(targetCount) targets write a file each" : "\(inputs.count) inputs write a file each"
                    return CommandLineTool.usageError("'-o \(output)' names a file, but \(why); give a directory, such as '-o \(directorySuggestion(output))', or generate them one by one",
                                                      command: "generate")
                }
                destination = .directory(output)
            } else {
                destination = .file(output)
            }
        } else {
            guard inputs.count == 1, targetCount == 1 else {
                return CommandLineTool.usageError("several inputs or targets need '-o DIR'", command: "generate")
            }
            destination = .standardOutput
        }

        // Stage 1: compile everything and report; stop before writing if anything failed.
        let renderer = TextRenderer(useColor: CommandLineTool.colorEnabled(flag: color))
        var compiled: [(SourceFile, CheckedFile)] = []
        var failed = false
        // Whether anything failed for an error, rather than for a warning under --strict.
        var hadErrors = false
        for path in inputs {
            guard let file = CommandLineTool.load(path) else {
                failed = true
                hadErrors = true
                continue
            }
            // The model without the syntax tree, which is dropped form by form.
            var result = Compiler.check(file)
            // What a target cannot make of the forms is an error too, before anything is written.
            if let model = result.model {
                for target in targets { result.diagnostics += target.refusals(of: model) }
            }
            if !result.diagnostics.isEmpty {
                FileSystem.writeStderr(renderer.render(result.diagnostics, in: file))
            }
            if result.diagnostics.hasErrors {
                failed = true
                hadErrors = true
            } else if strict && result.diagnostics.contains(where: { $0.severity == .warning }) {
                failed = true
            }
            if let model = result.model { compiled.append((file, model)) }
        }
        if failed {
            // Under --strict a run with warnings only fails too: say that it is the warnings.
            let why = hadErrors ? "because of the errors above" : "because --strict makes the warnings above fail the run"
            FileSystem.writeStderr("formc generate: nothing was written \(why)\n")
            return CommandLineTool.Exit.inputErrors
        }

        // An XForm is one document per form: a file of several forms needs a directory.
        if targets.contains(.xform), let (file, model) = compiled.first(where: { $0.1.forms.count > 1 }) {
            switch destination {
            case .standardOutput, .file, .paired:
                return CommandLineTool.usageError("'--emit xform' writes one XForm per form, and '\(file.path)' has \(model.forms.count); give a directory, such as '-o xforms/'",
                                                  command: "generate")
            case .directory:
                break
            }
        }

        // Stage 2: every output, made in memory.
        switch destination {
        case .standardOutput:
            let (file, model) = compiled[0]
            if strings {
                // A new catalog: standard output has no catalog to update.
                guard case .success(let catalog) = StringsOutput.catalog(for: model, existing: nil) else { return CommandLineTool.Exit.inputErrors }
                FileSystem.writeStdout(bytes: catalog.bytes)
                return CommandLineTool.Exit.success
            }
            FileSystem.writeStdout(bytes: Generator.singleBytes(for: model, source: file, target: targets[0], schemaOptions: schemaOptions,
                                                                    swiftOptions: swiftOptions))
            return CommandLineTool.Exit.success
        case .file(let path):
            let (file, model) = compiled[0]
            if strings {
                guard let catalog = updatedCatalog(at: path, model: model, renderer: renderer) else { return CommandLineTool.Exit.inputErrors }
                return write([(path, catalog.bytes)])
            }
            return write([(path, Generator.singleBytes(for: model, source: file, target: targets[0], schemaOptions: schemaOptions,
                                                      swiftOptions: swiftOptions))])
        case .directory(let directory):
            var outputs: [(String, [UInt8])] = []
            var producers: [String: String] = [:]
            let prefix = directory.hasSuffix("/") ? directory : directory + "/"
            for (file, model) in compiled {
                var files: [(name: String, bytes: [UInt8])] = []
                // With strings, the catalog as written below: the web pages hold its translations.
                var catalog: StringCatalog?
                if strings {
                    let path = prefix + StringsOutput.catalogName(for: model, source: file)
                    guard let updated = updatedCatalog(at: path, model: model, renderer: renderer) else { return CommandLineTool.Exit.inputErrors }
                    catalog = updated
                }
                for target in targets {
                    let made = target == .web && catalog != nil
                        ? Generator.webFiles(for: model, source: file, catalog: catalog)
                        : Generator.files(for: model, source: file, target: target, schemaOptions: schemaOptions, swiftOptions: swiftOptions)
                    files += made.map { ($0.name, $0.bytes) }
                }
                if let catalog {
                    let table = StringsOutput.table(for: model, source: file)
                    files.append((StringsOutput.catalogName(for: model, source: file), catalog.bytes))
                    files += StringsFile.files(for: catalog, table: table).map { ($0.name, $0.bytes) }
                }
                for (name, bytes) in files {
                    let path = prefix + name
                    if let first = producers[path] {
                        FileSystem.writeStderr("formc generate: error: '\(first)' and '\(file.path)' would both write '\(path)'; rename one of them or generate them separately\n")
                        return CommandLineTool.Exit.inputErrors
                    }
                    producers[path] = file.path
                    outputs.append((path, bytes))
                }
            }
            do throws(FileSystem.Failure) {
                try FileSystem.makeDirectories(directory)
            } catch {
                FileSystem.writeStderr("formc generate: error: \(error.message)\n")
                return CommandLineTool.Exit.inputErrors
            }
            return write(outputs)
        case .paired(let paths):
            // Every form compiled without errors has its model: one per output, in order.
            guard compiled.count == paths.count else {
                FileSystem.writeStderr("formc generate: error: \(paths.count - compiled.count) form(s) gave no model; nothing was written\n")
                return CommandLineTool.Exit.inputErrors
            }
            return write(zip(compiled, paths).map { compiled, path in
                let (file, model) = compiled
                return (path, Generator.singleBytes(for: model, source: file, target: targets[0], schemaOptions: schemaOptions,
                                                   swiftOptions: swiftOptions))
            })
        }
    }

    /// Stage 3: write each file atomically, skipping those whose bytes are unchanged.
    private static func write(_ outputs: [(path: String, bytes: [UInt8])]) -> Int32 {
        for (path, bytes) in outputs {
            if let slash = path.lastIndex(of: "/"), slash != path.startIndex {
                do throws(FileSystem.Failure) {
                    try FileSystem.makeDirectories(String(path[..<slash]))
                } catch {
                    FileSystem.writeStderr("formc generate: error: \(error.message)\n")
                    return CommandLineTool.Exit.inputErrors
                }
            }
            do throws(FileSystem.Failure) {
                try FileSystem.writeAtomically(bytes, to: path)
            } catch {
                FileSystem.writeStderr("formc generate: error: cannot write '\(path)': \(error.message)\n")
                return CommandLineTool.Exit.inputErrors
            }
        }
        return CommandLineTool.Exit.success
    }

    /// The catalog at `path` updated with the form's texts (a new one if there is no file),
    /// or nil after reporting why the file cannot be updated: then nothing is written.
    private static func updatedCatalog(at path: String, model: CheckedFile, renderer: TextRenderer) -> StringCatalog? {
        var existing: [UInt8]?
        if FileSystem.exists(path) {
            do throws(FileSystem.Failure) {
                existing = try FileSystem.readFile(path, limit: CommandLineTool.inputLimit)
            } catch {
                FileSystem.writeStderr(CommandLineTool.unreadableLine(path, error.message))
                FileSystem.writeStderr("formc generate: nothing was written because of the errors above\n")
                return nil
            }
        }
        switch StringsOutput.catalog(for: model, existing: existing) {
        case .success(let catalog):
            return catalog
        case .failure(let failure):
            FileSystem.writeStderr(renderer.render([failure.diagnostic], in: SourceFile(path: path, bytes: existing ?? [])))
            FileSystem.writeStderr("formc generate: nothing was written because of the errors above\n")
            return nil
        }
    }

    /// Whether `path`'s last component ends with an extension formc writes (`.swift`, `.json`,
    /// `.xcstrings`, `.strings`, `.html`, `.js`, `.xml`): the name of one output file, not of a directory.
    static func looksLikeFileName(_ path: String) -> Bool {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        return [".swift", ".json", ".xcstrings", ".strings", ".html", ".js", ".xml"].contains { name.count > $0.count && name.hasSuffix($0) }
    }

    /// A directory to suggest for `-o PATH` that names a file: the path without its
    /// extension, ending in `/` (`one.json` → `one/`).
    static func directorySuggestion(_ path: String) -> String {
        let slash = path.lastIndex(of: "/").map { path.index(after: $0) } ?? path.startIndex
        guard let dot = path[slash...].lastIndex(of: "."), dot > slash else { return path + "/" }
        return String(path[..<dot]) + "/"
    }

    /// Every `--emit` spelling: the output targets, then `strings`.
    private static var allTargetNames: [String] {
        OutputTarget.allCases.map(\.name) + [StringsOutput.targetName]
    }

    private static var targetNames: String {
        allTargetNames.map { "'\($0)'" }.joined(separator: ", ")
    }

    private static let options = ["--emit", "--output", "--access-level", "--schema-base-uri", "--schema-decimal-multiple-of", "--strict", "--color", "--no-color", "--help"]
}
