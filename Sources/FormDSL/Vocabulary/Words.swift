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
    case form, section, field, when
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
        case .when: return "when"
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

/// The interned vocabulary: an open-addressing hash table from spellings (bytes) to `Word`s,
/// built once, on first use, from the language table and the vocabulary's own lists, so a
/// name added to `Language`, `KeyboardType` or `ContentTypes.all` is known here without
/// another edit.
final class WordTable: Sendable {
    static let shared = WordTable()

    /// Every spelling's bytes, end to end; `offsets[w]..<offsets[w + 1]` is word `w`.
    private let text: [UInt8]
    private let offsets: [Int]
    /// Slots of the hash table, each with what a look-up compares: an empty slot has length 0.
    private let slots: [Slot]
    private let mask: Int

    private struct Slot {
        var word: UInt16 = .max
        var length: UInt16 = 0
        var start: UInt32 = 0
    }
    /// The longest spelling, in bytes: a longer identifier is no word without a look-up.
    private let longest: Int
    let meanings: [WordMeanings]

    private init() {
        var table = Builder()
        for k in Keyword.allCases { table.add(k.spelling) { $0.keyword = k } }
        for p in PropertySpec.all {
            table.add(p.spelling) {
                $0.property = p.name
                $0.propertyPlaces = p.places.reduce(0) { $0 | 1 << $1.index }
                $0.propertyKinds = p.appliesTo
            }
        }
        for k in FieldKindSpec.all { table.add(k.spelling) { $0.fieldKind = k.kind } }
        for v in ValidatorSpec.all { table.add(v.spelling) { $0.validator = v.name } }
        for f in FormatSpec.all { table.add(f.spelling) { $0.format = f.name } }
        for k in KeyboardType.allCases { table.add(k.name) { $0.keyboard = k } }
        // UIKit's deprecated names, which `KeyboardType.named` also accepts.
        for deprecated in KeyboardType.deprecatedNames { table.add(deprecated.name) { $0.keyboard = deprecated.replacement } }
        for (i, info) in ContentTypes.all.enumerated() { table.add(info.name) { $0.contentType = Int16(i) } }
        for s in SubmitLabel.allCases { table.add(s.rawValue) { $0.submitLabel = s } }
        for a in Autocapitalization.allCases { table.add(a.rawValue) { $0.autocapitalization = a } }
        for t in ToolbarItem.allCases { table.add(t.rawValue) { $0.toolbarItem = t } }
        for m in ScrollDismissMode.allCases { table.add(m.rawValue) { $0.scrollDismissMode = m } }
        for v in ValidationTiming.allCases { table.add(v.rawValue) { $0.validationTiming = v } }
        for d in DateStyle.allCases { table.add(d.rawValue) { $0.dateStyle = d } }
        for m in ShortcutModifier.allCases { table.add(m.rawValue) { $0.shortcutModifier = m } }
        for p in PickerStyle.allCases { table.add(p.rawValue) { $0.pickerStyle = p } }
        for s in TextFieldStyle.allCases { table.add(s.rawValue) { $0.textFieldStyle = s } }
        for m in ClearButtonMode.allCases { table.add(m.rawValue) { $0.clearButton = m } }

        precondition(table.meanings.count < Int(UInt16.max), "too many words for a UInt16")
        // Eight bytes of padding, so a look-up may load eight bytes at any word's start.
        table.text.append(contentsOf: [0, 0, 0, 0, 0, 0, 0, 0])
        self.text = table.text
        self.offsets = table.offsets
        self.slots = table.slots
        self.mask = table.slots.count - 1
        self.longest = table.longest
        self.meanings = table.meanings
    }

    /// The table while it is filled: each spelling goes straight into the slots that look-ups
    /// probe, which grow to stay at most a quarter full, so building needs no other hash table.
    private struct Builder {
        var text: [UInt8] = []
        var offsets = [0]
        /// Room for 256 words before the slots grow.
        var slots = [Slot](repeating: Slot(), count: 1024)
        var longest = 0
        var meanings: [WordMeanings] = []

        init() {
            text.reserveCapacity(4096)
            offsets.reserveCapacity(257)
            meanings.reserveCapacity(256)
        }

