import Foundation
import Testing
import FormRuntime

/// The whole records of `Tests/Conformance/records.json` through the Swift formc generated for
/// `Tests/Forms/ConformanceConditions.form` and `Tests/Conformance/Doubles.form`: every field
/// gets its text, as typed in the en_US_POSIX locale, then the form is submitted, and each field
/// must be hidden, invalid or valid as the record says. `Tests/Conformance/check.py` checks the
/// same records against the JSON Schema with python-jsonschema.
@Suite struct ConditionRecordsTests {
    struct RecordsFile: Decodable {
        var records: [Record]
    }

    struct Record: Decodable {
        var form: String
        var values: [String: String]
        var expect: [String: String]
        var note: String
    }

    static let posix = Locale(identifier: "en_US_POSIX")

    /// Each field's verdict in the generated model, or a reason the record cannot be entered.
    static func verdicts<M: FormState>(_: M.Type, _ record: Record) -> (verdicts: [String: String], submitted: Bool, json: [String: Any])? {
        var model = M(locale: posix)
        for field in M.Field.allCases {
            guard let text = record.values[field.rawValue] else { return nil }
            model[text: field] = text
            // Every text of the records can be typed: the filter keeps it as it is (a number
            // may be shown grouped, as 9,007,199,254,740,993; no text of the records has a comma).
            guard model[text: field] == text || model[text: field].filter({ $0 != "," }) == text else { return nil }
        }
        let result = model.submit()
        var verdicts: [String: String] = [:]
        for field in M.Field.allCases {
            verdicts[field.rawValue] = !model.isVisible(field) ? "hidden" : model.errors(field).isEmpty ? "valid" : "invalid"
        }
        var json: [String: Any] = [:]
        if case .success(let values) = result, let encodable = values as? any Encodable,
           let data = try? JSONEncoder().encode(encodable),
           let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] {
            json = object
        }
        if case .success = result { return (verdicts, true, json) }
        return (verdicts, false, json)
    }

    @Test func everyRecordHoldsInTheGeneratedModel() throws {
        let url = Sources.packageRoot.appendingPathComponent("Tests/Conformance/records.json")
        let file = try JSONDecoder().decode(RecordsFile.self, from: Data(contentsOf: url))
        #expect(file.records.count >= 150)
        var failures: [String] = []
        for (index, record) in file.records.enumerated() {
            let outcome = switch record.form {
            case "ConformanceConditions": Self.verdicts(ConformanceConditionsModel.self, record)
            case "ConformanceDoubles": Self.verdicts(ConformanceDoublesModel.self, record)
            default: nil as (verdicts: [String: String], submitted: Bool, json: [String: Any])?
            }
            guard let outcome else {
                failures.append("record \(index): cannot be entered in \(record.form)")
                continue
            }
            if outcome.verdicts != record.expect {
                let diff = record.expect.keys.sorted().filter { outcome.verdicts[$0] != record.expect[$0] }
                    .map { "\($0): expected \(record.expect[$0]!), the model says \(outcome.verdicts[$0]!)" }
                failures.append("record \(index) (\(record.note)): \(diff.joined(separator: "; "))")
            }
            let valid = !record.expect.values.contains("invalid")
            if outcome.submitted != valid {
                failures.append("record \(index): submit() \(outcome.submitted ? "succeeded" : "failed"), expected the opposite")
            }
            // What is submitted: no hidden field, whatever text it holds.
            for (name, verdict) in record.expect where verdict == "hidden" && outcome.json[name] != nil {
                failures.append("record \(index): hidden field \(name) was submitted")
            }
        }
        #expect(failures.isEmpty, "\(failures.count) of \(file.records.count) records disagree:\n\(failures.joined(separator: "\n"))")
    }

    /// What a valid record of ConformanceDoubles submits is the number typed: the Double's
    /// shortest text has the very digits of the text, so the schema, which reads that text,
    /// judges what the model judged.
    @Test func doublesSubmitTheNumberTyped() throws {
        let url = Sources.packageRoot.appendingPathComponent("Tests/Conformance/records.json")
        let file = try JSONDecoder().decode(RecordsFile.self, from: Data(contentsOf: url))
        var checked = 0
        for record in file.records where record.form == "ConformanceDoubles" {
            var model = ConformanceDoublesModel(locale: Self.posix)
            for field in ConformanceDoublesModel.Field.allCases { model[text: field] = record.values[field.rawValue] ?? "" }
            guard case .success(let values) = model.submit() else { continue }
            for (name, value) in [("ratio", values.ratio), ("below", values.below)] {
                let text = record.values[name] ?? ""
                #expect(value.flatMap { ExactNumber.decimal(literal: ExactNumber.expand("\($0)")) } == (text.isEmpty ? nil : ExactNumber.decimal(literal: text)),
                        "\(name) \(text) submits \(value.map { "\($0)" } ?? "nothing")")
            }
            checked += 1
        }
        #expect(checked >= 20)
    }
}
