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
            while true {
                var descriptors = [pollfd(fd: descriptor, events: 0, revents: 0), pollfd(fd: stop, events: Int16(POLLIN), revents: 0)]
                let ready = poll(&descriptors, 2, -1)
                if ready < 0 && errno == EINTR { continue }
                if ready < 0 || descriptors[1].revents != 0 { return }
                if descriptors[0].revents & Int16(POLLHUP | POLLERR | POLLNVAL) != 0 {
                    interruption.request()
                    return
                }
            }
        }) else { return nil }
        self.thread = thread
    }

    /// Ends the watch and waits for its thread.
    package func stop() {
        thread.stop()
    }
}
