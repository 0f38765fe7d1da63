import Foundation
import Testing
import FormRuntime

/// The answer scripts of Tests/Computed/scripts.json, written from docs/LANGUAGE.md before
/// they were run, through the generated Swift model of Tests/Computed/ConformanceComputed.form:
/// the same scripts the web runtime (Tests/Web/computed.mjs) and JavaRosa (Tests/XForm/judge.py)
/// play, so that the three agree on every computed value, verdict and record.
@Suite struct ComputedScriptsTests {
    struct Script {
        var note: String
        var steps: [(field: String, text: String?)]
        var values: [String: Any]
        var expect: [String: Any]
        var record: [String: Any]?
    }

    static var scripts: [Script] {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Computed/scripts.json")
        let root = try! JSONSerialization.jsonObject(with: Data(contentsOf: url)) as! [String: Any]
        return (root["scripts"] as! [[String: Any]]).map { script in
            Script(note: script["note"] as? String ?? "",
                   steps: (script["steps"] as? [[Any]] ?? []).map { ($0[0] as! String, $0[1] as? String) },
                   values: script["values"] as? [String: Any] ?? [:],
                   expect: script["expect"] as? [String: Any] ?? [:],
                   record: script["record"] as? [String: Any])
        }
    }

    typealias Model = ConformanceComputedModel

    /// A computed value of `model` by name, as its exact POSIX text (a double as Swift's
    /// shortest text), or nil while it is absent.
    static func value(_ name: String, of model: Model) -> String?? {
        guard let child = Mirror(reflecting: model).children.first(where: { $0.label == name }) else { return .none }
        switch child.value {
        case let input as ComputedNumber<Decimal>: return .some(input.value.map { NSDecimalNumber(decimal: $0).stringValue })
        case let input as ComputedNumber<Int>: return .some(input.value.map(String.init))
        case let input as ComputedNumber<Double>: return .some(input.value.map { "\($0)" })
        case let input as ComputedText: return .some(input.value)
        default: return .none
        }
    }

    /// Whether `actual` is the value a script expects: numbers as numbers (`2.50` is `2.5`).
    static func same(_ actual: String?, _ expected: Any) -> Bool {
        guard let expected = expected as? String else { return actual == nil }
        guard let actual else { return false }
        if actual == expected { return true }
        if let a = Decimal(string: actual, locale: Locale(identifier: "en_US_POSIX")),
           let e = Decimal(string: expected, locale: Locale(identifier: "en_US_POSIX")),
           Double(actual) != nil, Double(expected) != nil {
            return a == e || Double(actual) == Double(expected)
        }
        return false
    }

    @Test func thereAreScripts() {
        #expect(Self.scripts.count >= 60)
    }

    @Test func everyScriptThroughTheSwiftModel() throws {
        var failures: [String] = []
        let scripts = Self.scripts
        for (index, script) in scripts.enumerated() {
            var model = Model(locale: enUS)
            for (name, text) in script.steps {
                let field = try #require(Model.Field(rawValue: name), "no field \(name)")
                switch name {
                case "member": model.member.value = text == "true"
                case "showExtra": model.showExtra.value = text == "true"
                default: model[text: field] = text ?? ""
                }
            }
            let case_ = "script \(index) (\(script.note))"
            for (name, expected) in script.values.sorted(by: { $0.key < $1.key }) {
                guard case .some(var actual) = Self.value(name, of: model), let field = Model.Field(rawValue: name) else {
                    failures.append("\(case_): no computed value \(name)")
                    continue
                }
                // A hidden value reads as absent (conditions, other values and the record read
                // it so); its input keeps what it last worked out, as a hidden field keeps its text.
                if !model.isVisible(field) { actual = nil }
                if !Self.same(actual, expected) {
                    failures.append("\(case_): \(name) is \(actual ?? "absent"), the script says \(expected is NSNull ? "absent" : "\(expected)")")
                }
            }
            for (name, verdict) in script.expect.sorted(by: { $0.key < $1.key }) {
                let field = try #require(Model.Field(rawValue: name))
                let said: String
                if !model.isVisible(field) {
                    said = "hidden"
                } else if let first = model.errors(field).first {
                    said = "invalid: " + first
                } else {
                    said = "valid"
                }
                let wanted = (verdict as? String) ?? ((verdict as? [String]).map { "invalid: " + $0[1] } ?? "?")
                if said != wanted { failures.append("\(case_): \(name) is \(said), the script says \(wanted)") }
            }
            if let record = script.record {
                switch model.submit() {
                case .success(let values):
                    let encoder = JSONEncoder()
                    encoder.outputFormatting = .sortedKeys
                    // Both as JSON texts of one printer: numbers as numbers, keys sorted.
                    let canonical = { (object: Any) throws -> String in
                        String(decoding: try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]), as: UTF8.self)
                    }
                    let sent = try canonical(try JSONSerialization.jsonObject(with: encoder.encode(values)))
                    if sent != (try canonical(record)) {
                        failures.append("\(case_): submits \(String(decoding: try encoder.encode(values), as: UTF8.self)), the script says \(record)")
                    }
                case .failure(let errors):
                    failures.append("\(case_): the submit is refused (\(errors)), the script says it sends \(record)")
                }
            }
        }
        let report = "\(failures.count) differences:\n" + failures.prefix(20).joined(separator: "\n")
        #expect(failures.isEmpty, "\(report)")
    }
}
