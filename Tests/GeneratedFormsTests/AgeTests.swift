import Foundation
import FormRuntime
import Testing

/// A computed age through the generated model of Tests/Computed/Age.form: every vector of
/// Tests/Computed/ages.json (written from docs/LANGUAGE.md before it was run), with the
/// vector's day as the date input's today, the age it works out, the guardian field a
/// condition on the age shows, and the submitted values.
struct AgeTests {
    struct Vector: Decodable {
        var born: String?
        var today: String
        var years: Int?
        var guardian: Bool
    }

    static let vectors: [Vector] = {
        let url = Sources.packageRoot.appendingPathComponent("Tests/Computed/ages.json")
        struct File: Decodable { var vectors: [Vector] }
        return (try? JSONDecoder().decode(File.self, from: Data(contentsOf: url)))?.vectors ?? []
    }()

    @Test func theVectorsAreRead() { #expect(Self.vectors.count >= 20) }

    @Test func everyVectorAgreesWithTheDocs() throws {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        for v in Self.vectors {
            let today = try #require(calendar.date(from: DateComponents(year: Int(v.today.prefix(4)), month: Int(v.today.dropFirst(5).prefix(2)),
                                                                        day: Int(v.today.suffix(2)))))
            var model = AgeModel()
            model.born = DateInput(isOptional: true, calendar: calendar, today: today)
            if let born = v.born { model.born.text = born }
            let at = "born \(v.born ?? "nil"), today \(v.today)"
            #expect(model.years.value == v.years, "\(at)")
            #expect(model.isVisible(.guardian) == v.guardian, "\(at)")
            let values = try model.submit().get()
            #expect(values.years == v.years, "\(at)")
        }
    }

    /// The arithmetic itself, as generated code calls it.
    @Test func formcAgeIsTheDocumentedRule() throws {
        for v in Self.vectors {
            let born = v.born.flatMap(CalendarDay.init)
            #expect(Int?.formcAge(born, today: try #require(CalendarDay(v.today))) == v.years, "\(v.born ?? "nil") \(v.today)")
        }
    }
}
