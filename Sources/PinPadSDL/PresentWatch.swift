internal import CSDL2
import Glibc
import PinPadPlatform
import Synchronization

/// The watch over a Wayland window's calls that wait for the compositor: its presents, its
/// creation and destruction and its renderer's. Mesa's EGL waits inside `SDL_RenderPresent` for a
/// buffer the compositor gives back, with no time limit (`wl_display_dispatch_queue`), and SDL
/// waits in `wl_display_roundtrip` inside `SDL_CreateWindow` and `SDL_DestroyWindow`: a
/// compositor that hangs or is stopped (SIGSTOP) held the pad there for ever, its `--timeout`
/// never reached, and the pinentry, the agent and the sign-in (closing its window for
/// "Checking…") never answered. A thread of its own looks every quarter of a second at the call
/// under way; one that has lasted `limit` milliseconds makes it ask the compositor on a new
/// connection (`pinpad_wayland_answers`, 500 ms at most): one that does not answer is a lost
/// display (`DisplayConnection.connectionLost`), ended from that thread as a lost X server is.
enum PresentWatch {
    /// How long a present may last before the compositor is asked, in milliseconds.
    static let limit: UInt64 = 3_000

    /// When the present under way began (`Platform.monotonicMicroseconds`); 0: none.
    private static let began = Atomic<UInt64>(0)

    /// Whether the thread runs (set on the thread that presents).
    nonisolated(unsafe) private static var isWatching = false

    /// Starts the watching thread, once per process.
    static func start() {
        guard !isWatching else { return }
        isWatching = WorkerThread {
            while true {
                usleep(250_000)
                let start = began.load(ordering: .relaxed)
                guard start != 0, Platform.monotonicMicroseconds() - start > limit * 1_000 else { continue }
                guard pinpad_wayland_answers(500) != 1 else { continue }
                guard began.load(ordering: .relaxed) == start else { continue }
                DisplayConnection.connectionLost(wayland: true)
            }
        } != nil
    }

    /// Runs `call` (an `SDL_RenderPresent`, `SDL_CreateWindow`, `SDL_DestroyWindow`) under the
    /// watch.
    static func watching(_ call: () -> Void) {
        began.store(max(Platform.monotonicMicroseconds(), 1), ordering: .relaxed)
        call()
        began.store(0, ordering: .relaxed)
    }

    /// Runs `call` under the watch when `isWayland`, else as is.
    /// - Returns: what `call` returns.
    /// - Throws: what `call` throws.
    static func watching<Value>(_ isWayland: Bool, _ call: () throws -> Value) throws -> Value {
        guard isWayland else { return try call() }
        began.store(max(Platform.monotonicMicroseconds(), 1), ordering: .relaxed)
        defer { began.store(0, ordering: .relaxed) }
        return try call()
    }
}
