import Foundation
import Testing
import FormDSL
import FormRuntime

/// What the Swift target makes of repeating groups, beyond what the scripts play
/// (`RepeatScriptsTests`): which groups it shows, its focus order through the rows, a failed
/// submit's row paths, and the group's texts as literals.
@Suite struct RepeatEmitterTests {
    static func checked(_ text: String) throws -> CheckedFile {
        let result = Compiler.compile(SourceFile(path: "T.form", bytes: Array(text.utf8)))
        return try #require(result.model, "\(result.diagnostics.map(\.message))")
    }

    /// The Swift target shows every group, but one whose row computes from an aggregate
    /// (FC0903 names the group, and `formc generate` writes nothing).
    @Test func swiftShowsGroupsButAnAggregateInARow() throws {
        let shown = try Self.checked("form F {\n    repeat items {\n        rows 1...\n        field quantity: int\n        computed double: int? = quantity * 2\n    }\n    computed total: int = sum(quantity)\n}\n")
        #expect(OutputTarget.swift.refusals(of: shown).isEmpty)
        let refused = try Self.checked("form F {\n    repeat items {\n        field quantity: int\n        computed share: decimal? = round(quantity / sum(quantity), 2)\n    }\n    repeat more {\n        field x: text\n    }\n}\n")
        #expect(refused.forms[0].fields[1].computed?.readsRows.isEmpty == false)
        #expect(OutputTarget.swift.refusals(of: refused).map(\.id) == ["FC0903"])
        #expect(OutputTarget.swift.refusals(of: refused).first?.message == "'--emit swift' cannot show repeating group 'items' yet")
        // The age of a form field in a row too; of the row's own date, not.
        let outerAge = try Self.checked("form F {\n    field born: date?\n    repeat people {\n        field x: text\n        computed years: int? = age(born)\n    }\n}\n")
        #expect(OutputTarget.swift.refusals(of: outerAge).map(\.id) == ["FC0903"])
        let ownAge = try Self.checked("form F {\n    repeat people {\n        field born: date?\n        computed years: int? = age(born)\n    }\n}\n")
        #expect(OutputTarget.swift.refusals(of: ownAge).isEmpty)
    }

    /// A row reads the form's fields it names as `OuterValue`s the form writes into it: a
    /// row field that `equals` a form field names it by the form's label key, as the row's
    /// table has no entry for it; a condition reads it as the form wrote it.
    @Test func aRowReadsTheFormsFields() throws {
        let checked = try Self.checked("form Fam {\n    field surname: text { label \"Surname\" }\n    field show: toggle\n    repeat people {\n        field name: text { validate equals(surname) }\n        field nick: text? { visible when show }\n        computed tag: text? = surname + \" \" + name\n    }\n}\n")
        let swift = Generator.single(for: checked, source: SourceFile(path: "Fam.form", bytes: []), target: .swift)
        #expect(swift.contains(#".equals(message: strings.message("formc.equals", label(.name), strings.text("Fam.surname.label", default: "Surname")))"#))
        #expect(swift.contains("public var surname: FormRuntime.OuterValue<Swift.String> = .init() {"))
        #expect(swift.contains("self.name.counterpart = self.surname.text"))
        #expect(swift.contains("case .nick: self.show.conditionValue.isPresent"))
        #expect(swift.contains(#"self.people.setContext(\.surname, .init(self.surname.value, self.surname.conditionValue, text: self.surname.text))"#))
    }

    /// The Remove button's word is in the catalog of a form with a group, and of no other.
    @Test func theRemoveWordIsInTheCatalog() throws {
        let withRows = try Self.checked("form F {\n    repeat items {\n        field a: text\n    }\n}\n")
        #expect(StringInventory(withRows).entry("formc.view.removeRow")?.source == "Remove")
        let plain = try Self.checked("form F {\n    field a: text\n}\n")
        #expect(StringInventory(plain).entry("formc.view.removeRow") == nil)
    }

    /// A group prefilled with more rows than its upper bound keeps them all, and says so until
    /// enough are removed: submit fails on the group, which the person is taken to.
    @Test func tooManyPrefilledRowsSaySo() throws {
        var model = Model(locale: enUS)
        model.customer.text = "Ada"
        model.items[0].product.text = "Apple"
        guard case .success(var values) = model.submit() else {
            Issue.record("the sample does not submit")
            return
        }
        values.items += [values.items[0], values.items[0], values.items[0]]
        var prefilled = Model(values: values, locale: enUS)
        #expect(prefilled.items.count == 4 && !prefilled.items.canAdd)
        #expect(prefilled.errors(.items) == ["Items & <extras> \"all\": choose at most 3."])
        guard case .failure(let errors) = prefilled.submit() else {
            Issue.record("four rows submit where three are the most")
            return
        }
        #expect(errors.firstInvalid == .items && errors.firstInvalidRow == nil)
        prefilled.items.remove(at: 3)
        #expect(prefilled.submit() == .success(values.with(items: Array(values.items.prefix(3)))))
    }

