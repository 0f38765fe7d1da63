import FormDSL

/// formc's diagnostics as LSP `Diagnostic`s: the id as `code`, a link to its explanation,
/// notes as related information, `help:` after the message, and tags where they fit.
struct DiagnosticConverter {
    let uri: String
    let converter: PositionConverter
    /// Where docs/DIAGNOSTICS.md is published; each diagnostic links to its id's anchor.
    /// Nil leaves `codeDescription` out.
    let documentationURL: String?

    func convert(_ diagnostic: Diagnostic) -> JSONValue {
        var message = diagnostic.message
        var related: [JSONValue] = []
        for note in diagnostic.notes {
            if let span = note.span {
                related.append(.record([
                    "location": .record(["uri": .string(uri), "range": converter.range(span)]),
                    "message": .string(note.message),
                ]))
            } else {
                message += "\nnote: " + note.message
            }
        }
        if let help = diagnostic.help { message += "\nhelp: " + help }
        let tags = Self.tags(diagnostic.code).map { JSONValue.integer($0.rawValue) }
        return .record([
            "range": converter.range(diagnostic.span),
            "severity": .integer(Self.severity(diagnostic.severity)),
            "code": .string(diagnostic.id),
            "codeDescription": documentationURL.map { .record(["href": .string(Self.link(base: $0, code: diagnostic.code))]) },
            "source": .string("formc"),
            "message": .string(message),
            "tags": tags.isEmpty ? nil : .array(tags),
            "relatedInformation": related.isEmpty ? nil : .array(related),
        ])
    }

    /// The explanation's anchor: docs/DIAGNOSTICS.md has one heading per id, lower-cased as
    /// the SARIF rules' help points to it (`#fc0201`).
    static func link(base: String, code: DiagnosticCode) -> String {
        base + "#" + code.id.lowercased()
    }

    static func severity(_ severity: Severity) -> Int {
        switch severity {
        case .error: return 1
        case .warning: return 2
        case .note: return 3
        }
    }

    enum Tag: Int {
        case unnecessary = 1
        case deprecated = 2
    }

    /// `unnecessary` marks text that can go without changing the form (a repeated property,
    /// validator or focus entry, an ignore comment for no known id): editors fade it.
    /// `deprecated` marks a spelling UIKit deprecates (`keyboard alphabet`): editors strike it through.
    /// Ids not listed get no tag: a new diagnostic is untagged until someone decides.
    static func tags(_ code: DiagnosticCode) -> [Tag] {
        if unnecessaryCodes.contains(code) { return [.unnecessary] }
        if deprecatedCodes.contains(code) { return [.deprecated] }
        return []
    }

    static let unnecessaryCodes: Set<DiagnosticCode> = [.duplicateProperty, .duplicateValidator, .focusRepeatedField, .unknownIgnoredCode]

    static let deprecatedCodes: Set<DiagnosticCode> = [.deprecatedKeyboardName]
}
