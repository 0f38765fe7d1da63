/// A deterministic generator of realistic `.form` files that use the whole language, and of
/// the equivalent `.proto` file (one message per form, one field per form field) for the
/// protoc comparison.
///
/// Same seed and size, same bytes, on every machine: the PRNG is SplitMix64 and nothing
/// depends on hashing order, the clock or Foundation. Every generated form checks clean under
/// `formc check --strict` (the harness asserts it), so the benchmark measures the path real
/// builds take, not error reporting.

/// SplitMix64 (Steele, Lea, Flood 2014): tiny, fast, and the same everywhere.
struct SplitMix64 {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// Uniform in `0..<n` (n > 0); the modulo bias is irrelevant here.
    mutating func below(_ n: Int) -> Int { Int(next() % UInt64(n)) }

    mutating func chance(_ percent: Int) -> Bool { below(100) < percent }

    mutating func pick<T>(_ items: [T]) -> T { items[below(items.count)] }
}

/// One generated field, independent of the output language.
struct GenField {
    /// The `.form` field name, unique in its form.
    var name: String
    /// `text`, `int`, `currency("EUR")`, ...
    var type: String
    var optional: Bool
    /// Properties as written, one per entry (`label "Email"`). Empty and `bodyless` means no
    /// `{ }` at all.
    var properties: [String]
    var bodyless = false
    /// Written on one line with `;` between properties, or one property per line.
    var oneLine: Bool
    /// A comment written on the line before the field, if any.
    var leadingComment: String?
    /// A comment after the field's last line, if any.
    var trailingComment: String?
    /// Whether the field is in the focus order (not disabled, not a date, toggle or choice).
    var focusable: Bool
    /// Whether the field has a `visible when` condition, so it may be hidden: no written
    /// `next` may rely on it, and `initialFocus` may not name it.
    var conditional = false
    /// The protobuf scalar type of the same value.
    var protoType: String
    var label: String
}

struct GenSection {
    var header: String?
    var footer: String?
    var fields: [GenField]
}

struct GenForm {
    var name: String
    /// Fields outside any section (written first), then the sections.
    var looseFields: [GenField]
    var sections: [GenSection]
    /// Form properties written before the fields (title, platform, ...) and after them
    /// (focus, toolbar, submit, ...).
    var headProperties: [String]
    var tailProperties: [String]
    var leadingComment: String?

    var allFields: [GenField] { looseFields + sections.flatMap(\.fields) }
}

/// What the generated forms may use: the whole language, or the core that every formc since
/// the benchmarks began checks clean (no toggles, choices, conditions or date bounds), so a
/// harness built from an older commit can run the same input.
enum GeneratedLanguage {
    case full
    case core
}

/// Builds forms from a seed. `fieldsPerForm` is the typical size (20); each form varies by a
/// few fields around it so no two forms are alike.
struct FormGenerator {
    var rng: SplitMix64
    let fieldsPerForm: Int
    /// Whether the field count varies around `fieldsPerForm` (by -2...+2).
    let jitter: Bool
    let language: GeneratedLanguage
    private var formIndex = 0

    init(seed: UInt64, fieldsPerForm: Int = 20, jitter: Bool = true, language: GeneratedLanguage = .full) {
        rng = SplitMix64(seed: seed)
        self.fieldsPerForm = fieldsPerForm
        self.jitter = jitter
        self.language = language
    }

    static let formNames = ["SignUp", "Login", "Checkout", "Profile", "Address", "Payment", "Booking",
                            "Survey", "Feedback", "Shipping", "Invoice", "Contact", "Registration",
                            "Settings", "Order", "Claim", "Application", "Subscription", "Transfer", "Appointment"]

    mutating func nextForm() -> GenForm {
        formIndex += 1
        let base = rng.pick(Self.formNames)
        let name = "\(base)\(formIndex)"
        var builder = FormBuilder(rng: rng, formName: name, language: language)
        let count = jitter ? max(1, fieldsPerForm - 2 + rng.below(5)) : fieldsPerForm
        let form = builder.build(fieldCount: count)
        rng = builder.rng
        return form
    }
}

/// The state of one form while its fields are chosen: names in use, shortcut keys taken, the
/// email field a confirmation can point at.
private struct FormBuilder {
    var rng: SplitMix64
    let formName: String
    var usedNames: [String: Int] = [:]
    var shortcutKeys = Array("bdefghijklmnopqrstuwy0123456789")
    var platform = 15
    let language: GeneratedLanguage

