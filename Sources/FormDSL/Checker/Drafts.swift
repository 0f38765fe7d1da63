/// The checker's working state: what a form and its fields say, before defaults are filled in.

/// A validator as written, before its default message is known.
struct ValidatorDraft {
    var kind: ValidatorKind
    var message: String?
    var span: Span
    var nameSpan: Span
    /// For `equals`: where the other field is named, and (once resolved) its draft's index.
    var equalsTarget: Span?
    var equalsDraft: Int?
    var lower: DecimalText?
    var upper: DecimalText?
    var rangeText: String?
    var normalizedPattern: String?
    var anchoredPattern: String?

    static let requiredBit: UInt8 = 1
    static let lengthBit: UInt8 = 2
    static let patternBit: UInt8 = 4
    static let rangeBit: UInt8 = 8
    static let emailBit: UInt8 = 16
    static let urlBit: UInt8 = 32
    static let phoneBit: UInt8 = 64
    static let equalsBit: UInt8 = 128

    static func bit(_ kind: ValidatorKind) -> UInt8 {
        switch kind {
        case .required: return requiredBit
        case .length: return lengthBit
        case .pattern: return patternBit
        case .range: return rangeBit
        case .email: return emailBit
        case .url: return urlBit
        case .phone: return phoneBit
        case .equals: return equalsBit
        }
    }

    init(kind: ValidatorKind, message: String?, span: Span, nameSpan: Span) {
        self.kind = kind
        self.message = message
        self.span = span
        self.nameSpan = nameSpan
    }
}

/// A field as written: explicit values with their spans. Defaults are filled in later.
///
/// A class: a draft is filled in by one pass and read by the next half-dozen, and as a struct
/// of some forty properties each pass copied it (and retained every string in it). No pass
/// keeps a copy to change on its own.
final class FieldDraft {
    /// The field's node.
    let node: Int
    let name: String
    let nameSpan: Span
    let span: Span
    let type: ValueType
    /// The type's node, for FC0206.
    let typeNode: Int
    let optionalMark: Span?
    let sectionIndex: Int

    init(node: Int, name: String, nameSpan: Span, span: Span, type: ValueType, typeNode: Int,
         optionalMark: Span?, sectionIndex: Int) {
        self.node = node
        self.name = name
        self.nameSpan = nameSpan
        self.span = span
        self.type = type
        self.typeNode = typeNode
        self.optionalMark = optionalMark
        self.sectionIndex = sectionIndex
    }

    var identifier: Identifier { Identifier(name, span: nameSpan) }

    var label: String?
    var labelSpan: Span?
    var prompt: String?
    var help: String?
    var defaultValue: LiteralValue?
    var defaultSpan: Span?
    var keyboard: KeyboardType?
    var keyboardSpan: Span?
    var contentType: ContentType?
    /// Index into `ContentTypes.all` of a known content type.
    var contentTypeIndex: Int?
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
    private(set) var validators: [ValidatorDraft] = []
    /// Where each validator is first written, for FC0334.
    var writtenValidators = ValidatorSet()
    var validateOn: ValidationTiming?

    /// Filled in by the checker's later passes.
    var resolvedKeyboard: KeyboardType = .default
    var resolvedLabel: String = ""
    /// Position in the form's focus order, if the field is in it.
    var focusPosition: Int?

    var contentTypeInfo: ContentTypeInfo? {
        if case .known(let info)? = contentType { return info }
        return nil
    }
    var isFocusable: Bool { !disabled && type != .date }

    /// Which kinds of validator `validators` holds, as bits (`ValidatorDraft.bit`), and where
    /// the first of some kinds is: the pitfalls ask for each field, and searching the list
    /// copied each validator it passed.
    private(set) var validatorKinds: UInt8 = 0
    private var firstRequired: Int?
    private var firstLength: Int?
    private var firstRange: Int?

    func addValidator(_ v: ValidatorDraft) {
        validators.append(v)
        noteValidator(at: validators.count - 1)
    }

    /// Replaces the validators (cross-field rules drop some).
    func setValidators(_ list: [ValidatorDraft]) {
        validators = list
        validatorKinds = 0
        firstRequired = nil
        firstLength = nil
        firstRange = nil
        for i in validators.indices { noteValidator(at: i) }
    }

    private func noteValidator(at i: Int) {
        let bit = ValidatorDraft.bit(validators[i].kind)
        if validatorKinds & bit == 0 {
            switch validators[i].kind {
            case .required: firstRequired = i
            case .length: firstLength = i
            case .range: firstRange = i
            default: break
            }
        }
        validatorKinds |= bit
    }

    func has(_ bit: UInt8) -> Bool { validatorKinds & bit != 0 }
    var hasEmail: Bool { has(ValidatorDraft.emailBit) }
    var hasURL: Bool { has(ValidatorDraft.urlBit) }
    var hasPattern: Bool { has(ValidatorDraft.patternBit) }
    var hasPhone: Bool { has(ValidatorDraft.phoneBit) }
    var hasEquals: Bool { has(ValidatorDraft.equalsBit) }
    var requiredValidator: ValidatorDraft? { firstRequired.map { validators[$0] } }
    var lengthValidator: ValidatorDraft? { firstLength.map { validators[$0] } }
    var rangeValidator: ValidatorDraft? { firstRange.map { validators[$0] } }

    /// Email or URL input, by keyboard, content type or validator (FC0208).
    var isEmailOrURL: Bool {
        if resolvedKeyboard == .emailAddress || resolvedKeyboard == .URL { return true }
        if let index = contentTypeIndex, ContentTypeTraits.all[index].isEmailOrURL { return true }
        return hasEmail || hasURL
    }
}

