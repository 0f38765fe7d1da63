import Testing
@testable import FormDSL

/// The canonical style, rule by rule (docs/LANGUAGE.md, "Canonical style"), with the exact
/// output each rule gives; and the formatter's refusals.
@Suite struct FormatterTests {
    /// Formats `input` and compares with `expected`; then checks that `expected` is a fixed
    /// point, so every expectation here is also an idempotence test.
    private func expectFormat(_ input: String, _ expected: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let output = FormatTestSupport.format(input, sourceLocation: sourceLocation)
        #expect(output == expected, sourceLocation: sourceLocation)
        #expect(FormatTestSupport.format(expected, sourceLocation: sourceLocation) == expected, "expected text is not canonical", sourceLocation: sourceLocation)
    }

    // MARK: Layout

    @Test func spacingAndIndentation() {
        expectFormat(
            "form   A{title \"x\"\n  field a :text ?{validate required,length( 3 ... 20 ),range(-1.5 ..< 2)}}",
            """
            form A {
                title "x"
                field a: text? { validate required, length(3...20), range(-1.5..<2) }
            }

            """)
    }

    @Test func onePropertyPerLineOutsideOneLineFieldBodies() {
        expectFormat(
            "form A { title \"x\"; validateOn change\n    field a: text { label \"A\"; disabled }\n    field b: text { label \"B\"\n    prompt \"p\"; help \"h\" }\n}\n",
            """
            form A {
                title "x"
                validateOn change
                field a: text { label "A"; disabled }
                field b: text {
                    label "B"
                    prompt "p"
                    help "h"
                }
            }

            """)
    }

    @Test func semicolonsOnlySeparate() {
        expectFormat(
            "form A {; title \"x\";;\n field a: text { ; label \"A\";; disabled; }; field b: text {;} }",
            """
            form A {
                title "x"
                field a: text { label "A"; disabled }
                field b: text {}
            }

            """)
    }

    @Test func emptyBodies() {
        expectFormat("form A {\n\n}\nform B { section \"S\" { } field c: text {\n} }",
                     """
                     form A {}

                     form B {
                         section "S" {}
                         field c: text {}
                     }

                     """)
    }

    @Test func bracesJoinTheirHeader() {
        expectFormat("form A\n{\n    section \"S\"\n    {\n        field a: text\n        {\n            label \"A\"\n        }\n    }\n}\n",
                     """
                     form A {
                         section "S" {
                             field a: text {
                                 label "A"
                             }
                         }
                     }

                     """)
    }

    @Test func continuationLinesAlignWithTheFirstArgument() {
        expectFormat(
            "form A {\n  focus a, b,\n c, d\n  field a: text { label \"A\"\n validate required,\n   pattern(\"x\",\n message: \"m\") }\n}",
            """
            form A {
                focus a, b,
                      c, d
                field a: text {
                    label "A"
                    validate required,
                             pattern("x",
                                     message: "m")
                }
            }

            """)
    }

    @Test func aBreakBeforeACommaMovesAfterIt() {
        // The break also makes the body span lines, so it gets a line per property.
        expectFormat("form A { field a: text { validate length(1\n, message: \"m\") } }",
                     """
                     form A {
                         field a: text {
                             validate length(1,
                                             message: "m")
                         }
                     }

                     """)
    }

    @Test func bracketsOpenedWithALineBreakIndentTheirContents() {
        expectFormat(
            "form A {\n    field a: text {\n        validate pattern(\n  \"[a-z]+\",\n     message: \"m\"), required\n        shortcut \"e\", modifiers: [\ncommand, shift,\n]\n    }\n}\n",
            """
            form A {
                field a: text {
                    validate pattern(
                        "[a-z]+",
                        message: "m"
                    ), required
                    shortcut "e", modifiers: [
                        command, shift
                    ]
                }
            }

            """)
    }

    @Test func trailingCommasAreDropped() {
        expectFormat("form A { field a: text { shortcut \"e\", modifiers: [command, shift, ]; validate length(1...2, ) } }",
                     """
                     form A {
                         field a: text { shortcut "e", modifiers: [command, shift]; validate length(1...2) }
                     }

                     """)
    }

    @Test func rangesMinusSignsAndConditions() {
        expectFormat(
            "form A { field a: decimal { validate range( ... -0.5 ) , range(0 ...) ; default -0 }\n field b: text { visible when ! ( a == \"x\" )&&b!=\"y\" || (a >= \"z\") } }",
            """
            form A {
                field a: decimal { validate range(...-0.5), range(0...); default -0 }
                field b: text { visible when !(a == "x") && b != "y" || (a >= "z") }
            }

            """)
    }

