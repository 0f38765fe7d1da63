import Foundation
import Testing
import FormRuntime

/// Computed values in generated models (Tests/Forms/Computed.form, Examples/Order.form):
/// exact decimal arithmetic, rounding, absence, and recomputation of the values that depend
/// on the edited field, and of nothing else.
@Suite struct ComputedTests {
    static func decimal(_ text: String) -> Decimal { Decimal(string: text, locale: Locale(identifier: "en_US_POSIX"))! }

    @Test func decimalArithmeticIsExact() throws {
        var model = ComputedModel(locale: enUS)
        model[text: .a] = "0.1"
        model[text: .b] = "0.2"
        #expect(model.sum.value == Self.decimal("0.3"))
        #expect(model.sum.value != Decimal(0.1 + 0.2))
        #expect(model.total.value == Self.decimal("1.3"))
        #expect(model.sum.text == "0.3")
        let values = try model.submit().get()
        #expect(values.sum == Self.decimal("0.3"))
        // The JSON record holds the exact number.
        let json = String(decoding: try JSONEncoder().encode(values), as: UTF8.self)
        #expect(json.contains("\"sum\":0.3"), "\(json)")
    }

    @Test func roundingIsHalfAwayFromZero() {
        var model = ComputedModel(locale: enUS)
        for (typed, whole) in [("2.5", "3"), ("-2.5", "-3"), ("2.4", "2"), ("-0.5", "-1"), ("0.49", "0")] {
            model[text: .a] = typed
            #expect(model.whole.value == Self.decimal(whole), "round(\(typed), 0)")
        }
        model[text: .a] = "10"
        model[text: .people] = "3"
        #expect(model.share.value == Self.decimal("3.33"))
        model[text: .a] = "20"
        #expect(model.share.value == Self.decimal("6.67"))
    }

    @Test func absenceSpreadsAndDivisionByZeroIsAbsent() {
        var model = ComputedModel(locale: enUS)
        #expect(model.sum.value == nil && model.sum.text == "")
        model[text: .a] = "1"
        #expect(model.sum.value == nil, "b is empty")
        #expect(model.orZero.value == Self.decimal("1"))
        model[text: .a] = ""
        #expect(model.orZero.value == Self.decimal("0"), "a ?? 0")
        model[text: .a] = "10"
        model[text: .people] = "0"
        #expect(model.share.value == nil, "10 / 0 is absent")
        // An int beyond `Int` is absent, not a crash.
        model[text: .count] = "999999999999999"
        #expect(model.square.value == nil)
        model[text: .count] = "3"
        #expect(model.square.value == 9)
    }

    @Test func hiddenFieldsReadAsAbsent() {
        var model = ComputedModel(locale: enUS)
        model.show.value = true
        model[text: .hidden] = "5"
        #expect(model.shown.value == Self.decimal("5"))
        model.show.value = false
        #expect(model.shown.value == Self.decimal("-1"), "a hidden field is absent: hidden ?? -1")
        model.show.value = true
        #expect(model.shown.value == Self.decimal("5"))
    }

    @Test func textsJoinAndConditionsChoose() {
        var model = ComputedModel(locale: enUS)
        model[text: .first] = "Ada"
        #expect(model.name.value == nil, "last is empty")
        model[text: .last] = "Lovelace"
        #expect(model.name.value == "Ada Lovelace")
        #expect(model.tier.value == "few", "count is absent: count > 10 is false")
        model[text: .count] = "11"
        #expect(model.tier.value == "many")
        model[text: .ratio] = "0.1"
        #expect(model.scaled.value == 0.1 * 1.5, "double arithmetic is the machine's")
    }

    /// A condition reads a computed value: the field it governs follows the value.
    @Test func conditionsReadComputedValues() {
        var model = ComputedModel(locale: enUS)
        #expect(!model.isVisible(.bigNote), "total is absent")
        model[text: .a] = "30"
        model[text: .b] = "20"
        #expect(model.isVisible(.bigNote), "total 51 > 50")
        model[text: .b] = "19"
        #expect(!model.isVisible(.bigNote), "total 50")
    }

