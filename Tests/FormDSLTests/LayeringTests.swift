import Foundation
import Testing

/// docs/ARCHITECTURE.md's "Layers" table orders the folders of `Sources/FormDSL`, lowest first.
/// A folder may use what a folder on a lower row declares, never what a folder on its own row
/// or a higher one declares. These tests read every source file, find the types (and top-level
/// functions and constants) each folder declares, and fail on every use of one from above,
/// naming the file, the line, the name and both folders.
///
/// The scan is lexical, and says so: identifiers outside comments and string literals (the code
/// inside an interpolation counts), a declaration being the name after `struct`, `enum`,
/// `class`, `protocol`, `typealias` or `actor`, or after `func`, `let` or `var` outside every
/// brace. A name after a `.` is a member, judged by the type before it, and a member an
/// extension adds is not seen at all. A name declared in several folders is the lowest one's.
@Suite struct LayeringTests {
    static let root = TestSupport.packageRoot
    static let sources = root.appendingPathComponent("Sources/FormDSL")

    /// A use a test allows although it reaches up, each with why. The list only shrinks: a test
    /// fails when an entry no longer matches a use.
    static let exceptions: [(file: String, name: String, why: String)] = [
        // The names a field cannot take because the generated Swift declares them live beside
        // the Swift emitter (`Emit/SwiftReservedNames.swift`, an extension of `OutputTarget`),
        // and the checker asks every target so as to reject such a field name.
        ("Checker/Checker.swift", "OutputTarget",
         "the checker asks each output target which field names it reserves"),
        ("Emit/SwiftReservedNames.swift", "OutputTarget",
         "the Swift target answers OutputTarget.reserves, which the checker asks"),
    ]

    struct Word: Equatable {
        let text: String
        let line: Int
        /// Whether a `.` comes right before it (whitespace aside): a member, not a type.
        let afterDot: Bool
        /// How many braces are open around it.
        let depth: Int
    }

    static let typeIntroducers: Set<String> = ["struct", "enum", "class", "protocol", "typealias", "actor"]
    static let topLevelIntroducers: Set<String> = ["func", "let", "var"]

    /// The identifiers of Swift source `text`, outside comments and string literals.
    static func words(_ text: String) -> [Word] {
        let b = Array(text.utf8)
        let n = b.count
        var words: [Word] = []
        var i = 0, line = 1, depth = 0, parens = 0
        // Inside a string literal: its `#`s and whether it is `"""`; the interpolations open
        // around the current code, each with the parenthesis depth that closes it.
        var inString = false, hashes = 0, multiline = false
        var interpolations: [(parens: Int, hashes: Int, multiline: Bool)] = []

        func at(_ s: String, _ k: Int) -> Bool {
            let u = Array(s.utf8)
            return k + u.count <= n && Array(b[k..<(k + u.count)]) == u
        }
        func isWordByte(_ c: UInt8) -> Bool {
            (c >= 0x61 && c <= 0x7A) || (c >= 0x41 && c <= 0x5A) || (c >= 0x30 && c <= 0x39) || c == 0x5F
        }

        while i < n {
            let c = b[i]
            if inString {
                let close = (multiline ? "\"\"\"" : "\"") + String(repeating: "#", count: hashes)
                let escape = "\\" + String(repeating: "#", count: hashes)
                if at(close, i) {
                    i += close.utf8.count
                    inString = false
                } else if at(escape + "(", i) {
                    parens += 1
                    interpolations.append((parens, hashes, multiline))
                    i += escape.utf8.count + 1
                    inString = false
                } else if at(escape, i) {
                    i += escape.utf8.count
                    if i < n, b[i] == 0x0A { line += 1 }
                    i += 1
                } else {
                    if c == 0x0A { line += 1 }
                    i += 1
                }
                continue
            }
            if c == 0x0A {
                line += 1
                i += 1
            } else if at("//", i) {
                while i < n, b[i] != 0x0A { i += 1 }
            } else if at("/*", i) {
                var open = 0
                repeat {
                    if at("/*", i) { open += 1; i += 2 } else if at("*/", i) { open -= 1; i += 2 } else {
                        if b[i] == 0x0A { line += 1 }
                        i += 1
                    }
                } while open > 0 && i < n
            } else if c == 0x22 || c == 0x23 {
                // `"`, or `#`s before one: a string literal; any other `#` (`#if`) is skipped.
                var k = i
                while k < n, b[k] == 0x23 { k += 1 }
                guard k < n, b[k] == 0x22 else { i = k; continue }
                hashes = k - i
                multiline = at("\"\"\"", k)
                i = k + (multiline ? 3 : 1)
                inString = true
            } else if c == 0x28 {
                parens += 1
                i += 1
            } else if c == 0x29 {
                if let open = interpolations.last, open.parens == parens {
                    interpolations.removeLast()
                    (hashes, multiline, inString) = (open.hashes, open.multiline, true)
                }
                parens -= 1
                i += 1
            } else if c == 0x7B || c == 0x7D {
                depth += c == 0x7B ? 1 : -1
                i += 1
            } else if c >= 0x30 && c <= 0x39 {
                while i < n, isWordByte(b[i]) { i += 1 }  // a number, `0x7F` included
            } else if isWordByte(c) || c == 0x60 {
                let quoted = c == 0x60
                let start = quoted ? i + 1 : i
                var end = start
                while end < n, isWordByte(b[end]) { end += 1 }
                var before = i - 1
                while before >= 0, [0x20, 0x09, 0x0A, 0x0D].contains(b[before]) { before -= 1 }
                let word = String(decoding: b[start..<end], as: UTF8.self)
                words.append(Word(text: word, line: line, afterDot: before >= 0 && b[before] == 0x2E, depth: depth))
                i = quoted && end < n && b[end] == 0x60 ? end + 1 : max(end, i + 1)
            } else {
                i += 1
            }
        }
        return words
    }

