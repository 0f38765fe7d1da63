import Testing
@testable import FormDSL

// SwiftWriter spells literals, names and comments on bytes, with fast paths for the common
// cases (bench/README.md says why). Each must give exactly what the String definitions in
// SwiftLiteral and the Character-based doc comment wrap give; these tests compare them on
// texts built to hit every branch, and on random texts from the same pieces.

/// What `body` writes, as a String.
private func written(capacity: Int = 4_096, _ body: (inout SwiftWriter) -> Void) -> String {
    String(decoding: SwiftWriter.render(capacity: capacity, body), as: UTF8.self)
}

/// Texts made to reach every branch: escapes, every scalar needsUnicodeEscape names, `*/`,
/// multi-scalar Characters, each length a short copy handles differently.
private let trickyTexts: [String] = [
    "", "a", "ab", "abc", "abcd", "abcdefg", "abcdefgh", "abcdefghijklmno", "abcdefghijklmnop",
    "abcdefghijklmnopq", String(repeating: "x", count: 31), String(repeating: "x", count: 32),
    String(repeating: "y", count: 33), String(repeating: "z", count: 200),
    "plain text", "quote \" backslash \\", "\\(x)", "\"#", "#\"raw\"#", "\\#(x)", "x\\##y", "a\"##b\\###c",
    "line\nbreak", "cr\rlf\r\n", "tab\there", "nul\0end", "\u{1}\u{8}\u{B}\u{C}\u{E}\u{1B}\u{1F}", "del\u{7F}",
    "\u{80}\u{85}\u{9F}\u{A0}", "\u{2028}\u{2029}", "\u{202A}\u{202E}\u{2066}\u{2069}\u{061C}\u{200E}\u{200F}",
    "\u{200B}\u{200D}\u{FEFF}", "*/", "a*/b", "**/", "*/*/", "* /", "/*", "*\n/", "*\u{2028}/",
    "é", "e\u{301}", "\u{301}start", "中文 标签", "用户名 😀", "👍🏽", "🇩🇪🇫🇷", "👨‍👩‍👧", "±10.5", "“quoted”",
    "Ελληνικά", "Кириллица", "한국어", "ﾊﾟ", "ａｂｃ", "€ and ₹", "‰ ′ ″", "、。「」", "ひらがな カタカナ", "Z\u{0332}",
    "\u{10FFFF}", "\u{E000}", "  leading", "trailing  ", "- list item that is long enough to wrap " + String(repeating: "word ", count: 30),
    "  - nested item " + String(repeating: "wörd ", count: 30), "double  space", "\n", "\n\n", "a\n\nb", "x\n",
]

/// Pieces random texts are made of.
private let pieces: [String] = [
    "a", "word", "Hello", " ", "  ", "- ", "\"", "\\", "\\(", "#", "##", "*", "/", "*/", "\n", "\r", "\t", "\0",
    "\u{7F}", "\u{85}", "\u{2028}", "\u{202E}", "\u{200B}", "\u{FEFF}", "é", "e\u{301}", "\u{301}", "中文", "😀",
    "👍🏽", "🇩🇪", "\u{200D}", "±", "“", "”", "Ω", "Ж", "한", "ア", "\u{3099}", "ｚ", "€", String(repeating: "long", count: 30),
]

private func randomTexts(_ count: Int, seed: UInt64) -> [String] {
    var random = SplitMix64(state: seed)
    return (0..<count).map { _ in
        (0..<random.below(12)).map { _ in pieces[random.below(pieces.count)] }.joined()
    }
}

private let allTexts = trickyTexts + randomTexts(2_000, seed: 8)

@Test func stringLiteralsMatchSwiftLiteral() {
    for text in allTexts {
        #expect(written { $0.line(.string(text)) } == SwiftLiteral.string(text) + "\n", "\(text.debugDescription)")
        #expect(written { $0.line(.rawString(text)) } == SwiftLiteral.rawString(text) + "\n", "\(text.debugDescription)")
        #expect(written { $0.line(.comment(text)) } == SwiftLiteral.commentSafe(text) + "\n", "\(text.debugDescription)")
        #expect(written { $0.line(.raw(text)) } == text + "\n")
    }
}

