/// The checker's field rules: types, properties, literals, formats, shortcuts and validators.
extension FormChecker {
    // MARK: Types

    /// The kind of type node `t`, and the code of a `currency(...)`; nil after reporting why
    /// there is none.
    func resolveType(_ t: Int) -> (kind: FieldKind, currencyCode: String?)? {
        guard let fieldKind = meaning(t).fieldKind else {
            let name = nameText(t)
            if Language.controlNames.contains(name) {
                let shown = Language.kindShowing(control: name)
                emit(.fieldKindNotSupported(identifier(t), kind: shown?.kind.spec.spelling, property: shown?.property?.spelling))
            } else if let swift = CheckerVocabulary.swiftTypeKinds[name] {
                emit(.swiftTypeAsFieldType(identifier(t), kind: swift.kind, only: swift.only))
            } else {
                emit(.unknownFieldType(identifier(t), suggestion: Spelling.suggest(name, from: Language.fieldKindSpellings)))
            }
            return nil
        }
        switch fieldKind.spec.argument {
        case .currencyCode:
            var positional: [Int] = []
            forEachChild(of: t) { a in
                if hasLabel(a) { emit(.unknownArgumentLabel(identifier(a), of: fieldKind.spec.spelling, allowed: [])) }
                else { positional.append(a) }
            }
            guard positional.count == 1, kind(self.value(ofArgument: positional[0])) == .string else {
                if let bad = positional.first, isError(self.value(ofArgument: bad)) { return nil }
                // `currency(USD)`: the code without its quotes.
                if positional.count == 1, case let value = self.value(ofArgument: positional[0]), kind(value) == .identifier {
                    emit(.currencyCodeNotQuoted(span(value), name: nameText(value)))
                    return nil
                }
                emit(.currencyNeedsCode(view.typeSyntax(t)))
                return nil
            }
            let value = self.value(ofArgument: positional[0])
            let code = stringValue(value)
            if ISO4217.currency(code) == nil { emit(.invalidCurrencyCode(code, at: span(value))) }
            return (fieldKind, code)
        case .none:
            if nodes[t].has(SyntaxNode.hasArgumentList) { emit(.typeTakesNoArguments(view.typeSyntax(t))) }
            return (fieldKind, nil)
        }
    }

    // MARK: Fields

    /// Checks one field's type and properties. Nil when the type is missing or unknown.
    func checkField(_ decl: Int, sectionIndex: Int) -> FieldDraft? {
        let node = nodes[decl]
        var seen = PropertySet()
        let first = nodes.firstProperty(ofField: decl)
        guard let typeNode = nodes.type(ofField: decl) else {
            // The parser has reported the missing type; still look at the properties.
            forEachChild(of: decl, from: first) { p in
                _ = admit(p, in: .field, seen: &seen, block: decl, first: first, repeatable: .validate)
            }
            return nil
        }
        let computedExpression = nodes.expression(ofField: decl)
        let place: PropertyPlace = node.has(SyntaxNode.isComputed) ? .computed : .field
        guard let type = resolveType(typeNode) else {
            if place == .computed {
                forEachChild(of: decl, from: first) { p in
                    _ = admit(p, in: place, seen: &seen, block: decl, first: first, repeatable: .validate)
                }
            }
            return nil
        }
        if place == .computed, ValueType(kind: type.kind) == nil {
            emit(.computedTypeNotSupported(identifier(typeNode), kind: type.kind))
            return nil
        }
        let typeEnd = Int(nodes[typeNode].end)
        let d = FieldDraft(nameSpan: node.nameSpan, span: node.span, kind: type.kind, currencyCode: type.currencyCode,
                           typeNode: typeNode,
                           optionalMark: nodes[typeNode].has(SyntaxNode.isOptional) ? Span(typeEnd - 1, typeEnd) : nil,
                           sectionIndex: sectionIndex, source: source)
        if let mark = d.optionalMark, !d.kind.value.canBeAbsent { emit(.optionalNotAllowed(mark, kind: type.kind)) }
        if place == .computed {
            // Shown, never typed: a computed value's control is its own.
            d.control = .value
            d.expression = computedExpression
        }
        forEachChild(of: decl, from: first) { p in
            guard admit(p, in: place, seen: &seen, block: decl, first: first, repeatable: .validate),
                  let k = propertyName(p) else { return }
            readProperty(p, k, into: .field(d))
        }
        if d.kind.value.hasOptions { checkOptions(d) }
        if d.controlSpan != nil { checkRangeControl(d, decl: decl, first: first) }
        // FC0250: an "I accept" toggle ticked in advance.
        if d.kind.value == .boolean, d.has(.required), let e = d.defaultValue, keyword(e) == .trueValue {
            emit(.requiredToggleStartsOn(span(e), field: d.name))
        }
        return d
    }

