#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The little file-system access the CLI needs, over the C library: formc does not load
/// Foundation, which keeps its start-up time close to that of a bare executable.
package enum FileSystem {
    struct Failure: Error {
        var message: String
    }

    static func errnoMessage() -> String {
        String(cString: strerror(errno))
    }

    /// Reads a whole file, or standard input for "-". With a `limit`, a longer input is a
    /// failure: `/dev/zero` or an endless pipe must end in an error, not in all the memory.
    static func readFile(_ path: String, limit: Int? = nil) throws(Failure) -> [UInt8] {
        let fd: Int32
        if path == "-" {
            fd = 0
        } else {
            fd = open(path, O_RDONLY)
            guard fd >= 0 else { throw Failure(message: errnoMessage()) }
        }
        defer { if fd != 0 { close(fd) } }
        var info = stat()
        if fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR {
            throw Failure(message: "is a directory")
        }
        var result: [UInt8] = []
        // A regular file's size is known: read it straight into an array of that size and one
        // byte more (which tells whether it grew), so a large input is not copied each time the
        // array doubles, and a small one costs no buffer of its own.
        if (info.st_mode & S_IFMT) == S_IFREG, info.st_size > 0 {
            let wanted = Int(info.st_size) + 1
            result = try readBytes(fd, upTo: limit.map { min(wanted, $0 + 1) } ?? wanted)
            if result.count < wanted { return try checked(result, limit: limit) }
        }
        while true {
            let chunk = try readBytes(fd, upTo: 1 << 16)
            result.append(contentsOf: chunk)
            result = try checked(result, limit: limit)
            if chunk.count < 1 << 16 { break }
        }
        return result
    }

    /// `bytes`, or the failure of an input longer than `limit`.
    private static func checked(_ bytes: [UInt8], limit: Int?) throws(Failure) -> [UInt8] {
        if let limit, bytes.count > limit {
            throw Failure(message: "larger than \(limit >> 20) MiB, the most formc reads")
        }
        return bytes
    }

    /// Up to `count` bytes from `fd`: fewer only at the end of the input.
    private static func readBytes(_ fd: Int32, upTo count: Int) throws(Failure) -> [UInt8] {
        var failure: Failure?
        let bytes = [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
            initialized = 0
            while initialized < count {
                let n = read(fd, buffer.baseAddress! + initialized, count - initialized)
                if n < 0 {
                    if errno == EINTR { continue }
                    failure = Failure(message: errnoMessage())
                    return
                }
                if n == 0 { return }
                initialized += n
            }
        }
        if let failure { throw failure }
        return bytes
    }

    static func isDirectory(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }

    static func exists(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0
    }

    /// Every `*.form` file below `directory`, sorted, so output order never depends on the
    /// order in which the file system lists entries.
    static func formFiles(in directory: String) -> [String] {
        var found: [String] = []
        var pending = [directory]
        while let dir = pending.popLast() {
            guard let handle = opendir(dir) else { continue }
            defer { closedir(handle) }
            while let entry = readdir(handle) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                    String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
                }
                if name == "." || name == ".." || name.hasPrefix(".") { continue }
                let path = dir.hasSuffix("/") ? dir + name : dir + "/" + name
                if isDirectory(path) {
                    pending.append(path)
                } else if name.hasSuffix(".form") {
                    found.append(path)
                }
            }
        }
        return found.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
    }

    /// Writes `bytes` to `path` atomically: a temporary file in the same directory, flushed,
    /// then renamed over the target. Readers see the old file or the new one, never a part.
    /// Returns false without touching the file when its contents are already `bytes`, so
    /// build systems see no change.
    @discardableResult
    static func writeAtomically(_ bytes: [UInt8], to path: String) throws(Failure) -> Bool {
        if let existing = try? readFile(path), existing == bytes { return false }
        let temporary = try TemporaryFile(beside: path)
        do throws(Failure) {
            try temporary.append(bytes[...])
        } catch {
            temporary.discard()
            throw error
        }
        try temporary.replace(path)
        return true
    }

    /// A file made beside the one it will replace (`.NAME.formc-XXXXXX`), so that the rename
    /// stays on one file system.
    private struct TemporaryFile {
        let fd: Int32
        let path: String

        init(beside target: String) throws(Failure) {
            let slash = target.lastIndex(of: "/")
            let dir = slash.map { String(target[..<$0]) } ?? "."
            let base = slash.map { String(target[target.index(after: $0)...]) } ?? target
            var template = Array("\(dir.isEmpty ? "/" : dir)/.\(base).formc-XXXXXX".utf8CString)
            let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
            guard fd >= 0 else { throw Failure(message: errnoMessage()) }
            self.fd = fd
            path = String(cString: template.withUnsafeBufferPointer { $0.baseAddress! })
        }

        func append(_ bytes: ArraySlice<UInt8>) throws(Failure) {
            var failure: Failure?
            bytes.withUnsafeBufferPointer { buffer in
                do throws(Failure) { try append(buffer) } catch { failure = error }
            }
            if let failure { throw failure }
        }

        func append(_ buffer: UnsafeBufferPointer<UInt8>) throws(Failure) {
            var offset = 0
            while offset < buffer.count {
                let n = write(fd, buffer.baseAddress! + offset, buffer.count - offset)
                if n < 0 {
                    if errno == EINTR { continue }
                    throw Failure(message: errnoMessage())
                }
                offset += n
            }
        }

        /// Flushes the file and renames it over `target`.
        func replace(_ target: String) throws(Failure) {
            fchmod(fd, 0o644)
            guard fsync(fd) == 0, close(fd) == 0 else {
                let message = errnoMessage()
                unlink(path)
                throw Failure(message: message)
            }
            guard rename(path, target) == 0 else {
                let message = errnoMessage()
                unlink(path)
                throw Failure(message: message)
            }
        }

        /// Closes and removes the file: nothing was written to the target.
        func discard() {
            close(fd)
            unlink(path)
        }
    }

    static func makeDirectories(_ path: String) throws(Failure) {
        var current = path.hasPrefix("/") ? "/" : ""
        for part in path.split(separator: "/") {
            current += (current.isEmpty || current.hasSuffix("/") ? "" : "/") + part
            if !isDirectory(current) {
                if mkdir(current, 0o755) != 0 && errno != EEXIST {
                    throw Failure(message: "cannot create directory '\(current)': \(errnoMessage())")
                }
            }
        }
    }

    /// The absolute working directory, or nil if it cannot be found (deleted, too long).
    static func currentDirectory() -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        guard getcwd(&buffer, buffer.count) != nil else { return nil }
        return buffer.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
    }

    static func isTerminal(_ fd: Int32) -> Bool { isatty(fd) != 0 }

    static func environment(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }

    package static func writeStdout(_ s: String) {
        var s = s
        s.withUTF8 { buffer in writeAll(1, buffer) }
    }

    package static func writeStderr(_ s: String) {
        var s = s
        s.withUTF8 { buffer in writeAll(2, buffer) }
    }

    static func writeStdout(bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { writeAll(1, $0) }
    }

    private static func writeAll(_ fd: Int32, _ buffer: UnsafeBufferPointer<UInt8>) {
        var offset = 0
        while offset < buffer.count {
            let n = write(fd, buffer.baseAddress! + offset, buffer.count - offset)
            if n < 0 { if errno == EINTR { continue }; return }
            offset += n
        }
    }
}
