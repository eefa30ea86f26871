import PinPadPlatform

/// The wait on greetd's answer (`GreetdConnection`'s blocking reads and writes) with SIGINT,
/// SIGTERM and SIGHUP ending the greeter at once: one line on stderr, then `_exit(1)` (a stop,
/// `ExitCode.cancelled`). greetd drops the session with the connection. The sign-in does the
/// same while PAM works, through the same `Platform.stoppingAtOnce`; the actions before (SDL's, which would only
/// queue a quit for a pad no one looks at) come back after (`sigaction(2)`).
enum GreetdWait {
    /// Runs `body` with the stop handlers installed.
    static func stoppingAtOnce<T>(_ body: () throws -> T) rethrows -> T {
        try Platform.stoppingAtOnce(status: ExitCode.cancelled.rawValue, line: "pinpad: stopped while waiting for greetd\n", body)
    }
}
