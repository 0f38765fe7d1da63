import Foundation
import Testing
import FormRuntime

/// The conformance vectors (`Tests/Conformance/vectors.json`) once more, this time through the
/// Swift formc generated for the conformance forms, driven by field name through `FormState`
/// as an app's view drives it: the other fields get their baseline text, the field gets the
/// vector's text, focus enters and leaves it, and its errors decide. FormRuntimeTests runs
/// the same vectors through the bare field inputs; check.py runs them through the JSON Schema.
@Suite struct ConformanceThroughModelsTests {
    struct VectorsFile: Decodable {
        var baselines: [String: [String: String]]
        var vectors: [Vector]
    }

    struct Vector: Decodable {
        var form: String
        var field: String
        var input: String
        var valid: Bool
        var with: [String: String]?
        var filtered: Bool?
        var swiftOnly: String?
        var note: String
    }

    static let posix = Locale(identifier: "en_US_POSIX")

    /// What the generated model says about one vector; nil when the vector names a field the
    /// model does not have.
    static func outcome<M: FormState>(_: M.Type, _ vector: Vector, baseline: [String: String]) -> (valid: Bool, filtered: Bool)? {
        var model = M(locale: posix)
        for (name, text) in baseline.merging(vector.with ?? [:], uniquingKeysWith: { $1 }) where name != vector.field {
            guard let field = M.Field(rawValue: name) else { return nil }
            model[text: field] = text
        }
        guard let field = M.Field(rawValue: vector.field) else { return nil }
        model.focusChanged(to: field)
        // A rejected edit leaves the text as it was (numbers are reformatted when accepted,
        // so the shown text is not compared with the input).
        let before = model[text: field]
        model[text: field] = vector.input
        let filtered = vector.input != before && model[text: field] == before
        model.focusChanged(to: nil)
        return (!filtered && model.errors(field).isEmpty, filtered)
    }

    static func outcome(_ vector: Vector, baseline: [String: String]) -> (valid: Bool, filtered: Bool)? {
        switch vector.form {
        case "ConformanceText": outcome(ConformanceTextModel.self, vector, baseline: baseline)
        case "ConformanceTextFilters": outcome(ConformanceTextFiltersModel.self, vector, baseline: baseline)
        case "ConformancePatterns": outcome(ConformancePatternsModel.self, vector, baseline: baseline)
        case "ConformanceFormats": outcome(ConformanceFormatsModel.self, vector, baseline: baseline)
        case "ConformanceNumbers": outcome(ConformanceNumbersModel.self, vector, baseline: baseline)
        case "ConformanceDoubles": outcome(ConformanceDoublesModel.self, vector, baseline: baseline)
        case "ConformanceCurrencies": outcome(ConformanceCurrenciesModel.self, vector, baseline: baseline)
        case "ConformanceDates": outcome(ConformanceDatesModel.self, vector, baseline: baseline)
        case "ConformanceToggles": outcome(ConformanceTogglesModel.self, vector, baseline: baseline)
        case "ConformanceChoices": outcome(ConformanceChoicesModel.self, vector, baseline: baseline)
        case "ConformanceMultipleChoices": outcome(ConformanceMultipleChoicesModel.self, vector, baseline: baseline)
        default: nil
        }
    }

    /// What the generated model says about one vector when an edit screen prefills it: the
    /// model starts from values (`init(values:)`) in which the field holds the vector's text,
    /// the others their baseline. Nil when the field's value is no string, or the text is no
    /// value of it (decoding refuses a choice that is no option, a day that does not exist), or
    /// the baseline with `with` does not submit.
    static func prefilledOutcome<M: Prefillable>(_: M.Type, _ vector: Vector, baseline: [String: String]) throws -> Bool? {
        var typed = M(locale: posix)
        for (name, text) in baseline.merging(vector.with ?? [:], uniquingKeysWith: { $1 }) {
            guard let field = M.Field(rawValue: name) else { return nil }
            typed[text: field] = text
        }
        guard let values = typed.currentValues(),
              var object = try JSONSerialization.jsonObject(with: JSONEncoder().encode(values)) as? [String: Any],
              object[vector.field] == nil || object[vector.field] is String,
              let field = M.Field(rawValue: vector.field) else { return nil }
        object[vector.field] = vector.input
        guard let stored = try? JSONDecoder().decode(M.Values.self, from: JSONSerialization.data(withJSONObject: object)) else {
            return nil
        }
        let model = M(values: stored, locale: posix)
        guard model[text: field].utf8.elementsEqual(vector.input.utf8) else { return nil }
        if vector.filtered == true {
            // The person never typed it, so there is nothing to wait for: it shows at once.
            #expect(!model.visibleErrors(field).isEmpty, "\(vector.form).\(vector.field) \(vector.input.debugDescription): shown at once")
        }
        return model.errors(field).isEmpty
    }

