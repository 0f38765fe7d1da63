/// Where a property may be written: in a form's body, a section's, or a field's.
public enum PropertyPlace: String, CaseIterable, Sendable {
    case form
    case section
    case field

    /// "the form", "a section", "a field": how messages name the place.
    public var phrase: String {
        switch self {
        case .form: return "the form"
        case .section: return "a section"
        case .field: return "a field"
        }
    }
}
