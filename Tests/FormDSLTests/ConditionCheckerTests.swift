import Testing
@testable import FormDSL

/// One snippet per condition diagnostic (FC028x, FC04xx), with everything it reports.
let conditionDiagnosticCases: [DiagnosticCase] = [
    DiagnosticCase(id: "FC0280", source: "form F {\n    field size: int?\n    field note: text? { visible when size > 5 && size < 3 }\n}", expected: [
        "FC0201 2:11 'numberPad' has no return key, so people cannot move on from 'size'",
        "FC0280 3:38 this condition is never true: its comparisons contradict each other",
    ]),
    DiagnosticCase(id: "FC0281", source: "form F {\n    field code: text?\n    field note: text? { visible when code || !code }\n}", expected: [
        "FC0281 3:38 this condition is always true",
    ]),
    DiagnosticCase(id: "FC0282", source: "form F {\n    field country: text?\n    field state: text? { visible when country == \"US\" || country == \"US\" }\n}", expected: [
        "FC0282 3:58 the same test is repeated in one '||'",
    ]),
    DiagnosticCase(id: "FC0283", source: "form F {\n    field express: text?\n    field phone: text? { visible when express; required when !express }\n}", expected: [
        "FC0283 3:62 'required when' of 'phone' never applies: the field is hidden whenever it holds",
    ]),
    DiagnosticCase(id: "FC0284", source: "form F {\n    field country: text\n    field state: text? { visible when country == \"US\" }\n    initialFocus state\n}", expected: [
        "FC0284 3:11 'initialFocus' names 'state', which may be hidden when the form appears",
    ]),
    DiagnosticCase(id: "FC0401", source: "form F {\n    field country: text\n    field state: text? { visible when contry == \"US\" }\n}", expected: [
        "FC0401 3:39 the condition names unknown field 'contry'",
    ]),
    // `today` beside a field that holds no day is a type mistake, not an unknown field.
    DiagnosticCase(id: "FC0402", source: "form F {\n    keyboardToolbar next, done\n    field n: int?\n    field t: text? { visible when n > today }\n    field u: text? { visible when today <= n }\n}", expected: [
        "FC0402 4:39 int field 'n' cannot be compared with today",
        "FC0402 5:35 int field 'n' cannot be compared with today",
    ]),
    DiagnosticCase(id: "FC0402", source: "form F {\n    field age: int?\n    field guardian: text? { visible when age < \"18\" }\n}", expected: [
        "FC0201 2:11 'numberPad' has no return key, so people cannot move on from 'age'",
        "FC0402 3:48 int field 'age' cannot be compared with \"18\"",
    ]),
    DiagnosticCase(id: "FC0403", source: "form F {\n    field name: text?\n    field note: text? { visible when name > \"M\" }\n}", expected: [
        "FC0403 3:38 text field 'name' cannot be compared with '>'",
    ]),
    DiagnosticCase(id: "FC0404", source: "form F {\n    field due: date?\n    field reason: text? { visible when due >= 2025 }\n}", expected: [
        "FC0404 3:47 date field 'due' is compared with 2025, which is not a day",
    ]),
    DiagnosticCase(id: "FC0405", source: "form F {\n    field a: text? { visible when b }\n    field b: text? { visible when a }\n}", expected: [
        "FC0405 3:35 the visibility of 'a' depends on itself: a → b → a",
    ]),
    DiagnosticCase(id: "FC0406", source: "form F {\n    field a: text?\n    field b: text? { visible when a == a }\n}", expected: [
        "FC0406 3:35 'a' is compared with itself",
    ]),
    DiagnosticCase(id: "FC0407", source: "form F {\n    field a: text?\n    field b: text?\n    field c: text? { visible when a == b }\n}", expected: [
        "FC0407 4:35 a condition cannot compare field 'a' with field 'b'",
    ]),
    DiagnosticCase(id: "FC0408", source: "form F {\n    field a: text?\n    field b: text? { visible when \"yes\" }\n}", expected: [
        "FC0408 3:35 '\"yes\"' is not a condition",
    ]),
    DiagnosticCase(id: "FC0409", source: "form F {\n    field express: text?\n    field phone: text { required when express }\n}", expected: [
        "FC0409 3:25 'required when' needs an optional field, but 'phone' is 'text'",
    ]),
    DiagnosticCase(id: "FC0410", source: "form F {\n    field country: text\n    field state: text? { visible country }\n}", expected: [
        "FC0410 3:34 'visible' takes a condition after 'when'",
    ]),

    DiagnosticCase(id: "FC0411", source: "form F {\n    field gift: toggle\n    field message: text? { visible when gift == true }\n}", expected: [
        "FC0411 3:41 toggle 'gift' is tested by its name, not compared",
    ]),
    DiagnosticCase(id: "toggle required when", source: "form F {\n    field country: text\n    field terms: toggle { required when country == \"US\" }\n    field note: text? { visible when terms && !(terms) }\n}", expected: [
        "FC0280 4:38 this condition is never true: its comparisons contradict each other",
    ]),
    DiagnosticCase(id: "FC0412", source: "form F {\n    field country: choice { option \"US\"; option \"CA\" }\n    field state: text? { visible when country == \"USA\" }\n}", expected: [
        "FC0412 3:50 choice 'country' has no option \"USA\", so this comparison is never true",
    ]),
    DiagnosticCase(id: "choices", source: "form F {\n    field country: choice { option \"US\"; option \"CA\" }\n    field p: text? { visible when country > \"A\" }\n    field q: text? { visible when country; required when country != \"CA\" }\n}", expected: [
        "FC0403 3:35 choice field 'country' cannot be compared with '>'",
    ]),
    DiagnosticCase(id: "section cycle", source: "form F {\n    section {\n        visible when a\n        field a: text?\n    }\n}", expected: [
        "FC0405 3:22 the visibility of 'a' depends on itself",
    ]),
    DiagnosticCase(id: "three-field cycle", source: "form F {\n    field a: text? { visible when c }\n    field b: text? { visible when a }\n    field c: text? { visible when b }\n}", expected: [
        "FC0405 3:35 the visibility of 'a' depends on itself: a \u{2192} c \u{2192} b \u{2192} a",
    ]),
    DiagnosticCase(id: "empty text", source: "form F {\n    field a: text\n    field b: text? { visible when a == \"\" || a != \"\" }\n}", expected: [
        "FC0280 3:35 'a == \"\"' is never true: an empty field reads as absent",
        "FC0281 3:35 this condition is always true",
        "FC0281 3:46 'a != \"\"' is always true: an empty field reads as absent",
    ]),
    DiagnosticCase(id: "contradictions", source: "form F {\n    field n: decimal? { keyboard numbersAndPunctuation }\n    field t: text?\n    field a: text? { visible when t == \"a\" && t == \"b\" }\n    field b: text? { visible when n == 1.5 && !(n == 1.50) }\n    field c: text? { visible when n >= 2 && !n }\n    field d: text? { visible when n > 1 && !(n > 0) }\n    field e: text? { visible when n >= 2 && n <= 2 }\n    field f: text? { visible when !(n > 5) && !(n < 3) }\n}", expected: [
        "FC0280 4:35 this condition is never true: its comparisons contradict each other",
        "FC0280 5:35 this condition is never true: its comparisons contradict each other",
        "FC0280 6:35 this condition is never true: its comparisons contradict each other",
        "FC0280 7:35 this condition is never true: its comparisons contradict each other",
    ]),
    DiagnosticCase(id: "names in parentheses", source: "form F {\n    field a: text?\n    field b: text? { visible when (a) || !((a)) }\n}", expected: [
        "FC0281 3:35 this condition is always true",
    ]),
    DiagnosticCase(id: "submit labels against fields that come and go", source: "form F {\n    field a: text { submitLabel next }\n    field b: text { submitLabel done }\n    field c: text { submitLabel next }\n    field d: text? { visible when c == \"x\" }\n    section {\n        visible when a == \"y\"\n        field e: text?\n    }\n    focus a, b, c, d, e\n}", expected: [
        "FC0209 3:33 'done' on 'b', which is not the last field in the focus order",
        "FC0209 4:33 'next' on 'c': Return submits while the fields after it are hidden",
    ]),
    DiagnosticCase(id: "done before fields that may be shown", source: "form F {\n    field a: text { submitLabel done }\n    field b: text? { visible when a == \"x\" }\n}", expected: [
        "FC0209 2:33 'done' on 'a': Return moves on while a field after it is shown",
    ]),
    DiagnosticCase(id: "unknown names once", source: "form F {\n    field a: text? { visible when x || x || x == \"1\" }\n}", expected: [
        "FC0401 2:35 the condition names unknown field 'x'",
    ]),
]

