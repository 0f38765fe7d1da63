import Foundation
import Testing
import FormRuntime

/// The answer scripts of Tests/Repeats/scripts.json, written from docs/LANGUAGE.md
/// ("Repeating groups") before they were run, through the generated Swift model of
/// Tests/Repeats/Repeats.form: the same scripts the web runtime and JavaRosa play, so that the
/// engines agree on every row count, computed value, verdict and record.
///
/// A step types into a form field (`customer`) or into a field of the row at a position
/// (`items[0].quantity`), or adds, removes or moves a row (`["add", "items"]`,
/// `["remove", "items", 1]`, `["move", "items", 2, 0]`).
@Suite struct RepeatScriptsTests {
    typealias Model = ConformanceRepeatsModel

    struct Script {
        var note: String
        var steps: [[Any]]
        var rows: [String: Int]
        var values: [String: Any]
        var expect: [String: Any]
        var record: [String: Any]?
    }

    static var scripts: [Script] {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Repeats/scripts.json")
        let root = try! JSONSerialization.jsonObject(with: Data(contentsOf: url)) as! [String: Any]
        return (root["scripts"] as! [[String: Any]]).map { script in
            Script(note: script["note"] as? String ?? "",
                   steps: script["steps"] as? [[Any]] ?? [],
                   rows: script["rows"] as? [String: Int] ?? [:],
                   values: script["values"] as? [String: Any] ?? [:],
                   expect: script["expect"] as? [String: Any] ?? [:],
                   record: script["record"] as? [String: Any])
        }
    }

    /// `items[2].quantity` as its group, position and field; nil for a form field's name.
    static func rowPath(_ path: String) -> (group: String, position: Int, field: String)? {
        guard let open = path.firstIndex(of: "["), let close = path.firstIndex(of: "]"),
              let position = Int(path[path.index(after: open)..<close]),
              path[path.index(after: close)...].hasPrefix(".") else { return nil }
        return (String(path[..<open]), position, String(path[path.index(close, offsetBy: 2)...]))
    }

    // MARK: Steps

    /// Plays one step on `model`; a description of what could not be done, or nil.
    static func play(_ step: [Any], on model: inout Model) -> String? {
        guard let head = step.first as? String else { return "a step without a name: \(step)" }
        switch head {
        case "add":
            guard let group = step[1] as? String else { return "add what? \(step)" }
            switch group {
            case "items": model.items.add()
            case "people": model.people.add()
            default: return "no group \(group)"
            }
            return nil
        case "remove":
            guard let group = step[1] as? String, let position = step[2] as? Int else { return "remove what? \(step)" }
            switch group {
            case "items": model.items.remove(at: position)
            case "people": model.people.remove(at: position)
            default: return "no group \(group)"
            }
            return nil
        case "move":
            guard let group = step[1] as? String, let from = step[2] as? Int, let to = step[3] as? Int else { return "move what? \(step)" }
            switch group {
            case "items": model.items.move(from: from, to: to)
            case "people": model.people.move(from: from, to: to)
            default: return "no group \(group)"
            }
            return nil
        default:
            let text = step.count > 1 ? step[1] as? String : nil
            if let path = rowPath(head) {
                switch path.group {
                case "items": return type(&model.items, path.position, path.field, text)
                case "people": return type(&model.people, path.position, path.field, text)
                default: return "no group \(path.group)"
                }
            }
            guard let field = Model.Field(rawValue: head) else { return "no field \(head)" }
            model[text: field] = text ?? ""
            return nil
        }
    }

    /// Types `text` (nil: clears) into `field` of the row at `position`.
    static func type<Row: FormState & Equatable>(_ rows: inout RowsInput<Row>, _ position: Int, _ field: String,
                                                  _ text: String?) -> String? {
        guard let field = Row.Field(rawValue: field) else { return "no row field \(field)" }
        guard position < rows.count else { return "no row at \(position)" }
        rows[position][text: field] = text ?? ""
        return nil
    }

    // MARK: Reading the model

    /// A computed value of `model` by name, as its exact POSIX text, or nil while it is absent;
    /// `.none` when `model` has no computed value so named.
    static func computed(_ name: String, of model: Any) -> String?? {
        guard let child = Mirror(reflecting: model).children.first(where: { $0.label == name }) else { return .none }
        switch child.value {
        case let input as ComputedNumber<Decimal>: return .some(input.value.map { NSDecimalNumber(decimal: $0).stringValue })
        case let input as ComputedNumber<Int>: return .some(input.value.map(String.init))
        case let input as ComputedNumber<Double>: return .some(input.value.map { "\($0)" })
        case let input as ComputedText: return .some(input.value)
        default: return .none
        }
    }

    /// A form or row path's computed value (absent while hidden), as `computed`.
    static func value(_ path: String, of model: Model) -> String?? {
        if let row = rowPath(path) {
            switch row.group {
            case "items": return rowValue(model.items, row.position, row.field)
            case "people": return rowValue(model.people, row.position, row.field)
            default: return .none
            }
        }
        guard let field = Model.Field(rawValue: path), case .some(let value) = computed(path, of: model) else { return .none }
        return .some(model.isVisible(field) ? value : nil)
    }

