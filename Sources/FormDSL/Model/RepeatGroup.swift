/// A `repeat` group, checked: rows of the same fields that the person adds and removes,
/// within bounds. Its fields are fields of the form (`FormModel.fields`, each with
/// `FieldModel.repeatGroup` set), shown in a section of their own (`SectionModel.repeatGroup`),
/// one block per row. docs/LANGUAGE.md ("Repeating groups") defines what a group means.
public struct RepeatModel: Sendable, Hashable {
    /// The group's name: the key of its rows in the submitted values (unless `jsonName`).
    public var name: String
    /// The group's heading: the `label` written, else its name in words.
    public var label: String
    /// The add button's text: the `addLabel` written, else "Add".
    public var addLabel: String
    public var help: String?
    /// The fewest rows (`rows 1...`): the form starts with this many; 0 when not written.
    public var minRows: Int
    /// The most rows; nil for no upper bound.
    public var maxRows: Int?
    /// The group's fields (and computed values), as indices into `FormModel.fields`, in
    /// declaration order.
    public var fields: [Int]
    /// The fields of a row that take focus, in order (declaration order, not disabled).
    public var focusFields: [Int]
    /// Index into `FormModel.sections` of the section that shows the group.
    public var section: Int
    /// The group's `jsonName`, if it has one.
    public var declaredJSONName: String? = nil
    /// The key of the rows in the submitted JSON.
    public var jsonName: String { declaredJSONName ?? name }
    /// Whether `label` was written (false: the name in words).
    public var hasExplicitLabel: Bool = false
    /// Whether `addLabel` was written (false: "Add").
    public var hasExplicitAddLabel: Bool = false
    public var span: Span
    /// The span of the group's name.
    public var nameSpan: Span

    /// The most rows a group can start with (FC0436): every target makes them all at once.
    public static let mostStartingRows = 100
}

/// One step of a form's focus order: a field of the form, or the rows of a group (each row's
/// `RepeatModel.focusFields`, row after row).
public enum FocusStep: Sendable, Hashable {
    case field(Int)
    case rows(Int)
}

/// A function over the rows of a group, in a computed value's expression.
public enum Aggregate: String, Sendable, Hashable, CaseIterable {
    /// The sum of the values present (0 when there are none).
    case sum
    /// The number of rows.
    case count
    /// The least value present; absent when there are none.
    case min
    /// The greatest value present; absent when there are none.
    case max
}
