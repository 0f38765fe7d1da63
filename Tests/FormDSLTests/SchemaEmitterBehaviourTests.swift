import Foundation
import Testing
@testable import FormDSL

/// What the JSON Schema and uiSchema say about particular fields: representation, required,
/// bounds, patterns, annotations and the web mappings. The golden files pin whole documents;
/// these tests say which parts matter and why.
@Suite struct SchemaEmitterBehaviourTests {
    static func schema(_ source: String) -> JSONValue {
        let checked = Checked(source)
        #expect(!checked.diagnostics.contains { $0.severity == .error }, "\(checked.lines)")
        return JSONSchemaEmitter.schema(for: checked.form)
    }

    static func property(_ source: String, _ name: String) -> JSONValue {
        schema(source)["properties"]?[name] ?? .null
    }

    static func strings(_ value: JSONValue?) -> [String] {
        guard case .array(let items)? = value else { return [] }
        return items.compactMap { if case .string(let s) = $0 { return s } else { return nil } }
    }

    /// `multipleOf` for fraction digits: always `1` for none (exact everywhere), `10^-N` only
    /// when asked for (`--schema-decimal-multiple-of`), since float validators reject `0.07`.
    @Test func decimalMultipleOfOnlyWhenAsked() {
        let source = """
        form F {
            field usd: currency("USD"); field jpy: currency("JPY"); field bhd: currency("BHD")
            field price: decimal { format number(fractionDigits: 2) }; field ratio: double
        }
        """
        let plain = Self.schema(source)["properties"]
        #expect(plain?["usd"]?["multipleOf"] == nil)
        #expect(plain?["jpy"]?["multipleOf"] == .number("1"))
        #expect(plain?["price"]?["multipleOf"] == nil)
        let checked = Checked(source)
        let exact = JSONSchemaEmitter.schema(for: checked.form, options: .init(decimalMultipleOf: true))["properties"]
        #expect(exact?["usd"]?["multipleOf"] == .number("0.01"))
        #expect(exact?["jpy"]?["multipleOf"] == .number("1"))
        #expect(exact?["bhd"]?["multipleOf"] == .number("0.001"))
        #expect(exact?["price"]?["multipleOf"] == .number("0.01"))
        #expect(exact?["ratio"]?["multipleOf"] == nil, "no fixed count of fraction digits")
    }

    // MARK: Representation

