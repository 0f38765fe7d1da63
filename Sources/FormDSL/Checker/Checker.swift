/// The semantic checker: turns a syntax tree into the fully resolved `CheckedFile`.
///
/// It resolves every name against the vocabulary, types every literal, fills in every
/// default (see "Defaults" in docs/LANGUAGE.md) and reports what is wrong or risky. It never
/// stops at the first problem: each property is checked on its own, and a property that fails
/// is left out of the model, so one run reports every independent mistake.
///
/// It reads the flat tree (`SyntaxTree`): names are compared by their interned `Word`s and
/// by their bytes, and a `String` is made only for what goes into the model or a message.
///
/// It checks what parsed: a form or field the parser marked broken (`SyntaxNode.broken`) is
/// left out, and nothing that touches it is reported (`FormChecker.heldBack`).
///
/// The returned diagnostics are not yet filtered by `// formc:ignore` comments; the driver
/// applies `Suppression.apply` to the diagnostics of every stage together.
public enum Checker {
    /// After `errorLimit` errors the checker reports one "too many errors" note (FC0104) and
    /// nothing more, as the parser does; it still checks everything, so the model is complete.
    /// The diagnostics are returned on their own too, as `CheckedFile.diagnostics`.
    ///
    /// Without `buildsModels` only the diagnostics are wanted: each form is checked fully, but
    /// its model, every label and message a `String`, is not made.
    public static func check(_ tree: SyntaxTree, errorLimit: Int = 100,
                             buildsModels: Bool = true) -> (CheckedFile, [Diagnostic]) {
        let checker = FileChecker(file: tree.file, errorLimit: errorLimit, buildsModels: buildsModels)
        var forms: [FormModel] = []
        for form in tree.forms {
            if let model = checker.checkNext(form, nodes: tree.nodes) { forms.append(model) }
        }
        return (CheckedFile(forms: forms, diagnostics: checker.diagnostics), checker.diagnostics)
    }
}

/// The checker's state across the forms of one file: its diagnostics, the form names met, and
/// what is worth working out once per file (each pattern's analysis, password verdicts).
final class FileChecker {
    let file: SourceFile
    /// False when only the diagnostics are wanted (`formc check`): the forms are checked
    /// fully, but their models, with every label and message as a `String`, are not made.
    let buildsModels: Bool
    private(set) var diagnostics: [Diagnostic] = []
    let errorLimit: Int
    private var errorCount = 0
    /// The property spellings each block (by node) has, for fix-its that must not suggest a
    /// second one: read once per block, however many of its properties are misplaced.
    var propertiesWritten: [Int: Set<String>] = [:]
    /// Set once `errorLimit` errors are reported: nothing more is.
    private(set) var isFull = false
    /// Form names met so far, for FC0305, and where each was first written (by entry).
    private(set) var formNames = StringTable()
    private var formNameSpans: [Span] = []
    /// Each pattern met (`patternTexts`, by entry), with its analysis, made once however many
    /// fields of the file use it.
    private var patternTexts = StringTable()
    private var patternAnalyses: [PatternAnalysis] = []

    /// The Unicode-aware password verdict of each non-ASCII name or label met (FC0206), by
    /// entry in `passwordTexts`: it costs tens of thousands of instructions a text, and a file
    /// repeats its labels. Room for a form's labels at once: growing rehashes every key, and
    /// hashing non-ASCII text normalizes it first.
    private var passwordTexts = StringTable(minimumCapacity: 64)
    private var passwordVerdicts: [Bool?] = []

    func passwordVerdict(_ text: String) -> Bool? {
        let (isNew, entry) = passwordTexts.insert(text)
        if isNew { passwordVerdicts.append(FormChecker.passwordVerdict(text)) }
        return passwordVerdicts[entry]
    }

    /// The index of `pattern` among the patterns met, analysed on first sight.
    func pattern(_ pattern: String) -> Int {
        let (isNew, entry) = patternTexts.insert(pattern)
        if isNew { patternAnalyses.append(PatternSyntax.analyze(pattern)) }
        return entry
    }

    func patternText(_ index: Int) -> String { patternTexts.keys[index] }
    func patternAnalysis(_ index: Int) -> PatternAnalysis { patternAnalyses[index] }

    init(file: SourceFile, errorLimit: Int = 100, buildsModels: Bool = true) {
        self.file = file
        self.errorLimit = errorLimit
        self.buildsModels = buildsModels
    }

    /// Records a diagnostic. The argument is evaluated only while the checker still reports:
    /// building one can cost a "did you mean" search over every field name, and a file of
    /// 20,000 unknown names must not pay for 20,000 of them.
    func emit(_ diagnostic: @autoclosure () -> Diagnostic) {
        guard !isFull else { return }
        let d = diagnostic()
        if d.severity == .error {
            if errorCount == errorLimit {
                isFull = true
                diagnostics.append(Diagnostic(.tooManyErrors, "too many errors; stopping after \(errorLimit)", at: d.span,
                                              help: "fix the errors above and run formc again"))
                return
            }
            errorCount += 1
        }
        diagnostics.append(d)
    }

    /// Checks the file's next form, node `form` of `nodes`, and returns its model: nil when
    /// the form is broken (it is not checked, and its name is not taken), when it holds a
    /// broken field (it is checked without it, so its model would lack the field), or (after
    /// an error) when its name is already taken. Forms are independent but for their names,
    /// so they are checked one at a time, in order. Without `buildsModels` the model holds
    /// only the form's name, platform and span.
    func checkNext(_ form: Int, nodes: [SyntaxNode]) -> FormModel? {
        if nodes[form].has(SyntaxNode.broken) { return nil }
        let hasBrokenField = nodes[form].has(SyntaxNode.holdsBrokenField)
        // The checker reads names and literals in place in the source bytes, as the parser
        // left them.
        var holdsGroups = false
        nodes.forEachChild(of: form) { if nodes[$0].kind == .section && nodes[$0].has(SyntaxNode.isRepeat) { holdsGroups = true } }
        let model = FormChecker(file: file, nodes: nodes, source: file.bytes, sink: self, hasBrokenField: hasBrokenField,
                                holdsGroups: holdsGroups)
            .checkForm(form)
        let nameSpan = nodes[form].nameSpan
        let (isNew, entry) = formNames.insert(model.name)
        guard isNew else {
            emit(.duplicateForm(Identifier(model.name, span: nameSpan), first: formNameSpans[entry]))
            return nil
        }
        formNameSpans.append(nameSpan)
        return hasBrokenField ? nil : model
    }
}

