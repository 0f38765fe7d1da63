import Foundation

/// The regular expressions of the `email`, `url` and `phone` rules, and whole-value matching.
///
/// Each constant is a complete, anchored pattern written in the subset of syntax that means the
/// same in ICU (`NSRegularExpression`, used here) and ECMA-262 (JSON Schema `pattern`, HTML
/// `pattern`, JavaScript), with or without the `u` flag: ASCII classes spelled out (no `\d`,
/// `\w`, `\s` or `\b`, which differ between the engines), no flags, no lookbehind, no
/// backreferences. The JSON Schema emitter emits these strings byte for byte, so the app and
/// any validator of the submitted JSON accept exactly the same values.
public enum Patterns {
    /// Anchors a pattern body so that it must match the whole value: `^(?:BODY)$(?![\s\S])`.
    ///
    /// JSON Schema `pattern` searches (it is not implicitly anchored), and in ICU `$` also
    /// matches before a final line terminator, so `^...$` alone would accept `"abc\n"` in the
    /// app but not in JavaScript. The trailing `(?![\s\S])` ("no character follows") closes
    /// that gap in both engines. Emitters anchor user `pattern(...)` rules with this function.
    public static func anchored(_ body: String) -> String {
        "^(?:" + body + ")$(?![\\s\\S])"
    }

    /// One DNS label: letters, digits and inner hyphens, 1 to 63 characters.
    static let label = "[A-Za-z0-9](?:[A-Za-z0-9\\-]{0,61}[A-Za-z0-9])?"

    /// A valid e-mail address as HTML defines it for `<input type=email>` (WHATWG HTML,
    /// "valid e-mail address"), so the web form built from the same `.form` agrees:
    /// a local part of ASCII letters, digits and ``.!#$%&'*+/=?^_`{|}~-``, an `@`, then one or
    /// more dot-separated DNS labels. A dot in the domain is not required (`a@localhost` is
    /// valid, as in HTML); international (non-ASCII) addresses are not accepted.
    public static let email = anchored(
        "[A-Za-z0-9.!#$%&'*+\\/=?^_`\\{\\|\\}~\\-]+@" + label + "(?:\\." + label + ")*"
    )

    /// An absolute `http` or `https` URL: the scheme (any case), `://`, a host of
    /// dot-separated DNS labels, an optional port of 1 to 5 digits, then optionally a path,
    /// query or fragment starting with `/`, `?` or `#` and containing no spaces or control
    /// characters (U+0000 to U+0020, U+007F). User info and bracketed IPv6 hosts are not
    /// accepted; dotted IPv4 addresses are (they are valid labels).
    public static let url = anchored(
        "[Hh][Tt][Tt][Pp][Ss]?://" + label + "(?:\\." + label + ")*(?::[0-9]{1,5})?"
            + "(?:[\\/?#][^\\x00-\\x20\\x7F]*)?"
    )

    /// A phone number as people type it: an optional leading `+`, then 7 to 15 digits (the
    /// E.164 maximum) with any of space, `(`, `)`, `.` and `-` before, between or after them.
    /// Letters, extensions and a `+` elsewhere are rejected.
    public static let phone = anchored("\\+?(?:[ \\(\\).\\-]*[0-9]){7,15}[ \\(\\).\\-]*")

    /// Whether `pattern` finds a match anywhere in `text`: JSON Schema's `pattern` semantics.
    /// Pass an anchored pattern (see `anchored`) for whole-value matching. A pattern that does
    /// not compile matches nothing, so a broken rule fails closed rather than accepting anything.
    public static func matches(_ text: String, pattern: String) -> Bool {
        guard let regex = RegexCache.shared.regex(for: pattern) else { return false }
        let range = NSRange(text.startIndex..<text.endIndex, in: text)
        return regex.firstMatch(in: text, options: [], range: range) != nil
    }

    /// Whether `pattern` compiles as an `NSRegularExpression` (ICU syntax).
    public static func isValid(_ pattern: String) -> Bool {
        RegexCache.shared.regex(for: pattern) != nil
    }
}

/// Compiled regular expressions by pattern text, compiled once per process.
///
/// Keyed by code points, not by `String`: a `String` key would treat a pattern with
/// precomposed `é` and one with `e` + U+0301 as the same key and hand out whichever was
/// compiled first, though the two match different texts.
///
/// `@unchecked Sendable` is sound: the dictionary is only touched under `lock`, and
/// `NSRegularExpression` is immutable and documented as safe to use from several threads.
/// `NSLock` rather than `Mutex` because generated code must run on iOS 15.
final class RegexCache: @unchecked Sendable {
    static let shared = RegexCache()

    private let lock = NSLock()
    /// Compiled patterns; `nil` records a pattern that failed to compile.
    private var compiled: [ExactText: NSRegularExpression?] = [:]

    func regex(for pattern: String) -> NSRegularExpression? {
        let key = ExactText(pattern)
        lock.lock()
        defer { lock.unlock() }
        if let cached = compiled[key] { return cached }
        let regex = try? NSRegularExpression(pattern: pattern, options: [])
        compiled[key] = .some(regex)
        return regex
    }
}