    // MARK: Choices

    /// `option "US", label: "United States"`: a non-empty value, unique in the field, and an
    /// optional label.
    func choiceOption(_ p: Int, _ d: FieldDraft) {
        guard checkLabels(p, allowed: [.label]) else { return }
        var positional: Int?
        var positionalCount = 0
        var label: Int?
        var ok = true
        forEachChild(of: p) { a in
            guard hasLabel(a) else {
                if positional == nil { positional = a }
                positionalCount += 1
                return
            }
            let value = self.value(ofArgument: a)
            if kind(value) == .string { label = value }
            else if !isError(value) { emit(.wrongArgument("'label:'", expected: "a string", found: expr(value))); ok = false }
            else { ok = false }
        }
        guard ok else { return }
        guard let positional, positionalCount == 1 else {
            if positionalCount == 0 { emit(.missingArgument(property(p), expected: "the option's value, such as \"US\"")) }
            else { emit(.tooManyArguments(property(p), expected: "one value and an optional 'label:'")) }
            return
        }
        let value = self.value(ofArgument: positional)
        guard kind(value) == .string else {
            if !isError(value) { emit(.wrongArgument("'option'", expected: "a string such as \"US\"", found: expr(value))) }
            return
        }
        if isEmptyString(value) { emit(.emptyOption(span(value), field: d.name, kind: d.kind)); return }
        if let first = firstOption(withValueOf: value, in: &d.optionList) {
            emit(.duplicateOption(span(value), value: stringValue(value), field: d.name, first: span(d.optionList.items[first].value),
                                  kind: d.kind))
            return
        }
        d.optionList.items.append((value, label))
        let position = d.optionList.items.count - 1
        d.optionList.index?[Array(stringValue(value).utf8)] = position
    }

    /// The first of the field's options whose value is string node `e`'s, compared code point
    /// by code point (as JSON Schema's `enum` compares them); nil if none. Past a handful of
    /// options, their values are looked up in an index (a field may list thousands).
    func firstOption(withValueOf e: Int, in options: inout OptionList) -> Int? {
        if options.items.count > 16 {
            if options.index == nil {
                var index: [[UInt8]: Int] = [:]
                for (i, option) in options.items.enumerated() where index[Array(stringValue(option.value).utf8)] == nil {
                    index[Array(stringValue(option.value).utf8)] = i
                }
                options.index = index
            }
            return options.index![Array(stringValue(e).utf8)]
        }
        return options.items.firstIndex { sameStringValue($0.value, e) }
    }

    /// `firstOption` among the options of field `d`, whose index it keeps once made.
    func firstOption(withValueOf e: Int, in d: FieldDraft) -> Int? {
        firstOption(withValueOf: e, in: &d.optionList)
    }

