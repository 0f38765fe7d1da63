import Foundation
import Testing
@testable import FormDSL

/// `UnifiedDiff`, the output of `formc check --fix --dry-run`: the shape `diff -u` gives.
struct UnifiedDiffTests {
    private func diff(_ old: String, _ new: String) -> String {
        String(decoding: UnifiedDiff.render(old: Array(old.utf8), new: Array(new.utf8), oldPath: "a/f", newPath: "b/f"),
               as: UTF8.self)
    }

    private func numbered(_ range: ClosedRange<Int>, replacing: [Int: String] = [:]) -> String {
        range.map { replacing[$0] ?? "line \($0)" }.map { $0 + "\n" }.joined()
    }

    @Test func equalTextsHaveNoDiff() {
        #expect(diff("a\nb\n", "a\nb\n") == "")
    }

    @Test func oneChangedLineWithThreeLinesOfContext() {
        #expect(diff(numbered(1...10), numbered(1...10, replacing: [5: "five"])) == """
            --- a/f
            +++ b/f
            @@ -2,7 +2,7 @@
             line 2
             line 3
             line 4
            -line 5
            +five
             line 6
             line 7
             line 8

            """)
    }

    @Test func changesSixLinesApartShareAHunkAndSevenDoNot() {
        let shared = diff(numbered(1...20), numbered(1...20, replacing: [4: "four", 11: "eleven"]))
        #expect(shared.components(separatedBy: "\n@@").count == 2, "\(shared)")
        #expect(shared.contains("@@ -1,14 +1,14 @@\n"))
        let apart = diff(numbered(1...20), numbered(1...20, replacing: [4: "four", 12: "twelve"]))
        #expect(apart.contains("@@ -1,7 +1,7 @@\n") && apart.contains("@@ -9,7 +9,7 @@\n"), "\(apart)")
    }

    @Test func aCountOfOneAndAnEmptyRangeAreWrittenAsDiffDoes() {
        #expect(diff("a\n", "b\n") == "--- a/f\n+++ b/f\n@@ -1 +1 @@\n-a\n+b\n")
        #expect(diff("", "a\n") == "--- a/f\n+++ b/f\n@@ -0,0 +1 @@\n+a\n")
        #expect(diff("a\nb\n", "a\n") == "--- a/f\n+++ b/f\n@@ -1,2 +1 @@\n a\n-b\n")
    }

    @Test func aLastLineWithoutANewlineIsMarked() {
        #expect(diff("a\nb", "a\nc") == """
            --- a/f
            +++ b/f
            @@ -1,2 +1,2 @@
             a
            -b
            \\ No newline at end of file
            +c
            \\ No newline at end of file

            """)
        #expect(diff("a", "a\n") == "--- a/f\n+++ b/f\n@@ -1 +1 @@\n-a\n\\ No newline at end of file\n+a\n")
    }

    @Test func carriageReturnsStayInTheLines() {
        #expect(diff("a\r\nb\r\n", "a\r\nc\r\n") == "--- a/f\n+++ b/f\n@@ -1,2 +1,2 @@\n a\r\n-b\r\n+c\r\n")
    }

    @Test func theEditScriptIsShortest() {
        // Insertions and deletions mixed: the script changes exactly the lines that differ.
        let a = [1, 2, 3, 4, 5, 6, 7], b = [1, 3, 4, 9, 5, 7, 8]
        let script = UnifiedDiff.editScript(a, b)
        #expect(script.filter { $0 != .equal }.count == 4)   // 2 and 6 out; 9 and 8 in
        #expect(script.filter { $0 != .insert }.count == a.count && script.filter { $0 != .delete }.count == b.count)
        // Replaying the script gives `b`.
        var i = 0, j = 0, replay: [Int] = []
        for op in script {
            switch op {
            case .equal: #expect(a[i] == b[j]); replay.append(a[i]); i += 1; j += 1
            case .delete: i += 1
            case .insert: replay.append(b[j]); j += 1
            }
        }
        #expect(replay == b)
    }

    /// Where `diff` is installed, the diff of each fixed file of the corpus is its output.
    @Test func agreesWithDiffOnTheFixedCorpus() throws {
        let tool = ["/usr/bin/diff", "/bin/diff"].first { FileManager.default.isExecutableFile(atPath: $0) }
        guard let tool else { return }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("formc-diff-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        var compared = 0
        for (name, bytes) in SafeFixesTests.corpus {
            let outcome = SafeFixes.apply(to: SourceFile(path: name, bytes: bytes))
            guard outcome.changed else { continue }
            let old = directory.appendingPathComponent("old"), new = directory.appendingPathComponent("new")
            try Data(bytes).write(to: old)
            try Data(outcome.fixed.bytes).write(to: new)
            let process = Process()
            process.executableURL = URL(fileURLWithPath: tool)
            process.arguments = ["-u", "--label", "a/f", "--label", "b/f", old.path, new.path]
            let pipe = Pipe()
            process.standardOutput = pipe
            try process.run()
            let expected = pipe.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            let actual = UnifiedDiff.render(old: bytes, new: outcome.fixed.bytes, oldPath: "a/f", newPath: "b/f")
            #expect(actual == [UInt8](expected), "\(name)")
            compared += 1
        }
        #expect(compared >= 10)
    }
}
