import Foundation
import Testing
@testable import FormRuntime

/// What a condition reads from a field, and how it compares (docs/LANGUAGE.md, "Conditions").
@Suite struct ConditionValueTests {
    @Test func absentIsNeitherEqualNorOrdered() {
        let absent = ConditionValue.absent
        #expect(!absent.isPresent)
        #expect(!absent.equals(""))
        #expect(!absent.isLess(than: "0") && !absent.isAtMost("0") && !absent.isGreater(than: "0") && !absent.isAtLeast("0"))
    }

    @Test func textComparesByCodePoints() {
        #expect(ConditionValue.text("US").equals("US"))
        #expect(!ConditionValue.text("US").equals("us"))
        #expect(!ConditionValue.text("\u{E9}").equals("e\u{301}"), "canonically equivalent is not equal")
        #expect(!ConditionValue.text("10").isLess(than: "9"), "text has no order")
    }

    @Test func numbersCompareExactly() {
        let tenth = ConditionValue.number(ExactNumber.decimal(literal: "0.1")!)
        #expect(tenth.equals("0.10"))
        #expect(!tenth.equals("0.1000000000000000000000000000000000001"))
        #expect(tenth.isAtMost("0.1") && tenth.isAtLeast("0.1"))
        #expect(!tenth.isLess(than: "0.1") && !tenth.isGreater(than: "0.1"))
        #expect(ConditionValue.number(-5).isLess(than: "-4.5"))
        #expect(!ConditionValue.number(1).equals("not a number"))
    }

    @Test func inputsReadAsAbsentWhenEmptyOrUnfinished() {
        #expect(TextInput("").conditionValue == .absent)
        #expect(TextInput(" ").conditionValue == .text(" "), "whitespace is present, as for `required`")
        var number = NumberInput<Int>(NumberField(.integer, allowNegative: true, locale: Locale(identifier: "en_US")),
                                      invalidMessage: "x")
        number.text = "-"
        #expect(number.conditionValue == .absent)
        number.text = "-12"
        #expect(number.conditionValue == .number(-12))
    }

    @Test func aToggleIsPresentWhileOn() {
        var toggle = ToggleInput()
        #expect(toggle.conditionValue == .absent)
        toggle.value = true
        #expect(toggle.conditionValue == .on && toggle.conditionValue.isPresent)
        #expect(!toggle.conditionValue.equals("true"), "a toggle is tested by its name alone")
        var required = ToggleInput()
        required.condition = FieldCondition(requiredMessage: ExactText("Terms must be accepted."))
        #expect(required.errors == ["Terms must be accepted."])
    }

    /// A `required when` that holds, as the model tells the input: the `required` message
    /// while the field is empty, its own rules once it has a value; nothing while hidden.
    @Test func requiredWhenReplacesTheErrors() {
        var input = TextInput("", rules: [.length(min: 3, max: nil, message: "short")], isOptional: true)
        #expect(input.errors.isEmpty)
        input.condition = FieldCondition(requiredMessage: ExactText("needed"))
        #expect(input.errors == ["needed"])
        var typed = input
        typed.text = "ab"
        #expect(typed.errors == ["short"])
        #expect(typed.visibleErrors.isEmpty, "not shown before a blur")
        typed.condition.isHidden = true
        #expect(typed.errors.isEmpty && typed.visibleErrors.isEmpty, "a hidden field has none")
    }
}

/// Focus in a form whose fields come and go.
@Suite struct VisibleFocusOrderTests {
    let order: FocusOrder<String> = ["a", "b", "c", "d"]

    @Test func skipsHiddenFields() {
        let shown: (String) -> Bool = { $0 != "b" && $0 != "d" }
        #expect(order.next(after: "a", where: shown) == "c")
        #expect(order.next(after: "c", where: shown) == nil)
        #expect(order.previous(before: "c", where: shown) == "a")
        #expect(order.next(after: nil, where: shown) == "a")
        #expect(order.previous(before: nil, where: shown) == "c")
        #expect(order.isLast("c", where: shown))
        #expect(!order.isLast("a", where: shown))
        #expect(!order.isLast("x", where: shown), "not in the order")
        #expect(order.keeping("b", where: shown) == "c")
        #expect(order.keeping("d", where: shown) == nil)
        #expect(order.keeping("a", where: shown) == "a")
        #expect(order.keeping(nil, where: shown) == nil)
    }

    @Test func everyFieldShownIsTheStaticOrder() {
        for field in ["a", "b", "c", "d"] {
            #expect(order.next(after: field, where: { _ in true }) == order.next(after: field))
            #expect(order.previous(before: field, where: { _ in true }) == order.previous(before: field))
            #expect(order.isLast(field, where: { _ in true }) == order.isLast(field))
        }
    }
}

/// A date in a condition: compared with a day or `today` as the field's `range(...)` checks
/// its bounds, `today` being the field's own; an unset date compares false, as a number does.
@Suite struct DayConditionTests {
    static var utc: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar
    }

    /// A date field holding `text`, whose today is 2025-03-15.
    static func field(_ text: String) -> DateInput {
        let today = CalendarDay("2025-03-15")!.date(in: utc)!
        return DateInput(literal: text.isEmpty ? nil : text, isOptional: true, calendar: utc, today: today)
    }

    @Test func fixedDays() {
        let value = Self.field("2025-03-15").conditionValue
        #expect(value.equals(.day("2025-03-15")))
        #expect(!value.equals(.day("2025-03-16")))
        #expect(value.isAtLeast(.day("2025-03-15")) && value.isAtMost(.day("2025-03-15")))
        #expect(!value.isLess(than: .day("2025-03-15")) && !value.isGreater(than: .day("2025-03-15")))
        #expect(value.isLess(than: .day("2025-03-16")) && value.isGreater(than: .day("2024-12-31")))
        #expect(!value.isAtLeast(.day("2025-04-01")) && !value.isAtMost(.day("2025-02-28")))
    }

    @Test func todayIsTheFieldsOwn() {
        #expect(Self.field("2025-03-15").conditionValue.equals(.today))
        #expect(Self.field("2025-03-14").conditionValue.isLess(than: .today))
        #expect(Self.field("2025-03-16").conditionValue.isGreater(than: .today))
        #expect(!Self.field("2025-03-16").conditionValue.isAtMost(.today))
        // The same answers as the field's own `range(today...)` rule.
        for text in ["2025-03-14", "2025-03-15", "2025-03-16"] {
            let ranged = DateInput(literal: text, rules: [.dateRange(min: .today, max: nil, message: "late")], isOptional: true,
                                   calendar: Self.utc, today: CalendarDay("2025-03-15")!.date(in: Self.utc)!)
            #expect(Self.field(text).conditionValue.isAtLeast(.today) == ranged.errors.isEmpty)
        }
    }

    @Test func anUnsetDateComparesFalse() {
        let value = Self.field("").conditionValue
        #expect(value == .absent)
        for limit in [DateLimit.today, .day("2025-03-15")] {
            #expect(!value.equals(limit) && !value.isLess(than: limit) && !value.isAtMost(limit))
            #expect(!value.isGreater(than: limit) && !value.isAtLeast(limit))
        }
        // A number or text never equals a day.
        #expect(!ConditionValue.text("2025-03-15").equals(.day("2025-03-15")))
    }
}