    /// Whether string nodes `a` and `b` stand for the same text, code point by code point.
    /// Plain ASCII contents, the usual option value, are compared as they are in the source.
    func sameStringValue(_ a: Int, _ b: Int) -> Bool {
        if let x = plainStringContents(a), let y = plainStringContents(b),
           !x.contains(where: { $0 >= 0x80 }), !y.contains(where: { $0 >= 0x80 }) {
            return x.elementsEqual(y)
        }
        return stringValue(a).utf8.elementsEqual(stringValue(b).utf8)
    }

    /// A choice has options, and its default is one of them; a `choices`' default names only
    /// its options, and its count fits them (`checkChoices`).
    func checkOptions(_ d: FieldDraft) {
        if d.options.isEmpty {
            emit(.choiceWithoutOptions(d.identifier, kind: d.kind))
            return
        }
        if d.kind.value == .optionSet {
            checkChoices(d)
            return
        }
        guard let e = d.defaultValue else { return }
        _ = isOption(e, of: d)
    }

    /// Whether string node `e` is the value of one of the field's options, exactly; reports
    /// FC0364 with the nearest option when it is not.
    func isOption(_ e: Int, of d: FieldDraft) -> Bool {
        if firstOption(withValueOf: e, in: d) != nil { return true }
        let text = stringValue(e)
        let values = d.options.map { stringValue($0.value) }
        emit(.defaultNotAnOption(span(e), value: text, field: d.name, suggestion: Spelling.suggest(text, from: values),
                                 options: values, kind: d.kind))
        return false
    }

    /// The value of integer literal `e`, as `Int(String)` reads it; nil if it does not fit.
    func integer(_ e: Int) -> Int? {
        let s = span(e)
        var i = s.start
        var negative = false
        if i < s.end, source[i] == .minus { negative = true; i += 1 }
        guard i < s.end else { return nil }
        var value = 0
        while i < s.end {
            let b = source[i]
            guard b.isASCIIDigit else { return nil }
            let (times, o1) = value.multipliedReportingOverflow(by: 10)
            let digit = Int(b - .zero)
            let (sum, o2) = negative ? times.subtractingReportingOverflow(digit) : times.addingReportingOverflow(digit)
            if o1 || o2 { return nil }
            value = sum
            i += 1
        }
        return value
    }

    // MARK: Literals

    /// Whether `e` is a literal of the field's type (default values); reports why not.
    func isLiteral(_ e: Int, for d: FieldDraft, what: String) -> Bool {
        if isError(e) { return false }
        switch d.kind.value {
        case .text:
            if kind(e) == .string { return true }
        case .integer:
            if kind(e) == .integer { return true }
        case .fraction:
            if kind(e) == .integer || kind(e) == .decimal { return true }
        case .date:
            if kind(e) == .string {
                let s = stringValue(e)
                if Literals.isValidDate(s) { return true }
                emit(.invalidDate(span(e), text: s, field: d.name))
                return false
            }
        case .boolean:
            if kind(e) == .identifier, let k = keyword(e), k == .trueValue || k == .falseValue { return true }
        case .option:
            // Which option it names is checked once every option is known (`checkOptions`).
            if kind(e) == .string { return true }
        case .optionSet:
            // A list of option values: each is checked once every option is known (`checkChoices`).
            if kind(e) == .list { return true }
        }
        emit(.literalTypeMismatch(expr(e), what: what, field: d.name, type: d.kind))
        return false
    }

    /// The model's value of literal `e`, which `isLiteral` accepted for the field.
    func literalValue(_ e: Int, for d: FieldDraft) -> LiteralValue {
        if d.kind.value == .boolean { return .boolean(keyword(e) == .trueValue) }
        if d.kind.value == .optionSet { return .options(defaultOptions(e, of: d)) }
        switch kind(e) {
        case .integer: return .integer(Literals.normalizeNumber(text(span(e))))
        case .decimal: return .decimal(Literals.normalizeNumber(text(span(e))))
        default: return d.kind.value == .date ? .date(stringValue(e)) : .string(stringValue(e))
        }
    }

