import FormDSL

/// The `formc` command line: a thin layer that reads files, calls FormDSL and prints.
///
/// A library, so that two executables share it: `formc` (every command, `lsp` included) and
/// `formc-generate`, the build plugins' tool, which generates only and so never links the
/// language server (FormLSP): an app's clean build compiles what generation needs, no more.
///
/// Exit codes: 0 success, 1 errors in the input (including files that cannot be read, and
/// warnings under `--strict`), 64 a usage error (as in BSD's sysexits.h).
package enum CommandLineTool {
    package static let semanticVersion = "0.1.0"
    static let version = "formc \(semanticVersion)"

    package enum Exit {
        package static let success: Int32 = 0
        package static let inputErrors: Int32 = 1
        package static let usage: Int32 = 64
    }

    /// Runs one `formc` command. `languageServer` runs `formc lsp`: the one command whose code
    /// (FormLSP) is not linked into this module, so that `formc-generate` can do without it.
    package static func run(_ arguments: [String], languageServer: ([String]) -> Int32) -> Int32 {
        guard let command = arguments.first else {
            FileSystem.writeStderr(Help.overview)
            return Exit.usage
        }
        let rest = afterFirst(arguments)
        switch command {
        case "check":
            return CheckCommand.run(rest)
        case "generate":
            return GenerateCommand.run(rest)
        case "preview":
            return PreviewCommand.run(rest)
        case "explain":
            return ExplainCommand.run(rest)
        case "fmt":
            return FmtCommand.run(rest)
        case "lsp":
            return languageServer(rest)
        case "help":
            return Help.run(rest)
        case "-h", "--help":
            FileSystem.writeStdout(Help.overview)
            return Exit.success
        case "--version", "-V", "version":
            FileSystem.writeStdout(version + "\n")
            return Exit.success
        default:
            var message = "formc: error: unknown command '\(command)'"
            if let suggestion = Spelling.suggest(command, from: Help.commands.map(\.name)) {
                message += "; did you mean '\(suggestion)'?"
            }
            FileSystem.writeStderr(message + "\nRun 'formc --help' for the list of commands.\n")
            return Exit.usage
        }
    }

    /// Every argument but the first (the program's name, or the command), copied one by one:
    /// `dropFirst` and `removeFirst` go through slice and collection types whose generic
    /// metadata costs every run a conformance look-up.
    package static func afterFirst(_ arguments: [String]) -> [String] {
        var rest: [String] = []
        rest.reserveCapacity(max(arguments.count - 1, 0))
        var i = 1
        while i < arguments.count {
            rest.append(arguments[i])
            i += 1
        }
        return rest
    }

    package static func usageError(_ message: String, command: String) -> Int32 {
        FileSystem.writeStderr("formc \(command): error: \(message)\nRun 'formc help \(command)' for usage.\n")
        return Exit.usage
    }

    /// Whether diagnostics on standard error get colour: only on a terminal, and never when
    /// NO_COLOR is set (https://no-color.org convention) or --no-color is given.
    static func colorEnabled(flag: Bool?) -> Bool {
        if let flag { return flag }
        if let noColor = FileSystem.environment("NO_COLOR"), !noColor.isEmpty { return false }
        return FileSystem.isTerminal(2)
    }

    /// Expands the command's operands: directories become their sorted `*.form` files.
    static func expandInputs(_ operands: [String]) -> [String] {
        var files: [String] = []
        for operand in operands {
            if operand != "-" && FileSystem.isDirectory(operand) {
                files.append(contentsOf: FileSystem.formFiles(in: operand))
            } else {
                files.append(operand)
            }
        }
        return files
    }

    /// Reads one input; a failure is reported as an FC0901 diagnostic line and returns nil.
    static func load(_ path: String) -> SourceFile? {
        switch read(path) {
        case .success(let file):
            return file
        case .failure(let failure):
            FileSystem.writeStderr(unreadableLine(path, failure.message))
            return nil
        }
    }

    /// The largest input read: far more than any form, small enough that an endless input
    /// (`/dev/zero`, `yes | formc check -`) ends quickly with FC0901.
    static let inputLimit = 64 << 20

    /// Reads one input without reporting: standard input for "-", shown as `<stdin>`.
    static func read(_ path: String) -> Result<SourceFile, FileSystem.Failure> {
        do {
            let bytes = try FileSystem.readFile(path, limit: inputLimit)
            return .success(SourceFile(path: path == "-" ? "<stdin>" : path, bytes: bytes))
        } catch {
            return .failure(error)
        }
    }

    /// The text form of FC0901: `path: error: cannot read file: reason [FC0901]`.
    static func unreadableLine(_ path: String, _ reason: String) -> String {
        "\(path): error: \(CheckReport.unreadableMessage(reason)) [\(DiagnosticCode.cannotReadFile.id)]\n"
    }
}
