import PinPadPlatform
/// The self-pipe trick: handlers for SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGTSTP, SIGCONT and
/// SIGWINCH write the signal
/// number into a non-blocking pipe, and the prompt loop, which polls the pipe's read end next to
/// the terminal, handles the signal between two frames (restoring the terminal, or laying out
/// again). The previous handlers come back in `uninstall()`.
///
/// The handlers are process-wide, so one pipe is installed at a time: creating a second while
/// one is installed throws.
final class SignalPipe {
    /// The end to poll.
    let readEnd: Int32
    /// Whether SIGTSTP was ignored when the pipe was made (an interactive shell's command
    /// substitution, a script's `trap '' TSTP`): it stays ignored, and Ctrl+Z stops nothing.
    let ignoresSuspend: Bool
    private let writeEnd: Int32
    private var previous: [(Int32, SignalAction)] = []

    /// Creates the pipe and installs the handlers.
    /// - Throws: `TerminalError` when another pipe is installed (a terminal prompt is already
    ///   running in this process), or the pipe or a handler cannot be made.
    init() throws {
        guard Platform.signalPipeWriteEnd == -1 else { throw SystemError("a terminal prompt is already running") }
        (readEnd, writeEnd) = try Platform.makePipe()
        Platform.signalPipeWriteEnd = writeEnd
        let ignoresSuspend = Platform.isIgnored(Platform.suspendSignal)
        self.ignoresSuspend = ignoresSuspend
        do {
            for signal in Platform.endingSignals + Platform.jobControlSignals + [Platform.resizeSignal]
            where !(ignoresSuspend && signal == Platform.suspendSignal) {
                previous.append((signal, try Platform.installPipeHandler(for: signal)))
            }
        } catch {
            uninstall()
            throw error
        }
    }

    deinit {
        uninstall()
    }

    /// Puts the previous handlers back and closes the pipe; safe to call twice.
    func uninstall() {
        for (signal, action) in previous.reversed() { Platform.restoreHandler(action, for: signal) }
        previous = []
        guard Platform.signalPipeWriteEnd == writeEnd else { return }
        Platform.signalPipeWriteEnd = -1
        Platform.close(writeEnd)
        Platform.close(readEnd)
    }

    /// The end a waker writes a 0 byte to, from any thread: `drain()` reports it as signal 0.
    var wakeEnd: Int32 { writeEnd }

    /// The signals received since the last call, in order (empty when none).
    func drain() -> [Int32] {
        var signals: [Int32] = []
        var buffer = [UInt8](repeating: 0, count: 64)
        while let count = try? buffer.withUnsafeMutableBytes({ try Platform.read(readEnd, into: $0) }), count > 0 {
            signals += buffer[0..<count].map { Int32($0) }
        }
        return signals
    }
}
