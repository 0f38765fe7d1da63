import Testing
@testable import FormDSL

/// Computed values (docs/LANGUAGE.md, "Computed values"): every diagnostic of the checker on
/// them, with its exact message, and what the model records.
let computedDiagnosticCases: [DiagnosticCase] = [
    DiagnosticCase(id: "FC0425 age of a text", source: "form F {\n    field name: text?\n    computed a: int? = age(name)\n    computed b: int? = age(2000)\n    computed c: int? = agee(name)\n}", expected: [
        "FC0425 3:28 'age' takes the name of a date field; found 'name'",
        "FC0425 4:24 'age' takes the name of a date field; found 'age(2000)'",
        "FC0425 5:24 'agee' is not a function of expressions",
    ]),
    DiagnosticCase(id: "FC0290 an age is absent without its day", source: "form F {\n    field born: date { label \"Born\" }\n    computed years: int = age(born)\n    field guardian: text? { visible when years < 18 }\n}", expected: [
        "FC0290 3:31 'years' is declared 'int', but has no value while 'born' is empty or hidden",
    ]),
    DiagnosticCase(id: "FC0290", source: "form F {\n    field a: int?\n    field b: int { stepper; validate range(1...5) }\n    computed c: int = a + b\n    computed d: int = b * 2\n}", expected: [
        "FC0290 4:23 'c' is declared 'int', but has no value while 'a' is empty or hidden",
    ]),
    DiagnosticCase(id: "FC0290 division", source: "form F {\n    field a: decimal?\n    field b: int { stepper; validate range(0...5) }\n    computed c: decimal = round(1 / b, 2)\n}", expected: [
        "FC0290 4:14 'c' is declared 'decimal', but has no value while it divides by zero",
    ]),
    DiagnosticCase(id: "FC0420", source: "form F {\n    field a: int?\n    computed c: toggle = a\n}", expected: [
        "FC0420 3:17 a computed value cannot be a 'toggle'",
    ]),
    DiagnosticCase(id: "FC0421", source: "form F {\n    field amount: int?\n    computed c: int? = amont + amont\n}", expected: [
        "FC0421 3:24 the expression names unknown field 'amont'",
    ]),
    DiagnosticCase(id: "FC0422", source: "form F {\n    field a: int?\n    field d: double?\n    field e: decimal?\n    computed c: decimal? = d * e\n}", expected: [
        "FC0201 2:11 'numberPad' has no return key, so people cannot move on from 'a'",
        "FC0201 3:11 'decimalPad' has no return key, so people cannot move on from 'd'",
        "FC0422 5:28 '*' cannot combine a double ('d') with a decimal ('e')",
    ]),
    DiagnosticCase(id: "FC0422 int division", source: "form F {\n    field a: int?\n    field b: int?\n    computed c: int? = a / b\n}", expected: [
        "FC0201 2:11 'numberPad' has no return key, so people cannot move on from 'a'",
        "FC0422 4:24 'c' is declared 'int?', but its expression is a decimal",
    ]),
    DiagnosticCase(id: "FC0422 text", source: "form F {\n    field a: int?\n    computed c: text? = a\n}", expected: [
        "FC0422 3:25 'c' is declared 'text?', but its expression is an int",
    ]),
    DiagnosticCase(id: "FC0423", source: "form F {\n    field a: int?\n    computed b: int? = c + a\n    computed c: int? = b\n}", expected: [
        "FC0423 3:14 computed value 'b' depends on itself: b → c → b",
    ]),
    DiagnosticCase(id: "FC0423 through visibility", source: "form F {\n    field a: int? { visible when total > 10 }\n    computed total: int? = a + 1\n}", expected: [
        "FC0423 3:14 computed value 'total' depends on itself: total → a → total",
    ]),
    DiagnosticCase(id: "FC0424", source: "form F {\n    field t: toggle\n    field a: int?\n    computed c: int? = t + a\n    computed d: int? = !a\n}", expected: [
        "FC0424 4:24 't' is a toggle field, not a number or a text",
        "FC0424 5:24 '!a' is not a number or a text",
    ]),
    DiagnosticCase(id: "FC0425", source: "form F {\n    field a: decimal?\n    computed c: decimal? = rond(a, 2)\n    computed d: decimal? = round(a, 40)\n    computed e: decimal? = round(a)\n}", expected: [
        "FC0425 3:28 'rond' is not a function of expressions",
        "FC0425 4:37 'round' takes a number and its places, an integer from 0 to 28; found '40'",
        "FC0425 5:28 'round' takes a number and its places, an integer from 0 to 28; found 'round(a)'",
    ]),
    DiagnosticCase(id: "FC0426", source: "form F {\n    field a: decimal?\n    computed c: decimal? = a / 3\n    computed d: decimal? = a / 4 + a / 0.5\n    computed e: decimal? = round(a / 3, 2)\n    field x: double?\n    computed f: double? = x / 3\n}", expected: [
        "FC0201 2:11 'decimalPad' has no return key, so people cannot move on from 'a'",
        "FC0426 3:28 'a / 3' need not end: say how it is rounded",
    ]),
    DiagnosticCase(id: "FC0427", source: "form F {\n    field a: int?\n    computed c: int? = a { keyboard numberPad; default 3; label \"C\" }\n}", expected: [
        "FC0427 3:28 'keyboard' does nothing on a computed value: nobody types into it",
        "FC0427 3:48 'default' does nothing on a computed value: nobody types into it",
    ]),
    DiagnosticCase(id: "FC0427 equals", source: "form F {\n    field a: text?\n    field b: text?\n    computed c: text? = a { validate equals(b) }\n    field d: text? { validate equals(c) }\n}", expected: [
        "FC0427 4:38 'equals' does nothing on a computed value: nothing is typed into it to compare",
    ]),
    DiagnosticCase(id: "FC0337 focus", source: "form F {\n    field a: text\n    computed c: text? = a + \"!\"\n    focus a, c\n    initialFocus c\n}", expected: [
        "FC0337 4:14 computed value 'c' cannot take keyboard focus",
        "FC0322 5:18 'initialFocus' names computed value 'c', which cannot take keyboard focus",
    ]),
    DiagnosticCase(id: "conditions read computed values", source: "form F {\n    field a: int?\n    computed c: int? = a * 2\n    field note: text? { visible when c > 10 }\n    computed d: text? = c > 3 ? \"big\" : \"small\"\n}", expected: [
        "FC0201 2:11 'numberPad' has no return key, so people cannot move on from 'a'",
    ]),
]