    /// A field may equal a computed value: it compares with the value's text as it changes.
    @Test func aFieldEqualsAComputedValue() {
        var model = ComputedModel(locale: enUS)
        model[text: .first] = "Ada"
        model[text: .last] = "L"
        model[text: .confirmName] = "Ada L"
        #expect(model.errors(.confirmName).isEmpty)
        model[text: .last] = "Lovelace"
        #expect(model.errors(.confirmName) == ["Confirm name must match Name."])
    }

    /// Each edit works out exactly the computed values that depend on the edited field: the
    /// counts of the others stay as they were.
    @Test func onlyDependantsAreRecomputed() {
        var model = ComputedModel(locale: enUS)
        func counts() -> [String: Int] {
            ["sum": model.sum.recomputations, "whole": model.whole.recomputations, "share": model.share.recomputations,
             "scaled": model.scaled.recomputations, "name": model.name.recomputations, "orZero": model.orZero.recomputations,
             "shown": model.shown.recomputations, "square": model.square.recomputations, "tier": model.tier.recomputations,
             "total": model.total.recomputations, "unrelated": model.unrelated.recomputations]
        }
        let start = counts()
        #expect(start.values.allSatisfy { $0 >= 1 }, "each worked out as the form is made: \(start)")
        model[text: .people] = "4"
        var after = counts()
        #expect(after.filter { $0.value != start[$0.key] }.keys.sorted() == ["share", "unrelated"])
        #expect(after["share"] == start["share"]! + 1 && after["unrelated"] == start["unrelated"]! + 1)
        let before = after
        model[text: .a] = "1"
        after = counts()
        #expect(after.filter { $0.value != before[$0.key] }.keys.sorted() == ["orZero", "share", "sum", "total", "whole"])
        for (name, count) in after where count != before[name] { #expect(count == before[name]! + 1, "\(name) once") }
        let beforeToggle = after
        model.show.value = true
        after = counts()
        #expect(after.filter { $0.value != beforeToggle[$0.key] }.keys.sorted() == ["shown"])
    }

    @Test func validatorsRunAndShowOnTheValuesRow() {
        var model = ComputedModel(locale: enUS)
        model[text: .a] = "60"
        model[text: .b] = "50"
        #expect(model.total.value == Self.decimal("111"))
        #expect(model.errors(.total) == ["At most 100"])
        #expect(model.visibleErrors(.total) == ["At most 100"], "shown once a field it reads is edited")
        guard case .failure(let errors) = model.submit() else {
            Issue.record("a total over 100 submitted")
            return
        }
        #expect(errors[.total] == ["At most 100"])
        model[text: .b] = "5"
        #expect(model.errors(.total).isEmpty)
    }

    /// A value its type requires says so while it cannot be worked out; an optional one does not.
    @Test func aRequiredValueSaysItsMissingMessage() {
        var input = ComputedNumber<Decimal>(NumberField(.decimal, locale: enUS), missingMessage: "Total is required.")
        #expect(input.errors == ["Total is required."])
        #expect(input.visibleErrors.isEmpty, "nothing was edited yet")
        input.update(5, edited: true)
        #expect(input.errors.isEmpty && input.text == "5")
        input.update(nil, edited: true)
        #expect(input.visibleErrors == ["Total is required."])
        let optional = ComputedNumber<Decimal>(NumberField(.decimal, locale: enUS), isOptional: true, missingMessage: "x")
        #expect(optional.errors.isEmpty)
    }

    @Test func aValueTheTypeRequiresBlocksSubmitWhileAbsent() {
        var model = OrderModel(locale: enUS)
        #expect(model.shipping.value == Self.decimal("4.95"), "unitPrice is absent: unitPrice > 50 is false")
        #expect(model.subtotal.value == nil)
        model[text: .unitPrice] = "19.99"
        model[text: .quantity] = "3"
        #expect(model.subtotal.value == Self.decimal("59.97"))
        #expect(model.subtotal.text == "59.97")
        model.member.value = true
        #expect(model.discount.value == Self.decimal("6"), "round(5.997, 2)")
        #expect(model.discount.text == "6.00", "shown with the currency's two digits")
        #expect(model.total.value == Self.decimal("58.92"))
        let values = try? model.submit().get()
        #expect(values?.total == Self.decimal("58.92"))
        #expect(values?.shipping == Self.decimal("4.95"))
        var german = OrderModel(values: values!, locale: deDE)
        #expect(german.total.text == "58,92")
        #expect(german.submit() == .success(values!))
    }
}