    @Test func valueTypes() {
        let s = Self.schema("""
        form F {
            field a: text; field b: secure { contentType password }; field c: multiline
            field d: int; field e: double; field f: decimal; field g: currency("EUR"); field h: percent
            field i: date
            keyboardToolbar next, done
        }
        """)
        let props = s["properties"]
        for name in ["a", "b", "c", "i"] { #expect(props?[name]?["type"] == .string("string"), "\(name)") }
        #expect(props?["d"]?["type"] == .string("integer"))
        for name in ["e", "f", "g", "h"] { #expect(props?[name]?["type"] == .string("number"), "\(name)") }
        #expect(props?["i"]?["format"] == .string("date"))
        #expect(props?["g"]?["x-formc-currency"] == .string("EUR"))
        #expect(props?["h"]?["x-formc-type"] == .string("percent"))
        #expect(props?["b"]?["writeOnly"] == .bool(true))
        #expect(props?["a"]?["writeOnly"] == nil)
        #expect(s["additionalProperties"] == .bool(false))
        #expect(s["type"] == .string("object"))
        #expect(s["$schema"] == .string("https://json-schema.org/draft/2020-12/schema"))
    }

    @Test func requiredListsEveryValueTheFormAlwaysSubmits() {
        let s = Self.schema("""
        form F {
            field always: text
            field maybe: text?
            field demanded: text? { validate required } // formc:ignore FC0210
            field count: int?
            field total: decimal
            keyboardToolbar next, done
        }
        """)
        #expect(Self.strings(s["required"]) == ["always", "demanded", "total"])
        // A required validator on text means at least one code point.
        #expect(s["properties"]?["demanded"]?["minLength"] == .integer(1))
        #expect(s["properties"]?["always"]?["minLength"] == nil, "a non-optional text may submit \"\"")
    }

    @Test func defaultsKeepTheirType() {
        let s = Self.schema("""
        form F {
            field a: text { default "x/y" }
            field b: decimal { default 0.10 }
            field c: int { default -3; allowNegative; keyboard numbersAndPunctuation }
            field d: date { default "2024-02-29" }
            keyboardToolbar next, done
        }
        """)
        #expect(s["properties"]?["a"]?["default"] == .string("x/y"))
        #expect(s["properties"]?["b"]?["default"] == .number("0.10"), "exact text, never a binary double")
        #expect(s["properties"]?["c"]?["default"] == .number("-3"))
        #expect(s["properties"]?["d"]?["default"] == .string("2024-02-29"))
    }

    @Test func jsonNumberTextIsAlwaysValidJSON() {
        #expect(JSONSchemaEmitter.jsonNumber("12.50") == "12.50")
        #expect(JSONSchemaEmitter.jsonNumber("-0.25") == "-0.25")
        #expect(JSONSchemaEmitter.jsonNumber("007") == "7")
        #expect(JSONSchemaEmitter.jsonNumber(".5") == "0.5")
        #expect(JSONSchemaEmitter.jsonNumber("+3") == "3")
        #expect(JSONSchemaEmitter.jsonNumber("-0") == "0")
        #expect(JSONSchemaEmitter.jsonNumber("-0.00") == "0.00")
    }

    // MARK: Lengths and patterns

    @Test func lengthLimitsIntersect() {
        let p = Self.property("""
        form F { field a: text { maxLength 12; validate required, length(3...20), length(...15) } } // formc:ignore FC0334
        """, "a")
        #expect(p["minLength"] == .integer(3))
        #expect(p["maxLength"] == .integer(12), "the maxLength input filter is the tightest upper limit")
        #expect(p["x-formc-input"]?["maxLength"] == .integer(12))
    }

    @Test func halfOpenLengthIsInclusive() {
        let p = Self.property("form F { field a: text { validate length(2..<5) } }", "a")
        #expect(p["minLength"] == .integer(2))
        #expect(p["maxLength"] == .integer(4))
    }

    @Test func userPatternsAreAnchoredOnce() {
        let p = Self.property(#"form F { field a: text { validate pattern("a|b") } }"#, "a")
        #expect(p["pattern"] == .string(#"^(?:a|b)$(?![\s\S])"#))
    }

    @Test func severalPatternsAllApply() {
        let p = Self.property(#"""
        form F { field a: text { allowedCharacters "abc@."; validate email, pattern("[a-c]+@.*") } }
        """#, "a")
        #expect(p["format"] == nil, "the email rule is its pattern")
        #expect(p["x-formc-format"] == .string("email"))
        #expect(p["pattern"] == .string(ValidatorPatterns.email))
        guard case .array(let extra)? = p["allOf"] else {
            Issue.record("expected allOf for the second and third patterns")
            return
        }
        #expect(extra.map { $0["pattern"] } == [
            .string(#"^(?:[a-c]+@[^\n\r\u2028\u2029]*)$(?![\s\S])"#),
            .string(#"^(?:[abc@.]*)$(?![\s\S])"#),
        ])
    }

    /// The email and url rules are their patterns alone: no standard `format` means the same.
    /// `email` is RFC 5321's address to some validators (`a..b.@c.com` passes the app and fails
    /// jsonschema-rs), `uri` (RFC 3986) rejects the non-ASCII paths the app accepts, `iri`
    /// (RFC 3987) rejects `|`, `{` or `%zz` in a path, which the app accepts too. So the
    /// schema names the rule in `x-formc-format`, and a validator that asserts formats agrees
    /// with one that does not. A date keeps `format: date` (RFC 3339's `full-date` is exactly
    /// its pattern) beside the pattern that holds the rule.
    @Test func emailAndURLAreTheirPatternsWithoutAFormat() {
        let s = Self.schema("""
        form F {
            field site: text { validate url }
            field mail: text { validate email }
            field tel: text { validate phone }
            field day: date
        }
        """)
        let site = s["properties"]?["site"], mail = s["properties"]?["mail"], tel = s["properties"]?["tel"]
        #expect(site?["format"] == nil)
        #expect(site?["pattern"] == .string(ValidatorPatterns.url))
        #expect(site?["allOf"] == nil)
        #expect(site?["x-formc-format"] == .string("url"))
        #expect(mail?["format"] == nil)
        #expect(mail?["pattern"] == .string(ValidatorPatterns.email))
        #expect(mail?["x-formc-format"] == .string("email"))
        #expect(tel?["format"] == nil)
        #expect(tel?["x-formc-format"] == .string("phone"))
        #expect(s["properties"]?["day"]?["format"] == .string("date"))
        #expect(s["properties"]?["day"]?["pattern"] == .string(DayPattern.calendarDay))
        #expect(s["properties"]?["day"]?["x-formc-format"] == nil)
        let ui = UISchemaEmitter.uiSchema(for: Checked("""
        form F { field site: text { validate url }; field mail: text { validate email }; field secret: secure { validate email } }
        """).form)
        #expect(ui["site"]?["ui:options"]?["inputMode"] == .string("url"), "the web form still gets the URL keyboard")
        #expect(ui["mail"]?["ui:widget"] == .string("email"), "and RJSF its email widget, without the format it picked it by")
        #expect(ui["secret"]?["ui:widget"] == .string("password"), "a secure field stays a password")
    }

    /// A date's pattern itself admits only real days, so a validator that does not assert
    /// `format` rejects what the app can never submit; a range adds its own patterns.
    @Test func datesAreRealDaysByTheirPattern() {
        let s = Self.schema("""
        form F {
            field plain: date?
            field window: date? { validate range("2024-01-01"..."2024-12-31") }
        }
        """)
        #expect(s["properties"]?["plain"]?["pattern"] == .string(DayPattern.calendarDay))
        #expect(s["properties"]?["plain"]?["allOf"] == nil)
        let window = s["properties"]?["window"]
        #expect(window?["pattern"] == .string(DayPattern.calendarDay))
        #expect(window?["allOf"] == .array([
            .object([JSONMember("pattern", .string(DayPattern.pattern(.greaterEqual, "2024-01-01")))]),
            .object([JSONMember("pattern", .string(DayPattern.pattern(.lessEqual, "2024-12-31")))]),
        ]))
    }

    @Test func allowedCharactersBecomeOneClass() {
        #expect(ValidatorPatterns.allowedCharacters("0123456789") == #"^(?:[0123456789]*)$(?![\s\S])"#)
        #expect(ValidatorPatterns.allowedCharacters(#"a-]\^[é"#) == #"^(?:[a\-\]\\\^\[é]*)$(?![\s\S])"#)
        #expect(ValidatorPatterns.allowedCharacters("aa") == #"^(?:[a]*)$(?![\s\S])"#, "each character once")
        #expect(ValidatorPatterns.allowedCharacters("") == #"^(?:)$(?![\s\S])"#, "no characters: only the empty string")
    }

    /// `x-formc-validators` carries the source message, as docs/JSON-SCHEMA.md says: the one the
    /// file writes, else formc's English default with the bounds as written, days as
    /// `YYYY-MM-DD` (the app writes them for the user's locale, which one schema cannot know).
    @Test func validatorMessagesAreTheSourceMessages() throws {
        let s = Self.schema("""
        form F {
            field day: date? { label "Day"; validate range("2024-01-01"..."2027-12-31") }
            field from: date? { label "From"; validate range(today...) }
            field n: int { label "Guests"; validate range(1...12, message: "Between 1 and 12 guests") }
        }
        """)
        func message(_ field: String) -> JSONValue? {
            guard case .array(let items)? = s["properties"]?[field]?["x-formc-validators"] else { return nil }
            return items.first?["message"]
        }
        #expect(message("day") == .string("Day must be between 2024-01-01 and 2027-12-31."))
        #expect(message("from") == .string("From must be today or later."))
        #expect(message("n") == .string("Between 1 and 12 guests"))
        let docs = try String(contentsOf: TestSupport.packageRoot.appendingPathComponent("docs/JSON-SCHEMA.md"), encoding: .utf8)
        let row = try #require(docs.split(separator: "\n").first { $0.hasPrefix("| `x-formc-validators` |") })
        #expect(row.contains("`\"Day must be between 2024-01-01 and 2027-12-31.\"`"), "the doc's example is the emitted message")
        #expect(row.contains("days as `YYYY-MM-DD` or `today`") && !row.contains("the message the app shows"))
    }

    @Test func builtinPatternsAreTheRuntimes() {
        // The same text as FormRuntime.Patterns (docs/RUNTIME.md prints them); the conformance
        // runner checks the runtime's copy against Tests/Conformance/rules.json.
        #expect(ValidatorPatterns.phone == #"^(?:\+?(?:[ \(\).\-]*[0-9]){7,15}[ \(\).\-]*)$(?![\s\S])"#)
        #expect(ValidatorPatterns.email.hasPrefix(#"^(?:[A-Za-z0-9.!#$%&'*+\/=?^_`\{\|\}~\-]+@"#))
        #expect(ValidatorPatterns.url.hasPrefix(#"^(?:[Hh][Tt][Tt][Pp][Ss]?://"#))
    }

    /// docs/RUNTIME.md prints the three constants as they are.
    @Test func runtimeDocPrintsTheBuiltinPatterns() throws {
        let docs = try String(contentsOf: TestSupport.packageRoot.appendingPathComponent("docs/RUNTIME.md"), encoding: .utf8)
        for (name, pattern) in [("email", ValidatorPatterns.email), ("url", ValidatorPatterns.url), ("phone", ValidatorPatterns.phone)] {
            let padded = name + String(repeating: " ", count: 7 - name.count)
            #expect(docs.contains("\n" + padded + pattern + "\n"), "docs/RUNTIME.md does not print \(name) as it is")
        }
    }

    // MARK: Numbers

    @Test func rangesBecomeExactBounds() {
        let s = Self.schema("""
        form F {
            field a: decimal { validate range(0.1...0.3) }
            field b: int { allowNegative; keyboard numbersAndPunctuation; validate range(-50..<50) }
            field c: double { allowNegative; keyboard numbersAndPunctuation; validate range(...-1.5) }
            keyboardToolbar next, done
        }
        """)
        let a = s["properties"]?["a"], b = s["properties"]?["b"], c = s["properties"]?["c"]
        #expect(a?["minimum"] == .number("0.1"))
        #expect(a?["maximum"] == .number("0.3"))
        #expect(b?["minimum"] == .number("-50"))
        #expect(b?["exclusiveMaximum"] == .number("50"))
        #expect(b?["maximum"] == nil)
        #expect(c?["maximum"] == .number("-1.5"))
        #expect(c?["minimum"] == nil, "allowNegative and no lower bound: unbounded below")
    }

    @Test func whatTheFieldCanHoldBoundsTheValue() {
        let s = Self.schema("""
        form F {
            field plain: int
            field signed: int { allowNegative; keyboard numbersAndPunctuation }
            field short: int { maxLength 3 }
            field money: decimal { validate range(-5...5) } // formc:ignore FC0218
            field tied: int { maxLength 2; validate range(0..<99) }
            keyboardToolbar next, done
        }
        """)
        let p = s["properties"]
        #expect(p?["plain"]?["minimum"] == .number("0"), "no minus without allowNegative")
        #expect(p?["plain"]?["maximum"] == .number("999999999999999"), "15 digits by default")
        #expect(p?["signed"]?["minimum"] == .number("-999999999999999"))
        #expect(p?["short"]?["maximum"] == .number("999"))
        #expect(p?["money"]?["minimum"] == .number("0"), "without allowNegative, 0 is tighter than -5")
        #expect(p?["money"]?["maximum"] == .number("5"))
        #expect(p?["tied"]?["exclusiveMaximum"] == .number("99"), "on a tie the exclusive bound is tighter")
        #expect(p?["tied"]?["maximum"] == nil)
    }

    @Test func inexpressibleLimitsAreAnnotations() {
        let p = Self.property("""
        form F { field t: double { allowNegative; keyboard numbersAndPunctuation; maxLength 5; format number(fractionDigits: 1) } }
        """, "t")
        #expect(p["x-formc-input"] == .object([
            JSONMember("allowNegative", .bool(true)),
            JSONMember("maxDigits", .integer(5)),
            JSONMember("fractionDigits", .integer(1)),
            JSONMember("significantDigits", .integer(15)),
        ]))
        #expect(p["multipleOf"] == nil, "JavaScript validators get multipleOf 0.1 wrong in binary floating point")
        #expect(p["maximum"] == nil, "a decimal digit limit is not a bound of the value")
    }

    /// A decimal, currency or percent field takes 15 digits without maxLength, and every
    /// number that is not an int at most 38 (what `Decimal` holds exactly) whatever its
    /// maxLength; a double keeps 15 significant digits. The schema cannot say so, the
    /// annotations do.
    @Test func decimalDigitLimitIsAnnotated() {
        let s = Self.schema("""
        form F {
            field a: decimal
            field b: double { maxLength 50 }
            field c: currency("EUR") { maxLength 5 }
            field d: percent?
            field e: int
            keyboardToolbar next, done
        }
        """)
        let p = s["properties"]
        #expect(p?["a"]?["x-formc-input"]?["maxDigits"] == .integer(15))
        #expect(p?["b"]?["x-formc-input"]?["maxDigits"] == .integer(38), "maxLength above 38 cannot be typed either")
        #expect(p?["b"]?["x-formc-input"]?["significantDigits"] == .integer(15))
        #expect(p?["a"]?["x-formc-input"]?["significantDigits"] == nil, "a Decimal keeps every digit typed")
        #expect(p?["c"]?["x-formc-input"]?["maxDigits"] == .integer(5))
        #expect(p?["d"]?["x-formc-input"]?["maxDigits"] == .integer(15))
        #expect(p?["e"]?["x-formc-input"]?["maxDigits"] == .integer(15))
        #expect(p?["a"]?["maximum"] == nil, "a digit limit is not a bound of the value")
    }

    // MARK: Annotations

    @Test func annotationsCarryWhatJSONSchemaCannotSay() {
        let s = Self.schema("""
        form F {
            validateOn change
            field pass: secure { contentType newPassword; validate required }
            field again: secure { contentType newPassword; validateOn submit; validate equals(pass, message: "Differs") }
            submit "Go", action: go
        }
        """)
        let again = s["properties"]?["again"]
        #expect(again?["x-formc-equals"] == .string("pass"))
        #expect(again?["x-formc-validateOn"] == .string("submit"))
        #expect(s["properties"]?["pass"]?["x-formc-validateOn"] == .string("change"))
        #expect(again?["x-formc-validators"] == .array([.object([
            JSONMember("validator", .string("equals")),
            JSONMember("field", .string("pass")),
            JSONMember("message", .string("Differs")),
        ])]))
        #expect(s["x-formc-submit"] == .object([JSONMember("label", .string("Go")), JSONMember("action", .string("go"))]))
    }

    @Test func identifiers() {
        let form = Checked("form Sign_Up2 { field a: text }").form
        #expect(JSONSchemaEmitter.schema(for: form)["$id"] == .string("urn:formc:form:Sign_Up2"))
        let published = JSONSchemaEmitter.schema(for: form, options: .init(baseURI: "https://example.com/forms/"))
        #expect(published["$id"] == .string("https://example.com/forms/Sign_Up2.schema.json"))
        #expect(JSONSchemaEmitter.schema(for: form)["title"] == .string("Sign_Up2"), "the name when there is no title")
        #expect(JSONSchemaEmitter.fileName(for: form) == "Sign_Up2.schema.json")
        #expect(UISchemaEmitter.fileName(for: form) == "Sign_Up2.ui.json")
    }

    /// `formc generate --schema-base-uri` takes what can prefix a 2020-12 `$id` and says why
    /// anything else cannot.
    @Test(arguments: [
        ("https://example.com/forms/", nil),
        ("urn:example:forms:", nil),
        ("file:///srv/schemas/", nil),
        ("https://example.com/a%20b/", nil),
        ("example.com/forms/", "absolute URI"),
        ("/forms/", "absolute URI"),
        ("1http://x/", "absolute URI"),
        ("https://example.com/forms", "must end with '/'"),
        ("https://example.com/a b/", "U+0020"),
        ("https://example.com/\u{202E}/", "U+202E"),
        ("https://example.com/ü/", "U+00FC"),
        ("https://example.com/{x}/", "'{'"),
        ("https://example.com/#/", "fragment"),
    ] as [(String, String?)])
    func baseURIs(uri: String, problem: String?) {
        let found = JSONSchemaEmitter.Options.baseURIProblem(uri)
        if let problem {
            #expect(found?.contains(problem) == true, "\(uri): \(found ?? "accepted")")
        } else {
            #expect(found == nil, "\(uri)")
        }
    }

    // MARK: uiSchema

    /// The HTML autofill field names (WHATWG HTML, "Autofill"): ui:autocomplete must be one.
    static let autofillTokens: Set<String> = [
        "name", "honorific-prefix", "given-name", "additional-name", "family-name", "honorific-suffix",
        "nickname", "username", "new-password", "current-password", "one-time-code",
        "organization-title", "organization", "street-address", "address-line1", "address-line2",
        "address-line3", "address-level4", "address-level3", "address-level2", "address-level1",
        "country", "country-name", "postal-code", "cc-name", "cc-given-name", "cc-additional-name",
        "cc-family-name", "cc-number", "cc-exp", "cc-exp-month", "cc-exp-year", "cc-csc", "cc-type",
        "transaction-currency", "transaction-amount", "language", "bday", "bday-day", "bday-month",
        "bday-year", "sex", "url", "photo", "tel", "tel-country-code", "tel-national", "tel-area-code",
        "tel-local", "tel-extension", "email", "impp",
    ]

    @Test func everyAutocompleteTokenIsAnHTMLToken() {
        for info in ContentTypes.all {
            guard let token = UISchemaEmitter.autocompleteToken(.known(info)) else { continue }
            #expect(Self.autofillTokens.contains(token), "\(info.name) maps to '\(token)'")
        }
        #expect(UISchemaEmitter.autocompleteToken(.raw("com.example.custom")) == nil, "raw iOS values never reach the web")
        #expect(UISchemaEmitter.autocompleteToken(.known(ContentTypes.named("countryName")!)) == "country-name")
        #expect(UISchemaEmitter.autocompleteToken(.known(ContentTypes.named("password")!)) == "current-password")
        #expect(UISchemaEmitter.autocompleteToken(.known(ContentTypes.named("location")!)) == nil)
    }

    @Test func fieldPresentation() {
        let checked = Checked("""
        form F {
            field user: text { prompt "you@example.com"; help "Your login"; contentType emailAddress; keyboard emailAddress }
            field pass: secure { contentType password; submitLabel go }
            field note: multiline? { autocapitalization characters }
            field code: text { contentType oneTimeCode; submitLabel continue }
            field custom: text { contentType customThing } // formc:ignore FC0308
            initialFocus user
        }
        """)
        let ui = UISchemaEmitter.uiSchema(for: checked.form)
        #expect(ui["user"]?["ui:autofocus"] == .bool(true))
        #expect(ui["pass"]?["ui:autofocus"] == nil)
        #expect(ui["user"]?["ui:placeholder"] == .string("you@example.com"))
        #expect(ui["user"]?["ui:help"] == .string("Your login"))
        #expect(ui["user"]?["ui:autocomplete"] == .string("email"))
        #expect(ui["user"]?["ui:options"]?["inputMode"] == .string("email"))
        #expect(ui["user"]?["ui:options"]?["autoCapitalize"] == .string("none"))
        #expect(ui["user"]?["ui:options"]?["enterKeyHint"] == .string("next"))
        #expect(ui["pass"]?["ui:widget"] == .string("password"))
        #expect(ui["pass"]?["ui:autocomplete"] == .string("current-password"))
        #expect(ui["pass"]?["ui:options"]?["enterKeyHint"] == .string("go"))
        #expect(ui["note"]?["ui:widget"] == .string("textarea"))
        #expect(ui["note"]?["ui:options"]?["autoCapitalize"] == .string("characters"))
        #expect(ui["note"]?["ui:options"]?["enterKeyHint"] == nil, "multiline: Return inserts a newline")
        #expect(ui["code"]?["ui:options"]?["enterKeyHint"] == nil, "'continue' has no enterkeyhint")
        #expect(ui["code"]?["ui:options"]?["inputMode"] == .string("numeric"))
        #expect(ui["custom"]?["ui:autocomplete"] == nil)
        // An empty non-optional text is the value "", which RJSF sends only when told to.
        #expect(ui["user"]?["ui:emptyValue"] == .string(""))
        #expect(ui["note"]?["ui:emptyValue"] == nil, "an empty optional field is absent")
        #expect(ui["ui:submitButtonOptions"]?["submitText"] == .string("Submit"))
    }

    @Test func returnMapsToEnter() {
        let ui = UISchemaEmitter.uiSchema(for: Checked("form F { field a: text { submitLabel return } }").form)
        #expect(ui["a"]?["ui:options"]?["enterKeyHint"] == .string("enter"))
    }

    @Test func orderFollowsFocusAndPlacesEveryField() {
        let form = Checked("""
        form F {
            field shown: text { disabled; default "x" }
            field b: text
            field day: date?
            field a: text
            field locked: text { disabled; default "y" }
            focus a, b
        }
        """).form
        // 'shown' has no earlier field, so it goes first; 'day' follows 'b' and 'locked'
        // follows 'a', the nearest fields declared before them.
        #expect(UISchemaEmitter.order(of: form) == ["shown", "a", "locked", "b", "day"])
        let ui = UISchemaEmitter.uiSchema(for: form)
        #expect(ui["shown"]?["ui:disabled"] == .bool(true))
        #expect(ui["day"] == nil, "nothing to say about a date field without prompt or help")
        #expect(JSONSchemaEmitter.schema(for: form)["properties"]?["shown"]?["readOnly"] == .bool(true))
    }

    // MARK: Hostile strings

    /// Quotes, backslashes, line breaks, U+2028, bidi controls, NUL and emoji come back exactly,
    /// code point for code point, when the output is read by a standard JSON parser.
    @Test func hostileStringsRoundTrip() throws {
        let checked = Checked(#"""
        form Hostile {
            title "Quote \" backslash \\ slash / tab \t end"
            field note: text {
                label "Line\nbreak \u{2028} para \u{2029} bidi \u{202E}abc\u{202C} rlm \u{200F} nul \0 !"
                prompt "emoji 👍🏽 family 👨‍👩‍👧 flag 🇩🇪 e\u{301} 用户名"
                help "</script><!-- \"quoted\" \\n is not a newline \r\n"
                default "C:\\Users\\\u{1F600}"
                validate required(message: "\u{1F6AB} \"no\" \\ \n \u{FEFF}")
            }
            submit "Send \u{2028} now"
        }
        """#)
        let form = checked.form
        let field = form.fields[0]
        let schemaText = JSONPrinter.print(JSONSchemaEmitter.schema(for: form))
        let uiText = JSONPrinter.print(UISchemaEmitter.uiSchema(for: form))
        #expect(!schemaText.unicodeScalars.contains("\u{2028}"), "U+2028 is escaped")
        #expect(schemaText.contains(#"\u2028"#))

        let schema = try #require(try JSONSerialization.jsonObject(with: Data(schemaText.utf8)) as? [String: Any])
        let ui = try #require(try JSONSerialization.jsonObject(with: Data(uiText.utf8)) as? [String: Any])
        let property = try #require((schema["properties"] as? [String: Any])?["note"] as? [String: Any])
        let validators = try #require(property["x-formc-validators"] as? [[String: Any]])
        let uiField = try #require(ui["note"] as? [String: Any])
        let submit = try #require(ui["ui:submitButtonOptions"] as? [String: Any])

        func same(_ parsed: Any?, _ original: String?, _ what: String) {
            let text = parsed as? String
            #expect(text != nil && original != nil, "\(what) missing")
            // Compare code points: Swift's == would equate e + U+0301 with é.
            #expect(Array((text ?? "").unicodeScalars) == Array((original ?? "-").unicodeScalars), "\(what)")
        }
        same(schema["title"], form.title, "title")
        same(property["title"], field.label, "label")
        same(property["description"], field.help, "help")
        if case .string(let value)? = field.defaultValue { same(property["default"], value, "default") }
        else { Issue.record("default missing") }
        same(validators.first?["message"], field.validators.first?.message, "message")
        same(uiField["ui:placeholder"], field.prompt, "prompt")
        same(uiField["ui:help"], field.help, "ui help")
        same(submit["submitText"], form.submitLabel, "submit label")
        #expect(field.label.unicodeScalars.contains("\u{0}"), "the test really sends a NUL")
    }
}

/// An int field's bounds beyond ±(2^53 - 1) move inward to doubles that a validator reading
/// numbers as doubles cannot push outside: every integer beyond the field's bound reads as a
/// double beyond the schema's (docs/JSON-SCHEMA.md, "Numbers").
@Suite struct DoubleBoundTests {
    @Test func intBoundsBeyondDoublesMoveInward() {
        let s = SchemaEmitterBehaviourTests.schema("""
        form F {
            field top: int { maxLength 19 } // formc:ignore FC0245
            field both: int { allowNegative; keyboard numbersAndPunctuation; maxLength 19 } // formc:ignore FC0245
            field sixteen: int { maxLength 16 } // formc:ignore FC0245
            field above: int { validate range(0...9007199254740993) } // formc:ignore FC0245
            field at: int { validate range(0...9007199254740992) } // formc:ignore FC0245
            field open: int { validate range(0..<9007199254740993) } // formc:ignore FC0245
            field safe: int { allowNegative; keyboard numbersAndPunctuation; validate range(-9007199254740991...9007199254740991) }
            field small: int { validate range(0..<100) }
            keyboardToolbar next, done
        }
        """)
        let p = s["properties"]
        #expect(p?["top"]?["maximum"] == .number("9223372036854774784"), "Int.max, 2^63 - 1, inward to 2^63 - 1024")
        #expect(p?["both"]?["minimum"] == .number("-9223372036854774784"), "Int.min is a double, but -2^63 - 1 reads as it")
        #expect(p?["sixteen"]?["maximum"] == .number("9999999999999998"))
        #expect(p?["above"]?["maximum"] == .number("9007199254740992"))
        #expect(p?["at"]?["maximum"] == .number("9007199254740991"), "2^53 + 1 reads as 2^53")
        #expect(p?["open"]?["maximum"] == .number("9007199254740991"))
        #expect(p?["open"]?["exclusiveMaximum"] == nil, "an excluded bound beyond 2^53 becomes the included double inside it")
        #expect(p?["safe"]?["minimum"] == .number("-9007199254740991"))
        #expect(p?["safe"]?["maximum"] == .number("9007199254740991"))
        #expect(p?["small"]?["exclusiveMaximum"] == .number("100"), "bounds a double holds stay as written")
        // The declared range is still in the annotation, exactly.
        guard case .array(let validators)? = p?["above"]?["x-formc-validators"] else {
            Issue.record("no x-formc-validators")
            return
        }
        #expect(validators.first?["max"] == .number("9007199254740993"))
    }

    /// A bound of a fraction field with more than 15 significant digits (FC0245) is written as
    /// declared: an exact validator agrees with the app; there is no double to move it to
    /// that every reader would read alike.
    @Test func fractionBoundsStayAsDeclared() {
        let p = SchemaEmitterBehaviourTests.property("""
        form F { field d: double { validate range(..<0.30000000000000001) } } // formc:ignore FC0245
        """, "d")
        #expect(p["exclusiveMaximum"] == .number("0.30000000000000001"))
    }

    /// `DoubleGrid.shrink` and `grow` against Swift's own conversion of integers to `Double`
    /// (round to nearest, ties to even), on magnitudes from 2^53 to 2^63.
    @Test func doubleGridMatchesRounding() {
        var random = SplitMix64(state: 53)
        func isDouble(_ m: UInt64) -> Bool { UInt64(exactly: Double(m)) == m }
        for _ in 0..<20_000 {
            let bits = 53 + random.below(11)
            let x = (UInt64(1) << UInt64(bits)) | (random.next() & ((UInt64(1) << UInt64(bits)) - 1))
            let down = DoubleGrid.shrink(x)
            #expect(isDouble(down) && down <= x)
            // Every integer above x reads as a double above `down`; the next double up fails that.
            #expect(Double(x + 1) > Double(down), "shrink(\(x)) = \(down)")
            let next = down + DoubleGrid.gapAbove(down)
            #expect(next > x || Double(x + 1) <= Double(next), "shrink(\(x)) is not the largest")
            let up = DoubleGrid.grow(x)
            #expect(isDouble(up) && up >= x)
            #expect(Double(x - 1) < Double(up), "grow(\(x)) = \(up)")
            let previous = up - DoubleGrid.gapBelow(up)
            #expect(previous < x || Double(x - 1) >= Double(previous), "grow(\(x)) is not the smallest")
        }
        #expect(DoubleGrid.shrink(UInt64(Int.max)) == 9_223_372_036_854_774_784)
        #expect(DoubleGrid.shrink(1 << 63) == 9_223_372_036_854_774_784)
        #expect(DoubleGrid.shrink(9_007_199_254_740_992) == 9_007_199_254_740_991)
        #expect(DoubleGrid.grow(9_007_199_254_740_992) == 9_007_199_254_740_992)
    }
}
