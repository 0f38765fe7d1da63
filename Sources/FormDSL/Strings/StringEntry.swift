/// One text a form shows, as a strings catalog holds it: a stable key, the text in the form's
/// language (the default value), and a comment that tells a translator where it appears.
public struct StringEntry: Sendable, Hashable {
    /// The catalog key: `SignUp.email.label`, or a template's `formc.required`.
    public var key: String
    /// The text as the `.form` file wrote it (or formc's English template).
    public var source: String
    /// For the translator: which form, field and role.
    public var comment: String
    /// The template this entry is, or nil for a text of the form itself.
    public var template: MessageTemplate?
    /// Whether the text is written in another script than the form's language when none of
    /// the form's texts is in it (FC0512, `TextScript`): a catalog records it for review, not
    /// as a translated source text.
    public var isNotInLanguage = false

    /// An entry.
    public init(key: String, source: String, comment: String, template: MessageTemplate? = nil) {
        self.key = key
        self.source = source
        self.comment = comment
        self.template = template
    }
}

extension String {
    /// The string as a catalog key compares: byte for byte, as Foundation's dictionaries do,
    /// not by canonical equivalence as `String`'s `==` does (`"é"` and `"e\u{301}"` are two
    /// options, so two keys).
    var exactKey: [UInt8] { Array(utf8) }

    /// Whether two keys are the same key.
    func isSameKey(_ other: String) -> Bool { utf8.elementsEqual(other.utf8) }
}
