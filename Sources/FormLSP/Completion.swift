import FormDSL

/// `CompletionItemKind` values formc's items use.
enum CompletionKind {
    static let function = 3
    static let field = 5
    static let variable = 6
    static let property = 10
    static let value = 12
    static let keyword = 14
    static let snippet = 15
    static let enumMember = 20
    static let `operator` = 24
}

extension LanguageServer {
    /// `textDocument/completion`: what fits where the cursor is, read from the language table
    /// (what a property or validator takes is its row's `ArgumentShape`), and only what the
    /// checker would accept there. The checker's rules that name a property are named here as
    /// well: `disabled` and the focus order (FC0322, FC0212), `required when` on an optional
    /// field only (FC0409); `CompletionPropertyTests` holds every item to the checker.
    /// - At the start of a statement: the properties of the form, section or field around
    ///   the cursor, and snippets for a new field or section (a new form at the top level).
    /// - After a property that takes a word from a fixed list: its words, each with its doc.
    /// - After a property that takes validators or a display format: those, with their docs.
    /// - Where field names go (`focus`, `initialFocus`, `equals(...)`): the form's fields.
    func completion(_ document: TextDocument, _ params: JSONValue) -> Result<JSONValue, ResponseError> {
        guard let offset = offset(params, in: document) else { return .failure(.invalidParams("missing position")) }
        let context = CursorContext(file: document.file, syntax: document.syntax, offset: offset)
        var items: [JSONValue] = []
        func item(_ label: String, kind: Int, detail: String? = nil, doc: String? = nil, snippet: String? = nil,
                  insertText: String? = nil, edit: (span: Span, text: String)? = nil) {
            items.append(.record([
                "label": .string(label),
                "kind": .integer(kind),
                "detail": detail.map(JSONValue.string),
                "documentation": doc.map { ClientCapabilities.markup($0, asMarkdown: client.markdownDocumentation) },
                "insertText": snippet.map { .string(client.snippets ? $0 : ClientCapabilities.plainText(snippet: $0)) }
                    ?? insertText.map(JSONValue.string),
                "insertTextFormat": snippet != nil && client.snippets ? .integer(2) : nil,
                "textEdit": edit.map { .record(["range": document.converter(encoding).range($0.span), "newText": .string($0.text)]) },
            ]))
        }
        func add(_ suggestions: [Suggestion]) {
            for s in suggestions { item(s.label, kind: s.kind, detail: s.detail, insertText: s.insertText) }
        }
        // Nothing is completed in a comment: people write prose there.
        if context.inComment { return .success(.array([])) }
        let fields = context.form.map(SyntaxWalk.fields(of:)) ?? []
        let groups = context.form.map(SyntaxWalk.groups(of:)) ?? [:]
        // The repeating group whose row the cursor is in (a group holds no section).
        let group = SyntaxWalk.group(context.section)
        let conditions = context.form.map { _ in
            ConditionCompletion(fields: fields, groups: groups, owner: context.place == .field ? context.field : nil,
                                section: context.place == .section ? context.section : nil, group: group,
                                isVisibility: context.words.first.flatMap { Language.property(spelled: $0)?.name } == .visible)
        }
        // In a string, only an option value: after `==` or `!=` on a choice, or as a choice's
        // default. The edit replaces what is typed after the quote and closes the string.
        if let open = context.openString {
            guard let conditions, let values = optionValues(context, conditions), !values.isEmpty else { return .success(.array([])) }
            let bytes = document.file.bytes
            let closed = open.end < bytes.count && bytes[open.end] == UInt8(ascii: "\"")
            for value in values {
                let literal = ConditionCompletion.quote(value)
                item(value, kind: CompletionKind.enumMember, detail: "option",
                     edit: (Span(open.start, open.end), closed ? String(literal.dropLast()) : literal))
            }
            return .success(.array(items))
        }
        let fieldNames = fields.map(\.name.name)
        // `focus` and `initialFocus` name fields that take focus: typed ones, not a toggle,
        // a picker or a stepper (FC0337), and not disabled (FC0322, FC0212).
        var focusable: [String] { fields.filter { field in
            (EditorVocabulary.control(of: field)?.takesFocus ?? true)
                && !field.properties.contains { Language.property(spelled: $0.name.name)?.name == .disabled }
        }.map(\.name.name) }
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
        // A condition reads its own tokens, parentheses included (`visible when (`).
        if let first = context.words.first, case .condition? = Language.property(spelled: first)?.argument,
           let when = context.tokens.firstIndex(where: { $0.kind == .identifier && $0.text == "when" }), let conditions {
            add(conditions.suggestions(after: Array(context.tokens[(when + 1)...])))
            return .success(.array(items))
        }
        // Inside parentheses: what a validator takes there (`equals(` another field), and
        // nothing inside any other call (`length(`, `currency(`, `date(`).
        if let call = context.openCall {
            // A field name goes first, right after the `(` (a later argument is `message:`).
            if let validator = EditorVocabulary.validator(spelled: call), case .fieldName = validator.argument,
               context.tokens.last?.kind == .leftParen {
                // `equals` compares values of one Swift type: a text with a text.
                let own = context.field.flatMap(EditorVocabulary.kind(of:))?.swiftType
                // A row's field only in its own row (FC0430).
                for field in fields where field.name.name != context.field?.name.name
                    && (groups[field.name.name] == nil || groups[field.name.name] == group)
                    && (own == nil || EditorVocabulary.kind(of: field)?.swiftType == own) {
                    item(field.name.name, kind: CompletionKind.field, detail: "field")
                }
            }
            return .success(.array(items))
        }
        guard let first = context.words.first else {
            switch context.place {
            case .topLevel:
                item("form", kind: CompletionKind.snippet, detail: "a new form",
                     snippet: "form ${1:Name} {\n    title \"${2:Title}\"\n\n    field ${3:name}: ${4:text} {\n        label \"${5:Label}\"\n    }\n}\n")
            case .form, .section, .repeatGroup:
                // A name no field or repeating group of the form has yet (FC0304, FC0434).
                let taken = Set(fieldNames).union(declared(context, document, fields: fieldNames).fields)
                    .union(context.form.map(SyntaxWalk.groupNames(of:)) ?? [])
                let name = taken.contains("name") ? (2...).lazy.map { "name\($0)" }.first { !taken.contains($0) }! : "name"
                item("field", kind: CompletionKind.snippet, detail: "a new field",
                     snippet: "field ${1:\(name)}: ${2:text} {\n    label \"${3:Label}\"\n}")
                // A section holds fields, not another section (FC0302).
                if context.place == .form {
                    item("section", kind: CompletionKind.snippet, detail: "a new section",
                         snippet: "section \"${1:Title}\" {\n    $0\n}")
                    // A group's name and its field's, each one no field or group of the form has yet (FC0304, FC0434).
                    let free = { (base: String) in
                        taken.contains(base) || base == name ? (2...).lazy.map { "\(base)\($0)" }.first { !taken.contains($0) && $0 != name }! : base
                    }
                    item("repeat", kind: CompletionKind.snippet, detail: "a new repeating group",
                         snippet: "repeat ${1:\(free("items"))} {\n    rows ${2:1...}\n    field ${3:\(name)}: ${4:text}\n}")
                }
            case .field, .fieldHeader:
                break
            }
            // Each property once (FC0303), where it fits the field's kind and control.
            var written: Set<String> = []
            switch context.place {
            case .field: written = Set(context.field?.properties.map(\.name.name) ?? [])
            case .section, .repeatGroup:
                context.section?.members.forEach { if case .property(let p) = $0 { written.insert(p.name.name) } }
            case .form: context.form?.members.forEach { if case .property(let p) = $0 { written.insert(p.name.name) } }
            case .topLevel, .fieldHeader: break
            }
            // A field the focus order or the initial focus names takes focus: no stepper or
            // slider (FC0337), and it is not disabled (FC0322, FC0212).
            let focusOrder = context.place == .field ? declared(context, document, fields: fieldNames).focus : []
            let owner = context.place == .field ? context.field : nil
            for property in EditorVocabulary.properties(of: context.place, field: owner, written: written) {
                if let owner, let spec = Language.property(spelled: property.name) {
                    if let control = spec.presents, !control.takesFocus, focusOrder.contains(owner.name.name) { continue }
                    if spec.name == .disabled, focusOrder.contains(owner.name.name) { continue }
                }
                // A condition is written after `when`, which comes with the name (`required`
                // alone is the validator, FC0301). It needs a field to read (FC0401, FC0405),
                // and `required when` an optional field to apply to (FC0409).
                let condition: Bool
                if let spec = Language.property(spelled: property.name), case .condition = spec.argument {
                    condition = true
                    if spec.name == .required, owner?.type?.isOptional != true { continue }
                    let readable = ConditionCompletion(fields: fields, groups: groups, owner: owner,
                                                       section: context.place == .section ? context.section : nil, group: group,
                                                       isVisibility: spec.name == .visible).hasOperand
                    if !readable { continue }
                } else {
                    condition = false
                }
                item(property.name, kind: CompletionKind.property, detail: "property", doc: property.doc,
                     insertText: condition ? property.name + " when " : nil)
            }
            return .success(.array(items))
        }
        if context.place == .fieldHeader {
            // The type goes right after the colon, once. A field the form's focus order names
            // must take focus (FC0337, FC0322).
            guard context.tokens.last?.kind == .colon else { return .success(.array(items)) }
            let name = context.tokens.count >= 2 && context.tokens[1].kind == .identifier ? context.tokens[1].text : nil
            let focused = name.map { declared(context, document, fields: fieldNames).focus.contains($0) } ?? false
            for kind in Language.fieldKinds where !focused || kind.control.takesFocus {
                item(kind.spelling, kind: CompletionKind.keyword, detail: "field type", doc: kind.doc)
            }
            return .success(.array(items))
        }
        guard let property = Language.property(spelled: first) else { return .success(.array(items)) }
        // An argument label, after the first argument and a comma (`option "x", label:`), or
        // where the whole argument is labelled (`stepper step:`); each once.
        let labels = property.argument.labels
        if !labels.isEmpty, context.tokens.last?.kind == .comma || (context.tokens.count == 1 && labels == ["step"]) {
            let written = Set(context.tokens.indices.dropLast().compactMap { i in
                context.tokens[i + 1].kind == .colon ? context.tokens[i].text : nil
            })
            for label in labels where !written.contains(label) {
                item(label + ":", kind: CompletionKind.property, detail: "argument label", insertText: label + ": ")
            }
            return .success(.array(items))
        }
        // A value goes right after the property's name, or after a comma in a list: after a
        // complete value, another would be one too many (FC0311).
        let awaitsValue = context.tokens.count == 1 || context.tokens.last?.kind == .comma
        switch property.argument {
        case .oneOf, .listOf, .fieldName, .fieldNames, .validators, .format, .literal:
            guard awaitsValue else { return .success(.array(items)) }
        case .none, .string, .integer, .platformVersion, .submit, .shortcut, .option, .lengthRange, .numberRange,
             .lineRange, .step, .condition:
            break
        }
        switch property.argument {
        case .oneOf(let list), .listOf(let list):
            // A content type newer than the form's platform would only be FC0211.
            let platform = context.form.map { EditorVocabulary.platform(of: $0, in: document.file) } ?? PlatformVersion.minimum
            // So would a picker style newer than it (FC0365).
            let tooNew: Set<String>
            switch list {
            case .contentType: tooNew = Set(ContentTypes.all.filter { $0.introduced > platform }.map(\.name))
            case .pickerStyle: tooNew = Set(PickerStyle.allCases.filter { $0.introduced > platform }.map(\.rawValue))
            case .keyboard, .submitLabel, .autocapitalization, .autocorrection, .validationTiming, .toolbarItem,
                 .scrollDismissMode, .textFieldStyle, .clearButton, .validityBorder, .passwordReveal:
                tooNew = []
            }
            for word in EditorVocabulary.values(ofProperty: first) ?? [] where !tooNew.contains(word.name) {
                item(word.name, kind: CompletionKind.enumMember, detail: first, doc: word.doc)
            }
        case .fieldName:
            for name in focusable { item(name, kind: CompletionKind.field, detail: "field") }
        case .fieldNames:
            // Each name once: a name already in the list is not offered again.
            let written = Set(context.words.dropFirst())
            for name in focusable where !written.contains(name) { item(name, kind: CompletionKind.field, detail: "field") }
        case .validators:
            // The validators the field's kind takes (FC0313), each once (FC0317).
            let written = Set(context.words.dropFirst())
            for validator in EditorVocabulary.validators(fieldKind: context.field?.type?.name.name) where !written.contains(validator.name) {
                item(validator.name, kind: CompletionKind.function, detail: "validator", doc: validator.doc)
            }
        case .format:
            for format in EditorVocabulary.formats(fieldKind: context.field?.type?.name.name) {
                item(format.name, kind: CompletionKind.function, detail: "format", doc: format.doc)
            }
        case .condition:
            // `visible when ...`: the keyword first, then what the condition may say next.
            // (After `when`, the condition was answered above.)
            if context.words.count <= 1 {
                item("when", kind: CompletionKind.keyword, detail: "condition")
            }
        case .literal:
            // A choice's default is one of its option values.
            if let conditions, let field = context.field, conditions.value(of: field.name.name) == .option {
                add(ConditionCompletion.options(of: field).map(ConditionCompletion.quoted))
            }
        case .none, .string, .integer, .platformVersion, .submit, .shortcut, .option, .lengthRange, .numberRange,
             .lineRange, .step:
            break
        }
        return .success(.array(items))
    }
}

