/// Emits each form as an ODK XForm 1.0 (`NAME.xml`): the form that ODK Collect, Enketo and
/// every engine built on JavaRosa run. docs/XFORM.md says what each construct becomes and
/// where the XForm cannot say what formc means.
///
/// - The instance has one element per field, named by the field's key in the submitted JSON
///   (`jsonName`, else its name), holding its `default`; then `orx:meta/orx:instanceID`. A
///   repeating group is an element per row, named by the group's key, holding its row fields:
///   first the `jr:template` a new row is copied from, then the rows the form starts with.
/// - One `bind` per field: its type, `relevant` (`visible when`, the section's included),
///   `required` (an XPath expression), `constraint` (the field's validators, all of them),
///   `jr:requiredMsg` and `jr:constraintMsg` (formc's own message texts; a field with several
///   rules says the first one that fails, through an `itext` with an `output`).
/// - The body: one `group` per titled section, labelled by its header; each field's control
///   with its label and its help as `hint`. A repeating group's section is a `group` with a
///   `repeat` of the row fields' controls.
///
/// Every text goes through `XFormEscaping` (XML) and `XPathText` (XPath string literals), and
/// nothing else writes a text: output is deterministic and cannot be broken by what a form
/// says.
public enum XFormEmitter {
    /// The file a form's XForm is written to with `-o DIR`.
    public static func fileName(for form: FormModel) -> String { form.name + ".xml" }

    /// The namespace of the OpenRosa metadata block (`orx:meta`).
    static let openRosaNamespace = "http://openrosa.org/xforms"

