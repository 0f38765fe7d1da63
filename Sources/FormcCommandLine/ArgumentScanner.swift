import FormDSL

/// Reads one command's arguments as every formc command reads them, so that the commands agree
/// on one grammar: a word that does not start with `-`, a lone `-` (standard input) and every
/// word after `--` are operands; an option is `--name value` or `--name=value`; a flag given a
/// value (`--strict=yes`) is refused rather than read as the flag; an unknown option is refused
/// with the nearest known name.
struct ArgumentScanner {
    /// The operands read so far, in order: files, directories and `-`.
    private(set) var operands: [String] = []
    /// A usage error in the arguments themselves, said as the message to show; once set,
    /// `nextOption` returns nil.
    private(set) var problem: String?

    private let arguments: [String]
    private var index = 0
    private var onlyOperands = false
    /// The option last read, and the value written after its `=`, until `value()` takes it.
    private var option = ""
    private var inlineValue: String?

    init(_ arguments: [String]) {
        self.arguments = arguments
    }

    /// The name of the next option (`--emit`, `-o`, without an `=value` written with it),
    /// collecting the operands before it; nil after the last word or at a `problem`.
    mutating func nextOption() -> String? {
        if inlineValue != nil {
            // The option before took no value, so its `=value` was not read.
            inlineValue = nil
            problem = "'\(option)' takes no value"
        }
        guard problem == nil else { return nil }
        while index < arguments.count {
            let word = arguments[index]
            index += 1
            if onlyOperands || word == "-" || !word.hasPrefix("-") {
                operands.append(word)
                continue
            }
            if word == "--" {
                onlyOperands = true
                continue
            }
            option = word
            if word.hasPrefix("--"), let equals = word.firstIndex(of: "=") {
                option = String(word[..<equals])
                inlineValue = String(word[word.index(after: equals)...])
            }
            return option
        }
        return nil
    }

    /// The value of the option just read: what follows its `=`, else the next word, whatever it
    /// is (`-o -` names standard output's file `-` as written); nil when there is none.
    mutating func value() -> String? {
        if let inlineValue {
            self.inlineValue = nil
            return inlineValue
        }
        guard index < arguments.count else { return nil }
        index += 1
        return arguments[index - 1]
    }

    /// The message for an option the command does not know, with the nearest of `known`.
    func unknown(_ name: String, known: [String]) -> String {
        var message = "unknown option '\(name)'"
        if let near = Spelling.suggest(name, from: known) { message += "; did you mean '\(near)'?" }
        return message
    }
}
