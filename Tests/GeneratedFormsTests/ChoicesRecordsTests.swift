import Foundation
import Testing
@_spi(FormViews) import FormRuntime

/// The whole records of `Tests/Conformance/choices-records.json` through the Swift formc
/// generated for `Tests/Conformance/MultipleChoices.form`, as a server written with it reads
/// them: a record is valid when it decodes into `ConformanceMultipleChoicesValues`, and the
/// model prefilled with those values submits the same values (a hidden field's value, a
/// count broken, a missing field all fail one or the other). check.py runs the same records
/// through python-jsonschema; the two must agree with the file, record by record.
@Suite struct ChoicesRecordsTests {
    struct RecordsFile: Decodable {
        var form: String
        var records: [Entry]
    }

    struct Entry: Decodable {
        var record: JSONText
        var valid: Bool
        var note: String
    }

    /// A record kept as its JSON bytes, to be decoded as the generated values.
    struct JSONText: Decodable {
        var data: Data
        init(from decoder: Decoder) throws {
            let value = try decoder.singleValueContainer().decode(AnyJSON.self)
            data = try JSONSerialization.data(withJSONObject: value.object, options: [.fragmentsAllowed])
        }
    }

    /// Any JSON value, for `JSONText`.
    struct AnyJSON: Decodable {
        var object: Any
        init(from decoder: Decoder) throws {
            let c = try decoder.singleValueContainer()
            if c.decodeNil() { object = NSNull() }
            else if let b = try? c.decode(Bool.self) { object = b }
            else if let n = try? c.decode(Int.self) { object = n }
            else if let s = try? c.decode(String.self) { object = s }
            else if let a = try? c.decode([AnyJSON].self) { object = a.map(\.object) }
            else { object = try c.decode([String: AnyJSON].self).mapValues(\.object) }
        }
    }

    typealias Values = ConformanceMultipleChoicesValues
    static let posix = Locale(identifier: "en_US_POSIX")

    static func load() throws -> RecordsFile {
        let url = Sources.packageRoot.appendingPathComponent("Tests/Conformance/choices-records.json")
        return try JSONDecoder().decode(RecordsFile.self, from: Data(contentsOf: url))
    }

    /// What the generated model says about one record: the values it submits, nil when it
    /// does not decode or does not submit them unchanged.
    static func accepted(_ data: Data) -> Values? {
        guard let values = try? JSONDecoder().decode(Values.self, from: data) else { return nil }
        var model = ConformanceMultipleChoicesModel(values: values, locale: posix)
        guard case .success(let submitted) = model.submit(), submitted == values else { return nil }
        return submitted
    }

    @Test func everyRecordHoldsInTheGeneratedModel() throws {
        let file = try Self.load()
        #expect(file.form == "ConformanceMultipleChoices")
        #expect(file.records.count >= 40)
        var failures: [String] = []
        for (index, entry) in file.records.enumerated() {
            let valid = Self.accepted(entry.record.data) != nil
            if valid != entry.valid {
                failures.append("record \(index) (\(entry.note)): expected \(entry.valid ? "valid" : "invalid"), the model says \(valid ? "valid" : "invalid")")
            }
        }
        #expect(failures.isEmpty, "\(failures.count) of \(file.records.count) records disagree:\n\(failures.joined(separator: "\n"))")
    }

    /// Whatever order a record lists the options in, the values encode them in declaration
    /// order, the same bytes every time.
    @Test func encodedArraysAreInDeclarationOrder() throws {
        let file = try Self.load()
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        for entry in file.records where entry.valid {
            let values = try #require(Self.accepted(entry.record.data))
            let data = try encoder.encode(values)
            #expect(try encoder.encode(JSONDecoder().decode(Values.self, from: data)) == data, "\(entry.note)")
            let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
            func isInOrder<Option: FormChoice>(_ key: String, _: Option.Type) -> Bool {
                guard let texts = object[key] as? [String] else { return object[key] == nil }
                let order = Option.allCases.map(\.rawValue)
                let positions = texts.map { text in order.firstIndex { $0.utf8.elementsEqual(text.utf8) } ?? -1 }
                return !positions.contains(-1) && positions == positions.sorted() && Set(positions).count == positions.count
            }
            #expect(isInOrder("toppings", Values.ToppingsOption.self), "\(entry.note)")
            #expect(isInOrder("unicode", Values.UnicodeOption.self), "\(entry.note)")
            #expect(isInOrder("paper", Values.PaperOption.self), "\(entry.note)")
        }
    }

    /// The decomposed spelling of an option decodes as that option, not as the precomposed one
    /// Swift's `==` would take it for, and back.
    @Test func decomposedOptionDecodesAsItself() throws {
        let decomposed = try JSONDecoder().decode(ChoiceSet<Values.UnicodeOption>.self, from: Data("[\"e\u{301}\"]".utf8))
        #expect(decomposed.map(\.rawValue).map { Array($0.unicodeScalars) } == [["e", "\u{301}"]])
        let precomposed = try JSONDecoder().decode(ChoiceSet<Values.UnicodeOption>.self, from: Data("[\"\u{E9}\"]".utf8))
        #expect(precomposed.map(\.rawValue).map { Array($0.unicodeScalars) } == [["\u{E9}"]])
        #expect(decomposed != precomposed)
        #expect(ChoiceSet<Values.UnicodeOption>.exactly(["e\u{301}", "\u{E9}"])?.count == 2)
        #expect(ChoiceSet<Values.UnicodeOption>.exactly(["\u{E9}", "\u{E9}"]) == nil)
    }

