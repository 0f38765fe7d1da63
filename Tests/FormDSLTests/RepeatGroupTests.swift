import Testing
@testable import FormDSL

/// The checker's cases for repeating groups (docs/LANGUAGE.md, "Repeating groups"): what
/// may read a row's fields, aggregates, the rows' bounds, the group's name and place.
let repeatDiagnosticCases: [DiagnosticCase] = [
    DiagnosticCase(id: "FC0436", source: "form F {\n    repeat items {\n        rows 101...\n        field a: text\n    }\n    repeat more {\n        rows 1000\n        field b: text\n    }\n    repeat fine {\n        rows 100...100000\n        field c: text\n    }\n}", expected: [
        "FC0436 3:14 the group would start with 101 rows; at most 100 can be required",
        "FC0436 7:14 the group would start with 1000 rows; at most 100 can be required",
    ]),
    DiagnosticCase(id: "FC0430", source: "form F {\n    field note: text? { visible when quantity > 2 }\n    repeat items {\n        field quantity: int?\n    }\n    computed total: int = sum(quantity)\n}", expected: [
        "FC0430 2:38 'quantity' is a field of repeating group 'items': each row has its own, and 'note' is not in a row of 'items'",
        "FC0201 4:15 'numberPad' has no return key, so people cannot move on from 'quantity'",
    ]),
    DiagnosticCase(id: "FC0430 from a computed value of the form", source: "form F {\n    repeat items {\n        field quantity: int?\n    }\n    computed first: int? = quantity\n}", expected: [
        "FC0430 5:28 'quantity' is a field of repeating group 'items': each row has its own, and 'first' is not in a row of 'items'",
    ]),
    DiagnosticCase(id: "FC0430 from another group", source: "form F {\n    repeat items {\n        field quantity: int?\n    }\n    repeat notes {\n        field text: text? { visible when quantity > 1 }\n    }\n}", expected: [
        "FC0430 6:42 'quantity' is a field of repeating group 'items': each row has its own, and 'text' is not in a row of 'items'",
    ]),
    DiagnosticCase(id: "FC0431", source: "form F {\n    field name: text\n    repeat items {\n        field product: text\n        field quantity: int?\n    }\n    computed a: int = sum(name)\n    computed b: int = count(itemz)\n    computed c: int? = max(product)\n    computed d: int = count(quantity)\n}", expected: [
        "FC0201 5:15 'numberPad' has no return key, so people cannot move on from 'quantity'",
        "FC0431 7:27 'sum' takes a number field of a repeating group; found 'name'",
        "FC0431 8:29 'count' takes the name of a repeating group; found 'itemz'",
        "FC0431 9:28 'max' takes a number field of a repeating group; found 'product'",
        "FC0431 10:29 'count' takes the name of a repeating group; found 'quantity'",
    ]),
    DiagnosticCase(id: "FC0432", source: "form F {\n    field name: text\n    repeat items {\n        field product: text\n    }\n    focus name, product\n    initialFocus product\n}", expected: [
        "FC0323 3:12 repeating group 'items' is missing from the focus order",
        "FC0432 6:17 'product' is a field of repeating group 'items' and cannot be named in 'focus'",
        "FC0432 7:18 'product' is a field of repeating group 'items' and cannot be named in 'initialFocus'",
    ]),
    DiagnosticCase(id: "FC0433", source: "form F {\n    repeat items {\n        rows ...0\n        field product: text\n    }\n    repeat more {\n        rows 0\n        field other: text\n    }\n}", expected: [
        "FC0433 3:14 rows '...0' allow no row",
        "FC0433 7:14 rows '0' allow no row",
    ]),
    DiagnosticCase(id: "FC0434", source: "form F {\n    field items: text\n    repeat items {\n        field product: text\n    }\n    repeat items {\n        field other: text\n    }\n}", expected: [
        "FC0434 3:12 'items' names a repeating group and another member of the form",
        "FC0434 6:12 'items' names a repeating group and another member of the form",
    ]),
    DiagnosticCase(id: "FC0435", source: "form F {\n    field name: text\n    repeat items {\n        label \"Items\"\n    }\n}", expected: [
        "FC0435 3:12 repeating group 'items' has no fields",
    ]),
    DiagnosticCase(id: "rows read in a row, and the form", source: "form F {\n    field discount: decimal?\n    repeat items {\n        rows 1...5\n        field quantity: int?\n        field price: decimal?\n        field gift: toggle\n        field note: text? { visible when gift && discount > 0 }\n        computed line: decimal? = quantity * price - (discount ?? 0)\n    }\n    computed total: decimal = sum(line)\n    computed lineCount: int = count(items)\n    computed cheapest: decimal? = min(price)\n    field big: text? { visible when total > 100 }\n    keyboardToolbar previous, next, done\n}", expected: [
    ]),
    DiagnosticCase(id: "group properties and places", source: "form F {\n    repeat items {\n        title \"x\"\n        rows 5...1\n        addLabel 3\n        visible when true\n        field a: text\n    }\n    rows 1...2\n}", expected: [
        "FC0302 3:9 'title' belongs in the form, not in a repeating group",
        "FC0315 4:14 range '5...1' is empty: no value can satisfy it",
        "FC0311 5:18 'addLabel' expects a string, found an integer",
        "FC0302 6:9 'visible' belongs in a section, not in a repeating group",
        "FC0302 9:5 'rows' belongs in a repeating group, not in the form",
    ]),
    DiagnosticCase(id: "a focus list names a group", source: "form F {\n    field name: text\n    repeat items {\n        field product: text\n    }\n    field note: text\n    focus name, note\n}", expected: [
        "FC0323 3:12 repeating group 'items' is missing from the focus order",
    ]),
    DiagnosticCase(id: "a cycle through an aggregate", source: "form F {\n    repeat items {\n        field quantity: int?\n        computed share: decimal? = round(quantity / total, 2)\n    }\n    computed total: decimal = sum(quantity) + sum(share)\n}", expected: [
        "FC0423 4:18 computed value 'share' depends on itself: share → total → share",
    ]),
    DiagnosticCase(id: "FC0430 equals", source: "form F {\n    field email: text\n    repeat items {\n        field again: text { validate equals(email) }\n    }\n    field copy: text { validate equals(again) }\n}", expected: [
        "FC0430 6:40 'again' is a field of repeating group 'items': each row has its own, and 'copy' is not in a row of 'items'",
    ]),
]