    @Test func phrasesAndLabels() {
        expectFormat("form A { platform iOS   17\n submit \"Go\" ,action :go\n field a: date { format date( style :long ) } }",
                     """
                     form A {
                         platform iOS 17
                         submit "Go", action: go
                         field a: date { format date(style: long) }
                     }

                     """)
    }

    @Test func stringsAndNumbersAreCopiedExactly() {
        let input = "form A { field a: decimal { label \"用户名 \\u{1F600}\\t\\\"q\\\" \\\\\"; default 0.10; validate range(007...1.50) } }"
        let output = FormatTestSupport.format(input)
        #expect(output?.contains("label \"用户名 \\u{1F600}\\t\\\"q\\\" \\\\\"") == true)
        #expect(output?.contains("default 0.10") == true)
        #expect(output?.contains("range(007...1.50)") == true)
    }

    // MARK: Blank lines

    @Test func blankLineRunsCollapseAndBlockEdgesHaveNone() {
        expectFormat("\n\n\nform A {\n\n\n    title \"x\"\n\n\n\n    focus a\n    submit \"s\"\n\n\n}\n\n\n",
                     """
                     form A {
                         title "x"

                         focus a
                         submit "s"
                     }

                     """)
    }

    @Test func formsAreSeparatedByABlankLine() {
        expectFormat("form A { title \"a\" } form B { title \"b\" }\nform C { title \"c\" }",
                     """
                     form A {
                         title "a"
                     }

                     form B {
                         title "b"
                     }

                     form C {
                         title "c"
                     }

                     """)
    }

    @Test func blankLinesInsideAPropertyGo() {
        expectFormat("form A {\n    focus a,\n\n\n          b\n}\n", "form A {\n    focus a,\n          b\n}\n")
    }

    // MARK: Comments

    @Test func commentsInEveryPosition() {
        let input = """
        // before the form
        /* a block
           before the form */
        form A { // after the brace
            // before a member

            title "x" // end of line
            field a: text { label "A" } /* after a one-line body */
            field b: text {
                label "B" /* inside, end of line */
                validate required, // after a comma
                         /* leading */ email
                // last in the body
            }
            focus a, /* between arguments */ b
            submit "s", action: /* before a value */ go
            // last in the form
        } // after the form

        // at the end
        /* block at the end */
        """
        let expected = """
        // before the form
        /* a block
           before the form */
        form A {  // after the brace
            // before a member

            title "x"  // end of line
            field a: text { label "A" }  /* after a one-line body */
            field b: text {
                label "B"  /* inside, end of line */
                validate required,  // after a comma
                         /* leading */ email
                // last in the body
            }
            focus a, /* between arguments */ b
            submit "s", action: /* before a value */ go
            // last in the form
        }  // after the form

        // at the end
        /* block at the end */

        """
        expectFormat(input, expected)
    }

    @Test func commentsInsideArgumentLists() {
        expectFormat(
            "form A { field a: text { validate pattern( // why\n\"x\" /* the pattern */, message: \"m\" // shown\n) } }",
            """
            form A {
                field a: text {
                    validate pattern(  // why
                        "x" /* the pattern */, message: "m"  // shown
                    )
                }
            }

            """)
    }

    @Test func aCommentBeforeACommaKeepsTheCommaWithTheNextArgument() {
        expectFormat("form A { field a: text { validate length(1 // one\n, message: \"m\") } }",
                     """
                     form A {
                         field a: text {
                             validate length(1  // one
                                             , message: "m")
                         }
                     }

                     """)
    }

    @Test func commentsInOneLineBodiesStayInline() {
        expectFormat("form A { field a: text { /* c */ label \"A\" /* d */; disabled /* e */ } }",
                     """
                     form A {
                         field a: text { /* c */ label "A" /* d */; disabled /* e */ }
                     }

                     """)
    }

    @Test func aCommentEndingALineKeepsEndingIt() {
        // The line comment forces a break where the layout would join `{` to its header;
        // the body itself is still written on one line.
        expectFormat("form A { field a: text // note\n{ label \"A\" } }",
                     """
                     form A {
                         field a: text  // note
                         { label "A" }
                     }

                     """)
        // An inline comment whose next token starts a new line becomes an end-of-line comment.
        expectFormat("form A { field a: text {\n label \"A\"; /* c */ disabled } }",
                     """
                     form A {
                         field a: text {
                             label "A"  /* c */
                             disabled
                         }
                     }

                     """)
    }

    @Test func blockCommentsMoveWithTheirInnerLines() {
        expectFormat("form A {\n            /* moved left\n               and kept aligned\n\n             one less */\n    title \"x\"\n}\n",
                     "form A {\n    /* moved left\n       and kept aligned\n\n     one less */\n    title \"x\"\n}\n")
        expectFormat("form A {\n/* moved right\n   * aligned\n   */\n    title \"x\"\n}\n",
                     "form A {\n    /* moved right\n       * aligned\n       */\n    title \"x\"\n}\n")
        // A nested block comment is one comment.
        expectFormat("form A { title \"x\" /* outer /* inner */ still outer */ }",
                     "form A {\n    title \"x\"  /* outer /* inner */ still outer */\n}\n")
    }

