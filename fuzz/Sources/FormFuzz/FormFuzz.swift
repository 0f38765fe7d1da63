// The libFuzzer entry point: the whole formc pipeline on each input the fuzzer makes, with
// the invariants of PipelineInvariants.swift (shared with FuzzRegressionTests through a
// symbolic link). A broken invariant is a crash, so libFuzzer saves the input.
// Build and run with fuzz/run.sh; see docs/RELIABILITY.md.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let bytes = Array(UnsafeRawBufferPointer(start: start, count: count))
    let problems = PipelineInvariants.check(bytes)
    if !problems.isEmpty {
        fatalError("invariant broken:\n" + problems.joined(separator: "\n"))
    }
    return 0
}
