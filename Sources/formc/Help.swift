import FormDSL

/// Help texts of the CLI. Kept together so `formc --help` and `formc help CMD` agree.
enum Help {
    struct Command {
        var name: String
        var summary: String
        var text: String
    }

    static let commands: [Command] = [
        Command(name: "check", summary: "check .form files and report every problem", text: check),
        Command(name: "fmt", summary: "print .form files in the canonical style, or rewrite them", text: fmt),
        Command(name: "explain", summary: "explain a diagnostic id, such as FC0201", text: explain),
        Command(name: "help", summary: "show help for a command", text: "usage: formc help COMMAND\n"),
    ]

    static var overview: String {
        var text = """
        formc: a compiler for declarative iOS input forms

        usage: formc COMMAND [OPTIONS] FILE...

        commands:

        """
        for command in commands {
            text += "  " + command.name + String(repeating: " ", count: max(1, 10 - command.name.count)) + command.summary + "\n"
        }
        text += """

        options:
          -h, --help     show this help
          --version      print the version

        Exit status: 0 success, 1 errors in the input, 64 usage error.
        Run 'formc help COMMAND' for a command's options.

        """
        return text
    }

    static let check = """
    usage: formc check [--strict] [--color | --no-color] FILE|DIR|- ...

    Checks .form files and prints every diagnostic to standard error as
    path:line:col: severity: message [ID], with the source line and a caret.
    A directory is searched recursively for *.form files, in sorted order;
    '-' reads standard input.

    options:
      --strict       warnings also make the exit status 1
      --color        colour diagnostics even when not on a terminal
      --no-color     never colour diagnostics (also: NO_COLOR=1)

    Exit status: 0 no errors, 1 errors (or warnings with --strict, or an
    unreadable file), 64 usage error.

    """

    static let fmt = """
    usage: formc fmt [--check | --in-place] [--color | --no-color] FILE|DIR|- ...

    Prints .form files in the one canonical style of docs/LANGUAGE.md
    ("Canonical style"). Only layout changes: every comment stays, and
    strings and numbers are kept exactly as written. A directory is searched
    recursively for *.form files, in sorted order; '-' reads standard input.

    A file with syntax errors is not formatted: its diagnostics are printed
    to standard error and the file is left untouched.

    options:
      --check        print the path of each file that is not in canonical
                     style, and change nothing
      --in-place     rewrite files that are not in canonical style (atomically;
                     files already canonical are not touched)
      --color        colour diagnostics even when not on a terminal
      --no-color     never colour diagnostics (also: NO_COLOR=1)

    Exit status: 0 success, 1 syntax errors, an unreadable file, or (with
    --check) a file that would change, 64 usage error.

    """

    static let explain = """
    usage: formc explain ID

    Prints what diagnostic ID (such as FC0201) means. docs/DIAGNOSTICS.md has
    every diagnostic with a before/after example.

    """

    static func run(_ arguments: [String]) -> Int32 {
        guard let name = arguments.first else {
            FileSystem.writeStdout(overview)
            return CommandLineTool.Exit.success
        }
        guard let command = commands.first(where: { $0.name == name }) else {
            var message = "unknown command '\(name)'"
            if let suggestion = Spelling.suggest(name, from: commands.map(\.name)) { message += "; did you mean '\(suggestion)'?" }
            return CommandLineTool.usageError(message, command: "help")
        }
        FileSystem.writeStdout(command.text)
        return CommandLineTool.Exit.success
    }
}
