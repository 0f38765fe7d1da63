import FormDSL

/// How the `character` of an LSP `Position` counts: UTF-16 code units unless client and
/// server agree on UTF-8 bytes during `initialize`.
enum PositionEncoding: String {
    case utf16 = "utf-16"
    case utf8 = "utf-8"

    /// The encoding to use given the client's `general.positionEncodings`: UTF-8 when offered
    /// (no counting of code units at all), else UTF-16, which every client supports.
    static func negotiate(_ offered: [JSONValue]?) -> PositionEncoding {
        let names = (offered ?? []).compactMap(\.string)
        return names.contains(PositionEncoding.utf8.rawValue) ? .utf8 : .utf16
    }
}

/// A zero-based line and character, as LSP counts them.
struct Position: Equatable {
    var line: Int
    var character: Int

    init(line: Int, character: Int) {
        self.line = line
        self.character = character
    }

    /// Reads `{"line": n, "character": n}`; nil when either is missing or not an integer.
    init?(_ json: JSONValue?) {
        guard let line = json?["line"]?.int, let character = json?["character"]?.int else { return nil }
        self.init(line: line, character: character)
    }

    var json: JSONValue { .record(["line": .integer(line), "character": .integer(character)]) }
}

/// Converts between byte offsets into a `SourceFile` and LSP positions in one encoding.
///
/// Positions outside the text are clamped (a character past the line's end is its end, a
/// line past the last is the end of the file), as LSP asks, so a client's stale or wrong
/// position never traps.
struct PositionConverter {
    let file: SourceFile
    let encoding: PositionEncoding

    func offset(_ position: Position) -> Int {
        // Lines and characters beyond Int's room would overflow `+ 1`.
        let line = min(max(0, position.line), Int.max - 1) + 1
        let column = min(max(0, position.character), Int.max - 1) + 1
        switch encoding {
        case .utf16: return file.offset(line: line, utf16Column: column)
        case .utf8: return file.offset(line: line, utf8Column: column)
        }
    }

    func position(_ offset: Int) -> Position {
        switch encoding {
        case .utf16:
            let (line, column) = file.utf16Position(of: offset)
            return Position(line: line - 1, character: column - 1)
        case .utf8:
            // The UTF-8 column is the byte distance from where the line's columns start,
            // taking the offset back to the start of the character it falls in, as
            // `utf16Position(of:)` does.
            let clamped = min(max(0, offset), file.bytes.count)
            let line = file.line(of: clamped)
            let range = file.lineRange(line)
            var start = range.lowerBound
            if line == 1, file.bytes.starts(with: [0xEF, 0xBB, 0xBF]) { start = 3 }
            var target = min(max(clamped, start), range.upperBound)
            while target > start, target < file.bytes.count, file.bytes[target] & 0xC0 == 0x80 { target -= 1 }
            return Position(line: line - 1, character: target - start)
        }
    }

    func range(_ span: Span) -> JSONValue {
        .record(["start": position(span.start).json, "end": position(span.end).json])
    }

    /// Reads `{"start": Position, "end": Position}` as a byte span.
    func span(_ json: JSONValue?) -> Span? {
        guard let start = Position(json?["start"]), let end = Position(json?["end"]) else { return nil }
        return Span(offset(start), offset(end))
    }
}
