import Testing
@testable import FormDSL

@Suite struct LexerTests {
    @Test func tokensOfAField() {
        #expect(TestSupport.tokenDump("field age: int? { validate range(13...120) }") == [
            "identifier field ^", "identifier age", "colon :", "identifier int", "question ?", "leftBrace {",
            "identifier validate", "identifier range", "leftParen (", "integer 13", "closedRange ...",
            "integer 120", "rightParen )", "rightBrace }",
        ])
    }

    @Test func rangesAndDecimals() {
        #expect(TestSupport.tokenDump("1.5...2.25 ..<3 8... -4") == [
            "decimal 1.5 ^", "closedRange ...", "decimal 2.25", "halfOpenRange ..<", "integer 3",
            "integer 8", "closedRange ...", "minus -", "integer 4",
        ])
    }

    @Test func operators() {
        #expect(TestSupport.tokenDump("a == b != c <= d >= e < f > g && !h || i") == [
            "identifier a ^", "equalEqual ==", "identifier b", "bangEqual !=", "identifier c", "lessEqual <=",
            "identifier d", "greaterEqual >=", "identifier e", "less <", "identifier f", "greater >",
            "identifier g", "ampAmp &&", "bang !", "identifier h", "pipePipe ||", "identifier i",
        ])
    }

    @Test func lineStartsAcrossLFCRLFAndLoneCR() {
        #expect(TestSupport.tokenDump("a b\nc\r\nd\re") == [
            "identifier a ^", "identifier b", "identifier c ^", "identifier d ^", "identifier e ^",
        ])
    }

    @Test func commentsAreTriviaAndKept() {
        var lexer = Lexer(bytes: Array("a // one\n/* two /* nested */ still */ b".utf8))
        var sink = DiagnosticSink()
        #expect(lexer.next(&sink).kind == .identifier)
        let b = lexer.next(&sink)
        #expect(b.kind == .identifier)
        #expect(b.startsLine)
        #expect(lexer.next(&sink).kind == .endOfFile)
        #expect(lexer.comments.map(\.kind) == [.line, .block])
        #expect(lexer.comments[0].ownLine == false)
        #expect(lexer.comments[1].ownLine == true)
        #expect(sink.diagnostics.isEmpty)
    }

    @Test func byteOrderMarkIsSkipped() {
        #expect(TestSupport.tokenDump("\u{FEFF}form") == ["identifier form ^"])
        let file = SourceFile(path: "b.form", text: "\u{FEFF}form X")
        #expect(file.location(of: 3).column == 1)
    }

    @Test func stringEscapesDecode() {
        let source = #""a\n\t\"\\\u{1F600}\0\'b""#
        let bytes = Array(source.utf8)
        #expect(StringLiteral.value(bytes, Span(0, bytes.count)) == "a\n\t\"\\😀\0'b")
        #expect(TestSupport.lexDiagnostics(source).isEmpty)
    }

    @Test func unicodeInStrings() {
        let bytes = Array(#""用户名 👍🏽 é""#.utf8)
        #expect(StringLiteral.value(bytes, Span(0, bytes.count)) == "用户名 👍🏽 é")
    }

    @Test func invalidEscapeIsReportedAndKept() {
        let diagnostics = TestSupport.lexDiagnostics(#""a\(b)""#)
        #expect(diagnostics.map(\.code) == [.invalidEscape])
        #expect(diagnostics.first?.message == "invalid escape sequence '\\(' in string")
        #expect(diagnostics.first?.span == Span(2, 4))
        let bytes = Array(#""a\(b)""#.utf8)
        #expect(StringLiteral.value(bytes, Span(0, bytes.count)) == "a\\(b)")
    }

    @Test func badUnicodeEscapes() {
        #expect(TestSupport.lexDiagnostics(#""\u{}""#).map(\.code) == [.invalidUnicodeEscape])
        #expect(TestSupport.lexDiagnostics(#""\u{D800}""#).first?.message == "invalid Unicode escape: U+D800 is not a Unicode scalar value")
        #expect(TestSupport.lexDiagnostics(#""\u{123456789}""#).map(\.code) == [.invalidUnicodeEscape])
        #expect(TestSupport.lexDiagnostics(#""\u41""#).map(\.code) == [.invalidUnicodeEscape])
    }

    @Test func unterminatedStringStopsAtLineEnd() {
        let tokens = TestSupport.tokenDump("label \"abc\nprompt")
        #expect(tokens == ["identifier label ^", "string \"abc", "identifier prompt ^"])
        #expect(TestSupport.lexDiagnostics("label \"abc\nprompt").map(\.code) == [.unterminatedString])
    }

    @Test func unterminatedBlockComment() {
        let d = TestSupport.lexDiagnostics("a /* b /* c */")
        #expect(d.map(\.code) == [.unterminatedComment])
        #expect(d.first?.span == Span(2, 4))
    }

    @Test func numberLimits() {
        #expect(TestSupport.lexDiagnostics("9223372036854775807").isEmpty)
        #expect(TestSupport.lexDiagnostics("9223372036854775808").map(\.code) == [.numberTooLarge])
        #expect(TestSupport.lexDiagnostics("000000000000000000000001").isEmpty)
        #expect(TestSupport.lexDiagnostics(String(repeating: "9", count: 5000)).map(\.code) == [.numberTooLarge])
        #expect(TestSupport.lexDiagnostics("1." + String(repeating: "1", count: 37)).isEmpty)
        #expect(TestSupport.lexDiagnostics("1." + String(repeating: "1", count: 38)).map(\.code) == [.numberTooLarge])
        #expect(TestSupport.lexDiagnostics("12abc").map(\.code) == [.malformedNumber])
        #expect(TestSupport.lexDiagnostics("1.2.3").map(\.code) == [.malformedNumber])
        #expect(TestSupport.lexDiagnostics(".5").first?.fixIts == [FixIt(span: Span.at(0), replacement: "0", safe: true)])
    }

    @Test func invalidUTF8AndControlCharacters() {
        var lexer = Lexer(bytes: [0x61, 0xFF, 0xC3, 0x28, 0x00, 0x62])
        var sink = DiagnosticSink()
        var kinds: [TokenKind] = []
        while true {
            let t = lexer.next(&sink)
            if t.kind == .endOfFile { break }
            kinds.append(t.kind)
        }
        #expect(kinds == [.identifier, .unknown, .unknown, .leftParen, .unknown, .identifier])
        #expect(sink.diagnostics.map(\.code) == [.invalidUTF8, .invalidUTF8, .unexpectedCharacter])
        #expect(sink.diagnostics[0].message == "invalid UTF-8 byte 0xFF")
        #expect(sink.diagnostics[2].message == "unexpected character U+0000")
    }

    @Test func lookalikeCharactersGetHelp() {
        let d = TestSupport.lexDiagnostics("label “Name”")
        #expect(d.count == 1)
        #expect(d.first?.message == "string written with typographic quotes")
        #expect(d.first?.fixIts.count == 2)
        #expect(TestSupport.lexDiagnostics("a：b").first?.help == "use the ASCII colon ':'")
    }

    @Test func nonASCIINamesAreOneDiagnostic() {
        let d = TestSupport.lexDiagnostics("field 用户名: text")
        #expect(d.map(\.code) == [.nonASCIIIdentifier])
        #expect(TestSupport.tokenDump("nom_utilisé x") == ["identifier nom_utilisé ^", "identifier x"])
    }

    @Test func tabsCountOneColumn() {
        let file = SourceFile(path: "t.form", text: "\t\tfield")
        #expect(file.location(of: 2).column == 3)
        #expect(file.location(of: 2).utf16Column == 3)
    }

    @Test func columnsCountGraphemesUTF16AndBytes() {
        let text = "\"👍🏽é\" x"
        let file = SourceFile(path: "t.form", text: text)
        let offset = Array("\"👍🏽é\" ".utf8).count
        let loc = file.location(of: offset)
        #expect(loc.column == 6)
        #expect(loc.utf16Column == 9)
        #expect(loc.utf8Column == offset + 1)
    }
}

/// Value offsets map back to the source bytes that spell them, through every kind of escape:
/// the checker relies on this to point into pattern strings.
@Test func stringValueOffsetsMapBackToSource() {
    // Source offsets: quote 0, a 1, \t 2-3, b 4, \u{1F600} 5-13, c 14, quote 15.
    let text = #""a\tb\u{1F600}c""#
    let file = SourceFile(path: "s.form", text: text)
    let literal = Span(0, Array(text.utf8).count)
    #expect(StringLiteral.value(file.bytes, literal) == "a\tb😀c")
    #expect(file.sourceSpan(forValueRange: 0..<1, inStringLiteral: literal) == Span(1, 2))
    #expect(file.sourceSpan(forValueRange: 1..<2, inStringLiteral: literal) == Span(2, 4))
    #expect(file.sourceSpan(forValueRange: 2..<3, inStringLiteral: literal) == Span(4, 5))
    #expect(file.sourceSpan(forValueRange: 3..<7, inStringLiteral: literal) == Span(5, 14))
    #expect(file.sourceSpan(forValueRange: 4..<5, inStringLiteral: literal) == Span(5, 14))
    #expect(file.sourceSpan(forValueRange: 7..<8, inStringLiteral: literal) == Span(14, 15))
    #expect(file.sourceSpan(forValueRange: 8..<8, inStringLiteral: literal) == Span(15, 15))
    // An invalid escape is kept as written, and maps byte for byte.
    let bad = SourceFile(path: "b.form", text: #""\qx""#)
    let badSpan = Span(0, 5)
    #expect(StringLiteral.value(bad.bytes, badSpan) == "\\qx")
    #expect(bad.sourceSpan(forValueRange: 2..<3, inStringLiteral: badSpan) == Span(3, 4))
}
