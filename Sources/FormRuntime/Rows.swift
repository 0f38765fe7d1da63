import Foundation

/// A row's identity in a repeating group: given when the row is made, never reused by the
/// group, and never its position. A row keeps it (with its texts, errors and focus) when other
/// rows are added, removed or moved, so a view's `ForEach` and a focused field follow the row.
public struct RowID: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// Rows are numbered from 1 in the order they were made.
    public let value: Int

    public init(_ value: Int) { self.value = value }

    public static func < (a: RowID, b: RowID) -> Bool { a.value < b.value }

    public var description: String { "row " + String(value) }
}

/// A form field's value as the rows of a repeating group read it (`visible when vatRate > 0`
/// on a row field, `computed gross = net * vatRate` in a row): the form model writes it into
/// every row, and into the group's new rows, whenever the field changes
/// (`RowsInput.setContext(_:_:)`), so a row reads it as it reads its own fields:
/// `self.vatRate.conditionValue`, `self.vatRate.value`.
public struct OuterValue<Value: Sendable & Hashable>: Sendable, Hashable {
    /// The value as a computed value reads it; nil while absent (and while the field is hidden).
    public var value: Value?
    /// The value as a condition reads it; absent while the field is hidden.
    public var conditionValue: ConditionValue
    /// The field's text, as an `equals` rule of a row field compares it.
    public var text: String

    public init(_ value: Value? = nil, _ conditionValue: ConditionValue = .absent, text: String = "") {
        self.value = value
        self.conditionValue = conditionValue
        self.text = text
    }
}

extension OuterValue where Value == String {
    /// The text as a computed value reads it: absent when empty, as in conditions.
    public var computedValue: String? { value.flatMap { $0.isEmpty ? nil : $0 } }
}

/// Where keyboard focus is in a form: a field of the form, or a field of one row of a
/// repeating group (`row`). Names are unique in a whole form, row fields included, so a field's
/// name and a row's id say which control it is. A form view keeps one `@FocusState` of it.
public struct FocusStop: Hashable, Sendable, CustomStringConvertible {
    /// The field's name, as in the `.form` file.
    public let field: String
    /// The row, for a field of a repeating group; nil for a field of the form.
    public let row: RowID?

    public init(_ field: String, row: RowID? = nil) {
        self.field = field
        self.row = row
    }

    /// A field of the form.
    public init<Field: FormField>(_ field: Field) {
        self.init(field.rawValue)
    }

    public var description: String { row.map { field + " (" + $0.description + ")" } ?? field }
}

/// A field of one row, by the row's place in the submitted array (`items[2].quantity`, from
/// 0) and by its id: where an error of a repeating group is.
public struct RowFieldPath: Hashable, Sendable, CustomStringConvertible {
    /// The group's name.
    public let group: String
    /// The row's position now, from 0: its index in the submitted array.
    public let position: Int
    public let row: RowID
    /// The row field's name.
    public let field: String

    public init(group: String, position: Int, row: RowID, field: String) {
        self.group = group
        self.position = position
        self.row = row
        self.field = field
    }

    /// `items[2].quantity`.
    public var description: String { group + "[" + String(position) + "]." + field }
}

/// The errors of one field of one row, as a failed submit lists them.
public struct RowFieldErrors: Hashable, Sendable {
    public let path: RowFieldPath
    public let messages: [String]

    public init(path: RowFieldPath, messages: [String]) {
        self.path = path
        self.messages = messages
    }
}

/// A repeating group of a form (`repeat items { ... }`) while it is filled in: its rows, each
/// a row model (a small generated `FormState` of the group's fields, its `Values` one row of
/// the submitted array), in order, with stable ids.
///
/// A value type held by the form model like any input, so that every change inside a row
/// (`model.items[row: id].quantity.text = "3"`) runs the form property's `didSet`, where the
/// form's aggregates (`sum(lineTotal)`, `count(items)`) are worked out again.
///
/// The number of rows stays within the group's bounds: the form starts with `minRows` rows,
/// `add()` is refused at `maxRows`, `remove` at `minRows`; nothing else changes the number of
/// rows (a prefill with fewer rows adds empty ones up to `minRows`; one with more than
/// `maxRows` keeps them all, and `tooManyMessage` blocks submit until some are removed).
public struct RowsInput<Row: FormState & Equatable>: FieldInput, DrivenInput, Hashable {
    /// The fewest rows the group has.
    public let minRows: Int
    /// The most rows the person can add; nil: no limit.
    public let maxRows: Int?
    /// What the group says while it holds more than `maxRows` rows (only a prefill brings
    /// them in).
    public let tooManyMessage: String
    public let timing: ValidationTiming = .blur

