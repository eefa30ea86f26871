import PinPadCore
import PinPadPlatform

/// Watches a connection on its own thread while a prompt waits for the other end's answer
/// (`Presenter.wait(on:saying:until:)`), and requests the wait's `Interruption` once the answer
/// can be read (`poll(2)` reports `POLLIN`) or the other end hung up (`POLLHUP`, an error): the
/// prompt then ends, and the caller reads. Nothing is read from the descriptor. `stop()` (or
/// deinit) ends the thread.
package final class AnswerWatch {
    private let thread: WatchThread

    /// Starts watching `descriptor` for `interruption`; nil when no thread or pipe could be made.
    package init?(descriptor: Int32, interruption: Interruption) {
        guard let thread = WatchThread({ stop in
            var slots = PollSlots<Slot>()
            slots.watch(.connection, descriptor, for: .input)
            slots.watch(.stop, stop)
            while true {
                // A wait that fails hands the read to the caller at once, which then blocks on it
                // as without a watch: never a prompt left waiting for nothing.
                guard let ready = try? slots.wait(timeout: -1) else { return interruption.request() }
                if ready.isReady(.stop) { return }
                if ready.isReady(.connection) {
                    interruption.request()
                    return
                }
            }
        }) else { return nil }
        self.thread = thread
    }

    /// What the thread watches.
    private enum Slot { case connection, stop }

    /// Ends the watch and waits for its thread.
    package func stop() {
        thread.stop()
    }
}
