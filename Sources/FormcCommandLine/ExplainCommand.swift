import FormDSL

/// `formc explain FC0203`: what a diagnostic means, like `rustc --explain`: its title, severity
/// and explanation, as declared in FormDSL's catalog of diagnostics.
enum ExplainCommand {
    static func run(_ arguments: [String]) -> Int32 {
        guard arguments.count == 1, let id = arguments.first, !id.hasPrefix("-") else {
            if arguments.contains("--help") || arguments.contains("-h") {
                FileSystem.writeStdout(Help.explain)
                return CommandLineTool.Exit.success
            }
            return CommandLineTool.usageError("give one diagnostic id, such as FC0201", command: "explain")
        }
        if let retired = RetiredCode.byID(id) {
            let successor = retired.successor
            FileSystem.writeStdout("""
            \(retired.id): \(retired.title) (retired)

            formc no longer reports \(retired.id): \(successor.id) (\(successor.title)) reports it now.

            docs/DIAGNOSTICS.md#\(successor.id.lowercased()) says more.

            """)
            return CommandLineTool.Exit.success
        }
        guard let code = DiagnosticCode.byID(id) else {
            var message = "unknown diagnostic id '\(id)'"
            if let near = Spelling.suggest(id.uppercased(), from: DiagnosticCode.allCases.map(\.id)) {
                message += "; did you mean '\(near)'?"
            }
            return CommandLineTool.usageError(message, command: "explain")
        }
        let more = code.hasExample ? "has an example before and after the fix" : "says more"
        FileSystem.writeStdout("""
        \(code.id): \(code.title) (\(code.defaultSeverity.rawValue))

        \(wrap(code.explanation, width: 78))

        docs/DIAGNOSTICS.md#\(code.id.lowercased()) \(more).

        """)
        return CommandLineTool.Exit.success
    }

    /// Word-wraps each paragraph of `text` (paragraphs are separated by a blank line) for a
    /// terminal; words are never split.
    static func wrap(_ text: String, width: Int) -> String {
        text.split(separator: "\n\n").map { paragraph in
            var lines: [String] = []
            var current = ""
            for word in paragraph.split(separator: " ") {
                if !current.isEmpty && current.count + 1 + word.count > width {
                    lines.append(current)
                    current = String(word)
                } else {
                    current += (current.isEmpty ? "" : " ") + word
                }
            }
            if !current.isEmpty { lines.append(current) }
            return lines.joined(separator: "\n")
        }.joined(separator: "\n\n")
    }
}