    static func prefilledOutcome(_ vector: Vector, baseline: [String: String]) throws -> Bool? {
        switch vector.form {
        case "ConformanceText": try prefilledOutcome(ConformanceTextModel.self, vector, baseline: baseline)
        case "ConformanceTextFilters": try prefilledOutcome(ConformanceTextFiltersModel.self, vector, baseline: baseline)
        case "ConformancePatterns": try prefilledOutcome(ConformancePatternsModel.self, vector, baseline: baseline)
        case "ConformanceFormats": try prefilledOutcome(ConformanceFormatsModel.self, vector, baseline: baseline)
        case "ConformanceDates": try prefilledOutcome(ConformanceDatesModel.self, vector, baseline: baseline)
        case "ConformanceChoices": try prefilledOutcome(ConformanceChoicesModel.self, vector, baseline: baseline)
        default: nil
        }
    }

    /// The vectors whose value is a string, prefilled into the generated models as an edit
    /// screen starts: a text the field's filter refuses (`filtered`) gets into the field past
    /// the filter, and must be invalid all the same, so `submit()` never returns a value the
    /// JSON Schema refuses. Every other vector keeps its verdict, the `equals` vectors too: both
    /// fields of the pair are prefilled.
    @Test func prefilledVectorsHoldInTheGeneratedModels() throws {
        let url = Sources.packageRoot.appendingPathComponent("Tests/Conformance/vectors.json")
        let file = try JSONDecoder().decode(VectorsFile.self, from: Data(contentsOf: url))
        var failures: [String] = []
        var compared = 0
        var comparedFiltered = 0
        for vector in file.vectors {
            guard let valid = try Self.prefilledOutcome(vector, baseline: file.baselines[vector.form] ?? [:]) else { continue }
            compared += 1
            if vector.filtered == true { comparedFiltered += 1 }
            if valid != vector.valid {
                failures.append("\(vector.form).\(vector.field) \(vector.input.debugDescription) (\(vector.note)): expected \(vector.valid ? "valid" : "invalid"); prefilled, the model says \(valid ? "valid" : "invalid")")
            }
        }
        #expect(failures.isEmpty, "\(failures.count) of \(compared) prefilled vectors disagree:\n\(failures.joined(separator: "\n"))")
        #expect(compared >= 150 && comparedFiltered >= 10, "\(compared) compared, \(comparedFiltered) of them filtered")
    }

    @Test func everyVectorHoldsInTheGeneratedModels() throws {
        let url = Sources.packageRoot.appendingPathComponent("Tests/Conformance/vectors.json")
        let file = try JSONDecoder().decode(VectorsFile.self, from: Data(contentsOf: url))
        #expect(file.vectors.count >= 150)
        var failures: [String] = []
        for vector in file.vectors {
            guard let result = Self.outcome(vector, baseline: file.baselines[vector.form] ?? [:]) else {
                failures.append("\(vector.form).\(vector.field): no such generated form or field")
                continue
            }
            if result.valid != vector.valid || result.filtered != (vector.filtered ?? false) {
                failures.append("\(vector.form).\(vector.field) \(vector.input.debugDescription) (\(vector.note)): expected \(vector.valid ? "valid" : "invalid")\(vector.filtered == true ? ", filtered" : ""); the model says \(result.valid ? "valid" : "invalid")\(result.filtered ? ", filtered" : "")")
            }
        }
        #expect(failures.isEmpty, "\(failures.count) of \(file.vectors.count) vectors disagree:\n\(failures.joined(separator: "\n"))")
    }

    @Test func baselinesSubmit() throws {
        let url = Sources.packageRoot.appendingPathComponent("Tests/Conformance/vectors.json")
        let file = try JSONDecoder().decode(VectorsFile.self, from: Data(contentsOf: url))
        func submits<M: FormState>(_: M.Type, _ baseline: [String: String]) -> Bool {
            var model = M(locale: Self.posix)
            for (name, text) in baseline { if let field = M.Field(rawValue: name) { model[text: field] = text } }
            if case .success = model.submit() { return true }
            return false
        }
        #expect(submits(ConformanceTextModel.self, file.baselines["ConformanceText"] ?? [:]))
        #expect(submits(ConformanceNumbersModel.self, file.baselines["ConformanceNumbers"] ?? [:]))
        #expect(submits(ConformanceDoublesModel.self, file.baselines["ConformanceDoubles"] ?? [:]))
        #expect(submits(ConformanceDatesModel.self, file.baselines["ConformanceDates"] ?? [:]))
        #expect(submits(ConformanceTogglesModel.self, file.baselines["ConformanceToggles"] ?? [:]))
        #expect(submits(ConformanceChoicesModel.self, file.baselines["ConformanceChoices"] ?? [:]))
        #expect(submits(ConformanceMultipleChoicesModel.self, file.baselines["ConformanceMultipleChoices"] ?? [:]))
        #expect(submits(ConformancePatternsModel.self, file.baselines["ConformancePatterns"] ?? [:]))
    }
}
