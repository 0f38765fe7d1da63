/// How serious a diagnostic is. Errors stop code generation; warnings fail only under
/// `--strict`; notes only ever accompany another diagnostic.
public enum Severity: String, Sendable, Comparable, CaseIterable {
    case note
    case warning
    case error

    private var rank: Int {
        switch self {
        case .note: return 0
        case .warning: return 1
        case .error: return 2
        }
    }

    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
}

/// A replacement the user can apply mechanically: replace `span` with `replacement`.
public struct FixIt: Hashable, Sendable {
    public var span: Span
    public var replacement: String
    /// Whether `formc check --fix` may apply it without a person choosing: applying it can
    /// never change what the file means beyond what its diagnostic says. Safe are a spelling
    /// of the same thing in formc's words (Swift's leading dot, a SwiftUI modifier, a
    /// deprecated or habitual name, a difference in case) and a did-you-mean that
    /// `Spelling.isUnambiguous` allows. Not safe is every fix-it that picks one of several
    /// ways out (raise a bound or narrow the range, which keyboard, which field was meant),
    /// changes behaviour the file states on purpose, or guesses where text ends. Each place
    /// that creates a fix-it decides; docs/CLI.md ("Fixing") states the rule.
    public var isSafe: Bool

    public init(span: Span, replacement: String, safe: Bool) {
        self.span = span
        self.replacement = replacement
        self.isSafe = safe
    }
}

/// A secondary message attached to a diagnostic, optionally pointing at its own span.
public struct DiagnosticNote: Hashable, Sendable {
    public var message: String
    public var span: Span?

    public init(_ message: String, at span: Span? = nil) {
        self.message = DiagnosticText.bounded(message)
        self.span = span
    }
}

/// One finding about the input. Diagnostics are plain data, never thrown: every stage appends
/// to a list and keeps going, so one run reports every independent mistake.
public struct Diagnostic: Hashable, Sendable {
    public var code: DiagnosticCode
    public var severity: Severity
    public var message: String
    public var span: Span
    public var notes: [DiagnosticNote]
    /// A one-line suggestion printed as `help:`.
    public var help: String?
    public var fixIts: [FixIt]

    public init(
        _ code: DiagnosticCode,
        _ message: String,
        at span: Span,
        severity: Severity? = nil,
        notes: [DiagnosticNote] = [],
        help: String? = nil,
        fixIts: [FixIt] = []
    ) {
        self.code = code
        self.severity = severity ?? code.defaultSeverity
        self.message = DiagnosticText.bounded(message)
        self.span = span
        self.notes = notes
        self.help = help.map(DiagnosticText.bounded)
        self.fixIts = fixIts
    }

    /// The stable id, `FC0301`: what `formc:ignore`, `formc explain` and SARIF rules name.
    public var id: String { code.id }
}

/// Keeps the text of a diagnostic readable whatever the input: messages quote what the file
/// says (names, numbers, strings), and a 5 MB name must not make a 5 MB message.
enum DiagnosticText {
    /// Longest message, note or help kept whole, in bytes of UTF-8.
    static let limit = 600

    /// `text` if it is at most `limit` bytes; else its first and last characters around " … ",
    /// cut at character boundaries and within `limit` bytes, so the start of the message and
    /// its closing quote stay readable.
    static func bounded(_ text: String) -> String {
        guard text.utf8.count > limit else { return text }
        let ellipsis = " … "
        var head = ""
        var headBytes = 0
        for ch in text {
            let n = ch.utf8.count
            if headBytes + n > limit * 2 / 3 { break }
            head.append(ch)
            headBytes += n
        }
        var tail: [Character] = []
        var tailBytes = 0
        for ch in text.reversed() {
            let n = ch.utf8.count
            if tailBytes + n > limit - headBytes - ellipsis.utf8.count { break }
            tail.append(ch)
            tailBytes += n
        }
        return head + ellipsis + String(tail.reversed())
    }
}

/// Diagnostics for one file, with the file they point into.
public struct FileDiagnostics: Sendable {
    public var file: SourceFile
    public var diagnostics: [Diagnostic]

    public init(file: SourceFile, diagnostics: [Diagnostic]) {
        self.file = file
        self.diagnostics = diagnostics
    }

    /// How many of the diagnostics are errors.
    public var errorCount: Int { diagnostics.filter { $0.severity == .error }.count }
    /// How many of the diagnostics are warnings.
    public var warningCount: Int { diagnostics.filter { $0.severity == .warning }.count }
}

extension Array where Element == Diagnostic {
    /// Source order, then severity (errors first), then id: a stable order for every output
    /// format, independent of the order in which stages found them.
    public func sortedForOutput() -> [Diagnostic] {
        enumerated().sorted { a, b in
            if a.element.span.start != b.element.span.start { return a.element.span.start < b.element.span.start }
            if a.element.severity != b.element.severity { return a.element.severity > b.element.severity }
            if a.element.code.id != b.element.code.id { return a.element.code.id < b.element.code.id }
            return a.offset < b.offset
        }.map(\.element)
    }

    /// Whether any diagnostic is an error: a file with one has no model and generates nothing.
    public var hasErrors: Bool { contains { $0.severity == .error } }
}
