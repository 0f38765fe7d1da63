/// The limits of the numbers a field takes: what the app, the JSON Schema and every reader of
/// a number agree on. The checker, its messages and the emitters all read them here.
enum NumberLimits {
    /// The digits of Int.max and Int.min: the most an int field's maxLength may be (FC0204).
    static let maximumIntDigits = 19
    /// The digits `Decimal` holds exactly: FormRuntime's limit for every number field that is
    /// not an int, whatever its maxLength.
    static let maximumDecimalDigits = 38
    /// The significant digits every reader of a number holds exactly: a decimal number with at
    /// most 15 (C's `DBL_DIG`) reads as the binary64 `Double` whose shortest text is that same
    /// number, and two of them compare alike as decimals and as `Double`s. What a number field
    /// takes without `maxLength`, so that the app, an exact JSON Schema validator and one that
    /// reads numbers as doubles (JavaScript's `JSON.parse`) judge and submit the same value.
    static let exactDigits = 15
    /// The largest integer a `Double` and every integer below it hold exactly: 2^53 - 1, the
    /// limit of JavaScript's `Number.isSafeInteger`.
    static let largestExactInteger = "9007199254740991"
}
