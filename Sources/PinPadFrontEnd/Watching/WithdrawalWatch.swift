import PinPadCore
import PinPadPlatform

/// Watches a password request while its prompt runs, on its own thread, and requests the
/// prompt's `Interruption` when the request is withdrawn: its file is removed (inotify, at
/// once), its deadline passes, or the process that asked ends (checked every
/// `checkInterval` milliseconds). systemd's asker removes its file when it stops waiting.
package final class WithdrawalWatch {
    /// How often, in milliseconds, the asking process is looked for: the longest a prompt stays
    /// up for an asker that died without removing its file.
    package static let checkInterval = 500

    private let thread: WatchThread

    /// Starts watching; nil when no thread could be made.
    /// - Parameters:
    ///   - path: the request's file.
    ///   - processID: the asking process; 0 for none.
    ///   - deadline: `CLOCK_MONOTONIC` microseconds after which the request is void; 0 for none.
    ///   - interruption: what to request.
    package init?(path: String, processID: Int32, deadline: UInt64, interruption: Interruption) {
        guard let thread = WatchThread({ stop in
            let watch = try? FileWatch(path: path, events: FileWatch.pathRemoved)
            while true {
                let now = Platform.monotonicMicroseconds()
                let withdrawn = !Platform.exists(path) || (deadline > 0 && now >= deadline)
                    || (processID > 0 && !Platform.isProcessRunning(processID))
                if withdrawn {
                    interruption.request()
                    return
                }
                var timeout = WithdrawalWatch.checkInterval
                if deadline > 0 { timeout = min(timeout, Int((deadline - now) / 1000) + 1) }
                if let watch {
                    guard (try? watch.wait(timeout: timeout, stop: stop)) != nil else { return }
                } else {
                    guard (try? Platform.poll([stop], timeout: timeout))?.first != true else { return }
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
