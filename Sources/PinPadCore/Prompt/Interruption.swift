import Synchronization

/// Ends a running prompt from outside, from any thread: the asker went away (gpg-agent closed
/// the pipe), withdrew the request (systemd deleted its ask file), or a watcher saw a deadline
/// pass. Give it to `Prompt.interruption`; the loop that runs the prompt (`PromptDriver.run(on:)`)
/// installs its surface's wake-up (`PromptSurface.wake`: an SDL event, a byte on a pipe), and the
/// prompt ends as `.closed` at its next `tick()`.
public final class Interruption: Sendable {
    private struct State {
        var isRequested = false
        var wake: (@Sendable () -> Void)?
    }

    private let state = Mutex(State())

    /// Creates an interruption that has not been requested.
    public init() {}

    /// Asks the prompt to end and wakes its surface. Thread-safe; later calls change nothing.
    public func request() {
        let wake = state.withLock { state -> (@Sendable () -> Void)? in
            guard !state.isRequested else { return nil }
            state.isRequested = true
            return state.wake
        }
        wake?()
    }

    /// Whether `request()` was called (and not `reset()` since).
    public var isRequested: Bool { state.withLock { $0.isRequested } }

    /// Forgets a request, for the next prompt.
    public func reset() {
        state.withLock { $0.isRequested = false }
    }

    /// Sets how the surface is woken (called by `PromptDriver.run(on:)`, nil when the prompt stops running);
    /// a request made before is honoured at once.
    public func setWake(_ wake: (@Sendable () -> Void)?) {
        let pending = state.withLock { state -> Bool in
            state.wake = wake
            return state.isRequested
        }
        if pending { wake?() }
    }
}
