import Foundation
import Testing
import FormDSL
import FormRuntime

/// What the generated Swift models say about every conformance vector and whole record, written
/// to `Tests/Web/swift-outcomes.json` for the web module's proof (`Tests/Web/node_conformance.mjs`),
/// which must say the same: the verdict, the text the field holds, its messages (all, and those
/// shown), and what a submit then gives (the JSON the values encode, or the errors by field).
/// `FORMC_UPDATE_GOLDEN=1 swift test` rewrites the file; without it, a stale file fails here.
///
/// The models run in en_US, de_DE and ja_JP, whose number symbols and day formats the web
/// module reads from `Intl` for `en-US`, `de-DE` and `ja-JP`.
/// The JSON is `JSONEncoder`'s with sorted keys and unescaped slashes, what the module's
/// `submit().json` writes.
@Suite struct WebOutcomesTests {
    /// The locales the vectors run in: en_US for every detail, de_DE (a decimal comma, a
    /// grouping dot, German messages) and ja_JP (Japanese messages and days) for the texts,
    /// messages and submits; in de_DE a vector's text means another number than in en_US, and
    /// the module must read it as the model does.
    static let locales = ["en_US", "de_DE", "ja_JP"]
    static let goldenURL = Sources.packageRoot.appendingPathComponent("Tests/Web/swift-outcomes.json")

    struct VectorsFile: Decodable {
        var baselines: [String: [String: String]]
        var vectors: [ConformanceThroughModelsTests.Vector]
    }

    struct RecordsFile: Decodable {
        var records: [ConditionRecordsTests.Record]
    }

    /// The JSON `values` encode to, as the web module writes it.
    static func json(_ values: Any) -> String? {
        guard let encodable = values as? any Encodable else { return nil }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(encodable) else { return nil }
        return String(decoding: data, as: UTF8.self)
    }

    /// What a submit of `model` gives: `{"json": ...}` or `{"errors": {...}, "first": ...}`.
    static func submitted<M: FormState>(_ model: inout M) -> [String: Any] {
        switch model.submit() {
        case .success(let values):
            return ["json": json(values) ?? "<not encodable>"]
        case .failure(let errors):
            var byField: [String: [String]] = [:]
            for (field, messages) in errors.byField { byField[field.rawValue] = messages }
            return ["errors": byField, "first": errors.firstInvalid?.rawValue ?? NSNull()]
        }
    }

    /// One vector through a model, as ConformanceThroughModelsTests enters it.
    static func outcome<M: FormState>(_: M.Type, _ vector: ConformanceThroughModelsTests.Vector, baseline: [String: String],
                                      locale: Locale) -> [String: Any]? {
        var model = M(locale: locale)
        for (name, text) in baseline.merging(vector.with ?? [:], uniquingKeysWith: { $1 }).sorted(by: { $0.key < $1.key })
        where name != vector.field {
            guard let field = M.Field(rawValue: name) else { return nil }
            model[text: field] = text
        }
        guard let field = M.Field(rawValue: vector.field) else { return nil }
        model.focusChanged(to: field)
        let before = model[text: field]
        model[text: field] = vector.input
        let filtered = vector.input != before && model[text: field] == before
        let typed = model[text: field]
        model.focusChanged(to: nil)
        var result: [String: Any] = [
            "form": vector.form, "field": vector.field, "input": vector.input,
            "valid": !filtered && model.errors(field).isEmpty, "filtered": filtered,
            "typed": typed, "text": model[text: field],
            "errors": model.errors(field), "visibleErrors": model.visibleErrors(field),
        ]
        result["submit"] = submitted(&model)
        return result
    }

    static func outcome(_ vector: ConformanceThroughModelsTests.Vector, baseline: [String: String], locale: Locale) -> [String: Any]? {
        switch vector.form {
        case "ConformanceText": outcome(ConformanceTextModel.self, vector, baseline: baseline, locale: locale)
        case "ConformanceTextFilters": outcome(ConformanceTextFiltersModel.self, vector, baseline: baseline, locale: locale)
        case "ConformancePatterns": outcome(ConformancePatternsModel.self, vector, baseline: baseline, locale: locale)
        case "ConformanceFormats": outcome(ConformanceFormatsModel.self, vector, baseline: baseline, locale: locale)
        case "ConformanceNumbers": outcome(ConformanceNumbersModel.self, vector, baseline: baseline, locale: locale)
        case "ConformanceDoubles": outcome(ConformanceDoublesModel.self, vector, baseline: baseline, locale: locale)
        case "ConformanceCurrencies": outcome(ConformanceCurrenciesModel.self, vector, baseline: baseline, locale: locale)
        case "ConformanceDates": outcome(ConformanceDatesModel.self, vector, baseline: baseline, locale: locale)
        case "ConformanceToggles": outcome(ConformanceTogglesModel.self, vector, baseline: baseline, locale: locale)
        case "ConformanceChoices": outcome(ConformanceChoicesModel.self, vector, baseline: baseline, locale: locale)
        case "ConformanceMultipleChoices": outcome(ConformanceMultipleChoicesModel.self, vector, baseline: baseline, locale: locale)
        default: nil
        }
    }

