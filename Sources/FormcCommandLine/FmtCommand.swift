import FormDSL

/// `formc fmt [--check | --in-place] [--no-color] FILE|DIR|- ...`
///
/// Without options it prints each file in canonical style; `--check` lists the files that are
/// not and fails, for CI; `--in-place` rewrites them. A file with syntax errors is never
/// written: its diagnostics go to standard error and the exit status is 1.
enum FmtCommand {
    private enum Mode {
        case print
        case check
        case inPlace

        var flag: String {
            switch self {
            case .print: return ""
            case .check: return "--check"
            case .inPlace: return "--in-place"
            }
        }
    }

    /// The options, for the nearest name to an unknown one.
    private static let options = ["--check", "--in-place", "--color", "--no-color", "--help"]

    static func run(_ arguments: [String]) -> Int32 {
        var mode = Mode.print
        var color: Bool?
        var scanner = ArgumentScanner(arguments)
        while let name = scanner.nextOption() {
            switch name {
            case "--check", "--in-place":
                let requested: Mode = name == "--check" ? .check : .inPlace
                if mode != .print && mode != requested {
                    return CommandLineTool.usageError("\(mode.flag) and \(requested.flag) cannot be combined", command: "fmt")
                }
                mode = requested
            case "--color": color = true
            case "--no-color": color = false
            case "-h", "--help":
                FileSystem.writeStdout(Help.fmt)
                return CommandLineTool.Exit.success
            default:
                return CommandLineTool.usageError(scanner.unknown(name, known: options), command: "fmt")
            }
        }
        if let problem = scanner.problem {
            return CommandLineTool.usageError(problem, command: "fmt")
        }
        let operands = scanner.operands
        guard !operands.isEmpty else {
            return CommandLineTool.usageError("no input files; give one or more .form files, directories, or '-' for standard input", command: "fmt")
        }
        if mode == .inPlace && operands.contains("-") {
            return CommandLineTool.usageError("--in-place cannot rewrite standard input; leave out --in-place to print the result", command: "fmt")
        }
        let renderer = TextRenderer(useColor: CommandLineTool.colorEnabled(flag: color))
        var failed = false
        for path in CommandLineTool.expandInputs(operands) {
            guard let file = CommandLineTool.load(path) else {
                failed = true
                continue
            }
            switch SourceFormatter.format(file) {
            case .syntaxErrors(let diagnostics):
                FileSystem.writeStderr(renderer.render(diagnostics, in: file))
                failed = true
            case .internalError(let problem):
                FileSystem.writeStderr("\(file.path): error: formc fmt could not format this file safely and left it unchanged: \(problem); this is a bug in formc, please report it with the file\n")
                failed = true
            case .formatted(let bytes):
                switch mode {
                case .print:
                    FileSystem.writeStdout(bytes: bytes)
                case .check:
                    if bytes != file.bytes {
                        FileSystem.writeStdout(file.path + "\n")
                        failed = true
                    }
                case .inPlace:
                    do {
                        try FileSystem.writeAtomically(bytes, to: path)
                    } catch {
                        FileSystem.writeStderr("\(path): error: cannot write file: \(error.message)\n")
                        failed = true
                    }
                }
            }
        }
        return failed ? CommandLineTool.Exit.inputErrors : CommandLineTool.Exit.success
    }
}