extension [UInt8] {
    /// Whether the source text of `a` and of `b` are the same bytes: names compared in place.
    func same(_ a: Span, _ b: Span) -> Bool {
        a.length == b.length && self[a.start..<a.end].elementsEqual(self[b.start..<b.end])
    }
}

/// Checks one form: reads its nodes, reports through `sink`, returns its model.
///
/// A struct of constants: the source bytes are shared with the file, and all per-form state
/// lives in locals and in the field drafts.
struct FormChecker {
    let file: SourceFile
    let nodes: [SyntaxNode]
    let source: [UInt8]
    let sink: FileChecker
    let words = WordTable.shared
    /// Whether a field of the form is broken (`SyntaxNode.broken`): it is left out, its name
    /// (if it was read) stays taken, and what it could make untrue is held back (`heldBack`).
    let hasBrokenField: Bool
    /// Whether the form has a `repeat` group: its uses of names are then recorded even when no
    /// model is built, since what reads a row field is checked from them (`checkRowScopes`).
    let holdsGroups: Bool

    init(file: SourceFile, nodes: [SyntaxNode], source: [UInt8], sink: FileChecker,
         hasBrokenField: Bool = false, holdsGroups: Bool = false) {
        self.file = file
        self.nodes = nodes
        self.source = source
        self.sink = sink
        self.hasBrokenField = hasBrokenField
        self.holdsGroups = holdsGroups
    }

    /// Whether uses of names are recorded: for the model's `Resolution`, and for the rows'
    /// scopes.
    var recordsUses: Bool { sink.buildsModels || holdsGroups }

    /// The value a broken field's name has in the form's `NameTable`: below 0, as a field of
    /// unknown type's -1, so every use of the name is quiet.
    static let brokenField = -2

    /// What is not reported in a form with a broken field, because the missing field could
    /// make it untrue: a name no field declares (FC0318, FC0320, FC0401, and FC0322's
    /// unknown name, held back where it is found) may be the broken field's, or a field's
    /// whose declaration the parser's recovery skipped; the last field of the focus order,
    /// and whether every field after one may be hidden (FC0209), may not be so with the
    /// broken field in the order (a field in the middle of it stays there: FC0201 and FC0214
    /// stand); and what is said of all the form's fields together may be untrue of the
    /// broken one: a form style that no field takes (FC0231), the messages the fields need
    /// translated (FC0511), the texts not in the form's language (FC0512).
    static let heldBack: [DiagnosticCode] = [.equalsUnknownField, .focusUnknownField, .conditionUnknownField,
                                             .submitLabelPosition, .styleWithoutEffect, .noBuiltInTranslations,
                                             .textsNotInFormLanguage]

    func emit(_ diagnostic: @autoclosure () -> Diagnostic) {
        guard hasBrokenField, !sink.isFull else { return sink.emit(diagnostic()) }
        let d = diagnostic()
        if !Self.heldBack.contains(d.code) { sink.emit(d) }
    }

    // MARK: Reading nodes

    func kind(_ i: Int) -> SyntaxKind { nodes[i].kind }
    /// One past the last node of `i`'s subtree: its next sibling.
    func end(_ i: Int) -> Int { nodes.end(of: i) }
    /// The value of argument node `a`.
    func value(ofArgument a: Int) -> Int { nodes.value(ofArgument: a) }
    func span(_ i: Int) -> Span { nodes[i].span }
    func nameSpan(_ i: Int) -> Span { nodes[i].nameSpan }
    func keyword(_ i: Int) -> Keyword? { words.keyword(nodes[i].nameWord) }
    /// The property node `i`'s name means, if any.
    func propertyName(_ i: Int) -> PropertyName? { words.property(nodes[i].nameWord) }
    func meaning(_ i: Int) -> WordMeanings { words.meaning(nodes[i].nameWord) }
    func isError(_ i: Int) -> Bool { nodes[i].kind == .error }
    func hasLabel(_ argument: Int) -> Bool { nodes[argument].has(SyntaxNode.hasLabel) }

    func text(_ span: Span) -> String {
        String(decoding: file.bytes[span.start..<span.end], as: UTF8.self)
    }
    func nameText(_ i: Int) -> String { text(nodes[i].nameSpan) }
    func stringValue(_ i: Int) -> String { StringLiteral.value(file.bytes, nodes[i].span) }
    /// Whether two spans spell the same bytes.
    func sameText(_ a: Span, _ b: Span) -> Bool { source.same(a, b) }

    /// The nested view of nodes, for messages.
    var view: SyntaxView { SyntaxView(nodes: nodes, file: file) }
    func identifier(_ i: Int) -> Identifier { Identifier(nameText(i), span: nodes[i].nameSpan) }
    func expr(_ i: Int) -> Expr { view.expr(i) }
    func property(_ i: Int) -> Property { view.property(i) }

    /// Calls `body` with each child of `i`, from `first` on (default: the first child).
    func forEachChild(of i: Int, from first: Int? = nil, _ body: (Int) -> Void) {
        nodes.forEachChild(of: i, from: first, body)
    }

    /// The items of a list, or the expression itself.
    func forEachItem(_ e: Int, _ body: (Int) -> Void) {
        if kind(e) == .list { forEachChild(of: e, body) } else { body(e) }
    }

    // MARK: Forms

