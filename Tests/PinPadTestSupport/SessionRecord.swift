import PinPadCore

/// What a conformance session gave: each run's outcome, and how often the prompt was asked to be
/// announced again (keypad `*`).
public struct SessionRecord: Hashable, Sendable {
    /// The outcome of each run, in order (a rejected PIN and its retry are two).
    public var outcomes: [OutcomeValue]
    /// `Prompt.announcementRequests` at the end.
    public var announcementRequests: Int

    /// Creates a record.
    public init(outcomes: [OutcomeValue], announcementRequests: Int = 0) {
        self.outcomes = outcomes
        self.announcementRequests = announcementRequests
    }
}
