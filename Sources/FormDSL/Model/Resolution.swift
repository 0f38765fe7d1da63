/// What the checker resolved, for tools: where each field is declared and where its name is
/// used (a `focus` list, `initialFocus`, `equals`, a condition), with what each use stands for. Modelled on
/// go/types' `Info.Defs` and `Info.Uses`.
public struct Resolution: Sendable, Hashable {
    /// A field's declaration: its name as written in `field NAME: ...` (or `computed NAME: ...`).
    public struct Definition: Sendable, Hashable {
        /// The form, as an index into `CheckedFile.forms`.
        public var form: Int
        /// The field, as an index into the form's `fields`.
        public var field: Int
        /// The name in the declaration.
        public var span: Span
    }

    /// A use of a field's name.
    public struct Use: Sendable, Hashable {
        /// The form, as an index into `CheckedFile.forms`.
        public var form: Int
        public var role: NameRole
        /// The field the name stands for, as an index into the form's `fields`; nil when no
        /// field of the form is called so (reported), or the field was left out of the model
        /// because its type is unknown (reported too).
        public var field: Int?
        /// The name as written.
        public var span: Span
    }

    /// Every field declaration, form by form, in declaration order.
    public var definitions: [Definition] = []
    /// Every use of a field name, form by form, in source order.
    public var uses: [Use] = []
}

/// Where a field's name is used.
public enum NameRole: Sendable, Hashable {
    /// In the form's `focus` list.
    case focus
    /// As the form's `initialFocus`.
    case initialFocus
    /// As the other field of an `equals` validator.
    case equals
    /// In a condition (`visible when country == "US"`).
    case condition
    /// In a computed value's expression (`computed total: decimal? = quantity * price`).
    case expression
}

/// One form's part of `Resolution`, with field indices into the form's `fields`.
public struct FormResolution: Sendable, Hashable {
    /// Where a field's name is declared.
    public struct Definition: Sendable, Hashable {
        public var field: Int
        public var span: Span
    }

    /// Where a field's name is used (focus list, `initialFocus`, `equals`, conditions), and the
    /// field it resolves to (nil for a name that is not a field).
    public struct Use: Sendable, Hashable {
        public var role: NameRole
        public var field: Int?
        public var span: Span
    }

    /// Every field declaration, in declaration order.
    public var definitions: [Definition] = []
    /// Every use of a field name, in source order.
    public var uses: [Use] = []
}
