/// Collects diagnostics from the lexer and parser, with a cap on errors.
///
/// A file with thousands of mistakes (or a binary file fed by accident) must give bounded,
/// fast output: after `errorLimit` errors the sink records one "too many errors" note and
/// `isFull` tells the stages to stop.
public struct DiagnosticSink: Sendable {
    public private(set) var diagnostics: [Diagnostic] = []
    public private(set) var errorCount = 0
    public let errorLimit: Int
    public private(set) var isFull = false

    public init(errorLimit: Int = 100) {
        self.errorLimit = errorLimit
    }

    /// Records `diagnostic`; past the sink's limit it is counted, not kept.
    public mutating func report(_ diagnostic: Diagnostic) {
        guard !isFull else { return }
        if diagnostic.severity == .error {
            if errorCount == errorLimit {
                isFull = true
                diagnostics.append(Diagnostic(
                    .tooManyErrors,
                    "too many errors; stopping after \(errorLimit)",
                    at: diagnostic.span,
                    help: "fix the errors above and run formc again"
                ))
                return
            }
            errorCount += 1
        }
        diagnostics.append(diagnostic)
    }
}
