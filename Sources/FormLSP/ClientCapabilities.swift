import FormDSL

/// What the client said, in `initialize`, that it accepts (LSP 3.17 `ClientCapabilities`),
/// and how formc's answers are shaped for it.
struct ClientCapabilities {
    /// Completion items carry snippets (`${1:name}`) only for a client that declared
    /// `snippetSupport`; any other client gets the snippet's text with its placeholders
    /// filled in.
    var snippets = false
    /// Hover answers in Markdown unless the client listed the formats it accepts without
    /// `markdown`; a client that lists none gets Markdown, as most clients expect.
    var markdownHover = true
    /// The same for a completion item's documentation.
    var markdownDocumentation = true

    init() {}

    init(_ capabilities: JSONValue?) {
        let completion = capabilities?[path: "textDocument", "completion", "completionItem"]
        snippets = completion?["snippetSupport"]?.bool == true
        markdownHover = Self.acceptsMarkdown(capabilities?[path: "textDocument", "hover", "contentFormat"])
        markdownDocumentation = Self.acceptsMarkdown(completion?["documentationFormat"])
    }

    private static func acceptsMarkdown(_ formats: JSONValue?) -> Bool {
        guard let list = formats?.array else { return true }
        return list.contains { $0.string == "markdown" }
    }

    /// A `MarkupContent` of `markdown`, or of the same text without its Markdown marks.
    static func markup(_ markdown: String, asMarkdown: Bool) -> JSONValue {
        asMarkdown
            ? .record(["kind": .string("markdown"), "value": .string(markdown)])
            : .record(["kind": .string("plaintext"), "value": .string(plainText(markdown))])
    }

    /// formc's hover and docs mark only emphasis (`**form**`) and code (`` `name` ``); plain
    /// text drops the marks and keeps every word.
    static func plainText(_ markdown: String) -> String {
        markdown.replacing("**", with: "").replacing("`", with: "")
    }

    /// A snippet's text with each placeholder replaced by its default (`${1:name}` → `name`)
    /// and each bare tab stop (`$0`) removed: what a client without snippets inserts.
    static func plainText(snippet: String) -> String {
        var out = ""
        var rest = Substring(snippet)
        while let dollar = rest.firstIndex(of: "$") {
            out += rest[..<dollar]
            rest = rest[rest.index(after: dollar)...]
            if rest.first == "{", let colon = rest.firstIndex(of: ":"), let close = rest.firstIndex(of: "}"), colon < close {
                out += rest[rest.index(after: colon)..<close]
                rest = rest[rest.index(after: close)...]
            } else {
                rest = rest.drop { $0.isNumber }
            }
        }
        return out + rest
    }
}
