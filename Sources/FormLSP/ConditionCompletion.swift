import FormDSL

/// One completion item of a condition or an option value: what completion offers where
/// `formc check` would accept it, and nothing where it would not.
struct Suggestion: Equatable {
    var label: String
    var kind: Int
    var detail: String
    /// The text inserted, when it differs from the label (`"US"` for the option `US`).
    var insertText: String?
}

/// What a condition may say next, read from the tokens after `when` and the fields of the
/// form as written:
/// - where an operand starts (after `when`, `(`, `!`, `&&`, `||`): the fields the condition
///   may read, never the field itself, a field of the section the condition belongs to, or a
///   field whose visibility already reads this one (FC0405); in a row of a repeating group,
///   the row's own fields and the form's fields outside any group, and outside a group only
///   the latter (a row field read outside its row is FC0430);
/// - after `==` or `!=`: a choice's option values (FC0412), `today` after a date field; no
///   field names (two fields cannot be compared, FC0407);
/// - after `<`, `<=`, `>`, `>=`: `today` after a date field;
/// - after any comparison on a number field: a number, `0`, for the person to write over (a
///   number field compares only with a literal, FC0407);
/// - after a complete operand: the operators that fit it, then `&&` and `||`.
struct ConditionCompletion {
    let fields: [FieldDecl]
    /// The field whose property holds the condition, if any.
    let owner: FieldDecl?
    /// The section whose property holds the condition, if any.
    let section: SectionDecl?
    /// `visible when` (cycles matter) rather than `required when`.
    let isVisibility: Bool
    /// The repeating group each field belongs to, by name (a field outside any group is not in it).
    let groups: [String: String]
    /// The repeating group whose row the condition is in, if any.
    let group: String?

    init(form: FormDecl, owner: FieldDecl?, section: SectionDecl?, group: String?, isVisibility: Bool) {
        self.init(fields: SyntaxWalk.fields(of: form), groups: SyntaxWalk.groups(of: form), owner: owner, section: section,
                  group: group, isVisibility: isVisibility)
    }

    /// `fields`: every field of the form, in source order; `groups`: the repeating group of
    /// each field in one (`SyntaxWalk.groups(of:)`); `group`: the group around the condition.
    init(fields: [FieldDecl], groups: [String: String], owner: FieldDecl?, section: SectionDecl?, group: String?, isVisibility: Bool) {
        self.fields = fields
        self.groups = groups
        self.owner = owner
        self.section = section
        self.group = group
        self.isVisibility = isVisibility
    }

    /// Whether the condition (or `equals`) may read the field named `name` where it is: a
    /// field outside any group everywhere, a row's field only in its own row (FC0430).
    func mayRead(_ name: String) -> Bool {
        guard let own = groups[name] else { return true }
        return own == group
    }

    /// Whether the condition has a field it may read (`operands()` not empty).
    var hasOperand: Bool { !operands().isEmpty }

    /// What the field named `name` holds, from its kind's row of the language table.
    func value(of name: String) -> ValueCategory? {
        guard let kind = fields.first(where: { $0.name.name == name })?.type?.name.name else { return nil }
        return Language.fieldKinds.first { $0.spelling == kind }?.value
    }

    /// A `choice` or `choices` field's option values, as written: the first argument of each
    /// property whose row declares an option.
    static func options(of field: FieldDecl) -> [String] {
        field.properties.compactMap { property in
            guard case .option? = Language.property(spelled: property.name.name)?.argument,
                  case .string(let value)? = property.arguments.first?.value.kind else { return nil }
            return value
        }
    }

    func options(ofField name: String) -> [String] {
        fields.first { $0.name.name == name }.map(Self.options) ?? []
    }

    /// Suggestions after `tail`, the tokens after `when`.
    func suggestions(after tail: [(kind: TokenKind, text: String)]) -> [Suggestion] {
        guard let last = tail.last else { return operands() }
        let before = tail.count >= 2 ? tail[tail.count - 2] : nil
        switch last.kind {
        case .leftParen, .bang, .ampAmp, .pipePipe:
            return operands()
        case .equalEqual, .bangEqual:
            guard let before, before.kind == .identifier, let value = value(of: before.text) else { return [] }
            switch value {
            case .option: return options(ofField: before.text).map(Self.quoted)
            case .date: return [Self.today]
            case .integer, .fraction: return [Self.number]
            case .text, .boolean, .optionSet: return []
            }
        case .less, .lessEqual, .greater, .greaterEqual:
            guard let before, before.kind == .identifier, let value = value(of: before.text) else { return [] }
            switch value {
            case .date: return [Self.today]
            case .integer, .fraction: return [Self.number]
            case .text, .option, .boolean, .optionSet: return []
            }
        case .identifier:
            let comparing = before.map { [.equalEqual, .bangEqual, .less, .lessEqual, .greater, .greaterEqual].contains($0.kind) } ?? false
            if !comparing, let value = value(of: last.text) {
                return Self.comparisons(for: value) + Self.joiners
            }
            return Self.joiners
        case .string, .integer, .decimal, .rightParen:
            return Self.joiners
        default:
            return []
        }
    }

