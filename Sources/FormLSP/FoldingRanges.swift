import FormDSL

extension LanguageServer {
    /// `textDocument/foldingRange`: every form, section and field body, and every block
    /// comment, that spans more than one line.
    func foldingRanges(_ document: TextDocument) -> Result<JSONValue, ResponseError> {
        let converter = document.converter(encoding)
        var ranges: [JSONValue] = []
        func add(_ span: Span, kind: String? = nil) {
            let start = converter.position(span.start).line
            let end = converter.position(span.end).line
            guard end > start else { return }
            ranges.append(.record(["startLine": .integer(start), "endLine": .integer(end), "kind": kind.map(JSONValue.string)]))
        }
        func members(_ list: [Member]) {
            for member in list {
                switch member {
                case .field(let field): add(field.span)
                case .section(let section):
                    add(section.span)
                    members(section.members)
                case .property(let property): add(property.span)
                }
            }
        }
        let syntax = document.syntax
        for form in syntax.forms {
            add(form.span)
            members(form.members)
        }
        for comment in syntax.comments where comment.kind == .block {
            add(comment.span, kind: "comment")
        }
        return .success(.array(ranges))
    }
}
