import Glibc

/// Changes to one directory or file, through inotify(7): `inotify_init1`, `inotify_add_watch`,
/// and a `poll` on the descriptor. The password agent watches `/run/systemd/ask-password` for
/// new ask files with it, and each shown request's file for its removal.
package final class FileWatch {
    /// One change: the name of the file in the watched directory (empty for the watched path
    /// itself) and the inotify mask bits that happened.
    package struct Event: Equatable {
        /// The file's name inside the watched directory; empty when the watched path changed.
        package var name: String
        /// `IN_*` bits.
        package var mask: UInt32
    }

    /// A file was written and closed, or moved in (`IN_CLOSE_WRITE | IN_MOVED_TO`): how a
    /// password request appears (the asker writes `tmp.*` and renames it to `ask.*`).
    package static let fileAppeared = UInt32(IN_CLOSE_WRITE) | UInt32(IN_MOVED_TO)
    /// A file was removed or moved away (`IN_DELETE | IN_MOVED_FROM`).
    package static let fileRemoved = UInt32(IN_DELETE) | UInt32(IN_MOVED_FROM)
    /// The watched path itself lost a link, was removed or moved (`IN_ATTRIB | IN_DELETE_SELF |
    /// IN_MOVE_SELF`; `IN_ATTRIB` reports the link count falling, as systemd's own asker watches).
    package static let pathRemoved = UInt32(IN_ATTRIB) | UInt32(IN_DELETE_SELF) | UInt32(IN_MOVE_SELF)

    /// The watched path's attributes changed (`IN_ATTRIB`), among them its link count.
    package static let attributesChanged = UInt32(IN_ATTRIB)

    private let descriptor: Int32

    /// Starts watching `path` for `events` (a union of the masks above).
    /// - Throws: `SystemError` when inotify is not available or `path` cannot be watched
    ///   (missing, not readable).
    package init(path: String, events: UInt32) throws(SystemError) {
        descriptor = inotify_init1(Int32(IN_CLOEXEC | IN_NONBLOCK))
        guard descriptor >= 0 else { throw SystemError("cannot start watching \(path)", errorNumber: errno) }
        guard inotify_add_watch(descriptor, path, events) >= 0 else {
            let number = errno
            Glibc.close(descriptor)
            throw SystemError("cannot watch \(path)", errorNumber: number)
        }
    }

    deinit { Glibc.close(descriptor) }

    /// Waits up to `timeout` milliseconds (-1: without end) for changes and returns them; empty
    /// when the time passed with none or a signal interrupted the wait. With `stop`, also
    /// returns nil as soon as that descriptor is readable (a thread's stop pipe).
    /// - Throws: `SystemError` when the descriptors cannot be polled or the changes read.
    package func wait(timeout: Int, stop: Int32? = nil) throws(SystemError) -> [Event]? {
        var slots = PollSlots<WaitSlot>()
        slots.watch(.changes, descriptor)
        if let stop { slots.watch(.stop, stop) }
        let ready: PollReadiness<WaitSlot>
        do throws(SystemCallError) { ready = try slots.wait(timeout: timeout) } catch {
            throw SystemError("cannot wait for file changes", error)
        }
        if ready.isReady(.stop) { return nil }
        return ready.isReady(.changes) ? try read() : []
    }

    /// What `wait` watches.
    private enum WaitSlot {
        case changes, stop
    }

    /// The most reads of queued events one `read()` makes (16 KiB each): a directory changed
    /// faster than they are read ends the drain, and the rest are read at the next wake.
    static let readsPerDrain = 64

    /// The events queued now, without waiting: at most `readsPerDrain` buffers of them.
    private func read() throws(SystemError) -> [Event] {
        var events: [Event] = []
        // Room for many events: each is a header of 16 bytes and a name of up to NAME_MAX + 1.
        var buffer = [UInt8](repeating: 0, count: 16 * 1024)
        for _ in 0..<FileWatch.readsPerDrain {
            let count: Int
            do throws(SystemCallError) {
                count = try FileDescriptor(borrowing: descriptor).read(into: &buffer)
            } catch {
                if error.wouldBlock { return events }
                throw SystemError("cannot read file changes", error)
            }
            if count == 0 { return events }
            buffer.withUnsafeBytes { bytes in
                var offset = 0
                let header = MemoryLayout<inotify_event>.size
                while offset + header <= count {
                    let mask = bytes.loadUnaligned(fromByteOffset: offset + 4, as: UInt32.self)
                    let length = Int(bytes.loadUnaligned(fromByteOffset: offset + 12, as: UInt32.self))
                    let nameBytes = bytes[(offset + header)..<min(offset + header + length, count)]
                    events.append(Event(name: String(decoding: nameBytes.prefix { $0 != 0 }, as: UTF8.self), mask: mask))
                    offset += header + length
                }
            }
        }
        return events
    }
}