    /// The fields an operand may name.
    private func operands() -> [Suggestion] {
        var excluded: Set<String> = []
        if let owner { excluded.insert(owner.name.name) }
        if let section {
            SyntaxWalk.visit(section.members) { if case .field(let field) = $0 { excluded.insert(field.name.name) } }
        }
        if isVisibility, let owner { excluded.formUnion(dependents(of: owner.name.name)) }
        // A section's condition may not read what its fields decide either, through a
        // computed value (FC0423).
        if isVisibility, let section {
            SyntaxWalk.visit(section.members) { if case .field(let field) = $0 { excluded.formUnion(dependents(of: field.name.name)) } }
        }
        return fields.filter { !excluded.contains($0.name.name) && mayRead($0.name.name) }
            .map { Suggestion(label: $0.name.name, kind: CompletionKind.field, detail: "field", insertText: nil) }
    }

    /// The fields whose `visible when` reads `name`, directly or through another field, and
    /// the computed values whose expression does.
    private func dependents(of name: String) -> Set<String> {
        var reads: [String: Set<String>] = [:]
        for field in fields {
            if let expression = field.expression {
                reads[field.name.name, default: []].formUnion(Self.names(of: expression))
            }
            for property in field.properties where Language.property(spelled: property.name.name)?.name == .visible {
                reads[field.name.name, default: []].formUnion(Self.names(in: property))
            }
        }
        var found: Set<String> = []
        var frontier = [name]
        while let target = frontier.popLast() {
            for (field, names) in reads where names.contains(target) && !found.contains(field) {
                found.insert(field)
                frontier.append(field)
            }
        }
        return found
    }

    private static func names(in property: Property) -> Set<String> {
        property.arguments.reduce(into: Set<String>()) { $0.formUnion(names(of: $1.value)) }
    }

    /// The names an expression reads.
    private static func names(of expression: Expr) -> Set<String> {
        var names: Set<String> = []
        var stack = [expression]
        while let expr = stack.popLast() {
            switch expr.kind {
            case .identifier(let name): names.insert(name)
            case .when(let condition), .not(let condition), .negate(let condition): stack.append(condition)
            case .conditional(let c, let a, let b): stack += [c, a, b]
            case .binary(_, let lhs, let rhs): stack += [lhs, rhs]
            case .call(_, let arguments): stack += arguments.map(\.value)
            case .list(let items), .phrase(let items): stack += items
            case .range(let lower, let upper, _): stack += [lower, upper].compactMap { $0 }
            case .string, .integer, .decimal, .error: break
            }
        }
        return names
    }

    static let today = Suggestion(label: "today", kind: CompletionKind.keyword, detail: "day", insertText: nil)

    /// A number for the person to write over: a number field compares with a literal only.
    static let number = Suggestion(label: "0", kind: CompletionKind.value, detail: "number", insertText: nil)

    static func quoted(_ value: String) -> Suggestion {
        Suggestion(label: value, kind: CompletionKind.enumMember, detail: "option", insertText: quote(value))
    }

    /// `value` as a `.form` string literal.
    static func quote(_ value: String) -> String { FormLiteral.quoted(value) }

    private static func op(_ text: String) -> Suggestion {
        Suggestion(label: text, kind: CompletionKind.operator, detail: "operator", insertText: nil)
    }

    static let joiners = [op("&&"), op("||")]

    /// The comparisons a field takes: a toggle and a `choices` field are tested by name alone
    /// (FC0411, FC0394), text and a choice by `==` and `!=` (FC0403), numbers and days by
    /// every comparison.
    static func comparisons(for value: ValueCategory) -> [Suggestion] {
        switch value {
        case .boolean, .optionSet: return []
        case .text, .option: return [op("=="), op("!=")]
        case .integer, .fraction, .date: return ["==", "!=", "<", "<=", ">", ">="].map(op)
        }
    }
}
