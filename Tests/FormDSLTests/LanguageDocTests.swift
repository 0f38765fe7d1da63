import Foundation
import Testing
@testable import FormDSL

/// The vocabulary tables of docs/LANGUAGE.md are the language table (`Language`) printed:
/// each sits between `<!-- BEGIN GENERATED: name -->` and `<!-- END GENERATED: name -->`
/// and must equal what `LanguageDocTables` prints for it. FORMC_UPDATE_GOLDEN=1 rewrites them.
@Test func languageDocTablesComeFromTheLanguageTable() throws {
    let url = TestSupport.packageRoot.appendingPathComponent("docs/LANGUAGE.md")
    let text = try String(contentsOf: url, encoding: .utf8)
    var updated = text
    for (name, table) in LanguageDocTables.all {
        let begin = "<!-- BEGIN GENERATED: \(name) -->\n"
        let end = "<!-- END GENERATED: \(name) -->"
        guard let start = updated.range(of: begin), let stop = updated.range(of: end, range: start.upperBound..<updated.endIndex) else {
            Issue.record("docs/LANGUAGE.md has no generated table '\(name)'")
            continue
        }
        let current = String(updated[start.upperBound..<stop.lowerBound])
        if current != table {
            if TestSupport.updatingGolden {
                updated.replaceSubrange(start.upperBound..<stop.lowerBound, with: table)
            } else {
                #expect(current == table, "docs/LANGUAGE.md table '\(name)' differs from the language table; FORMC_UPDATE_GOLDEN=1 rewrites it")
            }
        }
    }
    if updated != text { try updated.write(to: url, atomically: true, encoding: .utf8) }
}

/// The markdown tables of docs/LANGUAGE.md, printed from the language table.
enum LanguageDocTables {
    static var all: [(String, String)] {
        [("form-properties", properties(in: .form, heading: "form property", appliesTo: false)),
         ("section-properties", properties(in: .section, heading: "section property", appliesTo: false)),
         ("field-kinds", fieldKinds),
         ("field-properties", properties(in: .field, heading: "field property", appliesTo: true)),
         ("computed-properties", properties(in: .computed, heading: "computed value property", appliesTo: false)),
         ("repeat-properties", properties(in: .repeatGroup, heading: "repeating group property", appliesTo: false)),
         ("validators", validators),
         ("formats", formats)]
    }

    static func row(_ cells: [String]) -> String { "| " + cells.joined(separator: " | ") + " |\n" }

    static func header(_ cells: [String]) -> String {
        row(cells) + "|" + String(repeating: "---|", count: cells.count) + "\n"
    }

    static func code(_ s: String) -> String { "`\(s)`" }

    /// "all", "all but `date`", or the kinds.
    static func kinds(_ set: FieldKindSet) -> String {
        let members = set.kinds
        let others = FieldKind.allCases.filter { !set.contains($0) }
        if others.isEmpty { return "all" }
        if others.count <= 4 { return "all but " + others.map { code($0.spec.spelling) }.joined(separator: ", ") }
        return members.map { code($0.spec.spelling) }.joined(separator: ", ")
    }

    static func properties(in place: PropertyPlace, heading: String, appliesTo: Bool) -> String {
        var text = header(appliesTo ? [heading, "arguments", "applies to", "meaning"] : [heading, "arguments", "meaning"])
        for spec in Language.properties where spec.places.contains(place) {
            let cells = [code(spec.spelling), spec.argument.synopsis] + (appliesTo ? [kinds(spec.appliesTo)] : []) + [spec.doc]
            text += row(cells)
        }
        return text
    }

    static var fieldKinds: String {
        var text = header(["type", "Swift value", "JSON type", "SwiftUI control", "meaning"])
        for spec in Language.fieldKinds {
            let json = spec.jsonType.rawValue + (spec.jsonFormat.map { " (`\($0)`)" } ?? "")
            text += row([code(spec.synopsis), code(spec.swiftType), json, code(spec.control.swiftUIName), spec.doc])
        }
        return text
    }

    static var validators: String {
        var text = header(["validator", "arguments", "applies to", "meaning"])
        for spec in Language.validators {
            text += row([code(spec.spelling), spec.argument.synopsis, kinds(spec.appliesTo), spec.doc])
        }
        return text
    }

    static var formats: String {
        var text = header(["format", "arguments", "applies to", "meaning"])
        for spec in Language.formats {
            let labels = spec.labelSpellings.map { code($0 + ":") }.joined(separator: ", ")
            text += row([code(spec.spelling), labels, kinds(spec.appliesTo), spec.doc])
        }
        return text
    }
}
