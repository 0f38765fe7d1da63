import FormDSL

extension LanguageServer {
    /// `textDocument/documentSymbol`: forms, their sections and fields, nested as written,
    /// from the syntax tree (so a document with errors still has an outline).
    func documentSymbols(_ document: TextDocument) -> Result<JSONValue, ResponseError> {
        let converter = document.converter(encoding)
        let file = document.file
        func symbol(_ name: String, detail: String?, kind: Int, span: Span, selection: Span, children: [JSONValue]) -> JSONValue {
            .record([
                "name": .string(name.isEmpty ? "(unnamed)" : name),
                "detail": detail.map(JSONValue.string),
                "kind": .integer(kind),
                "range": converter.range(span),
                "selectionRange": converter.range(selection),
                "children": children.isEmpty ? nil : .array(children),
            ])
        }
        func members(_ list: [Member]) -> [JSONValue] {
            list.compactMap { member in
                switch member {
                case .field(let field):
                    return symbol(field.name.name, detail: field.type.map { file.text($0.span) }, kind: SymbolKind.field,
                                  span: field.span, selection: field.name.span, children: [])
                case .section(let section) where section.repeatName != nil:
                    let name = section.repeatName!
                    return symbol(name.name, detail: "repeat", kind: SymbolKind.array, span: section.span,
                                  selection: name.span, children: members(section.members))
                case .section(let section):
                    let title: String
                    if case .string(let text)? = section.title?.kind { title = text } else { title = "section" }
                    return symbol(title, detail: "section", kind: SymbolKind.namespace, span: section.span,
                                  selection: section.title?.span ?? section.keyword, children: members(section.members))
                case .property:
                    return nil
                }
            }
        }
        let forms = document.syntax.forms.map { form in
            symbol(form.name.name, detail: "form", kind: SymbolKind.structure, span: form.span, selection: form.name.span,
                   children: members(form.members))
        }
        return .success(.array(forms))
    }
}

/// The `SymbolKind` values formc's symbols use.
enum SymbolKind {
    static let namespace = 3
    static let field = 8
    /// A repeating group: a list of rows (LSP's `SymbolKind.Array`).
    static let array = 18
    static let structure = 23
}
