// A form with a repeating group as FormRuntimeSwiftUI shows it: a row model (a small
// FormState of the group's fields, with a layout of its own), the form model holding its rows
// in a RowsInput, and the form's layout giving the group a section (`FormSection(group:)`).
import Foundation
import FormRuntime
import FormRuntimeSwiftUI
import SwiftUI

struct LineRow: Sendable, Hashable {
    var product: String
    var quantity: Int
}

struct LineRowModel: FormRuntime.FormState, Swift.Equatable {
    enum Field: String, FormRuntime.FormField { case product, quantity }

    static let form: FormRuntime.FormTable<LineRowModel> = .init(
        name: "Basket", submitLabel: "", focusOrder: [.product, .quantity],
        fields: [.init(.product, \.product, label: "Product"), .init(.quantity, \.quantity, label: "Quantity")])

    var product: FormRuntime.TextInput
    var quantity: FormRuntime.NumberInput<Swift.Int>
    var focusTracker: FormRuntime.FocusTracker<Field> = .init()
    let strings: FormRuntime.FormStrings

    init(strings: FormRuntime.FormStrings) {
        self.strings = strings
        product = .init()
        quantity = .init(.init(.integer, locale: strings.locale), literal: "1", invalidMessage: "Quantity is a whole number.")
    }

    mutating func prefill(_ values: LineRow) {
        product.prefill(values.product)
        quantity.prefill(values.quantity)
    }

    static func values(of model: LineRowModel) -> LineRow? {
        guard let quantity = model.quantity.value else { return nil }
        return LineRow(product: model.product.text, quantity: quantity)
    }
}

struct BasketValues: Sendable, Hashable {
    var customer: String
    var lines: [LineRow]
}

struct BasketModel: FormRuntime.FormState, Swift.Equatable {
    enum Field: String, FormRuntime.FormField { case customer, lines }

    static let form: FormRuntime.FormTable<BasketModel> = .init(
        name: "Basket", submitLabel: "Order", focusOrder: [.customer, .lines],
        fields: [.init(.customer, \.customer, label: "Customer"), .init(.lines, \.lines, label: "Lines")])

    var customer: FormRuntime.TextInput
    var lines: FormRuntime.RowsInput<LineRowModel>
    var focusTracker: FormRuntime.FocusTracker<Field> = .init()
    let strings: FormRuntime.FormStrings

    init(strings: FormRuntime.FormStrings) {
        self.strings = strings
        customer = .init()
        lines = .init(LineRowModel(strings: strings), minRows: 1, maxRows: 5)
    }

    mutating func prefill(_ values: BasketValues) {
        customer.prefill(values.customer)
        lines.prefill(values.lines)
    }

    static func values(of model: BasketModel) -> BasketValues? {
        guard let lines = model.lines.value else { return nil }
        return BasketValues(customer: model.customer.text, lines: lines)
    }
}

@available(iOS 15.0, *)
extension LineRowModel: FormRuntimeSwiftUI.FormViewModel {
    @_Concurrency.MainActor
    static let layout: FormRuntimeSwiftUI.FormLayout<LineRowModel> = .init("Basket", sections: [
        .init([
            .text(.product, \.product, nextOrDone: true),
            .number(.quantity, \.quantity, keyboard: .numberPad),
        ]),
    ])
}

@available(iOS 15.0, *)
extension BasketModel: FormRuntimeSwiftUI.FormViewModel {
    @_Concurrency.MainActor
    static let layout: FormRuntimeSwiftUI.FormLayout<BasketModel> = .init("Basket", toolbar: [.previous, .next, .done], sections: [
        .init([.text(.customer, \.customer, nextOrDone: true)]),
        .init(header: "Lines", footer: "One line per product.", group: .rows(.lines, \.lines, addLabel: "Add line")),
    ])
}

@available(iOS 15.0, *)
struct BasketScreen: SwiftUI.View {
    @SwiftUI.State private var model = BasketModel(locale: .current)

    var body: some SwiftUI.View {
        FormRuntimeSwiftUI.FormView(model: $model) { values in
            _ = values.lines.count
        }
    }
}