    @Test func commentTrailingWhitespaceGoes() {
        expectFormat("// a   \nform A { title \"x\" /* b\t\n  c  */ }\t\n", "// a\nform A {\n    title \"x\"  /* b\n  c  */\n}\n")
    }

    @Test func onlyComments() {
        expectFormat("  // just a note  \n\n\n  /* and a block */  ", "// just a note\n\n/* and a block */\n")
    }

    @Test func emptyInput() {
        #expect(FormatTestSupport.format("") == "")
        #expect(FormatTestSupport.format(" \n\t\r\n") == "")
    }

    // MARK: formc:ignore

    /// Suppression works by line, so a line a `formc:ignore` comment applies to keeps its
    /// tokens together, and no other line joins it: the warning stays silenced.
    @Test func linesAFormcIgnoreAppliesToAreNotSplitOrJoined() {
        let cases: [(input: String, expected: String, silenced: Bool)] = [
            // The own-line directive applies to the field's line, which holds the property.
            ("form F {\n  // formc:ignore FC0203\n  field age: int { keyboard decimalPad\n  }\n}\n",
             "form F {\n    // formc:ignore FC0203\n    field age: int { keyboard decimalPad\n    }\n}\n", true),
            // At the end of a line of a multi-line body.
            ("form F {\n    field age: int { label \"Age\"; keyboard decimalPad  // formc:ignore FC0203\n    }\n}\n",
             "form F {\n    field age: int { label \"Age\"; keyboard decimalPad  // formc:ignore FC0203\n    }\n}\n", true),
            // Nothing is joined onto the directive's line either: here it applies to the
            // header only, so the warning on the body's line stays (and must not vanish).
            ("form F {\n    // formc:ignore FC0203\n    field age: int\n    { keyboard decimalPad }\n}\n",
             "form F {\n    // formc:ignore FC0203\n    field age: int\n    { keyboard decimalPad }\n}\n", false),
        ]
        for (input, expected, silenced) in cases {
            expectFormat(input, expected)
            let before = FormatTestSupport.meaning(input), after = FormatTestSupport.meaning(expected)
            #expect(before == after)
            #expect(before.diagnostics.isEmpty == silenced, "\(before.diagnostics)")
        }
        // A directive before a blank line applies to that empty line: the blank line stays,
        // even before a `}` (where blank lines otherwise go), or it would apply to the `}`.
        expectFormat("form F {\n    field a: text\n   // formc:ignore\n\n}\n",
                     "form F {\n    field a: text\n    // formc:ignore\n\n}\n")
        // Lines without a directive are laid out as usual.
        expectFormat("form F {\n    // formc:ignore FC0203\n    field age: int { keyboard decimalPad }\n    field b: int { label \"B\"\n  }\n}\n",
                     "form F {\n    // formc:ignore FC0203\n    field age: int { keyboard decimalPad }\n    field b: int {\n        label \"B\"\n    }\n}\n")
    }

    @Test func theVerifierChecksWhatEachFormcIgnoreAppliesTo() {
        let text = "form F {\n    // formc:ignore FC0203\n    field age: int { keyboard decimalPad }\n}\n"
        let file = SourceFile(path: "t.form", text: text)
        let (syntax, _) = Parser.parse(file)
        let moved = "form F {\n    // formc:ignore FC0203\n    field age: int {\n        keyboard decimalPad\n    }\n}\n"
        #expect(FormatVerifier.problem(original: file, tokens: FormatVerifier.lex(file.bytes), syntax: syntax, formatted: Array(text.utf8)) == nil)
        #expect(FormatVerifier.problem(original: file, tokens: FormatVerifier.lex(file.bytes), syntax: syntax, formatted: Array(moved.utf8))?.contains("formc:ignore") == true)
    }

    // MARK: Encodings and line ends

    @Test func lineEndsBecomeLF() {
        let expected = "// c\nform A {\n    title \"x\"\n\n    focus a\n}\n"
        #expect(FormatTestSupport.format("// c\r\nform A {\r\n    title \"x\"\r\n\r\n    focus a\r\n}\r\n") == expected)
        #expect(FormatTestSupport.format("// c\rform A {\r    title \"x\"\r\r    focus a\r}\r") == expected)
        #expect(FormatTestSupport.format("/* a\r\n   b */ form A {}") == "/* a\n   b */ form A {}\n")
    }

    @Test func byteOrderMarkIsDropped() {
        let input: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("form A { title \"x\" }".utf8)
        #expect(FormatTestSupport.format(bytes: input) == "form A {\n    title \"x\"\n}\n")
    }

