/// The semantic checker: turns a syntax tree into the fully resolved `CheckedFile`.
///
/// It resolves every name against the vocabulary, types every literal, fills in every
/// default (see "Defaults" in docs/LANGUAGE.md) and reports what is wrong or risky. It never
/// stops at the first problem: each property is checked on its own, and a property that fails
/// is left out of the model, so one run reports every independent mistake.
///
/// The returned diagnostics are not yet filtered by `// formc:ignore` comments; the driver
/// applies `Suppression.apply` to the diagnostics of every stage together.
public enum Checker {
    /// After `errorLimit` errors the checker reports one "too many errors" note (FC0104) and
    /// nothing more, as the parser does; it still checks everything, so the model is complete.
    public static func check(_ syntax: SourceFileSyntax, file: SourceFile, errorLimit: Int = 100) -> (CheckedFile, [Diagnostic]) {
        let checker = FileChecker(file: file, errorLimit: errorLimit)
        let forms = checker.checkFile(syntax)
        return (CheckedFile(forms: forms), checker.diagnostics)
    }
}

/// A validator as written, before its default message is known.
struct ValidatorDraft {
    var kind: ValidatorKind
    var message: String?
    var span: Span
    var nameSpan: Span
    var equalsTarget: Identifier?
    var lower: DecimalText?
    var upper: DecimalText?
    var rangeText: String?
    var normalizedPattern: String?
    var anchoredPattern: String?
}

/// A field as written: explicit values with their spans. Defaults are filled in later.
///
/// A class: a draft is filled in by one pass and read by the next half-dozen, and as a struct
/// of some forty properties each pass copied it (and retained every string in it). No pass
/// keeps a copy to change on its own.
final class FieldDraft {
    var decl: FieldDecl
    var type: ValueType
    var typeName: Identifier
    var optionalMark: Span?
    var sectionIndex: Int

    init(decl: FieldDecl, type: ValueType, typeName: Identifier, optionalMark: Span?, sectionIndex: Int) {
        self.decl = decl
        self.type = type
        self.typeName = typeName
        self.optionalMark = optionalMark
        self.sectionIndex = sectionIndex
    }
    var name: String { decl.name.name }
    var nameSpan: Span { decl.name.span }

    var label: String?
    var labelSpan: Span?
    var prompt: String?
    var help: String?
    var defaultValue: LiteralValue?
    var defaultSpan: Span?
    var keyboard: KeyboardType?
    var keyboardSpan: Span?
    var contentType: ContentType?
    var contentTypeSpan: Span?
    var autocapitalization: Autocapitalization?
    var autocapitalizationSpan: Span?
    var autocorrection: Bool?
    var autocorrectionSpan: Span?
    var submitLabel: SubmitLabel?
    var submitLabelSpan: Span?
    var submitLabelPropertySpan: Span?
    var format: FieldFormat?
    var formatSpan: Span?
    var allowedCharacters: String?
    var allowedCharactersSpan: Span?
    var maxLength: Int?
    var maxLengthSpan: Span?
    var allowNegative = false
    var allowNegativeSpan: Span?
    var disabled = false
    var disabledSpan: Span?
    var shortcut: KeyboardShortcut?
    var shortcutSpan: Span?
    var validators: [ValidatorDraft] = []
    /// Where each validator (by `validatorKey`) is first written, for FC0334.
    var validatorSpans: [String: Span] = [:]
    var validateOn: ValidationTiming?

    /// Filled in by `resolveDefaults`.
    var resolvedKeyboard: KeyboardType = .default
    var resolvedLabel: String = ""

    var contentTypeInfo: ContentTypeInfo? {
        if case .known(let info)? = contentType { return info }
        return nil
    }
    var isFocusable: Bool { !disabled && type != .date }
    func hasValidator(_ name: String) -> Bool { validators.contains { $0.kind.name == name } }
    var lengthValidator: ValidatorDraft? { validators.first { $0.kind.name == "length" } }
    var rangeValidator: ValidatorDraft? { validators.first { $0.kind.name == "range" } }

    /// Email or URL input, by keyboard, content type or validator (FC0208).
    var isEmailOrURL: Bool {
        if resolvedKeyboard == .emailAddress || resolvedKeyboard == .URL { return true }
        if let n = contentTypeInfo?.name, n == "emailAddress" || n == "URL" { return true }
        return hasValidator("email") || hasValidator("url")
    }
}

/// Property names already met in one block, with where: a block has a handful, so a list
/// searched in order beats hashing each name into a dictionary.
struct SeenNames {
    private var entries: [(name: String, span: Span)] = []

    subscript(name: String) -> Span? {
        get {
            // Lengths first: String == on two different names takes the slow path.
            let count = name.utf8.count
            for entry in entries where entry.name.utf8.count == count && entry.name == name { return entry.span }
            return nil
        }
        set {
            // Only ever set for a name not yet seen (admit checks first).
            guard let newValue else { return }
            if entries.isEmpty { entries.reserveCapacity(8) }
            entries.append((name, newValue))
        }
    }
}

/// Form-level settings as written.
struct FormSettings {
    var title: String?
    var platform = PlatformVersion.minimum
    var platformSpan: Span?
    var focus: [Identifier]?
    var focusSpan: Span?
    var initialFocus: Identifier?
    var submitLabel: String?
    var submitAction: String?
    var toolbar: [ToolbarItem] = []
    var scroll: ScrollDismissMode?
    var validateOn: ValidationTiming?
}

final class FileChecker {
    let file: SourceFile
    var diagnostics: [Diagnostic] = []
    let errorLimit: Int
    private var errorCount = 0
    private var isFull = false