    /// A new row as `add()` makes it: the declared defaults, with the form's values that the
    /// rows read (`setContext(_:_:)` keeps them current).
    private var template: Row
    /// The rows' ids, in row order.
    public private(set) var ids: [RowID]
    /// The rows, in row order (`ids[i]` is `rows[i]`'s id).
    public private(set) var rows: [Row]
    /// The last id given to a row.
    private var lastID = 0
    /// The row that holds the focused field, if any.
    public private(set) var focusedRow: RowID?
    var serverErrors: [String] = []
    var condition = FieldCondition()
    /// Edited once a row was added, removed or moved, or a field of a row edited.
    public internal(set) var interaction = Interaction()

    /// - Parameters:
    ///   - row: a new row, as the form is made: its fields at their defaults.
    ///   - minRows: the rows the form starts with; remove is refused at this many.
    ///   - maxRows: add is refused at this many; nil: no limit.
    public init(_ row: Row, minRows: Int = 0, maxRows: Int? = nil, tooManyMessage: String = "") {
        self.template = row
        self.minRows = max(0, minRows)
        self.maxRows = maxRows.map { Swift.max($0, Swift.max(1, minRows)) }
        self.tooManyMessage = tooManyMessage
        ids = []
        rows = []
        for _ in 0..<self.minRows { append(template) }
    }

    private mutating func append(_ row: Row) {
        lastID += 1
        ids.append(RowID(lastID))
        rows.append(row)
    }

    // MARK: Rows

    public var count: Int { rows.count }

    /// Whether a row can be added now: fewer rows than `maxRows`.
    public var canAdd: Bool { maxRows.map { rows.count < $0 } ?? true }

    /// Whether a row can be removed now: more rows than `minRows`.
    public var canRemove: Bool { rows.count > minRows }

    /// The position of the row `id` now, from 0; nil for a row the group does not hold.
    public func position(of id: RowID) -> Int? { ids.firstIndex(of: id) }

    /// The row `id`. Reading a row the group no longer holds gives a new row, and writing it
    /// changes nothing: a view may still draw a row that was just removed.
    public subscript(row id: RowID) -> Row {
        get { ids.firstIndex(of: id).map { rows[$0] } ?? template }
        set {
            guard let index = ids.firstIndex(of: id) else { return }
            setRow(at: index, newValue)
        }
    }

    /// The row at `position` (from 0), as `rows[position]`; writing it is an edit of that row.
    public subscript(position: Int) -> Row {
        get { rows[position] }
        set { setRow(at: position, newValue) }
    }

    private mutating func setRow(at index: Int, _ row: Row) {
        if !interaction.edited && Row.form.fields.contains(where: { $0.driven(of: row).interaction.edited }) {
            interaction.edited = true
        }
        rows[index] = row
    }

    /// Adds a new row at the end (its fields at their defaults) and returns its id; nil, and
    /// nothing changes, at `maxRows`.
    @discardableResult
    public mutating func add() -> RowID? {
        guard canAdd else { return nil }
        append(template)
        interaction.edited = true
        return ids.last
    }

    /// Removes the row `id`, its texts and errors with it; false, and nothing changes, at
    /// `minRows` or for a row the group does not hold.
    @discardableResult
    public mutating func remove(_ id: RowID) -> Bool {
        guard let index = ids.firstIndex(of: id) else { return false }
        return remove(at: index)
    }

    /// Removes the row at `position` (from 0); false, and nothing changes, at `minRows` or for
    /// a position the group does not have.
    @discardableResult
    public mutating func remove(at position: Int) -> Bool {
        guard canRemove, rows.indices.contains(position) else { return false }
        if focusedRow == ids[position] { focusedRow = nil }
        ids.remove(at: position)
        rows.remove(at: position)
        interaction.edited = true
        return true
    }

