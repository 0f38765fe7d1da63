import Foundation
import FormDSL
import FormRuntime

/// Compiles the `.form` files the generated code came from, so tests can compare what the
/// compiled Swift holds with what the compiler read.
enum Sources {
    static let packageRoot: URL = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func form(_ name: String, in relativePath: String) throws -> FormModel {
        let url = packageRoot.appendingPathComponent(relativePath)
        let data = try Data(contentsOf: url)
        let result = Compiler.compile(SourceFile(path: url.lastPathComponent, bytes: [UInt8](data)))
        guard let form = result.model?.forms.first(where: { $0.name == name }) else {
            throw Failure(message: "\(relativePath) has no checked form \(name): \(result.diagnostics.map(\.message))")
        }
        return form
    }

    struct Failure: Error, CustomStringConvertible {
        var message: String
        var description: String { message }
    }
}

extension FormState {
    /// Types `text` one character at a time into `field`, as a person would.
    mutating func type(_ text: String, into field: Field) {
        for character in text {
            self[text: field] += String(character)
        }
    }
}

let enUS = Locale(identifier: "en_US")
let deDE = Locale(identifier: "de_DE")
let frFR = Locale(identifier: "fr_FR")