@Test(arguments: repeatDiagnosticCases)
func repeatCheckerReports(_ c: DiagnosticCase) {
    let checked = Checked(c.source)
    #expect(checked.syntaxDiagnostics.isEmpty, "the snippet must parse cleanly")
    #expect(checked.lines == c.expected)
    if c.id.hasPrefix("FC") {
        #expect(checked.diagnostics.contains { $0.id == String(c.id.prefix(6)) }, "\(c.id) must be reported")
    }
}

@Test func everyRepeatIdHasACase() {
    let covered = Set(repeatDiagnosticCases.map { String($0.id.prefix(6)) })
    for code in DiagnosticCode.repeats where code != .repeatTargetUnsupported {
        #expect(covered.contains(code.id), "no test snippet for \(code.id)")
    }
}

/// `formc check` builds no model, and still says what reads a row field outside its row: the
/// uses of names are recorded for a form with a group either way.
@Test func rowScopesAreCheckedWithoutAModel() {
    for c in repeatDiagnosticCases {
        let file = SourceFile(path: "test.form", text: c.source)
        #expect(Compiler.diagnose(file).map(\.id) == Compiler.compile(file).diagnostics.map(\.id), "\(c.id)")
    }
}

private let order = """
form Order {
    field customer: text
    field discount: decimal?
    repeat items {
        label "Line items"
        addLabel "Add an item"
        rows 1...20
        help "One line per product."
        jsonName "lines"
        field product: text { validate required }
        field quantity: int? { keyboard numbersAndPunctuation }
        field price: decimal? { keyboard numbersAndPunctuation }
        field gift: toggle
        field note: text? { visible when gift && discount > 0 }
        computed line: decimal? = quantity * price
    }
    repeat contacts {
        field phone: text? { keyboard phonePad; contentType telephoneNumber }
    }
    computed total: decimal = sum(line)
    computed lineCount: int = count(items)
    computed cheapest: decimal? = min(price)
    computed dearest: decimal? = max(line)
    field big: text? { visible when total > 100 }
    keyboardToolbar previous, next, done
}
"""