    /// The group's texts reach the Swift only as string literals, escaped.
    @Test func groupTextsAreLiterals() throws {
        let url = Sources.packageRoot.appendingPathComponent("Tests/GeneratedFormsTests/Generated/Repeats.swift")
        let swift = try String(contentsOf: url, encoding: .utf8)
        #expect(swift.contains(#"group: .rows(.items, \.items, addLabel: "Add \"item\" 'now' & <more>")),"#))
        #expect(swift.contains(#".init(header: "Items & <extras> \"all\"", footer: "One line per product: <b>bold</b> & ]]> stay text.", group:"#))
        #expect(swift.contains(#".init(.items, \.items, label: "Items & <extras> \"all\"", help: "One line per product: <b>bold</b> & ]]> stay text."),"#))
    }

    typealias Model = ConformanceRepeatsModel

    /// Focus goes through the form's fields, each group's rows in its place, row after row.
    @Test func focusGoesThroughTheRows() {
        var model = Model(locale: enUS)
        let first = model.items.ids[0]
        let second = model.items.add()!
        let person = model.people.add()!
        #expect(model.focusStops().map(\.description) == [
            "customer", "vatRate",
            "product (\(first))", "quantity (\(first))", "unitPrice (\(first))",
            "product (\(second))", "quantity (\(second))", "unitPrice (\(second))",
            "name (\(person))", "age (\(person))",
        ])
        // A row field a form field shows joins its row's stops; the gift note its own row's.
        model.showNotes.value = true
        model.items[row: second].gift.value = true
        #expect(model.nextStop(after: FocusStop("unitPrice", row: first)) == FocusStop("note", row: first))
        #expect(model.nextStop(after: FocusStop("unitPrice", row: second)) == FocusStop("giftNote", row: second))
        #expect(model.nextStop(after: FocusStop("note", row: second)) == FocusStop("name", row: person))
        #expect(model.isLastStop(FocusStop("age", row: person)))
    }

    /// A failed submit names each row field by its place, and takes the person to the first.
    @Test func aFailedSubmitNamesRowsAndFields() {
        var model = Model(locale: enUS)
        model.customer.text = "Ada"
        model.items[0].product.text = "Apple"
        let second = model.items.add()!
        model.items[row: second].quantity.text = "0"
        guard case .failure(let errors) = model.submit() else {
            Issue.record("the submit succeeded")
            return
        }
        #expect(errors.byPath == [
            "items[1].product": ["Product is required."],
            "items[1].quantity": ["Quantity must be between 1 and 99."],
        ])
        #expect(errors.firstInvalid == .items)
        #expect(errors.firstInvalidRow?.path == RowFieldPath(group: "items", position: 1, row: second, field: "product"))
        // The row's errors show on its fields, the first row's none.
        #expect(model.items[row: second].visibleErrors(.product) == ["Product is required."])
        #expect(model.items[0].visibleErrors(.product).isEmpty)
    }
}

/// What the view does with a group's rows (docs/SWIFT.md, "Repeating groups"). The view does
/// not run on Linux, so this reads its source; what it calls (`add()`, `remove(_:)`,
/// `remove(atOffsets:)`, the focus stops) is tested in `RowsTests`, and the view typechecks
/// against the platform stubs.
@Suite struct RowsSectionSourceTests {
    @Test func rowsAreDrawnByIdWithinTheBounds() throws {
        let lines = try ViewLocaleTests.source("RowsSection.swift")
        // One block per row, by id, with swipe to delete, refused at the lower bound.
        #expect(lines.contains("SwiftUI.ForEach(rows.ids, id: \\.self) { id in"))
        #expect(lines.contains(".deleteDisabled(!rows.canRemove)"))
        #expect(lines.contains(".onDelete(perform: remove(atOffsets:))"))
        // The Remove button, disabled at the lower bound; the add button only below the upper.
        #expect(lines.contains("SwiftUI.Text(verbatim: shown.strings.text(\"formc.view.removeRow\", default: \"Remove\"))"))
        #expect(lines.contains(".disabled(!rows.canRemove)"))
        #expect(lines.contains("if rows.canAdd {"))
        // A new row's first field takes focus once it is on screen; a removed row's loses it first.
        #expect(lines.contains("guard let first = model.focusStops().first(where: { $0.row == id }) else { return }"))
        #expect(lines.contains("_Concurrency.Task { focus.wrappedValue = first }"))
        #expect(lines.contains("if focus.wrappedValue?.row == id { focus.wrappedValue = nil }"))
        // Every text is shown verbatim: the add button's, looked up under the group's key.
        #expect(lines.contains("SwiftUI.Text(verbatim: addText)"))
        #expect(lines.contains("addText: context.shown.strings.text(context.formName + \".\" + field.rawValue + \".addLabel\", default: addLabel),"))
    }
}

extension ConformanceRepeatsValues {
    /// These values with other item rows, and the aggregates over them as the model works them out.
    fileprivate func with(items: [ConformanceRepeatsItemsRow]) -> ConformanceRepeatsValues {
        var model = ConformanceRepeatsModel(values: self, locale: enUS)
        model.items.prefill(items)
        return ConformanceRepeatsModel.values(of: model)!
    }
}