    static func rowValue<Row: FormState & Equatable>(_ rows: RowsInput<Row>, _ position: Int, _ name: String) -> String?? {
        guard position < rows.count, let field = Row.Field(rawValue: name),
              case .some(let value) = computed(name, of: rows[position]) else { return .none }
        return .some(rows[position].isVisible(field) ? value : nil)
    }

    /// What a form or row path says now: `hidden`, `valid`, or `invalid: FIRST MESSAGE`.
    static func verdict(_ path: String, of model: Model) -> String {
        if let row = rowPath(path) {
            switch row.group {
            case "items": return rowVerdict(model.items, row.position, row.field)
            case "people": return rowVerdict(model.people, row.position, row.field)
            default: return "no group \(row.group)"
            }
        }
        guard let field = Model.Field(rawValue: path) else { return "no field \(path)" }
        if !model.isVisible(field) { return "hidden" }
        return model.errors(field).first.map { "invalid: " + $0 } ?? "valid"
    }

    static func rowVerdict<Row: FormState & Equatable>(_ rows: RowsInput<Row>, _ position: Int, _ name: String) -> String {
        guard position < rows.count else { return "no row at \(position)" }
        guard let field = Row.Field(rawValue: name) else { return "no row field \(name)" }
        let row = rows[position]
        if !row.isVisible(field) { return "hidden" }
        return row.errors(field).first.map { "invalid: " + $0 } ?? "valid"
    }

    /// Whether `actual` is the value a script expects: numbers as numbers (`2.50` is `2.5`).
    static func same(_ actual: String?, _ expected: Any) -> Bool {
        guard let expected = expected as? String else { return actual == nil }
        guard let actual else { return false }
        if actual == expected { return true }
        let posix = Locale(identifier: "en_US_POSIX")
        if let a = Decimal(string: actual, locale: posix), let e = Decimal(string: expected, locale: posix),
           Double(actual) != nil, Double(expected) != nil {
            return a == e
        }
        return false
    }

    // MARK: The scripts

    @Test func thereAreScripts() {
        #expect(Self.scripts.count >= 100)
    }

    @Test func everyScriptThroughTheSwiftModel() throws {
        var failures: [String] = []
        for (index, script) in Self.scripts.enumerated() {
            let name = "script \(index) (\(script.note))"
            var model = Model(locale: enUS)
            for step in script.steps {
                if let problem = Self.play(step, on: &model) { failures.append("\(name): \(problem)") }
            }
            for (group, count) in script.rows.sorted(by: { $0.key < $1.key }) {
                let actual = group == "items" ? model.items.count : group == "people" ? model.people.count : -1
                if actual != count { failures.append("\(name): \(group) has \(actual) rows, the script says \(count)") }
            }
            for (path, expected) in script.values.sorted(by: { $0.key < $1.key }) {
                guard case .some(let actual) = Self.value(path, of: model) else {
                    failures.append("\(name): no computed value \(path)")
                    continue
                }
                if !Self.same(actual, expected) {
                    failures.append("\(name): \(path) is \(actual ?? "absent"), the script says \(expected is NSNull ? "absent" : "\(expected)")")
                }
            }
            for (path, verdict) in script.expect.sorted(by: { $0.key < $1.key }) {
                let said = Self.verdict(path, of: model)
                let wanted = (verdict as? String) ?? ((verdict as? [String]).map { "invalid: " + $0[1] } ?? "?")
                if said != wanted { failures.append("\(name): \(path) is \(said), the script says \(wanted)") }
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
                        failures.append("\(name): submits \(String(decoding: try encoder.encode(values), as: UTF8.self)), the script says \(try canonical(record))")
                    }
                case .failure(let errors):
                    failures.append("\(name): the submit is refused (\(errors.byPath)), the script says it sends \(record)")
                }
            }
        }
        let report = "\(failures.count) differences:\n" + failures.prefix(25).joined(separator: "\n")
        #expect(failures.isEmpty, "\(report)")
    }
}

extension RepeatScriptsTests {
    /// `Model(values: v).submit()` is `.success(v)` for every record the scripts submit, in
    /// several locales: every row comes back with its values, in its place, and the form's
    /// aggregates are worked out from them again. Then `reset(to:)` goes back to them.
    @Test func prefilledRecordsSubmitUnchanged() throws {
        var records = 0
        for script in Self.scripts where script.record != nil {
            var model = Model(locale: enUS)
            for step in script.steps { _ = Self.play(step, on: &model) }
            guard case .success(let values) = model.submit() else { continue }
            records += 1
            for locale in [enUS, deDE, Locale(identifier: "ar_EG")] {
                var prefilled = Model(values: values, locale: locale)
                #expect(prefilled.items.count == values.items.count && prefilled.people.count == values.people.count)
                #expect(prefilled.submit() == .success(values), "\(script.note) in \(locale.identifier)")
                prefilled.items.add()
                prefilled.reset(to: values)
                #expect(prefilled.submit() == .success(values), "\(script.note): reset(to:)")
            }
        }
        #expect(records >= 20)
    }
}