    init(rng: SplitMix64, formName: String, language: GeneratedLanguage) {
        self.rng = rng
        self.formName = formName
        self.language = language
    }

    /// A field name not yet used in this form: `email`, then `email2`, `email3`, ...
    mutating func uniqueName(_ base: String) -> String {
        let n = (usedNames[base] ?? 0) + 1
        usedNames[base] = n
        return n == 1 ? base : "\(base)\(n)"
    }

    mutating func build(fieldCount: Int) -> GenForm {
        // iOS 17 unlocks the newer content types; 16.4 and 15 exercise decimal and default.
        let platformChoice = rng.below(3)
        platform = [15, 16, 17][platformChoice]
        let platformText = ["15", "16.4", "17"][platformChoice]

        var fields: [GenField] = []
        while fields.count < fieldCount {
            fields.append(contentsOf: makeFields())
        }
        if fields.count > fieldCount { fields.removeLast(fields.count - fieldCount) }
        // Explicit submit labels where they agree with the focus order: `next` before the
        // last focusable field, `done` on it (FC0209 flags anything else). A field that may be
        // hidden makes a written `next` before it wrong in one of its states, so no label is
        // written before the last field that may be hidden.
        let lastConditional = fields.lastIndex(where: \.conditional) ?? -1
        if let last = fields.lastIndex(where: \.focusable) {
            for i in fields.indices where i > lastConditional && fields[i].focusable && (fields[i].type == "text" || fields[i].type == "secure")
                && !fields[i].bodyless && !fields[i].properties.contains(where: { $0.hasPrefix("submitLabel") }) && rng.chance(30) {
                fields[i].properties.append(i == last ? "submitLabel done" : "submitLabel next")
            }
        }
        // A confirmation must come after the field it repeats; dropping fields can only
        // remove confirmations from the end, never their targets alone, so nothing dangles.

        // Some fields stay outside any section; the rest go into 2 to 4 sections.
        let loose = rng.below(3)
        let looseFields = Array(fields.prefix(loose))
        var rest = Array(fields.dropFirst(loose))
        let sectionCount = min(max(1, rest.count), 2 + rng.below(3))
        var sections: [GenSection] = []
        for s in 0..<sectionCount {
            let remaining = sectionCount - s
            let take = s == sectionCount - 1 ? rest.count : max(1, rest.count / remaining)
            let header: String? = rng.chance(85) ? rng.pick(Self.sectionHeaders) : nil
            let footer: String? = rng.chance(40) ? rng.pick(Self.footers) : nil
            sections.append(GenSection(header: header, footer: footer, fields: Array(rest.prefix(take))))
            rest.removeFirst(min(take, rest.count))
        }

        let all = looseFields + sections.flatMap(\.fields)
        let focusable = all.filter(\.focusable).map(\.name)
        let alwaysShown = all.filter { $0.focusable && !$0.conditional }.map(\.name)
        var head: [String] = []
        if rng.chance(80) { head.append("title \(quoted(rng.pick(Self.titles)))") }
        if platform != 15 || rng.chance(50) { head.append("platform iOS \(platformText)") }
        if rng.chance(30) { head.append("validateOn \(rng.pick(["change", "blur", "submit"]))") }
        var props: [String] = []
        // An explicit focus list names every focusable field; long lists continue after a comma.
        if !focusable.isEmpty && rng.chance(70) {
            var lines: [String] = []
            var current: [String] = []
            for name in focusable {
                current.append(name)
                if current.count == 6 { lines.append(current.joined(separator: ", ")); current = [] }
            }
            if !current.isEmpty { lines.append(current.joined(separator: ", ")) }
            props.append("focus " + lines.joined(separator: ",\n          "))
        }
        if let first = alwaysShown.first, rng.chance(60) { props.append("initialFocus \(first)") }
        // Number pads have no Return key: every form with a focus chain gets a toolbar that moves.
        var toolbar = ["next", "done"]
        if rng.chance(70) { toolbar.insert("previous", at: 0) }
        if rng.chance(50) { toolbar.append("toggleSign") }
        props.append("keyboardToolbar " + toolbar.joined(separator: ", "))
        if rng.chance(60) { props.append("scrollDismissesKeyboard \(rng.pick(["automatic", "immediately", "interactively", "never"]))") }
        if rng.chance(50) {
            props.append("submit \(quoted(rng.pick(["Save", "Send", "Continue", "Pay", "Book", "Sign up"]))), action: \(rng.pick(["save", "send", "proceed", "pay", "book", "register"]))")
        } else if rng.chance(50) {
            props.append("submit \(quoted(rng.pick(["Done", "Submit", "Next"])))")
        }
        let comment: String? = rng.chance(50) ? "// \(formName): generated for the formc benchmarks." : nil
        return GenForm(name: formName, looseFields: looseFields, sections: sections,
                       headProperties: head, tailProperties: props, leadingComment: comment)
    }

