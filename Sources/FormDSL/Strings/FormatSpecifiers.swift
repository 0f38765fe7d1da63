/// The arguments a template takes, as FormRuntime's `FormStrings.format` reads them: `%@`
/// in order, or positional `%1$@`, `%2$@`, ...; `%%` is a percent sign.
public enum FormatSpecifiers {
    /// How many arguments `template` takes, or why it cannot be filled: another specifier
    /// (`%d`, a lone `%`), `%@` mixed with positional ones, or positions with a gap.
    public static func arguments(_ template: String) -> Result<Int, Problem> {
        let scalars = Array(template.unicodeScalars)
        var plain = 0
        var positions: [Int] = []
        var i = 0
        while i < scalars.count {
            guard scalars[i] == "%" else { i += 1; continue }
            guard i + 1 < scalars.count else { return .failure(Problem("a lone '%' at the end; write '%%' for a percent sign")) }
            if scalars[i + 1] == "%" { i += 2; continue }
            if scalars[i + 1] == "@" { plain += 1; i += 2; continue }
            var j = i + 1
            var n = 0
            while j < scalars.count, j - i <= 3, scalars[j].value >= 0x30 && scalars[j].value <= 0x39 {
                n = n * 10 + Int(scalars[j].value - 0x30)
                j += 1
            }
            guard j > i + 1, n >= 1, j + 1 < scalars.count, scalars[j] == "$", scalars[j + 1] == "@" else {
                let end = min(scalars.count, i + 2)
                var text = ""
                text.unicodeScalars.append(contentsOf: scalars[i..<end])
                return .failure(Problem("'\(text)' is not '%@' or a positional '%1$@'; write '%%' for a percent sign"))
            }
            positions.append(n)
            i = j + 2
        }
        if positions.isEmpty { return .success(plain) }
        guard plain == 0 else { return .failure(Problem("'%@' and positional specifiers are mixed")) }
        let set = Set(positions)
        guard set == Set(1...set.count) else {
            return .failure(Problem("the positions \(set.sorted().map { "%\($0)$@" }.joined(separator: ", ")) leave a gap"))
        }
        return .success(set.count)
    }

    /// Why a template's specifiers cannot be filled.
    public struct Problem: Error, Sendable, Hashable {
        /// For the diagnostic.
        public var message: String
        init(_ message: String) { self.message = message }
    }
}
