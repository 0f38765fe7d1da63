/// The regular expressions of the `email`, `url` and `phone` validators, as the JSON Schema
/// `pattern` keyword gets them.
///
/// These are the same strings, byte for byte, as `FormRuntime.Patterns.email`, `.url` and
/// `.phone`, which the generated app runs. FormDSL cannot import FormRuntime (the compiler
/// must not depend on the app's runtime), so the text is repeated here and the conformance
/// tests pin both copies to `Tests/Conformance/rules.json`: if either changes alone, a test
/// fails. docs/RUNTIME.md states what each one accepts.
enum ValidatorPatterns {
    /// One DNS label: letters, digits and inner hyphens, 1 to 63 characters.
    static let label = "[A-Za-z0-9](?:[A-Za-z0-9\\-]{0,61}[A-Za-z0-9])?"

    /// WHATWG HTML's "valid e-mail address", anchored.
    static let email = PatternSyntax.anchor(
        "[A-Za-z0-9.!#$%&'*+\\/=?^_`\\{\\|\\}~\\-]+@" + label + "(?:\\." + label + ")*"
    )

    /// An absolute `http`/`https` URL with a DNS-label host, optional port and path, anchored.
    static let url = PatternSyntax.anchor(
        "[Hh][Tt][Tt][Pp][Ss]?://" + label + "(?:\\." + label + ")*(?::[0-9]{1,5})?"
            + "(?:[\\/?#][^\\x00-\\x20\\x7F]*)?"
    )

    /// An optional `+`, then 7 to 15 digits with space, `(`, `)`, `.` or `-` around them, anchored.
    static let phone = PatternSyntax.anchor("\\+?(?:[ \\(\\).\\-]*[0-9]){7,15}[ \\(\\).\\-]*")

    /// The anchored pattern that accepts exactly the strings made of `allowedCharacters`
    /// (compared per code point, as `TextFilter` does), including the empty string.
    ///
    /// Every character goes into one bracket class; `\`, `]`, `[`, `^` and `-` are escaped,
    /// which means the same in ECMA-262, ICU and Python `re`. The result is run through
    /// `PatternSyntax` like any user pattern, so it is in the normalised form all engines share.
    static func allowedCharacters(_ characters: String) -> String {
        var seen = Set<Unicode.Scalar>()
        var members = ""
        for scalar in characters.unicodeScalars where seen.insert(scalar).inserted {
            switch scalar {
            case "\\", "]", "[", "^", "-": members.append("\\")
            default: break
            }
            members.unicodeScalars.append(scalar)
        }
        // `[]` matches nothing in ECMA-262 but does not compile in Python: an empty set of
        // characters allows only the empty string, which needs no class at all.
        let body = members.isEmpty ? "" : "[" + members + "]*"
        let analysis = PatternSyntax.analyze(body)
        return analysis.isUsable ? analysis.anchored : PatternSyntax.anchor(body)
    }
}
