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

    /// Control names people write as a field's type (`field country: picker`): SwiftUI's, and
    /// the web's `checkbox`. Each that formc has is reported with the field kind (and property)
    /// that shows it (`kindShowing(control:)`), rather than as an unknown type; the others as
    /// not supported yet.
    public static let controlNames = ["picker", "datePicker", "stepper", "textField", "secureField", "textEditor",
                                      "checkbox", "slider"]

    /// The field kind, and the property, that show a field as the control called `name` (its
    /// SwiftUI name with a small first letter, or its web widget): `stepper` is an `int` with
    /// the `stepper` property; nil for a control formc does not have.
    public static func kindShowing(control name: String) -> (kind: FieldKind, property: PropertySpec?)? {
        guard let control = Control.allCases.first(where: { $0.swiftUIName.prefix(1).lowercased() + $0.swiftUIName.dropFirst() == name
                                                                || $0.webWidget == name }) else { return nil }
        if let property = control.property, let kind = property.appliesTo.kinds.first { return (kind, property) }
        return FieldKind.allCases.first { $0.control == control }.map { ($0, nil) }
    }
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
        case .computed: return 3
        case .repeatGroup: return 4
        }
    }
}
