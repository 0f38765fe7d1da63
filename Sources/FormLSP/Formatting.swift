import FormDSL

extension LanguageServer {
    /// `textDocument/formatting`: `formc fmt`'s output as one edit covering only what
    /// changed, so the client keeps the cursor and folds outside it, in the document's own
    /// line ends. A document that does not parse is left alone: no edits, and a log line
    /// saying why.
    func formatting(_ document: TextDocument) -> Result<JSONValue, ResponseError> {
        let file = document.file
        switch SourceFormatter.format(file) {
        case .syntaxErrors(let diagnostics):
            let count = diagnostics.filter { $0.severity == .error }.count
            report("not formatting \(document.uri): it has \(count) syntax error\(count == 1 ? "" : "s")", type: 3)
            return .success(.array([]))
        case .internalError(let problem):
            report("not formatting \(document.uri): \(problem)", type: 1)
            return .failure(ResponseError(code: ResponseError.requestFailed, message: "formc fmt failed its own check: \(problem)"))
        case .formatted(let formatted):
            // An editor keeps the line ends it chose for a document (VS Code turns the LF of an
            // edit into CRLF in a CRLF document), so a CRLF document is answered in CRLF: an
            // LF answer would change every line, every time, and never settle.
            let output = Self.withLineEnds(formatted, Self.lineEnd(of: file.bytes))
            guard let edit = Self.minimalEdit(from: file.bytes, to: output) else { return .success(.array([])) }
            let converter = document.converter(encoding)
            let replacement = String(decoding: output[edit.replacement], as: UTF8.self)
            return .success(.array([.record(["range": converter.range(edit.span), "newText": .string(replacement)])]))
        }
    }

    /// How the document's first line ends: CRLF, a lone CR, or LF (also for a document of
    /// one line).
    static func lineEnd(of bytes: [UInt8]) -> [UInt8] {
        guard let cr = bytes.firstIndex(of: 0x0D), bytes[..<cr].firstIndex(of: 0x0A) == nil else { return [0x0A] }
        return cr + 1 < bytes.count && bytes[cr + 1] == 0x0A ? [0x0D, 0x0A] : [0x0D]
    }

    /// `formc fmt`'s output, which ends every line with LF, with `lineEnd` instead.
    static func withLineEnds(_ bytes: [UInt8], _ lineEnd: [UInt8]) -> [UInt8] {
        guard lineEnd != [0x0A] else { return bytes }
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + bytes.count / 16)
        for byte in bytes {
            if byte == 0x0A { out += lineEnd } else { out.append(byte) }
        }
        return out
    }

    /// The one edit that turns `old` into `new`: the bytes between their common prefix and
    /// suffix. Both ends are moved to where a character starts and never between a CR and
    /// its LF, places an LSP position can name. Nil when the two are equal.
    static func minimalEdit(from old: [UInt8], to new: [UInt8]) -> (span: Span, replacement: Range<Int>)? {
        guard old != new else { return nil }
        func isCut(_ bytes: [UInt8], _ i: Int) -> Bool {
            guard i > 0, i < bytes.count else { return false }
            return bytes[i] & 0xC0 == 0x80 || (bytes[i - 1] == 0x0D && bytes[i] == 0x0A)
        }
        var prefix = 0
        let shorter = min(old.count, new.count)
        while prefix < shorter, old[prefix] == new[prefix] { prefix += 1 }
        // A byte order mark is not text an editor shows: an edit starting inside it starts at 0.
        if prefix < 3, old.starts(with: [0xEF, 0xBB, 0xBF]) { prefix = 0 }
        while isCut(old, prefix) || isCut(new, prefix) { prefix -= 1 }
        var suffix = 0
        while suffix < shorter - prefix, old[old.count - 1 - suffix] == new[new.count - 1 - suffix] { suffix += 1 }
        while suffix > 0, isCut(old, old.count - suffix) || isCut(new, new.count - suffix) { suffix -= 1 }
        return (Span(prefix, old.count - suffix), prefix..<new.count - suffix)
    }
}
