import FormDSL

/// What completion and hover say about the language's names, read from FormDSL's language
/// table (`Language`). The values a property takes come from its row's argument
/// (`Language.vocabulary(ofProperty:)`), so this file knows no property by name.
enum EditorVocabulary {
    struct Word {
        var name: String
        var doc: String
    }
}

extension EditorVocabulary {
    /// The field kind `field` declares, from the language table.
    static func kind(of field: FieldDecl) -> FieldKindSpec? {
        field.type.flatMap { type in Language.fieldKinds.first { $0.spelling == type.name.name } }
    }

    /// The control `field` is shown as: the one a property presents (`stepper`), else its
    /// kind's.
    static func control(of field: FieldDecl) -> Control? {
        for property in field.properties {
            if let presented = Language.property(spelled: property.name.name)?.presents { return presented }
        }
        return kind(of: field)?.control
    }

    /// The fields `form`'s text declares, and the ones its focus order and initial focus name,
    /// read token by token rather than from the syntax tree: while a person types, the parser
    /// may read a declaration into the one above it (`field phone:` at the end of a line takes
    /// the next line's first word as its type), and what was written there still counts.
    static func scan(_ form: FormDecl, in file: SourceFile) -> (fields: Set<String>, focus: Set<String>) {
        var lexer = Lexer(bytes: Array(file.bytes[form.span.start..<min(form.span.end, file.bytes.count)]))
        var sink = DiagnosticSink()
        var fields: Set<String> = []
        var focus: Set<String> = []
        var statement: [String] = []
        func end() {
            guard let first = statement.first else { return }
            if first == "field", statement.count > 1 { fields.insert(statement[1]) }
            switch Language.property(spelled: first)?.argument {
            case .fieldName?, .fieldNames?: focus.formUnion(statement.dropFirst())
            case .none?, .string?, .literal?, .integer?, .platformVersion?, .submit?, .shortcut?, .option?, .lengthRange?,
                 .numberRange?, .lineRange?, .step?, .oneOf?, .listOf?, .condition?, .validators?, .format?, nil:
                break
            }
            statement = []
        }
        var continues = false
        while true {
            let token = lexer.next(&sink)
            if token.kind == .endOfFile { break }
            if token.startsLine && !continues { end() }
            if [.semicolon, .leftBrace, .rightBrace].contains(token.kind) {
                end()
            } else if token.kind == .identifier {
                statement.append(file.text(Span(form.span.start + token.span.start, form.span.start + token.span.end)))
            }
            continues = token.kind == .comma
        }
        end()
        return (fields, focus)
    }

    /// Whether `field`'s `validate` lists `validator`.
    static func validates(_ field: FieldDecl, with validator: ValidatorName) -> Bool {
        field.properties.contains { property in
            guard case .validators? = Language.property(spelled: property.name.name)?.argument else { return false }
            return property.arguments.contains { argument in
                switch argument.value.kind {
                case .identifier(let name): return name == validator.spec.spelling
                case .call(let callee, _): return callee.name == validator.spec.spelling
                case .string, .integer, .decimal, .range, .list, .phrase, .not, .binary, .when, .negate, .conditional, .error:
                    return false
                }
            }
        }
    }

    /// The iOS version a form targets: its `platform` as written, else formc's lowest.
    static func platform(of form: FormDecl, in file: SourceFile) -> PlatformVersion {
        for case .property(let property) in form.members {
            guard case .platformVersion? = Language.property(spelled: property.name.name)?.argument else { continue }
            let text = file.text(Span(property.name.span.end, property.span.end))
            let digits = text.drop { !$0.isNumber }.prefix { $0.isNumber || $0 == "." }.split(separator: ".").compactMap { Int($0) }
            if let major = digits.first { return PlatformVersion(major, digits.count > 1 ? digits[1] : 0) }
        }
        return PlatformVersion.minimum
    }

