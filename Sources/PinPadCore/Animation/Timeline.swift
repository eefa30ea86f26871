/// The running animations, keyed by what they animate. Values are pure functions of time: the
/// timeline never reads a clock, callers pass the time in milliseconds.
public struct Timeline: Hashable, Sendable {
    /// Milliseconds between frames while something moves (60 frames per second).
    public static let frameInterval = 16

    private var transitions: [AnimationKey: Transition] = [:]

    /// Creates an empty timeline.
    public init() {}

    /// Starts `transition` for `key`, replacing any transition already running for it.
    public mutating func start(_ key: AnimationKey, _ transition: Transition) {
        transitions[key] = transition
    }

    /// Stops the transition for `key`, if any.
    public mutating func stop(_ key: AnimationKey) {
        transitions[key] = nil
    }

    /// The transition for `key` if it is running at `time` (started and not finished), else nil.
    public func active(_ key: AnimationKey, at time: Int) -> Transition? {
        guard let transition = transitions[key], time >= transition.start, !transition.isFinished(at: time) else {
            return nil
        }
        return transition
    }

    /// The eased value of `key` at `time`, or nil when no transition runs for it then.
    public func value(_ key: AnimationKey, at time: Int) -> Double? {
        active(key, at: time)?.value(at: time)
    }

    /// Whether the picture moves at `time`: a continuous transition has started and not finished.
    /// Holds and transitions that start later do not count (they have deadlines instead).
    public func isAnimating(at time: Int) -> Bool {
        transitions.values.contains { $0.isContinuous && time >= $0.start && time < $0.end }
    }

    /// When the next frame is due, in clock milliseconds, or nil when nothing animates after
    /// `time`: a frame interval ahead while a continuous transition runs (never past its end), and
    /// the end of a hold.
    public func nextDeadline(after time: Int) -> Int? {
        var deadline: Int?
        for transition in transitions.values where transition.end > time {
            let due: Int
            if time < transition.start {
                due = transition.start
            } else {
                due = transition.isContinuous ? min(time + Timeline.frameInterval, transition.end) : transition.end
            }
            deadline = min(deadline ?? due, due)
        }
        return deadline
    }

    /// Forgets the transitions that have finished at `time`.
    public mutating func removeFinished(at time: Int) {
        transitions = transitions.filter { !$0.value.isFinished(at: time) }
    }

    /// The keys with a transition, finished or not, until `removeFinished(at:)`.
    public var keys: Set<AnimationKey> { Set(transitions.keys) }
}
