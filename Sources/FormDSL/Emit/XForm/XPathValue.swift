/// A computed value's expression as XPath 1.0 over the instance, for its bind's `calculate`
/// (docs/XFORM.md, "Computed values").
///
/// XPath reads an empty node as the empty string, and as a number as NaN; JavaRosa stores a
/// calculation that gives NaN or the empty string as an empty node. That alone would keep
/// many absent values absent (`NaN * 2` is NaN), but not all: `concat('', 'x')` is `x`, a
/// division by zero is Infinity, and a hidden field's node still holds its text. So every
/// expression is written as a value and the condition under which it is present, and the
/// calculation is `if(PRESENT, VALUE, '')`: absence is said, never left to NaN.
///
/// Numbers are XPath's doubles: an `int` or `decimal` value is exact only as far as a double
/// is (docs/XFORM.md, "Differences").
struct XPathValue {
    var form: FormModel
    var layout: XFormEmitter.Layout
    /// The paths the expression reads: a row's own fields relative to the row's node when it
    /// is a row's computed value (`group`), every other field absolute.
    var paths: [String]
    var conditions: XPathCondition

    /// The expression of a computed value of the form (`group` nil) or of a row of `group`.
    init(form: FormModel, layout: XFormEmitter.Layout, group: Int?) {
        self.form = form
        self.layout = layout
        self.paths = layout.paths(inRowOf: group, of: form)
        self.conditions = XPathCondition(form: form, paths: paths)
    }

    /// An expression's value and when it is present (`true()`: always).
    struct Part {
        var value: String
        var present: String
    }

    /// The `calculate` of a computed value: its value while present, else `''`.
    func calculate(_ expression: ValueExpression) -> String {
        let p = part(expression)
        return p.present == "true()" ? p.value : "if(" + p.present + ", " + p.value + ", '')"
    }

    /// Both conditions, `true()` dropped.
    static func both(_ a: String, _ b: String) -> String {
        if a == "true()" { return b }
        if b == "true()" { return a }
        return a + " and " + b
    }

    /// The largest magnitude of an `int` (`Int`): a double holds 2^63 exactly, so `v < 2^63`
    /// and `v >= -2^63` say, as far as doubles can, that the result is an `Int`.
    static let intBound = "9223372036854775808"

    func part(_ e: ValueExpression) -> Part {
        switch e.kind {
        case .field(let f):
            // Present as a condition reads it: not empty, and visible.
            return Part(value: paths[f], present: conditions.present(f))
        case .number(let text):
            return Part(value: text, present: "true()")
        case .text(let text):
            return Part(value: XPathText.literal(text), present: "true()")
        case .arithmetic(let op, let a, let b):
            let x = part(a), y = part(b)
            let symbol: String
            switch op {
            case .add: symbol = " + "
            case .subtract: symbol = " - "
            case .multiply: symbol = " * "
            case .divide: symbol = " div "
            }
            let value = "(" + x.value + symbol + y.value + ")"
            var present = Self.both(x.present, y.present)
            // A division by zero is absent, not Infinity.
            if op == .divide, !Self.isNonZeroLiteral(b) { present = Self.both(present, y.value + " != 0") }
            if e.type == .int { present = Self.both(present, inInt(value)) }
            return Part(value: value, present: present)
        case .join(let a, let b):
            let x = part(a), y = part(b)
            return Part(value: "concat(" + x.value + ", " + y.value + ")", present: Self.both(x.present, y.present))
        case .negate(let a):
            let x = part(a)
            let value = "(-" + x.value + ")"
            return Part(value: value, present: e.type == .int ? Self.both(x.present, inInt(value)) : x.present)
        case .round(let a, let places):
            // JavaRosa's round(x, places) rounds a half up, towards positive infinity; formc's
            // rounds it away from zero: a negative number is rounded as its magnitude.
            let x = part(a)
            let value = "if(" + x.value + " < 0, -round(-" + x.value + ", \(places)), round(" + x.value + ", \(places)))"
            return Part(value: value, present: x.present)
        case .coalesce(let a, let b):
            let x = part(a), y = part(b)
            if case .field(let f) = a.kind, form.fields[f].visibleWhen == nil, form.fields[f].kind.value != .boolean {
                // A field that is never hidden is absent exactly while its node is empty,
                // which is what `coalesce` reads.
                let present = y.present == "true()" ? "true()" : "(" + x.present + " or " + y.present + ")"
                return Part(value: "coalesce(" + x.value + ", " + y.value + ")", present: present)
            }
            return Part(value: "if(" + x.present + ", " + x.value + ", " + y.value + ")",
                        present: y.present == "true()" ? "true()" : "(" + x.present + " or " + y.present + ")")
        case .aggregate(let aggregate, let g, let f):
            // Over every row of the group: `count` counts rows; `sum`, `min` and `max` read the
            // field's node of each row where the field is present there (the predicate reads
            // the row's fields relative to that node), so an empty or hidden value is skipped
            // whatever an engine makes of one. `sum` of no values is 0; `min` and `max` of no
            // values are absent (docs/XFORM.md, "Repeating groups").
            let rows = layout.groupPaths[g]
            guard let f else { return Part(value: "count(" + rows + ")", present: "true()") }
            let inRow = XPathCondition(form: form, paths: layout.paths(inRowOf: g, of: form))
            let nodes = rows + "/" + layout.elements[f] + "[" + inRow.present(f) + "]"
            switch aggregate {
            case .count: return Part(value: "count(" + rows + ")", present: "true()")
            case .sum: return Part(value: "sum(" + nodes + ")", present: "true()")
            case .min: return Part(value: "min(" + nodes + ")", present: "count(" + nodes + ") > 0")
            case .max: return Part(value: "max(" + nodes + ")", present: "count(" + nodes + ") > 0")
            }
        case .choose(let c, let a, let b):
            let condition = conditions.expression(c)
            let x = part(a), y = part(b)
            let present = x.present == "true()" && y.present == "true()" ? "true()" : "if(" + condition + ", " + x.present + ", " + y.present + ")"
            return Part(value: "if(" + condition + ", " + x.value + ", " + y.value + ")", present: present)
        case .age(let f):
            // Years between the two days' `%Y`, one less before the anniversary (`%m%d` read
            // as numbers); present while the field is, up to today.
            let day = paths[f]
            let value = "(format-date(today(), '%Y') - format-date(" + day + ", '%Y') - if(format-date(today(), '%m%d') < format-date("
                + day + ", '%m%d'), 1, 0))"
            let notAfter = "format-date(" + day + ", '%Y%m%d') <= format-date(today(), '%Y%m%d')"
            return Part(value: value, present: Self.both(conditions.present(f), notAfter))
        }
    }

    /// A number literal other than zero: a divisor that needs no test.
    static func isNonZeroLiteral(_ e: ValueExpression) -> Bool {
        guard case .number(let text) = e.kind else { return false }
        return text.contains { $0 >= "1" && $0 <= "9" }
    }

    func inInt(_ value: String) -> String {
        "(" + value + " >= -" + Self.intBound + " and " + value + " < " + Self.intBound + ")"
    }
}
