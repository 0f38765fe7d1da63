/// The doc comments a writer has wrapped (`SwiftWriter.docComment`), so that one written
/// again is copied rather than wrapped again: a file's forms share most of their comments
/// word for word (`init(locale:bundle:)` names the file's strings table in every form).
///
/// A comment is found by its text and indentation: an open-addressing table, at most half
/// full, of the texts' fingerprints (`fingerprint`), and a comparison of the whole text on a
/// match. Texts and their wrapped lines are kept in the writer's store of spellings. Once
/// `capacity` comments are kept, later ones are wrapped each time.
struct WrappedDocComments {
    private struct Entry {
        let fingerprint: Int
        let indentation: Int
        let text: SpelledText
        let lines: SpelledText
    }

    private static var capacity: Int { 128 }
    private var slots = [Int](repeating: -1, count: 2 * capacity)
    private var entries: [Entry] = []

    /// The wrapped lines of `text` at `indentation`, in `store`, if they were kept; else nil,
    /// and `slot` is where `remember` keeps them.
    func find(_ text: borrowing OutputBuffer, indentation: Int, in store: borrowing OutputBuffer,
              slot: inout Int) -> SpelledText? {
        let fingerprint = text.withSpan(from: 0, Self.fingerprint)
        let mask = slots.count - 1
        slot = fingerprint & mask
        while slots[slot] >= 0 {
            let entry = entries[slots[slot]]
            if entry.fingerprint == fingerprint && entry.indentation == indentation
                && text.equals(store, from: entry.text.start, to: entry.text.end) {
                return entry.lines
            }
            slot = (slot + 1) & mask
        }
        return nil
    }

    /// Keeps `text` and its wrapped lines (bytes `start...` of `lines`) in `store`, at the
    /// `slot` that `find` gave.
    mutating func remember(_ text: borrowing OutputBuffer, indentation: Int, lines: borrowing OutputBuffer, from start: Int,
                           slot: Int, in store: inout OutputBuffer) {
        guard entries.count < Self.capacity, slots[slot] < 0 else { return }
        let fingerprint = text.withSpan(from: 0, Self.fingerprint)
        let textStart = store.count
        store.append(text, from: 0, to: text.count)
        let linesStart = store.count
        store.append(lines, from: start, to: lines.count)
        slots[slot] = entries.count
        entries.append(Entry(fingerprint: fingerprint, indentation: indentation,
                             text: SpelledText(start: textStart, end: linesStart),
                             lines: SpelledText(start: linesStart, end: store.count)))
    }

    /// A hash of a text's length and its first and last 8 bytes: comments that differ differ
    /// there almost always (a form's name is near the start), and a match is checked whole.
    static func fingerprint(_ text: Swift.Span<UInt8>) -> Int {
        text.withUnsafeBytes { bytes in
            var first: UInt64 = 0
            var last: UInt64 = 0
            if bytes.count >= 8 {
                first = ByteWord.load(bytes, at: 0)
                last = ByteWord.load(bytes, at: bytes.count - 8)
            } else {
                for byte in bytes { first = first << 8 | UInt64(byte) }
            }
            let hash = (UInt64(bytes.count) &* 0x9E37_79B9_7F4A_7C15) ^ (first &* 0xBF58_476D_1CE4_E5B9) ^ (last &* 0x94D0_49BB_1331_11EB)
            return Int(truncatingIfNeeded: hash ^ hash >> 29)
        }
    }
}