extension LanguageServer {
    /// The fields the form around the cursor declares and the ones its focus order and
    /// initial focus name: from the syntax tree, or, while the file has a syntax error (the
    /// parser may have read a declaration into another), from its tokens as well.
    func declared(_ context: CursorContext, _ document: TextDocument, fields names: [String]) -> (fields: Set<String>, focus: Set<String>) {
        guard let form = context.form else { return ([], []) }
        var fields = Set(names)
        var focus: Set<String> = []
        for case .property(let property) in form.members {
            switch Language.property(spelled: property.name.name)?.argument {
            case .fieldName?, .fieldNames?:
                var values = property.arguments.map(\.value)
                while let value = values.popLast() {
                    if case .identifier(let name) = value.kind { focus.insert(name) }
                    if case .list(let items) = value.kind { values += items }
                }
            case .none?, .string?, .literal?, .integer?, .platformVersion?, .submit?, .shortcut?, .option?, .lengthRange?,
                 .numberRange?, .lineRange?, .step?, .oneOf?, .listOf?, .condition?, .validators?, .format?, nil:
                break
            }
        }
        if document.compilation.diagnostics.contains(where: { $0.severity == .error && $0.code.id < "FC0200" }) {
            let scanned = EditorVocabulary.scan(form, in: document.file)
            fields.formUnion(scanned.fields)
            focus.formUnion(scanned.focus)
        }
        return (fields, focus)
    }

    /// The option values that fit the string the cursor is in: after `==` or `!=` on a choice
    /// in a condition, or as the default of a choice field.
    func optionValues(_ context: CursorContext, _ conditions: ConditionCompletion) -> [String]? {
        let tokens = context.tokens
        if let last = tokens.last, [.equalEqual, .bangEqual].contains(last.kind), tokens.count >= 2,
           tokens[tokens.count - 2].kind == .identifier, conditions.value(of: tokens[tokens.count - 2].text) == .option {
            return conditions.options(ofField: tokens[tokens.count - 2].text)
        }
        if tokens.count == 1, let field = context.field, case .literal? = Language.property(spelled: tokens[0].text)?.argument,
           conditions.value(of: field.name.name) == .option {
            return ConditionCompletion.options(of: field)
        }
        return nil
    }
}
