/// Which characters a pattern cannot do without, asked of the keys a number pad has (FC0237):
/// a pattern that every value it matches needs a character the field's keyboard cannot type
/// (`^(0[1-9]|1[0-2])/[0-9]{2}$` on `numberPad`) accepts only pasted text on an iPhone.
///
/// Decided on the pattern's syntax (`PatternNode`), and only where the answer is sure: a
/// character is required when every way through the pattern matches it, so an optional part,
/// an alternative without it, a repetition that may be empty, a lookaround, a backreference or
/// a property escape (whose set formc does not know) requires nothing.

/// A character the pattern requires, as written in the pattern.
struct RequiredCharacter {
    /// The characters that may stand there, none of which the keyboard has.
    var set: PatternCharacterSet
    /// Where the atom is written, in UTF-8 bytes of the pattern.
    var source: Range<Int>
    /// Whether another alternative of the pattern requires another character instead.
    var isOneOfSeveral: Bool
}

extension PatternNode {
    /// A character every match of this node must hold and `keys` lacks, or nil when some match
    /// (the empty one included) may hold only characters from `keys`, or formc cannot tell.
    /// The recursion follows the tree, whose groups are nested `PatternSyntax.maximumGroupDepth`
    /// levels at most.
    func requiredCharacter(outside keys: PatternCharacterSet) -> RequiredCharacter? {
        switch self {
        case .character(let set, let source, _):
            guard let set, !set.ranges.isEmpty, !set.intersects(keys) else { return nil }
            return RequiredCharacter(set: set, source: source, isOneOfSeveral: false)
        case .sequence(let children):
            for child in children {
                if let required = child.requiredCharacter(outside: keys) { return required }
            }
            return nil
        case .alternation(let alternatives):
            var first: RequiredCharacter?
            for alternative in alternatives {
                guard let required = alternative.requiredCharacter(outside: keys) else { return nil }
                if first == nil { first = required }
            }
            first?.isOneOfSeveral = alternatives.count > 1
            return first
        case .group(let inner):
            return inner.requiredCharacter(outside: keys)
        case let .repetition(atom, minimum, _, _, _):
            return minimum == 0 ? nil : atom.requiredCharacter(outside: keys)
        case .opaque:
            return nil
        }
    }
}

extension PatternCharacterSet {
    /// The first character of the set that reads well in a message: printable if it has one
    /// (`[^0-9]` holds U+0000 first, which says nothing).
    var example: UInt32? {
        for range in ranges where range.upperBound >= 0x21 {
            let first = max(range.lowerBound, 0x21)
            if !(0x7F...0xA0).contains(first) { return first }
            if range.upperBound > 0xA0 { return 0xA1 }
        }
        return ranges.first?.lowerBound
    }

    /// Whether the set is one character.
    var single: UInt32? {
        ranges.count == 1 && ranges[0].lowerBound == ranges[0].upperBound ? ranges[0].lowerBound : nil
    }

    /// The decimal digits of the scripts a number pad shows, by locale (`0-9`, `٠-٩`, `۰-۹`,
    /// `०-९`, ...): a number pad types its locale's own.
    static let padDigits = PatternCharacterSet([
        CodePointRange(0x30, 0x39), CodePointRange(0x660, 0x669), CodePointRange(0x6F0, 0x6F9), CodePointRange(0x7C0, 0x7C9),
        CodePointRange(0x966, 0x96F), CodePointRange(0x9E6, 0x9EF), CodePointRange(0xA66, 0xA6F), CodePointRange(0xAE6, 0xAEF),
        CodePointRange(0xB66, 0xB6F), CodePointRange(0xBE6, 0xBEF), CodePointRange(0xC66, 0xC6F), CodePointRange(0xCE6, 0xCEF),
        CodePointRange(0xD66, 0xD6F), CodePointRange(0xE50, 0xE59), CodePointRange(0xED0, 0xED9), CodePointRange(0xF20, 0xF29),
        CodePointRange(0x1040, 0x1049), CodePointRange(0x17E0, 0x17E9), CodePointRange(0x1810, 0x1819), CodePointRange(0xFF10, 0xFF19),
    ])

    /// The characters a keyboard without letters types, or nil for a keyboard with letter
    /// keys (its other layers hold every character a pattern names). `decimalPad` shows the
    /// locale's separator, `.` or `,`: both count, since either may be the one. `phonePad`
    /// types `+`, `*` and `#`, and `,` and `;` for a phone number's pause and wait.
    static func keys(of keyboard: KeyboardType) -> PatternCharacterSet? {
        func with(_ extra: String) -> PatternCharacterSet {
            PatternCharacterSet(padDigits.ranges + extra.unicodeScalars.map { CodePointRange($0.value, $0.value) })
        }
        switch keyboard {
        case .numberPad: return padDigits
        case .asciiCapableNumberPad: return PatternCharacterSet([CodePointRange(0x30, 0x39)])
        case .decimalPad: return with(".,")
        case .phonePad: return with("+*#,;")
        case .default, .asciiCapable, .numbersAndPunctuation, .URL, .namePhonePad, .emailAddress, .twitter, .webSearch:
            return nil
        }
    }
}
