import Testing
@testable import FormDSL

/// The checked file records where each field is declared and what each use of a field name
/// stands for, with its span, whether or not the use is valid.
@Test func everyUseOfAFieldNameIsRecorded() {
    let text = """
    form A {
        field email: text
        field again: text { validate equals(email) }
        field odd: slider
        field day: date
        focus again, email, nobody, odd, day
        initialFocus email
    }
    form B {
        field x: int { validate equals(y) }
    }
    """
    let file = SourceFile(path: "r.form", text: text)
    let parsed = Stages.parse(file)
    let checked = Stages.check(parsed.tree)
    /// The span of `name` where it follows the first `context` (which must be unique).
    func at(_ name: String, after context: String) -> Span {
        let range = text.range(of: context + name)!
        let offset = text.utf8.distance(from: text.startIndex, to: range.lowerBound) + context.utf8.count
        return Span(offset, offset + name.utf8.count)
    }
    let resolution = checked.resolution
    #expect(resolution.definitions == [
        .init(form: 0, field: 0, span: at("email", after: "field ")),
        .init(form: 0, field: 1, span: at("again", after: "field ")),
        .init(form: 0, field: 2, span: at("day", after: "field ")),
        .init(form: 1, field: 0, span: at("x", after: "field ")),
    ])
    #expect(resolution.uses == [
        .init(form: 0, role: .equals, field: 0, span: at("email", after: "equals(")),
        .init(form: 0, role: .focus, field: 1, span: at("again", after: "focus ")),
        .init(form: 0, role: .focus, field: 0, span: at("email", after: "focus again, ")),
        .init(form: 0, role: .focus, field: nil, span: at("nobody", after: "email, ")),
        .init(form: 0, role: .focus, field: nil, span: at("odd", after: "nobody, ")),
        .init(form: 0, role: .focus, field: 2, span: at("day", after: "odd, ")),
        .init(form: 0, role: .initialFocus, field: 0, span: at("email", after: "initialFocus ")),
        .init(form: 1, role: .equals, field: nil, span: at("y", after: "equals(")),
    ])
    // The model points at fields by index.
    let form = checked.forms[0]
    #expect(form.fields[1].validators[0].argument == .field(0))
    #expect(form.initialFocusField == 0)
    #expect(form.sections[0].fields == [0, 1, 2])
}
