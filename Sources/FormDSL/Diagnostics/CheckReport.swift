/// Everything one `formc check` run found, input by input, in the order the inputs were
/// checked (operands in command-line order, each directory's files sorted). The machine
/// formats (JSON, SARIF, GitHub workflow commands) render this whole report at once.
public struct CheckReport: Sendable {
    /// One operand of the run: a file that was compiled, or one that could not be read.
    public enum Input: Sendable {
        /// A file that was read and compiled, with its diagnostics in output order.
        case checked(FileDiagnostics)
        /// An input that could not be read: FC0901, with the operating system's reason.
        case unreadable(path: String, reason: String)
    }

    public var inputs: [Input]

    public init(inputs: [Input] = []) {
        self.inputs = inputs
    }

    /// Adds the next input, in the order the run checked them.
    public mutating func append(_ input: Input) {
        inputs.append(input)
    }

    /// How many diagnostics of `severity` the report holds; an unreadable file is an error.
    public func count(_ severity: Severity) -> Int {
        inputs.reduce(0) { total, input in
            switch input {
            case .checked(let file): return total + file.diagnostics.filter { $0.severity == severity }.count
            case .unreadable: return total + (severity == .error ? 1 : 0)
            }
        }
    }
}

/// Turns the paths formc was given into the forms CI systems want: relative to a base
/// directory (the working directory) where possible, `file://` URIs otherwise.
///
/// Purely lexical: `.` and `..` are resolved on the text, symbolic links are not followed,
/// so the result depends only on the path and the base, never on the file system.
public struct ReportPaths: Sendable {
    /// An absolute directory, normally the working directory; nil leaves paths as given.
    public var base: String?

    public init(base: String?) {
        self.base = base.map { Self.normalized($0) }
    }

    /// The path relative to `base` when it lies inside it (`Forms/Login.form`), else the
    /// normalised path as given (absolute, or relative with leading `..`).
    public func relative(_ path: String) -> String {
        guard let base, base.hasPrefix("/") else { return Self.normalized(path) }
        let absolute = Self.normalized(path.hasPrefix("/") ? path : base + "/" + path)
        if base == "/" { return String(absolute.dropFirst()) }
        if absolute.hasPrefix(base + "/") { return String(absolute.dropFirst(base.count + 1)) }
        return path.hasPrefix("/") ? absolute : Self.normalized(path)
    }

    /// Whether `relative(path)` is relative to `base` (rather than absolute or escaping it).
    public func isInsideBase(_ path: String) -> Bool {
        let r = relative(path)
        return !r.hasPrefix("/") && r != ".." && !r.hasPrefix("../")
    }

    /// A URI reference for SARIF's `artifactLocation.uri`: a relative reference (to be read
    /// against `%SRCROOT%`, the base) for paths inside the base, an absolute `file://` URI
    /// otherwise. Every byte outside RFC 3986's unreserved set and `/` is percent-encoded,
    /// so spaces, `#`, `%`, `:` and non-ASCII names survive any URI parser.
    public func uri(_ path: String) -> (uri: String, relativeToBase: Bool) {
        if isInsideBase(path) {
            return (Self.percentEncoded(relative(path)), true)
        }
        let absolute: String
        if path.hasPrefix("/") {
            absolute = Self.normalized(path)
        } else if let base, base.hasPrefix("/") {
            absolute = Self.normalized(base + "/" + path)
        } else {
            // No absolute base to resolve against: the best is a relative reference as given.
            return (Self.percentEncoded(Self.normalized(path)), false)
        }
        return ("file://" + Self.percentEncoded(absolute), false)
    }

    /// Removes empty and `.` segments and resolves `..` against the segment before it.
    /// Leading `..` of a relative path are kept; `..` above `/` stays at `/`.
    public static func normalized(_ path: String) -> String {
        let isAbsolute = path.hasPrefix("/")
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == ".." {
                if let last = parts.last, last != ".." {
                    parts.removeLast()
                } else if !isAbsolute {
                    parts.append(part)
                }
                continue
            }
            parts.append(part)
        }
        let joined = parts.joined(separator: "/")
        if isAbsolute { return "/" + joined }
        return joined.isEmpty ? "." : joined
    }

    static func percentEncoded(_ path: String) -> String {
        let hex = Array("0123456789ABCDEF".utf8)
        var out: [UInt8] = []
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
                out.append(byte)
            default:
                out.append(UInt8(ascii: "%"))
                out.append(hex[Int(byte >> 4)])
                out.append(hex[Int(byte & 0xF)])
            }
        }
        return String(decoding: out, as: UTF8.self)
    }
}
