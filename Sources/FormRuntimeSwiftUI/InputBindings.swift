#if canImport(SwiftUI) && canImport(UIKit) && !os(tvOS) && !os(watchOS)
import Foundation
@_spi(FormViews) import FormRuntime
import SwiftUI

// What SwiftUI's controls bind to, for an app that draws a field with its own control: a
// `Binding` to a field's input (`$model.birthday`) gives the binding the control takes. The
// inputs themselves have one name per meaning, `text` and `value`; what only a control needs
// (a `Date` for a `DatePicker`, a `Bool` per option, a value moved into a stepper's range) is
// here, where FormView's own rows take it too.

@available(iOS 15.0, *)
extension SwiftUI.Binding where Value == FormRuntime.DateInput {
    /// A `DatePicker`'s selection: the chosen day at its start in the field's calendar.
    /// Picking a day sets the field's `value`. A picker always shows a day, so it reads today
    /// while none is chosen: show the picker only once `value` is not nil (the form's row shows
    /// a "Choose" button until then).
    /// `DatePicker("Day", selection: $model.day.pickerDate, in: model.day.selectableDays)`.
    public var pickerDate: SwiftUI.Binding<Foundation.Date> { self[dynamicMember: \.pickerDate] }
}

@available(iOS 15.0, *)
extension SwiftUI.Binding {
    /// Whether `option` is picked, for its `Toggle`; switching it picks or unpicks the option
    /// in the field's `value`. `Toggle("Ham", isOn: $model.toppings.isPicked(.ham))`.
    public func isPicked<Option: FormRuntime.FormChoice>(_ option: Option) -> SwiftUI.Binding<Bool>
    where Value == FormRuntime.ChoicesInput<Option> {
        self[dynamicMember: \.[option: option]]
    }

    /// A `Stepper`'s value over `bounds`: the field's value moved into them (their lower bound
    /// while the field holds no number); a step writes the value as the field's text, as typing
    /// does. `Stepper(value: $model.guests.stepping(1...12), in: 1...12)`.
    public func stepping(_ bounds: ClosedRange<Int>) -> SwiftUI.Binding<Int>
    where Value == FormRuntime.NumberInput<Int> {
        self[dynamicMember: \.[stepping: bounds]]
    }

    /// A `Slider`'s value over `bounds`, in whole steps of `step` from the lower bound.
    public func sliding(_ bounds: ClosedRange<Int>, step: Int) -> SwiftUI.Binding<Double>
    where Value == FormRuntime.NumberInput<Int> {
        self[dynamicMember: \.[sliding: bounds, step: step]]
    }

    /// A `Slider`'s value over `bounds`, in steps of `step` from the lower bound (nil: freely,
    /// rounded to the field's fraction digits and to the 15 significant digits a `Double`
    /// keeps).
    public func sliding(_ bounds: ClosedRange<Double>, step: Double? = nil) -> SwiftUI.Binding<Double>
    where Value == FormRuntime.NumberInput<Double> {
        if let step { return self[dynamicMember: \.[sliding: bounds, step: step]] }
        return self[dynamicMember: \.[sliding: bounds]]
    }
}
#endif
