import Foundation
import Testing
@testable import FormDSL

/// `Tests/Conformance/rules.json` records, for every field of the conformance forms, the
/// FormRuntime rules and input limits the checker produces. FormRuntimeTests cannot import
/// FormDSL, so its conformance runner builds `Rule` values from this file; the test here keeps
/// the file equal to what the checker produces now, so the two cannot drift apart.
/// After changing a conformance form or the checker: `FORMC_UPDATE_GOLDEN=1 swift test
/// --filter ConformanceRules`, and read the diff.
@Suite struct ConformanceRulesTests {
    static let directory = TestSupport.packageRoot.appendingPathComponent("Tests/Conformance")
    static let forms = TestSupport.files(in: directory, withExtension: "form")

    static func compile(_ url: URL) throws -> (CompilationResult, SourceFile) {
        let file = try TestSupport.source(url)
        return (Compiler.compile(file), file)
    }

    @Test(arguments: forms)
    func conformanceFormChecksClean(_ url: URL) throws {
        let (result, file) = try Self.compile(url)
        #expect(result.diagnostics.isEmpty, "\(TextRenderer().render(result.diagnostics, in: file))")
        let names = result.model?.forms.map(\.name) ?? []
        #expect(!names.isEmpty)
        #expect(names.allSatisfy { $0.hasPrefix("Conformance") }, "conformance form names start with 'Conformance': \(names)")
    }

    @Test func rulesFileMatchesTheChecker() throws {
        var forms = JSONObjectBuilder()
        for url in Self.forms {
            let (result, _) = try Self.compile(url)
            for form in try #require(result.model).forms {
                var fields = JSONObjectBuilder()
                for field in form.fields { fields.add(field.name, Self.encode(field, in: form)) }
                var entry = JSONObjectBuilder()
                entry.add("file", url.lastPathComponent)
                entry.add("fields", fields.value)
                forms.add(form.name, entry.value)
            }
        }
        var builtins = JSONObjectBuilder()
        builtins.add("email", ValidatorPatterns.email)
        builtins.add("url", ValidatorPatterns.url)
        builtins.add("phone", ValidatorPatterns.phone)
        var root = JSONObjectBuilder()
        root.add("about", "Generated from Tests/Conformance/*.form by ConformanceRulesTests: the FormRuntime rules and input limits of every field. Do not edit; run FORMC_UPDATE_GOLDEN=1 swift test --filter ConformanceRules.")
        root.add("builtinPatterns", builtins.value)
        root.add("forms", forms.value)
        let golden = Self.directory.appendingPathComponent("rules.json")
        let difference = TestSupport.compareGolden(JSONPrinter.print(root.value), golden)
        #expect(difference == nil, "\(difference ?? "")")
    }

    /// One field: its type, optionality, input limits, and its rules in the shape of
    /// FormRuntime's `Rule` enum (range bounds as the exact literals `RangeBound` takes).
    static func encode(_ field: FieldModel, in form: FormModel) -> JSONValue {
        var f = JSONObjectBuilder()
        f.add("type", field.kind.spec.spelling)
        f.add("optional", field.isOptional)
        if field.kind.value == .text {
            f.add("allowedCharacters", field.allowedCharacters)
            f.add("maxLength", field.maxLength)
        } else if field.kind.value.isNumeric {
            f.add("allowNegative", field.allowNegative)
            f.add("maxDigits", field.maxLength)
            f.add("fractionDigits", field.fractionDigits)
        } else if field.kind == .choice {
            f.add("options", .array(field.options.map { .string($0.value) }))
            f.add("missingMessage", field.isOptional ? nil
                  : DefaultMessages.message(for: .required, label: field.label, otherLabel: nil, value: .option))
        } else if field.kind == .choices {
            f.add("options", .array(field.options.map { .string($0.value) }))
        }
        f.add("rules", .array(field.validators.map { encode($0, in: form) }))
        return f.value
    }

    static func encode(_ validator: Validator, in form: FormModel) -> JSONValue {
        var r = JSONObjectBuilder()
        r.add("rule", validator.name.spec.spelling)
        switch validator.argument {
        case .none:
            break
        case .counts(let lo, let hi):
            r.add("min", lo)
            r.add("max", hi)
        case .pattern:
            r.add("pattern", validator.anchoredPattern)
        case .numbers(let lo, let hi):
            if let lo {
                r.add("min", lo.text)
                r.add("minInclusive", lo.inclusive)
            }
            if let hi {
                r.add("max", hi.text)
                r.add("maxInclusive", hi.inclusive)
            }
        case .days(let lo, let hi):
            r.add("min", lo?.text)
            r.add("max", hi?.text)
        case .field(let other):
            r.add("field", form.fields[other].name)
        }
        r.add("message", validator.message)
        return r.value
    }

    /// The vectors name only forms and fields that exist, and every field has vectors.
    @Test func vectorsNameRealFields() throws {
        struct Vectors: Decodable {
            struct Vector: Decodable { var form: String; var field: String; var with: [String: String]? }
            var baselines: [String: [String: String]]
            var vectors: [Vector]
        }
        let data = try Data(contentsOf: Self.directory.appendingPathComponent("vectors.json"))
        let file = try JSONDecoder().decode(Vectors.self, from: data)
        var fieldsByForm: [String: [String]] = [:]
        for url in Self.forms {
            for form in try #require(try Self.compile(url).0.model).forms {
                fieldsByForm[form.name] = form.fields.map(\.name)
            }
        }
        #expect(Set(file.baselines.keys) == Set(fieldsByForm.keys), "one baseline per conformance form")
        for (form, baseline) in file.baselines {
            #expect(Set(baseline.keys) == Set(fieldsByForm[form] ?? []), "baseline of \(form) gives every field")
        }
        var tested = Set<String>()
        for vector in file.vectors {
            let fields = fieldsByForm[vector.form] ?? []
            #expect(fields.contains(vector.field), "unknown field \(vector.form).\(vector.field)")
            for other in (vector.with ?? [:]).keys {
                #expect(fields.contains(other), "unknown field \(vector.form).\(other) in 'with'")
            }
            tested.insert(vector.form + "." + vector.field)
        }
        for (form, fields) in fieldsByForm.sorted(by: { $0.key < $1.key }) {
            for field in fields { #expect(tested.contains(form + "." + field), "no vectors for \(form).\(field)") }
        }
    }
}
