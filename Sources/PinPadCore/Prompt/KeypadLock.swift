/// A locked keypad (`Prompt.lock(message:until:)`): what the asker said (a PAM module's
/// lockout text, shown verbatim) and when the lock ends.
public struct KeypadLock: Hashable, Sendable {
    /// The text shown in the error's place.
    public var message: String
    /// When the keys work again, in clock milliseconds; nil: not while the prompt runs.
    public var until: Int?
    /// Whether the seconds left are shown under the message (`Prompt.countdownText`): false for
    /// a message that tells its own time (`pam_faillock`'s "(10 minutes left to unlock)"), so
    /// the pad never shows two clocks.
    public var showsCountdown: Bool
    /// Whether the keys wait for an answer (a sign-in's PAM check, "Checking…") rather than
    /// being refused: the message is drawn in the message colour, not the error's.
    public var isWaiting: Bool

    /// Creates a lock.
    public init(message: String, until: Int?, showsCountdown: Bool = true, isWaiting: Bool = false) {
        self.message = message
        self.until = until
        self.showsCountdown = showsCountdown
        self.isWaiting = isWaiting
    }

    /// Whole seconds left at `time`, rounded up (so "0:01" shows until the lock ends); nil for a
    /// lock without an end.
    public func secondsLeft(at time: Int) -> Int? {
        until.map { max(($0 - time + 999) / 1000, 0) }
    }

    /// When the countdown next changes after `time`: the next whole second before `until`.
    func nextChange(after time: Int) -> Int? {
        guard let until, let left = secondsLeft(at: time), left > 0 else { return nil }
        return until - (left - 1) * 1000
    }
}