@Test func namesMatchSwiftLiteral() {
    var random = SplitMix64(state: 3)
    let keywords = Array(SwiftLiteral.keywords)
    var names = keywords + ["", "a", "x1", "value0", "Class", "classy", "selfish", "in_", "iff", "typealiases", "É"]
    for keyword in keywords {
        names.append(String(keyword.dropLast()))
        names.append(keyword + "s")
        names.append(keyword.uppercased())
        names.append(String(keyword.reversed()))
    }
    for _ in 0..<2_000 {
        names.append(String((0..<(1 + random.below(15))).map { _ in "abcdefghijklmnopqrstuvwxyzAS_".randomElement(using: &random)! }))
    }
    for name in names {
        #expect(SwiftWriter.withBytes(of: name, SwiftLiteral.isKeyword) == SwiftLiteral.keywords.contains(name), "\(name)")
        #expect(written { $0.line(.member(name)) } == SwiftLiteral.identifier(name) + "\n", "\(name)")
        #expect(written { $0.line(.label(name)) } == SwiftLiteral.label(name) + "\n", "\(name)")
    }
}

@Test func fieldSpellingsMatchSwiftLiteral() throws {
    let names = ["inout", "var", "let", "self", "class", "default", "name", "value0"]
    let source = "form F {\n" + names.map { "    field \($0): text { label \"L \\\"\($0)\\\" 中\" }\n" }.joined() + "}\n"
    let model = try #require(Compiler.compile(SourceFile(path: "f.form", text: source)).model)
    let text = written { w in
        SwiftForm.with(model.forms[0], spelledIn: &w) { form, w in
            for field in form.fields {
                w.line(field.member, " ", field.callLabel, " ", field.label)
                #expect(field.isKeyword == SwiftLiteral.keywords.contains(field.model.name))
            }
        }
    }
    let expected = model.forms[0].fields.map {
        SwiftLiteral.identifier($0.name) + " " + SwiftLiteral.callLabel($0.name) + " " + SwiftLiteral.string($0.label) + "\n"
    }.joined()
    #expect(text == expected)
}

@Test func invalidNumberMessagesMatchDefaultMessages() {
    for label in allTexts.prefix(300) {
        for type in [ValueType.int, .double, .decimal, .currency(code: "EUR"), .percent] {
            let suffix: StaticString = type == .int ? " must be a whole number." : " must be a number."
            let fast = written { w in
                w.startLine("")
                w.writeStringLiteral(label, then: suffix)
                w.endLine()
            }
            #expect(fast == SwiftLiteral.string(DefaultMessages.invalidNumber(label: label, type: type)) + "\n")
        }
    }
}

@Test func integersMatchDescription() {
    var random = SplitMix64(state: 5)
    var numbers = [0, 1, -1, 9, 10, -10, 99, 100, 12345, Int.max, Int.min, Int.max - 1, Int.min + 1]
    for _ in 0..<1_000 { numbers.append(Int(truncatingIfNeeded: random.next()) >> random.below(64)) }
    for n in numbers {
        #expect(written { $0.line(.int(n)) } == "\(n)\n")
    }
}

/// The doc comment fast paths (one line as it is; wrapping by bytes for ASCII, by scalars for
/// `isSimpleScalar` text) against the Character-based wrap, at every indentation they meet.
@Test func docCommentsMatchTheCharacterWrap() {
    let texts = allTexts + randomTexts(500, seed: 11).map { String(String.UnicodeScalarView($0.unicodeScalars.filter { $0 != "\u{301}" })) }
        + ["The data form `Login` submits: “Sign in”.", "用户名 😀", "Keep it within ±10.5",
           String(repeating: "中文 ", count: 40), String(repeating: "“q” ", count: 40), String(repeating: "a", count: 96),
           String(repeating: "a", count: 97), String(repeating: "é", count: 96) + " b", "- " + String(repeating: "Ωx ", count: 50)]
    for text in texts {
        for level in [0, 1, 2, 5, 16, 30] {
            func nested(_ w: inout SwiftWriter, _ depth: Int, _ body: (inout SwiftWriter) -> Void) {
                if depth == 0 { body(&w) } else { w.indented { nested(&$0, depth - 1, body) } }
            }
            let width = max(40, 100 - level * 4 - 4)
            let fast = written { w in nested(&w, level) { $0.docComment(.raw(text)) } }
            let general = written { w in nested(&w, level) { $0.writeDocCommentGeneral(text, width: width) } }
            #expect(fast == general, "level \(level): \(text.debugDescription)")
            let pieces = written { w in nested(&w, level) { $0.docComment(.raw(""), .raw(text), .raw("")) } }
            #expect(pieces == general, "level \(level), in pieces: \(text.debugDescription)")
        }
    }
}