    /// A number bound of `range(...)` for the field's type.
    func numberBound(_ e: Int, for d: FieldDraft) -> NumberText? {
        if isError(e) { return nil }
        switch kind(e) {
        case .integer:
            return NumberText(span(e), in: source)
        case .decimal where d.hasFraction:
            return NumberText(span(e), in: source)
        default:
            emit(.literalTypeMismatch(expr(e), what: "range bound", field: d.name, type: d.kind))
            return nil
        }
    }

    // MARK: Formats

    /// `name` or `name(arguments)`: the shape of formats and validators. Anything else is
    /// reported against `property` and gives false. The name is the node's name, and the
    /// arguments its children (none for a bare name).
    func isNameAndArguments(_ e: Int, property: String, expected: String) -> Bool {
        switch kind(e) {
        case .identifier, .call: return true
        case .error: return false
        default:
            emit(.wrongArgument("'\(property)'", expected: expected, found: expr(e)))
            return false
        }
    }

    func format(_ e: Int, for d: FieldDraft) -> FieldFormat? {
        guard isNameAndArguments(e, property: "format", expected: "a format such as 'number(fractionDigits: 2)'") else { return nil }
        guard let name = meaning(e).format else {
            emit(.unknownOption(identifier(e), property: "format", options: Language.formatSpellings))
            return nil
        }
        let allowed = name.spec.labels
        var fractionDigits: Int?
        var code: String?
        var style: DateStyle?
        var ok = true
        forEachChild(of: e) { a in
            let value = self.value(ofArgument: a)
            guard hasLabel(a) else {
                if !isError(value) {
                    emit(.unlabelledFormatArgument(view.argument(a), format: nameText(e), allowed: allowed.map(\.spelling)))
                }
                ok = false
                return
            }
            guard let label = keyword(a), allowed.contains(label) else {
                emit(.unknownArgumentLabel(identifier(a), of: nameText(e), allowed: allowed.map(\.spelling)))
                ok = false
                return
            }
            switch label {
            case .fractionDigits:
                if kind(value) == .integer, let n = integer(value), (0...38).contains(n) { fractionDigits = n }
                else if kind(value) == .integer {
                    // An integer all right, outside the range: say which.
                    emit(.integerOutOfRange("'fractionDigits:'", expected: "an integer from 0 to 38", value: text(span(value)), at: span(value)))
                    ok = false
                } else { emit(.wrongArgument("'fractionDigits:'", expected: "an integer from 0 to 38", found: expr(value))); ok = false }
            case .code:
                if kind(value) == .string {
                    let c = stringValue(value)
                    if ISO4217.currency(c) != nil { code = c } else { emit(.invalidCurrencyCode(c, at: span(value))); ok = false }
                } else { emit(.wrongArgument("'code:'", expected: "a currency code string", found: expr(value))); ok = false }
            case .style:
                if kind(value) == .identifier {
                    if let s = meaning(value).dateStyle { style = s }
                    else { emit(.unknownOption(identifier(value), property: "style", options: DateStyle.allCases.map(\.rawValue))); ok = false }
                } else { emit(.wrongArgument("'style:'", expected: "a date style", found: expr(value))); ok = false }
            case .form, .section, .field, .computed, .when, .repeatGroup, .action, .message, .modifiers, .label, .step, .on, .off, .iOS,
                 .trueValue, .falseValue, .today:
                // Not a format's label: refused above.
                break
            }
        }
        guard ok else { return nil }
        let t = d.kind
        // On a `decimal` or `double` the format would be all the field has of a currency:
        // no symbol, no minor units, no schema. The type says it instead (FC0380, whose fix
        // makes the field `currency("...")`).
        if name == .currency, t == .double || t == .decimal {
            emit(.currencyFormatOnPlainNumber(span(e), field: d.name, type: t, code: code, typeSpan: span(d.typeNode),
                                              optional: d.optionalMark != nil))
            return nil
        }
        guard name.spec.appliesTo.contains(t) else {
            emit(.formatNotApplicable(identifier(e), field: d.name, type: t)); return nil
        }
        switch name {
        case .number:
            return .number(fractionDigits: fractionDigits)
        case .currency:
            if let typeCode = d.currencyCode {
                if let code, code != typeCode {
                    emit(.currencyCodeConflict(span(e), format: code, type: typeCode)); return nil
                }
                return .currency(code: typeCode, fractionDigits: fractionDigits)
            }
            // Only currency fields take it (`appliesTo`; plain numbers are FC0380 above).
            return nil
        case .percent:
            return .percent(fractionDigits: fractionDigits)
        case .date:
            return .date(style: style ?? .abbreviated)
        }
    }

