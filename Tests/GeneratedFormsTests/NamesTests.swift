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

    /// A field with `jsonName` is coded under it, a keyword field too; the others keep their
    /// names, and the record decodes back.
    @Test func jsonNamesAreTheKeys() throws {
        var model = NamesModel(locale: enUS)
        model.type("abc", into: .`self`)
        model.type("abc", into: .text)
        model.type("abc", into: .value)
        let values = try model.submit().get()
        let data = try JSONEncoder().encode(values)
        let object = try #require(JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(object["name"] as? String == "abc" && object["self"] == nil)
        #expect(object["default-value"] as? String == "d" && object["default"] == nil)
        #expect(object["text"] as? String == "abc")
        #expect(try JSONDecoder().decode(NamesValues.self, from: data) == values)
        let form = try Sources.form("Names", in: "Tests/Forms/Names.form")
        #expect(form.fields.first { $0.name == "self" }?.jsonName == "name")
        #expect(Set(form.fields.map(\.jsonName)).count == form.fields.count)
    }

    @Test func namesRoundTripThroughRawValues() throws {
        let form = try Sources.form("Names", in: "Tests/Forms/Names.form")
        #expect(NamesModel.Field.allCases.map(\.rawValue) == form.fields.map(\.name))
        #expect(NamesModel.Field(rawValue: "Self")?.rawValue == "Self")
        #expect(NamesModel.Field(rawValue: "init").map { NamesModel.form[$0].label } == "Init")
    }
}
