/// Why a file was refused though every system call on it succeeded: what `SystemError.refusal`
/// holds, for a front end to say in its own words (the catalog's) rather than the English of
/// `SystemError.operation`.
package enum FileRefusal: Hashable, Sendable {
    /// Not a regular file (a directory, a FIFO, a device).
    case notRegularFile
    /// Larger than the limit, in bytes, of what is read.
    case larger(than: Int)
}