    @Test func tabsBecomeSpaces() {
        expectFormat("form A {\n\tfield a: text {\n\t\tlabel\t\"A\"\t// tab\n\t}\n}\n",
                     "form A {\n    field a: text {\n        label \"A\"  // tab\n    }\n}\n")
    }

    @Test func invalidUTF8InACommentIsKept() {
        let input: [UInt8] = Array("// caf".utf8) + [0xE9] + Array("\nform A { title \"x\" }\n".utf8)
        guard case .formatted(let output) = SourceFormatter.format(SourceFile(path: "t.form", bytes: input)) else {
            Issue.record("not formatted")
            return
        }
        #expect(Array(output.prefix(7)) == Array(input.prefix(7)))
    }

    // MARK: Refusals and limits

    @Test func syntaxErrorsAreReportedNotFormatted() {
        let file = SourceFile(path: "bad.form", text: "form A {\n    field age int\n")
        let result = SourceFormatter.format(file)
        #expect(result.bytes == nil)
        #expect(result.text == nil)
        #expect(result.diagnostics.map(\.id) == Parser.parse(file).1.map(\.id))
        #expect(result.diagnostics.contains { $0.id == "FC0101" })
    }

    @Test func everySyntaxGoldenFileIsRefused() throws {
        let directory = TestSupport.goldenDirectory.appendingPathComponent("syntax")
        let files = TestSupport.files(in: directory, withExtension: "form")
        #expect(files.count >= 10)
        for url in files {
            let result = SourceFormatter.format(try TestSupport.source(url))
            #expect(result.bytes == nil && !result.diagnostics.isEmpty, "\(url.lastPathComponent) was formatted")
        }
    }

    @Test func checkerErrorsDoNotStopFormatting() {
        // Unknown properties and types are the checker's business; the layout is still clear.
        expectFormat("form A { field a: nonsense { colour red } }", "form A {\n    field a: nonsense { colour red }\n}\n")
    }

    @Test func nestingUpToTheLimitFormatsWithoutRecursion() {
        let depth = Parser.nestingLimit - 3 // form, field body and the validate call's own level
        let nested = String(repeating: "f(", count: depth) + "x" + String(repeating: ")", count: depth)
        expectFormat("form A { field a: text { validate \(nested) } }", "form A {\n    field a: text { validate \(nested) }\n}\n")
        let hanging = String(repeating: "f(\n", count: depth) + "x" + String(repeating: "\n)", count: depth)
        let output = FormatTestSupport.format("form A { field a: text { validate \(hanging) } }")
        #expect(output?.contains("\n" + String(repeating: " ", count: 12 + 4 * (depth - 1)) + "x\n") == true)
        let tooDeep = String(repeating: "f(", count: 70) + "x" + String(repeating: ")", count: 70)
        #expect(SourceFormatter.format(SourceFile(path: "t.form", text: "form A { field a: text { validate \(tooDeep) } }")).diagnostics.contains { $0.code == .nestingTooDeep })
    }

    @Test func longConditionChainsAreFine() {
        // `a && a && ...` is a left-deep tree as deep as it is long; nothing may recurse on it.
        let chain = Array(repeating: "a", count: 20_000).joined(separator: " && ")
        let output = FormatTestSupport.format("form A { field a: text { visible when \(chain) } }")
        #expect(output == "form A {\n    field a: text { visible when \(chain) }\n}\n")
    }

    // MARK: The formatter's check on itself

    @Test func theVerifierCatchesChangedMeaning() {
        let text = "form A {\n    label \"x\"\n    disabled\n    focus a, b  // c\n}\n"
        let file = SourceFile(path: "t.form", text: text)
        let (syntax, _) = Parser.parse(file)
        let tokens = FormatVerifier.lex(file.bytes)
        func problem(_ output: String) -> String? {
            FormatVerifier.problem(original: file, tokens: tokens, syntax: syntax, formatted: Array(output.utf8))
        }
        #expect(problem(text) == nil)
        #expect(problem("form A { label \"x\"; disabled; focus a, b // c\n}") == nil)
        // Two properties joined into one: same tokens, different tree.
        #expect(problem("form A {\n    label \"x\" disabled\n    focus a, b  // c\n}\n")?.contains("structure") == true)
        #expect(problem("form A {\n    label \"y\"\n    disabled\n    focus a, b  // c\n}\n")?.contains("token") == true)
        #expect(problem("form A {\n    label \"x\"\n    disabled\n    focus a, b\n}\n")?.contains("comments") == true)
        #expect(problem("form A {\n    label \"x\"\n    disabled\n    focus a, b  // d\n}\n")?.contains("comment") == true)
        #expect(problem("form A {\n    label \"x\"\n    disabled\n    focus a, b  // c\n")?.contains("does not parse") == true)
    }
}
