import Glibc
internal import CPlatform

/// A thread that takes in what a descriptor has as soon as it has it, for an owner that reads
/// only now and then (between frames that take long to draw): when `descriptor` becomes
/// readable it runs `drain` holding `lock`, then makes `ready` readable (a byte on a pipe) for
/// the owner's poll(2). The owner calls `takeReady()`, then takes what `drain` kept, holding
/// `lock` too.
///
/// What a device has and no one reads is lost once its buffer fills: a keyboard's evdev buffer
/// holds 64 events (16 keys pressed and released), and when it overflows the kernel drops every
/// event in it (`SYN_DROPPED`).
package final class DrainThread {
    /// The descriptors the thread waits on.
    private enum DrainSlot {
        case device
        case stop
    }

    /// Held while `drain` runs; hold it to take what `drain` kept.
    package let lock: ConditionLock
    private let readyPipe: (read: Int32, write: Int32)
    private var thread: WatchThread?

    /// Starts watching `descriptor` (not owned: it must stay open until the thread stops), running
    /// `drain` on the thread each time it is readable, until it reports an error or hang-up
    /// without data. `drain` must read what waits (the thread polls again at once).
    /// Returns nil when no thread or pipe could be made.
    package init?(descriptor: Int32, drain: @escaping () -> Void) {
        guard let readyPipe = try? Platform.makePipe() else { return nil }
        let lock = ConditionLock()
        let readyEnd = readyPipe.write
        let thread = WatchThread { stop in
            var slots = PollSlots<DrainSlot>()
            slots.watch(.device, descriptor)
            slots.watch(.stop, stop)
            while true {
                // A signal interrupts the wait with nothing ready: it waits again.
                guard let ready = try? slots.wait(timeout: -1) else { return }
                if ready.isReady(.stop) { return }
                let events = ready[.device]
                if !events.contains(.input) {
                    // An error or hang-up with nothing to read: nothing more will come.
                    if !events.isEmpty { return }
                    continue
                }
                lock.withLock(drain)
                var byte: UInt8 = 1
                _ = write(readyEnd, &byte, 1)
            }
        }
        guard let thread else {
            close(readyPipe.read)
            close(readyPipe.write)
            return nil
        }
        self.lock = lock
        self.readyPipe = readyPipe
        self.thread = thread
    }

    deinit {
        thread?.stop()
        close(readyPipe.read)
        close(readyPipe.write)
    }

    /// Readable when `drain` has run since the last `takeReady()`.
    package var ready: Int32 { readyPipe.read }

    /// Empties `ready`: call before taking what `drain` kept, so a drain that comes after
    /// makes it readable again.
    package func takeReady() {
        var bytes = [UInt8](repeating: 0, count: 64)
        while read(readyPipe.read, &bytes, bytes.count) > 0 {}
    }
}
