import FormDSL

/// Help texts of the CLI. Kept together so `formc --help` and `formc help CMD` agree.
package enum Help {
    struct Command {
        var name: String
        var summary: String
        var text: String
    }

    static let commands: [Command] = [
        Command(name: "check", summary: "check .form files and report every problem", text: check),
        Command(name: "generate", summary: "generate Swift, JSON Schema, uiSchema, String Catalogs and web pages from .form files", text: generate),
        Command(name: "fmt", summary: "print .form files in the canonical style, or rewrite them", text: fmt),
        Command(name: "preview", summary: "write a form's web page and, with Chromium, a picture of it", text: preview),
        Command(name: "lsp", summary: "serve editors over the Language Server Protocol (stdio)", text: lsp),
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
    usage: formc check [--fix [--dry-run]] [--format FORMAT] [--strict]
                       [--strings CATALOG|DIR] [--color | --no-color] FILE|DIR|- ...

    Checks .form files and reports every diagnostic. A directory is searched
    recursively for *.form files, in sorted order; '-' reads standard input.

    options:
      --format FORMAT  how to report (also --format=FORMAT):
                         text    path:line:col: severity: message [ID], with the
                                 source line and a caret, on standard error (default)
                         json    one JSON document on standard output
                         sarif   SARIF 2.1.0 on standard output, for code scanning
                         github  GitHub Actions annotations on standard output
      --strict         warnings also make the exit status 1
      --strings CATALOG|DIR
                       also check each form's String Catalog: keys missing in
                       a language (FC0504), stale keys (FC0505), translations
                       to review (FC0506) or whose format arguments differ from
                       the source (FC0507), texts the catalog lacks or holds in
                       an older version (FC0503, FC0508). CATALOG is one
                       .xcstrings file for one .form file; DIR holds one
                       TABLE.xcstrings per .form file (SignUp.form ->
                       SignUp.xcstrings). Reported in every format, at the
                       catalog's line and column.
      --fix            apply the safe fix-its (a leading dot, a SwiftUI or
                       deprecated name, a typo one edit from the only near
                       name...), rewrite the files that change (atomically),
                       then report what remains. Only the fixed text changes:
                       comments and layout stay ('formc fmt' is separate). A
                       file that would not parse afterwards is left as it was.
                       Standard input ('-') only with --dry-run.
      --dry-run        with --fix: write nothing; print what would change as a
                       unified diff on standard output (text format only)
      --color          colour text diagnostics even when not on a terminal
      --no-color       never colour text diagnostics (also: NO_COLOR=1)

    SARIF and GitHub paths are relative to the working directory: run formc from
    the repository root. Columns in SARIF and GitHub output count UTF-16 code
    units; text and JSON columns count characters as shown.

    Exit status: 0 no errors, 1 errors (or warnings with --strict, or an
    unreadable file), 64 usage error. The same for every format. With --fix,
    for what remains after fixing (and 1 if a file cannot be written); with
    --fix --dry-run, also 1 if any file would change.

    """

    static let generate = """
    usage: formc generate [--emit TARGET[,TARGET...]] [-o PATH] [--strict]
                          [--access-level LEVEL]
                          [--schema-base-uri URI] [--schema-decimal-multiple-of]
                          FILE|DIR|- ...

    Generates code and strings from .form files. Every input is checked first;
    if any has an error, the diagnostics go to standard error and nothing is
    written.

    targets (--emit, default swift):
      swift          per .form file, one Swift file: for each form a values
                     struct, a model (Linux-safe, imports FormRuntime) and a
                     SwiftUI view (iOS)
      json-schema    per form, a JSON Schema 2020-12 of its submitted values
                     (Name.schema.json); on standard output, the schema, or
                     for several forms one document bundling them in $defs
      ui-schema      per form, a react-jsonschema-form uiSchema (Name.ui.json);
                     on standard output, the uiSchema, or for several forms
                     an object of them keyed by form name
      strings        per .form file, an Xcode String Catalog of every text it
                     shows (SignUp.xcstrings) and, with -o DIR, a .strings file
                     per language (de.lproj/SignUp.strings). An existing
                     catalog is updated, never replaced: new texts added,
                     changed ones' translations marked needs_review, removed
                     ones marked stale, everything else kept. On standard
                     output, a new catalog. docs/LOCALIZATION.md
      web            per form, a standalone page (Name.html: no network, no
                     build step, works from file://) and an ES module
                     (Name.js) with the form's behaviour, for browsers and
                     Node; needs -o DIR/. docs/WEB.md
      xform          per form, an ODK XForm 1.0 (Name.xml) for ODK Collect,
                     Enketo and JavaRosa; on standard output, the XForm of
                     a file of one form. docs/XFORM.md

    output:
      (no -o)        one input and one target: print to standard output
      -o FILE        one input and one target: write FILE
      -o DIR         a directory (existing, ending in '/', or needed for
                     several inputs or targets, or for web): for swift one
                     file per input, named after it (Login.form ->
                     Login.swift); for json-schema and ui-schema one file
                     per form, and for xform (Name.xml); for web two
                     (Name.html, Name.js). Several inputs or targets, and
                     web, refuse a path that names a file (one that exists,
                     or ending in .swift, .json, .xcstrings, .strings,
                     .html, .js or .xml) rather than make a directory of
                     that name

    Files are written atomically and only when their contents change.

    options:
      --strict       warnings also stop generation
      --access-level public|package|internal
                     the access of the Swift's declarations (default
                     public): package to share the forms only within their
                     package, internal within their module; docs/SWIFT.md
      --schema-base-uri URI
                     JSON Schema $id base: a form's $id becomes
                     URI + Name.schema.json (URI ends in '/', or ':' for
                     a URN), for schemas published at that address;
                     without it, $id is urn:formc:form:Name
      --schema-decimal-multiple-of
                     multipleOf 0.01 (0.001, ...) on number fields with a
                     fixed count of fraction digits, not only multipleOf 1
                     on whole numbers: for validators that read numbers as
                     decimals (binary floating point rejects 0.07);
                     docs/JSON-SCHEMA.md
      --color        colour diagnostics even when not on a terminal
      --no-color     never colour diagnostics (also: NO_COLOR=1)

    Exit status: 0 success, 1 errors in the input (nothing written), 64 usage
    error.

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

    static let preview = """
    usage: formc preview [-o DIR] [--color | --no-color] FILE|-

    Writes the web page of each form in FILE into DIR (default: the current
    directory), the same files as 'formc generate --emit web -o DIR/':
    NAME.html, a standalone page, and NAME.js, its module. Where Chromium is
    installed it then loads each page headless and saves a picture of it,
    NAME.png, and one under a dark colour scheme, NAME-dark.png, so you can
    look at the form. Each file written is printed on standard output.

    The browser is $FORMC_CHROMIUM (a path, or a name on PATH), else the first
    of chromium, chromium-browser, google-chrome on PATH. With none, standard
    error says so and only the pages are written.

    options:
      -o DIR         where to write (created if missing)
      --color        colour diagnostics even when not on a terminal
      --no-color     never colour diagnostics (also: NO_COLOR=1)

    Exit status: 0 success (with or without a browser), 1 errors in the input
    (nothing written) or a browser that failed to take a picture (the pages
    are written), 64 usage error.

    """

    /// `formc lsp`'s text lives here with the others, though the command runs in `formc`.
    package static let lsp = """
    usage: formc lsp

    Serves one editor over the Language Server Protocol 3.17 on standard input and output:
    diagnostics as you type, formatting, quick fixes, outline, folding, semantic highlighting,
    completion, hover, go to definition, references and rename. Editors start it themselves;
    see docs/EDITORS.md. Problems are logged to standard error.

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