@Test(arguments: computedDiagnosticCases)
func computedCheckerReports(_ c: DiagnosticCase) {
    let checked = Checked(c.source)
    #expect(checked.syntaxDiagnostics.isEmpty, "the snippet must parse cleanly")
    #expect(checked.lines == c.expected)
    if c.id.hasPrefix("FC") {
        #expect(checked.diagnostics.contains { $0.id == String(c.id.prefix(6)) }, "\(c.id) must be reported")
    }
}

@Test func everyComputedIdHasACase() {
    let covered = Set(computedDiagnosticCases.map { String($0.id.prefix(6)) })
    for code in DiagnosticCode.computed {
        #expect(covered.contains(code.id), "no test snippet for \(code.id)")
    }
}

/// The order example of docs/LANGUAGE.md, written untidily: `formc fmt` lays it out in the
/// canonical style (operators spaced, a unary `-` hugging its operand, `? :` spaced, the type's
/// `?` hugging its type), means the same after, and is a fixed point.
@Test func formatPrintsComputedValuesCanonically() {
    let input = """
    form Order {
      field quantity: int {label "Quantity"; default 1; validate range(1...99)}
      field unitPrice: decimal? ;field member: toggle
      computed subtotal:decimal?=quantity*unitPrice{label "Subtotal"}
      computed total : decimal? = member?round(subtotal*0.9,2):subtotal {
          validate range(...1000)
      }
      computed shipping: decimal = unitPrice>50?0:4.95
      computed back: decimal? = -unitPrice - -1 + (quantity-2)*3 ?? 0
      computed line: text? = "n: "+
          "x"
      keyboardToolbar previous, next, done
    }

    """
    let expected = """
    form Order {
        field quantity: int { label "Quantity"; default 1; validate range(1...99) }
        field unitPrice: decimal?
        field member: toggle
        computed subtotal: decimal? = quantity * unitPrice { label "Subtotal" }
        computed total: decimal? = member ? round(subtotal * 0.9, 2) : subtotal {
            validate range(...1000)
        }
        computed shipping: decimal = unitPrice > 50 ? 0 : 4.95
        computed back: decimal? = -unitPrice - -1 + (quantity - 2) * 3 ?? 0
        computed line: text? = "n: " + "x"
        keyboardToolbar previous, next, done
    }

    """
    guard let output = FormatTestSupport.format(input) else { return }
    #expect(output == expected)
    #expect(FormatTestSupport.format(output) == output)
    #expect(FormatTestSupport.meaning(input) == FormatTestSupport.meaning(output))
}

