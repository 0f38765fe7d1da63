/// The parse stage's output: a file's syntax tree and what the lexer and parser reported.
public struct ParsedFile: Sendable {
    /// The tree, with the forms and fields a syntax error broke marked (`SyntaxNode.broken`).
    public var tree: SyntaxTree
    /// Syntax diagnostics, before `formc:ignore` comments are applied.
    public var diagnostics: [Diagnostic]

    /// The source the tree was parsed from.
    public var file: SourceFile { tree.file }
    /// Whether the parser reported an error: the tree then has broken parts, which the
    /// checker leaves out.
    public var hasErrors: Bool { diagnostics.hasErrors }
}

/// The compiler's stages as values, each taking the previous one's output:
/// `parse` (bytes → `ParsedFile`), `check` (syntax tree → `CheckedFile`) and `emit`
/// (`CheckedFile` and a target → bytes). `Compiler` runs them in order, and applies the
/// `formc:ignore` comments and output limits to the diagnostics of both.
public enum Stages {
    /// Parses a whole file. The parser knows the grammar only: what names mean is the
    /// checker's business.
    public static func parse(_ file: SourceFile, errorLimit: Int = 100) -> ParsedFile {
        let (tree, diagnostics) = Parser.parseTree(file, errorLimit: errorLimit)
        return ParsedFile(tree: tree, diagnostics: diagnostics)
    }

    /// Checks what parsed: every name resolved, every default filled in, the broken parts of
    /// the tree left out. The models are of the forms that are whole (no broken part), and
    /// are for emitting only when neither stage reported an error. Without `buildsModels`
    /// only the diagnostics are made (`formc check`).
    public static func check(_ tree: SyntaxTree, errorLimit: Int = 100, buildsModels: Bool = true) -> CheckedFile {
        Checker.check(tree, errorLimit: errorLimit, buildsModels: buildsModels).0
    }

    /// What one target makes of a checked file (as standard output, or `-o FILE`, gets it).
    /// `source` names the output; `schemaOptions` set the JSON Schema's `$id`s.
    public static func emit(_ checked: CheckedFile, target: OutputTarget, source: SourceFile,
                            schemaOptions: JSONSchemaEmitter.Options = .init()) -> [UInt8] {
        Generator.singleBytes(for: checked, source: source, target: target, schemaOptions: schemaOptions)
    }
}
