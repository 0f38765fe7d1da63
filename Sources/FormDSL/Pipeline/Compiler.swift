/// The compiler pipeline: the stages of `Stages` with a value at each boundary,
/// bytes → `ParsedFile` (parse) → `CheckedFile` (check) → bytes (emit).
///
/// The CLI, the tests and the build plugin all go through here, so every entry point reports
/// the same diagnostics in the same order.
public struct CompilationResult: Sendable {
    public var file: SourceFile
    /// The flat syntax tree of the whole file.
    public var tree: SyntaxTree
    /// The checked model; nil when the file has errors, so no emitter ever sees a broken form.
    public var model: CheckedFile?
    /// Every diagnostic, suppressions applied, in source order.
    public var diagnostics: [Diagnostic]

    /// The nested view of `tree`, made on request.
    public var syntax: SourceFileSyntax { tree.materialize() }

    /// Whether any diagnostic is an error (then `model` is nil).
    public var hasErrors: Bool { diagnostics.hasErrors }
}

/// The compiler's entry points for tools: `compile` keeps everything, `check` the model,
/// `diagnose` the diagnostics alone. Each runs the stages of `Stages` and applies
/// `formc:ignore` comments and the diagnostic limits.
public enum Compiler {
    /// Parses only: syntax tree and syntax diagnostics.
    public static func parse(_ file: SourceFile) -> (SourceFileSyntax, [Diagnostic]) {
        Parser.parse(file)
    }

    /// Parses and checks one file.
    ///
    /// Output stays short whatever the input: each stage stops reporting after `errorLimit`
    /// errors, and at most `warningLimit` warnings are kept (counted after `formc:ignore`
    /// comments, in source order); either cut ends the list with one FC0104 note.
    public static func compile(_ file: SourceFile, errorLimit: Int = 100, warningLimit: Int = 100) -> CompilationResult {
        compile(file, errorLimit: errorLimit, warningLimit: warningLimit, parallelism: .default)
    }

    /// `compile` with a choice of when to check the file in parts side by side.
    public static func compile(_ file: SourceFile, errorLimit: Int = 100, warningLimit: Int = 100,
                               parallelism: Parallelism) -> CompilationResult {
        if case .joined(let pass) = parallelPass(file, errorLimit: errorLimit, keepTree: true, keepModels: true,
                                                 parallelism: parallelism) {
            let (model, diagnostics) = pass.result(file, warningLimit: warningLimit)
            let tree = SyntaxTree(file: file, nodes: pass.nodes, forms: pass.forms, comments: pass.comments)
            return CompilationResult(file: file, tree: tree, model: model, diagnostics: diagnostics)
        }
        return staged(file, errorLimit: errorLimit, warningLimit: warningLimit)
    }

    /// The pipeline as its stages run one after the other: parse the whole file
    /// (`Stages.parse`), check the tree unless it has syntax errors (`Stages.check`), then
    /// apply the `formc:ignore` comments, sort and cut the diagnostics. A file with a syntax
    /// error anywhere is not checked: its gaps would only produce follow-on errors about
    /// things the person did not write. Every faster path gives what this gives.
    static func staged(_ file: SourceFile, errorLimit: Int, warningLimit: Int) -> CompilationResult {
        let parsed = Stages.parse(file, errorLimit: errorLimit)
        let checked = parsed.hasErrors ? nil : Stages.check(parsed.tree, errorLimit: errorLimit)
        let diagnostics = finish(file, syntax: parsed.diagnostics, checker: checked?.diagnostics ?? [],
                                 comments: parsed.tree.comments, warningLimit: warningLimit)
        let model = checked.flatMap { $0.diagnostics.hasErrors ? nil : $0 }
        return CompilationResult(file: file, tree: parsed.tree, model: model, diagnostics: diagnostics)
    }

    /// The diagnostics of both stages as every entry point reports them: suppressions
    /// applied, in output order, warnings cut at `warningLimit`.
    static func finish(_ file: SourceFile, syntax: [Diagnostic], checker: [Diagnostic], comments: [Comment],
                       warningLimit: Int) -> [Diagnostic] {
        let diagnostics = Suppression.apply(comments: comments, file: file, diagnostics: syntax + checker)
        return limited(diagnostics.sortedForOutput(), warningLimit: warningLimit)
    }

