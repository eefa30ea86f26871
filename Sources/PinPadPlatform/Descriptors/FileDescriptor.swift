import Glibc
internal import CPlatform

/// One open file descriptor (swift-system's `FileDescriptor`, with ownership): an owned one is
/// closed exactly once, by `close()` or when the last reference goes; a borrowed one (standard
/// output, a descriptor another object owns) is never closed here. Every call retries after a
/// signal (`SystemCall.retrying`) and throws the C call's `errno` (`SystemCallError`).
package final class FileDescriptor {
    /// The descriptor's number; -1 once closed.
    package private(set) var rawValue: Int32
    private let owns: Bool

    /// Takes `rawValue` (an open descriptor) to close it once.
    package init(owning rawValue: Int32) {
        self.rawValue = rawValue
        owns = true
    }

    /// Uses `rawValue` without owning it: `close()` and deinit leave it open.
    package init(borrowing rawValue: Int32) {
        self.rawValue = rawValue
        owns = false
    }

    deinit { close() }

    /// Standard output, borrowed.
    package static var standardOutput: FileDescriptor { FileDescriptor(borrowing: STDOUT_FILENO) }

    /// Opens `path` with `flags` (`O_…`, `O_CLOEXEC` added) and, for a file it makes, `mode`.
    /// The corresponding C call is `open`.
    /// - Throws: `SystemCallError` (`open`).
    package static func open(_ path: String, flags: Int32, mode: UInt32 = 0) throws(SystemCallError) -> FileDescriptor {
        FileDescriptor(owning: try SystemCall.retrying("open") { Glibc.open(path, flags | O_CLOEXEC, mode) })
    }

    /// Opens `name` in the directory `directory` (`openat`), as `open(_:flags:mode:)` does.
    package static func open(_ name: String, in directory: Int32, flags: Int32, mode: UInt32 = 0) throws(SystemCallError) -> FileDescriptor {
        FileDescriptor(owning: try SystemCall.retrying("openat") { openat(directory, name, flags | O_CLOEXEC, mode) })
    }

    /// A pipe, both ends closed on exec from their creation (`pipe2(O_CLOEXEC)`).
    /// - Throws: `SystemCallError` (`pipe2`).
    package static func makePipe() throws(SystemCallError) -> (read: FileDescriptor, write: FileDescriptor) {
        var ends: [Int32] = [-1, -1]
        try SystemCall.retrying("pipe2") { pinpad_pipe2(&ends, O_CLOEXEC) }
        return (FileDescriptor(owning: ends[0]), FileDescriptor(owning: ends[1]))
    }

    /// Whether `close()` has run.
    package var isClosed: Bool { rawValue < 0 }

    /// Closes an owned descriptor, once: later calls do nothing, so a number the system gave to
    /// another file since is never closed by mistake. Not retried after a signal: Linux frees the
    /// number before `close` can be interrupted.
    package func close() {
        guard rawValue >= 0 else { return }
        if owns { _ = Glibc.close(rawValue) }
        rawValue = -1
    }

    /// Reads at most `buffer.count` bytes; 0 at end of file (`read`).
    /// - Throws: `SystemCallError` (`read`): `wouldBlock` when a non-blocking descriptor has none.
    package func read(into buffer: UnsafeMutableRawBufferPointer) throws(SystemCallError) -> Int {
        try SystemCall.retrying("read") { Glibc.read(rawValue, buffer.baseAddress, buffer.count) }
    }

    /// Reads at most `bytes.count - offset` bytes into `bytes` from `offset` on; 0 at end of file.
    /// - Throws: `SystemCallError` (`read`): `wouldBlock` when a non-blocking descriptor has none.
    package func read(into bytes: inout [UInt8], at offset: Int = 0) throws(SystemCallError) -> Int {
        try bytes.withUnsafeMutableBytes { buffer in
            Result { () throws(SystemCallError) in try read(into: UnsafeMutableRawBufferPointer(rebasing: buffer[offset...])) }
        }.get()
    }

    /// Reads to the end of the file, stopping after `limit + 1` bytes: more than `limit` bytes
    /// returned means the file is larger than the caller takes.
    /// - Throws: `SystemCallError` (`read`).
    package func readToEnd(limit: Int) throws(SystemCallError) -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: limit + 1)
        var count = 0
        while count <= limit {
            let read = try read(into: &bytes, at: count)
            if read == 0 { break }
            count += read
        }
        return Array(bytes[0..<count])
    }

    /// How `writeAll` hands bytes to the system.
    package enum WriteCall {
        /// `write(2)`.
        case write
        /// `send(2)` with `MSG_NOSIGNAL`: on a socket whose other side has gone, `EPIPE` and no SIGPIPE.
        case sendWithoutSignal
    }

    /// Writes every byte of `bytes`, again after each partial write and signal: the one write loop
    /// of the package.
    /// - Throws: `SystemCallError` (`write` or `send`); `EIO` when the system takes no byte.
    package func writeAll(_ bytes: UnsafeRawBufferPointer, using call: WriteCall = .write) throws(SystemCallError) {
        var offset = 0
        while offset < bytes.count {
            let rest = UnsafeRawBufferPointer(rebasing: bytes[offset...])
            let written = switch call {
            case .write: try SystemCall.retrying("write") { Glibc.write(rawValue, rest.baseAddress, rest.count) }
            case .sendWithoutSignal:
                try SystemCall.retrying("send") { Glibc.send(rawValue, rest.baseAddress, rest.count, Int32(MSG_NOSIGNAL)) }
            }
            guard written > 0 else { throw SystemCallError(call == .write ? "write" : "send", errorNumber: EIO) }
            offset += written
        }
    }

    /// `writeAll(_:using:)` of `bytes`.
    package func writeAll(_ bytes: [UInt8], using call: WriteCall = .write) throws(SystemCallError) {
        try bytes.withUnsafeBytes { buffer in Result { () throws(SystemCallError) in try writeAll(buffer, using: call) } }.get()
    }
}
