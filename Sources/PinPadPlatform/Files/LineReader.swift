import Glibc

/// Reads lines from a file descriptor (`read(2)`), for line protocols (Assuan). A line longer
/// than `limit` bytes is returned cut to `limit + 1` bytes, so the protocol can refuse it, and the
/// rest up to its line feed is skipped.
package struct LineReader {
    /// The longest line kept whole, in bytes, without its line feed.
    package let limit: Int
    private let descriptor: FileDescriptor
    private var buffer: [UInt8] = []
    private var isSkipping = false

    /// A reader of `descriptor` for lines of at most `limit` bytes.
    package init(descriptor: Int32, limit: Int) {
        self.descriptor = FileDescriptor(borrowing: descriptor)
        self.limit = limit
        buffer.reserveCapacity(limit + 4096)
    }

    /// The next line, without its line feed (and a CR before it); nil at end of input or on a
    /// read error.
    package mutating func next() -> String? {
        while true {
            if let end = buffer.firstIndex(of: UInt8(ascii: "\n")) {
                var line = Array(buffer[..<end])
                buffer.removeFirst(end + 1)
                if isSkipping {
                    isSkipping = false
                    continue
                }
                if line.last == UInt8(ascii: "\r") { line.removeLast() }
                return String(decoding: line, as: UTF8.self)
            }
            if buffer.count > limit {
                let cut = Array(buffer.prefix(limit + 1))
                buffer.removeAll(keepingCapacity: true)
                if !isSkipping {
                    isSkipping = true
                    return String(decoding: cut, as: UTF8.self)
                }
            }
            var chunk = [UInt8](repeating: 0, count: 4096)
            guard let count = try? descriptor.read(into: &chunk), count > 0 else { return nil }
            buffer += chunk[0..<count]
        }
    }
}
