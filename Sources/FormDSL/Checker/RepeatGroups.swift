/// A `repeat` group's properties and fields as written, while its form is checked.
final class RepeatSettings {
    let node: Int
    let nameSpan: Span
    /// The index of the section that shows the group.
    let section: Int
    var label: Int?
    var addLabel: Int?
    var help: Int?
    var jsonName: Int?
    /// `rows`: the fewest (nil for none) and the most (nil for no bound).
    var minRows: Int?
    var maxRows: Int?

    init(node: Int, nameSpan: Span, section: Int) {
        self.node = node
        self.nameSpan = nameSpan
        self.section = section
    }
}

/// The checker's rules for repeating groups (docs/LANGUAGE.md, "Repeating groups"): the group's
/// members and properties, its rows' bounds, its name among the form's, and that nothing
/// outside a row reads the row's fields (aggregates in `Checker/ComputedValues.swift` do).
extension FormChecker {
    /// Collects the fields of group `node` (shown by section `sectionIndex`) and reads its
    /// properties.
    func checkRepeatMembers(_ node: Int, sectionIndex: Int, fields: inout [(node: Int, section: Int)]) -> RepeatSettings {
        let settings = RepeatSettings(node: node, nameSpan: nameSpan(node), section: sectionIndex)
        var seen = PropertySet()
        let first = nodes.firstMember(ofSection: node)
        let before = fields.count
        defer {
            if fields.count == before, settings.nameSpan.length > 0 {
                emit(.groupWithoutFields(Identifier(text(settings.nameSpan), span: settings.nameSpan)))
            }
        }
        forEachChild(of: node, from: first) { member in
            switch kind(member) {
            case .field:
                fields.append((member, sectionIndex))
            case .section:
                // The parser reported it (and the form is left out); nothing more to say.
                break
            case .property:
                guard admit(member, in: .repeatGroup, seen: &seen, block: node, first: first),
                      let k = propertyName(member) else { return }
                readProperty(member, k, into: .repeatGroup(settings))
            default:
                break
            }
        }
        return settings
    }

    /// `rows 1...20`, `rows 1...`, `rows ...5`, `rows 3`: the fewest and the most rows, both
    /// inclusive, nil for an open end (a lower end of 0 is none). Reports a bound that is not a
    /// non-negative integer, an empty range (FC0315) and bounds that allow no row (FC0433).
    func rowBounds(_ value: Int) -> (Int?, Int?)? {
        func int(_ e: Int) -> Int? {
            if kind(e) == .integer, let n = integer(e) {
                if n >= 0 { return n }
                emit(.negativeCount("'rows'", counting: "rows", value: text(span(e)), at: span(e)))
                return nil
            }
            if !isError(e) { emit(.wrongArgument("'rows'", expected: "a non-negative integer", found: expr(e))) }
            return nil
        }
        switch kind(value) {
        case .integer:
            guard let n = int(value) else { return nil }
            if n == 0 { emit(.rowsAllowNone(span(value), text: "0")); return nil }
            if n > RepeatModel.mostStartingRows { emit(.tooManyStartingRows(span(value), lower: n)); return nil }
            return (n, n)
        case .range:
            let (lower, upper, halfOpen) = rangeParts(value)
            if halfOpen && upper == nil { emit(.halfOpenWithoutUpper(span(value))); return nil }
            if lower == nil && upper == nil {
                emit(.wrongArgument("'rows'", expected: "a range with at least one bound", found: expr(value))); return nil
            }
            var lo: Int?, hi: Int?, written: Int?
            if let lower { guard let n = int(lower) else { return nil }; lo = n }
            if let upper {
                guard let n = int(upper) else { return nil }
                written = n
                hi = halfOpen ? n - 1 : n
            }
            if let h = hi, h < (lo ?? 0) {
                let reversed = lo.map { l in written.map { l > $0 } ?? false } ?? false
                emit(.emptyRange(span(value), text: text(span(value)), reversed: reversed))
                return nil
            }
            if hi == 0 { emit(.rowsAllowNone(span(value), text: text(span(value)))); return nil }
            if let l = lo, l > RepeatModel.mostStartingRows { emit(.tooManyStartingRows(span(lower!), lower: l)); return nil }
            return (lo == 0 ? nil : lo, hi)
        case .error:
            return nil
        default:
            emit(.wrongArgument("'rows'", expected: "a range such as 1...20", found: expr(value)))
            return nil
        }
    }

