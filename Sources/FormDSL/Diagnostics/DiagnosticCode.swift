/// One diagnostic formc can report: its stable id, severity, title and explanation.
///
/// Each is declared once, as a static member, in the file of `Diagnostics/Catalog/` named
/// after what it is about, with the functions that build its messages right below it:
/// `formc explain`, SARIF's rule table and docs/DIAGNOSTICS.md (which tests generate) all read
/// the declaration. Ids never change meaning once published: CI configurations,
/// `// formc:ignore` comments and SARIF baselines refer to them. Ranges: FC00xx lexical,
/// FC01xx syntax, FC02xx SwiftUI text input pitfalls (warnings), FC028x conditions (warnings), FC029x
/// computed values (warnings), FC042x computed values (errors), FC043x repeating groups,
/// FC03xx names, types and consistency, FC04xx conditions (errors), FC05xx localization
/// (strings catalogs and the form's `language`), FC09xx the driver.
public struct DiagnosticCode: Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// The id as written in messages and `formc:ignore` comments: `FC0301`.
    public let id: String
    /// The severity every diagnostic of this code has; `--strict` makes warnings fail a run, not errors.
    public let defaultSeverity: Severity
    /// A short name for the rule: SARIF's `shortDescription`, GitHub's annotation title.
    public let title: String
    /// Whether its entry in docs/DIAGNOSTICS.md shows a form before and after the fix. The
    /// examples are files the tests run (`Tests/FormDSLTests/Golden/diagnostics/`), not part of
    /// the compiler; a test fails when this disagrees with them.
    public let hasExample: Bool
    /// The prose of its entry in docs/DIAGNOSTICS.md, in Markdown and as declared: a line
    /// break inside a paragraph is a space, as Markdown reads it.
    let prose: String

    init(_ id: String, _ severity: Severity, _ title: String, example: Bool = true, _ prose: String) {
        self.id = id
        self.defaultSeverity = severity
        self.title = title
        self.hasExample = example
        self.prose = prose
    }

    /// Why the diagnostic exists and how to fix it, in Markdown, one line per paragraph: what
    /// `formc explain` prints, and SARIF output's description of the rule.
    public var explanation: String {
        prose.split(separator: "\n\n").map { $0.split(separator: "\n").joined(separator: " ") }.joined(separator: "\n\n")
    }

    /// Every code, in id order: SARIF's `tool.driver.rules` and docs/DIAGNOSTICS.md list them so.
    public static let allCases: [DiagnosticCode] =
        (lexical + syntax + pitfalls + styles + steppers + choices + conditions + computed + repeats + names
         + localization + driver)
            .sorted { $0.id < $1.id }

    /// Looks up a code by its id (`"FC0203"`), case-insensitively.
    public static func byID(_ id: String) -> DiagnosticCode? {
        let id = id.uppercased()
        return allCases.first { $0.id == id }
    }

    /// Two codes are the same when their ids are: the id is what a code is.
    public static func == (a: DiagnosticCode, b: DiagnosticCode) -> Bool { a.id == b.id }

    public func hash(into hasher: inout Hasher) { hasher.combine(id) }

    /// The id, so that a code reads as itself in test output and interpolation.
    public var description: String { id }
}

/// An id formc no longer reports (`DiagnosticCode.retired`): what it was called, and the
/// diagnostic that reports what it did.
public struct RetiredCode: Sendable {
    public let id: String
    public let title: String
    public let successor: DiagnosticCode

    /// The retired id `id` (`"FC0385"`), case-insensitively.
    public static func byID(_ id: String) -> RetiredCode? {
        let id = id.uppercased()
        return DiagnosticCode.retired.first { $0.id == id }
    }
}
