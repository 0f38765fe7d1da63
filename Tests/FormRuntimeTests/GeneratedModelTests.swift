import Foundation
import Testing
@testable import FormRuntime // @testable for what a model does to an input (blur, submit, server errors): the rest is public API

// A model written by hand over FormRuntime's inputs (as formc generated them before its models
// became a `FormTable` over `FormState`), for:
//
//     form SignUp {
//         field username: text {
//             validate required(message: "Enter a username"), length(3...20),
//                      pattern("[a-z0-9_]+", message: "Lowercase letters, digits and _ only")
//         }
//         field age: int? { validateOn change; validate range(13...120, message: "Between 13 and 120") }
//         field price: decimal { format number(fractionDigits: 2); allowNegative; validate required }
//         field confirm: text { validate equals(username, message: "Does not match") }
//     }
//
// It declares data and forwards to FormRuntime: one property per field,
// a `Field` enum, the focus order, and three switches (blur, visible errors, submit).
struct SignUpModel: Sendable {
    struct Values: Sendable, Hashable {
        var username: String
        var age: Int?
        var price: Decimal
        var confirm: String
    }

    enum Field: Hashable, Sendable, CaseIterable {
        case username, age, price, confirm
    }

    static let focusOrder: FocusOrder<Field> = [.username, .age, .price, .confirm]

    var username: TextInput {
        didSet { confirm.counterpart = username.text } // from `equals(username)` on confirm
    }
    var age: NumberInput<Int>
    var price: NumberInput<Decimal>
    var confirm: TextInput
    var focus = FocusTracker<Field>()

