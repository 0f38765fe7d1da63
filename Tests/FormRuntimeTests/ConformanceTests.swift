import Foundation
import Testing
@testable import FormRuntime // @testable for what a model does to an input (blur, submit, server errors): the rest is public API

/// The Swift half of the conformance vectors (`Tests/Conformance/vectors.json`): every vector
/// runs through FormRuntime's own field inputs with the rules the checker produced for the
/// conformance forms (`rules.json`, kept equal to the checker by FormDSLTests). The Python
/// half (`Tests/Conformance/check.py`) runs the same vectors through python-jsonschema with
/// the emitted schemas; both must get the expected answer. docs/JSON-SCHEMA.md explains the
/// format.
///
/// A vector means: the field holds `input` as finished text (typed or pasted in the
/// en_US_POSIX locale, then left), the other fields hold the form's baseline, overridden by
/// `with`; the field is valid exactly when `valid` says. Text the field's input filter
/// rejects cannot be entered, so it is invalid, and the vector says `filtered: true`.
@Suite struct ConformanceTests {
    // MARK: Files

    struct RulesFile: Decodable {
        var builtinPatterns: [String: String]
        var forms: [String: Form]

        struct Form: Decodable { var fields: [String: Field] }

        struct Field: Decodable {
            var type: String
            var optional: Bool
            var allowedCharacters: String?
            var maxLength: Int?
            var allowNegative: Bool?
            var maxDigits: Int?
            var fractionDigits: Int?
            var options: [String]?
            var missingMessage: String?
            var rules: [EncodedRule]
        }

        struct EncodedRule: Decodable {
            var rule: String
            var message: String
            var min: Bound?
            var max: Bound?
            var minInclusive: Bool?
            var maxInclusive: Bool?
            var pattern: String?
            var field: String?
        }

        /// `length` bounds are JSON integers, `range` bounds exact decimal strings.
        enum Bound: Decodable {
            case count(Int)
            case literal(String)

            init(from decoder: Decoder) throws {
                let container = try decoder.singleValueContainer()
                if let text = try? container.decode(String.self) { self = .literal(text) }
                else { self = .count(try container.decode(Int.self)) }
            }

            var count: Int? { if case .count(let n) = self { return n } else { return nil } }
            var literal: String? { if case .literal(let s) = self { return s } else { return nil } }
        }
    }

    struct VectorsFile: Decodable {
        var baselines: [String: [String: String]]
        var vectors: [Vector]
    }

    struct Vector: Decodable, CustomStringConvertible {
        var form: String
        var field: String
        var input: String
        var valid: Bool
        var with: [String: String]?
        var filtered: Bool?
        var swiftOnly: String?
        var note: String

        var description: String {
            let escaped = input.unicodeScalars.map { $0.isASCII && $0.value >= 0x20 && $0.value < 0x7F ? String($0) : "\\u{\(String($0.value, radix: 16))}" }.joined()
            return "\(form).\(field) \"\(escaped)\" (\(note))"
        }
    }

    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Conformance")

    static func load<T: Decodable>(_ name: String, as type: T.Type) throws -> T {
        try JSONDecoder().decode(type, from: Data(contentsOf: directory.appendingPathComponent(name)))
    }

    // MARK: Evaluation

