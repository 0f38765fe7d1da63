import FormDSL

/// `formc check [--strict] [--no-color] FILE|DIR|- ...`
enum CheckCommand {
    static func run(_ arguments: [String]) -> Int32 {
        var strict = false
        var color: Bool?
        var operands: [String] = []
        var onlyOperands = false
        for argument in arguments {
            if onlyOperands || argument == "-" || !argument.hasPrefix("-") {
                operands.append(argument)
                continue
            }
            switch argument {
            case "--": onlyOperands = true
            case "--strict": strict = true
            case "--color": color = true
            case "--no-color": color = false
            case "-h", "--help":
                FileSystem.writeStdout(Help.check)
                return CommandLineTool.Exit.success
            default:
                return CommandLineTool.usageError("unknown option '\(argument)'", command: "check")
            }
        }
        guard !operands.isEmpty else {
            return CommandLineTool.usageError("no input files; give one or more .form files, directories, or '-' for standard input", command: "check")
        }
        let renderer = TextRenderer(useColor: CommandLineTool.colorEnabled(flag: color))
        var failed = false
        for path in CommandLineTool.expandInputs(operands) {
            guard let file = CommandLineTool.load(path) else {
                failed = true
                continue
            }
            // Diagnostics only: no tree or model is kept, so memory stays near the input's size.
            let diagnostics = Compiler.diagnose(file)
            if !diagnostics.isEmpty {
                FileSystem.writeStderr(renderer.render(diagnostics, in: file))
            }
            if diagnostics.hasErrors || (strict && diagnostics.contains { $0.severity == .warning }) {
                failed = true
            }
        }
        return failed ? CommandLineTool.Exit.inputErrors : CommandLineTool.Exit.success
    }
}
