import Glibc

/// A regular file mapped read-only into memory once (`open`, `fstat`, `mmap(PROT_READ,
/// MAP_PRIVATE)`), unmapped (`munmap`) when the last owner lets go. Pages are read from the page
/// cache as they are touched: a font opened at five sizes is read once, not five times, and only
/// the parts drawn count in the resident memory.
package final class MappedFile: @unchecked Sendable {
    /// The file's bytes; valid while this object lives.
    package let bytes: UnsafeRawBufferPointer

    /// Maps the regular file at `path` (opened without blocking: a FIFO named like a file
    /// cannot stall the caller).
    /// - Throws: `SystemError` when it cannot be opened or mapped, is not a regular file, is
    ///   empty, or is larger than `limit` bytes.
    package init(_ path: String, limit: Int) throws(SystemError) {
        let descriptor = Platform.retryingInterrupts { Glibc.open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY) }
        guard descriptor >= 0 else { throw SystemError("cannot open \(path)", errorNumber: errno) }
        defer { Glibc.close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw SystemError("cannot read \(path)", errorNumber: errno) }
        guard (status.st_mode & S_IFMT) == S_IFREG else { throw SystemError(.notRegularFile, path: path) }
        guard status.st_size > 0 else { throw SystemError("\(path) is empty") }
        guard status.st_size <= limit else { throw SystemError(.larger(than: limit), path: path) }
        let count = Int(status.st_size)
        guard let memory = mmap(nil, count, PROT_READ, MAP_PRIVATE, descriptor, 0), memory != MAP_FAILED else {
            throw SystemError("cannot map \(path)", errorNumber: errno)
        }
        bytes = UnsafeRawBufferPointer(start: memory, count: count)
    }

    deinit { munmap(UnsafeMutableRawPointer(mutating: bytes.baseAddress), bytes.count) }
}
