import Glibc

/// Descriptors to wait on, each in a named slot (systemd's `enum { FD_SOCKET, FD_INOTIFY, … }`),
/// so a caller asks `ready[.wake]`, never `ready[1]`. The corresponding C call is `poll`.
package struct PollSlots<Slot: Hashable> {
    private var slots: [Slot] = []
    private var entries: [pollfd] = []

    /// No slot yet.
    package init() {}

    /// Watches `descriptor` in `slot` for `events` (a hang-up is always reported); a negative
    /// descriptor is a slot never ready, as `poll` ignores it.
    package mutating func watch(_ slot: Slot, _ descriptor: Int32, for events: PollEvents = .input) {
        slots.append(slot)
        entries.append(pollfd(fd: descriptor, events: events.rawValue, revents: 0))
    }

    /// Waits until a slot is ready or `timeout` milliseconds pass (negative: without end).
    /// - Returns: what each ready slot is ready for; none after the timeout or when a signal
    ///   interrupted the wait (the caller looks again at what the signal changed).
    /// - Throws: `SystemCallError` (`poll`).
    package func wait(timeout: Int) throws(SystemCallError) -> PollReadiness<Slot> {
        var entries = entries
        let count = entries.count
        guard try SystemCall.interruptible("poll", { Glibc.poll(&entries, nfds_t(count), Int32(clamping: timeout)) }) != nil
        else { return PollReadiness(events: [:]) }
        var events: [Slot: PollEvents] = [:]
        for (slot, entry) in zip(slots, entries) where entry.revents != 0 {
            events[slot, default: []].formUnion(PollEvents(rawValue: entry.revents))
        }
        return PollReadiness(events: events)
    }

    /// `wait(timeout:)`, its failure said as `cannot wait for input` (`SystemError`).
    package func waitForInput(timeout: Int) throws(SystemError) -> PollReadiness<Slot> {
        do throws(SystemCallError) { return try wait(timeout: timeout) } catch { throw SystemError("cannot wait for input", error) }
    }
}

/// The slots a `PollSlots.wait` found ready.
package struct PollReadiness<Slot: Hashable> {
    /// What each ready slot is ready for.
    package let events: [Slot: PollEvents]

    /// What `slot` is ready for; empty when it is not.
    package subscript(_ slot: Slot) -> PollEvents { events[slot] ?? [] }

    /// Whether `slot` is ready at all (input or hang-up).
    package func isReady(_ slot: Slot) -> Bool { !self[slot].isEmpty }
}
