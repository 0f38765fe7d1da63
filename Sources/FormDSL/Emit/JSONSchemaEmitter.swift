/// Emits a JSON Schema (draft 2020-12) of the data a form submits.
///
/// The schema and the generated app accept the same values: every validator becomes the JSON
/// Schema keyword with the meaning docs/RUNTIME.md defines for it, and every limit the app's
/// input filters put on a value becomes a keyword too when JSON Schema can check it exactly
/// in every engine. What it cannot check (one field equal to another, fraction digits, when
/// errors show) goes into `x-formc-*` annotations, which validators ignore. docs/JSON-SCHEMA.md
/// lists every keyword; `Tests/Conformance` proves the agreement case by case.
///
/// Representation of values:
/// - `text`, `secure`, `multiline`: JSON strings; lengths count code points, as JSON Schema does.
/// - `int`: a JSON integer. `double`, `decimal`, `currency`, `percent`: a JSON number written
///   in decimal, never in exponent form, whose text is the exact value (`0.1` is one tenth);
///   currency amounts in the currency's major unit, percentages as written (`12.5` is 12.5 %).
/// - `date`: a string `YYYY-MM-DD` (RFC 3339 `full-date`, `format: date`), whose `pattern`
///   (`DayPattern.calendarDay`) itself admits only real days.
/// - An optional field left empty is an absent property, never `null` or `""`.
public enum JSONSchemaEmitter {
    /// The `$schema` of every document formc writes.
    public static let dialect = "https://json-schema.org/draft/2020-12/schema"

    /// What a caller may choose about the schemas written; the defaults are what `formc generate` writes.
    public struct Options: Sendable, Hashable {
        /// When set, a form's `$id` is `baseURI + Name + ".schema.json"`, for schemas published
        /// at that address; give it with its trailing `/`. When nil, `$id` is
        /// `urn:formc:form:Name`, which names the form without claiming a location.
        public var baseURI: String?
        /// When set, a number field with a fixed count of fraction digits gets `multipleOf`
        /// with that many (`0.01` for US dollars, `0.001` for Bahraini dinars), not only the
        /// exact `1` of a field without any. Off by default: validators that compute
        /// `multipleOf` in binary floating point reject valid amounts such as `0.07`
        /// (docs/JSON-SCHEMA.md, "Fraction digits"); turn it on for a validator that reads
        /// numbers as decimals or is told a precision.
        public var decimalMultipleOf: Bool

        public init(baseURI: String? = nil, decimalMultipleOf: Bool = false) {
            self.baseURI = baseURI
            self.decimalMultipleOf = decimalMultipleOf
        }

