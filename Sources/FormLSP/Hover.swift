import FormDSL

extension LanguageServer {
    /// `textDocument/hover`: on a field's name (where it is declared or named), the values
    /// formc resolved for it and why; on a form's name, its focus order and submit button;
    /// on a property's value, that value's one-line doc.
    func hover(_ document: TextDocument, _ params: JSONValue) -> Result<JSONValue, ResponseError> {
        guard let offset = offset(params, in: document) else { return .failure(.invalidParams("missing position")) }
        let compilation = document.compilation
        let syntax = document.syntax
        func answer(_ markdown: String, _ span: Span) -> Result<JSONValue, ResponseError> {
            .success(.record([
                "contents": ClientCapabilities.markup(markdown, asMarkdown: client.markdownHover),
                "range": document.converter(encoding).range(span),
            ]))
        }
        if let symbol = FieldReferences(syntax, model: compilation.model).symbol(at: offset) {
            let span = ([symbol.declaration] + symbol.uses).first { $0.start <= offset && offset <= $0.end } ?? symbol.declaration
            let form = syntax.forms[symbol.formIndex]
            let model = compilation.model?.forms.first { $0.name == form.name.name && $0.span.start == form.span.start }
                ?? compilation.model?.forms.first { $0.name == form.name.name }
            switch symbol.kind {
            case .form:
                return answer(Self.describe(form: form, model: model), span)
            case .field:
                let decl = SyntaxWalk.fields(of: form).first { $0.name.name == symbol.name }
                return answer(Self.describe(field: decl, model: model?.field(named: symbol.name), form: model,
                                            file: document.file), span)
            }
        }
        // A property's name, or what is written after it: `keyboard numberPad`, a validator,
        // a format, `when`, an operator, an option's string, `platform`'s version.
        for form in syntax.forms where form.span.start <= offset && offset <= form.span.end {
            let formModel = compilation.model?.forms.first { $0.name == form.name.name && $0.span.start == form.span.start }
            var text: (String, Span)?
            func scan(_ property: Property, field: FieldDecl?) {
                guard text == nil, property.span.start <= offset, offset <= max(property.span.end, property.name.span.end) else { return }
                text = hover(in: property, field: field, form: form, model: formModel, file: document.file, at: offset)
            }
            SyntaxWalk.visit(form.members) { member in
                switch member {
                case .property(let property): scan(property, field: nil)
                case .field(let field):
                    if text == nil, let type = field.type, type.name.span.start <= offset, offset <= type.name.span.end,
                       let spec = EditorVocabulary.kind(of: field) {
                        text = ("**field type** `\(spec.spelling)`: \(spec.doc)", type.name.span)
                    }
                    field.properties.forEach { scan($0, field: field) }
                case .section: break
                }
            }
            if let (markdown, span) = text { return answer(markdown, span) }
        }
        return .success(.null)
    }

