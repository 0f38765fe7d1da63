/// `formc check --fix`: applies the safe fix-its (`FixIt.isSafe`) of one file.
///
/// Each round checks the text as `formc check` does (so `formc:ignore` keeps a diagnostic, and
/// its fix-it, out), takes every diagnostic whose fix-its are all safe and hold (`holds`), in
/// output order, and applies them together to that round's bytes. A diagnostic whose edits overlap an edit
/// already taken waits for the next round, when it is checked again on the new text. Rounds
/// repeat until no safe fix-it is left or `roundLimit` is reached.
///
/// Only the bytes a fix-it replaces change: comments, layout and every other byte stay as
/// they are (formatting is `formc fmt`'s business). A result that does not parse is never
/// given: if the text after the last round has a syntax error, nothing is applied at all.
public enum SafeFixes {
    /// Rounds at most. A fix-it seldom uncovers another (a SwiftUI modifier whose property
    /// name is then misspelt); the limit only stops fix-its that would undo each other.
    public static let roundLimit = 8

    /// The file after applying its safe fix-its, and what remains to report.
    public static func apply(to file: SourceFile, roundLimit: Int = SafeFixes.roundLimit) -> FixOutcome {
        var current = file
        var diagnostics = roundDiagnostics(file)
        var rounds: [[FixIt]] = []
        var applied: [Diagnostic] = []
        while rounds.count < roundLimit {
            let candidates = diagnostics.filter { !$0.fixIts.isEmpty && $0.fixIts.allSatisfy(\.isSafe) }
            var (edits, taken) = selectEdits(candidates)
            // The round's edits together, checked once; only when they fail, each diagnostic's
            // alone, to leave out the fix-its that were wrong about their safety (at most
            // `individualLimit` a round, so a large file is never checked once per fix-it).
            if !edits.isEmpty, !holds(edits, fixing: taken, in: current, diagnostics: diagnostics) {
                let verified = candidates.prefix(individualLimit).filter { holds($0, in: current, diagnostics: diagnostics) }
                (edits, taken) = selectEdits(Array(verified))
            }
            if edits.isEmpty { break }
            current = SourceFile(path: file.path, bytes: replacing(edits, in: current.bytes))
            rounds.append(edits)
            applied.append(contentsOf: taken)
            diagnostics = roundDiagnostics(current)
        }
        if rounds.isEmpty {
            return FixOutcome(original: file, fixed: file, rounds: [], applied: [], refusal: nil,
                              diagnostics: Compiler.diagnose(file))
        }
        let syntax = Stages.parse(current).diagnostics.filter { $0.severity == .error }
        if !syntax.isEmpty {
            return FixOutcome(original: file, fixed: file, rounds: [], applied: [],
                              refusal: .wouldNotParse(syntax), diagnostics: Compiler.diagnose(file))
        }
        return FixOutcome(original: file, fixed: current, rounds: rounds, applied: applied, refusal: nil,
                          diagnostics: Compiler.diagnose(current))
    }

    /// What a round looks at: the diagnostics `formc check` reports, without its limit of
    /// 100 errors and 100 warnings, so a large file is fixed in one round.
    public static func roundDiagnostics(_ file: SourceFile) -> [Diagnostic] {
        Compiler.diagnose(file, errorLimit: roundDiagnosticLimit, warningLimit: roundDiagnosticLimit)
    }

    static let roundDiagnosticLimit = 1 << 20

    /// Whether `diagnostic`'s fix-its, applied alone to `file`, make it better and no worse:
    /// the diagnostic is gone (one fewer of its id), no error of another id appears or grows
    /// in number (so a file that parsed still parses). A fix-it marked safe is applied by
    /// `--fix` and preferred by an editor only when this holds, so a fix-it that was wrong
    /// about its own safety stays a suggestion for a person. `diagnostics` are `file`'s, as
    /// `roundDiagnostics` reports them.
    public static func holds(_ diagnostic: Diagnostic, in file: SourceFile, diagnostics: [Diagnostic]) -> Bool {
        guard !diagnostic.fixIts.isEmpty else { return false }
        var edits: [FixIt] = []
        for fix in diagnostic.fixIts {
            guard fix.span.end <= file.bytes.count, !edits.contains(where: { conflicts($0.span, fix.span) }) else { return false }
            edits.insert(fix, at: insertionIndex(fix.span, in: edits))
        }
        return holds(edits, fixing: [diagnostic], in: file, diagnostics: diagnostics)
    }

    /// One diagnostic's fix-its checked alone, when a round's together do not hold.
    static let individualLimit = 64