@Test(arguments: conditionDiagnosticCases)
func conditionCheckerReports(_ c: DiagnosticCase) {
    let checked = Checked(c.source)
    #expect(checked.syntaxDiagnostics.isEmpty, "the snippet must parse cleanly")
    #expect(checked.lines == c.expected)
    if c.id.hasPrefix("FC") {
        #expect(checked.diagnostics.contains { $0.id == c.id }, "\(c.id) must be reported")
    }
}

@Test func everyConditionIdHasACase() {
    let covered = Set(conditionDiagnosticCases.map(\.id) + computedDiagnosticCases.map { String($0.id.prefix(6)) }
                      + repeatDiagnosticCases.map { String($0.id.prefix(6)) })
    for code in DiagnosticCode.allCases where code.id.hasPrefix("FC028") || code.id.hasPrefix("FC04") {
        #expect(covered.contains(code.id), "no test snippet for \(code.id)")
    }
}

/// The model holds each condition typed and resolved: `!=` as the negation of `==`, a literal
/// written first swapped to the right, chains flattened, a section's condition on its fields.
@Test func conditionsReachTheModel() throws {
    let form = try #require(Checked("""
        form F {
            field country: text
            field age: int? { keyboard numbersAndPunctuation }
            field state: text? { visible when country == "US" && 18 <= age; required when country != "CA" || !age }
            section "More" {
                visible when age > 1.50
                field note: text? { visible when state }
                field other: text?
            }
        }
        """).model.forms.first)
    #expect(form.fields[0].visibleWhen == nil)
    #expect(form.fields[2].visibleWhen == .all([.compare(0, .equal, .text("US")), .compare(1, .greaterEqual, .number("18"))]))
    #expect(form.fields[2].requiredWhen == .any([.not(.compare(0, .equal, .text("CA"))), .not(.present(1))]))
    let section = Condition.compare(1, .greater, .number("1.50"))
    #expect(form.sections[1].visibleWhen == section)
    #expect(form.fields[3].visibleWhen == .all([section, .present(2)]))
    #expect(form.fields[4].visibleWhen == section)
    #expect(form.fields[2].visibleWhen?.fields == [0, 1])
}

/// Every field name in a condition is a use of that field, for go-to-definition and rename.
@Test func conditionNamesAreResolved() {
    let source = "form F {\n    field a: text\n    field b: text? { visible when a == \"x\" || !a; required when a }\n}"
    let checked = Checked(source)
    let uses = checked.model.resolution.uses
    #expect(uses.map(\.role) == [.condition, .condition, .condition])
    #expect(uses.map(\.field) == [0, 0, 0])
    #expect(uses.map { String(decoding: checked.file.bytes[$0.span.start..<$0.span.end], as: UTF8.self) } == ["a", "a", "a"])
}

/// A date compares with a day or `today`, on either side; `!=` is the negation of `==`.
@Test func dateComparisonsReachTheModel() throws {
    let form = try #require(Checked("""
        form F {
            field start: date?
            field a: text? { visible when start >= "2025-03-15" && today > start }
            field b: text? { visible when start != today || "2024-02-29" == start }
        }
        """).model.forms.first)
    #expect(form.fields[1].visibleWhen == .all([.compare(0, .greaterEqual, .day(.day("2025-03-15"))), .compare(0, .less, .day(.today))]))
    #expect(form.fields[2].visibleWhen == .any([.not(.compare(0, .equal, .day(.today))), .compare(0, .equal, .day(.day("2024-02-29")))]))
}

/// A day in a condition is read as a date's `range` bound is: a string that is not a real day
/// is FC0314 with the same message, and anything else is FC0404.
@Test func dateLiteralsAreCheckedAsRangeBounds() {
    let condition = Checked("form F {\n    field d: date?\n    field a: text? { visible when d == \"2025-02-30\" }\n}").lines
    let range = Checked("form F {\n    field d: date? { validate range(\"2025-02-30\"...) }\n}").lines
    #expect(condition == ["FC0314 3:40 '2025-02-30' is not a date; date field 'd' takes \"YYYY-MM-DD\""])
    #expect(range.map { $0.dropFirst(12) } == condition.map { $0.dropFirst(12) })
    #expect(Checked("form F {\n    field d: date?\n    field a: text? { visible when d < \"2025\" }\n}").lines
        == ["FC0314 3:39 '2025' is not a date; date field 'd' takes \"YYYY-MM-DD\""])
    #expect(Checked("form F {\n    field d: date?\n    field a: text? { visible when d > 1.5 }\n}").lines
        == ["FC0404 3:39 date field 'd' is compared with 1.5, which is not a day"])
    // `today` is a day: beside a text field it is a type mistake (FC0402), not an unknown
    // field; a field of that name is a field.
    #expect(Checked("form F {\n    field t: text?\n    field a: text? { visible when t == today }\n}").lines
        == ["FC0402 3:40 text field 't' cannot be compared with today"])
    #expect(Checked("form F {\n    field t: text?\n    field today: text?\n    field a: text? { visible when t == today }\n}").lines
        == ["FC0407 4:35 a condition cannot compare field 't' with field 'today'"])
}

/// Two days cannot be ordered by JSON Schema either; the help says what to write instead, and a
/// date beside a field of another kind keeps the general message.
@Test func twoDatesSayWhatToWriteInstead() {
    let days = Checked("form F {\n    field departDay: date\n    field returnDay: date?\n    field note: text? { visible when returnDay >= departDay }\n}")
    #expect(days.lines == ["FC0407 4:38 a condition cannot compare date field 'returnDay' with date field 'departDay'"])
    #expect(days.diagnostics.first?.help?.contains("check their order in the app, setting 'serverErrors' on the later field") == true)
    let mixed = Checked("form F {\n    field departDay: date\n    field nights: text?\n    field note: text? { visible when nights == departDay }\n}")
    #expect(mixed.lines == ["FC0407 4:38 a condition cannot compare field 'nights' with field 'departDay'"])
}

/// `today` is the only day that moves: arithmetic on it is one error that says what to ask
/// instead, and a sign apart from its number is one error whose help joins them.
@Test func todayCannotBeMovedByANumber() {
    func syntax(_ source: String) -> [Diagnostic] { Checked(source).syntaxDiagnostics }
    let moved = syntax("form F {\n    field birthday: date { validate range(...today - 13) }\n}")
    #expect(moved.map(\.message) == ["'today' cannot be moved by a number: it is the only day that moves"])
    #expect(moved.map(\.span) == [Span(60, 64)])
    #expect(moved.first?.help?.contains("a toggle 'I am 13 or older' with 'validate required'") == true)
    let apart = syntax("form F {\n    field n: int { validate range(- 13...4) }\n}")
    #expect(apart.map(\.message) == ["expected a number right after '-', found a space"])
    #expect(apart.first?.help == "write the sign next to its number: '-13'")
    #expect(apart.first?.fixIts.map(\.replacement) == [""])
    // A word that only ends in "today" is not `today`.
    let other = syntax("form F {\n    field n: int { validate range(...notToday - 13) }\n}")
    #expect(other.map(\.message) == ["expected a number right after '-', found a space"])
}

/// Days bound their field as numbers do (FC0280, FC0281, FC0283); `today` has no fixed place,
/// so only its negation contradicts it.
@Test func dateComparisonsAreAnalysed() {
    func ids(_ condition: String) -> [String] {
        Checked("form F {\n    field d: date?\n    field a: text? { visible when \(condition) }\n}").diagnostics.map(\.id)
    }
    #expect(ids("d > \"2025-01-01\" && d < \"2024-12-31\"") == ["FC0280"])
    #expect(ids("d >= \"2025-01-01\" && d <= \"2025-01-01\"") == [])
    #expect(ids("d > \"2025-01-01\" && d <= \"2025-01-01\"") == ["FC0280"])
    #expect(ids("d == \"2025-01-01\" && d == \"2025-01-02\"") == ["FC0280"])
    #expect(ids("d == \"2025-01-01\" && d > \"2025-01-01\"") == ["FC0280"])
    #expect(ids("d < \"2025-01-01\" || d >= \"2025-01-01\"") == [])
    #expect(ids("!(d < \"2025-01-01\") || d < \"2025-01-01\"") == ["FC0281"])
    // Sound, not complete: bounds on `today` are not weighed against each other.
    #expect(ids("d >= today && d < today") == [])
    #expect(ids("d == today && d == \"2025-01-01\"") == [])
    #expect(ids("d > today && d < \"2025-01-01\"") == [])
    #expect(ids("d == today && d != today") == ["FC0280"])
}

/// `Literal.contradict` judges literals that all read one field without grouping them by
/// field: the answer is the grouping one's (`contradictByField`) on random lists of
/// comparisons, presence tests and their negations, over one field and over several.
@Test func contradictionOfOneFieldMatchesGroupingByField() {
    var random = SplitMix64(state: 0x2026_1126)
    let values: [ConditionLiteral] = [.number("1"), .number("1.0"), .number("5"), .number("-2"), .text("a"), .text("b"),
                                      .day(.day("2025-03-15")), .day(.day("2026-01-01")), .day(.today)]
    var contradictions = 0
    for round in 0..<4000 {
        let fields = round % 2 == 0 ? 1 : 1 + random.below(3)
        var literals: [Literal] = []
        for _ in 0..<(1 + random.below(5)) {
            let field = random.below(fields)
            let atom: Literal.Atom = random.chance(20) ? .present(field)
                : .compare(field, ConditionOperator.allCases[random.below(5)], values[random.below(values.count)])
            literals.append(Literal(atom: atom, positive: random.chance(70)))
        }
        let expected = Literal.contradictByField(literals)
        #expect(Literal.contradict(literals) == expected, "round \(round)")
        if expected { contradictions += 1 }
    }
    #expect(contradictions > 100)
}

/// `Condition.fields` keeps each field's first read, in order, as a plain look through a set
/// of the fields met does; indices of any size (a condition made by a tool) included.
@Test func conditionFieldsAreTheFirstReadsInOrder() {
    var random = SplitMix64(state: 0xC0_4D17)
    let indices = [0, 1, 2, 3, 7, 40, Int.max - 1, Int.max]
    func condition(_ depth: Int) -> Condition {
        let field = indices[random.below(random.chance(70) ? 4 : indices.count)]
        switch depth == 0 ? 0 : random.below(4) {
        case 0: return .present(field)
        case 1: return .not(condition(depth - 1))
        case 2: return .all((0..<2 + random.below(3)).map { _ in condition(depth - 1) })
        default: return .any((0..<2 + random.below(3)).map { _ in condition(depth - 1) })
        }
    }
    func reference(_ c: Condition) -> [Int] {
        var read: [Int] = []
        func walk(_ c: Condition) {
            switch c {
            case .present(let f), .compare(let f, _, _): read.append(f)
            case .not(let inner): walk(inner)
            case .all(let items), .any(let items): items.forEach(walk)
            }
        }
        walk(c)
        var seen = Set<Int>()
        return read.filter { seen.insert($0).inserted }
    }
    for _ in 0..<2_000 {
        let c = condition(random.below(5))
        #expect(c.fields == reference(c), "\(c)")
    }
}