/// The precedence of docs/LANGUAGE.md's grammar, read back from the tree: `? :` lowest, then
/// `||`, `&&`, comparisons, `??`, `+ -`, `* /`, unary; `??` and `? :` group to the right.
@Test func expressionsParseWithTheirPrecedence() {
    func shape(_ e: Expr) -> String {
        switch e.kind {
        case .identifier(let name): return name
        case .integer(let text), .decimal(let text): return text
        case .string(let text): return "\"\(text)\""
        case .binary(let op, let a, let b): return "(\(shape(a)) \(op.rawValue) \(shape(b)))"
        case .negate(let a): return "-\(shape(a))"
        case .not(let a): return "!\(shape(a))"
        case .conditional(let c, let a, let b): return "(\(shape(c)) ? \(shape(a)) : \(shape(b)))"
        case .call(let f, let arguments): return "\(f.name)(\(arguments.map { shape($0.value) }.joined(separator: ", ")))"
        case .range, .list, .phrase, .when, .error: return "?"
        }
    }
    func parsed(_ expression: String) -> String {
        let (syntax, diagnostics) = Parser.parse(SourceFile(path: "p.form", text: "form F {\n    computed c: int = \(expression)\n}\n"))
        #expect(diagnostics.isEmpty, "\(expression): \(diagnostics.map(\.message))")
        guard case .field(let f)? = syntax.forms.first?.members.first, f.isComputed, let e = f.expression else { return "none" }
        return shape(e)
    }
    #expect(parsed("a + b * c - d / e") == "((a + (b * c)) - (d / e))")
    #expect(parsed("a ?? b ?? c + 1") == "(a ?? (b ?? (c + 1)))")
    #expect(parsed("a ?? 0 > 5 ? x : y") == "(((a ?? 0) > 5) ? x : y)")
    #expect(parsed("a && b || c ? 1 : d ? 2 : 3") == "(((a && b) || c) ? 1 : (d ? 2 : 3))")
    #expect(parsed("-a * -2 - -b") == "((-a * -2) - -b)")
    #expect(parsed("round((a + b) / 3, 2)") == "round(((a + b) / 3), 2)")
    #expect(parsed("!a ? 1 : 0") == "(!a ? 1 : 0)")
    // An operator at the end of a line continues the expression; inside parentheses, any break.
    #expect(parsed("a +\n        b") == "(a + b)")
    #expect(parsed("(a\n        + b)") == "(a + b)")
}

/// Outside a computed value's header and expression, `=`, `*` and `/` are the errors they were
/// before computed values, with the same messages, and `??` is two `?`.
@Test func operatorsOutsideExpressionsKeepTheirMeaning() {
    let (_, equals) = Parser.parse(SourceFile(path: "p.form", text: "form F {\n    field a: text { visible when b = \"x\" }\n    field b: text\n}\n"))
    #expect(equals.map { "\($0.id) \($0.message)" } == ["FC0002 unexpected '=' in a condition"])
    let (_, star) = Parser.parse(SourceFile(path: "p.form", text: "form F {\n    field a: int { maxLength 2 * 3 }\n}\n"))
    #expect(star.contains { $0.message.contains("'*'") }, "\(star.map(\.message))")
    let (_, twice) = Parser.parse(SourceFile(path: "p.form", text: "form F {\n    field a: text??\n}\n"))
    #expect(twice.contains { $0.message.contains("found '?'") }, "\(twice.map(\.message))")
}