/// Finds a field's validators already written, for FC0334: a field may check several
/// patterns or match several fields, but not one twice, and every other validator once.
///
/// A field has a handful, searched in order; past that (a generated field may list thousands
/// of patterns) a dictionary keeps the check linear.
struct ValidatorSet {
    private var index: [Key: Span]?

    struct Key: Hashable {
        /// The validator's name.
        var kind: String
        /// The pattern or the other field's name; empty for the rest.
        var detail: String
    }

    static func key(_ kind: ValidatorKind) -> Key {
        switch kind {
        case .pattern(let body): return Key(kind: "pattern", detail: body)
        case .equals(let other): return Key(kind: "equals", detail: other)
        default: return Key(kind: kind.name, detail: "")
        }
    }

    /// Where a validator equal to `kind` was first written among `written`, the validators
    /// accepted so far.
    func first(_ kind: ValidatorKind, among written: [ValidatorDraft]) -> Span? {
        let key = Self.key(kind)
        if let index { return index[key] }
        for v in written where Self.key(v.kind) == key { return v.nameSpan }
        return nil
    }

    /// Records that `written` (which now ends with a validator of `kind`) grew.
    mutating func added(_ kind: ValidatorKind, to written: [ValidatorDraft]) {
        if index != nil {
            index![Self.key(kind)] = written[written.count - 1].nameSpan
        } else if written.count > 16 {
            var table: [Key: Span] = [:]
            for v in written where table[Self.key(v.kind)] == nil { table[Self.key(v.kind)] = v.nameSpan }
            index = table
        }
    }
}

/// Form-level settings as written.
struct FormSettings {
    var title: String?
    var platform = PlatformVersion.minimum
    var platformSpan: Span?
    /// The identifier nodes of the `focus` list.
    var focus: [Int]?
    var focusSpan: Span?
    /// The identifier node of `initialFocus`.
    var initialFocus: Int?
    var submitLabel: String?
    var submitAction: String?
    var toolbar: [ToolbarItem] = []
    var scroll: ScrollDismissMode?
    var validateOn: ValidationTiming?
}

/// Keywords met in one block, as bits: properties are checked for repeats on every line.
struct KeywordSet {
    private var low: UInt64 = 0
    private var high: UInt64 = 0

    func contains(_ k: Keyword) -> Bool {
        let bit = Int(k.rawValue)
        return bit < 64 ? low & (1 << bit) != 0 : high & (1 << (bit - 64)) != 0
    }

    mutating func insert(_ k: Keyword) {
        let bit = Int(k.rawValue)
        if bit < 64 { low |= 1 << bit } else { high |= 1 << (bit - 64) }
    }
}

/// Names written in a form (its fields, or the names of a `focus` list), by their bytes, each
/// with a number: an open-addressing table over spans of the source, so finding a name costs a
/// hash of its bytes and no `String`.
struct NameTable {
    private var slots: [Int32]
    private var spans: [Span] = []
    private var values: [Int] = []
    private var mask: Int

    init(capacity: Int) {
        var size = 16
        while size < capacity * 2 { size *= 2 }
        slots = [Int32](repeating: -1, count: size)
        mask = size - 1
        spans.reserveCapacity(capacity)
        values.reserveCapacity(capacity)
    }

    private static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var h: UInt64 = 14_695_981_039_346_656_037
        for b in bytes { h = (h ^ UInt64(b)) &* 1_099_511_628_211 }
        return Int(truncatingIfNeeded: h)
    }

    private static func same(_ a: Span, _ b: Span, _ source: UnsafeBufferPointer<UInt8>) -> Bool {
        guard a.length == b.length else { return false }
        var i = 0
        while i < a.length, source[a.start + i] == source[b.start + i] { i += 1 }
        return i == a.length
    }

    /// The entry whose name is spelt like the source text of `span`.
    func find(_ span: Span, in source: UnsafeBufferPointer<UInt8>) -> Int? {
        var slot = Self.hash(UnsafeBufferPointer(rebasing: source[span.start..<span.end])) & mask
        while true {
            let entry = slots[slot]
            if entry < 0 { return nil }
            if Self.same(spans[Int(entry)], span, source) { return Int(entry) }
            slot = (slot + 1) & mask
        }
    }

    /// Adds a name not in the table yet; returns its entry.
    @discardableResult
    mutating func insert(_ span: Span, value: Int, in source: UnsafeBufferPointer<UInt8>) -> Int {
        if spans.count * 2 >= slots.count { grow(source) }
        var slot = Self.hash(UnsafeBufferPointer(rebasing: source[span.start..<span.end])) & mask
        while slots[slot] >= 0 { slot = (slot + 1) & mask }
        slots[slot] = Int32(spans.count)
        spans.append(span)
        values.append(value)
        return spans.count - 1
    }

    private mutating func grow(_ source: UnsafeBufferPointer<UInt8>) {
        let size = slots.count * 2
        slots = [Int32](repeating: -1, count: size)
        mask = size - 1
        for (entry, span) in spans.enumerated() {
            var slot = Self.hash(UnsafeBufferPointer(rebasing: source[span.start..<span.end])) & mask
            while slots[slot] >= 0 { slot = (slot + 1) & mask }
            slots[slot] = Int32(entry)
        }
    }

    /// Where the entry's name was first written.
    func span(_ entry: Int) -> Span { spans[entry] }
    func value(_ entry: Int) -> Int { values[entry] }
}

extension ValueType {
    var isCurrency: Bool {
        if case .currency = self { return true }
        return false
    }

    /// "int field", "text field".
    var fieldPhrase: String { "\(name) field" }
}
