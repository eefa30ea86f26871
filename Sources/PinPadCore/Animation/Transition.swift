/// One animation: a start time, a duration and an easing; its value is a pure function of time.
public struct Transition: Hashable, Sendable {
    /// Start, in clock milliseconds.
    public var start: Int
    /// Duration in milliseconds (0 finishes at once).
    public var duration: Int
    /// The easing applied to linear progress.
    public var easing: Easing
    /// Whether the picture changes during the transition (false for a hold such as a reveal,
    /// which needs a frame only at its end).
    public var isContinuous: Bool

    /// Creates a transition.
    public init(start: Int, duration: Int, easing: Easing = .easeOut, isContinuous: Bool = true) {
        self.start = start
        self.duration = max(duration, 0)
        self.easing = easing
        self.isContinuous = isContinuous
    }

    /// End, in clock milliseconds.
    public var end: Int { start + duration }

    /// Linear progress at `time`: 0 before the start, 1 at or after the end.
    public func progress(at time: Int) -> Double {
        guard duration > 0 else { return time >= start ? 1 : 0 }
        return min(max(Double(time - start) / Double(duration), 0), 1)
    }

    /// Eased progress at `time`: `easing.value(progress(at: time))`.
    public func value(at time: Int) -> Double {
        easing.value(progress(at: time))
    }

    /// Whether the transition has ended at `time`.
    public func isFinished(at time: Int) -> Bool { time >= end }
}
