// The libFuzzer entry point: the whole formc pipeline on each input the fuzzer makes, with
// the invariants of PipelineInvariants.swift (shared with FuzzTests through a symbolic
// link). A broken invariant is a crash, so libFuzzer saves the input.
// Build and run with fuzz/run.sh; see docs/RELIABILITY.md.

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import FormDSL

/// FORMC_FUZZ_SWIFT_OUT=DIR: also write the Swift generated for each clean input to DIR, so
/// `fuzz/run.sh` can hand a whole corpus to `swiftc -parse` (run with `-runs=0`).
let swiftOutput: String? = getenv("FORMC_FUZZ_SWIFT_OUT").map { String(cString: $0) }
nonisolated(unsafe) var swiftOutputCount = 0

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let bytes = Array(UnsafeRawBufferPointer(start: start, count: count))
    let problems = PipelineInvariants.check(bytes)
    if !problems.isEmpty {
        fatalError("invariant broken:\n" + problems.joined(separator: "\n"))
    }
    if let directory = swiftOutput {
        let file = SourceFile(path: "fuzz.form", bytes: bytes)
        if let model = Compiler.compile(file).model, OutputTarget.swift.refusals(of: model).isEmpty {
            swiftOutputCount += 1
            let path = "\(directory)/\(swiftOutputCount).swift"
            if let handle = fopen(path, "w") {
                var text = Generator.single(for: model, source: file, target: .swift)
                text.withUTF8 { _ = fwrite($0.baseAddress, 1, $0.count, handle) }
                fclose(handle)
            }
        }
    }
    return 0
}
