/// A failed system call: what failed and the C library's `errno`. `description` is one line for
/// a person, such as `cannot open /dev/tty: No such device or address`. The terminal backend's
/// errors are these (`TerminalError`).
public struct SystemError: Error, CustomStringConvertible {
    /// What failed, such as `cannot open /dev/tty`.
    public let operation: String
    /// The C library's `errno` value for the failure, or nil when there is none.
    public let errorNumber: Int32?
    /// Why a file was refused when no `errno` says it (not a regular file, too large), or nil.
    package let refusal: FileRefusal?

    /// Creates an error for `operation`, with the `errno` value that explains it, if any.
    public init(_ operation: String, errorNumber: Int32? = nil) {
        self.operation = operation
        self.errorNumber = errorNumber
        self.refusal = nil
    }

    /// Creates the error `PATH is not a regular file` or `PATH is larger than LIMIT bytes` for
    /// `refusal` of the file at `path`.
    package init(_ refusal: FileRefusal, path: String) {
        switch refusal {
        case .notRegularFile: operation = "\(path) is not a regular file"
        case .larger(let limit): operation = "\(path) is larger than \(limit) bytes"
        }
        errorNumber = nil
        self.refusal = refusal
    }

    /// `operation`, followed by the system's message for `errorNumber` (`strerror`) when there is one.
    public var description: String {
        guard let errorNumber else { return operation }
        return "\(operation): \(Platform.errorMessage(errorNumber))"
    }
}
