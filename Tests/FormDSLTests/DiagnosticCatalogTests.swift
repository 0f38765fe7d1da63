import Foundation
import Testing
@testable import FormDSL

/// Each diagnostic is declared once, in `Sources/FormDSL/Diagnostics/Catalog/`; docs/DIAGNOSTICS.md
/// is that catalog printed, with the examples of `Golden/diagnostics/` (`DiagnosticExampleTests`
/// runs them). `formc explain` and SARIF's rule table read the declarations themselves.
@Suite struct DiagnosticCatalogTests {
    /// docs/DIAGNOSTICS.md is what `DiagnosticsPage` prints; FORMC_UPDATE_GOLDEN=1 rewrites it.
    @Test func diagnosticsPageIsGenerated() throws {
        let page = try DiagnosticsPage.text()
        let url = TestSupport.packageRoot.appendingPathComponent("docs/DIAGNOSTICS.md")
        let difference = TestSupport.compareGolden(page, url)
        #expect(difference == nil, "\(difference ?? ""): edit the catalog or the examples, then run FORMC_UPDATE_GOLDEN=1 swift test")
    }

    /// Every code declared in the catalog's files is in `allCases` (which is made of each
    /// file's list), once, in id order; ids are `FC` and four digits.
    @Test func everyDeclaredCodeIsListed() throws {
        let folder = TestSupport.packageRoot.appendingPathComponent("Sources/FormDSL/Diagnostics/Catalog")
        var declared: [String] = []
        for url in TestSupport.files(in: folder, withExtension: "swift") {
            let text = try String(contentsOf: url, encoding: .utf8)
            for piece in text.components(separatedBy: "= DiagnosticCode(\"").dropFirst() {
                declared.append(String(piece.prefix { $0 != "\"" }))
            }
        }
        let ids = DiagnosticCode.allCases.map(\.id)
        #expect(declared.count >= 140, "\(declared.count) declarations found")
        #expect(declared.sorted() == ids, "declared but not in a file's list, or listed twice")
        #expect(ids == ids.sorted() && Set(ids).count == ids.count)
        for code in DiagnosticCode.allCases {
            #expect(code.id.count == 6 && code.id.hasPrefix("FC") && code.id.dropFirst(2).allSatisfy { $0.isASCII && $0.isNumber }, "\(code.id)")
            #expect(!code.title.isEmpty && !code.prose.isEmpty, "\(code.id)")
            #expect(!code.prose.contains(" \n") && !code.prose.contains("\n ") && !code.prose.hasSuffix("\n"), "\(code.id)")
            #expect(code.explanation.components(separatedBy: "\n\n").allSatisfy { !$0.contains("\n") }, "\(code.id)")
        }
    }

    /// A line break inside a paragraph of the prose is a space; a blank line separates
    /// paragraphs, and the explanation keeps it.
    @Test func explanationJoinsTheLinesOfAParagraph() {
        let code = DiagnosticCode("FC9999", .note, "Example", "One paragraph\nwritten on two lines.\n\nAnother.")
        #expect(code.explanation == "One paragraph written on two lines.\n\nAnother.")
        #expect(DiagnosticCode.fieldKindNotSupported.prose.contains("\n"))
        #expect(DiagnosticCode.fieldKindNotSupported.explanation.hasPrefix("The type is the name of a SwiftUI control, not a field kind. A field's kind decides its control, and a few properties"))
    }

    /// A retired id is never reused, and stands for a diagnostic formc reports.
    @Test func retiredIdsAreNeverReused() {
        #expect(!DiagnosticCode.retired.isEmpty)
        for retired in DiagnosticCode.retired {
            #expect(DiagnosticCode.byID(retired.id) == nil, "\(retired.id) is retired and declared again")
            #expect(DiagnosticCode.allCases.contains(retired.successor), "\(retired.id)")
            #expect(RetiredCode.byID(retired.id.lowercased())?.id == retired.id)
        }
    }