    static let sectionHeaders = ["Account", "Contact", "Address", "Payment", "Details", "About you",
                                 "Preferences", "Delivery", "Security", "Notes", "Billing", "When"]
    static let footers = ["We never share this.", "Required for delivery.", "At least 8 characters.",
                          "Shown on your public profile.", "As on your passport.", "Optional."]
    static let titles = ["Create account", "Sign in", "Checkout", "Your profile", "Shipping", "Book a table",
                         "Tell us more", "Payment details", "Contact us", "Settings"]

    // MARK: Field kinds

    /// One or two fields of a randomly chosen kind (a confirmation comes with its target).
    mutating func makeFields() -> [GenField] {
        switch rng.below(language == .full ? 26 : 22) {
        case 0: return [personName()]
        case 1: return email()
        case 2: return [password()]
        case 3: return [notes()]
        case 4: return [age()]
        case 5: return [quantity()]
        case 6: return [price()]
        case 7: return [tip()]
        case 8: return [adjustment()]
        case 9: return [temperature()]
        case 10: return [day()]
        case 11: return [birthday()]
        case 12: return [phone()]
        case 13: return [website()]
        case 14: return [code()]
        case 15: return [reference()]
        case 16: return [greeting()]
        case 17: return [nickname()]
        case 18: return [oneTimeCode()]
        case 19: return [postalCode()]
        case 20: return [serverChecked()]
        case 21: return platform >= 17 ? [cardExpiry()] : [city()]
        case 22: return terms()
        case 23: return countryAndState()
        case 24: return [bookingDay()]
        default: return deliveryAndPhone()
        }
    }

    func quoted(_ s: String) -> String { "\"\(s)\"" }

    mutating func field(_ base: String, _ type: String, optional: Bool = false, label: String,
                        proto: String, focusable: Bool = true, _ properties: [String]) -> GenField {
        let name = uniqueName(base)
        var props = properties
        // `label` is written by most fields; others get the default from the name.
        if rng.chance(85) { props.insert("label \(quoted(label))", at: 0) }
        if focusable, rng.chance(15) { props.append("validateOn \(rng.pick(["change", "blur", "submit"]))") }
        if focusable, shortcutKeys.count > 0, rng.chance(12) {
            let key = shortcutKeys.remove(at: rng.below(shortcutKeys.count))
            props.append(rng.chance(50) ? "shortcut \(quoted(String(key)))"
                                        : "shortcut \(quoted(String(key))), modifiers: [command, \(rng.pick(["shift", "option", "control"]))]")
        }
        let oneLine = rng.chance(50) && !props.contains { $0.contains("\n") }
        var leading: String?
        var trailing: String?
        switch rng.below(10) {
        case 0: leading = "// \(label): " + rng.pick(["kept as typed.", "checked on submit.", "shown in the summary."])
        case 1: leading = "/* \(label) /* nested */ is validated on the device and again on the server. */"
        case 2: trailing = "// " + rng.pick(["see docs/LANGUAGE.md", "seed 004", "as the design asks"])
        default: break
        }
        return GenField(name: name, type: type, optional: optional, properties: props, oneLine: oneLine,
                        leadingComment: leading, trailingComment: trailing, focusable: focusable,
                        protoType: proto, label: label)
    }

