import FormDSL

/// `formc check --fix [--dry-run]` for one file: applies its safe fix-its (`SafeFixes`), then
/// writes the file as `formc fmt --in-place` does (atomically, and only when it changed), or
/// with `--dry-run` prints the change as a unified diff on standard output. What it did goes
/// to standard error, one line per file; the diagnostics that remain are the caller's to
/// report, as `formc check` reports them. Why a safe fix-it was not applied is a note: a line
/// on standard error beside the text format's diagnostics, and, in the machine formats, a
/// note of each diagnostic whose safe fix-it it was, so that the document says it too.
enum CheckFix {
    struct Result {
        /// The file the remaining diagnostics point into: the fixed text, or the original
        /// when nothing was written.
        var file: SourceFile
        var diagnostics: [Diagnostic]
        /// Whether the file was (or, with `--dry-run`, would be) changed.
        var changed: Bool
        /// Whether writing the file failed.
        var failed: Bool
    }

    /// `notesInReport`: the report is a machine format, so the notes go into its diagnostics.
    static func run(_ original: SourceFile, path: String, dryRun: Bool, notesInReport: Bool) -> Result {
        let outcome = SafeFixes.apply(to: original)
        if case .wouldNotParse? = outcome.refusal {
            let note = "safe fixes not applied: the file would still not parse, so it is left as it was"
            if notesInReport {
                return Result(file: outcome.fixed, diagnostics: noting(note, in: outcome.diagnostics), changed: false, failed: false)
            }
            FileSystem.writeStderr("\(original.path): note: \(note)\n")
        }
        guard outcome.changed else {
            return Result(file: outcome.fixed, diagnostics: outcome.diagnostics, changed: false, failed: false)
        }
        let summary = "\(problems(outcome.applied.count)) [\(ids(outcome.applied))]"
        if dryRun {
            // `a/` and `b/` before a relative path, as git writes them (`patch -p1` strips
            // them); an absolute path is written as it is, as `diff -u` does.
            let absolute = original.path.hasPrefix("/")
            FileSystem.writeStdout(bytes: UnifiedDiff.render(old: original.bytes, new: outcome.fixed.bytes,
                                                             oldPath: absolute ? original.path : "a/" + original.path,
                                                             newPath: absolute ? original.path : "b/" + original.path))
            FileSystem.writeStderr("\(original.path): would fix \(summary)\n")
        } else {
            do {
                try FileSystem.writeAtomically(outcome.fixed.bytes, to: path)
            } catch {
                FileSystem.writeStderr("\(path): error: cannot write file: \(error.message); it is left as it was\n")
                return Result(file: original, diagnostics: Compiler.diagnose(original), changed: false, failed: true)
            }
            FileSystem.writeStderr("\(original.path): fixed \(summary)\n")
        }
        let left = outcome.notApplied.count
        if left > 0 {
            if notesInReport {
                let note = "safe fix not applied: formc stops after \(outcome.rounds.count) rounds; run 'formc check --fix' again"
                return Result(file: outcome.fixed, diagnostics: noting(note, in: outcome.diagnostics), changed: true, failed: false)
            }
            FileSystem.writeStderr("\(original.path): note: \(left) more safe \(left == 1 ? "fix" : "fixes") after \(outcome.rounds.count) rounds; run 'formc check --fix' again\n")
        }
        return Result(file: outcome.fixed, diagnostics: outcome.diagnostics, changed: true, failed: false)
    }

    /// `diagnostics` with `note` added to each one whose fix-its are all safe: those `--fix`
    /// would have applied.
    static func noting(_ note: String, in diagnostics: [Diagnostic]) -> [Diagnostic] {
        diagnostics.map { d in
            guard !d.fixIts.isEmpty, d.fixIts.allSatisfy(\.isSafe) else { return d }
            var noted = d
            noted.notes.append(DiagnosticNote(note))
            return noted
        }
    }

    static func problems(_ n: Int) -> String { n == 1 ? "1 problem" : "\(n) problems" }

    /// The ids of `diagnostics`, each once, in id order.
    static func ids(_ diagnostics: [Diagnostic]) -> String {
        Set(diagnostics.map(\.id)).sorted().joined(separator: ", ")
    }
}