    /// `// formc:ignore` of a retired id reads as ignoring its successor: for FC0336, an error,
    /// the same warning as ignoring any error, naming the successor, never an error itself, so a
    /// file written when the id was reported still checks (and still cannot silence the error).
    @Test func ignoringARetiredIdIsIgnoringItsSuccessor() {
        let clean = Compiler.compile(SourceFile(path: "F.form", text: """
            form F {
                field a: int { validate range(1...3) }  // formc:ignore FC0385 -- was the stepper's
            }

            """))
        #expect(clean.diagnostics.map { "\($0.code.id) \($0.severity) \($0.message)" }
                == ["FC0333 warning 'FC0385' is retired: formc reports it as FC0336, an error, which cannot be ignored"])
        let misuse = Compiler.compile(SourceFile(path: "F.form", text: """
            form F {
                field a: double { stepper; validate range(1...3) }  // formc:ignore FC0385
            }

            """))
        #expect(misuse.diagnostics.map(\.code.id).sorted() == ["FC0333", "FC0336"])
        #expect(misuse.diagnostics.allSatisfy { $0.code.id != "FC0333" || $0.severity == .warning })
    }

    /// `DiagnosticCode.byID` finds every code by its id, in capitals or not, and nothing for
    /// what is not an id.
    @Test func everyCodeIsFoundByItsID() {
        for code in DiagnosticCode.allCases {
            #expect(DiagnosticCode.byID(code.id) == code)
            #expect(DiagnosticCode.byID(code.id.lowercased()) == code)
        }
        for id in ["", "FC", "FC0", "FC99999", "FC0203 ", " FC0203", "XC0203", "FC02O3", "fc0203x"] {
            #expect(DiagnosticCode.byID(id) == nil, "\(id.debugDescription)")
        }
        #expect(DiagnosticCode.byID("fc0203") == .keyboardTypeMismatch)
        #expect(DiagnosticCode.keyboardTypeMismatch.description == "FC0203")
    }

    /// The pitfalls, names and conditions (FC02xx to FC04xx) each show an example on the page.
    @Test func everyCheckerDiagnosticHasAnExample() {
        for code in DiagnosticCode.allCases where code.id.hasPrefix("FC02") || code.id.hasPrefix("FC03") || code.id.hasPrefix("FC04") {
            #expect(code.hasExample, "\(code.id) needs a before and an after example")
        }
    }

    /// FC0211 says what the warning means for the app the generated code makes: it compiles on the
    /// older platform (a newer content type is guarded with `#available`), and below that iOS the
    /// field has no AutoFill for it.
    @Test func contentTypeTooNewSaysWhatTheGeneratedCodeDoes() throws {
        let source = SourceFile(path: "F.form", text: "form F {\n    field born: text { contentType birthdate }\n}\n")
        let result = Compiler.compile(source)
        let warning = try #require(result.diagnostics.first { $0.code == .contentTypeTooNew })
        #expect(warning.help?.contains("no AutoFill") == true, "\(warning.help ?? "")")
        #expect(!(warning.help?.contains("drop the content type") ?? true))
        let model = try #require(Compiler.check(source).model)
        let swift = Generator.single(for: model, source: source, target: .swift)
        #expect(swift.contains("if #available(iOS 17.0, *) { return .birthdate }"))
        let explanation = DiagnosticCode.contentTypeTooNew.explanation
        #expect(explanation.contains("#available") && explanation.contains("AutoFill"))
        #expect(!explanation.contains("would not compile"))
    }
}

/// docs/DIAGNOSTICS.md: an intro, then one entry per code in id order: its title, severity and
/// prose, and its examples from `Golden/diagnostics/`. An example is shown as a form
/// (`ID.before.form`, `ID.after.form`) unless a sentence describes it instead (`ID.before.md`,
/// `ID.after.md`): a file in another encoding, or a thousand nested brackets, reads better so.
enum DiagnosticsPage {
    static let examples = TestSupport.goldenDirectory.appendingPathComponent("diagnostics")

    static let intro = """
        # Diagnostics

        Every diagnostic formc reports has a stable id. `formc explain ID` prints its title; this page says why each one exists and how to fix it. Warnings (FC02xx pitfalls and a few FC03xx) can be silenced with `// formc:ignore ID` on the line before, or at the end of the line; errors cannot.

        The prose of each entry (after the severity) is also what `formc explain ID` prints and each
        rule's description in `formc check --format sarif` output ([CLI.md](CLI.md)). This page is
        generated: each diagnostic is declared once, with its id, severity, title and prose, in
        `Sources/FormDSL/Diagnostics/Catalog/`, beside the code that builds its messages, and its
        examples are files the tests run, in `Tests/FormDSLTests/Golden/diagnostics/` (each Before
        reports its id, as its `.before.diagnostics` file shows, and each After checks clean, even
        with `--strict`). After editing either, `FORMC_UPDATE_GOLDEN=1 swift test` writes this page
        again; a test fails until the two agree.

        """

    static func text() throws -> String {
        var page = intro
        page += "\n## Retired ids\n\nIds formc no longer reports: each was folded into the diagnostic that reports what it did. "
            + "An id is never reused: `formc explain` of a retired id names the id that replaced it, and `// formc:ignore` of one is read as naming that id.\n\n"
            + "| id | was | reported as |\n|---|---|---|\n"
        for retired in DiagnosticCode.retired {
            page += "| \(retired.id) | \(retired.title) | [\(retired.successor.id)](#\(retired.successor.id.lowercased())) |\n"
        }
        for code in DiagnosticCode.allCases {
            page += "\n## \(code.id): \(code.title)\n\n*Severity: \(code.defaultSeverity.rawValue).* \(code.prose)\n"
            for side in ["Before", "After"] {
                let base = examples.appendingPathComponent("\(code.id).\(side.lowercased())")
                if let sentence = try? String(contentsOf: base.appendingPathExtension("md"), encoding: .utf8) {
                    page += "\n\(side): \(sentence)"
                } else if let form = try? String(contentsOf: base.appendingPathExtension("form"), encoding: .utf8) {
                    page += "\n\(side):\n\n```form\n\(form)```\n"
                }
            }
        }
        return page
    }
}
