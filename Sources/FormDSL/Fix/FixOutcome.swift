/// What `SafeFixes.apply` made of one file.
public struct FixOutcome: Sendable {
    /// Why no fix-it was applied although some were safe.
    public enum Refusal: Sendable {
        /// The text after fixing has these syntax errors (positions in that text), so it is
        /// not given: the original had a syntax error the fix-its do not mend, or a fix-it
        /// broke the syntax.
        case wouldNotParse([Diagnostic])
    }

    /// The file as it was given.
    public var original: SourceFile
    /// The file after fixing, with the original's path; `original` itself when nothing was
    /// applied.
    public var fixed: SourceFile
    /// The edits of each round, sorted, in the coordinates of the text that round started
    /// from (the original's for the first).
    public var rounds: [[FixIt]]
    /// The diagnostics whose fix-its were applied, as reported on the text of their round.
    public var applied: [Diagnostic]
    /// Set when safe fix-its were found but none is applied.
    public var refusal: Refusal?
    /// The diagnostics of `fixed`, as `Compiler.diagnose` reports them.
    public var diagnostics: [Diagnostic]

    /// Whether `fixed` differs from `original`.
    public var changed: Bool { fixed.bytes != original.bytes }

    /// Diagnostics of `fixed` that still have a safe fix-it: left by the round limit, or
    /// uncovered by the last round.
    public var notApplied: [Diagnostic] {
        diagnostics.filter { d in !d.fixIts.isEmpty && d.fixIts.allSatisfy(\.isSafe) }
    }
}