    // MARK: Shortcuts

    func shortcut(_ p: Int) -> KeyboardShortcut? {
        guard checkLabels(p, allowed: [.modifiers]) else { return nil }
        var positional: [Int] = []
        forEachChild(of: p) { a in if !hasLabel(a) { positional.append(a) } }
        guard positional.count == 1 else {
            if positional.isEmpty { emit(.missingArgument(property(p), expected: "a key such as \"t\"")) }
            else { emit(.tooManyArguments(property(p), expected: "one key")) }
            return nil
        }
        let value = self.value(ofArgument: positional[0])
        guard kind(value) == .string else {
            if !isError(value) { emit(.wrongArgument("'shortcut'", expected: "a one-character string", found: expr(value))) }
            return nil
        }
        let key = stringValue(value)
        guard key.count == 1 else {
            emit(.shortcutKeyLength(span(value), key: key))
            return nil
        }
        var modifiers: [ShortcutModifier] = []
        var hasModifiers = false
        forEachChild(of: p) { a in
            guard hasLabel(a), keyword(a) == .modifiers else { return }
            hasModifiers = true
            forEachItem(self.value(ofArgument: a)) { e in
                if let m = option(e, property: "modifiers", { $0.shortcutModifier }), !modifiers.contains(m) { modifiers.append(m) }
            }
        }
        if !hasModifiers { modifiers = [.command] }
        return KeyboardShortcut(key: key, modifiers: modifiers)
    }

    // MARK: Validators