    func checkForm(_ form: Int) -> FormModel {
        let formName = nameText(form)
        var sections: [SectionModel] = []
        var formProperties: [Int] = []
        var fieldDecls: [(node: Int, section: Int)] = []
        // Untitled sections gather consecutive fields written outside any section.
        var openUntitled: Int? = nil
        // Each section's `visible when` condition node.
        var sectionConditions: [Int?] = []
        // The `repeat` groups, each shown by a section of its own.
        var groups: [RepeatSettings] = []
        // Untitled sections and titled ones alternate at most.
        let counts = memberCounts(form)
        sections.reserveCapacity(2 * counts.sections + 1)
        sectionConditions.reserveCapacity(2 * counts.sections + 1)
        formProperties.reserveCapacity(counts.properties)
        fieldDecls.reserveCapacity(counts.fields)
        forEachChild(of: form) { member in
            switch kind(member) {
            case .property:
                formProperties.append(member)
            case .field:
                if openUntitled == nil {
                    sections.append(SectionModel(header: nil, footer: nil, fields: []))
                    sectionConditions.append(nil)
                    openUntitled = sections.count - 1
                }
                fieldDecls.append((member, openUntitled!))
            case .section:
                openUntitled = nil
                sections.append(SectionModel(header: nil, footer: nil, fields: []))
                sectionConditions.append(nil)
                let index = sections.count - 1
                if nodes[member].has(SyntaxNode.isRepeat) {
                    sections[index].repeatGroup = groups.count
                    groups.append(checkRepeatMembers(member, sectionIndex: index, fields: &fieldDecls))
                    break
                }
                sections[index].header = sectionHeader(member)
                sections[index].footer = checkSectionMembers(member, sectionIndex: index, fields: &fieldDecls,
                                                             visibleWhen: &sectionConditions[index])
            default:
                break
            }
        }

        let settings = checkFormProperties(formProperties, block: form)

        // Fields. The table maps each name to its draft's index, or -1 for a field whose type
        // was missing or unknown (already reported: references to it stay quiet).
        var drafts: [FieldDraft] = []
        drafts.reserveCapacity(fieldDecls.count)
        var names = NameTable(capacity: fieldDecls.count)
        for (decl, sectionIndex) in fieldDecls {
            let nameSpan = nameSpan(decl)
            if nodes[decl].has(SyntaxNode.broken) {
                // Left out, and nothing is said of it: the name, if it was read and is free,
                // is taken, so uses of it and other fields of that name say nothing either.
                if nameSpan.length > 0, names.find(nameSpan, in: source) == nil {
                    names.insert(nameSpan, value: Self.brokenField, in: source)
                }
                continue
            }
            let draft = checkField(decl, sectionIndex: sectionIndex)
            if let first = names.find(nameSpan, in: source) {
                if names.value(first) != Self.brokenField {
                    emit(.duplicateField(identifier(decl), form: formName, first: names.span(first)))
                }
                continue
            }
            let entry = names.insert(nameSpan, value: draft == nil ? -1 : drafts.count, in: source)
            draft?.nameEntry = entry
            if isReservedFieldName(nameSpan, form: form) {
                emit(.reservedFieldName(identifier(decl), form: formName))
            }
            if let draft { drafts.append(draft) }
        }
        if fieldDecls.isEmpty { emit(.formWithoutFields(identifier(form))) }
        var sectionGroup = [Int?](repeating: nil, count: sections.count)
        for (g, group) in groups.enumerated() { sectionGroup[group.section] = g }
        let groupOf = groupOfDrafts(drafts, sectionGroup: sectionGroup)
        checkGroupNames(groups, names: names)

        // Focus order. Every use of a field's name is recorded with what it resolves to, when
        // the model is made.
        var uses: [FormResolution.Use] = []
        let focusSteps = resolveFocusOrder(settings, drafts: drafts, names: names, groups: groups, groupOf: groupOf, uses: &uses)
        let focusOrder = focusSteps.compactMap { if case .field(let i) = $0 { i } else { nil } }
        for (position, i) in focusOrder.enumerated() { drafts[i].focusPosition = position }
        for (i, d) in drafts.enumerated() where groupOf[i] != nil && d.isFocusable { d.focusPosition = FieldDraft.inRow }
        let initialFocus = resolveInitialFocus(settings, drafts: drafts, names: names, uses: &uses)

        // Defaults, cross-field rules and pitfalls.
        for d in drafts { resolveKeyboard(d) }
        resolveEquals(drafts, names: names, uses: &uses)
        let conditions = resolveConditions(drafts, sectionConditions: sectionConditions, names: names,
                                           initialFocus: initialFocus, uses: &uses)
        resolveComputedValues(drafts, names: names, conditions: conditions, groups: groups, groupOf: groupOf, uses: &uses)
        checkRowScopes(uses, drafts: drafts, groupOf: groupOf, groups: groups,
                       focusNamesGroup: Set(focusSteps.compactMap { if case .rows(let g) = $0 { g } else { nil } }))
        // Per focus position: whether every field after it may be hidden (its own or its
        // section's `visible when`), so that Return may submit there (FC0209).
        var onlyHideableAfter = Array(repeating: false, count: focusOrder.count)
        var allHideable = true
        for position in focusOrder.indices.reversed() {
            onlyHideableAfter[position] = allHideable && position < focusOrder.count - 1
            let d = drafts[focusOrder[position]]
            allHideable = allHideable && (d.visibleWhen != nil || sectionConditions[d.sectionIndex] != nil)
        }
        checkPitfalls(formName: formName, settings: settings, drafts: drafts, focusCount: focusOrder.count,
                      onlyHideableAfter: onlyHideableAfter)
        checkStyles(formName: formName, settings: settings, drafts: drafts)
        checkLanguage(settings, drafts: drafts, requiredWhen: drafts.indices.map { conditions.required(ofField: $0) != nil })
        checkTextScript(settings, formName: formName, formNameSpan: nameSpan(form), sections: sections, drafts: drafts)
        // FC0365: a picker style the form's platform lacks.
        for d in drafts {
            if let style = d.pickerStyle, let at = d.pickerStyleSpan, style.introduced > settings.platform {
                emit(.pickerStyleTooNew(at, style: style, form: formName, platform: settings.platform))
            }
        }

        checkJSONNames(drafts, groups: groups, groupOf: groupOf, names: names)
        guard sink.buildsModels else {
            return FormModel(name: formName, title: nil, platform: settings.platform, sections: [], fields: [], focusFields: [],
                             initialFocusField: nil, submitLabel: "", submitAction: nil, keyboardToolbar: [],
                             scrollDismissesKeyboard: nil, span: span(form))
        }
        for d in drafts { d.resolvedLabel = d.label.map(stringValue) ?? Names.label(fromFieldName: d.name) }
        for (i, d) in drafts.enumerated() {
            sections[d.sectionIndex].fields.append(i)
        }
        uses.sort { $0.span.start < $1.span.start }
        let resolution = FormResolution(definitions: drafts.indices.map { FormResolution.Definition(field: $0, span: drafts[$0].nameSpan) },
                                        uses: uses)
        var fields: [FieldModel] = []
        fields.reserveCapacity(drafts.count)
        for (i, d) in drafts.enumerated() {
            var field = makeModel(d, drafts: drafts, settings: settings, focusCount: focusOrder.count)
            field.visibleWhen = conditions.visibility(ofField: i, section: d.sectionIndex)
            field.requiredWhen = conditions.required(ofField: i)?.model
            field.computed = d.computed
            fields.append(field)
        }
        for i in sections.indices { sections[i].visibleWhen = conditions.visible(ofSection: i)?.model }
        let repeats = makeRepeatModels(groups, drafts: drafts, groupOf: groupOf)
        for (g, group) in repeats.enumerated() {
            sections[group.section].header = group.label
            for f in group.fields { fields[f].repeatGroup = g }
        }
        return FormModel(
            name: formName,
            title: settings.title,
            platform: settings.platform,
            sections: sections,
            fields: fields,
            focusFields: focusOrder,
            initialFocusField: initialFocus,
            submitLabel: settings.submitLabel ?? "Submit",
            submitAction: settings.submitAction,
            keyboardToolbar: settings.toolbar,
            scrollDismissesKeyboard: settings.scroll,
            span: span(form),
            resolution: resolution,
            language: settings.language,
            repeats: repeats,
            focusSteps: focusSteps
        )
    }