        /// Gives `spelling` a word, or finds the one it has, and updates its meanings.
        mutating func add(_ spelling: String, _ update: (inout WordMeanings) -> Void) {
            var spelling = spelling
            let w = spelling.withUTF8 { intern($0) }
            update(&meanings[w])
        }

        private mutating func intern(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
            let mask = slots.count - 1
            var slot = WordTable.hash(bytes) & mask
            while slots[slot].length != 0 {
                let entry = slots[slot]
                if Int(entry.length) == bytes.count,
                   text.withUnsafeBufferPointer({ WordTable.equal($0, Int(entry.start), bytes) }) {
                    return Int(entry.word)
                }
                slot = (slot + 1) & mask
            }
            let w = meanings.count
            slots[slot] = Slot(word: UInt16(truncatingIfNeeded: w), length: UInt16(bytes.count), start: UInt32(text.count))
            text.append(contentsOf: bytes)
            offsets.append(text.count)
            meanings.append(WordMeanings())
            longest = max(longest, bytes.count)
            if meanings.count * 4 > slots.count { grow() }
            return w
        }

        /// Doubles the slots and puts every word back, in word order.
        private mutating func grow() {
            let capacity = slots.count * 2
            var grown = [Slot](repeating: Slot(), count: capacity)
            text.withUnsafeBufferPointer { text in
                for w in meanings.indices {
                    let start = offsets[w], count = offsets[w + 1] - start
                    var slot = WordTable.hash(UnsafeBufferPointer(rebasing: text[start..<start + count])) & (capacity - 1)
                    while grown[slot].length != 0 { slot = (slot + 1) & (capacity - 1) }
                    grown[slot] = Slot(word: UInt16(truncatingIfNeeded: w), length: UInt16(count), start: UInt32(start))
                }
            }
            slots = grown
        }
    }

