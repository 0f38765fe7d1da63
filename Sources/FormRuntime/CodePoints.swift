/// Whether two texts are the same code points in the same order.
///
/// FormRuntime compares texts with this, never with Swift's `==`. `==` treats canonically
/// equivalent texts as equal (precomposed `é` U+00E9 and `e` + U+0301; a Hangul syllable and
/// its conjoining jamo), but `length`, `pattern`, `equals`, `allowedCharacters`, JSON Schema and
/// whoever receives the submitted JSON all see the code points, and those differ. An edit from
/// one to the other is an edit, and the text kept must be the one typed.
///
/// The same UTF-8 bytes are the same code points, and bytes compare fastest.
func sameScalars(_ a: String, _ b: String) -> Bool {
    a.utf8.elementsEqual(b.utf8)
}

/// A string that is equal only to the same code points (see `sameScalars`), with a hash to
/// match: for stored texts whose type's `Equatable`/`Hashable` conformance must tell apart
/// texts that Swift's `==` does not, and for dictionary keys.
struct ExactText: Sendable, Hashable {
    var string: String

    init(_ string: String) { self.string = string }

    static func == (a: ExactText, b: ExactText) -> Bool { sameScalars(a.string, b.string) }

    func hash(into hasher: inout Hasher) {
        for byte in string.utf8 { hasher.combine(byte) }
        hasher.combine(0xFF as UInt8) // never in UTF-8: ends the text, as String's own hash does
    }
}