    /// How many fields (in sections too), sections and properties form `form` holds: the
    /// sizes of the lists `checkForm` gathers, so that each is made once.
    func memberCounts(_ form: Int) -> (fields: Int, sections: Int, properties: Int) {
        var counts = (fields: 0, sections: 0, properties: 0)
        forEachChild(of: form) { member in
            switch kind(member) {
            case .field:
                counts.fields += 1
            case .section:
                counts.sections += 1
                counts.fields += fieldCount(ofSection: member)
            case .property:
                counts.properties += 1
            default:
                break
            }
        }
        return counts
    }

    /// How many fields section `s` holds, with those of sections (wrongly) nested in it.
    func fieldCount(ofSection s: Int) -> Int {
        var count = 0
        forEachChild(of: s, from: nodes.firstMember(ofSection: s)) { member in
            switch kind(member) {
            case .field: count += 1
            case .section: count += fieldCount(ofSection: member)
            default: break
            }
        }
        return count
    }

    /// Whether a field of form `form` may not be called by the bytes of `name`: some target's
    /// output already gives the name a meaning next to the fields.
    func isReservedFieldName(_ name: Span, form: Int) -> Bool {
        let bytes = file.bytes[name.start..<name.end]
        let formName = nameSpan(form)
        let formBytes = file.bytes[formName.start..<formName.end]
        return OutputTarget.allCases.contains { $0.reserves(fieldName: bytes, inForm: formBytes) }
    }

    func sectionHeader(_ section: Int) -> String? {
        guard let title = nodes.title(ofSection: section) else { return nil }
        switch kind(title) {
        case .string: return stringValue(title)
        case .error: return nil
        default:
            emit(.wrongArgument("a section header", expected: "a string", found: expr(title)))
            return nil
        }
    }

    /// Collects the fields of a section and checks its properties; returns the footer.
    func checkSectionMembers(_ section: Int, sectionIndex: Int, fields: inout [(node: Int, section: Int)],
                             visibleWhen: inout Int?) -> String? {
        let settings = SectionSettings()
        var seen = PropertySet()
        let first = nodes.firstMember(ofSection: section)
        forEachChild(of: section, from: first) { member in
            switch kind(member) {
            case .field:
                fields.append((member, sectionIndex))
            case .section:
                emit(.nestedSection(nodes[member].keywordSpan))
                var ignored: Int? = nil
                _ = checkSectionMembers(member, sectionIndex: sectionIndex, fields: &fields, visibleWhen: &ignored)
            case .property:
                guard admit(member, in: .section, seen: &seen, block: section, first: first),
                      let k = propertyName(member) else { return }
                readProperty(member, k, into: .section(settings))
            default:
                break
            }
        }
        visibleWhen = settings.visibleWhen
        return settings.footer
    }

    /// Common checks of every property: reserved conditions, known name, right place, not
    /// repeated. Returns false when the property must be skipped. `block` is the node whose
    /// children hold the property, `first` its first member.
    func admit(_ p: Int, in place: PropertyPlace, seen: inout PropertySet, block: Int, first: Int,
               repeatable: PropertyName? = nil) -> Bool {
        if let when = findWhen(in: p), !(propertyName(p)?.spec.argument.isCondition ?? false) {
            emit(.conditionNotSupported(identifier(p), when: when))
            return false
        }
        let word = self.meaning(p)
        guard let k = word.property, word.propertyPlaces & (1 << place.index) != 0 else {
            reportMisplacedProperty(p, in: place, block: block, first: first)
            return false
        }
        // A choice lists its options one `option` line each.
        if k != repeatable, k != .option {
            if seen.contains(k) {
                emit(.duplicateProperty(identifier(p), first: firstAdmitted(k, in: block, from: first, before: p)))
                return false
            }
            seen.insert(k)
        }
        return true
    }

    /// Where property `k` was first admitted in a block: the first earlier one without a
    /// condition (every one of the same name is in the same place).
    func firstAdmitted(_ k: PropertyName, in block: Int, from first: Int, before p: Int) -> Span {
        var found = nameSpan(p)
        var done = false
        forEachChild(of: block, from: first) { c in
            guard !done, c < p else { return }
            if kind(c) == .property, propertyName(c) == k, findWhen(in: c) == nil {
                found = nameSpan(c)
                done = true
            }
        }
        return found
    }

