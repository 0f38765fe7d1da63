import Foundation
import Testing
import FormDSL
import FormRuntime

/// Tests/Forms/Hostile.form: labels, messages and patterns built to break out of Swift
/// string literals. The generated file compiled (this target builds), and every string in it
/// equals the one the compiler read from the `.form` file.
@Suite struct HostileTests {
    let form: FormModel

    init() throws {
        form = try Sources.form("Hostile", in: "Tests/Forms/Hostile.form")
    }

    @Test func titleAndSubmitLabelAreExact() {
        #expect(HostileModel.title == form.title)
        #expect(HostileModel.title == "Quotes \" and \\ backslashes \\(interpolation) \"# raw */ comment end")
        #expect(HostileModel.submitLabel == "Send \"it\"\\")
    }

    @Test func labelsPromptsAndHelpAreExact() throws {
        for field in form.fields {
            let generated = try #require(HostileModel.Field(rawValue: field.name))
            #expect(HostileModel.form[generated].label == field.label)
            #expect(HostileModel.form[generated].prompt == field.prompt)
            #expect(HostileModel.form[generated].help == field.help)
        }
        #expect(HostileModel.form[.quote].label == "\"); fatalError(\"boom")
        #expect(HostileModel.form[.quote].prompt == "\\(1 + 1)")
        #expect(HostileModel.form[.invisible].label
                == "Line\nbreak\r\nand \u{2028}\u{2029} \u{2066}isolate\u{2069} \u{061C}\u{FEFF}\u{200B} del\u{7F} nel\u{85} esc\u{1B}[31m nul\0 end")
        #expect(HostileModel.form[.invisible].prompt == "#\"raw\"# and \\#(x) and \\(x) and \u{202E}reversed\u{202C} */")
        #expect(HostileModel.form[.invisible].help == "tab\there /* open")
    }

    @Test func rulesCarryTheExactMessagesAndPatterns() throws {
        let model = HostileModel(locale: enUS)
        let inputs: [String: [Rule]] = [
            "quote": model.quote.rules, "class": model.class.rules,
            "default": model.default.rules, "self": model.`self`.rules, "invisible": model.invisible.rules,
        ]
        for field in form.fields {
            let rules = try #require(inputs[field.name])
            #expect(rules.map(\.message) == field.validators.map(\.message))
            let patterns = rules.compactMap { rule -> String? in
                if case .pattern(let pattern, _) = rule { return pattern }
                return nil
            }
            #expect(patterns == field.validators.compactMap(\.anchoredPattern))
        }
        #expect(model.quote.rules.first?.message == "Message with */ and /* and \u{200F}RTL\u{200E}")
    }

    @Test func hostilePatternsMatchWhatTheySay() {
        var model = HostileModel(locale: enUS)
        model.quote.text = "\"#\\\"#"
        #expect(model.errors(.quote).isEmpty, "[\"#\\\\]+ then \"#")
        model.quote.text = "x\"#"
        #expect(model.errors(.quote) == ["emoji 👍🏽 and 中文 and \u{301}combining"])
        model.class.text = "#\"##"
        #expect(model.errors(.class).isEmpty)
    }

    @Test func keywordFieldsWork() throws {
        var model = HostileModel(locale: enUS)
        model.quote.text = "\"\"#"
        model.`self`.text = "名前"
        model.default.text = "-5"
        let values = try model.submit().get()
        #expect(values.`self` == "名前")
        #expect(values.default == -5)
        #expect(values.class == nil)
        #expect(HostileModel.Field.allCases.map(\.rawValue) == ["quote", "class", "default", "self", "invisible"])
    }
}