    /// `compile` without the syntax tree: the checked model (nil when the file has errors)
    /// and the same diagnostics. Each form's nodes are dropped once it is checked, so memory
    /// stays near the size of the model rather than of the tree (`formc generate`).
    public static func check(_ file: SourceFile, errorLimit: Int = 100,
                             warningLimit: Int = 100) -> (model: CheckedFile?, diagnostics: [Diagnostic]) {
        check(file, errorLimit: errorLimit, warningLimit: warningLimit, parallelism: .default)
    }

    /// `check` with a choice of how a large file is cut into parts; the result is the same.
    public static func check(_ file: SourceFile, errorLimit: Int = 100, warningLimit: Int = 100,
                             parallelism: Parallelism) -> (model: CheckedFile?, diagnostics: [Diagnostic]) {
        streamingPass(file, errorLimit: errorLimit, warningLimit: warningLimit, keepModels: true, parallelism: parallelism)
    }

    /// The diagnostics of `compile` alone, keeping neither tree nor model: memory stays near
    /// the size of the input however many forms it holds (`formc check`).
    public static func diagnose(_ file: SourceFile, errorLimit: Int = 100, warningLimit: Int = 100) -> [Diagnostic] {
        diagnose(file, errorLimit: errorLimit, warningLimit: warningLimit, parallelism: .default)
    }

    /// `diagnose` with a choice of how a large file is cut into parts; the result is the same.
    public static func diagnose(_ file: SourceFile, errorLimit: Int = 100, warningLimit: Int = 100,
                                parallelism: Parallelism) -> [Diagnostic] {
        streamingPass(file, errorLimit: errorLimit, warningLimit: warningLimit, keepModels: false,
                      parallelism: parallelism).diagnostics
    }

    /// When a file is checked in parts side by side (`parallelPass`): whatever the choice,
    /// the result is the same. Tests and the fuzzer choose small files and a number of parts
    /// to cover joins on any machine.
    public struct Parallelism: Sendable {
        /// Files smaller than this many bytes are checked in one piece; without `parts`, each
        /// part is at least this large too, so by default a file is cut from 512 KiB on. Below
        /// that a thread costs more than it saves.
        public var threshold: Int
        /// How many parts; nil for four per processor (at most 16, and parts of at least the
        /// threshold), checked by one thread per processor.
        public var parts: Int?

        public init(threshold: Int = 256 << 10, parts: Int? = nil) {
            self.threshold = threshold
            self.parts = parts
        }

        /// Files from 512 KiB on are cut into parts checked side by side.
        public static let `default` = Parallelism()
        /// Every file is checked in one piece, on the calling thread.
        public static let never = Parallelism(threshold: .max)
    }

    /// `staged` without the tree, for `check` and `diagnose`: each form is checked as soon as
    /// it is parsed and its nodes dropped, so memory holds one form's nodes, not the file's.
    /// The models (nil when the file has errors) are kept only with `keepModels`. A large
    /// file is first tried in parts side by side (`parallelPass`), which gives the same
    /// result, or none, or finds that one pass would find a syntax error: then one pass
    /// parses without checking (its checking would be thrown away).
    ///
    /// Once the parser has reported an error no more forms are checked, and if one turns up
    /// after forms were checked, their diagnostics and models are dropped: the result is
    /// `staged`'s.
    static func streamingPass(_ file: SourceFile, errorLimit: Int, warningLimit: Int, keepModels: Bool,
                              parallelism: Parallelism) -> (model: CheckedFile?, diagnostics: [Diagnostic]) {
        let pass: Pass
        switch parallelPass(file, errorLimit: errorLimit, keepTree: false, keepModels: keepModels, parallelism: parallelism) {
        case .joined(let joined):
            pass = joined
        case .onePass:
            pass = Pass(file, errorLimit: errorLimit, keepTree: false, keepModels: keepModels, range: nil)
        case .onePassWithSyntaxErrors:
            pass = Pass(file, errorLimit: errorLimit, keepTree: false, keepModels: false, range: nil, checks: false)
        }
        return pass.result(file, warningLimit: warningLimit)
    }

