import Testing
@testable import FormDSL

@Test func lineAndColumnCountGraphemes() {
    let file = SourceFile(path: "t.form", text: "ab\r\n用é\rx\ny")
    #expect(file.lineCount == 4)
    let loc = file.location(of: Array("ab\r\n用é".utf8).count)
    #expect(loc.line == 2)
    #expect(loc.column == 3)
    #expect(file.lineText(2) == "用é")
    #expect(file.location(of: Array("ab\r\n用é\r".utf8).count).line == 3)
}