    /// A hash of the first and last eight bytes and the length: two multiplies for any
    /// identifier, where a byte-by-byte hash made the look-up a tenth of parsing.
    @inline(__always)
    static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        let count = bytes.count
        var head: UInt64 = 0
        var tail: UInt64 = 0
        if count >= 8 {
            let base = UnsafeRawPointer(bytes.baseAddress!)
            head = base.loadUnaligned(as: UInt64.self)
            tail = base.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
        } else {
            for i in 0..<count { head |= UInt64(bytes[i]) << (8 * UInt64(i)) }
        }
        let h = (head &* 0x9E37_79B9_7F4A_7C15) ^ (tail &* 0xC2B2_AE3D_27D4_EB4F) ^ UInt64(count)
        return Int(truncatingIfNeeded: h ^ (h >> 29))
    }

    /// The word spelt by `bytes`, or `Word.none`.
    func lookup(_ bytes: UnsafeBufferPointer<UInt8>) -> Word {
        let count = bytes.count
        guard count > 0, count <= longest else { return .none }
        var slot = Self.hash(bytes) & mask
        return text.withUnsafeBufferPointer { text in
            slots.withUnsafeBufferPointer { slots in
                while true {
                    let entry = slots[slot]
                    if entry.length == 0 { return .none }
                    if Int(entry.length) == count, Self.equal(text, Int(entry.start), bytes) { return Word(rawValue: entry.word) }
                    slot = (slot + 1) & mask
                }
            }
        }
    }

    /// Whether `text[start...]` begins with `bytes`, eight bytes at a time.
    @inline(__always)
    fileprivate static func equal(_ text: UnsafeBufferPointer<UInt8>, _ start: Int, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let count = bytes.count
        var k = 0
        if count >= 8 {
            let a = UnsafeRawPointer(text.baseAddress! + start)
            let b = UnsafeRawPointer(bytes.baseAddress!)
            while k + 8 <= count {
                if a.loadUnaligned(fromByteOffset: k, as: UInt64.self) != b.loadUnaligned(fromByteOffset: k, as: UInt64.self) { return false }
                k += 8
            }
            // The last eight bytes, overlapping what was compared.
            return k == count || a.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self) == b.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
        }
        while k < count {
            if text[start + k] != bytes[k] { return false }
            k += 1
        }
        return true
    }

    /// The word spelt by the bytes of `span` in `source`: `lookup(_:)`, but for a name of
    /// fewer than eight bytes with eight bytes of source from its start, one masked load is
    /// its hash key and its comparison.
    @inline(__always)
    func lookup(_ span: Span, in source: UnsafeBufferPointer<UInt8>) -> Word {
        let count = span.length
        guard count > 0, count < 8, span.start + 8 <= source.count else {
            return lookup(UnsafeBufferPointer(rebasing: source[span.start..<span.end]))
        }
        let keep: UInt64 = (1 << (8 * UInt64(count))) &- 1
        let head = UnsafeRawPointer(source.baseAddress! + span.start).loadUnaligned(as: UInt64.self) & keep
        let h = (head &* 0x9E37_79B9_7F4A_7C15) ^ UInt64(count)
        var slot = Int(truncatingIfNeeded: h ^ (h >> 29)) & mask
        return text.withUnsafeBufferPointer { text in
            slots.withUnsafeBufferPointer { slots in
                while true {
                    let entry = slots[slot]
                    if entry.length == 0 { return .none }
                    if Int(entry.length) == count,
                       UnsafeRawPointer(text.baseAddress! + Int(entry.start)).loadUnaligned(as: UInt64.self) & keep == head {
                        return Word(rawValue: entry.word)
                    }
                    slot = (slot + 1) & mask
                }
            }
        }
    }

    /// The word spelt by `spelling`, or `Word.none`.
    func lookup(_ spelling: String) -> Word {
        var spelling = spelling
        return spelling.withUTF8 { lookup($0) }
    }

    /// What `word` means; all nil for `Word.none`.
    @inline(__always)
    func meaning(_ word: Word) -> WordMeanings {
        word.isNone ? WordMeanings() : meanings[Int(word.rawValue)]
    }

    /// The property `word` names, if any.
    @inline(__always)
    func property(_ word: Word) -> PropertyName? {
        word.isNone ? nil : meanings[Int(word.rawValue)].property
    }

    static let nearField: UInt8 = 1
    static let nearSection: UInt8 = 2

    /// Which of `field` and `section` `word` is near (`Spelling.isNear`), as bits
    /// (`nearField`, `nearSection`). Worked out on each call: the parser asks it through a
    /// `NearKeywords`, which keeps each word's answer.
    func nearKeywords(_ word: Word) -> UInt8 {
        guard !word.isNone else { return 0 }
        let spelling = spelling(word)
        // No spelling is near a keyword whose length differs by more than three.
        func near(_ keyword: Keyword) -> Bool {
            abs(spelling.utf8.count - keyword.spelling.utf8.count) <= 3 && Spelling.isNear(spelling, keyword.spelling)
        }
        return (near(.field) ? Self.nearField : 0) | (near(.section) ? Self.nearSection : 0)
    }

    @inline(__always)
    func keyword(_ word: Word) -> Keyword? {
        word.isNone ? nil : meanings[Int(word.rawValue)].keyword
    }

    /// The spelling of `word` (for tests and messages).
    func spelling(_ word: Word) -> String {
        guard !word.isNone else { return "" }
        return String(decoding: text[offsets[Int(word.rawValue)]..<offsets[Int(word.rawValue) + 1]], as: UTF8.self)
    }
}

/// `WordTable.nearKeywords`, worked out the first time a word is asked about and kept: the
/// parser asks it of the name that starts each property line, so a file pays for each
/// distinct word once, and a run pays nothing for the words it never meets. One parser owns
/// one, so the answers need no lock.
struct NearKeywords {
    private static let unknown: UInt8 = 0xFF
    private var known: [UInt8]

    init(_ words: WordTable) {
        known = [UInt8](repeating: Self.unknown, count: words.meanings.count)
    }

    /// The `WordTable.nearField` and `nearSection` bits of `word`, a word of `words`.
    mutating func bits(_ word: Word, in words: WordTable) -> UInt8 {
        guard !word.isNone else { return 0 }
        let w = Int(word.rawValue)
        if known[w] == Self.unknown { known[w] = words.nearKeywords(word) }
        return known[w]
    }
}