    mutating func personName() -> GenField {
        let (base, label, content) = rng.pick([("firstName", "First name", "givenName"), ("lastName", "Last name", "familyName"),
                                               ("fullName", "Full name", "name"), ("company", "Company", "organizationName"),
                                               ("jobTitle", "Job title", "jobTitle")])
        var props = ["contentType \(content)", "autocapitalization words"]
        if rng.chance(50) { props.append("prompt \(quoted("Required"))") }
        props.append("validate required, length(1...\(40 + rng.below(60)))")
        return field(base, "text", label: label, proto: "string", props)
    }

    mutating func email() -> [GenField] {
        var props = ["keyboard emailAddress", "contentType emailAddress", "autocorrection off"]
        props.append(rng.chance(50) ? "validate required, email" : "validate required, email(message: \(quoted("Enter a valid email address")))")
        let first = field("email", "text", label: "Email", proto: "string", props)
        guard rng.chance(40) else { return [first] }
        let confirm = field("confirmEmail", "text", label: "Confirm email", proto: "string",
                            ["contentType emailAddress", "validate equals(\(first.name), message: \(quoted("Emails differ")))"])
        return [first, confirm]
    }

    mutating func password() -> GenField {
        let props = ["contentType \(rng.pick(["password", "newPassword"]))",
                     "validate required, length(\(8 + rng.below(4))...)"]
        return field("password", "secure", label: "Password", proto: "string", props)
    }

    mutating func notes() -> GenField {
        var props = ["prompt \(quoted("Anything we should know?"))", "help \(quoted("Allergies, access, timing..."))"]
        props.append("validate length(...\(200 + rng.below(300)))")
        return field("notes", "multiline", optional: true, label: "Notes", proto: "string", props)
    }

    mutating func age() -> GenField {
        let lo = 13 + rng.below(6)
        return field("age", "int", optional: true, label: "Age", proto: "int64",
                     ["keyboard numberPad", "maxLength 3",
                      "validate range(\(lo)...120, message: \(quoted("Between \(lo) and 120")))"])
    }

    mutating func quantity() -> GenField {
        let hi = 10 + rng.below(990)
        return field("quantity", "int", label: "Quantity", proto: "int64",
                     ["default 1", "allowNegative", "validate range(-\(hi)..<\(hi))"])
    }

    mutating func price() -> GenField {
        let code = rng.pick(["EUR", "USD", "GBP", "CHF", "JPY"])
        let digits = code == "JPY" ? 0 : 2
        return field("price", "currency(\(quoted(code)))", label: "Price", proto: "string",
                     ["format currency(fractionDigits: \(digits))", "default 20\(digits == 0 ? "" : ".00")",
                      "validate required, range(0...\(1000 * (1 + rng.below(9))))"])
    }

    mutating func tip() -> GenField {
        field("tip", "percent", optional: true, label: "Tip", proto: "string",
              ["format percent(fractionDigits: 1)", "validate range(0..<\(20 + rng.below(30)))"])
    }

    mutating func adjustment() -> GenField {
        field("adjustment", "decimal", label: "Adjustment", proto: "string",
              ["allowNegative", "default -0.25", "format number(fractionDigits: 2)",
               "validate range(-10.5...10.5, message: \(quoted("Keep it within ±10.5")))"])
    }

    mutating func temperature() -> GenField {
        field("temperature", "double", optional: true, label: "Preferred temperature", proto: "double",
              ["allowNegative", "validate range(-40.0...60.0)"])
    }

    mutating func day() -> GenField {
        field("day", "date", label: "Day", proto: "int64", focusable: false,
              ["default \(quoted("2026-\(10 + rng.below(3))-\(10 + rng.below(18))"))",
               "format date(style: \(rng.pick(["long", "abbreviated", "numeric", "complete"])))"])
    }

    mutating func birthday() -> GenField {
        var f = field("birthday", "date", optional: true, label: "Birthday", proto: "int64", focusable: false, [])
        if rng.chance(50) { f.properties = []; f.bodyless = true }
        return f
    }

    mutating func phone() -> GenField {
        field("phone", "text", optional: true, label: "Phone", proto: "string",
              ["contentType telephoneNumber", "allowedCharacters \(quoted("0123456789+ ()-"))",
               "help \(quoted("Only used if there is a problem with delivery."))", "validate phone"])
    }

    mutating func website() -> GenField {
        field("website", "text", optional: true, label: "Website", proto: "string",
              ["keyboard URL", "contentType URL", "validate url"])
    }

