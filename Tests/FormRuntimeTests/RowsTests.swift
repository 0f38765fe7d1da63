import Foundation
import Testing
@testable import FormRuntime

// Models written by hand as formc generates them for a form with a repeating group:
//
//     form Order {
//         field customer: text { label "Customer"; validate required }
//         field express: toggle { label "Express" }
//         repeat items {
//             label "Items"; addLabel "Add item"; rows 1...3
//             field product: text { label "Product"; validate required }
//             field quantity: int { label "Quantity"; default 1; validate range(1...99) }
//             field unitPrice: decimal? { label "Unit price" }
//             field note: text? { label "Note"; visible when express }
//             computed lineTotal: decimal? = quantity * unitPrice { label "Line total" }
//         }
//         computed itemCount: int = count(items)
//         computed net: decimal = sum(lineTotal)
//         computed largest: decimal? = max(lineTotal)
//         field bulkNote: text? { label "Bulk note"; visible when itemCount > 2 }
//     }
//
// A row is a small `FormState` of the group's fields (with the form field its condition reads,
// `express`, as an `OuterValue` the form writes into every row); the form holds the rows in a
// `RowsInput`, whose `didSet` works the aggregates out again.

struct ItemsRow: Sendable, Hashable {
    var product: String
    var quantity: Int
    var unitPrice: Decimal?
    var note: String?
    var lineTotal: Decimal?
}

struct ItemsRowModel: FormState, Equatable {
    enum Field: String, FormField {
        case product, quantity, unitPrice, note, lineTotal
    }

    static let form: FormTable<ItemsRowModel> = .init(
        name: "Order", submitLabel: "",
        focusOrder: [.product, .quantity, .unitPrice, .note],
        fields: [
            .init(.product, \.product, label: "Product"),
            .init(.quantity, \.quantity, label: "Quantity"),
            .init(.unitPrice, \.unitPrice, label: "Unit price"),
            .init(.note, \.note, label: "Note"),
            .init(.lineTotal, \.lineTotal, label: "Line total"),
        ]
    )

    var product: TextInput
    var quantity: NumberInput<Int> {
        didSet { recompute([.lineTotal], edited: quantity.interaction.edited) }
    }
    var unitPrice: NumberInput<Decimal> {
        didSet { recompute([.lineTotal], edited: unitPrice.interaction.edited) }
    }
    var note: TextInput
    var lineTotal: ComputedNumber<Decimal>
    /// The form's `express`, which `note`'s condition reads.
    var express: OuterValue<Bool> = .init() {
        didSet { Self.form.applyConditions(to: [.note], in: &self) }
    }
    var focusTracker = FocusTracker<Field>()
    let strings: FormStrings

    init(strings: FormStrings) {
        self.strings = strings
        let locale = strings.locale
        let label = { Self.form.label($0, in: strings) }
        product = .init(rules: [.required(message: strings.message("formc.required", label(.product)))])
        quantity = .init(.init(.integer, locale: locale), literal: "1",
                         rules: [.range(min: .inclusive("1"), max: .inclusive("99"),
                                        message: strings.message("formc.range.between", label(.quantity), "1", "99"))],
                         invalidMessage: strings.message("formc.number.whole", label(.quantity)))
        unitPrice = .init(.init(.decimal, locale: locale), isOptional: true,
                          invalidMessage: strings.message("formc.number", label(.unitPrice)))
        note = .init(isOptional: true)
        lineTotal = .init(.init(.decimal, locale: locale), isOptional: true)
        recompute([.lineTotal], edited: false)
        Self.form.applyConditions(in: &self)
    }

    mutating func prefill(_ values: ItemsRow) {
        let defaults = ItemsRowModel(strings: strings)
        product.prefill(values.product)
        quantity.prefill(values.quantity)
        unitPrice.prefill(values.unitPrice)
        note.prefill(values.note)
        if values.note == nil && !isVisible(.note) { note = defaults.note }
        Self.form.applyConditions(in: &self)
    }