    /// Hover inside one property: its name, a word from its list, a validator or format, `when`
    /// and the condition in words, an operator, an option's string, the platform.
    private func hover(in property: Property, field: FieldDecl?, form: FormDecl, model: FormModel?, file: SourceFile,
                       at offset: Int) -> (String, Span)? {
        let spec = Language.property(spelled: property.name.name)
        if property.name.span.start <= offset && offset <= property.name.span.end {
            guard let doc = EditorVocabulary.propertyDoc(property.name.name) else { return nil }
            var text = "**property** `\(property.name.name)`: \(doc)"
            if let words = EditorVocabulary.values(ofProperty: property.name.name) {
                text += "\n\none of " + words.map { "`\($0.name)`" }.joined(separator: ", ")
            }
            return (text, property.name.span)
        }
        let platform = ("**platform**: the generated code runs on \(file.text(Span(property.name.span.end, property.span.end)).trimmed) and later",
                        property.span)
        var stack = property.arguments.map(\.value)
        while let expr = stack.popLast() {
            guard expr.span.start <= offset && offset <= expr.span.end else { continue }
            switch expr.kind {
            case .identifier(let word):
                if let doc = EditorVocabulary.doc(of: word, property: property.name.name) {
                    return ("`\(property.name.name) \(word)`: \(doc)", expr.span)
                }
                if let spec, let doc = Self.callableDoc(word, shape: spec.argument) { return (doc, expr.span) }
                if case .platformVersion? = spec?.argument {
                    return platform
                }
            case .call(let callee, let arguments):
                if callee.span.start <= offset && offset <= callee.span.end, let spec,
                   let doc = Self.callableDoc(callee.name, shape: spec.argument) {
                    return (doc, callee.span)
                }
                stack += arguments.map(\.value)
            case .when(let condition):
                if offset <= expr.span.start + 4 {
                    let fieldModel = field.flatMap { f in model?.field(named: f.name.name) }
                    let checked = spec?.name == .visible ? fieldModel?.visibleWhen : fieldModel?.requiredWhen
                    let what = spec?.name == .visible ? "shown" : "required"
                    guard let checked, let model else {
                        return ("**when**: the field is \(what) while the condition holds", Span(expr.span.start, expr.span.start + 4))
                    }
                    return ("**when**: \(what) when \(HoverWords.words(checked, fields: model.fields))", Span(expr.span.start, expr.span.start + 4))
                }
                stack.append(condition)
            case .binary(_, let lhs, let rhs):
                // The operator sits between its operands.
                if lhs.span.end <= offset && offset <= rhs.span.start {
                    let between = file.text(Span(lhs.span.end, rhs.span.start))
                    let op = between.filter { !$0.isWhitespace && $0 != "(" && $0 != ")" }
                    if let meaning = HoverWords.operatorMeaning(op) { return (meaning, Span(lhs.span.end, rhs.span.start)) }
                }
                stack += [lhs, rhs]
            case .not(let operand):
                if offset == expr.span.start, let meaning = HoverWords.operatorMeaning("!") {
                    return (meaning, Span(expr.span.start, expr.span.start + 1))
                }
                stack.append(operand)
            case .negate(let operand):
                stack.append(operand)
            case .conditional(let c, let a, let b):
                stack += [c, a, b]
            case .string(let value):
                // An option's value, where it is declared or compared with.
                for f in model?.fields ?? [] {
                    if let option = f.options.first(where: { $0.value == value }) {
                        let shown = option.hasOwnLabel ? ", shown as \"\(option.label)\"" : ""
                        return ("option `\(value)` of `\(f.name)`\(shown)", expr.span)
                    }
                }
            case .list(let items), .phrase(let items):
                stack += items
            case .range(let lower, let upper, _):
                stack += [lower, upper].compactMap { $0 }
            case .integer, .decimal, .error:
                if case .platformVersion? = spec?.argument {
                    return platform
                }
            }
        }
        return nil
    }

    /// A validator's or display format's doc, for a word where the property takes them.
    static func callableDoc(_ word: String, shape: ArgumentShape) -> String? {
        switch shape {
        case .validators:
            return Language.validators.first { $0.spelling == word }.map { "**validator** `\($0.spelling)`: \($0.doc)" }
        case .format:
            return Language.formats.first { $0.spelling == word }.map { "**format** `\($0.spelling)`: \($0.doc)" }
        case .none, .string, .literal, .integer, .fieldName, .fieldNames, .platformVersion, .oneOf, .listOf, .submit,
             .shortcut, .option, .lengthRange, .numberRange, .lineRange, .condition, .step:
            return nil
        }
    }

    static func describe(form: FormDecl, model: FormModel?) -> String {
        var lines = ["**form** `\(form.name.name)`"]
        guard let model else {
            lines.append("(the form has errors; fix them to see what formc resolves)")
            return lines.joined(separator: "\n\n")
        }
        if let title = model.title { lines.append("title \"\(title)\"") }
        lines.append("- platform: iOS \(model.platform)")
        lines.append("- fields: \(model.fields.count)")
        lines.append("- focus order: " + (model.focusOrder.isEmpty ? "none" : model.focusOrder.joined(separator: ", ")))
        if let initial = model.initialFocus { lines.append("- initial focus: \(initial)") }
        lines.append("- submit: \"\(model.submitLabel)\"" + (model.submitAction.map { ", action \($0)" } ?? ""))
        return lines.joined(separator: "\n")
    }

