/// A failed system call: what failed and the C library's `errno`. `description` is one line for
/// a person, such as `cannot open /dev/tty: No such device or address`. The terminal backend's
/// errors are these (`TerminalError`).
public struct SystemError: Error, CustomStringConvertible {
    /// What failed, such as `cannot open /dev/tty`.
    public let operation: String
    /// The C library's `errno` value for the failure, or nil when there is none.
    public let errorNumber: Int32?

    /// Creates an error for `operation`, with the `errno` value that explains it, if any.
    public init(_ operation: String, errorNumber: Int32? = nil) {
        self.operation = operation
        self.errorNumber = errorNumber
    }

    /// `operation`, followed by the system's message for `errorNumber` (`strerror`) when there is one.
    public var description: String {
        guard let errorNumber else { return operation }
        return "\(operation): \(Platform.errorMessage(errorNumber))"
    }
}