    /// Parsing and checking of a file, or of the forms of one part of it, form by form.
    struct Pass {
        var nodes: [SyntaxNode] = []
        var forms: [Int] = []
        var comments: [Comment] = []
        var syntaxDiagnostics: [Diagnostic] = []
        var checker: FileChecker
        var models: [FormModel] = []
        /// For a part: whether its parser stopped exactly at the `form` that starts the next.
        var stopsAtForm = false

        init(checker: FileChecker) {
            self.checker = checker
        }

        /// Without `checks`, parses only: for a file known to have a syntax error, whose
        /// checker diagnostics and models are never used.
        init(_ file: SourceFile, errorLimit: Int, keepTree: Bool, keepModels: Bool, range: Range<Int>?, checks: Bool = true) {
            let checker = FileChecker(file: file, errorLimit: errorLimit, buildsModels: keepModels)
            var models: [FormModel] = []
            let parsed = Parser.parseFormByForm(file, errorLimit: errorLimit, range: range, keepNodes: keepTree) { form in
                guard checks, !form.followsSyntaxError else { return }
                if let model = checker.checkNext(form.form, nodes: form.nodes), keepModels { models.append(model) }
            }
            self.init(checker: checker)
            self.models = models
            nodes = parsed.nodes
            forms = parsed.forms
            comments = parsed.comments
            syntaxDiagnostics = parsed.diagnostics
            stopsAtForm = parsed.stopsAtForm
        }

        /// The checked file (nil when the file has errors) and diagnostics, as `staged` gives
        /// them: the checker's count only when the parser found no error.
        func result(_ file: SourceFile, warningLimit: Int) -> (model: CheckedFile?, diagnostics: [Diagnostic]) {
            let checked = !syntaxDiagnostics.hasErrors
            let diagnostics = Compiler.finish(file, syntax: syntaxDiagnostics, checker: checked ? checker.diagnostics : [],
                                              comments: comments, warningLimit: warningLimit)
            let valid = checked && !checker.diagnostics.hasErrors
            return (valid ? CheckedFile(forms: models, diagnostics: checker.diagnostics) : nil, diagnostics)
        }
    }

    /// What checking a file in parts gives.
    enum PartsOutcome {
        /// The parts' results, joined: the one-pass result.
        case joined(Pass)
        /// The file is to be done in one pass (small, no cut found, or the join refused).
        case onePass
        /// One pass is certain to find a syntax error, so it need only parse.
        case onePassWithSyntaxErrors
    }

