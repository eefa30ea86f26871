import Glibc

/// What a descriptor in a `PollSlots` slot is ready for (`poll(2)`'s `revents`).
package struct PollEvents: OptionSet, Sendable {
    package let rawValue: Int16
    package init(rawValue: Int16) { self.rawValue = rawValue }

    /// Input waits (`POLLIN`).
    package static let input = PollEvents(rawValue: Int16(POLLIN))
    /// A write would not block (`POLLOUT`).
    package static let output = PollEvents(rawValue: Int16(POLLOUT))
    /// The other side hung up or the descriptor failed (`POLLHUP`, `POLLERR`, `POLLNVAL`): only
    /// reported, never asked for.
    package static let hangUp = PollEvents(rawValue: Int16(POLLHUP | POLLERR | POLLNVAL))

    /// Whether any of `hangUp`'s events came.
    package var isHangUp: Bool { !isDisjoint(with: .hangUp) }
}
