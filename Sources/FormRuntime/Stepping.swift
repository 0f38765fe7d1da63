import Foundation

/// An `int` field shown as a SwiftUI `Stepper` (`stepper` in the .form file): the field stays a
/// `NumberInput<Int>`, with its text, rules, server errors and submitted value as when it is
/// typed; the stepper reads and sets it through `subscript(stepping:)`.
///
/// The subscripts in this file are bindings for FormRuntimeSwiftUI's controls, which import
/// them with `@_spi(FormViews) import FormRuntime`; they are not part of an input's API for an
/// app, whose reads and writes of a number are `value` and `text`. Here, not in
/// FormRuntimeSwiftUI, so that their arithmetic is tested on every platform.
extension NumberInput where Value == Int {
    /// The value a stepper with `bounds` shows and changes: the field's value moved into
    /// `bounds` (its lower bound while the field holds no number). Setting it writes the
    /// value, moved into `bounds`, as the field's text, through the same setter as typing: a
    /// change counts as an edit, clears the field's server errors and revalidates; setting the
    /// value the field already shows changes nothing.
    ///
    /// SwiftUI binds to it with a key path: `Stepper(value: $model.guests[stepping: 1...12], in: 1...12)`.
    @_spi(FormViews) public subscript(stepping bounds: ClosedRange<Int>) -> Int {
        get { Self.clamp(value ?? bounds.lowerBound, to: bounds) }
        set { text = Self.clamp(newValue, to: bounds).text(with: field) }
    }

    private static func clamp(_ value: Int, to bounds: ClosedRange<Int>) -> Int {
        min(max(value, bounds.lowerBound), bounds.upperBound)
    }
}

/// An `int` field shown as a SwiftUI `Slider` (`slider` in the .form file). A `Slider` binds a
/// `Double`; the field stays a `NumberInput<Int>`, and the slider reads and sets it through
/// `subscript(sliding:step:)`, in whole steps from the lower bound.
extension NumberInput where Value == Int {
    /// The value a slider over `bounds` shows and changes, as a `Double`: the field's value
    /// moved into `bounds` (its lower bound while the field holds no number). Setting it moves
    /// the value to the nearest step of `step` from the lower bound, into `bounds`, and writes
    /// it as the field's text through the same setter as typing, as `subscript(stepping:)`
    /// does.
    ///
    /// `Slider(value: $model.count[sliding: 0...10, step: 1], in: 0...10, step: 1)`.
    @_spi(FormViews) public subscript(sliding bounds: ClosedRange<Int>, step step: Int) -> Double {
        get { Double(Self.clamp(value ?? bounds.lowerBound, to: bounds)) }
        set {
            guard newValue.isFinite, step > 0 else { return }
            let lower = Double(bounds.lowerBound), upper = Double(bounds.upperBound)
            let steps = ((min(max(newValue, lower), upper) - lower) / Double(step)).rounded()
            // At most the range's width in steps, which an `Int` holds.
            let (offset, overflow) = Int(exactly: steps).map { $0.multipliedReportingOverflow(by: step) } ?? (0, true)
            let (moved, beyond) = bounds.lowerBound.addingReportingOverflow(offset)
            text = (overflow || beyond ? bounds.upperBound : Self.clamp(moved, to: bounds)).text(with: field)
        }
    }
}

/// A `double` field shown as a SwiftUI `Slider` (`slider`): the slider reads and sets it
/// through `subscript(sliding:step:)` or, moving freely, `subscript(sliding:)`. What the slider
/// sets is written as the field's text, so it is a number the field holds exactly: a step's
/// value computed in decimal (`0.1 + 0.2` is `0.3`), a free one rounded to the field's fraction
/// digits and to the 15 significant digits a `Double` keeps (`NumberField.doubleSignificantDigits`).
extension NumberInput where Value == Double {
    /// The value a slider over `bounds`, in steps of `step` from the lower bound, shows and
    /// changes: the field's value moved into `bounds` (its lower bound while it holds no
    /// number). Setting it moves the value to the nearest step, into `bounds`, and writes it
    /// through the same setter as typing.
    ///
    /// `Slider(value: $model.volume[sliding: 0...1, step: 0.1], in: 0...1, step: 0.1)`.
    @_spi(FormViews) public subscript(sliding bounds: ClosedRange<Double>, step step: Double) -> Double {
        get { min(max(value ?? bounds.lowerBound, bounds.lowerBound), bounds.upperBound) }
        set {
            guard newValue.isFinite, step > 0 else { return }
            let steps = ((min(max(newValue, bounds.lowerBound), bounds.upperBound) - bounds.lowerBound) / step).rounded()
            guard let count = Int(exactly: steps) else { return }
            // The bounds and the step are formc's literals, which a `Double` keeps exactly to
            // their shortest text: their decimals are the numbers written.
            let lower = Self.decimal(bounds.lowerBound), upper = Self.decimal(bounds.upperBound)
            let moved = lower + Decimal(count) * Self.decimal(step)
            text = field.text(min(max(moved, lower), upper))
        }
    }

    /// The value a slider over `bounds` that moves freely shows and changes. Setting it writes
    /// the value moved into `bounds`, rounded to the field's fraction digits (`format
    /// number(fractionDigits:)`) and to 15 significant digits.
    ///
    /// `Slider(value: $model.volume[sliding: 0...1], in: 0...1)`.
    @_spi(FormViews) public subscript(sliding bounds: ClosedRange<Double>) -> Double {
        get { min(max(value ?? bounds.lowerBound, bounds.lowerBound), bounds.upperBound) }
        set {
            guard newValue.isFinite else { return }
            let clamped = min(max(newValue, bounds.lowerBound), bounds.upperBound)
            var exact = Self.decimal(Double(String(format: "%.*g", NumberField.doubleSignificantDigits, clamped)) ?? clamped)
            if let digits = field.fractionDigits {
                var rounded = Decimal()
                NSDecimalRound(&rounded, &exact, digits, .plain)
                exact = rounded
            }
            text = field.text(min(max(exact, Self.decimal(bounds.lowerBound)), Self.decimal(bounds.upperBound)))
        }
    }

    /// The decimal whose text is `value`'s shortest round-tripping text.
    private static func decimal(_ value: Double) -> Decimal {
        ExactNumber.decimal(literal: ExactNumber.expand("\(value)")) ?? Decimal(value)
    }
}
