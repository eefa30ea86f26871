/// What the pad says (and sounds) after a change of its prompt: one phrase, interrupting the
/// one before it.
public struct Announcement: Hashable, Sendable {
    /// The words, for speech; empty when there is only a tone.
    public var text: String
    /// A tone played before the words, or nil.
    public var tone: Tone?

    /// Creates an announcement.
    public init(text: String, tone: Tone? = nil) {
        self.text = text
        self.tone = tone
    }
}
