import Testing
@testable import FormDSL

/// One input through the whole pipeline, as `formc check` and `formc generate` run it.
struct PipelineRun {
    let file: SourceFile
    let result: CompilationResult

    init(_ bytes: [UInt8]) {
        file = SourceFile(path: "hostile.form", bytes: bytes)
        result = Compiler.compile(file)
    }

    init(_ text: String) { self.init(Array(text.utf8)) }

    /// `FC0101 2:11 message`, one per diagnostic.
    var lines: [String] {
        result.diagnostics.map { d in
            let loc = file.location(of: d.span.start)
            return "\(d.id) \(loc.line):\(loc.column) \(d.message)"
        }
    }

    var ids: [String] { result.diagnostics.map(\.id) }
    var rendered: String { TextRenderer().render(result.diagnostics, in: file) }

    /// The Swift `formc generate` writes; nil when the file has errors.
    var swift: String? {
        result.model.map { Generator.single(for: $0, source: file, target: .swift) }
    }
}

/// Inputs built to break a compiler: huge, deep, binary, oddly encoded or hostile. Each must
/// give a clear diagnostic (the right id at the right place, in bounded output) or work. The
/// big inputs are built in memory; their speed is watched by CI's fuzzing, not timed here.
@Suite struct HostileInputTests {
    // MARK: Depth

    /// A deep input, named for the test report (the input itself is too long to show).
    struct Deep: CustomTestStringConvertible, Sendable {
        let name: String
        let input: String
        let expected: String
        var testDescription: String { name }
    }

    static let depth = 200_000
    static func repeated(_ s: String, _ n: Int = depth) -> String { String(repeating: s, count: n) }

    static let deepInputs: [Deep] = [
        // A block holding blocks: the first '{' is not a member; its whole group is skipped.
        Deep(name: "braces", input: "form A {" + repeated("{") + repeated("}") + "}",
             expected: "FC0101 1:9 expected a field, section or property, found '{'"),
        // Argument lists, lists and parenthesised conditions: 65 levels and more.
        Deep(name: "calls", input: "form A { field x: text { validate " + repeated("f(") + repeated(")") + " } }",
             expected: "FC0103 1:160 nesting is too deep (more than 64 levels)"),
        Deep(name: "brackets", input: "form A { field x: text { validate " + repeated("[") + repeated("]") + " } }",
             expected: "FC0103 1:97 nesting is too deep (more than 64 levels)"),
        Deep(name: "parentheses", input: "form A { field x: text { visible when " + repeated("(") + "a" + repeated(")") + " } }",
             expected: "FC0103 1:101 nesting is too deep (more than 64 levels)"),
        Deep(name: "negations", input: "form A { field x: text { visible when " + repeated("!") + "a } }",
             expected: "FC0103 1:101 nesting is too deep (more than 64 levels)"),
        // A chain of operators is not nesting: it parses (into a shallow tree), and the
        // checker reports its unknown name once.
        Deep(name: "or chain", input: "form A { field x: text { visible when a" + repeated(" || a") + " } }",
             expected: "FC0401 1:39 the condition names unknown field 'a'"),
        Deep(name: "and chain", input: "form A { field x: text { visible when a == 1" + repeated(" && a == 1") + " } }",
             expected: "FC0401 1:39 the condition names unknown field 'a'"),
    ]

    /// Deep input is one diagnostic, never a stack overflow, in every construct that nests.
    @Test(arguments: deepInputs)
    func deepNestingIsOneDiagnostic(_ deep: Deep) {
        let run = PipelineRun(deep.input)
        #expect(run.lines == [deep.expected])
        #expect(run.rendered.utf8.count < 2_000)
    }

