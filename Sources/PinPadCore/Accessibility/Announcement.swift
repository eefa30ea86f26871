/// What the pad says after a change of its prompt: one phrase, interrupting the one before it.
public struct Announcement: Hashable, Sendable {
    /// The words, for speech.
    public var text: String

    /// Creates an announcement.
    public init(text: String) {
        self.text = text
    }
}