    /// The names `words` declares: types anywhere, functions and constants outside every brace.
    static func declarations(_ words: [Word]) -> [String] {
        zip(words, words.dropFirst()).compactMap { introducer, name in
            if typeIntroducers.contains(introducer.text) && !name.afterDot { return name.text }
            if topLevelIntroducers.contains(introducer.text) && introducer.depth == 0 { return name.text }
            return nil
        }
    }

    /// The table's rows, lowest first: each row's folders (`Diagnostics/Catalog` beside
    /// `Diagnostics`), read from the rows whose first cell is a number.
    static func layers(_ page: String) -> [[String]] {
        guard let start = page.range(of: "## Layers") else { return [] }
        return page[start.upperBound...].split(separator: "\n").prefix { !$0.hasPrefix("## ") }.compactMap { row in
            let cells = row.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            guard row.hasPrefix("|"), cells.count >= 2, Int(cells[0]) != nil else { return nil }
            return cells[1].split(separator: ",").map { $0.trimmingCharacters(in: CharacterSet(charactersIn: " `/")) }
        }
    }

    struct Violation: CustomStringConvertible {
        let file: String
        let line: Int
        let name: String
        let folder: String
        let declaredIn: String
        var description: String {
            "\(file):\(line) uses \(name), declared in \(declaredIn)/, which is not below \(folder)/"
        }
    }

    /// Every use in `files` (path inside `Sources/FormDSL` and text) of a name declared on the
    /// same row or a higher one of `layers`; and the files in no layer.
    static func violations(_ files: [(path: String, text: String)], layers: [[String]]) -> (uses: [Violation], unplaced: [String]) {
        var rank: [String: Int] = [:]
        for (index, row) in layers.enumerated() { for folder in row { rank[folder] = index } }
        func folder(of path: String) -> String? {
            rank.keys.filter { path.hasPrefix($0 + "/") }.max { $0.count < $1.count }
        }
        var unplaced: [String] = []
        var declaredIn: [String: Set<String>] = [:]
        var scanned: [(path: String, folder: String, words: [Word])] = []
        for file in files {
            guard let home = folder(of: file.path) else { unplaced.append(file.path); continue }
            let words = words(file.text)
            for name in declarations(words) { declaredIn[name, default: []].insert(home) }
            scanned.append((file.path, home, words))
        }
        var uses: [Violation] = []
        for file in scanned {
            let own = rank[file.folder]!
            for (previous, word) in zip([nil] + file.words.map(Optional.some), file.words) {
                guard !word.afterDot, let homes = declaredIn[word.text], !homes.contains(file.folder) else { continue }
                if let previous, typeIntroducers.contains(previous.text) || topLevelIntroducers.contains(previous.text) {
                    continue
                }
                guard homes.allSatisfy({ rank[$0]! >= own }) else { continue }
                uses.append(Violation(file: file.path, line: word.line, name: word.text, folder: file.folder,
                                      declaredIn: homes.sorted().joined(separator: "/, ")))
            }
        }
        return (uses, unplaced)
    }