    func validator(_ e: Int, for d: FieldDraft) -> ValidatorDraft? {
        guard isNameAndArguments(e, property: "validate", expected: "validators") else { return nil }
        guard let name = meaning(e).validator else {
            // The near miss is among the validators this field kind takes: `range1` on a text
            // field is not `range`.
            let fitting = Language.validators.filter { $0.appliesTo.contains(d.kind) }.map(\.spelling)
            emit(.unknownName(.unknownValidator, "validator", identifier(e), among: fitting))
            return nil
        }
        // Applicability to the field type.
        if !name.spec.appliesTo.contains(d.kind) {
            emit(.validatorNotApplicable(identifier(e), validator: name, field: d.name, type: d.kind))
            return nil
        }
        // Arguments: positional ones first, then message:.
        var message: Int?
        var positional: (count: Int, first: Int, second: Int) = (0, 0, 0)
        var ok = true
        forEachChild(of: e) { a in
            let value = self.value(ofArgument: a)
            if hasLabel(a) {
                if keyword(a) == .message {
                    if kind(value) == .string { message = value }
                    else if !isError(value) { emit(.wrongArgument("'message:'", expected: "a string", found: expr(value))); ok = false }
                } else {
                    emit(.unknownArgumentLabel(identifier(a), of: nameText(e), allowed: ["message"]))
                    ok = false
                }
            } else {
                if positional.count == 0 { positional.first = a } else if positional.count == 1 { positional.second = a }
                positional.count += 1
            }
        }
        guard ok else { return nil }
        let needsValue = name.spec.needsValue
        if needsValue && positional.count != 1 {
            if positional.count == 0 { emit(.validatorNeedsArgument(identifier(e), validator: name, span: span(e))) }
            else { emit(.validatorTooManyArguments(identifier(e), span: span(positional.second))) }
            return nil
        }
        if !needsValue, positional.count > 0 {
            emit(.validatorTakesNoValue(identifier(e), span: span(positional.first)))
            return nil
        }
        var v = ValidatorDraft(name: name, message: message, span: span(e), nameSpan: nameSpan(e))
        let value = self.value(ofArgument: positional.first)
        switch name {
        case .required, .email, .url, .phone:
            break
        case .length:
            guard let (lo, hi) = lengthBounds(value) else { return nil }
            v.counts = (lo, hi)
        case .range:
            guard kind(value) == .range else {
                if !isError(value) { emit(.wrongArgument("'range'", expected: "a range such as 13...120", found: expr(value))) }
                return nil
            }
            let (lower, upper, halfOpen) = rangeParts(value)
            if lower == nil, upper == nil || halfOpen && upper == nil {
                emit(.wrongArgument("'range'", expected: "a range with at least one bound", found: expr(value))); return nil
            }
            if halfOpen && upper == nil {
                emit(.halfOpenWithoutUpper(span(value))); return nil
            }
            if d.kind.value == .date {
                guard let days = dateRange(value, lower: lower, upper: upper, halfOpen: halfOpen, for: d) else { return nil }
                v.rangeNode = value
                v.days = days
                return v
            }
            var lo: ValidatorDraft.Bound?, hi: ValidatorDraft.Bound?
            if let lower {
                guard let b = numberBound(lower, for: d) else { return nil }
                lo = ValidatorDraft.Bound(node: lower, value: b, inclusive: true)
            }
            if let upper {
                guard let b = numberBound(upper, for: d) else { return nil }
                hi = ValidatorDraft.Bound(node: upper, value: b, inclusive: !halfOpen)
            }
            if let l = lo?.value, let u = hi?.value {
                let c = NumberText.compare(l, u, in: source)
                if c > 0 || (c == 0 && halfOpen) {
                    emit(.emptyRange(span(value), text: text(span(value)), reversed: c > 0)); return nil
                }
            }
            v.rangeNode = value
            v.bounds = (lo, hi)
        case .count:
            guard let (lo, hi) = countBounds(value) else { return nil }
            v.counts = (lo, hi)
            v.rangeNode = value
        case .pattern:
            guard kind(value) == .string else {
                if !isError(value) { emit(.wrongArgument("'pattern'", expected: "a string", found: expr(value))) }
                return nil
            }
            let pattern = sink.pattern(stringValue(value))
            let analysis = sink.patternAnalysis(pattern)
            for issue in analysis.errors {
                let at = file.sourceSpan(forValueRange: issue.offset..<(issue.offset + issue.length), inStringLiteral: span(value))
                emit(.invalidPattern(at, message: issue.message))
            }
            for issue in analysis.limitErrors {
                let at = file.sourceSpan(forValueRange: issue.offset..<(issue.offset + issue.length), inStringLiteral: span(value))
                emit(.patternNestedTooDeep(at, message: issue.message))
            }
            for issue in analysis.portabilityWarnings {
                let at = file.sourceSpan(forValueRange: issue.offset..<(issue.offset + issue.length), inStringLiteral: span(value))
                emit(.nonPortablePattern(at, message: issue.message))
            }
            for issue in analysis.backtrackingWarnings {
                let at = file.sourceSpan(forValueRange: issue.offset..<(issue.offset + issue.length), inStringLiteral: span(value))
                emit(.patternBacktracking(at, message: issue.message))
            }
            if !analysis.isUsable { return nil }
            v.pattern = pattern
            v.patternNode = value
        case .equals:
            guard kind(value) == .identifier else {
                if !isError(value) { emit(.wrongArgument("'equals'", expected: "a field name", found: expr(value))) }
                return nil
            }
            v.target = span(value)
        }
        return v
    }

