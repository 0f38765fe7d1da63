// An app that draws fields with its own controls, bound through FormRuntimeSwiftUI's bindings
// to the generated model's inputs (a day for a DatePicker, a Bool per option, a stepper's and
// a slider's value), and shows a generated form in German for a preview: the form's texts
// follow SwiftUI's locale. For an iOS 15 deployment target.
// with: Tests/GeneratedFormsTests/Generated/PizzaOrder.swift
// with: Tests/GeneratedFormsTests/Generated/TableBooking.swift
import SwiftUI
import FormRuntime
import FormRuntimeSwiftUI

struct OwnBookingControls: View {
    @State private var booking = TableBookingModel()
    @State private var pizza = PizzaOrderModel()

    var body: some View {
        Form {
            if booking.day.value != nil {
                DatePicker("Day" as String, selection: $booking.day.pickerDate, in: booking.day.selectableDays,
                           displayedComponents: .date)
            } else {
                Button("Choose a day" as String) { booking.day.choose() }
            }
            Stepper(value: $booking.guests.stepping(1...12), in: 1...12) { Text(verbatim: booking.guests.text) }
            Toggle("Ham" as String, isOn: $pizza.toppings.isPicked(.ham))
            Slider(value: $pizza.spiciness.sliding(0...3, step: 1), in: 0...3, step: 1) { Text(verbatim: pizza.label(.spiciness)) }
            Toggle(pizza.label(.birthday), isOn: $pizza.birthday.value)
            if let error = booking.day.visibleErrors.first {
                Text(verbatim: error)
            }
        }
    }
}

struct GermanPizzaPreview: View {
    var body: some View {
        PizzaOrderForm { _ in }
            .environment(\.locale, Locale(identifier: "de"))
    }
}
