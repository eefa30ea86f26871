/// A clock that moves only when told: for tests and for rendering a chosen instant
/// (`pinpad --screenshot`).
public final class ManualClock: Clock {
    /// The current time in milliseconds.
    public private(set) var now: Int

    /// Creates a clock reading `start` milliseconds.
    public init(start: Int = 0) {
        now = start
    }

    /// Moves the clock forward by `milliseconds` (a negative value is a programmer error and traps).
    public func advance(by milliseconds: Int) {
        precondition(milliseconds >= 0, "ManualClock: time never runs backwards")
        now += milliseconds
    }
}