    func reportMisplacedProperty(_ p: Int, in place: PropertyPlace, block: Int, first: Int) {
        let name = nameText(p)
        // A fix-it never suggests a property the block already has: `lable` beside a `label`
        // would become a second `label`.
        let written: Set<String>
        if let known = sink.propertiesWritten[block] {
            written = known
        } else {
            var found: Set<String> = []
            forEachChild(of: block, from: first) { c in
                if kind(c) == .property, let k = propertyName(c), k != .option { found.insert(k.spec.spelling) }
            }
            sink.propertiesWritten[block] = found
            written = found
        }
        let here = Language.propertySpellings(of: place).filter { !written.contains($0) }
        let elsewhere = propertyName(p)?.spec.places ?? []
        if place == .computed, elsewhere.contains(.field), let k = propertyName(p) {
            emit(.computedPropertyNotApplicable(identifier(p), property: k, line: lineSpan(p)))
        } else if let belongs = elsewhere.first {
            emit(.propertyNotAllowedHere(identifier(p), place: place, belongs: belongs))
        } else if Language.reservedProperties.contains(name) {
            emit(.conditionNotSupported(identifier(p), when: span(p)))
        } else if place == .field, meaning(p).validator != nil {
            // Beside a `validate` already written, a second one would be an error of its own.
            // Safe only for the validator alone (`required`) or with its own parentheses
            // (`length(3...20)`): anything after it would become a second validator.
            let rest = text(Span(nameSpan(p).end, span(p).end))
            let alone = rest.isEmpty || (rest.first == "(" && rest.last == ")" && rest.dropLast().lastIndex(of: ")").map { _ in false } ?? true)
            emit(.validatorWrittenAsProperty(identifier(p), safe: alone,
                                             besideValidate: written.contains(PropertyName.validate.spec.spelling)))
        } else if let habit = CheckerVocabulary.habitualPropertyValues[name], here.contains(habit.property) {
            // The value is rewritten with the name, or the fix-it would change the meaning.
            let whole = span(p)
            let value = String(text(Span(nameSpan(p).end, whole.end)).drop { $0 == " " || $0 == "\t" }.reversed()
                .drop { $0 == " " || $0 == "\t" }.reversed())
            emit(.unknownProperty(identifier(p), place: place, rewrittenAs: habit.property,
                                  value: habit.values[value], values: Set(habit.values.values).sorted(), whole: whole))
        } else {
            let swiftUIName = CheckerVocabulary.swiftUIPropertyNames[name].flatMap { here.contains($0) ? $0 : nil }
            let typo = swiftUIName == nil ? Spelling.suggest(name, from: here) : nil
            if swiftUIName == nil, typo == nil,
               let taken = Spelling.suggest(name, from: Language.propertySpellings(of: place)), written.contains(taken) {
                // `lable` beside a `label`: the near miss is named, with no fix-it, since it
                // would make a second one.
                emit(.unknownProperty(identifier(p), place: place, alreadyWritten: taken))
                return
            }
            emit(.unknownProperty(identifier(p), place: place, suggestion: swiftUIName ?? typo,
                                  safe: swiftUIName != nil || typo.map { Spelling.isUnambiguous(name, $0, among: here) } ?? false))
        }
    }

    /// Property `p` with the blanks before it on its line and its `;`, or its whole line when
    /// it stands alone: what removing it takes out.
    func lineSpan(_ p: Int) -> Span {
        let s = span(p)
        var start = s.start, end = s.end
        while start > 0, source[start - 1] == .space || source[start - 1] == .tab { start -= 1 }
        while end < source.count, source[end] == .space || source[end] == .tab { end += 1 }
        if end < source.count, source[end] == UInt8(ascii: ";") {
            end += 1
            while end < source.count, source[end] == .space || source[end] == .tab { end += 1 }
        }
        let startsLine = start == 0 || source[start - 1] == .lineFeed || source[start - 1] == .carriageReturn
        if startsLine, end < source.count, source[end] == .lineFeed { return Span(start, end + 1) }
        if startsLine, end < source.count, source[end] == .carriageReturn {
            return Span(start, end + 1 < source.count && source[end + 1] == .lineFeed ? end + 2 : end + 1)
        }
        // Inside a one-line body: the property and the blanks after it.
        return Span(s.start, end)
    }

    /// The first `when` in the property's arguments, in the order they are written.
    func findWhen(in p: Int) -> Span? {
        guard nodes[p].has(SyntaxNode.containsWhen) else { return nil }
        var i = p + 1
        let stop = end(p)
        while i < stop {
            if kind(i) == .when { return span(i) }
            i += 1
        }
        return nil
    }

    // MARK: Form properties

    func checkFormProperties(_ properties: [Int], block: Int) -> FormSettings {
        let settings = FormSettings()
        // After the form's `{`, one level deeper than its header's line.
        let bytes = source
        var brace = nameSpan(block).end
        while brace < bytes.count, bytes[brace] != UInt8(ascii: "{"), bytes[brace] != 0x0A { brace += 1 }
        if brace < bytes.count, bytes[brace] == UInt8(ascii: "{") {
            var lineStart = span(block).start
            while lineStart > 0, bytes[lineStart - 1] != 0x0A, bytes[lineStart - 1] != 0x0D { lineStart -= 1 }
            let indent = String(decoding: bytes[lineStart...].prefix { $0 == 0x20 || $0 == 0x09 }, as: UTF8.self)
            settings.bodyInsertion = (brace + 1, indent + "    ")
        }
        var seen = PropertySet()
        for p in properties {
            guard admit(p, in: .form, seen: &seen, block: block, first: nodes.firstMember(ofForm: block)),
                  let k = propertyName(p) else { continue }
            readProperty(p, k, into: .form(settings))
        }
        return settings
    }

    func platformArgument(_ p: Int) -> PlatformVersion? {
        guard let e = singleArgument(p) else { return nil }
        var parts: [Int] = []
        if kind(e) == .phrase { forEachChild(of: e) { parts.append($0) } } else { parts = [e] }
        guard parts.count == 2, kind(parts[0]) == .identifier else {
            emit(.invalidPlatform(span(e), found: text(span(e))))
            return nil
        }
        if keyword(parts[0]) != .iOS {
            emit(.platformNotIOS(identifier(parts[0])))
            return nil
        }
        let written = span(parts[1])
        switch kind(parts[1]) {
        case .integer, .decimal: break
        default:
            emit(.invalidPlatform(written, found: text(written)))
            return nil
        }
        guard let (major, minor) = Self.platformNumbers(file.bytes[written.start..<written.end]) else {
            emit(.invalidPlatform(written, found: text(written)))
            return nil
        }
        // Swift reads each part of an @available version as a 32-bit number: 'iOS 5000000000'
        // would generate Swift that does not parse. No iOS version has more than 3 digits.
        guard major <= 999, minor <= 999 else {
            emit(.platformOutOfRange(written, found: text(written)))
            return nil
        }
        let version = PlatformVersion(major, minor)
        if version < PlatformVersion.minimum {
            emit(.platformTooOld(span(parts[1]), version: version))
            return nil
        }
        return version
    }