    mutating func code() -> GenField {
        let n = 6 + rng.below(3)
        let pattern = rng.chance(50) ? "[A-Z0-9]+" : "[A-Z]{2}\\\\d{\(n - 2)}"
        return field("code", "text", label: "Code", proto: "string",
                     ["maxLength \(n)", "autocapitalization characters", "autocorrection off",
                      "validate required(message: \(quoted("Enter a code"))), length(\(n)),\n         pattern(\(quoted(pattern)), message: \(quoted("Letters and digits only")))"])
    }

    mutating func reference() -> GenField {
        field("reference", "text", label: "Reference", proto: "string", focusable: false,
              ["default \(quoted("REF-\(100 + rng.below(900))"))", "disabled"])
    }

    mutating func greeting() -> GenField {
        field("greeting", "text", optional: true, label: "用户名 \\u{1F600}", proto: "string",
              ["prompt \(quoted("Say \\\"hi\\\"\\tthen press Return"))", "default \(quoted("C:\\\\Users"))",
               "submitLabel \(rng.pick(["continue", "go", "join", "return", "route", "search", "send"]))"])
    }

    mutating func nickname() -> GenField {
        var f = field("nickname", "text", optional: true, label: "Nickname", proto: "string", [])
        if rng.chance(60) { f.properties = []; f.bodyless = true }
        return f
    }

    mutating func oneTimeCode() -> GenField {
        field("verificationCode", "secure", label: "Verification code", proto: "string",
              ["keyboard numberPad", "contentType oneTimeCode", "allowedCharacters \(quoted("0123456789"))",
               "maxLength 6", "validate required, length(6)"])
    }

    mutating func postalCode() -> GenField {
        field("postalCode", "text", label: "Postal code", proto: "string",
              ["keyboard numbersAndPunctuation", "contentType postalCode", "autocapitalization characters",
               "autocorrection off", "validate required, length(3...10)"])
    }

    /// A warning silenced on purpose, as real forms do: `// formc:ignore` with a reason.
    mutating func serverChecked() -> GenField {
        var f = field("accountNumber", "text", label: "Account number", proto: "string",
                      ["// formc:ignore FC0223 -- digits are checked on the server\nkeyboard numberPad",
                       "validate required"])
        f.oneLine = false
        return f
    }

    mutating func cardExpiry() -> GenField {
        field("expiry", "text", label: "Expiry", proto: "string",
              ["prompt \(quoted("MM/YY"))", "keyboard numbersAndPunctuation", "contentType creditCardExpiration",
               "allowedCharacters \(quoted("0123456789/"))", "maxLength 5",
               "validate required, pattern(\(quoted("(0[1-9]|1[0-2])/[0-9]{2}")), message: \(quoted("Use MM/YY")))"])
    }

    /// A required toggle (must be on) and, sometimes, a newsletter toggle with an email shown
    /// only while it is on.
    mutating func terms() -> [GenField] {
        var fields = [field("terms", "toggle", label: "Terms of service", proto: "bool", focusable: false,
                            ["help \(quoted("I have read and accept the terms."))", "validate required"])]
        guard rng.chance(50) else { return fields }
        let newsletter = field("newsletter", "toggle", label: "Monthly newsletter", proto: "bool", focusable: false,
                               rng.chance(50) ? ["default true"] : [])
        var email = field("newsletterEmail", "text", optional: true, label: "Newsletter email", proto: "string",
                          ["keyboard emailAddress", "contentType emailAddress", "autocorrection off",
                           "visible when \(newsletter.name)", "required when \(newsletter.name)", "validate email"])
        email.conditional = true
        fields.append(newsletter)
        fields.append(email)
        return fields
    }

    /// A country picker, and a state field shown and required only for the United States.
    mutating func countryAndState() -> [GenField] {
        let country = field("country", "choice", label: "Country", proto: "string", focusable: false,
                            ["option \(quoted("US")), label: \(quoted("United States"))",
                             "option \(quoted("CA")), label: \(quoted("Canada"))",
                             "option \(quoted("GB")), label: \(quoted("United Kingdom"))",
                             "option \(quoted("DE")), label: \(quoted("Germany"))",
                             rng.chance(50) ? "validate required" : "default \(quoted("US"))"])
        var state = field("state", "text", optional: true, label: "State", proto: "string",
                          ["contentType addressState", "autocapitalization characters",
                           "visible when \(country.name) == \(quoted("US"))",
                           "required when \(country.name) == \(quoted("US"))", "validate length(2...2)"])
        state.conditional = true
        return [country, state]
    }

    /// A booking day no earlier than today and no later than a fixed date.
    mutating func bookingDay() -> GenField {
        field("bookingDay", "date", label: "Booking day", proto: "int64", focusable: false,
              ["validate required, range(today...\(quoted("2030-12-\(10 + rng.below(20))")))",
               "format date(style: \(rng.pick(["long", "abbreviated", "numeric"])))"])
    }

    /// A delivery speed as segments, and a courier phone asked only for express delivery.
    mutating func deliveryAndPhone() -> [GenField] {
        let speed = field("speed", "choice", label: "Delivery", proto: "string", focusable: false,
                          ["option \(quoted("standard")), label: \(quoted("Standard (3–5 days)"))",
                           "option \(quoted("express")), label: \(quoted("Express (1 day)"))",
                           "default \(quoted("standard"))", "pickerStyle segmented"])
        var phone = field("courierPhone", "text", optional: true, label: "Phone for the courier", proto: "string",
                          ["contentType telephoneNumber", "keyboard numbersAndPunctuation",
                           "visible when \(speed.name) == \(quoted("express"))",
                           "required when \(speed.name) == \(quoted("express"))", "validate phone"])
        phone.conditional = true
        return [speed, phone]
    }

    mutating func city() -> GenField {
        field("city", "text", label: "City", proto: "string",
              ["contentType addressCity", "autocapitalization words", "validate required"])
    }
}