    /// Parses and checks the parts of a large file side by side, one thread each, and joins
    /// their results, or has the file done in one piece.
    ///
    /// The parts are cut where a line starts with `form `. Each part's parser starts there
    /// and stops at the next cut; the join is taken only when it is certain to equal the
    /// one-piece result: every part free of syntax errors (whose limits and recovery depend
    /// on what came before), each part's parser stopped exactly at the next cut (so the cut
    /// was not inside a comment or a form), no part's checker at its error limit, and no
    /// form name in two parts. The checkers' diagnostics are replayed, in order, through one
    /// checker, so its error limit cuts them where one pass would.
    ///
    /// A part with a syntax error, after parts that were clean and stopped exactly at their
    /// cuts, started where one pass would be in the same state (the parser stops only between
    /// forms, so everything before its stop is read as one pass reads it): one pass finds
    /// that error too, and its checking would be thrown away.
    static func parallelPass(_ file: SourceFile, errorLimit: Int, keepTree: Bool, keepModels: Bool,
                             parallelism: Parallelism) -> PartsOutcome {
        let count = file.bytes.count
        guard count >= parallelism.threshold else { return .onePass }
        // More parts than threads, each thread taking the next part left: a thread slowed by
        // other work on its processor takes fewer parts, so the pass is not held up waiting
        // for it. Parts stay large enough that each costs little to set up and join.
        let processors = Workers.processorCount
        let wanted = parallelism.parts ?? min(16, processors * 4, count / max(1, parallelism.threshold))
        let threads = parallelism.parts == nil ? processors : min(processors, max(2, wanted))
        guard wanted > 1, threads > 1 || parallelism.parts != nil else { return .onePass }
        var cuts = [0]
        for k in 1..<max(1, wanted) {
            // No `form` line after this point means none after any later one either: stop, so
            // a large file with few or no `form` lines is scanned once, not once per part.
            guard let cut = formStart(in: file.bytes, from: max(count * k / wanted, cuts[cuts.count - 1] + 1)) else { break }
            if cut > cuts[cuts.count - 1] { cuts.append(cut) }
        }
        guard cuts.count > 1 else { return .onePass }
        let ranges = cuts.indices.map { i in cuts[i]..<(i + 1 < cuts.count ? cuts[i + 1] : Int.max) }
        let results = PassResults(count: ranges.count)
        Workers.forEach(count: ranges.count, threads: threads) { i in
            results.store(i, Pass(file, errorLimit: errorLimit, keepTree: keepTree, keepModels: keepModels, range: ranges[i]))
        }
        let parts = results.all
        var names = StringTable()
        for (i, part) in parts.enumerated() {
            // Every part before this one passed the guard below: clean, stopped at its cut.
            if part.syntaxDiagnostics.hasErrors { return .onePassWithSyntaxErrors }
            guard part.syntaxDiagnostics.isEmpty, !part.checker.isFull, i == parts.count - 1 || part.stopsAtForm else {
                return .onePass
            }
            for name in part.checker.formNames.keys {
                guard names.insert(name).inserted else { return .onePass }
            }
        }
        var joined = Pass(checker: FileChecker(file: file, errorLimit: errorLimit, buildsModels: keepModels))
        for part in parts {
            for d in part.checker.diagnostics { joined.checker.emit(d) }
            joined.models += part.models
            joined.comments += part.comments
            if keepTree {
                joined.forms += part.forms.map { $0 + joined.nodes.count }
                joined.nodes += part.nodes
            }
        }
        return .joined(joined)
    }

    /// The results of the parts, one slot each, written by their threads: separate memory
    /// per slot (no shared array to copy on write), each written by one thread only, and
    /// read after the threads are joined.
    private final class PassResults: @unchecked Sendable {
        private let slots: UnsafeMutablePointer<Pass?>
        private let count: Int

        init(count: Int) {
            self.count = count
            slots = .allocate(capacity: count)
            slots.initialize(repeating: nil, count: count)
        }

        deinit {
            slots.deinitialize(count: count)
            slots.deallocate()
        }

        func store(_ index: Int, _ pass: Pass) {
            slots[index] = pass
        }

        var all: [Pass] { (0..<count).map { slots[$0]! } }
    }

    /// The offset of the first `form` at the start of a line at or after `from`, followed by a
    /// space or a tab: where a part may start.
    static func formStart(in bytes: [UInt8], from: Int) -> Int? {
        var i = max(1, from)
        while i + 5 <= bytes.count {
            if bytes[i - 1] == .lineFeed, bytes[i] == 0x66, bytes[i + 1] == 0x6F, bytes[i + 2] == 0x72, bytes[i + 3] == 0x6D,
               bytes[i + 4] == .space || bytes[i + 4] == .tab {
                return i
            }
            i += 1
        }
        return nil
    }

    /// Keeps the first `warningLimit` warnings, and puts the "too many" notes (FC0104) last,
    /// after everything reported before the cut, whatever their position in the file.
    static func limited(_ sorted: [Diagnostic], warningLimit: Int) -> [Diagnostic] {
        var kept: [Diagnostic] = []
        var stops: [Diagnostic] = []
        var warnings = 0
        var firstDropped: Span?
        for d in sorted {
            if d.code == .tooManyErrors {
                stops.append(d)
                continue
            }
            if d.severity == .warning {
                warnings += 1
                if warnings > warningLimit {
                    if firstDropped == nil { firstDropped = d.span }
                    continue
                }
            }
            kept.append(d)
        }
        if let span = firstDropped {
            stops.append(Diagnostic(.tooManyErrors,
                                    "too many warnings; showing the first \(warningLimit) of \(warnings)", at: span,
                                    help: "fix or silence the warnings above and run formc again"))
        }
        return kept + stops
    }
}
