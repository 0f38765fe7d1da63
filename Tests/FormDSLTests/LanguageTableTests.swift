import Testing
@testable import FormDSL

/// The language table is what an editor reads: each row says what the checker does.
@Test func fieldKindRowsAnswerForTheirKind() {
    for kind in FieldKind.allCases {
        #expect(kind.spec.kind == kind)
        // A control without a keyboard takes neither focus nor Return.
        if !kind.control.takesKeyboard {
            #expect(!kind.control.takesFocus && kind.control.returnKey == .none, "\(kind)")
        }
        // A kind of options is held by an input generic over the options' enum, which the
        // Swift writer adds; every other kind's input is complete.
        if kind.value.hasOptions { #expect(!kind.spec.input.contains("<"), "\(kind)") }
        if kind.value.isNumeric { #expect(kind.spec.input == "NumberInput<\(kind.spec.swiftType)>", "\(kind)") }
        // The secure variant hides what is typed, and holds the same value.
        if let secure = kind.spec.secureVariant {
            #expect(secure.spec.hidesInput && secure.spec.value == kind.spec.value, "\(kind)")
        }
    }
}

@Test func completionsComeFromTheTable() {
    #expect(PropertyName.keyboard.spec.argument.words.contains("numberPad"))
    #expect(PropertyName.contentType.spec.argument.words.contains("oneTimeCode"))
    #expect(PropertyName.validate.spec.argument.words == Language.validatorSpellings)
    #expect(PropertyName.format.spec.argument.words == Language.formatSpellings)
    #expect(PropertyName.platform.spec.argument.words == ["iOS"])
    // Every property written somewhere is documented and placed.
    for spec in Language.properties {
        #expect(!spec.doc.isEmpty && !spec.places.isEmpty, "\(spec.spelling)")
        #expect(Language.places(ofProperty: spec.spelling) == spec.places)
    }
}

/// What a property, validator or format applies to is what the checker accepts.
@Test func applicabilityIsWhatTheCheckerAccepts() {
    let literals: [FieldKind: String] = [.text: "text", .secure: "secure", .multiline: "multiline", .int: "int",
                                         .double: "double", .decimal: "decimal", .currency: "currency(\"EUR\")",
                                         .percent: "percent", .date: "date", .toggle: "toggle",
                                         .choice: "choice", .choices: "choices"]
    for kind in FieldKind.allCases {
        let type = literals[kind]!
        for spec in Language.validators where spec.argument.words.isEmpty && !spec.needsValue {
            let checked = Checked("form A { field f: \(type) { validate \(spec.spelling) } }")
            #expect(checked.diagnostics.contains { $0.code == .validatorNotApplicable } == !spec.appliesTo.contains(kind),
                    "\(spec.spelling) on \(type)")
        }
        for spec in Language.properties where spec.places.contains(.field) && spec.argument.synopsis == "—" {
            let checked = Checked("form A { field f: \(type) { \(spec.spelling) } }")
            #expect(checked.diagnostics.contains { $0.code == .propertyNotApplicable } == !spec.appliesTo.contains(kind),
                    "\(spec.spelling) on \(type)")
        }
    }
}

/// The `date` format's doc names every date style, in order: it is one literal, not made from
/// `DateStyle.allCases`.
@Test func dateFormatDocListsEveryStyle() {
    let styles = DateStyle.allCases.map { "`\($0.rawValue)`" }.joined(separator: ", ")
    #expect(FormatName.date.spec.doc.contains("`style:` is \(styles) (default: `abbreviated`)"))
}

/// Every property is read in each place its row names, and only placement is the table's
/// answer: written there with an argument it cannot take, each is admitted (no FC0301 or
/// FC0302) and its reading reports the argument, which it does only where it reads the line.
@Test func everyPropertyIsReadInEachOfItsPlaces() {
    for spec in Language.properties {
        for place in spec.places {
            let kind = spec.appliesTo.kinds.first ?? .text
            let options = kind.value.hasOptions ? "option \"a\"; " : ""
            // A condition is read after `when` (without it, `required` is the validator).
            let line = spec.argument.isCondition ? "\(spec.spelling) when [0, 0]" : "\(spec.spelling) [0, 0]"
            let text: String
            switch place {
            case .form: text = "form F {\n    \(line)\n    field x: text\n}\n"
            case .section: text = "form F {\n    section \"S\" {\n        \(line)\n        field x: text\n    }\n}\n"
            case .field: text = "form F {\n    field x: \(kind.spec.synopsis) { \(options)\(line) }\n}\n"
            case .computed: text = "form F {\n    field y: int\n    computed x: int? = y { \(line) }\n}\n"
            case .repeatGroup: text = "form F {\n    field y: int\n    repeat g {\n        \(line)\n        field x: text\n    }\n}\n"
            }
            let ids = Compiler.compile(SourceFile(path: "F.form", text: text)).diagnostics.filter { $0.span.start > 0 }.map(\.code.id)
            #expect(!ids.contains("FC0301") && !ids.contains("FC0302") && !ids.contains("FC0427"), "\(spec.spelling) in a \(place): \(ids)")
            #expect(ids.contains { $0.hasPrefix("FC03") || $0.hasPrefix("FC04") }, "\(spec.spelling) in a \(place) reports nothing of its argument: \(ids)")
        }
    }
}