    /// A chain of `&&` or `||` becomes a balanced tree: 200,000 operands are 18 levels deep,
    /// where a left-leaning tree would be 200,000 (and its release overflowed the stack). The
    /// operands keep their order.
    @Test func operatorChainsBuildShallowTrees() throws {
        let n = Self.depth
        let (syntax, diagnostics) = Parser.parse(SourceFile(path: "t.form", text: "form A { field x: text { visible when " +
            (0..<n).map { "a\($0)" }.joined(separator: " || ") + " } }"))
        #expect(diagnostics.isEmpty)
        guard case .field(let field)? = syntax.forms.first?.members.first,
              case .when(let condition)? = field.properties.first?.arguments.first?.value.kind else {
            Issue.record("no condition")
            return
        }
        var depth = 0
        var names: [String] = []
        var pending = [(condition, 1)]
        while let (e, level) = pending.popLast() {
            depth = max(depth, level)
            switch e.kind {
            case .binary(.or, let lhs, let rhs): pending += [(rhs, level + 1), (lhs, level + 1)]
            case .identifier(let name): names.append(name)
            default: Issue.record("unexpected \(e.kind)")
            }
        }
        #expect(depth == 19, "18 levels of operators and the operands")
        #expect(names == (0..<n).map { "a\($0)" })
    }

    // MARK: Size

    /// A 5 MB line: the diagnostic at its end has the right column, and the excerpt is a
    /// window around it, not the line.
    @Test func fiveMegabyteLine() {
        let padding = String(repeating: " ", count: 5_000_000)
        let run = PipelineRun("form A { field x: text {" + padding + "bogus 1 } }")
        #expect(run.lines == ["FC0301 1:5000025 unknown property 'bogus' in a field"])
        #expect(run.rendered.utf8.count < 1_000)
        #expect(run.rendered.contains("...") && run.rendered.contains("bogus 1 } }"))
    }

    /// A 1 MB name works as a field name (the Swift repeats it some thirty times, so it is
    /// not 5 MB here), and a 5 MB unknown name gets a shortened message.
    @Test func hugeNames() throws {
        let name = String(repeating: "a", count: 1_000_000)
        let field = PipelineRun("form A { field \(name): text }")
        #expect(field.ids == [])
        #expect(try #require(field.swift).contains("public var \(name): Swift.String"))

        let unknown = PipelineRun("form A { field x: text { \(String(repeating: "a", count: 5_000_000)) 1 } }")
        #expect(unknown.ids == ["FC0301"])
        let message = try #require(unknown.result.diagnostics.first?.message)
        #expect(message.utf8.count <= DiagnosticText.limit)
        #expect(message.hasPrefix("unknown property 'aaaa") && message.hasSuffix("aaaa' in a field"))
        #expect(unknown.rendered.utf8.count < 2_000)
    }

    /// A 1 MB string literal, with escapes, reaches the model and the Swift exactly. (ASCII,
    /// to keep the test quick: non-ASCII text is exercised by Hostile.form and the property
    /// tests, and costs no more than linear time.)
    @Test func oneMegabyteStringLiteral() throws {
        let piece = #"quote \" backslash \\ tab \t line \n \u{41} \\( "#
        let value = "quote \" backslash \\ tab \t line \n A \\( "
        let count = 1_000_000 / piece.utf8.count
        let run = PipelineRun("form A { field x: text { label \"\(String(repeating: piece, count: count))\" } }")
        #expect(run.ids == [])
        let label = try #require(run.result.model?.forms.first?.fields.first?.label)
        #expect(label == String(repeating: value, count: count))
        #expect(try #require(run.swift).contains(SwiftLiteral.string(label)))
    }

