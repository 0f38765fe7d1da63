#if canImport(Glibc)
import Glibc
#endif

/// Memory for a large output, written once from start to end.
enum LargeOutput {
    /// Outputs this large or larger ask for large pages.
    static let largePageThreshold = 8 << 20

    /// Asks the kernel to back `buffer` with 2 MiB pages where it can (Linux's transparent
    /// huge pages, in their usual `madvise` mode): with 4 KiB pages, the first write to each
    /// page of a 95 MB output is one of 23,000 page faults, which took more time than writing
    /// the Swift itself. Only a hint: elsewhere, or where the kernel declines, nothing changes.
    static func preferLargePages(_ buffer: UnsafeMutableBufferPointer<UInt8>) {
        #if os(Linux) && canImport(Glibc)
        guard buffer.count >= largePageThreshold, let base = buffer.baseAddress else { return }
        let page = 2 << 20
        let start = (Int(bitPattern: base) + page - 1) & ~(page - 1)
        let end = (Int(bitPattern: base) + buffer.count) & ~(page - 1)
        guard end > start, let address = UnsafeMutableRawPointer(bitPattern: start) else { return }
        _ = madvise(address, end - start, MADV_HUGEPAGE)
        #endif
    }
}
