/// Every name formc gives a meaning to, interned once.
///
/// The parser looks up each identifier it reads in `WordTable` and keeps the answer in the
/// syntax node, so the checker compares small numbers where it used to compare and hash text
/// (`label`, `emailAddress`, `numberPad`, ...). A name can mean several things at once: `URL`
/// is a keyboard and a content type, `date` a field type and a format, `next` a submit label
/// and a toolbar button. A `Word` is the index of one spelling; the table answers each of its
/// meanings. Names formc does not know (field names, typos) get `Word.none`.
public struct Word: Hashable, Sendable {
    public let rawValue: UInt16

    init(rawValue: UInt16) { self.rawValue = rawValue }

    /// A name formc gives no meaning to.
    public static let none = Word(rawValue: .max)

    /// Whether this is the "no word" marker rather than an interned word.
    public var isNone: Bool { rawValue == .max }
}

/// The grammar's own words and the argument labels and fixed values the checker reads. The
/// language's properties, field kinds, validators and formats are not here: they are declared
/// in the language table (`Language`), and the word table learns them from it.
enum Keyword: UInt8, CaseIterable, Sendable {
    // Declarations, and the start of a condition.
    case form, section, field, computed, when
    /// `repeat`: a repeating group (a Swift keyword, hence the case name).
    case repeatGroup
    // Argument labels.
    case action, message, fractionDigits, code, style, modifiers, label, step
    // Fixed values.
    case on, off, iOS
    /// A toggle's literals: `default true`.
    case trueValue, falseValue
    /// A date range's bound: `range(today...)`.
    case today

    /// How the keyword is written (the case name): a switch, so building the word table at
    /// start-up costs no reflection.
    var spelling: String {
        switch self {
        case .form: return "form"
        case .section: return "section"
        case .field: return "field"
        case .computed: return "computed"
        case .when: return "when"
        case .repeatGroup: return "repeat"
        case .action: return "action"
        case .message: return "message"
        case .fractionDigits: return "fractionDigits"
        case .code: return "code"
        case .style: return "style"
        case .modifiers: return "modifiers"
        case .label: return "label"
        case .step: return "step"
        case .on: return "on"
        case .off: return "off"
        case .iOS: return "iOS"
        case .trueValue: return "true"
        case .falseValue: return "false"
        case .today: return "today"
        }
    }
}

/// What one spelling means in each part of the vocabulary; nil where it means nothing.
struct WordMeanings: Sendable {
    var keyword: Keyword?
    var property: PropertyName?
    /// For a property: the places it may be written in, as bits by `PropertyPlace.index`,
    /// and the field kinds it applies to, copied from its row of the language table so the
    /// checker reads them with the word.
    var propertyPlaces: UInt8 = 0
    var propertyKinds = FieldKindSet([])
    var fieldKind: FieldKind?
    var validator: ValidatorName?
    var format: FormatName?
    var keyboard: KeyboardType?
    /// Index into `ContentTypes.all`.
    var contentType: Int16?
    var submitLabel: SubmitLabel?
    var autocapitalization: Autocapitalization?
    var toolbarItem: ToolbarItem?
    var scrollDismissMode: ScrollDismissMode?
    var validationTiming: ValidationTiming?
    var dateStyle: DateStyle?
    var shortcutModifier: ShortcutModifier?
    var pickerStyle: PickerStyle?
    var textFieldStyle: TextFieldStyle?
    var clearButton: ClearButtonMode?
}

/// The interned vocabulary: each spelling's `Word`, made once, on first use, from the
/// language table and the vocabulary's own lists, so a name added to `Language`,
/// `KeyboardType` or `ContentTypes.all` is known here without another edit.
final class WordTable: Sendable {
    static let shared = WordTable()

    /// Each spelling's word, keyed by the spelling's bytes, so the parser looks up a name
    /// where it is in the source, without making a `String` of it.
    private let words: [Key: Word]
    /// The longest spelling, in bytes: a longer identifier (most field names) is no word,
    /// without a look-up.
    private let longest: Int
    /// Each word's spelling.
    private let spellings: [String]
    /// Each word's meanings.
    let meanings: [WordMeanings]

