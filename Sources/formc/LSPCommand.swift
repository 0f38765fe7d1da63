import FormLSP

/// `formc lsp`: a language server on standard input and output; see docs/EDITORS.md.
enum LSPCommand {
    static let help = """
    usage: formc lsp

    Serves one editor over the Language Server Protocol 3.17 on standard input and output:
    diagnostics as you type, formatting, quick fixes, outline, folding, semantic highlighting,
    completion, hover, go to definition, references and rename. Editors start it themselves;
    see docs/EDITORS.md. Problems are logged to standard error.

    """

    static func run(_ arguments: [String]) -> Int32 {
        for argument in arguments {
            switch argument {
            case "-h", "--help":
                FileSystem.writeStdout(help)
                return CommandLineTool.Exit.success
            case "--stdio":
                // What VS Code's language client passes; standard I/O is the only transport.
                continue
            default:
                return CommandLineTool.usageError("unknown option '\(argument)'", command: "lsp")
            }
        }
        let server = LanguageServer(version: CommandLineTool.semanticVersion, log: StandardIO.writeError)
        return StandardIO.serve(server, log: StandardIO.writeError)
    }
}