    /// Reads a property line of a group into `settings`.
    func readRepeatProperty(_ p: Int, _ k: PropertyName, into settings: RepeatSettings) {
        switch k {
        case .label:
            if let e = stringNodeArgument(p) { settings.label = e }
        case .addLabel:
            if let e = stringNodeArgument(p) { settings.addLabel = e }
        case .help:
            if let e = stringNodeArgument(p) { settings.help = e }
        case .jsonName:
            guard let e = stringNodeArgument(p) else { return }
            if isEmptyString(e) { emit(.emptyJSONName(span(e), field: nameText(settings.node))) } else { settings.jsonName = e }
        case .rows:
            guard let e = singleArgument(p), let (lo, hi) = rowBounds(e) else { return }
            settings.minRows = lo
            settings.maxRows = hi
        default:
            // `admit` let through only the properties whose row names the group's place.
            break
        }
    }

    /// FC0434: a group's name that a field, a computed value or another group of the form has
    /// too. A name taken is left in place (its group keeps the name) so nothing else cascades.
    func checkGroupNames(_ groups: [RepeatSettings], names: NameTable) {
        var seen = NameTable(capacity: groups.count)
        for g in groups where g.nameSpan.length > 0 {
            let id = Identifier(text(g.nameSpan), span: g.nameSpan)
            if let entry = names.find(g.nameSpan, in: source) {
                emit(.groupNameTaken(id, first: names.span(entry)))
            } else if let entry = seen.find(g.nameSpan, in: source) {
                emit(.groupNameTaken(id, first: seen.span(entry)))
            } else {
                seen.insert(g.nameSpan, value: 0, in: source)
            }
        }
    }

    /// The group each draft is a row field of, by its section (`sectionGroup`).
    func groupOfDrafts(_ drafts: [FieldDraft], sectionGroup: [Int?]) -> [Int?] {
        drafts.map { sectionGroup[$0.sectionIndex] }
    }

    /// FC0430 for a condition or `equals` that reads a row field outside its row, and FC0432 for
    /// a row field named in `focus` or `initialFocus`. Computed values' expressions are
    /// checked where they are typed, which knows an aggregate's argument from a plain read.
    func checkRowScopes(_ uses: [FormResolution.Use], drafts: [FieldDraft], groupOf: [Int?], groups: [RepeatSettings],
                        focusNamesGroup: Set<Int>) {
        guard !groups.isEmpty else { return }
        for use in uses {
            guard let f = use.field, let g = groupOf[f] else { continue }
            let id = Identifier(text(use.span), span: use.span)
            let groupName = text(groups[g].nameSpan)
            switch use.role {
            case .focus:
                emit(.rowFieldInFocus(id, group: groupName, property: "focus", listed: focusNamesGroup.contains(g)))
            case .initialFocus:
                emit(.rowFieldInFocus(id, group: groupName, property: "initialFocus", listed: false))
            case .condition, .equals:
                let reader = drafts.lastIndex { $0.span.start <= use.span.start && use.span.end <= $0.span.end }
                if let reader, groupOf[reader] == g { continue }
                emit(.rowFieldOutsideRow(id, group: groupName, numeric: drafts[f].kind.value.isNumeric,
                                         reader: reader.map { drafts[$0].name }))
            case .expression:
                break
            }
        }
    }

    /// The model of each group, from its settings and its fields' indices (drafts are the
    /// model's fields, in order).
    func makeRepeatModels(_ groups: [RepeatSettings], drafts: [FieldDraft], groupOf: [Int?]) -> [RepeatModel] {
        groups.enumerated().map { g, settings in
            let fields = drafts.indices.filter { groupOf[$0] == g }
            let name = text(settings.nameSpan)
            return RepeatModel(name: name,
                               label: settings.label.map(stringValue) ?? Names.label(fromFieldName: name),
                               addLabel: settings.addLabel.map(stringValue) ?? "Add",
                               help: settings.help.map(stringValue),
                               minRows: settings.minRows ?? 0, maxRows: settings.maxRows,
                               fields: fields, focusFields: fields.filter { drafts[$0].isFocusable },
                               section: settings.section,
                               declaredJSONName: settings.jsonName.map(stringValue),
                               hasExplicitLabel: settings.label != nil, hasExplicitAddLabel: settings.addLabel != nil,
                               span: span(settings.node), nameSpan: settings.nameSpan)
        }
    }
}