    static func sourceFiles() throws -> [(path: String, text: String)] {
        let enumerator = FileManager.default.enumerator(atPath: sources.path)
        var files: [(path: String, text: String)] = []
        while let path = enumerator?.nextObject() as? String {
            guard path.hasSuffix(".swift") else { continue }
            files.append((path, try String(contentsOf: sources.appendingPathComponent(path), encoding: .utf8)))
        }
        return files.sorted { $0.path < $1.path }
    }

    @Test func noFolderUsesOneAboveIt() throws {
        let layers = Self.layers(ArchitectureDocTests.text)
        #expect(layers.count >= 10, "docs/ARCHITECTURE.md has no Layers table to read: \(layers)")
        let (uses, unplaced) = Self.violations(try Self.sourceFiles(), layers: layers)
        for path in unplaced {
            Issue.record("Sources/FormDSL/\(path) is in no folder of docs/ARCHITECTURE.md's Layers table")
        }
        var excused = Set<Int>()
        for use in uses {
            if let index = Self.exceptions.firstIndex(where: { $0.file == use.file && $0.name == use.name }) {
                excused.insert(index)
                continue
            }
            Issue.record("\(use)")
        }
        for (index, exception) in Self.exceptions.enumerated() where !excused.contains(index) {
            Issue.record("the exception for \(exception.name) in \(exception.file) no longer matches a use: remove it")
        }
    }

    /// Every folder of `Sources/FormDSL` is on a row of the table, once.
    @Test func everyFolderHasALayer() throws {
        let listed = Self.layers(ArchitectureDocTests.text).flatMap { $0 }
        #expect(Set(listed).count == listed.count, "a folder is on two rows: \(listed)")
        let folders = try FileManager.default.contentsOfDirectory(atPath: Self.sources.path).filter {
            !$0.hasSuffix(".swift") && !$0.hasPrefix(".")
        }
        for folder in folders {
            #expect(listed.contains(folder), "Sources/FormDSL/\(folder) has no row in docs/ARCHITECTURE.md's Layers table")
        }
    }

    /// The scanner itself: what comments and strings say is not a use, what an interpolation
    /// holds is; a use from a row above, or from the same row, is reported with its line.
    @Test func scannerSeesCodeOnly() {
        let low = """
            struct Low {}
            func helper() {}
            """
        let high = """
            // Low in a comment, /* Low */ nor "Low" in a string, nor #"Low \\(Low)"# in a raw one,
            /// nor in a doc comment.
            enum High { static let x = Low() }
            """
        let sibling = """
            let s = \"\"\"
                \\(High.self) in an interpolation
                \"\"\"
            """
        let files = [(path: "A/Low.swift", text: low), (path: "B/High.swift", text: high),
                     (path: "C/Sibling.swift", text: sibling), (path: "D/Lost.swift", text: "")]
        let (uses, unplaced) = Self.violations(files, layers: [["B"], ["A", "C"]])
        #expect(uses.map { "\($0.file):\($0.line) \($0.name) \($0.declaredIn)" }
            == ["B/High.swift:3 Low A"])
        #expect(unplaced == ["D/Lost.swift"])
        let (sideways, _) = Self.violations(files, layers: [["A"], ["B", "C"]])
        #expect(sideways.map { "\($0.file):\($0.line) \($0.name) \($0.declaredIn)" } == ["C/Sibling.swift:2 High B"])
    }
}