/// The model: each computed value is a field with its typed expression, the fields it reads
/// (its conditions' too), read-only and unfocusable, and every name of its expression resolved.
@Test func modelRecordsComputedValues() throws {
    let checked = Checked("""
    form Order {
        field quantity: int
        field unitPrice: decimal?
        field member: toggle
        computed subtotal: decimal? = quantity * unitPrice
        computed total: decimal? = member ? round(subtotal * 0.9, 2) : subtotal { label "Total"; validate range(...1000) }
        field note: text? { visible when total > 100 }
        keyboardToolbar previous, next, done
    }
    """)
    #expect(checked.lines.isEmpty, "\(checked.lines)")
    let form = checked.form
    let subtotal = try #require(form.fields[3].computed)
    #expect(form.fields[3].control == .value && !form.fields[3].isFocusable)
    #expect(subtotal.reads == [0, 1])
    #expect(subtotal.expression == ValueExpression(.arithmetic(.multiply, ValueExpression(.field(0), type: .int, canBeAbsent: true),
                                                                ValueExpression(.field(1), type: .decimal, canBeAbsent: true)),
                                                   type: .decimal, canBeAbsent: true))
    let total = try #require(form.fields[4].computed)
    #expect(total.reads == [2, 3])
    guard case .choose(.present(2), let then, let otherwise) = total.expression.kind,
          case .round(let product, places: 2) = then.kind, case .field(3) = otherwise.kind,
          case .arithmetic(.multiply, _, let factor) = product.kind, case .number("0.9") = factor.kind else {
        Issue.record("total: \(total.expression)")
        return
    }
    #expect(form.fields[4].validators.map(\.name) == [.range])
    #expect(form.fields[5].visibleWhen == .compare(4, .greater, .number("100")))
    #expect(form.focusOrder == ["quantity", "unitPrice", "note"])
    // Every name in the expressions is a use, for rename and references.
    let uses = form.resolution.uses.filter { $0.role == .expression }.map { form.fields[$0.field!].name }
    #expect(uses == ["quantity", "unitPrice", "subtotal", "subtotal"])
    #expect(form.resolution.uses.contains { $0.role == .condition && $0.field == 2 })
}

/// The warnings say which field makes a value absent; a `??` or a stepper makes it present.
@Test func absenceFollowsTheFieldsRead() {
    let checked = Checked("""
    form F {
        field a: int?
        field b: int { stepper; validate range(1...5) }
        field c: int { stepper; validate range(1...5); visible when a > 1 }
        computed x: int = a ?? 0
        computed y: int = b * 2
        computed z: int = b + c
        computed w: int = y + 1
        computed v: int = z
    }
    """)
    #expect(checked.lines == [
        "FC0290 7:27 'z' is declared 'int', but has no value while 'c' is empty or hidden",
        "FC0290 9:23 'v' is declared 'int', but has no value while 'z' is empty or hidden",
    ])
    #expect(checked.form.fields[3].computed?.expression.canBeAbsent == false)
    #expect(checked.form.fields[6].computed?.expression.canBeAbsent == false)
}

/// Which divisors need no rounding: those whose quotients always end.
@Test func quotientsEndForTwosAndFives() {
    func ends(_ digits: String) -> Bool { ComputedTyper.quotientEnds(digits.map { UInt8(String($0))! }) }
    #expect(ends("2") && ends("4") && ends("5") && ends("10") && ends("5") && ends("0125") && ends("1000"))
    #expect(!ends("3") && !ends("6") && !ends("15") && !ends("0") && !ends("7") && !ends("12"))
}

/// A comment between an operand and a conditional's `?` keeps the `?` spaced (elsewhere a `?`
/// after a comment hugs what comes before).
@Test func formatSpacesAConditionalAfterAComment() {
    let input = "form C {\n    field a: int?\n    computed y: int? = a > 1 /* c */? a : 0\n}\n"
    guard let output = FormatTestSupport.format(input) else { return }
    #expect(output == "form C {\n    field a: int?\n    computed y: int? = a > 1 /* c */ ? a : 0\n}\n")
}