    init(file: SourceFile, errorLimit: Int = 100) {
        self.file = file
        self.errorLimit = errorLimit
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

    /// Form names met so far, for FC duplicate-form errors.
    private var formNames: [String: Span] = [:]

    func checkFile(_ syntax: SourceFileSyntax) -> [FormModel] {
        var models: [FormModel] = []
        for form in syntax.forms {
            if let model = checkNext(form) { models.append(model) }
        }
        return models
    }

    /// Checks the file's next form; nil (after an error) when its name is already taken.
    /// Forms are independent but for their names, so a file can be checked one form at a
    /// time, in order, with the same diagnostics as `checkFile`.
    func checkNext(_ form: FormDecl) -> FormModel? {
        let model = checkForm(form)
        if let first = formNames[form.name.name] {
            emit(.duplicateForm(form.name, first: first))
            return nil
        }
        formNames[form.name.name] = form.name.span
        return model
    }

    // MARK: Forms

    func checkForm(_ form: FormDecl) -> FormModel {
        var sections: [SectionModel] = []
        var formProperties: [Property] = []
        var fieldDecls: [(FieldDecl, Int)] = []
        // Untitled sections gather consecutive fields written outside any section.
        var openUntitled: Int? = nil
        for member in form.members {
            switch member {
            case .property(let p):
                formProperties.append(p)
            case .field(let f):
                if openUntitled == nil {
                    sections.append(SectionModel(header: nil, footer: nil, fieldNames: []))
                    openUntitled = sections.count - 1
                }
                fieldDecls.append((f, openUntitled!))
            case .section(let s):
                openUntitled = nil
                sections.append(SectionModel(header: nil, footer: nil, fieldNames: []))
                let index = sections.count - 1
                sections[index].header = sectionHeader(s)
                sections[index].footer = checkSectionMembers(s.members, sectionIndex: index, fields: &fieldDecls)
            }
        }

        let settings = checkFormProperties(formProperties)

        // Fields.
        var drafts: [FieldDraft] = []
        var firstDeclared: [String: Span] = [:]
        var untypedNames: Set<String> = []
        for (decl, sectionIndex) in fieldDecls {
            let draft = checkField(decl, sectionIndex: sectionIndex)
            if let first = firstDeclared[decl.name.name] {
                emit(.duplicateField(decl.name, form: form.name.name, first: first))
                continue
            }
            firstDeclared[decl.name.name] = decl.name.span
            if CheckerVocabulary.isReservedFieldName(decl.name.name, form: form.name.name) {
                emit(.reservedFieldName(decl.name, form: form.name.name))
            }
            if let draft { drafts.append(draft) } else { untypedNames.insert(decl.name.name) }
        }
        if fieldDecls.isEmpty { emit(.formWithoutFields(form.name)) }

        for i in drafts.indices { sections[drafts[i].sectionIndex].fieldNames.append(drafts[i].name) }

        // Focus order.
        let focusOrder = resolveFocusOrder(settings, drafts: drafts, untyped: untypedNames)
        let initialFocus = resolveInitialFocus(settings, drafts: drafts, untyped: untypedNames)

        // Defaults, cross-field rules and pitfalls.
        for i in drafts.indices { resolveDefaults(&drafts[i]) }
        resolveEquals(&drafts, untyped: untypedNames)
        checkPitfalls(form: form, settings: settings, drafts: drafts, focusOrder: focusOrder)

        var labels: [String: String] = [:]
        for d in drafts { labels[d.name] = d.resolvedLabel }
        let focusPositions = Self.positions(focusOrder)
        let fields = drafts.map {
            makeModel($0, settings: settings, focusPosition: focusPositions[$0.name], focusCount: focusOrder.count, labels: labels)
        }
        return FormModel(
            name: form.name.name,
            title: settings.title,
            platform: settings.platform,
            sections: sections,
            fields: fields,
            focusOrder: focusOrder,
            initialFocus: initialFocus,
            submitLabel: settings.submitLabel ?? "Submit",
            submitAction: settings.submitAction,
            keyboardToolbar: settings.toolbar,
            scrollDismissesKeyboard: settings.scroll,
            span: form.span
        )
    }

    func sectionHeader(_ s: SectionDecl) -> String? {
        guard let title = s.title else { return nil }
        if case .string(let text) = title.kind { return text }
        if case .error = title.kind { return nil }
        emit(.wrongArgument("a section header", expected: "a string", found: title))
        return nil
    }

    /// Collects the fields of a section and checks its properties; returns the footer.
    func checkSectionMembers(_ members: [Member], sectionIndex: Int, fields: inout [(FieldDecl, Int)]) -> String? {
        var footer: String?
        var seen = SeenNames()
        for member in members {
            switch member {
            case .field(let f):
                fields.append((f, sectionIndex))
            case .section(let inner):
                emit(.nestedSection(inner.keyword))
                _ = checkSectionMembers(inner.members, sectionIndex: sectionIndex, fields: &fields)
            case .property(let p):
                guard admit(p, in: .section, seen: &seen) else { continue }
                if p.name.name == "footer", let value = stringArgument(p) { footer = value.0 }
            }
        }
        return footer
    }

    /// Common checks of every property: reserved conditions, known name, right place, not
    /// repeated. Returns false when the property must be skipped.
    func admit(_ p: Property, in place: PropertyPlace, seen: inout SeenNames, repeatable: String? = nil) -> Bool {
        if let when = findWhen(in: p) {
            emit(.conditionNotSupported(p.name, when: when))
            return false
        }
        let name = p.name.name
        if !CheckerVocabulary.isProperty(name, of: place) {
            let here = CheckerVocabulary.properties(of: place)
            let elsewhere = CheckerVocabulary.places(of: name)
            if let belongs = elsewhere.first {
                emit(.propertyNotAllowedHere(p.name, place: place, belongs: belongs))
            } else if name == "visible" || name == "hidden" || name == "enabled" {
                emit(.conditionNotSupported(p.name, when: p.span))
            } else if place == .field, CheckerVocabulary.validators.contains(name) {
                emit(.validatorWrittenAsProperty(p.name))
            } else {
                let swiftUIName = CheckerVocabulary.swiftUIPropertyNames[name].flatMap { here.contains($0) ? $0 : nil }
                emit(.unknownProperty(p.name, place: place,
                                      suggestion: swiftUIName ?? Names.suggestion(for: name, among: here)))
            }
            return false
        }
        if name != repeatable {
            if let first = seen[name] {
                emit(.duplicateProperty(p.name, first: first))
                return false
            }
            seen[name] = p.name.span
        }
        return true
    }

    func findWhen(in p: Property) -> Span? {
        func walk(_ e: Expr) -> Span? {
            switch e.kind {
            case .when: return e.span
            case .call(_, let args): for a in args { if let s = walk(a.value) { return s } }
            case .range(let l, let u, _):
                if let l, let s = walk(l) { return s }
                if let u, let s = walk(u) { return s }
            case .list(let items), .phrase(let items): for i in items { if let s = walk(i) { return s } }
            case .not(let x): return walk(x)
            case .binary(_, let a, let b): return walk(a) ?? walk(b)
            case .identifier, .string, .integer, .decimal, .error: break
            }
            return nil
        }
        for a in p.arguments { if let s = walk(a.value) { return s } }
        return nil
    }

    // MARK: Form properties

    func checkFormProperties(_ properties: [Property]) -> FormSettings {
        var settings = FormSettings()
        var seen = SeenNames()
        for p in properties {
            guard admit(p, in: .form, seen: &seen) else { continue }
            switch p.name.name {
            case "title":
                if let (text, _) = stringArgument(p) { settings.title = text }
            case "platform":
                if let version = platformArgument(p) {
                    settings.platform = version
                    settings.platformSpan = p.span
                }
            case "focus":
                guard rejectLabels(p) else { continue }
                var names: [Identifier] = []
                for a in p.arguments {
                    for e in flattenList(a.value) {
                        if let id = identifier(e) { names.append(id) }
                        else if !isError(e) { emit(.wrongArgument("'focus'", expected: "field names", found: e)) }
                    }
                }
                if names.isEmpty, p.arguments.isEmpty { emit(.missingArgument(p, expected: "field names")) }
                settings.focus = names
                settings.focusSpan = p.span
            case "initialFocus":
                if let id = identifierArgument(p) { settings.initialFocus = id }
            case "submit":
                guard checkLabels(p, allowed: ["action"]) else { continue }
                for a in p.arguments {
                    if let label = a.label {
                        if let id = identifier(a.value) { settings.submitAction = id.name }
                        else if !isError(a.value) { emit(.wrongArgument("'\(label.name):'", expected: "an action name", found: a.value)) }
                    } else if case .string(let text) = a.value.kind, settings.submitLabel == nil {
                        settings.submitLabel = text
                    } else if !isError(a.value) {
                        emit(.wrongArgument("'submit'", expected: "a string", found: a.value))
                    }
                }
            case "keyboardToolbar":
                guard rejectLabels(p) else { continue }
                for a in p.arguments {
                    for e in flattenList(a.value) {
                        if let item: ToolbarItem = option(e, property: "keyboardToolbar") {
                            if !settings.toolbar.contains(item) { settings.toolbar.append(item) }
                        }
                    }
                }
            case "scrollDismissesKeyboard":
                if let e = singleArgument(p), let mode: ScrollDismissMode = option(e, property: "scrollDismissesKeyboard") {
                    settings.scroll = mode
                }
            case "validateOn":
                if let e = singleArgument(p), let timing: ValidationTiming = option(e, property: "validateOn") {
                    settings.validateOn = timing
                }
            default:
                break
            }
        }
        return settings
    }

    func platformArgument(_ p: Property) -> PlatformVersion? {
        guard let e = singleArgument(p) else { return nil }
        var parts: [Expr] = []
        if case .phrase(let items) = e.kind { parts = items } else { parts = [e] }
        guard parts.count == 2, let os = identifier(parts[0]) else {
            emit(.invalidPlatform(e.span, found: file.text(e.span)))
            return nil
        }
        if os.name != "iOS" {
            emit(.platformNotIOS(os))
            return nil
        }
        var text: String
        switch parts[1].kind {
        case .integer(let t), .decimal(let t): text = t
        default:
            emit(.invalidPlatform(parts[1].span, found: file.text(parts[1].span)))
            return nil
        }
        if text.hasPrefix("-") { text = "0" }
        let pieces = text.split(separator: ".", omittingEmptySubsequences: false)
        guard let major = Int(pieces[0]), pieces.count <= 2,
              let minor = pieces.count == 2 ? Int(pieces[1]) : 0 else {
            emit(.invalidPlatform(parts[1].span, found: text))
            return nil
        }
        // Swift reads each part of an @available version as a 32-bit number: 'iOS 5000000000'
        // would generate Swift that does not parse. No iOS version has more than 3 digits.
        guard major <= 999, minor <= 999 else {
            emit(.platformOutOfRange(parts[1].span, found: text))
            return nil
        }
        let version = PlatformVersion(major, minor)
        if version < PlatformVersion.minimum {
            emit(.platformTooOld(parts[1].span, version: version))
            return nil
        }
        return version
    }

    // MARK: Fields

    func resolveType(_ t: TypeSyntax) -> ValueType? {
        let name = t.name.name
        switch name {
        case "currency":
            let positional = t.arguments.filter { $0.label == nil }
            for a in t.arguments where a.label != nil {
                emit(.unknownArgumentLabel(a.label!, of: "currency", allowed: []))
            }
            guard positional.count == 1, case .string(let code) = positional[0].value.kind else {
                if let bad = positional.first, isError(bad.value) { return nil }
                emit(.currencyNeedsCode(t))
                return nil
            }
            if !Literals.isCurrencyCode(code) { emit(.invalidCurrencyCode(code, at: positional[0].value.span)) }
            return .currency(code: code)
        case "text", "secure", "multiline", "int", "double", "decimal", "percent", "date":
            if t.hasArgumentList { emit(.typeTakesNoArguments(t)) }
            switch name {
            case "text": return .text
            case "secure": return .secure
            case "multiline": return .multiline
            case "int": return .int
            case "double": return .double
            case "decimal": return .decimal
            case "percent": return .percent
            default: return .date
            }
        default:
            if CheckerVocabulary.unsupportedFieldTypes.contains(name) {
                emit(.fieldKindNotSupported(t.name))
            } else {
                emit(.unknownFieldType(t.name, suggestion: Names.suggestion(for: name, among: CheckerVocabulary.fieldTypes)))
            }
            return nil
        }
    }

    /// Checks one field's type and properties. Nil when the type is missing or unknown.
    func checkField(_ decl: FieldDecl, sectionIndex: Int) -> FieldDraft? {
        guard let typeSyntax = decl.type else {
            // The parser has reported the missing type; still look at the properties.
            var seen = SeenNames()
            for p in decl.properties { _ = admit(p, in: .field, seen: &seen, repeatable: "validate") }
            return nil
        }
        guard let type = resolveType(typeSyntax) else { return nil }
        var d = FieldDraft(decl: decl, type: type, typeName: typeSyntax.name,
                           optionalMark: typeSyntax.optionalMark, sectionIndex: sectionIndex)
        var seen = SeenNames()
        for p in decl.properties {
            guard admit(p, in: .field, seen: &seen, repeatable: "validate") else { continue }
            checkFieldProperty(p, &d)
        }
        return d
    }

    /// Properties that a DatePicker (`date`) does not have.
    static let textInputProperties: Set<String> = ["keyboard", "contentType", "autocapitalization", "autocorrection",
                                                   "submitLabel", "allowedCharacters", "maxLength", "prompt"]

    func checkFieldProperty(_ p: Property, _ d: inout FieldDraft) {
        let name = p.name.name
        if d.type == .date, Self.textInputProperties.contains(name) {
            emit(.propertyNotApplicable(p.name, field: d.name, type: d.type))
            return
        }
        if name == "allowNegative", !d.type.isNumeric {
            emit(.propertyNotApplicable(p.name, field: d.name, type: d.type))
            return
        }
        switch name {
        case "label":
            if let (text, span) = stringArgument(p) { d.label = text; d.labelSpan = span }
        case "prompt":
            if let (text, _) = stringArgument(p) { d.prompt = text }
        case "help":
            if let (text, _) = stringArgument(p) { d.help = text }
        case "default":
            if let e = singleArgument(p), let value = literal(e, for: d, what: "default value") {
                d.defaultValue = value
                d.defaultSpan = e.span
            }
        case "keyboard":
            if let id = identifierArgument(p) {
                if let kb = KeyboardType.named(id.name) { d.keyboard = kb; d.keyboardSpan = id.span }
                else { emit(.unknownName(.unknownKeyboard, "keyboard type", id, among: CheckerVocabulary.keyboardNames)) }
            }
        case "contentType":
            if let id = identifierArgument(p) {
                if let info = ContentTypes.named(id.name) {
                    d.contentType = .known(info)
                } else {
                    emit(.unknownName(.unknownContentType, "text content type", id, among: CheckerVocabulary.contentTypeNames))
                    d.contentType = .raw(id.name)
                }
                d.contentTypeSpan = id.span
            }
        case "autocapitalization":
            if let id = identifierArgument(p) {
                if let a = Autocapitalization(rawValue: id.name) { d.autocapitalization = a; d.autocapitalizationSpan = id.span }
                else { emit(.unknownName(.unknownAutocapitalization, "autocapitalization", id, among: CheckerVocabulary.autocapitalizationNames)) }
            }
        case "autocorrection":
            if let e = singleArgument(p), let id = identifier(e) {
                if id.name == "on" || id.name == "off" { d.autocorrection = id.name == "on"; d.autocorrectionSpan = id.span }
                else { emit(.unknownOption(id, property: "autocorrection", options: ["on", "off"])) }
            } else if let e = singleArgument(p), !isError(e) {
                emit(.wrongArgument("'autocorrection'", expected: "'on' or 'off'", found: e))
            }
        case "submitLabel":
            if let id = identifierArgument(p) {
                if let s = SubmitLabel(rawValue: id.name) {
                    d.submitLabel = s; d.submitLabelSpan = id.span; d.submitLabelPropertySpan = p.span
                } else {
                    emit(.unknownName(.unknownSubmitLabel, "submit label", id, among: CheckerVocabulary.submitLabelNames))
                }
            }
        case "format":
            if let e = singleArgument(p), let f = format(e, for: d) { d.format = f; d.formatSpan = e.span }
        case "allowedCharacters":
            if let (text, span) = stringArgument(p) {
                if text.isEmpty { emit(.emptyAllowedCharacters(span)) }
                else { d.allowedCharacters = text; d.allowedCharactersSpan = span }
            }
        case "maxLength":
            if let e = singleArgument(p) {
                guard case .integer(let text) = e.kind else {
                    if !isError(e) { emit(.wrongArgument("'maxLength'", expected: "an integer", found: e)) }
                    return
                }
                guard let value = Int(text), value > 0 else {
                    emit(.nonPositiveMaxLength(e.span, text: text))
                    return
                }
                if d.type == .int, value > 18 {
                    emit(.intOverflow(e.span, maxLength: value, field: d.name))
                    return
                }
                d.maxLength = value
                d.maxLengthSpan = e.span
            }
        case "allowNegative":
            if noArguments(p) { d.allowNegative = true; d.allowNegativeSpan = p.span }
        case "disabled":
            if noArguments(p) { d.disabled = true; d.disabledSpan = p.span }
        case "shortcut":
            if let s = shortcut(p) { d.shortcut = s; d.shortcutSpan = p.span }
        case "validate":
            guard rejectLabels(p) else { return }
            if p.arguments.isEmpty { emit(.missingArgument(p, expected: "validators")) }
            for a in p.arguments {
                guard let v = validator(a.value, for: d) else { continue }
                // A dictionary, not a search of the list: a field may list thousands.
                let key = validatorKey(v)
                if let first = d.validatorSpans[key] {
                    emit(.duplicateValidator(v, field: d.name, first: first))
                    continue
                }
                d.validatorSpans[key] = v.nameSpan
                d.validators.append(v)
            }
        case "validateOn":
            if let e = singleArgument(p), let timing: ValidationTiming = option(e, property: "validateOn") {
                d.validateOn = timing
            }
        default:
            break
        }
    }

    /// Two validators are the same when they have the same kind, and for `pattern` and
    /// `equals` the same pattern or field: a field may check several patterns, or match several
    /// fields, but not one twice.
    func validatorKey(_ v: ValidatorDraft) -> String {
        switch v.kind {
        case .pattern(let body): return "pattern\u{0}" + body
        case .equals(let other): return "equals\u{0}" + other
        default: return v.kind.name
        }
    }

    // MARK: Literals

    /// A literal of the field's type (default values).
    func literal(_ e: Expr, for d: FieldDraft, what: String) -> LiteralValue? {
        if isError(e) { return nil }
        switch d.type {
        case .text, .secure, .multiline:
            if case .string(let s) = e.kind { return .string(s) }
        case .int:
            if case .integer(let t) = e.kind { return .integer(Literals.normalizeNumber(t)) }
        case .double, .decimal, .currency, .percent:
            if case .integer(let t) = e.kind { return .integer(Literals.normalizeNumber(t)) }
            if case .decimal(let t) = e.kind { return .decimal(Literals.normalizeNumber(t)) }
        case .date:
            if case .string(let s) = e.kind {
                if Literals.isValidDate(s) { return .date(s) }
                emit(.invalidDate(e.span, text: s, field: d.name))
                return nil
            }
        }
        emit(.literalTypeMismatch(e, what: what, field: d.name, type: d.type))
        return nil
    }

    /// A number bound of `range(...)` for the field's type.
    func numberBound(_ e: Expr, for d: FieldDraft) -> String? {
        if isError(e) { return nil }
        switch e.kind {
        case .integer(let t): return Literals.normalizeNumber(t)
        case .decimal(let t) where d.type.hasFraction: return Literals.normalizeNumber(t)
        default:
            emit(.literalTypeMismatch(e, what: "range bound", field: d.name, type: d.type))
            return nil
        }
    }

    // MARK: Formats

    /// `name` or `name(arguments)`: the shape of formats and validators. Anything else is
    /// reported against `property` and gives nil.
    func nameAndArguments(_ e: Expr, property: String, expected: String) -> (Identifier, [Argument])? {
        switch e.kind {
        case .identifier(let n): return (Identifier(n, span: e.span), [])
        case .call(let callee, let a): return (callee, a)
        case .error: return nil
        default:
            emit(.wrongArgument("'\(property)'", expected: expected, found: e))
            return nil
        }
    }

    func format(_ e: Expr, for d: FieldDraft) -> FieldFormat? {
        guard let (name, args) = nameAndArguments(e, property: "format", expected: "a format such as 'number(fractionDigits: 2)'") else { return nil }
        guard CheckerVocabulary.formats.contains(name.name) else {
            emit(.unknownOption(name, property: "format", options: CheckerVocabulary.formats))
            return nil
        }
        let allowed: [String]
        switch name.name {
        case "currency": allowed = ["code", "fractionDigits"]
        case "date": allowed = ["style"]
        default: allowed = ["fractionDigits"]
        }
        var fractionDigits: Int?
        var code: String?
        var style: DateStyle?
        var ok = true
        for a in args {
            guard let label = a.label else {
                if !isError(a.value) { emit(.unlabelledFormatArgument(a, format: name.name, allowed: allowed)) }
                ok = false
                continue
            }
            guard allowed.contains(label.name) else {
                emit(.unknownArgumentLabel(label, of: name.name, allowed: allowed))
                ok = false
                continue
            }
            switch label.name {
            case "fractionDigits":
                if case .integer(let t) = a.value.kind, let n = Int(t), (0...38).contains(n) { fractionDigits = n }
                else { emit(.wrongArgument("'fractionDigits:'", expected: "an integer from 0 to 38", found: a.value)); ok = false }
            case "code":
                if case .string(let c) = a.value.kind {
                    if Literals.isCurrencyCode(c) { code = c } else { emit(.invalidCurrencyCode(c, at: a.value.span)); ok = false }
                } else { emit(.wrongArgument("'code:'", expected: "a currency code string", found: a.value)); ok = false }
            case "style":
                if let id = identifier(a.value) {
                    if let s = DateStyle(rawValue: id.name) { style = s }
                    else { emit(.unknownOption(id, property: "style", options: DateStyle.allCases.map(\.rawValue))); ok = false }
                } else { emit(.wrongArgument("'style:'", expected: "a date style", found: a.value)); ok = false }
            default: break
            }
        }
        guard ok else { return nil }
        let t = d.type
        switch name.name {
        case "number":
            guard t.isNumeric else { emit(.formatNotApplicable(name, field: d.name, type: t)); return nil }
            return .number(fractionDigits: fractionDigits)
        case "currency":
            guard t == .double || t == .decimal || t.isCurrency else {
                emit(.formatNotApplicable(name, field: d.name, type: t)); return nil
            }
            if case .currency(let typeCode) = t {
                if let code, code != typeCode {
                    emit(.currencyCodeConflict(e.span, format: code, type: typeCode)); return nil
                }
                return .currency(code: typeCode, fractionDigits: fractionDigits)
            }
            guard let code else { emit(.currencyFormatNeedsCode(e.span, field: d.name)); return nil }
            return .currency(code: code, fractionDigits: fractionDigits)
        case "percent":
            guard t == .percent || t == .double || t == .decimal else {
                emit(.formatNotApplicable(name, field: d.name, type: t)); return nil
            }
            return .percent(fractionDigits: fractionDigits)
        default:
            guard t == .date else { emit(.formatNotApplicable(name, field: d.name, type: t)); return nil }
            return .date(style: style ?? .abbreviated)
        }
    }

    // MARK: Shortcuts

    func shortcut(_ p: Property) -> KeyboardShortcut? {
        guard checkLabels(p, allowed: ["modifiers"]) else { return nil }
        let positional = p.arguments.filter { $0.label == nil }
        guard positional.count == 1 else {
            if positional.isEmpty { emit(.missingArgument(p, expected: "a key such as \"t\"")) }
            else { emit(.tooManyArguments(p, expected: "one key")) }
            return nil
        }
        guard case .string(let key) = positional[0].value.kind else {
            if !isError(positional[0].value) { emit(.wrongArgument("'shortcut'", expected: "a one-character string", found: positional[0].value)) }
            return nil
        }
        guard key.count == 1 else {
            emit(.shortcutKeyLength(positional[0].value.span, key: key))
            return nil
        }
        var modifiers: [ShortcutModifier] = []
        var hasModifiers = false
        for a in p.arguments where a.label?.name == "modifiers" {
            hasModifiers = true
            for e in flattenList(a.value) {
                if let m: ShortcutModifier = option(e, property: "modifiers"), !modifiers.contains(m) { modifiers.append(m) }
            }
        }
        if !hasModifiers { modifiers = [.command] }
        return KeyboardShortcut(key: key, modifiers: modifiers)
    }

    // MARK: Validators

    func validator(_ e: Expr, for d: FieldDraft) -> ValidatorDraft? {
        guard let (name, args) = nameAndArguments(e, property: "validate", expected: "validators") else { return nil }
        guard CheckerVocabulary.validators.contains(name.name) else {
            emit(.unknownName(.unknownValidator, "validator", name, among: CheckerVocabulary.validators))
            return nil
        }
        // Applicability to the field type.
        let t = d.type
        let fits: Bool
        switch name.name {
        case "length", "pattern", "email", "url", "phone": fits = t.isText
        case "range": fits = t.isNumeric
        default: fits = true
        }
        if !fits {
            emit(.validatorNotApplicable(name, field: d.name, type: t))
            return nil
        }
        // Arguments: positional ones first, then message:.
        var message: String?
        var positional: [Argument] = []
        var ok = true
        for a in args {
            if let label = a.label {
                if label.name == "message" {
                    if case .string(let m) = a.value.kind { message = m }
                    else if !isError(a.value) { emit(.wrongArgument("'message:'", expected: "a string", found: a.value)); ok = false }
                } else {
                    emit(.unknownArgumentLabel(label, of: name.name, allowed: ["message"]))
                    ok = false
                }
            } else {
                positional.append(a)
            }
        }
        guard ok else { return nil }
        let needsValue = ["length", "pattern", "range", "equals"].contains(name.name)
        if needsValue && positional.count != 1 {
            if positional.isEmpty { emit(.validatorNeedsArgument(name, span: e.span)) }
            else { emit(.validatorTooManyArguments(name, span: positional[1].span)) }
            return nil
        }
        if !needsValue, let extra = positional.first {
            emit(.validatorTakesNoValue(name, span: extra.span))
            return nil
        }
        var v = ValidatorDraft(kind: .required, message: message, span: e.span, nameSpan: name.span)
        switch name.name {
        case "required": v.kind = .required
        case "email": v.kind = .email
        case "url": v.kind = .url
        case "phone": v.kind = .phone
        case "length":
            guard let (lo, hi) = lengthBounds(positional[0].value) else { return nil }
            v.kind = .length(min: lo, max: hi)
        case "range":
            let value = positional[0].value
            guard case .range(let lower, let upper, let halfOpen) = value.kind else {
                if !isError(value) { emit(.wrongArgument("'range'", expected: "a range such as 13...120", found: value)) }
                return nil
            }
            if lower == nil, upper == nil || halfOpen && upper == nil {
                emit(.wrongArgument("'range'", expected: "a range with at least one bound", found: value)); return nil
            }
            if halfOpen && upper == nil {
                emit(.halfOpenWithoutUpper(value.span)); return nil
            }
            var lo: String?, hi: String?
            if let lower { guard let b = numberBound(lower, for: d) else { return nil }; lo = b }
            if let upper { guard let b = numberBound(upper, for: d) else { return nil }; hi = b }
            v.lower = lo.flatMap(DecimalText.init)
            v.upper = hi.flatMap(DecimalText.init)
            if let l = v.lower, let u = v.upper {
                let c = DecimalText.compare(l, u)
                if c > 0 || (c == 0 && halfOpen) {
                    emit(.emptyRange(value.span, text: file.text(value.span))); return nil
                }
            }
            v.rangeText = file.text(value.span)
            v.kind = .range(min: lo.map { NumberBound(text: $0, inclusive: true) },
                            max: hi.map { NumberBound(text: $0, inclusive: !halfOpen) })
        case "pattern":
            let value = positional[0].value
            guard case .string(let pattern) = value.kind else {
                if !isError(value) { emit(.wrongArgument("'pattern'", expected: "a string", found: value)) }
                return nil
            }
            let analysis = PatternSyntax.analyze(pattern)
            for issue in analysis.errors {
                let span = file.sourceSpan(forValueRange: issue.offset..<(issue.offset + issue.length), inStringLiteral: value.span)
                emit(.invalidPattern(span, message: issue.message))
            }
            for issue in analysis.portabilityWarnings {
                let span = file.sourceSpan(forValueRange: issue.offset..<(issue.offset + issue.length), inStringLiteral: value.span)
                emit(.nonPortablePattern(span, message: issue.message))
            }
            if !analysis.errors.isEmpty { return nil }
            v.kind = .pattern(pattern)
            v.normalizedPattern = analysis.normalized
            v.anchoredPattern = analysis.anchored
        case "equals":
            let value = positional[0].value
            guard let target = identifier(value) else {
                if !isError(value) { emit(.wrongArgument("'equals'", expected: "a field name", found: value)) }
                return nil
            }
            v.kind = .equals(target.name)
            v.equalsTarget = target
        default:
            return nil
        }
        return v
    }

    /// Bounds of `length(...)`: a range of non-negative integers, or one integer for an exact
    /// length. `a..<b` becomes `a...(b-1)`.
    func lengthBounds(_ value: Expr) -> (Int?, Int?)? {
        func int(_ e: Expr) -> Int? {
            if case .integer(let t) = e.kind, let n = Int(t), n >= 0 { return n }
            if !isError(e) { emit(.wrongArgument("'length'", expected: "a non-negative integer", found: e)) }
            return nil
        }
        switch value.kind {
        case .integer:
            guard let n = int(value) else { return nil }
            if n == 0 { emit(.emptyRange(value.span, text: "0")); return nil }
            return (n, n)
        case .range(let lower, let upper, let halfOpen):
            if halfOpen && upper == nil { emit(.halfOpenWithoutUpper(value.span)); return nil }
            if lower == nil && upper == nil {
                emit(.wrongArgument("'length'", expected: "a range with at least one bound", found: value)); return nil
            }
            var lo: Int?, hi: Int?
            if let lower { guard let n = int(lower) else { return nil }; lo = n }
            if let upper {
                guard let n = int(upper) else { return nil }
                hi = halfOpen ? n - 1 : n
            }
            if let h = hi, h < (lo ?? 0) || (h == 0) {
                emit(.emptyRange(value.span, text: file.text(value.span))); return nil
            }
            return (lo == 0 ? nil : lo, hi)
        case .error:
            return nil
        default:
            emit(.wrongArgument("'length'", expected: "a range such as 3...20", found: value))
            return nil
        }
    }

    func resolveEquals(_ drafts: inout [FieldDraft], untyped: Set<String>) {
        let names = drafts.map(\.name)
        let index = Self.index(drafts)
        for i in drafts.indices {
            var kept: [ValidatorDraft] = []
            for v in drafts[i].validators {
                guard let target = v.equalsTarget else { kept.append(v); continue }
                if target.name == drafts[i].name {
                    emit(.equalsSelf(target, field: drafts[i].name)); continue
                }
                guard let other = index[target.name].map({ drafts[$0] }) else {
                    if !untyped.contains(target.name) {
                        emit(.equalsUnknownField(target, suggestion: Names.suggestion(for: target.name, among: names)))
                    }
                    continue
                }
                if other.type.swiftType != drafts[i].type.swiftType {
                    emit(.equalsTypeMismatch(target, field: drafts[i].name, type: drafts[i].type, otherType: other.type))
                    continue
                }
                kept.append(v)
            }
            drafts[i].validators = kept
        }
    }

    // MARK: Focus

    /// Position of each field by name. Lookups by name go through this rather than a search
    /// of the list, so a form's cost grows with its size, not with its size squared.
    static func index(_ drafts: [FieldDraft]) -> [String: Int] {
        var index: [String: Int] = [:]
        index.reserveCapacity(drafts.count)
        for (i, d) in drafts.enumerated() where index[d.name] == nil { index[d.name] = i }
        return index
    }

    /// Position of each field in the focus order.
    static func positions(_ focusOrder: [String]) -> [String: Int] {
        var positions: [String: Int] = [:]
        positions.reserveCapacity(focusOrder.count)
        for (i, name) in focusOrder.enumerated() where positions[name] == nil { positions[name] = i }
        return positions
    }

    func resolveFocusOrder(_ settings: FormSettings, drafts: [FieldDraft], untyped: Set<String>) -> [String] {
        guard let declared = settings.focus else {
            return drafts.filter(\.isFocusable).map(\.name)
        }
        var order: [String] = []
        var seen: [String: Span] = [:]
        let names = drafts.map(\.name)
        let index = Self.index(drafts)
        for id in declared {
            if let first = seen[id.name] { emit(.focusRepeatedField(id, first: first)); continue }
            seen[id.name] = id.span
            guard let d = index[id.name].map({ drafts[$0] }) else {
                if !untyped.contains(id.name) {
                    emit(.focusUnknownField(id, suggestion: Names.suggestion(for: id.name, among: names)))
                }
                continue
            }
            if d.disabled { emit(.disabledInFocusOrder(id)); continue }
            if d.type == .date { emit(.dateNotFocusable(id, property: "focus")); continue }
            order.append(id.name)
        }
        for d in drafts where d.isFocusable && seen[d.name] == nil {
            emit(.fieldMissingFromFocusOrder(d.decl.name, focusSpan: settings.focusSpan))
        }
        return order
    }

    func resolveInitialFocus(_ settings: FormSettings, drafts: [FieldDraft], untyped: Set<String>) -> String? {
        guard let id = settings.initialFocus else { return nil }
        guard let d = Self.index(drafts)[id.name].map({ drafts[$0] }) else {
            if !untyped.contains(id.name) {
                emit(.initialFocusUnknown(id, suggestion: Names.suggestion(for: id.name, among: drafts.map(\.name))))
            }
            return nil
        }
        if d.disabled || d.type == .date {
            emit(.initialFocusNotFocusable(id, disabled: d.disabled))
            return nil
        }
        return id.name
    }

    // MARK: Defaults

    func resolveDefaults(_ d: inout FieldDraft) {
        d.resolvedLabel = d.label ?? Names.label(fromFieldName: d.name)
        d.resolvedKeyboard = d.keyboard ?? Defaults.keyboard(type: d.type, contentType: d.contentTypeInfo,
                                                             validators: d.validators.map(\.kind),
                                                             allowNegative: d.allowNegative)
    }

    func makeModel(_ d: FieldDraft, settings: FormSettings, focusPosition: Int?, focusCount: Int, labels: [String: String]) -> FieldModel {
        let label = d.resolvedLabel
        let validators = d.validators.map { v -> Validator in
            Validator(kind: v.kind,
                      message: v.message ?? DefaultMessages.message(for: v.kind, label: label, labels: labels),
                      span: v.span, hasCustomMessage: v.message != nil,
                      normalizedPattern: v.normalizedPattern, anchoredPattern: v.anchoredPattern)
        }
        let quiet = Defaults.isQuietInput(d)
        var submitLabel = d.submitLabel
        if submitLabel == nil {
            submitLabel = Defaults.submitLabel(type: d.type, keyboard: d.resolvedKeyboard,
                                               focusPosition: focusPosition, focusCount: focusCount)
        }
        var maxLength = d.maxLength
        if maxLength == nil, d.type == .int { maxLength = Defaults.intMaxLength(range: d.rangeValidator) }
        return FieldModel(
            name: d.name,
            type: d.type,
            isOptional: d.optionalMark != nil,
            label: label,
            prompt: d.prompt,
            help: d.help,
            defaultValue: d.defaultValue,
            keyboard: d.resolvedKeyboard,
            contentType: d.contentType,
            autocapitalization: d.autocapitalization ?? (quiet ? .never : .sentences),
            autocorrectionDisabled: d.autocorrection.map { !$0 } ?? quiet,
            submitLabel: submitLabel,
            format: d.format,
            allowedCharacters: d.allowedCharacters,
            maxLength: maxLength,
            allowNegative: d.allowNegative,
            isDisabled: d.disabled,
            shortcut: d.shortcut,
            validators: validators,
            validateOn: d.validateOn ?? settings.validateOn ?? .blur,
            span: d.decl.span,
            sectionIndex: d.sectionIndex,
            hasExplicitKeyboard: d.keyboard != nil
        )
    }

    // MARK: Argument helpers

    func isError(_ e: Expr) -> Bool {
        if case .error = e.kind { return true }
        return false
    }

    func identifier(_ e: Expr) -> Identifier? {
        if case .identifier(let n) = e.kind { return Identifier(n, span: e.span) }
        return nil
    }

    func flattenList(_ e: Expr) -> [Expr] {
        if case .list(let items) = e.kind { return items }
        return [e]
    }

    /// Reports argument labels on a property that takes none.
    func rejectLabels(_ p: Property) -> Bool { checkLabels(p, allowed: []) }

    func checkLabels(_ p: Property, allowed: [String]) -> Bool {
        var ok = true
        for a in p.arguments {
            if let label = a.label, !allowed.contains(label.name) {
                emit(.unknownArgumentLabel(label, of: p.name.name, allowed: allowed))
                ok = false
            }
        }
        return ok
    }

    /// The one unlabelled argument of a property, or nil after reporting why not.
    func singleArgument(_ p: Property) -> Expr? {
        guard rejectLabels(p) else { return nil }
        if p.arguments.isEmpty { emit(.missingArgument(p, expected: nil)); return nil }
        if p.arguments.count > 1 { emit(.tooManyArguments(p, expected: "one value")); return nil }
        let e = p.arguments[0].value
        return isError(e) ? nil : e
    }

    func stringArgument(_ p: Property) -> (String, Span)? {
        guard let e = singleArgument(p) else { return nil }
        if case .string(let s) = e.kind { return (s, e.span) }
        emit(.wrongArgument("'\(p.name.name)'", expected: "a string", found: e))
        return nil
    }

    func identifierArgument(_ p: Property) -> Identifier? {
        guard let e = singleArgument(p) else { return nil }
        if let id = identifier(e) { return id }
        emit(.wrongArgument("'\(p.name.name)'", expected: "a name", found: e))
        return nil
    }

    func noArguments(_ p: Property) -> Bool {
        if let first = p.arguments.first {
            emit(.takesNoArguments(p, first: first.span))
            return false
        }
        return true
    }

    /// One of the cases of a string-backed option enum.
    func option<T: RawRepresentable & CaseIterable>(_ e: Expr, property: String) -> T? where T.RawValue == String {
        guard let id = identifier(e) else {
            if !isError(e) { emit(.wrongArgument("'\(property)'", expected: "a name", found: e)) }
            return nil
        }
        if let value = T(rawValue: id.name) { return value }
        emit(.unknownOption(id, property: property, options: T.allCases.map(\.rawValue)))
        return nil
    }
}

extension ValueType {
    var isCurrency: Bool {
        if case .currency = self { return true }
        return false
    }

    /// "int field", "text field".
    var fieldPhrase: String { "\(name) field" }
}
