/// The doc comments a writer has written, and where their lines went in its store of
/// spellings, so that a comment written again is copied rather than laid out again.
///
/// formc's own comments (`SwiftWriter.docLines`) are found by the address and length of their
/// `StaticString`, which never change; the comments `SwiftWriter.docComment` wraps by a
/// fingerprint of their text (`fingerprint`) and then by the whole text, kept in the store: a
/// file's forms share most of their comments word for word, and labels recur. Each is found
/// in an open-addressing table, at most half full; once `capacity` comments are kept, later
/// ones are written each time.
struct WrittenDocComments {
    private struct Entry {
        let key: Int
        let length: Int
        let indentation: Int
        /// The comment's text in the store, for comments found by their text.
        let text: SpelledText?
        let lines: SpelledText
    }

    private static var capacity: Int { 128 }
    private var slots = [Int](repeating: -1, count: 2 * capacity)
    private var entries: [Entry] = []

    /// Whether no more comments are kept.
    var isFull: Bool { entries.count >= Self.capacity }

    /// The lines of the comment kept under `key`, `length` and `indentation` whose kept text
    /// `isSame` accepts; else nil, and `slot` is where `remember` keeps the comment.
    func find(key: Int, length: Int, indentation: Int, slot: inout Int,
              isSame: (SpelledText?) -> Bool) -> SpelledText? {
        let mask = slots.count - 1
        // The top bits of the key times a large odd number: addresses and fingerprints alike
        // spread over the table.
        slot = Int(truncatingIfNeeded: UInt(bitPattern: key) &* 0x9E37_79B9_7F4A_7C15 >> 48) & mask
        while slots[slot] >= 0 {
            let entry = entries[slots[slot]]
            if entry.key == key && entry.length == length && entry.indentation == indentation && isSame(entry.text) {
                return entry.lines
            }
            slot = (slot + 1) & mask
        }
        return nil
    }

    /// Keeps a comment whose `text` and `lines` are in the store, at the `slot` that `find`
    /// gave; nothing when the table is full.
    mutating func remember(key: Int, length: Int, indentation: Int, text: SpelledText?, lines: SpelledText, slot: Int) {
        guard !isFull, slots[slot] < 0 else { return }
        slots[slot] = entries.count
        entries.append(Entry(key: key, length: length, indentation: indentation, text: text, lines: lines))
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
