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
        // A property's name, or a word written after it: `keyboard numberPad`.
        var found: (Property, Expr)?
        var foundProperty: Property?
        func scan(_ property: Property) {
            if property.name.span.start <= offset && offset <= property.name.span.end { foundProperty = property }
            for argument in property.arguments {
                var stack = [argument.value]
                while let expr = stack.popLast() {
                    if expr.span.start <= offset && offset <= expr.span.end {
                        if case .identifier = expr.kind { found = (property, expr) }
                        if case .phrase(let items) = expr.kind { stack += items }
                        if case .list(let items) = expr.kind { stack += items }
                    }
                }
            }
        }
        for form in syntax.forms where form.span.start <= offset && offset <= form.span.end {
            SyntaxWalk.visit(form.members) { member in
                switch member {
                case .property(let property): scan(property)
                case .field(let field): field.properties.forEach(scan)
                case .section: break
                }
            }
        }
        if let (property, expr) = found, case .identifier(let word) = expr.kind,
           let doc = EditorVocabulary.doc(of: word, property: property.name.name) {
            return answer("`\(property.name.name) \(word)`: \(doc)", expr.span)
        }
        if let property = foundProperty, let doc = EditorVocabulary.propertyDoc(property.name.name) {
            var text = "**property** `\(property.name.name)`: \(doc)"
            if let words = EditorVocabulary.values(ofProperty: property.name.name) {
                text += "\n\none of " + words.map { "`\($0.name)`" }.joined(separator: ", ")
            }
            return answer(text, property.name.span)
        }
        return .success(.null)
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
        if let stepper = model.stepper {
            // A Stepper has no keyboard: its bounds, step and start say what it does.
            let bounds = "\(stepper.bounds.lowerBound)...\(stepper.bounds.upperBound)"
            lines.append("- stepper \(bounds), step \(stepper.step): a Stepper, pressed rather than typed (no keyboard, no focus)")
            if case .integer(let start)? = model.defaultValue {
                lines.append("- starts at \(start): " + (start == String(stepper.bounds.lowerBound) ? "its default or its lower bound" : "its default"))
            }
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
        lines.append("- validateOn \(model.validateOn.rawValue): \(model.validateOnReason)")
        if !model.validators.isEmpty { lines.append("- validate " + model.validators.map(\.kind.name).joined(separator: ", ")) }
        if let position = form.focusOrder.firstIndex(of: model.name) {
            lines.append("- focus: \(position + 1) of \(form.focusOrder.count)")
        } else {
            lines.append("- not in the focus order")
        }
        return lines.joined(separator: "\n")
    }
}