/// Fixed doc comments are wrapped once per indentation and copied after that.
@Test func cachedDocCommentsMatchFreshOnes() {
    let cached = written { w in
        for _ in 0..<3 {
            w.docComment("The state of form `X` while it is filled in: each field's text, parsed value and errors, and more.")
            w.indented { w in
                w.docComment("The state of form `X` while it is filled in: each field's text, parsed value and errors, and more.")
                w.docComment("Short.")
            }
            w.docComment("Short.")
        }
    }
    let fresh = written { w in
        for _ in 0..<3 {
            w.docComment(.raw("The state of form `X` while it is filled in: each field's text, parsed value and errors, and more."))
            w.indented { w in
                w.docComment(.raw("The state of form `X` while it is filled in: each field's text, parsed value and errors, and more."))
                w.docComment(.raw("Short."))
            }
            w.docComment(.raw("Short."))
        }
    }
    #expect(cached == fresh)
}

/// The scalars the doc comment wrap counts as one Character each are one Character each,
/// next to each other, to ASCII, and to themselves; and `commentSafe` keeps them.
@Test func simpleScalarsAreCharactersOfTheirOwn() {
    let neighbours: [Unicode.Scalar] = ["a", " ", "\u{A0}", "\u{2014}", "\u{4E00}", "\u{1F600}", "\u{30A2}", "\u{FF21}"]
    var checked = 0
    for value in UInt32(0x80)...0x1FFFF where SwiftLiteral.isSimpleScalar(value) {
        guard let scalar = Unicode.Scalar(value) else { continue }
        checked += 1
        #expect(!SwiftLiteral.needsUnicodeEscape(scalar))
        for other in neighbours {
            var text = String.UnicodeScalarView()
            text.append(other); text.append(scalar); text.append(other); text.append(scalar); text.append(scalar)
            if String(text).count != 5 {
                Issue.record("U+\(String(value, radix: 16, uppercase: true)) joins a neighbour")
                break
            }
        }
    }
    #expect(checked > 20_000)
    // Some that must not be on the list: they join or are escaped.
    for value: UInt32 in [0xAD, 0x300, 0x483, 0x200D, 0x2028, 0x202E, 0x3099, 0x302A, 0xFE0F, 0x1F3FB, 0x1F1E6, 0xAC00, 0x1100, 0xFF9E] {
        #expect(!SwiftLiteral.isSimpleScalar(value), "U+\(String(value, radix: 16, uppercase: true))")
    }
}

/// A one-line call is at most 100 Characters, counted as Characters when the line is not
/// ASCII: labels of every length around the limit, in scripts where a Character is several
/// bytes or several scalars.
@Test func callsBreakAtOneHundredCharacters() throws {
    for unit in ["a", "é", "e\u{301}", "中", "👍🏽"] {
        for count in 20...60 {
            let label = String(repeating: unit, count: count)
            let source = "form F {\n    field n: int? { label \"\(label)\" }\n}\n"
            let model = try #require(Compiler.compile(SourceFile(path: "f.form", text: source)).model)
            let swift = SwiftEmitter.emit(model, sourceName: "f.form")
            let lines = swift.split(separator: "\n", omittingEmptySubsequences: false).map { $0.drop { $0 == " " } }
            let start = try #require(lines.firstIndex { $0.hasPrefix("self.n = NumberInput<Int>(") })
            if lines[start].hasSuffix(")") {
                #expect(lines[start].count <= 100, "\(unit) × \(count)")
            } else {
                // One argument per line: joined, they would have made too long a line.
                let end = try #require(lines[start...].firstIndex { $0 == ")" })
                let arguments = lines[(start + 1)..<end].map { $0.hasSuffix(",") ? String($0.dropLast()) : String($0) }
                let oneLine = lines[start] + arguments.joined(separator: ", ") + ")"
                #expect(oneLine.count > 100, "\(unit) × \(count)")
                #expect(oneLine.utf8.count > 100)
            }
        }
    }
}