    /// The input: toggling options, `text`, `currentValues()`, `reset()`, server errors and
    /// the count's message, which the view shows under the toggles.
    @Test func modelEditsAndResets() throws {
        var model = ConformanceMultipleChoicesModel(locale: Self.posix)
        #expect(model.toppings.value.isEmpty)
        #expect(model.errors(.toppings) == ["Toppings: choose 1 to 3."])
        model.toppings[option: .olives] = true
        model.toppings[option: .cheese] = true
        #expect(model[text: .toppings] == "[\"cheese\",\"olives\"]")
        #expect(model.errors(.toppings).isEmpty)
        model.toppings[option: .ham] = true
        model.toppings[option: .basil] = true
        #expect(model.errors(.toppings) == ["Toppings: choose 1 to 3."])
        model.toppings[option: .basil] = false
        model[text: .pair] = "[\"c\",\"a\"]"
        model[text: .unicode] = "[\"e\u{301}\"]"
        #expect(model.unicode.value.map(\.rawValue) == ["e\u{301}"])
        let values = try #require(model.currentValues())
        #expect(values.toppings == [.cheese, .ham, .olives])
        #expect(values.pair == [.a, .c])
        #expect(values.paper == nil)
        model.setServerErrors([.toppings: ["Ham is sold out."]])
        #expect(model.errors(.toppings) == ["Ham is sold out."])
        model.toppings[option: .ham] = false
        #expect(model.errors(.toppings).isEmpty)
        model.reset(to: values)
        #expect(model.toppings.value == [.cheese, .ham, .olives])
        #expect(!model.toppings.interaction.edited)
        model.reset()
        #expect(model.toppings.value.isEmpty)
        // The toggles take no focus: the note is the one field Return and Next reach.
        #expect(ConformanceMultipleChoicesModel.focusOrder.next(after: nil) == .note)
        #expect(ConformanceMultipleChoicesModel.focusOrder.next(after: .note) == nil)
        // Text that is no set of options leaves the field as it was.
        model[text: .toppings] = "[\"ham\"]"
        model[text: .toppings] = "[\"ham\",\"ham\"]"
        model[text: .toppings] = "[\"salami\"]"
        model[text: .toppings] = "ham"
        #expect(model.toppings.value == [.ham])
        model[text: .toppings] = ""
        #expect(model.toppings.value.isEmpty)
    }
}

/// Examples/PizzaOrder.form: the toppings start with the declared default, in declaration
/// order, submit as a JSON array in that order, and the kitchen note is asked only while an
/// extra is picked.
@Suite struct PizzaOrderTests {
    static let enUS = Locale(identifier: "en_US")

    @Test func defaultsOrderAndMessages() throws {
        var model = PizzaOrderModel(locale: Self.enUS)
        #expect(model.toppings.value == [.mozzarella, .basil])
        #expect(model.toppings.value.map(\.rawValue) == ["mozzarella", "basil"])
        model.toppings[option: .olives] = true
        model.toppings[option: .ham] = true
        #expect(model.errors(.toppings) == ["Pick one to three toppings"])
        model.toppings[option: .basil] = false
        #expect(!model.isVisible(.kitchenNote))
        model.extras[option: .cutlery] = true
        #expect(model.isVisible(.kitchenNote))
        model[text: .kitchenNote] = "Well done, please"
        guard case .success(let values) = model.submit() else {
            Issue.record("the order does not submit")
            return
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let json = String(decoding: try encoder.encode(values), as: UTF8.self)
        #expect(json == #"{"birthday":false,"candles":[],"extras":["cutlery"],"kitchenNote":"Well done, please","size":"M","spiciness":1,"toppings":["mozzarella","ham","olives"]}"#)
        #expect(PizzaOrderValues.ToppingsOption.mushrooms.label == "Mushrooms")
    }

    /// `required when birthday` on a set of options: at least one while the toggle is on, and
    /// nothing asked while it is off.
    @Test func requiredWhenAsksForAPick() throws {
        var model = PizzaOrderModel(locale: Self.enUS)
        #expect(model.errors(.candles).isEmpty)
        model.birthday.value = true
        #expect(model.errors(.candles) == ["Candles is required."])
        #expect(model.currentValues() == nil)
        model.candles[option: .sparklers] = true
        #expect(model.errors(.candles).isEmpty)
        #expect(model.currentValues()?.candles == [.sparklers])
        model.birthday.value = false
        model.candles[option: .sparklers] = false
        #expect(model.currentValues()?.candles == [])
    }
}