    /// Removes the rows at `offsets` (a list's swipe to delete); false, and nothing changes,
    /// when that would leave fewer than `minRows` rows or an offset is not a row's.
    @discardableResult
    public mutating func remove(atOffsets offsets: IndexSet) -> Bool {
        guard !offsets.isEmpty, rows.count - offsets.count >= minRows,
              offsets.allSatisfy(rows.indices.contains) else { return false }
        for position in offsets.reversed() {
            if focusedRow == ids[position] { focusedRow = nil }
            ids.remove(at: position)
            rows.remove(at: position)
        }
        interaction.edited = true
        return true
    }

    /// Moves the row at `from` so that it is at position `to` (both from 0, `to` counted in
    /// the rows as they are after the move); false, and nothing changes, for a position the
    /// group does not have.
    @discardableResult
    public mutating func move(from: Int, to: Int) -> Bool {
        guard rows.indices.contains(from), rows.indices.contains(to) else { return false }
        guard from != to else { return true }
        ids.insert(ids.remove(at: from), at: to)
        rows.insert(rows.remove(at: from), at: to)
        interaction.edited = true
        return true
    }

    /// Writes a form field's value that the rows read (an `OuterValue` of the row model) into
    /// every row and into the rows still to be added. Not an edit; a row whose value is the
    /// same is not written.
    public mutating func setContext<Value: Equatable>(_ path: WritableKeyPath<Row, Value>, _ value: Value) {
        if template[keyPath: path] != value { template[keyPath: path] = value }
        for index in rows.indices where rows[index][keyPath: path] != value {
            rows[index][keyPath: path] = value
        }
    }

    // MARK: Values

    /// Every row's values, in row order, as the form submits them; nil while a row has none
    /// (`FormState.values(of:)`).
    public var value: [Row.Values]? {
        var values: [Row.Values] = []
        values.reserveCapacity(rows.count)
        for row in rows {
            guard let value = Row.values(of: row) else { return nil }
            values.append(value)
        }
        return values
    }

    /// Shows `values` as the rows, one row each (new ids), as an edit screen starts: each row
    /// as `FormState.prefill(_:)` shows it. Empty rows are added up to `minRows`; rows beyond
    /// `maxRows` are kept (nothing stored is dropped) and `tooManyMessage` blocks submit.
    public mutating func prefill(_ values: [Row.Values]) {
        ids = []
        rows = []
        focusedRow = nil
        for value in values {
            var row = template
            row.prefill(value)
            append(row)
        }
        while rows.count < minRows { append(template) }
        interaction = Interaction()
        serverErrors = []
    }

    /// The values of `field` in the rows where it has one and is shown, in row order: what the
    /// form's aggregates read (`sum(lineTotal)` skips a row whose `lineTotal` is absent).
    public func present<Value>(_ field: Row.Field, _ read: (Row) -> Value?) -> [Value] {
        var values: [Value] = []
        for row in rows where row.isVisible(field) {
            if let value = read(row) { values.append(value) }
        }
        return values
    }

    // MARK: Errors

    /// Every field's errors in every row, row after row, each row's fields in declaration order.
    public func rowErrors(group: String) -> [RowFieldErrors] {
        var found: [RowFieldErrors] = []
        for (position, row) in rows.enumerated() {
            for field in Row.Field.allCases {
                let messages = row.errors(field)
                guard !messages.isEmpty else { continue }
                found.append(RowFieldErrors(path: RowFieldPath(group: group, position: position, row: ids[position],
                                                               field: field.rawValue), messages: messages))
            }
        }
        return found
    }

    /// The group's own errors (more rows than `maxRows`) and the server's; each row's fields
    /// have their own (`rowErrors(group:)`).
    public var errors: [String] { conditionedErrors }
    public var visibleErrors: [String] { conditionedVisibleErrors }
    var ownErrors: [String] {
        if let maxRows, rows.count > maxRows { return [tooManyMessage] }
        return []
    }
    /// Too many rows is said at once: a person opening an edit screen learns why it cannot be
    /// saved.
    var ownImmediateErrors: [String] { ownErrors }

