import Testing
@testable import FormDSL

// The pieces of the Swift writer: literals, names, doc comments and line layout. Literals and
// comment-safe text are held to plain references written scalar by scalar (below), and doc
// comments wrapped by counting scalars to the wrap by Characters, on texts built to hit every
// branch and on random texts made of the same pieces.

/// What `body` writes, as a String.
private func written(capacity: Int = 4_096, _ body: (inout SwiftWriter) -> Void) -> String {
    String(decoding: SwiftWriter.render(capacity: capacity, body), as: UTF8.self)
}

/// Texts made to reach every branch: escapes, every scalar needsUnicodeEscape names, `*/`,
/// multi-scalar Characters, long and short texts.
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

// MARK: Plain references

/// `\u{XXXX}` with at least four upper-case hex digits.
private func referenceEscape(_ scalar: Unicode.Scalar) -> String {
    let digits = String(scalar.value, radix: 16, uppercase: true)
    return "\\u{" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits + "}"
}

private func referenceString(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
        switch scalar {
        case "\\": out += #"\\"#
        case "\"": out += #"\""#
        case "\n": out += #"\n"#
        case "\r": out += #"\r"#
        case "\t": out += #"\t"#
        case "\0": out += #"\0"#
        default: out += SwiftLiteral.needsUnicodeEscape(scalar) ? referenceEscape(scalar) : String(scalar)
        }
    }
    return out + "\""
}

private func referenceRawString(_ text: String) -> String {
    if text.unicodeScalars.contains(where: { SwiftLiteral.needsUnicodeEscape($0) || $0.value < 0x20 || $0 == "\u{7F}" }) {
        return referenceString(text)
    }
    var longest = 0
    let scalars = Array(text.unicodeScalars)
    for (index, scalar) in scalars.enumerated() where scalar == "\"" || scalar == "\\" {
        var run = 0
        while index + 1 + run < scalars.count, scalars[index + 1 + run] == "#" { run += 1 }
        longest = max(longest, run)
    }
    let hashes = String(repeating: "#", count: longest + 1)
    return hashes + "\"" + text + "\"" + hashes
}

/// Escapes as `referenceString` does (and line breaks and tabs too), then a space between
/// each `*` and `/` scalar that follow each other.
private func referenceCommentSafe(_ text: String) -> String {
    var escaped: [Unicode.Scalar] = []
    for scalar in text.unicodeScalars {
        if SwiftLiteral.needsUnicodeEscape(scalar) || scalar == "\n" || scalar == "\r" || scalar == "\t" {
            escaped += referenceEscape(scalar).unicodeScalars
        } else {
            escaped.append(scalar)
        }
    }
    var out = String.UnicodeScalarView()
    for (index, scalar) in escaped.enumerated() {
        if scalar == "/" && index > 0 && escaped[index - 1] == "*" { out.append(" ") }
        out.append(scalar)
    }
    return String(out)
}

// MARK: Literals and names

@Test func literalsMatchThePlainReferences() {
    for text in allTexts {
        #expect(SwiftLiteral.string(text) == referenceString(text), "\(text.debugDescription)")
        #expect(SwiftLiteral.rawString(text) == referenceRawString(text), "\(text.debugDescription)")
        #expect(SwiftLiteral.commentSafe(text) == referenceCommentSafe(text), "\(text.debugDescription)")
        #expect(written { $0.line(.string(text)) } == referenceString(text) + "\n")
        #expect(written { $0.line(.rawString(text)) } == referenceRawString(text) + "\n")
        #expect(written { $0.line(.comment(text)) } == referenceCommentSafe(text) + "\n")
        #expect(written { $0.line(.raw(text)) } == text + "\n")
    }
}