    /// The numbers of a platform version as written, `17` or `16.4`, or nil for any other
    /// number literal (`1.2.3`, `12abc`); a negative one reads as 0.0, which is too old. Read
    /// from the literal's bytes as `Int(_:)` reads each piece of its text split at dots (a test
    /// holds the two together on the texts a literal can have).
    static func platformNumbers(_ bytes: ArraySlice<UInt8>) -> (major: Int, minor: Int)? {
        if bytes.first == .minus { return (0, 0) }
        var major: Int?
        var value = 0
        var digits = 0
        for b in bytes {
            if b == .dot {
                guard major == nil, digits > 0 else { return nil }
                major = value
                value = 0
                digits = 0
                continue
            }
            guard b.isASCIIDigit else { return nil }
            let (times, o1) = value.multipliedReportingOverflow(by: 10)
            let (sum, o2) = times.addingReportingOverflow(Int(b - .zero))
            if o1 || o2 { return nil }
            value = sum
            digits += 1
        }
        guard digits > 0 else { return nil }
        if let major { return (major, value) }
        return (value, 0)
    }

    // MARK: Focus

    /// The focus order, as indices of drafts.
    func resolveFocusOrder(_ settings: FormSettings, drafts: [FieldDraft], names: NameTable,
                           groups: [RepeatSettings], groupOf: [Int?],
                           uses: inout [FormResolution.Use]) -> [FocusStep] {
        guard let declared = settings.focus else {
            // Declaration order, each group's rows where the group is.
            var steps: [FocusStep] = []
            var placed = Set<Int>()
            for i in drafts.indices where drafts[i].isFocusable {
                if let g = groupOf[i] {
                    if placed.insert(g).inserted { steps.append(.rows(g)) }
                } else {
                    steps.append(.field(i))
                }
            }
            return steps
        }
        var order: [FocusStep] = []
        var namedGroups = Set<Int>()
        order.reserveCapacity(declared.count)
        // Where each name of the list is first written: a declared field's by its entry in
        // `names`, any other name in a table of its own.
        var firstByEntry = [Span?](repeating: nil, count: names.count)
        var others: NameTable?
        for id in declared {
            let idSpan = span(id)
            if !groups.isEmpty, let g = groups.firstIndex(where: { source.same($0.nameSpan, idSpan) }),
               names.find(idSpan, in: source) == nil {
                if !namedGroups.insert(g).inserted {
                    emit(.focusRepeatedField(identifier(id), first: declared.first { source.same(span($0), idSpan) }.map(span) ?? idSpan))
                } else if drafts.indices.contains(where: { groupOf[$0] == g && drafts[$0].isFocusable }) {
                    order.append(.rows(g))
                }
                continue
            }
            let entry = names.find(idSpan, in: source)
            if recordsUses { uses.append(FormResolution.Use(role: .focus, field: draftIndex(entry, names), span: idSpan)) }
            // A broken field's name: nothing is said of it (not even that it repeats).
            if let entry, names.value(entry) == Self.brokenField { continue }
            if let entry {
                if let first = firstByEntry[entry] {
                    emit(.focusRepeatedField(identifier(id), first: first))
                    continue
                }
                firstByEntry[entry] = idSpan
            } else {
                if others == nil { others = NameTable(capacity: 4) }
                if let first = others!.find(idSpan, in: source) {
                    emit(.focusRepeatedField(identifier(id), first: others!.span(first)))
                    continue
                }
                others!.insert(idSpan, value: 0, in: source)
            }
            guard let entry, names.value(entry) >= 0 else {
                if entry == nil {
                    emit(.focusUnknownField(identifier(id), suggestion: Spelling.suggest(nameText(id), from: drafts.map(\.name))))
                }
                continue
            }
            // A row field: FC0432, from the uses (`checkRowScopes`).
            if groupOf[names.value(entry)] != nil { continue }
            let d = drafts[names.value(entry)]
            if d.disabled { emit(.disabledInFocusOrder(identifier(id))); continue }
            if !d.control.takesFocus {
                emit(.kindNotFocusable(identifier(id), kind: d.kind, control: d.control, property: "focus"))
                continue
            }
            order.append(.field(names.value(entry)))
        }
        for (i, d) in drafts.enumerated() where d.isFocusable && groupOf[i] == nil && firstByEntry[d.nameEntry] == nil {
            emit(.fieldMissingFromFocusOrder(d.identifier, focusSpan: settings.focusSpan, listEnd: settings.focusListEnd))
        }
        for (g, group) in groups.enumerated() where !namedGroups.contains(g)
            && drafts.indices.contains(where: { groupOf[$0] == g && drafts[$0].isFocusable }) {
            emit(.fieldMissingFromFocusOrder(Identifier(text(group.nameSpan), span: group.nameSpan), focusSpan: settings.focusSpan,
                                             listEnd: settings.focusListEnd, what: "repeating group"))
        }
        return order
    }

    /// The draft of the field `initialFocus` names, if it can take focus.
    func resolveInitialFocus(_ settings: FormSettings, drafts: [FieldDraft], names: NameTable,
                             uses: inout [FormResolution.Use]) -> Int? {
        guard let id = settings.initialFocus else { return nil }
        let found = names.find(span(id), in: source)
        if recordsUses {
            uses.append(FormResolution.Use(role: .initialFocus, field: draftIndex(found, names), span: span(id)))
        }
        guard let entry = found, names.value(entry) >= 0 else {
            if names.find(span(id), in: source) == nil, !hasBrokenField {
                emit(.initialFocusUnknown(identifier(id), suggestion: Spelling.suggest(nameText(id), from: drafts.map(\.name))))
            }
            return nil
        }
        let d = drafts[names.value(entry)]
        if d.disabled || !d.control.takesFocus {
            emit(.initialFocusNotFocusable(identifier(id), kind: d.disabled ? nil : d.kind, control: d.control))
            return nil
        }
        return names.value(entry)
    }

    /// The draft of a name table entry, if any: nil for no entry, or for a field of unknown type.
    func draftIndex(_ entry: Int?, _ names: NameTable) -> Int? {
        guard let entry, names.value(entry) >= 0 else { return nil }
        return names.value(entry)
    }