    /// A field's resolved values, each with why: written in the file, or which of formc's
    /// defaults (docs/LANGUAGE.md, "Defaults") chose it.
    static func describe(field decl: FieldDecl?, model: FieldModel?, form: FormModel?, file: SourceFile) -> String {
        let typeText = decl?.type.map { file.text($0.span) } ?? "?"
        var lines = ["**field** `\(decl?.name.name ?? model?.name ?? "")`: \(typeText)"]
        guard let model, let form else {
            lines.append("")
            lines.append("(the file has errors; fix them to see what formc resolves for this field)")
            return lines.joined(separator: "\n")
        }
        // Every reason below is the one the checker recorded where it resolved the value.
        func why(_ written: Bool, _ otherwise: String) -> String { written ? "written in the file" : otherwise }
        lines.append("- label \"\(model.label)\": " + why(model.hasExplicitLabel, "from the field's name"))
        if let range = model.controlRange, let property = model.control.property {
            // A control that moves through the range has no keyboard: its bounds, step and
            // start say what it does.
            let control = model.control
            lines.append("- \(property.spelling) \(range.lower)...\(range.upper)" + (range.step.map { ", step \($0)" } ?? "")
                         + ": a \(control.swiftUIName), \(control.gesture) rather than typed (no keyboard, no focus)")
            switch model.defaultValue {
            case .integer(let start)?, .decimal(let start)?:
                lines.append("- starts at \(start): " + (start == range.lower ? "its default or its lower bound" : "its default"))
            case .string?, .date?, .boolean?, .options?, nil:
                break
            }
        } else if !model.control.takesKeyboard {
            // A date picker, a toggle, a picker: no keyboard, so none of its properties.
            lines.append("- a \(model.control.swiftUIName), \(model.control.gesture) rather than typed (no keyboard)")
        } else {
            lines.append("- keyboard \(model.keyboard.name): \(model.keyboardReason)")
            if let contentType = model.contentType { lines.append("- contentType \(contentType.name): written in the file") }
            lines.append("- submitLabel \(model.submitLabel?.name ?? "none"): \(model.submitLabelReason)")
            // Why the checker chose `never` and `off` (a secure field, an emailAddress keyboard,
            // ...), as it recorded when it resolved them; SwiftUI's own defaults otherwise.
            let quiet = model.quietInput.map(\.description) ?? "SwiftUI's default"
            lines.append("- autocapitalization \(model.autocapitalization.name): " + why(model.hasExplicitAutocapitalization, quiet))
            lines.append("- autocorrection \(model.autocorrectionDisabled ? "off" : "on"): " + why(model.hasExplicitAutocorrection, quiet))
            if let maxLength = model.maxLength, let reason = model.maxLengthReason { lines.append("- maxLength \(maxLength): \(reason)") }
        }
        if let range = model.lines { lines.append("- lines \(range.lowerBound)...\(range.upperBound)") }
        if let condition = model.visibleWhen { lines.append("- shown when " + HoverWords.words(condition, fields: form.fields)) }
        if let condition = model.requiredWhen { lines.append("- required when " + HoverWords.words(condition, fields: form.fields)) }
        lines.append("- validateOn \(model.validateOn.rawValue): \(model.validateOnReason)")
        // The validators as written, with their bounds (`range(13...120)`).
        let written = decl?.properties.filter { Language.property(spelled: $0.name.name)?.name == .validate }
            .map { file.text(Span($0.name.span.end, $0.span.end)).trimmed } ?? []
        if !written.isEmpty {
            lines.append("- validate " + written.joined(separator: ", "))
        } else if !model.validators.isEmpty {
            lines.append("- validate " + model.validators.map(\.name.spec.spelling).joined(separator: ", "))
        }
        if let position = form.focusOrder.firstIndex(of: model.name) {
            lines.append("- focus: \(position + 1) of \(form.focusOrder.count)")
        } else {
            lines.append("- not in the focus order")
        }
        return lines.joined(separator: "\n")
    }
}
