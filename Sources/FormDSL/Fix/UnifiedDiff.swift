/// A unified diff of two texts, as `diff -u` writes it (`formc check --fix --dry-run`):
/// `--- a/PATH` and `+++ b/PATH` headers, then hunks with three lines of context,
/// `@@ -start,count +start,count @@` (a count of one is left out, and an empty range starts at
/// the line before it, as GNU diff and git do), and `\ No newline at end of file` after a
/// last line without one. Lines end at LF; a CR before it is part of the line.
public enum UnifiedDiff {
    /// Lines of context around each change; changes closer than twice this share a hunk.
    public static let context = 3

    /// The diff from `old` to `new` with the given header paths; empty when they are equal.
    public static func render(old: [UInt8], new: [UInt8], oldPath: String, newPath: String) -> [UInt8] {
        if old == new { return [] }
        let a = lines(old), b = lines(new)
        // Lines as numbers, equal lines the same number, so the diff compares integers.
        var ids: [ArraySlice<UInt8>: Int] = [:]
        let x = a.map { line in ids[line] ?? { ids[line] = ids.count; return ids.count - 1 }() }
        let y = b.map { line in ids[line] ?? { ids[line] = ids.count; return ids.count - 1 }() }
        let script = editScript(x, y)

        var out: [UInt8] = []
        out.append(contentsOf: "--- \(oldPath)\n+++ \(newPath)\n".utf8)
        // Indices into `script` of the changes, grouped into hunks.
        var i = 0
        while i < script.count {
            guard script[i] != .equal else { i += 1; continue }
            // A hunk: from this change to the last change with at most 2 * context equal
            // lines between it and the next.
            var last = i
            var j = i + 1
            var equalRun = 0
            while j < script.count {
                if script[j] == .equal {
                    equalRun += 1
                    if equalRun > 2 * context { break }
                } else {
                    equalRun = 0
                    last = j
                }
                j += 1
            }
            let start = max(0, i - context)
            let end = min(script.count, last + 1 + context)
            // Line positions where the hunk starts, counted over the script before it.
            var oldLine = 0, newLine = 0
            for op in script[..<start] {
                if op != .insert { oldLine += 1 }
                if op != .delete { newLine += 1 }
            }
            var oldCount = 0, newCount = 0
            for op in script[start..<end] {
                if op != .insert { oldCount += 1 }
                if op != .delete { newCount += 1 }
            }
            out.append(contentsOf: "@@ -\(range(oldLine, oldCount)) +\(range(newLine, newCount)) @@\n".utf8)
            var ai = oldLine, bi = newLine
            for op in script[start..<end] {
                switch op {
                case .equal:
                    emit(" ", a[ai], to: &out); ai += 1; bi += 1
                case .delete:
                    emit("-", a[ai], to: &out); ai += 1
                case .insert:
                    emit("+", b[bi], to: &out); bi += 1
                }
            }
            i = last + 1
        }
        return out
    }

    /// `start` (0-based lines before the range) and `count` as a hunk header writes them.
    static func range(_ start: Int, _ count: Int) -> String {
        switch count {
        case 0: return "\(start),0"
        case 1: return "\(start + 1)"
        default: return "\(start + 1),\(count)"
        }
    }

    static func emit(_ prefix: Character, _ line: ArraySlice<UInt8>, to out: inout [UInt8]) {
        out.append(prefix.asciiValue!)
        out.append(contentsOf: line)
        if line.last != 0x0A {
            out.append(contentsOf: "\n\\ No newline at end of file\n".utf8)
        }
    }

    /// The lines of `bytes`, each with its LF; the last one has none when the text does not
    /// end in one.
    static func lines(_ bytes: [UInt8]) -> [ArraySlice<UInt8>] {
        var result: [ArraySlice<UInt8>] = []
        var start = 0
        for (i, b) in bytes.enumerated() where b == 0x0A {
            result.append(bytes[start...i])
            start = i + 1
        }
        if start < bytes.count { result.append(bytes[start...]) }
        return result
    }

    enum Operation: Equatable {
        case equal, delete, insert
    }

    /// A shortest edit script from `a` to `b` (Myers' O(ND) algorithm), each change block
    /// with its deletions before its insertions, as `diff` prints them.
    static func editScript(_ a: [Int], _ b: [Int]) -> [Operation] {
        // The common start and end need no search.
        var prefix = 0
        while prefix < a.count, prefix < b.count, a[prefix] == b[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < a.count - prefix, suffix < b.count - prefix,
              a[a.count - 1 - suffix] == b[b.count - 1 - suffix] { suffix += 1 }
        let x = Array(a[prefix..<(a.count - suffix)]), y = Array(b[prefix..<(b.count - suffix)])
        let middle = myers(x, y)
        // Deletions before insertions within each run of changes.
        var ordered: [Operation] = []
        var deletes = 0, inserts = 0
        func flush() {
            ordered.append(contentsOf: repeatElement(.delete, count: deletes))
            ordered.append(contentsOf: repeatElement(.insert, count: inserts))
            deletes = 0; inserts = 0
        }
        for op in middle {
            switch op {
            case .equal: flush(); ordered.append(.equal)
            case .delete: deletes += 1
            case .insert: inserts += 1
            }
        }
        flush()
        return repeatElement(.equal, count: prefix) + ordered + repeatElement(.equal, count: suffix)
    }

    /// Myers' greedy search for the furthest-reaching path on each diagonal, then a walk
    /// back through the saved frontiers. Each round `d` keeps only diagonals `-d...d`, so
    /// memory grows with the square of the number of changes, not with the file.
    static func myers(_ a: [Int], _ b: [Int]) -> [Operation] {
        let n = a.count, m = b.count
        if n == 0 { return Array(repeating: .insert, count: m) }
        if m == 0 { return Array(repeating: .delete, count: n) }
        // frontiers[d][k + d]: the furthest x on diagonal k (x - y) after d changes.
        var frontiers: [[Int]] = []
        var previous: [Int] = [0]   // d = 0 before sliding: only diagonal 0
        search: for d in 0...(n + m) {
            var current = [Int](repeating: 0, count: 2 * d + 1)
            for k in stride(from: -d, through: d, by: 2) {
                var x: Int
                if d == 0 {
                    x = 0
                } else if k == -d || (k != d && previous[k - 1 + (d - 1)] < previous[k + 1 + (d - 1)]) {
                    x = previous[k + 1 + (d - 1)]          // down: an insertion
                } else {
                    x = previous[k - 1 + (d - 1)] + 1      // right: a deletion
                }
                var y = x - k
                while x < n, y < m, a[x] == b[y] { x += 1; y += 1 }
                current[k + d] = x
                if x >= n, y >= m {
                    frontiers.append(current)
                    break search
                }
            }
            frontiers.append(current)
            previous = current
        }
        // Walk back from (n, m).
        var ops: [Operation] = []
        var x = n, y = m
        for d in stride(from: frontiers.count - 1, through: 1, by: -1) {
            let k = x - y
            let prior = frontiers[d - 1]
            let down = k == -d || (k != d && prior[k - 1 + (d - 1)] < prior[k + 1 + (d - 1)])
            let priorK = down ? k + 1 : k - 1
            let priorX = prior[priorK + (d - 1)]
            let priorY = priorX - priorK
            let startX = down ? priorX : priorX + 1
            while x > startX { ops.append(.equal); x -= 1; y -= 1 }
            ops.append(down ? .insert : .delete)
            x = priorX; y = priorY
        }
        while x > 0 { ops.append(.equal); x -= 1; y -= 1 }
        return ops.reversed()
    }
}
