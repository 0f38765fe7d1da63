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
        // Nothing is known to be as it was: the next delta reads the whole file.
        if semanticTokens != nil { changeSinceSemanticTokens = TextChange(range: 0..<bytes.count, delta: 0, whole: true) }
    }

    /// Replaces the text between two positions of the current text.
    func replace(_ range: JSONValue, with text: String, encoding: PositionEncoding) -> Bool {
        guard let span = converter(encoding).span(range) else { return false }
        let start = min(span.start, span.end)
        let count = bytes.count
        bytes.replaceSubrange(start..<span.end, with: text.utf8)
        invalidate()
        if semanticTokens != nil {
            let change = TextChange(range: start..<(start + bytes.count - count + (span.end - start)), delta: bytes.count - count)
            changeSinceSemanticTokens = changeSinceSemanticTokens.map { $0.followed(by: change, replacing: start..<span.end) } ?? change
        }
        return true
    }

    func setVersion(_ version: Int) { self.version = version }

    /// The last semantic tokens sent for this document and their `resultId`: what a
    /// `semanticTokens/full/delta` request names as its previous result. Kept across edits,
    /// since a delta is the difference from the text the client last coloured.
    private(set) var semanticTokens: SemanticTokenResult?
    private var semanticTokenResults = 0
    /// What has changed since `semanticTokens` was made: nil while nothing has.
    private(set) var changeSinceSemanticTokens: TextChange?
    /// How many `full/delta` answers were made from the lines of one edited member alone
    /// (the rest read the whole file): what the tests and bench/LSP.md count.
    var semanticTokenDeltasFromEdits = 0

    /// The last result sent, when it is the one named `id`, handed over (the document keeps
    /// none until the next `rememberSemanticTokens`), so that it can be changed in place.
    func takeSemanticTokens(_ id: String) -> SemanticTokenResult? {
        guard let result = semanticTokens, result.id == id else { return nil }
        semanticTokens = nil
        return result
    }

    /// Keeps `tokens` as the last result sent, under a new `resultId`.
    func rememberSemanticTokens(_ tokens: SemanticTokenData) -> SemanticTokenResult {
        semanticTokenResults += 1
        let result = SemanticTokenResult(id: String(semanticTokenResults), tokens: tokens)
        semanticTokens = result
        changeSinceSemanticTokens = nil
        return result
    }

    private func invalidate() {
        cachedFile = nil
        cachedCompilation = nil
        cachedSyntax = nil
    }
}

/// The part of a text that some edits changed: `range` in the new text holds everything that
/// differs, and the text after it is the old text after `range.upperBound - delta`.
struct TextChange: Equatable {
    var range: Range<Int>
    /// New length minus old length.
    var delta: Int
    /// The whole text was replaced: nothing is known to be as it was.
    var whole = false

    /// This change, then `next`, which replaced `replaced` (offsets in the text after this
    /// change) with `next.range`.
    func followed(by next: TextChange, replacing replaced: Range<Int>) -> TextChange {
        // Where this change's range lies after `next`: before it as it was, after it moved.
        func moved(_ offset: Int) -> Int {
            offset <= replaced.lowerBound ? offset : offset >= replaced.upperBound ? offset + next.delta : next.range.upperBound
        }
        let lower = min(moved(range.lowerBound), next.range.lowerBound)
        let upper = max(moved(range.upperBound), next.range.upperBound)
        return TextChange(range: lower..<upper, delta: delta + next.delta, whole: whole || next.whole)
    }
}