@Test func namesAreInBackticksWhereKeywordsNeedThem() {
    var random = SplitMix64(state: 3)
    let keywords = Array(SwiftLiteral.keywords)
    var names = keywords + ["", "a", "x1", "value0", "Class", "classy", "selfish", "in_", "iff", "typealiases", "É"]
    for keyword in keywords {
        names.append(String(keyword.dropLast()))
        names.append(keyword + "s")
        names.append(keyword.uppercased())
    }
    for _ in 0..<500 {
        names.append(String((0..<(1 + random.below(15))).map { _ in "abcdefghijklmnopqrstuvwxyzAS_".randomElement(using: &random)! }))
    }
    for name in names {
        let isKeyword = SwiftLiteral.keywords.contains(name)
        #expect(SwiftLiteral.isKeyword(name) == isKeyword, "\(name)")
        #expect(written { $0.line(.member(name)) } == (isKeyword ? "`\(name)`" : name) + "\n", "\(name)")
        let isDeclarationKeyword = ["inout", "var", "let"].contains(name)
        #expect(written { $0.line(.label(name)) } == (isDeclarationKeyword ? "`\(name)`" : name) + "\n", "\(name)")
        #expect(SwiftLiteral.callLabel(name) == (name == "inout" ? "`inout`" : name))
    }
}

@Test func fieldsSpellTheirNamesAndLabels() throws {
    let names = ["inout", "var", "let", "self", "class", "default", "name", "value0"]
    let source = "form F {\n" + names.map { "    field \($0): text { label \"L \\\"\($0)\\\" 中\" }\n" }.joined() + "}\n"
    let model = try #require(Compiler.compile(SourceFile(path: "f.form", text: source)).model)
    var indices: [Int] = []
    let text = written { w in
        let form = SwiftForm(model.forms[0], spellingInto: &w)
        w.line("// spelled before this line")
        for field in form.fields {
            w.line(field.member, " ", field.callLabel, " ", field.label, " ", field.valueType)
            w.line(field.keyPrefix, "label\" ", field.keyPrefix, "option.", .stringPart(field.model.label), "\"")
            #expect(field.isKeyword == SwiftLiteral.keywords.contains(field.model.name))
        }
        indices = form.fields.map(\.index)
    }
    let expected = "// spelled before this line\n" + model.forms[0].fields.map {
        SwiftLiteral.identifier($0.name) + " " + SwiftLiteral.callLabel($0.name) + " " + referenceString($0.label) + " String\n"
            + referenceString(StringKeys.field(form: "F", field: $0.name, role: "label")) + " "
            + referenceString(StringKeys.option(form: "F", field: $0.name, value: $0.label)) + "\n"
    }.joined()
    #expect(text == expected)
    #expect(indices == Array(names.indices))
}

/// A field's label as a doc comment, wrapped once and copied after that, is what wrapping it
/// each time writes: twice at one indentation, then at others.
@Test func labelDocCommentsAreWrappedAsEveryOther() throws {
    let labels = trickyTexts.filter { !$0.contains("\"") && !$0.contains("\\") && !$0.contains("\0") && !$0.contains("\r") }.prefix(40)
    let source = "form F {\n" + labels.indices.map { "    field f\($0): text { label \"\(labels[$0].replacingOccurrences(of: "\n", with: "\\n").replacingOccurrences(of: "\t", with: "\\t"))\" }\n" }.joined() + "}\n"
    let model = try #require(Compiler.compile(SourceFile(path: "f.form", text: source)).model)
    #expect(model.forms[0].fields.count == labels.count)
    let cached = written { w in
        let form = SwiftForm(model.forms[0], spellingInto: &w)
        for level in [1, 1, 0, 3, 1] {
            for field in form.fields {
                func nested(_ w: inout SwiftWriter, _ depth: Int) {
                    if depth > 0 { w.indented { nested(&$0, depth - 1) }; return }
                    w.labelDocComment(field)
                }
                nested(&w, level)
            }
        }
    }
    let wrapped = written { w in
        for level in [1, 1, 0, 3, 1] {
            for field in model.forms[0].fields {
                func nested(_ w: inout SwiftWriter, _ depth: Int) {
                    if depth > 0 { w.indented { nested(&$0, depth - 1) }; return }
                    w.docComment(.docText(field.label))
                }
                nested(&w, level)
            }
        }
    }
    #expect(cached == wrapped)
}

