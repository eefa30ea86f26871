import PinPadPlatform

/// How the program ends: its exit status and the one line, if any, to say why on stderr. Every
/// front end throws it, for an error and for an early end alike (the help printed, a usage
/// error, a sign-in's command ended), up to `main.swift`, the one place that writes the line and
/// ends the process. Nothing else ends it, but for the callbacks a throw cannot leave
/// (`endInCallback`) and the `_exit(2)` calls of signal handlers and of a child after `fork(2)`.
package struct ProgramExit: Error {
    /// The exit status: an `ExitCode`'s, or the status of what `pinpad login --exec` ran
    /// (0 to 255, or 128 plus a signal).
    package let status: Int32
    /// The line for stderr, without the `pinpad:` prefix; nil when there is nothing to say (or
    /// it was said already, as a warning is).
    package let message: String?

    /// Ends with `code` and, when given, the line `message`.
    package init(_ code: ExitCode, _ message: String? = nil) {
        status = code.rawValue
        self.message = message
    }

    /// Ends with a status that is not pinpad's own (a sign-in's command's, 128 plus a signal).
    package init(status: Int32, message: String? = nil) {
        self.status = status
        self.message = message
    }

    /// pinpad's status of the end, nil for another program's status.
    package var code: ExitCode? { ExitCode(rawValue: status) }

    /// The same end as `main.swift` gives (the line, then the status), from a callback that must
    /// not return and cannot throw: Xlib's I/O error handler (`DisplayConnection.onLoss`), where
    /// the process must end before Xlib exits by itself.
    package func endInCallback() -> Never {
        if let message { Platform.complain(message) }
        Platform.terminate(status: status)
    }
}