    // MARK: Cross-field rules and defaults

    func resolveEquals(_ drafts: [FieldDraft], names: NameTable, uses: inout [FormResolution.Use]) {
        for d in drafts where d.hasEquals {
            var kept: [ValidatorDraft] = []
            for var v in d.validators {
                guard let target = v.target else { kept.append(v); continue }
                // A computed value is what its expression says: nothing is typed to compare.
                if d.isComputed {
                    emit(.computedValidatorNotApplicable(Identifier("equals", span: v.nameSpan)))
                    continue
                }
                let targetID = Identifier(text(target), span: target)
                let found = names.find(target, in: source)
                if recordsUses { uses.append(FormResolution.Use(role: .equals, field: draftIndex(found, names), span: target)) }
                if sameText(target, d.nameSpan) {
                    emit(.equalsSelf(targetID, field: d.name)); continue
                }
                guard let entry = found, names.value(entry) >= 0 else {
                    if found == nil {
                        emit(.equalsUnknownField(targetID, suggestion: Spelling.suggest(targetID.name, from: drafts.map(\.name))))
                    }
                    continue
                }
                let other = drafts[names.value(entry)]
                if other.kind.spec.swiftType != d.kind.spec.swiftType {
                    emit(.equalsTypeMismatch(targetID, field: d.name, type: d.kind, otherType: other.kind))
                    continue
                }
                v.equalsDraft = names.value(entry)
                kept.append(v)
            }
            d.setValidators(kept)
        }
    }

    func resolveKeyboard(_ d: FieldDraft) {
        if let written = d.keyboard {
            d.resolvedKeyboard = written
            d.keyboardReason = .written
            return
        }
        (d.resolvedKeyboard, d.keyboardReason) = Defaults.keyboard(kind: d.kind, contentType: d.contentTypeIndex,
                                                                    validators: d.validators, allowNegative: d.allowNegative)
    }

    /// The field's model: every value the draft points at, read into `String`s, and every
    /// default filled in.
    func makeModel(_ d: FieldDraft, drafts: [FieldDraft], settings: FormSettings, focusCount: Int) -> FieldModel {
        let label = d.resolvedLabel
        var validators: [Validator] = []
        validators.reserveCapacity(d.validators.count)
        for v in d.validators {
            let wording: Validator.Wording
            if let message = v.message {
                wording = .written(stringValue(message))
            } else {
                wording = .standard(label: label, otherLabel: v.equalsDraft.map { drafts[$0].resolvedLabel }, value: d.kind.value)
            }
            var validator = Validator(name: v.name, argument: argument(of: v), wording: wording, span: v.span,
                                      hasCustomMessage: v.message != nil)
            if let index = v.pattern {
                let analysis = sink.patternAnalysis(index)
                validator.normalizedPattern = analysis.normalized
                validator.anchoredPattern = analysis.anchored
            }
            validators.append(validator)
        }
        let quiet = Defaults.quietInput(d)
        var submitLabel = d.submitLabel
        var submitLabelReason = SubmitLabelReason.written
        if submitLabel == nil {
            (submitLabel, submitLabelReason) = Defaults.submitLabel(kind: d.kind, keyboard: d.resolvedKeyboard,
                                                                    focusPosition: d.focusPosition, focusCount: focusCount)
        }
        var maxLength = d.maxLength
        var maxLengthReason: MaxLengthReason? = maxLength == nil ? nil : .written
        if maxLength == nil, let derived = Defaults.numberMaxLength(kind: d.kind, range: d.rangeValidator) {
            maxLength = derived.digits
            maxLengthReason = derived.reason
        }
        let validateOn = Defaults.validateOn(field: d.validateOn, form: settings.validateOn)
        var contentType: ContentType?
        if let index = d.contentTypeIndex { contentType = .known(ContentTypes.all[index]) }
        else if let raw = d.rawContentType { contentType = .raw(nameText(raw)) }
        var model = FieldModel(
            name: d.name,
            kind: d.kind,
            currencyCode: d.currencyCode,
            isOptional: d.optionalMark != nil,
            label: label,
            prompt: d.prompt.map(stringValue),
            help: d.help.map(stringValue),
            // A toggle without a default starts off: say so, so the JSON Schema's `default`
            // gives a web form the same starting value.
            defaultValue: d.defaultValue.map { literalValue($0, for: d) } ?? (d.kind.value == .boolean ? .boolean(false) : nil),
            keyboard: d.resolvedKeyboard,
            contentType: contentType,
            autocapitalization: d.autocapitalization ?? (quiet != nil ? .never : .sentences),
            autocorrectionDisabled: d.autocorrection.map { !$0 } ?? (quiet != nil),
            submitLabel: submitLabel,
            format: d.format,
            allowedCharacters: d.allowedCharacters.map(stringValue),
            maxLength: maxLength,
            allowNegative: d.allowNegative,
            isDisabled: d.disabled,
            shortcut: d.shortcut,
            validators: validators,
            validateOn: validateOn.timing,
            span: d.span,
            sectionIndex: d.sectionIndex,
            hasExplicitKeyboard: d.keyboard != nil,
            hasExplicitLabel: d.label != nil,
            hasExplicitAutocapitalization: d.autocapitalization != nil,
            hasExplicitAutocorrection: d.autocorrection != nil,
            keyboardReason: d.keyboardReason,
            submitLabelReason: submitLabelReason,
            maxLengthReason: maxLengthReason,
            validateOnReason: validateOn.reason,
            quietInput: quiet,
            hasExplicitSubmitLabel: d.submitLabel != nil,
            control: d.control
        )
        model.isSubmitted = !d.notSubmitted
        model.declaredJSONName = d.jsonName.map(stringValue)
        if !d.options.isEmpty {
            model.options = d.options.map { option in
                let value = stringValue(option.value)
                let label = option.label.map(stringValue)
                return ChoiceOption(value: value, label: label ?? value,
                                    hasOwnLabel: label.map { !$0.utf8.elementsEqual(value.utf8) } ?? false,
                                    span: span(option.value))
            }
        }
        model.pickerStyle = d.pickerStyle
        applyRangeControl(d, to: &model)
        applyStyles(d, settings: settings, to: &model)
        return model
    }

