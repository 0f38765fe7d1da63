import Foundation

// Focus and errors through a form's repeating groups: a group stands in the form's focus order
// (`focus customer, items, bulkNote`) for its rows' fields, row after row, each row's in its own
// focus order. In a form without groups every stop is a form field, and these members say what
// `nextFocus(after:)` and the others say.

extension FormState {
    /// The fields focus goes through now, in order: the visible fields of the focus order, a
    /// repeating group's place taken by its rows' visible focusable fields, row after row.
    public func focusStops() -> [FocusStop] {
        var stops: [FocusStop] = []
        for field in Self.focusOrder.fields where isVisible(field) {
            if let rows = Self.form[field].rows {
                stops += rows.stops(self)
            } else {
                stops.append(FocusStop(field))
            }
        }
        return stops
    }

    /// The stop Return and Next move to from `stop` (with nil, the first); nil after the last.
    /// From a stop that is gone (its row removed, its field hidden), none.
    public func nextStop(after stop: FocusStop?) -> FocusStop? {
        let stops = focusStops()
        guard let stop else { return stops.first }
        guard let index = stops.firstIndex(of: stop), index + 1 < stops.count else { return nil }
        return stops[index + 1]
    }

    /// The stop Previous moves to from `stop` (with nil, the last); nil before the first.
    public func previousStop(before stop: FocusStop?) -> FocusStop? {
        let stops = focusStops()
        guard let stop else { return stops.last }
        guard let index = stops.firstIndex(of: stop), index > 0 else { return nil }
        return stops[index - 1]
    }

    /// Whether `stop` is the last stop now: its Return key says `done`.
    public func isLastStop(_ stop: FocusStop) -> Bool {
        focusStops().last == stop
    }

    /// Where focus belongs after an edit that may have hidden a field or removed a row:
    /// `focused` while it is still a stop; for a form field that is gone, the first stop of
    /// the next visible field of the focus order (a group's first row field); else none.
    public func stopKeeping(_ focused: FocusStop?) -> FocusStop? {
        guard let focused else { return nil }
        let stops = focusStops()
        if stops.contains(focused) { return focused }
        guard focused.row == nil, let field = Field(rawValue: focused.field),
              let index = Self.focusOrder.fields.firstIndex(of: field) else { return nil }
        for next in Self.focusOrder.fields[(index + 1)...] where isVisible(next) {
            if let rows = Self.form[next].rows {
                if let first = rows.stops(self).first { return first }
            } else {
                return FocusStop(next)
            }
        }
        return nil
    }

    /// Tells the model that focus moved to `stop` (nil: nothing focused): the field, of the
    /// form or of a row, that lost focus blurs.
    public mutating func focusMoved(to stop: FocusStop?) {
        focusChanged(to: stop.flatMap { $0.row == nil ? Field(rawValue: $0.field) : nil })
        for group in Self.form.groups {
            group.rows?.focus(&self, stop)
        }
    }

    /// Whether the "-/+" key applies to the field at `stop` (`canToggleSign(_:)`), of the form
    /// or of a row.
    public static func canToggleSign(_ stop: FocusStop) -> Bool {
        if stop.row == nil { return Field(rawValue: stop.field).map(canToggleSign) ?? false }
        return form.groups.contains { $0.rows?.canToggleSign(stop) ?? false }
    }

    /// The "-/+" key: flips the sign of the number at `stop`, of the form or of a row.
    public mutating func toggleSign(_ stop: FocusStop) {
        if stop.row == nil {
            if let field = Field(rawValue: stop.field) { toggleSign(field) }
            return
        }
        for group in Self.form.groups { group.rows?.toggleSign(&self, stop) }
    }

    /// Whether the form has repeating groups, whose rows' fields `focusStops()` lists.
    public static var hasRepeatingGroups: Bool { !form.groups.isEmpty }

    /// Every row field's errors in every repeating group, group after group in declaration
    /// order (`items[2].quantity`): what `submit()` lists beside the form fields' errors.
    public func rowErrors() -> [RowFieldErrors] {
        var found: [RowFieldErrors] = []
        for group in Self.form.groups {
            found += group.rows?.errors(self) ?? []
        }
        return found
    }
}
