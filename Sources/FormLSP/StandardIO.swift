#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// `formc lsp`'s loop: reads standard input, hands the bytes to a `LanguageServer`, writes
/// its answers to standard output, until the client sends `exit` or closes the stream.
public enum StandardIO {
    /// Serves one client; returns the exit status. End of input without `exit` (the client
    /// went away) ends the loop cleanly, with 0 if `shutdown` had been asked for and 1 if not.
    public static func serve(_ server: LanguageServer, log: (String) -> Void) -> Int32 {
        // A client that closes its end of the pipe must not kill the server with SIGPIPE
        // before it logs and exits.
        signal(SIGPIPE, SIG_IGN)
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let n = chunk.withUnsafeMutableBytes { read(0, $0.baseAddress, $0.count) }
            if n < 0 {
                if errno == EINTR { continue }
                log("formc lsp: cannot read standard input: \(String(cString: strerror(errno)))")
                return 1
            }
            if n == 0 {
                log("formc lsp: the client closed standard input; exiting")
                return server.exitCode ?? (server.isShutDown ? 0 : 1)
            }
            let out = server.receive(chunk[0..<n])
            if !out.isEmpty, !writeAll(out) {
                log("formc lsp: cannot write to standard output; exiting")
                return 1
            }
            if let code = server.exitCode { return code }
        }
    }

    private static func writeAll(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let n = write(1, buffer.baseAddress! + offset, buffer.count - offset)
                if n < 0 {
                    if errno == EINTR { continue }
                    return false
                }
                offset += n
            }
            return true
        }
    }

    /// Writes a line to standard error.
    public static func writeError(_ line: String) {
        let bytes = Array((line + "\n").utf8)
        _ = bytes.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
    }
}
