import Glibc

/// A C call that failed: its name and the `errno` it left, read right after the call, before
/// anything else could change it (swift-system's `Errno`).
package struct SystemCallError: Error, Equatable, CustomStringConvertible {
    /// The C call, such as `read` or `poll`.
    package let call: String
    /// The C library's `errno` value the call failed with.
    package let errorNumber: Int32

    /// The failure of `call` with `errorNumber`.
    package init(_ call: String, errorNumber: Int32) {
        self.call = call
        self.errorNumber = errorNumber
    }

    /// Whether the call would have blocked (`EAGAIN`, `EWOULDBLOCK`) on a non-blocking descriptor.
    package var wouldBlock: Bool { errorNumber == EAGAIN || errorNumber == EWOULDBLOCK }

    /// `read: Input/output error`: the call, then the system's message for `errorNumber` (`strerror`).
    package var description: String { "\(call): \(Platform.errorMessage(errorNumber))" }
}

extension SystemError {
    /// `operation` failed because `failure` did: its `errno` explains it.
    package init(_ operation: String, _ failure: SystemCallError) {
        self.init(operation, errorNumber: failure.errorNumber)
    }
}