    /// Whether `edits` (sorted, without conflicts) make `file` better and no worse: each of
    /// `fixing` has one fewer of its id, and no error id appears or grows in number.
    static func holds(_ edits: [FixIt], fixing: [Diagnostic], in file: SourceFile, diagnostics: [Diagnostic]) -> Bool {
        let fixed = SourceFile(path: file.path, bytes: replacing(edits, in: file.bytes))
        let after = roundDiagnostics(fixed)
        func counts(_ list: [Diagnostic], errorsOnly: Bool) -> [String: Int] {
            var counts: [String: Int] = [:]
            for d in list where !errorsOnly || d.severity == .error { counts[d.id, default: 0] += 1 }
            return counts
        }
        let all = (before: counts(diagnostics, errorsOnly: false), after: counts(after, errorsOnly: false))
        for d in fixing where all.after[d.id, default: 0] >= all.before[d.id, default: 0] { return false }
        // While the file has a syntax error, the parts it broke are not checked; mending it
        // uncovers their errors, which the fix-it did not make. Only syntax errors count then.
        let syntax = Stages.parse(file).diagnostics.filter { $0.severity == .error }
        let errors = syntax.isEmpty
            ? (before: counts(diagnostics, errorsOnly: true), after: counts(after, errorsOnly: true))
            : (before: counts(syntax, errorsOnly: true), after: counts(Stages.parse(fixed).diagnostics, errorsOnly: true))
        // A syntax error the fix-it makes is an error of a new id, or one more of an id the
        // file had.
        for (id, n) in errors.after where n > errors.before[id, default: 0] { return false }
        return true
    }

    /// The edits of one round: the fix-its of each diagnostic whose fix-its are all safe, in
    /// the diagnostics' order, leaving out a diagnostic any of whose edits conflicts with one
    /// already taken. An edit equal to one already taken (two diagnostics proposing the
    /// same change) is taken once. Returns the edits sorted by position, and the diagnostics
    /// they come from.
    static func selectEdits(_ diagnostics: [Diagnostic]) -> (edits: [FixIt], taken: [Diagnostic]) {
        // Taken edits, sorted by position; they never conflict with each other, so the ones
        // a new edit could conflict with sit next to where it would go.
        var edits: [FixIt] = []
        var seen: Set<FixIt> = []
        var taken: [Diagnostic] = []
        for d in diagnostics where !d.fixIts.isEmpty && d.fixIts.allSatisfy(\.isSafe) {
            let new = d.fixIts.filter { !seen.contains($0) }
            var conflict = false
            for (i, a) in new.enumerated() {
                if conflictsWithTaken(a.span, edits) { conflict = true }
                if new[(i + 1)...].contains(where: { conflicts(a.span, $0.span) }) { conflict = true }
            }
            if conflict { continue }
            for edit in new {
                edits.insert(edit, at: insertionIndex(edit.span, in: edits))
                seen.insert(edit)
            }
            taken.append(d)
        }
        return (edits, taken)
    }

    /// Where an edit at `span` goes in `edits`, sorted by start, then end.
    static func insertionIndex(_ span: Span, in edits: [FixIt]) -> Int {
        var low = 0, high = edits.count
        while low < high {
            let mid = (low + high) / 2
            let s = edits[mid].span
            if s.start < span.start || (s.start == span.start && s.end <= span.end) { low = mid + 1 } else { high = mid }
        }
        return low
    }

    /// Whether `span` conflicts with one of `edits` (sorted, pairwise without conflict): only
    /// the neighbours of its place can, so the search stops at the first that cannot.
    static func conflictsWithTaken(_ span: Span, _ edits: [FixIt]) -> Bool {
        let index = insertionIndex(span, in: edits)
        var i = index - 1
        while i >= 0, edits[i].span.end >= span.start {
            if conflicts(span, edits[i].span) { return true }
            i -= 1
        }
        i = index
        while i < edits.count, edits[i].span.start <= span.end {
            if conflicts(span, edits[i].span) { return true }
            i += 1
        }
        return false
    }

    /// Whether two edits cannot both be applied: they share a byte, or they touch at an
    /// insertion point, where which text comes first would be a guess.
    static func conflicts(_ a: Span, _ b: Span) -> Bool {
        if a.start < b.end && b.start < a.end { return true }
        if a.length == 0 && (a.start == b.start || a.start == b.end) { return true }
        if b.length == 0 && (b.start == a.start || b.start == a.end) { return true }
        return false
    }

    /// `bytes` with each edit's span replaced by its replacement. The edits are sorted and
    /// do not conflict; every byte outside them is copied as it is.
    public static func replacing(_ edits: [FixIt], in bytes: [UInt8]) -> [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count + edits.reduce(0) { $0 + $1.replacement.utf8.count })
        var copied = 0
        for edit in edits {
            precondition(edit.span.start >= copied && edit.span.end <= bytes.count, "fix-its overlap or leave the file")
            result.append(contentsOf: bytes[copied..<edit.span.start])
            result.append(contentsOf: edit.replacement.utf8)
            copied = edit.span.end
        }
        result.append(contentsOf: bytes[copied...])
        return result
    }
}
