import Glibc
internal import CPlatform

/// A thread that watches something while a prompt runs (a pipe for a hang-up, a file for its
/// removal) and a pipe that tells it to stop: the body is given the pipe's read end to poll
/// beside what it watches, and returns when that end becomes readable. `stop()` (or deinit)
/// writes to the pipe and joins the thread (a `WorkerThread`).
package final class WatchThread {
    private let stopPipe: (read: Int32, write: Int32)
    private var thread: WorkerThread?

    /// Starts `body` on a new thread; nil when no thread or pipe could be made.
    package init?(_ body: @escaping (_ stop: Int32) -> Void) {
        var ends: [Int32] = [-1, -1]
        guard pinpad_pipe2(&ends, O_CLOEXEC) == 0 else { return nil }
        stopPipe = (ends[0], ends[1])
        let stop = ends[0]
        guard let thread = WorkerThread({ body(stop) }) else {
            close(ends[0])
            close(ends[1])
            return nil
        }
        self.thread = thread
    }

    deinit { stop() }

    /// Tells the body to return and waits for its thread.
    package func stop() {
        guard let thread else { return }
        self.thread = nil
        var byte: UInt8 = 1
        _ = write(stopPipe.write, &byte, 1)
        thread.join()
        close(stopPipe.read)
        close(stopPipe.write)
    }
}
