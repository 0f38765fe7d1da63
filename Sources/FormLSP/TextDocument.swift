import FormDSL

/// One open document: its text as the client has it, and what formc makes of it.
///
/// The text is kept once, as bytes; each change replaces a range of them in place. The
/// compilation of the current text is made on first request and dropped at the next change,
/// so a burst of keystrokes compiles once per request that needs it, not once per keystroke.
final class TextDocument {
    let uri: String
    private(set) var version: Int
    private(set) var bytes: [UInt8]
    private var cachedFile: SourceFile?
    private var cachedCompilation: CompilationResult?
    private var cachedSyntax: SourceFileSyntax?

    init(uri: String, version: Int, text: String) {
        self.uri = uri
        self.version = version
        self.bytes = Array(text.utf8)
    }

    /// The current text as a `SourceFile`, named by its URI in diagnostics.
    var file: SourceFile {
        if let cachedFile { return cachedFile }
        let file = SourceFile(path: uri, bytes: bytes)
        cachedFile = file
        return file
    }

    /// The parse and check of the current text.
    var compilation: CompilationResult {
        if let cachedCompilation { return cachedCompilation }
        let result = Compiler.compile(file)
        cachedCompilation = result
        return result
    }

    /// The nested syntax tree of the current text, made once per version: outline, folding,
    /// highlighting, completion, hover and rename all walk it.
    var syntax: SourceFileSyntax {
        if let cachedSyntax { return cachedSyntax }
        let syntax = compilation.syntax
        cachedSyntax = syntax
        return syntax
    }

    func converter(_ encoding: PositionEncoding) -> PositionConverter {
        PositionConverter(file: file, encoding: encoding)
    }

    /// Replaces the whole text.
    func replaceAll(with text: String, version: Int) {
        bytes = Array(text.utf8)
        self.version = version
        invalidate()
    }

    /// Replaces the text between two positions of the current text.
    func replace(_ range: JSONValue, with text: String, encoding: PositionEncoding) -> Bool {
        guard let span = converter(encoding).span(range) else { return false }
        let start = min(span.start, span.end)
        bytes.replaceSubrange(start..<span.end, with: text.utf8)
        invalidate()
        return true
    }

    func setVersion(_ version: Int) { self.version = version }

    /// The last semantic tokens sent for this document and their `resultId`: what a
    /// `semanticTokens/full/delta` request names as its previous result. Kept across edits,
    /// since a delta is the difference from the text the client last coloured.
    private(set) var semanticTokens: (id: String, data: [Int])?
    private var semanticTokenResults = 0

    /// Keeps `data` as the last result sent; returns its new `resultId`.
    func rememberSemanticTokens(_ data: [Int]) -> String {
        semanticTokenResults += 1
        let id = String(semanticTokenResults)
        semanticTokens = (id, data)
        return id
    }

    private func invalidate() {
        cachedFile = nil
        cachedCompilation = nil
        cachedSyntax = nil
    }
}
