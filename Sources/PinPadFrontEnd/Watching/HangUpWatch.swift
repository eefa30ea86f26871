import Glibc
import PinPadCore
import PinPadPlatform

/// Watches a file descriptor on its own thread while a prompt runs, and requests the prompt's
/// `Interruption` when the other end hangs up (`poll(2)` reports `POLLHUP` or an error): the
/// client that asked went away, so the prompt closes instead of waiting for nobody.
/// Nothing is read from the descriptor. `stop()` (or deinit) ends the thread.
package final class HangUpWatch {
    private let thread: WatchThread

    /// Starts watching `descriptor` for `interruption`; nil when no thread or pipe could be made.
    package init?(descriptor: Int32, interruption: Interruption) {
        guard let thread = WatchThread({ stop in
            var slots = PollSlots<Slot>()
            slots.watch(.client, descriptor, for: [])
            slots.watch(.stop, stop)
            while true {
                guard let ready = try? slots.wait(timeout: -1), !ready.isReady(.stop) else { return }
                if ready[.client].isHangUp {
                    interruption.request()
                    return
                }
            }
        }) else { return nil }
        self.thread = thread
    }

    /// What the thread watches.
    private enum Slot { case client, stop }

    /// Ends the watch and waits for its thread.
    package func stop() {
        thread.stop()
    }
}
