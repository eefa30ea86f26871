import Glibc
import PinPadCore

/// Watches a file descriptor on its own thread while a prompt runs, and requests the prompt's
/// `Interruption` when the other end hangs up (`poll(2)` reports `POLLHUP` or an error): the
/// client that asked went away, so the prompt closes instead of waiting for nobody.
/// Nothing is read from the descriptor. `stop()` (or deinit) ends the thread.
package final class HangUpWatch {
    private let stopPipe: (read: Int32, write: Int32)
    private var thread: pthread_t?

    /// Starts watching `descriptor` for `interruption`; nil when no thread or pipe could be made.
    package init?(descriptor: Int32, interruption: Interruption) {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return nil }
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        stopPipe = (ends[0], ends[1])
        let context = Unmanaged.passRetained(Watched(descriptor: descriptor, stop: ends[0], interruption: interruption))
        var thread = pthread_t()
        let started = pthread_create(&thread, nil, { pointer in
            let watched = Unmanaged<Watched>.fromOpaque(pointer!).takeRetainedValue()
            watched.run()
            return nil
        }, context.toOpaque())
        guard started == 0 else {
            context.release()
            close(ends[0])
            close(ends[1])
            return nil
        }
        self.thread = thread
    }

    deinit { stop() }

    /// Ends the watch and waits for its thread.
    package func stop() {
        guard let thread else { return }
        self.thread = nil
        var byte: UInt8 = 1
        _ = write(stopPipe.write, &byte, 1)
        pthread_join(thread, nil)
        close(stopPipe.read)
        close(stopPipe.write)
    }

    private final class Watched {
        let descriptor: Int32
        let stop: Int32
        let interruption: Interruption

        init(descriptor: Int32, stop: Int32, interruption: Interruption) {
            self.descriptor = descriptor
            self.stop = stop
            self.interruption = interruption
        }

        func run() {
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
        }
    }
}