    /// The properties that may be written in `place`, from the language table; in a field's
    /// body only those that apply to its kind (`keyboard` fits `int`, not `date`) and its
    /// control (no `keyboard` on a stepper), each once (no second `label`).
    static func properties(of place: CursorContext.Place, field: FieldDecl?, written: Set<String> = []) -> [Word] {
        let fieldKind = field?.type?.name.name
        let control = field.flatMap(Self.control(of:))
        return properties(of: place, fieldKind: fieldKind)
            .filter { word in
                guard let spec = Language.property(spelled: word.name) else { return true }
                // A computed value takes only what it shows, checks and submits (FC0427).
                if field?.isComputed == true, !spec.places.contains(.computed) { return false }
                if let control, spec.isIgnored(by: control) { return false }
                // A stepper or slider always shows a number, between the ends of a closed range:
                // not on an optional field (FC0388), nor on one without `range` (FC0386).
                if spec.presents != nil, let field {
                    if field.type?.isOptional == true { return false }
                    if !validates(field, with: .range) { return false }
                }
                if case .option = spec.argument { return true }
                return !written.contains(word.name)
            }
    }

    /// The properties that may be written in `place`, from the language table; in a field's
    /// body only those that apply to its kind (`keyboard` fits `int`, not `date`).
    static func properties(of place: CursorContext.Place, fieldKind: String?) -> [Word] {
        let languagePlace: PropertyPlace
        switch place {
        case .form: languagePlace = .form
        case .section: languagePlace = .section
        case .repeatGroup: languagePlace = .repeatGroup
        case .field: languagePlace = .field
        case .topLevel, .fieldHeader: return []
        }
        let kind = fieldKind.flatMap { name in FieldKind.allCases.first { $0.spec.spelling == name } }
        return Language.properties
            .filter { $0.places.contains(languagePlace) }
            .filter { spec in languagePlace != .field || kind.map { spec.appliesTo.contains($0) } ?? true }
            .map { Word(name: $0.spelling, doc: $0.doc) }
    }

    /// The doc of the property spelt `name`, from the language table.
    static func propertyDoc(_ name: String) -> String? {
        Language.property(spelled: name)?.doc
    }

    /// The values property `property` takes, each with its doc, deprecated ones left out;
    /// nil for a property whose argument is not a word from a fixed list.
    static func values(ofProperty property: String) -> [Word]? {
        Language.vocabulary(ofProperty: property).map { words in
            words.filter { !$0.isDeprecated }.map { Word(name: $0.spelling, doc: $0.doc) }
        }
    }

    /// The words a labelled argument takes: `modifiers:` after `shortcut`, `style:` inside
    /// `date(...)`; nil for any other label.
    static func values(ofArgument label: String, call: String?, property: String?) -> [Word]? {
        if label == "modifiers", call == nil, case .shortcut? = property.flatMap(Language.property(spelled:))?.argument {
            return ShortcutModifier.allCases.map { Word(name: $0.rawValue, doc: $0.doc) }
        }
        if label == "style", call == FormatName.date.spec.spelling {
            return DateStyle.allCases.map { Word(name: $0.rawValue, doc: $0.doc) }
        }
        return nil
    }

    /// The doc of `value` written after `property`, deprecated words included.
    static func doc(of value: String, property: String) -> String? {
        Language.vocabulary(ofProperty: property)?.first { $0.spelling == value }?.doc
    }

    /// The field types, for the header of a field.
    static var fieldTypes: [Word] { Language.fieldKinds.map { Word(name: $0.spelling, doc: $0.doc) } }

    /// The validators, for `validate`: on a field of a known kind, those that apply to it.
    static func validators(fieldKind: String?) -> [Word] {
        let kind = fieldKind.flatMap { name in FieldKind.allCases.first { $0.spec.spelling == name } }
        return Language.validators
            .filter { spec in kind.map { spec.appliesTo.contains($0) } ?? true }
            .map { Word(name: $0.spelling, doc: $0.doc) }
    }

    /// The validator spelt `name`, from the language table.
    static func validator(spelled name: String) -> ValidatorSpec? {
        Language.validators.first { $0.spelling == name }
    }

    /// The display formats, for `format`: on a field of a known kind, those that apply to it.
    static func formats(fieldKind: String?) -> [Word] {
        let kind = fieldKind.flatMap { name in FieldKind.allCases.first { $0.spec.spelling == name } }
        return Language.formats
            .filter { spec in kind.map { spec.appliesTo.contains($0) } ?? true }
            .map { Word(name: $0.spelling, doc: $0.doc) }
    }
}