    private init() {
        var words: [Key: Word] = [:]
        words.reserveCapacity(512)
        var spellings: [String] = []
        var meanings: [WordMeanings] = []
        /// Gives `spelling` a word, or finds the one it has, and updates its meanings.
        func add(_ spelling: String, _ update: (inout WordMeanings) -> Void) {
            let key = Key(bytes: ArraySlice(spelling.utf8))
            let word = words[key] ?? {
                precondition(meanings.count < Int(UInt16.max), "too many words for a UInt16")
                let word = Word(rawValue: UInt16(meanings.count))
                words[key] = word
                spellings.append(spelling)
                meanings.append(WordMeanings())
                return word
            }()
            update(&meanings[Int(word.rawValue)])
        }
        for k in Keyword.allCases { add(k.spelling) { $0.keyword = k } }
        for p in PropertySpec.all {
            add(p.spelling) {
                $0.property = p.name
                $0.propertyPlaces = p.places.reduce(0) { $0 | 1 << $1.index }
                $0.propertyKinds = p.appliesTo
            }
        }
        for k in FieldKindSpec.all { add(k.spelling) { $0.fieldKind = k.kind } }
        for v in ValidatorSpec.all { add(v.spelling) { $0.validator = v.name } }
        for f in FormatSpec.all { add(f.spelling) { $0.format = f.name } }
        for k in KeyboardType.allCases { add(k.name) { $0.keyboard = k } }
        // UIKit's deprecated names, which `KeyboardType.named` also accepts.
        for deprecated in KeyboardType.deprecatedNames { add(deprecated.name) { $0.keyboard = deprecated.replacement } }
        for (i, info) in ContentTypes.all.enumerated() { add(info.name) { $0.contentType = Int16(i) } }
        for s in SubmitLabel.allCases { add(s.rawValue) { $0.submitLabel = s } }
        for a in Autocapitalization.allCases { add(a.rawValue) { $0.autocapitalization = a } }
        for t in ToolbarItem.allCases { add(t.rawValue) { $0.toolbarItem = t } }
        for m in ScrollDismissMode.allCases { add(m.rawValue) { $0.scrollDismissMode = m } }
        for v in ValidationTiming.allCases { add(v.rawValue) { $0.validationTiming = v } }
        for d in DateStyle.allCases { add(d.rawValue) { $0.dateStyle = d } }
        for m in ShortcutModifier.allCases { add(m.rawValue) { $0.shortcutModifier = m } }
        for p in PickerStyle.allCases { add(p.rawValue) { $0.pickerStyle = p } }
        for s in TextFieldStyle.allCases { add(s.rawValue) { $0.textFieldStyle = s } }
        for m in ClearButtonMode.allCases { add(m.rawValue) { $0.clearButton = m } }
        self.words = words
        self.longest = spellings.map(\.utf8.count).max() ?? 0
        self.spellings = spellings
        self.meanings = meanings
    }

    /// The word spelt by `bytes`, or `Word.none`.
    func lookup(_ bytes: ArraySlice<UInt8>) -> Word {
        bytes.count <= longest ? words[Key(bytes: bytes)] ?? .none : .none
    }

    /// A spelling as a dictionary key, hashed by `WordTable.hash`: `ArraySlice`'s own hashing
    /// feeds `Hasher` one byte at a time, which made the look-up of every identifier, with the
    /// checker's `NameTable`, an eighth of `formc check` (bench/RESULTS.md).
    struct Key: Hashable {
        let bytes: ArraySlice<UInt8>

        func hash(into hasher: inout Hasher) {
            hasher.combine(WordTable.hash(bytes))
        }
    }

    /// FNV-1a of `bytes`: a multiply a byte, for names of a few bytes.
    static func hash<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> Int {
        var h: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in bytes { h = (h ^ UInt64(byte)) &* 0x100_0000_01B3 }
        return Int(truncatingIfNeeded: h ^ (h >> 32))
    }

    /// The word spelt by `spelling`, or `Word.none`.
    func lookup(_ spelling: String) -> Word {
        lookup(ArraySlice(spelling.utf8))
    }

    /// What `word` means; all nil for `Word.none`.
    func meaning(_ word: Word) -> WordMeanings {
        word.isNone ? WordMeanings() : meanings[Int(word.rawValue)]
    }

    /// The property `word` names, if any.
    func property(_ word: Word) -> PropertyName? {
        word.isNone ? nil : meanings[Int(word.rawValue)].property
    }

    func keyword(_ word: Word) -> Keyword? {
        word.isNone ? nil : meanings[Int(word.rawValue)].keyword
    }

    /// The spelling of `word` (for tests and messages).
    func spelling(_ word: Word) -> String {
        word.isNone ? "" : spellings[Int(word.rawValue)]
    }
}