    /// Numbers of thousands of digits are one clear error each; leading zeros are not digits.
    @Test func numbersWithThousandsOfDigits() throws {
        let nines = String(repeating: "9", count: 5_000)
        let run = PipelineRun("""
            form A {
                field a: int { default \(nines) }
                field b: decimal { default 1.\(nines) }
                field c: int { validate range(0...\(nines)) }
                field d: decimal { validate range(-\(nines)...0) }
            }
            """)
        #expect(run.lines == [
            "FC0007 2:28 integer literal is above 9223372036854775807, the largest Int",
            "FC0007 3:32 decimal literal has too many significant digits (5001)",
            "FC0007 4:39 integer literal is above 9223372036854775807, the largest Int",
            "FC0007 5:39 integer literal is below -9223372036854775808, the smallest Int",
        ])
        let zeros = String(repeating: "0", count: 5_000)
        let padded = PipelineRun("form A { field a: int { validate range(\(zeros)1...\(zeros)42) } }")
        #expect(padded.ids == [])
        let rule = try #require(padded.result.model?.forms.first?.fields.first?.validators.first)
        guard case .numbers(let min, let max) = rule.argument else { Issue.record("not a range: \(rule.argument)"); return }
        #expect(min?.text == "1" && max?.text == "42")
    }

    /// Numbers the language accepts but Swift would not: a platform version must fit the
    /// 32-bit parts of `@available`.
    @Test func platformVersionsStayInRange() {
        #expect(PipelineRun("form A { platform iOS 9223372036854775807; field x: text }").lines
                == ["FC0330 1:23 expected a platform such as 'iOS 15', found 'iOS 9223372036854775807'"])
        #expect(PipelineRun("form A { platform iOS 17.4294967296; field x: text }").ids == ["FC0330"])
        #expect(PipelineRun("form A { platform iOS 999.999; field x: text }").ids == [])
    }

    // MARK: Bytes

    @Test func nulBytes() throws {
        let outside = PipelineRun(Array("form A {".utf8) + [0] + Array(" field x: text }".utf8))
        #expect(outside.lines == ["FC0002 1:9 unexpected character U+0000"])
        #expect(outside.rendered.contains("\u{2400}") && !outside.rendered.unicodeScalars.contains("\0"))

        // Inside a string, a NUL byte is text like any other, and comes out escaped.
        let inside = PipelineRun(Array("form A { field x: text { label \"a".utf8) + [0] + Array("b\" } }".utf8))
        #expect(inside.ids == [])
        #expect(inside.result.model?.forms.first?.fields.first?.label == "a\0b")
        #expect(try #require(inside.swift).contains(#""a\0b""#))
    }

    @Test(arguments: [
        ([0xFF], "0xFF"),                 // never valid
        ([0xC0, 0xAF], "0xC0"),           // overlong '/'
        ([0xED, 0xA0, 0x80], "0xED"),     // a UTF-16 surrogate
        ([0xF4, 0x90, 0x80, 0x80], "0xF4"), // above U+10FFFF
        ([0xE2, 0x82], "0xE2"),           // cut short
        ([0x80], "0x80"),                 // a lone continuation byte
    ] as [([UInt8], String)])
    func invalidUTF8(_ bad: [UInt8], _ shown: String) {
        // Outside a string and inside one, each bad sequence is one error at its column.
        let outside = PipelineRun(Array("form A { ".utf8) + bad + Array(" field x: text }".utf8))
        #expect(outside.lines == ["FC0001 1:10 invalid UTF-8 byte \(shown)"])
        let inside = PipelineRun(Array("form A { field x: text { label \"é".utf8) + bad + Array("é\" } }".utf8))
        #expect(inside.lines == ["FC0001 1:34 invalid UTF-8 byte \(shown)"])
        #expect(inside.rendered.contains("é\u{FFFD}"))
    }

    /// The same form with LF, CRLF, lone CR and mixed line ends: same positions, same Swift.
    @Test func lineEnds() throws {
        let lines = ["form A {", "    field x int", "    field y: text { label \"Y\" }", "}", ""]
        var reference: [String]?
        for separator in ["\n", "\r\n", "\r"] {
            let run = PipelineRun(lines.joined(separator: separator))
            #expect(run.lines == ["FC0101 2:13 expected ':' after the field name 'x', found 'int'"])
            if let reference { #expect(run.lines == reference) } else { reference = run.lines }
        }
        let clean = ["form A {", "    field x: text { label \"X\" }", "    field y: int?", "}", ""]
        let swift = try #require(PipelineRun(clean.joined(separator: "\n")).swift)
        #expect(PipelineRun(clean.joined(separator: "\r\n")).swift == swift)
        #expect(PipelineRun(clean.joined(separator: "\r")).swift == swift)
        #expect(PipelineRun("form A {\r\n    field x: text { label \"X\" }\r    field y: int?\n}\r\n").swift == swift)
        // A line break ends a string, whichever kind it is.
        #expect(PipelineRun("form A { field x: text { label \"X\r} }").lines == ["FC0003 1:32 unterminated string literal"])
    }

    @Test func byteOrderMark() throws {
        let bom = "\u{FEFF}"
        let run = PipelineRun(bom + "form A { field x int }")
        #expect(run.lines == ["FC0101 1:18 expected ':' after the field name 'x', found 'int'"],
                "the mark is not a column")
        #expect(!run.rendered.contains(bom))
        let clean = "form A { field x: text }\n"
        #expect(PipelineRun(bom + clean).swift == PipelineRun(clean).swift)
        #expect(PipelineRun(clean).swift != nil)
        // Anywhere else it is an invisible character, reported as such.
        let inside = PipelineRun("form A {" + bom + " field x: text }")
        #expect(inside.lines == ["FC0002 1:9 unexpected character U+FEFF"])
        #expect(inside.result.diagnostics.first?.help == "this is an invisible space; replace it with an ordinary space")
    }

    /// A tab is one column (SourceLocation's promise), and the caret line copies the tabs so
    /// the caret lines up in a terminal.
    @Test func tabs() {
        let run = PipelineRun("form A {\n\t\tfield x int\n}\n")
        #expect(run.lines == ["FC0101 2:11 expected ':' after the field name 'x', found 'int'"])
        #expect(run.rendered.contains("    2 | \t\tfield x int\n      | \t\t        ^~~\n"))
    }

    @Test(arguments: ["", " \n\t\r\n", "// only a comment", "/* only a comment */", "\u{FEFF}"])
    func emptyFilesAreClean(_ text: String) throws {
        let run = PipelineRun(text)
        #expect(run.ids == [])
        #expect(run.result.model?.forms.isEmpty == true)
        let swift = try #require(run.swift)
        #expect(swift.hasPrefix("// swift-format-ignore-file\n// swiftlint:disable all\n// Generated by formc from hostile.form: edit that file, not this one.\n"))
        #expect(!swift.contains("struct"))
    }

    // MARK: Many diagnostics

    /// 20,000 syntax errors: the first 100, then one "too many errors" note, in a few
    /// kilobytes of text.
    @Test func twentyThousandSyntaxErrors() {
        let run = PipelineRun("form A {\n" + String(repeating: "  ) ) )\n", count: 20_000) + "}")
        expectCapped(run, errors: 100, warnings: 0, last: "FC0104 101:8 too many errors; stopping after 100")
    }

    /// 20,000 errors found by the checker are capped the same way.
    @Test func twentyThousandCheckerErrors() {
        let run = PipelineRun("form A {\n    field x: text\n" + String(repeating: "    bogus 1\n", count: 20_000) + "}")
        expectCapped(run, errors: 100, warnings: 0, last: "FC0104 103:5 too many errors; stopping after 100")
    }

    /// 20,000 warnings: the first 100 and a note; the file still has its model (warnings
    /// never stop generation; `tenThousandCrossReferencedFields` generates a form this big).
    @Test func twentyThousandWarnings() {
        let fields = (0..<20_000).map { "    field f\($0): secure\n" }.joined()
        let run = PipelineRun("form A {\n" + fields + "}")
        expectCapped(run, errors: 0, warnings: 100, last: "FC0104 102:11 too many warnings; showing the first 100 of 20000")
        #expect(run.result.model?.forms.first?.fields.count == 20_000)
    }

    /// Warnings silenced by `formc:ignore` do not count towards the limit.
    @Test func silencedWarningsDoNotCount() {
        let silenced = (0..<150).map { "    // formc:ignore FC0205\n    field s\($0): secure\n" }.joined()
        let shown = (0..<50).map { "    field f\($0): secure\n" }.joined()
        let run = PipelineRun("form A {\n" + silenced + shown + "}")
        #expect(run.ids == Array(repeating: "FC0205", count: 50))
    }

    func expectCapped(_ run: PipelineRun, errors: Int, warnings: Int, last: String,
                      sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let d = run.result.diagnostics
        #expect(d.filter { $0.severity == .error }.count == errors, sourceLocation: sourceLocation)
        #expect(d.filter { $0.severity == .warning }.count == warnings, sourceLocation: sourceLocation)
        #expect(run.lines.last == last, sourceLocation: sourceLocation)
        #expect(d.filter { $0.code == .tooManyErrors }.count == 1, sourceLocation: sourceLocation)
        // Each diagnostic takes a few lines: the whole report stays small.
        #expect(run.rendered.utf8.count < 101 * 600, sourceLocation: sourceLocation)
    }

    /// A large form that uses every cross-reference between fields (focus order, initial
    /// focus, equals, sections, shortcuts, many patterns on one field): each used to be a
    /// search per field, quadratic in the number of fields. At 10,000 fields a quadratic
    /// step takes minutes here; linear ones take seconds.
    @Test func tenThousandCrossReferencedFields() throws {
        let n = 10_000
        var source = "form Big {\n    keyboardToolbar previous, next, done\n"
        for i in 0..<n {
            if i % 100 == 0 { source += i == 0 ? "    section \"S\(i)\" {\n" : "    }\n    section \"S\(i)\" {\n" }
            source += "        field f\(i): text { validate equals(f\((i + 1) % n)); shortcut \"k\" }\n"
        }
        source += "    }\n    field many: text { validate "
        source += (0..<n).map { "pattern(\"a\($0)\")" }.joined(separator: ", ") + " }\n"
        source += "    focus " + (0..<n).map { "f\($0)" }.joined(separator: ", ") + ", many\n"
        source += "    initialFocus f\(n - 1)\n}\n"
        let run = PipelineRun(source)
        // Every shortcut after the first repeats it (FC0219): 100 shown, then the note.
        #expect(run.ids.count == 101 && run.ids.last == "FC0104")
        let form = try #require(run.result.model?.forms.first)
        #expect(form.fields.count == n + 1 && form.focusOrder.count == n + 1)
        #expect(form.fields.last?.validators.count == n)
        let swift = try #require(run.swift)
        #expect(swift.contains("self.f0.counterpart = self.f1.text"))
    }

    // MARK: Names

    /// Names the generated Swift cannot take are FC0338; the form's own type names included.
    @Test(arguments: ["submit", "Field", "Values", "focusTracker", "CodingKeys", "hashValue", "_", "Type", "Protocol",
                      "TextInput", "NumberInput", "DateInput", "NumberField", "TextFilter", "FormErrors", "FocusTracker",
                      "LoginValues", "LoginModel"])
    func reservedFieldNames(_ name: String) {
        let run = PipelineRun("form Login {\n    field \(name): text\n}")
        #expect(run.lines == ["FC0338 2:11 field name '\(name)' is reserved in the Swift generated for form 'Login'"])
    }

    /// Every Swift keyword and every other name the generated code uses works as a field
    /// name: Tests/Forms/Names.form is clean (GeneratedFormsTests compiles and drives it).
    @Test func keywordsAndGeneratedNamesWork() throws {
        let source = try TestSupport.source(TestSupport.packageRoot.appendingPathComponent("Tests/Forms/Names.form"))
        let result = Compiler.compile(source)
        #expect(result.diagnostics.map(\.id) == [])
        let names = Set(try #require(result.model?.forms.first).fields.map(\.name))
        let reserved: Set<String> = ["_", "Type", "Protocol"]
        #expect(Set(SwiftLiteral.keywords).subtracting(reserved).subtracting(names).isEmpty,
                "Names.form lacks a field for every keyword")
        #expect(names.contains("value0") && names.contains("Self"))
    }

    // MARK: Output safety

    /// Small hostile inputs through every check the fuzzer makes (all diagnostic formats,
    /// every target), so `swift test` alone covers them too.
    @Test(arguments: [
        Array("form A {".utf8) + [0, 0x1B, 0x9B, 0xFF, 0xC0, 0xAF] + Array(" field x: text }".utf8),
        Array("\u{FEFF}form A {\r\n\tfield x int\r}\r".utf8),
        Array("form A { section \"\u{202E}\\u{2028}\n\" { field x: text { label \"\\u{1B}[2J\\0\" } } }".utf8),
        Array("form A { field x: text { label \"\\u{202E}\\u{2066}\\u{85}\\u{7F}\\t*/\\\"#\" } }".utf8),
        Array("form \u{201C}A\u{201D} { fïeld x: text; }".utf8),
        Array(String(repeating: "form A { field x: text }\n", count: 3).utf8),
        Array("// formc:ignore FC0205 FC9999 FC0101\nform A { field x: secure }".utf8),
    ] as [[UInt8]])
    func smallHostileInputsKeepEveryInvariant(_ bytes: [UInt8]) {
        #expect(PipelineInvariants.check(bytes) == [])
    }

    /// Text from the input reaches the terminal only as visible characters: control
    /// characters as control pictures, bidi and line separators as U+FFFD.
    @Test func diagnosticsCannotDriveTheTerminal() {
        let hostile = "\u{1B}[2J\u{7}\u{9B}31m\u{202E}\u{2066}\u{2028}\u{85}\u{7F}"
        let file = SourceFile(path: "evil\u{1B}]0;title\u{7}.form",
                              text: "form A {\n    section \"\(hostile)\" { field x: text }\n    field y int \(hostile)\n")
        let text = TextRenderer().render(Compiler.compile(file).diagnostics, in: file)
        #expect(!text.isEmpty)
        #expect(PipelineInvariants.firstUnsafeScalar(text, allowTab: true) == nil, "\(text.debugDescription)")
        #expect(text.contains("\u{241B}[2J"))
    }

    /// Long messages keep their start and end and fit the limit; short ones are untouched.
    @Test func diagnosticTextIsBounded() {
        #expect(DiagnosticText.bounded("short") == "short")
        let long = "unknown property '" + String(repeating: "é", count: 10_000) + "' in a field"
        let bounded = DiagnosticText.bounded(long)
        #expect(bounded.utf8.count <= DiagnosticText.limit)
        #expect(bounded.hasPrefix("unknown property 'éé") && bounded.hasSuffix("éé' in a field"))
        #expect(bounded.contains(" … "))
        let flags = String(repeating: "🇨🇭", count: 1_000)
        let cut = DiagnosticText.bounded(flags)
        #expect(cut.utf8.count <= DiagnosticText.limit)
        #expect(cut.replacing(" … ", with: "").unicodeScalars.count.isMultiple(of: 2), "cut between flags, never inside one")
    }

    // MARK: Columns on long lines

    /// Columns far into a long line come from checkpoints; they must equal a count from the
    /// start of the line, whatever the line holds.
    @Test func columnsOnLongLinesMatchACountFromTheStart() {
        var rng = SplitMix64(state: 7)
        let pieces = ["a", " ", "é", "e\u{301}", "用", "👍🏽", "🇨🇭", "\t", "\u{200D}", "👩‍👩‍👧", "\u{FFFD}"]
        var line = "\u{FEFF}"
        while line.utf8.count < 5 * SourceFile.checkpointStride {
            line += pieces[Int(rng.next() % UInt64(pieces.count))]
        }
        let file = SourceFile(path: "long.form", text: "first\n" + line + "\nlast")
        let bytes = file.bytes
        let lineStart = 6
        for _ in 0..<300 {
            var offset = lineStart + Int(rng.next() % UInt64(bytes.count - lineStart - 5))
            while offset < bytes.count, bytes[offset] & 0xC0 == 0x80 { offset += 1 }
            let prefix = String(decoding: bytes[lineStart..<offset], as: UTF8.self)
            let location = file.location(of: offset)
            #expect(location.line == 2)
            #expect(location.column == prefix.count + 1, "offset \(offset)")
            #expect(location.utf16Column == prefix.utf16.count + 1, "offset \(offset)")
        }
    }
}
