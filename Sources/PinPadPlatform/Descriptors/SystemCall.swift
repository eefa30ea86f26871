import Glibc

/// How every C call of the package meets a signal: the one place that reads `EINTR`.
package enum SystemCall {
    /// Calls `body` (a C call that returns -1 and sets `errno` when it fails) again for as long as a
    /// signal interrupts it (`EINTR`): the one retry loop of the package.
    /// - Parameter name: the C call, for the error.
    /// - Returns: what `body` returned, never negative.
    /// - Throws: `SystemCallError` naming `name` and the `errno` read right after the failing call.
    @discardableResult
    package static func retrying<Result: BinaryInteger>(_ name: String, _ body: () -> Result) throws(SystemCallError) -> Result {
        while true {
            if let result = try interruptible(name, body) { return result }
        }
    }

    /// Calls `body` once, for a wait that a signal must end early (`poll`: the caller looks again
    /// at what the signal changed).
    /// - Returns: what `body` returned, never negative; nil when a signal interrupted it (`EINTR`).
    /// - Throws: `SystemCallError` naming `name` and the `errno` read right after the failing call.
    package static func interruptible<Result: BinaryInteger>(_ name: String, _ body: () -> Result) throws(SystemCallError) -> Result? {
        let result = body()
        guard result < 0 else { return result }
        let errorNumber = errno
        if errorNumber == EINTR { return nil }
        throw SystemCallError(name, errorNumber: errorNumber)
    }
}
