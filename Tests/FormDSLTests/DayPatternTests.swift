import Foundation
import Testing
@testable import FormDSL

/// `DayPattern` against plain string comparison, which orders `YYYY-MM-DD` days as the
/// calendar does: every day of six years (two of them leap, 2000 a leap century), the edges of
/// the four-digit calendar, strings of the shape that are not days, and every bound's
/// neighbours, through ICU here; and `DayPattern.calendarDay` against the calendar.
/// `Tests/Patterns/day-patterns.json` keeps the same probes and patterns for
/// `Tests/Patterns/day_patterns.py`, which runs them through Python `re` and Node (no flag, `u`,
/// `v`) in CI; `FORMC_UPDATE_GOLDEN=1 swift test --filter DayPattern` rewrites it.
@Suite struct DayPatternTests {
    static let bounds = [
        "0000-01-01", "0000-12-31", "0001-01-01", "9999-12-31", "9999-01-01", "9998-12-31",
        "2025-03-15", "2024-02-29", "2000-02-29", "1999-12-31", "2000-01-01", "2024-12-31",
        "2025-01-01", "2023-09-30", "2023-10-01", "1909-09-09", "2019-10-19", "5000-06-15",
    ]

    static func isLeap(_ year: Int) -> Bool { year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) }

    static func text(_ year: Int, _ month: Int, _ day: Int) -> String {
        func padded(_ value: Int, _ width: Int) -> String {
            String(repeating: "0", count: width - String(value).count) + String(value)
        }
        return "\(padded(year, 4))-\(padded(month, 2))-\(padded(day, 2))"
    }

    /// Every probe, each once, in order.
    static let probes: [String] = {
        var probes: [String] = []
        for year in [1999, 2000, 2001, 2023, 2024, 2025] {
            for month in 1...12 {
                let length = [31, isLeap(year) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]
                for day in 1...length { probes.append(text(year, month, day)) }
            }
        }
        // The ends of each month and year of the calendar's edges, and strings of the shape
        // that are no day (a pattern orders them too; `format: date` rejects them).
        for year in [0, 1, 4, 100, 400, 1900, 9998, 9999] {
            for month in 1...12 {
                let length = [31, isLeap(year) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]
                probes += [text(year, month, 1), text(year, month, length)]
            }
        }
        probes += ["0000-00-00", "9999-99-99", "2025-13-01", "2025-00-15", "2025-03-00", "2025-03-32", "2025-02-30",
                   "1999-19-99", "2024-02-30", "2023-02-29"]
        // Each bound's neighbours digit by digit: one more and one less in every position.
        for bound in bounds {
            let characters = Array(bound)
            for (index, character) in characters.enumerated() where character != "-" {
                let digit = character.wholeNumberValue!
                for other in [digit - 1, digit + 1] where (0...9).contains(other) {
                    var changed = characters
                    changed[index] = Character(String(other))
                    probes.append(String(changed))
                }
            }
            probes.append(bound)
        }
        var seen = Set<String>()
        return probes.filter { seen.insert($0).inserted }
    }()

    static let orderings: [ConditionOperator] = [.less, .lessEqual, .greater, .greaterEqual]

    static func holds(_ op: ConditionOperator, _ probe: String, _ bound: String) -> Bool {
        switch op {
        case .equal: return probe == bound
        case .less: return probe < bound
        case .lessEqual: return probe <= bound
        case .greater: return probe > bound
        case .greaterEqual: return probe >= bound
        }
    }

    @Test func agreesWithStringComparison() throws {
        var failures: [String] = []
        for bound in Self.bounds {
            for op in Self.orderings + [.equal] {
                let pattern = DayPattern.pattern(op, bound)
                let regex = try NSRegularExpression(pattern: pattern)
                for probe in Self.probes {
                    let range = NSRange(probe.startIndex..., in: probe)
                    let matches = regex.firstMatch(in: probe, range: range) != nil
                    if matches != Self.holds(op, probe, bound) {
                        failures.append("\(probe) \(op.rawValue) \(bound): the pattern says \(matches)")
                    }
                }
                // Nothing but the shape: no prefix, suffix or other separator, and no final line
                // terminator, before which ICU's and Python's `$` would match.
                for other in [bound + "0", "0" + bound, bound.replacingOccurrences(of: "-", with: "/"), " " + bound, "",
                              bound + "\n", bound + "\r\n", bound + "\r", bound + "\u{2028}", bound + "\u{85}"] {
                    if regex.firstMatch(in: other, range: NSRange(other.startIndex..., in: other)) != nil {
                        failures.append("\(other.debugDescription) matches \(op.rawValue) \(bound)")
                    }
                }
            }
        }
        #expect(Self.probes.count > 2_000)
        #expect(failures.isEmpty, "\(failures.count) disagreements:\n\(failures.prefix(40).joined(separator: "\n"))")
    }

    /// The example docs/JSON-SCHEMA.md gives, and the shape of a pattern: one alternative per
    /// digit that can change, anchored as every pattern formc writes.
    @Test func readsAsDocumented() throws {
        #expect(DayPattern.pattern(.greaterEqual, "2025-03-15") == #"^(?:[3-9][0-9]{3}-[0-9]{2}-[0-9]{2}|2[1-9][0-9]{2}-[0-9]{2}-[0-9]{2}|20[3-9][0-9]-[0-9]{2}-[0-9]{2}|202[6-9]-[0-9]{2}-[0-9]{2}|2025-[1-9][0-9]-[0-9]{2}|2025-0[4-9]-[0-9]{2}|2025-03-[2-9][0-9]|2025-03-1[5-9])$(?![\s\S])"#)
        let docs = try String(contentsOf: TestSupport.packageRoot.appendingPathComponent("docs/JSON-SCHEMA.md"), encoding: .utf8)
        #expect(docs.contains("\n" + DayPattern.pattern(.greaterEqual, "2025-03-15") + "\n"))
        #expect(docs.contains("\n" + DayPattern.calendarDay + "\n"))
        #expect(DayPattern.pattern(.less, "2000-01-01") == #"^(?:[0-1][0-9]{3}-[0-9]{2}-[0-9]{2}|2000-00-[0-9]{2}|2000-01-00)$(?![\s\S])"#)
        #expect(DayPattern.pattern(.equal, "2000-01-01") == #"^(?:2000-01-01)$(?![\s\S])"#)
        // Nothing is after the last day of the calendar, or before its first.
        #expect(DayPattern.pattern(.greater, "9999-99-99") == #"^(?:[^\s\S])$(?![\s\S])"#)
        #expect(DayPattern.pattern(.less, "0000-00-00") == #"^(?:[^\s\S])$(?![\s\S])"#)
        // Every pattern is anchored as `PatternSyntax.anchor` anchors the others.
        for bound in Self.bounds {
            for op in Self.orderings + [.equal] {
                let pattern = DayPattern.pattern(op, bound)
                #expect(pattern.hasPrefix("^(?:") && pattern.hasSuffix(")$(?![\\s\\S])"), "\(op.rawValue) \(bound): \(pattern)")
            }
        }
    }

    /// Whether `text` is a `YYYY-MM-DD` day of the proleptic Gregorian calendar, 0000 to 9999.
    static func isDay(_ text: String) -> Bool {
        let characters = Array(text)
        guard characters.count == 10, characters[4] == "-", characters[7] == "-" else { return false }
        func number(_ range: Range<Int>) -> Int? {
            var value = 0
            for c in characters[range] {
                guard let digit = c.wholeNumberValue, c.isASCII else { return nil }
                value = value * 10 + digit
            }
            return value
        }
        guard let year = number(0..<4), let month = number(5..<7), let day = number(8..<10), (1...12).contains(month) else { return false }
        let length = [31, isLeap(year) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]
        return (1...length).contains(day)
    }

    /// Texts `calendarDay` is checked on: February 28 to 30 and January 31 of every year from
    /// 0000 to 9999, every month 00 to 13 and day 00 to 32 of the years whose leap rule differs,
    /// and texts that are not of the shape.
    static let calendarProbes: [String] = {
        var probes: [String] = []
        for year in 0...9999 {
            probes += [text(year, 2, 28), text(year, 2, 29), text(year, 2, 30), text(year, 1, 31)]
        }
        for year in [0, 1, 4, 100, 400, 1900, 2000, 2023, 2024, 9999] {
            for month in 0...13 {
                for day in 0...32 { probes.append(text(year, month, day)) }
            }
        }
        probes += ["", "hello", "2027-13-45", "2024-1-05", "24-01-05", "2024/01/05", "2024-01-05T00:00:00Z",
                   " 2024-01-05", "2024-01-05 ", "2024-01-051", "２０２４-01-05", "2024-01-05\n", "2024-01-05\r\n",
                   "2024-01-05\u{2028}", "2024-02-29\n", "\n2024-01-05", "2024-01-0\u{663}"]
        var seen = Set<String>()
        return probes.filter { seen.insert($0).inserted }
    }()

    @Test func calendarDayIsExactlyTheCalendar() throws {
        let regex = try NSRegularExpression(pattern: DayPattern.calendarDay)
        var failures: [String] = []
        for probe in Self.calendarProbes {
            let matches = regex.firstMatch(in: probe, range: NSRange(probe.startIndex..., in: probe)) != nil
            if matches != Self.isDay(probe) { failures.append("\(probe.debugDescription): the pattern says \(matches)") }
        }
        #expect(Self.calendarProbes.count > 40_000)
        #expect(failures.isEmpty, "\(failures.count) disagreements:\n\(failures.prefix(40).joined(separator: "\n"))")
        // Clean, and already in the rewritten form, as a user's pattern would be emitted.
        let analysis = PatternSyntax.analyze(DayPattern.calendarDayBody)
        #expect(analysis.portabilityWarnings.isEmpty && analysis.backtrackingWarnings.isEmpty && analysis.isUsable)
        #expect(analysis.anchored == DayPattern.calendarDay)
    }

    /// The file the Python and Node check reads is what `DayPattern` gives.
    @Test func engineFileIsCurrent() throws {
        var root = JSONObjectBuilder()
        root.add("about", "Written by DayPatternTests (FORMC_UPDATE_GOLDEN=1 swift test --filter DayPattern): DayPattern's patterns and the probes they are checked on. Tests/Patterns/day_patterns.py runs them through Python re and Node against plain string comparison, and calendarDay against the calendar on probes of its own.")
        root.add("calendarDay", DayPattern.calendarDay)
        root.add("probes", .array(Self.probes.map { .string($0) }))
        var patterns: [JSONValue] = []
        for bound in Self.bounds {
            for op in Self.orderings + [.equal] {
                var entry = JSONObjectBuilder()
                entry.add("op", op.rawValue)
                entry.add("bound", bound)
                entry.add("pattern", DayPattern.pattern(op, bound))
                patterns.append(entry.value)
            }
        }
        root.add("patterns", .array(patterns))
        let text = JSONPrinter.print(root.value)
        let url = TestSupport.packageRoot.appendingPathComponent("Tests/Patterns/day-patterns.json")
        if TestSupport.updatingGolden { try text.write(to: url, atomically: true, encoding: .utf8) }
        #expect(try String(contentsOf: url, encoding: .utf8) == text, "run FORMC_UPDATE_GOLDEN=1 swift test --filter DayPattern")
    }
}