/// A spelled piece is copied wherever it is written, as often as it is, and writes what its
/// pieces write; spelling writes nothing where the writer is.
@Test func spelledPiecesWriteWhatTheirPiecesWrite() {
    for text in allTexts.prefix(300) {
        let direct = written { w in
            w.line(.member(text), " ", .string(text))
            w.indented { $0.line(.raw(text), "Values") }
        }
        let spelled = written { w in
            let member = w.spell(.member(text))
            let literal = w.spell(.string(text))
            let values = w.spell(.raw(text), "Values")
            w.line(member, " ", literal)
            w.indented { $0.line(values) }
        }
        #expect(spelled == direct, "\(text.debugDescription)")
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

// MARK: Doc comments

/// The wrap by scalars (`isPlain` text) against the wrap by Characters, at every indentation
/// they meet, whole and in pieces.
@Test func docCommentsMatchTheCharacterWrap() {
    let texts = allTexts + randomTexts(500, seed: 11).map { String(String.UnicodeScalarView($0.unicodeScalars.filter { $0 != "\u{301}" })) }
        + ["The data form `Login` submits: “Sign in”.", "用户名 😀", "Keep it within ±10.5",
           String(repeating: "中文 ", count: 40), String(repeating: "“q” ", count: 40), String(repeating: "a", count: 96),
           String(repeating: "a", count: 97), String(repeating: "é", count: 96) + " b", "- " + String(repeating: "Ωx ", count: 50),
           "two  spaces  between " + String(repeating: "words  ", count: 20), "  - " + String(repeating: "x ", count: 60)]
    var plain = 0
    for text in texts {
        if SwiftDocComment.isPlain(Array(text.utf8).span) { plain += 1 }
        for level in [0, 1, 2, 5, 16, 30] {
            func nested(_ w: inout SwiftWriter, _ depth: Int, _ body: (inout SwiftWriter) -> Void) {
                if depth == 0 { body(&w) } else { w.indented { nested(&$0, depth - 1, body) } }
            }
            var reference = OutputBuffer()
            SwiftDocComment.appendLines(text, indentation: level * 4, to: &reference)
            let wrapped = written { w in nested(&w, level) { $0.docComment(.raw(text)) } }
            #expect(wrapped == reference.text, "level \(level): \(text.debugDescription)")
            let inPieces = written { w in nested(&w, level) { $0.docComment(.raw(""), .docText(text), .raw("")) } }
            #expect(inPieces == reference.text, "level \(level), in pieces: \(text.debugDescription)")
        }
    }
    #expect(plain > 300)
}

/// A doc comment written again is copied from its first wrapping (`WrittenDocComments`): one
/// writer, many comments each written several times at several indentations, comes out as each
/// wrapped on its own. Among them: texts that share their length and first and last eight bytes
/// (the fingerprint) and differ between, texts that differ in one byte, and more texts than the
/// writer keeps, so later ones are wrapped each time.
@Test func docCommentsWrittenAgainAreWrappedAsTheFirstTime() {
    let twins = (0..<6).map { "The data form `Login` submits " + String(repeating: "x", count: $0) + String(repeating: "y", count: 6 - $0)
        + " the values, and a long enough tail to wrap " + String(repeating: "word ", count: 12) + "at the end." }
    let texts = twins + ["A", "B", "“quoted” 中文 text", "- item\n  - nested"] + allTexts.prefix(300)
    var random = SplitMix64(state: 31)
    var order: [(text: String, level: Int)] = []
    for _ in 0..<2_000 {
        order.append((texts[random.below(random.below(4) == 0 ? texts.count : 12)], [0, 1, 3][random.below(3)]))
    }
    func nested(_ w: inout SwiftWriter, _ depth: Int, _ body: (inout SwiftWriter) -> Void) {
        if depth == 0 { body(&w) } else { w.indented { nested(&$0, depth - 1, body) } }
    }
    let once = written(capacity: 1 << 20) { w in
        for (text, level) in order { nested(&w, level) { $0.docComment(.docText(text)) } }
    }
    var reference = ""
    for (text, level) in order { reference += written { w in nested(&w, level) { $0.docComment(.docText(text)) } } }
    #expect(once == reference)
    #expect(Set(twins.map(\.utf8.count)).count == 1)
}

/// `OutputBuffer.equals` is `==` on the bytes: buffers of every length up to 40 against ranges
/// of another that hold the same bytes, one byte changed anywhere, or one byte more or less.
@Test func outputBufferEqualsComparesEveryByte() {
    var random = SplitMix64(state: 41)
    for length in 0...40 {
        let bytes = (0..<length).map { _ in UInt8(truncatingIfNeeded: random.next()) }
        var buffer = OutputBuffer()
        buffer.append(bytes.span)
        var variants: [[UInt8]] = [bytes, bytes + [0x61], Array(bytes.dropLast())]
        for i in bytes.indices {
            var changed = bytes
            changed[i] ^= 1 << UInt8(random.below(8))
            variants.append(changed)
        }
        for variant in variants {
            let offset = random.below(5)
            var other = OutputBuffer()
            other.append(([UInt8](repeating: 0x2E, count: offset) + variant + [0x2E]).span)
            #expect(buffer.equals(other, from: offset, to: offset + variant.count) == (variant == bytes), "\(bytes) \(variant)")
        }
    }
}

/// The scalars the doc comment wrap counts as one Character each are one Character each,
/// next to each other, to ASCII, and to themselves; and `commentSafe` keeps them.
@Test func simpleScalarsAreCharactersOfTheirOwn() {
    let neighbours: [Unicode.Scalar] = ["a", " ", "\u{A0}", "\u{2014}", "\u{4E00}", "\u{1F600}", "\u{30A2}", "\u{FF21}"]
    var checked = 0
    for value in UInt32(0x80)...0x1FFFF where SwiftDocComment.isSimpleScalar(value) {
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
        #expect(!SwiftDocComment.isSimpleScalar(value), "U+\(String(value, radix: 16, uppercase: true))")
    }
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

// MARK: Layout

/// Blocks indent their bodies by four spaces a level and close at the level they opened.
@Test func blocksNestAndClose() {
    let text = written { w in
        w.block("struct S") { w in
            w.line("let a = 1")
            w.blank()
            w.ifElse("x", then: { $0.line("y()") }, else: { w in w.switchBlock("z") { $0.line("case .a: break") } })
            w.indented { $0.line(".modifier()") }
        }
    }
    #expect(text == """
        struct S {
            let a = 1

            if x {
                y()
            } else {
                switch z {
                case .a: break
                }
            }
                .modifier()
        }

        """)
}

/// A call's arguments share its line when it fits, and take a line each otherwise.
@Test func callsPutArgumentsOnOneLineOrOneEach() {
    func call(_ argument: String) -> String {
        written { w in
            w.indented { w in
                w.call({ $0.add("f") }, multiline: false) { w in
                    w.argument("a: 1")
                    w.argument("b: ", .string(argument))
                }
            }
        }
    }
    #expect(call("short") == "    f(a: 1, b: \"short\")\n")
    let long = String(repeating: "x", count: 100)
    #expect(call(long) == "    f(\n        a: 1,\n        b: \"\(long)\"\n    )\n")
}

/// The writer hands its lines on a chunk at a time: calls tried on one line, long and short,
/// at every place around the chunks' ends, and doc comments between them, come out as if
/// written in one piece.
@Test func outputHandedOnInChunksIsWhole() {
    var expected = ""
    let text = written(capacity: 0) { w in
        for i in 0..<12_000 {
            let argument = String(repeating: "x", count: i % 97)
            w.call({ $0.add("f") }, multiline: false) { w in
                w.argument("a: ", .int(i))
                w.argument("b: ", .string(argument))
            }
            let oneLine = "f(a: \(i), b: \"\(argument)\")"
            expected += oneLine.count <= 100 ? oneLine + "\n" : "f(\n    a: \(i),\n    b: \"\(argument)\"\n)\n"
            if i % 7 == 0 {
                w.docComment("A doc comment, fixed.")
                expected += "/// A doc comment, fixed.\n"
            }
        }
    }
    #expect(text.utf8.count > 10 * 65_536)
    #expect(text == expected)
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

/// The capacity reserved at the start is a hint: output larger than it is the same output.
@Test func outputBeyondTheReservedCapacityIsTheSame() {
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

// MARK: The buffer

/// Every kind of append, in random order and sizes, against the same appends to a `[UInt8]`:
/// from a buffer of the smallest capacity, so that appends cross its capacity again and again,
/// and from one with room for all.
@Test func outputBufferMatchesAnArray() {
    var random = SplitMix64(state: 21)
    let texts = allTexts.prefix(200) + [String(repeating: "long text ", count: 40)]
    let statics: [StaticString] = ["", "x", " {\n", "public static let ", "“quoted” text"]
    for round in 0..<200 {
        var buffer = OutputBuffer(reservingCapacity: round % 2 == 0 ? 0 : 1 << 16)
        var reference: [UInt8] = []
        var moved: [UInt8] = []
        for _ in 0..<random.below(400) {
            switch random.below(10) {
            case 0:
                let byte = UInt8(truncatingIfNeeded: random.next())
                buffer.append(byte)
                reference.append(byte)
            case 1:
                let text = statics[random.below(statics.count)]
                buffer.append(text)
                text.withUTF8Buffer { reference.append(contentsOf: $0) }
            case 2:
                let text = texts[random.below(texts.count)]
                buffer.append(text)
                reference.append(contentsOf: text.utf8)
            case 3:
                let scalar = texts[random.below(texts.count)].unicodeScalars.first ?? "a"
                buffer.append(scalar)
                reference.append(contentsOf: String(scalar).utf8)
            case 4:
                let value = Int(truncatingIfNeeded: random.next()) >> random.below(64)
                buffer.append(decimal: value)
                reference.append(contentsOf: String(value).utf8)
            case 5:
                // Indentations: mostly within the 32 that one store covers, at any distance
                // from the end of the room, and some deeper.
                let count = random.below(4) == 0 ? random.below(150) : random.below(34)
                buffer.append(spaces: count)
                reference.append(contentsOf: repeatElement(0x20, count: count))
            case 6:
                // Up to 100 of the bytes last written, appended again.
                let from = reference.count - random.below(min(reference.count, 100) + 1)
                let copy = buffer.withSpan(from: from) { span in span.withUnsafeBufferPointer { Array($0) } }
                var again = OutputBuffer()
                again.append(copy.span)
                buffer.append(again.bytes.span)
                reference.append(contentsOf: reference[from...])
            case 7:
                // A range of another buffer.
                let text = texts[random.below(texts.count)]
                var other = OutputBuffer()
                other.append(text)
                let utf8 = Array(text.utf8)
                let start = random.below(utf8.count + 1)
                let end = start + random.below(utf8.count - start + 1)
                buffer.append(other, from: start, to: end)
                reference.append(contentsOf: utf8[start..<end])
            case 8:
                // Everything so far handed on and the buffer emptied, as the writer does with
                // each chunk.
                moved = buffer.withSpan(from: 0) { span in span.withUnsafeBufferPointer { Array($0) } }
                buffer.removeAll()
                #expect(moved == reference)
                #expect(buffer.count == 0)
                reference.removeAll()
            default:
                let to = reference.count - random.below(min(reference.count, 20) + 1)
                buffer.removeAll(from: to)
                reference.removeSubrange(to...)
            }
            #expect(buffer.count == reference.count)
        }
        #expect(buffer.bytes == reference)
        #expect(buffer.text == String(decoding: reference, as: UTF8.self))
        buffer.removeAll()
        #expect(buffer.bytes.isEmpty)
    }
}

/// formc's own doc comments (`docLines`) come out as `docComment` wraps the same text, the
/// first time and every time after (copied), at each indentation, and for a `StaticString`
/// that holds one scalar rather than a pointer.
@Test func docLinesComeOutAsTheWrapMakesThem() {
    let texts: [StaticString] = [
        "Short.", "- Parameters:\n  - model: the starting state.", "\nAfter an empty line, “quotes” and 中文.",
        StaticString(unicodeScalarLiteral: "x"),
    ]
    func body(lines: Bool) -> (inout SwiftWriter) -> Void {
        { w in
            for round in 0..<3 {
                for text in texts {
                    for level in [0, 1, 2, 5, 16, 30] {
                        func nested(_ w: inout SwiftWriter, _ depth: Int) {
                            if depth > 0 { w.indented { nested(&$0, depth - 1) }; return }
                            if lines { w.docLines(text) } else { w.docComment(.text(text)) }
                        }
                        nested(&w, level)
                        w.line("let round = ", .int(round))
                    }
                }
            }
        }
    }
    #expect(written(body(lines: true)) == written(body(lines: false)))
}

/// `isWrapped`, which debug builds check every `docLines` text with, accepts lines the wrap
/// leaves as they are and nothing else (a word longer than the width is a line of its own).
@Test func isWrappedAcceptsOnlyLinesTheWrapKeeps() {
    func isWrapped(_ text: String, _ indentation: Int = 4) -> Bool {
        SwiftDocComment.isWrapped(Array(text.utf8).span, indentation: indentation)
    }
    let width = SwiftDocComment.width(indentation: 4)
    for text in ["One line.", "Two lines,\nthe second after a break.", "\nAn empty line first.", "A list:\n- one\n  - two",
                 String(repeating: "a", count: width), "“Quotes”, 中文 and 😀 count as one column each.",
                 String(repeating: "中", count: width)] {
        #expect(isWrapped(text), "\(text.debugDescription)")
    }
    for text in [String(repeating: "a ", count: width / 2 + 1), "ends in a space ", "two  spaces", " \nspaces only",
                 "a */ b", "a\tb", "a\rb", "\u{202E}", String(repeating: "中", count: width) + " x"] {
        #expect(!isWrapped(text), "\(text.debugDescription)")
    }
    #expect(isWrapped(String(repeating: "a", count: 40), 96) && !isWrapped(String(repeating: "a ", count: 21), 96))
}

/// `isKeyword` answers as the keyword set does, for every keyword, every keyword one byte
/// longer or shorter or with another first byte, and names that are not keywords.
@Test func isKeywordMatchesTheKeywordSet() {
    var names: [String] = ["", "a", "é", "name", "numberPad", "emailAddress", "`class`", "class_", "Class",
                           String(repeating: "x", count: 40), "🙂", "ínit"]
    for word in SwiftLiteral.keywords {
        names += [word, word + "s", String(word.dropFirst()), String(word.dropLast()), "_" + word.dropFirst(),
                  word.uppercased(), "\u{0}" + word.dropFirst()]
    }
    for name in names {
        #expect(SwiftLiteral.isKeyword(name) == SwiftLiteral.keywords.contains(name), "\(name)")
    }
    #expect(SwiftLiteral.identifier("default") == "`default`")
    #expect(SwiftLiteral.identifier("numberPad") == "numberPad")
    #expect(written { $0.line(".", .member("default"), ", .", .member("next")) } == ".`default`, .next\n")
}

/// A literal written in parts (`stringPart` between quotes) holds the parts' text one after
/// another, whatever they hold: escaping goes scalar by scalar.
@Test func literalsInPartsHoldThePartsInOrder() {
    var random = SplitMix64(state: 0x9A27)
    for _ in 0..<2_000 {
        let a = trickyTexts[random.below(trickyTexts.count)], b = trickyTexts[random.below(trickyTexts.count)]
        #expect(written { $0.line("\"", .stringPart(a), ".", .stringPart(b), "\"") } == referenceString(a + "." + b) + "\n")
    }
}
