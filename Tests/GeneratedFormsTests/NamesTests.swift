import Foundation
import Testing
import FormDSL
import FormRuntime

/// Tests/Forms/Names.form: every Swift keyword and every name the generated code uses near
/// the fields, as field names. That this target compiles is most of the test; here the model
/// is driven through a few of them.
@Suite struct NamesTests {
    @Test func keywordFieldsAreFieldsLikeAnyOther() throws {
        var model = NamesModel(locale: enUS)
        guard case .failure(let errors) = model.submit() else {
            Issue.record("'self' is required, so an empty form does not submit")
            return
        }
        #expect(errors.firstInvalid == .`self`)

        model.type("abc", into: .`self`)
        model.type("abcd", into: .text)        // allowedCharacters "abc", maxLength 3
        model.type("abc", into: .value)        // equals(text)
        model.type("-12", into: .label)        // an int? named like Field's own `label`
        model.type("2.5", into: .String)       // a decimal? named like a Swift type
        let values = try model.submit().get()
        #expect(values.`self` == "abc")
        #expect(values.text == "abc")
        #expect(values.value == "abc")
        #expect(values.label == -12)
        #expect(values.String == Decimal(string: "2.5"))
        #expect(values.default == "d")
        #expect(values.`Self` == nil)
        #expect(values.value0 == nil)
    }

    @Test func namesRoundTripThroughRawValues() throws {
        let form = try Sources.form("Names", in: "Tests/Forms/Names.form")
        #expect(NamesModel.Field.allCases.map(\.rawValue) == form.fields.map(\.name))
        #expect(NamesModel.Field(rawValue: "Self")?.rawValue == "Self")
        #expect(NamesModel.Field(rawValue: "init").map { NamesModel.form[$0].label } == "Init")
    }
}
