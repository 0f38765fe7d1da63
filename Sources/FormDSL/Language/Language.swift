/// The `.form` language's vocabulary, in one table: its properties, field kinds, validators
/// and formats, each declared once (`PropertyName.spec`, `FieldKind.spec`, ...), and the words
/// it reserves for later versions. The word table the parser interns names with, the
/// checker's placement and applicability rules, its "did you mean" candidates and the tables
/// of docs/LANGUAGE.md all come from here; an editor's completion list can too.
public enum Language {
    /// Every property, in declaration order.
    public static var properties: [PropertySpec] { PropertySpec.all }
    /// Every field kind, in declaration order.
    public static var fieldKinds: [FieldKindSpec] { FieldKindSpec.all }
    /// Every validator, in declaration order.
    public static var validators: [ValidatorSpec] { ValidatorSpec.all }
    /// Every display format, in declaration order.
    public static var formats: [FormatSpec] { FormatSpec.all }

    /// SwiftUI's control names, which people write as a field's type (`field country: picker`):
    /// each is reported with the field kind (and property) that gives that control, rather than
    /// as an unknown type; nil where formc has no such control yet.
    public static let controlNames: [(control: String, kind: String?, property: String?)] = [
        ("picker", "choice", nil), ("datePicker", "date", nil), ("stepper", "int", "stepper"),
        ("textField", "text", nil), ("secureField", "secure", nil), ("textEditor", "multiline", nil),
        ("checkbox", "toggle", nil), ("slider", nil, nil),
    ]
    /// Properties reserved for later versions.
    public static let reservedProperties = ["hidden", "enabled"]

    /// The spellings of the properties that may be written in `place`, in declaration order.
    public static func propertySpellings(of place: PropertyPlace) -> [String] {
        propertySpellingsByPlace[place.index]
    }

    /// The places a property of this spelling may be written in (none for an unknown name).
    public static func places(ofProperty spelling: String) -> [PropertyPlace] {
        property(spelled: spelling)?.places ?? []
    }

    /// The row of the property spelt `spelling`; nil for a name that is not a property.
    public static func property(spelled spelling: String) -> PropertySpec? {
        properties.first { $0.spelling == spelling }
    }

    /// The words property `spelling` takes, each with its doc (`PropertySpec.vocabulary`); nil
    /// for an unknown name or a property whose argument is not a word from a fixed list.
    public static func vocabulary(ofProperty spelling: String) -> [VocabularyWord]? {
        property(spelled: spelling)?.vocabulary
    }

    private static let propertySpellingsByPlace: [[String]] = PropertyPlace.allCases.map { place in
        properties.filter { $0.places.contains(place) }.map(\.spelling)
    }

    /// Every property spelling once, in the order of the places (form, section, field).
    public static let allPropertySpellings: [String] = {
        var seen: Set<String> = []
        return PropertyPlace.allCases.flatMap { propertySpellings(of: $0) }.filter { seen.insert($0).inserted }
    }()

    /// Every field kind as written after `field name:`, in table order.
    public static let fieldKindSpellings = FieldKindSpec.all.map(\.spelling)
    /// Every validator as written after `validate`, in table order.
    public static let validatorSpellings = ValidatorSpec.all.map(\.spelling)
    /// Every display format as written after `format`, in table order.
    public static let formatSpellings = FormatSpec.all.map(\.spelling)

    /// Whether property `name` may be written in `place`: a look-up in a table of bits.
    @inline(__always)
    public static func isProperty(_ name: PropertyName, of place: PropertyPlace) -> Bool {
        placeBits[Int(name.rawValue)] & (1 << place.index) != 0
    }

    private static let placeBits: [UInt8] = PropertySpec.all.map { spec in
        spec.places.reduce(0) { $0 | 1 << $1.index }
    }
}

extension PropertyPlace {
    /// The place's position in `allCases`.
    var index: Int {
        switch self {
        case .form: return 0
        case .section: return 1
        case .field: return 2
        }
    }
}
