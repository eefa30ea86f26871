/// Monotonic wall time in milliseconds since the clock was made, from the standard library's
/// `ContinuousClock`.
public final class SystemClock: Clock {
    private let origin = ContinuousClock.now

    /// Creates a clock reading 0 now.
    public init() {}

    /// Milliseconds since `init`.
    public var now: Int {
        let elapsed = ContinuousClock.now - origin
        let (seconds, attoseconds) = elapsed.components
        return Int(seconds) * 1000 + Int(attoseconds / 1_000_000_000_000_000)
    }
}
