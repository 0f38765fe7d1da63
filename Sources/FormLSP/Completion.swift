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
    /// `textDocument/completion`: what fits where the cursor is, read from the language table
    /// (what a property or validator takes is its row's `ArgumentShape`; no name is special
    /// here).
    /// - At the start of a statement: the properties of the form, section or field around
    ///   the cursor, and snippets for a new field or section (a new form at the top level).
    /// - After a property that takes a word from a fixed list: its words, each with its doc.
    /// - After a property that takes validators or a display format: those, with their docs.
    /// - Where field names go (`focus`, `initialFocus`, `equals(...)`): the form's fields.
    func completion(_ document: TextDocument, _ params: JSONValue) -> Result<JSONValue, ResponseError> {
        guard let offset = offset(params, in: document) else { return .failure(.invalidParams("missing position")) }
        let context = CursorContext(file: document.file, syntax: document.syntax, offset: offset)
        var items: [JSONValue] = []
        func item(_ label: String, kind: Int, detail: String? = nil, doc: String? = nil, snippet: String? = nil) {
            items.append(.record([
                "label": .string(label),
                "kind": .integer(kind),
                "detail": detail.map(JSONValue.string),
                "documentation": doc.map { ClientCapabilities.markup($0, asMarkdown: client.markdownDocumentation) },
                "insertText": snippet.map { .string(client.snippets ? $0 : ClientCapabilities.plainText(snippet: $0)) },
                "insertTextFormat": snippet != nil && client.snippets ? .integer(2) : nil,
            ]))
        }
        let fieldNames = context.form.map { SyntaxWalk.fields(of: $0).map(\.name.name) } ?? []
        // A labelled argument that takes words: `modifiers:` of a shortcut, `style:` of a date
        // format; each word once.
        if let label = context.argumentLabel,
           let words = EditorVocabulary.values(ofArgument: label, call: context.openCall, property: context.words.first) {
            let written = Set(context.argumentWords)
            for word in words where !written.contains(word.name) {
                item(word.name, kind: CompletionKind.enumMember, detail: label + ":", doc: word.doc)
            }
            return .success(.array(items))
        }
        // Inside parentheses: what a validator takes there (`equals(` another field), and
        // nothing inside any other call (`length(`, `currency(`, `date(`).
        if let call = context.openCall {
            if let validator = EditorVocabulary.validator(spelled: call), case .fieldName = validator.argument {
                for name in fieldNames where name != context.field?.name.name { item(name, kind: CompletionKind.field, detail: "field") }
            }
            return .success(.array(items))
        }
        guard let first = context.words.first else {
            switch context.place {
            case .topLevel:
                item("form", kind: CompletionKind.snippet, detail: "a new form",
                     snippet: "form ${1:Name} {\n    title \"${2:Title}\"\n\n    field ${3:name}: ${4:text} {\n        label \"${5:Label}\"\n    }\n}\n")
            case .form, .section:
                item("field", kind: CompletionKind.snippet, detail: "a new field",
                     snippet: "field ${1:name}: ${2:text} {\n    label \"${3:Label}\"\n}")
                item("section", kind: CompletionKind.snippet, detail: "a new section",
                     snippet: "section \"${1:Title}\" {\n    $0\n}")
            case .field, .fieldHeader:
                break
            }
            for property in EditorVocabulary.properties(of: context.place, fieldKind: context.field?.type?.name.name) {
                item(property.name, kind: CompletionKind.property, detail: "property", doc: property.doc)
            }
            return .success(.array(items))
        }
        if context.place == .fieldHeader {
            for type in EditorVocabulary.fieldTypes { item(type.name, kind: CompletionKind.keyword, detail: "field type", doc: type.doc) }
            return .success(.array(items))
        }
        guard let property = Language.property(spelled: first) else { return .success(.array(items)) }
        switch property.argument {
        case .oneOf, .listOf:
            for word in EditorVocabulary.values(ofProperty: first) ?? [] {
                item(word.name, kind: CompletionKind.enumMember, detail: first, doc: word.doc)
            }
        case .fieldName:
            for name in fieldNames { item(name, kind: CompletionKind.field, detail: "field") }
        case .fieldNames:
            // Each name once: a name already in the list is not offered again.
            let written = Set(context.words.dropFirst())
            for name in fieldNames where !written.contains(name) { item(name, kind: CompletionKind.field, detail: "field") }
        case .validators:
            for validator in EditorVocabulary.validators {
                item(validator.name, kind: CompletionKind.function, detail: "validator", doc: validator.doc)
            }
        case .format:
            for format in EditorVocabulary.formats(fieldKind: context.field?.type?.name.name) {
                item(format.name, kind: CompletionKind.function, detail: "format", doc: format.doc)
            }
        case .condition:
            // `visible when ...`: the keyword first, then the fields a condition reads, and
            // `today` once the condition names a date field (`start >= today`).
            if context.words.count <= 1 {
                item("when", kind: CompletionKind.keyword, detail: "condition")
            } else {
                for name in fieldNames { item(name, kind: CompletionKind.field, detail: "field") }
                let dateFields = Set((context.form.map(SyntaxWalk.fields) ?? []).filter { $0.type?.name.name == "date" }.map(\.name.name))
                if context.words.contains(where: dateFields.contains) {
                    item("today", kind: CompletionKind.keyword, detail: "day",
                         doc: "The day the condition is read on, in the field's calendar.")
                }
            }
        case .none, .string, .literal, .integer, .platformVersion, .submit, .shortcut, .option, .lengthRange, .numberRange,
             .lineRange, .stepper:
            break
        }
        return .success(.array(items))
    }
}
