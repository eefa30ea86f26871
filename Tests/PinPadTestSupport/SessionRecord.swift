import PinPadCore

/// What a conformance session gave: each run's outcome, how often the prompt was asked to be
/// announced again (keypad `*`), the haptic pulses the driver asked for (`HapticsObserver`, one a
/// key press) and how often the "Caps Lock is on" notice came up.
public struct SessionRecord: Hashable, Sendable {
    /// The outcome of each run, in order (a rejected PIN and its retry are two).
    public var outcomes: [OutcomeValue]
    /// `Prompt.announcementRequests` at the end.
    public var announcementRequests: Int
    /// The pulses a `HapticsObserver` gave its sink over the whole session.
    public var hapticPulses: Int
    /// How many times the Caps Lock notice appeared under the focused field
    /// (`Prompt.shownCapsLockHint` going from none to shown).
    public var capsLockNotices: Int
    /// How many times a field refused a character: it shook and "A character could not be taken"
    /// showed under it (`NoticeWatch.refusedCharacter`).
    public var refusalNotices: Int

    /// Creates a record.
    public init(outcomes: [OutcomeValue], announcementRequests: Int = 0, hapticPulses: Int, capsLockNotices: Int = 0, refusalNotices: Int = 0) {
        self.outcomes = outcomes
        self.announcementRequests = announcementRequests
        self.hapticPulses = hapticPulses
        self.capsLockNotices = capsLockNotices
        self.refusalNotices = refusalNotices
    }
}
