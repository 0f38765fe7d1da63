import Foundation
import Testing

/// docs/ARCHITECTURE.md is the map of the code: every file and folder it names must exist, and
/// its table of folders must describe every folder of `Sources/FormDSL`, no more and no less.
@Suite struct ArchitectureDocTests {
    static let root = TestSupport.packageRoot
    static let text: String = (try? String(contentsOf: root.appendingPathComponent("docs/ARCHITECTURE.md"),
                                           encoding: .utf8)) ?? ""

    /// Every code span of the page.
    static var codeSpans: [String] {
        text.components(separatedBy: "`").enumerated().compactMap { $0.offset % 2 == 1 ? $0.element : nil }
    }

    static func exists(_ path: String) -> Bool {
        let fileManager = FileManager.default
        let candidates = [root.appendingPathComponent(path),
                          root.appendingPathComponent("Sources/FormDSL").appendingPathComponent(path),
                          root.appendingPathComponent("Sources").appendingPathComponent(path)]
        return candidates.contains { fileManager.fileExists(atPath: $0.path) }
    }

    @Test func everyPathNamedExists() {
        #expect(!Self.text.isEmpty, "docs/ARCHITECTURE.md is missing")
        let paths = Self.codeSpans.filter { span in
            !span.contains(" ") && (span.hasSuffix(".swift") || span.hasSuffix("/") || span.hasPrefix("Sources/")
                                    || span.hasPrefix("Tests/") || span.hasPrefix("Scripts/"))
        }
        #expect(paths.count >= 20, "too few paths found: \(paths)")
        for path in paths {
            #expect(Self.exists(path), "docs/ARCHITECTURE.md names \(path), which does not exist")
        }
    }

    @Test func everyFolderIsDescribed() throws {
        let sources = Self.root.appendingPathComponent("Sources/FormDSL")
        let folders = try FileManager.default.contentsOfDirectory(atPath: sources.path).filter { name in
            var isDirectory: ObjCBool = false
            return FileManager.default.fileExists(atPath: sources.appendingPathComponent(name).path,
                                                  isDirectory: &isDirectory) && isDirectory.boolValue
        }
        // The table's first column: `Name/`, or several such joined by commas.
        let described = Set(Self.text.split(separator: "\n").filter { $0.hasPrefix("| `") }.flatMap { row in
            row.split(separator: "|")[0].split(separator: ",").map {
                $0.trimmingCharacters(in: CharacterSet(charactersIn: " `/"))
            }
        })
        for folder in folders {
            #expect(described.contains(folder), "Sources/FormDSL/\(folder) is not in docs/ARCHITECTURE.md's table")
        }
        for name in described where !folders.contains(name) {
            #expect(Bool(false), "docs/ARCHITECTURE.md describes \(name)/, which Sources/FormDSL does not have")
        }
    }
}
