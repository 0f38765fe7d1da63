import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
@testable import FormDSL

/// `formc generate --emit xform` (docs/XFORM.md): every example against its golden XForm
/// (`Golden/xform/`, `FORMC_UPDATE_GOLDEN=1` rewrites them; read the diff), well-formed XML,
/// the escaping of every text, and each construct's XPath. Tests/XForm/judge.py runs the
/// XForms in JavaRosa.
@Suite struct XFormTests {
    static let goldenDirectory = TestSupport.goldenDirectory.appendingPathComponent("xform")

    static func files(source text: String, path: String = "Test.form") throws -> [GeneratedFile] {
        let file = SourceFile(path: path, text: text)
        let result = Compiler.compile(file)
        let model = try #require(result.model, "errors: \(result.diagnostics.map(\.message))")
        return Generator.files(for: model, source: file, target: .xform)
    }

    /// The one XForm of a one-form source.
    static func xform(_ text: String) throws -> String {
        let files = try files(source: text)
        try #require(files.count == 1)
        return files[0].contents
    }

    /// The `<bind>` line of the field at `path` (`/F/name`).
    static func bind(_ xform: String, _ path: String) -> String? {
        xform.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            .first { $0.hasPrefix("<bind nodeset=\"" + path + "\"") }
    }

    /// A description of why `text` is not one well-formed XML document, or nil.
    static func xmlProblem(_ text: String) -> String? {
        final class Delegate: NSObject, XMLParserDelegate {
            var error: String?
            func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) { error = "\(parseError)" }
        }
        let parser = XMLParser(data: Data(text.utf8))
        let delegate = Delegate()
        parser.delegate = delegate
        if parser.parse() { return nil }
        return "not well-formed XML at line \(parser.lineNumber): \(delegate.error ?? parser.parserError.map { "\($0)" } ?? "?")"
    }

    @Test func examplesMatchTheGoldenFiles() throws {
        var written: Set<String> = []
        // The examples, and the conformance form of repeating groups (Tests/Repeats), which
        // Tests/XForm/judge.py plays in JavaRosa.
        let sources = TestSupport.files(in: TestSupport.packageRoot.appendingPathComponent("Examples"), withExtension: "form")
            + TestSupport.files(in: TestSupport.packageRoot.appendingPathComponent("Tests/Repeats"), withExtension: "form")
        for url in sources {
            let result = Compiler.compile(try TestSupport.source(url))
            let model = try #require(result.model, "\(url.lastPathComponent) has errors")
            for file in Generator.files(for: model, source: result.file, target: .xform) {
                written.insert(file.name)
                #expect(Self.xmlProblem(file.contents) == nil, "\(file.name): \(Self.xmlProblem(file.contents) ?? "")")
                if let difference = TestSupport.compareGolden(file.contents, Self.goldenDirectory.appendingPathComponent(file.name)) {
                    Issue.record("\(difference)")
                }
            }
        }
        // No golden for an XForm that is no longer written.
        let goldens = Set(TestSupport.files(in: Self.goldenDirectory, withExtension: "xml").map(\.lastPathComponent))
        #expect(goldens == written)
        #expect(written.contains("SignUp.xml") && written.contains("ContactDetails.xml"))
    }

    @Test func outputIsTheSameBytesEveryTime() throws {
        let source = try String(contentsOf: TestSupport.packageRoot.appendingPathComponent("Tests/XForm/Judge.form"), encoding: .utf8)
        let first = try Self.files(source: source)
        #expect(first.map(\.name) == ["JudgeConditions.xml", "JudgeDefaults.xml", "JudgeRules.xml", "JudgeHostile.xml"])
        #expect(first == (try Self.files(source: source)))
        for file in first { #expect(Self.xmlProblem(file.contents) == nil, "\(file.name)") }
    }

    // MARK: Texts

    @Test func textsAreEscapedOnce() {
        #expect(XFormEscaping.text("a < b && c > d ]]>") == "a &lt; b &amp;&amp; c &gt; d ]]&gt;")
        #expect(XFormEscaping.text("say \"hi\" 'x'\nnext\rline") == "say \"hi\" 'x'\nnext&#13;line")
        #expect(XFormEscaping.attribute("a \"b\" 'c' <d> & \t\n\r") == "a &quot;b&quot; &apos;c&apos; &lt;d&gt; &amp; &#x9;&#10;&#13;")
        // XML 1.0 cannot carry these at all: a text shows U+FFFD.
        #expect(XFormEscaping.text("bell\u{7}nul\u{0}\u{FFFE}") == "bell\u{FFFD}nul\u{FFFD}\u{FFFD}")
        #expect(XFormEscaping.attribute("\u{1B}") == "\u{FFFD}")
        // Invisible characters as references, so the file reads as it parses.
        #expect(XFormEscaping.text("a\u{202E}b\u{2028}c\u{85}\td") == "a&#x202E;b&#x2028;c&#x85;&#x9;d")
        // Everything else, any script and emoji, as is.
        #expect(XFormEscaping.text("用户名 😀 é") == "用户名 😀 é")
    }

    @Test func xpathStringsNeverEndEarly() {
        #expect(XPathText.literal("plain") == "'plain'")
        #expect(XPathText.literal("it's") == "\"it's\"")
        #expect(XPathText.literal("say \"hi\"") == "'say \"hi\"'")
        #expect(XPathText.literal("it's \"x\"") == "concat('it', \"'\", 's \"x\"')")
        #expect(XPathText.literal("'\"") == "concat(\"'\", '\"')")
        #expect(XPathText.literal("''") == "\"''\"")
        #expect(XPathText.literal("") == "''")
    }

    @Test func patternsCarryTheCharactersXMLCannot() {
        #expect(XPathText.regexSafe("[^\u{1}]+") == "[^\\u0001]+")
        // A backslash that escaped the character now escapes it as \uXXXX.
        #expect(XPathText.regexSafe("a\\\u{1}") == "a\\u0001")
        // An escaped backslash before it stays.
        #expect(XPathText.regexSafe("a\\\\\u{1F}") == "a\\\\\\u001F")
        #expect(XPathText.regexSafe("[a-z]+\\d") == "[a-z]+\\d")
    }

    @Test func elementNames() {
        for name in ["a", "postal_code", "_x", "A1.b-c"] { #expect(XFormEscaping.isElementName(name), "\(name)") }
        for name in ["", "1st", "postal code", "xmlThing", "XMLx", "a:b", "é", "-a"] { #expect(!XFormEscaping.isElementName(name), "\(name)") }
    }

    @Test func hostileTextsStayText() throws {
        let xform = try Self.xform("""
        form Evil {
            title "</h:title><script>]]>"
            section "<group>" {
                field a: text? { label "</label><input ref=\\"/Evil/b\\"/>"; help "&amp; \\u{202E}"; validate pattern("['\\"]<", message: "'); DROP \\"x\\" ]]>") }
            }
            field b: choice? { option "</value>", label: "</label>" }
        }
        """)
        #expect(Self.xmlProblem(xform) == nil)
        #expect(xform.contains("<h:title>&lt;/h:title&gt;&lt;script&gt;]]&gt;</h:title>"))
        #expect(xform.contains("<label>&lt;group&gt;</label>"))
        #expect(xform.contains("<label>&lt;/label&gt;&lt;input ref=\"/Evil/b\"/&gt;</label>"))
        #expect(xform.contains("<hint>&amp;amp; &#x202E;</hint>"))
        #expect(xform.contains("<value>&lt;/value&gt;</value>"))
        let a = try #require(Self.bind(xform, "/Evil/a"))
        #expect(a.contains("constraint=\"regex(., concat(&apos;^(?:[&apos;, &quot;&apos;&quot;, &apos;&quot;]&lt;)$(?![\\s\\S])&apos;))\""))
        #expect(a.contains("jr:constraintMsg=\"&apos;); DROP &quot;x&quot; ]]&gt;\""))
    }

    // MARK: Constructs

    @Test func fieldKindsAndTheirTypes() throws {
        let xform = try Self.xform("""
        form K {
            field t: text?
            field s: secure?
            field m: multiline?
            field i: int?
            field small: int? { validate range(0...100) }
            field d: double?
            field dec: decimal?
            field c: currency("EUR")?
            field p: percent?
            field day: date?
            field on: toggle
            field one: choice? { option "a", label: "A"; option "b"; pickerStyle menu }
            field many: choices { option "x"; option "y" }
            field step: int { stepper; validate range(1...5) }
            field slide: double { slider step: 0.5; validate range(0...2) }
            field free: double { slider; validate range(0...1) }
        }
        """)
        func type(_ name: String) -> String? {
            Self.bind(xform, "/K/" + name).flatMap { line in
                line.range(of: "type=\"").map { String(line[$0.upperBound...].prefix { $0 != "\"" }) }
            }
        }
        #expect(["t", "s", "m", "on", "one", "many"].map(type) == Array(repeating: "string", count: 6))
        // An int JavaRosa's 32 bits hold is an int; any other a whole decimal.
        #expect(type("small") == "int" && type("step") == "int")
        #expect(type("i") == "decimal")
        #expect(Self.bind(xform, "/K/i")?.contains("constraint=\". &lt;= int(.) and . &gt;= int(.)\" jr:constraintMsg=\"I must be a whole number.\"") == true)
        #expect(["d", "dec", "c", "p", "slide", "free"].map(type) == Array(repeating: "decimal", count: 6))
        #expect(type("day") == "date")
        #expect(xform.contains("<input ref=\"/K/m\" appearance=\"multiline\">"))
        #expect(xform.contains("<select1 ref=\"/K/one\" appearance=\"minimal\">"))
        #expect(xform.contains("<label>A</label>\n        <value>a</value>"))
        #expect(xform.contains("<select ref=\"/K/many\">"))
        #expect(xform.contains("<select1 ref=\"/K/on\">"))
        #expect(xform.contains("<value>true</value>") && xform.contains("<value>false</value>"))
        #expect(xform.contains("<range ref=\"/K/step\" start=\"1\" end=\"5\" step=\"1\">"))
        #expect(xform.contains("<range ref=\"/K/slide\" start=\"0\" end=\"2\" step=\"0.5\">"))
        #expect(xform.contains("<input ref=\"/K/free\">"))
    }

    @Test func defaultsAreTheInstancesFirstValues() throws {
        let xform = try Self.xform("""
        form D {
            field name: text { default "Ada & <Bob>" }
            field price: decimal? { default 0.10 }
            field on: toggle { default true }
            field off: toggle
            field size: choice { option "S"; option "M"; default "M" }
            field picks: choices { option "a"; option "b"; option "c"; default ["a", "c"] }
            field day: date { default "2024-02-29" }
            field guests: int { stepper; validate range(2...9) }
            field none: text?
        }
        """)
        for element in ["<name>Ada &amp; &lt;Bob&gt;</name>", "<price>0.10</price>", "<on>true</on>", "<off>false</off>", "<size>M</size>",
                        "<picks>a c</picks>", "<day>2024-02-29</day>", "<guests>2</guests>", "<none/>", "<orx:instanceID/>"] {
            #expect(xform.contains(element), "\(element)")
        }
    }

    @Test func keysNameTheElements() throws {
        let xform = try Self.xform("""
        form Keys {
            field postalCode: text? { jsonName "postal_code" }
            field spaced: text? { jsonName "has space" }
            field has: text? { jsonName "spaced" }
            field confirm: text? { notSubmitted }
        }
        """)
        #expect(xform.contains("<postal_code/>"))
        // A key that is no XML name: the field's name; the name then taken: a suffix.
        #expect(xform.contains("<spaced/>") && xform.contains("<spaced_2/>"))
        #expect(Self.bind(xform, "/Keys/spaced") != nil && Self.bind(xform, "/Keys/spaced_2") != nil)
        // A field that is not submitted is in the instance, checked like any other.
        #expect(xform.contains("<confirm/>"))
    }

    @Test func conditionsReadPresentVisibleValues() throws {
        let xform = try Self.xform("""
        form C {
            field country: text?
            field age: int? { visible when country == "US" }
            field note: text? { visible when age > 17 && !(age == 30) || country == "it's" }
            field gift: toggle
            field msg: text? { visible when gift; required when gift }
            field picks: choices { option "a" }
            field why: text? { visible when picks }
            field start: date?
            field late: text? { visible when start >= "2025-03-15" && start < today }
        }
        """)
        #expect(Self.bind(xform, "/C/age")?.contains("relevant=\"(/C/country != &apos;&apos; and /C/country = &apos;US&apos;)\"") == true)
        // age is present only while it is visible: its own condition is read in turn; == is exact.
        let age = "(/C/age != &apos;&apos; and (/C/country != &apos;&apos; and /C/country = &apos;US&apos;))"
        #expect(Self.bind(xform, "/C/note")?.contains(
            "relevant=\"(((\(age) and /C/age &gt; 17) and not((\(age) and /C/age &gt;= 30 and /C/age &lt;= 30))) or (/C/country != &apos;&apos; and /C/country = &quot;it&apos;s&quot;))\"") == true)
        #expect(Self.bind(xform, "/C/msg")?.contains("relevant=\"/C/gift = &apos;true&apos;\" required=\"/C/gift = &apos;true&apos;\"") == true)
        #expect(Self.bind(xform, "/C/msg")?.contains("jr:requiredMsg=\"Msg is required.\"") == true)
        #expect(Self.bind(xform, "/C/why")?.contains("relevant=\"count-selected(/C/picks) &gt; 0\"") == true)
        #expect(Self.bind(xform, "/C/late")?.contains(
            "relevant=\"((/C/start != &apos;&apos; and /C/start &gt;= date(&apos;2025-03-15&apos;)) and (/C/start != &apos;&apos; and /C/start &lt; today()))\"") == true)
    }

    @Test func validatorsBecomeConstraintsWithFormcsMessages() throws {
        let xform = try Self.xform("""
        form V {
            field code: text { validate required(message: "Enter it"), length(3...5), pattern("[A-Z]+") }
            field nick: text? { validate length(...4) }
            field mail: text? { validate email }
            field again: text? { validate equals(code) }
            field n: decimal? { validate range(0..<10.5) }
            field m: int? { validate range(1...9); validate equals(k) }
            field k: int? { validate range(1...9) }
            field day: date? { validate range("2024-01-01"...today) }
            field picks: choices { option "a"; option "b"; option "c"; validate count(2...3) }
            field terms: toggle { validate required }
            field plan: choice { option "x" }
            field qty: decimal
            field free: text { validate pattern("a*") }
        }
        """)
        let code = try #require(Self.bind(xform, "/V/code"))
        #expect(code.contains("required=\"true()\""))
        #expect(code.contains("jr:requiredMsg=\"Enter it\""))
        // Several rules: one constraint; the first failing rule's message through itext.
        #expect(code.contains("constraint=\"(regex(., &apos;^[\\s\\S]{3,5}$(?![\\s\\S])&apos;)) and (regex(., &apos;^(?:[A-Z]+)$(?![\\s\\S])&apos;))\""))
        #expect(code.contains("jr:constraintMsg=\"jr:itext(&apos;/V/code:constraintMsg&apos;)\""))
        #expect(xform.contains("<text id=\"/V/code:constraintMsg\">\n            <value><output value=\"if(not(regex(/V/code, &apos;^[\\s\\S]{3,5}$(?![\\s\\S])&apos;)), &apos;Code must be 3 to 5 characters.&apos;, &apos;Code is not in the expected format.&apos;)\"/></value>"))
        #expect(Self.bind(xform, "/V/nick")?.contains("constraint=\"regex(., &apos;^[\\s\\S]{0,4}$(?![\\s\\S])&apos;)\" jr:constraintMsg=\"Nick must be at most 4 characters.\"") == true)
        #expect(Self.bind(xform, "/V/mail")?.contains("constraint=\"regex(., &quot;^(?:[A-Za-z0-9.!#$%&amp;&apos;*+") == true)
        #expect(Self.bind(xform, "/V/again")?.contains("constraint=\". = /V/code\" jr:constraintMsg=\"Again must match Code.\"") == true)
        #expect(Self.bind(xform, "/V/n")?.contains("constraint=\". &gt;= 0 and . &lt; 10.5\" jr:constraintMsg=\"N must be at least 0 and less than 10.5.\"") == true)
        #expect(Self.bind(xform, "/V/m")?.contains("(. &gt;= /V/k and . &lt;= /V/k)") == true)
        #expect(Self.bind(xform, "/V/day")?.contains("constraint=\". &gt;= date(&apos;2024-01-01&apos;) and . &lt;= today()\"") == true)
        let picks = try #require(Self.bind(xform, "/V/picks"))
        #expect(picks.contains("required=\"true()\"") && picks.contains("constraint=\"count-selected(.) &gt;= 2 and count-selected(.) &lt;= 3\""))
        #expect(picks.contains("jr:requiredMsg=\"Picks: choose 2 to 3.\""))
        let terms = try #require(Self.bind(xform, "/V/terms"))
        #expect(terms.contains("constraint=\". = &apos;true&apos;\" jr:constraintMsg=\"Terms must be accepted.\""))
        #expect(Self.bind(xform, "/V/plan")?.contains("required=\"true()\" jr:requiredMsg=\"Plan is required.\"") == true)
        #expect(Self.bind(xform, "/V/qty")?.contains("required=\"true()\" jr:requiredMsg=\"Qty must be a number.\"") == true)
        // A non-optional text is required while a rule fails on the empty text.
        #expect(Self.bind(xform, "/V/free")?.contains("required=\"not(regex(&apos;&apos;, &apos;^(?:a*)$(?![\\s\\S])&apos;))\"") == true)
        #expect(Self.bind(xform, "/V/k")?.contains("type=\"int\"") == true)
    }

    @Test func aToggleRequiredWhenMustBeOn() throws {
        let xform = try Self.xform("""
        form T {
            field country: text?
            field terms: toggle { required when country == "FR" }
            field disabledOne: text? { disabled }
        }
        """)
        let terms = try #require(Self.bind(xform, "/T/terms"))
        #expect(terms.contains("constraint=\"not((/T/country != &apos;&apos; and /T/country = &apos;FR&apos;)) or . = &apos;true&apos;\""))
        #expect(terms.contains("jr:constraintMsg=\"Terms must be accepted.\""))
        #expect(Self.bind(xform, "/T/disabledOne")?.contains("readonly=\"true()\"") == true)
    }

    @Test func aChoicesValueWithSpaceIsSaidWhereItHappens() throws {
        let xform = try Self.xform("""
        form W {
            field two: choices { option "two words"; option "one" }
            field single: choice? { option "two words" }
        }
        """)
        #expect(xform.components(separatedBy: "<!-- formc: an option value of this field holds white space").count == 2)
        #expect(xform.contains("<select ref=\"/W/two\">\n      <!-- formc:"))
        #expect(Self.xmlProblem(xform) == nil)
    }

    @Test func sectionsAreGroups() throws {
        let xform = try Self.xform("""
        form S {
            section "Who" {
                visible when shown
                field name: text?
            }
            field shown: toggle
        }
        """)
        #expect(xform.contains("<group>\n      <label>Who</label>\n      <input ref=\"/S/name\">"))
        #expect(Self.bind(xform, "/S/name")?.contains("relevant=\"/S/shown = &apos;true&apos;\"") == true)
    }

    /// A repeating group (docs/XFORM.md, "Repeating groups"): a template row and the rows the
    /// form starts with, row binds that read their own row relative to the node and the form's
    /// fields absolute, aggregates over every row where the value is present.
    static let rowsForm = """
    form R {
        field showNotes: toggle
        repeat items {
            label "Items & <more>"
            addLabel "Add"
            rows 2...4
            field product: text { validate required, length(...12) }
            field quantity: int { default 1; validate range(1...99) }
            field price: decimal?
            field gift: toggle
            field giftNote: text? { visible when gift; required when gift }
            field note: text? { visible when showNotes; jsonName "line_note" }
            computed line: decimal? = quantity * price
        }
        computed count: int = count(items)
        computed net: decimal = sum(line)
        computed most: decimal? = max(line)
        computed least: int? = min(quantity)
        field bulk: text? { visible when net > 100 }
        keyboardToolbar previous, next, done
    }
    """

    @Test func repeatingGroupsStartWithTheirLowerBoundOfRows() throws {
        let xform = try Self.xform(Self.rowsForm)
        let row = ["<product/>", "<quantity>1</quantity>", "<price/>", "<gift>false</gift>", "<giftNote/>", "<line_note/>", "<line/>"]
            .map { "            " + $0 + "\n" }.joined()
        #expect(xform.contains("          <showNotes>false</showNotes>\n          <items jr:template=\"\">\n" + row
                               + "          </items>\n          <items>\n" + row + "          </items>\n          <items>\n" + row
                               + "          </items>\n          <count/>"))
        #expect(xform.components(separatedBy: "<items").count - 1 == 3)
        // The body: the group's label, a repeat of the rows' controls.
        #expect(xform.contains("<group ref=\"/R/items\">\n      <label>Items &amp; &lt;more&gt;</label>\n      <repeat nodeset=\"/R/items\">\n        <input ref=\"/R/items/product\">"))
        #expect(xform.contains("</repeat>\n    </group>\n    <input ref=\"/R/count\">"))
        #expect(Self.xmlProblem(xform) == nil)
    }

    @Test func rowFieldsReadTheirOwnRow() throws {
        let xform = try Self.xform(Self.rowsForm)
        #expect(Self.bind(xform, "/R/items/giftNote")?.contains("relevant=\"../gift = &apos;true&apos;\" required=\"../gift = &apos;true&apos;\"") == true)
        #expect(Self.bind(xform, "/R/items/line_note")?.contains("relevant=\"/R/showNotes = &apos;true&apos;\"") == true)
        #expect(Self.bind(xform, "/R/items/line")?.contains(
            "calculate=\"if(../quantity != &apos;&apos; and ../price != &apos;&apos;, (../quantity * ../price), &apos;&apos;)\"") == true)
        #expect(Self.bind(xform, "/R/items/quantity")?.contains("constraint=\". &gt;= 1 and . &lt;= 99\"") == true)
    }

    @Test func aggregatesReadEveryRowWhereTheValueIsPresent() throws {
        let xform = try Self.xform(Self.rowsForm)
        #expect(Self.bind(xform, "/R/count")?.contains("calculate=\"count(/R/items)\"") == true)
        #expect(Self.bind(xform, "/R/net")?.contains("calculate=\"sum(/R/items/line[../line != &apos;&apos;])\"") == true)
        #expect(Self.bind(xform, "/R/most")?.contains(
            "calculate=\"if(count(/R/items/line[../line != &apos;&apos;]) &gt; 0, max(/R/items/line[../line != &apos;&apos;]), &apos;&apos;)\"") == true)
        #expect(Self.bind(xform, "/R/least")?.contains("min(/R/items/quantity[../quantity != &apos;&apos;])") == true)
        // A condition on an aggregate reads the form's value.
        #expect(Self.bind(xform, "/R/bulk")?.contains("relevant=\"(/R/net != &apos;&apos; and /R/net &gt; 100)\"") == true)
    }

    @Test func aHiddenRowValueIsSkippedByAnAggregate() throws {
        let xform = try Self.xform("""
        form H {
            field show: toggle
            repeat people {
                field age: int?
                field income: decimal? { visible when age >= 18 && show }
            }
            computed total: decimal = sum(income)
        }
        """)
        #expect(Self.bind(xform, "/H/total")?.contains(
            "calculate=\"sum(/H/people/income[(../income != &apos;&apos; and ((../age != &apos;&apos; and ../age &gt;= 18) and /H/show = &apos;true&apos;))])\"") == true)
        // No lower bound: the template alone.
        #expect(xform.contains("<people jr:template=\"\">") && xform.components(separatedBy: "<people").count - 1 == 1)
    }

    @Test func standardOutputTakesTheOneFormOfAFile() throws {
        let file = SourceFile(path: "One.form", text: "form One {\n    field a: text?\n}\n")
        let model = try #require(Compiler.compile(file).model)
        #expect(Generator.single(for: model, source: file, target: .xform) == XFormEmitter.xform(for: model.forms[0]))
        #expect(XFormEmitter.fileName(for: model.forms[0]) == "One.xml")
    }

    /// A file of several forms needs a directory: on standard output formc exits 64 and says so.
    @Test func severalFormsNeedADirectory() throws {
        let formc = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
            .deletingLastPathComponent().appendingPathComponent("formc")
        let binary = FileManager.default.fileExists(atPath: formc.path) ? formc
            : TestSupport.packageRoot.appendingPathComponent(".build/debug/formc")
        try #require(FileManager.default.fileExists(atPath: binary.path), "no formc binary beside the tests; run swift build")
        func run(_ arguments: [String]) throws -> (Int32, String, String) {
            let process = Process()
            process.executableURL = binary
            process.arguments = arguments
            let errors = Pipe(), output = Pipe()
            process.standardError = errors
            process.standardOutput = output
            try process.run()
            let out = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            return (process.terminationStatus, out, text)
        }
        let profile = TestSupport.packageRoot.appendingPathComponent("Examples/Profile.form").path
        let (status, out, message) = try run(["generate", "--emit", "xform", profile])
        #expect(status == 64 && out.isEmpty)
        #expect(message.contains("'--emit xform' writes one XForm per form, and '\(profile)' has 2; give a directory, such as '-o xforms/'"))
        let signUp = TestSupport.packageRoot.appendingPathComponent("Examples/SignUp.form").path
        let (okStatus, xform, _) = try run(["generate", "--emit", "xform", signUp])
        #expect(okStatus == 0)
        #expect(xform.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<h:html"))
    }
}