/// Output larger than the reserved capacity is the same output, whatever the estimate.
@Test func outputBeyondTheEstimateIsTheSame() {
    func body(_ w: inout SwiftWriter) {
        for i in 0..<2_000 {
            w.docComment("A doc comment that is the same every time it is written, long enough to wrap onto a second line of text.")
            w.block("struct S", .int(i)) { w in
                w.line("let text = ", .string("value \(i) “quoted” \\ \n"))
                w.docComment(.raw("Label \(i) " + String(repeating: "word ", count: i % 40)))
            }
        }
    }
    let roomy = written(capacity: 10_000_000, body)
    #expect(written(capacity: 0, body) == roomy)
    #expect(written(capacity: 1_000, body) == roomy)
}

/// Spelled names and labels stay right when the store outgrows its first 4 KiB and moves,
/// with no room reserved for the output either.
@Test func spellingsSurviveTheStoreGrowing() throws {
    let names = (0..<120).map { "field\($0)" } + ["inout", "var", "self", "default"]
    let source = "form F {\n" + names.enumerated().map { index, name in
        "    field \(name): text { label \"\(index) \\\"quoted\\\" \\\\ \\u{2028} 中文 \(String(repeating: "label ", count: 8))\" }\n"
    }.joined() + "}\n"
    let model = try #require(Compiler.compile(SourceFile(path: "f.form", text: source)).model)
    let text = written(capacity: 0) { w in
        SwiftForm.with(model.forms[0], spelledIn: &w) { form, w in
            for field in form.fields { w.line(field.member, " ", field.callLabel, " ", field.label) }
        }
    }
    let expected = model.forms[0].fields.map {
        SwiftLiteral.identifier($0.name) + " " + SwiftLiteral.callLabel($0.name) + " " + SwiftLiteral.string($0.label) + "\n"
    }.joined()
    #expect(expected.utf8.count > 3 * 4_096)
    #expect(text == expected)
}

/// The doc comment cache stays right when it outgrows its first 4 KiB: one long fixed text
/// at many indentations, each a cache entry of its own.
@Test func docCommentCacheSurvivesGrowing() {
    func body(cached: Bool) -> (inout SwiftWriter) -> Void {
        { w in
            func nest(_ depth: Int, _ w: inout SwiftWriter) {
                if cached {
                    w.docComment("A fixed doc comment long enough to wrap onto several lines at every indentation it meets, so that its wrapped copies at twenty indentations fill more than the cache's first four kilobytes of storage.")
                } else {
                    w.docComment(.raw("A fixed doc comment long enough to wrap onto several lines at every indentation it meets, so that its wrapped copies at twenty indentations fill more than the cache's first four kilobytes of storage."))
                }
                if depth < 20 { w.indented { nest(depth + 1, &$0) } }
            }
            for _ in 0..<2 { nest(0, &w) }
        }
    }
    let cached = written(capacity: 0, body(cached: true))
    #expect(cached.utf8.count > 2 * 4_096)
    #expect(cached == written(capacity: 0, body(cached: false)))
}

/// A paragraph line of spaces only is "///" alone, on every wrap path: generated files carry
/// no trailing whitespace.
@Test func blankDocLinesCarryNoTrailingSpaces() {
    for label in ["x\n   \ny", "é\n  \nü", "e\u{301}\n \n\u{2028}", "   ", "a\n\t\nb"] {
        let text = written { $0.indented { $0.docComment(.docText(label)) } }
        for line in text.split(separator: "\n") {
            #expect(line.last != " ", "\(label.debugDescription): \(line.debugDescription)")
        }
    }
}

/// Text from a form is written only into doc comments: anywhere else the writer stops.
@Test func formTextOutsideADocCommentStops() async {
    await #expect(processExitsWith: .failure) {
        _ = SwiftWriter.render(capacity: 64) { $0.line("let x = ", .docText("label")) }
    }
}
