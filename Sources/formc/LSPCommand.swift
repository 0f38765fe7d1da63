import FormLSP
import FormcCommandLine

/// `formc lsp`: a language server on standard input and output; see docs/EDITORS.md.
///
/// The one command outside FormcCommandLine, so that only `formc` links FormLSP.
enum LSPCommand {
    static func run(_ arguments: [String]) -> Int32 {
        for argument in arguments {
            switch argument {
            case "-h", "--help":
                FileSystem.writeStdout(Help.lsp)
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
