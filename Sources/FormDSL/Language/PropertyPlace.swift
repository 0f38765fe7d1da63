/// Where a property may be written: in a form's body, a section's, or a field's.
public enum PropertyPlace: String, CaseIterable, Sendable {
    case form
    case section
    case field
    /// A `computed` value's body: the properties that make sense on a value nobody types.
    case computed

    /// "the form", "a section", "a field", "a computed value": how messages name the place.
    public var phrase: String {
        switch self {
        case .form: return "the form"
        case .section: return "a section"
        case .field: return "a field"
        case .computed: return "a computed value"
        }
    }
}
