/// One word of a `WordList`: how it is written, one line saying what it means (completion
/// lists and hover show it), and, for a name UIKit deprecates, the word to write instead.
public struct VocabularyWord: Sendable, Hashable {
    /// How the word is written in a `.form` file.
    public let spelling: String
    /// One line for completion lists and hover.
    public let doc: String
    /// The current spelling, for a deprecated word (`alphabet` → `asciiCapable`); nil for a
    /// current one.
    public let replacement: String?

    public init(spelling: String, doc: String, replacement: String? = nil) {
        self.spelling = spelling
        self.doc = doc
        self.replacement = replacement
    }

    /// Whether the word is accepted only for compatibility: editors do not offer it, and the
    /// checker warns where it is written.
    public var isDeprecated: Bool { replacement != nil }
}