// MARK: Rendering

enum FormRenderer {
    static func render(_ forms: [GenForm], into out: inout String) {
        for form in forms { render(form, into: &out) }
    }

    static func render(_ form: GenForm, into out: inout String) {
        if let c = form.leadingComment { out += c + "\n" }
        out += "form \(form.name) {\n"
        for p in form.headProperties { out += "    \(p)\n" }
        for f in form.looseFields { renderField(f, indent: "    ", into: &out) }
        for s in form.sections {
            out += "\n"
            out += s.header.map { "    section \"\($0)\" {\n" } ?? "    section {\n"
            if let footer = s.footer { out += "        footer \"\(footer)\"\n" }
            for f in s.fields { renderField(f, indent: "        ", into: &out) }
            out += "    }\n"
        }
        out += "\n"
        for p in form.tailProperties { out += "    \(p)\n" }
        out += "}\n\n"
    }

    static func renderField(_ f: GenField, indent: String, into out: inout String) {
        if let c = f.leadingComment { out += indent + c + "\n" }
        out += "\(indent)field \(f.name): \(f.type)\(f.optional ? "?" : "")"
        if f.bodyless {
            out += f.trailingComment.map { "   \($0)\n" } ?? "\n"
            return
        }
        if f.oneLine {
            out += " { " + f.properties.joined(separator: "; ") + " }"
        } else {
            out += " {\n"
            // Continuation lines (after a `,`, or below an own-line comment) keep their
            // relative indentation under the property.
            for p in f.properties {
                out += indent + "    " + p.replacing("\n", with: "\n" + indent + "    ") + "\n"
            }
            out += indent + "}"
        }
        out += f.trailingComment.map { "   \($0)\n" } ?? "\n"
    }
}

/// The same forms as protobuf messages: one message per form, one field per form field, the
/// label as a comment, sections as comments. proto3 `optional` for optional fields.
enum ProtoRenderer {
    static func header() -> String {
        "// Generated by formc-bench: the protobuf equivalent of the .form benchmark input.\nsyntax = \"proto3\";\n\npackage formbench;\n\n"
    }

    static func render(_ form: GenForm, into out: inout String) {
        if let c = form.leadingComment { out += c + "\n" }
        out += "message \(form.name) {\n"
        var number = 1
        func emit(_ f: GenField) {
            out += "  // \(f.label.replacing("\\u{1F600}", with: "😀"))\n"
            out += "  \(f.optional ? "optional " : "")\(f.protoType) \(f.name) = \(number);\n"
            number += 1
        }
        for f in form.looseFields { emit(f) }
        for s in form.sections {
            if let h = s.header { out += "  // Section: \(h)\n" }
            for f in s.fields { emit(f) }
        }
        out += "}\n\n"
    }
}