    /// One whole record through a model: every field's text, then a submit.
    static func record<M: FormState>(_: M.Type, _ record: ConditionRecordsTests.Record) -> [String: Any] {
        var model = M(locale: Locale(identifier: "en_US"))
        for field in M.Field.allCases { model[text: field] = record.values[field.rawValue] ?? "" }
        var result: [String: Any] = ["form": record.form]
        result["submit"] = submitted(&model)
        var verdicts: [String: String] = [:]
        for field in M.Field.allCases {
            verdicts[field.rawValue] = !model.isVisible(field) ? "hidden" : model.errors(field).isEmpty ? "valid" : "invalid"
        }
        result["verdicts"] = verdicts
        return result
    }

    static func document() throws -> String {
        let vectors = try JSONDecoder().decode(VectorsFile.self, from: Data(contentsOf: Sources.packageRoot.appendingPathComponent("Tests/Conformance/vectors.json")))
        let records = try JSONDecoder().decode(RecordsFile.self, from: Data(contentsOf: Sources.packageRoot.appendingPathComponent("Tests/Conformance/records.json")))
        var vectorOutcomes: [String: Any] = [:]
        for identifier in locales {
            let locale = Locale(identifier: identifier)
            vectorOutcomes[identifier] = vectors.vectors.map { vector -> Any in
                outcome(vector, baseline: vectors.baselines[vector.form] ?? [:], locale: locale) ?? NSNull()
            }
        }
        var recordOutcomes: [Any] = []
        for entry in records.records {
            switch entry.form {
            case "ConformanceConditions": recordOutcomes.append(record(ConformanceConditionsModel.self, entry))
            case "ConformanceDoubles": recordOutcomes.append(record(ConformanceDoublesModel.self, entry))
            default: recordOutcomes.append(NSNull())
            }
        }
        let root: [String: Any] = [
            "about": "Written by WebOutcomesTests (FORMC_UPDATE_GOLDEN=1 swift test): what the generated Swift models say about each vector of Tests/Conformance/vectors.json, in each locale, and each record of records.json (en_US), in their order. Tests/Web/node_conformance.mjs compares the web module with it.",
            "vectors": vectorOutcomes,
            "records": recordOutcomes,
        ]
        let data = try JSONSerialization.data(withJSONObject: root, options: [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes])
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    @Test func goldenIsCurrent() throws {
        let actual = try Self.document()
        if ProcessInfo.processInfo.environment["FORMC_UPDATE_GOLDEN"] == "1" {
            try actual.write(to: Self.goldenURL, atomically: true, encoding: .utf8)
            return
        }
        let expected = try String(contentsOf: Self.goldenURL, encoding: .utf8)
        #expect(expected == actual, "Tests/Web/swift-outcomes.json is stale: run FORMC_UPDATE_GOLDEN=1 swift test and read the diff")
    }

    /// The web runtime's copy of formc's translations is FormRuntime's table, key for key:
    /// `TRANSLATIONS` holds only FormRuntime's keys, and every FormRuntime key is there or
    /// among the page's own words (`WEB_TRANSLATIONS`), with FormRuntime's texts.
    @Test func webRuntimeHasTheBuiltInTranslations() throws {
        let form = try Sources.form("SignUp", in: "Examples/SignUp.form")
        let module = WebEmitter.module(for: form, table: "SignUp")
        let languages = try #require(module.components(separatedBy: "const LANGUAGES = ").dropFirst().first?.components(separatedBy: ";").first)
        #expect(try JSONSerialization.jsonObject(with: Data(languages.utf8)) as? [String] == BuiltInTranslations.languages)
        func table(_ name: String) throws -> [String: [String]] {
            let block = try #require(module.components(separatedBy: "const \(name) = {").dropFirst().first?.components(separatedBy: "\n};").first)
            var text = block.trimmingCharacters(in: .whitespacesAndNewlines)
            if text.hasSuffix(",") { text.removeLast() }
            return try #require(try JSONSerialization.jsonObject(with: Data(("{" + text + "}").utf8)) as? [String: [String]])
        }
        let copied = try table("TRANSLATIONS"), page = try table("WEB_TRANSLATIONS")
        #expect(Set(copied.keys).isSubset(of: Set(BuiltInTranslations.table.keys)))
        #expect(Set(BuiltInTranslations.table.keys).isSubset(of: Set(copied.keys).union(page.keys)))
        #expect(Set(copied.keys).isDisjoint(with: page.keys))
        for (key, texts) in copied.merging(page.filter { BuiltInTranslations.table[$0.key] != nil }, uniquingKeysWith: { a, _ in a }) {
            for (index, language) in BuiltInTranslations.languages.enumerated() {
                #expect(texts.count == BuiltInTranslations.languages.count && texts[index] == BuiltInTranslations.text(key, language: language),
                        "\(key) in \(language)")
            }
        }
    }
}