        /// What is wrong with `uri` as a base URI, or nil when it can be one: an absolute URI
        /// (a scheme, then `:`), ASCII without spaces or the characters RFC 3986 excludes,
        /// without a fragment (a 2020-12 `$id` must have none), ending in `/` (or `:` for a
        /// URN), since the schema's file name is appended to it.
        public static func baseURIProblem(_ uri: String) -> String? {
            let bytes = Array(uri.utf8)
            func isLetter(_ b: UInt8) -> Bool { (b | 0x20) >= 0x61 && (b | 0x20) <= 0x7A }
            func isDigit(_ b: UInt8) -> Bool { b >= 0x30 && b <= 0x39 }
            guard let first = bytes.first, isLetter(first) else {
                return "it must be an absolute URI, starting with a scheme such as 'https:'"
            }
            var i = 1
            // scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )
            while i < bytes.count, isLetter(bytes[i]) || isDigit(bytes[i]) || bytes[i] == 0x2B || bytes[i] == 0x2D || bytes[i] == 0x2E {
                i += 1
            }
            guard i < bytes.count, bytes[i] == 0x3A else {
                return "it must be an absolute URI, starting with a scheme such as 'https:'"
            }
            // RFC 3986 allows unreserved, reserved and '%' characters: no space, control,
            // non-ASCII, or any of "<>\^`{|}. The character is named by its code point unless it
            // is printable ASCII, so the message cannot carry a control character to a terminal.
            for scalar in uri.unicodeScalars
            where scalar.value <= 0x20 || scalar.value >= 0x7F || #""<>\^`{|}"#.unicodeScalars.contains(scalar) {
                let hex = String(scalar.value, radix: 16, uppercase: true)
                let shown = (0x21...0x7E).contains(scalar.value)
                    ? "'\(scalar)'" : "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
                return "it holds \(shown), which a URI cannot; percent-encode it"
            }
            if bytes.contains(0x23) { return "it has a fragment ('#'), which a schema's '$id' must not have" }
            guard let last = bytes.last, last == 0x2F || last == 0x3A else {
                return "it must end with '/' (or ':' for a URN): the schema's file name is appended to it"
            }
            return nil
        }
    }

    /// The file a form's schema is written to with `-o DIR`.
    public static func fileName(for form: FormModel) -> String { form.name + ".schema.json" }

    /// The `$id` of a form's schema.
    public static func id(forForm name: String, options: Options = Options()) -> String {
        if let base = options.baseURI { return base + name + ".schema.json" }
        return "urn:formc:form:" + name
    }

    /// What `formc generate --emit json-schema` prints for a whole file: the form's schema when
    /// the file holds one form; for several, one schema document that bundles them under
    /// `$defs`, keyed by form name, each keeping its own `$id` (a JSON Schema 2020-12 compound
    /// document, itself a valid schema).
    public static func document(for file: CheckedFile, options: Options = Options()) -> JSONValue {
        if file.forms.count == 1 { return schema(for: file.forms[0], options: options) }
        var defs = JSONObjectBuilder()
        for form in file.forms { defs.add(form.name, schema(for: form, options: options)) }
        var root = JSONObjectBuilder()
        root.add("$schema", dialect)
        root.add("$defs", defs.value)
        return root.value
    }

    /// The schema of one form's submitted values.
    public static func schema(for form: FormModel, options: Options = Options()) -> JSONValue {
        var properties = JSONObjectBuilder()
        var required: [JSONValue] = []
        // A field that is not submitted (`notSubmitted`) is checked by the app alone: the
        // record holds no property for it. A repeating group is an array of its rows, at the
        // place of its first field.
        for member in members(of: form) {
            switch member {
            case .field(let index):
                let field = form.fields[index]
                guard field.isSubmitted else { continue }
                properties.add(field.jsonName, propertySchema(for: field, in: form, options: options))
                // A field that may be hidden is required only while shown: `allOf` below says when.
                if isRequiredProperty(field) && field.visibleWhen == nil { required.append(.string(field.jsonName)) }
            case .rows(let g):
                properties.add(form.repeats[g].jsonName, rowsSchema(for: g, in: form, options: options))
                // Always submitted: an empty array while the group has no rows.
                required.append(.string(form.repeats[g].jsonName))
            }
        }

        var root = JSONObjectBuilder()
        root.add("$schema", dialect)
        root.add("$id", id(forForm: form.name, options: options))
        root.add("title", form.title ?? form.name)
        root.add("type", "object")
        root.add("properties", properties.value)
        root.add("required", .array(required))
        root.add("additionalProperties", false)
        if ConditionSchema.apply(to: form) { root.add("allOf", ConditionSchema.rules(of: form)) }
        root.add("x-formc-sections", .array(form.sections.map { section($0, of: form) }))
        var submit = JSONObjectBuilder()
        submit.add("label", form.submitLabel)
        submit.add("action", form.submitAction)
        root.add("x-formc-submit", submit.value)
        return root.value
    }

    /// What a record holds at its root, in declaration order: a form field, or the rows of a
    /// repeating group (at the place of the group's first field).
    enum Member: Equatable {
        case field(Int)
        case rows(Int)
    }

    static func members(of form: FormModel) -> [Member] {
        var members: [Member] = []
        var placed = Set<Int>()
        for (index, field) in form.fields.enumerated() {
            if let g = field.repeatGroup {
                if placed.insert(g).inserted { members.append(.rows(g)) }
            } else {
                members.append(.field(index))
            }
        }
        for g in form.repeats.indices where !placed.contains(g) { members.append(.rows(g)) }
        return members
    }

    /// A repeating group's rows: an array of row objects, as many as `rows` allows, each
    /// with the row fields' properties, required as a form's are, and the conditions that
    /// read only the row's own fields (those that read the form's fields too are the root's:
    /// `ConditionSchema`).
    static func rowsSchema(for g: Int, in form: FormModel, options: Options = Options()) -> JSONValue {
        let group = form.repeats[g]
        var properties = JSONObjectBuilder()
        var required: [JSONValue] = []
        for index in group.fields {
            let field = form.fields[index]
            guard field.isSubmitted else { continue }
            properties.add(field.jsonName, propertySchema(for: field, in: form, options: options))
            if isRequiredProperty(field) && field.visibleWhen == nil { required.append(.string(field.jsonName)) }
        }
        var row = JSONObjectBuilder()
        row.add("type", "object")
        row.add("properties", properties.value)
        row.add("required", .array(required))
        row.add("additionalProperties", false)
        let rules = ConditionSchema.rowRules(of: g, in: form)
        if !rules.isEmpty { row.add("allOf", .array(rules)) }

        var p = JSONObjectBuilder()
        p.add("type", "array")
        p.add("title", group.label)
        p.add("description", group.help)
        if group.minRows > 0 { p.add("minItems", group.minRows) }
        p.add("maxItems", group.maxRows)
        p.add("items", row.value)
        p.add("x-formc-addLabel", group.addLabel)
        return p.value
    }

    /// Whether the property must be present: every non-optional field submits a value (a
    /// non-optional text field submits `""` when empty), and a `required` validator demands
    /// one even of an optional field.
    static func isRequiredProperty(_ field: FieldModel) -> Bool {
        !field.isOptional || field.isRequired
    }

    private static func section(_ section: SectionModel, of form: FormModel) -> JSONValue {
        var object = JSONObjectBuilder()
        object.add("header", section.header)
        object.add("footer", section.footer)
        // A repeating group's section names the group's property; its fields are the rows'.
        object.add("rows", section.repeatGroup.map { form.repeats[$0].jsonName })
        object.add("fields", .array(section.fields.filter { form.fields[$0].isSubmitted }.map { .string(form.fields[$0].jsonName) }))
        return object.value
    }

    // MARK: - Properties

    /// The schema of one field's value.
    /// The schema of one field's value; `form` is the field's form, whose other fields an
    /// `equals` rule names.
    static func propertySchema(for field: FieldModel, in form: FormModel, options: Options = Options()) -> JSONValue {
        var p = JSONObjectBuilder()
        let kind = field.kind.spec
        p.add("type", kind.jsonType.rawValue)
        p.add("title", field.label)
        p.add("description", field.help)

        // Constraints, each a group of keywords; a group whose keywords are already taken
        // (a second pattern, say) goes into `allOf`, so every constraint still applies.
        var constraints = Constraints()
        if kind.value == .text { textConstraints(field, into: &constraints) }
        if kind.value.isNumeric { constraints.add(numericBounds(field)) }
        // A computed value keeps every digit it is worked out to (the app rounds only where
        // `round` says), so its fraction digits are no constraint.
        if kind.value.isNumeric, field.computed == nil, let digits = field.fractionDigits, digits == 0 || options.decimalMultipleOf {
            constraints.add([("multipleOf", .number(digits == 0 ? "1" : "0." + String(repeating: "0", count: digits - 1) + "1"))])
        }
        if let format = kind.jsonFormat { constraints.add([("format", .string(format))]) }
        // A toggle always submits true or false; `required` means it must be on.
        if kind.value == .boolean && field.isRequired { constraints.add([("const", .bool(true))]) }
        if kind.value == .option { constraints.add(optionConstraint(field)) }
        if kind.value == .optionSet { constraints.add(optionSetConstraint(field)) }
        // A date is a real day by its pattern, not only by `format`, which most validators do
        // not assert. Its fixed bounds are patterns that order `YYYY-MM-DD` days (`DayPattern`);
        // a bound that is `today` moves every day, so it stays an annotation only.
        if kind.value == .date { constraints.add([("pattern", .string(DayPattern.calendarDay))]) }
        if let (earliest, latest) = dateLimits(field) {
            if case .day(let day)? = earliest { constraints.add([("pattern", .string(DayPattern.pattern(.greaterEqual, day)))]) }
            if case .day(let day)? = latest { constraints.add([("pattern", .string(DayPattern.pattern(.lessEqual, day)))]) }
        }

        // `format` first among the constraints: it says what the string is, the rest refine it.
        if let format = constraints.main["format"] { p.add("format", format) }
        p.add("default", field.defaultValue.map(json))
        // A computed value is the app's to work out: the record carries it, nobody types it.
        if field.isDisabled || field.computed != nil { p.add("readOnly", true) }
        if kind.hidesInput { p.add("writeOnly", true) }
        for key in Constraints.order where key != "format" {
            p.add(key, constraints.main[key])
        }
        if !constraints.extra.isEmpty { p.add("allOf", .array(constraints.extra)) }

        // Annotations.
        p.add("x-formc-type", kind.spelling)
        p.add("x-formc-format", textFormat(of: field))
        p.add("x-formc-currency", field.currencyCode)
        if let other = field.validators.lazy.compactMap(equalsTarget).first, form.fields[other].isSubmitted {
            p.add("x-formc-equals", form.fields[other].jsonName)
        }
        // A date's range as written, `today` included, for front ends that offer only the
        // allowed days (an `<input type=date>`'s `min` and `max`).
        if let (earliest, latest) = dateLimits(field) {
            p.add("x-formc-earliest", earliest?.text)
            p.add("x-formc-latest", latest?.text)
        }
        p.add("x-formc-validateOn", field.validateOn.rawValue)
        if let computed = field.computed {
            // What it is worked out from: no schema can check that it equals its expression.
            var annotation = JSONObjectBuilder()
            annotation.add("reads", .array(computed.reads.map { .string(form.fields[$0].jsonName) }))
            // The groups whose rows it reads (an aggregate): a row added or removed changes it.
            if !computed.readsRows.isEmpty {
                annotation.add("rows", .array(computed.readsRows.map { .string(form.repeats[$0].jsonName) }))
            }
            p.add("x-formc-computed", annotation.value)
        } else if let input = inputAnnotation(field) {
            p.add("x-formc-input", input)
        }
        // An `equals` against a field that is not submitted is the app's to check: the record
        // has no property to compare with.
        // A plain loop: the same filter as a closure crashed Swift 6.3.1's optimizer
        // (CopyPropagation) in the fuzzers' release build.
        var annotated: [JSONValue] = []
        for validator in field.validators {
            if let other = equalsTarget(validator), !form.fields[other].isSubmitted { continue }
            annotated.append(validatorAnnotation(validator, in: form))
        }
        p.add("x-formc-validators", .array(annotated))
        return p.value
    }

    /// A choice's options: `enum` of the values, or, when some option has a label of its own,
    /// `oneOf` with a `const` and a `title` per option, so the labels reach the web (RJSF
    /// shows a `oneOf` of titled constants as a select of those titles).
    private static func optionConstraint(_ field: FieldModel) -> [(String, JSONValue)] {
        if field.options.contains(where: \.hasOwnLabel) {
            return [("oneOf", .array(field.options.map { option in
                var o = JSONObjectBuilder()
                o.add("const", option.value)
                o.add("title", option.label)
                return o.value
            }))]
        }
        return [("enum", .array(field.options.map { .string($0.value) }))]
    }

    /// A `choices` field's set: an array of its options (`items`, as a `choice`'s value is
    /// written), each at most once (`uniqueItems`), as many as `required` (at least one) and
    /// `count` allow. The order of the array is the options' declaration order, which the app
    /// always writes; a schema cannot say that, and the app accepts any order when it reads.
    private static func optionSetConstraint(_ field: FieldModel) -> [(String, JSONValue)] {
        var items = JSONObjectBuilder()
        for (key, value) in optionConstraint(field) { items.add(key, value) }
        var minimum = field.isRequired ? 1 : 0
        var maximum: Int?
        for validator in field.validators where validator.name == .count {
            guard case .counts(let lo, let hi) = validator.argument else { continue }
            if let lo { minimum = max(minimum, lo) }
            if let hi { maximum = maximum.map { min($0, hi) } ?? hi }
        }
        var group: [(String, JSONValue)] = [("items", items.value), ("uniqueItems", .bool(true))]
        if minimum > 0 { group.append(("minItems", .integer(minimum))) }
        if let maximum { group.append(("maxItems", .integer(maximum))) }
        return group
    }

    /// A date field's earliest and latest day (`today` stays `today`: it is resolved when a
    /// value is checked), from its first `range`; nil without one. A field has one `range`
    /// (FC0334), so there is nothing to intersect.
    static func dateLimits(_ field: FieldModel) -> (DateBound?, DateBound?)? {
        for validator in field.validators {
            if case .days(let lo, let hi) = validator.argument { return (lo, hi) }
        }
        return nil
    }

    /// `x-formc-format`: which of formc's text rules (`email`, `url`, `phone`) the field's value
    /// follows, in place of a JSON Schema `format` that would name another rule; the first in
    /// declaration order when a field has several. Nil for other fields.
    static func textFormat(of field: FieldModel) -> String? {
        for validator in field.validators {
            switch validator.name {
            case .email, .url, .phone: return validator.name.spec.spelling
            case .required, .length, .pattern, .range, .equals, .count: continue
            }
        }
        return nil
    }

    private static func equalsTarget(_ validator: Validator) -> Int? {
        if case .field(let other) = validator.argument { return other }
        return nil
    }

    /// Lengths, patterns and formats of a text field.
    private static func textConstraints(_ field: FieldModel, into constraints: inout Constraints) {
        // Every length limit at once: `required` (at least one code point), each `length`,
        // and the `maxLength` input filter. Their intersection is one minLength/maxLength pair.
        var minimum = 0
        var maximum: Int?
        func lower(_ n: Int) { minimum = max(minimum, n) }
        func upper(_ n: Int) { maximum = maximum.map { min($0, n) } ?? n }
        for validator in field.validators {
            switch validator.name {
            case .required: lower(1)
            case .length:
                guard case .counts(let lo, let hi) = validator.argument else { break }
                if let lo { lower(lo) }
                if let hi { upper(hi) }
            case .pattern, .range, .email, .url, .phone, .equals, .count: break
            }
        }
        if let filter = field.maxLength { upper(filter) }
        var lengths: [(String, JSONValue)] = []
        if minimum > 0 { lengths.append(("minLength", .integer(minimum))) }
        if let maximum { lengths.append(("maxLength", .integer(maximum))) }
        constraints.add(lengths)

        var patterns: [String] = []
        for validator in field.validators {
            let group: [(String, JSONValue)]
            switch validator.name {
            case .pattern:
                guard case .pattern(let source) = validator.argument else { continue }
                let pattern = validator.anchoredPattern ?? PatternSyntax.anchor(source)
                guard !patterns.contains(pattern) else { continue }
                patterns.append(pattern)
                group = [("pattern", .string(pattern))]
            case .email:
                // No `format` (here or for `url`): `email` is RFC 5321's address to some
                // validators (`a..b.@c.com` passes the app and fails there), `uri` rejects the
                // non-ASCII paths the app accepts, `iri` the `|`, `{` or stray `%` it accepts.
                // The pattern is the rule; `x-formc-format` names it.
                group = [("pattern", .string(ValidatorPatterns.email))]
            case .url:
                group = [("pattern", .string(ValidatorPatterns.url))]
            case .phone:
                group = [("pattern", .string(ValidatorPatterns.phone))]
            case .required, .length, .range, .equals, .count:
                continue
            }
            constraints.add(group)
        }
        if let allowed = field.allowedCharacters {
            constraints.add([("pattern", .string(ValidatorPatterns.allowedCharacters(allowed)))])
        }
    }

    // MARK: - Numbers

    /// One end of an interval, exact.
    private struct Bound {
        var text: String
        var value: DecimalText
        var inclusive: Bool

        init(_ text: String, inclusive: Bool = true) {
            self.text = text
            self.value = DecimalText(text) ?? DecimalText("0")!
            self.inclusive = inclusive
        }

        /// The tighter of two lower bounds: the larger, and on a tie the exclusive one.
        static func tighterLower(_ a: Bound?, _ b: Bound) -> Bound {
            guard let a else { return b }
            let c = DecimalText.compare(a.value, b.value)
            if c != 0 { return c > 0 ? a : b }
            return a.inclusive ? b : a
        }

        /// The tighter of two upper bounds: the smaller, and on a tie the exclusive one.
        static func tighterUpper(_ a: Bound?, _ b: Bound) -> Bound {
            guard let a else { return b }
            let c = DecimalText.compare(a.value, b.value)
            if c != 0 { return c < 0 ? a : b }
            return a.inclusive ? b : a
        }
    }

    /// The limits of `Int`, which bound an `int` field with 19 digits (FormRuntime's
    /// filter rejects the 19-digit numbers beyond them; FC0204 stops `maxLength` at 19).
    static let intMaximum = "9223372036854775807"
    static let intMinimum = "-9223372036854775808"

    /// The interval a numeric field's value lies in: the intersection of its `range`
    /// validators and of what the field can hold at all. Without `allowNegative` a minus
    /// cannot be typed, so the value is at least 0; an `int` field holds at most `maxLength`
    /// digits (15 by default, 19 at most), so its magnitude is at most 10^maxLength - 1, or
    /// within the limits of `Int` with 19 digits. Decimal digit limits and fraction digits are
    /// not bounds of the value, so they stay annotations. An `int` bound beyond ±(2^53 - 1)
    /// is moved inward to a double (`doubleInside`), so that a validator that reads numbers
    /// as doubles rejects a number beyond the field rather than accepting it.
    private static func numericBounds(_ field: FieldModel) -> [(String, JSONValue)] {
        var lower: Bound?
        var upper: Bound?
        for validator in field.validators {
            guard case .numbers(let lo, let hi) = validator.argument else { continue }
            if let lo { lower = Bound.tighterLower(lower, Bound(lo.text, inclusive: lo.inclusive)) }
            if let hi { upper = Bound.tighterUpper(upper, Bound(hi.text, inclusive: hi.inclusive)) }
        }
        // A computed value is worked out, not typed: no sign or digit limit applies to it, only
        // `Int`'s range to an `int`.
        let isComputed = field.computed != nil
        if !field.allowNegative && !isComputed { lower = Bound.tighterLower(lower, Bound("0")) }
        if field.kind.value == .integer {
            let digits = isComputed ? NumberLimits.maximumIntDigits
                : min(field.maxLength ?? NumberLimits.exactDigits, NumberLimits.maximumIntDigits)
            let largest = digits >= NumberLimits.maximumIntDigits ? intMaximum : String(repeating: "9", count: max(1, digits))
            let smallest = digits >= NumberLimits.maximumIntDigits ? intMinimum : "-" + largest
            upper = Bound.tighterUpper(upper, Bound(largest))
            if field.allowNegative || isComputed { lower = Bound.tighterLower(lower, Bound(smallest)) }
            upper = upper.map { doubleInside($0, isUpper: true) }
            lower = lower.map { doubleInside($0, isUpper: false) }
        }
        var group: [(String, JSONValue)] = []
        if let lower { group.append((lower.inclusive ? "minimum" : "exclusiveMinimum", .number(jsonNumber(lower.text)))) }
        if let upper { group.append((upper.inclusive ? "maximum" : "exclusiveMaximum", .number(jsonNumber(upper.text)))) }
        return group
    }

    /// An integer bound beyond ±(2^53 - 1), where doubles no longer hold every integer, moved
    /// inward to the double nearest to it inside the range that a double-based reader cannot
    /// push outside it: every integer beyond the bound reads, as a double, as a number beyond
    /// the new bound too, so such a validator rejects an overflow instead of accepting it
    /// (`Int.max` becomes 9223372036854774784). An exact validator then also rejects the
    /// integers between the two, which the app accepts: the limit FC0245 warns about
    /// (docs/JSON-SCHEMA.md, "Numbers"). Bounds within ±(2^53 - 1) are returned as they are.
    static func doubleInside(_ text: String, isUpper: Bool) -> String {
        guard let value = Int64(text) else { return text }
        let magnitude = value.magnitude
        guard magnitude > 9_007_199_254_740_991 else { return text }
        // Inward: toward zero for an upper bound above zero or a lower bound below it, away
        // from zero for the others.
        let shrinks = (value > 0) == isUpper
        let moved = shrinks ? DoubleGrid.shrink(magnitude) : DoubleGrid.grow(magnitude)
        return (value < 0 ? "-" : "") + String(moved)
    }

    private static func doubleInside(_ bound: Bound, isUpper: Bool) -> Bound {
        var text = bound.text
        // An excluded bound is the integer inside it, included.
        if !bound.inclusive, let value = Int(text), value.magnitude > 9_007_199_254_740_991 {
            text = String(isUpper ? value - 1 : value + 1)
        } else if !bound.inclusive {
            return bound
        }
        let moved = doubleInside(text, isUpper: isUpper)
        return moved == bound.text ? bound : Bound(moved)
    }

    /// A model number literal (`12.50`, `-0.25`, `7`) as JSON number text. The checker already
    /// normalises literals (no `+`, no leading zeros); this also guards against a bare `.5` or
    /// `5.`, which JSON does not allow, so the output is valid JSON whatever the model holds.
    static func jsonNumber(_ text: String) -> String {
        var sign = ""
        var rest = Substring(text)
        if rest.hasPrefix("-") { sign = "-"; rest = rest.dropFirst() } else if rest.hasPrefix("+") { rest = rest.dropFirst() }
        var integer = rest
        var fraction: Substring = ""
        if let dot = rest.firstIndex(of: ".") {
            integer = rest[..<dot]
            fraction = rest[rest.index(after: dot)...]
        }
        var digits = String(integer.drop { $0 == "0" })
        if digits.isEmpty { digits = "0" }
        let isZero = digits == "0" && fraction.allSatisfy { $0 == "0" }
        return (isZero ? "" : sign) + digits + (fraction.isEmpty ? "" : "." + fraction)
    }

    private static func json(_ literal: LiteralValue) -> JSONValue {
        switch literal {
        case .string(let text), .date(let text): return .string(text)
        case .integer(let text), .decimal(let text): return .number(jsonNumber(text))
        case .boolean(let flag): return .bool(flag)
        case .options(let values): return .array(values.map { .string($0) })
        }
    }

    // MARK: - Annotations

    /// `x-formc-input`: the field's input filters, for front ends that filter keystrokes as
    /// the app does. Nil for fields without any (dates, unfiltered text).
    private static func inputAnnotation(_ field: FieldModel) -> JSONValue? {
        var input = JSONObjectBuilder()
        if field.kind.value == .text {
            input.add("allowedCharacters", field.allowedCharacters)
            input.add("maxLength", field.maxLength)
        } else if field.kind.value.isNumeric {
            input.add("allowNegative", field.allowNegative)
            input.add("maxDigits", maxDigits(of: field))
            input.add("fractionDigits", field.fractionDigits)
            // A `double` field refuses a number with more significant digits than a Double keeps.
            if field.kind == .double { input.add("significantDigits", NumberLimits.exactDigits) }
        }
        return input.members.isEmpty ? nil : input.value
    }

    /// The most digits the app lets people type into a number field: its maxLength (the
    /// checker sets one for every number field but `double`, 15 unless written), capped at the
    /// 38 digits `Decimal` holds exactly, which is also a `double` field's limit without one.
    /// Only `int` limits are bounds of the value (`numericBounds`); the others are digits.
    static func maxDigits(of field: FieldModel) -> Int? {
        if field.kind.value == .integer { return field.maxLength }
        return min(field.maxLength ?? NumberLimits.maximumDecimalDigits, NumberLimits.maximumDecimalDigits)
    }

    /// One entry of `x-formc-validators`: the validator as declared, with the message the app
    /// shows, for front ends that want the same messages and their order.
    static func validatorAnnotation(_ validator: Validator, in form: FormModel) -> JSONValue {
        var v = JSONObjectBuilder()
        v.add("validator", validator.name.spec.spelling)
        switch validator.argument {
        case .none:
            break
        case .counts(let lo, let hi):
            v.add("min", lo)
            v.add("max", hi)
        case .pattern(let source):
            v.add("pattern", validator.anchoredPattern ?? PatternSyntax.anchor(source))
        case .numbers(let lo, let hi):
            if let lo {
                v.add("min", .number(jsonNumber(lo.text)))
                if !lo.inclusive { v.add("minExclusive", true) }
            }
            if let hi {
                v.add("max", .number(jsonNumber(hi.text)))
                if !hi.inclusive { v.add("maxExclusive", true) }
            }
        case .days(let lo, let hi):
            v.add("min", lo?.text)
            v.add("max", hi?.text)
        case .field(let other):
            v.add("field", form.fields[other].jsonName)
        }
        v.add("message", validator.message)
        return v.value
    }
}

