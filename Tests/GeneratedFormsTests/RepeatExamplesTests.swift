import Foundation
import FormRuntime
import Testing

/// The two examples with repeating groups, through their generated models: what
/// docs/LANGUAGE.md ("Repeating groups") says an order with line items and a household survey
/// do, and that what they submit prefills back unchanged.
struct RepeatExamplesTests {
    /// Examples/OrderLines.form: one row to start with, totals over the rows, a removed row gone
    /// from the totals and the record.
    @Test func anOrderWithLineItems() throws {
        var model = OrderLinesModel(locale: enUS)
        #expect(model.items.count == 1 && !model.items.canRemove)
        model[text: .customer] = "Ada"
        model[text: .email] = "ada@example.com"
        model.items[0][text: .product] = "Tea"
        model.items[0][text: .quantity] = "3"
        model.items[0][text: .unitPrice] = "2.50"
        #expect(model.items[0].lineTotal.value == Decimal(string: "7.5"))
        #expect(model.subtotal.value == Decimal(string: "7.5") && model.shipping.value == Decimal(string: "4.95"))
        let added = model.items.add()
        let second = try #require(added)
        model.items[row: second][text: .product] = "Cups"
        model.items[1][text: .unitPrice] = "100"
        #expect(model.itemCount.value == 2)
        #expect(model.subtotal.value == Decimal(string: "107.5") && model.shipping.value == 0)
        #expect(model.total.value == Decimal(string: "107.5"))
        let values = try model.submit().get()
        #expect(values.items.map(\.product) == ["Tea", "Cups"] && values.total == Decimal(string: "107.5"))
        // Removing the first row keeps the second's texts, and the totals follow.
        let removed = model.items.remove(at: 0)
        #expect(removed)
        #expect(model.items[0].product.text == "Cups" && model.items.position(of: second) == 0)
        #expect(model.subtotal.value == 100 && model.shipping.value == 0 && model.itemCount.value == 1)
        let after = try model.submit().get()
        #expect(after.items.map(\.product) == ["Cups"])
        // What was submitted prefills back unchanged.
        var prefilled = OrderLinesModel(values: values, locale: deDE)
        #expect(prefilled.submit() == .success(values))
    }

    /// Examples/Household.form: each person's age from their date of birth, the questions
    /// shown by age, and the household's figures over the rows.
    @Test func aHouseholdSurvey() throws {
        var model = HouseholdModel(locale: enUS)
        model[text: .street] = "1 Main Street"
        model.people[0][text: .name] = "Ada"
        model.people[0][text: .born] = "1980-05-01"
        let adult = try #require(model.people[0].years.value)
        #expect(adult >= 45)
        #expect(model.people[0].isVisible(.occupation) && !model.people[0].isVisible(.school))
        let addedChild = model.people.add()
        let child = try #require(addedChild)
        model.people[row: child][text: .name] = "Bo"
        let today = model.people[row: child].born.today
        let tenYearsAgo = String(format: "%04d-%02d-%02d", today.year - 10, today.month, min(today.day, 28))
        model.people[row: child][text: .born] = tenYearsAgo
        #expect(model.people[row: child].years.value == 10)
        #expect(model.people[row: child].isVisible(.school) && !model.people[row: child].isVisible(.income))
        #expect(model.size.value == 2 && model.oldest.value == adult)
        model.people[0][text: .income] = "30000"
        #expect(model.householdIncome.value == 30000)
        let values = try model.submit().get()
        #expect(values.people.map(\.name) == ["Ada", "Bo"] && values.people[1].years == 10)
        var prefilled = HouseholdModel(values: values, locale: frFR)
        #expect(prefilled.submit() == .success(values))
    }
}