    static func values(of model: ItemsRowModel) -> ItemsRow? {
        guard let quantity = model.quantity.value else { return nil }
        return ItemsRow(product: model.product.value ?? "", quantity: quantity, unitPrice: model.unitPrice.value,
                        note: model.isVisible(.note) ? model.note.value : nil, lineTotal: model.lineTotal.value)
    }

    func isVisible(_ field: Field) -> Bool {
        switch field {
        case .note: express.conditionValue.isPresent
        default: true
        }
    }

    private mutating func recompute(_ fields: [Field], edited: Bool) {
        for field in fields {
            switch field {
            case .lineTotal: lineTotal.update(.formcProduct(.formcDecimal(quantity.value), unitPrice.value), edited: edited)
            default: break
            }
        }
    }
}

struct OrderValues: Sendable, Hashable {
    var customer: String
    var express: Bool
    var items: [ItemsRow]
    var itemCount: Int
    var net: Decimal
    var largest: Decimal?
    var bulkNote: String?
}

struct RowsOrderModel: FormState, Equatable {
    enum Field: String, FormField {
        case customer, express, items, itemCount, net, largest, bulkNote
    }

    static let form: FormTable<RowsOrderModel> = .init(
        name: "Order", submitLabel: "Send",
        focusOrder: [.customer, .items, .bulkNote],
        fields: [
            .init(.customer, \.customer, label: "Customer"),
            .init(.express, \.express, label: "Express"),
            .init(.items, \.items, label: "Items"),
            .init(.itemCount, \.itemCount, label: "Items"),
            .init(.net, \.net, label: "Net"),
            .init(.largest, \.largest, label: "Largest"),
            .init(.bulkNote, \.bulkNote, label: "Bulk note"),
        ]
    )

    var customer: TextInput
    var express: ToggleInput {
        didSet { items.setContext(\.express, OuterValue(express.value, express.conditionValue)) }
    }
    var items: RowsInput<ItemsRowModel> {
        didSet {
            recompute([.itemCount, .net, .largest], edited: items.interaction.edited)
            Self.form.applyConditions(to: [.bulkNote], in: &self)
        }
    }
    var itemCount: ComputedNumber<Int> {
        didSet { Self.form.applyConditions(to: [.bulkNote], in: &self) }
    }
    var net: ComputedNumber<Decimal>
    var largest: ComputedNumber<Decimal>
    var bulkNote: TextInput
    var focusTracker = FocusTracker<Field>()
    let strings: FormStrings

    init(strings: FormStrings) {
        self.strings = strings
        let locale = strings.locale
        let label = { Self.form.label($0, in: strings) }
        customer = .init(rules: [.required(message: strings.message("formc.required", label(.customer)))])
        express = .init()
        items = .init(ItemsRowModel(strings: strings), minRows: 1, maxRows: 3)
        itemCount = .init(.init(.integer, locale: locale), missingMessage: strings.message("formc.required", label(.itemCount)))
        net = .init(.init(.decimal, locale: locale), missingMessage: strings.message("formc.required", label(.net)))
        largest = .init(.init(.decimal, locale: locale), isOptional: true)
        bulkNote = .init(isOptional: true)
        items.setContext(\.express, OuterValue(express.value, express.conditionValue))
        recompute([.itemCount, .net, .largest], edited: false)
        Self.form.applyConditions(in: &self)
    }

    mutating func prefill(_ values: OrderValues) {
        customer.prefill(values.customer)
        express.prefill(values.express)
        items.prefill(values.items)
        bulkNote.prefill(values.bulkNote)
        Self.form.applyConditions(in: &self)
    }

    static func values(of model: RowsOrderModel) -> OrderValues? {
        guard let items = model.items.value, let itemCount = model.itemCount.value, let net = model.net.value else { return nil }
        return OrderValues(customer: model.customer.value ?? "", express: model.express.value, items: items,
                           itemCount: itemCount, net: net, largest: model.largest.value,
                           bulkNote: model.isVisible(.bulkNote) ? model.bulkNote.value : nil)
    }

