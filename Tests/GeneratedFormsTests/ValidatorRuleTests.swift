import Testing
import FormDSL
import FormRuntime

/// formc's validators and FormRuntime's rules are one list. The compiler enumerates validators
/// once (`ValidatorName`, the language table's); FormDSL does not import FormRuntime, so this
/// test holds `ValidatorName` and `Rule` together: each switch below is exhaustive, so a
/// validator without a rule, or a rule without a validator, does not compile, and the Swift
/// formc writes for each validator calls its rule.
@Suite struct ValidatorRuleTests {
    /// The rules FormRuntime checks for a validator: one, or for `range` one per kind of value
    /// it bounds (a number, a day).
    static func rules(of name: ValidatorName) -> [Rule] {
        switch name {
        case .required: [.required(message: "m")]
        case .length: [.length(min: 1, max: 3, message: "m")]
        case .pattern: [.pattern("^(?:[a-z]+)$", message: "m")]
        case .range: [.range(min: .inclusive("1"), max: .inclusive("9"), message: "m"),
                      .dateRange(min: .today, max: nil, message: "m")]
        case .email: [.email(message: "m")]
        case .url: [.url(message: "m")]
        case .phone: [.phone(message: "m")]
        case .equals: [.equals(message: "m")]
        case .count: [.count(min: 1, max: 2, message: "m")]
        }
    }

    /// The validator a rule checks.
    static func validator(of rule: Rule) -> ValidatorName {
        switch rule {
        case .required: .required
        case .length: .length
        case .pattern: .pattern
        case .range, .dateRange: .range
        case .email: .email
        case .url: .url
        case .phone: .phone
        case .equals: .equals
        case .count: .count
        }
    }

    /// The rule's case name, as generated Swift writes it: `length` for `.length(min:max:message:)`.
    static func caseName(_ rule: Rule) -> String { String(String(describing: rule).prefix { $0 != "(" }) }

    @Test func everyValidatorHasItsRulesAndEveryRuleItsValidator() {
        for name in ValidatorName.allCases {
            let rules = Self.rules(of: name)
            #expect(!rules.isEmpty, "\(name)")
            for rule in rules { #expect(Self.validator(of: rule) == name, "\(rule)") }
        }
    }

    /// A form with every validator: its Swift calls each validator's rules, and no other.
    @Test func theGeneratedSwiftCallsEachValidatorsRule() throws {
        let source = SourceFile(path: "Every.form", text: """
            form Every {
                field a: text { validate required, length(1...3), pattern("[a-z]+"), email, url, phone }
                field b: text { validate equals(a) }
                field n: int { validate range(1...9) }
                field d: date { validate range(today...) }
                field c: choices { option "x"; option "y"; validate count(1...2) }
            }
            """)
        let model = try #require(Compiler.check(source).model)
        let written = Set(model.forms[0].fields.flatMap { $0.validators.map(\.name) })
        #expect(written == Set(ValidatorName.allCases), "the form lacks a validator")
        let swift = Generator.single(for: model, source: source, target: .swift)
        for name in ValidatorName.allCases {
            for rule in Self.rules(of: name) {
                #expect(swift.contains("." + Self.caseName(rule) + "("), "\(name): no .\(Self.caseName(rule))(")
            }
        }
    }
}
