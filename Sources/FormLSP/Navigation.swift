import FormDSL

extension LanguageServer {
    func definition(_ document: TextDocument, _ params: JSONValue) -> Result<JSONValue, ResponseError> { .success(.null) }
    func references(_ document: TextDocument, _ params: JSONValue) -> Result<JSONValue, ResponseError> { .success(.null) }
    func prepareRename(_ document: TextDocument, _ params: JSONValue) -> Result<JSONValue, ResponseError> { .success(.null) }
    func rename(_ document: TextDocument, _ params: JSONValue) -> Result<JSONValue, ResponseError> { .success(.null) }
    func completion(_ document: TextDocument, _ params: JSONValue) -> Result<JSONValue, ResponseError> { .success(.null) }
    func hover(_ document: TextDocument, _ params: JSONValue) -> Result<JSONValue, ResponseError> { .success(.null) }
}
