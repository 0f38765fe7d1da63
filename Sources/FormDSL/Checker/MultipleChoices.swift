/// The checker's rules for `choices` fields (a set of options): the `count` validator's bounds,
/// how they fit the options, and the `default` list. The options themselves are checked as a
/// `choice`'s are (`choiceOption`, `checkOptions`).
extension FormChecker {
    /// `count(1...3)`, `count(2)`, `count(2...)`, `count(...3)`, `count(..<4)`: the fewest and the
    /// most options picked, both inclusive, nil for an open end (a lower end of 0 is none).
    /// Reports a bound that is not a non-negative integer, and a count that allows no pick or
    /// only the empty one (FC0391).
    func countBounds(_ value: Int) -> (Int?, Int?)? {
        func int(_ e: Int) -> Int? {
            if kind(e) == .integer, let n = integer(e) {
                if n >= 0 { return n }
                emit(.negativeCount("'count'", counting: "the options picked", value: text(span(e)), at: span(e)))
                return nil
            }
            if !isError(e) { emit(.wrongArgument("'count'", expected: "a non-negative integer", found: expr(e))) }
            return nil
        }
        switch kind(value) {
        case .integer:
            guard let n = int(value) else { return nil }
            if n == 0 { emit(.countAllowsNothing(span(value), text: "0", onlyEmpty: true)); return nil }
            return (n, n)
        case .range:
            let (lower, upper, halfOpen) = rangeParts(value)
            if halfOpen && upper == nil { emit(.halfOpenWithoutUpper(span(value))); return nil }
            if lower == nil && upper == nil {
                emit(.wrongArgument("'count'", expected: "a range with at least one bound", found: expr(value))); return nil
            }
            var lo: Int?, hi: Int?
            if let lower { guard let n = int(lower) else { return nil }; lo = n }
            if let upper {
                guard let n = int(upper) else { return nil }
                hi = halfOpen ? n - 1 : n
            }
            if let h = hi, h < (lo ?? 0) {
                emit(.countAllowsNothing(span(value), text: text(span(value)), onlyEmpty: false)); return nil
            }
            if hi == 0 { emit(.countAllowsNothing(span(value), text: text(span(value)), onlyEmpty: true)); return nil }
            return (lo == 0 ? nil : lo, hi)
        case .error:
            return nil
        default:
            emit(.wrongArgument("'count'", expected: "a range such as 1...3, or a number", found: expr(value)))
            return nil
        }
    }

    /// A `choices` field with options: its count fits them (FC0390, FC0256, FC0257) and its
    /// default names each option at most once (FC0364, FC0392) within the count (FC0393,
    /// FC0255).
    func checkChoices(_ d: FieldDraft) {
        let optionCount = d.options.count
        var bounds: (lo: Int?, hi: Int?)?
        for v in d.validators where v.name == .count {
            let (lo, hi) = v.counts
            let written = v.rangeNode.map { text(span($0)) } ?? ""
            let at = v.rangeNode.map(span) ?? v.span
            if let lo, lo > optionCount {
                emit(.countAboveOptions(at, text: written, field: d.name, options: optionCount, needsMore: true, lower: lo))
                continue
            }
            if let hi, hi > optionCount {
                emit(.countAboveOptions(at, text: written, field: d.name, options: optionCount, needsMore: false, lower: lo))
                continue
            }
            if lo == nil, hi == nil || hi == optionCount {
                emit(.countAllowsEverything(at, text: written, field: d.name, options: optionCount))
            }
            if let lo, lo >= 1, let required = d.validators.first(where: { $0.name == .required }) {
                emit(.requiredWithCount(required.nameSpan, text: written, field: d.name))
            }
            bounds = (lo, hi)
        }
        guard let e = d.defaultValue, kind(e) == .list else { return }
        var firstSpans: [[UInt8]: Span] = [:]
        var picks = 0
        var ok = true
        forEachChild(of: e) { item in
            guard kind(item) == .string else {
                if !isError(item) {
                    emit(.literalTypeMismatch(expr(item), what: "option in the default", field: d.name, type: d.kind))
                }
                ok = false
                return
            }
            guard isOption(item, of: d) else { ok = false; return }
            let key = Array(stringValue(item).utf8)
            if let first = firstSpans[key] {
                emit(.defaultRepeatsOption(span(item), value: stringValue(item), field: d.name, first: first))
                ok = false
                return
            }
            firstSpans[key] = span(item)
            picks += 1
        }
        guard ok, let bounds else { return }
        if let hi = bounds.hi, picks > hi {
            emit(.defaultAboveCount(span(e), picks: picks, max: hi, field: d.name))
        } else if let lo = bounds.lo, picks > 0, picks < lo {
            emit(.defaultBelowCount(span(e), picks: picks, min: lo, field: d.name))
        }
    }

    /// The option values a `choices` field's `default` list names, in the order of the field's
    /// `option` lines (the order of the set everywhere), each once.
    func defaultOptions(_ e: Int, of d: FieldDraft) -> [String] {
        var named = Set<[UInt8]>()
        forEachChild(of: e) { item in
            if kind(item) == .string { named.insert(Array(stringValue(item).utf8)) }
        }
        return d.options.map { stringValue($0.value) }.filter { named.contains(Array($0.utf8)) }
    }
}