    /// One form's XForm, as UTF-8 text.
    public static func xform(for form: FormModel) -> String {
        let layout = Layout(form)
        let xpath = XPathCondition(form: form, paths: layout.paths)
        var out = XMLWriter()
        out.line(0, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>")
        out.line(0, "<h:html xmlns=\"http://www.w3.org/2002/xforms\" xmlns:h=\"http://www.w3.org/1999/xhtml\" "
                 + "xmlns:jr=\"http://openrosa.org/javarosa\" xmlns:odk=\"http://www.opendatakit.org/xforms\" "
                 + "xmlns:orx=\"\(openRosaNamespace)\">")
        out.line(1, "<h:head>")
        out.line(2, "<h:title>" + XFormEscaping.text(form.title ?? form.name) + "</h:title>")
        out.line(2, "<model odk:xforms-version=\"1.0.0\">")

        let binds = form.fields.indices.map { index in
            // A row field's expressions are evaluated on its node in one row: they read that
            // row's fields relative to it.
            let rowXPath = form.fields[index].repeatGroup == nil
                ? xpath : XPathCondition(form: form, paths: layout.paths(inRowOf: form.fields[index].repeatGroup, of: form))
            return bind(for: index, in: form, layout: layout, xpath: rowXPath)
        }
        let itext = binds.compactMap(\.itext)
        if !itext.isEmpty {
            out.line(3, "<itext>")
            out.line(4, "<translation lang=\"" + XFormEscaping.attribute(form.language ?? "en") + "\" default=\"true()\">")
            for entry in itext {
                out.line(5, "<text id=\"" + XFormEscaping.attribute(entry.id) + "\">")
                out.line(6, "<value><output value=\"" + XFormEscaping.attribute(entry.output) + "\"/></value>")
                out.line(5, "</text>")
            }
            out.line(4, "</translation>")
            out.line(3, "</itext>")
        }

        out.line(3, "<instance>")
        out.line(4, "<" + layout.root + " id=\"" + XFormEscaping.attribute(form.name) + "\">")
        func element(_ index: Int, depth: Int) {
            let element = layout.elements[index]
            if let value = initialValue(form.fields[index]) {
                out.line(depth, "<" + element + ">" + XFormEscaping.text(value) + "</" + element + ">")
            } else {
                out.line(depth, "<" + element + "/>")
            }
        }
        for member in layout.members {
            switch member {
            case .field(let index):
                element(index, depth: 5)
            case .rows(let g):
                // The template a new row is copied from, then the rows the form starts with
                // (JavaRosa starts with the copies that are not the template: RepeatFacts.xml).
                let group = form.repeats[g]
                let name = layout.groupElements[g]
                for copy in 0...group.minRows {
                    out.line(5, "<" + name + (copy == 0 ? " jr:template=\"\"" : "") + ">")
                    for index in group.fields { element(index, depth: 6) }
                    out.line(5, "</" + name + ">")
                }
            }
        }
        out.line(5, "<orx:meta>")
        out.line(6, "<orx:instanceID/>")
        out.line(5, "</orx:meta>")
        out.line(4, "</" + layout.root + ">")
        out.line(3, "</instance>")
        for b in binds {
            out.line(3, "<bind " + b.attributes.map { $0.0 + "=\"" + XFormEscaping.attribute($0.1) + "\"" }.joined(separator: " ") + "/>")
        }
        out.line(3, "<bind nodeset=\"/" + layout.root + "/orx:meta/orx:instanceID\" type=\"string\" readonly=\"true()\" jr:preload=\"uid\"/>")
        out.line(2, "</model>")
        out.line(1, "</h:head>")

        out.line(1, "<h:body>")
        for section in form.sections {
            if let g = section.repeatGroup {
                // A repeating group: its heading, and a `repeat` of its rows. The group's
                // `help`, `addLabel` and bounds are not written (docs/XFORM.md, "Repeating
                // groups"); the instance holds its first rows.
                let path = XFormEscaping.attribute(layout.groupPaths[g])
                out.line(2, "<group ref=\"" + path + "\">")
                out.line(3, "<label>" + XFormEscaping.text(form.repeats[g].label) + "</label>")
                out.line(3, "<repeat nodeset=\"" + path + "\">")
                for index in section.fields {
                    control(for: index, in: form, layout: layout, depth: 4, into: &out)
                }
                out.line(3, "</repeat>")
                out.line(2, "</group>")
                continue
            }
            var depth = 2
            if let header = section.header {
                out.line(2, "<group>")
                out.line(3, "<label>" + XFormEscaping.text(header) + "</label>")
                depth = 3
            }
            for index in section.fields {
                control(for: index, in: form, layout: layout, depth: depth, into: &out)
            }
            if section.header != nil { out.line(2, "</group>") }
        }
        out.line(1, "</h:body>")
        out.line(0, "</h:html>")
        return out.text
    }

    /// The instance's names: the root element, each field's element and path, and each
    /// repeating group's element and path.
    struct Layout {
        /// What the root element holds, in order: a form field, or the rows of a group.
        enum Member: Equatable {
            case field(Int)
            case rows(Int)
        }

        var root: String
        var elements: [String]
        /// Each field's absolute path; a row field's is the group's path and its element
        /// (`/F/items/quantity`), which a `bind` names and JavaRosa applies to every row.
        var paths: [String]
        var groupElements: [String]
        var groupPaths: [String]
        var members: [Member]

        init(_ form: FormModel) {
            root = XFormEscaping.isElementName(form.name) ? form.name : "data"
            // Names are unique within the element that holds them: the root's fields and
            // groups, and each group's row fields.
            var taken: [Int?: Set<String>] = [:]
            func unique(_ key: String, fallback: String, in scope: Int?) -> String {
                // The submitted key names the element; a key that is not an XML name cannot,
                // and the name does instead (docs/XFORM.md, "Keys").
                var name = XFormEscaping.isElementName(key) ? key : fallback
                if !XFormEscaping.isElementName(name) { name = "field" }
                var candidate = name
                var n = 2
                while taken[scope, default: []].contains(candidate) {
                    candidate = name + "_\(n)"
                    n += 1
                }
                taken[scope, default: []].insert(candidate)
                return candidate
            }
            var groupElements = [String](repeating: "", count: form.repeats.count)
            var named = [Bool](repeating: false, count: form.repeats.count)
            var elements: [String] = []
            var members: [Member] = []
            for (index, field) in form.fields.enumerated() {
                if let g = field.repeatGroup, !named[g] {
                    groupElements[g] = unique(form.repeats[g].jsonName, fallback: form.repeats[g].name, in: nil)
                    named[g] = true
                    members.append(.rows(g))
                } else if field.repeatGroup == nil {
                    members.append(.field(index))
                }
                let key = field.isSubmitted ? field.jsonName : field.name
                elements.append(unique(key, fallback: field.name, in: field.repeatGroup))
            }
            // A group without fields still holds its rows.
            for g in form.repeats.indices where !named[g] {
                groupElements[g] = unique(form.repeats[g].jsonName, fallback: form.repeats[g].name, in: nil)
                members.append(.rows(g))
            }
            self.elements = elements
            self.groupElements = groupElements
            self.members = members
            let root = self.root
            groupPaths = groupElements.map { "/" + root + "/" + $0 }
            let groupPaths = self.groupPaths
            paths = form.fields.indices.map { i in
                (form.fields[i].repeatGroup.map { groupPaths[$0] } ?? "/" + root) + "/" + elements[i]
            }
        }

        /// The paths an expression evaluated in a row of group `g` reads: that row's fields
        /// relative to the node it is evaluated on, a sibling (`../quantity`), which is this
        /// row's, and every other field by its absolute path.
        func paths(inRowOf g: Int?, of form: FormModel) -> [String] {
            guard let g else { return paths }
            return form.fields.indices.map { form.fields[$0].repeatGroup == g ? "../" + elements[$0] : paths[$0] }
        }
    }

    /// A field's bind: its attributes in a fixed order, and the `itext` its constraint message
    /// needs when the field has more than one rule.
    struct Bind {
        var attributes: [(String, String)]
        var itext: (id: String, output: String)?
    }

    /// The XForm data type of a field's value.
    static func dataType(_ field: FieldModel) -> String {
        // A computed `int` can be any Int: JavaRosa's 32-bit `int` would cut it short.
        if field.computed != nil && field.kind.value == .integer { return "decimal" }
        switch field.kind.value {
        case .text: return "string"
        case .integer: return holdsInt32(field) ? "int" : "decimal"
        case .fraction: return "decimal"
        case .date: return "date"
        // A toggle is a `select1` of `true` and `false`, so its value is the JSON's word.
        case .boolean, .option: return "string"
        case .optionSet: return "string"
        }
    }

    /// Whether every value an `int` field accepts is a 32-bit integer, which is all JavaRosa's
    /// `int` holds: its `range` has both bounds, and both are within ±2147483647. Any other
    /// `int` is a `decimal` in the XForm (whose doubles hold every integer of the 15 digits an
    /// `int` takes by default exactly) with a constraint that it is whole.
    static func holdsInt32(_ field: FieldModel) -> Bool {
        for validator in field.validators {
            if case .numbers(let min?, let max?) = validator.argument,
               let low = Int64(min.text), let high = Int64(max.text),
               low >= -2147483647, high <= 2147483647 {
                return true
            }
        }
        return false
    }

    /// The value the instance starts with: the `default`; `false` for a toggle; a stepper's or
    /// slider's lower bound.
    static func initialValue(_ field: FieldModel) -> String? {
        switch field.defaultValue {
        case .string(let text)?, .integer(let text)?, .decimal(let text)?, .date(let text)?: return text
        case .boolean(let on)?: return on ? "true" : "false"
        case .options(let values)?: return values.joined(separator: " ")
        case nil:
            if field.kind.value == .boolean { return "false" }
            return field.controlRange?.lower
        }
    }

    static func bind(for index: Int, in form: FormModel, layout: Layout, xpath: XPathCondition) -> Bind {
        let field = form.fields[index]
        let path = layout.paths[index]
        var attributes: [(String, String)] = [("nodeset", path), ("type", dataType(field))]
        if let computed = field.computed {
            // Worked out by the engine, never typed: docs/XFORM.md, "Computed values".
            attributes.append(("readonly", "true()"))
            attributes.append(("calculate", XPathValue(form: form, layout: layout, group: field.repeatGroup).calculate(computed.expression)))
        } else if field.isDisabled {
            attributes.append(("readonly", "true()"))
        }
        if let visible = field.visibleWhen { attributes.append(("relevant", xpath.expression(visible))) }

        // What makes the field required, in order, each with the message it shows.
        var required: [(condition: String, message: String)] = []
        let requiredValidator = field.validators.first { $0.name == .required }
        let requiredWhenMessage = DefaultMessages.message(for: .required, label: field.label, otherLabel: nil, value: field.kind.value)
        var constraints: [(rule: String, atPath: String, message: String)] = []
        switch field.kind.value {
        case _ where field.computed != nil:
            // A computed value that is not optional and cannot be worked out shows the
            // `required` message, as a required field left empty does; it is never typed, so
            // an empty text is absent, not a value its rules check.
            if let requiredValidator {
                required.append(("true()", requiredValidator.message))
            } else if !field.isOptional {
                required.append(("true()", DefaultMessages.message(for: .required, label: field.label, otherLabel: nil, value: .text)))
            }
        case .text:
            if let requiredValidator { required.append(("true()", requiredValidator.message)) }
            if !field.isOptional {
                // Empty text is a value of a non-optional text field, which every rule checks.
                for validator in field.validators where validator.name != .required {
                    if let fails = xpath.failsOnEmpty(validator) { required.append((fails, validator.message)) }
                }
            }
        case .integer, .fraction:
            if let requiredValidator {
                required.append(("true()", requiredValidator.message))
            } else if !field.isOptional {
                required.append(("true()", DefaultMessages.invalidNumber(label: field.label, kind: field.kind, fractionDigits: field.fractionDigits)))
            }
        case .date, .option:
            if let requiredValidator {
                required.append(("true()", requiredValidator.message))
            } else if !field.isOptional {
                required.append(("true()", requiredWhenMessage))
            }
        case .boolean:
            // Always on or off: an empty answer is not a toggle's value.
            required.append(("true()", requiredValidator?.message ?? DefaultMessages.message(for: .required, label: field.label, otherLabel: nil, value: .text)))
            if let requiredValidator {
                constraints.append((". = 'true'", path + " = 'true'", requiredValidator.message))
            }
            if let when = field.requiredWhen {
                let c = xpath.expression(when)
                constraints.append(("not(" + c + ") or . = 'true'", "not(" + c + ") or " + path + " = 'true'", requiredWhenMessage))
            }
        case .optionSet:
            for validator in field.validators {
                if validator.name == .required {
                    required.append(("true()", validator.message))
                } else if case .counts(let min?, _) = validator.argument, min > 0 {
                    required.append(("true()", validator.message))
                }
            }
        }
        if let when = field.requiredWhen, field.kind.value != .boolean {
            required.append((xpath.expression(when), requiredValidator?.message ?? requiredWhenMessage))
        }
        if field.kind.value == .integer && !holdsInt32(field) && field.computed == nil {
            // A whole number, before every rule, as the Swift model reads the number first.
            // `int()` drops the fraction; `<=` and `>=` compare exactly, where `=` would take
            // numbers 1e-12 apart as equal.
            constraints.append((". <= int(.) and . >= int(.)", path + " <= int(" + path + ") and " + path + " >= int(" + path + ")",
                                DefaultMessages.invalidNumber(label: field.label, kind: field.kind, fractionDigits: field.fractionDigits)))
        }
        for validator in field.validators where validator.name != .required {
            if let rule = xpath.rule(validator, of: field), let atPath = xpath.rule(validator, of: field, value: path) {
                constraints.append((rule, atPath, validator.message))
            }
        }

        if !required.isEmpty {
            let always = required.contains { $0.condition == "true()" }
            attributes.append(("required", always ? "true()" : required.map(\.condition).joined(separator: " or ")))
        }
        var itext: (id: String, output: String)?
        if !constraints.isEmpty {
            attributes.append(("constraint", constraints.count == 1
                ? constraints[0].rule : constraints.map { "(" + $0.rule + ")" }.joined(separator: " and ")))
            if constraints.count == 1 {
                attributes.append(("jr:constraintMsg", constraints[0].message))
            } else {
                // The first failing rule's message, as formc shows it first.
                let id = path + ":constraintMsg"
                var output = XPathText.literal(constraints[constraints.count - 1].message)
                for c in constraints.dropLast().reversed() {
                    output = "if(not(" + c.atPath + "), " + XPathText.literal(c.message) + ", " + output + ")"
                }
                itext = (id, output)
                attributes.append(("jr:constraintMsg", "jr:itext('" + id + "')"))
            }
        }
        if let first = required.first {
            attributes.append(("jr:requiredMsg", first.message))
        }
        return Bind(attributes: attributes, itext: itext)
    }

    /// The field's control in the body.
    static func control(for index: Int, in form: FormModel, layout: Layout, depth: Int, into out: inout XMLWriter) {
        let field = form.fields[index]
        let ref = "ref=\"" + XFormEscaping.attribute(layout.paths[index]) + "\""
        func texts(_ d: Int) {
            out.line(d, "<label>" + XFormEscaping.text(field.label) + "</label>")
            if let help = field.help { out.line(d, "<hint>" + XFormEscaping.text(help) + "</hint>") }
        }
        func items(_ options: [(value: String, label: String)], _ d: Int) {
            for option in options {
                out.line(d, "<item>")
                out.line(d + 1, "<label>" + XFormEscaping.text(option.label) + "</label>")
                out.line(d + 1, "<value>" + XFormEscaping.text(option.value) + "</value>")
                out.line(d, "</item>")
            }
        }
        switch field.control {
        case .value:
            // A computed value: an `input` whose bind is `readonly` and `calculate`, which
            // Collect and Enketo show as the value, not typed into.
            out.line(depth, "<input " + ref + ">")
            texts(depth + 1)
            out.line(depth, "</input>")
        case .textField, .secureField, .datePicker:
            out.line(depth, "<input " + ref + ">")
            texts(depth + 1)
            out.line(depth, "</input>")
        case .textEditor:
            out.line(depth, "<input " + ref + " appearance=\"multiline\">")
            texts(depth + 1)
            out.line(depth, "</input>")
        case .toggle:
            out.line(depth, "<select1 " + ref + ">")
            texts(depth + 1)
            items([("true", "Yes"), ("false", "No")], depth + 1)
            out.line(depth, "</select1>")
        case .picker:
            let appearance = field.pickerStyle == .menu ? " appearance=\"minimal\"" : ""
            out.line(depth, "<select1 " + ref + appearance + ">")
            texts(depth + 1)
            items(field.options.map { ($0.value, $0.label) }, depth + 1)
            out.line(depth, "</select1>")
        case .toggles:
            out.line(depth, "<select " + ref + ">")
            if field.options.contains(where: { $0.value.unicodeScalars.contains { $0.properties.isWhitespace } }) {
                // Said where it happens: the one option value an XForm cannot carry exactly.
                out.line(depth + 1, "<!-- formc: an option value of this field holds white space, which an XForm's list of picks "
                         + "separates values by: a pick of it reads as several values (docs/XFORM.md, Differences) -->")
            }
            texts(depth + 1)
            items(field.options.map { ($0.value, $0.label) }, depth + 1)
            out.line(depth, "</select>")
        case .stepper, .slider:
            if let range = field.controlRange, let step = range.step {
                out.line(depth, "<range " + ref + " start=\"" + XFormEscaping.attribute(range.lower) + "\" end=\""
                         + XFormEscaping.attribute(range.upper) + "\" step=\"" + XFormEscaping.attribute(step) + "\">")
                texts(depth + 1)
                out.line(depth, "</range>")
            } else {
                // A slider that moves freely has no step, which a `range` control needs.
                out.line(depth, "<input " + ref + ">")
                texts(depth + 1)
                out.line(depth, "</input>")
            }
        }
    }
}

/// Lines of XML, indented by two spaces a level, ending with a line feed.
struct XMLWriter {
    var text = ""

    mutating func line(_ depth: Int, _ content: String) {
        text += String(repeating: "  ", count: depth) + content + "\n"
    }
}