    init(locale: Locale = .current) {
        username = TextInput(rules: [
            .required(message: "Enter a username"),
            .length(min: 3, max: 20, message: "Between 3 and 20 characters"),
            .pattern(#"^(?:[a-z0-9_]+)$(?![\s\S])"#, message: "Lowercase letters, digits and _ only"),
        ], timing: .blur)
        age = NumberInput(
            NumberField(.integer, locale: locale),
            rules: [.range(min: .inclusive("13"), max: .inclusive("120"), message: "Between 13 and 120")],
            timing: .change, isOptional: true, invalidMessage: "Enter a whole number")
        price = NumberInput(
            NumberField(.decimal, allowNegative: true, fractionDigits: 2, locale: locale),
            rules: [.required(message: "Enter a price")],
            timing: .blur, invalidMessage: "Enter a number")
        confirm = TextInput(rules: [.equals(message: "Does not match")], timing: .blur)
    }

    /// Called from `.onChange(of: focusedField)` in the view.
    mutating func focusChanged(to field: Field?) {
        guard let left = focus.move(to: field) else { return }
        switch left {
        case .username: username.blur()
        case .age: age.blur()
        case .price: price.blur()
        case .confirm: confirm.blur()
        }
    }

    func visibleErrors(_ field: Field) -> [String] {
        switch field {
        case .username: username.visibleErrors
        case .age: age.visibleErrors
        case .price: price.visibleErrors
        case .confirm: confirm.visibleErrors
        }
    }

    mutating func submit() -> Result<Values, FormErrors<Field>> {
        username.markSubmitted(); age.markSubmitted(); price.markSubmitted(); confirm.markSubmitted()
        let errors = FormErrors(order: Self.focusOrder, [
            (.username, username.errors), (.age, age.errors), (.price, price.errors), (.confirm, confirm.errors),
        ])
        guard errors.isEmpty, let price = price.value else { return .failure(errors) }
        return .success(Values(username: username.text, age: age.value, price: price, confirm: confirm.text))
    }
}

@Suite("A generated model, hand-written")
struct GeneratedModelTests {
    @Test func fillingInTheFormInFrench() throws {
        var model = SignUpModel(locale: Locale(identifier: "fr_FR"))
        let group = model.price.field.symbols.groupingSeparator
        let minus = model.price.field.symbols.minusSign

        // Nothing shows before the user did anything, though the errors exist.
        #expect(SignUpModel.Field.allCases.allSatisfy { model.visibleErrors($0).isEmpty })
        #expect(model.username.errors == ["Enter a username"])

        // Focus starts at the first field; typing a bad username shows nothing yet (blur timing).
        let start = try #require(SignUpModel.focusOrder.first)
        model.focusChanged(to: start)
        model.username.text = "A"
        #expect(model.visibleErrors(.username).isEmpty)

        // Return moves on; the username lost focus, so its errors appear.
        model.focusChanged(to: SignUpModel.focusOrder.next(after: .username))
        #expect(model.focus.current == .age)
        #expect(model.visibleErrors(.username) == ["Between 3 and 20 characters", "Lowercase letters, digits and _ only"])

        // Age validates on change, keystroke by keystroke.
        model.age.text = "1"
        #expect(model.visibleErrors(.age) == ["Between 13 and 120"])
        model.age.text = "1-"
        #expect(model.age.text == "1", "a minus after a digit is rejected")
        model.age.text = "1x"
        #expect(model.age.text == "1")
        model.age.text = "12"
        model.age.text = "123"
        #expect(model.age.value == 123)
        #expect(model.visibleErrors(.age) == ["Between 13 and 120"])
        model.age.text = "12"
        model.age.text = "1"
        model.age.text = "19"
        #expect(model.age.value == 19)
        #expect(model.visibleErrors(.age).isEmpty)

        // The age pad has no Return key: the toolbar's Next button moves on.
        model.focusChanged(to: SignUpModel.focusOrder.next(after: .age))
        for key in ["-", "1", "2", "3", "4", ",", "5", "6", "7"] {
            model.price.text += key
        }
        #expect(model.price.text == "\(minus)1\(group)234,56", "third fraction digit rejected, grouped live")
        #expect(model.price.value == ExactNumber.decimal(literal: "-1234.56"))

        // Submitting with a bad username fails, pointing at the first invalid field.
        model.focusChanged(to: .confirm)
        model.confirm.text = "A"
        #expect(SignUpModel.focusOrder.isLast(.confirm), "the last field's Return key submits")
        guard case .failure(let errors) = model.submit() else {
            Issue.record("submit should fail with an invalid username")
            return
        }
        #expect(errors.firstInvalid == .username)
        #expect(errors[.username].count == 2)
        #expect(errors[.price].isEmpty)
        #expect(errors[.confirm].isEmpty, "confirm equals username, both \"A\"")

        // Fix the username: confirm no longer matches, and says so (visible after the submit).
        model.focusChanged(to: errors.firstInvalid)
        model.username.text = "bob_1"
        #expect(model.visibleErrors(.username).isEmpty)
        #expect(model.visibleErrors(.confirm) == ["Does not match"])
        model.confirm.text = "bob_1"

        let values = try model.submit().get()
        #expect(values == SignUpModel.Values(
            username: "bob_1", age: 19, price: ExactNumber.decimal(literal: "-1234.56")!, confirm: "bob_1"))
    }

    @Test func optionalAgeSubmitsNilAndUnfinishedPriceIsTidied() throws {
        var model = SignUpModel(locale: Locale(identifier: "en_US"))
        model.username.text = "carol"
        model.confirm.text = "carol"
        model.price.text = "12."
        #expect(model.price.text == "12.", "a trailing separator is kept while typing")
        #expect(model.age.errors.isEmpty, "an empty optional field has no errors")

        let values = try model.submit().get()
        #expect(values.age == nil)
        #expect(values.price == 12)
        #expect(model.price.text == "12", "submit tidies the unfinished separator")
    }

    @Test func missingRequiredPriceBlocksSubmit() {
        var model = SignUpModel(locale: Locale(identifier: "de_DE"))
        model.username.text = "dave"
        model.confirm.text = "dave"
        model.price.text = "-"
        #expect(model.price.value == nil)
        guard case .failure(let errors) = model.submit() else {
            Issue.record("submit should fail without a price")
            return
        }
        #expect(errors.firstInvalid == .price)
        #expect(errors[.price] == ["Enter a price"])
        #expect(model.price.text == "", "the lone minus was dropped on submit")
        #expect(model.visibleErrors(.price) == ["Enter a price"])
    }

    /// An int field without maxLength stops at 15 digits, which every JSON reader holds.
    @Test func ageRejectsDigitsPastWhatEveryReaderHolds() {
        var model = SignUpModel(locale: Locale(identifier: "en_US"))
        let fifteen = String(repeating: "9", count: 15)
        model.age.text = fifteen
        model.age.text = fifteen + "9"
        #expect(model.age.value == 999_999_999_999_999)
        #expect(model.age.visibleErrors == ["Between 13 and 120"])
    }
}
