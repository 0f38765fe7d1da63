import Testing
@testable import FormDSL

/// `StringKeys.joined` makes every catalog key in one allocation; it must give exactly what
/// `+` gives, for any text an option value may be (empty parts, non-ASCII, long, small).
@Suite struct StringKeysTests {
    static let pieces = ["", ".", "a", "SignUp", "email", ".option.", "🇺🇸", "美国", "e\u{301}", "\0",
                         String(repeating: "x", count: 15), String(repeating: "y", count: 16), String(repeating: "z", count: 300)]

    @Test func joinedIsConcatenation() {
        var random = SplitMix64(state: 0x5EED_4E15)
        for _ in 0..<2_000 {
            let parts = (0..<7).map { _ in Self.pieces[random.below(Self.pieces.count)] }
            let joined = StringKeys.joined(parts[0], parts[1], parts[2], parts[3], parts[4], parts[5], parts[6])
            #expect(Array(joined.utf8) == Array(parts.joined().utf8))
        }
        #expect(StringKeys.joined("Form", ".title") == "Form.title")
    }

    @Test func keysAreAsDocumented() {
        #expect(StringKeys.field(form: "SignUp", field: "email", role: "label") == "SignUp.email.label")
        #expect(StringKeys.option(form: "F", field: "country", value: "美国") == "F.country.option.美国")
        #expect(StringKeys.message(form: "F", field: "code", validator: "pattern", ordinal: 1) == "F.code.pattern.message")
        #expect(StringKeys.message(form: "F", field: "code", validator: "pattern", ordinal: 2) == "F.code.pattern2.message")
        #expect(StringKeys.section(form: "F", firstField: nil, index: 2, role: "footer") == "F.section.#3.footer")
        #expect(StringKeys.section(form: "F", firstField: "name", index: 0, role: "header") == "F.section.name.header")
        #expect(StringKeys.title(form: "F") == "F.title")
        #expect(StringKeys.submit(form: "F") == "F.submit")
    }
}
