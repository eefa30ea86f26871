import Glibc
import PinPadPlatform

/// The wait on greetd's answer (`GreetdConnection`'s blocking reads and writes) with SIGINT,
/// SIGTERM and SIGHUP ending the greeter at once: one line on stderr, then `_exit(1)` (a stop,
/// `ExitCode.cancelled`). greetd drops the session with the connection. The sign-in does the
/// same while PAM works (`Platform.stoppingAtOnce`); the actions before (SDL's, which would only
/// queue a quit for a pad no one looks at) come back after (`sigaction(2)`).
enum GreetdWait {
    /// The line written by the handler: made before any handler runs (`write(2)` only there).
    nonisolated(unsafe) private static let line: UnsafeMutableRawBufferPointer = {
        let bytes = Array("pinpad: stopped while waiting for greetd\n".utf8)
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: bytes.count, alignment: 1)
        buffer.copyBytes(from: bytes)
        return buffer
    }()

    /// Runs `body` with the stop handlers installed.
    static func stoppingAtOnce<T>(_ body: () throws -> T) rethrows -> T {
        _ = line
        var previous: [(Int32, sigaction)] = []
        for signal in [SIGINT, SIGTERM, SIGHUP] {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { _ in
                _ = Glibc.write(2, GreetdWait.line.baseAddress, GreetdWait.line.count)
                // A terminal showing "Checking…" is put back as the sign-in's is.
                Platform.restoreTerminalOnStop()
                _exit(1)
            }
            sigemptyset(&action.sa_mask)
            var old = sigaction()
            if sigaction(signal, &action, &old) == 0 { previous.append((signal, old)) }
        }
        defer {
            for (signal, action) in previous {
                var action = action
                _ = sigaction(signal, &action, nil)
            }
        }
        return try body()
    }
}
