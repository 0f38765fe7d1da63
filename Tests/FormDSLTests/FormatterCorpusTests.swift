import Foundation
import Testing
@testable import FormDSL

/// The formatter's promises, on every example, every docs snippet, and generated variants of
/// them: idempotent, meaning-preserving, no comment lost, and a layout that depends only on
/// what the author chose (line breaks), never on spacing or indentation.
@Suite struct FormatterCorpusTests {
    typealias Support = FormatTestSupport

    @Test func corpusIsLarge() {
        // The examples (nested ones too), the LANGUAGE.md snippets and the valid
        // DIAGNOSTICS.md examples.
        #expect(Support.examples.count >= 11)
        #expect(Support.corpus.count >= 100)
    }

    @Test(arguments: Support.examples)
    func everyExampleIsCanonical(_ url: URL) throws {
        let bytes = [UInt8](try Data(contentsOf: url))
        let formatted = Support.format(bytes: bytes, path: url.lastPathComponent)
        #expect(formatted == String(decoding: bytes, as: UTF8.self), "run 'formc fmt --in-place Examples'")
    }

    /// The snippets of the language guide teach the style, so they follow it.
    @Test func everyLanguageSnippetIsCanonical() {
        let snippets = Support.snippets("LANGUAGE.md")
        #expect(snippets.count >= 7)
        for (name, text) in snippets {
            #expect(Support.format(text, path: name) == text, "\(name) is not in canonical style")
        }
    }

    @Test func corpusIsIdempotentMeaningPreservingAndKeepsComments() {
        for (name, bytes) in Support.corpus {
            checkPromises(bytes, name: name)
        }
    }

    /// Spaces, tabs, indentation and CRLF line ends inserted or removed between tokens never
    /// change the output: the layout is a function of the tokens, the comments and the line
    /// breaks the author chose.
    @Test func spacingAndIndentationNeverMatter() {
        for (name, bytes) in Support.corpus {
            guard let canonical = Support.format(bytes: bytes, path: name) else { continue }
            for seed in 1...6 as ClosedRange<UInt64> {
                let variant = Support.variation(of: bytes, seed: seed &* 7919 &+ UInt64(bytes.count), kind: .whitespaceOnly)
                #expect(Support.format(bytes: variant, path: "\(name) seed \(seed)") == canonical,
                        "\(name) seed \(seed):\n\(String(decoding: variant, as: UTF8.self))")
            }
        }
    }

    /// Line breaks and blank lines wherever the grammar allows them: the result still
    /// formats, is idempotent, means the same and keeps every comment.
    @Test func lineBreaksAnywhereLegalKeepTheMeaning() {
        for (name, bytes) in Support.corpus {
            let variants = name.hasPrefix("Examples/") ? 25 : 6
            for seed in 1...UInt64(variants) {
                let variant = Support.variation(of: bytes, seed: seed &* 104_729 &+ UInt64(bytes.count), kind: .lineBreaks)
                let label = "\(name) seed \(seed)"
                // The generator must only produce files that mean what the original meant. (Its
                // line breaks may move a diagnostic away from a `formc:ignore` comment, so only
                // the model is compared here; the formatter is held to the diagnostics too.)
                #expect(Support.meaning(variant).model == Support.meaning(bytes).model, "generator changed \(label):\n\(String(decoding: variant, as: UTF8.self))")
                checkPromises(variant, name: label)
            }
        }
    }

    /// Comments put between tokens at random, in every kind of position: none is lost or
    /// moved to other code, and the result is stable and means the same.
    @Test func commentsAnywhereSurvive() {
        for (name, bytes) in Support.corpus {
            let variants = name.hasPrefix("Examples/") ? 20 : 4
            for seed in 1...UInt64(variants) {
                let variant = Support.variation(of: bytes, seed: seed &* 15_485_863 &+ UInt64(bytes.count), kind: .comments)
                let label = "\(name) seed \(seed)"
                #expect(Support.meaning(variant).model == Support.meaning(bytes).model, "generator changed \(label):\n\(String(decoding: variant, as: UTF8.self))")
                checkPromises(variant, name: label)
            }
        }
    }

    /// The docs' examples of syntax errors are refused with the parser's diagnostics.
    @Test func docsExamplesWithSyntaxErrorsAreRefused() {
        var refused = 0
        for (name, text) in Support.snippets("DIAGNOSTICS.md") {
            let file = SourceFile(path: name, text: text)
            let diagnostics = Parser.parse(file).1
            guard diagnostics.hasErrors else { continue }
            let result = SourceFormatter.format(file)
            #expect(result.bytes == nil, "\(name) was formatted")
            #expect(result.diagnostics.map(\.message) == diagnostics.map(\.message), "\(name)")
            refused += 1
        }
        #expect(refused >= 10)
    }

    private func checkPromises(_ bytes: [UInt8], name: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        guard let once = Support.format(bytes: bytes, path: name, sourceLocation: sourceLocation) else { return }
        let twice = Support.format(once, path: name, sourceLocation: sourceLocation)
        #expect(twice == once, "\(name): formatting twice changed the text", sourceLocation: sourceLocation)
        #expect(Support.meaning(once) == Support.meaning(bytes), "\(name): the meaning changed:\n\(once)", sourceLocation: sourceLocation)
        #expect(Support.commentTexts(Array(once.utf8)) == Support.commentTexts(bytes), "\(name): comments changed", sourceLocation: sourceLocation)
        let lines = once.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(!lines.contains { $0.hasSuffix(" ") || $0.hasSuffix("\t") || $0.hasPrefix("\t") } && !once.utf8.contains(0x0D),
                "\(name): trailing whitespace, tab indentation or CR in the output", sourceLocation: sourceLocation)
        #expect(once.isEmpty || (once.hasSuffix("\n") && !once.hasSuffix("\n\n")), "\(name): not one final newline", sourceLocation: sourceLocation)
    }
}
