/// Where a property may be written: in a form's body, a section's, a field's, a computed
/// value's, or a repeating group's.
public enum PropertyPlace: String, CaseIterable, Sendable {
    case form
    case section
    case field
    /// A `computed` value's body: the properties that make sense on a value nobody types.
    case computed
    /// A `repeat` group's body: its heading, add button, bounds and key.
    case repeatGroup

    /// "the form", "a section", "a field", "a computed value": how messages name the place.
    public var phrase: String {
        switch self {
        case .form: return "the form"
        case .section: return "a section"
        case .field: return "a field"
        case .computed: return "a computed value"
        case .repeatGroup: return "a repeating group"
        }
    }
}
