/// Splits the bytes a client writes into LSP base-protocol messages: header lines ending in
/// CRLF (`Content-Length` required, `Content-Type` accepted), an empty line, then exactly
/// `Content-Length` bytes of content.
///
/// Bytes arrive in chunks of any size, so the framer keeps what it has not yet used. A header
/// it cannot read (no length, a bad length, a line that is no header) cannot say where the
/// content ends: the framer drops the header block and reports it, and reading goes on at
/// the next header, so one bad message never ends the session.
struct MessageFramer {
    enum Frame: Equatable {
        case message([UInt8])
        case badHeader(String)
    }

    /// The longest content accepted: a 10 MB document escaped as JSON fits many times over.
    static let contentLimit = 256 << 20
    /// The longest header block accepted before it is dropped as garbage.
    static let headerLimit = 8 << 10

    private var buffer: [UInt8] = []
    /// Bytes of `buffer` already handed out; dropped once they are most of it, so a long
    /// session copies each byte a bounded number of times.
    private var consumed = 0

    mutating func append<Bytes: Sequence>(_ bytes: Bytes) where Bytes.Element == UInt8 {
        buffer.append(contentsOf: bytes)
    }

    /// Bytes received and not yet framed.
    var pendingCount: Int { buffer.count - consumed }

    /// The next whole frame, or nil until more bytes arrive.
    mutating func next() -> Frame? {
        defer { compact() }
        guard let headerEnd = findHeaderEnd() else {
            if pendingCount > Self.headerLimit {
                // No blank line in sight: garbage, not a header. Keep only a tail that may
                // start the next real header.
                consumed = buffer.count - 3
                return .badHeader("no end of header within \(Self.headerLimit) bytes")
            }
            return nil
        }
        let headerBytes = buffer[consumed..<headerEnd]
        let contentStart = headerEnd + 4
        switch Self.contentLength(headerBytes) {
        case .failure(let problem):
            consumed = contentStart
            return .badHeader(problem.message)
        case .success(let length):
            guard buffer.count - contentStart >= length else { return nil }
            let content = Array(buffer[contentStart..<contentStart + length])
            consumed = contentStart + length
            return .message(content)
        }
    }

    private struct HeaderProblem: Error { var message: String }

    /// The index of the CRLF CRLF ending the header block that starts at `consumed`.
    private func findHeaderEnd() -> Int? {
        var i = consumed
        let limit = min(buffer.count - 3, consumed + Self.headerLimit)
        while i < limit {
            if buffer[i] == 0x0D, buffer[i + 1] == 0x0A, buffer[i + 2] == 0x0D, buffer[i + 3] == 0x0A { return i }
            i += 1
        }
        return nil
    }

    private static func contentLength(_ header: ArraySlice<UInt8>) -> Result<Int, HeaderProblem> {
        var length: Int?
        for line in header.split(separator: 0x0A, omittingEmptySubsequences: false) {
            var line = line
            if line.last == 0x0D { line = line.dropLast() }
            guard let colon = line.firstIndex(of: 0x3A) else {
                return .failure(HeaderProblem(message: "header line without ':'"))
            }
            let name = String(decoding: line[line.startIndex..<colon], as: UTF8.self).lowercased()
            let value = String(decoding: line[(colon + 1)...], as: UTF8.self).trimmingSpaces
            if name == "content-length" {
                guard let n = Int(value), n >= 0 else {
                    return .failure(HeaderProblem(message: "invalid Content-Length '\(value.prefix(40))'"))
                }
                guard n <= contentLimit else {
                    return .failure(HeaderProblem(message: "Content-Length \(n) is over the limit of \(contentLimit) bytes"))
                }
                length = n
            }
        }
        guard let length else { return .failure(HeaderProblem(message: "no Content-Length header")) }
        return .success(length)
    }

    private mutating func compact() {
        if consumed > 0, consumed >= buffer.count / 2 {
            buffer.removeFirst(consumed)
            consumed = 0
        }
    }

    /// `content` with its header, ready to write.
    static func frame(_ content: [UInt8]) -> [UInt8] {
        Array("Content-Length: \(content.count)\r\n\r\n".utf8) + content
    }
}

extension String {
    var trimmingSpaces: String {
        var s = Substring(self)
        while let first = s.first, first == " " || first == "\t" { s = s.dropFirst() }
        while let last = s.last, last == " " || last == "\t" { s = s.dropLast() }
        return String(s)
    }
}