/// The model of a form with groups: each group with its texts, bounds, fields and section;
/// row fields in `fields` with their group; the focus order with each group's rows in place.
@Test func groupsReachTheModel() throws {
    let checked = Checked(order)
    #expect(checked.diagnostics.isEmpty, "\(checked.lines)")
    let form = checked.form
    #expect(form.repeats.map(\.name) == ["items", "contacts"])
    let items = form.repeats[0]
    #expect(items.label == "Line items" && items.addLabel == "Add an item" && items.help == "One line per product.")
    #expect(items.minRows == 1 && items.maxRows == 20 && items.jsonName == "lines")
    #expect(items.fields.map { form.fields[$0].name } == ["product", "quantity", "price", "gift", "note", "line"])
    #expect(items.focusFields.map { form.fields[$0].name } == ["product", "quantity", "price", "note"])
    let contacts = form.repeats[1]
    #expect(contacts.label == "Contacts" && contacts.addLabel == "Add" && contacts.minRows == 0 && contacts.maxRows == nil)
    #expect(contacts.jsonName == "contacts" && !contacts.hasExplicitLabel)
    // The group's section shows its fields under its label.
    #expect(form.sections[items.section].repeatGroup == 0 && form.sections[items.section].header == "Line items")
    #expect(form.sections[items.section].fields == items.fields)
    #expect(form.fields.filter { $0.repeatGroup == 0 }.count == 6)
    #expect(checked.field("customer").repeatGroup == nil && checked.field("total").repeatGroup == nil)
    // Focus: the form's fields, and each group's rows where the group is.
    #expect(form.focusOrder == ["customer", "discount", "big"])
    let index = { (name: String) in form.fields.firstIndex { $0.name == name }! }
    #expect(form.focusSteps == [.field(index("customer")), .field(index("discount")), .rows(0), .rows(1), .field(index("big"))])
    // A row field's Return moves on: to its row's next field or the next row.
    #expect(checked.field("product").submitLabel == .next)
    // Aggregates, typed, with the rows they read.
    let total = try #require(checked.field("total").computed)
    #expect(total.expression.kind == .aggregate(.sum, group: 0, field: index("line")))
    #expect(total.expression.type == .decimal && !total.expression.canBeAbsent)
    #expect(total.reads == [index("line")] && total.readsRows == [0])
    let lines = try #require(checked.field("lineCount").computed)
    #expect(lines.expression.kind == .aggregate(.count, group: 0, field: nil) && lines.reads.isEmpty && lines.readsRows == [0])
    #expect(checked.field("cheapest").computed?.expression.canBeAbsent == true)
    // A row's condition reads its own row's field and the form's.
    #expect(checked.field("note").visibleWhen != nil)
}

/// An explicit focus list places a group's rows where it names the group.
@Test func aFocusListPlacesTheRows() {
    let checked = Checked("form F {\n    field a: text\n    repeat items {\n        field b: text\n    }\n    field c: text\n    focus c, items, a\n}\n")
    #expect(checked.diagnostics.isEmpty, "\(checked.lines)")
    #expect(checked.form.focusSteps == [.field(2), .rows(0), .field(0)])
}

