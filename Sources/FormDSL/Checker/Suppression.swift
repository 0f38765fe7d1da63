/// `// formc:ignore FC0203, FC0201` comments.
///
/// On a line of its own, the comment silences the listed warnings on the next line; after code,
/// on its own line. Ids are separated by commas or spaces; `--` ends the list, so a reason may
/// follow (`// formc:ignore FC0223 -- digits checked on the server`). Errors are never
/// silenced. An unknown id, or the id of an error, is reported with FC0333. A retired id
/// (`DiagnosticCode.retired`) is read as its successor's.
enum Suppression {
    static let directive = "formc:ignore"

    /// Removes the warnings (and notes) silenced by `formc:ignore` comments and adds a warning
    /// for each id that cannot be ignored. Apply it once, to the diagnostics of every stage.
    static func apply(comments: [Comment], file: SourceFile, diagnostics: [Diagnostic]) -> [Diagnostic] {
        // Lines are named by the offset they start at: finding that near a comment or a
        // diagnostic costs no table of the file's lines. The silenced (line, code) pairs are a
        // sorted array searched by halves rather than a dictionary of sets: hashing a line or a
        // code makes the runtime look up `Hashable` conformances on first use, some 280,000
        // instructions: about as many as checking a typical form.
        var silenced: [Silenced] = []
        var extra: [Diagnostic] = []
        // Only warnings and notes can be silenced: without them, the lines a directive
        // applies to (and the file's line table) are never needed.
        let silenceable = diagnostics.contains { $0.severity != .error }
        for comment in comments {
            guard let ids = directive(comment, file: file) else { continue }
            var line: Int??
            for (id, span) in ids {
                // A retired id stands for its successor, which reports what it did.
                guard let code = DiagnosticCode.byID(id) ?? RetiredCode.byID(id)?.successor else {
                    extra.append(.unknownIgnoredCode(span, id: id))
                    continue
                }
                if code.defaultSeverity == .error {
                    extra.append(.errorCannotBeIgnored(span, id: id, code: code))
                    continue
                }
                guard silenceable else { continue }
                if line == nil {
                    line = comment.ownLine ? file.nextLineStart(after: comment.span.start)
                                           : file.lineStart(containing: comment.span.start)
                }
                // An own-line comment on the last line silences nothing.
                guard let start = line! else { continue }
                silenced.append(Silenced(line: start, code: code))
            }
        }
        if silenced.isEmpty { return diagnostics + extra }
        silenced.sort { $0.line < $1.line }
        let kept = diagnostics.filter { d in
            guard d.severity != .error else { return true }
            return !isSilenced(d.code, onLineStarting: file.lineStart(containing: d.span.start), in: silenced)
        }
        return kept + extra
    }

    /// A warning id that a `formc:ignore` comment silences on the line starting at `line`.
    struct Silenced {
        let line: Int
        let code: DiagnosticCode
    }

    /// Whether `silenced`, sorted by line, holds `code` on the line starting at `line`.
    static func isSilenced(_ code: DiagnosticCode, onLineStarting line: Int, in silenced: [Silenced]) -> Bool {
        var low = 0
        var high = silenced.count
        while low < high {   // the first entry at or after `line`
            let middle = (low + high) / 2
            if silenced[middle].line < line { low = middle + 1 } else { high = middle }
        }
        while low < silenced.count, silenced[low].line == line {
            if silenced[low].code == code { return true }
            low += 1
        }
        return false
    }

    /// The ids of a `formc:ignore` comment with their spans, and the line they apply to.
    static func parse(_ comment: Comment, file: SourceFile) -> ([(String, Span)], Int)? {
        guard let ids = directive(comment, file: file) else { return nil }
        return (ids, appliesTo(comment, file: file))
    }

    /// The line a directive comment applies to: its own after code, else the next.
    static func appliesTo(_ comment: Comment, file: SourceFile) -> Int {
        let commentLine = file.line(of: comment.span.start)
        return comment.ownLine ? commentLine + 1 : commentLine
    }

    /// The bytes `formc:ignore`.
    private static let directiveBytes = Array(directive.utf8)

    /// The ids of a `formc:ignore` comment with their spans; nil for any other comment.
    static func directive(_ comment: Comment, file: SourceFile) -> [(String, Span)]? {
        let bytes = file.bytes
        var i = comment.span.start + 2          // after `//` or `/*`
        var end = min(comment.span.end, bytes.count)
        if comment.kind == .block, end - 2 >= i, bytes[end - 2] == .star, bytes[end - 1] == .slash { end -= 2 }
        while i < end, bytes[i] == .space || bytes[i] == .tab { i += 1 }
        let directive = Self.directiveBytes
        guard end - i >= directive.count else { return nil }
        for k in 0..<directive.count where bytes[i + k] != directive[k] { return nil }
        i += directive.count
        guard i == end || bytes[i] == .space || bytes[i] == .tab || bytes[i] == .comma else { return nil }
        var ids: [(String, Span)] = []
        while i < end {
            while i < end, bytes[i] == .space || bytes[i] == .tab || bytes[i] == .comma { i += 1 }
            if i >= end { break }
            let start = i
            while i < end, bytes[i] != .space, bytes[i] != .tab, bytes[i] != .comma { i += 1 }
            let word = String(decoding: bytes[start..<i], as: UTF8.self)
            if word.hasPrefix("--") { break }
            ids.append((word, Span(start, i)))
        }
        return ids
    }
}
