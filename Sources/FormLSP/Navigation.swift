import FormDSL

extension LanguageServer {
    private func symbol(_ document: TextDocument, _ params: JSONValue) -> Result<FieldReferences.Symbol?, ResponseError> {
        guard let offset = offset(params, in: document) else { return .failure(.invalidParams("missing position")) }
        return .success(FieldReferences(document.syntax, model: document.compilation.model).symbol(at: offset))
    }

    private func location(_ span: Span, in document: TextDocument) -> JSONValue {
        .record(["uri": .string(document.uri), "range": document.converter(encoding).range(span)])
    }

    /// `textDocument/definition`: a field's declaration, from any place that names it.
    func definition(_ document: TextDocument, _ params: JSONValue) -> Result<JSONValue, ResponseError> {
        symbol(document, params).map { symbol in
            symbol.map { location($0.declaration, in: document) } ?? .null
        }
    }

    /// `textDocument/references`: every place a field is named, its declaration first when
    /// `context.includeDeclaration` asks for it.
    func references(_ document: TextDocument, _ params: JSONValue) -> Result<JSONValue, ResponseError> {
        symbol(document, params).map { symbol in
            guard let symbol else { return .null }
            let includeDeclaration = params[path: "context", "includeDeclaration"]?.bool ?? true
            let spans = (includeDeclaration ? [symbol.declaration] : []) + symbol.uses
            return .array(spans.map { location($0, in: document) })
        }
    }

    /// `textDocument/prepareRename`: the name under the cursor, if it is a form or field.
    func prepareRename(_ document: TextDocument, _ params: JSONValue) -> Result<JSONValue, ResponseError> {
        guard let offset = offset(params, in: document) else { return .failure(.invalidParams("missing position")) }
        guard let symbol = FieldReferences(document.syntax, model: document.compilation.model).symbol(at: offset) else { return .success(.null) }
        let span = ([symbol.declaration] + symbol.uses).first { $0.start <= offset && offset <= $0.end } ?? symbol.declaration
        return .success(.record(["range": document.converter(encoding).range(span), "placeholder": .string(symbol.name)]))
    }

    /// `textDocument/rename`: renames a form or field everywhere it is named. The new name
    /// must be an identifier, and the renamed file must not gain an error: formc's checker
    /// decides whether the name clashes with another field or form, or is one the generated
    /// Swift reserves, so the refusal says what `formc check` would.
    func rename(_ document: TextDocument, _ params: JSONValue) -> Result<JSONValue, ResponseError> {
        guard let newName = params["newName"]?.string else { return .failure(.invalidParams("missing newName")) }
        guard let offset = offset(params, in: document) else { return .failure(.invalidParams("missing position")) }
        guard let symbol = FieldReferences(document.syntax, model: document.compilation.model).symbol(at: offset) else {
            return .failure(ResponseError(code: ResponseError.requestFailed, message: "only forms and fields can be renamed"))
        }
        guard Self.isIdentifier(newName) else {
            return .failure(ResponseError(code: ResponseError.requestFailed, message: "'\(newName)' is not a valid name"))
        }
        if newName == symbol.name { return .success(.record(["changes": .object([])])) }
        // A name already taken is refused in the words of the rename, not with the duplicate
        // declaration the renamed file would have ("declared twice" reads as if the file were
        // already broken).
        let form = document.syntax.forms[symbol.formIndex]
        switch symbol.kind {
        case .field:
            if let other = SyntaxWalk.fields(of: form).first(where: { $0.name.name == newName }) {
                let line = document.file.location(of: other.name.span.start).line
                return .failure(ResponseError(code: ResponseError.requestFailed, message:
                    "cannot rename '\(symbol.name)' to '\(newName)': form \(form.name.name) already has a field '\(newName)' (line \(line))"))
            }
        case .form:
            if let other = document.syntax.forms.first(where: { $0.name.name == newName }) {
                let line = document.file.location(of: other.name.span.start).line
                return .failure(ResponseError(code: ResponseError.requestFailed, message:
                    "cannot rename form '\(symbol.name)' to '\(newName)': the file already has a form '\(newName)' (line \(line))"))
            }
        }
        let spans = [symbol.declaration] + symbol.uses
        // Check the renamed text as `formc check` would: a new error refuses the rename.
        var renamed = document.bytes
        for span in spans.sorted(by: >) { renamed.replaceSubrange(span.start..<span.end, with: newName.utf8) }
        let before = document.compilation.diagnostics.filter { $0.severity == .error }
        let after = Compiler.diagnose(SourceFile(path: document.uri, bytes: renamed)).filter { $0.severity == .error }
        let known = Set(before.map { "\($0.id) \($0.message)" })
        if after.count > before.count, let clash = after.first(where: { !known.contains("\($0.id) \($0.message)") }) ?? after.first {
            return .failure(ResponseError(code: ResponseError.requestFailed,
                                          message: "cannot rename to '\(newName)': \(clash.message) [\(clash.id)]"))
        }
        let converter = document.converter(encoding)
        let edits = spans.map { JSONValue.record(["range": converter.range($0), "newText": .string(newName)]) }
        return .success(.record(["changes": .object([JSONMember(document.uri, .array(edits))])]))
    }

    /// `[A-Za-z_][A-Za-z0-9_]*`: the names the lexer reads as one identifier.
    static func isIdentifier(_ name: String) -> Bool {
        guard let first = name.utf8.first, first == 0x5F || (first | 0x20 >= 0x61 && first | 0x20 <= 0x7A) else { return false }
        return name.utf8.allSatisfy { $0 == 0x5F || ($0 | 0x20 >= 0x61 && $0 | 0x20 <= 0x7A) || ($0 >= 0x30 && $0 <= 0x39) }
    }
}