/// Random computed values, well-typed or not, over fields of every value type, laid out with
/// random spaces, breaks and parentheses: every stage holds its invariants on each
/// (`PipelineInvariants`: no crash, canonical formatting that means the same, every target's
/// output or its refusal), as the fuzzer holds them on the seeds.
@Test func randomExpressionsKeepEveryInvariant() {
    var rng = SplitMix64(state: 0xC0FFEE)
    let names = ["n", "d", "x", "t", "on", "c1", "c2", "nope"]
    let binary = ["+", "-", "*", "/", "??", "==", "<", ">=", "&&", "||"]
    func pick<T>(_ list: [T]) -> T { list[Int(rng.next() % UInt64(list.count))] }
    func expression(_ depth: Int) -> String {
        switch depth == 0 ? rng.next() % 4 : rng.next() % 9 {
        case 0: return pick(names)
        case 1: return pick(["0", "1", "-2", "0.5", "3.25", "12"])
        case 2: return pick(["\"a\"", "\"\"", "\"é\""])
        case 3: return pick(names)
        case 4, 5: return expression(depth - 1) + pick([" ", "", "  "]) + pick(binary) + pick([" ", "\n        ", ""]) + expression(depth - 1)
        case 6: return "(" + expression(depth - 1) + ")"
        case 7: return expression(depth - 1) + " ? " + expression(depth - 1) + " : " + expression(depth - 1)
        default: return pick(["-", "!", "round("]) + expression(depth - 1) + (rng.next() % 2 == 0 ? "" : ", 2)")
        }
    }
    /// A well-typed decimal expression over `n` and `d`.
    func number(_ depth: Int) -> String {
        switch depth == 0 ? rng.next() % 3 : rng.next() % 7 {
        case 0: return pick(["n", "d"])
        case 1: return pick(["0", "1.5", "-2", "100"])
        case 2: return "(" + pick(["n", "d"]) + " ?? 0)"
        case 3: return number(depth - 1) + " " + pick(["+", "-", "*"]) + " " + number(depth - 1)
        case 4: return "round(" + number(depth - 1) + " / " + pick(["3", "n", "d"]) + ", 2)"
        case 5: return pick(["on", "n > 2", "!on && d <= 1"]) + " ? " + number(depth - 1) + " : " + number(depth - 1)
        default: return "-(" + number(depth - 1) + ")"
        }
    }
    var problems: [String] = []
    var withModel = 0, withSyntaxErrors = 0
    for round in 0..<150 {
        let types = round % 2 == 0 ? ["decimal?"] : ["int", "decimal?", "double", "text?", "currency(\"EUR\")?", "percent?", "date"]
        func value() -> String { round % 2 == 0 ? number(3) : expression(3) }
        let text = """
        form R {
            field n: int?
            field d: decimal?
            field x: double?
            field t: text?
            field on: toggle
            computed c1: \(pick(types)) = \(value())
            computed c2: \(pick(types)) = \(value()) { label "C"\(rng.next() % 3 == 0 && round % 2 == 1 ? "; keyboard numberPad" : "") }
            field note: text? { visible when c1 > 1 }
        }

        """
        let found = PipelineInvariants.check(Array(text.utf8), path: "random\(round).form")
        if !found.isEmpty { problems.append("\(text)\n→ \(found)") }
        let result = Compiler.compile(SourceFile(path: "r.form", text: text))
        if result.model?.forms.isEmpty == false && !result.diagnostics.hasErrors { withModel += 1 }
        if Parser.parse(SourceFile(path: "r.form", text: text)).1.hasErrors { withSyntaxErrors += 1 }
    }
    #expect(problems.isEmpty, "\(problems.prefix(3).joined(separator: "\n\n"))")
    // Not vacuous: some forms generate every target, some do not parse.
    #expect(withModel >= 5 && withSyntaxErrors >= 5, "\(withModel) with a model, \(withSyntaxErrors) with syntax errors")
}