    static func rule(_ encoded: RulesFile.EncodedRule) throws -> Rule {
        let message = encoded.message
        switch encoded.rule {
        case "required": return .required(message: message)
        case "length": return .length(min: encoded.min?.count, max: encoded.max?.count, message: message)
        case "pattern": return .pattern(try #require(encoded.pattern), message: message)
        case "range" where encoded.min?.literal.map { CalendarDay($0) != nil || $0 == "today" } ?? false
                        || encoded.max?.literal.map { CalendarDay($0) != nil || $0 == "today" } ?? false:
            func limit(_ text: String?) -> DateLimit? { text.map { $0 == "today" ? .today : .day($0) } }
            return .dateRange(min: limit(encoded.min?.literal), max: limit(encoded.max?.literal), message: message)
        case "range":
            let lower = encoded.min?.literal.map { RangeBound($0, inclusive: encoded.minInclusive ?? true) }
            let upper = encoded.max?.literal.map { RangeBound($0, inclusive: encoded.maxInclusive ?? true) }
            return .range(min: lower, max: upper, message: message)
        case "email": return .email(message: message)
        case "url": return .url(message: message)
        case "phone": return .phone(message: message)
        case "equals": return .equals(message: message)
        case "count": return .count(min: encoded.min?.count, max: encoded.max?.count, message: message)
        default:
            Issue.record("unknown rule '\(encoded.rule)' in rules.json")
            return .required(message: message)
        }
    }

    struct Outcome: Equatable {
        var valid: Bool
        var filtered: Bool
    }

    static let posix = Locale(identifier: "en_US_POSIX")

    /// The field's validity when it holds `input`, through the same input type generated
    /// code uses: `TextInput`, `NumberInput`, `DateInput` or `ToggleInput`.
    static func evaluate(_ field: RulesFile.Field, input: String, counterpart: String) throws -> Outcome {
        let rules = try field.rules.map(rule)
        switch field.type {
        case "text", "secure", "multiline":
            var text = TextInput(rules: rules, filter: TextFilter(allowedCharacters: field.allowedCharacters, maxLength: field.maxLength),
                                 isOptional: field.optional)
            text.counterpart = counterpart
            text.text = input
            text.blur()
            let filtered = text.text != input
            return Outcome(valid: !filtered && text.errors.isEmpty, filtered: filtered)
        case "date":
            // A picker only ever holds a real day; a field without one has none chosen yet.
            let filtered = !input.isEmpty && DateInput.components(of: input) == nil
            if filtered { return Outcome(valid: false, filtered: true) }
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = TimeZone(identifier: "UTC")!
            var date = DateInput(literal: input.isEmpty ? nil : input, rules: rules, isOptional: field.optional,
                                 missingMessage: "No day chosen", calendar: calendar)
            date.counterpart = counterpart
            #expect(date.text == input)
            return Outcome(valid: date.errors.isEmpty, filtered: false)
        case "toggle":
            // A toggle only ever holds true or false: other text is ignored.
            var toggle = ToggleInput(rules: rules)
            toggle.text = input
            toggle.blur()
            let filtered = toggle.text != input
            return Outcome(valid: !filtered && toggle.errors.isEmpty, filtered: filtered)
        case "choice":
            // A picker only ever holds one of the options, or nothing.
            let options = field.options ?? []
            if !input.isEmpty, !options.contains(where: { $0.utf8.elementsEqual(input.utf8) }) {
                return Outcome(valid: false, filtered: true)
            }
            var choice = ChoiceInput<AnyOption>(rules: rules, isOptional: field.optional,
                                                missingMessage: field.missingMessage ?? "")
            // The picker sets the selection (the text setter is tested through the generated models).
            choice.value = input.isEmpty ? nil : AnyOption(rawValue: input)
            choice.blur()
            #expect(choice.text == input)
            return Outcome(valid: choice.errors.isEmpty, filtered: false)
        case "choices":
            // The toggles only ever hold a set of the options: text that is not a JSON array of
            // option values, each once, is ignored (the generated models test the text setter).
            let options = field.options ?? []
            var picks: [String] = []
            if !input.isEmpty {
                guard let texts = try? JSONDecoder().decode([String].self, from: Data(input.utf8)) else {
                    return Outcome(valid: false, filtered: true)
                }
                for text in texts {
                    guard options.contains(where: { $0.utf8.elementsEqual(text.utf8) }),
                          !picks.contains(where: { $0.utf8.elementsEqual(text.utf8) }) else {
                        return Outcome(valid: false, filtered: true)
                    }
                    picks.append(text)
                }
            }
            // ChoicesInput's own rules, by the runtime's rule functions.
            if picks.isEmpty, rules.contains(where: { if case .required = $0 { return true } else { return false } }) {
                return Outcome(valid: false, filtered: false)
            }
            let valid = rules.allSatisfy { rule in
                if case .count(let min, let max, _) = rule { return Rules.hasCount(picks.count, min: min, max: max) }
                return true
            }
            return Outcome(valid: valid, filtered: false)
        case "int":
            return number(Int.self, .integer, field, rules, input: input, counterpart: counterpart)
        case "double":
            return number(Double.self, .decimal, field, rules, input: input, counterpart: counterpart)
        case "decimal", "currency", "percent":
            return number(Decimal.self, .decimal, field, rules, input: input, counterpart: counterpart)
        default:
            Issue.record("unknown field type '\(field.type)'")
            return Outcome(valid: false, filtered: false)
        }
    }

    /// An option of any conformance choice: the options themselves come from `rules.json`,
    /// which `evaluate` checks the input against.
    struct AnyOption: FormChoice {
        var rawValue: String
        init?(rawValue: String) { self.rawValue = rawValue }
        static var allCases: [AnyOption] { [] }
        static var labels: [String] { [] }
    }

    static func number<Value: FormNumber>(
        _: Value.Type, _ kind: NumberField.Kind, _ field: RulesFile.Field, _ rules: [Rule],
        input: String, counterpart: String
    ) -> Outcome {
        let numberField = NumberField(kind, allowNegative: field.allowNegative ?? false, maxLength: field.maxDigits,
                                      fractionDigits: field.fractionDigits, locale: posix)
        let filtered = numberField.filter(proposed: input, previous: "") != input
        var number = NumberInput<Value>(numberField, rules: rules, isOptional: field.optional, invalidMessage: "Not a number")
        number.counterpart = counterpart
        number.text = input
        number.blur()
        return Outcome(valid: !filtered && number.errors.isEmpty, filtered: filtered)
    }

    /// The other field an `equals` rule compares with, and its text for this vector.
    static func counterpart(of field: RulesFile.Field, vector: Vector, baseline: [String: String]) -> String {
        guard let other = field.rules.first(where: { $0.rule == "equals" })?.field else { return "" }
        return vector.with?[other] ?? baseline[other] ?? ""
    }

    // MARK: Tests

    @Test func everyVectorHoldsInSwift() throws {
        let rules = try Self.load("rules.json", as: RulesFile.self)
        let file = try Self.load("vectors.json", as: VectorsFile.self)
        var failures: [String] = []
        // A field's inputs alone know no conditions: the generated models decide those
        // (ConformanceThroughModelsTests).
        for vector in file.vectors where vector.swiftOnly != "today" {
            guard let field = rules.forms[vector.form]?.fields[vector.field] else {
                failures.append("\(vector): no such field in rules.json")
                continue
            }
            let baseline = file.baselines[vector.form] ?? [:]
            let outcome = try Self.evaluate(field, input: vector.input, counterpart: Self.counterpart(of: field, vector: vector, baseline: baseline))
            if outcome.valid != vector.valid {
                failures.append("\(vector): expected \(vector.valid ? "valid" : "invalid"), FormRuntime says \(outcome.valid ? "valid" : "invalid")")
            }
            if outcome.filtered != (vector.filtered ?? false) {
                failures.append("\(vector): 'filtered' is \(vector.filtered ?? false), but the input filter \(outcome.filtered ? "rejects" : "accepts") it")
            }
        }
        #expect(failures.isEmpty, "\(failures.count) of \(file.vectors.count) vectors disagree:\n\(failures.joined(separator: "\n"))")
    }

    /// The verdict on a prefilled value, when the field shows it as the vector's text; nil when
    /// the vector is no text or number, or its value shows as another text (`007` as `7`,
    /// `0.10000000000000001` as the `Double` 0.1): an edit screen's prefill skips the filter, and
    /// must still agree with the schema.
    static func prefilled(_ field: RulesFile.Field, input: String, counterpart: String) throws -> Bool? {
        let rules = try field.rules.map(rule)
        func number<Value: FormNumber>(_ kind: NumberField.Kind, _ value: Value?) -> Bool? {
            guard let value else { return nil }
            let numberField = NumberField(kind, allowNegative: field.allowNegative ?? false, maxLength: field.maxDigits,
                                          fractionDigits: field.fractionDigits, locale: posix)
            var number = NumberInput<Value>(numberField, rules: rules, isOptional: field.optional,
                                            invalidMessage: "Not a number")
            number.counterpart = counterpart
            number.prefill(value)
            guard number.text.utf8.elementsEqual(input.utf8) else { return nil }
            return number.errors.isEmpty
        }
        switch field.type {
        case "text", "secure", "multiline":
            var text = TextInput(rules: rules, filter: TextFilter(allowedCharacters: field.allowedCharacters, maxLength: field.maxLength),
                                 isOptional: field.optional)
            text.counterpart = counterpart
            text.prefill(input)
            return text.errors.isEmpty
        case "int": return number(.integer, Int(input))
        case "double": return number(.decimal, Double(input))
        case "decimal", "currency", "percent": return number(.decimal, ExactNumber.decimal(literal: input))
        default: return nil
        }
    }

    /// Every vector once more as an edit screen gets it: the field prefilled with the value
    /// instead of typed. The filter does not run, so a text it refuses (`filtered`) is in the
    /// field, and must be invalid all the same: the app submits nothing the schema refuses.
    @Test func prefilledValuesGetTheSameVerdict() throws {
        let rules = try Self.load("rules.json", as: RulesFile.self)
        let file = try Self.load("vectors.json", as: VectorsFile.self)
        var failures: [String] = []
        var compared = 0
        var comparedFiltered: Set<String> = []
        for vector in file.vectors where vector.swiftOnly != "today" {
            guard let field = rules.forms[vector.form]?.fields[vector.field] else { continue }
            let baseline = file.baselines[vector.form] ?? [:]
            guard let valid = try Self.prefilled(field, input: vector.input,
                                                 counterpart: Self.counterpart(of: field, vector: vector, baseline: baseline)) else { continue }
            compared += 1
            if vector.filtered == true { comparedFiltered.insert(field.type) }
            if valid != vector.valid {
                failures.append("\(vector): expected \(vector.valid ? "valid" : "invalid"), the prefilled field is \(valid ? "valid" : "invalid")")
            }
        }
        #expect(failures.isEmpty, "\(failures.count) of \(compared) prefilled vectors disagree:\n\(failures.joined(separator: "\n"))")
        #expect(compared >= 250)
        #expect(comparedFiltered.isSuperset(of: ["text", "int", "decimal", "currency"]), "filtered vectors compared: \(comparedFiltered.sorted())")
    }

    /// The baseline of each form is valid field by field, so a vector tests only its own field.
    @Test func baselinesAreValid() throws {
        let rules = try Self.load("rules.json", as: RulesFile.self)
        let file = try Self.load("vectors.json", as: VectorsFile.self)
        for (formName, form) in rules.forms {
            let baseline = try #require(file.baselines[formName], "no baseline for \(formName)")
            for (name, field) in form.fields {
                let input = try #require(baseline[name], "baseline of \(formName) lacks \(name)")
                let vector = Vector(form: formName, field: name, input: input, valid: true, note: "baseline")
                let outcome = try Self.evaluate(field, input: input, counterpart: Self.counterpart(of: field, vector: vector, baseline: baseline))
                #expect(outcome == Outcome(valid: true, filtered: false), "baseline \(formName).\(name) = \"\(input)\"")
            }
        }
    }

    /// FormRuntime's email, url and phone patterns are the strings the schema emitter writes
    /// (rules.json records FormDSL's copy; FormDSLTests pins it there).
    @Test func builtinPatternsMatchTheSchemaEmitter() throws {
        let rules = try Self.load("rules.json", as: RulesFile.self)
        #expect(rules.builtinPatterns == ["email": Patterns.email, "url": Patterns.url, "phone": Patterns.phone])
    }

    /// Enough vectors, and every rule and every type has both a valid and an invalid one.
    @Test func vectorsCoverEveryRuleAndType() throws {
        let rules = try Self.load("rules.json", as: RulesFile.self)
        let file = try Self.load("vectors.json", as: VectorsFile.self)
        #expect(file.vectors.count >= 150)
        var seen: [String: Set<Bool>] = [:]
        for vector in file.vectors {
            guard let field = rules.forms[vector.form]?.fields[vector.field] else { continue }
            seen["type " + field.type, default: []].insert(vector.valid)
            for rule in field.rules { seen["rule " + rule.rule, default: []].insert(vector.valid) }
            if field.optional { seen["optional", default: []].insert(vector.valid) }
            if vector.input.isEmpty { seen["empty input", default: []].insert(vector.valid) }
            if vector.input.hasPrefix("-") { seen["negative", default: []].insert(vector.valid) }
            if field.allowedCharacters != nil { seen["allowedCharacters", default: []].insert(vector.valid) }
            if field.maxLength != nil { seen["maxLength", default: []].insert(vector.valid) }
        }
        let kinds = ["text", "secure", "multiline", "int", "double", "decimal", "currency", "percent", "date"].map { "type " + $0 }
            + ["required", "length", "pattern", "range", "email", "url", "phone", "equals"].map { "rule " + $0 }
            + ["optional", "empty input", "negative", "allowedCharacters", "maxLength"]
        for kind in kinds {
            #expect(seen[kind] == [true, false], "\(kind): needs valid and invalid vectors, has \(seen[kind].map { Array($0) } ?? [])")
        }
    }

    /// `swiftOnly` marks what the schema cannot decide; each reason is one the docs list.
    @Test func swiftOnlyReasonsAreKnown() throws {
        let file = try Self.load("vectors.json", as: VectorsFile.self)
        let reasons: Set<String> = ["equals", "fractionDigits", "maxDigits", "significantDigits", "notANumber", "dateRange", "today"]
        for vector in file.vectors {
            if let reason = vector.swiftOnly { #expect(reasons.contains(reason), "\(vector): unknown reason '\(reason)'") }
        }
    }
}
