#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import FormDSL

/// In-process timing of each compiler stage on one input, with the clock around the stage
/// alone: the file is read once, and each stage's input (tokens' bytes, syntax tree, model) is
/// prepared outside the timed region.
struct StageResult {
    var name: String
    /// Median seconds over the runs.
    var median: Double
    var minimum: Double
    var runs: Int
    /// Median seconds of processor time (every thread of the process) over the runs: more
    /// than `median` when a stage works on several threads.
    var cpu: Double = 0
    /// Bytes of output, for generation stages.
    var outputBytes: Int?
}

enum Timing {
    static func seconds(_ d: Duration) -> Double {
        let c = d.components
        return Double(c.seconds) + Double(c.attoseconds) * 1e-18
    }

    /// Seconds of processor time the process has used, all threads together.
    static func processorSeconds() -> Double {
        var t = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t)
        return Double(t.tv_sec) + Double(t.tv_nsec) * 1e-9
    }

    static func median(_ values: [Double]) -> Double {
        let v = values.sorted()
        return v.count % 2 == 1 ? v[v.count / 2] : (v[v.count / 2 - 1] + v[v.count / 2]) / 2
    }

    /// Runs `body` `runs` times (after one untimed warm-up run) and returns the median and the
    /// minimum wall time, and the median processor time. `body` returns a number derived from
    /// its work, kept so the optimiser cannot drop the work.
    static func measure(runs: Int, _ body: () -> Int) -> (median: Double, minimum: Double, cpu: Double, checksum: Int) {
        var checksum = body()
        var times: [Double] = []
        var cpu: [Double] = []
        times.reserveCapacity(runs)
        let clock = ContinuousClock()
        for _ in 0..<runs {
            var result = 0
            let before = processorSeconds()
            let elapsed = clock.measure { result = body() }
            cpu.append(processorSeconds() - before)
            checksum &+= result
            times.append(seconds(elapsed))
        }
        return (median(times), times.min()!, median(cpu), checksum)
    }
}

/// The pipeline's stages, in order. `generate <target>` exists for every `OutputTarget`, so a
/// new target (JSON Schema) is measured as soon as FormDSL has it.
struct Pipeline {
    let file: SourceFile

    /// Lexes to the end of the file; returns the number of tokens.
    static func lex(_ file: SourceFile) -> Int {
        var lexer = Lexer(bytes: file.bytes)
        var sink = DiagnosticSink()
        var count = 0
        while lexer.next(&sink).kind != .endOfFile { count += 1 }
        return count + sink.diagnostics.count
    }

    /// The parser's flat tree, which the checker reads.
    static func parse(_ file: SourceFile) -> SyntaxTree {
        Parser.parseTree(file).0
    }

    static func check(_ tree: SyntaxTree) -> CheckedFile {
        Checker.check(tree).0
    }

    /// What `formc generate -o DIR` does with a checked file, without the writing: each
    /// output file made in memory. Returns the number of bytes made.
    static func generate(_ model: CheckedFile, _ file: SourceFile, _ target: OutputTarget) -> Int {
        var bytes = 0
        for output in Generator.files(for: model, source: file, target: target) {
            bytes += output.bytes.count
        }
        return bytes
    }
}

enum Stages {
    /// Compiles `file` once and fails loudly unless it is clean: the benchmark measures
    /// the path a real build takes, so a generator bug must not turn it into error reporting.
    static func requireClean(_ file: SourceFile) -> CheckedFile {
        let result = Compiler.compile(file)
        if !result.diagnostics.isEmpty || result.model == nil {
            let rendered = TextRenderer(useColor: false).render(Array(result.diagnostics.prefix(20)), in: file)
            fail("\(file.path) is not clean (\(result.diagnostics.count) diagnostics); the generator must write clean forms:\n\(rendered)")
        }
        return result.model!
    }

    static func fieldCount(_ model: CheckedFile) -> Int {
        model.forms.reduce(0) { $0 + $1.fields.count }
    }

    static func run(file: SourceFile, runs: Int, only: Set<String>? = nil) -> [StageResult] {
        // The caller has made sure the file is clean (requireClean). Each stage's input is made just before it and dropped after it: a tree or model
        // left alive for nothing would make the heap, and every later stage, slower on the
        // largest inputs.
        var results: [StageResult] = []
        func wanted(_ name: String) -> Bool { only.map { $0.contains(name) } ?? true }

        if wanted("lex") {
            let m = Timing.measure(runs: runs) { Pipeline.lex(file) }
            results.append(StageResult(name: "lex", median: m.median, minimum: m.minimum, runs: runs, cpu: m.cpu))
        }
        if wanted("parse") {
            let m = Timing.measure(runs: runs) { Pipeline.parse(file).forms.count }
            results.append(StageResult(name: "parse (incl. lex)", median: m.median, minimum: m.minimum, runs: runs, cpu: m.cpu))
        }
        if wanted("check") {
            // The checker alone, on a tree parsed outside the clock, making the model.
            let syntax = Pipeline.parse(file)
            let m = Timing.measure(runs: runs) { Pipeline.check(syntax).forms.count }
            results.append(StageResult(name: "check (tree to model)", median: m.median, minimum: m.minimum, runs: runs, cpu: m.cpu))
        }
        if wanted("diagnose") {
            // What `formc check` runs: lex, parse and check, keeping only the diagnostics.
            let m = Timing.measure(runs: runs) { Compiler.diagnose(file).count + 1 }
            results.append(StageResult(name: "lex + parse + check (formc check)", median: m.median,
                                       minimum: m.minimum, runs: runs, cpu: m.cpu))
        }
        if wanted("compile") {
            // Lex, parse and check keeping the tree and every form's model (the model is what
            // generation reads: `formc generate`).
            let m = Timing.measure(runs: runs) { Compiler.compile(file).diagnostics.count + 1 }
            results.append(StageResult(name: "lex + parse + check + model and tree (Compiler.compile)", median: m.median,
                                       minimum: m.minimum, runs: runs, cpu: m.cpu))
        }
        let targets = OutputTarget.allCases.filter { wanted("generate") || wanted($0.name) }
        guard !targets.isEmpty, let model = Compiler.check(file).model else { return results }
        for target in targets {
            var size = 0
            let m = Timing.measure(runs: runs) {
                size = Pipeline.generate(model, file, target)
                return size
            }
            results.append(StageResult(name: "generate \(target.name)", median: m.median, minimum: m.minimum,
                                       runs: runs, cpu: m.cpu, outputBytes: size))
        }
        return results
    }

    /// Runs the pipeline once, up to and including `stage`, for instruction counting under
    /// callgrind: the cost of a stage is the difference between two consecutive counts.
    static func runOnce(file: SourceFile, upTo stage: String) -> Int {
        switch stage {
        case "read":
            return file.bytes.count
        case "lex":
            return Pipeline.lex(file)
        case "parse":
            return Pipeline.parse(file).forms.count
        case "check":
            return Pipeline.check(Pipeline.parse(file)).forms.count
        case "diagnose":
            // What `formc check` runs: lex, parse and check, keeping only the diagnostics.
            return Compiler.diagnose(file).count + 1
        case "compile":
            return Compiler.compile(file).diagnostics.count + 1
        default:
            guard let target = OutputTarget(rawValue: stage) else {
                fail("unknown stage '\(stage)'; stages: read, lex, parse, check, diagnose, compile, \(OutputTarget.allCases.map(\.name).joined(separator: ", "))")
            }
            let syntax = Pipeline.parse(file)
            let model = Pipeline.check(syntax)
            return Pipeline.generate(model, file, target)
        }
    }
}