/// The keyword groups of one property: the first group to claim a keyword goes into the
/// property itself, later ones that would overwrite a keyword go into `allOf`.
private struct Constraints {
    /// The order keywords are written in, whatever order they were added in.
    static let order = ["format", "const", "enum", "oneOf", "items", "uniqueItems", "minItems", "maxItems",
                        "minLength", "maxLength", "pattern", "minimum", "exclusiveMinimum", "maximum", "exclusiveMaximum",
                        "multipleOf"]

    var main: [String: JSONValue] = [:]
    var extra: [JSONValue] = []

    mutating func add(_ group: [(String, JSONValue)]) {
        guard !group.isEmpty else { return }
        if group.allSatisfy({ main[$0.0] == nil }) {
            for (key, value) in group { main[key] = value }
        } else {
            extra.append(.object(group.map { JSONMember($0.0, $0.1) }))
        }
    }
}

/// The binary64 doubles among the integers above 2^53, where they are 2, 4, 8... apart: the
/// arithmetic of `JSONSchemaEmitter.doubleInside`, on magnitudes up to 2^63 (`Int.min`'s).
enum DoubleGrid {
    /// The gap from double `m` to the next one up.
    static func gapAbove(_ m: UInt64) -> UInt64 {
        let exponent = 63 - m.leadingZeroBitCount
        return exponent <= 52 ? 1 : 1 << UInt64(exponent - 52)
    }

    /// The gap from double `m` to the next one down: half the gap above at a power of two.
    static func gapBelow(_ m: UInt64) -> UInt64 {
        let above = gapAbove(m)
        return m.nonzeroBitCount == 1 && above > 1 ? above / 2 : above
    }

    /// The largest double at most `x`.
    static func floor(_ x: UInt64) -> UInt64 { x & ~(gapAbove(x) - 1) }

    /// The largest double `m` at most `x` such that every integer above `x` reads as a double
    /// above `m`. Rounding is monotonic, so `x + 1` decides; `Double(UInt64)` rounds to the
    /// nearest double, ties to even, as `JSON.parse` and every IEEE 754 reader do.
    static func shrink(_ x: UInt64) -> UInt64 {
        var m = floor(x)
        while !(Double(x + 1) > Double(m)) { m -= gapBelow(m) }
        return m
    }

    /// The smallest double `m` at least `x` such that every integer below `x` reads as a
    /// double below `m`.
    static func grow(_ x: UInt64) -> UInt64 {
        var m = floor(x)
        if m < x { m += gapAbove(m) }
        while !(Double(x - 1) < Double(m)) { m += gapAbove(m) }
        return m
    }
}