    /// The model's argument of a validator draft, with its numbers and names as text.
    func argument(of v: ValidatorDraft) -> ValidatorArgument {
        switch v.name {
        case .required, .email, .url, .phone:
            return .none
        case .length, .count:
            return .counts(min: v.counts.min, max: v.counts.max)
        case .pattern:
            return .pattern(v.pattern.map(sink.patternText) ?? "")
        case .range:
            if let days = v.days {
                func bound(_ b: ValidatorDraft.DayBound) -> DateBound {
                    switch b {
                    case .day(let node): return .day(stringValue(node))
                    case .today: return .today
                    }
                }
                return .days(min: days.lower.map(bound), max: days.upper.map(bound))
            }
            func bound(_ b: ValidatorDraft.Bound?) -> NumberBound? {
                b.map { NumberBound(text: Literals.normalizeNumber(text(span($0.node))), inclusive: $0.inclusive) }
            }
            return .numbers(min: bound(v.bounds.lower), max: bound(v.bounds.upper))
        case .equals:
            // `resolveEquals` kept only the rules whose other field it found.
            return .field(v.equalsDraft!)
        }
    }

    // MARK: Argument helpers

    /// Reports argument labels on a property that takes none.
    func rejectLabels(_ p: Int) -> Bool { checkLabels(p, allowed: []) }

    func checkLabels(_ p: Int, allowed: [Keyword]) -> Bool {
        if nodes.loneValue(of: p) != nil { return true }
        var ok = true
        forEachChild(of: p) { a in
            guard hasLabel(a) else { return }
            if let k = keyword(a), allowed.contains(k) { return }
            emit(.unknownArgumentLabel(identifier(a), of: nameText(p), allowed: allowed.map(\.spelling)))
            ok = false
        }
        return ok
    }

    /// The one unlabelled argument of a property, or nil after reporting why not.
    func singleArgument(_ p: Int) -> Int? {
        if let e = nodes.loneValue(of: p) { return isError(e) ? nil : e }
        guard rejectLabels(p) else { return nil }
        guard let argument = nodes.onlyChild(of: p) else {
            if nodes.hasChildren(p) { emit(.tooManyArguments(property(p), expected: "one value")) }
            else { emit(.missingArgument(property(p), expected: nil)) }
            return nil
        }
        let e = self.value(ofArgument: argument)
        return isError(e) ? nil : e
    }

    /// The string node of a property's one argument.
    func stringNodeArgument(_ p: Int) -> Int? {
        guard let e = singleArgument(p) else { return nil }
        if kind(e) == .string { return e }
        emit(.wrongArgument("'\(nameText(p))'", expected: "a string", found: expr(e)))
        return nil
    }

    /// Whether string node `e` stands for the empty string: nothing between its quotes (an
    /// escape always stands for something).
    func isEmptyString(_ e: Int) -> Bool {
        let s = span(e)
        var end = s.end
        if end > s.start + 1, source[end - 1] == .quote { end -= 1 }
        return end <= s.start + 1
    }

    func stringArgument(_ p: Int) -> (String, Span)? {
        guard let e = singleArgument(p) else { return nil }
        if kind(e) == .string { return (stringValue(e), span(e)) }
        emit(.wrongArgument("'\(nameText(p))'", expected: "a string", found: expr(e)))
        return nil
    }

    /// The identifier node of a property's one argument.
    func identifierArgument(_ p: Int) -> Int? {
        guard let e = singleArgument(p) else { return nil }
        if kind(e) == .identifier { return e }
        emit(.wrongArgument("'\(nameText(p))'", expected: "a name", found: expr(e)))
        return nil
    }

    func noArguments(_ p: Int) -> Bool {
        if let first = nodes.firstChild(of: p) {
            emit(.takesNoArguments(property(p), first: span(first)))
            return false
        }
        return true
    }

    /// One of the cases of an option enum, by what the word of identifier `e` means. (A
    /// closure, not a key path: applying a key path cost some 450 instructions.)
    func option<T: RawRepresentable & CaseIterable>(_ e: Int, property: String, _ meaning: (WordMeanings) -> T?) -> T?
    where T.RawValue == String {
        guard kind(e) == .identifier else {
            if !isError(e) { emit(.wrongArgument("'\(property)'", expected: "a name", found: expr(e))) }
            return nil
        }
        if let value = meaning(self.meaning(e)) { return value }
        emit(.unknownOption(identifier(e), property: property, options: T.allCases.map(\.rawValue)))
        return nil
    }
}

extension FormChecker {
    /// Every submitted field's key in the JSON (its `jsonName`, else its name) is its own: two
    /// values under one key would leave one of them out of the record.
    /// FC0344 for two keys alike in one object of the submitted values: the form's (its
    /// fields' and its groups'), or one group's row.
    func checkJSONNames(_ drafts: [FieldDraft], groups: [RepeatSettings] = [], groupOf: [Int?] = [], names: NameTable? = nil) {
        // Per object (nil: the form's), each key's first owner: its name, and where its key is written.
        var first: [Int?: [String: (name: String, at: Span)]] = [:]
        func claim(_ key: String, in object: Int?, name: String, at: Span) {
            if let earlier = first[object]?[key] {
                emit(.duplicateJSONName(key, at: at, field: name, other: earlier.name, first: earlier.at))
            } else {
                first[object, default: [:]][key] = (name, at)
            }
        }
        var claimed = Array(repeating: false, count: groups.count)
        for (i, d) in drafts.enumerated() where !d.notSubmitted {
            let object = groupOf.isEmpty ? nil : groupOf[i]
            // A group's key takes its place among the form's at its first field.
            // (A group's name that is taken is FC0434 already.)
            if let g = object, !claimed[g] {
                claimed[g] = true
                if groups[g].jsonName == nil, let entry = names?.find(groups[g].nameSpan, in: source), names?.span(entry) != groups[g].nameSpan {
                    claim(d.jsonName.map(stringValue) ?? d.name, in: object, name: d.name, at: d.jsonName.map(span) ?? d.nameSpan)
                    continue
                }
                let settings = groups[g]
                claim(settings.jsonName.map(stringValue) ?? text(settings.nameSpan), in: nil, name: text(settings.nameSpan),
                      at: settings.jsonName.map(span) ?? settings.nameSpan)
            }
            claim(d.jsonName.map(stringValue) ?? d.name, in: object, name: d.name, at: d.jsonName.map(span) ?? d.nameSpan)
        }
    }
}
