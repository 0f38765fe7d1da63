import Foundation
import Testing
@testable import FormDSL

/// A repeating group in `--emit web`: the table holds the group as a table of its own (its
/// texts, bounds, focus and fields; aggregates as nodes of their own), the form's `fields`
/// only the form's; the page has the group's section with its row template, add button and
/// live region, and no row field outside the template. Tests/Web/repeats.mjs plays the
/// conformance scripts through the module, and browser_test.py uses the rows in Chromium.
@Suite struct WebRowsTests {
    static let order = """
    form Order {
        field customer: text { label "Customer" }
        field vatRate: percent { label "VAT"; default 20 }
        repeat items {
            label "Items"
            addLabel "Add item"
            rows 1...20
            help "One line per product."
            field product: text { label "Product"; validate required }
            field quantity: int { label "Quantity"; default 1; validate range(1...99) }
            field unitPrice: currency("EUR") { label "Unit price" }
            field gift: toggle { label "Gift" }
            field giftNote: text? { label "Gift note"; visible when gift }
            computed lineTotal: currency("EUR")? = quantity * unitPrice { label "Line total" }
        }
        computed itemCount: int = count(items)
        computed net: currency("EUR") = sum(lineTotal)
        computed largest: currency("EUR")? = max(lineTotal)
        computed total: currency("EUR") = round(net * (1 + vatRate / 100), 2)
        field bulkNote: text? { visible when itemCount > 5 }
    }

    """

    static func files(_ source: String) throws -> (module: String, page: String) {
        let files = try WebEmitterTests.files(source: source)
        let module = try #require(files.first { $0.name.hasSuffix(".js") }).contents
        let page = try #require(files.first { $0.name.hasSuffix(".html") }).contents
        return (module, page)
    }

    @Test func aGroupIsATableOfItsOwn() throws {
        let (module, _) = try Self.files(Self.order)
        let table = try WebEmitterTests.table(module)
        let fields = try #require(table["fields"] as? [[String: Any]])
        #expect(fields.map { $0["name"] as? String } == ["customer", "vatRate", "itemCount", "net", "largest", "total", "bulkNote"])
        #expect(table["focus"] as? [String] == ["customer", "vatRate", "items", "bulkNote"])
        #expect(table["members"] as? [String] == ["customer", "vatRate", "items", "itemCount", "net", "largest", "total", "bulkNote"])
        let groups = try #require(table["repeats"] as? [[String: Any]])
        #expect(groups.count == 1)
        let items = groups[0]
        #expect(items["name"] as? String == "items" && items["json"] as? String == "items")
        #expect(items["label"] as? String == "Items" && items["addLabel"] as? String == "Add item" && items["help"] as? String == "One line per product.")
        #expect(items["min"] as? Int == 1 && items["max"] as? Int == 20)
        #expect(items["focus"] as? [String] == ["product", "quantity", "unitPrice", "giftNote"])
        let rowFields = try #require(items["fields"] as? [[String: Any]])
        #expect(rowFields.map { $0["name"] as? String } == ["product", "quantity", "unitPrice", "gift", "giftNote", "lineTotal"])
        // A row field's condition and expression name the row's fields by name.
        #expect(rowFields[4]["visibleWhen"] as? [String: String] == ["present": "gift"])
        let line = try #require(rowFields[5]["computed"] as? [String: Any])
        #expect((line["a"] as? [String: String])?["field"] == "quantity" && (line["b"] as? [String: String])?["field"] == "unitPrice")
        // Aggregates: over the group, naming the row field (none for count).
        func computed(_ name: String) -> [String: Any]? { fields.first { $0["name"] as? String == name }?["computed"] as? [String: Any] }
        #expect(computed("net")?["aggregate"] as? String == "sum")
        #expect(computed("net")?["group"] as? String == "items" && computed("net")?["field"] as? String == "lineTotal")
        #expect(computed("largest")?["aggregate"] as? String == "max")
        #expect(computed("itemCount")?["aggregate"] as? String == "count" && computed("itemCount")?["field"] == nil)
        #expect(fields.first { $0["name"] as? String == "itemCount" }?["readsRows"] as? [String] == ["items"])
        // No upper bound: max is null.
        let open = try Self.files(Self.order.replacingOccurrences(of: "rows 1...20", with: "rows 0..."))
        let openGroup = try #require((try WebEmitterTests.table(open.module)["repeats"] as? [[String: Any]])?.first)
        #expect(openGroup["min"] as? Int == 0 && openGroup["max"] is NSNull)
    }

    @Test func thePageHasTheGroupsSectionAndARowTemplate() throws {
        let (_, page) = try Self.files(Self.order)
        #expect(page.contains("<fieldset class=\"formc-section formc-repeat\" data-formc-section=\"1\" data-formc-repeat=\"items\" aria-describedby=\"f-items-help\">"))
        #expect(page.contains("<legend id=\"f-items-label\" data-formc-section-header=\"1\">Items</legend>"))
        #expect(page.contains("<div class=\"formc-rows\" data-formc-rows=\"items\"></div>"))
        #expect(page.contains("<template data-formc-row-template=\"items\">\n<fieldset class=\"formc-item\" data-formc-row=\"{row}\">\n<legend id=\"f-items-{row}-legend\" data-formc-row-legend></legend>\n"))
        #expect(page.contains("<div class=\"formc-row formc-text\" data-formc-field=\"items-{row}-product\">\n<label for=\"f-items-{row}-product\" id=\"f-items-{row}-product-label\">Product</label>"))
        #expect(page.contains("<output id=\"f-items-{row}-lineTotal\" name=\"items-{row}-lineTotal\" for=\"f-items-{row}-quantity f-items-{row}-unitPrice\""))
        #expect(page.contains("aria-labelledby=\"f-items-{row}-remove f-items-{row}-legend\">Remove</button>"))
        #expect(page.contains("<button type=\"button\" class=\"formc-add\" id=\"f-items-add\" data-formc-add=\"items\">Add item</button>"))
        #expect(page.contains("<p id=\"f-items-status\" class=\"formc-visually-hidden\" role=\"status\" aria-live=\"polite\"></p>"))
        // Row fields are in the template only; a form value over the rows names no row control.
        for name in ["product", "quantity", "unitPrice", "gift", "giftNote", "lineTotal"] {
            #expect(!page.contains("id=\"f-\(name)\""), "\(name) outside the template")
            #expect(page.components(separatedBy: "id=\"f-items-{row}-\(name)\"").count == 2, "\(name) once in the template")
        }
        #expect(page.contains("<output id=\"f-net\" name=\"net\" aria-live=\"polite\""))
        #expect(page.contains("<output id=\"f-total\" name=\"total\" for=\"f-vatRate\""))
    }

    @Test func aGroupsTextsStayText() throws {
        let source = Self.order
            .replacingOccurrences(of: "label \"Items\"", with: "label \"</script><!-- Items & \\u{2028}\"")
            .replacingOccurrences(of: "addLabel \"Add item\"", with: "addLabel \"Add </button> {row}\"")
        let (module, page) = try Self.files(source)
        let group = try #require((try WebEmitterTests.table(module)["repeats"] as? [[String: Any]])?.first)
        #expect(group["label"] as? String == "</script><!-- Items & \u{2028}")
        #expect(group["addLabel"] as? String == "Add </button> {row}")
        #expect(!module.lowercased().contains("</script") && !module.contains("<!--"))
        #expect(page.contains(">&lt;/script&gt;&lt;!-- Items &amp; &#x2028;</legend>"))
        #expect(page.contains(">Add &lt;/button&gt; {row}</button>"))
    }
}
