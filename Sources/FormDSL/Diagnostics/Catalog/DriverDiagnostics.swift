// The driver (FC09xx): an input that cannot be read.

extension DiagnosticCode {
    /// The codes this file declares; `allCases` is made of such lists.
    static let driver: [DiagnosticCode] = [
        .cannotReadFile
    ]
}

extension DiagnosticCode {
    // Its message is `CheckReport.unreadableMessage`, below; the parser refuses a source of
    // 4 GiB or more with its own.
    public static let cannotReadFile = DiagnosticCode("FC0901", .error, "Cannot read file", example: false, #"""
        An input named on the command line cannot be opened or read (missing, a directory given as a file, no permission, or larger than 64 MiB, as `/dev/zero` or an endless pipe would be; a program that uses the FormDSL library directly can pass more, up to the 4 GiB that source positions can address). It is printed as `path: error: cannot read file: reason [FC0901]` and makes the exit status 1.
        """#)
}

extension CheckReport {
    /// The message of an FC0901 diagnostic, the same in every format.
    public static func unreadableMessage(_ reason: String) -> String {
        "cannot read file: \(reason)"
    }
}
