/// Readable names for the ASCII bytes the lexer and source model look at, as swift-syntax does,
/// so the scanning code reads as prose rather than as numbers.
extension UInt8 {
    static let tab: UInt8 = 0x09
    static let lineFeed: UInt8 = 0x0A
    static let verticalTab: UInt8 = 0x0B
    static let formFeed: UInt8 = 0x0C
    static let carriageReturn: UInt8 = 0x0D
    static let space: UInt8 = 0x20
    static let bang: UInt8 = 0x21            // !
    static let quote: UInt8 = 0x22           // "
    static let hash: UInt8 = 0x23            // #
    static let ampersand: UInt8 = 0x26       // &
    static let apostrophe: UInt8 = 0x27      // '
    static let leftParen: UInt8 = 0x28       // (
    static let rightParen: UInt8 = 0x29      // )
    static let star: UInt8 = 0x2A            // *
    static let plus: UInt8 = 0x2B            // +
    static let comma: UInt8 = 0x2C           // ,
    static let minus: UInt8 = 0x2D           // -
    static let dot: UInt8 = 0x2E             // .
    static let slash: UInt8 = 0x2F           // /
    static let zero: UInt8 = 0x30            // 0
    static let nine: UInt8 = 0x39            // 9
    static let colon: UInt8 = 0x3A           // :
    static let semicolon: UInt8 = 0x3B       // ;
    static let lessThan: UInt8 = 0x3C        // <
    static let equals: UInt8 = 0x3D          // =
    static let greaterThan: UInt8 = 0x3E     // >
    static let question: UInt8 = 0x3F        // ?
    static let upperA: UInt8 = 0x41          // A
    static let upperF: UInt8 = 0x46          // F
    static let upperZ: UInt8 = 0x5A          // Z
    static let leftBracket: UInt8 = 0x5B     // [
    static let backslash: UInt8 = 0x5C       // \
    static let rightBracket: UInt8 = 0x5D    // ]
    static let underscore: UInt8 = 0x5F      // _
    static let backtick: UInt8 = 0x60        // `
    static let lowerA: UInt8 = 0x61          // a
    static let lowerF: UInt8 = 0x66          // f
    static let lowerN: UInt8 = 0x6E          // n
    static let lowerR: UInt8 = 0x72          // r
    static let lowerT: UInt8 = 0x74          // t
    static let lowerU: UInt8 = 0x75          // u
    static let lowerZ: UInt8 = 0x7A          // z
    static let leftBrace: UInt8 = 0x7B       // {
    static let pipe: UInt8 = 0x7C            // |
    static let rightBrace: UInt8 = 0x7D      // }
    static let dollar: UInt8 = 0x24          // $
    static let caret: UInt8 = 0x5E           // ^
    static let tilde: UInt8 = 0x7E           // ~

    var isASCIIDigit: Bool { self >= .zero && self <= .nine }
    var isASCIILetter: Bool { (self >= .lowerA && self <= .lowerZ) || (self >= .upperA && self <= .upperZ) }
    var isIdentifierStart: Bool { isASCIILetter || self == .underscore }
    var isIdentifierContinue: Bool { isIdentifierStart || isASCIIDigit }
    var isHexDigit: Bool {
        isASCIIDigit || (self >= .lowerA && self <= .lowerF) || (self >= .upperA && self <= .upperF)
    }
    var hexValue: UInt32 {
        if isASCIIDigit { return UInt32(self - .zero) }
        if self >= .lowerA && self <= .lowerF { return UInt32(self - .lowerA + 10) }
        return UInt32(self - .upperA + 10)
    }
}
