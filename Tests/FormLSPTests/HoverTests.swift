import Testing
import FormDSL
@testable import FormLSP

/// Hover answers wherever a word means something: validators, formats, `when` with its
/// condition in words, operators, option strings, field types and `platform`; a field's hover
/// says when it is shown and required, its lines and its validators with their bounds.
@Suite struct HoverTests {
    static let uri = "file:///t/H.form"
    static let text = """
    form Tickets {
        platform iOS 16
        field ticket: choice {
            option "adult"
            option "student", label: "Student"
        }
        field age: int? { validate range(13...120) }
        field card: text? { visible when ticket == "student" && age >= 18; required when !(age < 26) }
        field notes: multiline { lines 3...6 }
        field agree: toggle
        field price: decimal? { format number(fractionDigits: 2) }
    }

    """

    /// The hover text at the first occurrence of `needle` on `line`, `shift` characters in.
    private func hover(line: Int, at needle: String, shift: Int = 0) -> String? {
        let client = TestClient()
        client.open(Self.uri, Self.text)
        let lineText = Self.text.split(separator: "\n", omittingEmptySubsequences: false)[line]
        guard let range = lineText.range(of: needle) else { return nil }
        let character = lineText[..<range.lowerBound].utf16.count + shift
        return client.result("textDocument/hover", client.at(Self.uri, line, character))?["contents"]?["value"]?.string
    }

    @Test func validatorsFormatsAndFieldTypes() {
        #expect(hover(line: 6, at: "range")?.hasPrefix("**validator** `range`: ") == true)
        #expect(hover(line: 10, at: "number")?.hasPrefix("**format** `number`: ") == true)
        #expect(hover(line: 6, at: "int")?.hasPrefix("**field type** `int`: ") == true)
        #expect(hover(line: 9, at: "toggle")?.hasPrefix("**field type** `toggle`: ") == true)
    }

    @Test func whenSaysTheConditionInWords() {
        #expect(hover(line: 7, at: "when") == "**when**: shown when ticket is 'student' and age is at least 18")
        #expect(hover(line: 7, at: "when !") == "**when**: required when not (age is less than 26)")
    }

    @Test func operatorsAreExplained() {
        #expect(hover(line: 7, at: "==")?.hasPrefix("`==`: ") == true)
        #expect(hover(line: 7, at: "&&", shift: 1)?.hasPrefix("`&&`: ") == true)
        #expect(hover(line: 7, at: ">=")?.hasPrefix("`>=`: ") == true)
        #expect(hover(line: 7, at: "!(")?.hasPrefix("`!`: ") == true)
    }

    @Test func optionStringsSayWhatIsShown() {
        #expect(hover(line: 4, at: "\"student\"", shift: 2) == "option `student` of `ticket`, shown as \"Student\"")
        #expect(hover(line: 7, at: "\"student\"", shift: 2) == "option `student` of `ticket`, shown as \"Student\"")
        #expect(hover(line: 3, at: "\"adult\"", shift: 2) == "option `adult` of `ticket`")
    }

    @Test func platformSaysWhatItTargets() {
        #expect(hover(line: 1, at: "16") == "**platform**: the generated code runs on iOS 16 and later")
        #expect(hover(line: 1, at: "iOS") == "**platform**: the generated code runs on iOS 16 and later")
    }

    @Test func aFieldSaysWhenItIsShownAndRequired() throws {
        let card = try #require(hover(line: 7, at: "card"))
        #expect(card.contains("- shown when ticket is 'student' and age is at least 18"))
        #expect(card.contains("- required when not (age is less than 26)"))
        let age = try #require(hover(line: 6, at: "age"))
        #expect(age.contains("- validate range(13...120)"))
        let notes = try #require(hover(line: 8, at: "notes"))
        #expect(notes.contains("- lines 3...6"))
        let agree = try #require(hover(line: 9, at: "agree"))
        #expect(agree.contains("- a Toggle, switched rather than typed (no keyboard)"))
        #expect(!agree.contains("autocapitalization") && !agree.contains("keyboard "))
    }
}
