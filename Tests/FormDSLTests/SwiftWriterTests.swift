import Testing
@testable import FormDSL

// The pieces of the Swift writer: literals, names, doc comments and line layout. Literals and
// comment-safe text are held to plain references written scalar by scalar (below), and doc
// comments to the rules of their wrap, on texts built to hit every branch and on random texts
// made of the same pieces.

/// What `body` writes, as a String.
private func written(_ body: (inout SwiftWriter) -> Void) -> String {
    String(decoding: SwiftWriter.render(body), as: UTF8.self)
}

/// `text` as `SwiftDocComment` wraps it, as a String.
private func wrapped(_ text: String, indentation: Int) -> String {
    var out: [UInt8] = []
    SwiftDocComment.append(text, indentation: indentation, to: &out)
    return String(decoding: out, as: UTF8.self)
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
    #expect(SwiftLiteral.identifier("default") == "`default`")
    #expect(SwiftLiteral.identifier("numberPad") == "numberPad")
    #expect(written { $0.line(".", .member("default"), ", .", .member("next")) } == ".`default`, .next\n")
}

@Test func fieldsSpellTheirNamesAndLabels() throws {
    let names = ["inout", "var", "let", "self", "class", "default", "name", "value0"]
    let source = "form F {\n" + names.map { "    field \($0): text { label \"L \\\"\($0)\\\" 中\" }\n" }.joined() + "}\n"
    let model = try #require(Compiler.compile(SourceFile(path: "f.form", text: source)).model)
    let form = SwiftForm(model.forms[0])
    let text = written { w in
        for field in form.fields {
            w.line(field.member, " ", field.callLabel, " ", field.label, " ", field.valueType)
            w.line(field.inputType)
            #expect(field.isKeyword == SwiftLiteral.keywords.contains(field.model.name))
        }
    }
    let expected = model.forms[0].fields.map {
        SwiftLiteral.identifier($0.name) + " " + SwiftLiteral.callLabel($0.name) + " " + referenceString($0.label) + " Swift.String\nFormRuntime.TextInput\n"
    }.joined()
    #expect(text == expected)
    #expect(form.fields.map(\.index) == Array(names.indices))
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

/// The wrap, held to its rules at every indentation it meets: each line of the text is a
/// paragraph of its own, made safe for a comment; its words come out in order, one space
/// apart, none lost or added; a line of more than one word fits the width; a word moves to
/// the next line only when it does not fit after the last one; continuation lines keep the
/// paragraph's indentation, two more for a list item (`- `); and the writer's `docComment`,
/// whole or in pieces, writes what the wrap makes.
@Test func docCommentsWrapByTheirRules() {
    let texts = allTexts + randomTexts(500, seed: 11)
        + ["The data form `Login` submits: “Sign in”.", "用户名 😀", "Keep it within ±10.5",
           String(repeating: "中文 ", count: 40), String(repeating: "“q” ", count: 40), String(repeating: "a", count: 96),
           String(repeating: "a", count: 97), String(repeating: "é", count: 96) + " b", "- " + String(repeating: "Ωx ", count: 50),
           "two  spaces  between " + String(repeating: "words  ", count: 20), "  - " + String(repeating: "x ", count: 60)]
    var breaks = 0
    for text in texts {
        for level in [0, 1, 2, 5, 16, 30] {
            let indentation = level * 4
            let margin = String(repeating: " ", count: indentation)
            let width = SwiftDocComment.width(indentation: indentation)
            let paragraphs = text.split(separator: "\n", omittingEmptySubsequences: false).map { String($0) }
            let lines = wrapped(text, indentation: indentation)
            #expect(lines == paragraphs.map { wrapped($0, indentation: indentation) }.joined())
            for paragraph in paragraphs {
                let safe = SwiftLiteral.commentSafe(paragraph)
                let out = wrapped(paragraph, indentation: indentation).split(separator: "\n").map { String($0) }
                if safe.allSatisfy({ $0 == " " }) {
                    #expect(out == [margin + "///"], "\(paragraph.debugDescription)")
                    continue
                }
                let leading = String(safe.prefix { $0 == " " })
                let hanging = leading + (safe.dropFirst(leading.count).hasPrefix("- ") ? "  " : "")
                var words: [[Substring]] = []
                var contents: [String] = []
                // Prefixes are compared and dropped by scalars: a word may start with a mark
                // that joins the space before it into one Character.
                func dropping(_ prefix: String, from text: String) -> String? {
                    text.unicodeScalars.starts(with: prefix.unicodeScalars)
                        ? String(text.unicodeScalars.dropFirst(prefix.unicodeScalars.count)) : nil
                }
                for (index, line) in out.enumerated() {
                    guard let content = dropping(margin + "/// ", from: line),
                          let rest = dropping(index == 0 ? leading : hanging, from: content) else {
                        Issue.record("\(line.debugDescription) does not start as a comment line of this paragraph")
                        continue
                    }
                    #expect(rest.first != " ", "\(line.debugDescription)")
                    let lineWords = rest.split(separator: " ", omittingEmptySubsequences: false)
                    #expect(!lineWords.contains { $0.isEmpty }, "\(line.debugDescription)")
                    if lineWords.count > 1 { #expect(content.count <= width, "\(line.debugDescription)") }
                    words.append(lineWords)
                    contents.append(content)
                }
                #expect(words.joined().map(String.init) == safe.split(separator: " ").map(String.init), "\(paragraph.debugDescription)")
                for index in contents.indices.dropLast() {
                    breaks += 1
                    let next = words[index + 1].first ?? ""
                    #expect(contents[index].count + 1 + next.count > width, "level \(level): \(paragraph.debugDescription)")
                }
            }
            func nested(_ w: inout SwiftWriter, _ depth: Int, _ body: (inout SwiftWriter) -> Void) {
                if depth == 0 { body(&w) } else { w.indented { nested(&$0, depth - 1, body) } }
            }
            #expect(written { w in nested(&w, level) { $0.docComment(.raw(text)) } } == lines, "level \(level): \(text.debugDescription)")
            let inPieces = written { w in nested(&w, level) { $0.docComment(.raw(""), .docText(text), .raw("")) } }
            #expect(inPieces == lines, "level \(level), in pieces: \(text.debugDescription)")
        }
    }
    #expect(breaks > 500)
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
        _ = SwiftWriter.render { $0.line("let x = ", .docText("label")) }
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
            let start = try #require(lines.firstIndex { $0.hasPrefix("self.n = .init(") })
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

/// formc's own doc comments (`docLines`) come out as `docComment` wraps the same text, at each
/// indentation, and for a `StaticString` that holds one scalar rather than a pointer.
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
        SwiftDocComment.isWrapped(text, indentation: indentation)
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

/// A wrapped list fills lines up to 100 characters, goes on four spaces deeper, closes where
/// it is told, and writes nothing for no items (a `case` alone is no Swift; a form without
/// fields has an empty `Field` enum).
@Test func wrappedListsWrapAndStayValidWhenEmpty() {
    let names = (0..<30).map { "field\($0)" }
    let text = written { w in w.wrappedList("case ", count: names.count) { i, w in w.add(.raw(names[i])) } }
    let lines = text.split(separator: "\n")
    #expect(lines.count > 1 && lines.allSatisfy { $0.count <= 100 })
    #expect(lines[0].hasPrefix("case field0, field1,") && lines[1].hasPrefix("    field"))
    #expect(text.replacingOccurrences(of: ",\n    ", with: ", ") == "case " + names.joined(separator: ", ") + "\n")
    #expect(written { w in w.wrappedList("case ", count: 0) { _, _ in } } == "")
    #expect(written { w in w.wrappedList("let a = [", count: 0, close: "]") { _, _ in } } == "let a = []\n")
}