    // MARK: What the form does to the group

    /// A group has no text of its own: its rows' fields have theirs. Setting it changes nothing.
    public var text: String {
        get { "" }
        // swiftlint:disable:next unused_setter_value
        set {}
    }

    /// The number of rows, as a condition reads it.
    public var conditionValue: ConditionValue { .number(Decimal(rows.count)) }

    /// A submit shows every row's errors.
    mutating func markSubmitted() {
        interaction.submitted = true
        for index in rows.indices { Row.form.markSubmitted(&rows[index]) }
    }

    /// The group's rows take what the person did to `old`'s (another locale's), row by row,
    /// with the same ids.
    mutating func carryOver(from old: RowsInput<Row>) {
        rows = old.rows.map { oldRow in
            var row = template
            for entry in Row.form.fields { entry.carryOver(from: oldRow, into: &row) }
            Row.form.applyConditions(in: &row)
            row.focusTracker = oldRow.focusTracker
            return row
        }
        ids = old.ids
        lastID = old.lastID
        focusedRow = old.focusedRow
        interaction = old.interaction
        serverErrors = old.serverErrors
    }

    // MARK: Focus

    /// Focus moved to `stop`: the row field that had it blurs (under `validateOn blur` its
    /// errors show), and the row that gets it remembers it.
    mutating func focusChanged(to stop: FocusStop?) {
        var target: (index: Int, field: Row.Field)?
        if let stop, let id = stop.row, let index = ids.firstIndex(of: id), let field = Row.Field(rawValue: stop.field) {
            target = (index, field)
        }
        if let focusedRow, focusedRow != target.map({ ids[$0.index] }), let index = ids.firstIndex(of: focusedRow) {
            rows[index].focusChanged(to: nil)
        }
        if let target { rows[target.index].focusChanged(to: target.field) }
        focusedRow = target.map { ids[$0.index] }
    }

    /// The fields focus goes through, row after row: each row's visible fields of its focus order.
    func focusStops() -> [FocusStop] {
        var stops: [FocusStop] = []
        for (id, row) in zip(ids, rows) {
            for field in Row.focusOrder.fields where row.isVisible(field) {
                stops.append(FocusStop(field.rawValue, row: id))
            }
        }
        return stops
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(ids)
        hasher.combine(interaction)
    }
}

extension FormTable {
    /// Records a submit attempt on every field of `model`.
    func markSubmitted(_ model: inout Model) {
        for entry in fields { entry.update(&model) { $0.markSubmitted() } }
    }
}

// MARK: Aggregates

// `sum(f)`, `min(f)`, `max(f)` over the values a group's rows have (`RowsInput.present`), and
// `count(g)`: `sum` of no values is 0, `min` and `max` of none are absent (docs/LANGUAGE.md,
// "Repeating groups").

extension Optional where Wrapped == Int {
    /// The sum; absent beyond `Int`.
    public static func formcSum(of values: [Int]) -> Int? {
        var total = 0
        for value in values {
            let (sum, overflow) = total.addingReportingOverflow(value)
            if overflow { return nil }
            total = sum
        }
        return total
    }
    public static func formcMin(of values: [Int]) -> Int? { values.min() }
    public static func formcMax(of values: [Int]) -> Int? { values.max() }
    /// The number of rows of a group.
    public static func formcCount<Row: FormState & Equatable>(_ rows: RowsInput<Row>) -> Int? { rows.count }
}

extension Optional where Wrapped == Decimal {
    /// The sum, exactly.
    public static func formcSum(of values: [Decimal]) -> Decimal? {
        var total: Decimal? = 0
        for value in values { total = .formcSum(total, value) }
        return total
    }
    public static func formcMin(of values: [Decimal]) -> Decimal? { values.min() }
    public static func formcMax(of values: [Decimal]) -> Decimal? { values.max() }
}

extension Optional where Wrapped == Double {
    /// The sum; absent when not finite.
    public static func formcSum(of values: [Double]) -> Double? {
        var total: Double? = 0
        for value in values { total = .formcSum(total, value) }
        return total
    }
    public static func formcMin(of values: [Double]) -> Double? { values.min() }
    public static func formcMax(of values: [Double]) -> Double? { values.max() }
}
