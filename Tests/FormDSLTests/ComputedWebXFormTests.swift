import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
@testable import FormDSL

/// Computed values in the web and XForm targets (docs/WEB.md and docs/XFORM.md, "Computed
/// values"): the web table's expression data, the page's output row, each operator's XPath,
/// texts inside expressions, and the same bytes on every run. What the expressions evaluate to
/// is proven by Tests/Web/computed.mjs (Node) and Tests/XForm/judge.py (JavaRosa), on
/// Tests/Computed/scripts.json.
@Suite struct ComputedWebXFormTests {
    static let source = #"""
    form T {
        field a: int?
        field b: decimal?
        field on: toggle
        field c: decimal? { visible when on }
        field name: text?
        field w: double?
        computed sum: decimal? = a + b
        computed diff: int? = a - 1
        computed prod: decimal? = b * c
        computed quot: decimal? = round(a / b, 2)
        computed byFour: decimal? = b / 4
        computed neg: int? = -a
        computed fallback: decimal = c ?? 0
        computed fallbackField: decimal = b ?? 0
        computed pick: decimal? = on ? b : c
        computed joined: text? = name + "'\"</script><!--\u{200B}\u{2028}"
        computed half: double? = w / 2 { validate range(0...10) }
        computed total: currency("USD") = b ?? 0 { notSubmitted }
        keyboardToolbar previous, next, done
    }
    """#

    // MARK: web

    /// The computed values of the form's web table, by name.
    static func webTable() throws -> [String: [String: Any]] {
        let files = try WebEmitterTests.files(source: source)
        let table = try WebEmitterTests.table(files[0].contents)
        let fields = try #require(table["fields"] as? [[String: Any]])
        var byName: [String: [String: Any]] = [:]
        for field in fields { byName[field["name"] as! String] = field }
        return byName
    }

    /// `value` as canonical JSON text (sorted keys), to compare trees.
    static func json(_ value: Any) throws -> String {
        String(decoding: try JSONSerialization.data(withJSONObject: value, options: [.sortedKeys, .fragmentsAllowed]), as: UTF8.self)
    }

    @Test func theTableHoldsEachTypedExpression() throws {
        let fields = try Self.webTable()
        func expression(_ name: String) throws -> String { try Self.json(try #require(fields[name]?["computed"])) }
        #expect(try expression("sum") == #"{"a":{"field":"a","type":"int"},"b":{"field":"b","type":"decimal"},"op":"+","type":"decimal"}"#)
        #expect(try expression("diff") == #"{"a":{"field":"a","type":"int"},"b":{"number":"1","type":"int"},"op":"-","type":"int"}"#)
        #expect(try expression("quot") == #"{"places":2,"round":{"a":{"field":"a","type":"int"},"b":{"field":"b","type":"decimal"},"op":"\/","type":"decimal"},"type":"decimal"}"#)
        #expect(try expression("neg") == #"{"negate":{"field":"a","type":"int"},"type":"int"}"#)
        #expect(try expression("fallback") == #"{"coalesce":[{"field":"c","type":"decimal"},{"number":"0","type":"int"}],"type":"decimal"}"#)
        #expect(try expression("pick") == #"{"else":{"field":"c","type":"decimal"},"if":{"present":"on"},"then":{"field":"b","type":"decimal"},"type":"decimal"}"#)
        #expect(try expression("half") == #"{"a":{"field":"w","type":"double"},"b":{"number":"2","type":"int"},"op":"\/","type":"double"}"#)
        // What the value is worked out from, and its kind: what the runtime evaluates it as.
        #expect(fields["pick"]?["reads"] as? [String] == ["on", "b", "c"])
        #expect((fields["half"]?["number"] as? [String: Any])?["type"] as? String == "double")
        #expect((fields["diff"]?["number"] as? [String: Any])?["type"] as? String == "int")
        #expect(fields["total"]?["submitted"] as? Bool == false)
        #expect(fields["a"]?["computed"] == nil)
    }

    /// A string literal inside an expression is data in the table: quotes, `</script>`,
    /// `<!--`, U+200B and U+2028 come back unchanged, and none reaches the module or the page raw.
    @Test func textsInsideExpressionsStayText() throws {
        let fields = try Self.webTable()
        let joined = try #require(fields["joined"]?["computed"] as? [String: Any])
        let parts = try #require(joined["join"] as? [[String: Any]])
        #expect(parts[1]["text"] as? String == "'\"</script><!--\u{200B}\u{2028}")
        let files = try WebEmitterTests.files(source: Self.source)
        let module = files[0].contents, page = files[1].contents
        #expect(!module.lowercased().contains("</script") && !module.contains("<!--") && !module.contains("\u{2028}"))
        #expect(page.components(separatedBy: "</script>").count == 2)
    }

    /// A computed value's row: a labelled `output`, a live region naming the typed fields it
    /// is worked out from (through other computed values), its currency beside it.
    @Test func theRowIsALabelledLiveOutput() throws {
        let page = try WebEmitterTests.files(source: Self.source)[1].contents
        #expect(page.contains(#"<label for="f-sum" id="f-sum-label">Sum</label>"#))
        #expect(page.contains(#"<output id="f-sum" name="sum" for="f-a f-b" aria-live="polite" aria-describedby="f-sum-error"></output>"#))
        #expect(page.contains(#"<output id="f-pick" name="pick" for="f-on f-b f-c" aria-live="polite""#))
        #expect(page.contains(#"<span class="formc-currency" id="f-total-currency" data-formc-currency="USD">USD</span>"# + "\n"
                              + #"<output id="f-total" name="total" for="f-b""#))
        let chain = try WebEmitterTests.files(source: """
            form Chain {
                field x: int?
                field y: int?
                computed first: int? = x + 1
                computed second: int? = first + y
                keyboardToolbar previous, next, done
            }
            """)[1].contents
        #expect(chain.contains(#"<output id="f-second" name="second" for="f-x f-y""#))
    }

    @Test func webOutputIsTheSameBytesEveryTime() throws {
        #expect(try WebEmitterTests.files(source: Self.source) == (try WebEmitterTests.files(source: Self.source)))
    }

    // MARK: XForm

    /// Every bind's attributes, unescaped, by nodeset.
    static func binds(_ xform: String) throws -> [String: [String: String]] {
        final class Delegate: NSObject, XMLParserDelegate {
            var binds: [String: [String: String]] = [:]
            func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                        attributes: [String: String]) {
                if name == "bind", let nodeset = attributes["nodeset"] { binds[nodeset] = attributes }
            }
        }
        #expect(XFormTests.xmlProblem(xform) == nil)
        let parser = XMLParser(data: Data(xform.utf8))
        let delegate = Delegate()
        parser.delegate = delegate
        try #require(parser.parse())
        return delegate.binds
    }

    static func calculate(_ name: String) throws -> String? {
        try binds(try XFormTests.xform(source))["/T/" + name]?["calculate"]
    }

    @Test func eachOperatorIsItsXPath() throws {
        // Arithmetic, present only while both are.
        #expect(try Self.calculate("sum") == "if(/T/a != '' and /T/b != '', (/T/a + /T/b), '')")
        // An int result only while an Int holds it.
        #expect(try Self.calculate("diff")
                == "if(/T/a != '' and ((/T/a - 1) >= -9223372036854775808 and (/T/a - 1) < 9223372036854775808), (/T/a - 1), '')")
        #expect(try Self.calculate("neg")
                == "if(/T/a != '' and ((-/T/a) >= -9223372036854775808 and (-/T/a) < 9223372036854775808), (-/T/a), '')")
        // A hidden field is absent: its `relevant` is part of its presence.
        #expect(try Self.calculate("prod") == "if(/T/b != '' and (/T/c != '' and /T/on = 'true'), (/T/b * /T/c), '')")
        // A division by zero is absent; halves round away from zero, negatives too.
        #expect(try Self.calculate("quot") == "if(/T/a != '' and /T/b != '' and /T/b != 0, "
                + "if((/T/a div /T/b) < 0, -round(-(/T/a div /T/b), 2), round((/T/a div /T/b), 2)), '')")
        // A divisor that is a literal other than zero needs no test.
        #expect(try Self.calculate("byFour") == "if(/T/b != '', (/T/b div 4), '')")
        #expect(try Self.calculate("half") == "if(/T/w != '', (/T/w div 2), '')")
        // `??`: coalesce() on a field never hidden; if() where the field can be hidden.
        #expect(try Self.calculate("fallbackField") == "coalesce(/T/b, 0)")
        #expect(try Self.calculate("fallback") == "if((/T/c != '' and /T/on = 'true'), /T/c, 0)")
        // `C ? a : b`: if(), present as the chosen value is.
        #expect(try Self.calculate("pick")
                == "if(if(/T/on = 'true', /T/b != '', (/T/c != '' and /T/on = 'true')), if(/T/on = 'true', /T/b, /T/c), '')")
    }

    /// A text in an expression is an XPath literal: both quotes make a `concat` of pieces, and
    /// `</script>`, `<!--` and invisible characters pass through XML escaping unchanged.
    @Test func textsInsideXPathStayText() throws {
        #expect(try Self.calculate("joined")
                == "if(/T/name != '', concat(/T/name, concat(\"'\", '\"</script><!--\u{200B}\u{2028}')), '')")
        let xform = try XFormTests.xform(Self.source)
        #expect(!xform.contains("</script>") && !xform.contains("<!--\u{200B}"))
        // A character XML 1.0 cannot carry, not even as a reference, is U+FFFD there.
        let control = try Self.binds(try XFormTests.xform("form C {\n    field a: text?\n    computed b: text? = a + \"\\u{1}x\"\n}\n"))
        #expect(control["/C/b"]?["calculate"] == "if(/C/a != '', concat(/C/a, '\u{FFFD}x'), '')")
    }

    @Test func aComputedValueIsAReadonlyCalculatedInput() throws {
        let xform = try XFormTests.xform(Self.source)
        let binds = try Self.binds(xform)
        let total = try #require(binds["/T/total"])
        #expect(total["readonly"] == "true()" && total["type"] == "decimal")
        // Not optional: while it cannot be worked out, the `required` message.
        #expect(total["required"] == "true()" && total["jr:requiredMsg"] == "Total is required.")
        #expect(binds["/T/sum"]?["required"] == nil)
        // Its validators are its constraint.
        #expect(binds["/T/half"]?["constraint"] == ". >= 0 and . <= 10")
        #expect(xform.contains("<input ref=\"/T/sum\">\n      <label>Sum</label>"))
        // A computed `int` is a decimal, whatever its range: it can be any Int.
        let ranged = try Self.binds(try XFormTests.xform(
            "form R {\n    field a: int? { validate range(0...10) }\n    computed b: int? = a + 1 { validate range(0...100) }\n"
            + "    keyboardToolbar previous, next, done\n}\n"))
        #expect(ranged["/R/a"]?["type"] == "int" && ranged["/R/b"]?["type"] == "decimal")
        // A field that people type into has no calculate.
        #expect(binds["/T/a"]?["calculate"] == nil && binds["/T/a"]?["readonly"] == nil)
    }

    @Test func xformOutputIsTheSameBytesEveryTime() throws {
        #expect(try XFormTests.xform(Self.source) == (try XFormTests.xform(Self.source)))
    }

    /// The web target takes computed values; `generate` writes them.
    @Test func webGeneratesComputedValues() throws {
        #expect(try WebEmitterTests.files(source: Self.source).count == 2)
    }
}