    func isVisible(_ field: Field) -> Bool {
        switch field {
        case .bulkNote: itemCount.conditionValue.isGreater(than: "2")
        default: true
        }
    }

    private mutating func recompute(_ fields: [Field], edited: Bool) {
        for field in fields {
            switch field {
            case .itemCount: itemCount.update(.formcCount(items), edited: edited)
            case .net: net.update(.formcSum(of: items.present(.lineTotal) { $0.lineTotal.value }), edited: edited)
            case .largest: largest.update(.formcMax(of: items.present(.lineTotal) { $0.lineTotal.value }), edited: edited)
            default: break
            }
        }
    }
}

private func newOrder() -> RowsOrderModel { RowsOrderModel(locale: Locale(identifier: "en_US"), bundle: nil) }

@Suite struct RowsTests {
    // MARK: Bounds

    @Test func startsWithMinRowsAndKeepsTheBounds() {
        var model = newOrder()
        #expect(model.items.count == 1)
        #expect(!model.items.canRemove)
        do { let done = !model.items.remove(at: 0); #expect(done) }
        #expect(model.items.count == 1)
        do { let done = model.items.add() != nil; #expect(done) }
        do { let done = model.items.add() != nil; #expect(done) }
        #expect(model.items.count == 3)
        #expect(!model.items.canAdd)
        do { let done = model.items.add() == nil; #expect(done) }
        #expect(model.items.count == 3)
        do { let done = model.items.remove(atOffsets: IndexSet([0, 1])); #expect(done) }
        #expect(model.items.count == 1)
        do { let done = !model.items.remove(atOffsets: IndexSet([0])); #expect(done) }
        #expect(model.items.count == 1)
    }

    @Test func aGroupWithoutBoundsStartsEmpty() {
        let rows = RowsInput(ItemsRowModel(locale: Locale(identifier: "en_US"), bundle: nil))
        #expect(rows.count == 0)
        #expect(rows.canAdd)
        #expect(!rows.canRemove)
    }

    // MARK: Stable ids

    @Test func removingARowKeepsTheOthersTextsErrorsAndFocus() {
        var model = newOrder()
        model.items.add()
        model.items.add()
        let ids = model.items.ids
        #expect(Set(ids).count == 3)
        model.items[0].product.text = "Apples"
        model.items[1].product.text = "Pears"
        model.items[2].quantity.text = "0"
        // The third row's quantity is left: its range error shows.
        model.focusMoved(to: FocusStop("quantity", row: ids[2]))
        model.focusMoved(to: FocusStop("unitPrice", row: ids[2]))
        #expect(model.items[2].visibleErrors(.quantity) == ["Quantity must be between 1 and 99."])
        #expect(model.items.focusedRow == ids[2])

        do { let done = model.items.remove(ids[1]); #expect(done) }
        #expect(model.items.ids == [ids[0], ids[2]])
        #expect(model.items[row: ids[0]].product.text == "Apples")
        #expect(model.items[row: ids[2]].quantity.text == "0")
        #expect(model.items[row: ids[2]].visibleErrors(.quantity) == ["Quantity must be between 1 and 99."])
        #expect(model.items.focusedRow == ids[2])
        #expect(model.items[row: ids[2]].focusTracker.current == .unitPrice)
        // A new row gets an id never given before.
        let added = model.items.add()
        #expect(added != nil && !ids.contains(added!))
    }

    @Test func movingARowKeepsItsIdAndTexts() {
        var model = newOrder()
        model.items.add()
        model.items.add()
        let ids = model.items.ids
        for (position, name) in ["A", "B", "C"].enumerated() { model.items[position].product.text = name }
        do { let done = model.items.move(from: 2, to: 0); #expect(done) }
        #expect(model.items.ids == [ids[2], ids[0], ids[1]])
        #expect(model.items.rows.map(\.product.text) == ["C", "A", "B"])
        do { let done = model.items.move(from: 0, to: 2); #expect(done) }
        #expect(model.items.rows.map(\.product.text) == ["A", "B", "C"])
        do { let done = !model.items.move(from: 3, to: 0); #expect(done) }
        #expect(model.items.rows.map(\.product.text) == ["A", "B", "C"])
    }

    @Test func aRemovedRowReadsAsNewAndTakesNoWrite() {
        var model = newOrder()
        let first = model.items.ids[0]
        let second = model.items.add()!
        model.items[row: second].product.text = "Gone"
        model.items.remove(second)
        #expect(model.items[row: second].product.text == "")
        model.items[row: second].product.text = "Ghost"
        #expect(model.items.rows.map(\.product.text) == [""])
        #expect(model.items.ids == [first])
    }

    // MARK: Errors

    @Test func submitValidatesEveryRowAndNamesRowAndField() {
        var model = newOrder()
        model.customer.text = "Ada"
        model.items.add()
        model.items.add()
        model.items[0].product.text = "Apples"
        model.items[1].quantity.text = "100"
        model.items[2].product.text = "Plums"
        guard case .failure(let errors) = model.submit() else { Issue.record("submit succeeded"); return }
        #expect(errors.byPath == [
            "items[1].product": ["Product is required."],
            "items[1].quantity": ["Quantity must be between 1 and 99."],
        ])
        #expect(errors.rowErrors.map(\.path.row) == [model.items.ids[1], model.items.ids[1]])
        #expect(errors.firstInvalid == .items)
        #expect(errors.firstInvalidRow?.path.description == "items[1].product")
        #expect(errors.fieldCount == 2)
        #expect(errors.announcement == "2 fields need attention. Product is required.")
        // Every row's errors show after the submit, also in a row never touched.
        #expect(model.items[1].visibleErrors(.product) == ["Product is required."])
        // Removing the invalid row: the next submit succeeds, without it.
        model.items.remove(at: 1)
        guard case .success(let values) = model.submit() else { Issue.record("submit failed"); return }
        #expect(values.items.map(\.product) == ["Apples", "Plums"])
    }

    @Test func aFormFieldBeforeTheGroupIsTheFirstInvalid() {
        var model = newOrder()
        guard case .failure(let errors) = model.submit() else { Issue.record("submit succeeded"); return }
        #expect(errors.firstInvalid == .customer)
        #expect(errors.firstInvalidRow == nil)
        #expect(errors.byPath["customer"] == ["Customer is required."])
        #expect(errors.byPath["items[0].product"] == ["Product is required."])
    }

    @Test func tooManyPrefilledRowsBlockSubmit() {
        var rows = RowsInput(ItemsRowModel(locale: Locale(identifier: "en_US"), bundle: nil), minRows: 0, maxRows: 1,
                             tooManyMessage: "At most 1 item.")
        let row = ItemsRow(product: "A", quantity: 1, unitPrice: nil, note: nil, lineTotal: nil)
        rows.prefill([row, row])
        #expect(rows.count == 2)
        #expect(rows.errors == ["At most 1 item."])
        #expect(rows.visibleErrors == ["At most 1 item."])
        do { let done = rows.remove(at: 0); #expect(done) }
        #expect(rows.errors.isEmpty)
    }

    // MARK: Focus

    @Test func focusMovesThroughARowThenTheNextRowThenOn() {
        var model = newOrder()
        model.items.add()
        let ids = model.items.ids
        #expect(model.focusStops() == [
            FocusStop("customer"),
            FocusStop("product", row: ids[0]), FocusStop("quantity", row: ids[0]), FocusStop("unitPrice", row: ids[0]),
            FocusStop("product", row: ids[1]), FocusStop("quantity", row: ids[1]), FocusStop("unitPrice", row: ids[1]),
        ])
        #expect(model.nextStop(after: FocusStop("customer")) == FocusStop("product", row: ids[0]))
        #expect(model.nextStop(after: FocusStop("unitPrice", row: ids[0])) == FocusStop("product", row: ids[1]))
        #expect(model.previousStop(before: FocusStop("product", row: ids[1])) == FocusStop("unitPrice", row: ids[0]))
        #expect(model.isLastStop(FocusStop("unitPrice", row: ids[1])))
        // The row field a form field's condition shows joins each row's order; a third row
        // shows the form's bulk note after the rows.
        model.express.value = true
        let third = model.items.add()!
        #expect(model.nextStop(after: FocusStop("unitPrice", row: ids[0])) == FocusStop("note", row: ids[0]))
        #expect(model.nextStop(after: FocusStop("note", row: third)) == FocusStop("bulkNote"))
        #expect(model.isLastStop(FocusStop("bulkNote")))
    }

    @Test func leavingARowFieldBlursIt() {
        var model = newOrder()
        let second = model.items.add()!
        let first = model.items.ids[0]
        model.focusMoved(to: FocusStop("product", row: first))
        #expect(model.items[row: first].visibleErrors(.product).isEmpty)
        model.focusMoved(to: FocusStop("product", row: second))
        #expect(model.items[row: first].visibleErrors(.product) == ["Product is required."])
        #expect(model.items[row: second].visibleErrors(.product).isEmpty)
        model.focusMoved(to: FocusStop("customer"))
        #expect(model.items[row: second].visibleErrors(.product) == ["Product is required."])
        #expect(model.items.focusedRow == nil)
        model.focusChanged(to: nil)
        #expect(model.visibleErrors(.customer) == ["Customer is required."])
    }

    @Test func focusKeepingLeavesARemovedRow() {
        var model = newOrder()
        let second = model.items.add()!
        let stop = FocusStop("quantity", row: second)
        #expect(model.stopKeeping(stop) == stop)
        model.items.remove(second)
        #expect(model.stopKeeping(stop) == nil)
        #expect(model.stopKeeping(FocusStop("customer")) == FocusStop("customer"))
    }

    // MARK: Values and prefill

    @Test func valuesAreAnArrayOfRowsInOrder() {
        var model = newOrder()
        model.customer.text = "Ada"
        model.items[0].product.text = "Apples"
        model.items[0].unitPrice.text = "1.25"
        let second = model.items.add()!
        model.items[row: second].product.text = "Pears"
        model.items[row: second].quantity.text = "2"
        model.items.move(from: 1, to: 0)
        guard case .success(let values) = model.submit() else { Issue.record("submit failed"); return }
        #expect(values.items == [
            ItemsRow(product: "Pears", quantity: 2, unitPrice: nil, note: nil, lineTotal: nil),
            ItemsRow(product: "Apples", quantity: 1, unitPrice: Decimal(string: "1.25"), note: nil,
                     lineTotal: Decimal(string: "1.25")),
        ])
        #expect(values.itemCount == 2)
    }

    @Test func prefillShowsEveryRowAndSubmitsThemBack() {
        let stored = OrderValues(
            customer: "Ada", express: true,
            items: [ItemsRow(product: "Apples", quantity: 3, unitPrice: Decimal(string: "0.5"), note: "ripe",
                             lineTotal: Decimal(string: "1.5")),
                    ItemsRow(product: "Pears", quantity: 1, unitPrice: nil, note: nil, lineTotal: nil)],
            itemCount: 2, net: Decimal(string: "1.5")!, largest: Decimal(string: "1.5"), bulkNote: nil)
        var model = RowsOrderModel(values: stored, locale: Locale(identifier: "en_US"), bundle: nil)
        #expect(model.items.rows.map(\.product.text) == ["Apples", "Pears"])
        #expect(model.items[0].note.text == "ripe")
        #expect(model.items[0].isVisible(.note))
        #expect(model.net.value == Decimal(string: "1.5"))
        guard case .success(let values) = model.submit() else { Issue.record("submit failed"); return }
        #expect(values == stored)
    }

    @Test func prefillWithFewerRowsThanTheLowerBoundAddsEmptyOnes() {
        var model = newOrder()
        model.items.add()
        model.prefill(OrderValues(customer: "", express: false, items: [], itemCount: 0, net: 0, largest: nil, bulkNote: nil))
        #expect(model.items.count == 1)
        #expect(model.items[0].product.text == "")
        #expect(model.items[0].quantity.text == "1")
    }

    // MARK: Aggregates

    @Test func aggregatesFollowEveryRowEditThroughTheFormsDidSet() {
        var model = newOrder()
        #expect(model.net.value == 0)
        #expect(model.largest.value == nil)
        #expect(model.itemCount.value == 1)
        model.items[0].unitPrice.text = "2.5"
        #expect(model.net.value == Decimal(string: "2.5"))
        let second = model.items.add()!
        #expect(model.itemCount.value == 2)
        model.items[row: second].quantity.text = "3"
        model.items[row: second].unitPrice.text = "0.1"
        #expect(model.net.value == Decimal(string: "2.8"))
        #expect(model.largest.value == Decimal(string: "2.5"))
        // A row whose line total is absent is skipped.
        model.items[0].unitPrice.text = ""
        #expect(model.net.value == Decimal(string: "0.3"))
        #expect(model.largest.value == Decimal(string: "0.3"))
        // A third row shows the bulk note; removing a row hides it again.
        model.items.add()
        #expect(model.itemCount.value == 3)
        #expect(model.isVisible(.bulkNote))
        model.items.remove(second)
        #expect(model.net.value == 0)
        #expect(model.itemCount.value == 2)
        #expect(!model.isVisible(.bulkNote))
        // The edit showed the computed values' errors as a left field's.
        #expect(model.net.interaction.edited)
    }

    @Test func aHiddenRowFieldIsSkipped() {
        var model = newOrder()
        model.items[0].note.text = "a"
        let second = model.items.add()!
        model.items[row: second].note.text = "b"
        #expect(model.items.present(.note) { $0.note.value }.isEmpty)
        model.express.value = true
        #expect(model.items.present(.note) { $0.note.value } == ["a", "b"])
    }

    @Test func sumOfDecimalsIsExact() {
        #expect(Optional<Decimal>.formcSum(of: [Decimal(string: "0.1")!, Decimal(string: "0.2")!]) == Decimal(string: "0.3"))
        #expect(Optional<Decimal>.formcSum(of: []) == 0)
        #expect(Optional<Int>.formcSum(of: [Int.max, 1]) == nil)
        #expect(Optional<Int>.formcMin(of: [3, 1, 2]) == 1)
        #expect(Optional<Int>.formcMax(of: []) == nil)
        #expect(Optional<Double>.formcSum(of: [Double.greatestFiniteMagnitude, Double.greatestFiniteMagnitude]) == nil)
    }

    // MARK: The form's values in the rows

    @Test func aFormFieldReachesEveryRowAndTheNewOnes() {
        var model = newOrder()
        #expect(!model.items[0].isVisible(.note))
        model.express.value = true
        #expect(model.items[0].isVisible(.note))
        let second = model.items.add()!
        #expect(model.items[row: second].isVisible(.note))
        model.items[row: second].note.text = "fragile"
        model.express.value = false
        #expect(!model.items[row: second].isVisible(.note))
        #expect(model.items[row: second].errors(.note).isEmpty)
        // Not an edit of the rows.
        #expect(!model.items[row: second].interaction(of: .note).blurred)
    }

    @Test func anotherLanguageKeepsEveryRow() {
        var model = newOrder()
        model.express.value = true
        let second = model.items.add()!
        model.items[row: second].unitPrice.text = "1.5"
        model.items[row: second].note.text = "x"
        model.relocalize(to: Locale(identifier: "de_DE"), bundle: nil)
        #expect(model.items.ids.last == second)
        #expect(model.items[row: second].unitPrice.text == "1,5")
        #expect(model.items[row: second].note.text == "x")
        #expect(model.items[row: second].isVisible(.note))
        #expect(model.items[row: second].errors(.product) == ["Product ist erforderlich."])
        #expect(model.net.value == Decimal(string: "1.5"))
    }
}

extension ItemsRowModel {
    fileprivate func interaction(of field: Field) -> Interaction { Self.form[field].driven(of: self).interaction }
}