    /// A date field's `range`: days written `"YYYY-MM-DD"` or `today`, both ends inclusive.
    func dateRange(_ value: Int, lower: Int?, upper: Int?, halfOpen: Bool,
                   for d: FieldDraft) -> (lower: ValidatorDraft.DayBound?, upper: ValidatorDraft.DayBound?)? {
        if halfOpen {
            emit(.halfOpenDateRange(span(value), text: text(span(value))))
            return nil
        }
        func bound(_ e: Int) -> ValidatorDraft.DayBound? {
            if isError(e) { return nil }
            if kind(e) == .identifier, keyword(e) == .today { return .today }
            if kind(e) == .string {
                let s = stringValue(e)
                if Literals.isValidDate(s) { return .day(node: e) }
                emit(.invalidDate(span(e), text: s, field: d.name))
                return nil
            }
            emit(.literalTypeMismatch(expr(e), what: "range bound", field: d.name, type: d.kind))
            return nil
        }
        var lo: ValidatorDraft.DayBound?, hi: ValidatorDraft.DayBound?
        if let lower { guard let b = bound(lower) else { return nil }; lo = b }
        if let upper { guard let b = bound(upper) else { return nil }; hi = b }
        // Fixed days compare as text: `YYYY-MM-DD` sorts as the days do.
        if case .day(let l)? = lo, case .day(let u)? = hi, stringValue(l) > stringValue(u) {
            emit(.emptyRange(span(value), text: text(span(value)), reversed: true))
            return nil
        }
        // `today..."2020-01-01"`: today is already past the last day (`Literals.earliestToday`).
        if case .today? = lo, case .day(let u)? = hi, stringValue(u) < Literals.earliestToday {
            emit(.dayRangeEndsBeforeToday(span(value), text: text(span(value)), day: stringValue(u)))
            return nil
        }
        return (lo, hi)
    }

    /// The bounds of range node `r` and whether it is half-open.
    func rangeParts(_ r: Int) -> (lower: Int?, upper: Int?, halfOpen: Bool) { nodes.bounds(ofRange: r) }

    /// Bounds of `length(...)`: a range of non-negative integers, or one integer for an exact
    /// length. `a..<b` becomes `a...(b-1)`. A range that only the empty text satisfies
    /// (`length(0)`, `0...0`, `..<1`) is kept, with FC0339.
    func lengthBounds(_ value: Int) -> (Int?, Int?)? {
        func int(_ e: Int) -> Int? {
            if kind(e) == .integer, let n = integer(e) {
                if n >= 0 { return n }
                emit(.negativeCount("'length'", counting: "characters", value: text(span(e)), at: span(e)))
                return nil
            }
            if !isError(e) { emit(.wrongArgument("'length'", expected: "a non-negative integer", found: expr(e))) }
            return nil
        }
        switch kind(value) {
        case .integer:
            guard let n = int(value) else { return nil }
            if n == 0 { emit(.onlyEmptyText(span(value), text: "0")); return (nil, 0) }
            return (n, n)
        case .range:
            let (lower, upper, halfOpen) = rangeParts(value)
            if halfOpen && upper == nil { emit(.halfOpenWithoutUpper(span(value))); return nil }
            if lower == nil && upper == nil {
                emit(.wrongArgument("'length'", expected: "a range with at least one bound", found: expr(value))); return nil
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
                emit(.emptyRange(span(value), text: text(span(value)), reversed: reversed)); return nil
            }
            if hi == 0 { emit(.onlyEmptyText(span(value), text: text(span(value)))) }
            return (lo == 0 ? nil : lo, hi)
        case .error:
            return nil
        default:
            emit(.wrongArgument("'length'", expected: "a range such as 3...20", found: expr(value)))
            return nil
        }
    }
}
