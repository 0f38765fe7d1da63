import FormDSL

/// `CompletionItemKind` values formc's items use.
enum CompletionKind {
    static let function = 3
    static let field = 5
    static let variable = 6
    static let property = 10
    static let keyword = 14
    static let snippet = 15
    static let enumMember = 20
}

extension LanguageServer {
    /// `textDocument/completion`: what fits where the cursor is.
    /// - At the start of a statement: the properties of the form, section or field around
    ///   the cursor, and snippets for a new field or section (a new form at the top level).
    /// - After a property that takes a word: its words, each with its one-line doc.
    /// - In `focus`, `initialFocus` and `equals(...)`: the form's field names.
    func completion(_ document: TextDocument, _ params: JSONValue) -> Result<JSONValue, ResponseError> {
        guard let offset = offset(params, in: document) else { return .failure(.invalidParams("missing position")) }
        let context = CursorContext(file: document.file, syntax: document.syntax, offset: offset)
        var items: [JSONValue] = []
        func item(_ label: String, kind: Int, detail: String? = nil, doc: String? = nil, snippet: String? = nil) {
            items.append(.record([
                "label": .string(label),
                "kind": .integer(kind),
                "detail": detail.map(JSONValue.string),
                "documentation": doc.map { .record(["kind": .string("markdown"), "value": .string($0)]) },
                "insertText": snippet.map(JSONValue.string),
                "insertTextFormat": snippet == nil ? nil : .integer(2),
            ]))
        }
        let fieldNames = context.form.map { SyntaxWalk.fields(of: $0).map(\.name.name) } ?? []
        if context.openCall == "equals" {
            for name in fieldNames where name != context.field?.name.name { item(name, kind: CompletionKind.field, detail: "field") }
            return .success(.array(items))
        }
        guard let first = context.words.first else {
            switch context.place {
            case .topLevel:
                item("form", kind: CompletionKind.snippet, detail: "a new form",
                     snippet: "form ${1:Name} {\n\ttitle \"${2:Title}\"\n\n\tfield ${3:name}: ${4:text} {\n\t\tlabel \"${5:Label}\"\n\t}\n}\n")
            case .form, .section:
                item("field", kind: CompletionKind.snippet, detail: "a new field",
                     snippet: "field ${1:name}: ${2:text} {\n\tlabel \"${3:Label}\"\n}")
                item("section", kind: CompletionKind.snippet, detail: "a new section",
                     snippet: "section \"${1:Title}\" {\n\t$0\n}")
            case .field, .fieldHeader:
                break
            }
            for property in EditorVocabulary.properties(of: context.place, fieldKind: context.field?.type?.name.name) {
                item(property.name, kind: CompletionKind.property, detail: "property", doc: property.doc)
            }
            return .success(.array(items))
        }
        switch first {
        case "focus", "initialFocus":
            // Each name once: a name already in the focus list is not offered again.
            let written = Set(context.words.dropFirst())
            for name in fieldNames where first == "initialFocus" || !written.contains(name) {
                item(name, kind: CompletionKind.field, detail: "field")
            }
        case "validate":
            for validator in EditorVocabulary.validators {
                item(validator.name, kind: CompletionKind.function, detail: "validator", doc: validator.doc)
            }
        default:
            if context.place == .fieldHeader {
                for type in EditorVocabulary.fieldTypes { item(type.name, kind: CompletionKind.keyword, detail: "field type", doc: type.doc) }
            } else if let words = EditorVocabulary.values(ofProperty: first) {
                for word in words { item(word.name, kind: CompletionKind.enumMember, detail: first, doc: word.doc) }
            }
        }
        return .success(.array(items))
    }
}