/// A row field's key is its row's own: two groups, or a group and the form, may use the same
/// `jsonName`, but not two fields of one row, nor the group's key and a form field's.
@Test func jsonKeysAreAlikeOnlyInOneObject() {
    let fine = Checked("form F {\n    field a: text { jsonName \"k\" }\n    repeat items {\n        field b: text { jsonName \"k\" }\n    }\n    repeat more {\n        field c: text { jsonName \"k\" }\n    }\n}\n")
    #expect(fine.only(.duplicateJSONName).isEmpty, "\(fine.lines)")
    let clash = Checked("form F {\n    field a: text { jsonName \"lines\" }\n    repeat items {\n        jsonName \"lines\"\n        field b: text { jsonName \"k\" }\n        field c: text { jsonName \"k\" }\n    }\n}\n")
    #expect(clash.only(.duplicateJSONName).count == 2, "\(clash.lines)")
}

/// Every target refuses a form with a group until it shows one (FC0903), and takes one without.
@Test func targetsWithoutGroupsRefuseThem() throws {
    let checked = Checked(order)
    for target in OutputTarget.allCases where !target.showsRepeatingGroups {
        let refusals = target.refusals(of: checked.model)
        #expect(refusals.map(\.id) == ["FC0903", "FC0903"])
        #expect(refusals.first?.message == "'--emit \(target.name)' cannot show repeating group 'items' yet")
    }
    let plain = Checked("form F {\n    field a: text\n}\n")
    for target in OutputTarget.allCases { #expect(target.refusals(of: plain.model).isEmpty) }
}

/// A group's texts are in the String Catalog under its name, as a field's are.
@Test func groupTextsAreLocalizable() {
    let inventory = StringInventory(Checked(order).model)
    #expect(inventory.entry("Order.items.label")?.source == "Line items")
    #expect(inventory.entry("Order.items.addLabel")?.source == "Add an item")
    #expect(inventory.entry("Order.items.help")?.source == "One line per product.")
    #expect(inventory.entry("Order.contacts.label")?.source == "Contacts")
}

/// A repeating group where the grammar has none: inside a section or a field, it is a syntax
/// error that names the place; `repeat` without a name is one too.
@Test func repeatOnlyInAForm() {
    let inSection = Checked("form F {\n    section \"S\" {\n        repeat items {\n            field a: text\n        }\n    }\n}\n")
    #expect(inSection.syntaxDiagnostics.map(\.message) == ["a repeating group cannot be declared inside section \"S\""])
    let unnamed = Checked("form F {\n    repeat {\n        field a: text\n    }\n}\n")
    #expect(unnamed.syntaxDiagnostics.map(\.message).first?.hasPrefix("expected a name for the repeating group") == true)
}

/// `rows` takes the bounds `length` and `count` take: both ends, either, or one number for
/// exactly that many rows; without it, no bounds.
@Test(arguments: [("rows 1...20", 1, 20), ("rows 1...", 1, nil), ("rows ...5", 0, 5), ("rows 3", 3, 3),
                  ("rows 0...5", 0, 5), ("rows 2..<4", 2, 3), ("label \"Items\"", 0, nil)] as [(String, Int, Int?)])
func rowBoundsReachTheModel(_ line: String, _ lower: Int, _ upper: Int?) {
    let checked = Checked("form F {\n    repeat items {\n        \(line)\n        field a: text\n    }\n}\n")
    #expect(checked.diagnostics.isEmpty, "\(checked.lines)")
    #expect(checked.form.repeats.first?.minRows == lower && checked.form.repeats.first?.maxRows == upper)
}

/// A row field's name is one of the form's: a field of the form, or of another group, called
/// the same is FC0304.
@Test func rowFieldNamesAreTheFormsNames() {
    let checked = Checked("form F {\n    field name: text\n    repeat people {\n        field name: text\n    }\n}\n")
    #expect(checked.lines.first == "FC0304 4:15 field 'name' is declared twice in form 'F'")
}

/// What every input must keep (`PipelineInvariants`: diagnostics, the model's shape, each
/// target's output, fmt) holds for forms with groups: the conformance form of
/// Tests/Repeats and the order above.
@Test func pipelineInvariantsHoldWithGroups() throws {
    let conformance = try TestSupport.source(TestSupport.packageRoot.appendingPathComponent("Tests/Repeats/Repeats.form"))
    for bytes in [conformance.bytes, Array(order.utf8)] {
        #expect(PipelineInvariants.check(bytes) == [])
    }
}
